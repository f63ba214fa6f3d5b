"""Final Touch worlds for the hard bot: views kept, strokes conserved, nothing known misplaced,
cheap clones, and a hard bot that cannot tell two games apart that look alike to it."""

from __future__ import annotations

import random
from collections import Counter

from game.games.final_touch.spec import SPEC
from game.games.final_touch.state import FinalTouchState
from tests.core.search_checks import check_clone, check_no_cheating, check_worlds, midgame_states
from tests.final_touch.support import make_rules

RULES = make_rules()


def opponents(state: FinalTouchState, seat: int) -> Counter:
    counts: Counter = Counter()
    for other, hand in enumerate(state.hands):
        if other != seat:
            counts.update({colour: n for colour, n in enumerate(hand) if n})
    return counts


def hidden(state: FinalTouchState, seat: int) -> Counter:
    return opponents(state, seat) + Counter(state.draw)


def reshuffle(state: FinalTouchState, seat: int, rng: random.Random) -> FinalTouchState:
    other = RULES.clone(state)
    cards = list(hidden(state, seat).elements())
    rng.shuffle(cards)
    for index, hand in enumerate(other.hands):
        if index != seat:
            size = sum(hand)
            other.hands[index] = [0] * len(hand)
            for _ in range(size):
                other.hands[index][cards.pop()] += 1
    other.draw = cards
    return other


def test_worlds_keep_the_view_the_strokes_and_what_is_known():
    for players in (2, 3, 4):
        for state in midgame_states(RULES, SPEC, players, range(4)):
            check_worlds(RULES, SPEC, state, hidden, opponents, samples=25)


def test_clone_is_equal_and_independent():
    for state in midgame_states(RULES, SPEC, 3, range(3)):
        check_clone(RULES, state)


def test_hard_bot_cannot_see_hidden_strokes():
    differed = 0
    for state in midgame_states(RULES, SPEC, 2, range(6), steps=(3, 12)):
        if len(RULES.legal_actions(state)) > 1:
            differed += check_no_cheating(RULES, SPEC, state, reshuffle)
    assert differed >= 4, "the check needs states whose hidden strokes really differ"
