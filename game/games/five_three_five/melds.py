"""Five Three Five actions and meld arithmetic: what a meld is, what beats it, what joins it.

Cards are plain rank numbers (the game has no suits); a hand is a count array indexed by
rank. :class:`MeldTable` precomputes every possible meld once per rules object, so
``legal_actions`` only filters candidates and hands out shared action objects.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass

SINGLE, SET, RUN = "single", "set", "run"
MAX_MELD = 5        # the central meld never holds more than five cards
MAX_PLAY = 3        # a meld played from hand is one, two or three cards


def _cards_text(cards: tuple[int, ...]) -> str:
    return ", ".join(str(card) for card in cards)


@dataclass(frozen=True, slots=True)
class Lead:
    """Start a trick with a single, a set or a run."""

    cards: tuple[int, ...]

    def __str__(self) -> str:
        return f"Lead({_cards_text(self.cards)})"


@dataclass(frozen=True, slots=True)
class Overwrite:
    """Cover the central meld with a stronger meld of the same type and size."""

    cards: tuple[int, ...]

    def __str__(self) -> str:
        return f"Overwrite({_cards_text(self.cards)})"


@dataclass(frozen=True, slots=True)
class Add:
    """Join cards to the central meld so that it stays one set or one run."""

    cards: tuple[int, ...]

    def __str__(self) -> str:
        return f"Add({_cards_text(self.cards)})"


@dataclass(frozen=True, slots=True)
class Pass:
    """Play nothing this turn (never allowed to the player who must lead)."""

    def __str__(self) -> str:
        return "Pass()"


Action = Lead | Overwrite | Add | Pass
PASS = Pass()
ACTION_KINDS = {"lead": Lead, "overwrite": Overwrite, "add": Add}


class MeldTable:
    """Every meld of a deck, and the run order (which rank follows which).

    ``bridge_gaps`` makes the missing 6 and 10 invisible to runs (5-7 and 9-11 then count
    as consecutive); by default runs need consecutive numbers, so they cannot cross a gap.
    """

    def __init__(self, ranks: tuple[int, ...], bridge_gaps: bool = False):
        self.ranks = ranks
        self.size = max(ranks) + 1
        self.is_rank = [False] * self.size
        for rank in ranks:
            self.is_rank[rank] = True
        self.next_rank: list[int] = [0] * (self.size + 1)   # 0 means "no next rank"
        self.prev_rank: list[int] = [0] * (self.size + 1)
        for low, high in itertools.pairwise(ranks):
            if bridge_gaps or high == low + 1:
                self.next_rank[low], self.prev_rank[high] = high, low
        self.singles = [(rank,) for rank in ranks]
        self.sets = {k: [(rank,) * k for rank in ranks] for k in (2, 3)}
        self.runs = {k: [run for rank in ranks if (run := self.run_from(rank, k))]
                     for k in range(2, MAX_MELD + 1)}
        # Shared action objects: legal_actions allocates nothing per call.
        every = self.singles + self.sets[2] + self.sets[3] + self.runs[2] + self.runs[3]
        self.lead_of = {cards: Lead(cards) for cards in every}
        self.overwrite_of = {cards: Overwrite(cards) for cards in every}
        self.add_of: dict[tuple[int, ...], Add] = {}

    def run_from(self, low: int, length: int) -> tuple[int, ...] | None:
        """The run of ``length`` cards starting at ``low``, or None if the ranks run out."""
        cards = [low]
        while len(cards) < length:
            following = self.next_rank[cards[-1]]
            if not following:
                return None
            cards.append(following)
        return tuple(cards)

    def kind_of(self, cards: tuple[int, ...] | list[int]) -> str | None:
        """``single``, ``set`` or ``run`` for sorted ``cards`` (any length), else None."""
        if not cards:
            return None
        if len(cards) == 1:
            return SINGLE
        first = cards[0]
        if all(card == first for card in cards):
            return SET
        next_rank = self.next_rank
        for low, high in itertools.pairwise(cards):
            if next_rank[low] != high:
                return None
        return RUN

    def add_action(self, cards: tuple[int, ...]) -> Add:
        action = self.add_of.get(cards)
        if action is None:
            action = self.add_of[cards] = Add(cards)
        return action

    # --- enumeration (hand is a count array) -------------------------------------------

    def leads(self, hand: list[int]) -> list[Lead]:
        lead_of = self.lead_of
        found = []
        for rank in self.ranks:
            count = hand[rank]
            if count:
                found.append(lead_of[(rank,)])
                if count > 1:
                    found.append(lead_of[(rank, rank)])
                    if count > 2:
                        found.append(lead_of[(rank, rank, rank)])
        for length in (2, 3):
            for run in self.runs[length]:
                if all(hand[card] for card in run):
                    found.append(lead_of[run])
        return found

    def overwrites(self, hand: list[int], meld: list[int], kind: str) -> list[Overwrite]:
        """Same type, same size, stronger; none while the meld holds four or more cards."""
        size = len(meld)
        if size > MAX_PLAY:
            return []
        overwrite_of = self.overwrite_of
        if kind == RUN:
            low = meld[0]   # runs: the lower the run, the stronger (1 is the top card)
            return [overwrite_of[run] for run in self.runs[size]
                    if run[0] < low and all(hand[card] for card in run)]
        top = meld[0]
        return [overwrite_of[(rank,) * size] for rank in self.ranks
                if rank > top and hand[rank] >= size]

    def adds(self, hand: list[int], meld: list[int], kind: str, copies: int) -> list[Add]:
        """Every distinct Add: the whole meld must stay one set or one run of at most five."""
        size = len(meld)
        room = min(MAX_PLAY, MAX_MELD - size)
        smallest = 2 if size == 1 else 1   # a single is never added to a single
        found: list[Add] = []
        if kind != RUN:
            rank = meld[0]
            for count in range(smallest, min(room, copies - size, hand[rank]) + 1):
                found.append(self.add_action((rank,) * count))
        if kind != SET:
            for count in range(smallest, room + 1):
                found.extend(self._run_adds(hand, meld, count))
        return found

    def _run_adds(self, hand: list[int], meld: list[int], count: int) -> list[Add]:
        found = []
        low, length = meld[0], len(meld) + count
        start = low
        for _ in range(count + 1):   # the new run starts 0..count ranks below the meld
            run = self.run_from(start, length)
            if run is not None:
                played = tuple(card for card in run if card not in meld)
                if all(hand[card] for card in played):
                    found.append(self.add_action(played))
            start = self.prev_rank[start]
            if not start:
                break
        return found
