"""The Five Three Five action bar as data: four buttons, always pressable, lit by the engine."""

from __future__ import annotations

import pygame

from game.games.five_three_five.melds import PASS, Action, Add, Lead, Overwrite
from game.ui import theme
from game.ui.input import Intent
from game.ui.tables.common.action_bar import BarButton, ButtonSpec, Offer, RowLayout
from game.ui.text import Text

BUTTONS = (ButtonSpec("Lead", "Lead", "meld"), ButtonSpec("Overwrite", "Overwrite", "meld"),
           ButtonSpec("Add", "Add", "meld"), ButtonSpec("Pass", "Pass", "pass", shortcut=Intent.ACTION_X))
BAR_LAYOUT = RowLayout(y=718, width=240, gap=20)
MELDS = {"Lead": Lead, "Overwrite": Overwrite, "Add": Add}


def action_for(key: str, chosen: tuple[int, ...]) -> Action:
    """The engine action a button plays with the chosen cards."""
    return PASS if key == "Pass" else MELDS[key](chosen)


def offers(chosen: tuple[int, ...]) -> list[Offer]:
    return [Offer(spec, action_for(spec.key, chosen)) for spec in BUTTONS]


def paint_button(surface: pygame.Surface, text: Text, button: BarButton, focused: bool) -> None:
    """Green and ringed in gold when the engine allows it, slate grey otherwise."""
    fill: tuple = (46, 150, 84) if button.lit else (46, 52, 60)
    if focused:
        fill = tuple(min(255, c + 28) for c in fill)
    rect = button.rect
    pygame.draw.rect(surface, (0, 0, 0), rect.move(0, 6), border_radius=16)
    pygame.draw.rect(surface, fill, rect, border_radius=16)
    edge = theme.ACCENT_SOFT if button.lit else theme.PANEL_EDGE
    pygame.draw.rect(surface, edge, rect, width=3 if button.lit else 2, border_radius=16)
    colour = theme.INK if button.lit else (132, 140, 146)
    text.blit(surface, button.label, theme.SMALL_SIZE, colour, rect.center, "center", "bold")
    if focused:
        pygame.draw.rect(surface, theme.ACCENT, rect.inflate(14, 14), width=6, border_radius=22)
