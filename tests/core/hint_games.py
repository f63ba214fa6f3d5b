"""Hints over seeded games: on every turn of seat 0 ("the human") the hint is a legal move and its
sentence names that move, in one sentence.

For speed the search behind the hint is bounded by one trial deal and short play-outs
(``max_worlds=1``, ``horizon=2``) instead of the table's 0.6 s; the hint still comes from the same
``best_move`` the table's worker calls. Every game is played to its end; Final Nine plays its
9-hole round (an option the setup screen offers).

The suite (``tests/core/test_hint_explain.py``) checks the first few seeds of each game; the full
run, 50 games per game, is

    nice -n 15 python -m tests.core.hint_games                 # every game, 50 games each
    nice -n 15 python -m tests.core.hint_games --game finale --games 200
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections.abc import Iterator
from functools import cache
from pathlib import Path

from game.core.learn.explain import best_move, explainer, hint_bot
from game.core.loading.content import Problems
from game.games.registry import all_specs

FULL_GAMES = 50
OPTIONS = {"final_nine": {"holes": 9}}
PLAYABLE = [spec for spec in all_specs() if spec.playable]
CONTENT_DIR = Path(__file__).resolve().parents[2] / "content"


@cache
def _rules(game_id: str):
    spec = next(spec for spec in PLAYABLE if spec.game_id == game_id)
    return spec.make_rules(spec.load_content(CONTENT_DIR, Problems()))


def rules_for(spec):
    return _rules(spec.game_id)


def hints_of_games(spec, games: int = FULL_GAMES) -> Iterator[tuple]:
    """(rules, view, legal, hint) for every seat-0 turn of seeds 0..games-1 (deal 1000 + seed,
    two seats on even seeds, one more on odd ones), each game played to its end."""
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


def hint_problem(spec, rules, view, legal, hint) -> str | None:
    """What is wrong with one hint, in words, or None."""
    if hint.action not in legal:
        return f"not a legal move: {hint.action}"
    move = explainer(spec.game_id).describe(rules, view, hint.action)
    text = hint.sentence
    if not text.startswith(move + ": "):
        return f"does not start with the move {move!r}: {text!r}"
    if "\n" in text or ". " in text or text.endswith("."):
        return f"not one sentence: {text!r}"
    if len(text) > 150:
        return f"longer than 150 characters: {text!r}"
    if not text[len(move) + 2:].strip():
        return f"no reason given: {text!r}"
    return None


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="every seat-0 hint legal and named in one sentence")
    parser.add_argument("--games", type=int, default=FULL_GAMES)
    parser.add_argument("--game", default="", help="one game id (default: every playable game)")
    args = parser.parse_args(argv)
    bad = 0
    for spec in PLAYABLE:
        if args.game and spec.game_id != args.game:
            continue
        started = time.process_time()
        hints = problems = 0
        for rules, view, legal, hint in hints_of_games(spec, args.games):
            hints += 1
            problem = hint_problem(spec, rules, view, legal, hint)
            if problem:
                problems += 1
                if problems <= 5:
                    print(f"  {spec.game_id}: {problem}")
        bad += problems
        print(f"{spec.game_id}: {args.games} games, {hints} hints, {problems} wrong "
              f"({time.process_time() - started:.0f} s of CPU)")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
