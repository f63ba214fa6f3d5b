"""The Final Nine hole card drawn by code: surfaces, basket, island line, mandos, grid dots.

One static surface per (hole, level, colour-blind) is painted at twice the size and scaled
down once, then cached: frames only blit it and draw the moving parts (markers, flight
paths, the putter range) on top. Each surface has its own colour and texture; with
colour-blind symbols on, each also gets its own pattern (and the out-of-bounds ones an "OB").
"""

from __future__ import annotations

import math
import random

import pygame

from game.games.final_nine.holes import HEIGHT, WIDTH, Hole
from game.paths import FONTS_DIR
from game.ui.palette import darken, lighten, mix

CELL = 106
GRID_LEFT, GRID_TOP = 52, 150
GRID_RECT = pygame.Rect(GRID_LEFT, GRID_TOP, WIDTH * CELL, HEIGHT * CELL)
SS = 2

GRASS = (84, 156, 70)
CIRCLE = (118, 192, 92)
BUSH = (38, 98, 48)
WATER = (46, 118, 196)
STONE = (128, 122, 118)
SAND = (222, 200, 150)
SURFACE_NAMES = {"T": "tee pad", "B": "basket", "g": "grass", "c": "putting circle", "h": "bushes",
                 "k": "clump", "w": "water", "s": "structure", "t": "grass", "p": "path",
                 "e": "grass"}


def cell_rect(cell: int) -> pygame.Rect:
    row, col = divmod(cell, WIDTH)
    return pygame.Rect(GRID_LEFT + col * CELL, GRID_TOP + row * CELL, CELL, CELL)


def cell_centre(cell: int) -> tuple[float, float]:
    row, col = divmod(cell, WIDTH)
    return (GRID_LEFT + (col + 0.5) * CELL, GRID_TOP + (row + 0.5) * CELL)


def hole_art(hole: Hole, level: str, colour_blind: bool, cache: dict) -> pygame.Surface:
    """The hole's grid with every static feature, kept in the scene's ``cache``."""
    key = ("hole", hole.number, level, colour_blind)
    art = cache.get(key)
    if art is None:
        if len(cache) >= 4:       # about 1.8 MB each: keep just the last few
            cache.clear()
        big = _paint(hole, level, colour_blind)
        art = pygame.transform.smoothscale(big, GRID_RECT.size)
        if pygame.display.get_surface() is not None:
            art = art.convert()
        cache[key] = art
    return art


def _paint(hole: Hole, level: str, colour_blind: bool) -> pygame.Surface:
    s = CELL * SS
    big = pygame.Surface((WIDTH * s, HEIGHT * s))
    for cell in range(WIDTH * HEIGHT):
        row, col = divmod(cell, WIDTH)
        rect = pygame.Rect(col * s, row * s, s, s)
        letter = hole.letter(cell)
        rng = random.Random(hole.number * 100 + cell)
        _SURFACES.get(letter, _grass)(big, rect, rng, hole, cell)
        if colour_blind:
            _pattern(big, rect, letter, (row + col) % 2 == 0)
    _shorelines(big, hole, s)
    _grid_dots(big, s)
    if level != "rec":
        if hole.island:
            _island(big, hole, s)
        for mando in hole.mandos:
            _mando(big, mando.corner, mando.side, s)
    return big


# --- surfaces ---------------------------------------------------------------------------------

def _grass(big: pygame.Surface, rect: pygame.Rect, rng: random.Random, hole: Hole, cell: int,
           base: tuple = GRASS) -> None:
    row = cell // WIDTH
    big.fill(lighten(base, 0.06) if row % 2 else base, rect)
    for _ in range(10):
        x, y = rect.left + rng.randint(12, rect.width - 12), rect.top + rng.randint(12, rect.height - 12)
        tone = darken(base, 0.18)
        pygame.draw.line(big, tone, (x, y), (x - 4, y - 10), 3)
        pygame.draw.line(big, tone, (x, y), (x + 4, y - 11), 3)


def _circle(big, rect, rng, hole, cell) -> None:
    big.fill(CIRCLE, rect)
    row, col = divmod(hole.basket, WIDTH)
    basket = ((col + 0.5) * rect.width, (row + 0.5) * rect.height)
    big.set_clip(rect)
    for radius in range(70, 1400, 70):   # mown rings around the basket
        pygame.draw.circle(big, lighten(CIRCLE, 0.1), basket, radius, 12)
    big.set_clip(None)


