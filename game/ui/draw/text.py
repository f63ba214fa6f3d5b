"""Fonts built once per size, rendered labels cached (text rendering is the slow part).

Labels drawn in a box (a button, a panel, a status plate) pass it as ``box``; :meth:`Text.fit`
picks the largest size and style that fits a width. While ``Text.checks`` is a list (the
label-fit test turns it on), every :meth:`Text.blit` records ``(words, drawn rect, box)``, the
box being the target surface when none is given, so a label wider than its box or cut by the
surface edge is found on any screen.

:class:`FontShelf` keeps the fonts themselves, least recently used first out: each
``pygame.font.Font`` holds its TTF file open and a FreeType glyph cache (~0.25 MB once it has
drawn a line), and code that shrinks a label pixel by pixel would otherwise keep a font for
every size it ever tried (measured: 130 open font files after one round of kiosk demos).
"""

from __future__ import annotations

from collections import OrderedDict

import pygame

from game import paths

LABEL_CACHE_BYTES = 12 * 1024 * 1024   # LRU past this; a frame draws ~2 MB of labels (measured)
FONTS_KEPT = 32       # per shelf; a table draws with ~10 sizes of labels (measured), cards ~12
_FILES = {"regular": "DejaVuSans.ttf", "bold": "DejaVuSans-Bold.ttf",
          "condensed": "DejaVuSansCondensed-Bold.ttf"}


class FontShelf:
    """Fonts by (file name under assets/fonts, pixel size), at most ``kept`` of them open."""

    def __init__(self, kept: int = FONTS_KEPT) -> None:
        self.kept = kept
        self._fonts: OrderedDict[tuple[str, int], pygame.font.Font] = OrderedDict()
        self.built = 0        # fonts opened so far (a font evicted and asked for again counts twice)

    def __len__(self) -> int:
        return len(self._fonts)

    def get(self, filename: str, px: int) -> pygame.font.Font:
        key = (filename, px)
        font = self._fonts.get(key)
        if font is not None:
            self._fonts.move_to_end(key)
            return font
        if not pygame.font.get_init():
            pygame.font.init()
        font = pygame.font.Font(str(paths.need_file(paths.FONTS_DIR / filename)), px)
        self.built += 1
        self._fonts[key] = font
        while len(self._fonts) > self.kept:
            self._fonts.popitem(last=False)     # its file closes when the last user lets go
        return font

    def clear(self) -> None:
        self._fonts.clear()


