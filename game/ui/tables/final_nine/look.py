"""Final Nine's look for the shared modules: title colours and cards, disc and action decks, sounds."""

from __future__ import annotations

from game.ui.draw.card_art import BackTheme
from game.ui.draw.cards import CardFace
from game.ui.draw.looks import DeckLook, GameLook


def samples() -> list[CardFace]:
    return [CardFace("final_nine_disc", "D", "orange", title="Kestrel", subtitle="Dist 5 Fade 1",
                     icon="disc_driver", flight=((0, 1), (0, 2), (0, 3), (1, 4))),
            CardFace("final_nine_action", "+1", "blue", title="Smooth Release", subtitle="+1 Distance"),
            CardFace("final_nine_disc", "P", "green", title="Pebble", subtitle="Dist 2", icon="disc_putter",
                     flight=((0, 1), (0, 2)))]


LOOK = GameLook(
    "final_nine", ((40, 140, 80), (230, 240, 120)), samples,
    decks={"final_nine_disc": DeckLook(BackTheme((28, 106, 58), (244, 240, 226), "rings", "F9", "DISCS")),
           "final_nine_action": DeckLook(BackTheme((170, 40, 44), (250, 218, 120), "chevrons", "F9", "ACTIONS"),
                                         solid=True)},
    # The throw whooshes when it is made; splash, clatter, rustle and chains are played by the
    # flight replay as the disc reaches each mark (final_nine/course.py), not when the move is made.
    sounds={"clear": frozenset({"hole"}), "whoosh": frozenset({"flight"}), "card": frozenset({"throw_card", "trade"})})