def _tee(big, rect, rng, hole, cell) -> None:
    _grass(big, rect, rng, hole, cell)
    pad = rect.inflate(-rect.width * 0.38, -rect.height * 0.12)
    pygame.draw.rect(big, (70, 66, 60), pad.move(4, 6), border_radius=14)
    pygame.draw.rect(big, (206, 198, 182), pad, border_radius=14)
    pygame.draw.rect(big, (150, 142, 128), pad, 5, border_radius=14)
    for y in range(pad.top + 30, pad.bottom - 10, 30):
        pygame.draw.line(big, (188, 180, 164), (pad.left + 12, y), (pad.right - 12, y), 3)
    _label(big, "TEE", 40, (80, 72, 60), (pad.centerx, pad.top + 34))


def _basket_cell(big, rect, rng, hole, cell) -> None:
    _circle(big, rect, rng, hole, cell)
    basket_icon(big, rect.inflate(-rect.width * 0.2, -rect.height * 0.12))


def _bushes(big, rect, rng, hole, cell) -> None:
    big.fill(BUSH, rect)
    for _ in range(16):
        x, y = rect.left + rng.randint(16, rect.width - 16), rect.top + rng.randint(16, rect.height - 16)
        r = rng.randint(18, 32)
        pygame.draw.circle(big, darken(BUSH, 0.3), (x + 4, y + 6), r)
        pygame.draw.circle(big, mix(BUSH, (90, 150, 60), rng.uniform(0.1, 0.5)), (x, y), r)
        pygame.draw.circle(big, lighten(BUSH, 0.25), (x - r // 3, y - r // 3), r // 3)


def _clump(big, rect, rng, hole, cell) -> None:
    _grass(big, rect, rng, hole, cell)
    cx, cy = rect.center
    pygame.draw.circle(big, (30, 60, 30), (cx + 8, cy + 12), 74)
    for dx, dy, r in ((-30, -16, 44), (28, -20, 46), (-22, 26, 44), (30, 24, 42), (0, 0, 50)):
        pygame.draw.circle(big, darken(BUSH, 0.1), (cx + dx, cy + dy), r)
        pygame.draw.circle(big, lighten(BUSH, 0.18), (cx + dx - r // 4, cy + dy - r // 4), r // 2)


def _water(big, rect, rng, hole, cell) -> None:
    big.fill(WATER, rect)
    for row in range(5):
        y = rect.top + 26 + row * 40
        offset = rng.randint(0, 40)
        points = [(rect.left + x, y + 7 * math.sin((x + offset) / 14)) for x in range(0, rect.width + 1, 6)]
        pygame.draw.lines(big, lighten(WATER, 0.3), False, points, 4)


def _structure(big, rect, rng, hole, cell) -> None:
    big.fill(STONE, rect)
    brick_h = 30
    for index, y in enumerate(range(rect.top, rect.bottom, brick_h)):
        pygame.draw.line(big, darken(STONE, 0.25), (rect.left, y), (rect.right, y), 3)
        shift = 0 if index % 2 else 30
        for x in range(rect.left + shift, rect.right, 60):
            pygame.draw.line(big, darken(STONE, 0.25), (x, y), (x, y + brick_h), 3)
    pygame.draw.rect(big, darken(STONE, 0.45), rect, 6)


def _tree(big, rect, rng, hole, cell) -> None:
    _grass(big, rect, rng, hole, cell)
    cx, cy = rect.centerx + rng.randint(-20, 20), rect.centery + rng.randint(-16, 16)
    pygame.draw.ellipse(big, darken(GRASS, 0.35), pygame.Rect(cx - 52, cy + 8, 124, 62))
    pygame.draw.rect(big, (110, 76, 46), pygame.Rect(cx - 8, cy, 16, 46))
    for dx, dy, r in ((-22, -16, 38), (22, -18, 36), (0, -44, 38), (0, -8, 40)):
        pygame.draw.circle(big, (42, 120, 58), (cx + dx, cy + dy), r)
        pygame.draw.circle(big, (76, 158, 80), (cx + dx - 10, cy + dy - 10), r // 2)


def _path(big, rect, rng, hole, cell) -> None:
    _grass(big, rect, rng, hole, cell)
    row, col = divmod(cell, WIDTH)
    sides = [(dr, dc) for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1))
             if 0 <= row + dr < HEIGHT and 0 <= col + dc < WIDTH
             and hole.letter((row + dr) * WIDTH + col + dc) in "pT"]
    if not sides:
        sides = [(-1, 0), (1, 0)]
    half = 30
    for dr, dc in sides:
        end = (rect.centerx + dc * rect.width // 2, rect.centery + dr * rect.height // 2)
        pygame.draw.line(big, darken(SAND, 0.15), rect.center, end, half * 2 + 8)
        pygame.draw.line(big, SAND, rect.center, end, half * 2)
    pygame.draw.circle(big, SAND, rect.center, half)
    for _ in range(10):
        x, y = rect.centerx + rng.randint(-22, 22), rect.centery + rng.randint(-60, 60)
        pygame.draw.circle(big, darken(SAND, 0.12), (x, y), 3)


def _seat(big, rect, rng, hole, cell) -> None:
    _grass(big, rect, rng, hole, cell)
    bench = pygame.Rect(0, 0, 120, 44)
    bench.center = rect.center
    pygame.draw.rect(big, (60, 44, 30), bench.move(5, 7), border_radius=6)
    pygame.draw.rect(big, (156, 104, 62), bench, border_radius=6)
    for y in (bench.top + 14, bench.top + 29):
        pygame.draw.line(big, (120, 78, 44), (bench.left + 6, y), (bench.right - 6, y), 3)


_SURFACES = {"T": _tee, "B": _basket_cell, "g": _grass, "c": _circle, "h": _bushes, "k": _clump,
             "w": _water, "s": _structure, "t": _tree, "p": _path, "e": _seat}


def basket_icon(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """A disc golf basket: pole, yellow top band, chains and the catching tray."""
    cx, w, h = rect.centerx, rect.width, rect.height
    top, tray = rect.top + h * 0.12, rect.top + h * 0.62
    pygame.draw.ellipse(surface, (40, 80, 40), pygame.Rect(cx - w * 0.36, rect.bottom - h * 0.12,
                                                           w * 0.72, h * 0.12))
    pygame.draw.line(surface, (70, 74, 82), (cx, top), (cx, rect.bottom - h * 0.06), max(3, w // 22))
    band = pygame.Rect(0, 0, w * 0.78, h * 0.14)
    band.center = (cx, top)
    for k in range(-3, 4):       # chains hang from the band into the tray
        x0 = cx + k * w * 0.1
        pygame.draw.line(surface, (200, 204, 212), (x0, top + h * 0.05), (cx + k * w * 0.03, tray),
                         max(2, w // 60))
    tray_rect = pygame.Rect(0, 0, w * 0.86, h * 0.2)
    tray_rect.center = (cx, tray)
    pygame.draw.ellipse(surface, (60, 64, 72), tray_rect.move(0, h * 0.03))
    pygame.draw.ellipse(surface, (248, 200, 40), tray_rect)
    pygame.draw.ellipse(surface, (120, 94, 10), tray_rect, max(2, w // 50))
    pygame.draw.ellipse(surface, (248, 206, 48), band)
    pygame.draw.ellipse(surface, (120, 94, 10), band, max(2, w // 50))


# --- colour-blind patterns, shorelines, grid, island and mandos -----------------------------

def _pattern(big: pygame.Surface, rect: pygame.Rect, letter: str, tag: bool) -> None:
    ink = (0, 0, 0)
    layer = pygame.Surface(rect.size, pygame.SRCALPHA)
    w, h = rect.size
    if letter == "c":
        for y in range(12, h, 36):
            for x in range(12 + (y // 36 % 2) * 18, w, 36):
                pygame.draw.circle(layer, (255, 255, 255, 110), (x, y), 4)
    elif letter == "h":
        for x in range(-h, w, 28):
            pygame.draw.line(layer, (*ink, 90), (x, h), (x + h, 0), 5)
    elif letter == "k":
        for x in range(-h, w, 32):
            pygame.draw.line(layer, (*ink, 100), (x, h), (x + h, 0), 4)
            pygame.draw.line(layer, (*ink, 100), (x, 0), (x + h, h), 4)
    elif letter in "ws":
        step = 24 if letter == "w" else 40
        for y in range(0, h, step):
            if letter == "w":
                pygame.draw.line(layer, (255, 255, 255, 120), (0, y), (w, y), 3)
            else:
                pygame.draw.line(layer, (*ink, 110), (0, y), (y, 0), 5)
                pygame.draw.line(layer, (*ink, 110), (w - y, h), (w, h - y), 5)
        plate = pygame.Rect(w - 84, 8, 76, 46)
        if not tag:
            big.blit(layer, rect)
            return
        pygame.draw.rect(layer, (255, 255, 255, 220), plate, border_radius=10)
        text = _font(34).render("OB", True, (160, 20, 20))
        layer.blit(text, text.get_rect(center=plate.center))
    big.blit(layer, rect)


def _shorelines(big: pygame.Surface, hole: Hole, s: int) -> None:
    """A sandy rim where water meets land, so the water's edge reads clearly."""
    for cell in range(WIDTH * HEIGHT):
        if hole.letter(cell) != "w":
            continue
        row, col = divmod(cell, WIDTH)
        rect = pygame.Rect(col * s, row * s, s, s)
        for dr, dc, a, b in ((-1, 0, rect.topleft, rect.topright), (1, 0, rect.bottomleft, rect.bottomright),
                             (0, -1, rect.topleft, rect.bottomleft), (0, 1, rect.topright, rect.bottomright)):
            r, c = row + dr, col + dc
            if 0 <= r < HEIGHT and 0 <= c < WIDTH and hole.letter(r * WIDTH + c) != "w":
                pygame.draw.line(big, SAND, a, b, 10)


def _grid_dots(big: pygame.Surface, s: int) -> None:
    dot = (255, 255, 255)
    layer = pygame.Surface(big.get_size(), pygame.SRCALPHA)
    for col in range(1, WIDTH):
        for y in range(6, HEIGHT * s, 22):
            pygame.draw.line(layer, (*dot, 110), (col * s, y), (col * s, y + 10), 4)
    for row in range(1, HEIGHT):
        for x in range(6, WIDTH * s, 22):
            pygame.draw.line(layer, (*dot, 110), (x, row * s), (x + 10, row * s), 4)
    big.blit(layer, (0, 0))


def _island(big: pygame.Surface, hole: Hole, s: int) -> None:
    """The dark island line around the island grids, and the drop zone."""
    line = (24, 26, 34)
    for cell in hole.island:
        row, col = divmod(cell, WIDTH)
        rect = pygame.Rect(col * s, row * s, s, s)
        for dr, dc, a, b in ((-1, 0, rect.topleft, rect.topright), (1, 0, rect.bottomleft, rect.bottomright),
                             (0, -1, rect.topleft, rect.bottomleft), (0, 1, rect.topright, rect.bottomright)):
            r, c = row + dr, col + dc
            inside = 0 <= r < HEIGHT and 0 <= c < WIDTH and r * WIDTH + c in hole.island
            if not inside:
                pygame.draw.line(big, line, a, b, 16)
                pygame.draw.circle(big, line, a, 8)
                pygame.draw.circle(big, line, b, 8)
    if hole.drop_zone >= 0:
        row, col = divmod(hole.drop_zone, WIDTH)
        centre = (col * s + s // 2, row * s + s // 2)
        pygame.draw.circle(big, (20, 22, 28), (centre[0] + 4, centre[1] + 6), 58)
        pygame.draw.circle(big, (250, 248, 240), centre, 58)
        pygame.draw.circle(big, line, centre, 58, 8)
        _label(big, "DZ", 52, line, centre)


def _mando(big: pygame.Surface, corner: tuple[int, int], side: str, s: int) -> None:
    """A mando post on its grid corner, an arrow to the side to pass, a red wall on the other."""
    x, y = corner[0] * s, corner[1] * s
    step = {"east": (1, 0), "west": (-1, 0), "north": (0, -1), "south": (0, 1)}[side]
    wall = (-step[0], -step[1])
    layer = pygame.Surface(big.get_size(), pygame.SRCALPHA)
    length = max(big.get_width(), big.get_height())
    for k in range(0, length, 36):
        a = (x + wall[0] * (k + 40), y + wall[1] * (k + 40))
        b = (x + wall[0] * (k + 58), y + wall[1] * (k + 58))
        pygame.draw.line(layer, (220, 40, 40, 200), a, b, 10)
    big.blit(layer, (0, 0))
    tip = (x + step[0] * s * 0.62, y + step[1] * s * 0.62)
    base = (x + step[0] * 40, y + step[1] * 40)
    pygame.draw.line(big, (20, 20, 24), (base[0] + 3, base[1] + 4), (tip[0] + 3, tip[1] + 4), 22)
    pygame.draw.line(big, (255, 255, 255), base, tip, 16)
    nx, ny = -step[1], step[0]
    head = [(tip[0] + step[0] * 34, tip[1] + step[1] * 34), (tip[0] + nx * 30, tip[1] + ny * 30),
            (tip[0] - nx * 30, tip[1] - ny * 30)]
    pygame.draw.polygon(big, (20, 20, 24), [(px + 3, py + 4) for px, py in head])
    pygame.draw.polygon(big, (255, 255, 255), head)
    pygame.draw.circle(big, (20, 20, 24), (x + 4, y + 6), 40)
    pygame.draw.circle(big, (230, 40, 40), (x, y), 38)
    pygame.draw.circle(big, (255, 255, 255), (x, y), 38, 8)
    _label(big, "M", 44, (255, 255, 255), (x, y))


def _font(px: int) -> pygame.font.Font:
    """A fresh font: labels are painted once per hole, and no Font outlives a pygame.quit()."""
    return pygame.font.Font(str(FONTS_DIR / "DejaVuSans-Bold.ttf"), px)


def _label(big: pygame.Surface, text: str, px: int, colour: tuple, centre: tuple) -> None:
    label = _font(px).render(text, True, colour)
    big.blit(label, label.get_rect(center=(round(centre[0]), round(centre[1]))))
