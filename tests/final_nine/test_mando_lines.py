"""Edge cases of a Final Nine flight a player can meet: a mando whose line runs along the tee's
own row or column, a mando crossed on the flight's very last grid, and the fade of a disc that
flies a single grid."""

from __future__ import annotations

from game.games.final_nine.holes import Mando, cell_of
from tests.final_nine.helpers import card, make_hole, new, rules_with, set_hand
from tests.final_nine.test_rules import open_game, throw


def one_throw(mandos, disc, direction="N"):
    engine = rules_with(make_hole(mandos=mandos))
    state = new(engine, 1)
    set_hand(engine, state, 0, [card(disc)])
    events = throw(engine, state, card(disc), direction)
    return state, next(e for e in events if e.kind == "land")


def test_a_mando_on_the_line_just_above_the_tee_applies_to_the_tee_shot():
    # the line between rows 6 and 7, crossed at the tee's column 2: on the wrong (east) side of x = 2
    state, land = one_throw((Mando((2, 7), "west"),), "Compass")
    assert land.data["outcome"] == "mando" and state.lie[0] == cell_of(2, 7) and state.strokes[0] == 2
    state, land = one_throw((Mando((3, 7), "west"),), "Compass")
    assert land.data["outcome"] == "land" and state.mandos_passed == [[0]]


def test_a_mando_on_the_tees_own_column_line_binds_a_throw_across_it_away_from_the_tee():
    # the line x = 2 between columns 1 and 2; the tee is in column 2, so the mando is passed going west
    state, land = one_throw((Mando((2, 5), "north"),), "Pebble", "W")
    assert land.data["outcome"] == "mando" and state.lie[0] == cell_of(2, 7)
    state, land = one_throw((Mando((2, 5), "south"),), "Pebble", "W")
    assert land.data["outcome"] == "land" and state.lie[0] == cell_of(1, 7) and state.mandos_passed == [[0]]


def test_a_mando_crossed_on_the_last_grid_of_the_flight_is_passed():
    state, land = one_throw((Mando((3, 5), "west"),), "Compass")   # lands on row 4, just past the line
    assert land.data["outcome"] == "land" and state.lie[0] == cell_of(2, 4)
    assert state.mandos_passed == [[0]]


def test_a_disc_that_flies_one_grid_still_fades():
    engine, state = open_game()
    set_hand(engine, state, 0, [card("Minnow"), card("Cricket")])   # BH and FH, 1 and 1
    state.lie[0], state.throws[0] = cell_of(2, 5), 1
    throw(engine, state, card("Minnow"))
    assert state.lie[0] == cell_of(1, 4)
    throw(engine, state, card("Cricket"))
    assert state.lie[0] == cell_of(2, 3)
