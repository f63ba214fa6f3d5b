"""Kiosk mode: the attract loop, waking it, the idle timeout, the locked settings and the quit."""

from __future__ import annotations

import subprocess
import sys

import pygame
import pytest

from game.ui.overlays.dialogs import MessageScene
from game.ui.scenes.title import TitleScene
from game.ui.shell import kiosk as kiosk_module
from game.ui.stage.input import InputEvent, InputMapper, Intent
from game.ui.tables.base import TableScene


@pytest.fixture
def kiosk_app(tmp_path, monkeypatch):
    monkeypatch.setenv("FINAL_TABLE_HOME", str(tmp_path / "home"))
    from game.ui.shell.app import App
    application = App(seed=5, show_window=False, kiosk=True)
    yield application
    application.shutdown()


def steps(app, seconds: float) -> None:
    for _ in range(int(seconds * 60)):
        app.step(1 / 60)


def test_attract_loop_cycles_ai_demos_of_different_games(kiosk_app, monkeypatch):
    monkeypatch.setattr(kiosk_module, "DEMO_SECONDS", 2.0)
    kiosk = kiosk_app.kiosk
    kiosk.start_attract()
    seen = []
    for _ in range(3):
        table = kiosk_app.stack.top
        assert isinstance(table, TableScene) and table.demo
        assert all(not seat.is_human for seat in table.seats)
        seen.append(table.spec.game_id)
        steps(kiosk_app, 2.1)
    assert len(set(seen)) == 3
    assert kiosk.counts.demos_started == 4 and kiosk.counts.demos_finished == 3
    # demos are never saved
    assert not any(kiosk_app.saves.exists(game) for game in seen)


def test_any_button_goes_to_the_title_and_escape_there_returns_to_the_demos(kiosk_app):
    kiosk_app.kiosk.start_attract()
    kiosk_app.dispatch(InputEvent(Intent.POINT, (10, 10), "mouse"))
    assert kiosk_app.kiosk.attract            # a drifting pointer does not wake it
    kiosk_app.dispatch(InputEvent(Intent.ACTION_Y, device="pad"))
    assert isinstance(kiosk_app.stack.top, TitleScene) and not kiosk_app.kiosk.attract
    kiosk_app.dispatch(InputEvent(Intent.BACK))
    assert kiosk_app.running and kiosk_app.kiosk.attract


def test_idle_timeout_saves_the_game_and_resumes_the_attract_loop(kiosk_app):
    from game.games.registry import spec_for
    from game.ui.stage.seats import default_seats
    from game.ui.tables import table_scene_for
    kiosk_app.kiosk.to_title()
    spec = spec_for("five_three_five")
    table = table_scene_for(kiosk_app, spec, default_seats(3), spec.default_options(), 11)
    table.threaded = False
    kiosk_app.stack.push(table)
    steps(kiosk_app, 30)
    kiosk_app.dispatch(InputEvent(Intent.LEFT))       # someone is still there
    steps(kiosk_app, 45)
    assert not kiosk_app.kiosk.attract and table in kiosk_app.stack.scenes
    steps(kiosk_app, 16)
    assert kiosk_app.kiosk.attract
    assert kiosk_app.stack.top is not table and kiosk_app.stack.top.demo
    assert kiosk_app.saves.exists("five_three_five")   # the game in progress was kept


def test_settings_are_locked_and_only_the_combination_quits(kiosk_app):
    kiosk_app.kiosk.to_title()
    title = kiosk_app.stack.top
    labels = [getattr(widget, "label", "") for widget in title.group.widgets]
    assert "Quit" not in labels and "Watch demos" in labels
    title.open_settings()
    assert isinstance(kiosk_app.stack.top, MessageScene) and "locked" in kiosk_app.stack.top.title
    kiosk_app.dispatch(InputEvent(Intent.QUIT, device="window"))
    kiosk_app.dispatch(InputEvent(Intent.FULLSCREEN))
    assert kiosk_app.running
    kiosk_app.dispatch(InputEvent(Intent.KIOSK_QUIT))
    assert not kiosk_app.running


def test_the_quit_combination_from_keys_and_pads():
    mapper = InputMapper()
    combo = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_q, mod=pygame.KMOD_LCTRL | pygame.KMOD_LSHIFT)
    assert [e.intent for e in mapper.map_event(combo)] == [Intent.KIOSK_QUIT]
    plain_q = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_q, mod=0)
    assert [e.intent for e in mapper.map_event(plain_q)] == [Intent.PAGE_PREV]
    start = pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, button=pygame.CONTROLLER_BUTTON_START, instance_id=3)
    back = pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, button=pygame.CONTROLLER_BUTTON_BACK, instance_id=3)
    assert [e.intent for e in mapper.map_event(start)] == [Intent.MENU]
    assert [e.intent for e in mapper.map_event(back)] == [Intent.KIOSK_QUIT]
    mapper.map_event(pygame.event.Event(pygame.CONTROLLERBUTTONUP, button=pygame.CONTROLLER_BUTTON_START,
                                        instance_id=3))
    mapper.map_event(pygame.event.Event(pygame.CONTROLLERBUTTONUP, button=pygame.CONTROLLER_BUTTON_BACK,
                                        instance_id=3))
    assert [e.intent for e in mapper.map_event(back)] == [Intent.RULES]   # Back alone: the rules


def test_kiosk_frames_prints_its_counts_last(tmp_path):
    env = {"SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "FINAL_TABLE_HOME": str(tmp_path),
           "PATH": "/usr/bin:/bin"}
    done = subprocess.run([sys.executable, "main.py", "--kiosk", "--frames", "120"], env=env, check=False,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    last = done.stdout.strip().splitlines()[-1]
    assert last.startswith("kiosk: frames=120 demos_started=1 demos_finished=0 rss_mb="), last
    assert float(last.rsplit("=", 1)[1]) > 10
