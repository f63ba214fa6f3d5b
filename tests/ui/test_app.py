"""The real app, headless: title screen, navigation by every device, setup, a game, quitting."""

from __future__ import annotations

import subprocess
import sys

import pygame

from game.ui.overlays.dialogs import ConfirmScene, PauseScene
from game.ui.scenes.setup import SetupScene
from game.ui.scenes.title import TitleScene, open_start_scenes
from game.ui.stage.input import InputEvent, Intent
from game.ui.tables.base import TableScene


def press(app, *intents):
    for intent in intents:
        app.dispatch(InputEvent(intent))
        app.step(1 / 60)


def test_main_runs_frames_and_exits_zero(tmp_path):
    env = {"SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "FINAL_TABLE_HOME": str(tmp_path),
           "PATH": "/usr/bin:/bin"}
    done = subprocess.run([sys.executable, "main.py", "--frames", "20", "--windowed"], env=env, check=False,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr


def test_title_lists_all_five_games(app):
    open_start_scenes(app)
    title = app.stack.top
    assert isinstance(title, TitleScene)
    names = [tile.spec.game_id for tile in title.group.widgets if hasattr(tile, "spec")]
    assert names == ["finale", "five_three_five", "final_touch", "final_nine", "phase10"]


def test_keyboard_opens_a_game_setup(app):
    open_start_scenes(app)
    title = app.stack.top
    title.group.focus = 1   # Five Three Five
    press(app, Intent.CONFIRM)
    assert isinstance(app.stack.top, SetupScene)
    press(app, Intent.BACK)
    assert app.stack.top is title


def test_finale_tile_opens_its_setup_screen(app):
    open_start_scenes(app)
    title = app.stack.top
    title.group.focus = 0   # Finale, first in title order, is playable now
    press(app, Intent.CONFIRM)
    assert isinstance(app.stack.top, SetupScene)
    assert app.stack.top.spec.game_id == "finale"


def test_mouse_hover_focuses_and_click_activates(app):
    open_start_scenes(app)
    title = app.stack.top
    settings_button = next(w for w in title.group.widgets if getattr(w, "label", "") == "Settings")
    app.dispatch(InputEvent(Intent.POINT, settings_button.rect.center, "mouse"))
    assert title.group.focused is settings_button
    app.dispatch(InputEvent(Intent.CLICK, settings_button.rect.center, "mouse"))
    assert type(app.stack.top).__name__ == "SettingsScene"


def test_posted_controller_events_reach_the_scene(app):
    open_start_scenes(app)
    title = app.stack.top
    title.group.focus = 1
    pygame.event.post(pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, button=pygame.CONTROLLER_BUTTON_DPAD_RIGHT,
                                         instance_id=0))
    app.step(1 / 60)
    assert title.group.focus == 2


def test_settings_change_is_saved(app):
    from game.ui.overlays.settings_scene import SettingsScene
    from game.ui.store.settings import SettingsStore
    open_start_scenes(app)
    app.stack.push(SettingsScene(app))
    app.stack.top.group.focus = 4      # colour-blind symbols (after Sound)
    press(app, Intent.RIGHT)
    assert app.settings.colour_blind and app.cards.colour_blind
    assert SettingsStore(app.store.folder).load().colour_blind


def test_all_ai_game_plays_to_the_end_and_quitting_asks_first(app):
    open_start_scenes(app)
    title = app.stack.top
    title.open_game(next(t.spec for t in title.group.widgets if getattr(t, "spec", None) and t.spec.playable))
    setup = app.stack.top
    for seat in setup.seats:
        seat.kind = 1
    setup.start()
    table = app.stack.top
    assert isinstance(table, TableScene)
    table.threaded = False
    press(app, Intent.MENU)
    assert isinstance(app.stack.top, PauseScene)
    app.stack.top.ask_quit()
    assert isinstance(app.stack.top, ConfirmScene)
    press(app, Intent.BACK, Intent.BACK)      # "keep playing", then resume
    assert app.stack.top is table
    app.settings.ai_speed = 0.0
    for _ in range(20000):
        if table.finished_shown:
            break
        app.step(1 / 60)
    assert table.finished_shown and type(app.stack.top).__name__ == "StandingsScene"


def test_an_unexpected_error_returns_to_the_title_with_a_message(app):
    from game.ui.stage.scene import Scene

    class Broken(Scene):
        def update(self, dt):
            raise RuntimeError("boom")

    open_start_scenes(app)
    app.stack.push(Broken(app))
    shown = []
    original_push = app.stack.push
    app.stack.push = lambda scene: (shown.append(type(scene).__name__), original_push(scene))
    assert app.run(frames=3) == 0
    assert shown == ["MessageScene"]
    log = (app.store.folder / "errors.log").read_text(encoding="utf-8")
    assert "RuntimeError: boom" in log
