"""Hard bots thinking in a worker process (game/core/ai/offload.py) choose what they would have
chosen in-process and leave the seat's generator where in-process thinking would."""

from __future__ import annotations

import multiprocessing
import random

import pytest

from game.core.ai.offload import process_thinker
from game.core.ai.search import SearchBot
from game.core.loading.content import Problems
from game.games.registry import spec_for
from game.paths import CONTENT_DIR

pytestmark = pytest.mark.skipif("fork" not in multiprocessing.get_all_start_methods(),
                                reason="no fork on this platform: tables think on a thread")


def test_worker_process_matches_in_process_thinking():
    spec = spec_for("five_three_five")
    problems = Problems()
    rules = spec.make_rules(spec.load_content(CONTENT_DIR, problems))
    bot = SearchBot(rules, spec.bots["normal"], think=None, max_worlds=3)
    state = rules.new_game(spec.config(2), 8)
    seat = rules.current_player(state)
    view, legal = rules.view(state, seat), rules.legal_actions(state)
    here = random.Random(4)
    expected = bot.choose(view, legal, here)
    thinker = process_thinker({seat: bot})
    assert thinker is not None
    try:
        there = random.Random(4)
        action = thinker.submit(seat, view, legal, there).result(timeout=120)
    finally:
        thinker.shutdown()
    assert action == expected and action in legal
    assert there.getstate() == here.getstate()


def test_a_worker_bot_keeps_its_evidence_between_decisions():
    """The worker's hard bot remembers its earlier views (Final Touch's belief about the
    rival's hand) exactly as the same bot would in-process."""
    spec = spec_for("final_touch")
    problems = Problems()
    rules = spec.make_rules(spec.load_content(CONTENT_DIR, problems))

    def hard():
        bot = spec.bots["hard"](rules)
        bot.think, bot.max_worlds = None, 3
        return bot

    here_bot, there_bot = hard(), hard()
    thinker = process_thinker({0: there_bot})
    assert thinker is not None
    normal = spec.bots["normal"](rules)
    state, rng = rules.new_game(spec.config(2), 4), random.Random(9)
    clues = 0
    try:
        for _step in range(24):
            seat = rules.current_player(state)
            view, legal = rules.view(state, seat), rules.legal_actions(state)
            if seat == 0:
                here, there = random.Random(_step), random.Random(_step)
                decision = here_bot.decide(view, legal, here)
                clues += bool(decision.reason.get("clue"))
                action = thinker.submit(0, view, legal, there).result(timeout=120)
                assert action == decision.action and there.getstate() == here.getstate()
            else:
                action = normal.choose(view, legal, rng)
            state, _ = rules.apply(state, action)
    finally:
        thinker.shutdown()
    assert clues >= 3
