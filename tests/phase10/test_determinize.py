"""Phase 10 worlds for the hard bot: views kept, cards conserved, nothing known misplaced,
cheap clones, and a hard bot that cannot tell apart two deals that look alike to it."""

from __future__ import annotations

import random
from collections import Counter

from game.games.phase10.spec import SPEC
from game.games.phase10.state import State
from tests.core.search_checks import check_clone, check_no_cheating, check_worlds, midgame_states
from tests.phase10.support import rules

RULES = rules()


def opponents(state: State, seat: int) -> Counter:
    return Counter(card for other, hand in enumerate(state.hands) if other != seat for card in hand)


def _hidden_zones(state: State, seat: int) -> list[list[str]]:
    others = [s for s in range(state.players) if s != seat]
    return [state.hands[s] for s in others] + [state.saves[s] for s in others] + [state.draw_pile]


def hidden(state: State, seat: int) -> Counter:
    return Counter(card for zone in _hidden_zones(state, seat) for card in zone)


def reshuffle(state: State, seat: int, rng: random.Random) -> State:
    other = RULES.clone(state)
    cards = list(hidden(state, seat).elements())
    rng.shuffle(cards)
    for zone in _hidden_zones(other, seat):
        zone[:] = [cards.pop() for _ in zone]
    return other


def test_worlds_keep_the_view_the_cards_and_what_is_known():
    for players in (2, 4):
        for state in midgame_states(RULES, SPEC, players, range(3), steps=(0, 9, 40, 90)):
            check_worlds(RULES, SPEC, state, hidden, opponents, samples=15)


def test_clone_is_equal_and_independent():
    for state in midgame_states(RULES, SPEC, 3, range(3)):
        check_clone(RULES, state)


def test_hard_bot_cannot_see_hidden_cards():
    differed = 0
    for state in midgame_states(RULES, SPEC, 2, range(6), steps=(5, 14, 33)):
        if len(RULES.legal_actions(state)) > 1:
            differed += check_no_cheating(RULES, SPEC, state, reshuffle, worlds=3)
    assert differed >= 4, "the check needs states whose hidden cards really differ"
