"""A damaged Final Nine hole card is told line by line: its grid, its cells, its island and its
mandos. Each case damages one thing in a real hole file and checks every line the author is
shown (``file:line:column: problem (expected ...)``), and that the other seventeen holes are
still read as shipped. The card's own keys, par, neighbours and the course as a whole are in
``test_hole_file_fields.py``."""

from __future__ import annotations

import pytest

from tests.final_nine.damaged_holes import course_copy, damage, others_read_right, read, read_damaged

H2 = "holes/hole02.yaml"
H3 = "holes/hole03.yaml"
LETTERS = "(expected one of TBgchkwstpe)"
OFF = "is off the card (expected a column 0-4 and a row 0-7)"
PAIR = "(expected [column, row])"
CORNER = "(expected [x, y] of a grid corner)"
INNER = "(expected an inner grid corner, x 1-4 and y 1-7)"
UNSAFE = (f"{H2}:32:14: the drop zone must be a safe grid off the island "
          "(expected grass, bushes or a decoration outside the island line)")
WAYS = "(expected one of north, east, south, west)"
CELLS = "  cells: [[1, 1], [2, 1], [3, 1], [1, 2], [2, 2], [3, 2]]\n"


def case(number: int, old: str, new: str, *lines: str, why: str):
    return pytest.param(number, old, new, list(lines), id=why)


