"""What the table and the end screen read from the engine: a seat's view (and its JSON form),
the spectator's view, who has won so far, the points the end screen shows, the options a new
engine honours, and why a selection of cards cannot pass.

Each test builds its own engine in the test body, so the engine's constructor runs inside it.
"""

from __future__ import annotations

import json

from game.core.engine import GameConfig
from game.games.five_three_five.melds import Add, Lead, Pass

from .helpers import rules, table


def test_runs_bridge_the_missing_6_and_10_only_when_the_option_is_on():
    engine = rules()
    plain = table(engine, 3, [[5, 7, 9, 11], [2], [2]])
    bridged = table(engine, 3, [[5, 7, 9, 11], [2], [2]], bridge_gaps=True)
    assert "not a meld" in engine.why_illegal(plain, Lead((5, 7)))
    assert engine.why_illegal(bridged, Lead((5, 7))) is None
    assert engine.why_illegal(bridged, Lead((9, 11))) is None
    assert Lead((5, 7)) in engine.legal_actions(bridged)
    assert Lead((5, 7)) not in engine.legal_actions(plain)
    _, events = engine.apply(bridged, Lead((5, 7)))
    assert events[0].data["meld_type"] == "run"


def test_nobody_has_a_share_of_victory_while_the_game_runs():
    engine = rules()
    state = engine.new_game(GameConfig(4), seed=2)
    assert engine.results(state) == [0.0, 0.0, 0.0, 0.0]
    engine.apply(state, engine.legal_actions(state)[0])
    assert engine.results(state) == [0.0, 0.0, 0.0, 0.0]


def test_the_end_screen_shows_each_seats_final_points():
    engine = rules()
    state = table(engine, 3, [[2], [9, 14], [5, 5]], scores=[4, 7, 1], current=0)
    assert engine.sim_stats(state) == {"points": [4, 7, 1]}
    engine.apply(state, Lead((2,)))                         # seat 0 goes out
    assert engine.is_over(state) is False                   # nobody has 20 yet
    assert engine.sim_stats(state) == {"points": list(state.scores)}
    assert engine.sim_stats(state)["points"][1] == 7 + sum(
        engine.points_of[card] for card in (9, 14))


def test_the_leader_of_a_trick_is_told_they_cannot_pass():
    engine = rules()
    state = table(engine, 3, [[3, 3, 9], [5], [5]])
    allowed = engine.selection_actions(state, (3, 3))
    assert allowed["lead"] is None
    assert allowed["pass"] == "you lead this trick, so you must play cards"
    state = table(engine, 3, [[2], [9, 9, 3], [5]], meld=[[7, 7]], current=1, last_player=0)
    assert engine.selection_actions(state, (9, 9))["pass"] is None


def test_a_seat_sees_what_kind_of_meld_is_on_the_table():
    engine = rules()
    state = table(engine, 3, [[4, 4, 8, 15], [7, 9, 4, 12], [5, 13]])
    assert engine.view(state, 1).meld_kind == ""
    engine.apply(state, Lead((4, 4)))
    assert engine.view(state, 1).meld_kind == "set"
    assert engine.view(state, 2).meld_kind == "set"
    engine.apply(state, Pass())
    engine.apply(state, Pass())
    engine.apply(state, Lead((8,)))                        # seat 0 cleared it and leads again
    assert engine.view(state, 1).meld_kind == "single"
    engine.apply(state, Add((7, 9)))
    assert engine.view(state, 0).meld_kind == "run"


def test_the_spectator_sees_counts_the_top_layer_and_how_many_cards_lie_beneath():
    engine = rules()
    state = table(engine, 2, [[1, 2, 2], [9, 14]], meld=[[3], [4, 5, 7, 8], [11, 12]],
                  current=1, last_player=0, passes=0, scores=[6, 3],
                  reserves=[[1, 1], [15]], bridge_gaps=True)
    state.scored = [[0] * 16 for _ in range(2)]
    state.scored[1][13] = 2
    state.round_no, state.half = 1, 1
    assert engine.public_view(state) == {
        "round": 1, "half": 1, "current": 1,
        "hand_counts": [3, 2], "reserve_counts": [2, 1], "scored_cards": [0, 2],
        "meld": [11, 12], "meld_kind": "run", "buried": 5,
        "passes": 0, "last_player": 0, "scores": [6, 3], "over": False, "winners": []}
    engine.apply(state, Pass())                            # seat 1 passes: seat 0 clears
    shown = engine.public_view(state)
    assert shown["meld"] == [] and shown["buried"] == 0 and shown["current"] == 0


def test_the_spectator_sees_the_winner_when_the_game_ends():
    engine = rules()
    state = table(engine, 3, [[2], [9, 14], [5, 5]], scores=[4, 19, 1], current=0)
    engine.apply(state, Lead((2,)))
    shown = engine.public_view(state)
    assert shown["over"] is True and shown["winners"] == [0]
    assert shown["scores"] == list(state.scores)


def test_a_seats_view_in_json_holds_its_own_hand_and_nothing_hidden():
    engine = rules()
    state = table(engine, 3, [[1, 4, 4], [9, 14], [5, 7]], meld=[[2], [3]], current=1,
                  last_player=0)
    data = engine.view(state, 0).to_json()
    assert json.loads(json.dumps(data)) == data
    assert data["hand"] == [1, 4, 4] and data["hand_counts"] == [3, 2, 2]
    assert data["layers"] == [[2], [3]] and data["meld_kind"] == "single"
    assert data["seat"] == 0 and data["current"] == 1
    # Another seat's cards are hidden: swapping them for others changes nothing seat 0 sees.
    other = table(engine, 3, [[1, 4, 4], [5, 7], [9, 14]], meld=[[2], [3]], current=1,
                  last_player=0)
    assert engine.view(other, 0).to_json() == data


def test_with_more_than_two_players_nobody_has_a_second_hand_set_aside():
    engine = rules()
    state = engine.new_game(GameConfig(3), seed=4)
    assert engine.view(state, 0).reserve_counts == (0, 0, 0)
    state = engine.new_game(GameConfig(2), seed=4)
    assert engine.view(state, 0).reserve_counts == (12, 12)


def test_only_a_two_player_game_keeps_scored_cards_beside_the_points():
    engine = rules()
    state = engine.new_game(GameConfig(3), seed=4)
    assert engine.public_view(state)["scored_cards"] == []
    assert engine.state_to_json(state)["scored"] == []
    state = engine.new_game(GameConfig(2), seed=4)
    assert engine.public_view(state)["scored_cards"] == [0, 0]
