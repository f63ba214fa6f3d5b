"""Phase 10 content: the deck from YAML, and bad content reported as file:line:column."""

from __future__ import annotations

import shutil
from collections import Counter
from pathlib import Path

from game.core.loading.content import Problems
from game.games.phase10.content import load_content
from game.paths import CONTENT_DIR
from tests.phase10.support import content


def test_deck_is_four_colours_of_one_to_twelve_twice_plus_eight_wilds_and_two_skips():
    loaded = content()
    faces = loaded.ctx.faces
    assert len(loaded.deck) == 106
    naturals = Counter((faces[c].colour, faces[c].number) for c in loaded.deck
                       if not faces[c].wild and not faces[c].special)
    assert len(naturals) == 48 and set(naturals.values()) == {2}
    assert sum(f.wild for f in faces.values()) == 8 and sum(f.special for f in faces.values()) == 2
    assert loaded.ctx.colours == ("red", "yellow", "green", "blue") and loaded.hand_size == 10


def copy_content(tmp_path: Path) -> Path:
    shutil.copytree(CONTENT_DIR / "phase10", tmp_path / "phase10")
    return tmp_path


def problems_after(tmp_path: Path, name: str, old: str, new: str) -> list[str]:
    root = copy_content(tmp_path)
    path = root / "phase10" / name
    text = path.read_text()
    assert old in text
    path.write_text(text.replace(old, new, 1))
    problems = Problems()
    assert load_content(root, problems) is None
    return problems.lines()


def line_of(tmp_path: Path, name: str, needle: str) -> int:
    lines = (tmp_path / "phase10" / name).read_text().splitlines()
    return next(i for i, line in enumerate(lines, 1) if needle in line)


def test_an_unknown_group_kind_is_reported_with_its_line_and_column(tmp_path):
    lines = problems_after(tmp_path, "phases.yaml", '"run 7"', '"row 7"')
    row = line_of(tmp_path, "phases.yaml", '"row 7"')
    column = (tmp_path / "phase10" / "phases.yaml").read_text().splitlines()[row - 1].index('"row 7"') + 1
    assert len(lines) == 1 and f"phases.yaml:{row}:{column}: group 'row 7' is not understood" in lines[0]


def test_a_run_longer_than_the_numbers_is_refused(tmp_path):
    lines = problems_after(tmp_path, "phases.yaml", '"run 9"', '"run 13"')
    assert any("a run of 13 cannot fit (expected at most 12)" in line for line in lines)


def test_a_bad_wild_count_points_at_the_value(tmp_path):
    lines = problems_after(tmp_path, "deck.yaml", "wilds: 8", "wilds: many")
    row = line_of(tmp_path, "deck.yaml", "wilds: many")
    assert len(lines) == 1 and lines[0].endswith(f"deck.yaml:{row}:8: 'wilds' is 'many' (expected an integer)")


def test_every_problem_is_reported_at_once(tmp_path):
    root = copy_content(tmp_path)
    deck = root / "phase10" / "deck.yaml"
    deck.write_text(deck.read_text().replace("copies: 2", "copies: two").replace("hand_size: 10", "hand_sise: 10"))
    problems = Problems()
    assert load_content(root, problems) is None
    text = "\n".join(problems.lines())
    assert "'copies' is 'two'" in text and "unknown key 'hand_sise'" in text


def test_a_mapping_group_takes_finale_fields(tmp_path):
    lines = problems_after(tmp_path, "phases.yaml", '"colour 7"', "{kind: colour, size: 7, parity: oddish}")
    assert any("'parity' is 'oddish'" in line for line in lines)


def test_phases_must_be_numbered_without_gaps(tmp_path):
    lines = problems_after(tmp_path, "phases.yaml", "phase: 5,", "phase: 15,")
    assert any("phases are numbered" in line for line in lines)
