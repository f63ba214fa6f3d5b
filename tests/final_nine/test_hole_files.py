"""A broken Final Nine hole file is reported line by line: each problem a hole card can have, as
the whole ``file:line:column: problem (expected ...)`` line the content check prints."""

from __future__ import annotations

import shutil
from pathlib import Path

from game.core.loading.content import Problems
from game.games.final_nine.content import load_content
from game.games.final_nine.holes import load_holes
from game.paths import CONTENT_DIR

UNSAFE_DROP = ("hole01.yaml:16:14: the drop zone must be a safe grid off the island "
               "(expected grass, bushes or a decoration outside the island line)")
GOOD_ROWS = ["ggBgg", "ggggg", "ggggg", "ggggg", "ggggg", "ggggg", "ggggg", "ggTgg"]


def problems_of(tmp_path: Path, rows: list, extra: str = "") -> list[str]:
    """Hole 1 replaced by a card with ``rows`` and ``extra``: the problems, paths cut to the file."""
    folder = tmp_path / "final_nine"
    shutil.copytree(CONTENT_DIR / "final_nine", folder)
    grid = "".join(f"  - {r}\n" for r in rows)
    text = f"number: 1\nname: Broken\npar: 3\nneighbours: {{east: 2, south: 12}}\ngrid:\n{grid}{extra}"
    (folder / "holes" / "hole01.yaml").write_text(text)
    problems = Problems()
    assert load_content(tmp_path, problems) is None
    return [line.split("/holes/", 1)[-1] for line in problems.lines()]


def test_a_grid_of_the_wrong_height_and_a_row_that_is_not_letters(tmp_path):
    assert problems_of(tmp_path, GOOD_ROWS[:7]) == [
        "hole01.yaml:6:3: the grid has 7 rows (expected 8 rows)",
        "hole01.yaml:6:3: no tee pad on this hole (expected exactly one T)"]
    assert problems_of(tmp_path / "b", [*GOOD_ROWS[:7], 5]) == [
        "hole01.yaml:13:5: row 7 is 5 (expected 5 surface letters)",
        "hole01.yaml:6:3: no tee pad on this hole (expected exactly one T)"]


def test_a_ragged_row_an_unknown_letter_and_a_second_basket(tmp_path):
    rows = GOOD_ROWS.copy()
    rows[3], rows[4], rows[5] = "gggggg", "ggxgg", "gBggg"
    assert problems_of(tmp_path, rows) == [
        "hole01.yaml:9:5: row 3 has 6 grids (a ragged grid) (expected 5 surface letters in every row)",
        "hole01.yaml:10:7: unknown surface 'x' (expected one of TBgchkwstpe)",
        "hole01.yaml:11:6: a second basket (expected exactly one B per hole)"]


def test_a_second_tee_and_no_basket(tmp_path):
    rows = GOOD_ROWS.copy()
    rows[0], rows[1] = "ggggg", "Tgggg"
    assert problems_of(tmp_path, rows) == [
        "hole01.yaml:13:7: a second tee pad (expected exactly one T per hole)",
        "hole01.yaml:6:3: no basket on this hole (expected exactly one B)"]


def test_island_cells_off_the_card_or_malformed_and_an_island_with_none(tmp_path):
    extra = "island:\n  cells: [[2, 9], [1], [7, 0]]\n  drop_zone: [2, 5]\n"
    assert problems_of(tmp_path, GOOD_ROWS, extra) == [
        "hole01.yaml:15:11: island cell [2, 9] is off the card (expected a column 0-4 and a row 0-7)",
        "hole01.yaml:15:19: island cell is [1] (expected [column, row])",
        "hole01.yaml:15:24: island cell [7, 0] is off the card (expected a column 0-4 and a row 0-7)",
        "hole01.yaml:15:3: the island has no cells (expected a list of [column, row])"]


def test_a_drop_zone_on_the_island_or_in_water_is_refused(tmp_path):
    on_island = "island:\n  cells: [[2, 1], [2, 2]]\n  drop_zone: [2, 2]\n"
    assert problems_of(tmp_path, GOOD_ROWS, on_island) == [UNSAFE_DROP]
    rows = GOOD_ROWS.copy()
    rows[5] = "ggsgg"
    in_building = "island:\n  cells: [[2, 1]]\n  drop_zone: [2, 5]\n"
    assert problems_of(tmp_path / "b", rows, in_building) == [UNSAFE_DROP]


