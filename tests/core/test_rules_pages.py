"""Each game's rules reference (content/<game>/rules.yaml): it loads, every action a player can be
offered has a section to open at, and a broken file is named by file, line and column."""

from __future__ import annotations

import random
import shutil
from pathlib import Path

import pytest

from game.cli.main import check_content_report
from game.core.learn.rules_pages import load_rules_pages
from game.core.loading.content import Problems
from game.games.registry import all_specs
from game.paths import CONTENT_DIR

SPECS = list(all_specs())
# options that make more action types appear (Final Nine's Battle decisions)
EXTRA_OPTIONS = {"final_nine": [{"battle": True, "level": "pro"}]}
# real action types that seeded random play seldom reaches (checked against the engine's own list)
RARE = {"final_nine": {"PassThrow"}}


def _offered_types(spec) -> set[str]:
    rules = spec.make_rules(spec.load_content(CONTENT_DIR, Problems()))
    seen: set[str] = set()
    for options in [spec.default_options(), *EXTRA_OPTIONS.get(spec.game_id, [])]:
        for seed in range(4):
            players = max(spec.min_players, min(spec.max_players, 2 + seed % 3))
            state = rules.new_game(spec.config(players, options), seed)
            rng = random.Random(seed)
            for _ in range(1500):
                if rules.is_over(state):
                    break
                legal = rules.legal_actions(state)
                seen.update(rules.action_to_json(action)["type"] for action in legal)
                state, _ = rules.apply(state, rng.choice(legal))
    return seen


@pytest.mark.parametrize("spec", SPECS, ids=lambda spec: spec.game_id)
def test_every_offered_action_has_a_rules_section_and_every_section_names_real_actions(spec):
    problems = Problems()
    pages = load_rules_pages(CONTENT_DIR / spec.game_id, problems)
    assert pages is not None, problems.lines()
    assert pages.title == spec.title
    covered = set().union(*(section.when for section in pages.sections))
    offered = _offered_types(spec)
    assert offered - covered == set(), "actions with no rules section to open at"
    assert covered - offered == RARE.get(spec.game_id, set()), "sections name action types the game never offers"
    if spec.game_id == "final_nine":
        from game.games.final_nine.actions import ACTION_TYPES
        assert covered <= set(ACTION_TYPES)
    for section in pages.sections:
        assert section.title and section.paragraphs


def test_the_section_opened_is_the_first_about_an_action_on_offer():
    pages = load_rules_pages(CONTENT_DIR / "phase10", Problems())
    titles = [section.title for section in pages.sections]
    assert titles[pages.section_for({"draw", "draw_saved"})] == "Drawing"
    assert titles[pages.section_for({"lay_down", "hit", "discard", "save"})] == "Laying down and hitting"
    assert titles[pages.section_for({"discard", "save"})] == "Ending your turn"
    assert pages.section_for(set()) == 0


def _copy_content(tmp_path: Path) -> Path:
    root = tmp_path / "content"
    shutil.copytree(CONTENT_DIR, root)
    return root


def test_a_broken_rules_file_is_named_with_line_and_column(tmp_path):
    root = _copy_content(tmp_path)
    path = root / "final_touch" / "rules.yaml"
    text = path.read_text(encoding="utf-8").replace("    when: [improve, smear]", "    when: [improve, 7]")
    path.write_text(text, encoding="utf-8")
    code, lines = check_content_report(root)
    assert code == 1
    line = next(number for number, row in enumerate(text.splitlines(), 1) if "[improve, 7]" in row)
    assert any(f"final_touch/rules.yaml:{line}:21" in row and "action type is 7" in row for row in lines), lines


@pytest.mark.parametrize("edit, words", [
    (lambda text: text.replace("sections:", "chapters:"), "unknown key 'chapters'"),
    (lambda text: text + "  - title: Empty\n    text: []\n", "a section with no paragraphs"),
    (lambda text: text.replace("title: Final Touch", "title: [Final Touch]"), "'title' is"),
])
def test_other_mistakes_are_named(tmp_path, edit, words):
    root = _copy_content(tmp_path)
    path = root / "final_touch" / "rules.yaml"
    path.write_text(edit(path.read_text(encoding="utf-8")), encoding="utf-8")
    problems = Problems()
    assert load_rules_pages(root / "final_touch", problems) is None
    assert any(words in line and "final_touch/rules.yaml:" in line for line in problems.lines()), problems.lines()
