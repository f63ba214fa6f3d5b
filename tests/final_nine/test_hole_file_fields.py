"""A Final Nine hole card's own keys (number, name, par, about, neighbours) and the course of
eighteen cards as a whole, each problem checked as the whole line the author is shown, and the
other holes still read as shipped. The grid, its cells, the island and the mandos are in
``test_hole_file_problems.py``."""

from __future__ import annotations

import errno
import shutil
from pathlib import Path

import pytest

from game.cli.main import check_content_report
from game.core.loading.content import Problems
from game.games.final_nine.holes import load_holes
from game.paths import CONTENT_DIR
from tests.final_nine.damaged_holes import ALL, course_copy, damage, others_read_right, read, read_damaged

H5 = "holes/hole05.yaml"
KEYS = "(expected one of about, grid, island, mandos, name, neighbours, number, par)"
PAR = "par: {rec: 4, am: 4, pro: 5}"
NEAR = "neighbours: {east: 6, south: 8, west: 4}"
SIDES = "(expected one of east, north, south, west)"


def case(old: str, new: str, *lines: str, why: str):
    return pytest.param(old, new, list(lines), id=why)


FIELDS = [
    case("number: 5\n", "", f"{H5}:16:1: missing key 'number' (expected an integer)",
         why="a hole without a number is told at the top of the card"),
    case("number: 5", "number: 0", f"{H5}:16:9: 'number' is 0, below 1 (expected at least 1)",
         why="hole number 0 is below the first hole"),
    case("number: 5", "number: 19", f"{H5}:16:9: 'number' is 19, above 18 (expected at most 18)",
         why="hole number 19 is past the last hole"),
    case("number: 5", "number: five", f"{H5}:16:9: 'number' is 'five' (expected an integer)",
         why="a hole number in words is not a number"),
    case("number: 5", "number: true", f"{H5}:16:9: 'number' is True (expected an integer)",
         why="true is not a hole number"),
    case("name: Long Meadow\n", "", f"{H5}:16:1: missing key 'name' (expected a string)",
         why="a hole without a name is told at the top of the card"),
    case("name: Long Meadow", "name: 5", f"{H5}:17:7: 'name' is 5 (expected a string)",
         why="a hole name that is a number is told"),
    case('about: "A long', 'about: 3\nx: "A long', f"{H5}:20:1: unknown key 'x' {KEYS}",
         f"{H5}:19:8: 'about' is 3 (expected a string)",
         why="an about line that is a number is told, after an unknown key above it"),
    case("name: Long Meadow", "name: Long Meadow\ncolour: red", f"{H5}:18:1: unknown key 'colour' {KEYS}",
         why="an unknown key on a hole card is told"),
    case("name: Long Meadow", "name: Long Meadow\nname: Again",
         f"{H5}:18:1: duplicate key 'name' (expected each key once per mapping)",
         why="a key written twice is told at the second"),
    case("name: Long Meadow", "name: [Long Meadow",
         f"{H5}:18:4: YAML syntax error: expected ',' or ']', but got ':' (while parsing a flow "
         "sequence at line 17, column 7) (expected valid YAML)",
         why="a YAML syntax error is told at its line and column"),
    case("number: 5\nname: Long Meadow\npar: {rec: 4, am: 4, pro: 5}",
         "number: 0\nname: 5\npar: {rec: 4, am: 4, pro: 5}",
         f"{H5}:16:9: 'number' is 0, below 1 (expected at least 1)", f"{H5}:17:7: 'name' is 5 (expected a string)",
         why="every problem on one card is told, in the order of the card"),
    # par, one for every level or one per level
    case(PAR, "par: 2", f"{H5}:18:6: 'par' is 2, below 3 (expected at least 3)", why="a par of 2 is too low"),
    case(PAR, "par: 9", f"{H5}:18:6: 'par' is 9, above 8 (expected at most 8)", why="a par of 9 is too high"),
    case(PAR, "par: four", f"{H5}:18:6: 'par' is 'four' (expected an integer)", why="a par in words is not a par"),
    case(PAR, "par: true", f"{H5}:18:6: 'par' is True (expected an integer)", why="true is not a par"),
    case(PAR, "par: [4, 5]", f"{H5}:18:6: 'par' is [4, 5] (expected an integer)",
         why="a list of pars is neither one par nor one per level"),
    case(f"{PAR}\n", "", f"{H5}:16:1: missing key 'par' (expected an integer)",
         why="a hole without a par is told at the top of the card"),
    case(PAR, "par: {rec: 2, am: 4, pro: 5}", f"{H5}:18:12: 'rec' is 2, below 3 (expected at least 3)",
         why="a REC par of 2 is too low"),
    case(PAR, "par: {rec: 4, am: 4, pro: 9}", f"{H5}:18:27: 'pro' is 9, above 8 (expected at most 8)",
         why="a PRO par of 9 is too high"),
    case(PAR, "par: {rec: 4, am: x, pro: 9}", f"{H5}:18:19: 'am' is 'x' (expected an integer)",
         f"{H5}:18:27: 'pro' is 9, above 8 (expected at most 8)",
         why="every bad level's par is told"),
    case(PAR, "par: {rec: 4, pro: 5}", f"{H5}:18:6: missing key 'am' (expected an integer)",
         why="a par per level without AM is told"),
    case(PAR, "par: {rec: 4, am: 4, pro: 5, expert: 6}", f"{H5}:18:30: unknown key 'expert' "
         "(expected one of am, pro, rec)", why="a level that does not exist is told"),
    # neighbours: the cards printed around this one
    case(NEAR, "neighbours: {east: 0, south: 8, west: 4}",
         f"{H5}:20:20: 'east' is 0, below 1 (expected at least 1)", why="a neighbour 0 is no hole"),
    case(NEAR, "neighbours: {east: 6, south: 19, west: 4}",
         f"{H5}:20:30: 'south' is 19, above 18 (expected at most 18)", why="a neighbour 19 is no hole"),
    case(NEAR, "neighbours: {east: 6, south: 8, west: true}",
         f"{H5}:20:39: 'west' is True (expected an integer)", why="true is no neighbour"),
    case(NEAR, "neighbours: {east: 6, south: 8, west: 4, up: 3}",
         f"{H5}:20:42: unknown key 'up' {SIDES}", why="a side that is no side is told"),
    case(NEAR, "neighbours: [6, 8, 4]",
         f"{H5}:20:13: 'neighbours' is not a mapping (expected a mapping of keys)",
         why="neighbours written as a list are told where they are written"),
    case(NEAR, "neighbours: east",
         f"{H5}:20:13: 'neighbours' is not a mapping (expected a mapping of keys)",
         why="neighbours written as a word are told where they are written"),
]


