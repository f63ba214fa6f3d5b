"""Grid geometry of one hole at one level: how a flight is traced and where it ends up.

A flight from ``start`` in direction ``d`` with ``dist`` and signed lateral ``lat`` (positive =
to the right of the direction) is traced grid by grid: first ``dist`` straight steps along ``d``,
then ``|lat|`` sideways steps (the fade comes at the end of a flight, as with a real disc). The
landing can so be diagonal to the start, but every step is straight. A distance of 0 means the
disc does not move at all (no fade either). The flight stops early when it leaves the card (out
of bounds) or, at PRO, when it reaches a clump (it hits it and lands there). Water and
structures can be flown over; only landing on them is out of bounds. After going out, the next
throw is from the last safe grid on the path before the landing, skipping the basket grid (a
disc never lies on the basket without being in).

Outcomes are resolved by :func:`resolve` in a fixed order: missed mando, missed island (from the
tee), out of bounds, basket, plain landing. Both the engine and the bots use it.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass

from game.games.final_nine.holes import HEIGHT, WIDTH, Hole

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
    mando_missed: bool
    clumped: bool           # stopped on a clump at PRO


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
        self.island = frozenset() if rec else hole.island
        self.drop_zone = hole.drop_zone
        self.tee, self.basket = hole.tee, hole.basket
        self._bad_steps = set() if rec else _mando_steps(hole)
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
        off = clumped = False
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
                if self.clump_stop[cell]:
                    clumped = True
                    break
            if off or clumped:
                break
        mando = any((a, b) in self._bad_steps for a, b in itertools.pairwise(path))
        landing = -1 if off else path[-1]
        ob = off or self.ob[landing]
        safe = landing
        if ob:
            candidates = path if off else path[:-1]
            # A disc never lies on the basket grid: a flight over it goes back further.
            safe = next((c for c in reversed(candidates)
                         if not self.ob[c] and c != self.basket), start)
        return Flight(tuple(path), off, landing, ob, safe, mando, clumped)


def resolve(geom: HoleGeometry, start: int, flight: Flight, *, putter: bool,
            from_distance: bool = False, green_flag: bool = False,
            island_check: bool = False) -> Outcome:
    """Where the disc ends up and what it costs (see the module docstring for the order)."""
    if flight.mando_missed:
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


def _mando_steps(hole: Hole) -> set[tuple[int, int]]:
    """Every (from, to) step between neighbouring grids that passes a mando on the wrong side."""
    bad: set[tuple[int, int]] = set()
    for mando in hole.mandos:
        x, y = mando.corner
        if mando.side in ("west", "east"):
            # Crossing the horizontal line y between rows y-1 and y, in column c.
            for c in range(WIDTH):
                wrong = c >= x if mando.side == "west" else c < x
                if wrong:
                    a, b = (y - 1) * WIDTH + c, y * WIDTH + c
                    bad.update({(a, b), (b, a)})
        else:
            # Crossing the vertical line x between columns x-1 and x, in row r.
            for r in range(HEIGHT):
                wrong = r >= y if mando.side == "north" else r < y
                if wrong:
                    a, b = r * WIDTH + x - 1, r * WIDTH + x
                    bad.update({(a, b), (b, a)})
    return bad
