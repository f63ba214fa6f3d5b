"""Phase 10 table: the static pieces (pods, the bottom seat's panel, the score sheet, the piles,
phase cards, group mats) and short-lived effects (floating texts, banners).

Everything is drawn from cached surfaces: card art from the renderer, labels through
``app.text``, phase cards and icons painted once per look.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import pygame

from game.ui import theme
from game.ui.anim import Animator
from game.ui.palette import draw_icon
from game.ui.tables.phase10_layout import (
    DECK,
    DISCARD_POS,
    DRAW_POS,
    MINI_BACK,
    OWN_PANEL,
    PHASE_TILE,
    PILE,
    SAVE_CARD,
    SHEET,
    GroupSpot,
    Shown,
)
from game.ui.widgets import panel

PHASE_BLUE = (34, 62, 168)
MADE_GREEN = (40, 140, 80)
LIT = (110, 230, 140)
SKIP_RED = (214, 64, 60)
MAX_FLOATERS = 24


def save_slots(count: int) -> list[tuple[int, int]]:
    """Centres of the bottom seat's saved cards in its panel."""
    left = OWN_PANEL.left + 24 + SAVE_CARD[0] // 2
    return [(left + index * 68, OWN_PANEL.top + 292) for index in range(count)]


def wrap_phase(text: Any, words: str, width: int, style: str = "regular") -> list[str]:
    """Phase words in lines of ``width``, broken after the "+" when they must break."""
    if text.font(theme.SMALL_SIZE, style).size(words)[0] <= width:
        return [words]
    if " + " in words:
        head, tail = words.split(" + ", 1)
        return [head + " +", tail]
    return text.wrap(words, theme.SMALL_SIZE, width, style)


@dataclass(eq=False)
class Floater:
    text: str
    colour: tuple
    pos: tuple[int, int]
    duration: float
    age: float = 0.0

    @property
    def progress(self) -> float:
        return min(1.0, self.age / self.duration)


