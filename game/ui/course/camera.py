"""The whole course at once (:class:`CourseOverview`) and a camera that glides between holes.

Both lay the cards out as the hole cards' neighbour numbers say (``holes.course_layout``) and
draw through a :class:`~game.ui.course.tiles.TileRenderer` they are given, so a table owns one
renderer and shares its caches. Positions are in "course units": one grid is one unit, a card
is 5 x 8 plus a gap. The camera is pure arithmetic (``update(dt)``, ``view``): a moving frame is
the visible part of one cached course picture (every card at ``GLIDE_CELL``) scaled once; a still
frame blits each card at its cached size.
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
GLIDE_CELL = 48                  # px a grid of the one course picture a glide is drawn from
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
        self._course: tuple[tuple, pygame.Surface] | None = None

    def course_picture(self, origins: dict[int, tuple[float, float]], level: str) -> pygame.Surface:
        """Every card at ``GLIDE_CELL`` on one transparent picture, built once per course and level
        (a glide then scales one picture a frame instead of every card)."""
        key = (level, tuple(sorted(origins.items())))
        if self._course is not None and self._course[0] == key:
            return self._course[1]
        w, h = course_size(origins)
        picture = pygame.Surface((math.ceil(w * GLIDE_CELL), math.ceil(h * GLIDE_CELL)), pygame.SRCALPHA)
        picture.fblits([(self.renderer.picture(self.holes[n], level, GLIDE_CELL),
                         (round((x - BORDER) * GLIDE_CELL), round((y - BORDER) * GLIDE_CELL)))
                        for n, (x, y) in origins.items()])
        self._course = (key, picture)
        return picture

    def _draw_gliding(self, surface: pygame.Surface, camera: CourseCamera, level: str) -> None:
        """The visible part of the course picture, scaled once to the screen (nearest, cheap)."""
        picture, view, screen = self.course_picture(camera.origins, level), camera.view, camera.screen
        ratio = GLIDE_CELL / view.scale
        left, top = camera.to_screen(0.0, 0.0)
        src = pygame.Rect(math.floor((screen.left - left) * ratio), math.floor((screen.top - top) * ratio),
                          math.ceil(screen.w * ratio) + 2, math.ceil(screen.h * ratio) + 2)
        src = src.clip(picture.get_rect())
        if src.w <= 0 or src.h <= 0:
            return
        dest_left, dest_top = left + src.left / ratio, top + src.top / ratio
        size = (max(1, round(src.w / ratio)), max(1, round(src.h / ratio)))
        surface.blit(pygame.transform.scale(picture.subsurface(src), size), (round(dest_left), round(dest_top)))

    def draw(self, surface: pygame.Surface, camera: CourseCamera, level: str, current: int | None,
             seconds: float = 0.0) -> None:
        view = camera.view
        clip = surface.get_clip()
        surface.set_clip(camera.screen)
        # While gliding the scale changes every frame: one course picture, scaled once a frame.
        cell = max(6, int(view.scale))
        base = cell
        if camera.moving:
            self._draw_gliding(surface, camera, level)
        blits = []
        for number, (x, y) in camera.origins.items():
            left, top = camera.to_screen(x - BORDER, y - BORDER)
            size = (WIDTH + 2 * BORDER) * view.scale, (HEIGHT + 2 * BORDER) * view.scale
            rect = pygame.Rect(round(left), round(top), round(size[0]), round(size[1]))
            if not rect.colliderect(camera.screen):
                continue
            if not camera.moving:
                blits.append((self._card(number, level, base, rect.size), rect.topleft))
            if number == current:
                pygame.draw.rect(surface, HIGHLIGHT, rect.inflate(8, 8), max(3, cell // 10),
                                 border_radius=max(6, cell // 3))
        surface.fblits(blits)
        surface.set_clip(clip)

    def _card(self, number: int, level: str, cell: int, size: tuple[int, int]) -> pygame.Surface:
        art = self.renderer.picture(self.holes[number], level, cell)
        if art.get_size() == size:
            return art
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

