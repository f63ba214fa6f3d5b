"""Phase 10 table: where everything sits, the card faces, the words for phases and groups.

Screen plan (1920x1080): opponents' pods across the top (name, hand count, active phase
card, save pile, laid groups); the bottom seat's laid groups in the middle band with the
draw and discard piles on its right; the hand at the bottom between the bottom seat's
panel (left) and the score sheet (right).
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.core.rummy.melds import Face, GroupSpec, Requirement
from game.games.phase10.content import Phase10Content
from game.ui.draw.cards import CardFace
from game.ui.tables.rummy.hand import hand_order
from game.ui.tables.rummy.layout import DISCARD_POS, DRAW_POS, OWN_PANEL, SIDE_PANEL, table_plan
from game.ui.tables.rummy.pods import PileSpots

DECK = "phase10"
PILES = PileSpots(DRAW_POS, DISCARD_POS)
OWN_BAND = pygame.Rect(404, 468, 1112, 190)
SHEET = SIDE_PANEL
SAVE_CARD = (62, 87)
MINI_BACK = (46, 64)
LAYOUT = table_plan(DECK, PILES, OWN_BAND)


def card_faces(content: Phase10Content) -> dict[str, CardFace]:
    """Card id -> face: numbers in their colour, wilds black, skips grey."""
    faces: dict[str, CardFace] = {}
    for card, face in content.ctx.faces.items():
        if face.wild:
            faces[card] = CardFace(deck=DECK, label="W", colour="black", title="Wild", icon="wild")
        elif face.special:
            faces[card] = CardFace(deck=DECK, label="S", colour="grey", title="Skip", icon="skip")
        else:
            faces[card] = CardFace(deck=DECK, label=str(face.number), colour=content.ctx.colours[face.colour])
    return faces


def short_group(spec: GroupSpec) -> str:
    """"Set of 3", "Run of 7", "7 of one colour"."""
    if spec.kind in ("set", "run"):
        return f"{spec.kind.title()} of {spec.size}"
    if spec.kind == "colour":
        return f"{spec.size} of one colour"
    return f"{spec.size} cards"


def short_phase(requirement: Requirement) -> str:
    """The phase card's words: the content name without the leading "1 "s."""
    name = requirement.name or " + ".join(short_group(spec) for spec in requirement.groups)
    parts = [part.strip() for part in name.split("+")]
    parts = [part.removeprefix("1 ") for part in parts]
    text = " + ".join(parts)
    return text[:1].upper() + text[1:]


def sort_key(content: Phase10Content, by_colour: bool) -> Callable[[str], tuple]:
    """Hand order: by number (colours as tie-break) or by colour; wilds then skips last."""
    return hand_order(content.ctx.faces, _last, by_colour)


def _last(face: Face) -> int:
    return 2 if face.special else 1 if face.wild else 0


def save_slots(count: int) -> list[tuple[int, int]]:
    """Centres of the bottom seat's saved cards in its panel."""
    left = OWN_PANEL.left + 24 + SAVE_CARD[0] // 2
    return [(left + index * 68, OWN_PANEL.top + 292) for index in range(count)]
