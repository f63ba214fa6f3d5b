"""Adding cards to laid groups ("hits"): where a card may go, why not, and the grown meld.

Part of the requirement language in ``game.core.rummy.melds`` (which re-exports these). A laid
group keeps the restrictions it was laid with: one number (or one special kind) for sets,
the next number at either end for runs (a two-valued card at the end it fits), one colour,
odd/even filters, and the parity an "evens or odds" group was laid with. Wilds are locked
where they were laid.
"""

from __future__ import annotations

from typing import Any

from game.core.rummy.melds import Meld, MeldContext, _a, _filter_problem


def _same_parity(meld: Meld, ctx: MeldContext) -> int | None:
    """The parity (0 even, 1 odd) bound by a laid "evens or odds" group."""
    for card in meld.cards:
        face = ctx.faces[card]
        if not face.wild:
            return face.number % 2
    return None


def hit_ends(meld: Meld, card: Any, ctx: MeldContext) -> tuple[str, ...]:
    """Where ``card`` may be added: () if nowhere; ("",) for sets and colour groups;
    ("low",), ("high",) or both for runs."""
    face = ctx.faces[card]
    spec = meld.spec
    if face.special and (not face.identity or spec.kind == "run"):
        return ()
    if not face.wild:
        if _filter_problem(spec, face, ctx, "") is not None:
            return ()
        if meld.colour >= 0 and face.colour != meld.colour:
            return ()
        if spec.parity == "same" and face.number % 2 != _same_parity(meld, ctx):
            return ()
    if spec.kind == "run":
        ends = []
        if meld.low > ctx.low and (face.wild or meld.low - 1 in face.values):
            ends.append("low")
        if meld.high < ctx.high and (face.wild or meld.high + 1 in face.values):
            ends.append("high")
        return tuple(ends)
    if spec.kind == "set" and not face.wild and face.set_key != _set_key(meld, ctx):
        return ()
    return ("",)


def _set_key(meld: Meld, ctx: MeldContext) -> int | str:
    return next(ctx.faces[c].set_key for c in meld.cards if not ctx.faces[c].wild)


def hit_problem(meld: Meld, card: Any, end: str, ctx: MeldContext) -> str | None:
    """Why ``card`` cannot go on ``meld`` at ``end`` (None if it can)."""
    ends = hit_ends(meld, card, ctx)
    if end in ends:
        return None
    face = ctx.faces[card]
    if face.special and not face.identity:
        return "a skip can never be played onto a phase"
    if meld.spec.kind == "run":
        if ends:
            return f"that card goes on the {ends[0]} end of the run"
        if face.special:
            return f"a run takes only numbered cards; {_a(face.identity)} has no number"
        if meld.colour >= 0 and not face.wild and face.colour != meld.colour:
            return f"this run takes only {ctx.colours[meld.colour]} cards (or wilds)"
        return f"only a {meld.low - 1} or a {meld.high + 1} (or a wild) extends this {meld.low}-{meld.high} run"
    if ends:
        return "choose no end: only runs have ends"
    if meld.spec.kind == "set":
        key = _set_key(meld, ctx)
        return f"this set takes only {key}s (or wilds)"
    if meld.colour >= 0 and face.colour != meld.colour:
        return f"this group takes only {ctx.colours[meld.colour]} cards (or wilds)"
    if meld.spec.parity == "same":
        word = "odd" if _same_parity(meld, ctx) else "even"
        return f"this group takes only {word} numbers (or wilds)"
    return _filter_problem(meld.spec, face, ctx, meld.spec.describe(ctx.colours)) or "that card does not fit"


def extend_meld(meld: Meld, card: Any, end: str) -> Meld:
    """The meld with ``card`` added (check :func:`hit_ends` first)."""
    if meld.spec.kind != "run":
        return Meld(meld.spec, meld.cards + (card,), meld.number, meld.colour, meld.low, meld.high)
    if end == "low":
        return Meld(meld.spec, (card,) + meld.cards, meld.number, meld.colour, meld.low - 1, meld.high)
    return Meld(meld.spec, meld.cards + (card,), meld.number, meld.colour, meld.low, meld.high + 1)


