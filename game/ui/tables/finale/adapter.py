"""Finale seen through the rummy kit: its engine view as a :class:`RummyView`, its Levels (and
the tie-breaker's set) as :class:`Requirements`, the words around them, the Challenge and
championship facts only Finale shows (:class:`ChallengeFacts`), and the lay-down dialog's
questions answered by the engine's requirement checks (:class:`FinaleLayDown`).

Only the view, the content (the Challenge cards), ``legal_actions`` and ``why_illegal`` are
read: never the state's fields. Level numbers are the engine's: 1-4, 5 is the Finale; the
tie-breaker's set is shown as requirement :data:`TIEBREAK`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from game.core.engine import Event
from game.core.rummy.meld_solver import shortfall
from game.core.rummy.melds import Meld, Requirement, dogs_not_shown, group_problem, match_groups
from game.games.finale.actions import LayDown
from game.games.finale.content import FINALE, FinaleContent
from game.games.finale.state import FinaleView
from game.ui.draw.cards import CardFace
from game.ui.stage.seats import SeatSetup
from game.ui.tables.finale.layout import short_group
from game.ui.tables.rummy.lay_down import EngineLayDown, Grouping, cards_short
from game.ui.tables.rummy.view import Exchange, GroupView, RummyView, RummyWords, SeatView

TIEBREAK = 9
WORDS = RummyWords(requirement="Level", plural="levels", total=FINALE,
                   goal="Make your Level to move on; first to complete the Finale wins",
                   titles=((FINALE, "Finale", "F"), (TIEBREAK, "Tie-breaker", "T")), deal="round")


class LevelBook:
    """One Challenge's Levels (and the tie-breaker) by number, in the table's short words."""

    def __init__(self, content: FinaleContent, challenge: Callable[[], str]):
        self.content, self.challenge = content, challenge

    def requirement(self, number: int) -> Requirement:
        if number == TIEBREAK:
            return self.content.tiebreak
        return self.content.challenges[self.challenge()].requirement(min(number, FINALE))

    def words(self, number: int) -> str:
        """Short words for tiles and pods: "Run of 5 + Set of 3 with Charlie"."""
        requirement = self.requirement(number)
        words = " + ".join(short for _, short in self.slots(number))
        if requirement.dogs:
            words += " with " + " and ".join(requirement.dogs)
        return words

    def compact(self, number: int) -> str:
        """Shorter words where a narrow pod would cut the full ones: "Run 5 + Set 3 with Charlie"."""
        shorts = [short for _, short in self.slots(number)]
        merged: list[str] = []
        for short in dict.fromkeys(shorts):     # repeated groups counted: "3 sets of 3"
            count = shorts.count(short)
            kind = short.split(" ", 1)[0]
            if count > 1 and kind in ("Set", "Run") and short.startswith(f"{kind} of "):
                merged.append(f"{count} {kind.lower()}s{short[len(kind):]}")
            else:
                merged.extend([short] * count)
        tail = " of one colour"
        if len(merged) > 1 and all(short.endswith(tail) for short in merged):   # said once for all
            words = " + ".join(short[:-len(tail)] for short in merged) + ", each one colour"
        else:
            words = " + ".join(merged)
        requirement = self.requirement(number)
        if requirement.dogs:
            words += " with " + " & ".join(requirement.dogs)
        for long, short in (("Run of ", "Run "), ("Set of ", "Set "), (" of one colour", " one colour"),
                            (" of each colour", " each colour"), (", every colour", ", all colours"),
                            (" even or odd", " even/odd")):
            words = words.replace(long, short)
        return words

    def summary(self, number: int) -> str:
        """The Challenge card's sentence for the Level ("A set of three and a run of four")."""
        if number != TIEBREAK:
            summary = self.content.challenges[self.challenge()].summaries[min(number, FINALE) - 1]
            if summary:
                return summary
        return self.requirement(number).name

    def slots(self, number: int) -> tuple[tuple[int, str], ...]:
        colours = self.content.ctx.colours
        return tuple((spec.size, short_group(spec, colours)) for spec in self.requirement(number).groups)

    def dogs(self, number: int) -> tuple[str, ...]:
        return self.requirement(number).dogs


