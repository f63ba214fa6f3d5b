"""Five Three Five hard bot's evidence: a rival that passed on the meld did not want to beat it
with the hand it still holds, so worlds where the normal bot holding that hand would have played
are kept less often; read from the hard seat's own views only, at three or more players."""

from __future__ import annotations

import random

from game.games.five_three_five.bots import NormalBot
from game.games.five_three_five.evidence import UNLIKELY, Clue, FiveThreeFiveEvidence
from game.games.five_three_five.melds import Lead
from game.games.five_three_five.spec import SPEC
from tests.core.search_checks import check_no_cheating_with_evidence, evidence_turns
from tests.five_three_five.helpers import counts, rules, table
from tests.five_three_five.test_determinize import reshuffle

RULES = rules()


def evidence() -> FiveThreeFiveEvidence:
    return FiveThreeFiveEvidence(RULES, NormalBot(RULES))


def turns(seed: int, players: int, limit: int = 400):
    """(state, clue, evidence) at each of seat 0's decisions, normal bots playing."""
    return evidence_turns(RULES, SPEC, FiveThreeFiveEvidence, seed, players, limit)


def test_the_seats_that_passed_on_the_meld_showing_are_read_from_the_view():
    # seat 1 played the 4; seats 2 and 3 passed on it, in that order
    state = table(RULES, 4, [[2, 9], [3, 5], [1, 1], [2, 3]], meld=[[4]], current=0,
                  last_player=1, passes=2)
    clue = evidence().observe(RULES.view(state, 0))
    assert clue == Clue(((2, 0), (3, 1)))
    state.passes = 0
    assert evidence().observe(RULES.view(state, 0)) is None     # nobody passed on it yet


def test_a_passer_that_could_have_shed_cheaply_makes_a_world_unlikely():
    # seat 3 passed on a single 4: a world where it holds a lone 5 (the normal bot would shed it
    # on the 4) is kept with UNLIKELY; one where it holds only lower cards, always
    state = table(RULES, 3, [[2, 9, 9], [7, 7], [5, 1, 1]], meld=[[4]], current=0,
                  last_player=1, passes=1)
    clue = evidence().observe(RULES.view(state, 0))
    assert clue == Clue(((2, 0),))
    world = RULES.clone(state)
    assert evidence().likely(world, clue, random.Random(1)) == UNLIKELY
    world.hands[2] = counts([1, 1, 2])
    world.hands[1] = counts([5, 7])
    assert evidence().likely(world, clue, random.Random(1)) == 1.0


def test_a_trick_that_every_rival_passed_on_is_remembered_across_its_clearing():
    state = table(RULES, 3, [[3, 12, 12], [1, 2], [1, 4]], current=0)
    told = evidence()
    told.remember(RULES.view(state, 0), Lead((12, 12)))
    state, _ = RULES.apply(state, Lead((12, 12)))
    for _ in range(2):
        state, _ = RULES.apply(state, _pass(state))
    view = RULES.view(state, 0)
    assert view.current == 0 and not view.layers                 # the trick was cleared
    clue = told.observe(view)
    assert clue is not None and clue.passers == ((1, 0), (2, 1))
    assert clue.layers == ((12, 12),) and clue.last_player == 0
    # holding a pair of 13s the normal bot would have beaten the 12s: that world is unlikely
    world = RULES.clone(state)
    assert told.likely(world, clue, random.Random(0)) == 1.0
    world.hands[1] = counts([13, 13])
    world.hands[0] = counts([3, 1, 2])
    assert told.likely(world, clue, random.Random(0)) == UNLIKELY


def _pass(state):
    return next(a for a in RULES.legal_actions(state) if type(a).__name__ == "Pass")


def test_no_clue_at_two_players_or_from_a_stale_memory():
    state = table(RULES, 2, [[2, 9], [3, 5]], meld=[[4]], current=0, last_player=1)
    told = evidence()
    told.remember(RULES.view(state, 0), Lead((2,)))
    assert told.observe(RULES.view(state, 0)) is None
    # a remembered lead whose trick is gone while a rival's hand shrank says nothing
    state = table(RULES, 3, [[3, 12, 12], [1, 2], [1, 4]], current=0)
    told.remember(RULES.view(state, 0), Lead((12, 12)))
    state.hands[1] = counts([1])
    assert told.observe(RULES.view(state, 0)) is None


def test_clues_come_up_in_real_games_and_name_real_passers():
    told = 0
    for seed in range(3):
        for state, clue, _evidence in turns(seed, 4):
            if clue is None:
                continue
            told += 1
            seats = [seat for seat, _passes in clue.passers]
            assert 0 not in seats and len(set(seats)) == len(seats)
    assert told >= 10


def test_hard_bot_with_evidence_cannot_see_hidden_cards():
    compared = check_no_cheating_with_evidence(RULES, SPEC, FiveThreeFiveEvidence, reshuffle, range(3),
                                               players=4, limit=200, every=2)     # 23 decisions
    assert compared >= 10
