"""Five Three Five's look for the shared modules: title colours and cards, its deck, its sounds."""

from __future__ import annotations

from game.ui.draw.card_art import BackTheme
from game.ui.draw.cards import CardFace
from game.ui.draw.looks import DeckLook, GameLook

ICON_COLOURS = {"cat": "orange", "dog": "blue", "cat_dog": "purple"}


def face_colour(face: CardFace) -> str:
    """A card that names no colour wears its animal's."""
    return ICON_COLOURS.get(face.icon, "teal")


def samples() -> list[CardFace]:
    return [CardFace("five_three_five", "5", "orange", icon="cat", points=2),
            CardFace("five_three_five", "8", "purple", icon="cat_dog", points=3),
            CardFace("five_three_five", "13", "teal", icon="dog", points=4)]


LOOK = GameLook(
    "five_three_five", ((210, 120, 50), (250, 230, 190)), samples,
    decks={"five_three_five": DeckLook(BackTheme((18, 116, 120), (252, 204, 84), "paws", "535", "FIVE THREE FIVE"),
                                       colour_of=face_colour)},
    sounds={"clear": frozenset({"clear"}), "card": frozenset({"play", "pickup"})})
