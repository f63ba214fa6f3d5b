"""The Luck step of a Final Nine throw: which cards may still be applied after the throw, and
the refusals a player meets there, as whole sentences."""

from __future__ import annotations

import dataclasses

from game.games.final_nine.actions import ApplyDrawn, ChooseThrow, NoBattleCard, PlayLuck, Refill, Throw
from game.games.final_nine.engine import FinalNineRules
from game.games.final_nine.flow import current_flight
from tests.final_nine.helpers import card, content, make_hole, new, on_top, set_hand, take
from tests.final_nine.test_refusals import game, refused, thrown


def test_at_rec_a_wind_card_played_as_luck_is_refused_and_not_offered():
    engine, state = thrown(("Friendly Gust",), level="rec", throw=True)
    refused(engine, state, PlayLuck(card("Friendly Gust")), "REC ignores the wind, so Friendly Gust does nothing")
    assert PlayLuck(card("Friendly Gust")) not in engine.legal_actions(state)
    engine, state = thrown(("Friendly Gust",), level="am", throw=True)
    assert PlayLuck(card("Friendly Gust")) in engine.legal_actions(state)


def test_a_steady_putt_turned_on_a_putt_may_be_applied_and_carries_the_putt_further():
    engine, state = game(1, ("Pebble",))
    state.lie[state.thrower] = make_hole().basket + 5 * 2       # two grids south of the basket
    state.throws[state.thrower] = state.strokes[state.thrower] = 1
    on_top(state, card("Steady Putt"))
    engine.apply(state, ChooseThrow(card("Pebble"), "N"))
    engine.apply(state, Throw())
    assert state.putt and state.drawn_usable
    assert ApplyDrawn() in engine.legal_actions(state)
    assert current_flight(engine, state)[1].landing == make_hole().basket + 5
    engine.apply(state, ApplyDrawn())
    assert current_flight(engine, state)[1].landing == make_hole().basket
    _, events = engine.apply(state, Refill(0))
    assert next(e for e in events if e.kind == "land").text == "Seat 0 is IN the basket!"
    assert state.scores[0] == [2]


def test_a_luck_card_aimed_at_a_card_is_refused_whatever_the_card():
    engine, state = thrown(("Lucky Skip",), throw=True)
    for target in (0, 1, card("Shank")):
        refused(engine, state, PlayLuck(card("Lucky Skip"), target), "Lucky Skip does not cancel a card")


def test_from_distance_is_applied_once_per_throw():
    engine, state = game(1, ("Compass", "From Distance"))
    first, second = card("From Distance"), card("From Distance", 1)
    take(state, second)
    state.hands[state.thrower].append(second)
    state.lie[state.thrower] = make_hole().basket + 5 * 3      # a Compass flies 3: onto the basket
    state.throws[state.thrower] = 1
    on_top(state, card("Hyzer Line"))
    engine.apply(state, ChooseThrow(card("Compass"), "N"))
    engine.apply(state, Throw())
    engine.apply(state, PlayLuck(first))
    refused(engine, state, PlayLuck(second), "From Distance is already applied")
    assert PlayLuck(second) not in engine.legal_actions(state)


def test_in_a_pack_with_two_green_flags_the_second_on_one_throw_is_refused():
    real = content()
    flag = real.cards[card("Green Flag")]
    spare = dataclasses.replace(flag, id=card("Roll Back"))         # a house pack: Roll Back reprinted
    cards = tuple(spare if c.id == spare.id else c for c in real.cards)
    water = ("ggggg", "ggBgg", "ggggg", "wwwww", "ggggg", "ggggg", "ggggg", "ggTgg")
    holes = tuple(make_hole(water) if h.number == 1 else h for h in real.holes)
    engine = FinalNineRules(dataclasses.replace(real, cards=cards, holes=holes))
    state = new(engine, 1)
    set_hand(engine, state, 0, [card("Meridian"), flag.id, spare.id])
    on_top(state, card("Hyzer Line"))
    engine.apply(state, ChooseThrow(card("Meridian"), "N"))         # into the water
    engine.apply(state, Throw())
    engine.apply(state, PlayLuck(flag.id))
    refused(engine, state, PlayLuck(spare.id), "Green Flag is already applied")
    assert PlayLuck(spare.id) not in engine.legal_actions(state)


def test_in_battle_a_turned_immunity_skill_that_would_do_nothing_is_refused():
    for disc, why in (("Thunderhead", "this throw is already immune, so Low Ceiling would do nothing"),
                      ("Compass", None)):
        engine, state = game(2, (disc,), battle=True)
        on_top(state, card("Low Ceiling"))
        engine.apply(state, ChooseThrow(card(disc), "N"))
        engine.apply(state, Throw())
        engine.apply(state, NoBattleCard())
        assert state.drawn_usable                       # Battle: any Skill or Luck turned may be used
        if why:
            refused(engine, state, ApplyDrawn(), why)
            assert ApplyDrawn() not in engine.legal_actions(state)
        else:
            assert ApplyDrawn() in engine.legal_actions(state)
    engine, state = game(2, ("Outrider",), battle=True)     # immune to bushes
    on_top(state, card("Thread the Gap"))
    engine.apply(state, ChooseThrow(card("Outrider"), "N"))
    engine.apply(state, Throw())
    engine.apply(state, NoBattleCard())
    refused(engine, state, ApplyDrawn(), "this throw is already immune, so Thread the Gap would do nothing")


def test_a_throw_immune_to_bushes_still_takes_any_other_luck():
    engine, state = thrown(("Lucky Skip", "Kick Back"), disc="Outrider", throw=True)
    offered = engine.legal_actions(state)
    assert PlayLuck(card("Lucky Skip")) in offered and PlayLuck(card("Kick Back")) in offered
    engine.apply(state, PlayLuck(card("Lucky Skip")))
    assert current_flight(engine, state)[2] == 5
