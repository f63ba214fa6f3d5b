"""Finale's tie-breaker: the final turn owed to every other tied player, whichever seat they sit in."""

from __future__ import annotations

from game.games.finale.actions import Discard, Draw, LayDown
from tests.finale.support import play, rig


def tiebreak(hands: dict[int, list[str]], players: int, turn: int):
    """A tie-breaker race between the seats of ``hands``; ``turn`` has drawn and plays."""
    state = rig(players, hands=hands, stage="play", grand=True, turn=turn)
    state.tiebreak = {"phase": "race", "completed": [], "final_left": [], "turns": 0, "players": sorted(hands)}
    state.in_play = sorted(hands)
    for seat in range(players):
        if seat not in hands:
            state.draw_pile.extend(state.hands[seat])
            state.hands[seat] = []
    return state


def test_seat_0_still_gets_its_final_turn_when_another_tied_player_makes_the_set_first():
    state = tiebreak({0: ["Y1a", "B3a", "R5a", "G9a", "Y6a"], 1: ["Y7a", "B7a", "R7a", "G1a", "Y2a", "B4a"]},
                     players=3, turn=1)
    events = play(state, LayDown((("Y7a", "B7a", "R7a"),)), Discard("G1a"))
    assert next(e for e in events if e.kind == "final_turns").data["final_left"] == [0]
    assert state.stage == "draw" and state.turn == 0 and state.winners == []
    assert events[-1].kind == "turn" and events[-1].text == "Seat 0's turn"
    play(state, Draw("draw"), Discard("Y1a"))
    assert state.stage == "over" and state.winners == [1]
