"""Finale's guided first game: the stacked round of ``content/finale/tutorial.yaml``.

``build_state`` starts a real game through the engine's own constructor (with the file's
Challenge) and then stacks it: each seat's Level (you on the Finale, so one round can end the
game), the hands, the discard pile and the next cards of the draw pile; the rest of the deck
lies shuffled beneath them.
"""

from __future__ import annotations

from typing import Any

from game.core.engine import GameConfig
from game.core.learn.tutorial import read_cards
from game.core.loading.content import MarkedDict, MarkedList, Problems, get, require_list

from .content import FINALE
from .rules import FinaleRules
from .spec import check_invariants

ACTION_KINDS = ("draw", "exchange", "lay_down", "hit", "discard")
TARGETS = ("hand", "card", "draw", "discard", "button", "seat", "group", "level", "challenge", "exchange")


def build_state(rules: FinaleRules, players: int, options: dict, seed: int, deal: MarkedDict,
                problems: Problems) -> Any:
    """The engine's fresh game with the listed Levels, hands and piles; None (with problems) if they do not fit."""
    content = rules.content
    state = rules.new_game(GameConfig(players=players, options=dict(options)), seed)
    before = len(problems)
    dealer = get(deal, "dealer", int, problems, default=0, minimum=0, maximum=players - 1)
    levels = require_list(deal.get("levels"), deal.mark_of("levels"), problems, "'levels'")
    hands = require_list(deal.get("hands"), deal.mark_of("hands"), problems, "'hands'")
    if levels is None or hands is None or dealer is None:
        return None
    if len(levels) != players or len(hands) != players:
        problems.add(hands.mark, f"{len(hands)} hands and {len(levels)} Levels for {players} seats",
                     "one of each per seat")
        return None
    for index, level in enumerate(levels):
        if not isinstance(level, int) or isinstance(level, bool) or not 1 <= level <= FINALE:
            problems.add(levels.mark_of(index), f"Level {level!r}", f"1 to {FINALE} (the Finale)")
    deck, used = set(content.deck), set()
    dealt = [read_cards(hand, hands.mark_of(seat), f"hand {seat + 1}", deck, used, problems)
             for seat, hand in enumerate(hands)]
    discard = read_cards(deal.get("discard", MarkedList()), deal.mark_of("discard"), "'discard'", deck, used,
                         problems)
    upcoming = read_cards(deal.get("draw_next", MarkedList()), deal.mark_of("draw_next"), "'draw_next'", deck,
                          used, problems)
    if not discard:
        problems.add(deal.mark, "no discard pile", "'discard': at least one card")
    if len(problems) > before:
        return None
    rest = [card for card in content.deck if card not in used]
    state.rng.shuffle(rest)
    state.hands = dealt
    state.discard = discard
    state.draw_pile = rest + list(reversed(upcoming))          # the top card is last
    state.level = list(levels)
    state.dealer = dealer
    state.turn = (dealer + 1) % players
    state.stage = "draw"
    state.skips_pending = [0] * players
    state.opening_exchange = content.is_exchange(discard[-1])
    state.opening = []
    check_invariants(rules, state)
    return state
