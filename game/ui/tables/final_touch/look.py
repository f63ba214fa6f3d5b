"""Final Touch's look for the shared modules: title colours and cards, stroke and Masterpiece decks
(a Masterpiece is painted by :mod:`.painting`), its sounds."""

from __future__ import annotations

from game.ui.draw.card_art import BackTheme
from game.ui.draw.cards import CardFace
from game.ui.draw.looks import DeckLook, GameLook
from game.ui.tables.final_touch.painting import paint_masterpiece


def samples() -> list[CardFace]:
    return [CardFace("final_touch", "", "red", icon="brush", title="Stroke"),
            CardFace("masterpiece", "$6", "teal", title="Harbour at Dusk", strokes=(("red", 2), ("blue", 1)),
                     value="$6 / $2"),
            CardFace("final_touch", "", "yellow", icon="brush", title="Stroke")]


LOOK = GameLook(
    "final_touch", ((200, 60, 90), (90, 170, 230)), samples,
    decks={"final_touch": DeckLook(BackTheme((236, 226, 204), (60, 60, 70), "splashes", "FT", "FINAL TOUCH"),
                                   solid=True),
           "masterpiece": DeckLook(BackTheme((84, 50, 26), (222, 182, 86), "frame", "M", "MASTERPIECE"),
                                   painter=paint_masterpiece)},
    sounds={"clear": frozenset({"clear", "final_touch"}), "move": frozenset({"ruin", "reveal"}),
            "card": frozenset({"improve", "smear"})})
