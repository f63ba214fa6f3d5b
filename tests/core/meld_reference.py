"""Brute-force answers to the solver's two questions, for small hands (tests only).

``can_make``: is there a way to lay every group of a requirement at exactly its size, each group
passing ``group_problem`` and the whole passing ``requirement_problem``? Every choice of cards is
tried, so it is slow but plainly right.

``cards_short``: the fewest wilds that, added to the hand, would fill every group, when each
group may take any of the hand's naturals that could sit together in it (the hint's relaxation:
a group may be all wilds, and must-include numbers, dogs and differing colours are not asked;
nor, unless asked, the colours a run needs).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from itertools import combinations
from typing import Any

from game.core.rummy.melds import (
    Face,
    GroupSpec,
    MeldContext,
    Requirement,
    group_problem,
    requirement_problem,
)

PADS = tuple(f"pad{i}" for i in range(16))


def can_make(hand: Sequence[Any], req: Requirement, ctx: MeldContext) -> bool:
    usable = [c for c in hand if not (ctx.faces[c].special and not ctx.faces[c].identity)]

    def place(index: int, avail: list, chosen: list[tuple]) -> bool:
        if index == len(req.groups):
            return requirement_problem(chosen, range(len(chosen)), req, ctx) is None
        spec = req.groups[index]
        for combo in combinations(avail, spec.size):
            if group_problem(combo, spec, ctx) is None and place(
                    index + 1, [c for c in avail if c not in combo], [*chosen, combo]):
                return True
        return False

    return place(0, usable, [])


def padded(ctx: MeldContext) -> MeldContext:
    """The same faces plus plain wilds the hand does not hold, to pad a partial group."""
    faces = dict(ctx.faces)
    faces.update({pad: Face(0, -1, wild=True) for pad in PADS})
    return MeldContext(faces, ctx.low, ctx.high, ctx.colours)


def _fits(cards: tuple, spec: GroupSpec, ctx: MeldContext) -> bool:
    """Could these naturals be part of one group of ``spec`` (the rest wilds)?"""
    return not cards or group_problem(cards + PADS[:spec.size - len(cards)], spec, ctx) is None


def cards_short(hand: Sequence[Any], req: Requirement, ctx: MeldContext, run_colours: bool = False) -> int:
    """``run_colours``: a run that needs every colour keeps that need (a wild still counts as
    any colour), as the solver's count does for runs since it stopped treating them loosely."""
    pad_ctx = padded(ctx)
    faces = ctx.faces
    naturals = [c for c in hand if not faces[c].wild and (not faces[c].special or faces[c].identity)]
    wilds = len(hand) - len(naturals) - sum(1 for c in hand if faces[c].special and not faces[c].identity)
    bit = {card: 1 << i for i, card in enumerate(naturals)}
    options: list[list[tuple[int, int]]] = []      # per group: (mask of naturals, how many)
    for spec in req.groups:
        keep = spec.each_colour if run_colours and spec.kind == "run" else 0
        loose = replace(spec, each_colour=keep, differs_from=())
        found: list[tuple[int, int]] = []

        def grow(start: int, cards: tuple, mask: int, loose: GroupSpec = loose, found: list = found) -> None:
            found.append((mask, len(cards)))
            if len(cards) == loose.size:
                return
            for i in range(start, len(naturals)):
                more = cards + (naturals[i],)
                if _fits(more, loose, pad_ctx):
                    grow(i + 1, more, mask | bit[naturals[i]])

        grow(0, (), 0)
        options.append(found)
    best = req.card_count

    def search(index: int, used: int, covered: int) -> None:
        nonlocal best
        if index == len(options):
            best = min(best, req.card_count - covered)
            return
        for mask, count in options[index]:
            if not mask & used:
                search(index + 1, used | mask, covered + count)

    search(0, 0, 0)
    return max(0, best - wilds)
