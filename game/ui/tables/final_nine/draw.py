"""Drawing the Final Nine hole: its header, the hole with its overlays, banners and the hole summary.

Static pieces (the hole art, markers, the putter-range veil, banners) are surfaces built once
and cached; each frame blits them and draws a few dots for the flight paths. The panels beside
the hole (scorecard, throw, piles, status) are :mod:`.panels`; the marks' shapes are :mod:`.marks`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.games.final_nine.geometry import in_putter_range
from game.games.final_nine.holes import HEIGHT, WIDTH
from game.ui.draw import theme
from game.ui.stage.widgets import panel
from game.ui.tables.final_nine.aim import is_out
from game.ui.tables.final_nine.hole import CELL, GRID_RECT, cell_rect
from game.ui.tables.final_nine.layout import HOLE_FRAME, HOLE_HEADER, MAP_CHIP, SIDE_WIDTH
from game.ui.tables.final_nine.marks import (
    PATH_INK,
    PREVIEW_INK,
    TRAIL_INK,
    WIND_ANGLE,
    arrow,
    dotted,
    draw_path,
)
from game.ui.tables.final_nine.shown import Banner, off_point, route_of, score_name

if TYPE_CHECKING:
    from game.ui.tables.final_nine.table import FinalNineTable

MARKER_R = 25
TURNED_ROOM, TURNED_TITLE = SIDE_WIDTH - 40, 44


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

    def banner_surface(self, banner: Banner, room: int = HOLE_FRAME.width - 24,
                       title_size: int = theme.HEADING_SIZE) -> pygame.Surface:
        """A banner at most ``room`` wide (the hole's width, or the throw panel's for a turned card)."""
        key = ("banner", banner.title, banner.subtitle, banner.colour, room, title_size)
        surf = self.caches.get(key)
        if surf is None:
            text = self.table.app.text
            title = text.render(banner.title, title_size, theme.INK, "bold")
            if title.get_width() > room - 40:
                title = pygame.transform.smoothscale(title, (room - 40, title.get_height()))
            lines = text.wrap(banner.subtitle, theme.SMALL_SIZE, room - 60) if banner.subtitle else []
            width = min(room, max([title.get_width()] + [text.font(theme.SMALL_SIZE).size(s)[0]
                                                         for s in lines]) + 60)
            height = title.get_height() + 36 + len(lines) * 40
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
            draw_path(surface, route_of(shown.path, shown.path_off), PATH_INK,
                           shown.path_off is not None or self.is_ob(shown.path[-1]))
        if preview is not None and preview.path:
            draw_path(surface, route_of(preview.path, self.preview_off(preview)), PREVIEW_INK, is_out(preview))
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

    def preview_off(self, flight: Any) -> tuple | None:
        return off_point(list(flight.path), self.table.preview_direction, flight.target)

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
            surf = self.turned_surface(turned)
            surf.set_alpha(turned.alpha)
            surface.blit(surf, self.turned_rect(surf.get_size()))
            surf.set_alpha(255)

    def turned_surface(self, banner: Banner) -> pygame.Surface:
        """The turned card's banner, sized for the throw panel."""
        return self.banner_surface(banner, TURNED_ROOM, TURNED_TITLE)

    def turned_rect(self, size: tuple[int, int]) -> pygame.Rect:
        """In the throw panel under the throw's row of cards (over their captions if it must be)."""
        area = self.table.throw_area
        rect = pygame.Rect((0, 0), size)
        rect.center = (area.panel.centerx, area.turned_y)
        rect.bottom = min(rect.bottom, area.panel.bottom - 6)
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
