"""Final Touch table drawing: zone panels, empty slots, the piles, seat badges and collections.

A part the table owns (``table.drawing``). It reads only the table's ``shown`` (the public
table as on screen) and the moves' sprites, and caches every surface it builds.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

from game.games.final_touch.state import RUINED
from game.ui.draw import theme
from game.ui.draw.palette import colour, symbol
from game.ui.stage.widgets import panel
from game.ui.tables.final_touch.fx import collected_card, rotated, spotlight, stroke_face
from game.ui.tables.final_touch.layout import (
    BADGE,
    COLLECTED,
    DECK_CENTRE,
    DISCARD_CENTRE,
    IMPROVE_PANEL,
    LOG_RECT,
    MP_CENTRE,
    MP_SIZE,
    NEXT_CENTRE,
    NEXT_PANEL,
    NEXT_SCALE,
    PILE,
    SIDE_PANEL,
    SLOT,
    SMEAR,
    SMEAR_PANEL,
    SMEAR_TILTS,
    TEAM_COLOURS,
    TEAM_NAMES,
    collection_slots,
    smear_slot,
    stroke_slots,
)

if TYPE_CHECKING:
    from game.ui.tables.final_touch.table import FinalTouchTable

IMPROVE_INK = (150, 236, 160)
SMEAR_INK = (255, 150, 136)
GOLD_TEXT = (255, 210, 90)
NEXT_SIZE = (round(MP_SIZE[0] * NEXT_SCALE), round(MP_SIZE[1] * NEXT_SCALE))


GOOD_GLOW = (90, 230, 120)       # a hand card that can improve the picture ...
SMEAR_GLOW = (240, 80, 70)       # ... and one that could only smear it


class Drawing:
    """The static parts of the Final Touch table."""

    def __init__(self, table: FinalTouchTable):
        self.table = table
        self.caches: dict[Any, Any] = {}

    def cached(self, key: tuple, build: Callable[[], Any]) -> Any:
        surface = self.caches.get(key)
        if surface is None:
            if len(self.caches) > 300:
                self.caches.clear()
            surface = self.caches[key] = build()
        return surface

    # --- centre zones -------------------------------------------------------------------------
    def backdrop(self) -> pygame.Surface:
        """Felt, zone panels and their fixed titles, composed once into one opaque surface."""
        cached = self.caches.get("backdrop")
        if cached is not None:
            return cached
        surface = self.table.felt().copy()
        text = self.table.app.text
        for rect in (NEXT_PANEL, IMPROVE_PANEL, SMEAR_PANEL, SIDE_PANEL):
            panel(surface, rect, fill=(10, 30, 24), edge=(52, 96, 78), alpha=150, radius=22)
        panel(surface, LOG_RECT, alpha=170, radius=16)
        for label, ink, pos, anchor in (
                ("NEXT UP", theme.INK_DIM, (NEXT_PANEL.centerx, NEXT_PANEL.top + 18), "midtop"),
                ("IMPROVE", IMPROVE_INK, (IMPROVE_PANEL.left + 24, IMPROVE_PANEL.top + 18), "topleft"),
                ("SMEAR", SMEAR_INK, (SMEAR_PANEL.left + 24, SMEAR_PANEL.top + 18), "topleft"),
                ("PILE", theme.INK_DIM, (DECK_CENTRE[0], SIDE_PANEL.top + 18), "midtop"),
                ("USED", theme.INK_DIM, (DISCARD_CENTRE[0], SIDE_PANEL.top + 18), "midtop")):
            text.blit(surface, label, theme.SMALL_SIZE, ink, pos, anchor, "bold")
        for index in range(3):
            slot = self._smear_slot_surface(index)
            surface.blit(slot, slot.get_rect(center=smear_slot(index)))
        if pygame.display.get_surface() is not None:
            surface = surface.convert()
        self.caches["backdrop"] = surface
        return surface

    def draw_zones(self, surface: pygame.Surface) -> None:
        text, cards, shown = self.table.app.text, self.table.app.cards, self.table.shown
        surface.blit(self.backdrop(), (0, 0))
        card_rect = pygame.Rect((0, 0), NEXT_SIZE)
        card_rect.center = NEXT_CENTRE
        if shown.next is not None:
            for depth in range(min(3, max(0, shown.pile_count - 1)), 0, -1):
                edge = card_rect.move(depth * 5, depth * 5)
                pygame.draw.rect(surface, (60, 38, 20), edge, border_radius=12)
                pygame.draw.rect(surface, (150, 110, 60), edge, 2, border_radius=12)
            surface.blit(cards.face(self.table.moves.mp_face(shown.next), NEXT_SIZE), card_rect)
            left = f"{shown.pile_count} in the pile" if shown.pile_count > 1 else "The last one"
        else:
            surface.blit(cards.blank(NEXT_SIZE), card_rect)
            left = "Pile empty"
        text.blit(surface, left, theme.SMALL_SIZE, theme.INK_DIM, (NEXT_PANEL.centerx, NEXT_PANEL.bottom - 22),
                  "midbottom")
        self._draw_improve_zone(surface)
        self._draw_smear_zone(surface)
        self._draw_piles(surface)

    def _draw_improve_zone(self, surface: pygame.Surface) -> None:
        text, shown = self.table.app.text, self.table.shown
        if shown.current is None:
            return
        piece = self.table.rules.content.masterpieces[shown.current]
        names = self.table.moves.slot_colours(shown.current)
        for name, centre in zip(names, stroke_slots(len(names))):
            slot = self.cached(("slot", name), lambda n=name: self._slot_surface(n))
            surface.blit(slot, slot.get_rect(center=centre))
        text.blit(surface, f"${piece.value}", theme.BODY_SIZE, GOLD_TEXT,
                  (IMPROVE_PANEL.right - 24, IMPROVE_PANEL.top + 14), "topright", "bold")
        placed = min(sum(shown.improved), len(names))
        text.blit(surface, f"{placed} of {len(names)} strokes", theme.SMALL_SIZE, theme.INK,
                  (IMPROVE_PANEL.centerx, IMPROVE_PANEL.bottom - 20), "midbottom")

    def _draw_smear_zone(self, surface: pygame.Surface) -> None:
        text, shown = self.table.app.text, self.table.shown
        if shown.current is not None:
            piece = self.table.rules.content.masterpieces[shown.current]
            text.blit(surface, f"ruin ${piece.ruined}", theme.SMALL_SIZE, SMEAR_INK,
                      (SMEAR_PANEL.right - 24, SMEAR_PANEL.top + 18), "topright", "bold")
        count = min(3, len(shown.smears))
        text.blit(surface, f"{count} of 3 smears", theme.SMALL_SIZE, theme.INK,
                  (SMEAR_PANEL.centerx, SMEAR_PANEL.bottom - 20), "midbottom")

    def _draw_piles(self, surface: pygame.Surface) -> None:
        text, cards, shown = self.table.app.text, self.table.app.cards, self.table.shown
        discards = sum(shown.discard)
        for centre, count in ((DECK_CENTRE, shown.draw_count), (DISCARD_CENTRE, discards)):
            rect = pygame.Rect((0, 0), PILE)
            rect.center = centre
            if count <= 0:
                surface.blit(cards.blank(PILE), rect)
            else:
                for depth in range(min(3, count // 8), 0, -1):
                    edge = rect.move(depth * 3, depth * 3)
                    pygame.draw.rect(surface, (40, 40, 46), edge, border_radius=10)
                    pygame.draw.rect(surface, (214, 206, 190), edge, 2, border_radius=10)
                if centre == DECK_CENTRE:
                    surface.blit(cards.back("final_touch", PILE), rect)
                else:
                    top = self.table.moves.discard_top or self.table.rules.colours[shown.discard.index(max(shown.discard))]
                    surface.blit(cards.face(stroke_face(top), PILE), rect)
            text.blit(surface, str(max(0, count)), theme.BODY_SIZE, theme.INK,
                      (centre[0], rect.bottom + 22), "midtop", "bold")

    def _slot_surface(self, name: str) -> pygame.Surface:
        """An empty stroke slot in the colour it asks for, with the colour's symbol."""
        slot = self.table.app.cards.blank(SLOT).copy()
        pal = colour(name)
        tint = pygame.Surface(SLOT, pygame.SRCALPHA)
        pygame.draw.rect(tint, (*pal.fill, 90), tint.get_rect().inflate(-8, -8), border_radius=9)
        slot.blit(tint, (0, 0))
        pygame.draw.circle(slot, (250, 248, 240), (SLOT[0] // 2, SLOT[1] // 2), 24)
        symbol(slot, pal.symbol, (SLOT[0] // 2, SLOT[1] // 2), 16, pal.fill)
        return slot

    def _smear_slot_surface(self, index: int) -> pygame.Surface:
        slot = self.table.app.cards.blank(SMEAR).copy()
        number = self.table.app.text.render(str(index + 1), theme.BODY_SIZE, (255, 170, 160), "bold")
        slot.blit(number, number.get_rect(center=(SMEAR[0] // 2, SMEAR[1] // 2)))
        return rotated(slot, SMEAR_TILTS[index])

    def draw_halo(self, surface: pygame.Surface) -> None:
        """The golden sunburst behind a Masterpiece that just got its final touch."""
        if self.table.moves.halo is None or not self.table.moves.halo.active:
            return
        glow = spotlight(330, (255, 214, 90))
        t = float(self.table.moves.halo.value)
        glow.set_alpha(round(255 * min(1.0, t * 5, (1 - t) * 4)))
        surface.blit(glow, glow.get_rect(center=MP_CENTRE))
        glow.set_alpha(255)

    # --- seats ------------------------------------------------------------------------------------
    def draw_seats(self, surface: pygame.Surface) -> None:
        for seat, spot in self.table.spots.items():
            self._draw_badge(surface, seat, spot.badge)
            if self.table.collector(seat) == seat:
                self._draw_collection(surface, seat, spot.collection)

    def _draw_badge(self, surface: pygame.Surface, seat: int, centre: tuple[int, int]) -> None:
        text, shown, setup = self.table.app.text, self.table.shown, self.table.seats[seat]
        four = len(self.table.seats) == 4
        rect = pygame.Rect((0, 0), (BADGE[0], BADGE[1] + (14 if four else 0)))
        rect.center = centre
        if seat == self.table.current:
            pygame.draw.rect(surface, theme.ACCENT, rect.inflate(16, 16), border_radius=26)
        panel(surface, rect, alpha=235, radius=20)
        if four:
            pygame.draw.rect(surface, TEAM_COLOURS[seat % 2], rect, 5, border_radius=20)
        disc = (rect.left + 48, rect.top + 46)
        pygame.draw.circle(surface, setup.rgb, disc, 28)
        text.blit(surface, setup.name[:1].upper(), theme.SMALL_SIZE, theme.INK_DARK, disc, "center", "bold")
        text.blit(surface, self.table.seat_label(seat), theme.SMALL_SIZE, theme.INK, (rect.left + 90, rect.top + 26),
                  "midleft", "bold")
        money = text.blit(surface, f"${shown.money[seat]}", theme.BODY_SIZE, GOLD_TEXT,
                          (rect.left + 90, rect.top + 66), "midleft", "bold")
        held = shown.hand_sizes[seat]
        text.blit(surface, f"{held} card{'s' if held != 1 else ''}", theme.SMALL_SIZE, theme.INK_DIM,
                  (money.right + 18, rect.top + 67), "midleft")
        if four:
            partner = self.table.seats[(seat + 2) % 4].name
            text.blit(surface, f"{TEAM_NAMES[seat % 2]} + {partner}", theme.SMALL_SIZE, TEAM_COLOURS[seat % 2],
                      (rect.left + 90, rect.top + 104), "midleft", "bold")
        elif shown.contest is not None and seat in shown.contest:
            text.blit(surface, "Final duel", theme.SMALL_SIZE, theme.ACCENT, (rect.left + 90, rect.top + 100),
                      "midleft", "bold")

    def _draw_collection(self, surface: pygame.Surface, seat: int, strip: pygame.Rect) -> None:
        records = self.table.collection(seat)
        cards = self.table.app.cards
        if not records:
            blank = cards.blank(COLLECTED)
            surface.blit(blank, blank.get_rect(midleft=(strip.left, strip.centery)))
            label = self.table.app.text.render("no paintings", theme.SMALL_SIZE, theme.INK_DIM)
            if label.get_width() <= strip.width - COLLECTED[0] - 14:
                surface.blit(label, label.get_rect(midleft=(strip.left + COLLECTED[0] + 14, strip.centery)))
            return
        for record, centre in zip(records, collection_slots(strip, len(records))):
            card = collected_card(cards, self.table.moves.mp_face(record.masterpiece), record.kind == RUINED, COLLECTED)
            surface.blit(card, card.get_rect(center=centre))

    # --- log ---------------------------------------------------------------------------------------
    def draw_log_box(self, surface: pygame.Surface) -> None:
        """The last moves, newest at the bottom; only whole entries that fit are shown."""
        y = LOG_RECT.bottom - 14
        for age, entry in enumerate(reversed(self.table.moves.table_log[-4:])):
            wrapped = self.cached(("wrap", entry), lambda e=entry: self.table.app.text.wrap(
                e, theme.SMALL_SIZE, LOG_RECT.width - 36))
            if y - 42 * len(wrapped) < LOG_RECT.top + 6:
                break
            y -= 42 * len(wrapped)
            ink = theme.INK if age == 0 else theme.INK_DIM
            for row, line in enumerate(wrapped):
                self.table.app.text.blit(surface, line, theme.SMALL_SIZE, ink, (LOG_RECT.left + 18, y + 42 * row))

    def draw_hand_marks(self, surface: pygame.Surface) -> None:
        """A crisp outline in each card's glow colour, so improve/smear reads from the couch."""
        text = self.table.app.text
        for sprite in self.table.hand.sprites:
            if sprite.highlight is not None:
                pygame.draw.rect(surface, sprite.highlight, sprite.rect.inflate(6, 6), 4, border_radius=14)
        for sprite in self.table.hand.sprites:
            # not by colour alone: "+" on a card that improves, "x" on one that could only smear
            mark = {GOOD_GLOW: "+", SMEAR_GLOW: "\u00d7"}.get(sprite.highlight)
            if mark is not None:
                radius = max(17, round(17 * text.scale))
                centre = (sprite.rect.centerx, sprite.rect.top + radius + 4)   # on the card, clear of its neighbours
                pygame.draw.circle(surface, (20, 24, 30), centre, radius + 2)
                pygame.draw.circle(surface, sprite.highlight, centre, radius)
                text.blit(surface, mark, 30, (20, 24, 30), (centre[0], centre[1] - 1), "center", "bold")
