"""Keys never land on an unlit button, and red is kept for a refused move (issue 15, point 7).

Up from the hand used to enter the bar on a disabled button and print its reason in red; the
lay-down dialog printed "A set of 3 needs 3 cards; only 0 given" in red before anything was
refused. Guidance is neutral now; red (the toast, the dialog after a refused lay-down) follows
only a press the engine refused.
"""

from __future__ import annotations

import pygame

from game.ui.draw import theme
from game.ui.stage.input import InputEvent, Intent
from game.ui.tables.common.action_bar import ActionBar, ButtonSpec, Offer, RowLayout
from game.ui.tables.rummy.lay_down import SOFT_RED
from tests.ui.drive import press
from tests.ui.test_five_three_five_table import make_table as five_table
from tests.ui.test_five_three_five_table import settle_on_human
from tests.ui.test_phase10_table import make_table as phase10_table
from tests.ui.test_phase10_table import phase_one_hand, until_stage

REDS = {theme.BAD, SOFT_RED}
SPECS = [ButtonSpec(key, key.title()) for key in ("one", "two", "three", "four")]


def _bar(lit: set[str]) -> ActionBar:
    bar = ActionBar(RowLayout(y=700, width=200, gap=20))
    bar.offer([Offer(spec, spec.key) for spec in SPECS], sorted(lit), lambda action: f"{action} is not allowed")
    return bar


def test_the_bar_keys_skip_unlit_buttons():
    pygame.init()
    bar = _bar({"one", "four"})
    bar.focus = 0
    bar.handle(InputEvent(Intent.RIGHT))
    assert bar.focused.label == "Four"
    bar.handle(InputEvent(Intent.LEFT))
    assert bar.focused.label == "One"
    bar.handle(InputEvent(Intent.LEFT))              # wraps round, still only onto lit buttons
    assert bar.focused.lit


def test_the_bar_is_entered_only_on_a_lit_button():
    pygame.init()
    assert not _bar(set()).enter()
    bar = _bar({"three"})
    bar.focus = 0
    assert bar.enter() and bar.focused.label == "Three"
    bar.focus = 3
    bar.offer([Offer(spec, spec.key) for spec in SPECS], ["two"], lambda action: "no")   # rebuilt after a change
    assert bar.focused.label == "Two"


def _up_lands_on_a_lit_button_or_stays(app, table) -> None:
    press(app, Intent.UP)
    if table.zone == "actions":
        assert table.bar.focused is not None and table.bar.focused.lit, table.bar.focused
    else:
        assert table.zone == "hand" and not any(b.lit for b in table.bar.buttons)
    status = table.controls.status() if hasattr(table, "controls") else table.status()
    assert status[1] not in REDS, status


def test_five_three_five_up_from_the_hand_after_plays(app):
    table = five_table(app, seed=7)
    for _ in range(6):                               # several turns: after each play, Up again
        settle_on_human(app, table)
        table.hand.clear_selection()
        table.refresh_choices()
        table.bar.focus = 0                          # where the last press left it (Lead)
        _up_lands_on_a_lit_button_or_stays(app, table)
        press(app, Intent.DOWN)
        table.advance(1)


def test_phase10_up_from_the_hand_with_nothing_chosen(app):
    table = phase10_table(app)
    until_stage(app, table, "play")
    table.hand.clear_selection()
    table.selection_changed()
    for index in range(len(table.bar.buttons)):
        table.zone, table.bar.focus = "hand", index
        _up_lands_on_a_lit_button_or_stays(app, table)
        press(app, Intent.DOWN)


def test_lay_down_guidance_is_neutral_until_a_lay_down_is_refused(app):
    table = phase10_table(app)
    until_stage(app, table, "play")
    fives, _nines = phase_one_hand(app, table)
    press(app, Intent.ACTION_X)
    dialog = app.stack.top
    dialog.selected = set(fives)
    dialog.put(0)                                    # group 2 still empty: "... only 0 given"
    assert "only 0 given" in dialog.message
    assert dialog.colour not in REDS
    dialog.lay_down()                                # now the engine refuses: that is red
    assert dialog.colour in REDS
