"""Rummy seat pods and piles: a seat's header (colour disc, name, dealer and skip markers, hand
count), its requirement line (a small numbered tile, "Level 4 made!", the words), the pod
panel around them, the bottom seat's row of requirements made, the draw and discard piles
(never more than the top two discards), and the table's prompt line.

Everything is painted from cached surfaces: card art from the renderer, labels through
``app.text``, tiles and markers once per look.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from game.ui.draw import theme
from game.ui.draw.cards import CardFace
from game.ui.draw.palette import draw_icon
from game.ui.draw.text import Text
from game.ui.stage.seats import SeatSetup
from game.ui.stage.widgets import panel
from game.ui.tables.rummy.view import Board, Requirements, RummyWords

if TYPE_CHECKING:
    from game.ui.shell.app import App

REQUIREMENT_BLUE = (34, 62, 168)
MADE_GREEN = (40, 140, 80)
LIT = (110, 230, 140)
SKIP_RED = (214, 64, 60)
CURRENT_ROW = (52, 70, 60)     # a side panel's row for the seat whose turn it is


SMALL_STEP = 26      # the font size of a requirement's words squeezed into a narrow pod


def line_growth(text: Text, size: int) -> int:
    """How many pixels taller a line of ``size`` text is at the text size in use than at the
    normal size (0 normally; a few at the TV text size)."""
    return max(0, round(text.font(size, "condensed").get_linesize() * (1 - 1 / text.scale)))


def pod_head_growth(text: Text) -> int:
    """How much further down a pod's groups start so its requirement line (a title and two lines,
    or three small ones) keeps clear of them at the text size in use."""
    return max(3 * line_growth(text, theme.SMALL_SIZE), 4 * line_growth(text, SMALL_STEP))


def wrap_requirement(text: Text, words: str, width: int, style: str = "regular",
                     size: int = theme.SMALL_SIZE) -> list[str]:
    """Requirement words in lines of ``width``, broken after the "+" when they must break."""
    if text.font(size, style).size(words)[0] <= width:
        return [words]
    if " + " in words:
        head, tail = words.split(" + ", 1)
        font = text.font(size, style)
        if font.size(head + " +")[0] <= width and font.size(tail)[0] <= width:
            return [head + " +", tail]
    return text.wrap(words, size, width, style)


def prompt_line(surface: pygame.Surface, text: Text, message: str, colour: tuple, y: int, width: int) -> None:
    """The table's one-line prompt on a dark strip, condensed when wider than ``width`` (and at the
    TV text size a step smaller, never below the normal size, so it stays between the side panels)."""
    if not message:
        return
    size, style = text.fit(message, theme.SMALL_SIZE, width, "bold", smallest=text.floor(theme.SMALL_SIZE))
    label = text.render(message, size, colour, style)
    rect = label.get_rect(center=(960, y)).inflate(36, 12)
    pygame.draw.rect(surface, (6, 16, 12), rect, border_radius=14)
    text.blit(surface, message, size, colour, rect.center, "center", style,
              box=pygame.Rect(960 - width // 2, rect.top, width, rect.height))


@dataclass(frozen=True)
class PodSizes:
    """The card and tile sizes a table's pods and piles use."""

    pile: tuple[int, int] = (110, 154)
    mini_back: tuple[int, int] = (46, 64)
    tile: tuple[int, int] = (60, 84)


@dataclass(frozen=True)
class PileSpots:
    """Centres of the draw and discard piles; ``show_under``: the card under the discard's top
    peeks out (games whose rules hide it say False)."""

    draw: tuple[int, int]
    discard: tuple[int, int]
    show_under: bool = True


