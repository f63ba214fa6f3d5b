"""Five Three Five round summary: who went out, what everyone was caught holding, the points
each player scored this round and the running standings (an overlay over the table).

With no human at the table (a demo or a kiosk attract loop) it closes by itself.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from game.ui.draw import theme
from game.ui.stage.widgets import panel
from game.ui.tables.common.summary import SummaryOverlay

if TYPE_CHECKING:
    from game.ui.shell.app import App
    from game.ui.tables.five_three_five import FiveThreeFiveTable

LEFT_CARD = (60, 84)
ROW_H = 96       # the cards a player was caught holding


@dataclass
class RoundResult:
    """What the ``round_end`` (and ``score``) events said."""

    round_no: int
    half: int
    out: int
    points: list[int]
    scores: list[int]
    cards_left: list[tuple[int, ...]]
    game_over: bool = False
    target: int = 20

    @property
    def title(self) -> str:
        if self.half:
            return f"{'First' if self.half == 1 else 'Second'} half over"
        return f"Round {self.round_no} over"


class RoundSummaryScene(SummaryOverlay):
    scene_id = "five_three_five_round_summary"
    veil = 165

    def __init__(self, app: App, table: FiveThreeFiveTable, result: RoundResult,
                 on_close: Callable[[], None] | None = None):
        self.result = result
        players = len(result.points)
        box = pygame.Rect(0, 0, 1440, 370 + players * ROW_H)
        box.center = (960, 540)
        if result.game_over:
            label = "See final standings"
        elif result.half == 1:
            label = "Play the second half"
        else:
            label = "Deal the next round"
        super().__init__(app, table, on_close, box, label)
        # standings: fewest points first; the round's points decide nothing here
        self.order = sorted(range(players), key=lambda seat: (result.scores[seat], seat))

    # --- drawing -----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        if self._art is None:   # the table never changes while it is open: paint it once
            art = pygame.Surface(self.box.size, pygame.SRCALPHA)
            self._paint(art, art.get_rect())
            self._art = art.convert_alpha() if pygame.display.get_surface() is not None else art
        surface.blit(self._art, self.box)
        self.group.draw(surface, self.app.text)

    def _paint(self, surface: pygame.Surface, box: pygame.Rect) -> None:
        panel(surface, box)
        text = self.app.text
        result, seats = self.result, self.table.seats
        top, middle = box.top, box.centerx
        text.blit(surface, result.title, theme.HEADING_SIZE, theme.ACCENT, (middle, top + 30), "midtop", "bold")
        out = seats[result.out].name
        goal = "after two halves" if result.half else f"at {result.target} points"
        text.blit(surface, f"{out} played their last card  \u2022  the game ends {goal}, fewest wins",
                  theme.SMALL_SIZE, theme.INK, (middle, top + 104), "midtop")
        columns = self._columns(box)
        y = top + 170
        for header, (x, anchor) in zip(("Place", "Player", "Caught holding", "This round", "Total"),
                                       columns):
            text.blit(surface, header, theme.SMALL_SIZE, theme.INK_DIM, (x, y), anchor)
        y += 50
        for place, seat in enumerate(self.order, start=1):
            self._row(surface, box, place, seat, y, columns)
            y += ROW_H

    @staticmethod
    def _columns(box: pygame.Rect) -> list[tuple[int, str]]:
        left = box.left
        return [(left + 60, "topleft"), (left + 190, "topleft"), (left + 520, "topleft"),
                (left + 1180, "topright"), (left + 1380, "topright")]

    def _row(self, surface: pygame.Surface, box: pygame.Rect, place: int, seat: int, y: int,
             columns: list[tuple[int, str]]) -> None:
        text, result = self.app.text, self.result
        setup = self.table.seats[seat]
        centre_y = y + ROW_H // 2 - 6
        if place == 1:
            band = pygame.Rect(box.left + 30, y - 6, box.width - 60, ROW_H - 8)
            pygame.draw.rect(surface, (44, 64, 52), band, border_radius=16)
        text.blit(surface, f"{place}.", theme.BODY_SIZE, theme.INK, (columns[0][0], centre_y), "midleft", "bold")
        pygame.draw.circle(surface, setup.rgb, (columns[1][0] + 22, centre_y), 20)
        text.blit(surface, setup.name, theme.BODY_SIZE, theme.INK, (columns[1][0] + 56, centre_y), "midleft",
                  "bold")
        cards = result.cards_left[seat]
        if seat == result.out:
            text.blit(surface, "Went out!", theme.BODY_SIZE, theme.GOOD, (columns[2][0], centre_y), "midleft",
                      "bold")
        else:
            self._cards(surface, cards, columns[2][0], centre_y)
        gained = result.points[seat]
        text.blit(surface, f"+{gained}" if gained else "0", theme.BODY_SIZE,
                  theme.BAD if gained else theme.GOOD, (columns[3][0], centre_y), "midright", "bold")
        text.blit(surface, str(result.scores[seat]), theme.BODY_SIZE, theme.ACCENT_SOFT,
                  (columns[4][0], centre_y), "midright", "bold")

    def _cards(self, surface: pygame.Surface, cards: tuple[int, ...], left: int, centre_y: int) -> None:
        faces = self.table.faces
        width = 560
        count = len(cards)
        if not count:
            return
        step = min(LEFT_CARD[0] + 6, (width - LEFT_CARD[0]) / max(1, count - 1))
        blits = []
        for index, card in enumerate(cards):
            face = self.app.cards.face(faces[card], LEFT_CARD)
            blits.append((face, (round(left + index * step), centre_y - LEFT_CARD[1] // 2)))
        surface.fblits(blits)
