"""Phase 10 lay-down dialog (an overlay over the table), and the frozen backdrop it shares with
the hand summary.

The lay-down dialog builds a grouping card by card (select cards, then add them to a group)
or takes the solver's grouping; while it is incomplete or wrong the engine's ``explain``
says why in a sentence ("a run of 7 needs 7 cards in sequence; 9 is missing"), and laying
down asks ``why_illegal`` first, so nothing reaches ``apply`` that the engine would refuse.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame

from game.core.meld_solver import shortfall
from game.core.melds import group_problem
from game.games.phase10.actions import LayDown
from game.ui import theme
from game.ui.input import InputEvent, Intent
from game.ui.scene import Scene
from game.ui.scenes.dialogs import dim
from game.ui.tables.kit import CARD
from game.ui.tables.phase10_layout import arrange_groups, short_group, sort_key
from game.ui.widgets import Button, FocusGroup, Widget, focus_ring, panel

if TYPE_CHECKING:
    from game.ui.app import App

SOFT_RED = (255, 170, 150)


class FrozenBackdrop:
    """For overlays over a table that waits for them: the first frame dims the table beneath and
    keeps that picture; later frames blit it and the table is not drawn at all (the overlay is
    then opaque), which keeps a full-screen dialog cheap. Resuming takes a fresh picture."""

    opaque = False
    _backdrop: pygame.Surface | None = None

    def backdrop(self, surface: pygame.Surface, alpha: int) -> None:
        if self._backdrop is not None and self.opaque:
            surface.blit(self._backdrop, (0, 0))
            return
        dim(surface, alpha)
        self._backdrop = surface.copy()
        self.opaque = True

    def resume(self) -> None:
        self._backdrop, self.opaque = None, False

    def leave(self, app: App) -> None:
        """Pop without the stack's fade (an opaque scene fades when it leaves)."""
        self.opaque = False
        if app.stack.top is self:
            app.stack.pop()


@dataclass(eq=False)
class CardWidget(Widget):
    """A card in the lay-down dialog: focus with the arrows, activate to select or move it."""

    card: str = ""
    face: Any = None
    size: tuple = CARD
    selected: bool = False
    on_activate: Callable[[], Any] | None = None
    renderer: Any = None

    def activate(self) -> None:
        if self.on_activate is not None:
            self.on_activate()

    def draw(self, surface: pygame.Surface, text: Any, focused: bool) -> None:
        rect = self.rect.move(0, -26 if self.selected else 0)
        shadow = self.renderer.shadow(self.size)
        surface.blit(shadow, shadow.get_rect(center=(rect.centerx + 3, rect.centery + 6)))
        if self.selected:
            glow = self.renderer.highlight(self.size, theme.ACCENT_SOFT)
            surface.blit(glow, glow.get_rect(center=rect.center))
        surface.blit(self.renderer.face(self.face, self.size), rect)
        if focused:
            focus_ring(surface, rect, 12)