@pytest.mark.parametrize(("old", "new", "expected"), FIELDS)
def test_a_damaged_hole_card_is_told_line_by_line_and_the_rest_still_read(
        tmp_path, monkeypatch, old, new, expected):
    lines, holes = read_damaged(tmp_path, monkeypatch, 5, old, new)
    assert lines == expected
    others_read_right(holes, 5)


def test_a_whole_hole_card_is_read_as_written(tmp_path, monkeypatch):
    lines, holes = read(course_copy(tmp_path, monkeypatch))
    assert lines == []
    meadow = holes[5]
    assert (meadow.number, meadow.name, meadow.about) == (5, "Long Meadow", "A long diagonal walk from corner to corner.")
    assert meadow.grid == ("ttgcB", "ggccc", "ggggh", "ggggh", "gtggg", "ggggg", "hgggg", "Tgggt")
    assert (meadow.tee, meadow.basket, meadow.island, meadow.drop_zone, meadow.mandos) == (35, 4, frozenset(), -1, ())
    assert meadow.neighbours == (("east", 6), ("south", 8), ("west", 4))
    assert meadow.pars == (4, 4, 5) and [meadow.par_for(level) for level in ("rec", "am", "pro")] == [4, 4, 5]
    others_read_right(holes, 5, itself=True)


@pytest.mark.parametrize(("par", "pars", "am"), [("par: 3", (), 3), ("par: 8", (), 8),
                                                  ("par: {rec: 3, am: 8, pro: 8}", (3, 8, 8), 8),
                                                  ("par: {pro: 6, am: 5, rec: 3}", (3, 5, 6), 5)],
                         ids=["one par of 3", "one par of 8", "pars at the bounds", "levels in any order"])
def test_a_par_is_one_for_every_level_or_one_per_level(tmp_path, monkeypatch, par, pars, am):
    lines, holes = read_damaged(tmp_path, monkeypatch, 5, PAR, par)
    assert lines == []
    assert holes[5].pars == pars and holes[5].par == am
    assert [holes[5].par_for(level) for level in ("rec", "am", "pro")] == list(pars or (am, am, am))


def test_a_card_without_an_about_line_has_none_and_neighbours_are_read_north_to_west(tmp_path, monkeypatch):
    folder = course_copy(tmp_path, monkeypatch)
    damage(folder, 5, 'about: "A long diagonal walk from corner to corner."\n', "")
    damage(folder, 5, NEAR, "neighbours: {west: 4, south: 8, east: 6}")
    lines, holes = read(folder)
    assert lines == []
    assert holes[5].about == "" and holes[5].neighbours == (("east", 6), ("south", 8), ("west", 4))


