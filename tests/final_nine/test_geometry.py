"""Grid geometry: how a flight is traced and where it ends (rules 5, 6, 7 and the levels)."""

from __future__ import annotations

from game.games.final_nine.cards import flight_params
from game.games.final_nine.geometry import (
    DROP_IN,
    IN,
    ISLAND,
    LAND,
    MANDO,
    OB,
    HoleGeometry,
    in_putter_range,
    resolve,
)
from game.games.final_nine.holes import Mando, cell_of
from tests.final_nine.helpers import card, content, make_hole

N, E, S, W = range(4)


def _xy(cells):
    return [(c % 5, c // 5) for c in cells]


def test_flight_goes_its_distance_straight_then_fades():
    geom = HoleGeometry(make_hole(), "am")
    flight = geom.trace(cell_of(2, 7), N, 2, 2)
    assert _xy(flight.path) == [(2, 7), (2, 6), (2, 5), (3, 5), (4, 5)]
    assert flight.landing == cell_of(4, 5) and not flight.ob


def test_backhand_fades_left_and_forehand_right_of_the_direction():
    cards = content().cards
    bh = next(c for c in cards[:37] if c.hand == "BH" and c.fade == 2)
    fh = next(c for c in cards[:37] if c.hand == "FH" and c.fade == 2)
    assert flight_params(content(), bh.id, N, [], [], -1, False) == (bh.distance, -2)
    assert flight_params(content(), fh.id, N, [], [], -1, False) == (fh.distance, 2)
    # Thrown east, "left" is north (up the card).
    geom = HoleGeometry(make_hole(), "am")
    assert geom.trace(cell_of(0, 5), E, 2, -1).landing == cell_of(2, 4)


def test_a_zero_distance_flight_does_not_move_even_with_fade():
    geom = HoleGeometry(make_hole(), "am")
    assert geom.trace(cell_of(2, 7), N, 0, 2).path == (cell_of(2, 7),)


def test_leaving_the_card_is_out_of_bounds_from_the_last_grid_on_it():
    geom = HoleGeometry(make_hole(), "am")
    flight = geom.trace(cell_of(2, 3), E, 3, 0)
    assert flight.off_card and flight.ob and flight.safe == cell_of(4, 3)
    outcome = resolve(geom, cell_of(2, 3), flight, putter=False)
    assert (outcome.kind, outcome.cell, outcome.penalty) == (OB, cell_of(4, 3), 1)


def test_water_landing_is_ob_from_the_last_safe_grid_before_it():
    grid = ("ggBgg", "ggggg", "wwwww", "ggggg", "wwwww", "wwwww", "ggggg", "ggTgg")
    geom = HoleGeometry(make_hole(grid), "am")
    flight = geom.trace(cell_of(2, 7), N, 3, 0)       # lands in the second water band
    assert flight.ob and flight.safe == cell_of(2, 6)
    over = geom.trace(cell_of(2, 7), N, 4, 0)          # flies over water to grass
    assert not over.ob and over.landing == cell_of(2, 3)


def test_a_flight_out_over_the_basket_comes_back_before_the_basket():
    grid = ("ggBgg", "ggggg", "ggggg", "ggggg", "ggggg", "ggggg", "ggggg", "ggTgg")
    geom = HoleGeometry(make_hole(grid), "am")
    flight = geom.trace(cell_of(2, 3), N, 4, 0)
    assert flight.off_card and flight.safe == cell_of(2, 1)


def test_structures_are_out_of_bounds_except_at_rec():
    grid = ("ggBgg", "ggggg", "ggggg", "ggsgg", "ggggg", "ggggg", "ggggg", "ggTgg")
    hole = make_hole(grid)
    assert HoleGeometry(hole, "am").trace(cell_of(2, 7), N, 4, 0).ob
    assert not HoleGeometry(hole, "rec").trace(cell_of(2, 7), N, 4, 0).ob


def test_pro_flight_cannot_pass_a_clump_and_lands_on_it():
    grid = ("ggBgg", "ggggg", "ggggg", "ggggg", "ggggg", "ggkgg", "ggggg", "ggTgg")
    hole = make_hole(grid)
    pro = HoleGeometry(hole, "pro").trace(cell_of(2, 7), N, 4, 0)
    am = HoleGeometry(hole, "am").trace(cell_of(2, 7), N, 4, 0)
    assert pro.clumped and pro.landing == cell_of(2, 5)
    assert not am.clumped and am.landing == cell_of(2, 3)


def test_bushes_and_clumps_slow_the_next_throw_except_at_rec():
    grid = ("ggBgg", "ggggg", "ghggg", "ggggg", "ggkgg", "ggggg", "ggggg", "ggTgg")
    hole = make_hole(grid)
    am, rec = HoleGeometry(hole, "am"), HoleGeometry(hole, "rec")
    assert am.bushes[cell_of(1, 2)] and am.bushes[cell_of(2, 4)]
    assert not rec.bushes[cell_of(1, 2)] and not rec.bushes[cell_of(2, 4)]


def test_a_mando_passed_on_the_wrong_side_is_missed():
    hole = make_hole(mandos=(Mando((2, 4), "west"),))
    geom = HoleGeometry(hole, "am")
    wrong = geom.trace(cell_of(2, 7), N, 4, 0)          # crosses y=4 in column 2: east of x=2
    right = geom.trace(cell_of(1, 7), N, 4, 0)          # crosses in column 1: west
    assert wrong.mando_missed and not right.mando_missed
    outcome = resolve(geom, cell_of(2, 7), wrong, putter=False)
    assert (outcome.kind, outcome.cell, outcome.penalty) == (MANDO, cell_of(2, 7), 1)
    assert not HoleGeometry(hole, "rec").trace(cell_of(2, 7), N, 4, 0).mando_missed


def test_a_vertical_mando_line_checks_the_row_of_the_crossing():
    hole = make_hole(mandos=(Mando((2, 3), "north", "E"),))
    geom = HoleGeometry(hole, "am")
    assert geom.trace(cell_of(0, 5), E, 3, 0).mando_missed            # row 5 is south of y=3
    assert not geom.trace(cell_of(0, 2), E, 3, 0).mando_missed        # row 2 is north


def test_island_missed_from_the_tee_goes_to_the_drop_zone_with_a_penalty():
    island = {cell_of(c, r) for c in range(5) for r in (1, 2)}
    hole = make_hole(island=island, drop_zone=cell_of(2, 5))
    geom = HoleGeometry(hole, "am")
    short = geom.trace(cell_of(2, 7), N, 3, 0)
    outcome = resolve(geom, cell_of(2, 7), short, putter=False, island_check=True)
    assert (outcome.kind, outcome.cell, outcome.penalty) == (ISLAND, cell_of(2, 5), 1)
    good = resolve(geom, cell_of(2, 7), geom.trace(cell_of(2, 7), N, 5, 0), putter=False,
                   island_check=True)
    assert good.kind == LAND
    assert not HoleGeometry(hole, "rec").island


def test_only_a_putter_goes_in_otherwise_a_drop_in_costs_one():
    geom = HoleGeometry(make_hole(), "am")
    flight = geom.trace(cell_of(2, 3), N, 2, 0)
    assert resolve(geom, cell_of(2, 3), flight, putter=True).kind == IN
    drop = resolve(geom, cell_of(2, 3), flight, putter=False)
    assert (drop.kind, drop.penalty) == (DROP_IN, 1)
    assert resolve(geom, cell_of(2, 3), flight, putter=False, from_distance=True).kind == IN


def test_green_flag_removes_the_ob_penalty():
    geom = HoleGeometry(make_hole(), "am")
    flight = geom.trace(cell_of(2, 3), E, 4, 0)
    assert resolve(geom, cell_of(2, 3), flight, putter=False, green_flag=True).penalty == 0


def test_putter_range_is_two_grids_any_way_or_three_straight():
    basket = cell_of(2, 1)
    assert in_putter_range(cell_of(4, 3), basket)           # 2 diagonal
    assert in_putter_range(cell_of(2, 4), basket)           # 3 straight
    assert not in_putter_range(cell_of(3, 4), basket)       # 3 up, 1 across
    assert not in_putter_range(cell_of(2, 5), basket)


def test_pro_wind_adds_along_and_subtracts_against_the_throw():
    driver = card("Meridian")                               # BH 4/0, not wind immune
    assert flight_params(content(), driver, N, [], [], N, False) == (5, 0)
    assert flight_params(content(), driver, N, [], [], S, False) == (3, 0)
    # Crosswind: towards the fade side (BH thrown N fades west) adds fade, away subtracts.
    assert flight_params(content(), driver, N, [], [], W, False) == (4, -1)
    assert flight_params(content(), driver, N, [], [], E, False) == (4, 1)


def test_wind_immune_discs_ignore_the_wind():
    immune = card("Thunderhead")
    assert flight_params(content(), immune, N, [], [], N, False) == (4, -2)


def test_bushes_cost_one_distance_unless_the_disc_is_immune():
    assert flight_params(content(), card("Meridian"), N, [], [], -1, True) == (3, 0)
    assert flight_params(content(), card("Outrider"), N, [], [], -1, True) == (4, 0)


def test_a_dist_one_putter_from_the_bushes_does_not_move_without_help():
    pebble = card("Pebble")
    assert flight_params(content(), pebble, N, [], [], -1, True) == (0, 0)
    assert flight_params(content(), pebble, N, [card("Run-Up")], [], -1, True) == (1, 0)


def test_a_disc_cannot_fly_through_a_structure_it_hits_the_wall_and_is_out_of_bounds():
    # The chapel of hole 4: walls at rows 3-4 either side of a one-grid gap in column 2.
    hole = content().holes[3]
    geom = HoleGeometry(hole, "am")
    flight = geom.trace(cell_of(1, 5), N, 4, 0)           # straight at the west wall
    assert flight.struck and flight.ob and flight.landing == cell_of(1, 4)
    assert _xy(flight.path) == [(1, 5), (1, 4)]
    outcome = resolve(geom, cell_of(1, 5), flight, putter=False)
    assert (outcome.kind, outcome.cell, outcome.penalty) == (OB, cell_of(1, 5), 1)
    gap = geom.trace(cell_of(2, 7), N, 4, 0)              # through the gap: no wall hit
    assert not gap.struck and not gap.ob


def test_a_structure_stops_the_fade_too():
    hole = make_hole(grid=("ggggg", "ggBgg", "ggggg", "ggggg", "gggsg", "ggggg", "ggggg", "ggTgg"))
    flight = HoleGeometry(hole, "am").trace(cell_of(2, 7), N, 3, 2)
    assert flight.struck and flight.landing == cell_of(3, 4) and flight.safe == cell_of(2, 4)


def test_rec_flies_over_structures_as_it_ignores_them():
    flight = HoleGeometry(content().holes[3], "rec").trace(cell_of(1, 5), N, 4, 0)
    assert not flight.struck and not flight.ob and flight.landing == cell_of(1, 1)


def test_a_mando_applies_only_to_flights_going_its_way():
    # Hole 7's second mando: the line y=3, pass west of x=2, going north (away from the tee).
    hole = content().holes[6]
    geom = HoleGeometry(hole, "am")
    south = geom.trace(cell_of(3, 2), S, 2, 0)            # crosses the line the other way
    assert not south.mando_missed
    assert resolve(geom, cell_of(3, 2), south, putter=False).kind == LAND
    north = geom.trace(cell_of(3, 4), N, 2, 0)            # the same line its way, wrong side
    assert north.mando_missed


def test_a_mando_passed_once_no_longer_applies():
    hole = make_hole(mandos=(Mando((2, 4), "west"),))
    geom = HoleGeometry(hole, "am")
    right = geom.trace(cell_of(1, 6), N, 3, 0)            # crosses in column 1: west of x=2
    assert right.mandos_passed == {0}
    # Back below the line (a long walk), the wrong side is fine now that it was passed.
    wrong = geom.trace(cell_of(3, 6), N, 3, 0)
    assert resolve(geom, cell_of(3, 6), wrong, putter=False).kind == MANDO
    assert resolve(geom, cell_of(3, 6), wrong, putter=False, passed=frozenset({0})).kind == LAND


def test_a_mando_passed_then_out_of_bounds_counts_only_if_the_lie_is_beyond_it():
    hole = make_hole(grid=("ggggg", "ggBgg", "ggggg", "wwwww", "ggggg", "ggggg", "ggggg", "ggTgg"),
                     mandos=(Mando((2, 5), "west"),))
    geom = HoleGeometry(hole, "am")
    beyond = geom.trace(cell_of(1, 7), N, 4, 0)           # passes y=5, splashes at row 3
    assert beyond.ob and beyond.safe == cell_of(1, 4) and beyond.mandos_passed == {0}
    before = make_hole(grid=("ggggg", "ggBgg", "ggggg", "ggggg", "wwwww", "ggggg", "ggggg",
                             "ggTgg"), mandos=(Mando((2, 4), "west"),))
    splash = HoleGeometry(before, "am").trace(cell_of(1, 6), N, 2, 0)   # crosses y=4 into water
    assert splash.ob and splash.safe == cell_of(1, 5) and not splash.mandos_passed
