"""Content that reads well but asks for what cannot be (issue 43, part 1): the fuzzer's
"content semantics" family, the exact lines check-content prints, and the proofs behind them.

Every shipped Level, phase and hole is proved possible (a witness the engine accepts); each
damaged copy is refused at its own file and line, with no traceback, quickly.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from game.cli.main import check_content_report
from game.core.loading.content import Problems
from game.core.rummy.meld_proof import prove
from game.core.rummy.melds import explain
from game.core.sim import run_sim
from game.games.final_nine.content import load_content as load_final_nine
from game.games.final_nine.reach import hole_problem
from game.games.finale.content import load_content as load_finale
from game.games.phase10.content import load_content as load_phase10
from game.games.registry import spec_for
from game.paths import CONTENT_DIR
from tests.core.content_fuzz import MEGABYTES_LIMIT, apply_case, classify, run_in_process
from tests.core.content_fuzz_semantic import semantic_cases

CASES = semantic_cases()
GENEROUS_SECONDS = 15.0      # not a timing test: the measured worst case is far below 2 s


def _edit(root: Path, name: str, old: str, new: str) -> None:
    path = root / name
    text = path.read_text(encoding="utf-8")
    assert old in text, (name, old)
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


def _problems(root: Path) -> list[str]:
    code, lines = check_content_report(root)
    assert code == 1 and lines[-1].endswith(f"problem(s) found in {root}"), lines
    return [line.replace(f"{root}/", "") for line in lines[:-1]]


@pytest.mark.parametrize("case", CASES, ids=lambda case: f"{case.target}:{case.note}")
def test_each_semantic_case_is_refused_at_its_own_file_without_a_traceback(case, content_copy):
    apply_case(case, content_copy)
    result = run_in_process(content_copy, timeout=GENEROUS_SECONDS * 2)
    outcome = classify(case, content_copy, result, MEGABYTES_LIMIT, GENEROUS_SECONDS)
    assert outcome == "handled", (outcome, result.output[-600:])


REFUSALS = [
    ("finale/deck.yaml", "high: 9}", "high: 99999999999999999999}",
     "finale/deck.yaml:11:25: 'high' is 99999999999999999999, above 99 (expected at most 99)"),
    ("finale/deck.yaml", "copies: 2 ", "copies: 26 ",
     "finale/deck.yaml:12:9: a deck of 954 cards (expected at most 500 cards)"),
    ("finale/challenges/mellow_yellow.yaml", '["set 3", "run 4"]', '["set 15"]',
     ("finale/challenges/mellow_yellow.yaml:12:13: Level 1 cannot be completed: it takes 15 cards "
      "and a hand holds at most 11 when it is laid (expected a requirement some hand of 11 cards "
      "from this deck can make)")),
    ("finale/deck.yaml", 'groups: ["set 3"]}', 'groups: ["set 7"]}',
     ("finale/deck.yaml:39:67: the tie-breaker cannot be completed: it takes 7 cards and a hand "
      "holds at most 6 when it is laid (expected a requirement some hand of 6 cards from this "
      "deck can make)")),
    ("phase10/phases.yaml", 'groups: ["run 7"]}', 'groups: ["run 4"], must_include: [1, 12]}',
     ("phase10/phases.yaml:8:44: phase 4 cannot be completed: it must hold 1 and 12, which no run "
      "of 4 can hold together (expected a phase some hand of 11 cards from this deck can make)")),
    ("final_nine/holes/hole07.yaml", "  - ggggg\n  - hgggg", "  - sssss\n  - hgggg",
     ("final_nine/holes/hole07.yaml:21:1: hole 7 cannot be completed: at AM no throw from the tee "
      "pad can ever reach the basket (the way is cut by water, structures or the card's edge) "
      "(expected a way from the tee pad to the basket)")),
    ("phase10/deck.yaml", "  - {from: 10, to: 12, points: 10}",
     "  - {<<: {to: 3}, from: 10, to: 12, points: 10}",
     ("phase10/deck.yaml:18:6: a merge key '<<' is not used in content files (expected every key "
      "written out, or quotes around '<<' for the text itself)")),
]


@pytest.mark.parametrize("name, old, new, line", REFUSALS, ids=lambda item: str(item)[:40])
def test_check_content_prints_one_clear_line_for_it(content_copy, name, old, new, line):
    _edit(content_copy, name, old, new)
    assert _problems(content_copy) == [line]


def test_a_level_without_wilds_the_deck_lacks_is_short_by_its_count(content_copy):
    _edit(content_copy, "finale/deck.yaml", "wilds: [Butternut, Charlie, Violet, Meatball, Scout, Pom-Pom]",
          "wilds: []")
    _edit(content_copy, "finale/challenges/mellow_yellow.yaml", '["set 3", "run 4"]', '["set 9"]')
    assert _problems(content_copy) == [(
        "finale/challenges/mellow_yellow.yaml:12:13: Level 1 cannot be completed: even the whole "
        "deck is 1 card short of it (expected a requirement some hand of 11 cards from this deck "
        "can make)")]


def test_an_unknown_tutorial_painting_is_a_line_not_an_attribute_error(content_copy):
    _edit(content_copy, "final_touch/tutorial.yaml", "current: moonrise_laundry", "current: nope")
    [line] = _problems(content_copy)
    assert line.startswith("final_touch/tutorial.yaml:14:12: 'nope' is not known here (expected one of ")


@pytest.mark.parametrize("old, new", [
    ("copies: 2 ", "copies: 3 "),
    ("wilds: [Butternut, Charlie, Violet, Meatball, Scout, Pom-Pom]", "wilds: []"),
])
def test_a_finale_deck_of_other_copies_or_no_wilds_is_accepted_and_plays(content_copy, old, new):
    _edit(content_copy, "finale/deck.yaml", old, new)
    code, lines = check_content_report(content_copy)
    assert code == 0, lines
    spec, problems = spec_for("finale"), Problems()
    rules = spec.make_rules(spec.load_content(content_copy, problems))
    report = run_sim(spec, rules, 2, 1, 7, ["random", "random"], {}, None)
    assert report.errors == 0, report.error_details


def test_every_shipped_level_and_phase_has_a_witness_the_engine_accepts():
    problems = Problems()
    finale, phase10 = load_finale(CONTENT_DIR, problems), load_phase10(CONTENT_DIR, problems)
    assert not problems
    requirements = [(level, finale, finale.hand_size + 1) for challenge in finale.challenges.values()
                    for level in challenge.levels]
    requirements += [(finale.tiebreak, finale, finale.tiebreak_hand_size + 1)]
    requirements += [(phase, phase10, phase10.hand_size + 1) for phase in phase10.phases.values()]
    assert len(requirements) == 4 * 5 + 1 + 10
    for requirement, content, limit in requirements:
        witness = prove(requirement, content.deck, content.ctx, limit).witness
        assert witness is not None, requirement.name
        cards = [card for group in witness for card in group]
        assert len(cards) == len(set(cards)) <= limit and set(cards) <= set(content.deck)
        assert explain(witness, requirement, content.ctx) is None


def test_every_shipped_hole_can_be_played_out_at_every_level():
    problems = Problems()
    content = load_final_nine(CONTENT_DIR, problems)
    assert not problems and len(content.holes) == 18
    assert [hole_problem(hole, content) for hole in content.holes] == [""] * 18
