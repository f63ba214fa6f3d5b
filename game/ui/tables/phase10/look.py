"""Phase 10's look for the shared modules: title colours and cards, its deck and its sounds."""

from __future__ import annotations

from game.ui.draw.card_art import BackTheme
from game.ui.draw.cards import CardFace
from game.ui.draw.looks import DeckLook, GameLook


def samples() -> list[CardFace]:
    """A red 7, a Wild and a blue 7: a set in the making."""
    return [CardFace("phase10", "7", "red"), CardFace("phase10", "W", "black", title="Wild", icon="wild"),
            CardFace("phase10", "7", "blue")]


LOOK = GameLook(
    "phase10", ((40, 100, 200), (240, 80, 70)), samples,
    decks={"phase10": DeckLook(BackTheme((26, 48, 138), (244, 86, 70), "stripes", "10", "PHASE 10"), solid=True)},
    sounds={"clear": frozenset({"lay_down", "go_out"}), "move": frozenset({"skip"}), "card": frozenset({"hit", "save"})})