class LayDownScene(FrozenBackdrop, Scene):
    """Build the phase group by group from the hand, or accept the solver's grouping."""

    scene_id = "phase10_lay_down"
    opaque = False

    def __init__(self, app: App, table: Any):
        super().__init__(app)
        self.table = table
        self.seat = table.viewer
        state = table.state
        self.phase = state.active[self.seat]
        self.requirement = table.rules.content.phases[self.phase]
        self.order = sort_key(table.rules.content, table.by_colour)
        self.hand = sorted(table.view().hand, key=self.order)
        self.groups: list[list[str]] = [[] for _ in self.requirement.groups]
        self.selected: set[str] = {c for c in table.selected_cards() if c in self.hand}
        self.box = pygame.Rect(40, 20, 1840, 1040)
        self.message, self.colour = "", theme.INK_DIM
        self.group = FocusGroup()
        self.mats: list[pygame.Rect] = []
        self.shake = 0.0
        self.refresh()

    @property
    def pool(self) -> list[str]:
        used = {card for group in self.groups for card in group}
        return [card for card in self.hand if card not in used]

    def grouping(self) -> tuple[tuple[str, ...], ...]:
        return tuple(tuple(group) for group in self.groups)

    # --- changes ---------------------------------------------------------------------------------
    def toggle(self, card: str) -> None:
        self.selected ^= {card}
        self.refresh()

    def put(self, index: int) -> None:
        chosen = [card for card in self.pool if card in self.selected]
        if not chosen:
            self._say("Select cards in your hand first, then add them to a group", SOFT_RED)
            return
        self.groups[index].extend(chosen)
        self.groups[index].sort(key=self.order)
        self.selected.clear()
        self.app.sound.play("card")
        self.refresh()

    def take_back(self, card: str) -> None:
        for group in self.groups:
            if card in group:
                group.remove(card)
        self.refresh()

    def return_group(self, index: int) -> None:
        self.groups[index] = []
        self.refresh()

    def clear(self) -> None:
        self.groups = [[] for _ in self.requirement.groups]
        self.selected.clear()
        self.refresh()

    def suggest(self) -> None:
        table = self.table
        options = [a for a in table.rules.lay_down_options(table.state, self.seat) if isinstance(a, LayDown)]
        if not options:
            short = shortfall(self.hand, self.requirement, table.rules.content.ctx)
            self._say(f"Your hand cannot make phase {self.phase} yet: {short} card{'s' if short != 1 else ''} short",
                      SOFT_RED)
            return
        self.groups = [sorted(group, key=self.order) for group in options[-1].groups]
        self.selected.clear()
        self.refresh()

    def lay_down(self) -> None:
        action = LayDown(self.grouping())
        reason = self.table.rules.why_illegal(self.table.state, action)
        if reason:
            self._say(reason[:1].upper() + reason[1:], SOFT_RED)
            self.table.toast(reason)
            self.app.sound.play("error")
            self.shake = 0.4
            return
        self.close()
        self.table.commit(action)

    def close(self) -> None:
        self.leave(self.app)

    def _say(self, words: str, colour: tuple) -> None:
        self.message, self.colour = words, colour
        self.refresh(keep_message=True)

    # --- layout ----------------------------------------------------------------------------------
    def refresh(self, keep_message: bool = False) -> None:
        focus_key = getattr(self.group.focused, "card", None) or getattr(self.group.focused, "label", None)
        if not keep_message:
            self._live_message()
        table, box = self.table, self.box
        renderer, faces = self.app.cards, table.faces
        widgets: list[Widget] = []
        counts = [max(spec.size, len(group)) for spec, group in zip(self.requirement.groups, self.groups)]
        area = pygame.Rect(box.left + 30, box.top + 140, box.width - 60, 250)
        spots = arrange_groups(area, counts, ((110, 154), (92, 129), (74, 104)), caption=46)
        self.spots, self.mats = spots, [spot.mat for spot in spots]
        for index, (group, spot) in enumerate(zip(self.groups, spots)):
            for card, centre in zip(group, spot.centres):
                rect = pygame.Rect(0, 0, *spot.size)
                rect.center = centre
                widgets.append(CardWidget(rect, card=card, face=faces[card], size=spot.size, renderer=renderer,
                                          on_activate=lambda c=card: self.take_back(c)))
            button = pygame.Rect(0, 0, min(330, max(260, spot.mat.width)), 56)
            button.midtop = (spot.mat.centerx, spot.mat.bottom + 12)
            widgets.append(Button(button, label=f"Add to group {index + 1}", size=32, fill=(40, 90, 130),
                                  on_activate=lambda i=index: self.put(i)))
        pool = self.pool
        step = min(CARD[0] + 10, (1640 - CARD[0]) / max(1, len(pool) - 1)) if len(pool) > 1 else 0
        left = 960 - step * (len(pool) - 1) / 2
        for index, card in enumerate(pool):
            rect = pygame.Rect(0, 0, *CARD)
            rect.center = (round(left + index * step), box.top + 690)
            widgets.append(CardWidget(rect, card=card, face=faces[card], renderer=renderer,
                                      selected=card in self.selected, on_activate=lambda c=card: self.toggle(c)))
        labels = (("Suggest (C)", self.suggest, (40, 90, 130)), ("Clear (X)", self.clear, (40, 56, 72)),
                  ("Lay down", self.lay_down, (40, 110, 70)), ("Cancel", self.close, (40, 56, 72)))
        for index, (label, action, fill) in enumerate(labels):
            rect = pygame.Rect(0, 0, 330, 84)
            rect.center = (960 + round((index - 1.5) * 360), box.bottom - 70)
            widgets.append(Button(rect, label=label, on_activate=action, fill=fill))
        self.group = FocusGroup(widgets)
        keys = [getattr(w, "card", None) or getattr(w, "label", None) for w in widgets]
        self.group.focus = keys.index(focus_key) if focus_key in keys else \
            next((i for i, w in enumerate(widgets) if isinstance(w, CardWidget) and w.card in pool), 0)

    def _live_message(self) -> None:
        if not any(self.groups):
            self.message = "Select cards below, then add them to a group - or press Suggest"
            self.colour = theme.INK_DIM
            return
        problem = self.table.rules.explain(self.grouping(), self.phase)
        if problem is None:
            self.message, self.colour = "Ready: press Lay down", theme.GOOD
        else:
            self.message, self.colour = problem[:1].upper() + problem[1:], SOFT_RED

    # --- input and drawing -------------------------------------------------------------------------
    def handle(self, event: InputEvent) -> None:
        if event.intent is Intent.BACK:
            self.close()
        elif event.intent is Intent.MENU:
            self.table.open_menu()
        elif event.intent is Intent.ACTION_Y:
            self.suggest()
        elif event.intent is Intent.ACTION_X:
            self.clear()
        elif not self.group.handle(event) and event.intent is Intent.CLICK and event.pos is not None:
            for index, mat in enumerate(self.mats):
                if mat.collidepoint(event.pos):
                    self.put(index)

    def update(self, dt: float) -> None:
        self.shake = max(0.0, self.shake - dt)
        self.table.toast_time = max(0.0, self.table.toast_time - dt)   # the table sleeps meanwhile
        if not self.table.ready() or self.table.state.stage != "play":
            self.close()

    def draw(self, surface: pygame.Surface) -> None:
        fresh = not self.opaque
        self.backdrop(surface, 170)
        text, box = self.app.text, self.box
        if fresh:   # the panel and its fixed words become part of the kept picture
            panel(self._backdrop, box, alpha=248, radius=24)
            text.blit(self._backdrop, f"Lay down phase {self.phase}", theme.HEADING_SIZE, theme.ACCENT,
                      (box.left + 40, box.top + 24), "topleft", "bold")
            text.blit(self._backdrop, self.requirement.name, theme.BODY_SIZE, theme.INK,
                      (box.right - 40, box.top + 40), "topright", "bold")
            text.blit(self._backdrop, "Your hand", 32, theme.INK_DIM, (box.left + 40, box.top + 540), "topleft",
                      "bold")
            text.blit(self._backdrop, "Click a card in a group to take it back", 32, theme.INK_DIM,
                      (box.right - 40, box.top + 540), "topright")
            surface.blit(self._backdrop, (0, 0))
        ctx = self.table.rules.content.ctx
        for index, (spot, spec, group) in enumerate(zip(self.spots, self.requirement.groups, self.groups)):
            ok = len(group) >= spec.size and group_problem(group, spec, ctx) is None
            pygame.draw.rect(surface, (8, 40, 30), spot.mat, border_radius=14)
            pygame.draw.rect(surface, theme.GOOD if ok else (64, 120, 96), spot.mat, width=3 if ok else 2,
                             border_radius=14)
            caption = f"Group {index + 1}: {short_group(spec)}" + ("  \u2713" if ok else "")
            text.blit(surface, caption, 32, theme.GOOD if ok else theme.INK, (spot.mat.left + 14, spot.mat.top + 6),
                      "topleft", "condensed")
            blank = self.app.cards.blank(spot.size)
            surface.fblits([(blank, blank.get_rect(center=c)) for c in spot.centres[len(group):]])
        dx = round(12 * (self.shake / 0.4) * (1 if int(self.shake * 40) % 2 else -1)) if self.shake else 0
        label = text.render(self.message, theme.BODY_SIZE, self.colour, "bold")
        if label.get_width() > box.width - 80:
            label = text.render(self.message, theme.BODY_SIZE, self.colour, "condensed")
        surface.blit(label, label.get_rect(center=(960 + dx, box.top + 490)))
        self.group.draw(surface, text)
        self.table.draw_toast(surface)
