"""Phase 10 table: where everything sits, the card faces, and the board as shown.

The engine runs ahead of the animation (one discard may end a hand, score it and deal the
next), so the table draws a :class:`Shown` board that events update in step with their
animation, and that is read again from the seat's view whenever the table is idle.

Screen plan (1920x1080): opponents' pods across the top (name, hand count, active phase
card, save pile, laid groups); the bottom seat's laid groups in the middle band with the
draw and discard piles on its right; the hand at the bottom between the bottom seat's
panel (left) and the score sheet (right).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

import pygame

from game.core.melds import Meld, Requirement
from game.ui.cards import CardFace

DECK = "phase10"
PILE = (110, 154)
DRAW_POS = (1622, 548)
DISCARD_POS = (1806, 548)
POD_TOP, POD_BOTTOM = 12, 458
OWN_BAND = pygame.Rect(404, 468, 1112, 190)
OWN_PANEL = pygame.Rect(14, 470, 380, 596)
SHEET = pygame.Rect(1526, 676, 380, 390)
HAND_WIDTH = 1100              # card centres span this; leaves room for the two side panels
HAND_Y = 930
SAVE_CARD = (62, 87)
MINI_BACK = (46, 64)
PHASE_TILE = (60, 84)
GROUP_CARDS = ((110, 154), (92, 129), (74, 104))
OWN_GROUP_CARD = (92, 129)
CAPTION_H = 40


def card_faces(content: Any) -> dict[str, CardFace]:
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


def short_group(spec: Any) -> str:
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


def sort_key(content: Any, by_colour: bool):
    """Hand order: by number (colours as tie-break) or by colour; wilds then skips last."""
    faces = content.ctx.faces

    def key(card: str) -> tuple:
        face = faces[card]
        tail = 2 if face.special else 1 if face.wild else 0
        if by_colour:
            return (tail, face.colour, face.number, card)
        return (tail, face.number, face.colour, card)
    return key


def hand_slots(count: int, y: int = HAND_Y) -> list[tuple[int, int]]:
    """Centres of a hand of ``count`` cards, narrower than the kit's so the panels fit."""
    if count <= 0:
        return []
    step = min(162, (HAND_WIDTH - 150) / max(1, count - 1)) if count > 1 else 0
    left = 960 - step * (count - 1) / 2
    return [(round(left + index * step), y) for index in range(count)]


def pod_rects(players: int, bottom: int) -> dict[int, pygame.Rect]:
    """Opponents' pods left to right, clockwise from the bottom seat (the next seat on its left)."""
    others = [(bottom + step) % players for step in range(1, players)]
    if not others:
        return {}
    gap = 16
    width = min(1100, (1820 - gap * (len(others) - 1)) // len(others))   # leave the menu button its corner
    total = width * len(others) + gap * (len(others) - 1)
    left = 960 - total // 2 - 35
    return {seat: pygame.Rect(left + index * (width + gap), POD_TOP, width, POD_BOTTOM - POD_TOP)
            for index, seat in enumerate(others)}


def pod_groups_area(pod: pygame.Rect) -> pygame.Rect:
    return pygame.Rect(pod.left + 12, pod.top + 188, pod.width - 24, pod.bottom - pod.top - 196)


@dataclass
class GroupSpot:
    """Where one laid (or still empty) group sits: its mat, card size and card centres."""

    mat: pygame.Rect
    size: tuple[int, int]
    centres: list[tuple[int, int]]


def arrange_groups(area: pygame.Rect, counts: Sequence[int], sizes: Sequence[tuple[int, int]],
                   caption: int = 0) -> list[GroupSpot]:
    """Mats side by side with the largest card size that fits, else stacked in rows."""
    if not counts:
        return []
    pad, gap = 10, 18
    counts = [max(1, count) for count in counts]
    for size in sizes:
        if size[1] + caption + 2 * pad > area.height:
            continue
        step = _step(size[0], area.width - len(counts) * (2 * pad) - gap * (len(counts) - 1), counts)
        if step >= (0.45 if len(counts) > 1 else 0.3) * size[0]:   # a lone run may overlap more
            return _row(area, counts, size, step, caption, pad, gap)
    size = sizes[-1]
    rows = len(counts)
    row_h = (area.height - gap * (rows - 1)) // rows
    spots = []
    for index, count in enumerate(counts):
        band = pygame.Rect(area.left, area.top + index * (row_h + gap), area.width, row_h)
        card = size if size[1] + caption + 2 * pad <= row_h else \
            (round(size[0] * (row_h - caption - 2 * pad) / size[1]), row_h - caption - 2 * pad)
        step = _step(card[0], area.width - 2 * pad, [count])
        spots.extend(_row(band, [count], card, step, caption, pad, gap))
    return spots


def _step(card_w: int, room: int, counts: Sequence[int]) -> float:
    overlaps = sum(count - 1 for count in counts)
    if overlaps == 0:
        return card_w + 8
    return min(card_w + 8, (room - card_w * len(counts)) / overlaps)


def _row(area: pygame.Rect, counts: Sequence[int], size: tuple[int, int], step: float, caption: int,
         pad: int, gap: int) -> list[GroupSpot]:
    widths = [round(size[0] + (count - 1) * step) + 2 * pad for count in counts]
    widths = [max(width, 200) if caption else width for width in widths]
    left = area.centerx - (sum(widths) + gap * (len(widths) - 1)) // 2
    height = size[1] + caption + 2 * pad
    top = area.centery - height // 2
    spots = []
    for count, width in zip(counts, widths):
        mat = pygame.Rect(left, top, width, height)
        first = mat.centerx - step * (count - 1) / 2
        cy = mat.top + caption + pad + size[1] // 2
        spots.append(GroupSpot(mat, size, [(round(first + i * step), cy) for i in range(count)]))
        left += width + gap
    return spots


@dataclass
class Shown:
    """The public table (plus the bottom seat's own save pile) as the animation has reached it."""

    players: int
    hand_counts: list[int]
    save_counts: list[int]
    draw_count: int
    discard: list[str]
    active: list[int]
    made: list[list[int]]
    laid: list[bool]
    melds: list[list[Meld]]
    skips: list[int]
    scores: list[int]
    current: int | None
    stage: str
    dealer: int
    hand_number: int
    own_saves: list[str] = field(default_factory=list)

    @classmethod
    def from_view(cls, view: Any, own_saves: bool) -> Shown:
        return cls(players=view.players, hand_counts=list(view.hand_counts),
                   save_counts=list(view.save_counts), draw_count=view.draw_count,
                   discard=list(view.discard[-3:]), active=list(view.active),
                   made=[list(done) for done in view.completed], laid=list(view.laid),
                   melds=[list(melds) for melds in view.table], skips=list(view.skips_pending),
                   scores=list(view.scores), current=None if view.stage == "over" else view.turn,
                   stage=view.stage, dealer=view.dealer, hand_number=view.hand_number,
                   own_saves=list(view.save_pile) if own_saves else [])

    def phases_done(self, seat: int) -> int:
        """Phases made so far, counting one laid down this hand (credit comes at lay-down)."""
        extra = self.laid[seat] and self.active[seat] not in self.made[seat]
        return len(self.made[seat]) + (1 if extra else 0)
