"""Grid geometry of one hole at one level: how a flight is traced and where it ends up.

A flight from ``start`` in direction ``d`` with ``dist`` and signed lateral ``lat`` (positive =
to the right of the direction) is traced grid by grid: first ``dist`` straight steps along ``d``,
then ``|lat|`` sideways steps (the fade comes at the end of a flight, as with a real disc). The
landing can so be diagonal to the start, but every step is straight. A distance of 0 means the
disc does not move at all (no fade either). The flight stops early when it leaves the card (out
of bounds), when it reaches a structure (except at REC: it hits the wall, lands there and so is out
of bounds) or, at PRO, when it reaches a clump (it hits it and lands there). Water can be flown
over; only landing in it is out of bounds. After going out, the next throw is from the last safe
grid on the path before the landing, skipping the basket grid (a disc never lies on the basket
without being in).

A mando is a wall along one grid line, on the wrong side of its corner, for flights going its way
(its ``direction``: away from the tee unless the content says). A flight going the other way
ignores it, and once a seat has passed it correctly on a hole it no longer applies to that seat:
:func:`resolve` takes the mandos already passed.

Outcomes are resolved by :func:`resolve` in a fixed order: missed mando, missed island (from the
tee), out of bounds, basket, plain landing. Both the engine and the bots use it.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass

from game.games.final_nine.holes import HEIGHT, WIDTH, Hole, Mando

DIRECTIONS = ("N", "E", "S", "W")
D_ROW = (-1, 0, 1, 0)
D_COL = (0, 1, 0, -1)
LEVELS = ("rec", "am", "pro")

# Outcome kinds.
LAND, IN, DROP_IN, OB, ISLAND, MANDO = "land", "in", "drop_in", "ob", "island", "mando"


@dataclass(frozen=True)
class Flight:
    path: tuple[int, ...]   # grids visited on the card, start first
    off_card: bool          # left the card (the path stops at the last grid on it)
    landing: int            # where the disc ends (-1 when off the card)
    ob: bool                # landing out of bounds (off the card, water, structure)
    safe: int               # last safe grid before going out (== landing when not ob)
    mandos_wrong: frozenset[int]    # mandos (by index) crossed their way on the wrong side
    mandos_passed: frozenset[int]   # mandos crossed their way on the right side, kept after OB
    clumped: bool           # stopped on a clump at PRO
    struck: bool = False    # stopped against a structure (out of bounds)

    @property
    def mando_missed(self) -> bool:
        """Wrong side of a mando not yet passed (with none passed before this throw)."""
        return bool(self.mandos_wrong)


@dataclass(frozen=True)
class Outcome:
    kind: str               # LAND / IN / DROP_IN / OB / ISLAND / MANDO
    cell: int               # the grid the next throw is from (basket when holed)
    penalty: int            # penalty strokes added by this landing


def in_putter_range(cell: int, basket: int) -> bool:
    """Putter range: up to 2 grids straight or diagonal, or 3 grids in a straight line."""
    dr = abs(cell // WIDTH - basket // WIDTH)
    dc = abs(cell % WIDTH - basket % WIDTH)
    return max(dr, dc) <= 2 or (min(dr, dc) == 0 and max(dr, dc) <= 3)


def distance2(cell: int, basket: int) -> int:
    """Squared straight-line distance between grid centres (turn order: farthest first)."""
    dr = cell // WIDTH - basket // WIDTH
    dc = cell % WIDTH - basket % WIDTH
    return dr * dr + dc * dc


class HoleGeometry:
    """A hole's surfaces as the chosen level reads them, with a cache of traced flights."""

    def __init__(self, hole: Hole, level: str):
        self.hole = hole
        self.level = level
        rec, pro = level == "rec", level == "pro"
        letters = [hole.letter(cell) for cell in range(WIDTH * HEIGHT)]
        # REC: only water and the card edges are out of bounds; bushes and clumps do nothing.
        self.ob = [c == "w" or (c == "s" and not rec) for c in letters]
        self.bushes = [(c in "hk") and not rec for c in letters]
        self.clump_stop = [c == "k" and pro for c in letters]
        self.wall = [c == "s" and not rec for c in letters]
        self.island = frozenset() if rec else hole.island
        self.drop_zone = hole.drop_zone
        self.tee, self.basket = hole.tee, hole.basket
        self._mando_steps = {} if rec else mando_steps(hole)
        self._cache: dict[tuple[int, int, int, int], Flight] = {}

    def trace(self, start: int, direction: int, dist: int, lat: int) -> Flight:
        key = (start, direction, dist, lat)
        flight = self._cache.get(key)
        if flight is None:
            flight = self._cache[key] = self._trace(start, direction, dist, lat)
        return flight

    def _trace(self, start: int, direction: int, dist: int, lat: int) -> Flight:
        path = [start]
        row, col = divmod(start, WIDTH)
        off = clumped = struck = False
        legs = [(direction, dist)]
        if dist > 0 and lat:
            legs.append(((direction + (1 if lat > 0 else 3)) % 4, abs(lat)))
        for leg_dir, steps in legs:
            for _ in range(steps):
                row += D_ROW[leg_dir]
                col += D_COL[leg_dir]
                if not (0 <= row < HEIGHT and 0 <= col < WIDTH):
                    off = True
                    break
                cell = row * WIDTH + col
                path.append(cell)
                if self.wall[cell]:
                    struck = True
                    break
                if self.clump_stop[cell]:
                    clumped = True
                    break
            if off or clumped or struck:
                break
        landing = -1 if off else path[-1]
        ob = off or self.ob[landing]
        safe = landing
        if ob:
            candidates = path if off else path[:-1]
            # A disc never lies on the basket grid: a flight over it goes back further.
            safe = next((c for c in reversed(candidates)
                         if not self.ob[c] and c != self.basket), start)
        # A mando counts as passed only if the disc's next lie is beyond the crossing.
        kept = path.index(safe) if safe in path else 0
        wrong: set[int] = set()
        passed: set[int] = set()
        for index, step in enumerate(itertools.pairwise(path), start=1):
            for mando, correct in self._mando_steps.get(step, ()):
                if not correct:
                    wrong.add(mando)
                elif index <= kept:
                    passed.add(mando)
        return Flight(tuple(path), off, landing, ob, safe, frozenset(wrong), frozenset(passed),
                      clumped, struck)


