"""What must hold of every Final Nine state, whatever move led to it: checked after each move in
the tests and sims, and on every saved state before it is restored. Apart from ``spec`` so that
``restore`` (which the rules import) can check a state without importing the rules."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.games.final_nine.flow import HAND_SIZE

if TYPE_CHECKING:
    from game.games.final_nine.engine import FinalNineRules


def check_invariants(rules: FinalNineRules, state) -> None:
    """Every card of the pack is in exactly one place; hands never exceed 9; scores line up."""
    discs, actions = rules.content.pack(state.half)
    zones = (state.disc_stack + state.disc_discard + state.action_stack + state.action_discard
             + [c for hand in state.hands for c in hand])
    assert sorted(zones) == sorted(discs + actions), "cards are not conserved"
    assert all(c in discs for c in state.disc_stack + state.disc_discard), "an action in a disc pile"
    assert all(c in actions for c in state.action_stack + state.action_discard), \
        "a disc in an action pile"
    assert all(len(hand) <= HAND_SIZE for hand in state.hands), "a hand holds more than 9 cards"
    assert all(len(row) == len(state.pars) for row in state.scores), "scorecard rows differ"
    assert all(strokes >= 1 for row in state.scores for strokes in row), "a hole scored 0"
