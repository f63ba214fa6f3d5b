"""The rummy lay-down dialog (an overlay over the table): build the requirement group by group
from the hand (select cards, then add them to a group), or take the solver's suggestion.

While the grouping is incomplete or wrong the engine says why in a sentence ("a run of 7
needs 7 cards in sequence; 9 is missing"); laying down asks the engine's refusal first, so
nothing reaches ``apply`` that the engine would refuse. The dialog knows no game: the table
hands it a :class:`LayDownHost` (commit, toasts, menu) and :class:`LayDownRules` (the words
and the engine's answers for the requirement attempted); a game's rules start from
:class:`EngineLayDown`, the answers every rummy engine gives alike.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

import pygame

from game.ui.draw import theme
from game.ui.draw.cards import CardFace, CardRenderer
from game.ui.draw.text import Text
from game.ui.stage.input import InputEvent, Intent
from game.ui.stage.scene import Scene
from game.ui.stage.widgets import Button, FocusGroup, Widget, focus_ring, panel
from game.ui.tables.rummy.backdrop import FrozenBackdrop
from game.ui.tables.rummy.layout import GroupSpot, arrange_groups

if TYPE_CHECKING:
    from game.ui.shell.app import App

SOFT_RED = (255, 170, 150)
POOL_Y = 730   # the hand's card centres below the box top: a raised card clears the words above the hand
CARD = (150, 210)
Grouping = tuple[tuple[str, ...], ...]


class LayDownRules(Protocol):
    """The engine's side of the dialog for the requirement the seat attempts."""

    heading: str                          # "Lay down level 4"
    name: str                             # the requirement's full name
    slots: Sequence[tuple[int, str]]      # each group's size and short words

    def group_ready(self, index: int, cards: Sequence[str]) -> bool: ...
    def explain(self, groups: Grouping) -> str | None: ...
    def suggestion(self) -> Grouping | None: ...
    def cannot(self) -> str: ...          # why no suggestion ("... 2 cards short")
    def refusal(self, groups: Grouping) -> str | None: ...   # the engine's refusal of laying these now


class EngineLayDown:
    """The part of a game's :class:`LayDownRules` every rummy engine answers alike: the lay-downs
    ``legal`` offers now (its solver's grouping last) and ``why_illegal``'s refusal of laying given
    groups (``lay_down_class(groups)``, the game's action)."""

    def __init__(self, lay_down_class: type, legal: Sequence[object], why_illegal: Callable[[Any], str | None]):
        self.lay_down_class, self.why_illegal = lay_down_class, why_illegal
        self.offered = [a.groups for a in legal if isinstance(a, lay_down_class)]

    def suggestion(self) -> Grouping | None:
        """The last lay-down the engine offers (its solver's grouping, grown where it can be)."""
        return self.offered[-1] if self.offered else None

    def refusal(self, groups: Grouping) -> str | None:
        return self.why_illegal(self.lay_down_class(groups))


def cards_short(head: str, short: int) -> str:
    """"Your hand cannot make phase 4 yet: 2 cards short"."""
    return f"{head}: {short} card{'s' if short != 1 else ''} short"


class LayDownHost(Protocol):
    """The table beneath the dialog."""

    toast_time: float

    def can_lay_down(self) -> bool: ...
    def lay_down(self, groups: Grouping) -> None: ...
    def toast(self, text: str) -> None: ...
    def draw_toast(self, surface: pygame.Surface) -> None: ...
    def open_menu(self) -> None: ...


@dataclass(eq=False)
class CardWidget(Widget):
    """A card in the dialog: focus with the arrows, activate to select or move it."""

    card: str = ""
    face: CardFace | None = None
    size: tuple[int, int] = CARD
    selected: bool = False
    on_activate: Callable[[], object] | None = None
    renderer: CardRenderer | None = None

    def activate(self) -> None:
        if self.on_activate is not None:
            self.on_activate()

    def draw(self, surface: pygame.Surface, text: Text, focused: bool) -> None:
        assert self.renderer is not None and self.face is not None
        rect = self.rect.move(0, -26 if self.selected else 0)
        shadow = self.renderer.shadow(self.size)
        surface.blit(shadow, shadow.get_rect(center=(rect.centerx + 3, rect.centery + 6)))
        if self.selected:
            glow = self.renderer.highlight(self.size, theme.ACCENT_SOFT)
            surface.blit(glow, glow.get_rect(center=rect.center))
        surface.blit(self.renderer.face(self.face, self.size), rect)
        if focused:
            focus_ring(surface, rect, 12)


def _key(widget: Widget | None) -> str | None:
    if isinstance(widget, CardWidget):
        return widget.card
    return widget.label if isinstance(widget, Button) else None


