"""Phase 10 turns as the table is told them: the turn count of a hand, skips that stack when
no one else is left to skip, the skip card's way from the discard pile, the saved cards."""

from __future__ import annotations

from game.games.phase10.actions import Discard, Draw, DrawSaved, Save
from tests.phase10.support import rig, rules

ENGINE = rules()


def play(state, *actions):
    events = []
    for action in actions:
        state, new = ENGINE.apply(state, action)
        events.extend(new)
    return events


def test_each_turn_of_a_hand_is_numbered_one_more_than_the_last():
    state = rig(2, hands={0: ["R1a", "R2a", "R3a"], 1: ["G1a", "G2a", "G3a"]})
    state.turns_this_hand = 4
    numbers = [e.data["turn_in_hand"] for e in play(state, Discard("R1a"), Draw("draw"), Discard("G1a"))
               if e.kind == "turn"]
    assert numbers == [5, 6] and state.turns_this_hand == 6


def test_with_everyone_else_already_skipped_a_second_skip_stacks_on_the_same_seat():
    state = rig(2, hands={0: ["S1", "R5a", "R6a"]})
    state.skips_pending[1] = 1
    assert [a for a in ENGINE.legal_actions(state) if isinstance(a, Discard) and a.card == "S1"] == [Discard("S1", 1)]
    events = play(state, Discard("S1", 1))
    skip = next(e for e in events if e.kind == "skip")
    assert (skip.seat, skip.cards, skip.src, skip.dst) == (1, ("S1",), "discard", None)
    assert skip.text == "Seat 0 skips Seat 1" and skip.data == {"target": 1, "by": 0}
    # one skip is spent as the turn passes seat 1, one still waits: seat 0 plays again, twice
    assert [e.data for e in events if e.kind == "skipped"] == [{"remaining_skips": 1}]
    assert state.turn == 0 and ENGINE.view(state, 0).skips_pending == (0, 1)
    events = play(state, Draw("draw"), Discard("R5a"))
    assert [e.data for e in events if e.kind == "skipped"] == [{"remaining_skips": 0}] and state.turn == 0


def test_a_saved_card_drawn_back_is_named_to_its_owner_only():
    state = rig(3, hands={1: ["B9a", "R2a"]}, saves={1: ["G3a"]}, stage="draw", turn=1)
    draw = play(state, DrawSaved("G3a"))[0]
    assert (draw.seat, draw.cards, draw.src, draw.dst) == (1, ("G3a",), "save:1", "hand:1")
    assert draw.data["hidden"] and "G3a" in state.hands[1]


def test_a_card_saved_is_named_to_its_owner_only_and_goes_to_their_save_pile():
    state = rig(3, hands={1: ["B9a", "R2a"]}, stage="play", turn=1)
    save = play(state, Save("R2a"))[0]
    assert (save.kind, save.seat, save.cards, save.src, save.dst) == ("save", 1, ("R2a",), "hand:1", "save:1")
    assert save.data == {"hidden": True} and state.saves[1] == ["R2a"]
    assert ENGINE.view(state, 0).save_counts == (0, 1, 0) and "R2a" not in ENGINE.view(state, 0).save_pile
