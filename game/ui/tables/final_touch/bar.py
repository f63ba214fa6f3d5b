"""The Final Touch action bar as data: Improve and Smear (or Pass alone), lit by the engine."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.games.final_touch.actions import Improve, Pass, Smear
from game.ui import theme
from game.ui.tables.common.action_bar import BarButton, ButtonSpec, Offer, RowLayout
from game.ui.text import Text
from game.ui.widgets import focus_ring

IMPROVE = ButtonSpec("improve", "Improve", "improve")
SMEAR = ButtonSpec("smear", "Smear", "smear")
PASS = ButtonSpec("pass", "Pass", "pass")
BAR_LAYOUT = RowLayout(y=712, width=320, gap=28)
FILLS = {"improve": (40, 120, 70), "pass": (40, 120, 70), "smear": (140, 52, 48)}
ONE_TO_SMEAR = "select exactly one card to smear with"


def offers(chosen: tuple[str, ...], legal: Sequence[object]) -> list[Offer]:
    """Pass when it is the only move; else Improve with the selection and Smear with one card."""
    if list(legal) == [Pass()]:
        return [Offer(PASS, Pass())]
    label = f"Improve with {len(chosen)}" if chosen else "Improve"
    smear = Offer(SMEAR, Smear(chosen[0])) if len(chosen) == 1 else Offer(SMEAR, None, missing=ONE_TO_SMEAR)
    return [Offer(IMPROVE, Improve(chosen), label=label), smear]


def paint_button(surface: pygame.Surface, text: Text, button: BarButton, focused: bool) -> None:
    """The house button in the group's colour; greyed (still pressable) when not allowed."""
    fill = FILLS[button.offer.spec.group]
    fill = tuple(min(255, c + 30) for c in fill) if focused else fill
    if not button.lit:
        fill = (48, 52, 58)
    rect = button.rect
    pygame.draw.rect(surface, (0, 0, 0), rect.move(0, 6), border_radius=16)
    pygame.draw.rect(surface, fill, rect, border_radius=16)
    pygame.draw.rect(surface, theme.PANEL_EDGE, rect, width=2, border_radius=16)
    colour = theme.INK if button.lit else theme.INK_DIM
    text.blit(surface, button.label, theme.BODY_SIZE, colour, rect.center, "center", "bold")
    if focused:
        focus_ring(surface, rect, 16)
