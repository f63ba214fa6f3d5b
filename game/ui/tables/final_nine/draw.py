"""Drawing the Final Nine table: the hole with its overlays, the scorecard, the throw, the piles.

Static pieces (the hole art, markers, the putter-range veil, banners) are surfaces built once
and cached; each frame blits them and draws a few dots for the flight paths.
"""

from __future__ import annotations

import itertools
import math
from typing import TYPE_CHECKING, Any

import pygame

from game.games.final_nine.geometry import in_putter_range
from game.games.final_nine.holes import HEIGHT, WIDTH
from game.ui import theme
from game.ui.tables.final_nine.hole import CELL, GRID_RECT, cell_rect
from game.ui.tables.final_nine.layout import (
    ACTION_DISCARD,
    ACTION_STACK,
    CARD_COL,
    DISC_DISCARD,
    DISC_STACK,
    HOLE_FRAME,
    HOLE_HEADER,
    MAP_CHIP,
    PILES_PANEL,
    SCORE_ROW_H,
    SCORE_ROW_TOP,
    SCORECARD,
    SMALL,
    THROW_PANEL,
    THROW_Y,
    score_row_y,
    throw_slot,
)
from game.ui.tables.final_nine.shown import Banner, off_point, route_of, score_name
from game.ui.tables.final_nine.text import card_face
from game.ui.widgets import panel

if TYPE_CHECKING:
    from game.ui.tables.final_nine.table import FinalNineTable

WIND_ANGLE = {0: -90, 1: 0, 2: 90, 3: 180}     # screen angle of N/E/S/W
PATH_INK = (255, 244, 170)
TRAIL_INK = (255, 255, 255)
PREVIEW_INK = (120, 220, 255)
OB_INK = (240, 70, 60)
MARKER_R = 25
SCORE_COLS = (24, CARD_COL[0] - 640 - 20, 640, 950, 1120)
LEGEND = {"wind": ("wind", "wind: +1 grid with it, -1 into it"),
          "preview": ("ring", "this throw lands here"), "ob": ("ob", "out of bounds, +1"),
          "trail": ("dots", "the last throw"), "range": ("square", "putting range")}
SHORT_SURFACE = {"c": "circle", "T": "tee", "h": "bushes", "k": "clump", "p": "path"}


def dotted(surface: pygame.Surface, points: list, colour: tuple, radius: int, gap: float = 15.0) -> None:
    """Dots every ``gap`` pixels along a polyline (the flight path)."""
    carry = 0.0
    for (x0, y0), (x1, y1) in itertools.pairwise(points):
        length = math.hypot(x1 - x0, y1 - y0)
        d = carry
        while d <= length:
            f = d / length if length else 0.0
            pygame.draw.circle(surface, colour, (round(x0 + (x1 - x0) * f), round(y0 + (y1 - y0) * f)), radius)
            d += gap
        carry = d - length


def arrow(surface: pygame.Surface, centre: tuple, angle_deg: float, size: float, colour: tuple) -> None:
    a = math.radians(angle_deg)
    ux, uy = math.cos(a), math.sin(a)
    nx, ny = -uy, ux
    cx, cy = centre
    tail = (cx - ux * size * 0.5, cy - uy * size * 0.5)
    neck = (cx + ux * size * 0.1, cy + uy * size * 0.1)
    tip = (cx + ux * size * 0.55, cy + uy * size * 0.55)
    pygame.draw.line(surface, colour, tail, neck, max(3, round(size * 0.16)))
    pygame.draw.polygon(surface, colour, [tip, (neck[0] + nx * size * 0.3, neck[1] + ny * size * 0.3),
                                          (neck[0] - nx * size * 0.3, neck[1] - ny * size * 0.3)])


