"""Event coverage of the Five Three Five, Final Touch and Final Nine tables: every kind the engine
documents (and so every kind it emits in seeded games, see tests/core) has a cue or is listed as
deliberately quiet, the table cues nothing the engine never sends, and an unknown kind is refused."""

from __future__ import annotations

import pytest

from game.core.engine import Event
from game.games.final_nine.engine import EVENT_KINDS as FINAL_NINE
from game.games.final_touch.rules import EVENT_KINDS as FINAL_TOUCH
from game.games.five_three_five.rules import EVENT_KINDS as FIVE_THREE_FIVE
from game.ui.tables.common.player import UnhandledEvent
from game.ui.tables.final_nine import FinalNineTable
from game.ui.tables.final_touch import FinalTouchTable
from game.ui.tables.five_three_five import FiveThreeFiveTable
from tests.ui.drive import open_table

TABLES = [(FiveThreeFiveTable, "five_three_five", FIVE_THREE_FIVE), (FinalTouchTable, "final_touch", FINAL_TOUCH),
          (FinalNineTable, "final_nine", FINAL_NINE)]
IDS = [game_id for _, game_id, _ in TABLES]


@pytest.mark.parametrize(("table_class", "game_id", "kinds"), TABLES, ids=IDS)
def test_every_documented_kind_is_played_and_nothing_else_is_cued(app, table_class, game_id, kinds):
    table = open_table(app, table_class, game_id)
    player = table.moves.player
    assert player.unhandled(kinds) == []
    assert set(player.cues) | player.ignored <= kinds
    assert len(player.cues) >= len(kinds) - 3          # quiet kinds are the exception


@pytest.mark.parametrize(("table_class", "game_id", "kinds"), TABLES, ids=IDS)
def test_an_unknown_kind_is_refused(app, table_class, game_id, kinds):
    table = open_table(app, table_class, game_id)
    with pytest.raises(UnhandledEvent, match="'dael'"):
        table.on_events([Event("dael", 0)])
