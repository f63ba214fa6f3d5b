"""Reusable checks of the engine protocol (see game/core/engine.py), for every game's tests."""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from typing import Any

from game.core.engine import GameConfig, IllegalAction


def playout(rules: Any, config: GameConfig, seed: int, bot_seed: int = 0,
            max_actions: int = 100_000) -> tuple[Any, list]:
    """Play a game with uniformly random legal actions; returns (final state, actions)."""
    state = rules.new_game(config, seed)
    rng = random.Random(bot_seed)
    actions = []
    while not rules.is_over(state):
        assert len(actions) < max_actions, "game did not end"
        legal = rules.legal_actions(state)
        assert legal, "no legal action in a running game"
        action = legal[rng.randrange(len(legal))]
        state, _ = rules.apply(state, action)
        actions.append(action)
    return state, actions


def check_determinism(rules: Any, config: GameConfig, seed: int) -> None:
    final, actions = playout(rules, config, seed, bot_seed=seed)
    replay = rules.new_game(config, seed)
    for action in actions:
        replay, _ = rules.apply(replay, rules.action_from_json(
            json.loads(json.dumps(rules.action_to_json(action)))))
    assert rules.state_to_json(replay) == rules.state_to_json(final)


def check_round_trip_and_illegal(rules: Any, config: GameConfig, seed: int,
                                 illegal_candidates: Callable[[Any], list] | None = None) -> None:
    """Mid-game: JSON round-trip is exact; illegal actions raise and leave the state as it was.

    The state is compared once after all of a step's illegal candidates (any change one of them
    made still shows; a state written out for each of them made this the suite's dearest check),
    and on a difference each is tried alone on a fresh copy to name the one that changed it."""
    state = rules.new_game(config, seed)
    rng = random.Random(seed)
    steps = 0
    while not rules.is_over(state) and steps < 400:
        saved = json.dumps(rules.state_to_json(state), sort_keys=True)
        restored = rules.state_from_json(json.loads(saved))
        assert json.dumps(rules.state_to_json(restored), sort_keys=True) == saved
        legal = rules.legal_actions(state)
        tried = []
        for candidate in (illegal_candidates(state) if illegal_candidates else []):
            if candidate in legal:
                continue
            try:
                rules.apply(state, candidate)
            except IllegalAction as exc:
                assert str(exc), "an illegal action needs a message for the player"
            else:
                raise AssertionError(f"{candidate} was accepted but is not in legal_actions")
            tried.append(candidate)
        if tried and json.dumps(rules.state_to_json(state), sort_keys=True) != saved:
            raise AssertionError(f"an illegal action changed the state: {_changer(rules, saved, tried)}")
        state, _ = rules.apply(state, legal[rng.randrange(len(legal))])
        steps += 1


def _changer(rules: Any, saved: str, tried: list) -> str:
    """Which of ``tried`` changes the state ``saved`` when applied alone."""
    for candidate in tried:
        copy = rules.state_from_json(json.loads(saved))
        try:
            rules.apply(copy, candidate)
        except IllegalAction:
            pass
        if json.dumps(rules.state_to_json(copy), sort_keys=True) != saved:
            return str(candidate)
    return f"only some of {len(tried)} together"
