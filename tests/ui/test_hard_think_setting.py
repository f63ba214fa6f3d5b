"""The hard AI's thinking time: a Settings row (0.25-2 s, 0.6 s by default), saved, and used by
every "AI - Hard" seat a table seats."""

from __future__ import annotations

import json

from game.ui.scenes.title import open_start_scenes
from game.ui.stage.input import InputEvent, Intent
from game.ui.store.settings import HARD_THINKS, Settings, SettingsStore
from game.ui.tables.base import TableScene


def press(app, *intents):
    for intent in intents:
        app.dispatch(InputEvent(intent))
        app.step(1 / 60)


def test_think_time_choices_and_a_bad_value_in_the_file(tmp_path):
    assert Settings().hard_think == 0.6
    assert min(HARD_THINKS) == 0.25 and max(HARD_THINKS) == 2.0 and 0.6 in HARD_THINKS
    (tmp_path / "settings.json").write_text(json.dumps({"hard_think": 7.5}))
    store = SettingsStore(tmp_path)
    assert store.load().hard_think == 0.6      # off the list: the file is set aside, the default used
    assert "hard_think is 7.5; it must be 0.25, 0.4, 0.6, 1, 1.5 or 2" in store.message
    assert len(list(tmp_path.glob("settings.json.damaged-*"))) == 1
    (tmp_path / "settings.json").write_text(json.dumps({"hard_think": 1.5}))
    assert SettingsStore(tmp_path).load().hard_think == 1.5


def test_settings_row_changes_and_saves_the_think_time(app):
    from game.ui.overlays.settings_scene import SettingsScene
    open_start_scenes(app)
    app.stack.push(SettingsScene(app))
    scene = app.stack.top
    labels = [getattr(widget, "label", "") for widget in scene.group.widgets]
    scene.group.focus = labels.index("Hard AI thinks")
    press(app, Intent.RIGHT)
    assert app.settings.hard_think == 1.0
    assert SettingsStore(app.store.folder).load().hard_think == 1.0
    done = scene.group.widgets[-1].rect
    assert all(not widget.rect.colliderect(done) for widget in scene.group.widgets[:-1])
    assert all(scene.box.contains(widget.rect) for widget in scene.group.widgets)


def test_hard_seats_think_as_long_as_the_setting_says(app):
    app.settings.hard_think = 1.5
    open_start_scenes(app)
    title = app.stack.top
    spec = next(t.spec for t in title.group.widgets
                if getattr(t, "spec", None) and t.spec.game_id == "final_touch")
    title.open_game(spec)
    setup = app.stack.top
    for seat in setup.seats:
        seat.kind = 3                        # AI - Hard
    setup.start()
    table = app.stack.top
    assert isinstance(table, TableScene)
    assert table.bots and all(bot.name == "hard" and bot.think == 1.5 for bot in table.bots.values())
