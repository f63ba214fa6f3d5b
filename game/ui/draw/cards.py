"""Card faces, backs, shadows and outlines for every deck, drawn by code and cached per size.

Everything is painted at twice the requested size and smooth-scaled down once, which gives
antialiased rounded corners and shapes (pygame.draw has no antialiased polygons). Lengths are
written in "design units" of a 150 px wide card, so every size keeps the same proportions.
"""

from __future__ import annotations

from collections import OrderedDict
from dataclasses import dataclass

import pygame

from game.ui.draw import looks
from game.ui.draw.card_art import (
    DEFAULT_BACK,
    SS,
    back_pattern,
    gradient,
    paint_blank,
    paint_highlight,
    paint_shadow,
)
from game.ui.draw.card_window import BOLD, CONDENSED, paint_window
from game.ui.draw.palette import RGB, colour, darken, draw_icon, lighten, luminance, mix, symbol, text_on
from game.ui.draw.text import FontShelf

DEFAULT_SIZE = (150, 210)
PAPER = (252, 250, 244)
EDGE = (34, 36, 44)
# Byte budgets for the caches (least recently used goes first), sized to what a frame needs:
# measured after every table shot, a frame uses at most ~5 MB of faces and backs, and the
# resized (flip) frames are transient; the budgets keep an all-day kiosk run bounded.
FACE_CACHE_BYTES = 24 * 1024 * 1024
FRAME_CACHE_BYTES = 8 * 1024 * 1024
SYMBOL_ROW = 27   # design units under a corner label for its colour-blind symbol


def _bytes(surface: pygame.Surface) -> int:
    return surface.get_width() * surface.get_height() * 4


@dataclass(frozen=True)
class CardFace:
    """What a card face shows; the renderer decides how it looks."""

    deck: str
    label: str
    colour: str = "grey"
    title: str = ""
    subtitle: str = ""
    points: int | None = None
    icon: str = ""
    flight: tuple = ()   # Final Nine: (dx, dy) cells from the thrower, dy > 0 is forward
    strokes: tuple = ()  # masterpiece: (colour, count) pairs
    value: str = ""


def _rounded_mask(size: tuple[int, int], rect: pygame.Rect, radius: int) -> pygame.Surface:
    mask = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), rect, border_radius=radius)
    return mask


def _paint_clipped(target: pygame.Surface, layer: pygame.Surface, rect: pygame.Rect,
                   radius: int) -> None:
    """Blit ``layer`` (target-sized) onto target, clipped to a rounded rect."""
    layer.blit(_rounded_mask(layer.get_size(), rect, radius), (0, 0),
               special_flags=pygame.BLEND_RGBA_MULT)
    target.blit(layer, (0, 0))


