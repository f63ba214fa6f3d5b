"""Distances on a Final Nine hole wherever the basket is: putting range three grids straight on
every side of it, who is farther (a lie beyond the basket counts like one short of it), and
mandos on holes whose tee is above or to the left of the mando's line."""

from __future__ import annotations

from game.games.final_nine.flow import next_turn
from game.games.final_nine.geometry import in_putter_range
from game.games.final_nine.holes import Mando, cell_of
from tests.final_nine.helpers import card, make_hole, new, rules_with, set_hand
from tests.final_nine.test_rules import open_game, throw


def test_putting_range_is_three_grids_straight_on_every_side_of_the_basket():
    for basket in (cell_of(2, 4), cell_of(4, 4), cell_of(1, 4)):
        row, col = divmod(basket, 5)
        assert in_putter_range(cell_of(col, row - 3), basket) and in_putter_range(cell_of(col, row + 3), basket)
        assert not in_putter_range(cell_of(col, row - 4), basket)
        assert in_putter_range(cell_of(col, row - 2), basket) and in_putter_range(cell_of(col, row + 2), basket)
    assert in_putter_range(cell_of(4, 2), cell_of(2, 4)) and not in_putter_range(cell_of(4, 1), cell_of(2, 4))


def test_a_lie_beyond_the_basket_is_as_far_as_one_short_of_it():
    engine, state = open_game(players=2)                  # the basket is on row 1
    state.lie, state.throws = [cell_of(0, 0), cell_of(2, 3)], [1, 1]
    next_turn(engine, state, [])
    assert engine.current_player(state) == 0              # 1 up and 2 across (5) beats 2 down (4)
    state.lie = [cell_of(2, 3), cell_of(4, 1)]            # 2 down against 2 across: a tie
    next_turn(engine, state, [])
    assert engine.current_player(state) == 0
    state.tee_order = [1, 0]
    next_turn(engine, state, [])
    assert engine.current_player(state) == 1


def test_a_mando_below_a_tee_at_the_top_binds_flights_going_down():
    grid = ("ggTgg", "ggggg", "ggggg", "ggggg", "ggggg", "ggggg", "ggBgg", "ggggg")
    for side, outcome in (("west", "mando"), ("east", "land")):
        engine = rules_with(make_hole(grid, mandos=(Mando((2, 3), side),)))
        state = new(engine, 1)
        set_hand(engine, state, 0, [card("Meridian")])
        events = throw(engine, state, card("Meridian"), "S")    # down the card across the line y = 3
        assert next(e for e in events if e.kind == "land").data["outcome"] == outcome, side


def test_a_mando_right_of_a_tee_on_the_left_binds_flights_going_right():
    grid = ("ggggg", "ggggg", "ggggg", "Tgggg", "ggggg", "ggggg", "ggggB", "ggggg")
    for side, outcome in (("north", "land"), ("south", "mando")):
        engine = rules_with(make_hole(grid, mandos=(Mando((2, 5), side),)))
        state = new(engine, 1)
        set_hand(engine, state, 0, [card("Compass")])
        events = throw(engine, state, card("Compass"), "E")     # across the line x = 2, in row 3
        assert next(e for e in events if e.kind == "land").data["outcome"] == outcome, side


def test_a_mando_line_crossed_level_with_its_corner_is_on_the_corners_south_side():
    grid = ("ggggg", "ggggg", "ggggg", "Tgggg", "ggggg", "ggggg", "ggggB", "ggggg")
    for side, outcome in (("north", "mando"), ("south", "land")):
        engine = rules_with(make_hole(grid, mandos=(Mando((2, 3), side),)))
        state = new(engine, 1)
        set_hand(engine, state, 0, [card("Compass")])
        events = throw(engine, state, card("Compass"), "E")     # across x = 2 in row 3, below the corner
        assert next(e for e in events if e.kind == "land").data["outcome"] == outcome, side


def test_a_putter_tee_shot_short_of_the_island_misses_it():
    island = frozenset({cell_of(c, 1) for c in range(5)} | {cell_of(c, 2) for c in range(5)})
    engine = rules_with(make_hole(island=island, drop_zone=cell_of(2, 6)))
    state = new(engine, 1)
    set_hand(engine, state, 0, [card("Acorn")])
    events = throw(engine, state, card("Acorn"))                 # two up from the tee: far short
    land = next(e for e in events if e.kind == "land")
    assert (land.data["outcome"], state.lie[0], state.strokes[0]) == ("island", cell_of(2, 6), 2)


def test_a_mando_crossed_on_the_way_into_water_is_not_passed():
    grid = ("ggggg", "ggBgg", "ggggg", "ggggg", "wwwww", "ggggg", "ggggg", "ggTgg")
    engine = rules_with(make_hole(grid, mandos=(Mando((3, 5), "west"),)))
    state = new(engine, 1)
    set_hand(engine, state, 0, [card("Compass")])
    events = throw(engine, state, card("Compass"))     # 3 up: over the mando line, into the water
    land = next(e for e in events if e.kind == "land")
    assert (land.data["outcome"], state.lie[0]) == ("ob", cell_of(2, 5))
    assert state.mandos_passed == [[]]                  # the next throw from short of the line must pass it
