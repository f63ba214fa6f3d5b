"""The meld solver: can this hand make this requirement, and with which groups?

``solve(hand, requirement, ctx)`` returns one grouping (a tuple of card tuples, in the
requirement's group order) or ``None``; ``shortfall`` says how many more cards a hand needs
(a relaxation: it ignores the all-wild rule, must-include and differing colours, so a
shortfall above 0 proves there is no solution, which makes the common "no" answer cheap; a
run that needs every colour does count the colours it lacks, or a bot holding a run of one
colour would read it as complete and wait for ever);
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

from collections.abc import Callable, Sequence
from typing import Any

from game.core.rummy.meld_candidates import Candidate, _candidates, _pools
from game.core.rummy.meld_hits import extend_meld, hit_ends
from game.core.rummy.melds import GroupSpec, MeldContext, Requirement, group_colour, make_meld

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


def _split(hand: Sequence[Any], ctx: MeldContext) -> tuple[list, list]:
    faces = ctx.faces
    naturals = [c for c in hand if not faces[c].wild and (not faces[c].special or faces[c].identity)]
    wilds = [c for c in hand if faces[c].wild]
    return naturals, wilds


def _best_cover(spec: GroupSpec, avail: Sequence[Any], ctx: MeldContext) -> int:
    """Most naturals one group of ``spec`` can use from ``avail`` (a bound, for shortfall). A
    run that needs every colour counts what its colours still lack (:func:`_each_colour_cover`)."""
    best = 0
    for pool in _pools(spec, avail, ctx):
        if spec.kind == "run" and spec.each_colour:
            best = max(best, _each_colour_cover(spec, pool, ctx))
            continue
        if spec.kind != "run":
            best = max(best, min(len(pool), spec.size))
            continue
        numbers = sorted({n for c in pool for n in ctx.faces[c].values})
        for i, first in enumerate(numbers):
            covered = sum(1 for n in numbers[i:] if n < first + spec.size)
            best = max(best, min(covered, spec.size))
    return best


def _each_colour_cover(spec: GroupSpec, pool: Sequence[Any], ctx: MeldContext) -> int:
    """For a run that needs ``each_colour`` cards of every colour: ``size`` minus the fewest
    cards still to come (wilds or naturals), over every window and choice of one card per
    number. A choice of ``n`` naturals still needs ``size - n`` cards, and at least as many as
    its colours lack (a card to come can be any colour, a wild too), so it needs the larger of
    the two. Six blue cards in a run of eight with two of every colour leave it four short, not
    two. Worked out per window by the colours' counts (capped at ``each_colour``), keeping the
    most naturals for each."""
    faces, size, need = ctx.faces, spec.size, spec.each_colour
    colours = len(ctx.colours)
    by_number: dict[int, set] = {}
    for card in pool:
        face = faces[card]
        for number in face.values:
            by_number.setdefault(number, set()).add(face.colour)
    numbers = sorted(by_number)
    fewest = max(size, need * colours)          # no natural at all
    for i, first in enumerate(numbers):
        states: dict[tuple, int] = {(0,) * colours: 0}
        for number in numbers[i:]:
            if number >= first + size:
                break
            grown = dict(states)
            for counts, used in states.items():
                for colour in by_number[number]:
                    key = counts if counts[colour] >= need else \
                        counts[:colour] + (counts[colour] + 1,) + counts[colour + 1:]
                    if grown.get(key, -1) < used + 1:
                        grown[key] = used + 1
            states = grown
        for counts, used in states.items():
            fewest = min(fewest, max(size - used, sum(need - n for n in counts)))
    return size - fewest


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
