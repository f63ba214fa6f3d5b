"""The rummy turn flow Phase 10 and Finale share: draw, lay down a whole requirement, hit,
discard, pass over skipped seats, and reform the draw pile from the discard pile.

The functions work on any state with ``hands``, ``draw_pile``, ``discard`` (top card last),
``table`` (per seat, the laid :class:`~game.core.rummy.melds.Meld` s), ``laid``, ``skips_pending``
and ``rng``; each mutates it and appends the :class:`Event` s a scene animates. Nothing here
validates: callers check the action first (``why_illegal``). Pure Python, no pygame.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Protocol

from game.core.engine import Event
from game.core.rummy.meld_hits import extend_meld, hit_ends
from game.core.rummy.meld_solver import extend_grouping, solve
from game.core.rummy.melds import Meld, MeldContext, Requirement, make_meld, match_groups


class RummyState(Protocol):
    hands: list[list[Any]]
    draw_pile: list[Any]
    discard: list[Any]
    table: list[list[Meld]]
    laid: list[bool]
    skips_pending: list[int]
    rng: Any


def seat_name(seat: int) -> str:
    """Seats are written 0-based, like every engine, so tables can put names in."""
    return f"Seat {seat}"


def draw_from_pile(state: RummyState, seat: int, events: list[Event]) -> Any:
    """The top of the face-down draw pile goes to ``seat`` (hidden from the others)."""
    card = state.draw_pile.pop()
    state.hands[seat].append(card)
    events.append(Event("draw", seat, (card,), "deck", f"hand:{seat}",
                        f"{seat_name(seat)} draws from the draw pile",
                        {"source": "draw", "hidden": True, "draw_count": len(state.draw_pile)}))
    return card


def take_discard(state: RummyState, seat: int, label: str, events: list[Event],
                 extra: dict | None = None) -> Any:
    """The top of the discard pile goes to ``seat``, face up for everyone."""
    card = state.discard.pop()
    state.hands[seat].append(card)
    events.append(Event("draw", seat, (card,), "discard", f"hand:{seat}",
                        f"{seat_name(seat)} takes the {label} from the discard pile",
                        {"source": "discard", **(extra or {})}))
    return card


def reform_draw_pile(state: RummyState, keep: int, events: list[Event]) -> bool:
    """Shuffle every discard but the top ``keep`` into a new draw pile (False: too few)."""
    if len(state.discard) <= keep:
        return False
    moved = state.discard[:-keep]
    state.discard = state.discard[-keep:]
    state.rng.shuffle(moved)
    state.draw_pile = moved
    events.append(Event("reshuffle", None, tuple(moved), "discard", "deck",
                        f"The discard pile is shuffled into a new draw pile "
                        f"({len(moved)} card{'' if len(moved) == 1 else 's'})",
                        {"hidden": True, "count": len(moved)}))
    return True


def lay_down(state: RummyState, seat: int, groups: Sequence[Sequence[Any]], requirement: Requirement,
             ctx: MeldContext) -> list[Meld]:
    """Lay ``groups`` (valid for ``requirement``, in any order) as the seat's melds, in the
    requirement's group order; returns them."""
    assignment, _ = match_groups(groups, requirement, ctx)
    assert assignment is not None
    by_spec = {spec_index: group for group, spec_index in zip(groups, assignment)}
    melds = [make_meld(by_spec[index], spec, ctx) for index, spec in enumerate(requirement.groups)]
    hand = state.hands[seat]
    for meld in melds:
        for card in meld.cards:
            hand.remove(card)
    state.table[seat] = melds
    state.laid[seat] = True
    return melds


def lay_down_groups(seat: int, melds: Sequence[Meld]) -> list[dict]:
    """The ``groups`` data of a lay_down event: zone, kind, cards, number, colour, low, high."""
    return [{"zone": f"table:{seat}:{index}", "kind": meld.spec.kind, "cards": list(meld.cards),
             "number": meld.number, "colour": meld.colour, "low": meld.low, "high": meld.high}
            for index, meld in enumerate(melds)]


def hit(state: RummyState, seat: int, card: Any, target: int, group: int, end: str) -> Meld:
    """Play ``card`` from the seat's hand onto ``target``'s group; returns the grown meld."""
    meld = extend_meld(state.table[target][group], card, end)
    state.table[target][group] = meld
    state.hands[seat].remove(card)
    return meld


def discard(state: RummyState, seat: int, card: Any) -> None:
    state.hands[seat].remove(card)
    state.discard.append(card)


def pass_skipped(state: RummyState, seat: int, next_seat: Callable[[int], int],
                 events: list[Event]) -> int:
    """The first seat from ``seat`` on without a pending skip (each skip passed is spent)."""
    while state.skips_pending[seat] > 0:
        spend_skip(state, seat, events)
        seat = next_seat(seat)
    return seat


def spend_skip(state: RummyState, seat: int, events: list[Event]) -> None:
    """``seat`` loses this turn to one of its pending skips."""
    state.skips_pending[seat] -= 1
    events.append(Event("skipped", seat, (), None, None, f"{seat_name(seat)} is skipped",
                        {"remaining_skips": state.skips_pending[seat]}))


def lay_down_options(hand: Sequence[Any], requirement: Requirement, ctx: MeldContext,
                     extend: bool = True) -> list[tuple[tuple, ...]]:
    """The solver's grouping for ``requirement`` and, when ``extend`` and other cards fit the
    groups as laid, that grouping grown by them (0, 1 or 2 groupings)."""
    grouping = solve(hand, requirement, ctx)
    if grouping is None:
        return []
    options = [grouping]
    if extend:
        extended = extend_grouping(grouping, hand, requirement, ctx)
        if sorted(map(len, extended)) != sorted(map(len, grouping)):
            options.append(extended)
    return options


def hit_targets(state: RummyState, seat: int, ctx: MeldContext) -> list[tuple[Any, int, int, str]]:
    """Every (card, target seat, group, end) the seat's hand can play onto the table."""
    options = []
    for card in state.hands[seat]:
        for target, melds in enumerate(state.table):
            for index, meld in enumerate(melds):
                for end in hit_ends(meld, card, ctx):
                    options.append((card, target, index, end))
    return options
