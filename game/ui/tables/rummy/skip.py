"""The skip-target picker: a skip card is discarded and its player names who loses a turn.

The table passes the seats the engine allows (from ``legal_actions``), a line for each ("Ana:
3/5 levels, 40 points") and what to do with the choice; Cancel or BACK keeps the card.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

import pygame

from game.ui.draw import theme
from game.ui.overlays.dialogs import dim
from game.ui.stage.input import InputEvent, Intent
from game.ui.stage.scene import Scene
from game.ui.stage.widgets import Button, FocusGroup, panel

if TYPE_CHECKING:
    from game.ui.shell.app import App


class SkipTargetScene(Scene):
    """Which player loses their next turn? One button per allowed seat, then Cancel."""

    scene_id = "skip_target"
    opaque = False

    def __init__(self, app: App, targets: Sequence[int], lines: Sequence[str], choose: Callable[[int], object]):
        super().__init__(app)
        self.targets, self.choose_seat = list(targets), choose
        self.box = pygame.Rect(0, 0, 1100, 250 + 104 * (len(self.targets) + 1))
        self.box.center = (960, 540)
        self.group = FocusGroup()
        for row, (seat, words) in enumerate(zip(self.targets, lines)):
            rect = pygame.Rect(0, 0, 900, 84)
            rect.midtop = (960, self.box.top + 170 + row * 104)
            self.group.widgets.append(Button(rect, label=words, fill=(150, 60, 56),
                                             on_activate=lambda s=seat: self.choose(s)))
        rect = pygame.Rect(0, 0, 360, 84)
        rect.midtop = (960, self.box.top + 170 + len(self.targets) * 104 + 10)
        self.group.widgets.append(Button(rect, label="Cancel", on_activate=self.close))

    def choose(self, seat: int) -> None:
        self.close()
        self.choose_seat(seat)

    def close(self) -> None:
        if self.app.stack.top is self:
            self.app.stack.pop()

    def handle(self, event: InputEvent) -> None:
        if event.intent in (Intent.BACK, Intent.MENU):
            self.close()
        else:
            self.group.handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface, 150)
        panel(surface, self.box, radius=24)
        text = self.app.text
        text.blit(surface, "Skip which player?", theme.HEADING_SIZE, theme.ACCENT, (960, self.box.top + 30), "midtop",
                  "bold")
        text.blit(surface, "They lose their next turn", theme.BODY_SIZE, theme.INK_DIM, (960, self.box.top + 108),
                  "midtop")
        self.group.draw(surface, text)
