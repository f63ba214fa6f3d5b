"""A plain table for any engine: the seat's view as text and the legal actions as buttons.

Used for a game until its dedicated table scene lands, so a new engine is playable at
once from the title screen. Keyboard, pad and mouse all work through the FocusGroup.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.ui.draw import theme
from game.ui.stage.input import InputEvent, Intent
from game.ui.stage.widgets import Button, FocusGroup, panel
from game.ui.tables.base import TableScene

PAGE = 9


def describe(value: Any, depth: int = 0) -> list[str]:
    """Flatten a view (dicts, lists, dataclasses) into short readable lines."""
    if hasattr(value, "__dataclass_fields__"):
        value = {name: getattr(value, name) for name in value.__dataclass_fields__}
    if isinstance(value, dict):
        lines = []
        for key, item in value.items():
            if isinstance(item, (dict, list, tuple)) and len(str(item)) > 70 and depth < 1:
                lines.append(f"{key}:")
                lines.extend("   " + line for line in describe(item, depth + 1))
            else:
                shown = str(item)
                lines.append(f"{key}: {shown if len(shown) <= 80 else shown[:77] + '...'}")
        return lines
    if isinstance(value, (list, tuple)):
        return [str(item)[:80] for item in value]
    return [str(value)]


class PlainTableScene(TableScene):
    scene_id = "plain_table"

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.page = 0
        self.group = FocusGroup()
        self._legal_key: Any = None

    def _rebuild(self) -> None:
        legal = self.legal()
        key = (id(self.state), self.actions_taken, self.page, self.viewer)
        if key == self._legal_key:
            return
        self._legal_key = key
        self.group = FocusGroup()
        shown = legal[self.page * PAGE:(self.page + 1) * PAGE]
        for row, action in enumerate(shown):
            rect = pygame.Rect(1100, 190 + row * 82, 760, 70)
            self.group.widgets.append(Button(rect, label=str(action)[:40], size=32,
                                             on_activate=lambda a=action: self.play(a)))

    def handle_table(self, event: InputEvent) -> None:
        legal_count = len(self.legal())
        pages = max(1, (legal_count + PAGE - 1) // PAGE)
        if event.intent is Intent.PAGE_NEXT:
            self.page = (self.page + 1) % pages
        elif event.intent is Intent.PAGE_PREV:
            self.page = (self.page - 1) % pages
        else:
            self._rebuild()
            self.group.handle(event)

    def on_events(self, events) -> None:
        self.page = 0

    def update(self, dt: float) -> None:
        super().update(dt)
        self._rebuild()

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(theme.FELT)
        text = self.app.text
        text.blit(surface, self.spec.title, theme.HEADING_SIZE, theme.INK, (60, 30), style="bold")
        seat = self.current
        status = "Game over" if seat is None else f"{self.seat_label(seat)} to play"
        text.blit(surface, status, theme.BODY_SIZE, theme.ACCENT, (1830, 50), "topright", "bold")
        box = pygame.Rect(40, 120, 1020, 760)
        panel(surface, box, alpha=200)
        y = box.top + 20
        for line in describe(self.view())[:20]:
            text.blit(surface, line, 32, theme.INK, (box.left + 24, y))
            y += 37
        log_box = pygame.Rect(40, 900, 1840, 160)
        panel(surface, log_box, alpha=200)
        for row, line in enumerate(self.log[-3:]):
            text.blit(surface, line[:110], 32, theme.INK_DIM, (log_box.left + 24, log_box.top + 12 + row * 46))
        if self.human_to_act():
            legal = self.legal()
            pages = max(1, (len(legal) + PAGE - 1) // PAGE)
            text.blit(surface, f"Your move ({len(legal)} choices, page {self.page + 1}/{pages}, Q/E to page)",
                      32, theme.INK_DIM, (1100, 130))
            self.group.draw(surface, text)
        self.draw_menu_button(surface)
        self.draw_toast(surface)