GRID = [
    case(2, "- wcccw", "- xcccw", f"{H2}:24:5: unknown surface 'x' {LETTERS}",
         why="an unknown letter at the left edge names its own column"),
    case(2, "- wcccw", "- wcccX", f"{H2}:24:9: unknown surface 'X' {LETTERS}",
         why="an unknown letter at the right edge names its own column"),
    case(2, "- wcccw", "- wxcyw", f"{H2}:24:6: unknown surface 'x' {LETTERS}",
         f"{H2}:24:8: unknown surface 'y' {LETTERS}",
         why="two unknown letters in a row are both told"),
    case(2, "- wcccw", "- wccc",
         f"{H2}:24:5: row 2 has 4 grids (a ragged grid) (expected 5 surface letters in every row)",
         why="a row one letter short is ragged"),
    case(2, "- wcccw", "- wcccwz",
         f"{H2}:24:5: row 2 has 6 grids (a ragged grid) (expected 5 surface letters in every row)",
         f"{H2}:24:10: unknown surface 'z' {LETTERS}",
         why="a row too long is ragged and its letters are still checked"),
    case(2, "- wcccw", "- 12345", f"{H2}:24:5: row 2 is 12345 (expected 5 surface letters)",
         why="a row that is a number is told with its row number"),
    case(2, "- wcccw", "- true", f"{H2}:24:5: row 2 is True (expected 5 surface letters)",
         why="a row that is true or false is not letters"),
    case(2, "- wcBcw\n  - wcccw", "- [w, c, B, c, w]\n  - 7",
         f"{H2}:23:5: row 1 is ['w', 'c', 'B', 'c', 'w'] (expected 5 surface letters)",
         f"{H2}:24:5: row 2 is 7 (expected 5 surface letters)",
         f"{H2}:22:3: no basket on this hole (expected exactly one B)",
         why="a row written as a list is not read, the rows after it are"),
    case(2, "- ggTgg\n  - ggggg\n", "- ggTgg\n",
         f"{H2}:22:3: the grid has 7 rows (expected 8 rows)",
         why="a grid one row short is told at the grid"),
    case(2, "- ggTgg\n", "- ggTgg\n  - ggggg\n",
         f"{H2}:22:3: the grid has 9 rows (expected 8 rows)",
         why="a grid one row long is told at the grid"),
    case(2, "- wcccw", "- wcTcw", f"{H2}:28:7: a second tee pad (expected exactly one T per hole)",
         why="the second tee pad read is the one told"),
    case(2, "- ggTgg", "- gBTBg", f"{H2}:28:6: a second basket (expected exactly one B per hole)",
         f"{H2}:28:8: a second basket (expected exactly one B per hole)",
         why="every basket after the first is told"),
    case(2, "- ggTgg", "- ggggg", f"{H2}:22:3: no tee pad on this hole (expected exactly one T)",
         why="a hole without a tee pad is told at the grid"),
    case(2, "- wcBcw", "- wcccw", f"{H2}:22:3: no basket on this hole (expected exactly one B)",
         why="a hole without a basket is told at the grid"),
    case(2, "- wcBcw\n  - wcccw\n  - wwwww\n  - wwpww\n  - ggggg\n  - ggTgg",
         "- wcccw\n  - wcccw\n  - wwwww\n  - wwpww\n  - ggggg\n  - ggggg",
         f"{H2}:22:3: no tee pad on this hole (expected exactly one T)",
         f"{H2}:22:3: no basket on this hole (expected exactly one B)",
         why="a grid of neither tee nor basket is told both"),
    case(2, "grid:\n", "grids:\n",
         f"{H2}:21:1: unknown key 'grids' (expected one of about, grid, island, mandos, name, "
         "neighbours, number, par)",
         f"{H2}:16:1: 'grid' is not a list (expected a list)",
         why="a hole without a grid is told at the top of the card"),
    case(2, "grid:\n", "grid: wcBcw\nrows:\n",
         f"{H2}:22:1: unknown key 'rows' (expected one of about, grid, island, mandos, name, "
         "neighbours, number, par)",
         f"{H2}:21:7: 'grid' is not a list (expected a list)",
         why="a grid written as one word is told where it is written"),
    case(2, "grid:\n", "grid: {rows: 8}\nrows:\n",
         f"{H2}:22:1: unknown key 'rows' (expected one of about, grid, island, mandos, name, "
         "neighbours, number, par)",
         f"{H2}:21:7: 'grid' is not a list (expected a list)",
         why="a grid written as a mapping is told where it is written"),
    case(3, "- Tgggg", "- ggggg\n  - Tgggg",
         f"{H3}:22:3: the grid has 9 rows (expected 8 rows)",
         why="a grid of the wrong height gives no other problem"),
    case(3, "- Tgggg", "- ggggg", f"{H3}:22:3: no tee pad on this hole (expected exactly one T)",
         why="a grid without a tee pad still lets the mandos be read"),
    case(3, "- ggtcB\n", "- ggtcc\n", f"{H3}:22:3: no basket on this hole (expected exactly one B)",
         why="a grid without a basket still lets the mandos be read"),
]

CELL = [
    case(2, "[[1, 1], ", "[[5, 1], ", f"{H2}:31:11: island cell [5, 1] {OFF}",
         why="a cell off the right edge names its column"),
    case(2, "[[1, 1], ", "[[-1, 1], ", f"{H2}:31:11: island cell [-1, 1] {OFF}",
         why="a cell off the left edge names its column"),
    case(2, "[[1, 1], ", "[[1, 8], ", f"{H2}:31:11: island cell [1, 8] {OFF}",
         why="a cell off the bottom edge names its row"),
    case(2, "[[1, 1], ", "[[1, -1], ", f"{H2}:31:11: island cell [1, -1] {OFF}",
         why="a cell off the top edge names its row"),
    case(2, "[[1, 1], ", "[[1], ", f"{H2}:31:11: island cell is [1] {PAIR}",
         why="a cell of one number is not a cell"),
    case(2, "[[1, 1], ", "[[1, 1, 1], ", f"{H2}:31:11: island cell is [1, 1, 1] {PAIR}",
         why="a cell of three numbers is not a cell"),
    case(2, "[[1, 1], ", "[[true, 1], ", f"{H2}:31:11: island cell is [True, 1] {PAIR}",
         why="true is not a column"),
    case(2, "[[1, 1], ", "[[1, false], ", f"{H2}:31:11: island cell is [1, False] {PAIR}",
         why="false is not a row"),
    case(2, "[[1, 1], ", "[[1.5, 1], ", f"{H2}:31:11: island cell is [1.5, 1] {PAIR}",
         why="a fraction is not a column"),
    case(2, "[[1, 1], ", "[7, ", f"{H2}:31:11: island cell is 7 {PAIR}",
         why="a single number is not a cell"),
    case(2, "[[1, 1], ", "[{col: 1, row: 1}, ", f"{H2}:31:11: island cell is {{'col': 1, 'row': 1}} {PAIR}",
         why="a cell written as a mapping is not a cell"),
    case(2, "[[1, 1], [2, 1], ", "[[9, 9], [2, -3], ", f"{H2}:31:11: island cell [9, 9] {OFF}",
         f"{H2}:31:19: island cell [2, -3] {OFF}",
         why="every cell off the card is told, not only the first"),
]

