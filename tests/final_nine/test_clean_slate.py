"""Clean Slate, the Luck card that cancels a Deviation or Call on the throw: from the hand it
cancels the card the player names, turned in Battle it cancels the first card still in force;
either way the table is told which card it cancelled, and the flight changes back."""

from __future__ import annotations

from game.core.engine import Event
from game.games.final_nine.actions import ApplyDrawn, BattleCard, ChooseThrow, PlayLuck, Throw
from game.games.final_nine.flow import current_flight
from tests.final_nine.helpers import card, on_top, set_hand
from tests.final_nine.test_refusals import game


def battle_throw(thrower_hand, turned, battle_card):
    engine, state = game(2, thrower_hand, battle=True)
    set_hand(engine, state, 1, [card("Acorn"), card(battle_card)])
    on_top(state, card(turned))
    engine.apply(state, ChooseThrow(card(thrower_hand[0]), "N"))
    engine.apply(state, Throw())
    engine.apply(state, BattleCard(card(battle_card)))
    return engine, state


def test_clean_slate_from_the_hand_cancels_the_card_named_and_says_so():
    engine, state = battle_throw(("Compass", "Clean Slate"), "Hyzer Line", "Shank")
    assert current_flight(engine, state)[2] == 2
    _, events = engine.apply(state, PlayLuck(card("Clean Slate"), card("Shank")))
    assert events[0] == Event("luck", 0, (card("Clean Slate"),), "hand:0", "discard:actions",
                              "Seat 0 plays Clean Slate on Shank, cancelling it.", {"cancels": card("Shank")})
    assert state.nullified == [card("Shank")] and state.effects == [card("Clean Slate")]
    assert state.active_hostile() == [] and current_flight(engine, state)[2] == 3
    assert events[1].data["distance"] == 3


def test_clean_slate_turned_in_battle_cancels_the_card_in_force_and_says_so():
    engine, state = battle_throw(("Compass",), "Clean Slate", "Overthrow")
    assert state.drawn_usable and current_flight(engine, state)[2] == 4
    _, events = engine.apply(state, ApplyDrawn())
    assert events[0] == Event("apply_drawn", 0, (card("Clean Slate"),), None, None,
                              "Seat 0 applies the turned Clean Slate on Overthrow, cancelling it.",
                              {"cancels": card("Overthrow")})
    assert state.nullified == [card("Overthrow")] and state.effects == [card("Clean Slate")]
    assert current_flight(engine, state)[2] == 3 and not state.drawn_usable


def test_a_turned_skill_acts_on_the_release_and_a_turned_luck_on_the_landing():
    engine, state = battle_throw(("Compass",), "Run-Up", "Flip Up")
    engine.apply(state, ApplyDrawn())
    assert state.pre == [card("Run-Up")] and state.post == [] and state.effects == []
    engine, state = battle_throw(("Compass",), "Good Bounce", "Flip Up")
    engine.apply(state, ApplyDrawn())
    assert state.post == [card("Good Bounce")] and state.pre == [] and state.effects == []
    assert current_flight(engine, state)[2:] == (3, 1)     # Flip Up turns the fade right; Good Bounce adds 1


def test_at_three_players_the_next_seat_in_order_adds_the_battle_card():
    for thrower in (0, 1, 2):
        engine, state = game(3, ("Compass",), battle=True)
        state.thrower = state.actor = thrower
        set_hand(engine, state, thrower, [card("Compass")])
        engine.apply(state, ChooseThrow(card("Compass"), "N"))
        _, events = engine.apply(state, Throw())
        nxt = (thrower + 1) % 3
        assert state.actor == nxt and events[0].seat == nxt
        assert events[0].text == f"Seat {nxt} may add a Deviation or Call."


def test_a_one_seat_save_marked_battle_plays_the_throw_without_a_battle_step():
    engine, state = game(1, ("Compass",))
    data = engine.state_to_json(state)
    data["battle"] = True
    state = engine.state_from_json(data)
    on_top(state, card("Shank"))
    engine.apply(state, ChooseThrow(card("Compass"), "N"))
    _, events = engine.apply(state, Throw())
    assert events[0].kind == "throw_card" and state.phase == "luck" and state.actor == 0
