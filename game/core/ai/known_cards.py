"""Cards a hard seat knows a rival holds, dealt into a sampled world (shared by the rummy
games' evidence: Phase 10 and Finale)."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any


def deal_known(known: dict[int, tuple[str, ...]], hands: list[list[str]],
               places: Sequence[list[str]], rng: random.Random,
               also_held: Sequence[Sequence[str]] | None = None) -> None:
    """Put every card of ``known[seat]`` in ``hands[seat]``, in place.

    A card already there (or in ``also_held[seat]``, e.g. a save pile) stays. Otherwise it is
    found in the first of ``places`` (the hidden piles and hands it may have been dealt to) that
    holds it and swapped with a random card of the hand that is not itself known, so hand sizes
    and the count of every card are kept. A card found nowhere, or a hand of known cards only,
    is left as dealt.
    """
    for seat, cards in sorted(known.items()):
        hand = hands[seat]
        for card in cards:
            if card in hand or (also_held is not None and card in also_held[seat]):
                continue
            free = [i for i, other in enumerate(hand) if other not in cards]
            source = next((pile for pile in places if card in pile), None)
            if not free or source is None:
                continue
            slot = free[rng.randrange(len(free))]
            source[source.index(card)] = hand[slot]
            hand[slot] = card


def after_own_move(rules: Any, determinize: Callable[[Any, Any, random.Random], Any],
                   view: Any, action: Any) -> Any | None:
    """The position the hard seat's own move leaves, played in one world of its view (every
    world shares the public parts, which are all an evidence reads); None if it cannot be
    played there (no evidence is better than a wrong one)."""
    try:
        world = determinize(rules, view, random.Random(0))
        after, _events = rules.apply(world, action)
    except Exception:  # noqa: BLE001 - see above
        return None
    return after
