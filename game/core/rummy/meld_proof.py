"""Proof that a meld requirement (a Phase 10 phase, a Finale Level) can be completed with the
deck's own cards, for the content check. Pure Python (no pygame).

:func:`prove` answers with a *witness*, groups of real cards of the deck that the engine's own
:func:`game.core.rummy.melds.explain` accepts and that fit in one hand, or with the reason no hand
can make the requirement. A witness is looked for first in a few small hands cut from the deck
(the meld solver is quick on those): "rotations" that give each number one colour in turn (what
a run needing every colour wants), then each colour on its own; the Wilds are in every one. Only when none of them has
one is the whole deck searched, which is exact but slower; before that, two cheap bounds turn
away what no hand could make: more cards than a hand holds, and the solver's own shortfall
(how many cards even the whole deck lacks).
"""

from __future__ import annotations

from collections.abc import Hashable, Iterator, Sequence
from dataclasses import dataclass
from functools import lru_cache

from game.core.rummy.meld_solver import shortfall, solve
from game.core.rummy.melds import MeldContext, Requirement, explain


@dataclass(frozen=True)
class Proof:
    """``witness``: groups of deck cards that make the requirement, or None with ``reason``."""

    witness: tuple[tuple[Hashable, ...], ...] | None
    reason: str = ""


def prove(req: Requirement, deck: Sequence[Hashable], ctx: MeldContext, limit: int) -> Proof:
    """A witness of at most ``limit`` cards from ``deck`` for ``req``, or why there is none.

    The answer depends only on the requirement, the cards and their faces, so it is kept: a
    check of content that did not change (the fuzzer runs hundreds) proves nothing twice."""
    faces = tuple((card, ctx.faces[card]) for card in deck)
    return _prove_kept(req, faces, ctx.low, ctx.high, ctx.colours, limit)


@lru_cache(maxsize=128)
def _prove_kept(req: Requirement, faces: tuple, low: int, high: int, colours: tuple[str, ...],
                limit: int) -> Proof:
    ctx = MeldContext(dict(faces), low, high, colours)
    deck = [card for card, _face in faces]
    needed = req.card_count
    if needed > limit:
        return Proof(None, f"it takes {needed} cards and a hand holds at most {limit} when it "
                           "is laid")
    span = _run_span_problem(req, deck, ctx)
    if span:
        return Proof(None, span)
    missing = shortfall(list(deck), req, ctx)
    if missing > 0:
        return Proof(None, f"even the whole deck is {missing} card{'s' if missing > 1 else ''} "
                           "short of it")
    for hand in _small_hands(deck, ctx):
        found = _checked(solve(hand, req, ctx), req, ctx, limit)
        if found is not None:
            return Proof(found)
    found = _checked(solve(list(deck), req, ctx), req, ctx, limit)
    if found is not None:
        return Proof(found)
    return Proof(None, "no hand of this deck can make it")


def _run_span_problem(req: Requirement, deck: Sequence[Hashable], ctx: MeldContext) -> str:
    """A single run must hold every number the requirement asks for (must-include numbers,
    and the number of a dog only one number shows, when no Wild shows it): a cheap answer for
    what would otherwise take the slowest search, a run that needs every colour."""
    if len(req.groups) != 1 or req.groups[0].kind != "run":
        return ""
    faces = [ctx.faces[card] for card in deck]
    wild_dogs = {face.dog for face in faces if face.wild}
    needed = set(req.must_include)
    for dog in req.dogs:
        shown = {face.values for face in faces if face.dog == dog and not face.wild}
        if dog not in wild_dogs and len(shown) == 1 and len(next(iter(shown))) == 1:
            needed.add(next(iter(shown))[0])
    size = req.groups[0].size
    if needed and max(needed) - min(needed) + 1 > size:
        numbers = [str(number) for number in sorted(needed)]
        words = ", ".join(numbers[:-1]) + " and " + numbers[-1]
        return f"it must hold {words}, which no run of {size} can hold together"
    return ""


def _checked(groups: tuple | None, req: Requirement, ctx: MeldContext,
             limit: int) -> tuple | None:
    """The solver's groups, if the engine's own check accepts them and they fit in a hand."""
    if groups is None or sum(map(len, groups)) > limit or explain(groups, req, ctx) is not None:
        return None
    return tuple(tuple(group) for group in groups)


def _small_hands(deck: Sequence[Hashable], ctx: MeldContext) -> Iterator[list]:
    """Hands cut from the deck where a witness is quick to find: Wilds and colourless cards go
    in every one; then each colour's cards, and each rotation of colours over the numbers."""
    faces = ctx.faces
    shared = [card for card in deck if faces[card].wild or faces[card].colour < 0]
    coloured = [card for card in deck if not (faces[card].wild or faces[card].colour < 0)]
    colours = sorted({faces[card].colour for card in coloured})
    if len(colours) > 1:
        for turn in range(len(colours)):
            yield shared + [card for card in coloured if colours.index(faces[card].colour)
                            == (faces[card].number + turn) % len(colours)]
    for colour in colours:
        yield shared + [card for card in coloured if faces[card].colour == colour]
