"""The Final Nine hole's geometry on the table, and its colour-blind patterns.

The hole itself is drawn by the course's tile renderer (``course.py``); this module says where
its grids sit on the 1920x1080 canvas, centred and as tall as the hand below allows (``CELL``,
``GRID_RECT``, ``cell_centre``), names each surface in a player's words, and paints the
colour-blind layer: a pattern per surface (and an "OB" plate on the out-of-bounds ones), painted
at twice the size and scaled down once.
"""

from __future__ import annotations

import pygame

from game import paths
from game.games.final_nine.holes import HEIGHT, WIDTH, Hole

CELL = 96                                   # the grid is 768 px tall: 71% of the screen's height
GRID_LEFT, GRID_TOP = 960 - WIDTH * CELL // 2, 34     # centred; the hand fits under its card
GRID_RECT = pygame.Rect(GRID_LEFT, GRID_TOP, WIDTH * CELL, HEIGHT * CELL)
SS = 2

SURFACE_NAMES = {"T": "tee pad", "B": "basket", "g": "grass", "c": "putting circle", "h": "bushes",
                 "k": "clump", "w": "water", "s": "structure", "t": "grass", "p": "path",
                 "e": "grass"}


def cell_rect(cell: int) -> pygame.Rect:
    row, col = divmod(cell, WIDTH)
    return pygame.Rect(GRID_LEFT + col * CELL, GRID_TOP + row * CELL, CELL, CELL)


def cell_centre(cell: int) -> tuple[float, float]:
    row, col = divmod(cell, WIDTH)
    return (GRID_LEFT + (col + 0.5) * CELL, GRID_TOP + (row + 0.5) * CELL)


def pattern_layer(hole: Hole) -> pygame.Surface:
    """The colour-blind patterns of every grid, see-through elsewhere, at ``GRID_RECT``'s size."""
    s = CELL * SS
    big = pygame.Surface((WIDTH * s, HEIGHT * s), pygame.SRCALPHA)
    big.fill((0, 0, 0, 0))
    for cell in range(WIDTH * HEIGHT):
        row, col = divmod(cell, WIDTH)
        _pattern(big, pygame.Rect(col * s, row * s, s, s), hole.letter(cell), (row + col) % 2 == 0)
    layer = pygame.transform.smoothscale(big, GRID_RECT.size)
    return layer.convert_alpha() if pygame.display.get_surface() is not None else layer


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



def _font(px: int) -> pygame.font.Font:
    """A fresh font: labels are painted once per hole, and no Font outlives a pygame.quit()."""
    return pygame.font.Font(str(paths.need_file(paths.FONTS_DIR / "DejaVuSans-Bold.ttf")), px)


