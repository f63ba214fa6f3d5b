"""Five Three Five content: the deck and deal table from ``content/five_three_five/deck.yaml``.

Loaded only through :func:`game.core.loading.content.load_yaml`; every problem is recorded with its
``file:line:column`` and loading carries on, so all problems are reported at once.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from game.core.loading.content import (
    Mark,
    MarkedDict,
    Problems,
    check_keys,
    display_path,
    get,
    load_yaml,
    require_list,
    require_mapping,
)

GROUPS = ("cat", "both", "dog")
PLAYER_COUNTS = (2, 3, 4, 5, 6)
RANK_COUNT = 13       # the printed deck: ranks 1-5, 7-9 and 11-15
MAX_POINTS = 99       # points on one card
MAX_TARGET = 999      # the score that ends a game
MAX_HAND = 60         # cards dealt to one hand (a hand strip shows about 30)


@dataclass(frozen=True)
class CardSpec:
    """One rank of the deck: its number, the animal group printed on it and its points."""

    rank: int
    group: str
    points: int


@dataclass(frozen=True)
class DealSpec:
    """One row of the setup table."""

    players: int
    copies: int
    hand_size: int
    hands_per_player: int


@dataclass(frozen=True)
class FiveThreeFiveContent:
    cards: tuple[CardSpec, ...]
    deals: tuple[DealSpec, ...]
    clearing_rank: int
    target_score: int

    @property
    def ranks(self) -> tuple[int, ...]:
        return tuple(card.rank for card in self.cards)

    def deal_for(self, players: int) -> DealSpec:
        for deal in self.deals:
            if deal.players == players:
                return deal
        raise ValueError(f"Five Three Five has no deal for {players} players")

    def points_of(self, rank: int) -> int:
        for card in self.cards:
            if card.rank == rank:
                return card.points
        raise KeyError(rank)


def load_content(content_root: Path, problems: Problems) -> FiveThreeFiveContent | None:
    """Read ``content_root/five_three_five/deck.yaml``; ``None`` when anything is wrong."""
    before = len(problems)
    path = content_root / "five_three_five" / "deck.yaml"
    node = load_yaml(path, problems)
    if node is None:
        return None
    top = require_mapping(node, Mark(display_path(path), 1, 1), problems, "the deck file")
    if top is None:
        return None
    check_keys(top, ("cards", "clearing_rank", "target_score", "deal"), problems)
    ranks: set[int] = set()   # every well-formed rank, even on a card with other problems
    cards = _load_cards(top, problems, ranks)
    clearing_rank = get(top, "clearing_rank", int, problems)
    # 0 is no rank either: every value that is not a listed rank points nowhere.
    if clearing_rank is not None and ranks and clearing_rank not in ranks:
        problems.add(top.mark_of("clearing_rank"), f"clearing_rank {clearing_rank} is not a rank "
                     "of the deck", "one of the ranks listed under cards")
    # Caps are what a table can show and a game can reach (docs/content-limits.md).
    target = get(top, "target_score", int, problems, default=20, minimum=1, maximum=MAX_TARGET)
    deals = _load_deals(top, len(cards), problems)
    if len(problems) > before:
        return None
    return FiveThreeFiveContent(tuple(cards), tuple(deals), clearing_rank, target)


def _load_cards(top: MarkedDict, problems: Problems, ranks: set[int]) -> list[CardSpec]:
    items = require_list(top.get("cards"), top.mark_of("cards"), problems, "'cards'")
    if items is None:
        return []
    cards: list[CardSpec] = []
    for index, item in enumerate(items):
        entry = require_mapping(item, items.mark_of(index), problems, f"card {index + 1}")
        if entry is None:
            continue
        check_keys(entry, ("rank", "group", "points"), problems)
        rank = get(entry, "rank", int, problems, minimum=1, maximum=99)
        group = get(entry, "group", str, problems, choices=GROUPS)
        # Zero-point cards could let rounds end without anyone scoring: the game might never end.
        points = get(entry, "points", int, problems, minimum=1, maximum=MAX_POINTS)
        if rank is not None:
            ranks.add(rank)
        if rank is None or group is None or points is None:
            continue
        if cards and rank <= cards[-1].rank:
            problems.add(entry.mark_of("rank"), f"rank {rank} is out of order or repeated",
                         f"ranks in increasing order, each once (after {cards[-1].rank})")
            continue
        cards.append(CardSpec(rank, group, points))
    if len(items) != RANK_COUNT:  # a line lost from the list must not leave a playable deck
        problems.add(items.mark, f"{len(items)} ranks listed",
                     f"{RANK_COUNT}, as in the printed deck (1-5, 7-9, 11-15)")
    return cards


def _load_deals(top: MarkedDict, rank_count: int, problems: Problems) -> list[DealSpec]:
    items = require_list(top.get("deal"), top.mark_of("deal"), problems, "'deal'")
    if items is None:
        return []
    deals: list[DealSpec] = []
    for index, item in enumerate(items):
        entry = require_mapping(item, items.mark_of(index), problems, f"deal row {index + 1}")
        if entry is None:
            continue
        check_keys(entry, ("players", "copies", "hand_size", "hands_per_player"), problems)
        players = get(entry, "players", int, problems, choices=PLAYER_COUNTS)
        # A set of four or five equal cards clears the trick; fewer copies would let a lead
        # clear, more could never all fit in the five-card meld.
        copies = get(entry, "copies", int, problems, minimum=4, maximum=5)
        hand_size = get(entry, "hand_size", int, problems, minimum=1, maximum=MAX_HAND)
        hands = get(entry, "hands_per_player", int, problems, minimum=1, maximum=2)
        if None in (players, copies, hand_size, hands):
            continue
        if any(deal.players == players for deal in deals):
            problems.add(entry.mark_of("players"), f"a second deal row for {players} players",
                         "one row per player count")
            continue
        dealt = players * hand_size * hands
        if rank_count and dealt > copies * rank_count:
            problems.add(entry.mark_of("hand_size"), f"{dealt} cards dealt from a deck of "
                         f"{copies * rank_count}", "no more cards dealt than the deck holds")
            continue
        deals.append(DealSpec(players, copies, hand_size, hands))
    for players in PLAYER_COUNTS:
        mentioned = any(isinstance(i, MarkedDict) and i.get("players") == players for i in items)
        if items and not mentioned:
            problems.add(items.mark, f"no deal row for {players} players",
                             "one row for each of 2, 3, 4, 5 and 6 players")
    return deals
