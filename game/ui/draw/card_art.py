"""Card art that needs no renderer state: shadows, glows, empty slots, back patterns and the
procedural paintings on Masterpieces. Split from cards.py, which caches what these paint."""

from __future__ import annotations

import random
from dataclasses import dataclass

import pygame

from game.ui.draw.palette import RGB, colour, draw_icon, lighten, mix, symbol

SS = 2  # supersampling factor: paint at twice the size, smooth-scale down once


@dataclass(frozen=True)
class BackTheme:
    base: RGB
    accent: RGB
    pattern: str
    monogram: str
    name: str


DEFAULT_BACK = BackTheme((40, 44, 60), (220, 220, 230), "stripes", "FT", "FINAL TABLE")


def gradient(size: tuple[int, int], top: RGB, bottom: RGB) -> pygame.Surface:
    seed = pygame.Surface((1, 2), pygame.SRCALPHA)
    seed.set_at((0, 0), (*top, 255))
    seed.set_at((0, 1), (*bottom, 255))
    return pygame.transform.smoothscale(seed, size)


def shadow_pad(size: tuple[int, int]) -> int:
    """How far a shadow or glow reaches beyond the card on each side."""
    return round(size[0] * 0.09) + 4


def paint_shadow(size: tuple[int, int]) -> pygame.Surface:
    pad = shadow_pad(size)
    surf = pygame.Surface((size[0] + 2 * pad, size[1] + 2 * pad), pygame.SRCALPHA)
    pygame.draw.rect(surf, (0, 0, 0, 120), pygame.Rect(pad, pad, *size),
                     border_radius=round(size[0] * 0.073))
    return soft(surf, pad // 2)


def paint_highlight(size: tuple[int, int], glow: RGB) -> pygame.Surface:
    pad = shadow_pad(size)
    surf = pygame.Surface((size[0] + 2 * pad, size[1] + 2 * pad), pygame.SRCALPHA)
    card = pygame.Rect(pad, pad, *size)
    radius = round(size[0] * 0.073)
    pygame.draw.rect(surf, (*glow, 235), card.inflate(pad, pad), max(3, pad * 2 // 3),
                     border_radius=radius + pad // 2)
    surf = soft(surf, pad // 3)
    pygame.draw.rect(surf, (*lighten(glow, 0.35), 255), card.inflate(4, 4),
                     max(2, size[0] // 45), border_radius=radius + 2)
    return surf


def paint_blank(size: tuple[int, int]) -> pygame.Surface:
    big = pygame.Surface((size[0] * SS, size[1] * SS), pygame.SRCALPHA)
    u = min(big.get_width() / 150, big.get_height() / 210)
    rect = big.get_rect().inflate(-round(4 * u), -round(4 * u))
    radius = round(10 * u)
    pygame.draw.rect(big, (255, 255, 255, 26), rect, border_radius=radius)
    pygame.draw.rect(big, (255, 255, 255, 130), rect, max(2, round(2.5 * u)),
                     border_radius=radius)
    dash, gap = round(14 * u), round(9 * u)  # cut gaps into the straight edges
    for x in range(rect.left + radius + dash, rect.right - radius - gap, dash + gap):
        for y in (rect.top, rect.bottom - round(3 * u)):
            big.fill((0, 0, 0, 0), pygame.Rect(x, y - u, gap, round(5 * u)))
    for y in range(rect.top + radius + dash, rect.bottom - radius - gap, dash + gap):
        for x in (rect.left, rect.right - round(3 * u)):
            big.fill((0, 0, 0, 0), pygame.Rect(x - u, y, round(5 * u), gap))
    pygame.draw.rect(big, (255, 255, 255, 26), rect.inflate(-round(6 * u), -round(6 * u)),
                     border_radius=radius)
    return pygame.transform.smoothscale(big, size)


def soft(surface: pygame.Surface, radius: int) -> pygame.Surface:
    """Gaussian blur done at half resolution (4x cheaper; a soft edge hides the difference)."""
    size = surface.get_size()
    half = pygame.transform.smoothscale(surface, (max(1, size[0] // 2), max(1, size[1] // 2)))
    return pygame.transform.smoothscale(pygame.transform.gaussian_blur(half, max(1, radius // 2)), size)


def back_pattern(layer: pygame.Surface, theme: BackTheme, panel: pygame.Rect, u: float,
                  deck: str) -> None:
    """The repeating motif of a deck's back, drawn in a soft tone of the base colour."""
    tone = (*mix(theme.base, theme.accent, 0.22), 255)
    rng = random.Random(deck)
    step = round(26 * u)
    if theme.pattern == "paws":
        for row, y in enumerate(range(panel.top, panel.bottom + step, step)):
            for x in range(panel.left - (row % 2) * step // 2, panel.right + step, step):
                draw_icon(layer, "paw", pygame.Rect(x, y, round(16 * u), round(16 * u)),
                          theme.base, tone[:3])
    elif theme.pattern == "stripes":
        for x in range(panel.left - panel.height, panel.right, round(14 * u)):
            pygame.draw.line(layer, tone, (x, panel.bottom), (x + panel.height, panel.top),
                             round(5 * u))
    elif theme.pattern == "splashes":
        for _ in range(26):
            fill = colour(rng.choice(["red", "yellow", "green", "blue", "brown"])).fill
            pygame.draw.circle(layer, (*fill, 150), (rng.randint(panel.left, panel.right),
                               rng.randint(panel.top, panel.bottom)), round(rng.uniform(5, 16) * u))
    elif theme.pattern == "rings":
        for r in range(round(20 * u), panel.height, round(14 * u)):
            pygame.draw.circle(layer, tone, panel.center, r, max(1, round(3 * u)))
    elif theme.pattern == "chevrons":
        for y in range(panel.top, panel.bottom + step, round(18 * u)):
            for x in range(panel.left, panel.right + step, step):
                pygame.draw.lines(layer, tone, False, [(x, y + 8 * u), (x + step / 2, y),
                                                       (x + step, y + 8 * u)], round(4 * u))
    elif theme.pattern == "stars":
        for _ in range(30):
            symbol(layer, "star", (rng.randint(panel.left, panel.right),
                   rng.randint(panel.top, panel.bottom)), rng.uniform(4, 9) * u, tone)
    elif theme.pattern == "frame":
        for i in range(1, 5):
            pygame.draw.rect(layer, tone, panel.inflate(-i * 16 * u, -i * 16 * u),
                             max(1, round(2 * u)), border_radius=round(4 * u))


def paint_flight(big: pygame.Surface, flight: tuple, box: pygame.Rect, fill: RGB, ink: RGB,
        u: float) -> None:
    """The disc's flight as a mini grid: thrower at the bottom, forward is up."""
    path = [(0, 0)] + [tuple(cell) for cell in flight]
    xs, ys = [c[0] for c in path], [c[1] for c in path]
    cols, rows = max(xs) - min(xs) + 1, max(ys) - min(ys) + 1
    cell = min(box.width / cols, box.height / rows)
    left = box.centerx - cell * cols / 2
    top = box.centery - cell * rows / 2

    def centre(c: tuple[int, int]) -> tuple[float, float]:
        return (left + (c[0] - min(xs) + 0.5) * cell, top + (max(ys) - c[1] + 0.5) * cell)

    line = max(1, round(1.2 * u))
    for gx in range(min(xs), max(xs) + 1):
        for gy in range(min(ys), max(ys) + 1):
            cx, cy = centre((gx, gy))
            r = pygame.Rect(0, 0, round(cell - 2 * u), round(cell - 2 * u))
            r.center = (round(cx), round(cy))
            colour_rgb = lighten(fill, 0.35) if (gx, gy) in path[1:] else (236, 236, 232)
            pygame.draw.rect(big, colour_rgb, r, border_radius=round(2 * u))
            pygame.draw.rect(big, (190, 190, 196), r, line, border_radius=round(2 * u))
    points = [centre(c) for c in path]
    if len(points) > 1:
        pygame.draw.lines(big, ink, False, points, max(1, round(2.5 * u)))
    tx, ty = points[-1]
    pygame.draw.circle(big, fill, (round(tx), round(ty)), round(cell * 0.34))
    pygame.draw.circle(big, ink, (round(tx), round(ty)), round(cell * 0.34), line + 1)
    sx, sy = points[0]
    a = cell * 0.3
    pygame.draw.polygon(big, ink, [(sx, sy - a), (sx + a * 0.85, sy + a * 0.7),
                                   (sx - a * 0.85, sy + a * 0.7)])
