"""Finale: how a game is set up from its options, what each seat and a spectator see, what a
save holds, and the numbers the sim reports."""

from __future__ import annotations

import json

import pytest

from game.core.engine import GameConfig
from game.games.finale.actions import Discard, Draw, Exchange, LayDown
from game.games.finale.state import state_from_json, state_to_json
from tests.finale.support import play, rig, rules

ENGINE = rules()
HAND = ["Y7a", "R7a", "G7a", "B2a", "Y3a", "R4a", "G5a", "B9a", "B9b", "Y1a"]
ORDER = ["mellow_yellow", "balanced_blue", "rigorous_red", "grueling_green"]


# --- setup -----------------------------------------------------------------------------------
def test_a_single_game_rotates_through_the_challenges_by_seed():
    for seed in range(8):
        assert ENGINE.new_game(GameConfig(2, {}), seed).challenges == [ORDER[seed % 4]]
        assert ENGINE.new_game(GameConfig(2, {"challenge": "rotate"}), seed).challenges == [ORDER[seed % 4]]
        assert ENGINE.new_game(GameConfig(2, {"challenge": ""}), seed).challenges == [ORDER[seed % 4]]


def test_a_chosen_challenge_is_played_whatever_the_seed():
    for seed in range(4):
        state = ENGINE.new_game(GameConfig(3, {"challenge": "rigorous_red"}), seed)
        assert state.challenges == ["rigorous_red"] and state.challenge == "rigorous_red" and not state.grand


def test_an_unknown_challenge_or_table_size_is_refused_in_words():
    with pytest.raises(ValueError, match="^unknown Challenge 'nope'; known: mellow_yellow, balanced_blue, "
                                         "rigorous_red, grueling_green$"):
        ENGINE.new_game(GameConfig(2, {"challenge": "nope"}), 1)
    for players in (1, 7):
        with pytest.raises(ValueError, match="^Finale is for 2 to 6 players$"):
            ENGINE.new_game(GameConfig(players, {}), 1)
    for players in (2, 6):
        assert ENGINE.new_game(GameConfig(players, {}), 1).players == players


def test_a_new_game_starts_everyone_on_level_1_with_no_points():
    state = ENGINE.new_game(GameConfig(4, {"grand_finale": True}), 5)
    assert state.grand and state.challenges == ORDER and state.challenge_index == 0
    assert state.level == [1, 1, 1, 1] and state.scores == [0, 0, 0, 0] and state.in_play == [0, 1, 2, 3]
    assert state.round_number == 1 and state.stage == "draw" and state.winners == []
    assert ENGINE.results(state) == [0.0, 0.0, 0.0, 0.0]


def test_opening_events_replay_the_deal_and_end_on_the_seat_to_act():
    state, events = ENGINE.new_game_with_events(GameConfig(3, {}), 2)
    replay = ENGINE.opening_events(state)
    assert replay == events
    assert replay[0].kind == "shuffle" and replay[-1].kind == "turn" and replay[-1].seat == state.turn


def test_the_sim_counts_levels_rounds_and_points_per_seat():
    state = rig(3, hands={0: [*HAND[:7], "B9a"]}, level={1: 3}, stage="play", grand=True)
    state.scores = [4, 0, 9]
    assert ENGINE.sim_stats(state) == {"levels_completed": [0.0, 2.0, 0.0], "rounds": [0.0, 0.0, 0.0],
                                       "points": [4.0, 0.0, 9.0]}
    play(state, LayDown((("Y7a", "R7a", "G7a"), ("B2a", "Y3a", "R4a", "G5a"))), Discard("B9a"))
    assert ENGINE.sim_stats(state)["levels_completed"] == [1.0, 2.0, 0.0]
    assert ENGINE.sim_stats(state)["rounds"] == [1.0, 1.0, 1.0]


def test_completed_levels_count_at_most_four_after_the_finale():
    state = rig(2, level={0: 6, 1: 5})
    assert ENGINE.sim_stats(state)["levels_completed"] == [4.0, 4.0]


