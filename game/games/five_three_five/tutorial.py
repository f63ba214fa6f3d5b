"""Five Three Five's guided first game: the stacked deal of ``content/five_three_five/tutorial.yaml``.

``build_state`` starts a real game through the engine's own constructor, then lays the
hands the file lists in front of each seat; every other card of the round's deck is set
aside face down, as the undealt cards are in any round. ``ACTION_KINDS`` are the engine's
action types (a finished tutorial has shown each one); ``TARGETS`` are the table parts a
step may point at (``card:<number>`` for a card in your hand).
"""

from __future__ import annotations

from typing import Any

from game.core.engine import GameConfig
from game.core.learn.tutorial import not_in_deck
from game.core.loading.content import MarkedDict, Problems, get, require_list

from .melds import ACTION_KINDS as _PLAYS
from .rules import FiveThreeFiveRules
from .spec import check_invariants

ACTION_KINDS = (*_PLAYS, "pass")
TARGETS = ("hand", "card", "meld", "button", "seat", "cleared", "set_aside")


def build_state(rules: FiveThreeFiveRules, players: int, options: dict, seed: int, deal: MarkedDict,
                problems: Problems) -> Any:
    """The engine's fresh game with the listed hands; None (with problems) if they do not fit."""
    if players == 2:   # two players deal a second hand each; a guided game has no need of that
        problems.add(deal.mark, "a guided game of 2 players", "3 to 6 seats")
        return None
    state = rules.new_game(GameConfig(players=players, options=dict(options)), seed)
    copies = rules.copies[players]
    lead = get(deal, "lead", int, problems, default=0, minimum=0, maximum=players - 1)
    hands = require_list(deal.get("hands"), deal.mark_of("hands"), problems, "'hands'")
    if hands is None or lead is None:
        return None
    if len(hands) != players:
        problems.add(hands.mark, f"{len(hands)} hands for {players} seats", "one hand per seat")
        return None
    counts = [[0] * rules.table.size for _ in range(players)]
    ranks = set(rules.content.ranks)
    for seat, hand in enumerate(hands):
        cards = require_list(hand, hands.mark_of(seat), problems, f"hand {seat + 1}")
        if cards is None:
            continue
        if not cards:
            problems.add(cards.mark, "an empty hand", "at least one card")
        for index, card in enumerate(cards):
            if card not in ranks or isinstance(card, bool):
                not_in_deck(problems, cards.mark_of(index), card, ranks, ("deck.yaml",),
                            "one of " + ", ".join(map(str, sorted(ranks))))
                continue
            counts[seat][card] += 1
    for rank in sorted(ranks):
        held = sum(hand[rank] for hand in counts)
        if held > copies:
            problems.add(hands.mark, f"{held} cards numbered {rank} in the hands", f"at most {copies}")
    if problems:
        return None
    state.hands = counts
    state.undealt = [copies - sum(hand[rank] for hand in counts) if rank in ranks else 0
                     for rank in range(rules.table.size)]
    state.round_lead = state.current = lead
    check_invariants(rules, state)
    return state
