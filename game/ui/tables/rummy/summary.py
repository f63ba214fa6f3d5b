"""The rummy hand summary: who went out, the requirement each player made or missed this hand,
the cards they were caught holding, the points this hand and the running totals (an overlay).

The table fills a :class:`HandResult` from its hand-end event; the words ("level", out of five,
the game's goal) come from :class:`~game.ui.tables.rummy.view.RummyWords`. With no human at
the table (a demo or a kiosk attract loop) it closes by itself.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from game.ui.draw import theme
from game.ui.draw.cards import CardFace
from game.ui.stage.seats import SeatSetup
from game.ui.stage.widgets import panel
from game.ui.tables.common.summary import SummaryOverlay
from game.ui.tables.rummy.backdrop import FrozenBackdrop
from game.ui.tables.rummy.view import RummyWords

if TYPE_CHECKING:
    from game.ui.draw.cards import CardRenderer
    from game.ui.shell.app import App
    from game.ui.tables.base import TableScene

LEFT_CARD = (56, 78)
ROW_H = 90
LIT_ROW = (44, 64, 52)      # the row of the seat that went out, or of the leader
COLUMNS = (("Player", 50, "topleft"), ("This hand", 270, "topleft"), ("Cards left", 640, "topleft"),
           ("Hand", 1210, "topright"), ("Total", 1340, "topright"), ("", 1500, "topright"))


@dataclass
class HandResult:
    """What a hand's end said: per seat the points, the requirement made (0: none) and attempted,
    the running scores, how many requirements are done and the cards left in hand."""

    hand: int
    went_out: int | None
    points: list[int]
    made: list[int]
    attempted: list[int]
    scores: list[int]
    completed: list[int]
    hands: list[list[str]]
    reason: str
    game_over: bool = False


class FrozenSummary(SummaryOverlay):
    """A still overlay over the table, which waits for it: the dimmed table is kept once
    (:class:`FrozenBackdrop`) and the panel with what :meth:`paint` puts on it is painted once."""

    def __init__(self, app: App, table: TableScene, on_close: Callable[[], None] | None, box: pygame.Rect,
                 label: str):
        super().__init__(app, table, on_close, box, label, button_bottom_gap=66)
        self.frozen = FrozenBackdrop()

    def resume(self) -> None:
        self.frozen.forget()
        self.opaque = False

    def prepainted(self) -> None:
        self.resume()     # the picture beneath is taken on the first frame, after the table's update

    def leave(self, app: App) -> None:
        """Pop without the stack's fade (an opaque scene fades when it leaves)."""
        self.frozen.kept = self.opaque = False
        super().leave(app)

    def draw(self, surface: pygame.Surface) -> None:
        self.frozen.paint(surface, 165)
        self.opaque = True
        if self._art is None:   # nothing changes while it is open: paint it once
            art = pygame.Surface(self.box.size, pygame.SRCALPHA)
            panel(art, art.get_rect())
            self.paint(art)
            self._art = art.convert_alpha() if pygame.display.get_surface() is not None else art
        surface.blit(self._art, self.box)
        self.group.draw(surface, self.app.text)

    def heading(self, surface: pygame.Surface, head: str, line: str) -> None:
        """The title and the line under it, centred at the top of the panel."""
        text, box = self.app.text, surface.get_rect()
        text.blit(surface, head, theme.HEADING_SIZE, theme.ACCENT, (box.centerx, 28), "midtop", "bold")
        text.blit(surface, line, theme.SMALL_SIZE, theme.INK_DIM, (box.centerx, 104), "midtop")

    def paint(self, surface: pygame.Surface) -> None:
        """What the panel shows (``surface`` is the panel, painted already)."""

    def seat_name(self, surface: pygame.Surface, seat: SeatSetup, y: int, left: int = 50) -> None:
        """A row's seat: its colour disc and name from ``left`` (``y``: the row's middle)."""
        pygame.draw.circle(surface, seat.rgb, (left + 20, y), 18)
        self.app.text.blit(surface, seat.name, theme.BODY_SIZE, theme.INK, (left + 52, y), "midleft", "bold")

    def lit_row(self, surface: pygame.Surface, y: int, height: int) -> None:
        """A row lit across the panel (``y``: its top, ``height``: the rows' step)."""
        pygame.draw.rect(surface, LIT_ROW, (24, y - 4, surface.get_width() - 48, height - 8), border_radius=16)


