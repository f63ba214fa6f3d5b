"""The course tile renderer: a hole card from content, drawn by code to fit a given rect.

:class:`TileRenderer` is a self-contained part a table owns as a field. It paints each grid
square with :mod:`paint` (a cache of tiles keyed by surface, size and neighbours, bounded per
renderer), composes them into one picture per (hole, level, size) with the card's frame, the
island line and drop zone, the mandos and the grid, and keeps a few of those (also bounded).
A frame then costs one blit plus the animated water: a ring of ripple frames per size, blitted
over each water grid with its own phase. :meth:`TileRenderer.draw` returns a :class:`HoleFrame`
that maps grids (and the flight's grid coordinates) to pixels and back.
"""

from __future__ import annotations

import math
import random
import zlib
from collections import OrderedDict
from dataclasses import dataclass

import pygame

from game import paths
from game.games.final_nine.geometry import mando_direction
from game.games.final_nine.holes import HEIGHT, WIDTH, Hole
from game.ui.course.paint import PAINTERS, Around
from game.ui.draw.palette import darken, lighten

TILE_CACHE = 600            # tiles per renderer (a 110 px tile is ~48 kB)
PICTURE_BYTES = 24 << 20    # whole hole pictures per renderer (a 110 px card is ~2.2 MB)
RIPPLE_FRAMES = 24
RIPPLE_SECONDS = 2.4        # one ripple cycle
FRAME = (244, 236, 214)     # the card's cream border
INK = (40, 44, 40)
BORDER = 0.22               # the card's frame, in grids


