"""A restored state is checked like a move: each engine refuses a broken one, naming what is wrong."""

from __future__ import annotations

import copy
import json
import random
from functools import cache

import pytest

from game.core.restore import RestoreError
from game.games.registry import spec_for
from game.paths import CONTENT_DIR

GAMES = ("five_three_five", "final_touch", "final_nine", "phase10")
SEAT_TO_ACT = {"five_three_five": "current", "final_touch": "turn", "final_nine": "actor", "phase10": "turn"}


@cache
def mid_game(game_id: str):
    from game.core.loading.content import Problems
    spec = spec_for(game_id)
    rules = spec.make_rules(spec.load_content(CONTENT_DIR, Problems()))
    state = rules.new_game(spec.config(3), 8)
    rng = random.Random(8)
    for _ in range(10):
        legal = rules.legal_actions(state)
        state, _ = rules.apply(state, legal[rng.randrange(len(legal))])
    return rules, json.loads(json.dumps(rules.state_to_json(state)))


def refused(game_id: str, change) -> str:
    rules, data = mid_game(game_id)
    broken = copy.deepcopy(data)
    change(broken)
    with pytest.raises(RestoreError) as caught:
        rules.state_from_json(broken)
    return str(caught.value)


@pytest.mark.parametrize("game_id", GAMES)
def test_a_sound_state_is_restored_exactly(game_id):
    rules, data = mid_game(game_id)
    assert json.loads(json.dumps(rules.state_to_json(rules.state_from_json(copy.deepcopy(data))))) == data


@pytest.mark.parametrize("game_id", GAMES)
def test_a_player_count_outside_the_game_is_refused(game_id):
    assert "players is 99" in refused(game_id, lambda d: d.update(players=99))


@pytest.mark.parametrize("game_id", GAMES)
def test_the_seat_to_act_must_exist(game_id):
    assert "seat 7" in refused(game_id, lambda d: d.update({SEAT_TO_ACT[game_id]: 7}))


@pytest.mark.parametrize("game_id", GAMES)
def test_a_hand_given_as_text_is_refused_not_turned_into_letters(game_id):
    assert "hands is 'abc', not a list" in refused(game_id, lambda d: d.update(hands="abc"))


def test_phase10_a_card_in_a_hand_and_the_draw_pile_is_refused():
    message = refused("phase10", lambda d: d["draw_pile"].append(d["hands"][0][0]))
    assert "cards in two places" in message


def test_phase10_an_unknown_phase_is_refused():
    assert "phase" in refused("phase10", lambda d: d["remaining"].__setitem__(0, [99]))


def test_five_three_five_an_extra_copy_of_a_card_is_refused():
    def extra(d):
        hand = d["hands"][0]
        hand[max(range(len(hand)), key=hand.__getitem__)] += 1
    assert "cards numbered" in refused("five_three_five", extra)


def test_final_touch_money_must_match_the_masterpieces_won():
    assert "do not add up" in refused("final_touch", lambda d: d["money"].__setitem__(0, d["money"][0] + 5))


def test_final_nine_a_hole_past_the_round_is_refused():
    assert "hole_index is 99" in refused("final_nine", lambda d: d.update(hole_index=99))


def test_final_nine_a_stage_that_does_not_exist_is_refused():
    assert "'nonsense'" in refused("final_nine", lambda d: d.update(phase="nonsense"))


@pytest.mark.parametrize("game_id", GAMES)
def test_a_negative_score_is_refused(game_id):
    field = {"five_three_five": "scores", "final_touch": "money", "final_nine": "strokes", "phase10": "scores"}[game_id]
    assert "-5" in refused(game_id, lambda d: d[field].__setitem__(0, -5))
