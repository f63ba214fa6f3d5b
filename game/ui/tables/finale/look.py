"""Finale's look for the shared modules: title colours and cards, its deck."""

from __future__ import annotations

from game.ui.card_art import BackTheme
from game.ui.cards import CardFace
from game.ui.looks import DeckLook, GameLook


def samples() -> list[CardFace]:
    return [CardFace("finale", "3", "purple", icon="dog", title="Biscuit"),
            CardFace("finale", "W", "black", title="Wild", icon="wild"),
            CardFace("finale", "9", "orange", icon="dog", title="Pepper")]


LOOK = GameLook(
    "finale", ((130, 70, 190), (250, 200, 80)), samples,
    decks={"finale": DeckLook(BackTheme((78, 30, 118), (246, 200, 90), "stars", "F", "FINALE"), solid=True)})