ISLAND = [
    case(2, CELLS, "  cells: [[5, 0], [0, 8]]\n", f"{H2}:31:11: island cell [5, 0] {OFF}",
         f"{H2}:31:19: island cell [0, 8] {OFF}",
         f"{H2}:31:3: the island has no cells (expected a list of [column, row])",
         why="an island whose cells are all off the card has no cells"),
    case(2, CELLS, "  cells: []\n",
         f"{H2}:31:3: the island has no cells (expected a list of [column, row])",
         why="an island with an empty list of cells has no cells"),
    case(2, CELLS, "  cell: [[1, 1]]\n",
         f"{H2}:31:3: unknown key 'cell' (expected one of cells, drop_zone)",
         f"{H2}:31:3: island 'cells' is not a list (expected a list)",
         why="an island without cells is told once"),
    case(2, CELLS, "  cells: 6\n", f"{H2}:31:10: island 'cells' is not a list (expected a list)",
         why="island cells written as a number are told where they are written"),
    case(2, "  drop_zone: [2, 4]", "  drop_zone: [5, 4]", f"{H2}:32:14: drop zone [5, 4] {OFF}",
         why="a drop zone off the card names its column"),
    case(2, "  drop_zone: [2, 4]", "  drop_zone: [2, 8]", f"{H2}:32:14: drop zone [2, 8] {OFF}",
         why="a drop zone below the card names its row"),
    case(2, "  drop_zone: [2, 4]", "  drop_zone: 3", f"{H2}:32:14: drop zone is 3 {PAIR}",
         why="a drop zone that is one number is not a cell"),
    case(2, "  drop_zone: [2, 4]", "  drop_zone: [2, true]", f"{H2}:32:14: drop zone is [2, True] {PAIR}",
         why="a drop zone row of true is not a row"),
    case(2, "  drop_zone: [2, 4]", "  drop_zone: [0, 4]", UNSAFE,
         why="a drop zone in the water is refused"),
    case(2, "  drop_zone: [2, 4]", "  drop_zone: [3, 2]", UNSAFE,
         why="a drop zone on the island is refused"),
    case(2, "  drop_zone: [2, 4]", "  drop_zones: [2, 4]",
         f"{H2}:32:3: unknown key 'drop_zones' (expected one of cells, drop_zone)",
         f"{H2}:31:3: missing key 'drop_zone' {PAIR}",
         why="an island without a drop zone is told so"),
    case(2, "[[1, 1], ", "[[1, 9], ", f"{H2}:31:11: island cell [1, 9] {OFF}",
         why="a bad island cell leaves the drop zone and the other cells checked and quiet"),
    case(2, "  drop_zone: [2, 4]", "  drop_zone: [2, 4]\n  colour: blue",
         f"{H2}:33:3: unknown key 'colour' (expected one of cells, drop_zone)",
         why="an unknown key in an island is told"),
    case(2, f"island:\n{CELLS}  drop_zone: [2, 4]", "island: [[1, 1]]",
         f"{H2}:30:9: 'island' is not a mapping (expected a mapping of keys)",
         why="an island written as a list is told where it is written"),
    case(2, f"island:\n{CELLS}  drop_zone: [2, 4]", "island: yes",
         f"{H2}:30:9: 'island' is not a mapping (expected a mapping of keys)",
         why="an island written as a word is told where it is written"),
]

