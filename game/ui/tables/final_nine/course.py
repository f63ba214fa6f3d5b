"""The hole on the Final Nine table: the code-drawn tiles, the water's ripples and a disc in flight.

:class:`CourseView` is a part the table owns (``table.course``). It draws the hole in play with the
course's :class:`~game.ui.course.tiles.TileRenderer` at the table's grid (so markers, previews and
flights share one :class:`~game.ui.course.tiles.HoleFrame`), adds the colour-blind patterns over it
when that setting is on, and replays a throw as a pymunk flight
(:func:`~game.ui.course.flight.simulate`, :class:`~game.ui.course.disc.FlightPlayer`). The flight's
clock is a tween of the table's animator, so the animation-speed setting and instant mode apply;
the marks it reaches (splash, clatter, rustle, chains, skip) play their sounds. Flights are seeded
from the landing event itself, so one game always shows the same flights.

At each new hole it tours the course: every card laid out by its neighbour numbers
(:class:`~game.ui.course.camera.CourseOverview`), the hole in play ringed, then the camera glides
down onto it and stops exactly where the table draws the hole, so the table simply appears round
it. The same map opens on demand (``show_map``) and closes on any key.
"""

from __future__ import annotations

import zlib
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from game.games.final_nine.holes import HEIGHT, WIDTH, Hole
from game.ui.course.camera import CourseCamera, CourseOverview, View
from game.ui.course.disc import EFFECT_SECONDS, FlightPlayer
from game.ui.course.flight import FlightPath, Throw, simulate, throw_from_land
from game.ui.course.tiles import BORDER, HoleFrame, TileRenderer
from game.ui.draw import theme
from game.ui.draw.anim import Animator, Tween, linear
from game.ui.tables.final_nine.hole import CELL, GRID_LEFT, GRID_TOP, pattern_layer

if TYPE_CHECKING:
    from game.ui.audio.sound import Sound

PAD = round(BORDER * CELL)
FRAME = HoleFrame(GRID_LEFT, GRID_TOP, CELL,
                  pygame.Rect(GRID_LEFT - PAD, GRID_TOP - PAD, WIDTH * CELL + 2 * PAD, HEIGHT * CELL + 2 * PAD))
MAP_TOP = 92                               # room for the map's title
TOUR_LOOK, TOUR_GLIDE = 1.1, 1.5          # seconds on the whole course, then the glide to the hole
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

    def __init__(self, anim: Animator, sound: Sound, holes: list[Hole] | tuple[Hole, ...]):
        self.anim, self.sound = anim, sound
        self.tiles = TileRenderer()
        self.frame = FRAME
        self.flight: Flight | None = None
        self.seconds = 0.0            # wall time for the water
        self.replay = False           # shots and bench: a flight starts again instead of ending
        self._patterns: dict[tuple, pygame.Surface] = {}
        self.set_course(holes)

    # --- the course map and the glide to a hole -----------------------------------------------
    def set_course(self, holes: list[Hole] | tuple[Hole, ...]) -> None:
        self.holes = tuple(holes)
        self.camera = CourseCamera(self.holes, pygame.Rect(0, MAP_TOP, theme.CANVAS[0], theme.CANVAS[1] - MAP_TOP))
        self.overview = CourseOverview(self.tiles, self.holes)
        self.map_hole: int | None = None      # the hole ringed while the map is up
        self.tour: Tween | None = None

    @property
    def showing_map(self) -> bool:
        return self.map_hole is not None

    def landing_view(self, number: int) -> View:
        """The camera's view that puts hole ``number``'s grid exactly where the table draws it."""
        x, y = self.camera.origins[number]
        cx, cy = x + WIDTH / 2, y + HEIGHT / 2
        screen = self.camera.screen
        ax, ay = GRID_LEFT + WIDTH * CELL / 2, GRID_TOP + HEIGHT * CELL / 2
        return View(cx - (ax - screen.centerx) / CELL, cy - (ay - screen.centery) / CELL, float(CELL))

    def start_tour(self, number: int) -> float:
        """The course, then a glide onto hole ``number``; the seconds it holds the table."""
        if self.anim.instant or number not in self.camera.origins:
            self.map_hole = None
            return 0.0
        self.show_map(number)
        self.anim.after(TOUR_LOOK, lambda: self.camera.glide_to(self.landing_view(number), TOUR_GLIDE))
        self.tour = self.anim.tween(TOUR_LOOK + TOUR_GLIDE + 0.05, 0.0, 1.0, linear, on_done=self.close_map)
        return TOUR_LOOK + TOUR_GLIDE + 0.05

    def show_map(self, number: int) -> None:
        self.camera.glide_to(self.camera.overview_view(), 0.0)
        self.map_hole = number

    def close_map(self) -> None:
        self.map_hole, self.tour = None, None

    def draw_map(self, surface: pygame.Surface, level: str, text) -> None:
        self.overview.draw(surface, self.camera, level, self.map_hole, self.seconds)
        if self.camera.moving or self.tour is not None and self.camera.view.scale >= CELL - 0.5:
            return
        hole = next(h for h in self.holes if h.number == self.map_hole)
        words = f"Hole {hole.number}: {hole.name}" if self.tour is not None else \
            f"The course - hole {hole.number} ringed. Any key to go back"
        label = text.render(words, theme.HEADING_SIZE, theme.INK, "bold")
        plate = label.get_rect(midtop=(theme.CANVAS[0] // 2, 16)).inflate(48, 16)
        pygame.draw.rect(surface, (0, 0, 0), plate, border_radius=18)
        surface.blit(label, label.get_rect(center=plate.center))

    # --- the hole --------------------------------------------------------------------------
    def draw_hole(self, surface: pygame.Surface, hole: Hole, level: str, colour_blind: bool) -> None:
        surface.blit(self.tiles.picture(hole, level, CELL), self.frame.card)
        self.tiles.draw_water(surface, hole, self.frame, self.seconds)
        if colour_blind:
            surface.blit(self._pattern(hole), (GRID_LEFT, GRID_TOP))

    def prepare(self, hole: Hole, level: str) -> None:
        """Paint a hole's card, and the course picture the glide onto it uses, before they are needed
        (the first paint is the slow one)."""
        self.tiles.picture(hole, level, CELL)
        self.overview.course_picture(self.camera.origins, level)

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
        if self.map_hole is not None:
            self.camera.update(0.0 if self.anim.instant else dt * self.anim.speed)
        flight = self.flight
        if flight is None:
            return
        now = float(flight.clock.value)
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
