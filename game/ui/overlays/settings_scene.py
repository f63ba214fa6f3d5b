"""Settings: fullscreen, volumes, mute, colour-blind mode, animation and AI speed, how long a
hard AI thinks, text size, how controllers are shared and whether tables offer hints. Saved on change."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.ui.draw import theme
from game.ui.stage.input import InputEvent, Intent
from game.ui.stage.scene import Scene
from game.ui.stage.widgets import Button, FocusGroup, Stepper, panel
from game.ui.store.settings import AI_SPEEDS, ANIMATION_SPEEDS, HARD_THINKS

if TYPE_CHECKING:
    from game.ui.shell.app import App

VOLUMES = tuple(step / 10 for step in range(11))


def speed_name(value: float) -> str:
    return "Instant" if value == 0 else f"{value:g}x"


class SettingsScene(Scene):
    opaque = False
    still = True
    veil = 170

    def __init__(self, app: App):
        super().__init__(app)
        self.box = pygame.Rect(0, 0, 1240, 1000)
        self.box.center = (960, 540)
        s = app.settings
        rows = [
            ("Fullscreen", (False, True), s.fullscreen, lambda v: "On" if v else "Off", self._fullscreen),
            ("Master volume", VOLUMES, s.master_volume, lambda v: f"{round(v * 100)}%",
             lambda v: self._set("master_volume", v)),
            ("Effects volume", VOLUMES, s.effects_volume, lambda v: f"{round(v * 100)}%",
             lambda v: self._set("effects_volume", v)),
            ("Sound", (False, True), s.mute, lambda v: "Muted" if v else "On", lambda v: self._set("mute", v)),
            ("Colour-blind symbols", (False, True), s.colour_blind, lambda v: "On" if v else "Off",
             lambda v: self._set("colour_blind", v)),
            ("Animation speed", ANIMATION_SPEEDS, s.animation_speed, speed_name,
             lambda v: self._set("animation_speed", v)),
            ("AI speed", AI_SPEEDS, s.ai_speed, speed_name, lambda v: self._set("ai_speed", v)),
            ("Hard AI thinks", HARD_THINKS, s.hard_think, lambda v: f"{v:g} s a move",
             lambda v: self._set("hard_think", v)),
            ("Text size", (False, True), s.tv_text, lambda v: "TV (larger)" if v else "Normal",
             lambda v: self._set("tv_text", v)),
            ("Controllers", (False, True), s.bind_pads, lambda v: "One per seat" if v else "Any plays",
             lambda v: self._set("bind_pads", v)),
            ("Hints", (True, False), s.hints, lambda v: "On" if v else "Off", lambda v: self._set("hints", v)),
        ]
        pitch = min(84, (self.box.height - 262) // len(rows))    # rows close up as more are added
        self.group = FocusGroup()
        for row, (label, choices, value, describe, on_change) in enumerate(rows):
            rect = pygame.Rect(self.box.left + 60, self.box.top + 122 + row * pitch, self.box.width - 120,
                               min(72, pitch - 10))
            index = choices.index(value) if value in choices else 0
            self.group.widgets.append(Stepper(rect, label=label, choices=choices, index=index,
                                              describe=describe, on_change=on_change))
        done = pygame.Rect(0, 0, 360, 84)
        done.midbottom = (960, self.box.bottom - 36)
        self.group.widgets.append(Button(done, label="Done", on_activate=self.close))

    def _set(self, name: str, value) -> None:
        setattr(self.app.settings, name, value)
        self.app.save_settings()
        self.app.sound.play("select")

    def _fullscreen(self, value: bool) -> None:
        if value != self.app.settings.fullscreen and not self.app.toggle_fullscreen():
            self.group.widgets[0].index = int(self.app.settings.fullscreen)   # it did not take: show so

    def close(self) -> None:
        self.app.stack.pop()

    def handle(self, event: InputEvent) -> None:
        if event.intent in (Intent.BACK, Intent.MENU):
            self.close()
        else:
            self.group.handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        panel(surface, self.box)
        self.app.text.blit(surface, "Settings", theme.HEADING_SIZE, theme.ACCENT,
                           (960, self.box.top + 40), "midtop", "bold")
        self.group.draw(surface, self.app.text)
