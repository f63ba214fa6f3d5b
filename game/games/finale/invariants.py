"""What must hold of every Finale state, whatever move led to it: checked after each move in
the tests and sims, and on every saved state before it is restored. Apart from ``spec`` so that
``restore`` (which the rules import) can check a state without importing the rules."""

from __future__ import annotations

from collections import Counter
from typing import Any

from game.games.finale.content import FINALE


def check_invariants(rules: Any, state: Any) -> None:
    """Every card of the deck (90 in the shipped content) is in exactly one place; Levels,
    skips and the Exchange are consistent. The deck's size is the content's: a deck of other
    copies or Wilds is a variant the loader has checked, not a broken game."""
    content = rules.content
    places = [card for hand in state.hands for card in hand] + state.draw_pile + state.discard
    places += state.exchange
    places += [card for melds in state.table for meld in melds for card in meld.cards]
    counts = Counter(places)
    doubled = [card for card, n in counts.items() if n > 1]
    assert not doubled, f"cards in two places: {doubled}"
    assert counts.keys() == set(content.deck), (
        f"cards lost {sorted(set(content.deck) - counts.keys())} or invented "
        f"{sorted(counts.keys() - set(content.deck))}")
    for seat in range(state.players):
        assert 1 <= state.level[seat] <= FINALE + 1, f"seat {seat} is on level {state.level[seat]}"
        assert state.laid[seat] == bool(state.table[seat]), f"seat {seat} table does not match 'laid'"
        assert state.skips_pending[seat] >= 0
    assert len(state.exchange) <= 1
    if state.stage == "over":
        assert state.winners, "a finished game has no winner"
