"""Set-up, turns and the first discard's special cases, and the draw pile reform."""

from __future__ import annotations

import pytest

from game.core.engine import GameConfig, IllegalAction
from game.games.finale.actions import Discard, Draw, Exchange
from game.games.finale.state import State
from tests.finale.support import content, play, rig, rules


def test_setup_deals_ten_each_flips_one_and_play_starts_left_of_a_random_dealer():
    dealers = set()
    for seed in range(12):
        state = rules().new_game(GameConfig(4), seed)
        assert [len(hand) for hand in state.hands] == [10] * 4
        assert len(state.discard) == 1 and len(state.draw_pile) == 90 - 41
        first = (state.dealer + 1) % 4
        skipped = content().is_skip(state.discard[0])
        assert state.turn == ((first + 1) % 4 if skipped else first)
        dealers.add(state.dealer)
    assert len(dealers) > 1


def test_opening_events_give_the_deal_and_the_flip():
    state, events = rules().new_game_with_events(GameConfig(3), 5)
    opening = rules().opening_events(state)
    kinds = [e.kind for e in opening]
    assert kinds[:1] == ["shuffle"] and kinds.count("deal") == 3 and "flip" in kinds
    assert all(e.data.get("hidden") for e in opening if e.kind == "deal")
    assert [e.to_json() for e in opening] == [e.to_json() for e in events[:len(opening)]]


def first_turn_with_flip(card: str, seed: int = 3) -> State:
    """A new game whose first discard is ``card`` (rigged before the first turn starts)."""
    engine = rules()
    for attempt in range(400):
        state = engine.new_game(GameConfig(3), seed * 1000 + attempt)
        if state.discard == [card]:
            return state
    raise AssertionError(f"no seed flips {card}")


def test_a_wild_turned_up_first_may_be_taken_by_the_first_player():
    state = first_turn_with_flip("W1")
    first = (state.dealer + 1) % 3
    assert state.turn == first and Draw("discard") in rules().legal_actions(state)
    play(state, Draw("discard"))
    assert "W1" in state.hands[first]


def test_a_skip_turned_up_first_skips_the_first_player():
    state = first_turn_with_flip("YS")
    first = (state.dealer + 1) % 3
    assert state.turn == (first + 1) % 3
    assert Draw("discard") not in rules().legal_actions(state)


def test_an_exchange_turned_up_first_may_be_taken_by_the_first_player_only():
    state = first_turn_with_flip("BX")
    assert Draw("discard") in rules().legal_actions(state)
    play(state, Draw("discard"))
    assert "BX" in state.hands[state.turn]
    # it cannot be played on the turn it was taken: the draw is over
    assert "before drawing" in rules().why_illegal(state, Exchange("BX"))


def test_an_exchange_turned_up_first_is_protected_once_the_first_player_passes_it():
    state = first_turn_with_flip("BX")
    first = state.turn
    play(state, Draw("draw"))
    card = next(c for c in state.hands[first] if not content().is_skip(c))
    play(state, Discard(card))
    assert not state.opening_exchange
    state.discard.reverse()          # the next player finds the flipped Exchange on top again
    assert state.discard[-1] == "BX"
    assert "only be taken by playing an Exchange" in rules().why_illegal(state, Draw("discard"))


def test_turn_is_draw_then_play_then_discard():
    state = rig(hands={0: ["Y1a", "B3a", "R5a", "G7a", "Y9a", "B2a", "R4a", "G6a", "Y8a", "B9b"]},
                draw_top=["G1a"])
    assert "draw a card first" in rules().why_illegal(state, Discard("Y1a"))
    play(state, Draw("draw"))
    assert "G1a" in state.hands[0] and state.stage == "play"
    assert rules().why_illegal(state, Draw("draw")) == "you have already drawn this turn"
    play(state, Discard("Y1a"))
    assert state.discard[-1] == "Y1a" and state.turn == 1 and state.stage == "draw"


def test_bad_card_ids_from_json_are_refused_with_a_sentence():
    state = rig(stage="play", hands={0: ["Y1a"] + [f"B{n}a" for n in range(1, 10)]})
    action = rules().action_from_json({"type": "discard", "card": "Q9", "skip_target": None})
    with pytest.raises(IllegalAction, match="there is no card 'Q9'"):
        rules().apply(state, action)
    with pytest.raises(IllegalAction, match="you do not hold"):
        rules().apply(state, Discard("G5a"))


def test_draw_pile_reform_keeps_the_top_two_discards():
    state = rig(discard=["Y1a", "B1a", "R1a", "G1a"], draw_top=["Y2a"])
    state.draw_pile = ["Y2a"]
    rest = [c for c in content().deck if c not in {c for h in state.hands for c in h}
            and c not in state.discard and c != "Y2a"]
    state.discard = rest + ["R1a", "G1a"]
    events = play(state, Draw("draw"))
    assert state.discard == ["R1a", "G1a"]
    assert sorted(state.draw_pile) == sorted(rest)
    assert any(e.kind == "reshuffle" and e.data["hidden"] for e in events)
