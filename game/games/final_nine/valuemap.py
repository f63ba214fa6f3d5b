"""Throws-to-basket maps: for every grid of a hole, the fewest strokes to hole out from there.

A dynamic programme over grids (Bellman iteration to a fixed point) with every distinct disc
flight of the pack thrown in each of the four directions, no action cards: a throw costs 1, plus
the penalties :func:`geometry.resolve` gives (out of bounds, missed island or mando, drop-in).
Used by the normal bot to score landings and by the tests to prove every hole can be finished
at every level and in every wind.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.games.final_nine.content import FinalNineContent
from game.games.final_nine.geometry import DROP_IN, IN, HoleGeometry, resolve
from game.games.final_nine.holes import HEIGHT, WIDTH

UNREACHABLE = 99.0
_CELLS = WIDTH * HEIGHT


@dataclass(frozen=True)
class GenericFlight:
    distance: int
    fade: int
    side: int               # -1 fades left (BH), +1 right (FH)
    putter: bool
    immune_bushes: bool
    immune_wind: bool


def generic_flights(content: FinalNineContent) -> list[GenericFlight]:
    seen: dict[GenericFlight, None] = {}
    for card in content.cards[:content.disc_count]:
        seen[GenericFlight(card.distance, card.fade, -1 if card.hand == "BH" else 1,
                           card.is_putter, card.immune_bushes, card.immune_wind)] = None
    return list(seen)


def bare_params(flight: GenericFlight, direction: int, wind: int, bushes: bool) -> tuple[int, int]:
    """(dist, lat) of a disc with no cards: the same sums as ``cards.flight_params``."""
    dist, fade = flight.distance, flight.fade
    if bushes and not flight.immune_bushes:
        dist -= 1
    if wind >= 0 and not flight.immune_wind:
        if wind == direction:
            dist += 1
        elif wind == (direction + 2) % 4:
            dist -= 1
        else:
            fade_way = (direction + 1) % 4 if flight.side > 0 else (direction + 3) % 4
            fade += 1 if wind == fade_way else -1
    return max(0, dist), fade * flight.side


def throws_to_basket(geom: HoleGeometry, flights: list[GenericFlight], wind: int) -> list[float]:
    """Fewest strokes from each grid (UNREACHABLE for grids no disc can finish from)."""
    moves: list[list[tuple[float, int]]] = [[] for _ in range(_CELLS)]
    for cell in range(_CELLS):
        if geom.ob[cell] or cell == geom.basket:
            continue
        island = cell == geom.tee and bool(geom.island)
        for direction in range(4):
            for flight in flights:
                dist, lat = bare_params(flight, direction, wind, geom.bushes[cell])
                outcome = resolve(geom, cell, geom.trace(cell, direction, dist, lat),
                                  putter=flight.putter, island_check=island)
                if outcome.kind in (IN, DROP_IN):
                    moves[cell].append((1.0 + outcome.penalty, -1))
                elif outcome.cell != cell:
                    moves[cell].append((1.0 + outcome.penalty, outcome.cell))
    values = [UNREACHABLE] * _CELLS
    values[geom.basket] = 0.0
    changed = True
    while changed:
        changed = False
        for cell in range(_CELLS):
            best = values[cell]
            for cost, nxt in moves[cell]:
                total = cost if nxt < 0 else cost + values[nxt]
                best = min(best, total)
            if best < values[cell]:
                values[cell] = best
                changed = True
    return values
