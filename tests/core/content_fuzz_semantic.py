"""The fuzzer's "content semantics" family (issue 43): files that read well as YAML but ask for
what cannot be (numbers too big to deal, unwinnable Levels and phases, a course cut in two, merge
keys, a tutorial's painting that is not there). Split from ``content_fuzz_cases``, whose damage
families it shares its helpers with."""

from __future__ import annotations

from pathlib import Path

from game.paths import CONTENT_DIR
from tests.core.content_fuzz_cases import FuzzCase, _line_of, _replace


def _swap(texts: dict[str, str], name: str, old: str, new: str) -> tuple[bytes, int]:
    text = texts[name]
    start = text.index(old)
    return _replace(text, start, start + len(old), new), _line_of(text, start)


_SEMANTIC_EDITS = (
    ("finale/deck.yaml", "high: 9}", "high: 99999999999999999999}", "numbers up to 10^20"),
    ("finale/deck.yaml", "high: 9}", "high: 30000000}", "numbers up to 30,000,000"),
    ("finale/deck.yaml", "copies: 2 ", "copies: 26 ", "26 copies: 954 cards"),
    ("finale/deck.yaml", 'groups: ["set 3"]}', 'groups: ["set 7"]}', "tie-breaker set of 7 from 5"),
    ("finale/deck.yaml", 'groups: ["set 3"]}', 'groups: ["set 3"], dogs: [Biscuit, Noodle]}',
     "tie-breaker set showing two numbers' dogs"),
    ("finale/challenges/mellow_yellow.yaml", '["set 3", "run 4"]', '["set 999"]', "Level set 999"),
    ("finale/challenges/mellow_yellow.yaml", '["set 3", "run 4"]', '["colour 30"]', "Level colour 30"),
    ("finale/challenges/mellow_yellow.yaml", '["set 3", "run 4"]', '["set 15"]', "Level set 15"),
    ("finale/challenges/grueling_green.yaml", "[{kind: run, size: 8, each_colour: 2}]",
     "[{kind: run, size: 8, each_colour: 2}]\n    must_include: [1, 9]", "run of 8 holding 1 and 9"),
    ("phase10/phases.yaml", 'groups: ["run 7"]}', 'groups: ["run 4"], must_include: [1, 12]}',
     "run of 4 holding 1 and 12"),
    ("final_nine/holes/hole07.yaml", "  - ggggg\n  - hgggg", "  - sssss\n  - hgggg",
     "a wall of structures across the card"),
    ("final_nine/holes/hole07.yaml", "  - ggggB\n  - gggcc", "  - gggsB\n  - gggss",
     "the basket boxed in"),
    ("phase10/deck.yaml", "  - {from: 10, to: 12, points: 10}",
     "  - {<<: {to: 3}, from: 10, to: 12, points: 10}", "a merge key"),
    ("final_touch/tutorial.yaml", "current: moonrise_laundry", "current: nope", "unknown current"),
    ("final_touch/tutorial.yaml", "current: moonrise_laundry", "current: [moonrise_laundry]",
     "current as a list"),
)


def semantic_cases(content_dir: Path = CONTENT_DIR) -> list[FuzzCase]:
    """The "content semantics" family: each edit must be refused at its own file (and line).

    Not part of :func:`make_cases`: the few cases have their own test file, so the long
    seeded run stays as it was."""
    names = {edit[0] for edit in _SEMANTIC_EDITS}
    texts = {name: (content_dir / name).read_text(encoding="utf-8") for name in names}
    cases = []
    for name, old, new, note in _SEMANTIC_EDITS:
        payload, line = _swap(texts, name, old, new)
        # a cut hole is told at its grid, not at the row that cuts it
        line = 0 if name.startswith("final_nine/holes/") else line
        cases.append(FuzzCase("content semantics", name, note, payload, expect_line=line))
    tutorial = texts["final_touch/tutorial.yaml"]
    cut = tutorial.index("  current: moonrise_laundry\n")
    cases.append(FuzzCase("content semantics", "final_touch/tutorial.yaml", "current removed",
                          _replace(tutorial, cut, cut + len("  current: moonrise_laundry\n"), "")))
    return cases
