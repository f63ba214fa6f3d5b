"""Content files are never trusted (issue 16): each hostile input is one problem line, at its place.

One test per kind of input from the issue: complex keys, failing tags, deep nesting, huge and
odd numbers, symlink loops, alias bombs, giant lists, special files, numbers that would size
an allocation, empty and truncated files, dangling references and reader errors.
"""

from __future__ import annotations

import os
import re
import shutil
from pathlib import Path

import pytest

from game.core.loading import content_read
from game.core.loading.content import MAX_TEXT_CHARS, Problems, get, load_yaml
from game.games.final_nine.content import load_content as load_final_nine
from game.games.final_touch.content import load_content as load_final_touch
from game.games.five_three_five.content import load_content as load_five_three_five
from game.games.phase10.content import load_content as load_phase10
from game.paths import ROOT


def load(tmp_path: Path, text: str | bytes) -> tuple[object, list[str]]:
    path = tmp_path / "cards.yaml"
    if isinstance(text, str):
        text = text.encode("utf-8")
    path.write_bytes(text)
    problems = Problems()
    data = load_yaml(path, problems)
    return data, problems.lines()


def only_problem(tmp_path: Path, text: str | bytes) -> tuple[int, int, str]:
    data, lines = load(tmp_path, text)
    assert data is None and len(lines) == 1, lines
    match = re.fullmatch(r".*cards\.yaml:(\d+):(\d+): (.*)", lines[0])
    assert match, lines[0]
    return int(match[1]), int(match[2]), match[3]


