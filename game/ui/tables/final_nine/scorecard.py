"""The end of a Final Nine round: the full scorecard, hole by hole, over the table.

Golf's own marks: a birdie or better is circled, a bogey or worse boxed. Players are ranked
by total strokes (lowest wins; ties share the win). Play again / back to title come from the
shared standings scene.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.ui.draw import theme
from game.ui.stage.widgets import panel
from game.ui.tables.common.standings import StandingsScene

if TYPE_CHECKING:
    from game.ui.shell.app import App
    from game.ui.tables.final_nine.table import FinalNineTable

NAME_W, HOLE_W, TOTAL_W = 220, 48, 120
ROW_H = 58


def vs_par_text(value: int) -> str:
    return "E" if value == 0 else f"{value:+d}"


def ranking(table: FinalNineTable) -> list[int]:
    totals = [sum(row) for row in table.view().scores]
    return sorted(range(len(table.seats)), key=lambda seat: (totals[seat], seat))


def standings_rows(table: FinalNineTable) -> list[list]:
    view = table.view()
    results = table.rules.results(table.state)
    par = sum(view.pars)
    rows = []
    for seat in ranking(table):
        strokes = sum(view.scores[seat])
        rows.append([table.seats[seat].name, str(strokes), vs_par_text(strokes - par),
                     str(len(view.scores[seat])), "Winner" if results[seat] > 0 else ""])
    return rows


class ScorecardScene(StandingsScene):
    scene_id = "final_nine_scorecard"

    def __init__(self, app: App, table: FinalNineTable):
        super().__init__(app, table)
        self._card: pygame.Surface | None = None
        self._overlay: pygame.Surface | None = None
        hole_w, total_w, to_par_w = self.column_widths()
        card_w = NAME_W + hole_w * len(table.view().pars) + total_w + to_par_w
        # taller than the shared one: the card needs room (and wider at the TV text size)
        self.box = pygame.Rect(0, 0, max(1400, card_w + 76), 1000)
        self.box.center = (960, 540)
        for button in self.group.widgets:
            button.rect.centery = self.box.bottom - 72

    def column_widths(self) -> tuple[int, int, int]:
        """A hole's column, the "Total" one and the "To par" one: as wide as their widest words at
        the text size in use ("18", "Total", "To par"), never narrower than at the normal size."""
        font = self.app.text.font(theme.SMALL_SIZE, "bold")
        return (max(HOLE_W, self.app.text.font(theme.SMALL_SIZE).size("18")[0] + 8),
                max(TOTAL_W, font.size("Total")[0] + 20), max(TOTAL_W, font.size("To par")[0] + 4))

    def card_surface(self) -> pygame.Surface:
        """The scorecard grid, drawn once."""
        if self._card is not None:
            return self._card
        table, text = self.table, self.app.text
        view = table.view()
        holes = view.holes[:len(view.pars)]
        size = theme.SMALL_SIZE
        hole_w, total_w, to_par_w = self.column_widths()
        width = NAME_W + hole_w * len(holes) + total_w + to_par_w
        order = ranking(table)
        surf = pygame.Surface((width, ROW_H * (2 + len(order))), pygame.SRCALPHA)

        def cell(col_x: int, row: int, value: str, colour: tuple, style: str = "regular") -> None:
            text.blit(surf, value, size, colour, (col_x, row * ROW_H + ROW_H // 2), "center", style)

        pygame.draw.rect(surf, (34, 48, 62), (0, 0, width, ROW_H * 2), border_radius=12)
        for index in range(1, len(holes), 2):     # faint stripes keep two-digit columns apart
            pygame.draw.rect(surf, (255, 255, 255, 16), (NAME_W + index * hole_w, 0, hole_w, surf.get_height()))
        text.blit(surf, "Hole", size, theme.INK_DIM, (12, ROW_H // 2), "midleft", "bold")
        text.blit(surf, "Par", size, theme.INK_DIM, (12, ROW_H + ROW_H // 2), "midleft", "bold")
        left = NAME_W
        for index, (number, par) in enumerate(zip(holes, view.pars)):
            x = left + index * hole_w + hole_w // 2
            cell(x, 0, str(number), theme.INK_DIM)
            cell(x, 1, str(par), theme.INK)
        totals_x = left + hole_w * len(holes)
        cell(totals_x + total_w // 2, 0, "Total", theme.INK_DIM, "bold")
        cell(totals_x + total_w + to_par_w // 2, 0, "To par", theme.INK_DIM, "bold")
        cell(totals_x + total_w // 2, 1, str(sum(view.pars)), theme.INK)
        for rank, seat in enumerate(order):
            row = rank + 2
            y = row * ROW_H
            if rank % 2 == 0:
                pygame.draw.rect(surf, (255, 255, 255, 14), (0, y, width, ROW_H))
            pygame.draw.circle(surf, table.seats[seat].rgb, (22, y + ROW_H // 2), 13)
            text.blit(surf, table.seats[seat].name, size, theme.INK, (44, y + ROW_H // 2), "midleft", "bold")
            for index, (strokes, par) in enumerate(zip(view.scores[seat], view.pars)):
                x = left + index * hole_w + hole_w // 2
                centre = (x, y + ROW_H // 2)
                if strokes < par:
                    pygame.draw.circle(surf, theme.GOOD, centre, 22, 3)
                elif strokes > par:
                    box = pygame.Rect(0, 0, 44, 44)
                    box.center = centre
                    pygame.draw.rect(surf, theme.BAD, box, 3, border_radius=4)
                cell(x, row, str(strokes), theme.INK)
            total = sum(view.scores[seat])
            diff = total - sum(view.pars)
            colour = theme.GOOD if diff < 0 else theme.BAD if diff > 0 else theme.INK
            cell(totals_x + total_w // 2, row, str(total), theme.INK, "bold")
            cell(totals_x + total_w + to_par_w // 2, row, vs_par_text(diff), colour, "bold")
        if pygame.display.get_surface() is not None:
            surf = surf.convert_alpha()
        self._card = surf
        return surf

    def draw_stats(self, surface: pygame.Surface, top: int) -> None:
        """Birdies, pars and bogeys per player, best first."""
        table, text = self.table, self.app.text
        view = table.view()
        columns = (("Birdies or better", -99, -1), ("Pars", 0, 0), ("Bogeys or worse", 1, 99))
        xs = tuple(self.box.centerx + dx for dx in (-440, -60, 200, 460))
        for x, (label, _, _) in zip(xs[1:], columns):
            text.blit(surface, label, theme.SMALL_SIZE, theme.INK_DIM, (x, top), "midtop", "bold")
        for rank, seat in enumerate(ranking(table)[:4]):
            y = top + 50 + rank * 44
            pygame.draw.circle(surface, table.seats[seat].rgb, (xs[0] - 90, y + 19), 12)
            text.blit(surface, table.seats[seat].name, theme.SMALL_SIZE, theme.INK, (xs[0] - 68, y), "topleft", "bold")
            diffs = [s - p for s, p in zip(view.scores[seat], view.pars)]
            for x, (_, low, high) in zip(xs[1:], columns):
                count = sum(1 for d in diffs if low <= d <= high)
                text.blit(surface, str(count), theme.SMALL_SIZE, theme.INK, (x, y), "midtop")

    def overlay(self) -> pygame.Surface:
        """The panel with its title, card, note and stats, composed once (one blit a frame)."""
        if self._overlay is not None:
            return self._overlay
        layer = pygame.Surface(pygame.display.get_surface().get_size() if pygame.display.get_surface()
                               else (1920, 1080), pygame.SRCALPHA)
        panel(layer, self.box)
        text = self.app.text
        text.blit(layer, self.title, theme.HEADING_SIZE, theme.ACCENT, (960, self.box.top + 30), "midtop", "bold")
        card = self.card_surface()
        layer.blit(card, card.get_rect(midtop=(960, self.box.top + 120)))
        note = "Lowest total wins.  \u25cb birdie or better   \u25a1 bogey or worse"
        y = self.box.top + 134 + card.get_height()
        text.blit(layer, note, theme.SMALL_SIZE, theme.INK_DIM, (960, y), "midtop")
        self.draw_stats(layer, y + 64)
        layer = layer.subsurface(self.box).copy()
        if pygame.display.get_surface() is not None:
            layer = layer.convert_alpha()
        self._overlay = layer
        return layer

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.overlay(), self.box)
        self.group.draw(surface, self.app.text)
