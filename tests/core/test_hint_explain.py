"""Hints: on every turn of seat 0 ("the human") in seeded games of every game, the hint is a legal
move and its sentence names that move, in one sentence.

The games and the check are in ``tests/core/hint_games.py``. The suite plays the first 8 seeds of
the three slow games (Finale, Final Nine, Phase 10: about a second of CPU a game each) and all 50 of
the two quick ones; ``python -m tests.core.hint_games`` plays 50 of every game (docs/testing.md,
"The suite's speed").
"""

from __future__ import annotations

import pytest

from game.core.learn.explain import sentence
from tests.core.hint_games import FULL_GAMES, PLAYABLE, hint_problem, hints_of_games

GAMES = {"finale": 8, "final_nine": 8, "phase10": 8}


@pytest.mark.parametrize("spec", PLAYABLE, ids=lambda spec: spec.game_id)
def test_every_hint_is_a_legal_move_named_in_one_sentence(spec):
    games = GAMES.get(spec.game_id, FULL_GAMES)
    count = 0
    for rules, view, legal, hint in hints_of_games(spec, games):
        count += 1
        problem = hint_problem(spec, rules, view, legal, hint)
        assert problem is None, problem
    assert count >= games      # at least one seat-0 turn per game (every game is played to its end)


def test_a_search_that_overrules_the_heuristic_says_what_it_measured():
    reason = {"why": "search", "prior": "Pass", "worlds": 40}
    text = sentence("Lead 7", "it starts the trick cheaply", reason, describe=str)
    assert text == "Lead 7: it starts the trick cheaply, and it did better than Pass in 40 trial deals"


def test_the_only_move_is_called_that():
    assert sentence("Pass", "anything", {"why": "only move"}) == "Pass: it is the only move you have right now"


def test_a_kept_heuristic_move_gives_its_game_reason_alone():
    assert sentence("Smear with red", "it is smear 1 of 3", {"why": "prior kept", "worlds": 30}) == \
        "Smear with red: it is smear 1 of 3"
