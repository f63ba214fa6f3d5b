"""Whose throw is next in Final Nine: everyone tees off in tee order, then the seat farthest from
the basket in a straight line throws, a tie going to the seat earlier in the tee order; the best
score on a hole tees off first on the next, ties keeping the order they had."""

from __future__ import annotations

from game.games.final_nine.flow import end_hole, next_turn
from game.games.final_nine.holes import cell_of
from game.games.final_nine.state import HOLED
from tests.final_nine.helpers import card, set_hand
from tests.final_nine.test_rules import open_game

BASKET = cell_of(2, 1)


def placed(players, lies, tee_order=None):
    """Every seat has teed off and lies where ``lies`` says (column, row)."""
    engine, state = open_game(players=players)
    for seat, (col, row) in enumerate(lies):
        state.lie[seat] = cell_of(col, row)
        state.throws[seat] = 1
        state.strokes[seat] = 1
        set_hand(engine, state, seat, [card(("Acorn", "Pebble", "Button")[seat])])
    if tee_order:
        state.tee_order = list(tee_order)
    return engine, state


def test_the_seat_farthest_in_a_straight_line_throws_first():
    # seat 0: three grids straight (9 squared); seat 1: two down and two across (8)
    engine, state = placed(2, [(2, 4), (4, 3)])
    next_turn(engine, state, [])
    assert engine.current_player(state) == 0
    engine, state = placed(2, [(2, 3), (4, 3)])     # 4 against 8: now seat 1 is farther
    next_turn(engine, state, [])
    assert engine.current_player(state) == 1


def test_a_tie_in_distance_goes_to_the_seat_earlier_in_the_tee_order():
    engine, state = placed(3, [(0, 3), (4, 3), (2, 2)], tee_order=(1, 2, 0))
    next_turn(engine, state, [])
    assert engine.current_player(state) == 1
    engine, state = placed(3, [(0, 3), (4, 3), (2, 2)], tee_order=(2, 0, 1))
    next_turn(engine, state, [])
    assert engine.current_player(state) == 0


def test_tee_shots_go_in_the_tee_order_before_anyone_throws_again():
    engine, state = open_game(players=3)
    state.tee_order = [2, 0, 1]
    state.throws = [0, 0, 1]
    state.lie[2] = cell_of(0, 7)
    next_turn(engine, state, [])
    assert engine.current_player(state) == 0


def test_a_seat_in_the_basket_throws_no_more():
    engine, state = placed(2, [(0, 7), (2, 3)])
    state.status[0] = HOLED
    next_turn(engine, state, [])
    assert engine.current_player(state) == 1


def test_honours_on_the_next_tee_keep_the_old_order_between_equal_scores():
    engine, state = open_game(players=3)
    state.tee_order = [2, 1, 0]
    state.strokes = [3, 2, 3]
    events = []
    end_hole(engine, state, events)
    assert state.tee_order == [1, 2, 0]
    assert engine.current_player(state) == 1 and state.hole_index == 1
    assert events[-1].text == "Seat 1 to throw."
