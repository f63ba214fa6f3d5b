"""The rummy actions Phase 10 and Finale share: how each reads (a plain table's button shows it),
its JSON form in saves and logs, and that both games read that JSON back to the same move."""

from __future__ import annotations

import json

import pytest

from game.core.engine import IllegalAction
from game.core.rummy import rummy_actions
from game.core.rummy.rummy_actions import Discard, Draw, Hit, LayDown
from game.games.finale import actions as finale_actions
from game.games.finale import restore as finale_restore
from game.games.phase10 import actions as phase10_actions
from game.games.phase10 import restore as phase10_restore

SHARED = [
    (Draw("draw"), "Draw(draw)", {"type": "draw", "source": "draw"}),
    (Draw("discard"), "Draw(discard)", {"type": "draw", "source": "discard"}),
    (LayDown((("R7a", "Y7a", "W1"), ("B2a", "B3a", "B4a", "B5a"))), "LayDown(R7a Y7a W1 | B2a B3a B4a B5a)",
     {"type": "lay_down", "groups": [["R7a", "Y7a", "W1"], ["B2a", "B3a", "B4a", "B5a"]]}),
    (Hit("G9a", 1, 0, "high"), "Hit(G9a -> 1:0 high)",
     {"type": "hit", "card": "G9a", "seat": 1, "group": 0, "end": "high"}),
    (Hit("R7b", 0, 2), "Hit(R7b -> 0:2)", {"type": "hit", "card": "R7b", "seat": 0, "group": 2, "end": ""}),
    (Discard("Y3a"), "Discard(Y3a)", {"type": "discard", "card": "Y3a", "skip_target": None}),
    (Discard("S1", 2), "Discard(S1, skip 2)", {"type": "discard", "card": "S1", "skip_target": 2}),
    (Discard("S1", 0), "Discard(S1, skip 0)", {"type": "discard", "card": "S1", "skip_target": 0}),
]
GAMES = [("Phase 10", phase10_actions, phase10_restore), ("Finale", finale_actions, finale_restore)]


@pytest.mark.parametrize(("action", "reads", "data"), SHARED, ids=[r for _, r, _ in SHARED])
def test_a_shared_action_reads_and_saves_the_same_in_both_games(action, reads, data):
    assert str(action) == reads
    assert rummy_actions.to_json(action) == data
    for _name, actions, restore in GAMES:
        assert actions.action_to_json(action) == data
        assert restore.action_from_json(json.loads(json.dumps(data))) == action


def test_a_hit_or_discard_saved_without_its_optional_field_reads_back_with_the_default():
    for _name, _actions, restore in GAMES:
        assert restore.action_from_json({"type": "hit", "card": "R1a", "seat": 0, "group": 1}) == Hit("R1a", 0, 1, "")
        assert restore.action_from_json({"type": "discard", "card": "R1a"}) == Discard("R1a", None)


def test_each_game_saves_its_own_actions_and_refuses_the_other_games():
    exchange = finale_actions.Exchange("BX")
    assert str(exchange) == "Exchange(BX)"
    assert finale_actions.action_to_json(exchange) == {"type": "exchange", "card": "BX"}
    assert finale_restore.action_from_json({"type": "exchange", "card": "BX"}) == exchange
    own = {phase10_actions.ChoosePhase(4): ("ChoosePhase(4)", {"type": "choose_phase", "phase": 4}),
           phase10_actions.DrawSaved("R2a"): ("DrawSaved(R2a)", {"type": "draw_saved", "card": "R2a"}),
           phase10_actions.Save("R2a"): ("Save(R2a)", {"type": "save", "card": "R2a"})}
    for action, (reads, data) in own.items():
        assert str(action) == reads
        assert phase10_actions.action_to_json(action) == data
        assert phase10_restore.action_from_json(data) == action
        with pytest.raises(TypeError, match="not a Finale action"):
            finale_actions.action_to_json(action)
        with pytest.raises(IllegalAction, match=f"'{data['type']}' is not a Finale action"):
            finale_restore.action_from_json(data)
    with pytest.raises(TypeError, match="not a Phase 10 action"):
        phase10_actions.action_to_json(exchange)
    with pytest.raises(IllegalAction, match="'exchange' is not a Phase 10 action"):
        phase10_restore.action_from_json({"type": "exchange", "card": "BX"})


def test_only_the_four_shared_kinds_are_read_or_written_by_the_shared_module():
    assert rummy_actions.to_json(finale_actions.Exchange("BX")) is None
    assert rummy_actions.from_fields("exchange", {"card": "BX"}) is None
    assert set(rummy_actions.ACTION_SHAPES) == {"draw", "lay_down", "hit", "discard"}
    assert rummy_actions.SOURCES == ("draw", "discard")
