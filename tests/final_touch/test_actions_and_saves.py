"""How Final Touch moves read and travel (the names the plain table prints on its buttons, the
JSON a log or replay holds), and a save that comes back whole: every zone, each Masterpiece
scored, the three-player contest and the winners.
"""

from __future__ import annotations

import json
import random

from game.games.final_touch.actions import Improve, Pass, Smear, action_to_json
from game.games.final_touch.state import COMPLETED, RUINED, Scored, state_from_json, state_to_json

from .support import build, config, make_rules


def test_moves_read_as_their_colours_and_an_improvement_in_any_order_is_one_move():
    assert Improve(("yellow", "brown", "blue")).cards == ("blue", "brown", "yellow")
    assert Improve(("yellow", "brown")) == Improve(("brown", "yellow"))
    assert str(Improve(("red", "blue", "red"))) == "Improve(blue red red)"
    assert str(Smear("green")) == "Smear(green)"
    assert str(Pass()) == "Pass()"


def test_each_move_is_written_to_json_and_read_back_as_the_same_move():
    rules = make_rules()
    for action, data in [(Improve(("red", "blue")), {"type": "improve", "cards": ["blue", "red"]}),
                         (Smear("brown"), {"type": "smear", "colour": "brown"}),
                         (Pass(), {"type": "pass"})]:
        assert action_to_json(action) == data
        assert rules.action_to_json(action) == data
        assert rules.action_from_json(json.loads(json.dumps(data))) == action


def _finished_three_player_contest():
    """A three-player game played out at random (seed 30) that ends in the final contest."""
    rules = make_rules()
    state = rules.new_game(config(3), 30)
    rng = random.Random(30)
    while not rules.is_over(state):
        rules.apply(state, rng.choice(rules.legal_actions(state)))
    return rules, state


def test_a_finished_contest_is_saved_and_restored_whole():
    rules, state = _finished_three_player_contest()
    assert state.contest == (0, 1) and state.winners == (1,)
    data = json.loads(json.dumps(rules.state_to_json(state)))
    assert data["contest"] == [0, 1] and data["winners"] == [1]
    assert data["end_reason"] == state.end_reason != ""
    assert data["actions_taken"] == state.actions_taken > 0
    assert data["scored"] == [[s.masterpiece, s.kind, s.by_seat, s.value, list(s.recipients)]
                              for s in state.scored]
    back = rules.state_from_json(data)
    for name in ("players", "draw", "discard", "hands", "improved", "smears", "pile", "current",
                 "turn", "money", "scored", "contest", "winners", "end_reason", "actions_taken"):
        assert getattr(back, name) == getattr(state, name), name
    assert back.rng.getstate() == state.rng.getstate()
    assert rules.results(back) == rules.results(state)
    assert state_to_json(state_from_json(data)) == data


def test_a_game_in_progress_is_saved_with_no_contest_and_no_winners_yet():
    rules = make_rules()
    state = build(rules, 2, [["yellow", "green"], ["red", "red"]], "pear_who_knew")
    data = json.loads(json.dumps(state_to_json(state)))
    assert data["contest"] is None and data["winners"] is None
    back = state_from_json(data)
    assert back.contest is None and back.winners is None
    assert back.hands == state.hands and back.draw == state.draw and back.pile == state.pile
    # The restored lists are the save's own copies: playing on never edits the save.
    back.hands[0][0] += 1
    back.draw.append(0)
    assert state_from_json(data).hands == state.hands


def test_a_scored_masterpiece_keeps_who_did_it_and_who_was_paid():
    for scored in (Scored(3, COMPLETED, 1, 7, (1, 3)), Scored(0, RUINED, 2, 4, (0,))):
        data = json.loads(json.dumps(scored.to_json()))
        assert data == [scored.masterpiece, scored.kind, scored.by_seat, scored.value,
                        list(scored.recipients)]
        assert Scored.from_json(data) == scored
        assert isinstance(Scored.from_json(data).recipients, tuple)
