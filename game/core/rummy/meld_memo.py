"""``shortfall`` remembered, and asked as little as a discard needs, for the rummy bots.

A Normal bot asks how far a hand is from its Phase or Level many times a turn (once for each
card it might discard, once for each card it might draw), and the hard bot's play-outs ask
it again for the same hands: every candidate move is played out from the same world with the
same luck. The answer depends only on the requirement and on the faces in the hand (two
copies of a card are alike to the solver), so it is kept under those.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from operator import attrgetter
from typing import Any

from game.core.rummy.meld_solver import shortfall, solve
from game.core.rummy.melds import Face, MeldContext, Requirement


class ShortfallMemo:
    """``memo(hand, requirement)`` == ``shortfall(hand, requirement, ctx)``, remembered.

    At most ``limit`` answers are kept; when full it starts afresh (the hands of one game
    soon stop recurring, so an old answer is rarely worth keeping)."""

    def __init__(self, ctx: MeldContext, limit: int = 50_000, settle: bool = False):
        self.ctx = ctx
        self.limit = limit
        # settle: a hand the count calls complete (0 short) that the solver cannot lay down is
        # 1 short (the count ignores dogs, must-include numbers and differing colours, and a bot
        # told "complete" would wait for ever for nothing: see shortfall's docstring)
        self.settle = settle
        kinds: dict = {}
        # one small number per distinct face: a hand's key is its sorted numbers
        self._kind = {card: kinds.setdefault(face, len(kinds)) for card, face in ctx.faces.items()}
        self._known: dict[tuple, int] = {}

    def __call__(self, hand: Sequence[Any], req: Requirement) -> int:
        kind = self._kind
        key = (req, tuple(sorted([kind[card] for card in hand])))
        known = self._known
        if key in known:
            return known[key]
        if len(known) >= self.limit:
            known.clear()
        answer = shortfall(hand, req, self.ctx)
        if answer == 0 and self.settle and solve(hand, req, self.ctx) is None:
            answer = 1
        known[key] = answer
        return answer


def solver_key(req: Requirement) -> Callable[[Face], tuple]:
    """What the solver can tell apart in a card under ``req``: any hand with one card added
    is as far from ``req`` (and as able to lay it down) whichever card of the same key it is.

    Always a card's wildness and what a special card is. Its colour only when a group reads
    colours (one colour, every colour, or differing from another group); its numbers only when
    a group is a set or a run or reads odd and even, or the requirement must include a number;
    its dog only when a dog is required (a number card's dog goes with its number). So at a
    Level of sets and runs without colours, the eight copies of a number are one key instead
    of four, and a bot counting which unseen cards would help asks the solver a quarter as
    often (``OutsBot`` in ``finale/bots.py``)."""
    groups = req.groups
    reads = ["wild", "special", "identity"]
    if req.must_include or any(g.kind in ("set", "run") or g.parity for g in groups):
        reads.append("values")      # the numbers it may stand for (none for a special card)
    if any(g.one_colour or g.each_colour or g.differs_from for g in groups):
        reads.append("colour")
    if req.dogs:
        reads.append("dog")
    return attrgetter(*reads)


def discard_kinds(later: dict[Any, tuple], floor: int,
                  missing: Callable[[Any], int]) -> tuple[dict[Any, int], list | None]:
    """For a bot whose discard is the card with the least (cards short after it, then ``later``
    keys, then a coin toss): which kinds of card can hold it, asking ``missing`` (cards short
    without one card of that kind) as few times as it can.

    No discard leaves a hand closer than the whole hand is (``floor``): a card fewer never
    needs fewer cards. So kinds are tried best ``later`` keys first, and the first one that
    keeps ``floor`` settles it: the answer is every kind with its ``later`` keys that keeps
    ``floor`` too. Returns the answers asked for and that list, or None when no kind keeps
    ``floor`` (then every kind has been asked)."""
    short: dict[Any, int] = {}

    def asked(kind: Any) -> int:
        if kind not in short:
            short[kind] = missing(kind)
        return short[kind]

    for kind in sorted(later, key=later.__getitem__):
        if asked(kind) == floor:
            best = later[kind]
            return short, [other for other in later if later[other] == best and asked(other) == floor]
    return short, None