def test_a_good_island_is_read_with_its_drop_zone(tmp_path):
    folder = tmp_path / "holes"
    shutil.copytree(CONTENT_DIR / "final_nine" / "holes", folder)
    text = "number: 1\nname: Isle\npar: 3\nneighbours: {east: 2, south: 12}\ngrid:\n"
    text += "".join(f"  - {r}\n" for r in GOOD_ROWS)
    text += "island:\n  cells: [[2, 1], [1, 1]]\n  drop_zone: [2, 5]\n"
    (folder / "hole01.yaml").write_text(text)
    problems = Problems()
    holes = load_holes(folder, problems)
    assert not problems, problems.lines()
    assert holes[0].island == frozenset({7, 6}) and holes[0].drop_zone == 27


def test_a_mando_with_a_bad_corner_or_side(tmp_path):
    extra = "mandos:\n  - {corner: [2], side: west}\n  - {corner: [2, 3], side: up}\n" \
            "  - {corner: [true, 3], side: west}\n"
    assert problems_of(tmp_path, GOOD_ROWS, extra) == [
        "hole01.yaml:15:14: mando corner is [2] (expected [x, y] of a grid corner)",
        "hole01.yaml:16:28: 'side' is 'up' (expected one of north, east, south, west)",
        "hole01.yaml:17:14: mando corner is [True, 3] (expected [x, y] of a grid corner)"]


def test_a_mando_is_read_with_its_side_and_direction(tmp_path):
    folder = tmp_path / "holes"
    shutil.copytree(CONTENT_DIR / "final_nine" / "holes", folder)
    text = "number: 1\nname: Gate\npar: 3\nneighbours: {east: 2, south: 12}\ngrid:\n"
    text += "".join(f"  - {r}\n" for r in GOOD_ROWS)
    text += "mandos:\n  - {corner: [1, 7], side: north, direction: south}\n  - {corner: [4, 1], side: east}\n"
    (folder / "hole01.yaml").write_text(text)
    problems = Problems()
    holes = load_holes(folder, problems)
    assert not problems, problems.lines()
    assert [(m.corner, m.side, m.direction) for m in holes[0].mandos] == [((1, 7), "north", "S"), ((4, 1), "east", "")]


def test_the_hole_files_must_be_eighteen_numbered_once_each(tmp_path):
    folder = tmp_path / "holes"
    shutil.copytree(CONTENT_DIR / "final_nine" / "holes", folder)
    (folder / "hole18.yaml").unlink()
    problems = Problems()
    load_holes(folder, problems)
    assert [line.split("/holes", 1)[-1] for line in problems.lines()] == [
        ":1:1: missing hole numbers [18] (expected 18 holes)"]
    text = (folder / "hole17.yaml").read_text()
    (folder / "hole18.yaml").write_text(text)
    problems = Problems()
    load_holes(folder, problems)
    assert any("hole18.yaml" in line and "hole number 17 is used twice (expected each number 1-18 once)" in line
               for line in problems.lines())
    (folder / "hole19.yaml").write_text(text)
    problems = Problems()
    assert load_holes(folder, problems) == []
    assert [line.split("/holes", 1)[-1] for line in problems.lines()] == [
        ":1:1: 19 hole files (expected 18, hole01.yaml ... hole18.yaml)"]


def test_a_missing_or_empty_hole_folder_is_reported(tmp_path):
    problems = Problems()
    assert load_holes(tmp_path / "nowhere", problems) == []
    assert problems.lines()[0].endswith(
        ":1:1: this is not a folder (it is missing, a file, or a loop of symbolic links) "
        "(expected a folder holding hole01.yaml ... hole18.yaml)")
    (tmp_path / "empty").mkdir()
    problems = Problems()
    assert load_holes(tmp_path / "empty", problems) == []
    assert problems.lines()[0].endswith(":1:1: no hole files (expected hole01.yaml ... hole18.yaml)")
