"""Five Three Five table: the static pieces (piles, fans, meld plate, caption, chips).

Everything drawn here is cached: piles and fans reuse the renderer's card surfaces and texts go
through ``app.text``. The short-lived effects are the shared :mod:`..common.effects`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.ui.draw import theme
from game.ui.tables.five_three_five.layout import (
    CAPTION_Y,
    DECK,
    MELD_CENTRE,
    MINI,
    PILE,
)

if TYPE_CHECKING:
    from game.ui.shell.app import App

class Pieces:
    """Static table pieces drawn from cached surfaces."""

    def __init__(self, app: App):
        self.app = app
        self._meld_bed: pygame.Surface | None = None

    def pile(self, surface: pygame.Surface, pos: tuple[int, int], count: int, label: str) -> None:
        """A face-down pile that grows a little with its count, labelled under it."""
        text = self.app.text
        if count:
            back = self.app.cards.back(DECK, PILE)
            shadow = self.app.cards.shadow(PILE)
            layers = min(5, 1 + count // 6)
            top_left = (pos[0] - PILE[0] // 2, pos[1] - PILE[1] // 2)
            blits = [(shadow, shadow.get_rect(center=(pos[0] + 3, pos[1] + 6)))]
            blits += [(back, (top_left[0] - 2 * i, top_left[1] - 2 * i)) for i in range(layers)]
            surface.fblits(blits)
        else:
            blank = self.app.cards.blank(PILE)
            surface.blit(blank, blank.get_rect(center=pos))
        text.blit(surface, f"{label} {count}", theme.SMALL_SIZE, theme.INK_DIM,
                  (pos[0], pos[1] + PILE[1] // 2 + 10), "midtop", "bold")

    def fan(self, surface: pygame.Surface, centre: tuple[int, int], count: int) -> None:
        """An opponent's hand: up to twelve small backs, peeking out above the badge."""
        shown = min(count, 12)
        if not shown:
            return
        back = self.app.cards.back(DECK, MINI)
        step = min(18, 190 / max(1, shown))
        left = centre[0] - (step * (shown - 1)) / 2 - MINI[0] / 2
        top = centre[1] - 59 - 60
        surface.fblits([(back, (round(left + i * step), top + abs(i - (shown - 1) / 2) * 1.5))
                        for i in range(shown)])

    def meld_bed(self, surface: pygame.Surface) -> None:
        """The felt ring where the central meld sits."""
        if self._meld_bed is None:
            bed = pygame.Surface((900, 330), pygame.SRCALPHA)
            pygame.draw.ellipse(bed, (0, 0, 0, 42), bed.get_rect())
            pygame.draw.ellipse(bed, (255, 232, 170, 60), bed.get_rect(), width=4)
            if pygame.display.get_surface() is not None:
                bed = bed.convert_alpha()
            self._meld_bed = bed
        surface.blit(self._meld_bed, self._meld_bed.get_rect(center=(MELD_CENTRE[0], MELD_CENTRE[1] + 8)))

    def caption(self, surface: pygame.Surface, line: str, colour: tuple = theme.INK) -> None:
        text = self.app.text
        label = text.render(line, theme.SMALL_SIZE, colour, "bold")
        rect = label.get_rect(center=(MELD_CENTRE[0], CAPTION_Y)).inflate(36, 12)
        pygame.draw.rect(surface, (12, 30, 24), rect, border_radius=rect.height // 2)
        pygame.draw.rect(surface, (210, 170, 90), rect, width=2, border_radius=rect.height // 2)
        surface.blit(label, label.get_rect(center=rect.center))

    def chip(self, surface: pygame.Surface, text_line: str, pos: tuple[int, int], anchor: str,
             colour: tuple = theme.INK) -> None:
        """A small dark plate with one line of text (round and target info)."""
        text = self.app.text
        label = text.render(text_line, theme.SMALL_SIZE, colour, "bold")
        rect = label.get_rect(**{anchor: pos}).inflate(32, 14)
        pygame.draw.rect(surface, (8, 28, 22), rect, border_radius=14)
        surface.blit(label, label.get_rect(center=rect.center))
