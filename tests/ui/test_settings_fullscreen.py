"""Fullscreen and back restores the window exactly; a fullscreen that does not take is not saved.

The real window was checked under Xvfb with and without a window manager (see the report and
game/ui/shell/window.py); here a fake window shows the state machine and the settings it saves.
"""

from __future__ import annotations

import json

from game.ui.shell.window import FullscreenSwitch, Place

DESKTOP = (1920, 1080)


class FakeWindow:
    """A window that goes fullscreen (or, with ``broken``, half-goes and reports failure)."""

    def __init__(self, place: Place, broken_enter: bool = False, broken_leave: bool = False):
        self.current = place
        self.fullscreen = False
        self.broken_enter, self.broken_leave = broken_enter, broken_leave

    def place(self) -> Place:
        return self.current

    def go_fullscreen(self) -> bool:
        self.current = Place(DESKTOP, (0, 0))     # what SDL did even when it did not take
        if self.broken_enter:
            return False
        self.fullscreen = True
        return True

    def go_windowed(self, place: Place | None) -> bool:
        if self.broken_leave:
            return False
        self.fullscreen = False
        self.current = place or Place((1280, 720), (320, 180))
        return True


def test_fullscreen_and_back_restores_size_and_position():
    window = FakeWindow(Place((1280, 720), (200, 90)))
    switch = FullscreenSwitch(window)
    assert switch.toggle() and window.fullscreen and window.current.size == DESKTOP
    assert switch.toggle() and not window.fullscreen
    assert window.current == Place((1280, 720), (200, 90))


def test_each_round_trip_remembers_the_window_of_that_moment():
    window = FakeWindow(Place((1280, 720), (200, 90)))
    switch = FullscreenSwitch(window)
    switch.toggle()
    switch.toggle()
    window.current = Place((900, 500), (10, 20))    # the player resized and moved it
    switch.toggle()
    switch.toggle()
    assert window.current == Place((900, 500), (10, 20))


def test_a_fullscreen_that_does_not_take_is_undone():
    window = FakeWindow(Place((1280, 720), (200, 90)), broken_enter=True)
    switch = FullscreenSwitch(window)
    assert not switch.toggle()
    assert not switch.fullscreen and window.current == Place((1280, 720), (200, 90))


def test_a_failed_toggle_is_not_saved_in_settings(app):
    app.switch = FullscreenSwitch(FakeWindow(Place((1280, 720), (0, 0)), broken_enter=True))
    assert not app.toggle_fullscreen()
    assert app.settings.fullscreen is False
    assert app.store.path is None or not app.store.path.exists() or \
        json.loads(app.store.path.read_text(encoding="utf-8"))["fullscreen"] is False


def test_a_toggle_that_takes_is_saved_both_ways(app):
    app.switch = FullscreenSwitch(FakeWindow(Place((1280, 720), (0, 0))))
    assert app.toggle_fullscreen()
    assert json.loads(app.store.path.read_text(encoding="utf-8"))["fullscreen"] is True
    assert app.toggle_fullscreen()
    assert json.loads(app.store.path.read_text(encoding="utf-8"))["fullscreen"] is False


def test_leaving_fullscreen_that_fails_keeps_fullscreen_saved(app):
    window = FakeWindow(Place((1280, 720), (0, 0)))
    app.switch = FullscreenSwitch(window)
    app.toggle_fullscreen()
    window.broken_leave = True
    assert not app.toggle_fullscreen()
    assert app.settings.fullscreen is True and app.switch.fullscreen


def test_without_a_real_window_f11_changes_nothing(app):
    assert app.switch is None             # the dummy driver in tests
    assert not app.toggle_fullscreen() and app.settings.fullscreen is False


def test_the_settings_screen_shows_off_when_fullscreen_did_not_take(app):
    from game.ui.overlays.settings_scene import SettingsScene
    from game.ui.stage.input import InputEvent, Intent
    app.switch = FullscreenSwitch(FakeWindow(Place((1280, 720), (0, 0)), broken_enter=True))
    scene = SettingsScene(app)
    app.stack.push(scene)
    scene.group.focus = 0
    scene.handle(InputEvent(Intent.RIGHT))
    assert scene.group.widgets[0].value is False and app.settings.fullscreen is False