class Text:
    """``Text.render("Play", 36, colour)`` returns a cached surface."""

    def __init__(self) -> None:
        self._fonts = FontShelf()
        self._labels: OrderedDict[tuple, pygame.Surface] = OrderedDict()
        self._label_bytes = 0
        self.scale = 1.0      # the "TV" text size setting enlarges every label (cards draw their own)
        self.checks: list[tuple[str, pygame.Rect, pygame.Rect]] | None = None

    def clear(self) -> None:
        """Forget every rendered label and font (they are made again when next drawn)."""
        self._labels.clear()
        self._label_bytes = 0
        self._fonts.clear()

    def fit(self, text: str, size: int, width: int, style: str = "bold", smallest: int = 18) -> tuple[int, str]:
        """The (size, style) to draw ``text`` within ``width``: as given, condensed, then smaller."""
        styles = (style, "condensed") if style == "bold" else (style,)
        for px in range(size, smallest - 1, -2):
            for name in styles:
                if self.font(px, name).size(text)[0] <= width:
                    return px, name
        return smallest, styles[-1]

    def floor(self, size: int) -> int:
        """The smallest size to ask for that still draws at least as large as ``size`` does at the
        normal text size: how far :meth:`fit` may step down at the TV size (never below normal)."""
        smallest = size
        while smallest > 1 and round((smallest - 1) * self.scale) >= size:
            smallest -= 1
        return smallest

    def font(self, size: int, style: str = "regular") -> pygame.font.Font:
        return self._fonts.get(_FILES[style], max(1, round(size * self.scale)))

    def render(self, text: str, size: int, colour: tuple, style: str = "regular") -> pygame.Surface:
        key = (text, size, colour, style, self.scale)
        surface = self._labels.get(key)
        if surface is not None:
            self._labels.move_to_end(key)
            return surface
        surface = self.font(size, style).render(text, True, colour)
        if pygame.display.get_surface() is not None:
            surface = surface.convert_alpha()
        self._labels[key] = surface
        self._label_bytes += surface.get_width() * surface.get_height() * 4
        while self._label_bytes > LABEL_CACHE_BYTES and len(self._labels) > 1:   # kiosk runs stay bounded
            _key, old = self._labels.popitem(last=False)
            self._label_bytes -= old.get_width() * old.get_height() * 4
        return surface

    def wrap(self, text: str, size: int, width: int, style: str = "regular") -> list[str]:
        font = self.font(size, style)
        lines: list[str] = []
        for paragraph in text.split("\n"):
            words, line = paragraph.split(), ""
            for word in words:
                trial = f"{line} {word}".strip()   # font() applies the scale
                if font.size(trial)[0] <= width or not line:
                    line = trial
                else:
                    lines.append(line)
                    line = word
            lines.append(line)
        return lines

    def blit(self, surface: pygame.Surface, text: str, size: int, colour: tuple, pos: tuple,
             anchor: str = "topleft", style: str = "regular", box: pygame.Rect | None = None) -> pygame.Rect:
        """Draw a label anchored at ``pos``; ``box`` is the room it must stay inside (for the check)."""
        label = self.render(text, size, colour, style)
        rect = label.get_rect(**{anchor: pos})
        surface.blit(label, rect)
        if self.checks is not None:
            self.checks.append((text, rect, pygame.Rect(box) if box is not None else surface.get_rect()))
        return rect

    def blit_fitted(self, surface: pygame.Surface, text: str, size: int, colour: tuple, box: pygame.Rect,
                    style: str = "bold", pad: int = 14) -> pygame.Rect:
        """Centre a label in ``box``, condensed or smaller when it would come within ``pad`` of an edge."""
        room = box.inflate(-2 * pad, 0)
        px, name = self.fit(text, size, room.width, style)
        return self.blit(surface, text, px, colour, box.center, "center", name, box=room)

    def blit_pair(self, surface: pygame.Surface, label: str, value: str, size: int, colours: tuple[tuple, tuple],
                  left: int, right: int, y: int, styles: tuple[str, str] = ("bold", "bold"), anchor_y: str = "top",
                  gap: int = 12) -> None:
        """A panel's "Save pile ... 0/5": ``label`` from ``left``, ``value`` ending at ``right``, on
        one line at ``y`` (its top, or its middle for ``anchor_y="mid"``). When both do not fit at
        this size (the TV text size), the label and then the value go condensed and the gap narrows;
        nothing gets smaller. The check sees the value inside the row and the label clear of it."""
        label_style, value_style = styles
        room = right - left

        def width(words: str, style: str) -> int:
            return self.font(size, style).size(words)[0]

        for trial_gap in (gap, 6):
            if width(label, label_style) + trial_gap + width(value, value_style) <= room:
                break
            label_style = "condensed" if label_style == "bold" else label_style
            if width(label, label_style) + trial_gap + width(value, value_style) <= room:
                break
            value_style = "condensed" if value_style == "bold" else value_style
        height = max(self.font(size, label_style).get_height(), self.font(size, value_style).get_height()) + 4
        top = y - 2 if anchor_y == "top" else y - height // 2
        placed = self.blit(surface, value, size, colours[1], (right, y), f"{anchor_y}right", value_style,
                           box=pygame.Rect(left, top, room, height))
        self.blit(surface, label, size, colours[0], (left, y), f"{anchor_y}left", label_style,
                  box=pygame.Rect(left, top, placed.left - 6 - left, height))

    def blit_wrapped(self, surface: pygame.Surface, text: str, size: int, colour: tuple,
                     rect: pygame.Rect, style: str = "regular", spacing: float = 1.25) -> int:
        """Draw wrapped text inside ``rect``; returns the y after the last line."""
        y = rect.top
        for line in self.wrap(text, size, rect.width, style):
            if line:
                self.blit(surface, line, size, colour, (rect.left, y), "topleft", style, box=rect)
            y += int(size * self.scale * spacing)
        return y
