"""Finale table: where everything sits, the card faces with their dogs, the hand order and the
short words for Levels and groups.

Screen plan (1920x1080): opponents' pods across the top (name, hand count, Level tile and
words, laid groups); the bottom seat's laid Level in the middle band, an activated Exchange
lying face up to its right, the draw and discard piles beyond (the card under the discard's
top is never shown); the hand at the bottom between the bottom seat's panel (left: its Level,
the dog it needs, the Levels made) and the Challenge card (right: each Level and who is on it).
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.core.rummy.melds import Face, GroupSpec
from game.games.finale.content import FinaleContent
from game.ui.draw.cards import CardFace
from game.ui.tables.rummy.hand import hand_order
from game.ui.tables.rummy.layout import DISCARD_POS, DRAW_POS, SIDE_PANEL, table_plan
from game.ui.tables.rummy.pods import PileSpots

DECK = "finale"
EXCHANGE_POS = (1440, 548)      # an activated Exchange lies face up here while its draws are taken
PILES = PileSpots(DRAW_POS, DISCARD_POS, show_under=False)
OWN_BAND = pygame.Rect(404, 468, 972, 190)
CHALLENGE_CARD = SIDE_PANEL
LAYOUT = table_plan(DECK, PILES, OWN_BAND)


def card_faces(content: FinaleContent) -> dict[str, CardFace]:
    """Card id -> face: numbers in their colour with their dog, the 0/10 card, Wilds black with
    their dog, Exchange and Skip cards in their colour."""
    ctx = content.ctx
    faces: dict[str, CardFace] = {}
    for card, face in ctx.faces.items():
        if face.wild:
            faces[card] = CardFace(deck=DECK, label="W", colour="black", title="Wild", subtitle=face.dog, icon="dog")
        elif face.identity == "exchange":
            faces[card] = CardFace(deck=DECK, label="EX", colour=ctx.colours[face.colour], title="Exchange",
                                   icon="exchange")
        elif face.identity == "skip":
            faces[card] = CardFace(deck=DECK, label="SK", colour=ctx.colours[face.colour], title="Skip", icon="skip")
        else:
            label = f"{face.alt}/{face.number}" if face.alt is not None else str(face.number)
            faces[card] = CardFace(deck=DECK, label=label, colour=ctx.colours[face.colour], subtitle=face.dog,
                                   icon="dog")
    return faces


def short_group(spec: GroupSpec, colours: tuple[str, ...] | list[str]) -> str:
    """"Set of 3", "Run of 4", "7 of one colour", "8 even or odd"."""
    if spec.kind == "run":
        extra = " of one colour" if spec.same_colour else ""
        extra += f", {spec.each_colour} of each colour" if spec.each_colour > 1 else \
            ", every colour" if spec.each_colour == 1 else ""
        return f"Run of {spec.size}{extra}"
    if spec.kind == "set":
        return f"Set of {spec.size}" + (" of one colour" if spec.same_colour else "")
    words = f"{spec.size}"
    if spec.parity in ("odd", "even"):
        words += f" {spec.parity}"
    elif spec.parity == "same":
        words += " even or odd"
    if spec.colour is not None:
        return f"{words} {colours[spec.colour]}"
    if spec.kind == "colour":
        return f"{words} of one colour"
    return words + ("" if spec.parity else " cards")


def sort_key(content: FinaleContent, by_colour: bool) -> Callable[[str], tuple]:
    """Hand order: by number (colours as tie-break) or by colour; Wilds, Exchanges, Skips last."""
    return hand_order(content.ctx.faces, _last, by_colour)


def _last(face: Face) -> int:
    return 1 if face.wild else 2 if face.identity == "exchange" else 3 if face.special else 0
