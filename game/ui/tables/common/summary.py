"""What every end-of-round / end-of-hand overlay shares: one button that deals on, BACK to
close, MENU to the pause menu, and closing by itself when no human sits at the table (a demo
or a kiosk attract loop) after a pause scaled by the AI speed."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.ui.stage.input import InputEvent, Intent
from game.ui.stage.scene import Scene
from game.ui.stage.widgets import Button, FocusGroup

if TYPE_CHECKING:
    from game.ui.shell.app import App
    from game.ui.tables.base import TableScene

AUTO_CLOSE = 4.0           # seconds at AI speed 1x when every seat is an AI


class SummaryOverlay(Scene):
    opaque = False

    def __init__(self, app: App, table: TableScene, on_close: Callable[[], None] | None, box: pygame.Rect,
                 label: str, button_bottom_gap: int = 68):
        super().__init__(app)
        self.table, self.on_close, self.box = table, on_close, box
        self.closed = False
        self.timer = 0.0
        self._art: pygame.Surface | None = None
        rect = pygame.Rect(0, 0, 560, 86)
        rect.center = (960, box.bottom - button_bottom_gap)
        self.group = FocusGroup([Button(rect, label=label, on_activate=self.close, fill=(40, 110, 70))])

    def leave(self, app: App) -> None:
        if app.stack.top is self:
            app.stack.pop()

    def close(self) -> None:
        if self.closed:
            return
        self.closed = True
        self.leave(self.app)
        if self.on_close is not None:
            self.on_close()

    def handle(self, event: InputEvent) -> None:
        if event.intent is Intent.MENU:
            self.table.open_menu()
        elif event.intent is Intent.BACK:
            self.close()
        else:
            self.group.handle(event)

    def update(self, dt: float) -> None:
        if self.table.humans:
            return
        speed = self.app.settings.ai_speed
        self.timer += dt
        if not speed or self.timer >= AUTO_CLOSE / speed:
            self.close()
