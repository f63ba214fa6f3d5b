"""Phase 10: how a game is set up, what each seat and a spectator see, what a save holds, and
the numbers the sim reports."""

from __future__ import annotations

import json

import pytest

from game.core.engine import GameConfig
from game.games.phase10.actions import ChoosePhase, Discard, LayDown, Save
from game.games.phase10.state import state_from_json, state_to_json
from tests.phase10.support import rig, rules

ENGINE = rules()
PHASE_2 = (("R9a", "Y9a", "G9a"), ("R5a", "Y6a", "G7a", "B8a"))


def test_a_new_game_gives_everyone_all_ten_phases_and_no_points():
    state = ENGINE.new_game(GameConfig(4, {}), 3)
    assert state.remaining == [list(range(1, 11))] * 4 and state.completed == [[], [], [], []]
    assert state.saves == [[], [], [], []] and state.scores == [0, 0, 0, 0] and not state.classic_skips
    assert state.stage == "choose" and state.hand_number == 1 and state.winners == []
    assert ENGINE.current_player(state) == state.turn == (state.dealer + 1) % 4
    assert ENGINE.results(state) == [0.0, 0.0, 0.0, 0.0] and not ENGINE.is_over(state)
    assert ENGINE.new_game(GameConfig(2, {"classic_skips": True}), 3).classic_skips


def test_a_table_size_outside_two_to_six_is_refused_in_words():
    for players in (1, 7):
        with pytest.raises(ValueError, match="^Phase 10 is for 2 to 6 players$"):
            ENGINE.new_game(GameConfig(players, {}), 1)
    for players in (2, 6):
        assert ENGINE.new_game(GameConfig(players, {}), 1).players == players


def test_the_phases_on_offer_are_the_ones_still_to_make():
    state = rig(2, stage="choose")
    state.remaining[0] = [2, 5, 9]
    assert ENGINE.legal_actions(state) == [ChoosePhase(2), ChoosePhase(5), ChoosePhase(9)]


def test_the_sim_counts_phases_points_and_hands():
    state = rig(3)
    state.completed = [[1, 2], [], [4]]
    state.scores = [15, 0, 120]
    state.hand_number = 4
    assert ENGINE.sim_stats(state) == {"phases_completed": [2.0, 0.0, 1.0], "points": [15.0, 0.0, 120.0],
                                       "hands": [4.0, 4.0, 4.0]}


def test_the_solver_and_the_explanation_speak_for_the_chosen_phase():
    hand = [*PHASE_2[0], *PHASE_2[1], "R1a"]
    grouping = ENGINE.solve(hand, 2)
    assert grouping is not None and sorted(map(len, grouping)) == [3, 4]
    assert ENGINE.solve(hand, 1) is None
    assert ENGINE.explain(PHASE_2, 2) is None
    assert ENGINE.explain(PHASE_2, 1) is not None


def test_a_seat_sees_its_own_hand_and_save_pile_and_only_counts_of_the_others():
    state = rig(3, hands={0: ["R1a", "R2a"], 1: ["B9a", "R3a", "Y4a"]}, saves={1: ["G3a"], 2: ["G4a", "G5a"]},
                discard=["B4a", "G7a"])
    view = ENGINE.view(state, 1)
    assert view.seat == 1 and view.hand == ("B9a", "R3a", "Y4a") and view.save_pile == ("G3a",)
    assert view.hand_counts == (2, 3, 10) and view.save_counts == (0, 1, 2)
    assert view.discard == ("B4a", "G7a") and view.discard_top == "G7a"
    assert view.draw_count == len(state.draw_pile) and view.stage == "play" and view.turn == 0
    assert "G4a" not in repr(view) and "R1a" not in repr(view)
    state.discard = []
    assert ENGINE.view(state, 1).discard_top is None


