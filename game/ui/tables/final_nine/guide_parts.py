"""What the Final Nine table tells the guided game and the hint: where its named parts are, and
which of its buttons a hinted throw lights."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.ui.tables.final_nine import layout

if TYPE_CHECKING:
    from game.ui.tables.final_nine.table import FinalNineTable

# Where the guided game's panel goes first: a side column, so the hole in the middle stays in view.
GUIDE_SPOTS = ((layout.LEFT_LEFT, 140, layout.SIDE_WIDTH), (layout.RIGHT_LEFT, 12, layout.SIDE_WIDTH))


def target_rect(table: FinalNineTable, name: str) -> pygame.Rect | None:
    """Where a named part of the table is, for the guided game: ``hand``, ``card:<name>``,
    ``hole``, ``marker`` (your lie), ``basket``, ``button:<label>``, ``scorecard``, ``flight``
    (the throw panel) and ``stack`` (the piles)."""
    from game.ui.tables.common import targets
    from game.ui.tables.final_nine.hole import cell_rect
    part, arg = targets.split(name)
    if part in ("hand", "card"):
        return targets.hand_cards(table.hand, arg, lambda tag: table.card_name(tag) if isinstance(tag, int) else "")
    if part == "button":
        return targets.bar_button(table.bar, arg)
    if part == "marker":
        return cell_rect(table.shown.lie[table.bottom]).inflate(8, 8)
    if part == "basket":
        return cell_rect(table.rules.hole(table.shown.hole).basket).inflate(8, 8)
    places = {"hole": layout.HOLE_FRAME, "scorecard": layout.SCORECARD, "flight": layout.THROW_PANEL,
              "stack": layout.PILES_PANEL}
    return pygame.Rect(places[part]) if part in places else None


def hint_targets(table: FinalNineTable, action: Any) -> list[pygame.Rect]:
    """A hinted throw also lights its disc's pick button (the bar lists discs before directions)."""
    disc = getattr(action, "disc", None)
    return [button.rect for button in table.bar.buttons
            if disc is not None and button.offer.data is not None and button.offer.data.kind == "pick"
            and button.offer.data.card == disc]
