"""Focusable widgets usable by keyboard, gamepad and mouse alike.

A :class:`FocusGroup` owns widgets with rectangles; arrows move focus to the nearest
widget in that direction, the mouse focuses by hovering and activates by clicking, and
CONFIRM activates the focused one. The keys skip disabled widgets (the mouse may still point at
one). The focused widget is drawn with a bright ring.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

import pygame

from game.ui.draw import theme
from game.ui.draw.surface_cache import SurfaceCache
from game.ui.draw.text import Text
from game.ui.stage.input import InputEvent, Intent

_PANELS: SurfaceCache = SurfaceCache(16 << 20)   # bytes, not a count: a full-screen panel is 8 MB


def panel(surface: pygame.Surface, rect: pygame.Rect, fill: tuple = theme.PANEL,
          edge: tuple | None = theme.PANEL_EDGE, radius: int = 18, alpha: int = 235) -> None:
    """A rounded translucent panel, drawn once per look and size, then blitted."""
    key = (rect.size, fill, edge, radius, alpha)
    layer = _PANELS.get(key)
    if layer is None:
        layer = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(layer, (*fill[:3], alpha), layer.get_rect(), border_radius=radius)
        if edge is not None:
            pygame.draw.rect(layer, edge, layer.get_rect(), width=3, border_radius=radius)
        if pygame.display.get_surface() is not None:
            layer = layer.convert_alpha()
        if len(_PANELS) > 200:
            _PANELS.clear()
        _PANELS[key] = layer
    surface.blit(layer, rect)


def focus_ring(surface: pygame.Surface, rect: pygame.Rect, radius: int = 18,
               colour: tuple = theme.ACCENT) -> None:
    pygame.draw.rect(surface, colour, rect.inflate(14, 14), width=6, border_radius=radius + 6)


@dataclass(eq=False)
class Widget:
    rect: pygame.Rect
    enabled: bool = True

    def activate(self) -> None: ...
    def adjust(self, step: int) -> bool:
        """LEFT/RIGHT on a focused widget; True if it used the step."""
        return False

    def click(self, pos: tuple[int, int]) -> None:
        self.activate()

    def draw(self, surface: pygame.Surface, text: Text, focused: bool) -> None: ...


@dataclass(eq=False)
class Button(Widget):
    label: str = ""
    on_activate: Callable[[], Any] | None = None
    size: int = theme.BODY_SIZE
    fill: tuple = (40, 56, 72)
    hint: str = ""

    def activate(self) -> None:
        if self.enabled and self.on_activate is not None:
            self.on_activate()

    def draw(self, surface: pygame.Surface, text: Text, focused: bool) -> None:
        fill = tuple(min(255, c + 30) for c in self.fill) if focused else self.fill
        if not self.enabled:
            fill = (48, 52, 58)
        pygame.draw.rect(surface, (0, 0, 0), self.rect.move(0, 6), border_radius=16)
        pygame.draw.rect(surface, fill, self.rect, border_radius=16)
        pygame.draw.rect(surface, theme.PANEL_EDGE, self.rect, width=2, border_radius=16)
        colour = theme.INK if self.enabled else theme.INK_DIM
        text.blit_fitted(surface, self.label, self.size, colour, self.rect)   # clear of the edges
        if focused:
            focus_ring(surface, self.rect, 16)


@dataclass(eq=False)
class Stepper(Widget):
    """``Label      < value >``: LEFT/RIGHT (or clicking an arrow) cycles the choices."""

    label: str = ""
    choices: Sequence[Any] = ()
    index: int = 0
    describe: Callable[[Any], str] = str
    on_change: Callable[[Any], Any] | None = None
    wrap: bool = True

    @property
    def value(self) -> Any:
        return self.choices[self.index]

    def adjust(self, step: int) -> bool:
        if not self.enabled or not self.choices:
            return False
        new = self.index + step
        if self.wrap:
            new %= len(self.choices)
        new = max(0, min(len(self.choices) - 1, new))
        if new != self.index:
            self.index = new
            if self.on_change is not None:
                self.on_change(self.value)
        return True

    def activate(self) -> None:
        self.adjust(1)

    def click(self, pos: tuple[int, int]) -> None:
        # left half of the value area steps back, right half steps forward
        area = self._value_area()
        self.adjust(-1 if pos[0] < area.centerx else 1)

    def _value_area(self) -> pygame.Rect:
        if not self.label:
            return self.rect
        width = max(220, int(self.rect.width * 0.42))
        return pygame.Rect(self.rect.right - width, self.rect.top, width, self.rect.height)

    def draw(self, surface: pygame.Surface, text: Text, focused: bool) -> None:
        fill = (52, 70, 88) if focused else (34, 46, 60)
        pygame.draw.rect(surface, fill, self.rect, border_radius=14)
        colour = theme.INK if self.enabled else theme.INK_DIM
        area = self._value_area()
        if self.label:
            room = pygame.Rect(self.rect.left + 28, self.rect.top, area.left - self.rect.left - 40, self.rect.height)
            size, style = text.fit(self.label, theme.BODY_SIZE, room.width)
            text.blit(surface, self.label, size, colour, room.midleft, "midleft", style, box=room)
        # between the arrows, which grow with the TV text size
        arrow_growth = round(text.font(theme.BODY_SIZE, "bold").size("<")[0] * (1 - 1 / text.scale))
        value, room = self.describe(self.value), area.inflate(-88 - 2 * arrow_growth, 0)
        size, style = text.fit(value, theme.BODY_SIZE, room.width, "regular")
        text.blit(surface, value, size, theme.ACCENT_SOFT, area.center, "center", style, box=room)
        if self.enabled:
            text.blit(surface, "<", theme.BODY_SIZE, colour, (area.left + 16, area.centery), "midleft", "bold")
            text.blit(surface, ">", theme.BODY_SIZE, colour, (area.right - 16, area.centery), "midright", "bold")
        if focused:
            focus_ring(surface, self.rect, 14)


@dataclass(eq=False)
class FocusGroup:
    widgets: list[Widget] = field(default_factory=list)
    focus: int = 0

    @property
    def focused(self) -> Widget | None:
        return self.widgets[self.focus] if self.widgets else None

    def set_focus(self, widget: Widget) -> None:
        if widget in self.widgets:
            self.focus = self.widgets.index(widget)

    def focus_enabled(self) -> None:
        """Move the focus off a disabled widget, to the nearest enabled one (if there is one)."""
        if not self.widgets or self.widgets[self.focus].enabled:
            return
        usable = [index for index, widget in enumerate(self.widgets) if widget.enabled]
        if usable:
            self.focus = min(usable, key=lambda index: (abs(index - self.focus), index))

    def handle(self, event: InputEvent) -> bool:
        """Returns True when the event was used."""
        if not self.widgets:
            return False
        intent = event.intent
        if intent in (Intent.POINT, Intent.CLICK):
            for index, widget in enumerate(self.widgets):
                if widget.rect.collidepoint(event.pos):
                    self.focus = index
                    if intent is Intent.CLICK:
                        widget.click(event.pos)
                    return True
            return False
        if intent is Intent.CONFIRM:
            self.widgets[self.focus].activate()
            return True
        if intent in (Intent.LEFT, Intent.RIGHT) and \
                self.widgets[self.focus].adjust(-1 if intent is Intent.LEFT else 1):
            return True
        if intent in (Intent.UP, Intent.DOWN, Intent.LEFT, Intent.RIGHT):
            self._move(intent)
            return True
        return False

    def _move(self, intent: Intent) -> None:
        here = self.widgets[self.focus].rect
        dx, dy = {Intent.UP: (0, -1), Intent.DOWN: (0, 1), Intent.LEFT: (-1, 0),
                  Intent.RIGHT: (1, 0)}[intent]
        best, best_score = None, None
        for index, widget in enumerate(self.widgets):
            if index == self.focus or not widget.enabled:   # the keys skip what cannot be used
                continue
            vx, vy = widget.rect.centerx - here.centerx, widget.rect.centery - here.centery
            along = vx * dx + vy * dy
            if along <= 0:
                continue
            across = abs(vx * dy) + abs(vy * dx)
            score = along + 2.5 * across
            if best_score is None or score < best_score:
                best, best_score = index, score
        if best is None:   # wrap around in lists
            ordered = sorted((i for i, w in enumerate(self.widgets) if w.enabled or i == self.focus),
                             key=lambda i: (self.widgets[i].rect.centery * dy + self.widgets[i].rect.centerx * dx))
            best = ordered[0]
        self.focus = best

    def draw(self, surface: pygame.Surface, text: Text) -> None:
        for index, widget in enumerate(self.widgets):
            widget.draw(surface, text, index == self.focus)