MANDO = "  - {corner: [3, 3], side: east}"
MANDOS = [
    case(3, "[3, 3]", "[0, 3]", f"{H3}:31:14: mando on a missing corner [0, 3] {INNER}",
         why="a mando on the left edge is not on an inner corner"),
    case(3, "[3, 3]", "[5, 3]", f"{H3}:31:14: mando on a missing corner [5, 3] {INNER}",
         why="a mando on the right edge is not on an inner corner"),
    case(3, "[3, 3]", "[3, 0]", f"{H3}:31:14: mando on a missing corner [3, 0] {INNER}",
         why="a mando on the top edge is not on an inner corner"),
    case(3, "[3, 3]", "[3, 8]", f"{H3}:31:14: mando on a missing corner [3, 8] {INNER}",
         why="a mando on the bottom edge is not on an inner corner"),
    case(3, "[3, 3]", "[-1, 9]", f"{H3}:31:14: mando on a missing corner [-1, 9] {INNER}",
         why="a mando off the card is not on an inner corner"),
    case(3, "[3, 3]", "[3]", f"{H3}:31:14: mando corner is [3] {CORNER}",
         why="a mando corner of one number is not a corner"),
    case(3, "[3, 3]", "[3, 3, 3]", f"{H3}:31:14: mando corner is [3, 3, 3] {CORNER}",
         why="a mando corner of three numbers is not a corner"),
    case(3, "[3, 3]", "[3, true]", f"{H3}:31:14: mando corner is [3, True] {CORNER}",
         why="true is not a corner's y"),
    case(3, "[3, 3]", "[false, 3]", f"{H3}:31:14: mando corner is [False, 3] {CORNER}",
         why="false is not a corner's x"),
    case(3, "[3, 3]", "[3, '3']", f"{H3}:31:14: mando corner is [3, '3'] {CORNER}",
         why="text is not a corner's y"),
    case(3, "[3, 3]", "33", f"{H3}:31:14: mando corner is 33 {CORNER}",
         why="a mando corner that is one number is told where it is written"),
    case(3, "corner: [3, 3], ", "", f"{H3}:31:5: missing key 'corner' {CORNER}",
         why="a mando without a corner is told so"),
    case(3, "side: east", "side: up", f"{H3}:31:28: 'side' is 'up' {WAYS}",
         why="a mando side that is no side is told"),
    case(3, "side: east", "side: 3", f"{H3}:31:28: 'side' is 3 (expected a string)",
         why="a mando side that is a number is told"),
    case(3, ", side: east", "", f"{H3}:31:5: missing key 'side' (expected a string)",
         why="a mando without a side is told so"),
    case(3, "[3, 3], side: east", "[0, 3], side: up", f"{H3}:31:28: 'side' is 'up' {WAYS}",
         f"{H3}:31:14: mando on a missing corner [0, 3] {INNER}",
         why="a mando with a bad side and a bad corner has both told"),
    case(3, "side: east}", "side: east, direction: up}", f"{H3}:31:45: 'direction' is 'up' {WAYS}",
         why="a mando direction that is no direction is told"),
    case(3, "side: east}", "side: east, colour: red}",
         f"{H3}:31:34: unknown key 'colour' (expected one of corner, direction, side)",
         why="an unknown key in a mando is told"),
    case(3, MANDO, "  - [3, 3]", f"{H3}:31:5: a mando is not a mapping (expected a mapping of keys)",
         why="a mando written as a list is told where it is written"),
    case(3, MANDO, "  - east", f"{H3}:31:5: a mando is not a mapping (expected a mapping of keys)",
         why="a mando written as a word is told where it is written"),
    case(3, MANDO, f"  - east\n{MANDO}\n  - {{corner: [9, 3], side: west}}",
         f"{H3}:31:5: a mando is not a mapping (expected a mapping of keys)",
         f"{H3}:33:14: mando on a missing corner [9, 3] {INNER}",
         why="every bad mando is told, not only the first"),
    case(3, f"mandos:\n{MANDO}", "mandos: {corner: [3, 3], side: east}",
         f"{H3}:30:9: 'mandos' is not a list (expected a list)",
         why="one mando not written as a list is told"),
    case(3, f"mandos:\n{MANDO}", "mandos: east", f"{H3}:30:9: 'mandos' is not a list (expected a list)",
         why="mandos written as a word are told where they are written"),
    case(3, "- Tgggg", "- ggggg\n  - Tgggg", f"{H3}:22:3: the grid has 9 rows (expected 8 rows)",
         why="a broken grid still has its mandos read"),
]


