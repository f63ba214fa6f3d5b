"""Final Touch table geometry: where each zone, seat and slot sits on the 1920x1080 canvas.

The current Masterpiece is the centrepiece; the Improvement Zone (its stroke slots) sits on
its left, the Smear Zone on its right, the next Masterpiece on the far left and the stroke
pile with the discards on the far right. The viewer sits at the bottom, everyone else
along the top in clockwise order (so at four players the partner sits opposite, mid-top).
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.ui.tables.common.hand import CARD

MP_SIZE = (300, 420)               # the current Masterpiece, large
MP_CENTRE = (960, 408)
NEXT_SCALE = 0.6                   # the next Masterpiece on the pile: 180 x 252
NEXT_CENTRE = (196, 420)
SLOT = (92, 129)                   # a stroke in the Improvement Zone
SMEAR = (112, 157)                 # a stroke in the Smear Zone
PILE = (112, 157)                  # stroke pile and discards
COLLECTED = (72, 101)              # a won Masterpiece beside its owner's badge
IMPROVE_PANEL = pygame.Rect(376, 186, 420, 444)
SMEAR_PANEL = pygame.Rect(1124, 186, 420, 444)
SIDE_PANEL = pygame.Rect(1584, 186, 310, 444)
NEXT_PANEL = pygame.Rect(26, 186, 340, 444)
DECK_CENTRE = (1664, 400)
DISCARD_CENTRE = (1814, 400)
LOG_RECT = pygame.Rect(1404, 832, 490, 226)
SMEAR_TILTS = (-9.0, 7.0, -4.0)
SMEAR_DROPS = (10, -8, 14)
TOP_Y = 92
BADGE = (380, 118)
BOTTOM_BADGE = (220, 1000)
HAND_CARD = CARD
TEAM_COLOURS = ((86, 200, 236), (240, 132, 200))
TEAM_NAMES = ("Team 1", "Team 2")


@dataclass(frozen=True)
class SeatSpot:
    """One seat's place: badge centre and the strip where its Masterpieces are laid out."""

    badge: tuple[int, int]
    collection: pygame.Rect
    top: bool


def seat_spots(players: int, bottom: int) -> dict[int, SeatSpot]:
    """The bottom seat at the lower left, the others along the top, clockwise."""
    spots = {bottom: SeatSpot(BOTTOM_BADGE, pygame.Rect(40, 818, 490, COLLECTED[1] + 8), False)}
    others = [(bottom + step) % players for step in range(1, players)]
    width = {1: 760, 2: 720}.get(len(others), 612)
    gap = (1920 - width * len(others)) // (len(others) + 1)
    for index, seat in enumerate(others):
        left = gap + index * (width + gap)
        badge = (left + BADGE[0] // 2, TOP_Y)
        strip = pygame.Rect(left + BADGE[0] + 16, TOP_Y - COLLECTED[1] // 2 - 4,
                            width - BADGE[0] - 16, COLLECTED[1] + 8)
        spots[seat] = SeatSpot(badge, strip, True)
    return spots


def collection_slots(strip: pygame.Rect, count: int) -> list[tuple[int, int]]:
    """Centres for ``count`` collected Masterpieces, overlapping when the strip is full."""
    if count <= 0:
        return []
    w = COLLECTED[0]
    step = min(w + 8, (strip.width - w) / max(1, count - 1)) if count > 1 else 0
    return [(round(strip.left + w / 2 + index * step), strip.centery) for index in range(count)]


def stroke_slots(total: int) -> list[tuple[int, int]]:
    """Centres of a Masterpiece's stroke slots: one row up to four, otherwise two rows."""
    if total <= 0:
        return []
    rows = [total] if total <= 4 else [(total + 1) // 2, total // 2]
    step_x, step_y = SLOT[0] + 12, SLOT[1] + 16
    cx, cy = IMPROVE_PANEL.centerx, MP_CENTRE[1] + 6
    top = cy - step_y * (len(rows) - 1) / 2
    out = []
    for row, count in enumerate(rows):
        left = cx - step_x * (count - 1) / 2
        out.extend((round(left + i * step_x), round(top + row * step_y)) for i in range(count))
    return out


def smear_slot(index: int) -> tuple[int, int]:
    return (SMEAR_PANEL.centerx + (index - 1) * 128, MP_CENTRE[1] + 6 + SMEAR_DROPS[index % 3])
