"""The whole course at once (:class:`CourseOverview`) and a camera that glides between holes.

Both lay the cards out as the hole cards' neighbour numbers say (``holes.course_layout``) and
draw through a :class:`~game.ui.course.tiles.TileRenderer` they are given, so a table owns one
renderer and shares its caches. Positions are in "course units": one grid is one unit, a card
is 5 x 8 plus a gap. The camera is pure arithmetic (``update(dt)``, ``view``): drawing a moving
frame scales the cached card pictures, a still frame blits them at their cached size.
"""

from __future__ import annotations

import math
from collections import OrderedDict
from dataclasses import dataclass

import pygame

from game.games.final_nine.holes import HEIGHT, WIDTH, Hole, course_layout
from game.ui.course.tiles import BORDER, TileRenderer

GAP = 0.9                        # between cards, in grids
PITCH_X, PITCH_Y = WIDTH + 2 * BORDER + GAP, HEIGHT + 2 * BORDER + GAP
GLIDE_SECONDS = 1.4
HIGHLIGHT = (255, 214, 90)


def card_origins(holes: tuple[Hole, ...] | list[Hole]) -> dict[int, tuple[float, float]]:
    """Top-left of each hole's grid in course units (cards laid out by their neighbours)."""
    spots = course_layout(list(holes))
    if not spots:
        return {}
    x0 = min(x for x, _ in spots.values())
    y0 = min(y for _, y in spots.values())
    return {n: ((x - x0) * PITCH_X + BORDER, (y - y0) * PITCH_Y + BORDER) for n, (x, y) in spots.items()}


def course_size(origins: dict[int, tuple[float, float]]) -> tuple[float, float]:
    if not origins:
        return (WIDTH, HEIGHT)
    return (max(x for x, _ in origins.values()) + WIDTH + BORDER,
            max(y for _, y in origins.values()) + HEIGHT + BORDER)


@dataclass
class View:
    """What the camera looks at: a centre in course units and pixels per grid."""

    cx: float
    cy: float
    scale: float


class CourseCamera:
    """Glides (eased, zooming out a little on long moves) from one view to the next."""

    def __init__(self, holes: tuple[Hole, ...] | list[Hole], screen: pygame.Rect):
        self.origins = card_origins(holes)
        self.screen = pygame.Rect(screen)
        self.view = self.overview_view()
        self._from = self._to = self.view
        self._t = 1.0

    @property
    def moving(self) -> bool:
        return self._t < 1.0

    def hole_view(self, number: int) -> View:
        x, y = self.origins[number]
        scale = min(self.screen.w / (WIDTH + 2 * BORDER + 0.2), self.screen.h / (HEIGHT + 2 * BORDER + 0.2))
        return View(x + WIDTH / 2, y + HEIGHT / 2, math.floor(scale))

    def overview_view(self) -> View:
        w, h = course_size(self.origins)
        scale = min(self.screen.w / (w + 0.6), self.screen.h / (h + 0.6))
        return View(w / 2, h / 2, scale)

    def glide_to(self, view: View, seconds: float = GLIDE_SECONDS) -> None:
        self._from, self._to = View(self.view.cx, self.view.cy, self.view.scale), view
        self._t = 0.0 if seconds > 0 else 1.0
        self._seconds = max(1e-6, seconds)
        if seconds <= 0:
            self.view = view

    def update(self, dt: float) -> None:
        if self._t >= 1.0:
            return
        self._t = min(1.0, self._t + dt / self._seconds)
        e = self._t * self._t * (3 - 2 * self._t)          # smoothstep
        a, b = self._from, self._to
        far = math.hypot(b.cx - a.cx, b.cy - a.cy)
        dip = 1.0 - min(0.45, far / 40.0) * math.sin(math.pi * e)   # pull back mid-glide
        scale = (a.scale * (1 - e) + b.scale * e) * dip
        self.view = View(a.cx + (b.cx - a.cx) * e, a.cy + (b.cy - a.cy) * e, scale)

    def to_screen(self, x: float, y: float) -> tuple[float, float]:
        v = self.view
        return (self.screen.centerx + (x - v.cx) * v.scale, self.screen.centery + (y - v.cy) * v.scale)


class CourseOverview:
    """Draws every hole through a camera; the current hole gets a glowing frame."""

    def __init__(self, renderer: TileRenderer, holes: tuple[Hole, ...] | list[Hole]):
        self.renderer = renderer
        self.holes = {hole.number: hole for hole in holes}
        self._scaled: OrderedDict[tuple, pygame.Surface] = OrderedDict()

    def draw(self, surface: pygame.Surface, camera: CourseCamera, level: str, current: int | None,
             seconds: float = 0.0) -> None:
        view = camera.view
        clip = surface.get_clip()
        surface.set_clip(camera.screen)
        # While gliding the scale changes every frame: draw cards from a coarse cached size.
        cell = max(6, int(view.scale))
        base = cell if not camera.moving else _coarse(cell)
        blits = []
        for number, (x, y) in camera.origins.items():
            left, top = camera.to_screen(x - BORDER, y - BORDER)
            size = (WIDTH + 2 * BORDER) * view.scale, (HEIGHT + 2 * BORDER) * view.scale
            rect = pygame.Rect(round(left), round(top), round(size[0]), round(size[1]))
            if not rect.colliderect(camera.screen):
                continue
            art = self._card(number, level, base, rect.size, camera.moving)
            blits.append((art, rect.topleft))
            if number == current:
                pygame.draw.rect(surface, HIGHLIGHT, rect.inflate(8, 8), max(3, cell // 10),
                                 border_radius=max(6, cell // 3))
        surface.fblits(blits)
        surface.set_clip(clip)

    def _card(self, number: int, level: str, cell: int, size: tuple[int, int],
              moving: bool) -> pygame.Surface:
        art = self.renderer.picture(self.holes[number], level, cell)
        if art.get_size() == size:
            return art
        if moving:                   # a new size every frame: a plain (fast) scale, not kept
            return pygame.transform.scale(art, size)
        key = (number, level, cell, size)
        scaled = self._scaled.get(key)
        if scaled is None:
            scaled = pygame.transform.smoothscale(art, size) if art.get_width() < size[0] * 3 \
                else pygame.transform.smoothscale(pygame.transform.scale(art, (size[0] * 2, size[1] * 2)), size)
            self._scaled[key] = scaled
            while len(self._scaled) > 40:
                self._scaled.popitem(last=False)
        else:
            self._scaled.move_to_end(key)
        return scaled


def _coarse(cell: int) -> int:
    """A cached picture size near ``cell`` (so a glide reuses a handful of pictures)."""
    for size in (12, 24, 48, 96, 128):
        if cell <= size:
            return size
    return 160
