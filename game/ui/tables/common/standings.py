"""End-of-game standings over the table: who won, the scores, play again or back to title."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.ui.draw import theme
from game.ui.stage.input import InputEvent, Intent
from game.ui.stage.scene import Scene
from game.ui.stage.widgets import Button, FocusGroup, panel

if TYPE_CHECKING:
    from game.ui.shell.app import App
    from game.ui.tables.base import TableScene


class StandingsScene(Scene):
    scene_id = "standings"
    opaque = False
    veil = 170

    def __init__(self, app: App, table: TableScene):
        super().__init__(app)
        self.table = table
        self.headers, self.rows = table.standings()
        self.title = table.winner_title()
        self.box = pygame.Rect(0, 0, 1400, 820)
        self.box.center = (960, 540)
        self.group = FocusGroup()
        for index, (label, action) in enumerate((("Play again", self.again), ("Back to title", self.to_title))):
            rect = pygame.Rect(0, 0, 420, 90)
            rect.center = (960 + (index * 2 - 1) * 240, self.box.bottom - 80)
            self.group.widgets.append(Button(rect, label=label, on_activate=action,
                                             fill=(40, 110, 70) if index == 0 else (40, 56, 72)))

    def again(self) -> None:
        table = self.table
        scene = self.app.table_scene(table.spec, table.seats, table.options,
                                     self.app.rng.randrange(1, 10**9))
        self.app.stack.pop()
        self.app.stack.replace(scene)

    def to_title(self) -> None:
        self.app.stack.clear_to(self.app.home_scene())

    def handle(self, event: InputEvent) -> None:
        if event.intent in (Intent.BACK, Intent.MENU):
            self.to_title()
        else:
            self.group.handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        panel(surface, self.box)
        text = self.app.text
        text.blit(surface, self.title, theme.HEADING_SIZE, theme.ACCENT, (960, self.box.top + 40), "midtop",
                  "bold")
        columns = len(self.headers)
        width = (self.box.width - 160) // max(1, columns)
        y = self.box.top + 150
        for col, header in enumerate(self.headers):
            text.blit(surface, header, theme.SMALL_SIZE, theme.INK_DIM, (self.box.left + 80 + col * width, y))
        y += 56
        for row in self.rows:
            for col, cell in enumerate(row):
                colour = theme.INK if col else theme.ACCENT_SOFT
                text.blit(surface, str(cell), theme.BODY_SIZE, colour, (self.box.left + 80 + col * width, y),
                          style="bold" if col == 0 else "regular")
            y += 60
        self.group.draw(surface, text)
