"""Phase 10 for tables: the laid groups in plain terms, the lay-down preview, the opening deal.

A table reads :class:`~game.games.phase10.state.Phase10View` and these helpers, never the
state: :func:`laid_groups` gives each seat's groups as :class:`LaidGroup` (the same terms a
``lay_down`` or ``hit`` event carries), :class:`LayDownPreview` answers the lay-down dialog
(is this group right, why does this grouping fail, how many cards short) and
:func:`opening_events` gives the events of the deal that began the current hand, so a table
animates a fresh game's deal from events like any other move. :data:`EVENT_KINDS` lists every
event kind the engine emits, for the tables' coverage tests. Pure Python.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from game.core.engine import Event
from game.core.rummy.meld_solver import shortfall
from game.core.rummy.melds import Meld, group_problem, match_groups
from game.games.phase10.content import Phase10Content
from game.games.phase10.state import Phase10View, State

EVENT_KINDS = frozenset({
    "shuffle", "deal", "flip", "choose_turn",          # a hand is dealt (flow.deal_hand; opening_events)
    "choose_phase", "turn", "skip", "skipped",          # phases chosen, turns given or lost
    "draw", "lay_down", "hit", "discard", "save",       # a turn's moves (moves.apply_move)
    "reshuffle", "go_out", "hand_end", "score", "dealer", "game_end",   # piles refilled, hand and game ends
})
"""Every event kind the Phase 10 engine emits; tables must play (or deliberately ignore) each."""


@dataclass(frozen=True)
class LaidGroup:
    """One group on the table: its kind ("set", "run", "colour", "cards"), its cards (runs in
    sequence order), the set's number, the bound colour (-1: none) and a run's ends."""

    kind: str
    cards: tuple[str, ...]
    number: int = 0
    colour: int = -1
    low: int = 0
    high: int = 0

    @classmethod
    def from_meld(cls, meld: Meld) -> LaidGroup:
        return cls(meld.spec.kind, tuple(meld.cards), meld.number, meld.colour, meld.low, meld.high)

    @classmethod
    def from_event(cls, data: dict) -> LaidGroup:
        """A group as a ``lay_down`` event's ``groups`` entry describes it (every key is there)."""
        return cls(data["kind"], tuple(data["cards"]), data["number"], data["colour"], data["low"], data["high"])


def laid_groups(view: Phase10View) -> tuple[tuple[LaidGroup, ...], ...]:
    """Every seat's laid groups, in its phase's group order."""
    return tuple(tuple(LaidGroup.from_meld(meld) for meld in melds) for melds in view.table)


class LayDownPreview:
    """What the lay-down dialog asks before anything is laid (the engine's words, never a copy
    of its rules): ``phase`` is the one the seat attempts, ``hand`` the seat's own cards."""

    def __init__(self, content: Phase10Content, phase: int, hand: Sequence[str]):
        self.content, self.phase, self.hand = content, phase, tuple(hand)
        self.requirement = content.phases[phase]

    def group_ready(self, index: int, cards: Sequence[str]) -> bool:
        """Do ``cards`` make group ``index`` of the phase on their own?"""
        spec = self.requirement.groups[index]
        return len(cards) >= spec.size and group_problem(cards, spec, self.content.ctx) is None

    def explain(self, groups: Sequence[Sequence[str]]) -> str | None:
        """Why these groups do not make the phase (None when they do)."""
        return match_groups(groups, self.requirement, self.content.ctx)[1]

    def cards_short(self) -> int:
        """How many cards the hand lacks for the phase (0: it can be made now)."""
        return shortfall(self.hand, self.requirement, self.content.ctx)


def opening_events(content: Phase10Content, state: State) -> list[Event]:
    """The events of the deal that began the current hand (shuffle, deal, flip, a skip turned up,
    the first chooser), as :func:`game.games.phase10.flow.deal_hand` emitted them; empty once
    anyone has acted in the hand, when only a fresh look at the view is right."""
    if state.stage != "choose" or any(state.active) or not state.discard:
        return []
    players, first = state.players, (state.dealer + 1) % state.players
    count = sum(len(hand) for hand in state.hands) + len(state.discard) + len(state.draw_pile)
    events = [Event("shuffle", None, (), None, "deck", f"Hand {state.hand_number}: Seat {state.dealer} shuffles and "
                    "deals", {"hand": state.hand_number, "dealer": state.dealer, "count": count})]
    order = [(first + offset) % players for offset in range(players)]
    for seat in order:
        hand = tuple(state.hands[seat])
        events.append(Event("deal", seat, hand, "deck", f"hand:{seat}", f"Seat {seat} is dealt {len(hand)} cards",
                            {"hidden": True, "count": len(hand)}))
    flipped = state.discard[0]
    events.append(Event("flip", None, (flipped,), "deck", "discard",
                        f"{content.label(flipped).capitalize()} starts the discard pile"))
    if content.is_skip(flipped):
        events.append(Event("skip", first, (flipped,), "discard", None,
                            f"The skip turned up: Seat {first} will lose the first turn",
                            {"target": first, "by": None}))
    events.append(Event("choose_turn", first, (), None, None, f"Seat {first} chooses a phase", {"stage": "choose"}))
    return events
