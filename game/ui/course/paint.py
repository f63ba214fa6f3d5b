"""Painters for the course tiles: one function per surface letter, drawn by code at any size.

Each painter fills one grid square ``rect`` of ``surf`` (drawn at ``s`` pixels a side) and may
look at its neighbours through :class:`Around` (shorelines, joined paths and boardwalks, one roof
over a whole building). Every random detail comes from a ``random.Random`` seeded by the tile's
key, so a tile looks the same each time it is painted. No state lives here: ``tiles.py`` caches.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

import pygame

from game.ui.draw.palette import darken, lighten, mix

RGB = tuple[int, int, int]
GRASS = (92, 160, 72)
GRASS_DARK = (78, 144, 62)
CIRCLE = (126, 190, 92)
BUSH = (40, 100, 50)
WATER = (44, 116, 186)
DEEP = (30, 88, 158)
SHORE = (196, 178, 128)
PAVING = (176, 170, 158)
ROOF = (176, 84, 62)
ROOF_DARK = (138, 62, 48)
GRAVEL = (206, 188, 150)
PLANK = (158, 112, 72)
CONCRETE = (214, 210, 200)
METAL = (196, 200, 206)
CHAIN = (150, 156, 164)
BASKET_YELLOW = (246, 200, 60)


@dataclass(frozen=True)
class Around:
    """The letters beside a tile (N, E, S, W; ``"#"`` beyond the card edge) and its place."""

    n: str
    e: str
    s: str
    w: str
    col: int
    row: int
    roof: str = ""          # for a structure: "h"/"v" ridge way and which slope ("a"/"b"/"r")
    ring: tuple[float, float] = (0.0, 0.0)   # the basket's centre relative to this tile (grids)

    def key(self) -> tuple:
        return (self.n, self.e, self.s, self.w, self.row % 2, self.roof, self.ring)


def stripes(surf: pygame.Surface, rect: pygame.Rect, row: int, base: RGB) -> None:
    """Mown grass: two bands per grid, alternating light and dark down the card."""
    half = rect.h // 2
    for band in range(2):
        light = (row * 2 + band) % 2 == 0
        colour = lighten(base, 0.07) if light else darken(base, 0.04)
        surf.fill(colour, pygame.Rect(rect.x, rect.y + band * half, rect.w,
                                      half if band == 0 else rect.h - half))


def blades(surf: pygame.Surface, rect: pygame.Rect, rng: random.Random, base: RGB,
           count: int = 26) -> None:
    s = rect.w
    for _ in range(count):
        x, y = rect.x + rng.uniform(2, s - 2), rect.y + rng.uniform(2, s - 2)
        tall = s * rng.uniform(0.03, 0.06)
        lean = rng.uniform(-0.4, 0.4) * tall
        shade = lighten(base, 0.18) if rng.random() < 0.5 else darken(base, 0.16)
        pygame.draw.line(surf, shade, (x, y), (x + lean, y - tall), max(1, s // 60))
    if rng.random() < 0.45:
        for _ in range(rng.randint(1, 3)):
            x, y = rect.x + rng.uniform(6, s - 6), rect.y + rng.uniform(6, s - 6)
            flower = rng.choice(((250, 246, 230), (250, 222, 90), (236, 170, 210)))
            pygame.draw.circle(surf, flower, (x, y), max(1, s // 45))


def grass(surf, rect, rng, around: Around) -> None:
    stripes(surf, rect, around.row, GRASS)
    blades(surf, rect, rng, GRASS)


def circle(surf, rect, rng, around: Around) -> None:
    """The putting circle: finer, lighter grass with rings round the basket."""
    stripes(surf, rect, around.row, CIRCLE)
    blades(surf, rect, rng, CIRCLE, 12)
    s = rect.w
    cx, cy = rect.x + around.ring[0] * s, rect.y + around.ring[1] * s
    clip = surf.get_clip()
    surf.set_clip(rect)
    for radius, width in ((1.5, 3), (2.5, 2)):
        pygame.draw.circle(surf, lighten(CIRCLE, 0.28), (cx, cy), radius * s, max(1, s * width // 100))
    surf.set_clip(clip)


def blob_cluster(surf: pygame.Surface, rect: pygame.Rect, rng: random.Random, count: int,
                 spread: float, size: float, colour: RGB) -> None:
    """Round leafy blobs with a shadow, a body and a highlight (bushes, clumps, canopies)."""
    s = rect.w
    cx, cy = rect.centerx, rect.centery
    spots = [(cx + rng.uniform(-spread, spread) * s, cy + rng.uniform(-spread, spread) * s,
              s * size * rng.uniform(0.75, 1.2)) for _ in range(count)]
    for x, y, r in spots:
        pygame.draw.circle(surf, darken(colour, 0.45), (x + r * 0.18, y + r * 0.24), r)
    for x, y, r in spots:
        pygame.draw.circle(surf, darken(colour, 0.12), (x, y), r)
    for x, y, r in spots:
        pygame.draw.circle(surf, colour, (x - r * 0.12, y - r * 0.14), r * 0.78)
        pygame.draw.circle(surf, lighten(colour, 0.22), (x - r * 0.3, y - r * 0.34), r * 0.32)
        for _ in range(3):
            a = rng.uniform(0, math.tau)
            pygame.draw.circle(surf, lighten(colour, 0.35),
                               (x + math.cos(a) * r * 0.5, y + math.sin(a) * r * 0.5),
                               max(1, r * 0.09))


def bushes(surf, rect, rng, around: Around) -> None:
    """A hedge: grass round its free edges, a dark rounded bed, leafy blobs on top."""
    s = rect.w
    stripes(surf, rect, around.row, GRASS)
    inset, reach = s * 0.07, s * 0.3      # joined sides run on past the tile (no notch)
    top = rect.top + (inset if around.n not in "hk" else -reach)
    bottom = rect.bottom + (-inset if around.s not in "hk" else reach)
    left = rect.left + (inset if around.w not in "hk" else -reach)
    right = rect.right + (-inset if around.e not in "hk" else reach)
    bed = pygame.Rect(round(left), round(top), round(right - left), round(bottom - top))
    clip = surf.get_clip()
    surf.set_clip(rect)
    pygame.draw.rect(surf, darken(GRASS, 0.4), bed.move(s // 24, s // 18), border_radius=int(s * 0.12))
    pygame.draw.rect(surf, darken(BUSH, 0.25), bed, border_radius=int(s * 0.12))
    surf.set_clip(bed.clip(rect))
    blob_cluster(surf, rect, rng, 9, 0.42, 0.2, BUSH)
    blob_cluster(surf, rect, rng, 5, 0.3, 0.17, lighten(BUSH, 0.08))
    surf.set_clip(clip)


def clump(surf, rect, rng, around: Around) -> None:
    grass(surf, rect, rng, around)
    blob_cluster(surf, rect, rng, 6, 0.16, 0.2, BUSH)


def tree(surf, rect, rng, around: Around) -> None:
    grass(surf, rect, rng, around)
    s = rect.w
    pygame.draw.ellipse(surf, darken(GRASS, 0.35),
                        pygame.Rect(rect.centerx - s * 0.24, rect.centery - s * 0.08, s * 0.6, s * 0.4))
    canopy = rng.choice(((56, 122, 58), (70, 132, 52), (48, 110, 70)))
    blob_cluster(surf, pygame.Rect(rect.x, rect.y - s // 10, s, s), rng, 7, 0.14, 0.17, canopy)


def water(surf, rect, rng, around: Around) -> None:
    """Water, deeper in the middle, with a sandy shore where it meets land."""
    s = rect.w
    surf.fill(mix(WATER, DEEP, 0.35), rect)
    for _ in range(7):                       # soft wave strokes, lighter and darker
        x, y = rect.x + rng.uniform(0.05, 0.85) * s, rect.y + rng.uniform(0.08, 0.92) * s
        shade = lighten(WATER, 0.12) if rng.random() < 0.6 else DEEP
        length = s * rng.uniform(0.1, 0.22)
        pygame.draw.arc(surf, shade, pygame.Rect(x, y, length, s * 0.06), 0.3, math.pi - 0.3,
                        max(1, s // 55))
    if rng.random() < 0.22 and around.row % 3 != 1:
        _lily(surf, rect, rng)
    band = max(2, s // 9)
    for side, other in (("n", around.n), ("e", around.e), ("s", around.s), ("w", around.w)):
        if other in "w#p":             # no shore under a boardwalk or at the card's edge
            continue
        edge = {"n": pygame.Rect(rect.x, rect.y, s, band), "s": pygame.Rect(rect.x, rect.bottom - band, s, band),
                "w": pygame.Rect(rect.x, rect.y, band, s), "e": pygame.Rect(rect.right - band, rect.y, band, s)}[side]
        shallow = edge.inflate(band * 1.2 if side in "ew" else 0, band * 1.2 if side in "ns" else 0)
        surf.fill(mix(WATER, (150, 210, 230), 0.45), shallow.clip(rect))
        surf.fill(SHORE, edge)
        pebbles = random.Random(around.col * 131 + around.row * 17 + 'nesw'.index(side))
        for _ in range(6):
            px = edge.x + pebbles.uniform(0, edge.w)
            py = edge.y + pebbles.uniform(0, edge.h)
            pygame.draw.circle(surf, darken(SHORE, 0.2), (px, py), max(1, s // 70))
        reeds(surf, rect, pebbles, edge)


def _lily(surf: pygame.Surface, rect: pygame.Rect, rng: random.Random) -> None:
    s = rect.w
    for _ in range(rng.randint(1, 3)):
        x, y = rect.x + rng.uniform(0.25, 0.75) * s, rect.y + rng.uniform(0.25, 0.75) * s
        r = s * rng.uniform(0.06, 0.1)
        a = rng.uniform(0, math.tau)
        pygame.draw.circle(surf, (60, 130, 70), (x, y), r)
        pygame.draw.polygon(surf, mix(WATER, DEEP, 0.35), [(x, y), (x + math.cos(a) * r * 1.2, y + math.sin(a) * r * 1.2),
                                                           (x + math.cos(a + 0.6) * r * 1.2, y + math.sin(a + 0.6) * r * 1.2)])
        if rng.random() < 0.4:
            pygame.draw.circle(surf, (240, 200, 220), (x - r * 0.3, y - r * 0.2), max(1, r * 0.3))


def reeds(surf: pygame.Surface, rect: pygame.Rect, rng: random.Random, edge: pygame.Rect) -> None:
    s = rect.w
    for _ in range(rng.randint(0, 4)):
        x, y = edge.x + rng.uniform(0, edge.w), edge.y + rng.uniform(0, edge.h)
        for k in range(3):
            pygame.draw.line(surf, (96, 124, 60), (x + k * 2, y), (x + k * 2 + rng.uniform(-2, 2), y - s * 0.09),
                             max(1, s // 70))


def structure(surf, rect, rng, around: Around) -> None:
    """A building seen from above: paving round it, then a tiled gable roof with a ridge."""
    s = rect.w
    surf.fill(PAVING, rect)
    joined = {side: other == "s" for side, other in
              (("n", around.n), ("e", around.e), ("s", around.s), ("w", around.w))}
    inset = max(2, s // 12)
    body = pygame.Rect(rect.x + (0 if joined["w"] else inset), rect.y + (0 if joined["n"] else inset), 0, 0)
    body.width = rect.right - (0 if joined["e"] else inset) - body.x
    body.height = rect.bottom - (0 if joined["s"] else inset) - body.y
    shadow = body.move(s // 14, s // 12).clip(rect)
    surf.fill(darken(PAVING, 0.35), shadow)
    way, slope = (around.roof + "hr")[:2] if around.roof else ("h", "r")
    light, dark = lighten(ROOF, 0.06), ROOF_DARK
    if slope == "a":
        surf.fill(light, body)
    elif slope == "b":
        surf.fill(dark, body)
    else:                                   # the ridge runs through this grid
        first, second = body.copy(), body.copy()
        if way == "h":
            first.height = rect.centery - body.y
            second.y, second.height = rect.centery, body.bottom - rect.centery
        else:
            first.width = rect.centerx - body.x
            second.x, second.width = rect.centerx, body.right - rect.centerx
        surf.fill(light, first)
        surf.fill(dark, second)
    step = max(4, s // 9)
    tile_line = darken(ROOF, 0.3)
    if way == "h":
        for y in range(body.y + step, body.bottom, step):
            pygame.draw.line(surf, tile_line, (body.x, y), (body.right - 1, y), max(1, s // 80))
        if slope == "r":
            pygame.draw.line(surf, lighten(ROOF, 0.3), (body.x, rect.centery), (body.right - 1, rect.centery),
                             max(2, s // 30))
    else:
        for x in range(body.x + step, body.right, step):
            pygame.draw.line(surf, tile_line, (x, body.y), (x, body.bottom - 1), max(1, s // 80))
        if slope == "r":
            pygame.draw.line(surf, lighten(ROOF, 0.3), (rect.centerx, body.y), (rect.centerx, body.bottom - 1),
                             max(2, s // 30))
    eave = darken(ROOF, 0.5)
    width = max(2, s // 40)
    for side, line in (("n", (body.topleft, body.topright)), ("s", (body.bottomleft, body.bottomright)),
                       ("w", (body.topleft, body.bottomleft)), ("e", (body.topright, body.bottomright))):
        if not joined[side]:
            pygame.draw.line(surf, eave, *line, width)
    if rng.random() < 0.35 and not joined["n"]:
        chimney = pygame.Rect(body.x + s * rng.uniform(0.2, 0.6), body.y + s * 0.12, s * 0.14, s * 0.14)
        surf.fill((120, 110, 104), chimney)
        pygame.draw.rect(surf, (70, 64, 60), chimney, max(1, s // 60))


def path(surf, rect, rng, around: Around) -> None:
    """A gravel path joined to its neighbours, or a plank boardwalk over water."""
    s = rect.w
    wet = sum(other == "w" for other in (around.n, around.e, around.s, around.w)) >= 2
    if wet:
        water(surf, rect, rng, Around("w", "w", "w", "w", around.col, around.row))
    else:
        grass(surf, rect, rng, around)
    links = [side for side, other in (("n", around.n), ("e", around.e), ("s", around.s), ("w", around.w))
             if other in "pTe" or (wet and other not in "w#")]
    if not links:
        links = ["n", "s"]
    vertical = any(side in "ns" for side in links) and not (wet and set(links) <= {"e", "w"})
    half = s * (0.24 if wet else 0.2)
    colour = PLANK if wet else GRAVEL
    pieces = [pygame.Rect(rect.centerx - half, rect.centery - half, half * 2, half * 2)]
    for side in links:
        if side == "n":
            pieces.append(pygame.Rect(rect.centerx - half, rect.y, half * 2, s // 2))
        elif side == "s":
            pieces.append(pygame.Rect(rect.centerx - half, rect.centery, half * 2, s - s // 2))
        elif side == "w":
            pieces.append(pygame.Rect(rect.x, rect.centery - half, s // 2, half * 2))
        else:
            pieces.append(pygame.Rect(rect.centerx, rect.centery - half, s - s // 2, half * 2))
    for piece in pieces:
        surf.fill(darken(colour, 0.25), piece.inflate(max(2, s // 30), max(2, s // 30)).clip(rect))
    for piece in pieces:
        surf.fill(colour, piece)
    if wet:
        for k in range(0, s, max(4, s // 8)):
            if vertical:
                pygame.draw.line(surf, darken(PLANK, 0.35), (rect.centerx - half, rect.y + k),
                                 (rect.centerx + half, rect.y + k), max(1, s // 60))
            else:
                pygame.draw.line(surf, darken(PLANK, 0.35), (rect.x + k, rect.centery - half),
                                 (rect.x + k, rect.centery + half), max(1, s // 60))
    else:
        for _ in range(30):
            piece = rng.choice(pieces)
            x, y = piece.x + rng.uniform(0, piece.w), piece.y + rng.uniform(0, piece.h)
            pygame.draw.circle(surf, darken(GRAVEL, rng.uniform(0.08, 0.25)), (x, y), max(1, s // 70))


def seat(surf, rect, rng, around: Around) -> None:
    grass(surf, rect, rng, around)
    s = rect.w
    bench = pygame.Rect(rect.centerx - s * 0.3, rect.centery - s * 0.12, s * 0.6, s * 0.24)
    surf.fill(darken(GRASS, 0.35), bench.move(s // 20, s // 16))
    for k in range(3):
        plank = pygame.Rect(bench.x, bench.y + k * bench.h / 3, bench.w, bench.h / 3 - max(1, s // 60))
        surf.fill(lighten(PLANK, 0.1 * (k % 2)), plank)
    for x in (bench.x + s * 0.06, bench.right - s * 0.1):
        surf.fill((70, 70, 76), pygame.Rect(x, bench.y - s * 0.03, s * 0.04, bench.h + s * 0.06))
    bin_centre = (rect.x + s * 0.82, rect.y + s * 0.22)
    pygame.draw.circle(surf, (60, 96, 70), bin_centre, s * 0.07)
    pygame.draw.circle(surf, (30, 50, 36), bin_centre, s * 0.07, max(1, s // 50))


def tee(surf, rect, rng, around: Around) -> None:
    grass(surf, rect, rng, around)
    s = rect.w
    pad = pygame.Rect(rect.centerx - s * 0.22, rect.y + s * 0.1, s * 0.44, s * 0.8)
    surf.fill(darken(GRASS, 0.35), pad.move(s // 24, s // 20))
    surf.fill(CONCRETE, pad)
    mat = pad.inflate(-s * 0.1, -s * 0.1)
    surf.fill((84, 92, 98), mat)
    for k in range(1, 6):
        y = mat.y + mat.h * k / 6
        pygame.draw.line(surf, (104, 112, 118), (mat.x + 1, y), (mat.right - 2, y), max(1, s // 90))
    pygame.draw.rect(surf, darken(CONCRETE, 0.3), pad, max(1, s // 40))
    pygame.draw.line(surf, (250, 250, 250), (pad.x + s * 0.04, pad.y + s * 0.06),
                     (pad.right - s * 0.05, pad.y + s * 0.06), max(2, s // 30))


def basket(surf, rect, rng, around: Around) -> None:
    circle(surf, rect, rng, around)
    s = rect.w
    cx, cy = rect.centerx, rect.centery
    pygame.draw.ellipse(surf, darken(CIRCLE, 0.35),
                        pygame.Rect(cx - s * 0.2, cy - s * 0.02, s * 0.52, s * 0.34))
    pygame.draw.circle(surf, darken(METAL, 0.3), (cx, cy), s * 0.3)
    pygame.draw.circle(surf, METAL, (cx, cy), s * 0.3, max(2, s // 22))
    for k in range(14):
        a = k * math.tau / 14
        pygame.draw.line(surf, CHAIN, (cx + math.cos(a) * s * 0.07, cy + math.sin(a) * s * 0.07),
                         (cx + math.cos(a) * s * 0.26, cy + math.sin(a) * s * 0.26), max(1, s // 60))
    pygame.draw.circle(surf, BASKET_YELLOW, (cx, cy), s * 0.36, max(2, s // 18))
    pygame.draw.circle(surf, darken(BASKET_YELLOW, 0.3), (cx, cy), s * 0.36, max(1, s // 70))
    pygame.draw.circle(surf, (70, 74, 80), (cx, cy), s * 0.06)
    pygame.draw.circle(surf, BASKET_YELLOW, (cx, cy), s * 0.035)


PAINTERS = {"g": grass, "c": circle, "h": bushes, "k": clump, "t": tree, "w": water,
            "s": structure, "p": path, "e": seat, "T": tee, "B": basket}