@pytest.mark.parametrize(("number", "old", "new", "expected"), GRID + CELL + ISLAND + MANDOS)
def test_a_damaged_hole_card_is_told_line_by_line_and_the_rest_still_read(
        tmp_path, monkeypatch, number, old, new, expected):
    lines, holes = read_damaged(tmp_path, monkeypatch, number, old, new)
    assert lines == expected
    others_read_right(holes, number)


def test_a_broken_grid_and_a_broken_mando_are_both_told(tmp_path, monkeypatch):
    folder = course_copy(tmp_path, monkeypatch)
    damage(folder, 3, "- Tgggg", "- ggggg")
    damage(folder, 3, "side: east", "side: up")
    lines, holes = read(folder)
    assert lines == [f"{H3}:22:3: no tee pad on this hole (expected exactly one T)",
                     f"{H3}:31:28: 'side' is 'up' {WAYS}"]
    others_read_right(holes, 3)


def test_cells_in_the_corners_of_the_card_are_on_it_and_a_cell_listed_twice_is_one(tmp_path, monkeypatch):
    folder = course_copy(tmp_path, monkeypatch)
    damage(folder, 2, "[[1, 1], [2, 1], ", "[[4, 7], [0, 0], [0, 0], ")
    damage(folder, 2, "drop_zone: [2, 4]", "drop_zone: [4, 6]")
    lines, holes = read(folder)
    assert lines == []
    assert holes[2].island == frozenset({39, 0, 8, 11, 12, 13}) and holes[2].drop_zone == 34


@pytest.mark.parametrize(("zone", "cell"), [("[0, 5]", 25), ("[4, 7]", 39), ("[1, 7]", 36), ("[2, 4]", 22)],
                         ids=["bushes", "a tree in the far corner", "grass", "a path"])
def test_a_drop_zone_may_be_grass_bushes_or_a_decoration_in_any_corner(tmp_path, monkeypatch, zone, cell):
    folder = course_copy(tmp_path, monkeypatch)
    damage(folder, 2, "  - ggggg\n  - ggTgg\n  - ggggg\n", "  - hgggg\n  - ggTgg\n  - ggggt\n")
    damage(folder, 2, "drop_zone: [2, 4]", f"drop_zone: {zone}")
    lines, holes = read(folder)
    assert lines == [] and holes[2].drop_zone == cell
    assert holes[2].grid[5] == "hgggg" and holes[2].grid[7] == "ggggt"


def test_a_hole_without_an_island_or_mandos_has_none(tmp_path, monkeypatch):
    lines, holes = read_damaged(tmp_path, monkeypatch, 7, "mandos:\n  - {corner: [3, 6], side: east}\n"
                                "  - {corner: [3, 3], side: west}\n", "")
    assert lines == []
    assert holes[7].mandos == () and holes[7].island == frozenset() and holes[7].drop_zone == -1
    assert holes[1].island == frozenset() and holes[1].drop_zone == -1


