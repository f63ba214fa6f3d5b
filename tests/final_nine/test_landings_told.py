"""Where a Final Nine disc ends up and what it costs, as the table is told it: every kind of
landing in its own words with its penalty, a pickup, a fumbled card, the hole's scores and the
round's end."""

from __future__ import annotations

from game.core.engine import Event
from game.games.final_nine.actions import ChooseThrow, PassThrow, PlayLuck, Refill, SwapDisc, Throw
from game.games.final_nine.flow import PICKUP_OVER_PAR
from game.games.final_nine.holes import Mando, cell_of
from game.games.final_nine.state import HOLED, OVER, PICKED_UP
from tests.final_nine.helpers import at, card, make_hole, new, on_top, rules_with, set_hand
from tests.final_nine.test_rules import open_game, throw

WATER = ("ggggg", "ggBgg", "ggggg", "wwwww", "ggggg", "ggggg", "ggggg", "ggTgg")
WALL = ("ggggg", "ggBgg", "ggggg", "ggsgg", "ggggg", "ggggg", "ggggg", "ggTgg")
ISLAND = frozenset({cell_of(c, 1) for c in range(5)} | {cell_of(c, 2) for c in range(5)})


def landing(events):
    (land,) = [e for e in events if e.kind == "land"]
    return land


def one_throw(hole, disc="Meridian", **options):
    engine = rules_with(hole)
    state = new(engine, 1, **options)
    set_hand(engine, state, 0, [card(disc)])
    return engine, state, landing(throw(engine, state, card(disc)))


def test_out_of_bounds_in_water_is_told_with_its_penalty_and_the_grid_played_from():
    _engine, state, land = one_throw(make_hole(WATER))
    assert land == Event("land", 0, (), None, None, "Seat 0 is out of bounds, +1.",
                         {"outcome": "ob", "cell": cell_of(2, 4), "penalty": 1, "strokes": 2,
                          "path": [37, 32, 27, 22, 17], "landing": 17, "direction": "N",
                          "disc": card("Meridian"), "distance": 4, "lateral": 0, "struck": False})
    assert state.lie[0] == cell_of(2, 4) and not state.rough[0]


def test_green_flag_out_of_bounds_is_told_as_free():
    engine = rules_with(make_hole(WATER))
    state = new(engine, 1)
    set_hand(engine, state, 0, [card("Meridian"), card("Green Flag")])
    on_top(state, card("Low Ceiling"))
    engine.apply(state, ChooseThrow(card("Meridian"), "N"))
    engine.apply(state, Throw())
    engine.apply(state, PlayLuck(card("Green Flag")))
    assert state.effects == [card("Green Flag")]
    land = landing(engine.apply(state, Refill(0))[1])
    assert land.text == "Seat 0 is out of bounds, no penalty."
    assert (land.data["penalty"], land.data["strokes"], state.strokes[0]) == (0, 1, 1)


def test_a_building_hit_is_told_as_out_of_bounds():
    _engine, state, land = one_throw(make_hole(WALL))
    assert land.text == "Seat 0 hits the building: out of bounds, +1."
    assert (land.data["outcome"], land.data["struck"], land.data["penalty"]) == ("ob", True, 1)
    assert land.data["path"] == [37, 32, 27, 22, 17] and state.lie[0] == cell_of(2, 4)


def test_a_missed_island_is_told_and_the_disc_goes_to_the_drop_zone():
    _engine, state, land = one_throw(make_hole(island=ISLAND, drop_zone=cell_of(2, 5)), disc="Compass")
    assert land.text == "Seat 0 misses the island: drop zone, +1."
    assert (land.data["outcome"], land.data["cell"], land.data["penalty"], land.data["strokes"]) == \
        ("island", cell_of(2, 5), 1, 2)
    assert state.lie[0] == cell_of(2, 5) and state.island[0] is False


def test_a_missed_mando_is_told_and_thrown_again_from_the_same_grid():
    _engine, state, land = one_throw(make_hole(mandos=(Mando((2, 4), "west"),)))
    assert land.text == "Seat 0 misses the mando: re-throw from the same grid, +1."
    assert (land.data["outcome"], land.data["cell"], land.data["penalty"]) == ("mando", 37, 1)
    assert state.lie[0] == 37 and state.mandos_passed[0] == []