def caption(kind: str, cards: Sequence[str], number: int, colour: int, low: int, high: int,
            content: FinaleContent) -> str:
    """"Run 3-9", "Set of 5s", "Set of Skips", "All red (7)", "8 cards"."""
    if kind == "run":
        return f"Run {low}-{high}"
    if kind == "set":
        faces = content.ctx.faces
        special = next((faces[c].identity for c in cards if faces[c].special), "")
        return f"Set of {special.title()}s" if special else f"Set of {number}s"
    if colour >= 0:
        return f"All {content.ctx.colours[colour]} ({len(cards)})"
    return f"{len(cards)} cards"


def group_view(meld: Meld, content: FinaleContent) -> GroupView:
    return GroupView(meld.spec.kind, tuple(meld.cards), caption(meld.spec.kind, meld.cards, meld.number, meld.colour,
                                                               meld.low, meld.high, content),
                     meld.number, meld.colour, meld.low, meld.high)


def event_group(data: dict, content: FinaleContent) -> GroupView:
    """A group as a ``lay_down`` event's ``groups`` entry describes it."""
    kind, cards = data.get("kind", "cards"), tuple(data["cards"])
    number, colour, low, high = data.get("number", 0), data.get("colour", -1), data.get("low", 0), data.get("high", 0)
    return GroupView(kind, cards, caption(kind, cards, number, colour, low, high, content), number, colour, low, high)


def grown(group: GroupView, event: Event, content: FinaleContent) -> GroupView:
    """``group`` after the ``hit`` event: its cards and a run's ends as the engine laid them."""
    cards, low, high = tuple(event.data["cards"]), event.data.get("low", 0), event.data.get("high", 0)
    return GroupView(group.kind, cards, caption(group.kind, cards, group.number, group.colour, low, high, content),
                     group.number, group.colour, low, high)


def requirement_number(view: FinaleView, seat: int) -> int:
    """The Level the seat attempts (the Finale once past it: its winner), or the tie-breaker."""
    return TIEBREAK if view.tiebreak is not None else min(view.level[seat], FINALE)


def rummy_view(view: FinaleView, content: FinaleContent) -> RummyView:
    seats = tuple(SeatView(hand_count=view.hand_counts[seat], requirement=requirement_number(view, seat),
                           done=tuple(range(1, min(view.level[seat], FINALE + 1))), laid=view.laid[seat],
                           groups=tuple(group_view(meld, content) for meld in view.table[seat]),
                           score=view.scores[seat], skips=view.skips_pending[seat]) for seat in range(view.players))
    exchange = Exchange(view.turn, view.exchange_draws) if view.exchange is not None else None
    return RummyView(seat=view.seat, hand=view.hand, seats=seats, draw_count=view.draw_count,
                     discard=(view.discard_top,) if view.discard_top is not None else (),
                     turn=None if view.stage == "over" else view.turn, stage=view.stage, dealer=view.dealer,
                     hand_number=view.round_number, exchange=exchange)


@dataclass(frozen=True)
class ChallengeFacts:
    """What the Challenge card and the championship show: the Challenge played (its place
    among ``challenges`` in a Grand Finale), the running totals, finished Challenges' rows,
    the face-up Exchange card (if any) and whether the tie-breaker is on."""

    challenge: str
    index: int
    challenges: tuple[str, ...]
    grand: bool
    scores: tuple[int, ...]
    sheet: tuple[dict, ...]
    exchange: str | None
    tiebreak: bool

    @classmethod
    def from_view(cls, view: FinaleView) -> ChallengeFacts:
        return cls(view.challenge, view.challenge_index, view.challenges, view.grand, view.scores, view.sheet,
                   view.exchange, view.tiebreak is not None)

    def key(self) -> tuple:
        return (self.challenge, self.index, self.scores, len(self.sheet), self.exchange, self.tiebreak)