def test_mandos_on_the_inner_corners_nearest_the_edges_are_read_with_their_directions(tmp_path, monkeypatch):
    lines, holes = read_damaged(tmp_path, monkeypatch, 7, "- {corner: [3, 6], side: east}\n"
                                "  - {corner: [3, 3], side: west}",
                                "- {corner: [1, 1], side: north, direction: north}\n"
                                "  - {corner: [4, 7], side: south, direction: west}\n"
                                "  - {corner: [4, 1], side: west, direction: east}\n"
                                "  - {corner: [1, 7], side: east, direction: south}")
    assert lines == []
    assert [(m.corner, m.side, m.direction) for m in holes[7].mandos] == [
        ((1, 1), "north", "N"), ((4, 7), "south", "W"), ((4, 1), "west", "E"), ((1, 7), "east", "S")]
    others_read_right(holes, 7, itself=True)


@pytest.mark.parametrize(("old", "new", "line"), [
    ("- ggTgg\n  - ggggg\n", "- ggTgg\n", f"{H2}:22:3: the grid has 7 rows (expected 8 rows)"),
    ("- wcccw", "- 12345", f"{H2}:24:5: row 2 is 12345 (expected 5 surface letters)"),
    ("- wcccw", "- wccc", f"{H2}:24:5: row 2 has 4 grids (a ragged grid) (expected 5 surface letters in every row)"),
    ("- wcccw", "- wcxcw", f"{H2}:24:7: unknown surface 'x' {LETTERS}"),
    ("- wcccw", "- wcTcw", f"{H2}:28:7: a second tee pad (expected exactly one T per hole)"),
    ("- wcccw", "- wBccw", f"{H2}:24:6: a second basket (expected exactly one B per hole)")],
    ids=["a short grid", "a row that is a number", "a ragged row", "an unknown letter", "a second tee",
         "a second basket"])
def test_a_grid_with_a_problem_is_not_used_to_judge_the_drop_zone(tmp_path, monkeypatch, old, new, line):
    folder = course_copy(tmp_path, monkeypatch)
    damage(folder, 2, old, new)
    damage(folder, 2, "drop_zone: [2, 4]", "drop_zone: [0, 4]")   # in the water of a good grid
    lines, holes = read(folder)
    assert lines == [line]
    others_read_right(holes, 2)


@pytest.mark.parametrize(("first", "second", "expected"), [
    ("{side: east}", "{corner: [3, 8], side: west}",
     ["holes/hole07.yaml:31:5: missing key 'corner' (expected [x, y] of a grid corner)",
      f"holes/hole07.yaml:32:14: mando on a missing corner [3, 8] {INNER}"]),
    ("{corner: [3, 0], side: east}", "{corner: [3, 3], side: up}",
     [f"holes/hole07.yaml:31:14: mando on a missing corner [3, 0] {INNER}",
      f"holes/hole07.yaml:32:28: 'side' is 'up' {WAYS}"])],
    ids=["after a mando without a corner", "after a mando on an edge"])
def test_the_mando_after_a_bad_one_is_still_checked(tmp_path, monkeypatch, first, second, expected):
    folder = course_copy(tmp_path, monkeypatch)
    damage(folder, 7, "{corner: [3, 6], side: east}", first)
    damage(folder, 7, "{corner: [3, 3], side: west}", second)
    lines, holes = read(folder)
    assert lines == expected
    others_read_right(holes, 7)


@pytest.mark.parametrize("row", ['- "wcxcw"', "- 'wcxcw'"])
def test_an_unknown_letter_in_a_quoted_row_names_its_own_column(tmp_path, monkeypatch, row):
    lines, _ = read_damaged(tmp_path, monkeypatch, 2, "- wcccw", row)
    assert lines == [f"{H2}:24:8: unknown surface 'x' {LETTERS}"]
