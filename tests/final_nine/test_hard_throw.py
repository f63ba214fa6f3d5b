"""Final Nine hard bot: holing out is never valued below staying short, the play-out follows two
throws, and the seat is offered at setup."""

from __future__ import annotations

import random

from game.games.final_nine import determinize as worlds
from game.games.final_nine.bots import NormalBot
from game.games.final_nine.spec import SPEC
from tests.final_nine.helpers import rules

RULES = rules()


def test_a_finished_hole_counts_its_score_and_not_the_next_tee():
    state = RULES.new_game(SPEC.config(1, {"holes": 9}), 5)
    bot, rng = NormalBot(RULES), random.Random(5)
    finished = 0
    while not RULES.is_over(state) and finished < 4:
        before = state
        state, _events = RULES.apply(RULES.clone(state), bot.choose(
            RULES.view(state, 0), RULES.legal_actions(state), rng))
        if state.hole_index != before.hole_index:
            finished += 1
            assert RULES.search_value(state, 0) == -worlds.STROKE * sum(state.scores[0])
            last_hole = state.scores[0][-1]
            if last_hole == before.strokes[0] + 1:          # the last throw went in, no penalty
                assert RULES.search_value(state, 0) >= RULES.search_value(before, 0) - 1e-9
    assert finished == 4


def test_play_outs_stop_after_the_throwers_next_throw_or_at_the_holes_end():
    root = RULES.new_game(SPEC.config(1, {"holes": 9}), 2)
    state = RULES.clone(root)
    bot, rng = NormalBot(RULES), random.Random(2)
    while not worlds.search_done(root, state):
        state, _events = RULES.apply(state, bot.choose(RULES.view(state, 0), RULES.legal_actions(state), rng))
    assert state.hole_index != root.hole_index or \
        state.throws[root.thrower] == root.throws[root.thrower] + worlds.THROWS_AHEAD


def test_setup_offers_a_hard_final_nine_seat():
    from game.ui.stage.seats import SEAT_KINDS, kinds_for
    assert "AI - Hard" in [SEAT_KINDS[k][0] for k in kinds_for(SPEC.bots)]
    assert SPEC.bots["hard"](RULES, think=0.25).think == 0.25
