"""Final Nine worlds for the hard bot: views kept, cards conserved, nothing known misplaced,
cheap clones, a hard bot blind to the stacks' order and the other hands, and a stroke value
that prefers the better lie."""

from __future__ import annotations

import random
from collections import Counter

from game.games.final_nine.spec import SPEC
from game.games.final_nine.state import FinalNineState
from tests.core.search_checks import check_clone, check_no_cheating, check_worlds, midgame_states
from tests.final_nine.helpers import rules

RULES = rules()


def _known(state: FinalNineState, seat: int) -> set[int]:
    """Cards ``seat`` knows sit in the thrower's hand: the disc thrown and the disc offered."""
    if state.thrower == seat:
        return set()
    return {c for c in (state.disc, state.offer_disc) if c >= 0 and c in state.hands[state.thrower]
            and c not in state.disc_discard}


def opponents(state: FinalNineState, seat: int) -> Counter:
    known = _known(state, seat)
    return Counter(c for s, hand in enumerate(state.hands) if s != seat for c in hand
                   if c not in known)


def hidden(state: FinalNineState, seat: int) -> Counter:
    return opponents(state, seat) + Counter(state.disc_stack) + Counter(state.action_stack)


def reshuffle(state: FinalNineState, seat: int, rng: random.Random) -> FinalNineState:
    """Deal the discs and actions the seat cannot see anew, kinds kept in their stacks."""
    other = RULES.clone(state)
    known = _known(state, seat)
    pool = list(opponents(state, seat).elements())
    discs = [c for c in pool + other.disc_stack if RULES.content.is_disc(c)]
    actions = [c for c in pool + other.action_stack if not RULES.content.is_disc(c)]
    rng.shuffle(discs)
    rng.shuffle(actions)
    other.disc_stack = [discs.pop() for _ in other.disc_stack]
    other.action_stack = [actions.pop() for _ in other.action_stack]
    rest = discs + actions
    rng.shuffle(rest)
    for s, hand in enumerate(other.hands):
        if s != seat:
            hand[:] = [c if c in known else rest.pop() for c in hand]
    return other


def test_worlds_keep_the_view_the_cards_and_what_is_known():
    for players, battle in ((1, False), (2, True), (4, True)):
        spec_options = {"battle": battle, "holes": 9}
        states = midgame_states(RULES, _Spec(spec_options), players, range(2),
                                steps=(0, 5, 17, 40))
        for state in states:
            check_worlds(RULES, SPEC, state, hidden, opponents, samples=10)


def test_clone_is_equal_and_independent():
    for state in midgame_states(RULES, SPEC, 2, range(2)):
        check_clone(RULES, state)


def test_hard_bot_cannot_see_hidden_cards():
    differed = 0
    for state in midgame_states(RULES, _Spec({"battle": True, "holes": 9}), 2, range(4),
                                steps=(3, 11, 25)):
        if len(RULES.legal_actions(state)) > 1:
            differed += check_no_cheating(RULES, SPEC, state, reshuffle, worlds=2)
    assert differed >= 3, "the check needs states whose hidden cards really differ"


def test_value_counts_strokes_and_rivals():
    state = RULES.new_game(SPEC.config(2, {"holes": 9}), 3)
    even = RULES.search_value(state, 0)
    worse = RULES.clone(state)
    worse.strokes[0] += 2                       # two penalty strokes for seat 0
    assert RULES.search_value(worse, 0) < even
    assert RULES.search_value(worse, 1) > RULES.search_value(state, 1)


class _Spec:
    """SPEC with other default options, for ``midgame_states``."""

    def __init__(self, options: dict):
        self.options = options
        self.bots = SPEC.bots

    def config(self, players: int):
        return SPEC.config(players, self.options)
