"""What each step of a Final Nine throw offers the player (the buttons of the table and the
bots' choices): the moves listed are exactly the ones the rules allow, and each one listed is
accepted."""

from __future__ import annotations

from game.games.final_nine.actions import (
    BattleCard,
    ChooseThrow,
    NoBattleCard,
    PlayLuck,
    Redraw,
    Throw,
)
from tests.final_nine.helpers import card, on_top, set_hand
from tests.final_nine.test_refusals import game, thrown


def _all_accepted(engine, state, offered):
    for action in offered:
        assert engine.why_illegal(state, action) is None, action


def test_clean_slate_is_offered_against_the_deviation_turned():
    engine, state = thrown(("Clean Slate",), turned="Shank", throw=True)
    offered = engine.legal_actions(state)
    assert PlayLuck(card("Clean Slate"), card("Shank")) in offered
    assert [a for a in offered if isinstance(a, PlayLuck)] == [PlayLuck(card("Clean Slate"), card("Shank"))]
    _all_accepted(engine, state, offered)


def test_clean_slate_is_offered_once_for_each_card_it_could_cancel():
    engine, state = game(2, ("Compass", "Clean Slate"), battle=True)
    rival = 1 - state.thrower
    set_hand(engine, state, rival, [card("Acorn"), card("Turnover")])
    on_top(state, card("Shank"))
    engine.apply(state, ChooseThrow(card("Compass"), "N"))
    engine.apply(state, Throw())
    engine.apply(state, BattleCard(card("Turnover")))
    # Battle rules: the Shank turned is ignored, the Turnover added by the rival must apply
    assert state.active_hostile() == [card("Turnover")]
    lucks = [a for a in engine.legal_actions(state) if isinstance(a, PlayLuck)]
    assert lucks == [PlayLuck(card("Clean Slate"), card("Turnover"))]


def test_clean_slate_is_not_offered_when_nothing_needs_cancelling():
    engine, state = thrown(("Clean Slate",), throw=True)
    assert not [a for a in engine.legal_actions(state) if isinstance(a, PlayLuck)]
    engine, state = thrown(("Clean Slate",), turned="Shank", throw=True)
    engine.apply(state, PlayLuck(card("Clean Slate"), card("Shank")))
    assert state.active_hostile() == []
    assert not [a for a in engine.legal_actions(state) if isinstance(a, PlayLuck)]


def test_a_redraw_from_an_empty_disc_stack_is_offered_only_for_a_disc_given_up():
    engine, state = game(1, ("Compass", "Big Arm"))
    state.disc_stack.clear()
    state.disc_discard.clear()
    offered = engine.legal_actions(state)
    # a disc given up goes on the disc pile, so a disc can come back; an action card cannot
    assert Redraw(card("Compass"), True) in offered and Redraw(card("Compass"), False) in offered
    assert Redraw(card("Big Arm"), False) in offered
    assert Redraw(card("Big Arm"), True) not in offered
    assert engine.why_illegal(state, Redraw(card("Big Arm"), True)) == "that stack and its discard pile are empty"
    _all_accepted(engine, state, offered)


def test_a_redraw_from_an_empty_action_stack_is_offered_only_for_an_action_card_given_up():
    engine, state = game(1, ("Compass", "Big Arm"))
    state.action_stack.clear()
    state.action_discard.clear()
    offered = engine.legal_actions(state)
    assert Redraw(card("Big Arm"), False) in offered and Redraw(card("Big Arm"), True) in offered
    assert Redraw(card("Compass"), True) in offered
    assert Redraw(card("Compass"), False) not in offered
    assert engine.why_illegal(state, Redraw(card("Compass"), False)) == "that stack and its discard pile are empty"
    _all_accepted(engine, state, offered)


def test_the_battle_step_offers_the_rivals_deviations_and_calls_and_a_pass():
    engine, state = game(2, ("Compass",), battle=True)
    rival = 1 - state.thrower
    set_hand(engine, state, rival, [card("Acorn"), card("Foot Fault"), card("Lucky Skip")])
    engine.apply(state, ChooseThrow(card("Compass"), "N"))
    engine.apply(state, Throw())
    assert engine.legal_actions(state) == [BattleCard(card("Foot Fault")), NoBattleCard()]
