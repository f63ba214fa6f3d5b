"""How Final Nine moves read (the plain table's button labels and the logs) and how they travel
as JSON (saves, replays): every kind of move, read back equal."""

from __future__ import annotations

import json

from game.games.final_nine.actions import (
    AcceptTrade,
    ApplyDrawn,
    BattleCard,
    ChooseThrow,
    DeclineTrade,
    NoBattleCard,
    OfferTrade,
    PassThrow,
    PlayLuck,
    PlaySkill,
    Redraw,
    Refill,
    SwapDisc,
    Throw,
    action_to_json,
)
from tests.final_nine.helpers import rules

EVERY_MOVE = {
    Redraw(40, False): "Redraw(40, action stack)",
    Redraw(3, True): "Redraw(3, disc stack)",
    OfferTrade(13, 2): "OfferTrade(13 to seat 2)",
    AcceptTrade(24): "AcceptTrade(24)",
    DeclineTrade(): "DeclineTrade",
    SwapDisc(14): "SwapDisc(14)",
    PassThrow(): "PassThrow",
    ChooseThrow(13, "W"): "ChooseThrow(13, W)",
    PlaySkill(41): "PlaySkill(41)",
    Throw(): "Throw",
    BattleCard(70): "BattleCard(70)",
    NoBattleCard(): "NoBattleCard",
    ApplyDrawn(): "ApplyDrawn",
    PlayLuck(55): "PlayLuck(55)",
    PlayLuck(59, 70): "PlayLuck(59 on 70)",
    Refill(3): "Refill(3 discs)",
}


def test_every_move_reads_as_the_plain_table_labels_it():
    assert {action: str(action) for action in EVERY_MOVE} == EVERY_MOVE


def test_every_move_travels_as_json_and_comes_back_equal():
    engine = rules()
    for action in EVERY_MOVE:
        data = json.loads(json.dumps(action_to_json(action)))
        assert data["type"] == type(action).__name__
        assert engine.action_from_json(data) == action
    assert action_to_json(PlayLuck(55)) == {"type": "PlayLuck", "card": 55, "target": -1}
    assert action_to_json(ChooseThrow(13, "W")) == {"type": "ChooseThrow", "disc": 13, "direction": "W"}