class LayDownScene(Scene):
    """Build the requirement group by group from the hand, or accept the solver's grouping."""

    scene_id = "lay_down"
    opaque = False        # until its first frame keeps the picture beneath

    def __init__(self, app: App, host: LayDownHost, rules: LayDownRules, hand: Sequence[str],
                 faces: Mapping[str, CardFace], order: Callable[[str], tuple], selected: Sequence[str] = ()):
        super().__init__(app)
        self.host, self.rules, self.faces, self.order = host, rules, faces, order
        self.hand = list(hand)
        self.groups: list[list[str]] = [[] for _ in rules.slots]
        self.selected: set[str] = {c for c in selected if c in self.hand}
        self.box = pygame.Rect(40, 20, 1840, 1040)
        self.message, self.colour = "", theme.INK_DIM
        self.group = FocusGroup()
        self.spots: list[GroupSpot] = []
        self.mats: list[pygame.Rect] = []
        self.shake = 0.0
        self.frozen = FrozenBackdrop()
        self.refresh()

    def resume(self) -> None:
        self.frozen.forget()
        self.opaque = False

    def prepainted(self) -> None:
        self.resume()     # the picture beneath is taken on the first frame, after the table's update

    @property
    def pool(self) -> list[str]:
        used = {card for group in self.groups for card in group}
        return [card for card in self.hand if card not in used]

    def grouping(self) -> Grouping:
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
        self.groups = [[] for _ in self.rules.slots]
        self.selected.clear()
        self.refresh()

    def suggest(self) -> None:
        grouping = self.rules.suggestion()
        if grouping is None:
            self._say(self.rules.cannot(), SOFT_RED)
            return
        self.groups = [sorted(group, key=self.order) for group in grouping]
        self.selected.clear()
        self.refresh()

    def lay_down(self) -> None:
        grouping = self.grouping()
        reason = self.rules.refusal(grouping)
        if reason:
            self._say(reason[:1].upper() + reason[1:], SOFT_RED)
            self.host.toast(reason)
            self.app.sound.play("error")
            self.shake = 0.4
            return
        self.close()
        self.host.lay_down(grouping)

    def close(self) -> None:
        """Pop without the stack's fade (an opaque scene fades when it leaves)."""
        self.frozen.kept = self.opaque = False
        if self.app.stack.top is self:
            self.app.stack.pop()

    def _say(self, words: str, colour: tuple) -> None:
        self.message, self.colour = words, colour
        self.refresh(keep_message=True)

    # --- layout ----------------------------------------------------------------------------------
    def refresh(self, keep_message: bool = False) -> None:
        focus_key = _key(self.group.focused)
        if not keep_message:
            self._live_message()
        box, renderer, faces = self.box, self.app.cards, self.faces
        widgets: list[Widget] = []
        counts = [max(size, len(group)) for (size, _), group in zip(self.rules.slots, self.groups)]
        area = pygame.Rect(box.left + 30, box.top + 140, box.width - 60, 250)
        self.spots = arrange_groups(area, counts, ((110, 154), (92, 129), (74, 104)), caption=46)
        self.mats = [spot.mat for spot in self.spots]
        for index, (group, spot) in enumerate(zip(self.groups, self.spots)):
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
            rect.center = (round(left + index * step), box.top + POOL_Y)
            widgets.append(CardWidget(rect, card=card, face=faces[card], renderer=renderer,
                                      selected=card in self.selected, on_activate=lambda c=card: self.toggle(c)))
        labels = (("Suggest (C)", self.suggest, (40, 90, 130)), ("Clear (X)", self.clear, (40, 56, 72)),
                  ("Lay down", self.lay_down, (40, 110, 70)), ("Cancel", self.close, (40, 56, 72)))
        for index, (label, action, fill) in enumerate(labels):
            rect = pygame.Rect(0, 0, 330, 84)
            rect.center = (960 + round((index - 1.5) * 360), box.bottom - 70)
            widgets.append(Button(rect, label=label, on_activate=action, fill=fill))
        self.group = FocusGroup(widgets)
        keys = [_key(w) for w in widgets]
        self.group.focus = keys.index(focus_key) if focus_key in keys else \
            next((i for i, w in enumerate(widgets) if isinstance(w, CardWidget) and w.card in pool), 0)

    def _live_message(self) -> None:
        if not any(self.groups):
            self.message = "Select cards below, then add them to a group - or press Suggest"
            self.colour = theme.INK_DIM
            return
        problem = self.rules.explain(self.grouping())
        if problem is None:
            self.message, self.colour = "Ready: press Lay down", theme.GOOD
        else:
            self.message, self.colour = problem[:1].upper() + problem[1:], theme.INK   # guidance, not a refusal

    # --- input and drawing -------------------------------------------------------------------------
    def handle(self, event: InputEvent) -> None:
        if event.intent is Intent.BACK:
            self.close()
        elif event.intent is Intent.MENU:
            self.host.open_menu()
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
        self.host.toast_time = max(0.0, self.host.toast_time - dt)   # the table sleeps meanwhile
        if not self.host.can_lay_down():
            self.close()

    def draw(self, surface: pygame.Surface) -> None:
        text, box = self.app.text, self.box
        fresh = self.frozen.paint(surface, 170)
        self.opaque = True     # from now on the stack need not draw the table beneath
        if fresh:   # the panel and its fixed words join the kept picture
            picture = self.frozen.picture
            assert picture is not None
            panel(picture, box, alpha=248, radius=24)
            text.blit(picture, self.rules.heading, theme.HEADING_SIZE, theme.ACCENT, (box.left + 40, box.top + 24),
                      "topleft", "bold")
            text.blit(picture, self.rules.name, theme.BODY_SIZE, theme.INK, (box.right - 40, box.top + 40),
                      "topright", "bold")
            text.blit(picture, "Your hand", 32, theme.INK_DIM, (box.left + 40, box.top + 540), "topleft", "bold")
            text.blit(picture, "Click a card in a group to take it back", 32, theme.INK_DIM,
                      (box.right - 40, box.top + 540), "topright")
            surface.blit(picture, (0, 0))
        for index, (spot, (_, words), group) in enumerate(zip(self.spots, self.rules.slots, self.groups)):
            ok = self.rules.group_ready(index, group)
            pygame.draw.rect(surface, (8, 40, 30), spot.mat, border_radius=14)
            pygame.draw.rect(surface, theme.GOOD if ok else (64, 120, 96), spot.mat, width=3 if ok else 2,
                             border_radius=14)
            caption = f"Group {index + 1}: {words}" + ("  \u2713" if ok else "")
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
        self.host.draw_toast(surface)
