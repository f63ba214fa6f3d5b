"""Actions from outside (saves, logs, replays) are checked like a player's move: random JSON fed to
every engine gives IllegalAction with a reason or a legal move, never IndexError, KeyError,
TypeError or a silent success that breaks the game's bookkeeping."""

from __future__ import annotations

import copy
import json
import random
from functools import cache

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.core.engine import IllegalAction
from game.games.registry import all_specs
from game.paths import CONTENT_DIR

GAMES = [spec.game_id for spec in all_specs() if spec.playable]
DEPTHS = (0, 7, 40)         # a new game, a few moves in, well into the game


@cache
def positions(game_id: str):
    from game.core.loading.content import Problems
    spec = next(s for s in all_specs() if s.game_id == game_id)
    rules = spec.make_rules(spec.load_content(CONTENT_DIR, Problems()))
    states = []
    for depth in DEPTHS:
        state = rules.new_game(spec.config(max(spec.min_players, min(spec.max_players, 3))), 11 + depth)
        rng = random.Random(depth)
        for _ in range(depth):
            if rules.is_over(state):
                break
            legal = rules.legal_actions(state)
            state, _ = rules.apply(state, legal[rng.randrange(len(legal))])
        states.append(state)
    samples = [rules.action_to_json(a) for state in states for a in rules.legal_actions(state)[:30]]
    return spec, rules, states, samples


scalars = st.one_of(st.none(), st.booleans(), st.integers(-3, 130), st.integers(-2**70, 2**70),
                    st.floats(allow_nan=False, allow_infinity=False), st.text(max_size=6),
                    st.sampled_from(["N", "E", "S", "W", "draw", "discard", "low", "high", "red", "R5a", "W1",
                                     "S1", "pass", "lead", "improve", "Throw", "Refill"]))
json_values = st.recursive(scalars, lambda inner: st.one_of(st.lists(inner, max_size=4),
                                                             st.dictionaries(st.text(max_size=6), inner,
                                                                             max_size=3)), max_leaves=8)


@st.composite
def json_actions(draw, game_id: str):
    """Mostly near-misses: a real action's JSON with fields replaced, dropped or added; also junk."""
    _spec, _rules, _states, samples = positions(game_id)
    how = draw(st.sampled_from(["junk", "replace", "drop", "extra", "retype"]))
    if how == "junk":
        return draw(json_values)
    action = dict(draw(st.sampled_from(samples)))
    names = [name for name in action if name != "type"]
    if how == "replace" and names:
        action[draw(st.sampled_from(names))] = draw(json_values)
    elif how == "drop":
        action.pop(draw(st.sampled_from(list(action))))
    elif how == "extra":
        action[draw(st.text(max_size=5))] = draw(json_values)
    elif how == "retype":
        action["type"] = draw(st.sampled_from([s["type"] for s in samples] + ["nonsense", 3, None]))
    return action


def feed(game_id: str, data, position: int) -> None:
    spec, rules, states, _samples = positions(game_id)
    state = copy.deepcopy(states[position])
    before = json.dumps(rules.state_to_json(state), sort_keys=True)
    try:
        action = rules.action_from_json(data)
        state, _events = rules.apply(state, action)
    except IllegalAction as exc:
        assert str(exc), "a refusal needs a reason a player can read"
        assert json.dumps(rules.state_to_json(state), sort_keys=True) == before, "a refusal changed the state"
        return
    # accepted: it must have been a move the rules allow, and the books must still balance
    if spec.check_invariants is not None:
        spec.check_invariants(rules, state)
    rules.state_from_json(json.loads(json.dumps(rules.state_to_json(state))))


@pytest.mark.parametrize("game_id", GAMES)
@settings(max_examples=250, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_random_json_actions_are_refused_with_a_reason_or_played(game_id, data):
    action = data.draw(json_actions(game_id))
    position = data.draw(st.integers(0, len(DEPTHS) - 1))
    feed(game_id, action, position)


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("junk", [None, [], "pass", 7, {"type": None}, {"type": ["draw"]}, {"type": "pass", "x": 1}])
def test_json_that_is_not_an_action_is_an_illegal_action(game_id, junk):
    _spec, rules, _states, _samples = positions(game_id)
    with pytest.raises(IllegalAction):
        rules.action_from_json(junk)


@pytest.mark.parametrize("game_id", GAMES)
def test_every_legal_action_survives_its_json(game_id):
    _spec, rules, states, _samples = positions(game_id)
    for state in states:
        for action in rules.legal_actions(state)[:60]:
            assert rules.action_from_json(json.loads(json.dumps(rules.action_to_json(action)))) == action
