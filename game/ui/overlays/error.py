"""Shown instead of crashing when content files are invalid: every problem, scrollable."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import pygame

from game.ui.draw import theme
from game.ui.stage.input import InputEvent, Intent
from game.ui.stage.scene import Scene
from game.ui.stage.widgets import Button, FocusGroup, panel

if TYPE_CHECKING:
    from game.ui.shell.app import App


class ContentErrorScene(Scene):
    def __init__(self, app: App, lines: Sequence[str], on_continue=None):
        super().__init__(app)
        self.lines = list(lines)
        self.offset = 0
        self.box = pygame.Rect(100, 200, 1720, 700)
        buttons = [Button(pygame.Rect(660, 950, 600, 90), label="Quit" if on_continue is None
                          else "Continue without these games", on_activate=on_continue or app.quit)]
        self.group = FocusGroup(buttons)
        self.visible = (self.box.height - 60) // 44

    def handle(self, event: InputEvent) -> None:
        if event.intent in (Intent.DOWN, Intent.SCROLL_DOWN, Intent.PAGE_NEXT):
            step = self.visible if event.intent is Intent.PAGE_NEXT else 1
            self.offset = min(max(0, len(self.lines) - self.visible), self.offset + step)
        elif event.intent in (Intent.UP, Intent.SCROLL_UP, Intent.PAGE_PREV):
            step = self.visible if event.intent is Intent.PAGE_PREV else 1
            self.offset = max(0, self.offset - step)
        else:
            self.group.handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill((40, 18, 22))
        text = self.app.text
        text.blit(surface, "The game content has problems", theme.HEADING_SIZE, theme.INK, (960, 50),
                  "midtop", "bold")
        text.blit(surface, f"{len(self.lines)} problem(s). Fix these files, then start again. "
                  "Up/Down or the wheel scrolls.", theme.SMALL_SIZE, theme.INK_DIM, (960, 140), "midtop")
        panel(surface, self.box, fill=(20, 10, 12))
        y = self.box.top + 30
        bottom = self.box.bottom - 20
        for line in self.lines[self.offset:self.offset + self.visible]:
            # a long problem wraps (indented) instead of running off the panel
            for row, part in enumerate(text.wrap(line, 32, self.box.width - 90)):
                if y + 40 > bottom:
                    break
                text.blit(surface, part, 32, theme.ACCENT_SOFT, (self.box.left + 30 + (30 if row else 0), y))
                y += 44
        self.group.draw(surface, text)
