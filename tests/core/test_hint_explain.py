"""Hints: on every turn of seat 0 ("the human") in 50 seeded games per game, the hint is a legal
move and its sentence names that move, in one sentence.

For speed the search behind the hint is bounded here by one trial deal and short play-outs
(``max_worlds=1``, ``horizon=2``) instead of the table's 0.6 s; the hint still comes from the same
``best_move`` the table's worker calls. Every game is played to its end; Final Nine plays its
9-hole round (an option the setup screen offers) to keep the suite short.
"""

from __future__ import annotations

import random
from functools import cache
from pathlib import Path

import pytest

from game.core.learn.explain import best_move, explainer, hint_bot, sentence
from game.core.loading.content import Problems
from game.games.registry import all_specs

GAMES = 50
OPTIONS = {"final_nine": {"holes": 9}}
PLAYABLE = [spec for spec in all_specs() if spec.playable]
CONTENT_DIR = Path(__file__).resolve().parents[2] / "content"


@cache
def _rules(game_id: str):
    spec = next(spec for spec in PLAYABLE if spec.game_id == game_id)
    return spec.make_rules(spec.load_content(CONTENT_DIR, Problems()))


def rules_for(spec):
    return _rules(spec.game_id)


def hints_of_games(spec, games: int = GAMES):
    rules = rules_for(spec)
    bot = hint_bot(spec, rules, think=None, max_worlds=1)
    if hasattr(bot, "horizon"):
        bot.horizon = 2
    normal = spec.bots["normal"](rules)
    for seed in range(games):
        players = spec.min_players + seed % 2
        state = rules.new_game(spec.config(players, OPTIONS.get(spec.game_id)), 1000 + seed)
        rng = random.Random(seed)
        steps = 0
        while not rules.is_over(state):
            assert steps < 20_000, "a game did not end"
            seat = rules.current_player(state)
            legal = rules.legal_actions(state)
            view = rules.view(state, seat)
            if seat == 0:
                hint = best_move(spec.game_id, bot, rules, view, legal, rng)
                yield rules, view, legal, hint
                action = hint.action
            else:
                action = normal.choose(view, legal, rng)
            state, _ = rules.apply(state, action)
            steps += 1


@pytest.mark.parametrize("spec", PLAYABLE, ids=lambda spec: spec.game_id)
def test_every_hint_is_a_legal_move_named_in_one_sentence(spec):
    describe = explainer(spec.game_id).describe
    count = 0
    for rules, view, legal, hint in hints_of_games(spec):
        count += 1
        assert hint.action in legal
        move = describe(rules, view, hint.action)
        assert hint.sentence.startswith(move + ": "), hint.sentence
        assert "\n" not in hint.sentence and ". " not in hint.sentence and not hint.sentence.endswith(".")
        assert len(hint.sentence) <= 150, hint.sentence
        assert hint.sentence[len(move) + 2:].strip(), hint.sentence
    assert count >= GAMES      # at least one seat-0 turn per game (every game is played to its end)


def test_a_search_that_overrules_the_heuristic_says_what_it_measured():
    reason = {"why": "search", "prior": "Pass", "worlds": 40}
    text = sentence("Lead 7", "it starts the trick cheaply", reason, describe=str)
    assert text == "Lead 7: it starts the trick cheaply, and it did better than Pass in 40 trial deals"


def test_the_only_move_is_called_that():
    assert sentence("Pass", "anything", {"why": "only move"}) == "Pass: it is the only move you have right now"


def test_a_kept_heuristic_move_gives_its_game_reason_alone():
    assert sentence("Smear with red", "it is smear 1 of 3", {"why": "prior kept", "worlds": 30}) == \
        "Smear with red: it is smear 1 of 3"
