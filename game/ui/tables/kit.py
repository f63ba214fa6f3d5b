"""Building blocks for card-table scenes: seats around the table, the hand strip, the action bar.

:class:`CardTableScene` adds an :class:`Animator` (speed from the settings) and three input
zones - the player's hand, the action buttons and (optionally) table targets - navigated
with UP/DOWN between zones and LEFT/RIGHT inside one; the mouse hovers and clicks anywhere.
Games subclass it, describe their cards as :class:`CardFace`, and build the action bar
from the engine's ``legal_actions`` for the current selection.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from typing import Any

import pygame

from game.ui import theme
from game.ui.anim import Animator, CardSprite
from game.ui.cards import CardFace
from game.ui.input import InputEvent, Intent
from game.ui.tables.base import TableScene
from game.ui.widgets import Button, FocusGroup, panel

HAND_Y = 930
HAND_WIDTH = 1240
CARD = (150, 210)
SMALL = (92, 129)
BADGE = (340, 118)


def seat_positions(players: int, bottom: int) -> dict[int, tuple[int, int]]:
    """Badge centres: ``bottom`` seat at the bottom left, the others round the top, clockwise."""
    out = {bottom: (210, 1000)}
    others = [(bottom + step) % players for step in range(1, players)]
    count = len(others)
    for index, seat in enumerate(others):
        if count == 1:
            out[seat] = (960, 90)
            continue
        angle = math.pi * (1 - (index + 0.5) / count)        # left side to right side over the top
        x = 960 + math.cos(angle) * 760       # clockwise: the next seat sits on your left
        y = 330 - math.sin(angle) * 240
        out[seat] = (int(x), int(y))
    return out


def hand_slots(count: int, centre_x: int = 960, y: int = HAND_Y, width: int = HAND_WIDTH,
               card_w: int = CARD[0]) -> list[tuple[int, int]]:
    """Card centres for a hand of ``count``, overlapping more as it grows."""
    if count <= 0:
        return []
    step = min(card_w + 12, (width - card_w) / max(1, count - 1)) if count > 1 else 0
    left = centre_x - step * (count - 1) / 2
    return [(int(left + index * step), y) for index in range(count)]


class HandStrip:
    """The acting player's hand: focus with LEFT/RIGHT, select with CONFIRM or a click."""

    card_size = CARD
    stagger = 0.04       # seconds between cards when a hand is dealt

    def __init__(self, anim: Animator, back_deck: str):
        self.anim, self.back_deck = anim, back_deck
        self.sprites: list[CardSprite] = []
        self.focus = 0
        self.active = True            # the focus zone is the hand

    @property
    def selected(self) -> list[Any]:
        return [sprite.tag for sprite in self.sprites if sprite.selected]

    def clear_selection(self) -> None:
        for sprite in self.sprites:
            sprite.selected = False

    def slots(self, count: int) -> list[tuple[int, int]]:
        return hand_slots(count)

    def deck_of(self, face: CardFace | None) -> str:
        """Which back a card shows (games with two decks in one hand override this)."""
        return self.back_deck

    def set_cards(self, cards: Sequence[tuple[Any, CardFace]], origin: Any = None,
                  face_up: bool = True) -> None:
        """Show these cards; cards already shown glide to their new slot, new ones fly from ``origin``
        (a point, or a dict deck -> point when each deck has its own stack)."""
        old = {}
        for sprite in self.sprites:
            old.setdefault(sprite.tag, []).append(sprite)
        keep_selected = {sprite.tag for sprite in self.sprites if sprite.selected}
        new_sprites = []
        for index, ((tag, face), slot) in enumerate(zip(cards, self.slots(len(cards)))):
            reuse = old.get(tag)
            if reuse:
                sprite = reuse.pop()
                sprite.face = face
                sprite.move_to(slot, 0.3)
            else:
                deck = self.deck_of(face)
                start = origin.get(deck) if isinstance(origin, dict) else origin
                sprite = CardSprite(face=face, back_deck=deck, pos=start or slot, size=self.card_size,
                                    flip=0.0 if origin else (1.0 if face_up else 0.0), tag=tag)
                self.anim.add(sprite)
                sprite.move_to(slot, 0.45, delay=self.stagger * index)
                if origin and face_up:
                    sprite.flip_to(True, 0.3, delay=self.stagger * index + 0.2)
            sprite.z = 100 + index
            sprite.selected = tag in keep_selected and sprite.selected
            new_sprites.append(sprite)
        for leftovers in old.values():
            for sprite in leftovers:
                self.anim.remove(sprite)
        self.sprites = new_sprites
        self.focus = min(self.focus, max(0, len(self.sprites) - 1))

    def take(self, tag: Any) -> CardSprite | None:
        """Remove one card sprite (it stays animated) so a scene can fly it elsewhere."""
        for sprite in self.sprites:
            if sprite.tag == tag:
                self.sprites.remove(sprite)
                sprite.selected = False
                return sprite
        return None

    def handle(self, event: InputEvent) -> bool:
        if event.intent in (Intent.POINT, Intent.CLICK):
            for index in range(len(self.sprites) - 1, -1, -1):
                if self.sprites[index].rect.collidepoint(event.pos):
                    self.focus = index
                    if event.intent is Intent.CLICK:
                        self.toggle(index)
                    return True
            return False
        if not self.active or not self.sprites:
            return False
        if event.intent is Intent.LEFT:
            self.focus = (self.focus - 1) % len(self.sprites)
        elif event.intent is Intent.RIGHT:
            self.focus = (self.focus + 1) % len(self.sprites)
        elif event.intent is Intent.CONFIRM:
            self.toggle(self.focus)
        else:
            return False
        return True

    def toggle(self, index: int) -> None:
        sprite = self.sprites[index]
        sprite.selected = not sprite.selected

    def refresh_highlights(self, playable: Callable[[Any], bool] | None = None) -> None:
        for index, sprite in enumerate(self.sprites):
            if self.active and index == self.focus:
                sprite.highlight = theme.ACCENT
            elif playable is not None and playable(sprite.tag):
                sprite.highlight = (120, 200, 255)
            else:
                sprite.highlight = None


