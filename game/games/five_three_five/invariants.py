"""What must hold of every Five Three Five state, whatever move led to it: checked after each move in
the tests and sims, and on every saved state before it is restored. Apart from ``spec`` so that
``restore`` (which the rules import) can check a state without importing the rules."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from game.games.five_three_five.rules import FiveThreeFiveRules
    from game.games.five_three_five.state import FiveThreeFiveState


def check_invariants(rules: FiveThreeFiveRules, state: FiveThreeFiveState) -> None:
    """Every card of the round's deck is in exactly one zone; scores add up."""
    copies = rules.copies[state.players]
    zones = list(state.hands) + list(state.reserves) + list(state.scored)
    zones += [state.undealt, state.discard]
    for rank in rules.content.ranks:
        held = sum(zone[rank] for zone in zones)
        held += sum(layer.count(rank) for layer in state.layers)
        assert held == copies, f"{held} cards numbered {rank} in play, expected {copies}"
        assert all(zone[rank] >= 0 for zone in zones), f"a negative count of {rank}s"
    for seat in range(state.players):
        logged = sum(points[seat] for points in state.points_log)
        assert logged == state.scores[seat], f"seat {seat} score {state.scores[seat]} != {logged}"
    if state.over:
        assert state.winners, "a finished game has no winner"
        if state.players == 2:
            assert len(state.points_log) == 2, "a two-player game is one round of two halves"
        else:
            assert max(state.scores) >= state.target, "the game ended below the target score"