def edit(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text, old
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


# --- point 1: no traceback, ever ----------------------------------------------------------

@pytest.mark.parametrize("text, words", [
    ("a: 1\n? [1, 2]\n: x\n", "a key is a list"),
    ("a: 1\n? !!set {x}\n: x\n", "a key is a mapping"),
    ("a: 1\nb: {? {c: 1} : x}\n", "a key is a mapping"),
])
def test_a_list_or_mapping_used_as_a_key_is_a_problem(tmp_path, text, words):
    line, _column, message = only_problem(tmp_path, text)
    assert line == 2 and words in message


@pytest.mark.parametrize("value, words", [
    ("!!int abc", "'abc' cannot be read as !!int"),
    ("!!float abc", "'abc' cannot be read as !!float"),
    ("!!bool maybe", "'maybe' cannot be read as !!bool"),
    ("!!map x", "the tag !!map on a plain value"),
    ("!!seq x", "the tag !!seq on a plain value"),
    ("!!str [1]", "the tag !!str on a list"),
    ("!!set {a, b}", "the tag !!set on a mapping"),
    ("!!binary aGk=", "the tag !!binary is not used"),
    ("!!timestamp 2026-12-01", "the tag !!timestamp is not used"),
    ("!!python/object/apply:os.system [ls]", "the tag !!python/object/apply:os.system"),
])
def test_a_tag_that_fails_or_that_content_never_uses_is_a_problem_at_the_value(tmp_path, value,
                                                                               words):
    line, column, message = only_problem(tmp_path, f"a: 1\nb: {value}\n")
    assert (line, column) == (2, 4) and words in message


def test_tags_that_agree_with_the_value_still_load(tmp_path):
    data, lines = load(tmp_path, "a: !!int 0x1f\nb: !!float 2\nc: !!str 7\n")
    assert not lines and data == {"a": 31, "b": 2.0, "c": "7"}


def test_an_impossible_date_and_a_lone_equals_sign_are_plain_text_not_a_crash(tmp_path):
    data, lines = load(tmp_path, "number: 2026-13-45\nname: =\n")
    assert not lines and data == {"number": "2026-13-45", "name": "="}


def test_a_merge_sign_anywhere_is_a_problem_at_its_place(tmp_path):
    line, column, message = only_problem(tmp_path, "a: 1\nb: [<<]\n")
    assert (line, column) == (2, 5) and "a merge key '<<' is not used in content files" in message


@pytest.mark.parametrize("text, place", [
    ("base: &b {points: 1}\ncard:\n  <<: *b\n  rank: 2\n", (3, 3)),
    # the merged key is also written out: once called a duplicate key, which it is not
    ("base: &b {from: 1}\nrow: {<<: *b, from: 10, to: 12}\n", (2, 7)),
    ("row: {from: 10, <<: {to: 3}}\n", (1, 17)),
])
def test_a_merge_key_is_refused_at_its_place_not_called_a_duplicate(tmp_path, text, place):
    line, column, message = only_problem(tmp_path, text)
    assert (line, column) == place
    assert message == ("a merge key '<<' is not used in content files (expected every key "
                       "written out, or quotes around '<<' for the text itself)")


def test_a_quoted_merge_sign_is_plain_text(tmp_path):
    data, lines = load(tmp_path, "name: '<<'\n'<<': 2\n")
    assert not lines and data == {"name": "<<", "<<": 2}


@pytest.mark.parametrize("depth", [250, 1000])
def test_nesting_hundreds_deep_is_refused_where_it_gets_too_deep(tmp_path, depth):
    line, column, message = only_problem(tmp_path, "a:\n  b: " + "[" * depth + "]" * depth + "\n")
    limit = content_read.MAX_DEPTH
    assert line == 2 and column == 6 + limit - 2 and f"nest more than {limit} deep" in message


def test_an_integer_of_five_thousand_digits_is_refused_not_a_crash(tmp_path):
    line, column, message = only_problem(tmp_path, "a: 1\nb: " + "9" * 5000 + "\n")
    assert (line, column) == (2, 4) and "a number 5,000 characters long" in message


def test_a_phase_group_with_a_superscript_digit_is_a_problem(content_copy):
    phases = content_copy / "phase10" / "phases.yaml"
    edit(phases, '"set 3", "set 3"', '"set ²", "set 3"')
    problems = Problems()
    assert load_phase10(content_copy, problems) is None
    (line,) = problems.lines()
    assert "phases.yaml:5:" in line and "group 'set ²' is not understood" in line


def test_a_symlink_loop_in_place_of_a_file_is_a_problem(tmp_path):
    path = tmp_path / "cards.yaml"
    path.symlink_to(path.name)
    problems = Problems()
    assert load_yaml(path, problems) is None
    assert problems.lines() == [(f"{path}:1:1: the path is a loop of symbolic links "
                                "(expected a YAML content file here)")]


def test_a_game_folder_that_is_a_symlink_loop_is_a_problem(content_copy):
    holes = content_copy / "final_nine" / "holes"
    shutil.rmtree(holes)
    holes.symlink_to("holes")
    problems = Problems()
    assert load_final_nine(content_copy, problems) is None
    assert any("holes:1:1: this is not a folder" in line for line in problems.lines())


# --- point 2: no hang, no memory blow-up --------------------------------------------------

def test_a_billion_laughs_alias_bomb_is_refused_at_the_alias_that_expands_too_far(tmp_path):
    text = "a: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol]\n"
    for level in range(1, 10):
        text += f"b{level}: &a{level} [" + ", ".join([f"*a{level - 1}"] * 9) + "]\n"
    line, _column, message = only_problem(tmp_path, text)
    assert line == 5 and "expands to more than 20,000 values through aliases" in message  # 9 ** 5


def test_an_alias_inside_itself_is_refused(tmp_path):
    assert "refers to a list or mapping that contains it" in only_problem(tmp_path, "a: &r [1, *r]\n")[2]


def test_small_aliases_still_work(tmp_path):
    data, lines = load(tmp_path, "base: &b {points: 1}\ncard: {rank: 2}\nsame: *b\n")
    assert not lines and data["card"] == {"rank": 2} and data["same"] == {"points": 1}


def test_a_two_million_item_list_is_refused_by_its_size(tmp_path):
    line, column, message = only_problem(tmp_path, b"- 1\n" * 2_000_000)
    assert (line, column) == (1, 1) and "the file is 8,000,000 bytes long" in message


def test_a_list_of_more_values_than_content_can_use_is_refused(tmp_path):
    line, _column, message = only_problem(tmp_path, "a: [" + "1," * 30_000 + "1]\n")
    assert line == 1 and "more than 20,000 values in one file" in message


def test_a_fifo_in_place_of_a_file_is_refused_without_waiting_for_a_writer(tmp_path):
    os.mkfifo(tmp_path / "cards.yaml")
    problems = Problems()
    assert load_yaml(tmp_path / "cards.yaml", problems) is None
    assert "this is not a regular file" in problems.lines()[0]


def test_dev_zero_in_place_of_a_file_is_refused_without_reading_it(tmp_path):
    (tmp_path / "cards.yaml").symlink_to("/dev/zero")
    problems = Problems()
    assert load_yaml(tmp_path / "cards.yaml", problems) is None
    assert "this is not a regular file" in problems.lines()[0]


def test_a_folder_in_place_of_a_file_is_named_as_such(tmp_path):
    (tmp_path / "cards.yaml").mkdir()
    problems = Problems()
    assert load_yaml(tmp_path / "cards.yaml", problems) is None
    assert problems.lines()[0].endswith("cards.yaml:1:1: this is a folder, not a file "
                                        "(expected a YAML content file here)")


def test_a_phase10_deck_of_a_billion_numbers_is_refused_before_it_is_built(content_copy):
    edit(content_copy / "phase10" / "deck.yaml", "high: 12}", "high: 1000000000}")
    problems = Problems()
    assert load_phase10(content_copy, problems) is None
    (line,) = problems.lines()
    assert "deck.yaml:11:" in line and "'high' is 1000000000, above 99" in line


@pytest.mark.parametrize("old, new, words", [
    ("copies: 2 ", "copies: 26 ", "a deck of 1258 cards"),
    ("{from: 10, to: 12, points: 10}", "{from: 10, to: 1000000000, points: 10}",
     "'to' is 1000000000, above 12"),
    ("wilds: 8", "wilds: 100000", "'wilds' is 100000, above 99"),
])
def test_phase10_counts_are_capped_by_what_a_table_can_use(content_copy, old, new, words):
    edit(content_copy / "phase10" / "deck.yaml", old, new)
    problems = Problems()
    assert load_phase10(content_copy, problems) is None
    assert any(words in line for line in problems.lines()), problems.lines()


def test_a_phase_needing_more_cards_than_a_hand_holds_is_refused(content_copy):
    edit(content_copy / "phase10" / "phases.yaml", '["run 9"]', '["run 9", "set 3"]')
    problems = Problems()
    assert load_phase10(content_copy, problems) is None
    (line,) = problems.lines()
    assert "phases.yaml:10:" in line and "phase 6 needs 12 cards" in line


def test_text_longer_than_anything_drawable_is_a_problem(tmp_path):
    data, _lines = load(tmp_path, "name: " + "x" * (MAX_TEXT_CHARS + 1) + "\n")
    problems = Problems()
    assert get(data, "name", str, problems) is None
    assert f"'name' is {MAX_TEXT_CHARS + 1:,} characters long" in problems.lines()[0]


# --- point 3: nothing slips through -------------------------------------------------------

@pytest.mark.parametrize("text", ["", "\n\n", "# only a comment\n"])
def test_an_empty_file_is_a_problem(tmp_path, text):
    line, column, message = only_problem(tmp_path, text)
    assert (line, column) == (1, 1) and "the file is empty" in message


@pytest.mark.parametrize("text", ["~\n", "---\n", "null\n"])
def test_a_file_holding_only_null_is_a_problem(tmp_path, text):
    assert "holds no data" in only_problem(tmp_path, text)[2]


def test_an_empty_discs_file_fails_check_content(content_copy):
    from game.cli.main import check_content_report

    (content_copy / "final_nine" / "discs.yaml").write_text("", encoding="utf-8")
    code, lines = check_content_report(content_copy)
    assert code == 1
    assert lines[0] == f"{content_copy}/final_nine/discs.yaml:1:1: the file is empty (or holds only " \
                       "comments) (expected the content this file should hold)"


def test_discs_cut_at_byte_140_fail_check_content(content_copy):
    from game.cli.main import check_content_report

    discs = content_copy / "final_nine" / "discs.yaml"
    discs.write_bytes(discs.read_bytes()[:140])
    code, lines = check_content_report(content_copy)
    assert code == 1 and "discs.yaml:1:1: the file is empty" in lines[0]


def test_discs_cut_between_two_discs_are_counted(content_copy):
    discs = content_copy / "final_nine" / "discs.yaml"
    text = discs.read_text(encoding="utf-8")
    discs.write_text(text[:text.index("  - {name: Skylark")] + text[text.index("  - {name: Longbow"):])
    problems = Problems()
    assert load_final_nine(content_copy, problems) is None
    assert any("12 driver discs (expected 13, as in the printed pack)" in line
               for line in problems.lines())


def test_masterpieces_cut_short_are_counted(content_copy):
    path = content_copy / "final_touch" / "masterpieces.yaml"
    text = path.read_text(encoding="utf-8")
    path.write_text(text[:text.rindex("  - id:")], encoding="utf-8")
    problems = Problems()
    assert load_final_touch(content_copy, problems) is None
    assert any("24 masterpieces listed (expected 25, as in the printed game)" in line
               for line in problems.lines())


def test_a_colour_missing_from_the_stroke_deck_is_counted(content_copy):
    path = content_copy / "final_touch" / "strokes.yaml"
    text = path.read_text(encoding="utf-8")
    path.write_text(text[:text.index("  - {name: blue")], encoding="utf-8")
    problems = Problems()
    assert load_final_touch(content_copy, problems) is None
    assert any("strokes.yaml:" in line and "4 colours listed (expected 5" in line
               for line in problems.lines())


def test_phases_cut_short_are_counted(content_copy):
    path = content_copy / "phase10" / "phases.yaml"
    text = path.read_text(encoding="utf-8")
    path.write_text(text[:text.index("  - {phase: 10")], encoding="utf-8")
    problems = Problems()
    assert load_phase10(content_copy, problems) is None
    (line,) = problems.lines()
    assert "phases are numbered [1, 2, 3, 4, 5, 6, 7, 8, 9]" in line


@pytest.mark.parametrize("rank", ["0", "6", "-8"])
def test_a_clearing_rank_that_is_not_a_rank_points_nowhere(content_copy, rank):
    path = content_copy / "five_three_five" / "deck.yaml"
    edit(path, "clearing_rank: 8", f"clearing_rank: {rank}")
    problems = Problems()
    assert load_five_three_five(content_copy, problems) is None
    (line,) = problems.lines()
    assert "deck.yaml:29:16:" in line and f"clearing_rank {rank} is not a rank of the deck" in line


def test_a_control_character_is_reported_at_its_line_and_column(tmp_path):
    assert only_problem(tmp_path, "a: 1\nb: x\x07y\n") == (
        2, 5, ("control character U+0007 in the text (expected printable text, tabs and line "
        "breaks only)"))


def test_a_byte_that_is_not_utf8_is_reported_at_its_line_and_column(tmp_path):
    line, column, message = only_problem(tmp_path, b"a: 1\nb: \xc3\xa9\xff\n")
    assert (line, column) == (2, 5) and message.startswith("byte 0xff is not UTF-8 text")


def test_an_unclosed_list_names_where_it_was_opened(tmp_path):
    line, _column, message = only_problem(tmp_path, "a: 1\nb: [1, 2\n")
    assert line == 3 and "(while parsing a flow sequence at line 2, column 4)" in message


def test_the_limits_document_states_the_limits_the_code_uses():
    text = (ROOT / "docs" / "content-limits.md").read_text(encoding="utf-8")
    for value in (f"{content_read.MAX_FILE_BYTES:,}", str(content_read.MAX_DEPTH),
                  f"{content_read.MAX_VALUES:,}", str(content_read.MAX_NUMBER_CHARS),
                  str(MAX_TEXT_CHARS)):
        assert value in text, value


def test_must_include_naming_a_number_outside_the_deck_points_nowhere(content_copy):
    edit(content_copy / "phase10" / "phases.yaml", 'groups: ["set 3", "set 3"]}',
         'groups: ["set 3", "set 3"], must_include: [99]}')
    problems = Problems()
    assert load_phase10(content_copy, problems) is None
    assert any("phases.yaml:5:" in line and "99" in line for line in problems.lines())


def test_a_tab_inside_a_name_is_a_problem(tmp_path):
    data, _lines = load(tmp_path, 'name: "Grip\\tLock"\n')
    problems = Problems()
    assert get(data, "name", str, problems) is None
    assert "'name' holds a tab, a line break" in problems.lines()[0]
