"""What a rummy table asks of a game's controls (:class:`RummyControls`: the bar's presses, the
lit targets, the input zones, the prompt) and the bar layout rummy tables share (:class:`FitLayout`)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

import pygame

from game.ui.input import InputEvent
from game.ui.tables.common.action_bar import BarButton, Offer
from game.ui.tables.rummy.mats import Target
from game.ui.text import Text


class RummyControls(Protocol):
    """The game's bar and input (a game's own ``controls`` module)."""

    targets: Sequence[Target[object]]
    target_focus: int
    hittable: set[str]

    def refresh(self) -> None: ...
    def pressed(self, button: BarButton) -> None: ...
    def status(self) -> tuple[str, tuple]: ...
    def handle_table(self, event: InputEvent) -> bool: ...
    def after_kit(self) -> None: ...
    def handle_click(self, event: InputEvent) -> None: ...
    def selected(self) -> list[str]: ...


class FitLayout:
    """One centred row sharing ``width`` between the buttons, none wider than ``widest``."""

    def __init__(self, y: int, width: int, gap: int, height: int = 74, widest: int = 300):
        self.y, self.width, self.gap, self.height, self.widest = y, width, gap, height, widest

    def rects(self, offers: Sequence[Offer], text: Text | None) -> list[pygame.Rect]:
        count = len(offers)
        width = min((self.width - self.gap * (count - 1)) // count, self.widest)
        total = width * count + self.gap * (count - 1)
        return [pygame.Rect(960 - total // 2 + index * (width + self.gap), self.y, width, self.height)
                for index in range(count)]