class CardRenderer:
    """Renders and caches card surfaces keyed by (what, size, colour_blind)."""

    def __init__(self, colour_blind: bool = False) -> None:
        self._colour_blind = colour_blind
        self._cache: OrderedDict[tuple, pygame.Surface] = OrderedDict()
        self._squashed: OrderedDict[tuple, tuple[pygame.Surface, pygame.Surface]] = OrderedDict()
        self._cache_bytes = 0
        self._squashed_bytes = 0
        self._fonts = FontShelf()      # bounded: fit_lines tries sizes a pixel apart

    @property
    def colour_blind(self) -> bool:
        return self._colour_blind

    @colour_blind.setter
    def colour_blind(self, value: bool) -> None:
        if value != self._colour_blind:
            self._colour_blind = value
            self.clear()

    def clear(self) -> None:
        """Forget every painted card and font (painted again when next asked for)."""
        self._cache.clear()
        self._squashed.clear()
        self._cache_bytes = self._squashed_bytes = 0
        self._fonts.clear()

    # -- public surfaces -------------------------------------------------------------------

    def face(self, face: CardFace, size: tuple[int, int] = DEFAULT_SIZE) -> pygame.Surface:
        key = ("face", face, tuple(size), self._colour_blind)
        return self._cached(key, lambda: self._paint_face(face, tuple(size)))

    def back(self, deck: str, size: tuple[int, int] = DEFAULT_SIZE) -> pygame.Surface:
        key = ("back", deck, tuple(size), self._colour_blind)
        return self._cached(key, lambda: self._paint_back(deck, tuple(size)))

    def shadow(self, size: tuple[int, int]) -> pygame.Surface:
        """A soft shadow larger than the card; blit it centred under the card (plus offset)."""
        return self._cached(("shadow", tuple(size)), lambda: paint_shadow(tuple(size)))

    def highlight(self, size: tuple[int, int], colour_rgb: tuple[int, int, int]) -> pygame.Surface:
        """A glowing outline larger than the card; blit it centred on the card."""
        key = ("highlight", tuple(size), tuple(colour_rgb))
        return self._cached(key, lambda: paint_highlight(tuple(size), tuple(colour_rgb)))

    def blank(self, size: tuple[int, int]) -> pygame.Surface:
        """An empty pile slot: faint fill and a dashed rounded outline."""
        return self._cached(("blank", tuple(size)), lambda: paint_blank(tuple(size)))

    def squashed(self, surface: pygame.Surface, width: int) -> pygame.Surface:
        """``surface`` squeezed horizontally to ``width`` (flip frames); cached."""
        return self.resized(surface, (width, surface.get_height()))

    def resized(self, surface: pygame.Surface, size: tuple[int, int]) -> pygame.Surface:
        """``surface`` smooth-scaled to ``size``, cached per (surface, size)."""
        size = (max(1, size[0]), max(1, size[1]))
        if size == surface.get_size():
            return surface
        key = (id(surface), size)
        hit = self._squashed.get(key)
        if hit is not None and hit[0] is surface:  # holding the source keeps its id unique
            self._squashed.move_to_end(key)
            return hit[1]
        frame = pygame.transform.smoothscale(surface, size)
        old = self._squashed.pop(key, None)
        if old is not None:
            self._squashed_bytes -= _bytes(old[1])
        self._squashed[key] = (surface, frame)
        self._squashed_bytes += _bytes(frame)
        while self._squashed_bytes > FRAME_CACHE_BYTES and len(self._squashed) > 1:
            _key, (_source, evicted) = self._squashed.popitem(last=False)
            self._squashed_bytes -= _bytes(evicted)
        return frame

    def font(self, filename: str, px: int) -> pygame.font.Font:
        return self._fonts.get(filename, max(6, px))

    # -- cache plumbing ----------------------------------------------------------------------

    def _cached(self, key: tuple, paint) -> pygame.Surface:
        surface = self._cache.get(key)
        if surface is None:
            surface = paint()
            if pygame.display.get_init() and pygame.display.get_surface() is not None:
                surface = surface.convert_alpha()
            self._cache[key] = surface
            self._cache_bytes += _bytes(surface)
            while self._cache_bytes > FACE_CACHE_BYTES and len(self._cache) > 1:
                _key, evicted = self._cache.popitem(last=False)
                self._cache_bytes -= _bytes(evicted)
        else:
            self._cache.move_to_end(key)
        return surface

    @staticmethod
    def _down(big: pygame.Surface, size: tuple[int, int]) -> pygame.Surface:
        return pygame.transform.smoothscale(big, size)

    def text(self, text: str, filename: str, px: float, ink: RGB) -> pygame.Surface:
        """Rendered text cropped to its ink so layouts can centre it tightly."""
        surf = self.font(filename, round(px)).render(text, True, ink)
        box = surf.get_bounding_rect()
        return surf.subsurface(box).copy() if box.width and box.height else surf

    def fit_lines(self, text: str, filename: str, px: float, min_px: float, width: float,
                   ink: RGB, max_lines: int = 2) -> list[pygame.Surface]:
        """Shrink from ``px`` towards ``min_px`` to fit ``width``; then wrap on words."""
        size = round(px)
        natural = self.font(filename, size).size(text)[0]
        if natural > width:  # text width is nearly linear in size: jump, then nudge
            size = max(round(min_px), int(size * width / natural))
            while size > min_px and self.font(filename, size).size(text)[0] > width:
                size -= 1
        font = self.font(filename, size)
        if font.size(text)[0] <= width or " " not in text or max_lines == 1:
            line = self.text(text, filename, size, ink)
            if line.get_width() > width:
                line = pygame.transform.smoothscale(
                    line, (round(width), max(1, round(line.get_height() * width / line.get_width()))))
            return [line]
        size = round(px)
        while True:
            lines, current = [], ""
            font = self.font(filename, size)
            for word in text.split():
                trial = f"{current} {word}".strip()
                if font.size(trial)[0] <= width or not current:
                    current = trial
                else:
                    lines.append(current)
                    current = word
            lines.append(current)
            if (len(lines) <= max_lines and max(font.size(line)[0] for line in lines) <= width) \
                    or size <= min_px:
                break
            size -= 1
        if len(lines) > max_lines:   # never drop words: the last line takes the rest, squeezed
            lines = lines[:max_lines - 1] + [" ".join(lines[max_lines - 1:])]
        rendered = []
        for text_line in lines:
            line = self.text(text_line, filename, size, ink)
            if line.get_width() > width:
                line = pygame.transform.smoothscale(line, (round(width), line.get_height()))
            rendered.append(line)
        return rendered

    # -- faces -------------------------------------------------------------------------------

    def _paint_face(self, face: CardFace, size: tuple[int, int]) -> pygame.Surface:
        big = pygame.Surface((size[0] * SS, size[1] * SS), pygame.SRCALPHA)
        u = min(big.get_width() / 150, big.get_height() / 210)
        made = looks.deck(face.deck)
        if made is not None and made.painter is not None:
            made.painter(self, big, face, u)      # a game's own kind of card (a Masterpiece)
        else:
            self._paint_card(big, face, u)
        return self._down(big, size)

    def shows_symbol(self, face: CardFace) -> bool:
        """Colour-blind mode marks this face's colour with its symbol."""
        made = looks.deck(face.deck)
        return self._colour_blind and ((made is not None and made.solid) or face.colour != "grey")

    def body(self, big: pygame.Surface, u: float, top: RGB, bottom: RGB) -> pygame.Rect:
        """Card edge, paper, and a gradient panel inset from it; returns the panel rect."""
        full = big.get_rect()
        pygame.draw.rect(big, EDGE, full, border_radius=round(11 * u))
        paper = full.inflate(-round(3 * u), -round(3 * u))
        pygame.draw.rect(big, PAPER, paper, border_radius=round(10 * u))
        panel = full.inflate(-round(9 * u), -round(9 * u))
        _paint_clipped(big, gradient(full.size, top, bottom), panel, round(8 * u))
        return panel

    def _paint_card(self, big: pygame.Surface, face: CardFace, u: float) -> None:
        name = face.colour
        made = looks.deck(face.deck)
        if name == "grey" and made is not None and made.colour_of is not None:
            name = made.colour_of(face)
        pal = colour(name)
        W, H = big.get_size()
        self.body(big, u, lighten(pal.fill, 0.12), darken(pal.fill, 0.12))
        band = round(44 * u)
        window = pygame.Rect(round(11 * u), band, W - round(22 * u), H - 2 * band)
        pygame.draw.rect(big, darken(pal.fill, 0.3), window.move(0, round(-1.5 * u)),
                         border_radius=round(10 * u))
        pygame.draw.rect(big, PAPER, window, border_radius=round(10 * u))
        tall = band + (round(SYMBOL_ROW * u) if self.shows_symbol(face) else 0)
        corner = self._corner_band(face, name, u, (W, band), tall)
        big.blit(corner, (0, 0))
        big.blit(pygame.transform.flip(corner, True, True), (0, H - tall))
        area = window.inflate(-round(8 * u), -round(10 * u))
        if tall > band:   # the corner symbols sit below/above the labels: keep the stack clear of them
            area.inflate_ip(0, -2 * (tall - band))
        paint_window(self, big, face, name, area, u)

    def _corner_band(self, face: CardFace, name: str, u: float, size: tuple[int, int],
                     tall: int) -> pygame.Surface:
        """The corner index: label (and points or disc) in the band; in colour-blind mode the
        colour's symbol sits on its own row under the label, never beside the number."""
        pal = colour(name)
        band = pygame.Surface((size[0], tall), pygame.SRCALPHA)
        fg, shade = text_on(name), darken(pal.fill, 0.5)
        x = round(12 * u)
        cy = size[1] // 2 + round(1 * u)
        if face.label:
            lines = self.fit_lines(face.label, CONDENSED, 36 * u, 20 * u, 58 * u, fg, 1)
            label = lines[0]
            if fg == (255, 255, 255):
                shadow = self.text(face.label, CONDENSED, label.get_height() / 0.73, shade)
                band.blit(pygame.transform.smoothscale(shadow, label.get_size()),
                          label.get_rect(midleft=(x + round(1.5 * u), cy + round(2 * u))))
            band.blit(label, label.get_rect(midleft=(x, cy)))
            x += label.get_width() // 2
        if tall > size[1]:
            spot = (max(round(24 * u), x), size[1] + round(SYMBOL_ROW * u / 2))
            pygame.draw.circle(band, darken(pal.fill, 0.35), spot, round(12.5 * u))
            pygame.draw.circle(band, pal.fill, spot, round(11 * u))
            symbol(band, pal.symbol, spot, 7.5 * u, text_on(name))
        if face.icon.startswith("disc"):  # disc silhouette sits in the corner, flight in the middle
            draw_icon(band, face.icon, pygame.Rect(size[0] - round(52 * u), cy - round(18 * u),
                                                   round(40 * u), round(36 * u)),
                      lighten(pal.fill, 0.35), darken(pal.fill, 0.6))
        if face.points is not None:
            px = size[0] - round(27 * u)
            draw_icon(band, "paw", pygame.Rect(0, 0, round(44 * u), round(40 * u)).move(
                px - round(22 * u), cy - round(21 * u)), pal.fill, (255, 255, 255))
            number = self.text(str(face.points), BOLD, 17 * u, pal.ink)
            band.blit(number, number.get_rect(center=(px, cy + round(5 * u))))
        return band

    # -- backs, shadows, outlines ---------------------------------------------------------------

    def _paint_back(self, deck: str, size: tuple[int, int]) -> pygame.Surface:
        made = looks.deck(deck)
        theme = made.back if made is not None else DEFAULT_BACK
        big = pygame.Surface((size[0] * SS, size[1] * SS), pygame.SRCALPHA)
        u = min(big.get_width() / 150, big.get_height() / 210)
        panel = self.body(big, u, lighten(theme.base, 0.1), darken(theme.base, 0.2))
        layer = pygame.Surface(big.get_size(), pygame.SRCALPHA)
        back_pattern(layer, theme, panel, u, deck)
        _paint_clipped(big, layer, panel, round(8 * u))
        pygame.draw.rect(big, mix(theme.base, theme.accent, 0.6), panel.inflate(-round(8 * u),
                         -round(8 * u)), max(1, round(1.5 * u)), border_radius=round(6 * u))
        centre = panel.center
        pygame.draw.circle(big, darken(theme.base, 0.35), centre, round(38 * u))
        pygame.draw.circle(big, theme.accent, centre, round(35 * u))
        pygame.draw.circle(big, theme.base, centre, round(31 * u), max(1, round(1.5 * u)))
        ink = darken(theme.base, 0.2) if luminance(theme.base) < 0.6 else lighten(theme.base, 0.4)
        mono = self.fit_lines(theme.monogram, BOLD, 34 * u, 16 * u, 50 * u, ink, 1)[0]
        big.blit(mono, mono.get_rect(center=centre))
        name = self.fit_lines(theme.name, CONDENSED, 14 * u, 8 * u, panel.width - 20 * u,
                               theme.accent, 1)[0]
        plate = name.get_rect(center=(centre[0], centre[1] + round(56 * u))).inflate(
            round(10 * u), round(6 * u))
        pygame.draw.rect(big, darken(theme.base, 0.35), plate, border_radius=round(4 * u))
        big.blit(name, name.get_rect(center=plate.center))
        return self._down(big, size)
