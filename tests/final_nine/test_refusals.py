"""Every refusal a Final Nine player can meet, step by step of a throw, as the whole sentence the
table shows; each refused move also leaves the round exactly as it was."""

from __future__ import annotations

import json

import pytest

from game.core.engine import IllegalAction
from game.games.final_nine.actions import (
    AcceptTrade,
    ApplyDrawn,
    BattleCard,
    ChooseThrow,
    DeclineTrade,
    NoBattleCard,
    OfferTrade,
    PassThrow,
    PlayLuck,
    PlaySkill,
    Redraw,
    Refill,
    SwapDisc,
    Throw,
)
from game.games.final_nine.flow import refill_range
from tests.final_nine.helpers import card, make_hole, new, on_top, rules_with, set_hand
from tests.final_nine.helpers import content as make_content

PLAIN = "Hyzer Line"      # a blue card with no instant effect: turning it changes nothing


def refused(engine, state, action, why):
    """``action`` is refused with exactly ``why``, by why_illegal and by apply, leaving no trace."""
    assert engine.why_illegal(state, action) == why
    before = json.dumps(engine.state_to_json(state))
    with pytest.raises(IllegalAction) as refusal:
        engine.apply(state, action)
    assert str(refusal.value) == why
    assert json.dumps(engine.state_to_json(state)) == before


def game(players=2, hand=("Compass", "Lantern", "Big Arm"), level="am", **options):
    """A round on an open test hole; the thrower holds ``hand``, everyone else an Acorn."""
    engine = rules_with(make_hole())
    state = new(engine, players, level=level, **options)
    for seat in range(players):
        names = hand if seat == state.thrower else ("Acorn",)
        set_hand(engine, state, seat, [card(name) for name in names])
    return engine, state


def thrown(hand=(), disc="Compass", level="am", turned=PLAIN, players=1, throw=False, **options):
    """The thrower has chosen ``disc`` (to the north) and holds ``hand`` besides."""
    engine, state = game(players, (disc, *hand), level, **options)
    on_top(state, card(turned))
    engine.apply(state, ChooseThrow(card(disc), "N"))
    if throw:
        engine.apply(state, Throw())
    return engine, state


def test_refusals_while_choosing_a_disc():
    engine, state = game()
    other = 1 - state.thrower
    refused(engine, state, Redraw(card("Pebble"), True), "you do not hold that card")
    refused(engine, state, OfferTrade(card("Compass"), state.thrower),
            "offer the trade to another player at the table")
    refused(engine, state, OfferTrade(card("Compass"), 5), "offer the trade to another player at the table")
    refused(engine, state, OfferTrade(card("Big Arm"), other), "you can only trade a disc you hold")
    refused(engine, state, SwapDisc(card("Big Arm")),
            "give up a disc you hold (any card only when you hold no disc) for a new disc")
    refused(engine, state, PassThrow(), "you can still throw a disc")
    refused(engine, state, ChooseThrow(card("Compass"), "X"), "throw N, E, S or W")
    refused(engine, state, ChooseThrow(card("Big Arm"), "N"),
            "that is an action card, not a disc: choose a disc to throw")
    refused(engine, state, ChooseThrow(card("Pebble"), "N"), "you do not hold that disc")
    refused(engine, state, "x", "'x' is not a Final Nine action")


@pytest.mark.parametrize(("action", "doing"), [
    (Throw(), "throw"), (PlaySkill(card("Big Arm")), "play a Skill"),
    (AcceptTrade(card("Compass")), "answer a trade"), (DeclineTrade(), "decline a trade"),
    (BattleCard(card("Shank")), "add a Battle card"), (NoBattleCard(), "pass on a Battle card"),
    (ApplyDrawn(), "apply the turned card"), (PlayLuck(card("Lucky Skip")), "play a Luck card"),
    (Refill(0), "land and refill")])
def test_each_step_of_a_throw_refuses_the_moves_of_another_step(action, doing):
    engine, state = game()
    refused(engine, state, action, f"you cannot {doing} now (it is the select step)")


def test_moves_of_the_choosing_step_are_refused_once_the_disc_is_chosen():
    engine, state = thrown(("Lantern",), players=2)
    for action, doing in [(Redraw(card("Lantern"), True), "redraw"),
                          (OfferTrade(card("Lantern"), 1), "offer a trade"),
                          (SwapDisc(card("Lantern")), "swap a disc"), (PassThrow(), "pass"),
                          (ChooseThrow(card("Lantern"), "N"), "choose a disc")]:
        refused(engine, state, action, f"you cannot {doing} now (it is the skill step)")


