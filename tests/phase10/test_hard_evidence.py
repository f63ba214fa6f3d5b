"""Phase 10 hard bot's evidence: a card the hard seat discarded and the next seat took is known
to be in that seat's hand, and every world puts it there."""

from __future__ import annotations

import random
from collections import Counter

from game.games.phase10.bots import SavingBot
from game.games.phase10.evidence import Phase10Evidence
from game.games.phase10.spec import SPEC
from tests.core.search_checks import check_no_cheating_with_evidence, evidence_turns
from tests.phase10.support import rules
from tests.phase10.test_determinize import reshuffle

RULES = rules()


def turns(seed: int, players: int = 2, limit: int = 600):
    """(state, what the evidence knows, evidence) at each of seat 0's decisions, normal bots playing."""
    return evidence_turns(RULES, SPEC, Phase10Evidence, seed, players, limit)


def test_known_cards_are_really_in_that_seats_hand_and_every_world_puts_them_there():
    told = 0
    for players in (2, 3):
        for seed in range(3):
            for state, known, evidence in turns(seed, players):
                if not known:
                    continue
                view = RULES.view(state, 0)
                for seat, cards in known.items():
                    assert seat != 0
                    for card in cards:
                        told += 1
                        assert card in state.hands[seat] or card in state.saves[seat]
                for sample in range(3):
                    world = evidence.world(known, view, random.Random(sample))
                    assert RULES.view(world, 0) == view
                    SPEC.check_invariants(RULES, world)
                    for seat, cards in known.items():
                        held = Counter(world.hands[seat]) + Counter(world.saves[seat])
                        assert all(held[card] for card in cards)
    assert told >= 20


def test_hard_bot_with_evidence_cannot_see_hidden_cards():
    # with the hard seat's own policy (it saves), every fourth decision of seat 0
    compared = check_no_cheating_with_evidence(RULES, SPEC, Phase10Evidence, reshuffle, range(3),
                                               players=2, limit=160, every=4, policy=SavingBot)
    assert compared >= 10