# --- views -----------------------------------------------------------------------------------
def test_a_seat_sees_its_own_hand_the_others_counts_and_the_top_discard():
    state = rig(3, hands={0: list(HAND), 1: ["B1a", "B3a"]}, discard=["R1a", "G2a"])
    view = ENGINE.view(state, 1)
    assert view.seat == 1 and view.hand == ("B1a", "B3a") and view.hand_counts == (10, 2, 10)
    assert view.discard_top == "G2a" and view.discard_count == 2 and view.draw_count == len(state.draw_pile)
    assert view.exchange is None and view.stage == "draw" and view.turn == 0
    assert view.challenge == "mellow_yellow" and view.challenges == ("mellow_yellow",)
    assert view.level == (1, 1, 1) and view.laid == (False, False, False) and view.in_play == (0, 1, 2)


def test_an_empty_discard_pile_and_a_face_up_exchange_are_shown_as_such():
    state = rig(2, hands={0: ["YX", *HAND[:9]]}, discard=[])
    play(state, Exchange("YX"))
    for view in (ENGINE.view(state, 0), ENGINE.view(state, 1)):
        assert view.discard_top is None and view.discard_count == 0
        assert view.exchange == "YX" and view.exchange_draws == 2
    public = ENGINE.public_view(state)
    assert public["discard_top"] is None and public["exchange"] == "YX" and public["discard_count"] == 0


def test_a_spectator_sees_counts_levels_and_laid_groups_but_no_hand():
    state = rig(2, hands={0: list(HAND)}, discard=["R1a", "G2a"], stage="play")
    play(state, LayDown((("Y7a", "R7a", "G7a"), ("B2a", "Y3a", "R4a", "G5a"))))
    public = ENGINE.public_view(state)
    assert public == {
        "stage": "play", "turn": 0, "dealer": state.dealer, "grand": False, "challenge": "mellow_yellow",
        "challenge_index": 0, "round_number": 1, "hand_counts": [3, 10], "draw_count": len(state.draw_pile),
        "discard_top": "G2a", "discard_count": 2, "exchange": None, "level": [1, 1], "laid": [True, False],
        "table": [[["G7a", "R7a", "Y7a"], ["B2a", "Y3a", "R4a", "G5a"]], []], "skips_pending": [0, 0],
        "in_play": [0, 1], "scores": [0, 0], "tiebreak": None, "winners": [], "end_reason": ""}
    assert not any(card in json.dumps(public) for card in ("B9a", "B9b", "Y1a", "R1a"))


def test_changing_a_view_or_a_save_never_changes_the_game():
    state = rig(2, hands={0: list(HAND)}, grand=True)
    state.sheet = [{"challenge": "mellow_yellow", "levels": [1, 2]}]
    state.tiebreak = {"phase": "race", "completed": [1], "final_left": [], "turns": 0, "players": [0, 1]}
    view = ENGINE.view(state, 0)
    view.sheet[0]["levels"].append(9)
    view.tiebreak["completed"].append(0)
    saved = state_to_json(state)
    saved["sheet"][0]["levels"].append(7)
    saved["tiebreak"]["completed"].append(5)
    saved["hands"][0].append("Q1")
    public = ENGINE.public_view(state)
    public["tiebreak"]["completed"].append(3)
    assert state.sheet == [{"challenge": "mellow_yellow", "levels": [1, 2]}]
    assert state.tiebreak["completed"] == [1] and state.hands[0] == HAND


def test_a_save_read_back_is_the_same_game_and_shares_nothing_with_its_source():
    state = rig(3, hands={0: ["YX", *HAND[:9]]}, discard=["R1a", "GS"], grand=True)
    play(state, Exchange("YX"), Draw("discard"))
    data = json.loads(json.dumps(state_to_json(state)))
    copy = state_from_json(data)
    assert state_to_json(copy) == state_to_json(state)
    assert copy.exchange == ["YX"] and copy.exchange_draws == 1 and copy.fresh_skips == ["GS"]
    assert copy.stage == "exchange" and copy.grand and copy.challenge == "mellow_yellow"
    data["hands"][0].append("Q1")
    data["sheet"].append({"x": 1})
    assert "Q1" not in copy.hands[0] and copy.sheet == []
    assert ENGINE.legal_actions(copy) == ENGINE.legal_actions(state)


