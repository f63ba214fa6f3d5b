"""Final Touch's own card painter: a Masterpiece as a framed abstract painting.

Registered for the "masterpiece" deck in :mod:`.look`; the shared renderer calls it with
itself (for fonts and the card body) on a supersampled surface at scale ``u``.
"""

from __future__ import annotations

import hashlib
import math
import random

import pygame

from game.ui.draw.card_art import gradient
from game.ui.draw.cards import BOLD, CONDENSED, CardFace, CardRenderer
from game.ui.draw.palette import colour, darken, lighten, mix, symbol, text_on


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


def paint_masterpiece(cards: CardRenderer, big: pygame.Surface, face: CardFace, u: float) -> None:
    """A framed painting: wooden frame, the abstract canvas, its price tag, stroke pips, a title plaque."""
    W, H = big.get_size()
    wood = (150, 98, 52)
    cards.body(big, u, lighten(wood, 0.1), darken(wood, 0.35))
    gold = (222, 184, 92)
    canvas = pygame.Rect(round(14 * u), round(14 * u), W - round(28 * u), H - round(88 * u))
    pygame.draw.rect(big, darken(wood, 0.55), canvas.inflate(round(8 * u), round(8 * u)))
    pygame.draw.rect(big, gold, canvas.inflate(round(5 * u), round(5 * u)))
    big.blit(abstract_art(canvas.size, face.title or face.label), canvas.topleft)
    if face.value:
        tag = cards.text(face.value, BOLD, 19 * u, (40, 28, 10))
        plate = tag.get_rect().inflate(round(10 * u), round(8 * u))
        plate.topright = (canvas.right - round(3 * u), canvas.top + round(3 * u))
        pygame.draw.rect(big, (30, 22, 12), plate.move(0, round(1.5 * u)),
                         border_radius=round(6 * u))
        pygame.draw.rect(big, gold, plate, border_radius=round(6 * u))
        big.blit(tag, tag.get_rect(center=plate.center))
    _pips(cards, big, face.strokes, pygame.Rect(canvas.left, canvas.bottom + round(7 * u),
                                              canvas.width, round(17 * u)), u)
    plaque = pygame.Rect(round(18 * u), H - round(45 * u), W - round(36 * u), round(33 * u))
    pygame.draw.rect(big, darken(gold, 0.45), plaque.move(0, round(1.5 * u)),
                     border_radius=round(4 * u))
    pygame.draw.rect(big, lighten(gold, 0.2), plaque, border_radius=round(4 * u))
    lines = cards.fit_lines(face.title, CONDENSED, 22 * u, 13 * u,
                            plaque.width - 8 * u, (40, 28, 10))
    y = plaque.centery - sum(line.get_height() for line in lines) / 2 - (len(lines) - 1) * u
    for line in lines:
        big.blit(line, line.get_rect(midtop=(plaque.centerx, round(y))))
        y += line.get_height() + 2 * u

def _pips(cards: CardRenderer, big: pygame.Surface, strokes: tuple, row: pygame.Rect, u: float) -> None:
    """The masterpiece's required strokes as coloured pips, grouped by colour."""
    pips = [name for name, count in strokes for _ in range(count)]
    if not pips:
        return
    groups = len(strokes)
    step = min(row.height + 2 * u, (row.width - (groups - 1) * 6 * u) / len(pips))
    r = min(row.height / 2, step / 2 - u)
    x = row.centerx - (step * len(pips) + (groups - 1) * 6 * u) / 2 + step / 2
    previous = pips[0]
    for name in pips:
        if name != previous:
            x += 6 * u
            previous = name
        pal = colour(name)
        centre = (round(x), row.centery)
        pygame.draw.circle(big, (30, 22, 12), centre, round(r + 1.5 * u))
        pygame.draw.circle(big, pal.fill, centre, round(r))
        if cards.colour_blind:
            symbol(big, pal.symbol, centre, r * 0.62, text_on(name))
        x += step
