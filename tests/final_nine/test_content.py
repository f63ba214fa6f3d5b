"""Content: the pack as printed (counts, dots) and file:line:column errors for broken holes."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from game.core.loading.content import Problems
from game.games.final_nine.content import load_content
from game.paths import CONTENT_DIR
from tests.final_nine.helpers import content

GOOD_ROWS = ["ggBgg", "ggggg", "ggggg", "ggggg", "ggggg", "ggggg", "ggggg", "ggTgg"]


def _load_with_hole_one(tmp_path: Path, rows: list[str], extra: str = "") -> list[str]:
    folder = tmp_path / "final_nine"
    shutil.copytree(CONTENT_DIR / "final_nine", folder)
    text = "number: 1\nname: Broken\npar: 3\ngrid:\n" + "".join(f"  - {r}\n" for r in rows)
    (folder / "holes" / "hole01.yaml").write_text(text + extra)
    problems = Problems()
    assert load_content(tmp_path, problems) is None
    return problems.lines()


def _has(lines: list[str], where: str, words: str) -> bool:
    return any(f"hole01.yaml:{where}: " in line and words in line for line in lines)


def test_the_real_content_loads_without_problems():
    loaded = content()
    assert len(loaded.holes) == 18 and [h.number for h in loaded.holes] == list(range(1, 19))


def test_pack_counts_match_the_printed_contents():
    cards = content().cards
    kinds = [c.kind for c in cards[:37]]
    types = [c.type for c in cards[37:]]
    assert (kinds.count("driver"), kinds.count("mid"), kinds.count("putter")) == (13, 9, 15)
    assert (types.count("skill"), types.count("luck"), types.count("deviation"),
            types.count("call")) == (18, 11, 16, 6)


def test_half_pack_removes_every_dotted_card():
    discs, actions = content().pack(half=True)
    assert len(discs) == 20 and len(actions) == 26
    assert not any(content().cards[c].dot for c in discs + actions)


def test_every_hole_has_a_name_a_par_and_neighbours():
    for hole in content().holes:
        assert hole.name and hole.neighbours
        assert all(3 <= hole.par_for(level) <= 8 for level in ("rec", "am", "pro"))
    pars = [h.par for h in content().holes]
    assert {3, 4, 5} <= set(pars)


def test_a_par_per_level_is_read_and_checked(tmp_path):
    from game.games.final_nine.holes import load_holes
    from game.paths import CONTENT_DIR
    folder = CONTENT_DIR / "final_nine" / "holes"
    for source in folder.glob("hole*.yaml"):
        text = source.read_text()
        if source.name == "hole01.yaml":
            text = "\n".join("par: {rec: 3, am: 4, pro: seven}" if line.startswith("par:") else line
                             for line in text.splitlines())
        (tmp_path / source.name).write_text(text)
    problems = Problems()
    load_holes(tmp_path, problems)
    assert any("hole01.yaml:" in line and "'pro'" in line for line in problems.lines())


def test_a_hole_with_two_tees_is_rejected_at_the_second_tee(tmp_path):
    rows = GOOD_ROWS.copy()
    rows[1] = "gTggg"
    assert _has(_load_with_hole_one(tmp_path, rows), "12:7", "a second tee pad")


def test_a_hole_with_no_basket_is_rejected_at_the_grid(tmp_path):
    rows = GOOD_ROWS.copy()
    rows[0] = "ggggg"
    assert _has(_load_with_hole_one(tmp_path, rows), "5:3", "no basket")


def test_a_ragged_grid_is_rejected_at_the_long_row(tmp_path):
    rows = GOOD_ROWS.copy()
    rows[3] = "gggggg"
    assert _has(_load_with_hole_one(tmp_path, rows), "8:5", "ragged grid")


def test_an_unknown_surface_letter_is_rejected_at_its_column(tmp_path):
    rows = GOOD_ROWS.copy()
    rows[4] = "ggxgg"
    assert _has(_load_with_hole_one(tmp_path, rows), "9:7", "unknown surface 'x'")


def test_a_mando_on_a_missing_corner_is_rejected(tmp_path):
    extra = "mandos:\n  - {corner: [7, 3], side: west}\n"
    lines = _load_with_hole_one(tmp_path, GOOD_ROWS, extra)
    assert _has(lines, "14:14", "mando on a missing corner [7, 3]")


@pytest.mark.parametrize("corner", ["[0, 3]", "[5, 3]", "[2, 8]"])
def test_a_mando_on_the_card_edge_is_not_a_corner(tmp_path, corner):
    extra = f"mandos:\n  - {{corner: {corner}, side: north}}\n"
    assert any("missing corner" in line for line in _load_with_hole_one(tmp_path, GOOD_ROWS, extra))


def test_an_island_drop_zone_must_be_safe(tmp_path):
    rows = GOOD_ROWS.copy()
    rows[5] = "wwwww"
    extra = "island:\n  cells: [[2, 1]]\n  drop_zone: [2, 5]\n"
    assert _has(_load_with_hole_one(tmp_path, rows, extra), "15:14", "drop zone must be a safe")


def test_neighbours_must_agree_both_ways(tmp_path):
    extra = "neighbours: {east: 5}\n"
    lines = _load_with_hole_one(tmp_path, GOOD_ROWS, extra)
    assert any("hole 5 is east of hole 1 but does not say so back" in line for line in lines)


def test_a_card_with_no_effect_is_rejected(tmp_path):
    folder = tmp_path / "final_nine"
    shutil.copytree(CONTENT_DIR / "final_nine", folder)
    path = folder / "actions.yaml"
    path.write_text(path.read_text().replace(
        "{name: Roll Back, type: luck, distance: -1}", "{name: Roll Back, type: luck}"))
    problems = Problems()
    assert load_content(tmp_path, problems) is None
    assert any("'Roll Back' has no effect" in line and "actions.yaml:" in line
               for line in problems.lines())


@pytest.mark.parametrize("card", ["{name: Green Flag, type: luck, effect: green_flag}",
                                  "{name: Clean Slate, type: luck, count: 2, dots: 1, effect: nullify}"])
def test_a_luck_effect_with_a_number_beside_it_is_rejected_where_the_number_is(tmp_path, card):
    """A house pack's Luck card with an effect and a distance: the effect replaces the card's
    numbers on the throw, so the number would be printed and never applied. Refused, at the
    number's line and column."""
    folder = tmp_path / "final_nine"
    shutil.copytree(CONTENT_DIR / "final_nine", folder)
    path = folder / "actions.yaml"
    text = path.read_text()
    assert card in text
    changed = card.replace("type: luck,", "type: luck, distance: 1,")
    path.write_text(text.replace(card, changed))
    line = next(i for i, row in enumerate(text.splitlines(), 1) if card in row)
    column = changed.index("distance: 1") + 1 + text.splitlines()[line - 1].index(card)
    problems = Problems()
    assert load_content(tmp_path, problems) is None
    assert any(f"actions.yaml:{line}:{column + 10}" in entry and "and a distance" in entry
               for entry in problems.lines()), problems.lines()


def test_wrong_disc_counts_are_reported(tmp_path):
    folder = tmp_path / "final_nine"
    shutil.copytree(CONTENT_DIR / "final_nine", folder)
    path = folder / "discs.yaml"
    path.write_text(path.read_text().replace("kind: driver, hand: FH, distance: 4, fade: 0}",
                                             "kind: mid, hand: FH, distance: 4, fade: 0}"))
    problems = Problems()
    load_content(tmp_path, problems)
    assert any("12 driver discs (expected 13" in line for line in problems.lines())


def test_the_full_course_lays_out_from_the_neighbour_numbers():
    from game.games.final_nine.holes import course_layout

    spots = course_layout(content().holes)
    assert len(spots) == 18 and len(set(spots.values())) == 18
    assert spots[2] == (1, 0) and spots[12] == (0, 1) and spots[18] == (5, 2)
