"""The meld solver: can this hand make this requirement, and with which groups?

``solve(hand, requirement, ctx)`` returns one grouping (a tuple of card tuples, in the
requirement's group order) or ``None``; ``shortfall`` says how many more cards a hand needs
(a relaxation: it ignores the all-wild rule, must-include and differing colours, so a
shortfall above 0 proves there is no solution, which makes the common "no" answer cheap);
``extend_grouping`` adds the hand's other cards that fit the groups as laid.

Search: groups are tried rigid-first (sets, then colour/free groups, then runs). For a set
or colour group every count of naturals (most first) is tried, and which copies are used
only matters when another group could tell them apart (the ``key`` of a card). Runs take
the most naturals a window allows (one card per number); a wild never needs to replace a
natural in a run that comes last, because a swap with whichever group holds that natural
keeps both valid. Colour-sensitive runs enumerate the colour of each position.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from itertools import combinations
from typing import Any

from game.core.melds import (
    GroupSpec,
    MeldContext,
    Requirement,
    extend_meld,
    group_colour,
    hit_ends,
    make_meld,
)

Candidate = tuple[list, int]          # (naturals used, wilds needed)
_RANK = {"set": 0, "colour": 1, "cards": 1, "run": 2}


def _order(req: Requirement) -> list[int]:
    return sorted(range(len(req.groups)), key=lambda i: (_RANK[req.groups[i].kind], -req.groups[i].size))


def _colour_matters(req: Requirement) -> bool:
    return any(g.one_colour or g.each_colour or g.differs_from for g in req.groups)


def _key_function(req: Requirement, ctx: MeldContext) -> Callable[[Any], tuple] | None:
    """What tells two naturals apart for the other groups (None: nothing does)."""
    if len(req.groups) < 2 and not req.must_include:
        return None
    faces = ctx.faces
    if _colour_matters(req):
        return lambda c: (faces[c].number, faces[c].colour)
    return lambda c: (faces[c].number,)


def _passes(spec: GroupSpec, number: int, colour: int) -> bool:
    if spec.parity == "odd" and number % 2 == 0:
        return False
    if spec.parity == "even" and number % 2:
        return False
    return spec.colour is None or colour == spec.colour


def _pools(spec: GroupSpec, avail: Sequence[Any], ctx: MeldContext) -> list[list]:
    """Naturals that could sit together in one group of ``spec`` (not yet sized)."""
    faces = ctx.faces
    split_number = spec.kind == "set"
    split_colour = spec.one_colour
    pools: dict[tuple, list] = {}
    for card in avail:
        face = faces[card]
        if _passes(spec, face.number, face.colour):
            key = (face.number if split_number else 0, face.colour if split_colour else 0)
            pools.setdefault(key, []).append(card)
    return sorted(pools.values(), key=len, reverse=True)


def _picks(pool: list, count: int, key: Callable[[Any], tuple] | None) -> Iterator[list]:
    """Ways to take ``count`` cards of ``pool``, one per distinguishable multiset."""
    if count == len(pool) or key is None:
        yield pool[:count]
        return
    seen = set()
    for combo in combinations(pool, count):
        signature = tuple(sorted(key(c) for c in combo))
        if signature not in seen:
            seen.add(signature)
            yield list(combo)


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
                    colour_sensitive: bool, allow_empty: bool) -> Iterator[Candidate]:
    found: list[Candidate] = []
    size = spec.size
    for pool in _pools(spec, avail, ctx):
        by_number: dict[int, list] = {}
        for card in pool:
            by_number.setdefault(ctx.faces[card].number, []).append(card)
        for start in range(ctx.low, ctx.high - size + 2):
            window = range(start, start + size)
            if not colour_sensitive:
                chosen = [by_number[n][0] for n in window if n in by_number]
                need = size - len(chosen)
                if need <= budget and (chosen or allow_empty):
                    found.append((chosen, need))
                continue
            for chosen in _coloured_windows(list(window), by_number, budget, ctx):
                need = size - len(chosen)
                if (chosen or allow_empty) and _each_colour_ok(spec, chosen, need, ctx):
                    found.append((chosen, need))
    found.sort(key=lambda cand: cand[1])
    yield from found


def _coloured_windows(window: list[int], by_number: dict[int, list], budget: int,
                      ctx: MeldContext) -> Iterator[list]:
    """Each way to fill ``window``: per number, one card of each distinct colour, or a wild."""
    if not window:
        yield []
        return
    number, rest = window[0], window[1:]
    options: dict[int, Any] = {}
    for card in by_number.get(number, ()):
        options.setdefault(ctx.faces[card].colour, card)
    for card in options.values():
        for tail in _coloured_windows(rest, by_number, budget, ctx):
            yield [card] + tail
    if budget > 0:
        yield from _coloured_windows(rest, by_number, budget - 1, ctx)


def _candidates(spec: GroupSpec, avail: Sequence[Any], ctx: MeldContext, budget: int,
                key: Callable[[Any], tuple] | None, allow_empty: bool,
                colour_matters: bool = False) -> Iterator[Candidate]:
    if spec.kind == "run":
        # which copy of a number a run takes only matters when some group reads colours
        sensitive = bool(spec.each_colour) or colour_matters
        return _run_candidates(spec, avail, ctx, budget, sensitive, allow_empty)
    pools = _pools(spec, avail, ctx)
    if spec.each_colour:
        return (cand for cand in _pool_candidates(spec, pools, budget, key, allow_empty)
                if _each_colour_ok(spec, cand[0], cand[1], ctx))
    return _pool_candidates(spec, pools, budget, key, allow_empty)


def _split(hand: Sequence[Any], ctx: MeldContext) -> tuple[list, list]:
    faces = ctx.faces
    naturals = [c for c in hand if not faces[c].wild and not faces[c].special]
    wilds = [c for c in hand if faces[c].wild]
    return naturals, wilds


def _best_cover(spec: GroupSpec, avail: Sequence[Any], ctx: MeldContext) -> int:
    """Most naturals one group of ``spec`` can use from ``avail`` (a bound, for shortfall)."""
    best = 0
    for pool in _pools(spec, avail, ctx):
        if spec.kind != "run":
            best = max(best, min(len(pool), spec.size))
            continue
        numbers = sorted({ctx.faces[c].number for c in pool})
        for i, first in enumerate(numbers):
            covered = sum(1 for n in numbers[i:] if n < first + spec.size)
            best = max(best, min(covered, spec.size))
    return best


def shortfall(hand: Sequence[Any], req: Requirement, ctx: MeldContext) -> int:
    """How many more useful cards the hand needs for ``req`` (0: maybe makes it now)."""
    naturals, wilds = _split(hand, ctx)
    order = _order(req)
    key = _key_function(req, ctx)
    colours = _colour_matters(req)

    def slots(position: int, avail: list) -> int:
        spec = req.groups[order[position]]
        if position == len(order) - 1:
            return spec.size - _best_cover(spec, avail, ctx)
        best = req.card_count + 1
        for chosen, need in _candidates(spec, avail, ctx, spec.size, key, True, colours):
            if need >= best:
                continue
            used = set(chosen)
            best = min(best, need + slots(position + 1, [c for c in avail if c not in used]))
        return best

    return max(0, slots(0, naturals) - len(wilds))


def solve(hand: Sequence[Any], req: Requirement, ctx: MeldContext) -> tuple[tuple, ...] | None:
    """One way to make ``req`` from ``hand`` (groups in requirement order), or None."""
    if shortfall(hand, req, ctx) > 0:
        return None
    naturals, wilds = _split(hand, ctx)
    order = _order(req)
    key = _key_function(req, ctx)
    colours = _colour_matters(req)
    chosen_by_group: list[Candidate | None] = [None] * len(req.groups)

    def search(position: int, avail: list, wilds_left: int) -> bool:
        if position == len(order):
            return _whole_ok(chosen_by_group, req, ctx)
        index = order[position]
        for chosen, need in _candidates(req.groups[index], avail, ctx, wilds_left, key, False,
                                        colours):
            chosen_by_group[index] = (chosen, need)
            used = set(chosen)
            if search(position + 1, [c for c in avail if c not in used], wilds_left - need):
                return True
        return False

    if not search(0, naturals, len(wilds)):
        return None
    spare = iter(wilds)
    groups = []
    for chosen, need in chosen_by_group:  # type: ignore[misc]
        groups.append(tuple(chosen) + tuple(next(spare) for _ in range(need)))
    return tuple(groups)


def _whole_ok(chosen_by_group: list, req: Requirement, ctx: MeldContext) -> bool:
    for index, spec in enumerate(req.groups):
        for other in spec.differs_from:
            mine = group_colour(chosen_by_group[index][0], ctx)
            if mine >= 0 and mine == group_colour(chosen_by_group[other][0], ctx):
                return False
    if req.must_include:
        numbers = {ctx.faces[c].number for chosen, _ in chosen_by_group for c in chosen}
        return all(n in numbers for n in req.must_include)
    return True


def extend_grouping(groups: Sequence[Sequence[Any]], hand: Sequence[Any], req: Requirement,
                    ctx: MeldContext, *, wilds: bool = True) -> tuple[tuple, ...]:
    """``groups`` plus every other card of ``hand`` that extends one of them as laid
    (naturals first; wilds too when ``wilds``). Groups stay in requirement order."""
    melds = [make_meld(group, spec, ctx) for group, spec in zip(groups, req.groups)]
    used = {c for group in groups for c in group}
    rest = [c for c in hand if c not in used]
    rest.sort(key=lambda c: ctx.faces[c].wild)      # naturals before wilds
    changed = True
    while changed:
        changed = False
        for card in list(rest):
            if ctx.faces[card].wild and not wilds:
                continue
            for index, meld in enumerate(melds):
                ends = hit_ends(meld, card, ctx)
                if ends:
                    melds[index] = extend_meld(meld, card, ends[-1])
                    rest.remove(card)
                    changed = True
                    break
    return tuple(meld.cards for meld in melds)
