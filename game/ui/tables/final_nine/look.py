"""Final Nine's look for the shared modules: title colours and cards, disc and action decks, sounds."""

from __future__ import annotations

from game.ui.card_art import BackTheme
from game.ui.cards import CardFace
from game.ui.looks import DeckLook, GameLook


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
    sounds={"clear": frozenset({"hole"}), "move": frozenset({"flight"}), "card": frozenset({"throw_card", "trade"})},
    # What a disc makes as it lands (played by the course's flight replay, see final_nine/course.py).
    recipes={"splash": [(0, 0.05, "noise"), (180, 0.12, "sine"), (0, 0.1, "noise")],
             "clatter": [(0, 0.03, "noise"), (310, 0.04, "square"), (0, 0.03, "noise"), (260, 0.05, "square")],
             "rustle": [(0, 0.09, "noise"), (0, 0.07, "noise")],
             "chains": [(1568, 0.05, "sine"), (1319, 0.05, "sine"), (1760, 0.06, "sine"), (1480, 0.12, "sine")],
             "skip": [(440, 0.03, "sine")]})