def test_a_mando_passed_is_kept_for_the_seat_and_shown_in_the_view():
    engine, state, land = one_throw(make_hole(mandos=(Mando((2, 4), "east"),)))
    assert land.data["outcome"] == "land"
    assert state.mandos_passed == [[0]]
    assert engine.view(state, 0).mandos_passed == ((0,),)


def test_a_drop_in_and_a_putt_in_are_told_and_the_hole_is_scored():
    engine, state = open_game(players=2)
    set_hand(engine, state, 0, [card("Compass")])
    set_hand(engine, state, 1, [card("Meridian"), card("Acorn")])
    state.strokes[0] = 3
    at(state, 0, 2, 4)
    land = landing(throw(engine, state, card("Compass")))
    assert land.text == "Seat 0 lands under the basket: a drop-in, +1."
    assert (land.data["outcome"], land.data["cell"], land.data["penalty"], land.data["strokes"]) == \
        ("drop_in", 7, 1, 5)
    assert state.status[0] == HOLED
    throw(engine, state, card("Meridian"))
    events = throw(engine, state, card("Acorn"))
    assert landing(events).text == "Seat 1 is IN the basket!"
    assert landing(events).data["outcome"] == "in" and landing(events).data["penalty"] == 0
    (score,) = [e for e in events if e.kind == "score"]
    assert score == Event("score", None, (), None, None, "Hole 1 done: seat 0 +2, seat 1 -1",
                          {"hole": 1, "strokes": [5, 2], "par": 3, "vs_par": [2, -1], "totals": [2, -1]})
    assert state.scores == [[5], [2]] and state.pars == [3]
    hole = next(e for e in events if e.kind == "hole")
    assert hole.text == f"Hole 2: {engine.hole(2).name}, par {engine.hole(2).par_for('am')}."
    assert hole.data["index"] == 1 and state.hole_index == 1


def test_a_pickup_is_told_and_scores_exactly_the_cap():
    engine, state = open_game()
    set_hand(engine, state, 0, [card("Pebble")])
    state.strokes[0] = 3 + PICKUP_OVER_PAR - 1
    at(state, 0, 2, 6)
    events = throw(engine, state, card("Pebble"))
    pickup = [e for e in events if e.kind == "pickup"]
    assert pickup == [Event("pickup", 0, (), None, None, "Seat 0 picks up at 10.")]
    assert state.scores[0] == [10]


def test_a_seat_one_short_of_the_cap_plays_on():
    engine, state = open_game(players=2)
    set_hand(engine, state, 0, [card("Pebble")])
    state.strokes[0] = 3 + PICKUP_OVER_PAR - 2
    at(state, 0, 2, 6)
    events = throw(engine, state, card("Pebble"))
    assert not [e for e in events if e.kind == "pickup"] and state.status[0] != PICKED_UP


def test_passing_up_to_the_cap_picks_the_seat_up():
    engine, state = open_game(players=2)
    set_hand(engine, state, 1, [card("Acorn")])
    state.disc_stack.clear()
    state.disc_discard.clear()
    state.strokes[0] = 3 + PICKUP_OVER_PAR - 1
    state.throws[0] = 1
    engine.apply(state, PassThrow())
    assert state.status[0] == PICKED_UP and state.strokes[0] == 10 and state.throws[0] == 2
    assert engine.current_player(state) == 1


def test_passing_below_the_cap_keeps_the_seat_playing():
    engine, state = open_game(players=2)
    set_hand(engine, state, 1, [card("Acorn")])
    state.disc_stack.clear()
    state.disc_discard.clear()
    state.strokes[0] = 3 + PICKUP_OVER_PAR - 2
    state.throws[0] = 1
    engine.apply(state, PassThrow())
    assert state.status[0] != PICKED_UP and state.strokes[0] == 9


