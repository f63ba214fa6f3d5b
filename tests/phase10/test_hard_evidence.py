"""Phase 10 hard bot's evidence: a card the hard seat discarded and the next seat took is known
to be in that seat's hand, and every world puts it there."""

from __future__ import annotations

import random
from collections import Counter

from game.core.search import SearchBot
from game.games.phase10.bots import NormalBot
from game.games.phase10.evidence import Phase10Evidence
from game.games.phase10.spec import SPEC
from tests.phase10.support import rules
from tests.phase10.test_determinize import reshuffle

RULES = rules()


def turns(seed: int, players: int = 2, limit: int = 600):
    """(state, what the evidence knows) at each of seat 0's decisions, normal bots playing."""
    normal, evidence = NormalBot(RULES), Phase10Evidence(RULES, NormalBot(RULES))
    state = RULES.new_game(SPEC.config(players), seed)
    rng = random.Random(seed)
    for _step in range(limit):
        if RULES.is_over(state):
            return
        seat = RULES.current_player(state)
        view = RULES.view(state, seat)
        action = normal.choose(view, RULES.legal_actions(state), rng)
        if seat == 0:
            yield state, evidence.observe(view), evidence
            evidence.remember(view, action)
        state, _events = RULES.apply(state, action)


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
    compared = 0
    for seed in range(3):
        first, second = (SearchBot(RULES, NormalBot, think=None, max_worlds=3, evidence=Phase10Evidence)
                         for _ in range(2))
        for step, (state, _known, _evidence) in enumerate(turns(seed, limit=160)):
            if step % 4:
                continue
            legal = RULES.legal_actions(state)
            other = reshuffle(state, 0, random.Random(seed))
            assert RULES.view(other, 0) == RULES.view(state, 0)
            a = first.decide(RULES.view(state, 0), legal, random.Random(step))
            b = second.decide(RULES.view(other, 0), RULES.legal_actions(other), random.Random(step))
            assert a.action == b.action
            compared += 1
    assert compared >= 10
