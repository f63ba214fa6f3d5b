"""The rummy view: what a rummy table knows of the game, and the board as the animation has reached it.

A game's table package adapts its engine view into a :class:`RummyView` (per seat: hand count,
the requirement attempted, the ones done, the laid groups with their kind and cards, whether it
has laid down, score and pending skips; the piles; whose turn and which stage; an exchange in
progress as an optional special). :class:`Requirements` names a game's requirements ("Level 4",
"Run of 7") and :class:`RummyWords` the words around them. The engine runs ahead of the
animation, so the table draws a :class:`Board`: read from the view when the table is idle,
changed by the event handlers as their cards land.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Protocol


@dataclass(frozen=True)
class GroupView:
    """One laid group: ``kind`` ("set", "run", "colour", "cards"; a run takes hits at either end),
    its cards in table order, its caption ("Run 3-9", "Set of 5s", "All red (7)"), and the
    set's number, the colour it is bound to (-1: none) and a run's ends."""

    kind: str
    cards: tuple[str, ...]
    caption: str
    number: int = 0
    colour: int = -1
    low: int = 0
    high: int = 0

    @property
    def two_ended(self) -> bool:
        return self.kind == "run"


@dataclass(frozen=True)
class SeatView:
    """One seat as everyone may see it."""

    hand_count: int
    requirement: int                  # the requirement (level) attempted (0: not chosen yet)
    done: tuple[int, ...]             # requirements completed in earlier hands
    laid: bool                        # laid down this hand
    groups: tuple[GroupView, ...]
    score: int
    skips: int = 0                    # skips waiting for this seat (games with skip cards)


@dataclass(frozen=True)
class Exchange:
    """An exchange card in play (games that have one): its owner and the draws still due."""

    seat: int
    draws_left: int


@dataclass(frozen=True)
class RummyView:
    """What one seat's screen may show. ``hand`` is that seat's own hand (empty for others)."""

    seat: int
    hand: tuple[str, ...]
    seats: tuple[SeatView, ...]
    draw_count: int
    discard: tuple[str, ...]          # top last; tables show at most the top two
    turn: int | None                  # None once the game is over
    stage: str                        # "choose", "draw", "play", "over" (a game may add stages)
    dealer: int
    hand_number: int
    exchange: Exchange | None = None

    @property
    def players(self) -> int:
        return len(self.seats)


class Requirements(Protocol):
    """A game's requirements by number: words for the tile, the slots of its groups."""

    def words(self, number: int) -> str:
        """The requirement in short words ("Run of 7 + set of 2")."""
        ...

    def slots(self, number: int) -> tuple[tuple[int, str], ...]:
        """Each group's size and short words ("Set of 3"), in order."""
        ...


@dataclass(frozen=True)
class RummyWords:
    """The words a rummy table puts around its requirements."""

    requirement: str                  # the title word: "Level" as in "Level 2"
    plural: str                       # "levels", as in "Choosing a level...", "3/5 levels"
    total: int                        # how many requirements a seat goes through
    goal: str                         # one line under a hand summary's title
    titles: tuple[tuple[int, str, str], ...] = ()   # (number, title, tile label) for requirements with a name of their own
    deal: str = "hand"                # what one deal is called: "The hand is over"

    @property
    def singular(self) -> str:
        return self.requirement.lower()

    def title(self, number: int) -> str:
        """The requirement's title: "Level 4", or its own name."""
        return next((title for n, title, _ in self.titles if n == number), f"{self.requirement} {number}")

    def named(self, number: int) -> str:
        """The requirement inside a sentence: "level 4", or "the" and its own name."""
        own = next((title for n, title, _ in self.titles if n == number), None)
        return f"the {own}" if own else f"{self.singular} {number}"

    def tile_label(self, number: int) -> str:
        """What the small requirement tile shows: "4", or its own label."""
        return next((label for n, _, label in self.titles if n == number), str(number) if number else "?")

    def progress(self, count: int) -> str:
        return f"{count}/{self.total}"


@dataclass
class Board:
    """The public table as the animation has reached it (lists indexed by seat)."""

    players: int
    hand_counts: list[int]
    draw_count: int
    discard: list[str]
    active: list[int]
    made: list[list[int]]
    laid: list[bool]
    groups: list[list[GroupView]]
    skips: list[int]
    scores: list[int]
    current: int | None
    stage: str
    dealer: int
    hand_number: int
    exchange: Exchange | None = field(default=None)

    @classmethod
    def from_view(cls, view: RummyView) -> Board:
        seats = view.seats
        return cls(players=view.players, hand_counts=[s.hand_count for s in seats], draw_count=view.draw_count,
                   discard=list(view.discard[-3:]), active=[s.requirement for s in seats],
                   made=[list(s.done) for s in seats], laid=[s.laid for s in seats],
                   groups=[list(s.groups) for s in seats], skips=[s.skips for s in seats],
                   scores=[s.score for s in seats], current=None if view.stage == "over" else view.turn,
                   stage=view.stage, dealer=view.dealer, hand_number=view.hand_number, exchange=view.exchange)

    def mat_sizes(self, seat: int, book: Requirements) -> tuple[int, ...]:
        """How many cards each of ``seat``'s mats holds: its laid groups, or the slots of the
        requirement it attempts (none: no mats)."""
        if self.groups[seat]:
            return tuple(len(group.cards) for group in self.groups[seat])
        return tuple(size for size, _ in book.slots(self.active[seat])) if self.active[seat] else ()

    def mat_captions(self, seat: int, book: Requirements, bottom: int) -> list[str]:
        """The words under ``seat``'s mats: its laid groups' captions, or the requirement's slots
        (numbered "Group 1: ..." for the player at the bottom)."""
        if self.groups[seat]:
            return [group.caption for group in self.groups[seat]]
        slots = book.slots(self.active[seat]) if self.active[seat] else ()
        if seat != bottom:
            return [words for _, words in slots]
        return [f"Group {index + 1}: {words}" for index, (_, words) in enumerate(slots)]

    def new_hand(self, hand: int, dealer: int, draw_count: int) -> None:
        """A new deal: empty hands and tables, nobody's requirement chosen, no skips."""
        n = self.players
        self.hand_counts, self.active, self.laid = [0] * n, [0] * n, [False] * n
        self.groups, self.skips = [[] for _ in range(n)], [0] * n
        self.discard, self.draw_count, self.hand_number, self.dealer = [], draw_count, hand, dealer
        self.current, self.stage, self.exchange = None, "deal", None

    def done_count(self, seat: int) -> int:
        """Requirements made so far, counting one laid down this hand (credit comes at lay-down)."""
        extra = self.laid[seat] and self.active[seat] not in self.made[seat]
        return len(self.made[seat]) + (1 if extra else 0)

    def key(self) -> tuple:
        """Everything a still picture of the board depends on (cheap to build each frame)."""
        groups = tuple(tuple((g.caption, len(g.cards)) for g in seat) for seat in self.groups)
        return (tuple(self.hand_counts), self.draw_count, tuple(self.discard[-2:]), tuple(self.active),
                tuple(map(tuple, self.made)), tuple(self.laid), groups, tuple(self.skips), tuple(self.scores),
                self.current, self.stage, self.dealer, self.hand_number, self.exchange)
