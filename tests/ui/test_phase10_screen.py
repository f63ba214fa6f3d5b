"""The Phase 10 table's screen: the prompt for a selection, and the still table kept as a
picture under an overlay until something changes."""

from __future__ import annotations

from game.ui.stage.input import Intent
from game.ui.tables.phase10.choose import PhaseChoiceScene
from tests.ui.drive import press, run_until
from tests.ui.test_phase10_table import make_table, until_stage


def test_an_overlay_reuses_the_still_table_beneath_until_something_changes(app):
    table = make_table(app)
    assert run_until(app, lambda: isinstance(app.stack.top, PhaseChoiceScene))
    run_until(app, lambda: table.picture_key() is not None, steps=200)
    key = table.picture_key()
    assert key is not None and table.picture_key() == key       # nothing moves: the picture is kept
    press(app, Intent.CONFIRM)                                  # a phase is chosen: the table moves on
    assert table.picture_key() != key


def test_the_prompt_says_what_a_selected_card_may_do(app):
    table = make_table(app)
    until_stage(app, table, "play")
    sprite = table.hand.sprites[0]
    sprite.selected = True
    table.selection_changed()
    label = table.rules.content.label(sprite.tag)
    message, _ = table.controls.status()
    assert message == f"{label[:1].upper() + label[1:]}: discard it or save it"
    table.hand.sprites[1].selected = True
    table.selection_changed()
    assert table.controls.status()[0] == "Select one card to hit, discard or save"