class Drawing:
    """Everything drawn from the table's shown state, its moves' sprites and the seat's view."""

    def __init__(self, table: FinalNineTable):
        self.table = table
        self.caches: dict = {}
        self.legend: set[str] = set()     # the marks on the hole this frame, for the legend

    # --- cached pieces -----------------------------------------------------------------------
    def marker_surface(self, seat: int, ring: bool) -> pygame.Surface:
        key = ("marker", seat, ring)
        surf = self.caches.get(key)
        if surf is None:
            size = (MARKER_R + 8) * 2
            big = pygame.Surface((size * 2, size * 2), pygame.SRCALPHA)
            c = size
            pygame.draw.circle(big, (0, 0, 0, 110), (c + 4, c + 7), MARKER_R * 2)
            if ring:
                pygame.draw.circle(big, theme.ACCENT, (c, c), MARKER_R * 2 + 12)
            pygame.draw.circle(big, (255, 255, 255), (c, c), MARKER_R * 2)
            pygame.draw.circle(big, self.table.seats[seat].rgb, (c, c), MARKER_R * 2 - 7)
            font = self.table.app.text.font(60, "bold")
            label = font.render(self.table.seats[seat].name[:1].upper(), True, theme.INK_DARK)
            big.blit(label, label.get_rect(center=(c, c + 2)))
            surf = self.caches[key] = pygame.transform.smoothscale(big, (size, size))
        return surf

    def putter_veil(self, basket: int) -> pygame.Surface:
        key = ("veil", basket)
        surf = self.caches.get(key)
        if surf is None:
            surf = pygame.Surface(GRID_RECT.size, pygame.SRCALPHA)
            for cell in range(WIDTH * HEIGHT):
                if in_putter_range(cell, basket):
                    rect = cell_rect(cell).move(-GRID_RECT.left, -GRID_RECT.top)
                    pygame.draw.rect(surf, (255, 255, 255, 46), rect.inflate(-6, -6), border_radius=10)
                    pygame.draw.rect(surf, (255, 255, 255, 120), rect.inflate(-6, -6), 2, border_radius=10)
            self.caches[key] = surf
        return surf

    def banner_surface(self, banner: Banner) -> pygame.Surface:
        key = ("banner", banner.title, banner.subtitle, banner.colour)
        surf = self.caches.get(key)
        if surf is None:
            text = self.table.app.text
            title = text.render(banner.title, theme.HEADING_SIZE, theme.INK, "bold")
            room = HOLE_FRAME.width - 24
            if title.get_width() > room - 40:
                title = pygame.transform.smoothscale(title, (room - 40, title.get_height()))
            lines = text.wrap(banner.subtitle, theme.SMALL_SIZE, room - 60) if banner.subtitle else []
            width = min(room, max([title.get_width()] + [text.font(theme.SMALL_SIZE).size(s)[0]
                                                         for s in lines]) + 60)
            height = title.get_height() + 40 + len(lines) * 40
            surf = pygame.Surface((width, height), pygame.SRCALPHA)
            pygame.draw.rect(surf, (*banner.colour, 240), surf.get_rect(), border_radius=22)
            pygame.draw.rect(surf, (255, 255, 255, 200), surf.get_rect(), 3, border_radius=22)
            surf.blit(title, title.get_rect(midtop=(width // 2, 16)))
            for row, line in enumerate(lines):
                label = text.render(line, theme.SMALL_SIZE, theme.INK)
                surf.blit(label, label.get_rect(midtop=(width // 2, title.get_height() + 20 + row * 40)))
            if len(self.caches) > 300:
                self.caches.clear()
            self.caches[key] = surf
        return surf

    # --- the hole ----------------------------------------------------------------------------------
    def draw_hole(self, surface: pygame.Surface, preview: Any) -> None:
        shown, text = self.table.shown, self.table.app.text
        hole = self.table.rules.hole(shown.hole)
        panel(surface, HOLE_HEADER, alpha=215, radius=18)
        number = text.blit(surface, f"{hole.number}", theme.HEADING_SIZE, theme.ACCENT,
                           (HOLE_HEADER.left + 22, HOLE_HEADER.top + 6), style="bold")
        name = text.render(hole.name, theme.HEADING_SIZE, theme.INK, "bold")
        room = HOLE_HEADER.right - 18 - (number.right + 22)
        if name.get_width() > room:
            name = text.render(hole.name, theme.HEADING_SIZE, theme.INK, "condensed")
        surface.blit(name, (number.right + 22, HOLE_HEADER.top + 6))
        count = len(self.table.view().holes)
        line = f"Par {self.table.hole_par()}  \u00b7  hole {min(shown.hole_index + 1, count)} of {count}  \u00b7  " \
               f"{self.table.level.upper()}"
        text.blit(surface, line, theme.SMALL_SIZE, theme.INK_DIM, (HOLE_HEADER.left + 24, HOLE_HEADER.top + 74))
        chip = MAP_CHIP
        pygame.draw.rect(surface, (44, 74, 120), chip, border_radius=14)
        pygame.draw.rect(surface, theme.INK, chip, 2, border_radius=14)
        text.blit(surface, "Map", theme.SMALL_SIZE - 4, theme.INK, chip.center, "center", "bold")
        course = self.table.course
        course.draw_hole(surface, hole, self.table.level, self.table.app.settings.colour_blind)
        thrower = shown.thrower
        if self.table.show_putter_range(hole.basket):
            surface.blit(self.putter_veil(hole.basket), GRID_RECT)
        self.legend = set()
        if shown.wind >= 0:
            self.draw_wind(surface, shown.wind)
        if self.table.show_putter_range(hole.basket):
            self.legend.add("range")
        surface.set_clip(HOLE_FRAME)
        if shown.trail:
            self.legend.add("trail")
            dotted(surface, route_of(shown.trail, shown.trail_off), TRAIL_INK, 4, 13)
        if shown.path:
            self.draw_path(surface, route_of(shown.path, shown.path_off), PATH_INK,
                           shown.path_off is not None or self.is_ob(shown.path[-1]))
        if preview is not None and preview.path:
            self.draw_path(surface, route_of(preview.path, self.preview_off(preview)), PREVIEW_INK, preview.ob)
            self.legend |= {"preview", "ob"}
        surface.set_clip(None)
        on_course = [seat for seat, marker in self.table.moves.markers.items() if seat < len(shown.status)
                     and (shown.status[seat] == 0 or marker.tween is not None)]
        for seat in sorted(on_course, key=lambda s: s == thrower):     # the thrower on top, ringed
            self.blit_marker(surface, seat, self.table.moves.markers[seat].pos, seat == thrower)
        surface.set_clip(course.frame.card.inflate(2 * CELL, 2 * CELL))
        course.draw_flight(surface)
        surface.set_clip(None)

    def draw_wind(self, surface: pygame.Surface, wind: int) -> None:
        """The PRO wind on the course: a badge in a free corner of the card, arrowed the way it blows."""
        hole = self.table.rules.hole(self.table.shown.hole)
        corners = (cell_rect(35), cell_rect(39), cell_rect(4), cell_rect(0))
        free = [r for r, c in zip(corners, (35, 39, 4, 0)) if hole.letter(c) not in "TBw"]
        spot = (free or corners)[0]
        key = ("wind", wind)
        badge = self.caches.get(key)
        if badge is None:
            badge = pygame.Surface((96, 96), pygame.SRCALPHA)
            pygame.draw.circle(badge, (20, 34, 60, 225), (48, 48), 46)
            pygame.draw.circle(badge, (*theme.INK, 255), (48, 48), 46, 3)
            arrow(badge, (48, 42), WIND_ANGLE[wind], 52, theme.INK)
            label = self.table.app.text.render("WIND", 18, theme.INK, "bold")
            badge.blit(label, label.get_rect(center=(48, 78)))
            self.caches[key] = badge
        surface.blit(badge, badge.get_rect(center=spot.center))
        self.legend.add("wind")

    def blit_marker(self, surface: pygame.Surface, seat: int, pos: tuple, ring: bool) -> None:
        surf = self.marker_surface(seat, ring)
        surface.blit(surf, surf.get_rect(center=(round(pos[0]), round(pos[1]))))

    def is_ob(self, cell: int) -> bool:
        letter = self.table.surface_at(cell)
        return letter == "w" or (letter == "s" and self.table.level != "rec")

    @staticmethod
    def draw_path(surface: pygame.Surface, points: list, colour: tuple, out: bool) -> None:
        """A dotted flight to a target ring (a red cross when it ends out of bounds)."""
        dotted(surface, points, (20, 24, 30), 8, 18)
        dotted(surface, points, colour, 6, 18)
        centre = (round(points[-1][0]), round(points[-1][1]))
        pygame.draw.circle(surface, (20, 20, 20), centre, CELL // 3 + 3, 7)
        pygame.draw.circle(surface, OB_INK if out else colour, centre, CELL // 3, 5)
        if out:
            d = CELL // 5
            for a, b in (((-d, -d), (d, d)), ((d, -d), (-d, d))):
                pygame.draw.line(surface, OB_INK, (centre[0] + a[0], centre[1] + a[1]),
                                 (centre[0] + b[0], centre[1] + b[1]), 7)

    def preview_off(self, flight: Any) -> tuple | None:
        return off_point(list(flight.path), self.table.preview_direction, flight.landing)

    # --- the scorecard ---------------------------------------------------------------------------
    def draw_scorecard(self, surface: pygame.Surface) -> None:
        shown, text = self.table.shown, self.table.app.text
        card = SCORECARD.copy()
        card.height = min(SCORECARD.height, SCORE_ROW_TOP + SCORE_ROW_H * len(self.table.seats) + 14)
        panel(surface, card, alpha=220)
        left = SCORECARD.left
        headers = ("Player", "Hand", "This hole", "Total", "Thru")
        for x, header in zip(SCORE_COLS, headers):
            text.blit(surface, header, theme.SMALL_SIZE, theme.INK_DIM, (left + x, SCORECARD.top + 14))
        pygame.draw.line(surface, theme.PANEL_EDGE, (left + 16, SCORECARD.top + 58),
                         (SCORECARD.right - 16, SCORECARD.top + 58), 2)
        back = self.table.app.cards.back("final_nine_action", (28, 40))
        for seat in range(len(self.table.seats)):
            y = score_row_y(seat)
            if seat == shown.thrower and self.table.current is not None:
                row = pygame.Rect(left + 8, y - 21, SCORECARD.width - 16, 42)
                pygame.draw.rect(surface, (70, 64, 30), row, border_radius=10)
                pygame.draw.rect(surface, theme.ACCENT, row, 2, border_radius=10)
            pygame.draw.circle(surface, self.table.seats[seat].rgb, (left + SCORE_COLS[0] + 16, y), 15)
            text.blit(surface, self.table.seat_label(seat), theme.SMALL_SIZE, theme.INK,
                      (left + SCORE_COLS[0] + 42, y), "midleft", "bold")
            count = shown.hand_counts[seat] if seat < len(shown.hand_counts) else 0
            for k in range(min(3, count)):
                surface.blit(back, back.get_rect(center=(CARD_COL[0] + k * 9, y)))
            text.blit(surface, str(count), theme.SMALL_SIZE, theme.INK, (CARD_COL[0] + 40, y), "midleft")
            text.blit(surface, self.hole_status(seat), theme.SMALL_SIZE, theme.INK, (left + SCORE_COLS[2], y),
                      "midleft")
            played = shown.scores[seat] if seat < len(shown.scores) else []
            total = sum(played) - sum(shown.pars[:len(played)])
            colour = theme.GOOD if total < 0 else theme.BAD if total > 0 else theme.INK
            text.blit(surface, "E" if total == 0 else f"{total:+d}", theme.SMALL_SIZE, colour,
                      (left + SCORE_COLS[3], y), "midleft", "bold")
            text.blit(surface, str(len(played)), theme.SMALL_SIZE, theme.INK, (left + SCORE_COLS[4], y), "midleft")

    def hole_status(self, seat: int) -> str:
        shown = self.table.shown
        strokes = shown.strokes[seat]
        if shown.status[seat] == 1:
            return f"IN  \u00b7  {strokes}"
        if shown.status[seat] == 2:
            return f"Picked up  \u00b7  {strokes}"
        lie = SHORT_SURFACE.get(self.table.surface_at(shown.lie[seat]), "grass")
        return f"{strokes}  \u00b7  {lie}"

    # --- the throw and the piles -----------------------------------------------------------------
    def draw_throw_panel(self, surface: pygame.Surface) -> None:
        text = self.table.app.text
        panel(surface, THROW_PANEL, alpha=200)
        panel(surface, PILES_PANEL, alpha=200)
        title = self.fitted(self.table.throw_title(), THROW_PANEL.width - 44)
        surface.blit(title, (THROW_PANEL.left + 22, THROW_PANEL.top + 12))
        if not self.table.moves.throw_sprites:
            if self.legend:
                self.draw_legend(surface)
            else:
                text.blit(surface, "Cards played on this throw land here", theme.SMALL_SIZE, theme.INK_DIM,
                          (THROW_PANEL.centerx, THROW_Y), "center")
        for sprite in self.table.moves.throw_sprites:
            caption = sprite.tag[1]
            if not sprite.busy:
                text.blit(surface, caption, theme.SMALL_SIZE, theme.INK_DIM,
                          (round(sprite.pos[0]), THROW_Y + SMALL[1] // 2 + 6), "midtop")
        if self.table.moves.table_log:
            line = self.table.moves.table_log[-1]
            while text.font(theme.SMALL_SIZE).size(line)[0] > THROW_PANEL.width - 40 and len(line) > 8:
                line = line[:-4] + "..."
            text.blit(surface, line, theme.SMALL_SIZE, theme.INK_DIM, (THROW_PANEL.left + 22,
                      THROW_PANEL.bottom - 12), "bottomleft")
        view = self.table.view()
        cards = self.table.app.cards
        for pos, deck, count, label in ((DISC_STACK, "final_nine_disc", view.disc_stack_count, "Discs"),
                                        (ACTION_STACK, "final_nine_action", view.action_stack_count, "Actions")):
            back = cards.back(deck, SMALL)
            for k in range(min(3, max(1, count // 12))):
                surface.blit(back, back.get_rect(center=(pos[0] - k * 3, pos[1] - k * 3)))
            text.blit(surface, str(count), theme.SMALL_SIZE, theme.INK, (pos[0], pos[1] + 72), "midtop", "bold")
            text.blit(surface, label, theme.SMALL_SIZE, theme.INK_DIM, (pos[0] + 51, PILES_PANEL.top + 12),
                      "midtop", "bold")
        for pos, top in ((DISC_DISCARD, self.table.shown.disc_top), (ACTION_DISCARD, self.table.shown.action_top)):
            if top >= 0:
                face = cards.face(card_face(self.table.rules.content, top), SMALL)
            else:
                face = cards.blank(SMALL)
            surface.blit(face, face.get_rect(center=pos))
            text.blit(surface, "used", theme.SMALL_SIZE, theme.INK_DIM, (pos[0], pos[1] + 72), "midtop")

    def draw_legend(self, surface: pygame.Surface) -> None:
        """What the marks on the hole mean, for the marks drawn now (two columns of keys)."""
        text = self.table.app.text
        keys = [LEGEND[key] for key in ("preview", "ob", "trail", "range", "wind") if key in self.legend]
        for index, (kind, words) in enumerate(keys):
            x = THROW_PANEL.left + 40 + (index % 2) * 390
            y = THROW_PANEL.top + 96 + (index // 2) * 64
            icon = (x + 18, y)
            if kind == "ring":
                pygame.draw.circle(surface, (20, 20, 20), icon, 19, 6)
                pygame.draw.circle(surface, PREVIEW_INK, icon, 16, 4)
            elif kind == "ob":
                pygame.draw.circle(surface, OB_INK, icon, 16, 4)
                for a, b in (((-8, -8), (8, 8)), ((8, -8), (-8, 8))):
                    pygame.draw.line(surface, OB_INK, (icon[0] + a[0], icon[1] + a[1]),
                                     (icon[0] + b[0], icon[1] + b[1]), 4)
            elif kind == "wind":
                pygame.draw.circle(surface, (20, 34, 60), icon, 18)
                arrow(surface, icon, WIND_ANGLE[self.table.shown.wind], 26, theme.INK)
            elif kind == "dots":
                for k in range(3):
                    pygame.draw.circle(surface, TRAIL_INK, (x + 4 + k * 14, y), 4)
            else:
                rect = pygame.Rect(0, 0, 34, 34)
                rect.center = icon
                pygame.draw.rect(surface, (255, 255, 255), rect, 2, border_radius=6)
            text.blit(surface, words, theme.SMALL_SIZE - 4, theme.INK, (x + 48, y), "midleft")

    def fitted(self, line: str, width: int) -> pygame.Surface:
        """A bold 32 px line; condensed, then cut short, when it would not fit."""
        text = self.table.app.text
        for style in ("bold", "condensed"):
            label = text.render(line, theme.SMALL_SIZE, theme.INK, style)
            if label.get_width() <= width:
                return label
        while len(line) > 8 and text.font(theme.SMALL_SIZE, "condensed").size(line + "...")[0] > width:
            line = line[:-1]
        return text.render(line.rstrip() + "...", theme.SMALL_SIZE, theme.INK, "condensed")

    def draw_cancel_marks(self, surface: pygame.Surface) -> None:
        for sprite in self.table.moves.throw_sprites:
            if sprite.tag[0] in self.table.moves.cancelled and not sprite.busy:
                rect = sprite.rect.inflate(-16, -24)
                pygame.draw.line(surface, (230, 40, 40), rect.topleft, rect.bottomright, 8)
                pygame.draw.line(surface, (230, 40, 40), rect.topright, rect.bottomleft, 8)

    # --- banners and the hole summary ------------------------------------------------------------------
    def draw_banners(self, surface: pygame.Surface) -> None:
        for banner in self.table.moves.banners:
            surf = self.banner_surface(banner)
            surf.set_alpha(banner.alpha)
            surface.blit(surf, surf.get_rect(center=(GRID_RECT.centerx, GRID_RECT.top + 260)))
            surf.set_alpha(255)
        turned = self.table.moves.turned
        if turned is not None and not self.table.course.showing_map:
            surf = self.banner_surface(turned)
            surf.set_alpha(turned.alpha)
            surface.blit(surf, self.turned_rect(surf.get_size()))
            surf.set_alpha(255)

    def turned_rect(self, size: tuple[int, int]) -> pygame.Rect:
        """Right of the throw's last card in the throw panel (over the piles if it must be)."""
        cards = max(1, len(self.table.moves.throw_sprites))
        rect = pygame.Rect((0, 0), size)
        rect.midleft = (throw_slot(cards - 1)[0] + SMALL[0] // 2 + 20, THROW_Y - 8)
        rect.right = min(rect.right, PILES_PANEL.right - 10)
        return rect

    def draw_summary(self, surface: pygame.Surface) -> None:
        if self.table.moves.summary is None:
            return
        rows = self.table.moves.summary[1]
        box = pygame.Rect(0, 0, 560, 130 + 56 * len(rows))
        box.center = GRID_RECT.center
        panel(surface, box, alpha=245, radius=24)
        text = self.table.app.text
        holes = self.table.view().holes
        hole_number = holes[min(len(self.table.shown.pars), len(holes)) - 1]
        text.blit(surface, f"Hole {hole_number} done", theme.HEADING_SIZE, theme.ACCENT,
                  (box.centerx, box.top + 18), "midtop", "bold")
        for row, (seat, strokes, vs_par) in enumerate(sorted(rows, key=lambda r: (r[1], r[0]))):
            y = box.top + 120 + row * 56
            pygame.draw.circle(surface, self.table.seats[seat].rgb, (box.left + 40, y), 14)
            text.blit(surface, self.table.seats[seat].name, theme.SMALL_SIZE, theme.INK, (box.left + 66, y),
                      "midleft", "bold")
            text.blit(surface, str(strokes), theme.SMALL_SIZE, theme.INK, (box.left + 290, y), "midleft", "bold")
            colour = theme.GOOD if vs_par < 0 else theme.BAD if vs_par > 0 else theme.INK_DIM
            text.blit(surface, score_name(vs_par, strokes), theme.SMALL_SIZE, colour, (box.left + 340, y), "midleft")
