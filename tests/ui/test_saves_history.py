"""A save carries the game's action log: a resumed game keeps its past; a log that does not
replay to the saved state is dropped and the game itself still resumes."""

from __future__ import annotations

import json

from game.ui.tables.base import TableScene
from tests.ui.test_saves import start_game


def test_a_resumed_game_keeps_every_action_since_the_deal(app):
    setup, table = start_game(app)
    table.advance(6)
    played = [entry.action for entry in table.history.entries]
    assert len(played) == 6
    app.stack.pop()
    setup.resume_saved()
    resumed = app.stack.top
    assert isinstance(resumed, TableScene) and resumed is not table
    assert [entry.action for entry in resumed.history.entries] == played
    rebuilt = resumed.history.state_at(resumed.rules)
    assert resumed.rules.state_to_json(rebuilt) == resumed.rules.state_to_json(resumed.state)


def test_a_log_that_does_not_replay_costs_only_the_log(app):
    setup, table = start_game(app)
    table.advance(6)
    expected = table.rules.state_to_json(table.state)
    app.stack.pop()
    path = app.saves.path("five_three_five")
    data = json.loads(path.read_text(encoding="utf-8"))
    data["history"]["actions"] = data["history"]["actions"][:-1]     # one action missing
    path.write_text(json.dumps(data), encoding="utf-8")
    setup.resume_saved()
    resumed = app.stack.top
    assert isinstance(resumed, TableScene)
    assert resumed.rules.state_to_json(resumed.state) == expected
    assert resumed.history is None
