"""Setting up a Final Nine round and what the round's statistics say: levels and seat counts the
engine refuses in words, the course chosen, the pack, who throws first, and the pickup share."""

from __future__ import annotations

import pytest

from game.games.final_nine.flow import PICKUP_OVER_PAR
from tests.final_nine.helpers import content, new, rules


def test_an_unknown_level_or_seat_count_is_refused_in_words():
    engine = rules()
    with pytest.raises(ValueError) as refusal:
        new(engine, 1, level="expert")
    assert str(refusal.value) == "unknown level 'expert'; choose rec, am or pro"
    for players in (0, 5):
        with pytest.raises(ValueError) as refusal:
            new(engine, players)
        assert str(refusal.value) == "Final Nine is for 1 to 4 players"
    assert new(engine, 4).players == 4 and new(engine, 1).players == 1


def test_a_round_is_eighteen_holes_at_am_unless_chosen_otherwise():
    engine = rules()
    state = new(engine, 2)
    assert state.holes == list(range(1, 19)) and state.level == "am" and state.layout == "full"
    assert not state.battle and not state.half
    assert new(engine, 2, holes=9, layout="shuffled", seed=5).layout == "shuffled"
    assert len(new(engine, 2, holes=18, layout="shuffled", seed=5).holes) == 18


def test_the_first_hole_is_teed_off_in_seat_order_from_the_tee():
    engine = rules()
    state = new(engine, 3)
    hole = engine.hole(state.holes[0])
    assert state.tee_order == [0, 1, 2] and engine.current_player(state) == 0
    assert state.lie == [hole.tee] * 3 and state.strokes == [0, 0, 0] and state.phase == "select"


def test_the_whole_pack_or_the_half_pack_is_shuffled_and_dealt():
    engine = rules()
    whole = new(engine, 2)
    discs, actions = content().pack(False)
    assert whole.pack_size() == len(discs) + len(actions)
    half = new(engine, 2, pack="half")
    assert half.half and half.pack_size() == sum(map(len, content().pack(True)))
    assert half.pack_size() < whole.pack_size()
    assert new(engine, 2, seed=1).disc_stack != new(engine, 2, seed=2).disc_stack


def test_battle_is_on_only_when_chosen_with_two_players_or_more():
    engine = rules()
    assert new(engine, 2, battle=True).battle and not new(engine, 1, battle=True).battle


def test_the_statistics_give_each_seat_its_total_against_par_and_its_share_of_pickups():
    engine = rules()
    state = new(engine, 2, holes=9)
    state.pars = [3, 4, 5, 3]
    cap = [p + PICKUP_OVER_PAR for p in state.pars]
    state.scores = [[3, cap[1], 5, 2], [cap[0], cap[1], cap[2] - 1, 3]]
    assert engine.sim_stats(state) == {
        "score_vs_par": [sum(state.scores[0]) - 15, sum(state.scores[1]) - 15],
        "pickup_rate": [0.25, 0.5]}
    empty = new(engine, 1)
    assert engine.sim_stats(empty) == {"score_vs_par": [0], "pickup_rate": [0.0]}
    one = new(engine, 2)
    one.pars, one.scores = [4], [[4 + PICKUP_OVER_PAR], [5]]
    assert engine.sim_stats(one) == {"score_vs_par": [PICKUP_OVER_PAR, 1], "pickup_rate": [1.0, 0.0]}


def test_a_save_from_before_the_newer_fields_keeps_everything_else_it_holds():
    engine = rules()
    state = new(engine, 2, level="pro", seed=4)
    state.strokes, state.redraws, state.phase = [2, 1], [1, 0], "select"
    state.scores, state.pars = [[3], [5]], [4]
    data = engine.state_to_json(state)
    old = {k: v for k, v in data.items() if k not in ("mandos_passed", "effects", "opening")}
    restored = engine.state_to_json(engine.state_from_json(old))
    assert {k: v for k, v in restored.items() if k not in ("mandos_passed", "effects", "opening")} == old
    assert restored["effects"] == [] and restored["opening"] == []
