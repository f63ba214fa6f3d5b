"""Idle cost: an unchanged frame is not drawn again (the real-time loop compares frame keys)."""

from __future__ import annotations

import itertools

from game.ui.scenes.title import TitleScene
from game.ui.stage.input import InputEvent, Intent
from game.ui.tables.five_three_five import FiveThreeFiveTable
from tests.ui.drive import open_table, run_until


def keys_over(app, seconds):
    keys = []
    for _ in range(int(seconds * 60)):
        app.step(1 / 60)
        keys.append(app.frame_key())
    return keys


def test_the_idle_title_redraws_a_few_times_a_second_not_sixty(app):
    app.stack.push(TitleScene(app))
    keys = keys_over(app, 3.0)[30:]                # after the fade-in
    assert None not in keys
    changes = sum(1 for a, b in itertools.pairwise(keys) if a != b)
    assert 0 < changes <= 3 * 12                   # the glow still pulses, in steps
    before = app.frame_key()
    app.dispatch(InputEvent(Intent.RIGHT))
    assert app.frame_key() != before               # input that changes the picture redraws


def test_a_table_waiting_for_the_human_is_not_redrawn(app):
    table = open_table(app, FiveThreeFiveTable, "five_three_five")
    assert run_until(app, lambda: table.human_to_act() and not table.animating())
    keys = keys_over(app, 1.0)[20:]
    assert keys[0] is not None and len(set(keys)) == 1