class PodArt:
    """Paints pods, requirement lines and piles for one table."""

    def __init__(self, app: App, seats: Sequence[SeatSetup], seat_label: Callable[[int], str],
                 book: Requirements, words: RummyWords, faces: Mapping[str, CardFace], deck: str,
                 piles: PileSpots, sizes: PodSizes = PodSizes()):
        self.app, self.seats, self.seat_label = app, seats, seat_label
        self.book, self.words, self.faces, self.deck = book, words, faces, deck
        self.spots, self.sizes = piles, sizes
        self._tiles: dict[tuple, pygame.Surface] = {}
        self._wrapped: dict[tuple, list[str]] = {}

    # --- small pieces ------------------------------------------------------------------------
    def wrap(self, words: str, width: int, lines: int = 2) -> list[str]:
        key = (words, width, lines)
        if key not in self._wrapped:
            self._wrapped[key] = wrap_requirement(self.app.text, words, width, "condensed")[:lines]
        return self._wrapped[key]

    def fit(self, number: int, width: int, lines: int) -> tuple[list[str], int]:
        """The requirement's words in ``lines`` lines. A book with shorter words (``compact``)
        gives those when the full words would be cut, and if even those would be, they come
        in ``lines + 1`` lines at the small step (:data:`SMALL_STEP`), or ``lines + 2`` lines
        that take the title's place too (the tile still shows the number). Also the size."""
        words = self.book.words(number)
        compact = getattr(self.book, "compact", None)
        if compact is None or len(wrap_requirement(self.app.text, words, width, "condensed")) <= lines:
            return self.wrap(words, width, lines), theme.SMALL_SIZE
        short = compact(number)
        if len(wrap_requirement(self.app.text, short, width, "condensed")) <= lines:
            return self.wrap(short, width, lines), theme.SMALL_SIZE
        key = (short, width, lines, SMALL_STEP)
        if key not in self._wrapped:
            self._wrapped[key] = wrap_requirement(self.app.text, short, width, "condensed", SMALL_STEP)[:lines + 2]
        return self._wrapped[key], SMALL_STEP

    def tile(self, number: int, made: bool) -> pygame.Surface:
        """A small requirement card: its number big on blue, green with a tick once made."""
        key = (number, made)
        tile = self._tiles.get(key)
        if tile is None:
            tile = pygame.Surface(self.sizes.tile, pygame.SRCALPHA)
            rect = tile.get_rect()
            fill = MADE_GREEN if made else REQUIREMENT_BLUE if number else (70, 78, 92)
            pygame.draw.rect(tile, (245, 242, 232), rect, border_radius=9)
            pygame.draw.rect(tile, fill, rect.inflate(-6, -6), border_radius=7)
            pygame.draw.rect(tile, (244, 86, 70), pygame.Rect(6, 10, rect.width - 12, 6))
            label = self.words.tile_label(number)
            self.app.text.blit(tile, label, 40 if number < 10 else 34, theme.INK, (rect.centerx, rect.centery + 6),
                               "center", "bold")
            if made:
                pygame.draw.lines(tile, theme.ACCENT_SOFT, False, [(38, 70), (45, 77), (56, 62)], 4)
            if pygame.display.get_surface() is not None:
                tile = tile.convert_alpha()
            self._tiles[key] = tile
        return tile

    def disc_size(self) -> int:
        """The markers' side: 40 px, larger with the TV text size so the "D" keeps inside its chip."""
        return max(40, round(40 * self.app.text.scale))

    def icon_disc(self, kind: str) -> pygame.Surface:
        """The dealer button ("D") or a pending-skip marker (``disc_size`` px)."""
        side = self.disc_size()
        key = ("disc", kind, side)
        disc = self._tiles.get(key)
        if disc is None:
            disc = pygame.Surface((side, side), pygame.SRCALPHA)
            middle, radius = side // 2, side // 2 - 1
            if kind == "dealer":
                pygame.draw.circle(disc, (245, 242, 232), (middle, middle), radius)
                pygame.draw.circle(disc, (40, 40, 48), (middle, middle), radius, 2)
                self.app.text.blit(disc, "D", 32, theme.INK_DARK, (middle, middle + 1), "center", "bold")
            else:
                pygame.draw.circle(disc, (250, 250, 250), (middle, middle), radius)
                draw_icon(disc, "skip", pygame.Rect(4, 4, side - 8, side - 8), SKIP_RED, SKIP_RED)
            if pygame.display.get_surface() is not None:
                disc = disc.convert_alpha()
            self._tiles[key] = disc
        return disc

    def header(self, surface: pygame.Surface, seat: int, rect: pygame.Rect, board: Board, count: bool) -> None:
        """Colour disc, name, dealer and skip markers, and (``count``) the hand as a small back."""
        text, setup = self.app.text, self.seats[seat]
        cy = rect.top + 40
        pygame.draw.circle(surface, setup.rgb, (rect.left + 38, cy), 24)
        text.blit(surface, setup.name[:1].upper(), 32, theme.INK_DARK, (rect.left + 38, cy + 1), "center", "bold")
        room = rect.width - 72 - (112 if count else 16) - 2 * (self.disc_size() + 4)   # the two markers
        name = self.seat_label(seat)
        if text.font(32, "bold").size(name)[0] > room:   # the same choice for every pod of a table
            name = setup.name
        style = "bold" if text.font(32, "bold").size(name)[0] <= room else "condensed"
        label = text.blit(surface, name, 32, theme.INK, (rect.left + 72, cy), "midleft", style)
        x = label.right + 10
        side = self.disc_size()
        if board.dealer == seat:
            surface.blit(self.icon_disc("dealer"), (x, cy - side // 2))
            x += side + 4
        if board.skips[seat] > 0:
            surface.blit(self.icon_disc("skip"), (x, cy - side // 2))
        if count:
            back = self.app.cards.back(self.deck, self.sizes.mini_back)
            surface.blit(back, back.get_rect(center=(rect.right - 86, cy)))
            text.blit(surface, str(board.hand_counts[seat]), theme.BODY_SIZE, theme.INK, (rect.right - 56, cy),
                      "midleft", "bold")

    def requirement_line(self, surface: pygame.Surface, seat: int, left: int, top: int, width: int,
                         board: Board, lines: int = 2) -> None:
        """The requirement's tile, "Level 4" (or "... made!") and its words beside it."""
        text, tile_w, tile_h = self.app.text, self.sizes.tile[0], self.sizes.tile[1]
        number, made = board.active[seat], board.laid[seat]
        surface.blit(self.tile(number, made), (left, top))
        x = left + tile_w + 14
        room = pygame.Rect(x, top - 4, left + width - x, surface.get_height())   # right of the tile, inside the pod
        if not number:
            words = f"Choosing a {self.words.singular}..."
            size, style = text.fit(words, 32, room.width, "condensed")
            text.blit(surface, words, size, theme.INK_DIM, (x, top + tile_h // 2), "midleft", style, box=room)
            return
        title = self.words.title(number) + (" made!" if made else "")
        shown, size = self.fit(number, width - tile_w - 14, lines)     # a small step: more lines
        step, first = (34, 36) if size == theme.SMALL_SIZE else (size, size - 2) if len(shown) <= lines + 1 else \
            (size, -2)
        grow = line_growth(text, size)           # lines of the TV text size keep apart
        step, first = step + grow, first + grow if first > 0 else first
        if first > 0:
            title_size, style = text.fit(title, size, room.width)
            text.blit(surface, title, title_size, theme.GOOD if made else theme.ACCENT_SOFT, (x, top - 2), "topleft",
                      style, box=room)
        for row, line in enumerate(shown):
            text.blit(surface, line, size, theme.INK, (x, top + first + row * step), "topleft", "condensed", box=room)

    # --- pods and the bottom seat's panel ------------------------------------------------------
    def pod(self, surface: pygame.Surface, seat: int, rect: pygame.Rect, board: Board, aside: int = 0) -> None:
        """An opponent's pod; ``aside`` pixels on the right of the requirement line stay free."""
        if board.current == seat:
            pygame.draw.rect(surface, theme.ACCENT, rect.inflate(10, 10), border_radius=24)
        panel(surface, rect, alpha=205, radius=20)
        self.header(surface, seat, rect, board, count=True)
        self.requirement_line(surface, seat, rect.left + 16, rect.top + 84, rect.width - 32 - aside, board)

    def own_head(self, surface: pygame.Surface, seat: int, rect: pygame.Rect, board: Board, face_up: bool,
                 lines: int = 2) -> None:
        """The top of the bottom seat's panel: header (a count only while the hand is hidden)
        and requirement line (its words in up to ``lines`` lines)."""
        if board.current == seat:
            pygame.draw.rect(surface, theme.ACCENT, rect.inflate(10, 10), border_radius=24)
        panel(surface, rect, alpha=215, radius=20)
        self.header(surface, seat, rect, board, count=not face_up)
        self.requirement_line(surface, seat, rect.left + 16, rect.top + 88, rect.width - 32, board, lines)

    def made_row(self, surface: pygame.Surface, rect: pygame.Rect, y: int, seat: int, board: Board,
                 count: str | None = None, in_order: bool = False) -> None:
        """The panel's "Phases made" line at ``y`` (``count`` on its right: "3/10" unless given) and under it every
        requirement as a mini tile, five a row: made, attempted or still to come (``in_order``: the
        game's requirements are made in order, so those below the one attempted are made)."""
        plural = self.words.plural
        count = self.words.progress(board.done_count(seat)) if count is None else count
        self.app.text.blit_pair(surface, f"{plural[:1].upper()}{plural[1:]} made", count, 32,
                                (theme.INK_DIM, theme.ACCENT_SOFT), rect.left + 20, rect.right - 20, y)
        for index in range(self.words.total):
            number = index + 1
            state = "made" if in_order and number < board.active[seat] else requirement_state(board, seat, number)
            surface.blit(self.mini_tile(self.words.tile_label(number), state),
                         (rect.left + 20 + (index % 5) * 70, y + 46 + (index // 5) * 62))

    def mini_tile(self, label: str, state: str) -> pygame.Surface:
        """:func:`mini_tile`, painted once for this table."""
        return mini_tile(self._tiles, self.app.text, label, state)

    # --- piles ---------------------------------------------------------------------------------
    def piles(self, surface: pygame.Surface, board: Board, lit: Sequence[str] = ()) -> None:
        """The draw pile (a stack that thins as it empties) and the discard pile's top (two)."""
        cards, text, pile = self.app.cards, self.app.text, self.sizes.pile
        draw_pos, discard_pos = self.spots.draw, self.spots.discard
        shadow = cards.shadow(pile)
        if board.draw_count:
            back = cards.back(self.deck, pile)
            layers = min(6, 1 + board.draw_count // 14)
            left, top = draw_pos[0] - pile[0] // 2, draw_pos[1] - pile[1] // 2
            surface.fblits([(shadow, shadow.get_rect(center=(draw_pos[0] + 3, draw_pos[1] + 6)))] +
                           [(back, (left - 2 * i, top - 2 * i)) for i in range(layers)])
        else:
            surface.blit(cards.blank(pile), cards.blank(pile).get_rect(center=draw_pos))
        if board.discard:
            blits = [(shadow, shadow.get_rect(center=(discard_pos[0] + 3, discard_pos[1] + 6)))]
            if len(board.discard) > 1 and self.spots.show_under:
                under = cards.face(self.faces[board.discard[-2]], pile)
                blits.append((under, under.get_rect(center=(discard_pos[0] + 7, discard_pos[1] + 5))))
            top_card = cards.face(self.faces[board.discard[-1]], pile)
            blits.append((top_card, top_card.get_rect(center=discard_pos)))
            surface.fblits(blits)
        else:
            surface.blit(cards.blank(pile), cards.blank(pile).get_rect(center=discard_pos))
        for name, pos, label in (("draw", draw_pos, f"Draw {board.draw_count}"), ("discard", discard_pos, "Discard")):
            if name in lit:
                box = pygame.Rect(0, 0, pile[0] + 18, pile[1] + 18)
                box.center = pos
                pygame.draw.rect(surface, LIT, box, width=5, border_radius=16)
            text.blit(surface, label, 32, theme.INK_DIM, (pos[0], pos[1] + pile[1] // 2 + 8), "midtop", "bold")


def requirement_state(board: Board, seat: int, number: int) -> str:
    """A requirement in ``seat``'s row: "made" (before, or laid this hand), "active" (attempted) or ""."""
    laid = number == board.active[seat] and board.laid[seat]
    return "made" if number in board.made[seat] or laid else "active" if number == board.active[seat] else ""


def current_row(surface: pygame.Surface, panel_rect: pygame.Rect, top: int, height: int) -> None:
    """A side panel's row lit for the seat whose turn it is (or a row that seat is on)."""
    pygame.draw.rect(surface, CURRENT_ROW, (panel_rect.left + 8, top, panel_rect.width - 16, height), border_radius=10)


def mini_tile(tiles: dict[tuple, pygame.Surface], text: Text, label: str, state: str) -> pygame.Surface:
    """One requirement in a panel's row of them (``label`` on it): green with a tick once made
    ("made"), blue with a gold edge while attempted ("active"), dim otherwise; painted once into ``tiles``."""
    key = ("mini", label, state)
    tile = tiles.get(key)
    if tile is None:
        tile = pygame.Surface((62, 52), pygame.SRCALPHA)
        fill = MADE_GREEN if state == "made" else REQUIREMENT_BLUE if state == "active" else (30, 40, 50)
        pygame.draw.rect(tile, fill, tile.get_rect(), border_radius=10)
        edge = theme.ACCENT if state == "active" else (90, 104, 118)
        pygame.draw.rect(tile, edge, tile.get_rect(), width=3 if state == "active" else 2, border_radius=10)
        ink = theme.INK if state else theme.INK_DIM
        text.blit(tile, label, 32, ink, (31, 27), "center", "bold")
        if state == "made":   # a tick too, so "made" is not told by the green alone
            pygame.draw.lines(tile, (20, 40, 26), False, [(45, 41), (50, 46), (58, 35)], 6)
            pygame.draw.lines(tile, theme.ACCENT_SOFT, False, [(45, 41), (50, 46), (58, 35)], 3)
        if pygame.display.get_surface() is not None:
            tile = tile.convert_alpha()
        tiles[key] = tile
    return tile