def test_a_neighbour_that_does_not_say_so_back_is_told_on_both_cards(tmp_path, monkeypatch):
    lines, holes = read_damaged(tmp_path, monkeypatch, 5, NEAR, "neighbours: {east: 7, south: 8, west: 4}")
    assert lines == [
        f"{H5}:20:20: hole 7 is east of hole 5 but does not say so back (expected hole 7 to list 5 on its west side)",
        ("holes/hole06.yaml:20:30: hole 5 is west of hole 6 but does not say so back "
        "(expected hole 5 to list 6 on its east side)")]
    assert sorted(holes) == ALL


def test_a_card_without_neighbours_is_told_by_every_card_that_names_it(tmp_path, monkeypatch):
    lines, holes = read_damaged(tmp_path, monkeypatch, 5, f"{NEAR}\n", "")
    assert lines == [
        "holes/hole04.yaml:20:20: hole 5 is east of hole 4 but does not say so back (expected hole 5 to list 4 on its west side)",
        "holes/hole06.yaml:20:30: hole 5 is west of hole 6 but does not say so back (expected hole 5 to list 6 on its east side)",
        "holes/hole08.yaml:20:21: hole 5 is north of hole 8 but does not say so back (expected hole 5 to list 8 on its south side)"]
    assert holes[5].neighbours == () and sorted(holes) == ALL


def test_a_broken_card_is_not_also_blamed_by_its_neighbours(tmp_path, monkeypatch):
    lines, holes = read_damaged(tmp_path, monkeypatch, 6, "number: 6", "number: 0")
    assert lines == ["holes/hole06.yaml:16:9: 'number' is 0, below 1 (expected at least 1)"]
    assert sorted(holes) == [n for n in ALL if n != 6] and holes[5].neighbours[0] == ("east", 6)


@pytest.mark.parametrize("text", ["", "# only a comment\n", "null\n"], ids=["empty", "comments only", "null"])
def test_an_empty_hole_file_is_a_problem_and_the_rest_is_read(tmp_path, monkeypatch, text):
    folder = course_copy(tmp_path, monkeypatch)
    (folder / "hole05.yaml").write_text(text)
    lines, holes = read(folder)
    assert lines == [f"{H5}:1:1: the file holds no data (only null) (expected the content this file should hold)"
                     if text == "null\n" else
                     f"{H5}:1:1: the file is empty (or holds only comments) (expected the content this file should hold)"]
    others_read_right(holes, 5)


@pytest.mark.parametrize(("text", "line"), [
    ("# hole 5\n\nLong Meadow\n", f"{H5}:1:1: hole05.yaml is not a mapping (expected a mapping of keys)"),
    ("# hole 5\n\n- number: 5\n", f"{H5}:3:1: hole05.yaml is not a mapping (expected a mapping of keys)")],
    ids=["one word", "a list"])
def test_a_hole_file_that_is_not_a_card_is_told(tmp_path, monkeypatch, text, line):
    folder = course_copy(tmp_path, monkeypatch)
    (folder / "hole05.yaml").write_text(text)
    lines, holes = read(folder)
    assert lines == [line]
    others_read_right(holes, 5)


def test_two_cards_with_one_number_are_told_at_the_second(tmp_path, monkeypatch):
    lines, holes = read_damaged(tmp_path, monkeypatch, 5, "number: 5", "number: 18")
    assert lines == ["holes/hole18.yaml:16:9: hole number 18 is used twice (expected each number 1-18 once)"]
    assert sorted(holes) == [n for n in ALL if n != 5]


def test_cards_are_ordered_by_their_number_not_their_file_name(tmp_path, monkeypatch):
    folder = course_copy(tmp_path, monkeypatch)
    first, last = (folder / "hole01.yaml").read_text(), (folder / "hole18.yaml").read_text()
    (folder / "hole01.yaml").write_text(last)
    (folder / "hole18.yaml").rename(folder / "hole-last.yaml")
    (folder / "hole-last.yaml").write_text(first)
    (folder / "notes.txt").write_text("not a hole")
    (folder / "course.yaml").write_text("not: a hole")
    problems = Problems()
    holes = load_holes(folder.resolve(), problems)
    assert problems.lines() == []
    assert [h.number for h in holes] == ALL and (holes[0].name, holes[-1].name) == ("First Light", "Final Nine")


@pytest.mark.parametrize(("gone", "numbers"), [(("hole18.yaml",), "[18]"),
                                               (("hole03.yaml", "hole01.yaml"), "[1, 3]")],
                         ids=["the last", "two"])