def resolve(geom: HoleGeometry, start: int, flight: Flight, *, putter: bool,
            from_distance: bool = False, green_flag: bool = False,
            island_check: bool = False, passed: frozenset[int] = frozenset()) -> Outcome:
    """Where the disc ends up and what it costs (see the module docstring for the order).

    ``passed``: the mandos this seat has already passed on this hole (they no longer apply)."""
    if flight.mandos_wrong and not flight.mandos_wrong <= passed:
        return Outcome(MANDO, start, 1)               # re-throw from the same lie, +1
    holed = flight.landing == geom.basket
    if island_check and geom.island and not (holed and putter) and flight.landing not in geom.island:
        return Outcome(ISLAND, geom.drop_zone, 1)
    if flight.ob:
        return Outcome(OB, flight.safe, 0 if green_flag else 1)
    if holed:
        if putter or from_distance:
            return Outcome(IN, geom.basket, 0)
        return Outcome(DROP_IN, geom.basket, 1)
    return Outcome(LAND, flight.landing, 0)


def mando_direction(mando: Mando, tee: int) -> int:
    """The way (0..3 = N/E/S/W) a flight passes ``mando``: its own, else away from the tee."""
    if mando.direction:
        return DIRECTIONS.index(mando.direction)
    x, y = mando.corner
    row, col = divmod(tee, WIDTH)
    if mando.side in ("west", "east"):
        return 0 if row >= y else 2
    return 1 if col < x else 3


def mando_steps(hole: Hole) -> dict[tuple[int, int], tuple[tuple[int, bool], ...]]:
    """For each (from, to) step that crosses a mando line its way: (mando index, right side)."""
    steps: dict[tuple[int, int], list[tuple[int, bool]]] = {}
    for index, mando in enumerate(hole.mandos):
        x, y = mando.corner
        way = mando_direction(mando, hole.tee)
        if mando.side in ("west", "east"):
            # The horizontal line y, between rows y-1 and y, crossed in column c.
            for c in range(WIDTH):
                right = c < x if mando.side == "west" else c >= x
                north, south = (y - 1) * WIDTH + c, y * WIDTH + c
                step = (south, north) if way == 0 else (north, south)
                steps.setdefault(step, []).append((index, right))
        else:
            # The vertical line x, between columns x-1 and x, crossed in row r.
            for r in range(HEIGHT):
                right = r < y if mando.side == "north" else r >= y
                west, east = r * WIDTH + x - 1, r * WIDTH + x
                step = (west, east) if way == 1 else (east, west)
                steps.setdefault(step, []).append((index, right))
    return {step: tuple(found) for step, found in steps.items()}
