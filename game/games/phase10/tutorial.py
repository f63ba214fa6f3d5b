"""Phase 10's guided first game: the stacked hand of ``content/phase10/tutorial.yaml``.

``build_state`` starts a real game through the engine's own constructor and then stacks it:
each seat has already made the phases the file lists (so one hand can finish the game), the
hands, the discard pile and the next cards of the draw pile are the file's, and the rest of
the deck lies shuffled beneath them. The phase choice that opens every hand is still to come.
"""

from __future__ import annotations

from typing import Any

from game.core.engine import GameConfig
from game.core.learn.tutorial import read_cards
from game.core.loading.content import MarkedDict, MarkedList, Problems, get, require_list

from .rules import Phase10Rules
from .spec import check_invariants

ACTION_KINDS = ("choose_phase", "draw", "draw_saved", "lay_down", "hit", "discard", "save")
TARGETS = ("hand", "card", "draw", "discard", "button", "seat", "group", "save", "panel", "sheet")


def build_state(rules: Phase10Rules, players: int, options: dict, seed: int, deal: MarkedDict,
                problems: Problems) -> Any:
    """The engine's fresh game with the listed hands and piles; None (with problems) if they do not fit."""
    content = rules.content
    state = rules.new_game(GameConfig(players=players, options=dict(options)), seed)
    before = len(problems)
    dealer = get(deal, "dealer", int, problems, default=0, minimum=0, maximum=players - 1)
    made = require_list(deal.get("made"), deal.mark_of("made"), problems, "'made'")
    hands = require_list(deal.get("hands"), deal.mark_of("hands"), problems, "'hands'")
    if made is None or hands is None or dealer is None:
        return None
    deck, used = set(content.deck), set()
    phases = sorted(content.phases)
    if len(made) != players or len(hands) != players:
        problems.add(hands.mark, f"{len(hands)} hands and {len(made)} phase counts for {players} seats",
                     "one of each per seat")
        return None
    for index, count in enumerate(made):
        if not isinstance(count, int) or isinstance(count, bool) or not 0 <= count < len(phases):
            problems.add(made.mark_of(index), f"{count!r} phases made", f"0 to {len(phases) - 1}")
    dealt = [read_cards(hand, hands.mark_of(seat), f"hand {seat + 1}", deck, used, problems)
             for seat, hand in enumerate(hands)]
    discard = read_cards(deal.get("discard", MarkedList()), deal.mark_of("discard"), "'discard'", deck, used, problems)
    upcoming = read_cards(deal.get("draw_next", MarkedList()), deal.mark_of("draw_next"), "'draw_next'", deck, used,
                      problems)
    if not discard:
        problems.add(deal.mark, "no discard pile", "'discard': at least one card")
    if len(problems) > before:
        return None
    rest = [card for card in content.deck if card not in used]
    state.rng.shuffle(rest)
    state.hands = dealt
    state.discard = discard
    state.draw_pile = rest + list(reversed(upcoming))          # the top card is last
    state.saves = [[] for _ in range(players)]
    state.completed = [phases[:count] for count in made]
    state.remaining = [phases[count:] for count in made]
    state.dealer = dealer
    state.turn = (dealer + 1) % players
    state.stage = "choose"
    state.active = [0] * players
    state.skips_pending = [0] * players
    check_invariants(rules, state)
    return state
