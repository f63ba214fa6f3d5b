"""Overlay scenes: confirm dialog, message box, pause menu, pass-the-device (rules pages: scenes/how_to_play)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

import pygame

from game.core.learn.rules_pages import RulesPages
from game.ui.draw import theme
from game.ui.draw.surface_cache import SurfaceCache
from game.ui.stage.input import InputEvent, Intent
from game.ui.stage.scene import Scene, darken
from game.ui.stage.widgets import Button, FocusGroup, panel

if TYPE_CHECKING:
    from game.ui.shell.app import App


_VEILS: SurfaceCache = SurfaceCache(24 << 20)    # a full-screen veil is 8 MB


def dim(surface: pygame.Surface, alpha: int = 150) -> None:
    """Darken what lies beneath an overlay (one cached veil per size and strength)."""
    darken(surface, alpha, _VEILS)


def button_column(labels_actions: Sequence[tuple[str, Callable]], centre_x: int, top: int,
                  width: int = 560, height: int = 84, gap: int = 22) -> FocusGroup:
    group = FocusGroup()
    for row, (label, action) in enumerate(labels_actions):
        rect = pygame.Rect(0, 0, width, height)
        rect.midtop = (centre_x, top + row * (height + gap))
        group.widgets.append(Button(rect, label=label, on_activate=action))
    return group


class DialogScene(Scene):
    """A centred box with a heading, a paragraph and a row of buttons; BACK cancels."""

    opaque = False
    still = True
    veil = 150

    def __init__(self, app: App, title: str, body: str, buttons: Sequence[tuple[str, Callable[[], None]]],
                 title_colour: tuple = theme.ACCENT, size: tuple[int, int] = (1200, 560), focus: int = 0):
        super().__init__(app)
        self.title, self.body, self.title_colour = title, body, title_colour
        self.box = pygame.Rect(0, 0, *size)
        self.box.center = (960, 540)
        self.buttons = FocusGroup(focus=focus)
        for index, (label, action) in enumerate(buttons):
            rect = pygame.Rect(0, 0, 360, 90)
            rect.center = (960 + int((index - (len(buttons) - 1) / 2) * 440), self.box.bottom - 90)
            self.buttons.widgets.append(Button(rect, label=label, on_activate=action))

    def cancel(self) -> None:
        self.app.stack.pop()

    def handle(self, event: InputEvent) -> None:
        if event.intent in (Intent.BACK, Intent.MENU):
            self.cancel()
        else:
            self.buttons.handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        panel(surface, self.box)
        text = self.app.text
        text.blit(surface, self.title, theme.HEADING_SIZE, self.title_colour, (960, self.box.top + 50),
                  "midtop", "bold")
        area = pygame.Rect(self.box.left + 70, self.box.top + 150, self.box.width - 140, 260)
        text.blit_wrapped(surface, self.body, theme.BODY_SIZE, theme.INK, area)
        self.buttons.draw(surface, text)


class ConfirmScene(DialogScene):
    """"Quit this game?" with No / Yes; BACK means No."""

    def __init__(self, app: App, question: str, detail: str, on_yes: Callable[[], None],
                 yes: str = "Yes", no: str = "No"):
        self.on_yes = on_yes
        super().__init__(app, question, detail, ((no, self.cancel), (yes, self._yes)), theme.INK,
                         size=(1100, 480))

    def _yes(self) -> None:
        self.app.stack.pop()
        self.on_yes()


class MessageScene(DialogScene):
    """A notice with one OK button (e.g. "your settings file was damaged")."""

    def __init__(self, app: App, title: str, body: str, on_close: Callable[[], None] | None = None):
        self.on_close = on_close
        super().__init__(app, title, body, (("OK", self.cancel),))

    def cancel(self) -> None:
        self.app.stack.pop()
        if self.on_close is not None:
            self.on_close()


class PassDeviceScene(Scene):
    """Hides the table until the named player confirms they hold the device."""

    opaque = True
    still = True

    def __init__(self, app: App, name: str, colour: tuple, on_ready: Callable[[], None]):
        super().__init__(app)
        self.name, self.colour, self.on_ready = name, colour, on_ready
        rect = pygame.Rect(0, 0, 620, 110)
        rect.center = (960, 760)
        self.buttons = FocusGroup([Button(rect, label=f"I am {name} - show my cards",
                                          on_activate=self.ready, size=theme.BODY_SIZE)])

    def ready(self) -> None:
        self.app.stack.pop()
        self.on_ready()

    def handle(self, event: InputEvent) -> None:
        if event.intent is Intent.MENU:
            return
        self.buttons.handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(theme.FELT_DARK)
        pygame.draw.circle(surface, self.colour, (960, 330), 110)
        pygame.draw.circle(surface, theme.INK, (960, 330), 110, 6)
        text = self.app.text
        text.blit(surface, self.name[:1].upper(), 120, theme.INK_DARK, (960, 330), "center", "bold")
        text.blit(surface, f"Pass to {self.name}", theme.TITLE_SIZE, theme.INK, (960, 500), "midtop", "bold")
        text.blit(surface, "Everyone else: look away. The table stays hidden until they confirm.",
                  theme.BODY_SIZE, theme.INK_DIM, (960, 630), "midtop")
        self.buttons.draw(surface, text)


class PauseScene(Scene):
    """Resume / Rules / Settings / Quit to title (asks first). Shows the game's seed."""

    opaque = False
    still = True
    veil = 150

    def __init__(self, app: App, title: str, seed: int | None, rules: RulesPages | Sequence[str],
                 on_quit: Callable[[], None], now: int | None = None):
        super().__init__(app)
        self.title, self.seed, self.rules, self.on_quit = title, seed, rules, on_quit
        self.now = now          # the rules section about the turn in progress: Rules opens there
        self.box = pygame.Rect(0, 0, 760, 700)
        self.box.center = (960, 540)
        self.buttons = button_column([
            ("Resume", self.close), ("Rules", self.show_rules), ("Settings", self.show_settings),
            ("Quit to title", self.ask_quit)], 960, self.box.top + 170)

    def close(self) -> None:
        self.app.stack.pop()

    def show_rules(self) -> None:
        from game.ui.overlays.how_to_play import RulesScene
        self.app.stack.push(RulesScene(self.app, self.title, self.rules, self.now or 0, self.now))

    def show_settings(self) -> None:
        if self.app.settings_locked:
            self.app.sound.play("error")
            self.app.stack.push(MessageScene(self.app, "Settings are locked",
                                             "This is a demo station: its settings stay as they are."))
            return
        from game.ui.overlays.settings_scene import SettingsScene
        self.app.stack.push(SettingsScene(self.app))

    def ask_quit(self) -> None:
        self.app.stack.push(ConfirmScene(
            self.app, "Quit this game?",
            "The game is saved: choose Resume on its setup screen to carry on where you left off.",
            self.on_quit, yes="Quit", no="Keep playing"))

    def handle(self, event: InputEvent) -> None:
        if event.intent in (Intent.BACK, Intent.MENU):
            self.close()
        else:
            self.buttons.handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        panel(surface, self.box)
        text = self.app.text
        text.blit(surface, "Paused", theme.HEADING_SIZE, theme.ACCENT, (960, self.box.top + 50),
                  "midtop", "bold")
        self.buttons.draw(surface, text)
        if self.seed is not None:
            text.blit(surface, f"{self.title} - game #{self.seed}", theme.SMALL_SIZE, theme.INK_DIM,
                      (960, self.box.bottom - 40), "midbottom")
