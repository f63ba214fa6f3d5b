"""Replaying a flight on the course: the disc, its shadow and trail, and what it lands in.

:class:`FlightPlayer` is a small part a table owns while a disc is in the air: give it a
:class:`~game.ui.course.flight.FlightPath` and the disc's colour, call ``update(dt)`` each frame
(it returns the marks just reached, for sounds) and ``draw(surface, frame)`` with the
:class:`~game.ui.course.tiles.HoleFrame` the hole was drawn in. The animation-speed setting is
``speed`` (2.0 plays twice as fast). Disc pictures are cached per size and colour.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import pygame

from game.ui.course.flight import STEP, FlightMark, FlightPath
from game.ui.course.tiles import HoleFrame
from game.ui.draw.palette import darken, lighten

EFFECT_SECONDS = 0.7
TRAIL = 14                      # past samples drawn as a fading trail
DISC_SIZE = 0.19                # the disc's radius, in grids (big enough to follow across the card)


@dataclass
class _Effect:
    kind: str
    pos: tuple[float, float]
    age: float = 0.0


@dataclass
class FlightPlayer:
    path: FlightPath
    colour: tuple[int, int, int]
    speed: float = 1.0
    elapsed: float = 0.0
    effects: list[_Effect] = field(default_factory=list)
    _discs: dict = field(default_factory=dict)

    @property
    def done(self) -> bool:
        """The disc is at rest and every splash has faded."""
        return self.elapsed * self.speed >= self.path.seconds and not self.effects

    def update(self, dt: float) -> list[FlightMark]:
        before = self.elapsed
        self.elapsed += dt
        reached = self.path.marks_between(before, self.elapsed, self.speed)
        for mark in reached:
            if mark.kind in ("splash", "clatter", "rustle", "chains", "skip"):
                self.effects.append(_Effect(mark.kind, mark.pos))
        for effect in self.effects:
            effect.age += dt * self.speed
        self.effects = [e for e in self.effects if e.age < EFFECT_SECONDS]
        return reached

    def draw(self, surface: pygame.Surface, frame: HoleFrame) -> None:
        cell = frame.cell
        x, y, lift = self.path.at(self.elapsed, self.speed)
        step = int(self.elapsed * self.speed / STEP)
        for k in range(max(0, step - TRAIL), min(step, len(self.path.points) - 1), 2):
            px, py = frame.point(*self.path.points[k])
            fade = (k - step + TRAIL) / TRAIL
            pygame.draw.circle(surface, lighten(self.colour, 0.5), (px, py - self.path.heights[k] * cell * 0.6),
                               max(1, cell * 0.035 * fade))
        for effect in self.effects:
            self._effect(surface, frame, effect)
        px, py = frame.point(x, y)
        radius = max(4, int(cell * DISC_SIZE))
        shadow = pygame.Rect(0, 0, radius * 2, radius)
        shadow.center = (round(px + lift * cell * 0.15), round(py + radius * 0.2))
        pygame.draw.ellipse(surface, (20, 36, 24), shadow)
        disc = self._disc(radius)
        surface.blit(disc, disc.get_rect(center=(round(px), round(py - lift * cell * 0.6))))

    def _disc(self, radius: int) -> pygame.Surface:
        picture = self._discs.get(radius)
        if picture is None:
            picture = pygame.Surface((radius * 2 + 2, radius * 2 + 2), pygame.SRCALPHA)
            c = (radius + 1, radius + 1)
            pygame.draw.circle(picture, darken(self.colour, 0.35), c, radius)
            pygame.draw.circle(picture, self.colour, c, radius - max(1, radius // 5))
            pygame.draw.circle(picture, lighten(self.colour, 0.35), c, radius * 0.45, max(1, radius // 6))
            pygame.draw.circle(picture, (255, 255, 255), (c[0] - radius * 0.35, c[1] - radius * 0.35),
                               max(1, radius // 5))
            self._discs[radius] = picture
        return picture

    def _effect(self, surface: pygame.Surface, frame: HoleFrame, effect: _Effect) -> None:
        cell = frame.cell
        px, py = frame.point(*effect.pos)
        t = effect.age / EFFECT_SECONDS
        if effect.kind == "splash":
            for ring in (0.0, 0.25):
                r = cell * (0.1 + 0.45 * max(0.0, t - ring))
                if r > 0:
                    pygame.draw.ellipse(surface, (230, 245, 255), pygame.Rect(px - r, py - r * 0.6, r * 2, r * 1.2),
                                        max(1, int(cell * 0.03 * (1 - t))))
        elif effect.kind in ("clatter", "rustle", "skip"):
            colour = {"clatter": (200, 190, 170), "rustle": (70, 140, 60), "skip": (200, 230, 170)}[effect.kind]
            for k in range(7):
                a = k * math.tau / 7 + 0.4
                d = cell * (0.08 + 0.3 * t)
                pygame.draw.circle(surface, colour, (px + math.cos(a) * d, py + math.sin(a) * d * 0.7 - t * cell * 0.1),
                                   max(1, cell * 0.03 * (1 - t)))
        elif effect.kind == "chains":
            for k in range(10):
                a = k * math.tau / 10 + t * 2
                r = cell * 0.3
                pygame.draw.line(surface, (255, 240, 160), (px + math.cos(a) * r * 0.3, py + math.sin(a) * r * 0.3),
                                 (px + math.cos(a) * r * (0.6 + 0.4 * t), py + math.sin(a) * r * (0.6 + 0.4 * t)),
                                 max(1, int(cell * 0.02)))
