"""Proof that every hole can be played out, for the content check. Pure Python (no pygame).

A hole is played from its tee pad to its basket by throws whose landings the engine's own
:class:`~game.games.final_nine.geometry.HoleGeometry` and :func:`resolve` decide. A search over
the lies a disc can reach (with the mandos it has passed) looks, at every level, for a way in
using the content's discs as they fly on their own, with no action card, wind or luck: that
path is the proof. Where there is none, a second search lets every throw go any distance and
any drift an action card could add; if even that never reaches the basket, the hole is cut (a
wall of water or structures, a basket boxed in) and is refused.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterator
from functools import lru_cache, partial

from game.games.final_nine.cards import flight_params
from game.games.final_nine.geometry import DROP_IN, IN, LEVELS, HoleGeometry, resolve
from game.games.final_nine.holes import Hole

# What an action card can add to a throw at most (content caps distance and fade at +/-3),
# with one more for the wind: the bound of the second, generous search.
CARD_REACH = 3 + 1


def hole_problem(hole: Hole, content: object) -> str:
    """Why ``hole`` cannot be played out at some level ("" when it can at every level).

    The answer depends only on the hole and how the discs fly, so it is kept: a check of
    content that did not change (the fuzzer runs hundreds) searches nothing twice."""
    throws = []
    for disc in _distinct_discs(content):
        # (distance, drift) per direction, from a clean lie and from bushes, as the engine says
        per_lie = tuple(tuple(flight_params(content, disc.id, direction, [], [], -1, bushes)  # type: ignore[arg-type]
                              for direction in range(4)) for bushes in (False, True))
        throws.append((per_lie, disc.is_putter))
    return _hole_problem_kept(hole, tuple(throws))


@lru_cache(maxsize=64)
def _hole_problem_kept(hole: Hole, throws: tuple) -> str:
    longest = max(dist for per_lie, _putter in throws for dist, _lat in per_lie[0]) + CARD_REACH
    widest = max(abs(lat) for per_lie, _putter in throws for _dist, lat in per_lie[0]) + CARD_REACH
    for level in LEVELS:
        geom = HoleGeometry(hole, level)
        if _reaches(geom, partial(_disc_throws, throws=throws)):
            continue
        if not _reaches(geom, partial(_any_throws, longest=longest, widest=widest)):
            return (f"at {level.upper()} no throw from the tee pad can ever reach the basket "
                    "(the way is cut by water, structures or the card's edge)")
    return ""


def _distinct_discs(content: object) -> list:
    """One disc of each way of flying (the copies of a disc fly alike)."""
    seen: dict[tuple, object] = {}
    for disc in content.cards[:content.disc_count]:  # type: ignore[attr-defined]
        seen.setdefault((disc.distance, disc.fade, disc.hand, disc.immune_bushes,
                         disc.is_putter), disc)
    return list(seen.values())


def _reaches(geom: HoleGeometry, throws) -> bool:
    """A breadth-first search over (lie, mandos passed) from the tee pad."""
    start = (geom.tee, frozenset())
    seen = {start}
    queue = deque([start])
    while queue:
        cell, passed = queue.popleft()
        for flight, putter in throws(geom, cell):
            outcome = resolve(geom, cell, flight, putter=putter, passed=passed,
                              island_check=cell == geom.tee)
            if outcome.kind in (IN, DROP_IN):
                return True
            state = (outcome.cell, passed | flight.mandos_passed)
            if state not in seen:
                seen.add(state)
                queue.append(state)
    return False


def _disc_throws(geom: HoleGeometry, cell: int, throws: tuple) -> Iterator:
    for per_lie, putter in throws:
        for direction, (dist, lat) in enumerate(per_lie[geom.bushes[cell]]):
            yield geom.trace(cell, direction, dist, lat), putter


def _any_throws(geom: HoleGeometry, cell: int, longest: int, widest: int) -> Iterator:
    for direction in range(4):
        for dist in range(longest + 1):
            for lat in range(-widest, widest + 1) if dist else (0,):
                yield geom.trace(cell, direction, dist, lat), True
