"""The meld solver: can this hand make this requirement, and with which groups?

``solve(hand, requirement, ctx)`` returns one grouping (a tuple of card tuples, in the
requirement's group order) or ``None``; ``shortfall`` says how many more cards a hand needs
(a relaxation: it ignores the all-wild rule, must-include and differing colours, so a
shortfall above 0 proves there is no solution, which makes the common "no" answer cheap);
``extend_grouping`` adds the hand's other cards that fit the groups as laid.

Search: groups are tried rigid-first (sets, then colour/free groups, then runs), except that
when only some groups read colours those go first, so the groups after them may treat copies
of a number alike. For a set or colour group every count of naturals (most first) is tried,
and which copies are used only matters when a later group could tell them apart (the
``key`` of a card). Runs take the most naturals a window allows (one card per number; a
two-valued card under either number); a wild never needs to replace a natural in a run that
comes last (a swap with whichever group holds that natural keeps both valid) unless the run
needs every colour or a required dog's wild must go down. Colour-sensitive runs enumerate the
colour of each position. Dead ends are remembered when there are three groups or colours
count, and a cheap per-group bound turns most hands away before the search.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from itertools import combinations
from typing import Any

from game.core.melds import (
    Face,
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


def _reads_colour(req: Requirement) -> list[bool]:
    """Which groups care about the colour of their cards."""
    reads = [bool(g.one_colour or g.each_colour or g.differs_from) for g in req.groups]
    for group in req.groups:
        for other in group.differs_from:
            reads[other] = True
    return reads


def _order(req: Requirement) -> list[int]:
    """Rigid groups first; but when only some groups read colours, those go first, so the
    groups after them may treat copies of a number alike (far fewer choices to try)."""
    base = sorted(range(len(req.groups)), key=lambda i: (_RANK[req.groups[i].kind], -req.groups[i].size))
    reads = _reads_colour(req)
    readers = [i for i in base if reads[i]]
    if 0 < len(readers) < len(base):
        return readers + [i for i in base if not reads[i]]
    return base


Key = Callable[[Any], tuple]


def _keys(req: Requirement, ctx: MeldContext, order: list[int]) -> tuple[list[Key | None], list[Key | None]]:
    """Per search position: what tells two naturals apart for the groups after it (for the
    choice of copies) and for the groups from it on (for remembering dead ends)."""
    faces = ctx.faces

    def coloured(c: Any) -> tuple:
        return (faces[c].number, faces[c].identity, faces[c].colour)

    def plain(c: Any) -> tuple:
        return (faces[c].number, faces[c].identity)

    # a set or colour group that needs every colour tells its own copies apart by colour
    counts_colours = [spec.kind != "run" and spec.each_colour > 0 for spec in req.groups]
    if len(req.groups) < 2 and not req.must_include and not req.dogs and not any(counts_colours):
        return [None], [None]
    reads = _reads_colour(req)
    picks: list[Key | None] = []
    memos: list[Key | None] = []
    for position, index in enumerate(order):
        later = any(reads[i] for i in order[position + 1:])
        picks.append(coloured if later or counts_colours[index] else plain)
        memos.append(coloured if later or reads[index] else plain)
    return picks, memos


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


def _split(hand: Sequence[Any], ctx: MeldContext) -> tuple[list, list]:
    faces = ctx.faces
    naturals = [c for c in hand if not faces[c].wild and (not faces[c].special or faces[c].identity)]
    wilds = [c for c in hand if faces[c].wild]
    return naturals, wilds


def _best_cover(spec: GroupSpec, avail: Sequence[Any], ctx: MeldContext) -> int:
    """Most naturals one group of ``spec`` can use from ``avail`` (a bound, for shortfall)."""
    best = 0
    for pool in _pools(spec, avail, ctx):
        if spec.kind != "run":
            best = max(best, min(len(pool), spec.size))
            continue
        numbers = sorted({n for c in pool for n in ctx.faces[c].values})
        for i, first in enumerate(numbers):
            covered = sum(1 for n in numbers[i:] if n < first + spec.size)
            best = max(best, min(covered, spec.size))
    return best


def _quick_shortfall(naturals: list, wilds: int, req: Requirement, ctx: MeldContext) -> int:
    """A cheaper, looser bound than :func:`shortfall`: each group on its own, as if it could
    have every natural (so the true shortfall is at least this). Sets alike in their filters
    are taken together: k of them draw on at most the k biggest pools."""
    missing = -wilds
    sets = [spec for spec in req.groups if spec.kind == "set"]
    joint = len(sets) > 1 and len({(g.parity, g.colour, g.same_colour) for g in sets}) == 1
    for spec in req.groups:
        if joint and spec.kind == "set":
            continue
        counts = _quick_counts(spec, naturals, ctx)
        if spec.kind == "run":
            window = (1 << spec.size) - 1
            best = max((((mask >> start) & window).bit_count() for mask in counts.values()
                        for start in range(ctx.low, ctx.high - spec.size + 2)), default=0)
        else:
            best = max(counts.values(), default=0)
        missing += spec.size - min(best, spec.size)
    if joint:
        pools = sorted(_quick_counts(sets[0], naturals, ctx).values(), reverse=True)
        biggest = pools[0] if pools else 0
        cover = min(sum(min(spec.size, biggest) for spec in sets), sum(pools[:len(sets)]))
        missing += sum(spec.size for spec in sets) - cover
    return missing


def _quick_counts(spec: GroupSpec, naturals: list, ctx: MeldContext) -> dict:
    """Per pool of ``spec``: how many naturals (a bit mask of their numbers, for runs)."""
    faces = ctx.faces
    counts: dict = {}
    run = spec.kind == "run"
    by_set = spec.kind == "set"
    parity, fixed, one_colour, same = spec.parity, spec.colour, spec.one_colour, spec.parity == "same"
    for card in naturals:
        face = faces[card]
        # the filters of _passes, inlined: this loop runs for every hand a player holds
        if face.special and (run or parity):
            continue
        if parity == "odd" and not face.number % 2 or parity == "even" and face.number % 2:
            continue
        if fixed is not None and face.colour != fixed:
            continue
        if run:
            key = face.colour if one_colour else 0
            mask = counts.get(key, 0)
            for number in face.values:
                mask |= 1 << number
            counts[key] = mask
        else:
            key = (face.set_key if by_set else 0, face.colour if one_colour else 0,
                   face.number % 2 if same else 0)
            counts[key] = counts.get(key, 0) + 1
    return counts


def shortfall(hand: Sequence[Any], req: Requirement, ctx: MeldContext) -> int:
    """How many more useful cards the hand needs for ``req`` (0: maybe makes it now)."""
    naturals, wilds = _split(hand, ctx)
    order = _order(req)
    picks, memos = _keys(req, ctx, order)
    reads = _reads_colour(req)
    remember = _worth_remembering(req, reads)
    known: dict[tuple, int] = {}

    def slots(position: int, avail: list) -> int:
        spec = req.groups[order[position]]
        key = picks[position]
        colours = any(reads[i] for i in order[position + 1:])
        # the answer depends only on what the remaining cards are, not which copies
        memo_key = memos[position] if remember else None
        memo = (position, tuple(sorted(map(memo_key, avail)))) if memo_key else None
        if memo in known:
            return known[memo]
        if position == len(order) - 1:
            best = spec.size - _best_cover(spec, avail, ctx)
            if memo is not None:
                known[memo] = best
            return best
        best = req.card_count + 1
        for chosen, need in _candidates(spec, avail, ctx, spec.size, key, True, colours):
            if need >= best:
                continue
            used = set(chosen)
            best = min(best, need + slots(position + 1, [c for c in avail if c not in used]))
        if memo is not None:
            known[memo] = best
        return best

    return max(0, slots(0, naturals) - len(wilds))


def solve(hand: Sequence[Any], req: Requirement, ctx: MeldContext) -> tuple[tuple, ...] | None:
    """One way to make ``req`` from ``hand`` (groups in requirement order), or None."""
    loose_naturals, loose_wilds = _split(hand, ctx)
    if _quick_shortfall(loose_naturals, len(loose_wilds), req, ctx) > 0 or shortfall(hand, req, ctx) > 0:
        return None
    naturals, wilds = _split(hand, ctx)
    order = _order(req)
    picks, memos = _keys(req, ctx, order)
    reads = _reads_colour(req)
    if not _worth_remembering(req, reads):
        memos = [None] * len(order)
    dog_wilds = sum(1 for c in wilds if ctx.faces[c].dog in req.dogs)
    chosen_by_group: list[Candidate | None] = [None] * len(req.groups)
    failed: set[tuple] = set()

    def search(position: int, avail: list, wilds_left: int) -> bool:
        if position == len(order):
            return _whole_ok(chosen_by_group, req, ctx, wilds)
        memo = _memo_key(position, avail, wilds_left, chosen_by_group, req, ctx, memos[position])
        if memo in failed:
            return False
        index = order[position]
        # a wild may replace a natural anywhere but in the last group, where it only helps to
        # put a required dog's wild down or to stand for a missing colour
        last = position == len(order) - 1
        swaps = dog_wilds if last and not req.groups[index].each_colour else None
        colours = any(reads[i] for i in order[position + 1:])
        for chosen, need in _candidates(req.groups[index], avail, ctx, wilds_left, picks[position],
                                        False, colours, swaps):
            chosen_by_group[index] = (chosen, need)
            used = set(chosen)
            if search(position + 1, [c for c in avail if c not in used], wilds_left - need):
                return True
        chosen_by_group[index] = None
        if memo is not None:
            failed.add(memo)
        return False

    if not search(0, naturals, len(wilds)):
        return None
    # the wilds of dogs no chosen natural shows go down first, for the dog requirement
    shown = {ctx.faces[c].dog for chosen, _ in chosen_by_group for c in chosen}  # type: ignore[misc]
    missing = {dog for dog in req.dogs if dog not in shown}
    spare = iter(sorted(wilds, key=lambda c: ctx.faces[c].dog not in missing))
    groups = []
    for chosen, need in chosen_by_group:  # type: ignore[misc]
        groups.append(tuple(chosen) + tuple(next(spare) for _ in range(need)))
    return tuple(groups)


def _worth_remembering(req: Requirement, reads: list[bool]) -> bool:
    """Dead ends repeat (and are worth storing) with three groups, or when colours count."""
    return len(req.groups) >= 3 or (len(req.groups) >= 2 and any(reads))


def _memo_key(position: int, avail: list, wilds_left: int, chosen_by_group: list,
              req: Requirement, ctx: MeldContext, key: Key | None) -> tuple | None:
    """What decides whether the search can still succeed from here: the remaining cards (as
    the key tells them apart), wilds left, and what the groups chosen so far show."""
    if key is None:
        return None
    chosen = [c for entry in chosen_by_group if entry for c in entry[0]]
    faces = ctx.faces
    dogs = frozenset(faces[c].dog for c in chosen if faces[c].dog in req.dogs)
    numbers = frozenset(n for c in chosen for n in faces[c].values if n in req.must_include)
    colours = tuple(group_colour(entry[0], ctx) if entry else None for entry in chosen_by_group) \
        if any(spec.differs_from for spec in req.groups) else ()
    return (position, tuple(sorted(map(key, avail))), wilds_left, dogs, numbers, colours)


def _whole_ok(chosen_by_group: list, req: Requirement, ctx: MeldContext, wilds: list) -> bool:
    for index, spec in enumerate(req.groups):
        for other in spec.differs_from:
            mine = group_colour(chosen_by_group[index][0], ctx)
            if mine >= 0 and mine == group_colour(chosen_by_group[other][0], ctx):
                return False
    if req.must_include:
        numbers = {n for chosen, _ in chosen_by_group for c in chosen for n in ctx.faces[c].values}
        if not all(n in numbers for n in req.must_include):
            return False
    if req.dogs:
        shown = {ctx.faces[c].dog for chosen, _ in chosen_by_group for c in chosen}
        missing = [dog for dog in req.dogs if dog not in shown]
        wild_dogs = {ctx.faces[c].dog for c in wilds}
        used = sum(need for _, need in chosen_by_group)
        return all(dog in wild_dogs for dog in missing) and len(missing) <= used
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
