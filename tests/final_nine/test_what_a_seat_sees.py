"""What a Final Nine seat is shown of the round, and what a spectator is shown: every public
number with its own value (lies, strokes, scores, the throw in progress, the piles), its own hand
only, and the par of the hole being played at the level chosen."""

from __future__ import annotations

import json

from game.games.final_nine.actions import BattleCard, ChooseThrow, PlayLuck, PlaySkill, Throw
from game.games.final_nine.state import HOLED, OVER, PLAYING
from tests.final_nine.helpers import card, make_hole, new, on_top, rules_with, set_hand
from tests.final_nine.test_refusals import game


def battle_throw():
    """Seat 0 throws Compass east with Big Arm at PRO, seat 1 adds a Turnover, Run-Up is turned."""
    engine, state = game(2, ("Compass", "Big Arm", "Lucky Skip", "Clean Slate"), level="pro", battle=True)
    set_hand(engine, state, 1, [card("Acorn"), card("Turnover"), card("Pebble")])
    on_top(state, card("Run-Up"))
    engine.apply(state, ChooseThrow(card("Compass"), "E"))
    engine.apply(state, PlaySkill(card("Big Arm")))
    engine.apply(state, Throw())
    engine.apply(state, BattleCard(card("Turnover")))
    # a round further on: every per-seat number different, so each is seen in its own place
    state.lie, state.rough, state.strokes, state.throws = [22, 33], [True, False], [3, 1], [2, 1]
    state.status, state.island, state.redraws = [PLAYING, HOLED], [False, True], [1, 2]
    state.scores, state.pars = [[4, 2], [3, 5]], [3, 4]
    state.mandos_passed = [[0], []]
    return engine, state


def test_a_seat_sees_its_own_hand_the_table_and_the_throw_in_progress():
    engine, state = battle_throw()
    view = engine.view(state, 1)
    assert view.to_json() == {
        "seat": 1, "players": 2, "level": "pro", "battle": True, "half": False, "hole": 1,
        "hole_index": 0, "holes": tuple(range(1, 19)), "phase": "luck", "thrower": 0, "actor": 0,
        "hand": (card("Acorn"), card("Pebble")), "hand_counts": (2, 2), "lie": (22, 33),
        "rough": (True, False), "strokes": (3, 1), "throws": (2, 1), "status": (PLAYING, HOLED),
        "island": (False, True), "redraws": (1, 2), "wind": state.wind, "scores": ((4, 2), (3, 5)),
        "pars": (3, 4), "disc_stack_count": len(state.disc_stack),
        "action_stack_count": len(state.action_stack), "disc_discard": (card("Compass"),),
        "action_discard": (state.wind_card, card("Big Arm"), card("Turnover"), card("Run-Up")),
        "disc": card("Compass"), "direction": 1, "putt": False, "pre": (card("Big Arm"),), "post": (),
        "hostile": (card("Turnover"),), "nullified": (), "drawn": card("Run-Up"), "drawn_usable": True,
        "from_distance": False, "green_flag": False, "offer_disc": -1, "offer_seat": -1, "par": 3,
        "effects": (), "mandos_passed": ((0,), ())}
    assert engine.view(state, 0).hand == (card("Lucky Skip"), card("Clean Slate"))
    assert len(state.disc_stack) != len(state.action_stack)


def test_a_spectator_sees_the_table_without_any_hand_or_stack_order():
    engine, state = battle_throw()
    engine.apply(state, PlayLuck(card("Clean Slate"), card("Turnover")))
    shown = engine.public_view(state)
    assert shown == {
        "hole": 1, "hole_index": 0, "phase": "luck", "thrower": 0, "actor": 0, "level": "pro",
        "battle": True, "wind": state.wind, "hand_counts": [1, 2], "lie": [22, 33], "strokes": [3, 1],
        "status": [PLAYING, HOLED], "totals_vs_par": [-1, 1], "disc_stack": len(state.disc_stack),
        "action_stack": len(state.action_stack), "disc_discard_top": card("Compass"),
        "action_discard_top": card("Clean Slate"),
        "throw": {"disc": card("Compass"), "direction": 1, "pre": [card("Big Arm")], "post": [],
                  "hostile": [card("Turnover")], "nullified": [card("Turnover")], "drawn": card("Run-Up"),
                  "effects": [card("Clean Slate")]},
        "par": 3}
    assert json.loads(json.dumps(shown)) == shown


def test_a_spectator_is_shown_no_top_card_of_an_empty_pile():
    engine = rules_with(make_hole())
    state = new(engine, 1)
    assert state.disc_discard == [] and state.action_discard == []
    shown = engine.public_view(state)
    assert shown["disc_discard_top"] is None and shown["action_discard_top"] is None


def test_after_the_last_hole_the_view_still_names_the_last_hole_and_its_par():
    engine = rules_with(make_hole(par=4, number=9))
    state = new(engine, 1, holes=9)
    state.hole_index, state.phase = 9, OVER
    state.scores, state.pars = [[4] * 9], [4] * 9
    view = engine.view(state, 0)
    assert (view.hole, view.hole_index, view.par) == (9, 9, 4)
    shown = engine.public_view(state)
    assert (shown["hole"], shown["par"], shown["totals_vs_par"]) == (9, 4, [0])


def test_the_par_shown_is_the_par_at_the_level_played():
    hole = make_hole()
    hole = type(hole)(**{**hole.__dict__, "pars": (3, 4, 5)})
    engine = rules_with(hole)
    for level, par in (("rec", 3), ("am", 4), ("pro", 5)):
        state = new(engine, 1, level=level)
        assert engine.view(state, 0).par == par and engine.public_view(state)["par"] == par
