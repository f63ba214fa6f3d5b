"""The hole on the Final Nine table: the code-drawn tiles, the water's ripples and a disc in flight.

:class:`CourseView` is a part the table owns (``table.course``). It draws the hole in play with the
course's :class:`~game.ui.course.tiles.TileRenderer` at the table's grid (so markers, previews and
flights share one :class:`~game.ui.course.tiles.HoleFrame`), adds the colour-blind patterns over it
when that setting is on, and replays a throw as a pymunk flight
(:func:`~game.ui.course.flight.simulate`, :class:`~game.ui.course.disc.FlightPlayer`). The flight's
clock is a tween of the table's animator, so the animation-speed setting and instant mode apply;
the marks it reaches (splash, clatter, rustle, chains, skip) play their sounds. Flights are seeded
from the landing event itself, so one game always shows the same flights.
"""

from __future__ import annotations

import zlib
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from game.games.final_nine.holes import HEIGHT, WIDTH, Hole
from game.ui.anim import Animator, Tween, linear
from game.ui.course.disc import EFFECT_SECONDS, FlightPlayer
from game.ui.course.flight import FlightPath, Throw, simulate, throw_from_land
from game.ui.course.tiles import BORDER, HoleFrame, TileRenderer
from game.ui.tables.final_nine.hole import CELL, GRID_LEFT, GRID_TOP, pattern_layer

if TYPE_CHECKING:
    from game.ui.sound import Sound

PAD = round(BORDER * CELL)
FRAME = HoleFrame(GRID_LEFT, GRID_TOP, CELL,
                  pygame.Rect(GRID_LEFT - PAD, GRID_TOP - PAD, WIDTH * CELL + 2 * PAD, HEIGHT * CELL + 2 * PAD))
MARK_SOUNDS = {"splash": "splash", "clatter": "clatter", "rustle": "rustle", "chains": "chains",
               "skip": "skip"}


def flight_seed(data: dict, hole: int) -> int:
    """A seed from what the engine said about the landing: the same game, the same flights."""
    key = (hole, data.get("disc"), tuple(data.get("path", ())), data.get("landing"), data.get("strokes"),
           data.get("direction"), data.get("outcome"))
    return zlib.crc32(repr(key).encode())


@dataclass
class Flight:
    """A disc in the air (or just landed): who threw it, its replay and the clock driving it."""

    seat: int
    throw: Throw                  # what the engine decided (the landing grid)
    path: FlightPath
    player: FlightPlayer
    clock: Tween


class CourseView:
    """Draws the hole and the disc in flight; owns the tile caches and the flight's replay."""

    def __init__(self, anim: Animator, sound: Sound):
        self.anim, self.sound = anim, sound
        self.tiles = TileRenderer()
        self.frame = FRAME
        self.flight: Flight | None = None
        self.seconds = 0.0            # wall time for the water
        self.replay = False           # shots and bench: a flight starts again instead of ending
        self.pin: float | None = None  # shots: the disc held this many seconds into its flight
        self._patterns: dict[tuple, pygame.Surface] = {}

    # --- the hole --------------------------------------------------------------------------
    def draw_hole(self, surface: pygame.Surface, hole: Hole, level: str, colour_blind: bool) -> None:
        surface.blit(self.tiles.picture(hole, level, CELL), self.frame.card)
        self.tiles.draw_water(surface, hole, self.frame, self.seconds)
        if colour_blind:
            surface.blit(self._pattern(hole), (GRID_LEFT, GRID_TOP))

    def prepare(self, hole: Hole, level: str) -> None:
        """Paint a hole's card before it is needed (the first paint is the slow one)."""
        self.tiles.picture(hole, level, CELL)

    def _pattern(self, hole: Hole) -> pygame.Surface:
        key = (hole.number, hole.grid)
        layer = self._patterns.get(key)
        if layer is None:
            if len(self._patterns) > 4:
                self._patterns.clear()
            layer = self._patterns[key] = pattern_layer(hole)
        return layer

    # --- the flight ------------------------------------------------------------------------
    @property
    def in_air(self) -> bool:
        return self.flight is not None

    def throw(self, seat: int, data: dict, hole: Hole, colour: tuple[int, int, int],
              on_landed: Callable[[], None]) -> float:
        """Start the flight the ``land`` event describes; ``on_landed`` runs when the disc rests.

        Returns the seconds (animation time) of the whole replay, splashes included."""
        throw = throw_from_land(data, hole.grid)
        path = simulate(throw, flight_seed(data, hole.number))
        seconds = path.seconds + EFFECT_SECONDS * 0.5

        def landed() -> None:
            if self.replay and self.flight is not None:
                self.flight.player = FlightPlayer(path, colour)
                self.flight.clock = self.anim.tween(seconds, 0.0, seconds, linear, on_done=landed)
                return
            self.flight = None
            on_landed()
        if self.anim.instant:
            self.flight = None
            on_landed()
            return 0.0
        clock = self.anim.tween(seconds, 0.0, seconds, linear, on_done=landed)
        self.flight = Flight(seat, throw, path, FlightPlayer(path, colour), clock)
        return seconds

    def update(self, dt: float) -> None:
        self.seconds += dt
        flight = self.flight
        if flight is None:
            return
        now = float(flight.clock.value) if self.pin is None else self.pin
        step = now - flight.player.elapsed
        if step > 0:
            for mark in flight.player.update(step):
                name = MARK_SOUNDS.get(mark.kind)
                if name is not None:
                    self.sound.play(name)

    def draw_flight(self, surface: pygame.Surface) -> None:
        if self.flight is not None:
            self.flight.player.draw(surface, self.frame)

    def disc_point(self) -> tuple[float, float] | None:
        """Where the disc is on screen now (None: nothing in the air)."""
        if self.flight is None:
            return None
        x, y, _ = self.flight.path.at(self.flight.player.elapsed)
        return self.frame.point(x, y)
