"""The action bar: a game describes its buttons as data; the engine says which are lit.

A game lists its buttons once, as :class:`ButtonSpec` (key, label, group, shortcut). Each
time the selection or the turn changes, the table turns them into :class:`Offer` s (the
engine action each button would play right now) and hands them to :meth:`ActionBar.offer`
with ``legal_actions`` and ``why_illegal``. The bar lights the offers that are legal and
keeps the engine's reason on the others: a press on an unlit button reports it (the table
toasts it, in red: a refused move), and ``focused_reason`` lets the status line show it, as
neutral guidance, while the mouse rests on it. The keys never focus an unlit button: UP from the
hand enters the bar only when something is lit (:meth:`ActionBar.enter`).
Layout (where the buttons sit) and the painter (how one looks) are small parts a game
chooses, so every table keeps its own look::

    from game.ui.tables.common.action_bar import ActionBar, ButtonSpec, Offer, RowLayout

    LEAD = ButtonSpec("lead", "Lead")
    PASS = ButtonSpec("pass", "Pass", shortcut=Intent.ACTION_X)

    bar = ActionBar(RowLayout(y=718, width=240, gap=20), painter=my_painter, on_press=self.pressed)
    bar.offer([Offer(LEAD, Lead(chosen)), Offer(PASS, PASS_ACTION)],
              legal=rules.legal_actions(state), why_illegal=lambda a: rules.why_illegal(state, a))

    def pressed(self, button: BarButton) -> None:
        if button.lit:
            self.play(button.offer.action)
        else:
            self.toast(button.reason)

    bar.handle(event)        # mouse and focus keys, like any FocusGroup
    bar.shortcut(intent)     # ACTION_X etc. press the button whose spec names that intent
    bar.draw(surface, text, focused=zone == "actions")
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

import pygame

from game.ui.draw import theme
from game.ui.draw.text import Text
from game.ui.stage.input import InputEvent, Intent
from game.ui.stage.widgets import FocusGroup, Widget, focus_ring

NOT_NOW = "not possible right now"


@dataclass(frozen=True)
class ButtonSpec:
    """One button of a game's bar, as data.

    ``key`` names the button for the table ("lead", "pass"); ``label`` is what it says;
    ``group`` sorts buttons into kinds a painter or layout may treat alike (a colour, a row);
    ``shortcut`` is an intent that presses it from anywhere on the table (X for Pass).
    """

    key: str
    label: str
    group: str = ""
    shortcut: Intent | None = None


@dataclass(frozen=True)
class Offer:
    """A button as it stands now: the ``action`` it would play (None: the selection makes none,
    ``missing`` says why), and optionally a ``label`` for this moment ("Improve with 2")."""

    spec: ButtonSpec
    action: Any = None
    missing: str = ""
    label: str | None = None
    data: Any = None            # anything the table wants back on a press (a card, a page step)

    @property
    def text(self) -> str:
        return self.label if self.label is not None else self.spec.label


@dataclass(eq=False)
class BarButton(Widget):
    """A placed offer. Always pressable: an unlit one reports its ``reason`` instead of playing."""

    offer: Offer = field(default_factory=lambda: Offer(ButtonSpec("", "")))
    reason: str | None = None
    painter: ButtonPainter | None = None
    on_press: Callable[[BarButton], None] | None = None

    @property
    def lit(self) -> bool:
        return self.reason is None

    @property
    def label(self) -> str:
        return self.offer.text

    def activate(self) -> None:
        if self.on_press is not None:
            self.on_press(self)

    def draw(self, surface: pygame.Surface, text: Text, focused: bool) -> None:
        (self.painter or plain_painter)(surface, text, self, focused)


class ButtonPainter(Protocol):
    """Draws one bar button (a game's own look)."""

    def __call__(self, surface: pygame.Surface, text: Text, button: BarButton, focused: bool) -> None: ...


class BarLayout(Protocol):
    """Where the bar's buttons sit, given what they say."""

    def rects(self, offers: Sequence[Offer], text: Text | None) -> list[pygame.Rect]: ...


@dataclass(frozen=True)
class RowLayout:
    """One centred row of equal buttons (``narrow`` instead of ``width`` past ``crowded`` buttons)."""

    y: int
    width: int
    gap: int
    height: int = 78
    centre_x: int = 960
    crowded: int = 0
    narrow: int = 0

    def rects(self, offers: Sequence[Offer], text: Text | None) -> list[pygame.Rect]:
        width = self.narrow if self.crowded and len(offers) > self.crowded else self.width
        total = len(offers) * width + max(0, len(offers) - 1) * self.gap
        left = self.centre_x - total // 2
        return [pygame.Rect(left + index * (width + self.gap), self.y, width, self.height)
                for index in range(len(offers))]


UNLIT = (48, 52, 58)


def house_painter(fill_of: Callable[[BarButton], tuple], size: int = theme.SMALL_SIZE, style: str = "bold",
                  brighten_unlit: bool = True) -> ButtonPainter:
    """The house button in ``fill_of(button)`` when lit, slate grey with dim ink when not; the
    focused one is brighter (an unlit one too, unless ``brighten_unlit`` is off) and ringed."""
    def paint(surface: pygame.Surface, text: Text, button: BarButton, focused: bool) -> None:
        fill = fill_of(button) if button.lit else UNLIT
        if focused and (button.lit or brighten_unlit):
            fill = tuple(min(255, c + 30) for c in fill)
        pygame.draw.rect(surface, (0, 0, 0), button.rect.move(0, 6), border_radius=16)
        pygame.draw.rect(surface, fill, button.rect, border_radius=16)
        pygame.draw.rect(surface, theme.PANEL_EDGE, button.rect, width=2, border_radius=16)
        room = button.rect.inflate(-24, 0)
        px, name = text.fit(button.label, size, room.width, style)
        text.blit(surface, button.label, px, theme.INK if button.lit else theme.INK_DIM,
                  button.rect.center, "center", name, box=room)
        if focused:
            focus_ring(surface, button.rect, 16)
    return paint


plain_painter = house_painter(lambda button: (40, 110, 70))


def ringed_painter(unlit_ink: tuple = (132, 140, 146), fit: bool = False) -> ButtonPainter:
    """Green and edged in gold when the engine allows it, slate grey otherwise; ``fit`` narrows
    a label that would not fit its button."""
    def paint(surface: pygame.Surface, text: Text, button: BarButton, focused: bool) -> None:
        fill: tuple = (46, 150, 84) if button.lit else (46, 52, 60)
        if focused:
            fill = tuple(min(255, c + 28) for c in fill)
        rect = button.rect
        pygame.draw.rect(surface, (0, 0, 0), rect.move(0, 6), border_radius=16)
        pygame.draw.rect(surface, fill, rect, border_radius=16)
        edge = theme.ACCENT_SOFT if button.lit else theme.PANEL_EDGE
        pygame.draw.rect(surface, edge, rect, width=3 if button.lit else 2, border_radius=16)
        room = rect.inflate(-24, 0)
        size, style = text.fit(button.label, theme.SMALL_SIZE, room.width) if fit else (theme.SMALL_SIZE, "bold")
        text.blit(surface, button.label, size, theme.INK if button.lit else unlit_ink,
                  rect.center, "center", style, box=room)
        if focused:
            pygame.draw.rect(surface, theme.ACCENT, rect.inflate(14, 14), width=6, border_radius=22)
    return paint


class ActionBar:
    """The bar: offers placed by ``layout``, drawn by ``painter``, pressed into ``on_press``."""

    def __init__(self, layout: BarLayout, painter: ButtonPainter = plain_painter,
                 on_press: Callable[[BarButton], None] | None = None):
        self.layout, self.painter, self.on_press = layout, painter, on_press
        self.group = FocusGroup()

    # --- building ----------------------------------------------------------------------------
    def offer(self, offers: Sequence[Offer], legal: Sequence[Any],
              why_illegal: Callable[[Any], str | None], text: Text | None = None) -> None:
        """Show ``offers``: lit when their action is in ``legal``, else with the engine's reason.

        Focus stays on the same index (clamped). ``text`` is needed only by layouts that
        measure labels.
        """
        reasons = []
        for item in offers:
            if item.action is None:
                reasons.append(item.missing or NOT_NOW)
            elif item.action in legal:
                reasons.append(None)
            else:
                reasons.append(why_illegal(item.action) or NOT_NOW)
        self.place(offers, reasons, text)

    def place(self, offers: Sequence[Offer], reasons: Sequence[str | None], text: Text | None = None) -> None:
        """Show ``offers`` with reasons already known (None = lit); focus index kept."""
        focus = self.group.focus
        rects = self.layout.rects(offers, text) if offers else []
        # an unlit button is not ``enabled``: the keys skip it; the mouse still presses it (to say why)
        self.group = FocusGroup([BarButton(rect, reason is None, offer=item, reason=reason, painter=self.painter,
                                           on_press=self._pressed)
                                 for item, reason, rect in zip(offers, reasons, rects)])
        self.group.focus = min(focus, max(0, len(offers) - 1))
        self.group.focus_enabled()

    def clear(self) -> None:
        self.group = FocusGroup()

    def _pressed(self, button: BarButton) -> None:
        if self.on_press is not None:
            self.on_press(button)

    # --- reading ---------------------------------------------------------------------------------
    @property
    def buttons(self) -> list[BarButton]:
        return [w for w in self.group.widgets if isinstance(w, BarButton)]

    @property
    def focus(self) -> int:
        return self.group.focus

    @focus.setter
    def focus(self, index: int) -> None:
        self.group.focus = max(0, min(index, len(self.group.widgets) - 1))

    @property
    def focused(self) -> BarButton | None:
        widget = self.group.focused
        return widget if isinstance(widget, BarButton) else None

    def focused_reason(self) -> str | None:
        """Why the focused button is unlit (None when it is lit or there is none)."""
        button = self.focused
        return button.reason if button is not None else None

    def button(self, key: str) -> BarButton | None:
        return next((b for b in self.buttons if b.offer.spec.key == key), None)

    def enter(self) -> bool:
        """The keys move into the bar: True (focus on a lit button) if any is lit, else False."""
        if not any(button.lit for button in self.buttons):
            return False
        self.group.focus_enabled()
        return True

    # --- input and drawing -------------------------------------------------------------------------
    def handle(self, event: InputEvent) -> bool:
        """Mouse hover/click and focus keys; True when used."""
        return self.group.handle(event)

    def shortcut(self, intent: Intent) -> bool:
        """Press the button whose spec has ``intent`` as its shortcut; True if there was one."""
        for button in self.buttons:
            if button.offer.spec.shortcut is intent:
                button.activate()
                return True
        return False

    def draw(self, surface: pygame.Surface, text: Text, focused: bool) -> None:
        """``focused``: the bar is the input zone, so its focused button wears the ring."""
        for index, button in enumerate(self.group.widgets):
            button.draw(surface, text, focused and index == self.group.focus)