# --- what is offered -------------------------------------------------------------------------
def test_during_an_exchange_only_the_piles_with_cards_are_offered():
    state = rig(2, hands={0: ["YX", "RX", *HAND[:8]]}, discard=["R1a"])
    play(state, Exchange("YX"))
    assert ENGINE.legal_actions(state) == [Draw("draw"), Draw("discard")]
    play(state, Draw("discard"))
    assert ENGINE.legal_actions(state) == [Draw("draw")]
    state.draw_pile, state.discard = [], ["G2a"]
    assert ENGINE.legal_actions(state) == [Draw("discard")]


def test_a_level_is_offered_as_found_and_grown_by_the_cards_that_extend_it():
    state = rig(2, hands={0: list(HAND)}, stage="play")
    lay_downs = [a for a in ENGINE.legal_actions(state) if isinstance(a, LayDown)]
    assert [sorted(map(len, a.groups)) for a in lay_downs] == [[3, 4], [3, 5]]
    assert all(ENGINE.why_illegal(state, a) is None for a in lay_downs)


def test_the_finale_is_offered_only_whole():
    run10 = ["Y1a", "B2a", "R3a", "G4a", "Y5a", "B6a", "R7a", "G8a", "Y9a", "R10"]
    state = rig(2, hands={0: [*run10, "B9b"]}, level={0: 5}, stage="play")
    lay_downs = [a for a in ENGINE.legal_actions(state) if isinstance(a, LayDown)]
    assert len(lay_downs) == 1 and sum(map(len, lay_downs[0].groups)) == 10


def test_the_helpers_speak_for_the_seats_own_level():
    state = rig(2, hands={0: list(HAND), 1: ["B1a", "B3a"]}, level={1: 3}, stage="play")
    assert ENGINE.requirement(state, 0).name == "Set & Run" and ENGINE.requirement(state, 1).name == "Two Sets"
    grouping = ENGINE.solve(state, 0)
    assert grouping is not None and sorted(map(len, grouping)) == [3, 4]
    assert ENGINE.solve(state, 1) is None
    assert ENGINE.solve(state, 1, hand=["Y7a", "R7a", "G7a", "B2a", "Y2a", "R2a", "G2a"]) is not None
    assert ENGINE.explain(state, 0, grouping) is None
    assert ENGINE.explain(state, 0, (("Y7a", "R7a", "G7a"),)) == "Set & Run needs 2 groups, not 1"


def test_each_card_is_offered_as_one_discard_and_a_skip_once_per_target():
    state = rig(3, hands={0: ["GS", "Y7a", "Y7b"]}, stage="play")
    discards = [a for a in ENGINE.legal_actions(state) if isinstance(a, Discard)]
    assert discards == [Discard("GS", 1), Discard("GS", 2), Discard("Y7a"), Discard("Y7b")]


def test_a_seat_sees_every_public_fact_of_the_table():
    state = rig(3, hands={0: ["YX", *HAND[:9]]}, discard=["R1a", "GS"], level={2: 3}, grand=True)
    state.dealer, state.round_number, state.scores, state.skips_pending = 2, 4, [5, 0, 12], [0, 1, 0]
    state.sheet = [{"challenge": "mellow_yellow", "points": [5, 0, 12]}]
    play(state, Exchange("YX"), Draw("discard"))
    view = ENGINE.view(state, 2)
    assert view._asdict() == {
        "seat": 2, "players": 3, "stage": "exchange", "turn": 0, "dealer": 2, "grand": True,
        "challenge": "mellow_yellow", "challenge_index": 0, "challenges": tuple(ORDER), "round_number": 4,
        "hand": tuple(state.hands[2]), "hand_counts": (10, 10, 10), "draw_count": len(state.draw_pile),
        "discard_top": "R1a", "discard_count": 1, "exchange": "YX", "exchange_draws": 1, "fresh_skips": ("GS",),
        "opening_exchange": False, "level": (1, 1, 3), "laid": (False, False, False), "table": ((), (), ()),
        "skips_pending": (0, 1, 0), "in_play": (0, 1, 2), "scores": (5, 0, 12),
        "sheet": ({"challenge": "mellow_yellow", "points": [5, 0, 12]},), "tiebreak": None, "winners": ()}
    state.opening_exchange, state.winners = True, [2]
    assert ENGINE.view(state, 0).opening_exchange and ENGINE.view(state, 0).winners == (2,)
