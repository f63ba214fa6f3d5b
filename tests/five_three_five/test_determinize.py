"""Five Three Five worlds for the hard bot: views kept, cards conserved, nothing known misplaced,
cheap clones, and a hard bot that cannot tell apart two deals that look alike to it."""

from __future__ import annotations

import random
from collections import Counter

from game.games.five_three_five.spec import SPEC
from game.games.five_three_five.state import FiveThreeFiveState
from tests.core.search_checks import check_clone, check_no_cheating, check_worlds, midgame_states
from tests.five_three_five.helpers import rules

RULES = rules()


def _count(zone: list[int]) -> Counter:
    return Counter({rank: n for rank, n in enumerate(zone) if n})


def opponents(state: FiveThreeFiveState, seat: int) -> Counter:
    counts: Counter = Counter()
    for other, hand in enumerate(state.hands):
        if other != seat:
            counts += _count(hand)
    return counts


def _hidden_zones(state: FiveThreeFiveState, seat: int) -> list[list[int]]:
    """Other hands, every reserve (face down even to its owner), the set-aside cards and the
    scored piles (not in the view)."""
    zones = [hand for other, hand in enumerate(state.hands) if other != seat]
    return zones + list(state.reserves) + [state.undealt] + list(state.scored)


def hidden(state: FiveThreeFiveState, seat: int) -> Counter:
    counts: Counter = Counter()
    for zone in _hidden_zones(state, seat):
        counts += _count(zone)
    return counts


def reshuffle(state: FiveThreeFiveState, seat: int, rng: random.Random) -> FiveThreeFiveState:
    other = RULES.clone(state)
    cards = list(hidden(state, seat).elements())
    rng.shuffle(cards)
    for zone in _hidden_zones(other, seat):
        size = sum(zone)
        zone[:] = [0] * len(zone)
        for _ in range(size):
            zone[cards.pop()] += 1
    return other


def test_worlds_keep_the_view_the_cards_and_what_is_known():
    for players in (2, 3, 5):
        for state in midgame_states(RULES, SPEC, players, range(4)):
            check_worlds(RULES, SPEC, state, hidden, opponents, samples=25)


def test_clone_is_equal_and_independent():
    for state in midgame_states(RULES, SPEC, 2, range(3)):
        check_clone(RULES, state)


def test_hard_bot_cannot_see_hidden_cards():
    differed = 0
    for state in midgame_states(RULES, SPEC, 2, range(8), steps=(2, 9, 17)):
        if len(RULES.legal_actions(state)) > 1:
            differed += check_no_cheating(RULES, SPEC, state, reshuffle)
    assert differed >= 4, "the check needs states whose hidden cards really differ"
