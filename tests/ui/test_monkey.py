"""Random input on every table (keys, pad intents, mouse anywhere): nothing may crash.

This found a real crash once (a flight preview for an illegal choice in Final Nine).
The seeds are fixed so a failure replays exactly.
"""

from __future__ import annotations

import random

import pytest

from game.ui.stage.input import InputEvent, Intent
from game.ui.tables import table_classes
from tests.ui.drive import open_table

INTENTS = [Intent.UP, Intent.DOWN, Intent.LEFT, Intent.RIGHT, Intent.CONFIRM, Intent.CONFIRM,
           Intent.CONFIRM, Intent.ACTION_X, Intent.ACTION_Y, Intent.PAGE_NEXT, Intent.PAGE_PREV]
TABLES = sorted(table_classes().items())


@pytest.mark.parametrize(("game_id", "table_class"), TABLES, ids=[game_id for game_id, _ in TABLES])
def test_random_input_never_crashes_a_table(app, game_id, table_class):
    rng = random.Random(game_id)
    table = open_table(app, table_class, game_id, players=3, humans=1, seed=4, animation_speed=3.0)
    for frame in range(1200):
        roll = rng.random()
        if roll < 0.3:
            app.dispatch(InputEvent(rng.choice(INTENTS)))
        elif roll < 0.4:
            pos = (rng.randrange(1920), rng.randrange(1080))
            app.dispatch(InputEvent(Intent.POINT, pos, "mouse"))
            app.dispatch(InputEvent(Intent.CLICK, pos, "mouse"))
        app.step(1 / 60)
        if frame % 4 == 0:
            app.render()
    assert table.actions_taken > 0


def test_the_monkey_plays_every_game_of_the_registry():
    from game.games.registry import all_specs
    assert sorted(spec.game_id for spec in all_specs()) == [game_id for game_id, _ in TABLES]