class FinaleLayDown(EngineLayDown):
    """The lay-down dialog's questions for the Level the seat attempts, answered by the
    requirement checks the engine itself uses (never a copy of its rules)."""

    def __init__(self, content: FinaleContent, book: LevelBook, view: FinaleView, legal: Sequence[object],
                 why_illegal: Callable[[LayDown], str | None]):
        super().__init__(LayDown, legal, why_illegal)
        self.content = content
        self.number = requirement_number(view, view.seat)
        self.requirement = book.requirement(self.number)
        self.hand = view.hand
        self.heading = f"Lay down {WORDS.named(self.number)}" if self.number in (FINALE, TIEBREAK) else \
            f"Lay down Level {self.number}"
        self.name = book.summary(self.number)
        self.slots = book.slots(self.number)
        self.dogs = required_dogs(book, self.number)

    def group_ready(self, index: int, cards: Sequence[str]) -> bool:
        spec = self.requirement.groups[index]
        return len(cards) >= spec.size and group_problem(cards, spec, self.content.ctx) is None

    def explain(self, groups: Grouping) -> str | None:
        return match_groups(groups, self.requirement, self.content.ctx)[1]

    def cannot(self) -> str:
        """Why the hand cannot be laid: the cards it still lacks or, when it has enough (the
        count does not read dogs), the dogs no card in it shows."""
        head = f"Your hand cannot make {WORDS.named(self.number)} yet"
        short = shortfall(self.hand, self.requirement, self.content.ctx)
        if short > 0:
            return cards_short(head, short)
        unseen = dogs_not_shown(self.hand, self.dogs, self.content.ctx)
        if unseen:
            return f"{head}: it needs {'a card' if len(unseen) == 1 else 'cards'} showing {' and '.join(unseen)}"
        return head


def required_dogs(book: LevelBook, number: int) -> tuple[str, ...]:
    return book.dogs(number) if number else ()


def shows_dog(face: CardFace, dogs: Sequence[str]) -> bool:
    """Does this card face show one of ``dogs`` (a number card or that dog's Wild)?"""
    return bool(dogs) and face.subtitle in dogs


def standings(view: FinaleView, content: FinaleContent,
              seats: Sequence[SeatSetup]) -> tuple[list[str], list[list]]:
    """The final standings. A Grand Finale: points per Challenge and the total, winners first;
    one Challenge: Levels completed, the Finale winner first."""
    winners = set(view.winners)
    ordinal = {1: "st", 2: "nd", 3: "rd"}
    rows = []
    if view.grand:
        names = [short_challenge(content, cid) for cid in view.challenges]
        order = sorted(range(view.players), key=lambda s: (s not in winners, -view.scores[s], s))
        for place, seat in enumerate(order, start=1):
            points = [row["points"][seat] for row in view.sheet] + [""] * (len(names) - len(view.sheet))
            result = ("Shared win" if len(winners) > 1 else "Winner") if seat in winners else \
                f"{place}{ordinal.get(place, 'th')}"
            rows.append([seats[seat].name, *points, view.scores[seat], result])
        return ["Player", *names, "Total", "Result"], rows
    last = view.sheet[-1] if view.sheet else {"levels": [0] * view.players}
    order = sorted(range(view.players), key=lambda s: (s not in winners, -last["levels"][s], s))
    for place, seat in enumerate(order, start=1):
        result = ("Shared win" if len(winners) > 1 else "Winner") if seat in winners else \
            f"{place}{ordinal.get(place, 'th')}"
        finale = "Won" if last.get("winner") == seat else ""
        rows.append([seats[seat].name, f"{last['levels'][seat]}/4", finale, result])
    return ["Player", "Levels", "Finale", "Result"], rows


def short_challenge(content: FinaleContent, challenge: str) -> str:
    """A standings column's head: the colour a Challenge is named for ("Blue"), else its name."""
    colour = next((name for name in content.ctx.colours if name in challenge), None)
    return colour.title() if colour else content.challenges[challenge].name
