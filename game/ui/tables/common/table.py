"""The card-table scene every game's table builds on, and the parts it owns.

:class:`CardTable` adds to :class:`TableScene` an :class:`Animator` (speed from the settings),
a :class:`HandStrip` (``self.hand``) and an :class:`ActionBar` (``self.bar``), and three
input zones - the hand, the bar and (optionally) table targets - navigated with UP/DOWN
between zones and LEFT/RIGHT inside one; the mouse hovers and clicks anywhere. A game's
table owns its event player, layout and drawings as further fields.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Sequence, Sized
from typing import Any, Protocol

import pygame

from game.core.engine import Event
from game.ui.draw import theme
from game.ui.draw.anim import Animator
from game.ui.stage.input import InputEvent, Intent
from game.ui.stage.widgets import FocusGroup, panel
from game.ui.tables.base import TableScene
from game.ui.tables.common.action_bar import ActionBar, RowLayout
from game.ui.tables.common.hand import HandStrip
from game.ui.tables.common.player import EventPlayer

BADGE = (340, 118)


class CardTable(TableScene):
    """A table with an animator, a hand strip for the viewer and an action bar (owned parts)."""

    back_deck = ""

    def __init__(self, *args: Any, **kwargs: Any):
        super().__init__(*args, **kwargs)
        settings = self.app.settings
        self.anim = Animator(speed=settings.animation_speed or 1.0, instant=settings.animation_speed == 0)
        self.hand = HandStrip(self.anim, self.back_deck)
        self.bar = ActionBar(RowLayout(y=718, width=300, gap=24, crowded=4, narrow=250))
        self.zone = "hand"
        self._felt: pygame.Surface | None = None

    def play_opening(self, logged: Callable[[Event], bool] = lambda event: bool(event.text)) -> None:
        """A fresh game: animate the opening deal from ``rules.opening_events`` like any move."""
        events = self.rules.opening_events(self.state)
        self.log.extend(self.named(event.text) for event in events if logged(event))
        self.on_events(events)

    @property
    def actions(self) -> FocusGroup:
        """The bar's focus group (the input zone "actions")."""
        return self.bar.group

    @actions.setter
    def actions(self, group: FocusGroup) -> None:
        self.bar.group = group

    def picture_key(self) -> tuple | None:
        """Unchanged while nothing moves, no move is made and no input arrives (tables opt in
        through ``picture_state``; None redraws every frame)."""
        extra = self.picture_state()
        if extra is None or self.anim.busy:
            return None
        return (self.actions_taken, self.viewer, self.zone, self.menu_hover, self.toast_time > 0,
                self.bar.focus, self.hand.focus, tuple(self.hand.selected), extra)

    def picture_state(self) -> tuple | None:
        """What else this table's picture depends on (its player's progress...); None: never cache."""
        return None

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
        if event.intent is Intent.UP and self.zone == "hand" and self.bar.enter():   # only onto a lit button
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
            from game.ui.draw.felt import felt_background
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

    def draw_actions(self, surface: pygame.Surface) -> None:
        if not self.human_to_act():
            return
        self.bar.draw(surface, self.app.text, self.zone == "actions")

    def draw_status(self, surface: pygame.Surface, message: str) -> None:
        """The one-line prompt above the hand ("Your lead: pick 1-3 cards")."""
        text = self.app.text
        label = text.render(message, theme.BODY_SIZE, theme.INK, "bold")
        rect = label.get_rect(center=(960, 672)).inflate(40, 16)
        pygame.draw.rect(surface, (0, 0, 0), rect, border_radius=14)
        surface.blit(label, label.get_rect(center=rect.center))


class Moves(Protocol):
    """What a ViewTable needs of its moves part: the player, its banners, and tidying up."""

    player: EventPlayer
    banners: Sized

    def tidy(self) -> None: ...


class ViewTable(CardTable, ABC):
    """A card table that plays events through its moves part and, once all is played and still,
    re-reads its picture from the view (``resync``), so the screen always ends up as the view says.

    The game's table sets ``self.moves`` (a :class:`Moves`) and writes ``resync``; the
    ``before_events`` hook clears selections before new events play.
    """

    moves: Moves

    def __init__(self, *args: Any, **kwargs: Any):
        super().__init__(*args, **kwargs)
        self.stale = True

    @property
    def player(self) -> EventPlayer:
        return self.moves.player

    @abstractmethod
    def resync(self) -> None:
        """Show exactly what the view says (each game's table writes it)."""

    def before_events(self) -> None:
        self.hand.clear_selection()

    def on_events(self, events: list[Event]) -> None:
        self.before_events()
        self.stale = True
        self.player.play(events)
        if self.anim.instant:
            self.resync()

    def animating(self) -> bool:
        return self.anim.busy or self.player.queued or self.stale

    def picture_state(self) -> tuple | None:
        return None if self.stale else (self.player.played, len(self.moves.banners))

    def mark_stale(self) -> None:
        """The picture must be rebuilt: now if idle, else once the cues are done."""
        self.stale = True
        if self.player.idle:
            self.resync()

    def update(self, dt: float) -> None:
        super().update(dt)
        self.player.update(dt)
        self.moves.tidy()
        if self.stale and self.player.idle:
            self.resync()