class HandSummaryScene(FrozenSummary):
    scene_id = "hand_summary"

    def __init__(self, app: App, table: TableScene, result: HandResult, seats: Sequence[SeatSetup],
                 faces: Mapping[str, CardFace], words: RummyWords, on_close: Callable[[], None] | None = None):
        self.result, self.seats, self.faces, self.words = result, seats, faces, words
        players = len(result.points)
        box = pygame.Rect(0, 0, 1560, 330 + players * ROW_H)
        box.center = (960, 540)
        label = "See final standings" if result.game_over else f"Deal hand {result.hand + 1}"
        super().__init__(app, table, on_close, box, label)
        # standings so far: most requirements made, then fewest points
        self.order = sorted(range(players), key=lambda seat: (-result.completed[seat], result.scores[seat], seat))

    def title(self) -> tuple[str, str]:
        result = self.result
        if result.went_out is not None:
            head = f"Hand {result.hand}: {self.seats[result.went_out].name} went out"
        else:
            head = f"Hand {result.hand} is over"
        goal = "Game over" if result.game_over else self.words.goal
        if result.went_out is None and result.reason:
            goal = f"Nobody went out ({result.reason})"
        return head, goal

    def paint(self, surface: pygame.Surface) -> None:
        text = self.app.text
        self.heading(surface, *self.title())
        y = 164
        for header, x, anchor in COLUMNS:
            text.blit(surface, header or self.words.plural.title(), theme.SMALL_SIZE, theme.INK_DIM, (x, y), anchor,
                      "bold")
        y += 50
        for place, seat in enumerate(self.order):
            self._row(surface, seat, y, place == 0)
            y += ROW_H

    def _row(self, surface: pygame.Surface, seat: int, y: int, leader: bool) -> None:
        text, result, words = self.app.text, self.result, self.words
        setup = self.seats[seat]
        cy = y + ROW_H // 2 - 6
        if leader:
            self.lit_row(surface, y, ROW_H)
        self.seat_name(surface, setup, cy, COLUMNS[0][1])
        made, tried = result.made[seat], result.attempted[seat] if seat < len(result.attempted) else 0
        if made:
            line, colour = f"\u2713 Made {words.named(made)}", theme.GOOD
        else:
            line, colour = (f"Missed {words.named(tried)}" if tried else f"No {words.singular}"), (255, 170, 150)
        room = pygame.Rect(COLUMNS[1][1], cy - ROW_H // 2, COLUMNS[2][1] - COLUMNS[1][1] - 16, ROW_H)
        size, style = text.fit(line, theme.BODY_SIZE, room.width, "bold", text.floor(theme.BODY_SIZE))
        text.blit(surface, line, size, colour, room.midleft, "midleft", style, box=room)   # clear of the cards
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
        text.blit(surface, words.progress(result.completed[seat]), theme.BODY_SIZE, theme.ACCENT_SOFT,
                  (COLUMNS[5][1], cy), "midright", "bold")

    def _cards(self, surface: pygame.Surface, cards: list[str], left: int, cy: int) -> None:
        card_row(surface, self.app.cards, self.faces, cards, (left, cy), 470)


def card_row(surface: pygame.Surface, painter: CardRenderer, faces: Mapping[str, CardFace], cards: Sequence[str],
             left_centre: tuple[int, int], width: int, size: tuple[int, int] = LEFT_CARD) -> None:
    """A hand's cards as one overlapping row of ``size`` faces, ``width`` px at most from the
    left end at ``left_centre`` (a summary's "cards left" column)."""
    if not cards:
        return
    left, cy = left_centre
    step = min(size[0] + 4, (width - size[0]) / max(1, len(cards) - 1))
    surface.fblits([(painter.face(faces[card], size), (round(left + i * step), cy - size[1] // 2))
                    for i, card in enumerate(cards)])
