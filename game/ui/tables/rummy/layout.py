"""Where a rummy table's pieces sit: seat pods across the top, group mats (side by side with
the largest card size that fits, else stacked in rows) and the hand's card centres.

Pure geometry on a 1920x1080 canvas; a game's layout module picks the numbers.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from game.ui.tables.rummy.pods import PileSpots, PodSizes, pod_head_growth

if TYPE_CHECKING:
    from game.ui.draw.text import Text


def hand_slots(count: int, y: int, width: int, card_w: int = 150) -> list[tuple[int, int]]:
    """Centres of a hand of ``count`` cards spanning at most ``width`` (room for side panels)."""
    if count <= 0:
        return []
    step = min(card_w + 12, (width - card_w) / max(1, count - 1)) if count > 1 else 0
    left = 960 - step * (count - 1) / 2
    return [(round(left + index * step), y) for index in range(count)]


def pod_rects(players: int, bottom: int, top: int = 12, bottom_y: int = 458) -> dict[int, pygame.Rect]:
    """Opponents' pods left to right, clockwise from the bottom seat (the next seat on its left)."""
    others = [(bottom + step) % players for step in range(1, players)]
    if not others:
        return {}
    gap = 16
    width = min(1100, (1820 - gap * (len(others) - 1)) // len(others))   # leave the menu button its corner
    total = width * len(others) + gap * (len(others) - 1)
    left = 960 - total // 2 - 35
    return {seat: pygame.Rect(left + index * (width + gap), top, width, bottom_y - top)
            for index, seat in enumerate(others)}


def pod_groups_area(pod: pygame.Rect, head_growth: int = 0) -> pygame.Rect:
    """The part of a pod under its header and requirement line where the groups sit
    (``head_growth`` pixels lower when that line's text is larger, see ``pod_head_growth``)."""
    return pygame.Rect(pod.left + 12, pod.top + 188 + head_growth, pod.width - 24,
                       pod.bottom - pod.top - 196 - head_growth)


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


class GroupPlaces:
    """Where each seat's groups sit, cached: the bottom seat's in ``own_band`` (captioned, one card
    size), the others' in their pods (the largest of ``pod_cards`` that fits). A seat with nothing
    laid shows the empty slots of the requirement it attempts (``slots(number)`` gives their sizes)."""

    def __init__(self, own_band: pygame.Rect, own_card: tuple[int, int], caption: int,
                 pod_cards: Sequence[tuple[int, int]], text: Text | None = None):
        self.own_band, self.own_card, self.caption, self.pod_cards = own_band, own_card, caption, pod_cards
        self.text = text           # the pods' requirement lines grow with the TV text size
        self._spots: dict[tuple, list[GroupSpot]] = {}

    def spots(self, counts: tuple[int, ...], seat: int, bottom: int, pods: dict[int, pygame.Rect],
              players: int) -> list[GroupSpot]:
        """Mats for groups of ``counts`` cards (none: no mats)."""
        if not counts:
            return []
        growth = pod_head_growth(self.text) if self.text is not None else 0
        key = (seat, counts, bottom, players, growth)
        spots = self._spots.get(key)
        if spots is None:
            if seat == bottom:
                spots = arrange_groups(self.own_band, counts, (self.own_card,), self.caption)
            else:
                spots = arrange_groups(pod_groups_area(pods[seat], growth), counts, self.pod_cards)
            if len(self._spots) > 200:
                self._spots.clear()
            self._spots[key] = spots
        return spots

    def forget(self) -> None:
        """The seats moved (a new viewer at the bottom)."""
        self._spots.clear()


@dataclass(frozen=True)
class RummyLayout:
    """Where a rummy table's pieces sit and how big they are (1920x1080 canvas)."""

    deck: str
    piles: PileSpots
    sizes: PodSizes
    pod_top: int                              # the opponents' pods run across the top ...
    pod_bottom: int                           # ... down to here
    own_band: pygame.Rect                     # the bottom seat's groups
    own_card: tuple[int, int]
    caption: int                              # room for a caption above the bottom seat's mats
    pod_cards: tuple[tuple[int, int], ...]    # card sizes for pod mats, largest first
    hand_y: int
    hand_width: int
    status_y: int                             # the one-line prompt
    status_width: int
    fly: float = 0.42


# The rummy tables' shared plan (every rummy game so far): opponents' pods across the top, the
# bottom seat's groups in the middle band with the piles on its right, the hand at the bottom
# between the bottom seat's panel (left) and a side panel (right), the action bar above it.
PILE = (110, 154)
DRAW_POS, DISCARD_POS = (1622, 548), (1806, 548)
SIZES = PodSizes(pile=PILE, mini_back=(46, 64), tile=(60, 84))
OWN_PANEL = pygame.Rect(14, 470, 380, 596)
SIDE_PANEL = pygame.Rect(1526, 676, 380, 390)
BAR_Y, BAR_GAP, BAR_WIDTH = 720, 16, 1100
FLY = 0.42


def table_plan(deck: str, piles: PileSpots, own_band: pygame.Rect) -> RummyLayout:
    """The shared plan for a game's deck, piles and middle band."""
    return RummyLayout(deck=deck, piles=piles, sizes=SIZES, pod_top=12, pod_bottom=458, own_band=own_band,
                       own_card=(92, 129), caption=40, pod_cards=((110, 154), (92, 129), (74, 104)), hand_y=930,
                       hand_width=1100, status_y=684, status_width=1090, fly=FLY)
