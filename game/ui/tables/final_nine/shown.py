"""What the Final Nine table shows right now: the public snapshot, markers, banners, routes.

``Shown`` lags the engine on purpose: beats update it as their animation arrives. Markers walk
a route of points with one tween; banners live for their tween's duration.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from game.games.final_nine.geometry import D_COL, D_ROW, DIRECTIONS
from game.games.final_nine.holes import WIDTH
from game.ui.draw.anim import Tween
from game.ui.tables.final_nine.hole import CELL, cell_centre

if TYPE_CHECKING:
    from game.games.final_nine.view import FinalNineView

SCORE_NAMES = {-3: "Albatross!", -2: "Eagle!", -1: "Birdie!", 0: "Par", 1: "Bogey", 2: "Double bogey"}


def score_name(vs_par: int, strokes: int) -> str:
    if strokes == 1:
        return "Ace!"
    return SCORE_NAMES.get(vs_par, f"{vs_par:+d}")


@dataclass
class Shown:
    """The public table as currently on screen."""

    hole: int
    hole_index: int
    lie: list[int]
    status: list[int]
    strokes: list[int]
    scores: list[list[int]]
    pars: list[int]
    wind: int
    thrower: int
    hand_counts: list[int]
    disc_top: int
    action_top: int
    path: tuple = ()              # the flight being set up (target grid at its end)
    path_off: tuple | None = None  # a point past the card edge when that flight leaves it
    trail: tuple = ()             # the last landed flight, faded
    trail_off: tuple | None = None

    @classmethod
    def from_view(cls, view: FinalNineView) -> Shown:
        return cls(view.hole, view.hole_index, list(view.lie), list(view.status), list(view.strokes),
                   [list(row) for row in view.scores], list(view.pars), view.wind, view.thrower,
                   list(view.hand_counts), view.disc_discard[-1] if view.disc_discard else -1,
                   view.action_discard[-1] if view.action_discard else -1)


@dataclass(eq=False)
class Marker:
    """A player's marker on the grid; it travels along a route of points with one tween."""

    seat: int
    pos: tuple[float, float]
    route: list = field(default_factory=list)
    tween: Tween | None = None

    def update(self) -> None:
        if self.tween is None:
            return
        t = float(self.tween.value) * (len(self.route) - 1)
        index = min(int(t), len(self.route) - 2)
        a, b = self.route[index], self.route[index + 1]
        f = t - index
        self.pos = (a[0] + (b[0] - a[0]) * f, a[1] + (b[1] - a[1]) * f)
        if self.tween.fired:
            self.tween = None


@dataclass(eq=False)
class Banner:
    title: str
    subtitle: str
    colour: tuple
    life: Tween

    @property
    def alpha(self) -> int:
        p = self.life.progress
        return round(255 * min(1.0, p / 0.12, (1.0 - p) / 0.2))


def route_of(path: tuple, off: tuple | None) -> list:
    points = [cell_centre(cell) for cell in path]
    if off is not None:
        points.append(off)
    return points


def off_point(path: list[int], direction: str, landing: int) -> tuple | None:
    """A point half a grid past the edge, the way the flight left the card."""
    if landing >= 0 or not path:
        return None
    d = DIRECTIONS.index(direction)
    dr, dc = D_ROW[d], D_COL[d]
    if len(path) > 1:
        (r0, c0), (r1, c1) = divmod(path[-2], WIDTH), divmod(path[-1], WIDTH)
        dr, dc = r1 - r0, c1 - c0
    x, y = cell_centre(path[-1])
    return (x + dc * CELL * 0.62, y + dr * CELL * 0.62)
