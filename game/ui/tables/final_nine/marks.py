"""The marks drawn on the Final Nine hole, and the key that explains them.

Dotted flight paths ending in a target ring (a red cross when out of bounds), the wind arrow,
and :func:`draw_key`, which draws one mark small beside its words in the throw panel's key.
"""

from __future__ import annotations

import itertools
import math

import pygame

from game.ui.draw import theme
from game.ui.tables.final_nine.hole import CELL

WIND_ANGLE = {0: -90, 1: 0, 2: 90, 3: 180}     # screen angle of N/E/S/W
PATH_INK = (255, 244, 170)
TRAIL_INK = (255, 255, 255)
PREVIEW_INK = (120, 220, 255)
OB_INK = (240, 70, 60)
LEGEND = {"wind": ("wind", "wind: +1 grid with it, -1 into it"),
          "preview": ("ring", "this throw lands here"), "ob": ("ob", "out of bounds, +1"),
          "trail": ("dots", "the last throw"), "range": ("square", "putting range")}
LEGEND_ORDER = ("preview", "ob", "trail", "range", "wind")


def dotted(surface: pygame.Surface, points: list, colour: tuple, radius: int, gap: float = 15.0) -> None:
    """Dots every ``gap`` pixels along a polyline (the flight path)."""
    carry = 0.0
    for (x0, y0), (x1, y1) in itertools.pairwise(points):
        length = math.hypot(x1 - x0, y1 - y0)
        d = carry
        while d <= length:
            f = d / length if length else 0.0
            pygame.draw.circle(surface, colour, (round(x0 + (x1 - x0) * f), round(y0 + (y1 - y0) * f)), radius)
            d += gap
        carry = d - length


def arrow(surface: pygame.Surface, centre: tuple, angle_deg: float, size: float, colour: tuple) -> None:
    a = math.radians(angle_deg)
    ux, uy = math.cos(a), math.sin(a)
    nx, ny = -uy, ux
    cx, cy = centre
    tail = (cx - ux * size * 0.5, cy - uy * size * 0.5)
    neck = (cx + ux * size * 0.1, cy + uy * size * 0.1)
    tip = (cx + ux * size * 0.55, cy + uy * size * 0.55)
    pygame.draw.line(surface, colour, tail, neck, max(3, round(size * 0.16)))
    pygame.draw.polygon(surface, colour, [tip, (neck[0] + nx * size * 0.3, neck[1] + ny * size * 0.3),
                                          (neck[0] - nx * size * 0.3, neck[1] - ny * size * 0.3)])


def draw_path(surface: pygame.Surface, points: list, colour: tuple, out: bool) -> None:
    """A dotted flight to a target ring (a red cross when it ends out of bounds)."""
    dotted(surface, points, (20, 24, 30), 8, 18)
    dotted(surface, points, colour, 6, 18)
    centre = (round(points[-1][0]), round(points[-1][1]))
    pygame.draw.circle(surface, (20, 20, 20), centre, CELL // 3 + 3, 7)
    pygame.draw.circle(surface, OB_INK if out else colour, centre, CELL // 3, 5)
    if out:
        d = CELL // 5
        for a, b in (((-d, -d), (d, d)), ((d, -d), (-d, d))):
            pygame.draw.line(surface, OB_INK, (centre[0] + a[0], centre[1] + a[1]),
                             (centre[0] + b[0], centre[1] + b[1]), 7)


def draw_key(surface: pygame.Surface, key: str, icon: tuple[int, int], wind: int) -> str:
    """One mark drawn small at ``icon``; returns the words that go beside it."""
    kind, words = LEGEND[key]
    x, y = icon
    if kind == "ring":
        pygame.draw.circle(surface, (20, 20, 20), icon, 19, 6)
        pygame.draw.circle(surface, PREVIEW_INK, icon, 16, 4)
    elif kind == "ob":
        pygame.draw.circle(surface, OB_INK, icon, 16, 4)
        for a, b in (((-8, -8), (8, 8)), ((8, -8), (-8, 8))):
            pygame.draw.line(surface, OB_INK, (x + a[0], y + a[1]), (x + b[0], y + b[1]), 4)
    elif kind == "wind":
        pygame.draw.circle(surface, (20, 34, 60), icon, 18)
        arrow(surface, icon, WIND_ANGLE[wind], 26, theme.INK)
    elif kind == "dots":
        for k in range(3):
            pygame.draw.circle(surface, TRAIL_INK, (x - 14 + k * 14, y), 4)
    else:
        rect = pygame.Rect(0, 0, 34, 34)
        rect.center = icon
        pygame.draw.rect(surface, (255, 255, 255), rect, 2, border_radius=6)
    return words
