"""Phase 10 hard bot's evidence: a card the hard seat discarded and the next seat took is known
to be in that seat's hand, and every world puts it there."""

from __future__ import annotations

from collections import Counter

from game.games.phase10.bots import SavingBot
from game.games.phase10.evidence import Phase10Evidence
from game.games.phase10.spec import SPEC
from tests.core.search_checks import check_known_cards, check_no_cheating_with_evidence
from tests.phase10.support import rules
from tests.phase10.test_determinize import reshuffle

RULES = rules()


def test_known_cards_are_really_in_that_seats_hand_and_every_world_puts_them_there():
    def holds(state, seat):
        return Counter(state.hands[seat]) + Counter(state.saves[seat])

    def conserved(real, world):
        SPEC.check_invariants(RULES, world)

    told = sum(check_known_cards(RULES, SPEC, Phase10Evidence, range(3), players, 600, holds,
                                 conserved) for players in (2, 3))
    assert told >= 20


def test_hard_bot_with_evidence_cannot_see_hidden_cards():
    # with the hard seat's own policy (it saves), every fourth decision of seat 0
    compared = check_no_cheating_with_evidence(RULES, SPEC, Phase10Evidence, reshuffle, range(3),
                                               players=2, limit=160, every=4, policy=SavingBot)
    assert compared >= 10