def test_missing_hole_numbers_are_told_at_the_folder(tmp_path, monkeypatch, gone, numbers):
    folder = course_copy(tmp_path, monkeypatch)
    for name in gone:
        (folder / name).unlink()
    lines, holes = read(folder)
    assert lines == [f"holes:1:1: missing hole numbers {numbers} (expected 18 holes)"]
    assert len(holes) == 18 - len(gone)


def test_a_missing_hole_waits_for_the_broken_cards_to_be_mended(tmp_path, monkeypatch):
    folder = course_copy(tmp_path, monkeypatch)
    (folder / "hole18.yaml").unlink()
    damage(folder, 5, "name: Long Meadow", "name: 5")
    lines, _ = read(folder)
    assert lines == [f"{H5}:17:7: 'name' is 5 (expected a string)"]


def test_nineteen_hole_files_are_too_many_and_eighteen_are_enough(tmp_path, monkeypatch):
    folder = course_copy(tmp_path, monkeypatch)
    shutil.copy(folder / "hole18.yaml", folder / "hole19.yaml")
    lines, holes = read(folder)
    assert lines == ["holes:1:1: 19 hole files (expected 18, hole01.yaml ... hole18.yaml)"] and holes == {}
    (folder / "hole18.yaml").unlink()
    lines, holes = read(folder)
    assert lines == [] and sorted(holes) == ALL


def test_a_folder_that_is_missing_empty_a_file_or_unreadable_is_told(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    expected = "(expected a folder holding hole01.yaml ... hole18.yaml)"
    cases = {"missing": f"missing:1:1: this is not a folder (it is missing, a file, or a loop of symbolic links) {expected}",
             "a_file": f"a_file:1:1: this is not a folder (it is missing, a file, or a loop of symbolic links) {expected}",
             "empty": "empty:1:1: no hole files (expected hole01.yaml ... hole18.yaml)"}
    (tmp_path / "a_file").write_text("hole01.yaml")
    (tmp_path / "empty").mkdir()
    for name, line in cases.items():
        problems = Problems()
        assert load_holes(tmp_path / name, problems) == [] and problems.lines() == [line]

    def refused(self, pattern):
        raise PermissionError(errno.EACCES, "Permission denied", str(self))
    monkeypatch.setattr(Path, "glob", refused)
    problems = Problems()
    assert load_holes((tmp_path / "empty").resolve(), problems) == []
    assert problems.lines() == [f"empty:1:1: cannot list the hole files (Permission denied) {expected}"]


def test_check_content_prints_a_hole_card_problem_whole_even_after_another_files(tmp_path, monkeypatch):
    shutil.copytree(CONTENT_DIR, tmp_path / "content")
    monkeypatch.chdir(tmp_path)
    folder = Path("content/final_nine/holes")
    damage(folder, 2, "[[1, 1], ", "[[5, 1], ")
    (folder / "hole18.yaml").unlink()
    assert check_content_report(Path("content")) == (1, [
        ("content/final_nine/holes/hole02.yaml:31:11: island cell [5, 1] is off the card "
        "(expected a column 0-4 and a row 0-7)"), "1 problem(s) found in content"])
    damage(folder, 2, "[[5, 1], ", "[[1, 1], ")
    discs = Path("content/final_nine/discs.yaml")
    discs.write_text(discs.read_text() + "\nextra: 1\n")
    code, lines = check_content_report(Path("content"))
    assert code == 1 and lines[-2:] == ["content/final_nine/holes:1:1: missing hole numbers [18] (expected 18 holes)",
                                        "2 problem(s) found in content"]
    assert lines[0].startswith("content/final_nine/discs.yaml:")


def test_a_broken_neighbour_does_not_stop_the_other_sides_being_checked(tmp_path, monkeypatch):
    folder = course_copy(tmp_path, monkeypatch)
    damage(folder, 6, "number: 6", "number: 0")
    damage(folder, 7, "west: 8}", "west: 9}")     # hole 7: north 6 (broken), south 18, west 9
    lines, holes = read(folder)
    assert lines == [
        "holes/hole06.yaml:16:9: 'number' is 0, below 1 (expected at least 1)",
        ("holes/hole07.yaml:20:41: hole 9 is west of hole 7 but does not say so back "
         "(expected hole 9 to list 7 on its east side)"),
        ("holes/hole08.yaml:20:30: hole 7 is east of hole 8 but does not say so back "
         "(expected hole 7 to list 8 on its west side)")]
    assert sorted(holes) == [n for n in ALL if n != 6]
