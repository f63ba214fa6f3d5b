"""Phase 10 hand summary: who went out, the phase each player made or missed this hand, the
cards they were caught holding, the points this hand and the running totals (an overlay).

With no human at the table (a demo or a kiosk attract loop) it closes by itself.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

from game.ui import theme
from game.ui.tables.phase10_dialogs import FrozenBackdrop
from game.ui.tables.phase10_moves import HandResult
from game.ui.tables.summary import SummaryOverlay
from game.ui.widgets import panel

if TYPE_CHECKING:
    from game.ui.app import App

LEFT_CARD = (56, 78)
ROW_H = 90
COLUMNS = (("Player", 50, "topleft"), ("This hand", 270, "topleft"), ("Cards left", 640, "topleft"),
           ("Hand", 1210, "topright"), ("Total", 1340, "topright"), ("Phases", 1500, "topright"))


class HandSummaryScene(FrozenBackdrop, SummaryOverlay):
    scene_id = "phase10_hand_summary"

    def __init__(self, app: App, table: Any, result: HandResult, on_close: Callable[[], None] | None = None):
        self.result = result
        players = len(result.points)
        box = pygame.Rect(0, 0, 1560, 330 + players * ROW_H)
        box.center = (960, 540)
        label = "See final standings" if result.game_over else f"Deal hand {result.hand + 1}"
        super().__init__(app, table, on_close, box, label, button_bottom_gap=66)
        # standings so far: most phases made, then fewest points
        self.order = sorted(range(players), key=lambda seat: (-result.completed[seat], result.scores[seat], seat))

    # --- drawing -----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        self.backdrop(surface, 165)
        if self._art is None:   # nothing changes while it is open: paint it once
            art = pygame.Surface(self.box.size, pygame.SRCALPHA)
            self._paint(art)
            self._art = art.convert_alpha() if pygame.display.get_surface() is not None else art
        surface.blit(self._art, self.box)
        self.group.draw(surface, self.app.text)

    def title(self) -> tuple[str, str]:
        result, seats = self.result, self.table.seats
        if result.went_out is not None:
            head = f"Hand {result.hand}: {seats[result.went_out].name} went out"
        else:
            head = f"Hand {result.hand} is over"
        goal = "Game over" if result.game_over else "First to make all ten phases wins; fewer points break a tie"
        if result.went_out is None and result.reason:
            goal = f"Nobody went out ({result.reason})"
        return head, goal

    def _paint(self, surface: pygame.Surface) -> None:
        box = surface.get_rect()
        panel(surface, box)
        text = self.app.text
        head, goal = self.title()
        text.blit(surface, head, theme.HEADING_SIZE, theme.ACCENT, (box.centerx, 28), "midtop", "bold")
        text.blit(surface, goal, theme.SMALL_SIZE, theme.INK_DIM, (box.centerx, 104), "midtop")
        y = 164
        for header, x, anchor in COLUMNS:
            text.blit(surface, header, theme.SMALL_SIZE, theme.INK_DIM, (x, y), anchor, "bold")
        y += 50
        for place, seat in enumerate(self.order):
            self._row(surface, box, seat, y, place == 0)
            y += ROW_H

    def _row(self, surface: pygame.Surface, box: pygame.Rect, seat: int, y: int, leader: bool) -> None:
        text, result = self.app.text, self.result
        setup = self.table.seats[seat]
        cy = y + ROW_H // 2 - 6
        if leader:
            pygame.draw.rect(surface, (44, 64, 52), (24, y - 4, box.width - 48, ROW_H - 8), border_radius=16)
        pygame.draw.circle(surface, setup.rgb, (COLUMNS[0][1] + 20, cy), 18)
        text.blit(surface, setup.name, theme.BODY_SIZE, theme.INK, (COLUMNS[0][1] + 52, cy), "midleft", "bold")
        made, tried = result.phases_made[seat], result.attempted[seat] if seat < len(result.attempted) else 0
        if made:
            words, colour = f"\u2713 Made phase {made}", theme.GOOD
        else:
            words, colour = (f"Missed phase {tried}" if tried else "No phase"), (255, 170, 150)
        text.blit(surface, words, theme.BODY_SIZE, colour, (COLUMNS[1][1], cy), "midleft", "bold")
        cards = result.hands[seat] if seat < len(result.hands) else []
        if seat == result.went_out:
            text.blit(surface, "Went out!", theme.BODY_SIZE, theme.ACCENT, (COLUMNS[2][1], cy), "midleft", "bold")
        else:
            self._cards(surface, cards, COLUMNS[2][1], cy)
        gained = result.points[seat]
        text.blit(surface, f"+{gained}" if gained else "0", theme.BODY_SIZE, theme.BAD if gained else theme.GOOD,
                  (COLUMNS[3][1], cy), "midright", "bold")
        text.blit(surface, str(result.scores[seat]), theme.BODY_SIZE, theme.INK, (COLUMNS[4][1], cy), "midright",
                  "bold")
        text.blit(surface, f"{result.completed[seat]}/10", theme.BODY_SIZE, theme.ACCENT_SOFT, (COLUMNS[5][1], cy),
                  "midright", "bold")

    def _cards(self, surface: pygame.Surface, cards: list[str], left: int, cy: int) -> None:
        if not cards:
            return
        faces = self.table.faces
        width = 470
        step = min(LEFT_CARD[0] + 4, (width - LEFT_CARD[0]) / max(1, len(cards) - 1))
        surface.fblits([(self.app.cards.face(faces[card], LEFT_CARD), (round(left + i * step), cy - LEFT_CARD[1] // 2))
                        for i, card in enumerate(cards)])
