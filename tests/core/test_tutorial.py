"""Tutorial files (``content/<game>/tutorial.yaml``) are checked like all content: by playing
them through the engine, with every problem reported at its file:line:column."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

from game.cli.main import check_content_report
from game.core.learn.tutorial import load_tutorial
from game.core.loading.content import Problems
from game.games.registry import spec_for
from game.games.tutorials import tutorial_hooks
from game.paths import CONTENT_DIR

GAMES = sorted(tutorial_hooks())


def load(root: Path, game_id: str):
    spec = spec_for(game_id)
    problems = Problems()
    content = spec.load_content(root, problems)
    assert not problems
    return load_tutorial(root, spec, content, tutorial_hooks()[game_id], problems), problems


@pytest.mark.parametrize("game_id", GAMES)
def test_shipped_tutorial_plays_through_and_shows_every_action(game_id):
    tutorial, problems = load(CONTENT_DIR, game_id)
    assert not problems, problems.lines()
    assert set(tutorial.hook.ACTION_KINDS) == tutorial.kinds_seen
    assert sum(seat.human for seat in tutorial.seats) == 1
    for step in tutorial.steps:
        assert len(step.say) <= 160, f"a prompt too long to read from the couch: {step.say!r}"


@pytest.fixture
def copy(tmp_path):
    root = tmp_path / "content"
    shutil.copytree(CONTENT_DIR, root)
    return root


def broken(root: Path, game_id: str, old: str, new: str) -> list[str]:
    path = root / game_id / "tutorial.yaml"
    text = path.read_text(encoding="utf-8")
    assert old in text, old
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    code, lines = check_content_report(root)
    assert code == 1
    return lines


def line_of(root: Path, game_id: str, needle: str) -> int:
    lines = (root / game_id / "tutorial.yaml").read_text(encoding="utf-8").splitlines()
    return next(number for number, line in enumerate(lines, 1) if needle in line)


def test_a_move_not_legal_where_it_stands_is_named_at_its_step(copy):
    lines = broken(copy, "five_three_five", "do: {type: lead, cards: [5]}", "do: {type: lead, cards: [5, 9]}")
    step_line = line_of(copy, "five_three_five", "say: Lead your 5 on its own.")
    assert re.search(rf"tutorial\.yaml:{step_line}:\d+: step \d+: .* is not legal here", lines[0]), lines


def test_a_script_that_stops_before_the_game_ends_is_refused(copy):
    lines = broken(copy, "five_three_five", "    do: {type: lead, cards: [14]}\n", "")
    assert any("asks for a move" in line or "ends before the game does" in line for line in lines), lines


def test_an_action_kind_never_shown_is_refused(copy, monkeypatch):
    hook = tutorial_hooks()["five_three_five"]
    monkeypatch.setattr(hook, "ACTION_KINDS", (*hook.ACTION_KINDS, "shout"))
    code, lines = check_content_report(copy)
    assert code == 1
    assert any("the script never shows shout" in line for line in lines), lines


def test_unknown_note_point_and_kind_are_named(copy):
    lines = broken(copy, "five_three_five", "point: card:8\n    note: rule_of_8s", "point: elbow\n    note: rule_of_nines")
    joined = "\n".join(lines)
    assert "no note called 'rule_of_nines'" in joined
    assert "'point' is 'elbow'" in joined
    assert "note 'rule_of_8s' is never shown" in joined


def test_a_hand_with_a_card_the_deck_lacks_is_named(copy):
    lines = broken(copy, "five_three_five", "- [5, 8, 9, 9, 12, 13, 14]", "- [5, 6, 9, 9, 12, 13, 14]")
    assert any(re.search(r"tutorial\.yaml:\d+:\d+: 6 is not a card of \S*five_three_five/deck\.yaml", line) for line in lines), lines


def test_a_missing_tutorial_file_is_a_problem(copy):
    (copy / "five_three_five" / "tutorial.yaml").unlink()
    code, lines = check_content_report(copy)
    assert code == 1 and any("tutorial.yaml" in line and "missing" in line for line in lines)


@pytest.mark.parametrize("game_id", GAMES)
def test_the_hook_lists_every_action_kind_the_engine_offers(game_id):
    """Random play meets no action kind the tutorial hook does not list (shown or explained away)."""
    import random

    from game.core.engine import GameConfig
    spec = spec_for(game_id)
    problems = Problems()
    rules = spec.make_rules(spec.load_content(CONTENT_DIR, problems))
    hook = tutorial_hooks()[game_id]
    listed = set(hook.ACTION_KINDS) | set(getattr(hook, "UNSHOWN", {}))
    met = set()
    for seed in range(3):
        rng = random.Random(seed)
        state = rules.new_game(GameConfig(players=spec.min_players + seed % 2, options=spec.default_options()), seed)
        for _ in range(1500):
            if rules.is_over(state):
                break
            legal = rules.legal_actions(state)
            met |= {rules.action_to_json(action)["type"] for action in legal}
            state, _events = rules.apply(state, rng.choice(legal))
    assert met <= listed, f"not listed by the tutorial hook: {met - listed}"
    assert not set(hook.ACTION_KINDS) & set(getattr(hook, "UNSHOWN", {}))


def test_a_kind_step_takes_any_move_of_that_kind(copy):
    path = copy / "five_three_five" / "tutorial.yaml"
    text = path.read_text(encoding="utf-8").replace("    do: {type: pass}\n", "    kind: pass\n", 1)
    path.write_text(text, encoding="utf-8")
    tutorial, problems = load(copy, "five_three_five")
    assert not problems, problems.lines()
    assert any(step.kind == "pass" for step in tutorial.steps)


def test_every_choice_a_kind_step_allows_must_keep_the_script_legal(copy):
    """Any lead would do at the first step, but most leave the scripted moves after it illegal."""
    path = copy / "five_three_five" / "tutorial.yaml"
    text = path.read_text(encoding="utf-8").replace("    do: {type: lead, cards: [9, 9]}\n", "    kind: lead\n", 1)
    path.write_text(text, encoding="utf-8")
    code, lines = check_content_report(copy)
    assert code == 1
    assert any(re.search(r"tutorial\.yaml:\d+:\d+: after \{'type': 'lead'.* at step 2: ", line) for line in lines), lines
