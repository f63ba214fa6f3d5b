"""A saved game is never lost without a word: Resume is the default, replacing asks first and
keeps the old save as a backup; names typed or saved cannot break the screen."""

from __future__ import annotations

import json

import pygame

from game.games.registry import spec_for
from game.ui.overlays.dialogs import ConfirmScene
from game.ui.scenes.setup import NameField, SetupScene
from game.ui.scenes.title import TitleScene
from game.ui.stage.input import InputEvent, Intent
from game.ui.tables.base import TableScene


def open_setup(app, game_id="phase10"):
    app.stack.push(TitleScene(app))
    setup = SetupScene(app, spec_for(game_id))
    app.stack.push(setup)
    return setup


def play_and_leave(app, game_id="phase10", moves=4):
    """A game in progress, saved, then the player walks back to its setup screen."""
    setup = open_setup(app, game_id)
    setup.start()
    table = app.stack.top
    table.threaded = False
    table.advance(moves)
    app.stack.pop()
    setup.resume()
    return setup, table


def press(app, *intents):
    for intent in intents:
        app.dispatch(InputEvent(intent))
        app.step(1 / 60)


def test_with_a_save_present_the_focus_starts_on_resume(app):
    play_and_leave(app)
    fresh = open_setup(app)
    assert fresh.group.focused.label == "Resume saved game"


def test_without_a_save_the_focus_starts_on_start_game(app):
    setup = open_setup(app)
    assert setup.group.focused.label == "Start game"


def test_enter_on_a_setup_screen_with_a_save_resumes_it(app):
    _setup, table = play_and_leave(app)
    expected = table.rules.state_to_json(table.state)
    open_setup(app)
    press(app, Intent.CONFIRM)
    resumed = app.stack.top
    assert isinstance(resumed, TableScene)
    assert resumed.rules.state_to_json(resumed.state) == expected


def test_starting_a_new_game_over_a_save_asks_first_and_no_keeps_it(app):
    setup, _table = play_and_leave(app)
    before = app.saves.path("phase10").read_bytes()
    setup.group.set_focus(next(w for w in setup.group.widgets if getattr(w, "label", "") == "Start game"))
    press(app, Intent.CONFIRM)
    dialog = app.stack.top
    assert isinstance(dialog, ConfirmScene)
    assert dialog.body.startswith("Replace the saved game of Phase 10 from today at ")
    assert "phase10.previous.json" in dialog.body
    press(app, Intent.CONFIRM)             # the default answer is "Keep it"
    assert app.stack.top is setup
    assert app.saves.path("phase10").read_bytes() == before
    assert setup.group.focused.label == "Resume saved game"


def test_replacing_a_save_keeps_it_as_a_backup(app):
    setup, _table = play_and_leave(app)
    before = app.saves.path("phase10").read_bytes()
    setup.ask_start()
    app.stack.top.buttons.focus = 1        # "New game"
    press(app, Intent.CONFIRM)
    table = app.stack.top
    assert isinstance(table, TableScene)
    assert app.saves.backup_path("phase10").read_bytes() == before
    table.threaded = False
    table.advance(1)
    assert app.saves.path("phase10").read_bytes() != before


def test_resuming_and_leaving_without_a_move_leaves_the_save_byte_for_byte(app):
    play_and_leave(app)
    before = app.saves.path("phase10").read_bytes()
    fresh = open_setup(app)
    fresh.resume_saved()
    assert isinstance(app.stack.top, TableScene)
    app.quit()                             # the window closes: scenes save their progress
    assert app.saves.path("phase10").read_bytes() == before


def test_a_zero_width_name_typed_on_the_setup_screen_does_not_crash_it(app):
    setup = open_setup(app)
    field = next(w for w in setup.group.widgets if isinstance(w, NameField))
    setup.group.set_focus(field)
    press(app, Intent.CONFIRM)             # start typing
    for _ in range(len(field.seat.name)):
        setup.handle(InputEvent(Intent.ERASE))
    setup.handle(InputEvent(Intent.TEXT, text="\u200b\u200b\ufeff"))
    setup.draw(pygame.Surface((1920, 1080)))
    press(app, Intent.CONFIRM)             # stop typing
    assert field.seat.name == "Player"
    setup.draw(pygame.Surface((1920, 1080)))


def test_a_typed_name_keeps_accents_and_stays_short(app):
    setup = open_setup(app)
    field = next(w for w in setup.group.widgets if isinstance(w, NameField))
    setup.group.set_focus(field)
    press(app, Intent.CONFIRM)
    setup.handle(InputEvent(Intent.TEXT, text="e\u0301 and a very long tail"))
    press(app, Intent.CONFIRM)
    assert field.seat.name.startswith("Anae\u0301") and len(field.seat.name) <= 12


def test_a_save_with_a_huge_name_is_set_aside_with_a_message(app):
    play_and_leave(app)
    path = app.saves.path("phase10")
    data = json.loads(path.read_text(encoding="utf-8"))
    data["seats"][0]["name"] = "A" * 100_000
    path.write_text(json.dumps(data), encoding="utf-8")
    raw = path.read_bytes()
    fresh = open_setup(app)
    fresh.resume_saved()
    assert "100,000 characters" in app.stack.top.body
    kept = list(path.parent.glob("phase10.json.damaged-*"))
    assert len(kept) == 1 and kept[0].read_bytes() == raw


def test_a_resumed_save_that_breaks_the_table_is_set_aside_not_rewritten(app):
    play_and_leave(app)
    path = app.saves.path("phase10")
    raw = path.read_bytes()
    fresh = open_setup(app)
    fresh.resume_saved()
    table = app.stack.top
    assert isinstance(table, TableScene)

    def broken(surface):
        raise RuntimeError("the table cannot draw this")
    table.draw = broken
    shown = []
    original_push = app.stack.push
    app.stack.push = lambda scene: (shown.append(getattr(scene, "body", "")), original_push(scene))
    assert app.run(frames=2) == 0
    assert "could not be restored" in shown[-1] and "damaged" in shown[-1]
    assert not path.exists()
    kept = list(path.parent.glob("phase10.json.damaged-*"))
    assert len(kept) == 1 and kept[0].read_bytes() == raw