class CardTableScene(TableScene):
    """A table with an animator, a hand strip for the viewer and an action bar."""

    back_deck = ""

    def __init__(self, *args: Any, **kwargs: Any):
        super().__init__(*args, **kwargs)
        settings = self.app.settings
        self.anim = Animator(speed=settings.animation_speed or 1.0, instant=settings.animation_speed == 0)
        self.hand = HandStrip(self.anim, self.back_deck)
        self.actions = FocusGroup()
        self.zone = "hand"
        self._felt: pygame.Surface | None = None

    # --- zones and input -------------------------------------------------------------------
    def animating(self) -> bool:
        return self.anim.busy

    def update(self, dt: float) -> None:
        settings = self.app.settings
        self.anim.instant = settings.animation_speed == 0
        if settings.animation_speed:
            self.anim.speed = settings.animation_speed
        self.anim.update(dt)
        super().update(dt)

    def set_actions(self, entries: Sequence[tuple[str, Callable[[], Any] | None]], y: int = 718) -> None:
        """The action bar: (label, callback or None when not allowed right now)."""
        focus = self.actions.focus
        self.actions = FocusGroup()
        width = 300 if len(entries) <= 4 else 250
        total = len(entries) * width + (len(entries) - 1) * 24
        for index, (label, callback) in enumerate(entries):
            rect = pygame.Rect(960 - total // 2 + index * (width + 24), y, width, 78)
            button = Button(rect, label=label, on_activate=callback, enabled=callback is not None,
                            size=theme.SMALL_SIZE, fill=(40, 110, 70) if callback else (40, 56, 72))
            self.actions.widgets.append(button)
        self.actions.focus = min(focus, max(0, len(entries) - 1))

    def handle_table(self, event: InputEvent) -> None:
        if not self.human_to_act():
            return
        if event.intent in (Intent.POINT, Intent.CLICK):
            if self.actions.handle(event):
                self.zone = "actions"
            elif self.hand.handle(event):
                self.zone = "hand"
                self.selection_changed()
            else:
                self.handle_extra(event)
            self.hand.active = self.zone == "hand"
            return
        if event.intent is Intent.UP and self.zone == "hand" and self.actions.widgets:
            self.zone = "actions"
        elif event.intent is Intent.DOWN and self.zone == "actions":
            self.zone = "hand"
        elif self.zone == "hand":
            if self.hand.handle(event):
                if event.intent is Intent.CONFIRM:
                    self.selection_changed()
            else:
                self.handle_extra(event)
        elif self.zone == "actions":
            if event.intent in (Intent.UP, Intent.DOWN):
                pass
            elif not self.actions.handle(event):
                self.handle_extra(event)
        self.hand.active = self.zone == "hand"

    def selection_changed(self) -> None:
        """The hand selection changed: rebuild the action bar (subclasses)."""

    def handle_extra(self, event: InputEvent) -> None:
        """Intents the zones did not use (ACTION_X, page keys, table clicks)."""

    # --- drawing helpers -------------------------------------------------------------------
    def felt(self) -> pygame.Surface:
        if self._felt is None:
            from game.ui.scenes.title import felt_background
            self._felt = felt_background()
        return self._felt

    def draw_badge(self, surface: pygame.Surface, seat: int, centre: tuple[int, int], lines: Sequence[str],
                   active: bool = False, note: str = "") -> pygame.Rect:
        """A seat's name plate: colour disc, name, up to two lines (score, cards), a note."""
        rect = pygame.Rect(0, 0, *BADGE)
        rect.center = centre
        if active:
            pygame.draw.rect(surface, theme.ACCENT, rect.inflate(14, 14), border_radius=24)
        panel(surface, rect, alpha=225, radius=20)
        setup = self.seats[seat]
        pygame.draw.circle(surface, setup.rgb, (rect.left + 46, rect.top + 44), 26)
        text = self.app.text
        text.blit(surface, setup.name[:1].upper(), 32, theme.INK_DARK, (rect.left + 46, rect.top + 44), "center",
                  "bold")
        name = self.seat_label(seat)
        text.blit(surface, name, 32, theme.INK, (rect.left + 84, rect.top + 24), "midleft", "bold")
        for row, line in enumerate(lines[:2]):
            text.blit(surface, line, 32, theme.INK_DIM, (rect.left + 84, rect.top + 62 + row * 36), "midleft")
        if note:
            label = text.render(note, 32, theme.INK_DARK, "bold")
            tag = label.get_rect(midtop=(rect.centerx, rect.bottom + 6)).inflate(24, 6)
            pygame.draw.rect(surface, theme.ACCENT_SOFT, tag, border_radius=12)
            surface.blit(label, label.get_rect(center=tag.center))
        return rect

    def draw_log(self, surface: pygame.Surface, rect: pygame.Rect, lines: int = 4) -> None:
        panel(surface, rect, alpha=190, radius=16)
        text = self.app.text
        for row, line in enumerate(self.log[-lines:]):
            shown = line if len(line) <= 52 else line[:50] + "..."
            text.blit(surface, shown, 32, theme.INK if row == len(self.log[-lines:]) - 1 else theme.INK_DIM,
                      (rect.left + 18, rect.top + 12 + row * 42))

    def draw_actions(self, surface: pygame.Surface) -> None:
        if not self.human_to_act():
            return
        for index, widget in enumerate(self.actions.widgets):
            widget.draw(surface, self.app.text, self.zone == "actions" and index == self.actions.focus)

    def draw_status(self, surface: pygame.Surface, message: str) -> None:
        """The one-line prompt above the hand ("Your lead: pick 1-3 cards")."""
        text = self.app.text
        label = text.render(message, theme.BODY_SIZE, theme.INK, "bold")
        rect = label.get_rect(center=(960, 672)).inflate(40, 16)
        pygame.draw.rect(surface, (0, 0, 0), rect, border_radius=14)
        surface.blit(label, label.get_rect(center=rect.center))
