"""Undo against the AI: how far back a player may take their moves, and why no further.

A move may be taken back only if nothing since it showed anyone something that was hidden:
a card drawn from a face-down pile (by you or by an AI), a deal or a shuffle, a card turned
face up, a new hole or wind card, a card passed from one hand to another. Those moves are final. The test reads only the events the
engine returned (:func:`reveal_of`): an event marked ``data["hidden"]`` (cards only one seat
may see), an event of a kind that brings chance onto the table (:data:`CHANCE_KINDS`), a draw
from a face-down pile, or cards moving between two hands.

:func:`undo_point` then finds, from the seat of each logged action and what each revealed,
the point the player's Undo goes back to: just before their own latest move, when nothing
from that move on revealed anything. The table rebuilds that point with
``History.state_at(rules, count)`` (a replay from the seed, never a stored copy).
Pure Python: no pygame.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from game.core.engine import Event
from game.core.history import History

# Event kinds that bring new luck onto the table in some game (a deal, a shuffle, a card
# turned up from a pile, a hole laid out, the wind drawn, a card turned on a throw).
CHANCE_KINDS = frozenset({"shuffle", "reshuffle", "deal", "flip", "reveal", "hole", "wind",
                          "throw_card", "apply_drawn", "refill", "challenge_start", "tiebreak_start"})
# Face-down piles: a draw from one reveals a card to the drawer.
FACE_DOWN = frozenset({"deck", "draw", "pile", "stock"})


@dataclass(frozen=True)
class Reveal:
    """What made a move final: the event kind, whose it was, and whether it was a draw."""

    kind: str
    seat: int | None
    draw: bool = False


def reveal_of(events: Iterable[Event]) -> Reveal | None:
    """The first event among ``events`` that revealed hidden information (None: nothing did)."""
    for event in events:
        if event.data.get("hidden") or event.kind in CHANCE_KINDS:
            return Reveal(event.kind, event.seat, draw=event.kind == "draw")
        if event.kind == "draw" and (event.src or "").split(":")[0] in FACE_DOWN:
            return Reveal(event.kind, event.seat, draw=True)
        if _between_hands(event):
            return Reveal(event.kind, event.seat)
    return None


def _between_hands(event: Event) -> bool:
    """Cards passing from one hand to another (a trade): the taker sees what was hidden."""
    src, dst = event.src or "", event.dst or ""
    return src.startswith("hand:") and dst.startswith("hand:") and src != dst


def reveals_in(history: History, rules: Any) -> list[Reveal | None]:
    """What each logged action revealed, by replaying the log once from the seed."""
    return [reveal_of(events) for _state, events in history.steps(rules)]


@dataclass(frozen=True)
class UndoPoint:
    """``count``: the number of actions to keep (None: no undo now); ``reason`` says why not."""

    count: int | None
    reason: str = ""


NOTHING_YET = "Nothing of yours to take back yet"


def reason_for(reveal: Reveal, me: int, name_of: Callable[[int], str]) -> str:
    """Why a move is final, in a player's words."""
    if reveal.kind in ("deal", "shuffle", "reshuffle", "refill", "challenge_start", "tiebreak_start"):
        return "New cards were dealt or shuffled since your move: it can't be taken back"
    who = name_of(reveal.seat) if reveal.seat is not None else "Someone"
    if reveal.draw:
        if reveal.seat == me:
            return "Your draw showed you a new card: it can't be taken back"
        return f"{who} drew from the face-down pile since your move: that can't be taken back"
    if reveal.kind in ("hole", "wind"):
        return "A new card of the course came out: it can't be taken back"
    if reveal.kind in CHANCE_KINDS:
        return "A hidden card was turned up since your move: it can't be taken back"
    if reveal.kind == "trade":
        return "A trade showed a card from another hand: it can't be taken back"
    if reveal.seat == me:
        return "That move put a card out of sight: it can't be taken back"
    return f"{who} played an unseen card since your move: that can't be taken back"


def undo_point(seats: Sequence[int], reveals: Sequence[Reveal | None], me: int,
               name_of: Callable[[int], str] = lambda seat: f"Seat {seat}") -> UndoPoint:
    """Where ``me``'s Undo goes: just before their latest action, if nothing from it on was revealed.

    ``seats[i]`` is who took action ``i`` and ``reveals[i]`` what it revealed.
    """
    if len(seats) != len(reveals):
        raise ValueError("one reveal per action is needed")
    mine = [index for index, seat in enumerate(seats) if seat == me]
    if not mine:
        return UndoPoint(None, NOTHING_YET)
    last = mine[-1]
    for index in range(len(seats) - 1, last - 1, -1):
        if reveals[index] is not None:
            return UndoPoint(None, reason_for(reveals[index], me, name_of))
    return UndoPoint(last)