class Effects:
    """Floating texts ("Skipped!", "+35") and one banner at a time. They keep their own clock,
    so they never hold up the game: the timeline (``_then``) already leaves room for them."""

    def __init__(self, anim: Animator):
        self.anim = anim
        self.floaters: list[Floater] = []
        self.banner: Floater | None = None
        self._banner_art: dict[tuple, pygame.Surface] = {}

    def float_text(self, text: str, pos: tuple[int, int], colour: tuple = theme.ACCENT_SOFT,
                   duration: float = 1.2) -> None:
        if not self.anim.instant:
            self.floaters.append(Floater(text, colour, pos, duration))
            del self.floaters[:-MAX_FLOATERS]

    def show_banner(self, text: str, colour: tuple, duration: float = 1.4) -> None:
        if not self.anim.instant:
            self.banner = Floater(text, colour, (960, 360), duration)

    def update(self, dt: float) -> None:
        for floater in self.floaters:
            floater.age += dt
        self.floaters = [f for f in self.floaters if f.age < f.duration]
        if self.banner is not None:
            self.banner.age += dt
            if self.banner.age >= self.banner.duration:
                self.banner = None

    def clear(self) -> None:
        self.floaters.clear()
        self.banner = None

    def draw(self, surface: pygame.Surface, text: Any) -> None:
        for floater in self.floaters:
            p = floater.progress
            label = text.render(floater.text, theme.BODY_SIZE, floater.colour, "bold")
            shade = text.render(floater.text, theme.BODY_SIZE, (0, 0, 0), "bold")
            rect = label.get_rect(center=(floater.pos[0], round(floater.pos[1] - 60 * p)))
            alpha = 255 if p < 0.6 else round(255 * (1 - p) / 0.4)
            _blit_alpha(surface, shade, rect.move(3, 3), alpha // 2)
            _blit_alpha(surface, label, rect, alpha)
        if self.banner is not None:
            art = self._banner_surface(self.banner.text, self.banner.colour, text)
            p = self.banner.progress
            alpha = round(255 * max(0.0, min(1.0, p / 0.1, (1 - p) / 0.2)))
            _blit_alpha(surface, art, art.get_rect(center=self.banner.pos), alpha)

    def _banner_surface(self, words: str, colour: tuple, text: Any) -> pygame.Surface:
        key = (words, colour)
        art = self._banner_art.get(key)
        if art is None:
            label = text.render(words, 88, colour, "bold")
            shade = text.render(words, 88, (20, 8, 0), "bold")
            art = pygame.Surface((label.get_width() + 140, label.get_height() + 56), pygame.SRCALPHA)
            ribbon = art.get_rect().inflate(0, -16)
            pygame.draw.rect(art, (16, 22, 44, 232), ribbon, border_radius=40)
            pygame.draw.rect(art, colour, ribbon, width=6, border_radius=40)
            centre = art.get_rect().center
            art.blit(shade, shade.get_rect(center=(centre[0] + 4, centre[1] + 5)))
            art.blit(label, label.get_rect(center=centre))
            if pygame.display.get_surface() is not None:
                art = art.convert_alpha()
            if len(self._banner_art) > 16:
                self._banner_art.clear()
            self._banner_art[key] = art
        return art


def _blit_alpha(surface: pygame.Surface, image: pygame.Surface, rect: pygame.Rect, alpha: int) -> None:
    if alpha <= 0:
        return
    if alpha < 255:
        image.set_alpha(alpha)
    surface.blit(image, rect)
    image.set_alpha(255)   # shared through the text cache


class Art:
    """The table's static pieces. ``table`` gives names, colours, phases and the shown board."""

    def __init__(self, table: Any):
        self.table = table
        self.app = table.app
        self._tiles: dict[tuple, pygame.Surface] = {}
        self._wrapped: dict[tuple, list[str]] = {}

    # --- small shared pieces ---------------------------------------------------------------
    def wrap(self, words: str, width: int, lines: int = 2) -> list[str]:
        key = (words, width, lines)
        if key not in self._wrapped:
            self._wrapped[key] = wrap_phase(self.app.text, words, width, "condensed")[:lines]
        return self._wrapped[key]

    def phase_tile(self, phase: int, made: bool) -> pygame.Surface:
        """A small phase card: its number big on blue, green with a tick once made."""
        key = (phase, made)
        tile = self._tiles.get(key)
        if tile is None:
            tile = pygame.Surface(PHASE_TILE, pygame.SRCALPHA)
            rect = tile.get_rect()
            fill = MADE_GREEN if made else PHASE_BLUE if phase else (70, 78, 92)
            pygame.draw.rect(tile, (245, 242, 232), rect, border_radius=9)
            pygame.draw.rect(tile, fill, rect.inflate(-6, -6), border_radius=7)
            pygame.draw.rect(tile, (244, 86, 70), pygame.Rect(6, 10, rect.width - 12, 6))
            label = str(phase) if phase else "?"
            self.app.text.blit(tile, label, 40 if phase < 10 else 34, theme.INK, (rect.centerx, rect.centery + 6),
                               "center", "bold")
            if made:
                pygame.draw.lines(tile, theme.ACCENT_SOFT, False, [(38, 70), (45, 77), (56, 62)], 4)
            if pygame.display.get_surface() is not None:
                tile = tile.convert_alpha()
            self._tiles[key] = tile
        return tile

    def icon_disc(self, kind: str) -> pygame.Surface:
        """The dealer button ("D") or a pending-skip marker, 40 px."""
        key = ("disc", kind)
        disc = self._tiles.get(key)
        if disc is None:
            disc = pygame.Surface((40, 40), pygame.SRCALPHA)
            if kind == "dealer":
                pygame.draw.circle(disc, (245, 242, 232), (20, 20), 19)
                pygame.draw.circle(disc, (40, 40, 48), (20, 20), 19, 2)
                self.app.text.blit(disc, "D", 32, theme.INK_DARK, (20, 21), "center", "bold")
            else:
                pygame.draw.circle(disc, (250, 250, 250), (20, 20), 19)
                draw_icon(disc, "skip", pygame.Rect(4, 4, 32, 32), SKIP_RED, SKIP_RED)
            if pygame.display.get_surface() is not None:
                disc = disc.convert_alpha()
            self._tiles[key] = disc
        return disc

    def header(self, surface: pygame.Surface, seat: int, rect: pygame.Rect, shown: Shown,
               count: bool) -> None:
        """Colour disc, name, dealer and skip markers, and (``count``) the hand as a small back."""
        text, setup = self.app.text, self.table.seats[seat]
        cy = rect.top + 40
        pygame.draw.circle(surface, setup.rgb, (rect.left + 38, cy), 24)
        text.blit(surface, setup.name[:1].upper(), 32, theme.INK_DARK, (rect.left + 38, cy + 1), "center", "bold")
        room = rect.width - 72 - (112 if count else 16) - 88
        name = self.table.seat_label(seat)
        if text.font(32, "bold").size(name)[0] > room:   # the same choice for every pod of a table
            name = setup.name
        style = "bold" if text.font(32, "bold").size(name)[0] <= room else "condensed"
        label = text.blit(surface, name, 32, theme.INK, (rect.left + 72, cy), "midleft", style)
        x = label.right + 10
        if shown.dealer == seat:
            surface.blit(self.icon_disc("dealer"), (x, cy - 20))
            x += 44
        if shown.skips[seat] > 0:
            surface.blit(self.icon_disc("skip"), (x, cy - 20))
        if count:
            back = self.app.cards.back(DECK, MINI_BACK)
            n = shown.hand_counts[seat]
            surface.blit(back, back.get_rect(center=(rect.right - 86, cy)))
            text.blit(surface, str(n), theme.BODY_SIZE, theme.INK, (rect.right - 56, cy), "midleft", "bold")

    def phase_line(self, surface: pygame.Surface, seat: int, left: int, top: int, width: int,
                   shown: Shown) -> None:
        """The active phase card, "Phase 4" and the phase's words beside it."""
        text = self.app.text
        phase, made = shown.active[seat], shown.laid[seat]
        surface.blit(self.phase_tile(phase, made), (left, top))
        x = left + PHASE_TILE[0] + 14
        if not phase:
            words = "Choosing a phase..."
            text.blit(surface, words, 32, theme.INK_DIM, (x, top + PHASE_TILE[1] // 2), "midleft", "condensed")
            return
        title = f"Phase {phase} made!" if made else f"Phase {phase}"
        text.blit(surface, title, 32, theme.GOOD if made else theme.ACCENT_SOFT, (x, top - 2), "topleft", "bold")
        words = self.table.phase_words(phase)
        for row, line in enumerate(self.wrap(words, width - PHASE_TILE[0] - 14)):
            text.blit(surface, line, 32, theme.INK, (x, top + 36 + row * 34), "topleft", "condensed")

    # --- pods, the bottom seat's panel, the score sheet ----------------------------------------
    def pod(self, surface: pygame.Surface, seat: int, rect: pygame.Rect, shown: Shown) -> None:
        if shown.current == seat:
            pygame.draw.rect(surface, theme.ACCENT, rect.inflate(10, 10), border_radius=24)
        panel(surface, rect, alpha=205, radius=20)
        self.header(surface, seat, rect, shown, count=True)
        saves = shown.save_counts[seat]
        self.phase_line(surface, seat, rect.left + 16, rect.top + 84, rect.width - 32 - (96 if saves else 0),
                        shown)
        if saves:
            back = self.app.cards.back(DECK, MINI_BACK)
            x, y = rect.right - 74, rect.top + 92
            surface.fblits([(back, (x - 2 * i, y - 2 * i)) for i in range(min(3, saves))])
            self.app.text.blit(surface, f"{saves}", 32, theme.INK, (x + 48, y + 32), "midleft", "bold")
            self.app.text.blit(surface, "saved", 32, theme.INK_DIM, (rect.right - 14, y + 70), "midright",
                               "condensed")

    def own_panel(self, surface: pygame.Surface, seat: int, shown: Shown, face_up: bool) -> None:
        """The bottom seat's name, phase card, save pile and which of the ten phases are made."""
        rect = OWN_PANEL
        if shown.current == seat:
            pygame.draw.rect(surface, theme.ACCENT, rect.inflate(10, 10), border_radius=24)
        panel(surface, rect, alpha=215, radius=20)
        self.header(surface, seat, rect, shown, count=not face_up)
        self.phase_line(surface, seat, rect.left + 16, rect.top + 88, rect.width - 32, shown)
        text, cards = self.app.text, self.app.cards
        text.blit(surface, "Save pile", 32, theme.INK_DIM, (rect.left + 20, rect.top + 200), "topleft", "bold")
        count = shown.save_counts[seat]
        text.blit(surface, f"{count}/5", 32, theme.INK_DIM, (rect.right - 20, rect.top + 200), "topright")
        slots = save_slots(max(1, count))
        if not count:
            blank = cards.blank(SAVE_CARD)
            surface.blit(blank, blank.get_rect(center=slots[0]))
            text.blit(surface, "empty", 32, theme.INK_DIM, (slots[0][0] + 52, slots[0][1]), "midleft")
        else:
            shadow = cards.shadow(SAVE_CARD)
            blits = []
            for index, centre in enumerate(slots):
                card = shown.own_saves[index] if face_up and index < len(shown.own_saves) else None
                art = cards.face(self.table.faces[card], SAVE_CARD) if card else cards.back(DECK, SAVE_CARD)
                blits += [(shadow, shadow.get_rect(center=(centre[0] + 2, centre[1] + 4))),
                          (art, art.get_rect(center=centre))]
            surface.fblits(blits)
        text.blit(surface, "Phases made", 32, theme.INK_DIM, (rect.left + 20, rect.top + 370), "topleft", "bold")
        text.blit(surface, f"{shown.phases_done(seat)}/10", 32, theme.ACCENT_SOFT, (rect.right - 20, rect.top + 370),
                  "topright", "bold")
        for phase in range(1, 11):
            laid = phase == shown.active[seat] and shown.laid[seat]
            state = "made" if phase in shown.made[seat] or laid else "active" if phase == shown.active[seat] else ""
            x = rect.left + 20 + ((phase - 1) % 5) * 70
            y = rect.top + 416 + ((phase - 1) // 5) * 62
            surface.blit(self.mini_tile(phase, state), (x, y))

    def mini_tile(self, phase: int, state: str) -> pygame.Surface:
        """One of the ten phases in the panel: green once made, blue while attempted."""
        key = ("mini", phase, state)
        tile = self._tiles.get(key)
        if tile is None:
            tile = pygame.Surface((62, 52), pygame.SRCALPHA)
            fill = MADE_GREEN if state == "made" else PHASE_BLUE if state == "active" else (30, 40, 50)
            pygame.draw.rect(tile, fill, tile.get_rect(), border_radius=10)
            edge = theme.ACCENT if state == "active" else (90, 104, 118)
            pygame.draw.rect(tile, edge, tile.get_rect(), width=3 if state == "active" else 2, border_radius=10)
            ink = theme.INK if state else theme.INK_DIM
            self.app.text.blit(tile, str(phase), 32, ink, (31, 27), "center", "bold")
            if pygame.display.get_surface() is not None:
                tile = tile.convert_alpha()
            self._tiles[key] = tile
        return tile

    def score_sheet(self, surface: pygame.Surface, shown: Shown) -> None:
        rect, text = SHEET, self.app.text
        panel(surface, rect, alpha=215, radius=20)
        text.blit(surface, "Score sheet", 32, theme.ACCENT, (rect.left + 20, rect.top + 12), "topleft", "bold")
        text.blit(surface, f"Hand {max(1, shown.hand_number)}", 32, theme.INK_DIM, (rect.right - 20, rect.top + 12),
                  "topright", "condensed")
        done_x, points_x = rect.left + 246, rect.right - 18
        y = rect.top + 56
        text.blit(surface, "Phases", 32, theme.INK_DIM, (done_x, y), "topright", "condensed")
        text.blit(surface, "Points", 32, theme.INK_DIM, (points_x, y), "topright", "condensed")
        y += 42
        row_h = min(46, (rect.bottom - 10 - y) // max(1, shown.players))
        bold = text.font(32, "bold")
        for seat in range(shown.players):
            setup = self.table.seats[seat]
            cy = y + row_h // 2
            if shown.current == seat:
                pygame.draw.rect(surface, (52, 70, 60), (rect.left + 8, y + 2, rect.width - 16, row_h - 4),
                                 border_radius=10)
            pygame.draw.circle(surface, setup.rgb, (rect.left + 28, cy), 11)
            name = setup.name
            while len(name) > 3 and bold.size(name)[0] > 120:
                name = name[:-1]
            text.blit(surface, name if name == setup.name else name + ".", 32, theme.INK, (rect.left + 46, cy),
                      "midleft", "bold")
            text.blit(surface, f"{shown.phases_done(seat)}/10", 32, theme.ACCENT_SOFT, (done_x, cy), "midright", "bold")
            text.blit(surface, str(shown.scores[seat]), 32, theme.INK, (points_x, cy), "midright", "bold")
            y += row_h

    # --- piles and groups ----------------------------------------------------------------------
    def piles(self, surface: pygame.Surface, shown: Shown, lit: Sequence[str] = ()) -> None:
        cards, text = self.app.cards, self.app.text
        shadow = cards.shadow(PILE)
        if shown.draw_count:
            back = cards.back(DECK, PILE)
            layers = min(6, 1 + shown.draw_count // 14)
            left, top = DRAW_POS[0] - PILE[0] // 2, DRAW_POS[1] - PILE[1] // 2
            surface.fblits([(shadow, shadow.get_rect(center=(DRAW_POS[0] + 3, DRAW_POS[1] + 6)))] +
                           [(back, (left - 2 * i, top - 2 * i)) for i in range(layers)])
        else:
            surface.blit(cards.blank(PILE), cards.blank(PILE).get_rect(center=DRAW_POS))
        if shown.discard:
            blits = [(shadow, shadow.get_rect(center=(DISCARD_POS[0] + 3, DISCARD_POS[1] + 6)))]
            if len(shown.discard) > 1:
                under = cards.face(self.table.faces[shown.discard[-2]], PILE)
                blits.append((under, under.get_rect(center=(DISCARD_POS[0] + 7, DISCARD_POS[1] + 5))))
            top_card = cards.face(self.table.faces[shown.discard[-1]], PILE)
            blits.append((top_card, top_card.get_rect(center=DISCARD_POS)))
            surface.fblits(blits)
        else:
            surface.blit(cards.blank(PILE), cards.blank(PILE).get_rect(center=DISCARD_POS))
        for name, pos, label in (("draw", DRAW_POS, f"Draw {shown.draw_count}"), ("discard", DISCARD_POS, "Discard")):
            if name in lit:
                box = pygame.Rect(0, 0, PILE[0] + 18, PILE[1] + 18)
                box.center = pos
                pygame.draw.rect(surface, LIT, box, width=5, border_radius=16)
            text.blit(surface, label, 32, theme.INK_DIM, (pos[0], pos[1] + PILE[1] // 2 + 8), "midtop", "bold")

    def mats(self, surface: pygame.Surface, spots: Sequence[GroupSpot], captions: Sequence[str] = (),
             ghost: bool = False, ghost_words: Sequence[str] = ()) -> None:
        """Group mats. ``ghost``: the phase is not laid yet - show its empty slots (with
        ``captions``) or, in a pod, just what each group needs (``ghost_words``)."""
        text, cards = self.app.text, self.app.cards
        for index, spot in enumerate(spots):
            pygame.draw.rect(surface, (8, 40, 30), spot.mat, border_radius=14)
            pygame.draw.rect(surface, (64, 120, 96), spot.mat, width=2, border_radius=14)
            if index < len(captions) and captions[index]:
                text.blit(surface, captions[index], 32, theme.INK_DIM, (spot.mat.left + 14, spot.mat.top + 4),
                          "topleft", "condensed")
            if ghost and captions:
                blank = cards.blank(spot.size)
                surface.fblits([(blank, blank.get_rect(center=c)) for c in spot.centres])
            elif ghost and index < len(ghost_words):
                text.blit(surface, ghost_words[index], 32, (120, 160, 140), spot.mat.center, "center", "condensed")

    def lit_mat(self, surface: pygame.Surface, rect: pygame.Rect, focused: bool, end: str = "",
                chip: bool = True) -> None:
        """A group a selected card can hit: a green ring and a tag (which end, for a wild on a run)."""
        colour = theme.ACCENT if focused else LIT
        pygame.draw.rect(surface, colour, rect.inflate(12, 12), width=7 if focused else 5, border_radius=18)
        if not chip:
            return
        words = {"low": "\u25c0 Low end", "high": "High end \u25b6"}.get(end, "Hit here")
        label = self.app.text.render(words, 32, theme.INK_DARK, "condensed")
        low = rect.bottom > 600   # the bottom seat's groups: tag on top, clear of the status line
        if low:   # right-aligned, so the group's caption on the left stays readable
            tag = label.get_rect(midright=(rect.right - 18, rect.top + 4)).inflate(18, 4)
        else:
            tag = label.get_rect(center=(rect.centerx, rect.bottom - 4)).inflate(18, 4)
        pygame.draw.rect(surface, colour, tag, border_radius=12)
        surface.blit(label, label.get_rect(center=tag.center))
