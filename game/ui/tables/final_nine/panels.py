"""The Final Nine table's side panels: the scorecard, the throw in progress, the piles, the status.

:class:`Panels` is a part the table owns (``table.panels``). Left of the hole: the scorecard (one
row per player, the thrower's row lit) and the throw panel (the throw's cards with their captions,
or, before any card is played, the key to the marks drawn on the hole this frame). Right of the
hole: the four piles and the status panel, two lines at most, saying what the focused choice
would do.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.ui.draw import theme
from game.ui.stage.widgets import panel
from game.ui.tables.final_nine.layout import (
    ACTION_DISCARD,
    ACTION_STACK,
    CARD_COL,
    DISC_DISCARD,
    DISC_STACK,
    PILES_PANEL,
    SCORE_ROW_H,
    SCORE_ROW_TOP,
    SCORECARD,
    SMALL,
    STATUS_PANEL,
    score_row_y,
)
from game.ui.tables.final_nine.marks import LEGEND_ORDER, draw_key
from game.ui.tables.final_nine.text import card_face

if TYPE_CHECKING:
    from game.ui.tables.final_nine.table import FinalNineTable

SCORE_COLS = (24, CARD_COL[0] - SCORECARD.left - 22, 384, 566)   # player, hand, this hole, total
SHORT_SURFACE = {"c": "circle", "T": "tee", "h": "bushes", "k": "clump", "p": "path"}
HOLE_ROOM = SCORE_COLS[3] - SCORE_COLS[2] - 12


class Panels:
    """The scorecard, throw, piles and status panels, drawn from the table's shown state."""

    def __init__(self, table: FinalNineTable):
        self.table = table

    # --- the scorecard ---------------------------------------------------------------------------
    def draw_scorecard(self, surface: pygame.Surface) -> None:
        shown, text = self.table.shown, self.table.app.text
        card = SCORECARD.copy()
        card.height = min(SCORECARD.height, SCORE_ROW_TOP + SCORE_ROW_H * len(self.table.seats) + 14)
        panel(surface, card, alpha=220)
        left = SCORECARD.left
        # No "thru" column: everyone plays each hole before the next, and the header says which.
        for x, header in zip(SCORE_COLS, ("Player", "Hand", "This hole", "Total")):
            text.blit(surface, header, theme.SMALL_SIZE, theme.INK_DIM, (left + x, SCORECARD.top + 14))
        pygame.draw.line(surface, theme.PANEL_EDGE, (left + 16, SCORECARD.top + 58),
                         (SCORECARD.right - 16, SCORECARD.top + 58), 2)
        back = self.table.app.cards.back("final_nine_action", (28, 40))
        name_room = SCORE_COLS[1] - SCORE_COLS[0] - 50
        for seat in range(len(self.table.seats)):
            y = score_row_y(seat)
            if seat == shown.thrower and self.table.current is not None:
                row = pygame.Rect(left + 8, y - 21, SCORECARD.width - 16, 42)
                pygame.draw.rect(surface, (70, 64, 30), row, border_radius=10)
                pygame.draw.rect(surface, theme.ACCENT, row, 2, border_radius=10)
            pygame.draw.circle(surface, self.table.seats[seat].rgb, (left + SCORE_COLS[0] + 16, y), 15)
            name = self.fitted(self.table.seat_label(seat), name_room)
            surface.blit(name, name.get_rect(midleft=(left + SCORE_COLS[0] + 42, y)))
            count = shown.hand_counts[seat] if seat < len(shown.hand_counts) else 0
            if count:
                surface.blit(back, back.get_rect(center=(CARD_COL[0], y)))
            text.blit(surface, str(count), theme.SMALL_SIZE, theme.INK, (CARD_COL[1], y), "midleft")
            status = self.fitted(self.hole_status(seat), HOLE_ROOM, bold=False)
            surface.blit(status, status.get_rect(midleft=(left + SCORE_COLS[2], y)))
            played = shown.scores[seat] if seat < len(shown.scores) else []
            total = sum(played) - sum(shown.pars[:len(played)])
            colour = theme.GOOD if total < 0 else theme.BAD if total > 0 else theme.INK
            text.blit(surface, "E" if total == 0 else f"{total:+d}", theme.SMALL_SIZE, colour,
                      (left + SCORE_COLS[3], y), "midleft", "bold")

    def hole_status(self, seat: int) -> str:
        shown = self.table.shown
        strokes = shown.strokes[seat]
        if shown.status[seat] == 1:
            return f"IN \u00b7 {strokes}"
        if shown.status[seat] == 2:
            return f"Pickup \u00b7 {strokes}"
        lie = SHORT_SURFACE.get(self.table.surface_at(shown.lie[seat]), "grass")
        return f"{strokes} \u00b7 {lie}"

    # --- the throw and the piles -----------------------------------------------------------------
    def draw_throw_panel(self, surface: pygame.Surface, legend: set[str]) -> None:
        text, area = self.table.app.text, self.table.throw_area
        panel(surface, area.panel, alpha=200)
        title = self.fitted(self.table.throw_title(), area.panel.width - 44)
        surface.blit(title, (area.panel.left + 22, area.panel.top + 12))
        if self.table.moves.table_log:
            line = self.fitted(self.table.moves.table_log[-1], area.panel.width - 44, bold=False,
                               colour=theme.INK_DIM)
            surface.blit(line, (area.panel.left + 22, area.panel.top + 54))
        if not self.table.moves.throw_sprites:
            if legend:
                self.draw_legend(surface, legend)
            else:
                text.blit(surface, "Cards played on this throw land here", theme.SMALL_SIZE, theme.INK_DIM,
                          (area.panel.centerx, area.cards_y), "center")
        for sprite in self.table.moves.throw_sprites:
            if not sprite.busy:
                text.blit(surface, sprite.tag[1], theme.SMALL_SIZE, theme.INK_DIM,
                          (round(sprite.pos[0]), area.cards_y + SMALL[1] // 2 + 6), "midtop")

    def draw_piles(self, surface: pygame.Surface) -> None:
        text, cards = self.table.app.text, self.table.app.cards
        panel(surface, PILES_PANEL, alpha=200)
        view = self.table.view()
        for pos, deck, count, label in ((DISC_STACK, "final_nine_disc", view.disc_stack_count, "Discs"),
                                        (ACTION_STACK, "final_nine_action", view.action_stack_count, "Actions")):
            back = cards.back(deck, SMALL)
            for k in range(min(3, max(1, count // 12))):
                surface.blit(back, back.get_rect(center=(pos[0] - k * 3, pos[1] - k * 3)))
            text.blit(surface, str(count), theme.SMALL_SIZE, theme.INK, (pos[0], pos[1] + 72), "midtop", "bold")
            text.blit(surface, label, theme.SMALL_SIZE, theme.INK_DIM, (pos[0] + 52, PILES_PANEL.top + 12),
                      "midtop", "bold")
        for pos, top in ((DISC_DISCARD, self.table.shown.disc_top), (ACTION_DISCARD, self.table.shown.action_top)):
            if top >= 0:
                face = cards.face(card_face(self.table.rules.content, top), SMALL)
            else:
                face = cards.blank(SMALL)
            surface.blit(face, face.get_rect(center=pos))
            text.blit(surface, "used", theme.SMALL_SIZE, theme.INK_DIM, (pos[0], pos[1] + 72), "midtop")

    def draw_legend(self, surface: pygame.Surface, legend: set[str]) -> None:
        """What the marks on the hole mean, for the marks drawn now (one key a row)."""
        text = self.table.app.text
        keys = [key for key in LEGEND_ORDER if key in legend]
        for index, key in enumerate(keys):
            x, y = self.table.throw_area.panel.left + 40, self.table.throw_area.legend_top + index * 54
            words = draw_key(surface, key, (x + 18, y), self.table.shown.wind)
            text.blit(surface, words, theme.SMALL_SIZE - 4, theme.INK, (x + 52, y), "midleft")

    # --- the status panel ------------------------------------------------------------------------
    def draw_status(self, surface: pygame.Surface, message: str) -> None:
        """The status in two lines: bold, then condensed, then smaller; then three small lines (at the
        TV text size, down to the size normal text would draw); then cut short."""
        text, room = self.table.app.text, STATUS_PANEL.width - 44
        panel(surface, STATUS_PANEL, alpha=235)
        lines: list[str] = []
        smallest = theme.SMALL_SIZE - 4       # at the TV text size one step more, to what normal text draws
        for size, style, most in ((theme.BODY_SIZE, "bold", 2), (theme.BODY_SIZE, "condensed", 2),
                                  (theme.SMALL_SIZE, "condensed", 2), (smallest, "condensed", 3),
                                  (text.floor(smallest), "condensed", 3)):
            lines = text.wrap(message, size, room, style)
            tall = len(lines) * (round(size * text.scale) + (10 if most == 2 else 6))
            if len(lines) <= most and all(text.font(size, style).size(line)[0] <= room for line in lines) and \
                    tall <= STATUS_PANEL.height - 8:
                break
        if len(lines) > most:
            lines = lines[:most - 1] + [" ".join(lines[most - 1:])]
        step = round(size * text.scale) + (10 if most == 2 else 6)
        top = STATUS_PANEL.centery - step * len(lines) / 2
        for row, line in enumerate(lines):
            label = text.render(line, size, theme.INK, style)
            if label.get_width() > room:
                label = self.fitted(line, room)
            surface.blit(label, label.get_rect(midleft=(STATUS_PANEL.left + 22, round(top + step * (row + 0.5)))))

    def fitted(self, line: str, width: int, bold: bool = True, colour: tuple = theme.INK) -> pygame.Surface:
        """A 32 px line; condensed, then without the spaces around its dots, then cut short, when it
        would not fit."""
        text = self.table.app.text
        for style in ("bold" if bold else "regular", "condensed"):
            label = text.render(line, theme.SMALL_SIZE, colour, style)
            if label.get_width() <= width:
                return label
        if " \u00b7 " in line:       # "2 · bushes" as "2·bushes" before anything is cut (TV text size)
            return self.fitted(line.replace(" \u00b7 ", "\u00b7"), width, bold, colour)
        while len(line) > 8 and text.font(theme.SMALL_SIZE, "condensed").size(line + "...")[0] > width:
            line = line[:-1]
        return text.render(line.rstrip() + "...", theme.SMALL_SIZE, colour, "condensed")
