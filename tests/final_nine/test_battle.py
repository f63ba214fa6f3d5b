"""Battle rules: the next player may add a Deviation or Call; turned cards work the other way."""

from __future__ import annotations

import pytest

from game.core.engine import IllegalAction
from game.games.final_nine.actions import (
    ApplyDrawn,
    BattleCard,
    ChooseThrow,
    NoBattleCard,
    PlayLuck,
    Refill,
    Throw,
)
from game.games.final_nine.flow import current_flight
from game.games.final_nine.state import BATTLE, LUCK
from tests.final_nine.helpers import card, make_hole, new, on_top, rules_with, set_hand


def _battle(draw: str, attacker_hand=("Shank",), thrower_hand=()):
    engine = rules_with(make_hole())
    state = new(engine, 2, battle=True)
    set_hand(engine, state, 0, [card("Compass"), *(card(n) for n in thrower_hand)])
    set_hand(engine, state, 1, [card("Acorn"), *(card(n) for n in attacker_hand)])
    on_top(state, card(draw))
    engine.apply(state, ChooseThrow(card("Compass"), "N"))
    engine.apply(state, Throw())
    return engine, state


def test_the_next_player_may_add_a_deviation_which_must_apply():
    engine, state = _battle("Hyzer Line")
    assert state.phase == BATTLE and engine.current_player(state) == 1
    assert BattleCard(card("Shank")) in engine.legal_actions(state)
    engine.apply(state, BattleCard(card("Shank")))
    assert state.phase == LUCK and engine.current_player(state) == 0
    assert current_flight(engine, state)[2:] == (2, 0)
    assert card("Shank") in state.action_discard and card("Shank") not in state.hands[1]


def test_the_next_player_may_decline_to_add_a_card():
    engine, state = _battle("Hyzer Line")
    engine.apply(state, NoBattleCard())
    assert current_flight(engine, state)[2:] == (3, 0)


def test_only_deviations_and_calls_can_be_added():
    engine, state = _battle("Hyzer Line", attacker_hand=("Run-Up",))
    with pytest.raises(IllegalAction, match="not a Deviation or Call"):
        engine.apply(state, BattleCard(card("Run-Up")))


def test_a_battle_card_can_be_cancelled_with_clean_slate():
    engine, state = _battle("Hyzer Line", thrower_hand=("Clean Slate",))
    engine.apply(state, BattleCard(card("Shank")))
    engine.apply(state, PlayLuck(card("Clean Slate"), card("Shank")))
    assert current_flight(engine, state)[2:] == (3, 0)


def test_in_battle_any_skill_or_luck_turned_may_be_applied():
    engine, state = _battle("Hyzer Line")
    engine.apply(state, NoBattleCard())
    assert ApplyDrawn() in engine.legal_actions(state)      # no instant icon needed
    engine.apply(state, ApplyDrawn())
    assert current_flight(engine, state)[2:] == (3, -1)


def test_in_battle_a_deviation_turned_is_ignored():
    engine, state = _battle("Shank")
    engine.apply(state, NoBattleCard())
    assert current_flight(engine, state)[2:] == (3, 0) and not state.hostile
    engine.apply(state, Refill(0))
    assert state.strokes[0] == 1


def test_battle_needs_two_players():
    state = new(rules_with(make_hole()), 1, battle=True)
    assert not state.battle
