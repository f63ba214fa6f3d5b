"""One group's candidates for the meld solver (``game/core/rummy/meld_solver.py``): which of the
cards still free could fill one group of a requirement, and with how many wilds.

``_candidates(spec, avail, ctx, budget, key, allow_empty, ...)`` yields ``(naturals, wilds)``
pairs for one group: for a set or colour group each count of naturals from each pool (most
first), copies told apart only by ``key``; for a run each window of consecutive numbers with
the most naturals it allows, and, where colours matter, the colour of each position. The
solver's search, memo and bounds stay in ``meld_solver.py``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from itertools import combinations
from typing import Any

from game.core.rummy.melds import Face, GroupSpec, MeldContext

Candidate = tuple[list, int]          # (naturals used, wilds needed)


def _passes(spec: GroupSpec, face: Face) -> bool:
    if face.special and (spec.kind == "run" or spec.parity):
        return False
    if spec.parity == "odd" and face.number % 2 == 0:
        return False
    if spec.parity == "even" and face.number % 2:
        return False
    return spec.colour is None or face.colour == spec.colour


def _pools(spec: GroupSpec, avail: Sequence[Any], ctx: MeldContext) -> list[list]:
    """Naturals that could sit together in one group of ``spec`` (not yet sized)."""
    faces = ctx.faces
    split_number = spec.kind == "set"
    split_colour = spec.one_colour
    split_parity = spec.parity == "same"
    pools: dict[tuple, list] = {}
    for card in avail:
        face = faces[card]
        if _passes(spec, face):
            key = (face.set_key if split_number else 0, face.colour if split_colour else 0,
                   face.number % 2 if split_parity else 0)
            pools.setdefault(key, []).append(card)
    return sorted(pools.values(), key=len, reverse=True)


def _picks(pool: list, count: int, key: Callable[[Any], tuple] | None) -> Iterator[list]:
    """Ways to take ``count`` cards of ``pool``, one per distinguishable multiset (cards
    with the same key are alike: how many of each key is all that is chosen)."""
    if count == len(pool) or key is None:
        yield pool[:count]
        return
    alike: dict = {}
    for card in pool:
        alike.setdefault(key(card), []).append(card)
    if len(alike) == 1:
        yield pool[:count]
        return
    yield from _take(list(alike.values()), 0, count)


def _take(buckets: list[list], index: int, left: int) -> Iterator[list]:
    if left == 0:
        yield []
        return
    if index == len(buckets):
        return
    room = sum(len(bucket) for bucket in buckets[index + 1:])
    for taken in range(min(left, len(buckets[index])), -1, -1):
        if left - taken > room:
            break
        for tail in _take(buckets, index + 1, left - taken):
            yield buckets[index][:taken] + tail


def _pool_candidates(spec: GroupSpec, pools: list[list], budget: int,
                     key: Callable[[Any], tuple] | None, allow_empty: bool) -> Iterator[Candidate]:
    size = spec.size
    for count in range(size, 0, -1):
        need = size - count
        if need > budget:
            return
        for pool in pools:
            if len(pool) >= count:
                for pick in _picks(pool, count, key):
                    yield pick, need
    if allow_empty and size <= budget:
        yield [], size


def _each_colour_ok(spec: GroupSpec, cards: list, wilds: int, ctx: MeldContext) -> bool:
    if not spec.each_colour:
        return True
    counts = [0] * len(ctx.colours)
    for card in cards:
        counts[ctx.faces[card].colour] += 1
    return sum(max(0, spec.each_colour - n) for n in counts) <= wilds


def _run_candidates(spec: GroupSpec, avail: Sequence[Any], ctx: MeldContext, budget: int,
                    colour_sensitive: bool, allow_empty: bool, swaps: int) -> Iterator[Candidate]:
    """Windows of the run: the naturals they take (one per number) and the wilds they need.
    ``swaps``: how many naturals a wild may also replace (see the module docstring)."""
    found: list[Candidate] = []
    size = spec.size
    pools = _pools(spec, avail, ctx)
    if not pools and allow_empty and size <= budget:
        # no card could be in the run: all of it is still to come (the hint counts it whole)
        yield [], size
        return
    for pool in pools:
        by_number: dict[int, list] = {}
        for card in pool:
            for number in ctx.faces[card].values:
                by_number.setdefault(number, []).append(card)
        for start in range(ctx.low, ctx.high - size + 2):
            window = range(start, start + size)
            if not colour_sensitive:
                chosen = _plain_window(window, by_number)
                for dropped in range(min(swaps, len(chosen)) + 1):
                    for kept in combinations(chosen, len(chosen) - dropped):
                        need = size - len(kept)
                        if need <= budget and (kept or allow_empty):
                            found.append((list(kept), need))
                continue
            for chosen in _coloured_windows(list(window), by_number, budget, ctx, swaps):
                need = size - len(chosen)
                if (chosen or allow_empty) and _each_colour_ok(spec, chosen, need, ctx):
                    found.append((chosen, need))
    found.sort(key=lambda cand: cand[1])
    yield from found


def _plain_window(window: range, by_number: dict[int, list]) -> list:
    """One card per number of ``window`` where the pool has one (a two-valued card once)."""
    chosen: list = []
    for number in window:
        card = next((c for c in by_number.get(number, ()) if c not in chosen), None)
        if card is not None:
            chosen.append(card)
    return chosen


def _coloured_windows(window: list[int], by_number: dict[int, list], budget: int,
                      ctx: MeldContext, swaps: int, taken: tuple = ()) -> Iterator[list]:
    """Each way to fill ``window``: per number, one card of each distinct colour, or a wild
    (where no card fits, or in place of one while ``swaps`` last)."""
    if not window:
        yield []
        return
    number, rest = window[0], window[1:]
    options: dict[int, Any] = {}
    for card in by_number.get(number, ()):
        if card not in taken:
            options.setdefault(ctx.faces[card].colour, card)
    for card in options.values():
        for tail in _coloured_windows(rest, by_number, budget, ctx, swaps, taken + (card,)):
            yield [card] + tail
    if budget > 0 and (not options or swaps > 0):
        yield from _coloured_windows(rest, by_number, budget - 1, ctx, swaps - bool(options), taken)


def _candidates(spec: GroupSpec, avail: Sequence[Any], ctx: MeldContext, budget: int,
                key: Callable[[Any], tuple] | None, allow_empty: bool,
                colour_matters: bool = False, swaps: int | None = None) -> Iterator[Candidate]:
    if spec.kind == "run":
        # which copy of a number a run takes only matters when some group reads colours
        sensitive = bool(spec.each_colour) or colour_matters
        return _run_candidates(spec, avail, ctx, budget, sensitive, allow_empty,
                               budget if swaps is None else swaps)
    pools = _pools(spec, avail, ctx)
    if spec.each_colour:
        return (cand for cand in _pool_candidates(spec, pools, budget, key, allow_empty)
                if _each_colour_ok(spec, cand[0], cand[1], ctx))
    return _pool_candidates(spec, pools, budget, key, allow_empty)