def test_a_fumble_turned_drops_a_card_from_the_hand_on_its_pile():
    engine, state = open_game()
    set_hand(engine, state, 0, [card("Meridian"), card("Compass")])
    on_top(state, card("Fumble"))
    engine.apply(state, ChooseThrow(card("Meridian"), "N"))
    engine.apply(state, Throw())
    _, events = engine.apply(state, Refill(0))
    assert events[0] == Event("discard", 0, (card("Compass"),), "hand:0", "discard:discs",
                              "Seat 0 fumbles a card from the hand.")
    assert state.disc_discard[-1] == card("Compass")


def test_the_last_hole_ends_the_round_and_tells_the_totals():
    engine = rules_with(make_hole(number=9))
    state = new(engine, 2, holes=9)
    state.hole_index = 8
    assert engine.hole(state.holes[8]).name == "Test"
    state.scores = [[3] * 8, [4] * 8]
    state.pars = [3] * 8
    for seat, disc in ((0, "Acorn"), (1, "Button")):
        set_hand(engine, state, seat, [card(disc)])
        at(state, seat, 2, 3)
        state.strokes[seat] = 1
    throw(engine, state, card("Acorn"))
    events = throw(engine, state, card("Button"))
    assert [e.kind for e in events][-2:] == ["score", "game_end"]
    assert events[-2].text == "Hole 9 done: seat 0 -1, seat 1 -1"
    assert events[-2].data["totals"] == [-1, 7]
    assert events[-1] == Event("game_end", None, (), None, None, "Round over: seat 0 -1, seat 1 +7",
                               {"vs_par": [-1, 7]})
    assert state.phase == OVER and engine.is_over(state) and engine.current_player(state) is None
    assert engine.results(state) == [1.0, 0.0]
    assert engine.totals_vs_par(state) == [-1, 7]


def test_throws_and_strokes_are_counted_apart_on_a_hole():
    engine = rules_with(make_hole(WATER))
    state = new(engine, 1)
    set_hand(engine, state, 0, [card("Meridian"), card("Pebble")])
    throw(engine, state, card("Meridian"))               # into the water: a throw and a penalty
    assert (state.throws[0], state.strokes[0]) == (1, 2)
    throw(engine, state, card("Pebble"), "S")             # one grid back, on grass
    assert (state.throws[0], state.strokes[0]) == (2, 3)
    view = engine.view(state, 0)
    assert (view.throws, view.strokes) == ((2,), (3,))


def test_a_new_disc_later_on_a_hole_adds_one_to_the_strokes_already_taken():
    engine, state = open_game()
    set_hand(engine, state, 0, [card("Compass"), card("Lantern")])
    state.strokes[0], state.throws[0] = 2, 2
    engine.apply(state, SwapDisc(card("Lantern")))
    assert state.strokes[0] == 3 and state.throws[0] == 2


def test_a_fumbled_action_card_goes_on_the_action_pile():
    engine, state = open_game()
    set_hand(engine, state, 0, [card("Meridian"), card("Big Arm")])
    on_top(state, card("Fumble"))
    engine.apply(state, ChooseThrow(card("Meridian"), "N"))
    engine.apply(state, Throw())
    _, events = engine.apply(state, Refill(0))
    assert events[0] == Event("discard", 0, (card("Big Arm"),), "hand:0", "discard:actions",
                              "Seat 0 fumbles a card from the hand.")
    assert state.action_discard[-2:] == [card("Fumble"), card("Big Arm")]


def test_green_flag_on_a_throw_into_a_building_is_told_as_free():
    engine = rules_with(make_hole(WALL))
    state = new(engine, 1)
    set_hand(engine, state, 0, [card("Meridian"), card("Green Flag")])
    on_top(state, card("Low Ceiling"))
    engine.apply(state, ChooseThrow(card("Meridian"), "N"))
    engine.apply(state, Throw())
    engine.apply(state, PlayLuck(card("Green Flag")))
    land = landing(engine.apply(state, Refill(0))[1])
    assert land.text == "Seat 0 hits the building: out of bounds, no penalty."
    assert (land.data["penalty"], state.strokes[0], state.lie[0]) == (0, 1, cell_of(2, 4))