def test_a_trade_is_offered_once_per_throw_and_answered_only_with_a_disc_held():
    engine, state = game()
    other = 1 - state.thrower
    engine.apply(state, OfferTrade(card("Compass"), other))
    assert state.actor == other
    refused(engine, state, AcceptTrade(card("Lantern")), "you can only give back a disc you hold")
    refused(engine, state, ChooseThrow(card("Compass"), "N"),
            "you cannot choose a disc now (it is the trade step)")
    engine.apply(state, DeclineTrade())
    refused(engine, state, OfferTrade(card("Compass"), other), "you may offer one trade per throw")


def test_a_disc_is_swapped_once_per_throw():
    engine, state = game()
    engine.apply(state, SwapDisc(card("Lantern")))
    refused(engine, state, SwapDisc(card("Compass")), "you may swap for a new disc once per throw")


def test_with_no_disc_any_card_may_be_swapped_so_passing_is_refused():
    engine, state = game(hand=("Big Arm", "Lucky Skip"))
    assert engine.why_illegal(state, SwapDisc(card("Big Arm"))) is None
    refused(engine, state, PassThrow(), "you can still throw a disc")


def test_at_most_two_cards_are_redrawn_and_only_from_a_pile_with_cards():
    engine, state = game(hand=("Compass", "Big Arm"))
    engine.apply(state, Redraw(card("Big Arm"), False))
    engine.apply(state, Redraw(state.hands[state.thrower][-1], False))
    refused(engine, state, Redraw(state.hands[state.thrower][0], False),
            "you may only swap up to 2 cards at the start of a hole, before your first throw")
    engine, state = game(hand=("Compass", "Big Arm"))
    state.action_stack.clear()
    state.action_discard.clear()
    refused(engine, state, Redraw(card("Compass"), False), "that stack and its discard pile are empty")
    assert engine.why_illegal(state, Redraw(card("Big Arm"), False)) is None   # it refills the pile


def test_refusals_of_a_skill():
    engine, state = thrown(("Lucky Skip", "Steady Putt", "Tailwind Read"))
    refused(engine, state, PlaySkill(card("Run-Up")), "you do not hold that card")
    refused(engine, state, PlaySkill(card("Lucky Skip")), "Lucky Skip is not a Skill")
    refused(engine, state, PlaySkill(card("Compass")), "you do not hold that card")
    refused(engine, state, PlaySkill(card("Steady Putt")), "Steady Putt can only apply to a putt")
    assert engine.why_illegal(state, PlaySkill(card("Tailwind Read"))) is None
    engine, state = _putt_with(("Big Arm",))
    refused(engine, state, PlaySkill(card("Big Arm")), "Big Arm cannot apply to a putt")


def _putt_with(hand):
    engine, state = game(1, ("Acorn", *hand))
    state.lie[state.thrower] = make_hole().basket + 5 * 2       # two grids south of the basket
    state.throws[state.thrower] = 1
    on_top(state, card(PLAIN))
    engine.apply(state, ChooseThrow(card("Acorn"), "N"))
    assert state.putt
    return engine, state


def test_a_skill_that_would_do_nothing_is_refused():
    engine, state = thrown(("Tailwind Read", "Low Ceiling", "Thread the Gap"), disc="Thunderhead")
    refused(engine, state, PlaySkill(card("Tailwind Read")),
            "this throw ignores the wind, so Tailwind Read would do nothing")
    refused(engine, state, PlaySkill(card("Low Ceiling")),
            "this throw is already immune, so Low Ceiling would do nothing")
    engine, state = thrown(("Thread the Gap",), disc="Outrider")
    refused(engine, state, PlaySkill(card("Thread the Gap")),
            "this throw is already immune, so Thread the Gap would do nothing")
    engine, state = thrown(("Tailwind Read",), level="rec")
    refused(engine, state, PlaySkill(card("Tailwind Read")),
            "REC ignores the wind, so Tailwind Read does nothing")


def test_refusals_of_a_luck_card():
    engine, state = thrown(("Clean Slate", "Big Arm", "Lucky Skip", "From Distance", "Green Flag",
                            "Steady Putt"), throw=True)
    refused(engine, state, PlayLuck(card("Clean Slate")),
            "there is no Deviation or Call on this throw to cancel")
    refused(engine, state, PlayLuck(card("Big Arm")), "Big Arm is not a Luck card")
    refused(engine, state, PlayLuck(card("Steady Putt")), "Steady Putt is not a Luck card")
    refused(engine, state, PlayLuck(card("Run-Up")), "you do not hold that card")
    refused(engine, state, PlayLuck(card("Lucky Skip"), 3), "Lucky Skip does not cancel a card")
    refused(engine, state, PlayLuck(card("From Distance")), "From Distance needs the disc on the basket grid")
    refused(engine, state, PlayLuck(card("Green Flag")), "Green Flag needs the disc out of bounds")
    refused(engine, state, ApplyDrawn(), "the turned card cannot be applied on this throw")
    lo, hi = refill_range(state, state.thrower)
    assert engine.why_illegal(state, Refill(hi)) is None and engine.why_illegal(state, Refill(lo)) is None
    refused(engine, state, Refill(hi + 1), f"take between {lo} and {hi} discs when refilling")
    refused(engine, state, Refill(lo - 1), f"take between {lo} and {hi} discs when refilling")


