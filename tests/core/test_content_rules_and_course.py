"""Content that reads well but cannot be used (issue 43, part 1, the cases left after the first
series): a rules section for an action the game lacks, a rules file cut mid-sentence, a Final
Nine course split in two. Each is the exact line ``check-content`` prints."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.cli.main import check_content_report
from game.core.learn.rules_pages import load_rules_pages
from game.core.loading.content import Problems
from game.games.registry import GAME_IDS, spec_for
from game.paths import CONTENT_DIR


def _edit(root: Path, name: str, old: str, new: str) -> None:
    path = root / name
    text = path.read_text(encoding="utf-8")
    assert text.count(old) == 1, (name, old)
    path.write_text(text.replace(old, new), encoding="utf-8")


def _problems(root: Path) -> list[str]:
    code, lines = check_content_report(root)
    assert code == 1 and lines[-1].endswith(f"problem(s) found in {root}"), lines
    return [line.replace(f"{root}/", "") for line in lines[:-1]]


def test_a_rules_section_for_an_action_the_game_lacks_is_refused_at_that_word(content_copy):
    _edit(content_copy, "phase10/rules.yaml", "when: [choose_phase]", "when: [choose_phase, fly_to_moon]")
    assert _problems(content_copy) == [
        ("phase10/rules.yaml:7:26: 'fly_to_moon' is not an action type of this game (expected one of "
         "draw, lay_down, hit, discard, choose_phase, draw_saved, save)")]


def test_an_action_type_of_another_game_is_not_one_of_this_game(content_copy):
    # 'exchange' is Finale's; Phase 10's rules page could never open at it
    _edit(content_copy, "phase10/rules.yaml", "when: [discard, save]", "when: [discard, exchange]")
    [line] = _problems(content_copy)
    assert line.startswith("phase10/rules.yaml:29:21: 'exchange' is not an action type of this game")


def test_a_rules_file_cut_mid_sentence_is_refused_at_the_paragraph(content_copy):
    path = content_copy / "phase10" / "rules.yaml"
    text = path.read_text(encoding="utf-8")
    path.write_text(text[:text.index("Before each") + len("Before each")], encoding="utf-8")
    assert _problems(content_copy) == [
        ('phase10/rules.yaml:9:9: a paragraph stops mid-sentence, at "...one colour. Before each" '
         "(expected the paragraph to end with '.', '!' or '?'; is the file cut short?)")]


@pytest.mark.parametrize("game_id", sorted(GAME_IDS))
def test_a_shipped_rules_file_cut_at_any_line_end_is_refused_unless_a_sentence_ended_there(game_id, tmp_path):
    text = (CONTENT_DIR / game_id / "rules.yaml").read_text(encoding="utf-8")
    action_types = spec_for(game_id).action_types
    cuts = [index for index, char in enumerate(text) if char == "\n"][:-1]
    kept = []
    for number, cut in enumerate(cuts):
        folder = tmp_path / str(number)
        folder.mkdir()
        (folder / "rules.yaml").write_text(text[:cut], encoding="utf-8")
        if load_rules_pages(folder, Problems(), action_types) is not None:
            kept.append(text[:cut].rstrip()[-30:])
    assert len(cuts) > 20
    # a cut that keeps whole sentences (after a section's last paragraph) reads as a shorter file
    assert all(tail[-1] in ".?)" for tail in kept), kept
    assert len(kept) < len(cuts) / 3


def test_a_paragraph_may_end_in_a_question_or_a_closing_bracket(content_copy):
    _edit(content_copy, "phase10/rules.yaml", "your save pile instead (once per\n        hand).",
          "your save pile instead (once per\n        hand.)")
    _edit(content_copy, "phase10/rules.yaml", "A skip on the discard pile cannot be taken.",
          "Can a skip on the discard pile be taken? No!")
    code, lines = check_content_report(content_copy)
    assert code == 0, lines


def _cut_hole_18_off(root: Path, own: str) -> None:
    _edit(root, "final_nine/holes/hole18.yaml", "neighbours: {north: 7, west: 17}\n", own)
    _edit(root, "final_nine/holes/hole07.yaml", "south: 18, ", "")
    _edit(root, "final_nine/holes/hole17.yaml", "east: 18, ", "")


def test_a_hole_no_neighbour_joins_to_the_course_is_refused_at_that_hole(content_copy):
    _cut_hole_18_off(content_copy, "neighbours: {}\n")
    assert _problems(content_copy) == [
        ("final_nine/holes/hole18.yaml:20:13: hole 18 is cut off from the course: no chain of "
         "neighbours joins it to hole 1 (expected one course: every hole joined to hole 1 through "
         "the holes' neighbours)")]


def test_a_hole_without_a_neighbours_key_is_named_at_its_number(content_copy):
    _cut_hole_18_off(content_copy, "")
    [line] = _problems(content_copy)
    assert line.startswith("final_nine/holes/hole18.yaml:16:9: hole 18 is cut off from the course")


def test_a_course_split_in_two_rows_names_the_piece_cut_off_once(content_copy):
    for number in range(7, 13):
        other = 25 - number
        name = f"final_nine/holes/hole{number:02d}.yaml"
        text = (content_copy / name).read_text(encoding="utf-8")
        _edit(content_copy, name, f"south: {other}, " if f"south: {other}, " in text else f", south: {other}", "")
        _edit(content_copy, f"final_nine/holes/hole{other:02d}.yaml", f"north: {number}, ", "")
    assert _problems(content_copy) == [
        ("final_nine/holes/hole13.yaml:20:13: holes 13, 14, 15, 16, 17 and 18 are cut off from the "
         "course: no chain of neighbours joins them to hole 1 (expected one course: every hole "
         "joined to hole 1 through the holes' neighbours)")]


def test_links_that_agree_pairwise_but_put_two_cards_on_one_spot_are_refused(content_copy):
    # 13 and 15 name each other east-west, so 14 (joined to 11 only) lands where 15 is laid
    _edit(content_copy, "final_nine/holes/hole13.yaml", "{north: 12, east: 14}", "{north: 12, east: 15}")
    _edit(content_copy, "final_nine/holes/hole14.yaml", "{north: 11, east: 15, west: 13}", "{north: 11}")
    _edit(content_copy, "final_nine/holes/hole15.yaml", "west: 14}", "west: 13}")
    lines = _problems(content_copy)
    assert ("final_nine/holes/hole15.yaml:20:13: holes 14 and 15 would lie on the same spot of the "
            "course (expected each hole card on a spot of its own)") in lines
    assert all("puts it elsewhere" in line for line in lines[:-1]), lines


def test_two_renamed_deck_cards_send_the_author_to_the_deck_files_not_only_the_tutorial(content_copy):
    _edit(content_copy, "final_nine/actions.yaml", "{name: Good Bounce,", "{name: Good Bounse,")
    _edit(content_copy, "final_nine/discs.yaml", "{name: Compass,", "{name: Compas,")
    lines = _problems(content_copy)
    assert len(lines) == 2, lines
    for line, old, new in zip(lines, ("Compass", "Good Bounce"), ("Compas", "Good Bounse"), strict=True):
        assert f"'{old}' is not a card of final_nine/discs.yaml or final_nine/actions.yaml" in line, line
        assert f"they have '{new}'" in line
