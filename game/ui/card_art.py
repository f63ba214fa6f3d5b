"""Card art that needs no renderer state: shadows, glows, empty slots, back patterns and the
procedural paintings on Masterpieces. Split from cards.py, which caches what these paint."""

from __future__ import annotations

import hashlib
import math
import random
from dataclasses import dataclass

import pygame

from game.ui.palette import RGB, colour, darken, draw_icon, lighten, mix, symbol

SS = 2  # supersampling factor: paint at twice the size, smooth-scale down once


@dataclass(frozen=True)
class BackTheme:
    base: RGB
    accent: RGB
    pattern: str
    monogram: str
    name: str


BACKS: dict[str, BackTheme] = {
    "five_three_five": BackTheme((18, 116, 120), (252, 204, 84), "paws", "535", "FIVE THREE FIVE"),
    "phase10": BackTheme((26, 48, 138), (244, 86, 70), "stripes", "10", "PHASE 10"),
    "final_touch": BackTheme((236, 226, 204), (60, 60, 70), "splashes", "FT", "FINAL TOUCH"),
    "final_nine_disc": BackTheme((28, 106, 58), (244, 240, 226), "rings", "F9", "DISCS"),
    "final_nine_action": BackTheme((170, 40, 44), (250, 218, 120), "chevrons", "F9", "ACTIONS"),
    "finale": BackTheme((78, 30, 118), (246, 200, 90), "stars", "F", "FINALE"),
    "masterpiece": BackTheme((84, 50, 26), (222, 182, 86), "frame", "M", "MASTERPIECE"),
}
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


def abstract_art(size: tuple[int, int], title: str) -> pygame.Surface:
    """A deterministic abstract painting seeded by a hash of the title."""
    rng = random.Random(int.from_bytes(hashlib.sha256(title.encode()).digest()[:8], "big"))
    names = ["red", "yellow", "green", "blue", "purple", "orange", "pink", "teal", "brown"]
    rng.shuffle(names)
    w, h = size
    sky, ground = colour(names[0]).fill, colour(names[1]).fill
    art = gradient(size, lighten(sky, 0.55), lighten(ground, 0.25))
    horizon = round(h * rng.uniform(0.5, 0.72))
    pygame.draw.rect(art, mix(ground, (40, 40, 40), 0.15), (0, horizon, w, h - horizon))
    layer = pygame.Surface(size, pygame.SRCALPHA)
    for i in range(rng.randint(5, 8)):
        paint = colour(names[2 + i % 7]).fill
        kind = rng.choice(("circle", "block", "stroke", "stroke"))
        x, y = rng.uniform(0.05, 0.95) * w, rng.uniform(0.1, 0.9) * h
        if kind == "circle":
            pygame.draw.circle(layer, (*paint, 215), (round(x), round(y)),
                               round(rng.uniform(0.1, 0.24) * w))
        elif kind == "block":
            rect = pygame.Rect(0, 0, round(rng.uniform(0.15, 0.4) * w), round(rng.uniform(0.1, 0.35) * h))
            rect.center = (round(x), round(y))
            pygame.draw.rect(layer, (*paint, 220), rect, border_radius=round(w * 0.02))
        else:
            amp, phase, thick = rng.uniform(0.05, 0.15) * h, rng.uniform(0, 6.3), rng.uniform(0.03, 0.07)
            pts = [(w * t / 16, y + amp * math.sin(phase + t * 0.6)) for t in range(17)]
            pygame.draw.lines(layer, (*darken(paint, 0.15), 235), False, pts, max(2, round(thick * w)))
    texture = pygame.Surface(size, pygame.SRCALPHA)
    for _ in range(140):  # brush texture: broad translucent dabs so it reads as paint
        y = rng.uniform(0, h)
        base = sky if y < horizon else ground
        dab = mix(base, (255, 255, 255) if rng.random() < 0.5 else (0, 0, 0), rng.uniform(0.05, 0.2))
        x, a = rng.uniform(-0.05, 1.0) * w, rng.uniform(-0.25, 0.25)
        length = rng.uniform(0.12, 0.3) * w
        pygame.draw.line(texture, (*dab, rng.randint(40, 80)), (x, y),
                         (x + length * math.cos(a), y + length * math.sin(a)), max(2, round(w * 0.05)))
    art.blit(texture, (0, 0))
    art.blit(layer, (0, 0))
    sun = colour(names[2]).fill
    pygame.draw.circle(art, lighten(sun, 0.3), (round(rng.uniform(0.2, 0.8) * w), round(h * 0.22)),
                       round(w * 0.08))
    return art


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