def test_clean_slate_must_name_a_deviation_or_call_of_this_throw():
    engine, state = thrown(("Clean Slate", "Lucky Skip"), turned="Shank", throw=True)
    assert state.active_hostile() == [card("Shank")]
    refused(engine, state, PlayLuck(card("Clean Slate"), card("Lucky Skip")),
            "choose a Deviation or Call of this throw to cancel")
    assert engine.why_illegal(state, PlayLuck(card("Clean Slate"), card("Shank"))) is None


def test_a_putter_needs_no_from_distance_and_a_wind_card_does_nothing_to_an_immune_throw():
    engine, state = thrown(("From Distance",), disc="Acorn", throw=True)
    refused(engine, state, PlayLuck(card("From Distance")), "a putter needs no From Distance to go in")
    engine, state = thrown(("Friendly Gust", "Low Ceiling"))
    engine.apply(state, PlaySkill(card("Low Ceiling")))
    engine.apply(state, Throw())
    refused(engine, state, PlayLuck(card("Friendly Gust")),
            "this throw ignores the wind, so Friendly Gust would do nothing")


def test_refusals_of_a_battle_card():
    for disc, gust in (("Compass", None),
                       ("Thunderhead", "this throw ignores the wind, so Headwind Gust would do nothing")):
        engine, state = game(2, (disc,), battle=True)
        rival = 1 - state.thrower
        set_hand(engine, state, rival, [card(name) for name in
                                        ("Acorn", "Shank", "Lucky Skip", "Headwind Gust", "Rim Out",
                                         "Foot Fault")])
        on_top(state, card(PLAIN))
        engine.apply(state, ChooseThrow(card(disc), "N"))
        engine.apply(state, Throw())
        assert state.actor == rival
        refused(engine, state, BattleCard(card("Overthrow")), "you do not hold that card")
        refused(engine, state, BattleCard(card("Lucky Skip")), "Lucky Skip is not a Deviation or Call")
        refused(engine, state, BattleCard(card("Acorn")), "Acorn is not a Deviation or Call")
        refused(engine, state, BattleCard(card("Rim Out")), "Rim Out can only apply to a putt")
        assert engine.why_illegal(state, BattleCard(card("Shank"))) is None      # a Deviation
        assert engine.why_illegal(state, BattleCard(card("Foot Fault"))) is None  # a Call
        if gust:
            refused(engine, state, BattleCard(card("Headwind Gust")), gust)
            assert BattleCard(card("Headwind Gust")) not in engine.legal_actions(state)
        else:
            assert engine.legal_actions(state) == [
                BattleCard(card("Shank")), BattleCard(card("Headwind Gust")),
                BattleCard(card("Foot Fault")), NoBattleCard()]


def test_on_a_putt_a_battle_card_that_cannot_touch_a_putt_is_refused():
    engine, state = game(2, ("Button",), battle=True)
    rival = 1 - state.thrower
    set_hand(engine, state, rival, [card(name) for name in ("Pebble", "Grip Lock", "Rim Out")])
    state.lie[state.thrower] = make_hole().basket + 5 * 2       # two grids south of the basket
    state.throws[state.thrower] = 1
    on_top(state, card(PLAIN))
    engine.apply(state, ChooseThrow(card("Button"), "N"))
    engine.apply(state, Throw())
    assert state.putt and state.actor == rival
    refused(engine, state, BattleCard(card("Grip Lock")), "Grip Lock cannot apply to a putt")
    assert engine.legal_actions(state) == [BattleCard(card("Rim Out")), NoBattleCard()]


def test_a_card_id_outside_the_pack_is_refused_not_looked_up():
    """A save, log or replay can name any number: one past the last card, a huge one or a
    negative one is a card the player does not hold, for a Skill, a Luck and a Battle card."""
    outside = (len(card_ids := [c.id for c in make_content().cards]), 10**6, -1)
    assert card_ids == list(range(len(card_ids)))
    engine, state = thrown(("Tailwind Read",))
    for card_id in outside:
        refused(engine, state, PlaySkill(card_id), "you do not hold that card")
    engine, state = thrown(("Green Flag",), throw=True)
    for card_id in outside:
        refused(engine, state, PlayLuck(card_id), "you do not hold that card")
        refused(engine, state, PlayLuck(card_id, card_id), "you do not hold that card")
    engine, state = game(2, ("Compass",), battle=True)
    set_hand(engine, state, 1 - state.thrower, [card("Shank")])
    engine.apply(state, ChooseThrow(card("Compass"), "N"))
    engine.apply(state, Throw())
    for card_id in outside:
        refused(engine, state, BattleCard(card_id), "you do not hold that card")