def test_a_spectator_sees_counts_phases_and_laid_groups_but_no_card_in_hand_or_saved():
    state = rig(2, hands={0: [*PHASE_2[0], *PHASE_2[1], "R1a", "R2a"], 1: ["B1a", "B2a"]}, active={0: 2},
                saves={1: ["G3a"]}, discard=["B4a", "G8a"])
    ENGINE.apply(state, LayDown(PHASE_2))
    public = ENGINE.public_view(state)
    assert public == {
        "stage": "play", "turn": 0, "dealer": state.dealer, "hand_number": 1, "hand_counts": [2, 2],
        "save_counts": [0, 1], "draw_count": len(state.draw_pile), "discard_top": "G8a", "discard_count": 2,
        "active": [2, 1], "completed": [[], []], "table": [[["G9a", "R9a", "Y9a"], ["R5a", "Y6a", "G7a", "B8a"]], []],
        "skips_pending": [0, 0], "scores": [0, 0], "winners": [], "end_reason": ""}
    assert not any(card in json.dumps(public) for card in ("R1a", "R2a", "B1a", "G3a", "B4a"))
    state.discard = []
    assert ENGINE.public_view(state)["discard_top"] is None


def test_a_save_read_back_is_the_same_game_and_shares_nothing_with_its_source():
    state = rig(3, hands={0: ["R1a", "R2a", "R3a"]}, saves={2: ["G3a"]})
    state.sheet = [{"hand": 1, "points": [0, 5, 10]}]
    ENGINE.apply(state, Save("R1a"))
    data = json.loads(json.dumps(state_to_json(state)))
    copy = state_from_json(data)
    assert state_to_json(copy) == state_to_json(state)
    assert copy.saves == [["R1a"], [], ["G3a"]] and copy.saved_this_hand == [True, False, False]
    data["hands"][1].append("Q1")
    data["sheet"][0]["hand"] = 9
    assert "Q1" not in copy.hands[1] and copy.sheet[0]["hand"] == 1
    saved = state_to_json(state)
    saved["saves"][0].append("Q2")
    saved["sheet"][0]["points"] = []
    assert state.saves[0] == ["R1a"] and state.sheet[0]["points"] == [0, 5, 10]
    assert ENGINE.legal_actions(copy) == ENGINE.legal_actions(state)
    state.discard.append("Q3")
    assert "Q3" not in copy.discard


def test_a_discard_ends_the_turn_for_the_next_seat():
    state = rig(3, hands={0: ["R1a", "R2a"]})
    ENGINE.apply(state, Discard("R1a"))
    assert state.turn == 1 and state.stage == "draw" and state.hands[0] == ["R2a"]


def test_a_seat_sees_every_public_fact_of_the_table():
    state = rig(3, hands={0: ["R1a", "R2a"], 1: ["B9a", "R3a", "Y4a"]}, saves={1: ["G3a"]}, discard=["B4a"],
                active={0: 2, 1: 5, 2: 1}, dealer=2, stage="draw", turn=1, classic_skips=True)
    state.hand_number, state.scores, state.skips_pending = 3, [10, 0, 45], [0, 0, 1]
    state.saved_this_hand = [False, True, False]
    state.completed[2].append(state.remaining[2].pop(0))
    view = ENGINE.view(state, 1)
    assert {name: getattr(view, name) for name in view.__dataclass_fields__} == {
        "seat": 1, "players": 3, "stage": "draw", "turn": 1, "dealer": 2, "hand_number": 3,
        "hand": ("B9a", "R3a", "Y4a"), "save_pile": ("G3a",), "hand_counts": (2, 3, 10), "save_counts": (0, 1, 0),
        "draw_count": len(state.draw_pile), "discard": ("B4a",), "active": (2, 5, 1),
        "remaining": (tuple(range(1, 11)), tuple(range(1, 11)), tuple(range(2, 11))),
        "completed": ((), (), (1,)), "laid": (False, False, False), "table": ((), (), ()),
        "skips_pending": (0, 0, 1), "scores": (10, 0, 45), "saved_this_hand": (False, True, False),
        "classic_skips": True, "winners": ()}
    state.winners = [1]
    assert ENGINE.view(state, 0).winners == (1,)
