"""Hard bots thinking in a worker process (game/core/offload.py) choose what they would have
chosen in-process and leave the seat's generator where in-process thinking would."""

from __future__ import annotations

import multiprocessing
import random

import pytest

from game.core.content import Problems
from game.core.offload import process_thinker
from game.core.search import SearchBot
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
