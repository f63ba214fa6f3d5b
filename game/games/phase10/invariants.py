"""What must hold of every Phase 10 state, whatever move led to it: checked after each move in
the tests and sims, and on every saved state before it is restored. Apart from ``spec`` so that
``restore`` (which the rules import) can check a state without importing the rules."""

from __future__ import annotations

from collections import Counter
from typing import Any


def check_invariants(rules: Any, state: Any) -> None:
    """Every card is in exactly one place; phase piles and save piles are consistent."""
    content = rules.content
    places = [card for hand in state.hands for card in hand] + state.draw_pile + state.discard
    places += [card for pile in state.saves for card in pile]
    places += [card for melds in state.table for meld in melds for card in meld.cards]
    counts = Counter(places)
    doubled = [card for card, n in counts.items() if n > 1]
    assert not doubled, f"cards in two places: {doubled}"
    assert counts.keys() == set(content.deck), (
        f"cards lost {sorted(set(content.deck) - counts.keys())} or invented "
        f"{sorted(counts.keys() - set(content.deck))}")
    phases = set(content.phases)
    for seat in range(state.players):
        assert sorted(state.remaining[seat] + state.completed[seat]) == sorted(phases), \
            f"seat {seat} phase cards are not the ten phases"
        assert len(state.saves[seat]) <= content.save_pile_limit, f"seat {seat} saved too many cards"
        assert state.laid[seat] == bool(state.table[seat]), f"seat {seat} table does not match 'laid'"
    if state.stage == "over":
        assert state.winners, "a finished game has no winner"
