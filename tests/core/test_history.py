"""The action log rebuilds any point of a game exactly, for every game, and refuses a wrong log."""

from __future__ import annotations

import json
import random

import pytest

from game.core.history import History, HistoryProblem
from game.core.loading.content import Problems
from game.games.registry import all_specs
from game.paths import CONTENT_DIR

SPECS = list(all_specs())


def _played(spec, seed: int, actions: int):
    rules = spec.make_rules(spec.load_content(CONTENT_DIR, Problems()))
    config = spec.config(max(spec.min_players, min(spec.max_players, 3)), {})
    state = rules.new_game(config, seed)
    history = History(seed, config)
    rng = random.Random(seed)
    bot = spec.bots["normal"](rules)
    for _ in range(actions):
        if rules.is_over(state):
            break
        seat = rules.current_player(state)
        action = bot.choose(rules.view(state, seat), rules.legal_actions(state), rng)
        state, _ = rules.apply(state, action)
        history.record(rules, seat, action)
    return rules, state, history


def _json(rules, state) -> dict:
    return json.loads(json.dumps(rules.state_to_json(state)))


@pytest.mark.parametrize("spec", SPECS, ids=lambda spec: spec.game_id)
def test_the_log_replays_to_the_same_state_at_the_end_and_midway(spec):
    rules, state, history = _played(spec, 7, 120)
    assert len(history) > 10
    assert _json(rules, history.state_at(rules)) == _json(rules, state)
    middle = len(history) // 2       # a point midway equals a game played only that far
    _, state_midway, _ = _played(spec, 7, middle)
    assert _json(rules, history.state_at(rules, middle)) == _json(rules, state_midway)
    history.check(rules, _json(rules, state))


@pytest.mark.parametrize("spec", SPECS, ids=lambda spec: spec.game_id)
def test_the_log_survives_a_file_and_a_wrong_log_is_refused(spec):
    rules, state, history = _played(spec, 11, 60)
    again = History.from_json(json.loads(json.dumps(history.to_json())))
    assert _json(rules, again.state_at(rules)) == _json(rules, state)
    with pytest.raises(HistoryProblem, match="different game"):
        again.truncated(len(again) - 1).check(rules, _json(rules, state))
    first = again.entries[0]
    wrong_seat = History(again.seed, again.config,
                         [type(first)((first.seat + 1) % again.config.players, first.action), *again.entries[1:]])
    with pytest.raises(HistoryProblem, match="action 1"):
        wrong_seat.state_at(rules)


@pytest.mark.parametrize("raw, words", [
    (None, "not a record"), ({"seed": -1}, "game number"), ({"seed": 1, "players": 0}, "player count"),
    ({"seed": 1, "players": 2, "options": {}, "actions": [{"seat": 5, "action": {}}]}, "action 1"),
    ({"seed": 1, "players": 2, "options": [], "actions": []}, "no options"),
])
def test_a_malformed_log_is_named(raw, words):
    with pytest.raises(HistoryProblem, match=words):
        History.from_json(raw)
