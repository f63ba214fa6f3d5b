"""Phase 10 seen through the rummy kit: its engine view as a :class:`RummyView`, its phases as
:class:`Requirements`, the words around them, its save piles (the one thing a rummy board has
not), and the lay-down dialog's questions answered by the engine (:class:`Phase10LayDown`).

Only the view, ``legal_actions`` and ``why_illegal`` are read: never the state's fields.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from game.core.engine import Event
from game.games.phase10.actions import LayDown
from game.games.phase10.content import Phase10Content
from game.games.phase10.state import Phase10View
from game.games.phase10.view import LaidGroup, LayDownPreview, laid_groups
from game.ui.stage.seats import SeatSetup
from game.ui.tables.phase10.layout import short_group, short_phase
from game.ui.tables.rummy.lay_down import EngineLayDown, Grouping, cards_short
from game.ui.tables.rummy.view import GroupView, RummyView, RummyWords, SeatView

WORDS = RummyWords(requirement="Phase", plural="phases", total=10,
                   goal="First to make all ten phases wins; fewer points break a tie")


class PhaseBook:
    """Phase 10's phases by number, in the table's short words."""

    def __init__(self, content: Phase10Content):
        self.content = content

    def words(self, number: int) -> str:
        return short_phase(self.content.phases[number])

    def slots(self, number: int) -> tuple[tuple[int, str], ...]:
        return tuple((spec.size, short_group(spec)) for spec in self.content.phases[number].groups)


def caption(group: LaidGroup, colours: Sequence[str]) -> str:
    """"Run 3-9", "Set of 5s", "All red (7)", "4 cards"."""
    if group.kind == "run":
        return f"Run {group.low}-{group.high}"
    if group.kind == "set":
        return f"Set of {group.number}s"
    if group.colour >= 0:
        return f"All {colours[group.colour]} ({len(group.cards)})"
    return f"{len(group.cards)} cards"


def group_view(group: LaidGroup, colours: Sequence[str]) -> GroupView:
    return GroupView(group.kind, group.cards, caption(group, colours), group.number, group.colour, group.low,
                     group.high)


def grown(group: GroupView, event: Event, colours: Sequence[str]) -> GroupView:
    """``group`` after the ``hit`` event: its cards and a run's ends as the engine laid them."""
    laid = LaidGroup(group.kind, tuple(event.data["cards"]), group.number, group.colour,
                     event.data.get("low", 0), event.data.get("high", 0))
    return group_view(laid, colours)


def rummy_view(view: Phase10View, colours: Sequence[str]) -> RummyView:
    groups = laid_groups(view)
    seats = tuple(SeatView(hand_count=view.hand_counts[seat], requirement=view.active[seat],
                           done=tuple(view.completed[seat]), laid=view.laid[seat],
                           groups=tuple(group_view(g, colours) for g in groups[seat]), score=view.scores[seat],
                           skips=view.skips_pending[seat]) for seat in range(view.players))
    return RummyView(seat=view.seat, hand=view.hand, seats=seats, draw_count=view.draw_count, discard=view.discard,
                     turn=None if view.stage == "over" else view.turn, stage=view.stage, dealer=view.dealer,
                     hand_number=view.hand_number)


@dataclass
class SavePiles:
    """Phase 10's save piles as animated: how many cards each seat keeps, and the bottom
    seat's own saved cards (faces only for their owner)."""

    counts: list[int]
    own: list[str] = field(default_factory=list)

    @classmethod
    def from_view(cls, view: Phase10View, own: bool) -> SavePiles:
        return cls(list(view.save_counts), list(view.save_pile) if own else [])


def game_over_hand(events: Sequence[Event]) -> int | None:
    """The hand whose end in ``events`` also ends the game (its summary says so)."""
    if not any(event.kind == "game_end" for event in events):
        return None
    return next((event.data.get("hand") for event in events if event.kind == "hand_end"), None)


class Phase10LayDown(EngineLayDown):
    """The lay-down dialog's questions for the phase the seat attempts, answered by the engine."""

    def __init__(self, content: Phase10Content, view: Phase10View, legal: Sequence[object],
                 why_illegal: Callable[[LayDown], str | None]):
        super().__init__(LayDown, legal, why_illegal)
        self.phase = view.active[view.seat]
        self.preview = LayDownPreview(content, self.phase, view.hand)
        self.heading = f"Lay down phase {self.phase}"
        self.name = content.phases[self.phase].name
        self.slots = PhaseBook(content).slots(self.phase)

    def group_ready(self, index: int, cards: Sequence[str]) -> bool:
        return self.preview.group_ready(index, cards)

    def explain(self, groups: Grouping) -> str | None:
        return self.preview.explain(groups)

    def cannot(self) -> str:
        return cards_short(f"Your hand cannot make phase {self.phase} yet", self.preview.cards_short())


def standings(view: Phase10View, seats: Sequence[SeatSetup]) -> tuple[list[str], list[list]]:
    """The final standings: winners first, then most phases made, then fewest points."""
    winners = set(view.winners)

    def rank(seat: int) -> tuple:
        return (seat not in winners, -len(view.completed[seat]), view.scores[seat], seat)
    rows = []
    for place, seat in enumerate(sorted(range(view.players), key=rank), start=1):
        result = ("Shared win" if len(winners) > 1 else "Winner") if seat in winners else \
            f"{place}{ {1: 'st', 2: 'nd', 3: 'rd'}.get(place, 'th')}"
        rows.append([seats[seat].name, f"{len(view.completed[seat])}/10", view.scores[seat], result])
    return ["Player", "Phases", "Points", "Result"], rows