@dataclass(frozen=True)
class HoleFrame:
    """Where a hole was drawn: the grid's top-left pixel and the size of one grid."""

    left: float
    top: float
    cell: float
    card: pygame.Rect        # the whole card, frame included

    def point(self, x: float, y: float) -> tuple[float, float]:
        """Pixels of the grid coordinates (x, y) (the flight module's units)."""
        return self.left + x * self.cell, self.top + y * self.cell

    def centre(self, cell: int) -> tuple[float, float]:
        return self.point(cell % WIDTH + 0.5, cell // WIDTH + 0.5)

    def rect(self, cell: int) -> pygame.Rect:
        x, y = self.point(cell % WIDTH, cell // WIDTH)
        return pygame.Rect(round(x), round(y), round(self.cell), round(self.cell))


def fit(rect: pygame.Rect) -> HoleFrame:
    """The largest card (5 x 8 grids and a frame) centred in ``rect``."""
    cell = math.floor(min(rect.w / (WIDTH + 2 * BORDER), rect.h / (HEIGHT + 2 * BORDER)))
    w, h = WIDTH * cell, HEIGHT * cell
    pad = round(BORDER * cell)
    left = rect.x + (rect.w - w) // 2
    top = rect.y + (rect.h - h) // 2
    return HoleFrame(left, top, cell, pygame.Rect(left - pad, top - pad, w + 2 * pad, h + 2 * pad))


class TileRenderer:
    """Draws hole cards; owns its caches, so two renderers never share (or leak) surfaces."""

    def __init__(self) -> None:
        self._tiles: OrderedDict[tuple, pygame.Surface] = OrderedDict()
        self._pictures: OrderedDict[tuple, pygame.Surface] = OrderedDict()
        self._ripples: dict[int, list[list[pygame.Surface]]] = {}
        self._fonts: dict[int, pygame.font.Font] = {}
        self._picture_bytes = 0
        self.tiles_painted = 0

    # --- public ---------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, hole: Hole, rect: pygame.Rect, level: str,
             seconds: float, water: bool = True) -> HoleFrame:
        """Draw ``hole`` as ``level`` reads it, fitted to ``rect``, water at ``seconds``."""
        frame = fit(rect)
        surface.blit(self.picture(hole, level, int(frame.cell)), frame.card)
        if water:
            self.draw_water(surface, hole, frame, seconds)
        return frame

    def picture(self, hole: Hole, level: str, cell: int) -> pygame.Surface:
        """The static card (tiles, frame, island, mandos, grid) at ``cell`` px a grid."""
        key = (hole.number, hole.grid, level, cell)
        art = self._pictures.get(key)
        if art is not None:
            self._pictures.move_to_end(key)
            return art
        art = self._compose(hole, level, cell)
        self._pictures[key] = art
        self._picture_bytes += art.get_width() * art.get_height() * 4
        while self._picture_bytes > PICTURE_BYTES and len(self._pictures) > 1:
            _, old = self._pictures.popitem(last=False)
            self._picture_bytes -= old.get_width() * old.get_height() * 4
        return art

    def draw_water(self, surface: pygame.Surface, hole: Hole, frame: HoleFrame,
                   seconds: float) -> None:
        cell = int(frame.cell)
        rings = self._ripple_ring(cell)
        blits = []
        for index in range(WIDTH * HEIGHT):
            if hole.letter(index) != "w":
                continue
            phase = (index * 0.37 + hole.number * 0.11) % 1.0
            step = int(((seconds / RIPPLE_SECONDS) + phase) * RIPPLE_FRAMES) % RIPPLE_FRAMES
            blits.append((rings[index % len(rings)][step], frame.point(index % WIDTH, index // WIDTH)))
        surface.fblits(blits)

    # --- tiles ------------------------------------------------------------------------------
    def tile(self, letter: str, cell: int, around: Around, variant: int) -> pygame.Surface:
        key = (letter, cell, around.key(), variant)
        tile = self._tiles.get(key)
        if tile is not None:
            self._tiles.move_to_end(key)
            return tile
        tile = pygame.Surface((cell, cell))
        rng = random.Random(zlib.crc32(repr(key).encode()))   # the same every run
        PAINTERS.get(letter, PAINTERS["g"])(tile, tile.get_rect(), rng, around)
        self.tiles_painted += 1
        self._tiles[key] = tile
        while len(self._tiles) > TILE_CACHE:
            self._tiles.popitem(last=False)
        return tile

    def _compose(self, hole: Hole, level: str, cell: int) -> pygame.Surface:
        pad = round(BORDER * cell)
        w, h = WIDTH * cell + 2 * pad, HEIGHT * cell + 2 * pad
        art = pygame.Surface((w, h), pygame.SRCALPHA)
        art.fill((0, 0, 0, 0))
        radius = max(4, pad)
        pygame.draw.rect(art, darken(FRAME, 0.45), pygame.Rect(2, 3, w - 2, h - 3), border_radius=radius)
        pygame.draw.rect(art, FRAME, pygame.Rect(0, 0, w - 2, h - 3), border_radius=radius)
        roofs = _roofs(hole)
        bx, by = hole.basket % WIDTH + 0.5, hole.basket // WIDTH + 0.5
        for index in range(WIDTH * HEIGHT):
            row, col = divmod(index, WIDTH)
            letter = hole.letter(index)
            around = Around(_at(hole, col, row - 1), _at(hole, col + 1, row), _at(hole, col, row + 1),
                            _at(hole, col - 1, row), col, row, roofs.get(index, ""),
                            (bx - col, by - row) if letter in "cB" else (0.0, 0.0))
            variant = (hole.number * 7 + index) % 3
            art.blit(self.tile(letter, cell, around, variant), (pad + col * cell, pad + row * cell))
        grid = pygame.Rect(pad, pad, WIDTH * cell, HEIGHT * cell)
        # See-through marks go on their own layer, blended on (drawing alpha straight onto the
        # card would punch see-through holes in it).
        glass = pygame.Surface((w, h), pygame.SRCALPHA)
        if cell >= 28:                   # on thumbnails the dots would only be noise
            _grid_lines(glass, grid, cell)
        if hole.drop_zone >= 0 and level != "rec":
            col, row = hole.drop_zone % WIDTH, hole.drop_zone // WIDTH
            pygame.draw.circle(glass, (255, 255, 255, 60), (pad + (col + 0.5) * cell, pad + (row + 0.5) * cell),
                               cell * 0.27)
        # The frame's lip casts a soft shadow onto the top and left of the grid.
        for k in range(max(2, cell // 14)):
            alpha = 70 - k * 70 // max(2, cell // 14)
            pygame.draw.line(glass, (0, 0, 0, alpha), (grid.x, grid.y + k), (grid.right - 1, grid.y + k))
            pygame.draw.line(glass, (0, 0, 0, alpha), (grid.x + k, grid.y), (grid.x + k, grid.bottom - 1))
        art.blit(glass, (0, 0))
        if level != "rec":
            if hole.island:
                _island(art, hole, grid, cell)
            for mando in hole.mandos:
                _mando(art, mando, mando_direction(mando, hole.tee), grid, cell)
        pygame.draw.rect(art, darken(FRAME, 0.35), grid.inflate(2, 2), max(1, cell // 50))
        self._badge(art, hole, pad, cell, level)
        if pygame.display.get_surface() is not None:
            art = art.convert_alpha()
        return art

    def _font(self, size: int) -> pygame.font.Font:
        font = self._fonts.get(size)
        if font is None:
            font = self._fonts[size] = pygame.font.Font(
                str(paths.need_file(paths.FONTS_DIR / "DejaVuSans-Bold.ttf")), size)
        return font

    def _badge(self, art: pygame.Surface, hole: Hole, pad: int, cell: int, level: str) -> None:
        size = max(8, int(cell * 0.2))
        label = self._font(size).render(str(hole.number), True, FRAME)
        r = max(label.get_width(), label.get_height()) // 2 + max(3, cell // 20)
        centre = (pad + r - cell // 16, pad + r - cell // 16)
        pygame.draw.circle(art, INK, centre, r)
        pygame.draw.circle(art, FRAME, centre, r, max(1, cell // 45))
        art.blit(label, label.get_rect(center=centre))
        if hole.drop_zone >= 0 and level != "rec":
            zone_font = self._font(max(7, int(cell * 0.17)))
            dz = zone_font.render("DZ", True, (255, 255, 255))
            col, row = hole.drop_zone % WIDTH, hole.drop_zone // WIDTH
            centre = (pad + (col + 0.5) * cell, pad + (row + 0.5) * cell)
            pygame.draw.circle(art, (255, 255, 255), centre, cell * 0.3, max(2, cell // 28))
            art.blit(dz, dz.get_rect(center=centre))

    def _ripple_ring(self, cell: int) -> list[list[pygame.Surface]]:
        rings = self._ripples.get(cell)
        if rings is None:
            rings = self._ripples[cell] = [_ripples(cell, variant) for variant in range(3)]
        return rings


def _at(hole: Hole, col: int, row: int) -> str:
    return hole.grid[row][col] if 0 <= col < WIDTH and 0 <= row < HEIGHT else "#"


def _roofs(hole: Hole) -> dict[int, str]:
    """Each structure grid's roof: the ridge way of its building and the slope it is on."""
    seen: set[int] = set()
    out: dict[int, str] = {}
    for start in range(WIDTH * HEIGHT):
        if hole.letter(start) != "s" or start in seen:
            continue
        group, todo = [], [start]
        seen.add(start)
        while todo:
            cell = todo.pop()
            group.append(cell)
            row, col = divmod(cell, WIDTH)
            for c, r in ((col + 1, row), (col - 1, row), (col, row + 1), (col, row - 1)):
                nxt = r * WIDTH + c
                if 0 <= c < WIDTH and 0 <= r < HEIGHT and nxt not in seen and hole.letter(nxt) == "s":
                    seen.add(nxt)
                    todo.append(nxt)
        rows = [c // WIDTH for c in group]
        cols = [c % WIDTH for c in group]
        tall = max(rows) - min(rows) >= max(cols) - min(cols)
        lo, hi = (min(cols), max(cols) + 1) if tall else (min(rows), max(rows) + 1)
        mid = (lo + hi) / 2
        for cell in group:
            k = cell % WIDTH if tall else cell // WIDTH
            slope = "a" if k + 1 <= mid else "b" if k >= mid else "r"
            out[cell] = ("v" if tall else "h") + slope
    return out


def _grid_lines(art: pygame.Surface, grid: pygame.Rect, cell: int) -> None:
    dot = (255, 255, 255, 70)
    gap = max(4, cell // 9)
    r = max(1, cell // 70)
    for col in range(1, WIDTH):
        x = grid.x + col * cell
        for y in range(grid.y + gap // 2, grid.bottom, gap):
            pygame.draw.circle(art, dot, (x, y), r)
    for row in range(1, HEIGHT):
        y = grid.y + row * cell
        for x in range(grid.x + gap // 2, grid.right, gap):
            pygame.draw.circle(art, dot, (x, y), r)


def _island(art: pygame.Surface, hole: Hole, grid: pygame.Rect, cell: int) -> None:
    """The island line: a dark dashed outline round the island grids."""
    width = max(3, cell // 16)
    colour = (24, 30, 34)
    for index in hole.island:
        row, col = divmod(index, WIDTH)
        x, y = grid.x + col * cell, grid.y + row * cell
        edges = ((col, row - 1, (x, y), (x + cell, y)), (col, row + 1, (x, y + cell), (x + cell, y + cell)),
                 (col - 1, row, (x, y), (x, y + cell)), (col + 1, row, (x + cell, y), (x + cell, y + cell)))
        for c, r, a, b in edges:
            if 0 <= c < WIDTH and 0 <= r < HEIGHT and r * WIDTH + c in hole.island:
                continue
            _dashed(art, colour, a, b, width, cell / 6)


def _dashed(art, colour, a, b, width, dash) -> None:
    length = math.dist(a, b)
    steps = max(1, int(length / dash))
    for k in range(0, steps, 2):
        t0, t1 = k / steps, min(1.0, (k + 1) / steps)
        pygame.draw.line(art, colour, (a[0] + (b[0] - a[0]) * t0, a[1] + (b[1] - a[1]) * t0),
                         (a[0] + (b[0] - a[0]) * t1, a[1] + (b[1] - a[1]) * t1), width)


def _mando(art: pygame.Surface, mando, way: int, grid: pygame.Rect, cell: int) -> None:
    """A red wall along the grid line on the wrong side, and an arrow the way to pass."""
    x, y = mando.corner
    cx, cy = grid.x + x * cell, grid.y + y * cell
    red = (214, 48, 48)
    width = max(3, cell // 14)
    length = cell * 0.9
    if mando.side in ("west", "east"):
        end = (cx + length, cy) if mando.side == "west" else (cx - length, cy)
    else:
        end = (cx, cy + length) if mando.side == "north" else (cx, cy - length)
    pygame.draw.line(art, darken(red, 0.4), (cx + 1, cy + 2), (end[0] + 1, end[1] + 2), width)
    pygame.draw.line(art, red, (cx, cy), end, width)
    # The arrow sits on the passing side, pointing the way the flight must go.
    side = {"west": (-0.5, 0), "east": (0.5, 0), "north": (0, -0.5), "south": (0, 0.5)}[mando.side]
    ax, ay = cx + side[0] * cell, cy + side[1] * cell
    dx, dy = ((0, -1), (1, 0), (0, 1), (-1, 0))[way]
    r = cell * 0.2
    pygame.draw.circle(art, darken(red, 0.45), (ax + 1, ay + 2), r)
    pygame.draw.circle(art, red, (ax, ay), r)
    pygame.draw.circle(art, (255, 255, 255), (ax, ay), r, max(1, cell // 40))
    tip = (ax + dx * r * 0.7, ay + dy * r * 0.7)
    back = (ax - dx * r * 0.6, ay - dy * r * 0.6)
    wing = r * 0.45
    pygame.draw.line(art, (255, 255, 255), back, tip, max(2, cell // 30))
    pygame.draw.polygon(art, (255, 255, 255), [tip, (tip[0] - dx * wing - dy * wing, tip[1] - dy * wing + dx * wing),
                                               (tip[0] - dx * wing + dy * wing, tip[1] - dy * wing - dx * wing)])


def _ripples(cell: int, variant: int) -> list[pygame.Surface]:
    """One ripple cycle for a water grid: rings spreading and fading, and a drifting glint."""
    rng = random.Random(variant * 977 + cell)
    spots = [(rng.uniform(0.2, 0.8) * cell, rng.uniform(0.2, 0.8) * cell, rng.random())
             for _ in range(3)]
    glint_y = rng.uniform(0.25, 0.75) * cell
    frames = []
    for k in range(RIPPLE_FRAMES):
        t = k / RIPPLE_FRAMES
        layer = pygame.Surface((cell, cell), pygame.SRCALPHA)
        for x, y, offset in spots:
            phase = (t + offset) % 1.0
            radius = cell * (0.05 + 0.22 * phase)
            alpha = int(150 * (1.0 - phase) ** 1.5)
            pygame.draw.ellipse(layer, (220, 240, 255, alpha),
                                pygame.Rect(x - radius, y - radius * 0.6, radius * 2, radius * 1.2),
                                max(1, cell // 55))
        gx = ((t * 1.0) % 1.0) * cell * 1.4 - cell * 0.2
        wave = math.sin(t * math.tau) * cell * 0.03
        pygame.draw.line(layer, lighten((120, 180, 230), 0.5) + (90,), (gx, glint_y + wave),
                         (gx + cell * 0.16, glint_y + wave), max(1, cell // 45))
        frames.append(layer.convert_alpha() if pygame.display.get_surface() is not None else layer)
    return frames
