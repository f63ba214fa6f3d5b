"""Finale hard bot's evidence: a card the hard seat discarded that the next seat took (told by
the draw pile not shrinking) is known to be in that seat's hand, and every world puts it there."""

from __future__ import annotations

import random
from collections import Counter

from game.games.finale.actions import Discard, Draw
from game.games.finale.bots import OutsBot
from game.games.finale.evidence import FinaleEvidence
from game.games.finale.spec import SPEC
from tests.core.search_checks import check_known_cards, check_no_cheating_with_evidence
from tests.finale.support import rules
from tests.finale.test_determinize import reshuffle

RULES = rules()


def all_cards(state) -> Counter:
    return Counter(card for hand in state.hands for card in hand) + Counter(state.draw_pile) \
        + Counter(state.discard)


def test_known_cards_are_really_in_that_seats_hand_and_every_world_puts_them_there():
    def conserved(real, world):
        assert all_cards(world) == all_cards(real)

    told = {players: check_known_cards(RULES, SPEC, FinaleEvidence, range(4), players, 900,
                                       lambda state, seat: Counter(state.hands[seat]), conserved)
            for players in (2, 3)}
    assert told[2] >= 15 and told[3] >= 5


def test_the_next_seats_draw_decides_whether_the_discard_is_claimed():
    """At two players: when the rival took seat 0's discard (a plain draw from the discard
    pile) and it is still out of sight, seat 0's next decision knows the rival holds it; when
    the rival drew from the pile instead, the discard is not claimed."""
    normal = SPEC.bots["normal"](RULES)
    took = drew = 0
    for seed in range(4):
        evidence = FinaleEvidence(RULES, None)
        state = RULES.new_game(SPEC.config(2), seed)
        rng = random.Random(seed)
        pending = None           # (seat 0's discard, what the rival did first) until seat 0 looks
        for _step in range(900):
            if RULES.is_over(state):
                break
            seat = RULES.current_player(state)
            view = RULES.view(state, seat)
            action = normal.choose(view, RULES.legal_actions(state), rng)
            if seat == 0:
                known = evidence.observe(view) or {}
                if pending is not None and pending[1] is not None:
                    card, first = pending
                    in_sight = card in view.hand or card == view.discard_top or any(
                        card in meld.cards for melds in view.table for meld in melds)
                    if first == Draw("discard") and not in_sight:
                        assert card in known.get(1, ())
                        took += 1
                    elif first == Draw("draw"):
                        assert card not in known.get(1, ())
                        drew += 1
                pending = None
                evidence.remember(view, action)
                if isinstance(action, Discard) and action.skip_target is None:
                    pending = (action.card, None)
            elif pending is not None and pending[1] is None:
                pending = (pending[0], action)
            before = (state.round_number, state.challenge_index)
            state, _events = RULES.apply(state, action)
            if (state.round_number, state.challenge_index) != before:
                pending = None
    assert took >= 5 and drew >= 20


def test_hard_bot_with_evidence_cannot_see_hidden_cards():
    # with the hard seat's own first choice (OutsBot), every fourth decision of seat 0
    compared = check_no_cheating_with_evidence(RULES, SPEC, FinaleEvidence, reshuffle, range(3),
                                               players=2, limit=200, every=4, prior=OutsBot)
    assert compared >= 10
