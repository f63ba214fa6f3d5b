"""The Final Nine action bar: the engine's legal actions as named buttons, in pages of two rows.

A card selected in the hand narrows the bar to what that card can do (plus the steps that
need no card, such as Throw! or landing). With no selection in the select step the bar offers
one "pick" button per disc, which selects it. Buttons that are not legal stay clickable so the
engine can say why; a "More" button (or Q/E) turns the pages.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame

from game.games.final_nine.actions import ChooseThrow, PassThrow, Redraw, Refill
from game.ui import theme
from game.ui.input import InputEvent, Intent
from game.ui.tables.final_nine_layout import (
    ACTION_ROWS,
    BUTTON_H,
    HAND_CARD,
    RIGHT_LEFT,
    RIGHT_WIDTH,
    hand_slots,
)
from game.ui.tables.final_nine_text import action_label, action_order, card_of, primary_attempt
from game.ui.tables.kit import HandStrip
from game.ui.text import Text
from game.ui.widgets import Button, FocusGroup, focus_ring

GAP = 16
MIN_W = 190
MORE_W = 200
PLAY_FILL = (40, 112, 72)
PICK_FILLS = {"driver": (176, 92, 30), "mid": (104, 58, 150), "putter": (34, 120, 56)}
MAIN_FILL = (30, 120, 160)
SIDE_FILL = (52, 66, 86)


@dataclass
class Entry:
    label: str
    action: Any = None
    legal: bool = True
    kind: str = "play"        # play / pick (select a card) / more (next page)
    card: int = -1
    main: bool = False
    fill: tuple | None = None


class ActionButton(Button):
    """A button that draws greyed when not legal but still reports presses."""

    entry: Entry | None = None

    def draw(self, surface: pygame.Surface, text: Text, focused: bool) -> None:
        legal = self.entry is None or self.entry.legal
        fill = self.fill if legal else (48, 52, 58)
        if focused:
            fill = tuple(min(255, c + 30) for c in fill)
        pygame.draw.rect(surface, (0, 0, 0), self.rect.move(0, 6), border_radius=16)
        pygame.draw.rect(surface, fill, self.rect, border_radius=16)
        pygame.draw.rect(surface, theme.PANEL_EDGE, self.rect, width=2, border_radius=16)
        text.blit(surface, self.label, theme.SMALL_SIZE, theme.INK if legal else theme.INK_DIM,
                  self.rect.center, "center", "condensed")
        if focused:
            focus_ring(surface, self.rect, 16)


def entries_for(scene: Any, legal: list, selected: int | None) -> list[Entry]:
    """What the bar offers for this phase and selection, most useful first."""
    view, content = scene.view(), scene.rules.content
    names = [seat.name for seat in scene.seats]
    free = [a for a in legal if card_of(a) is None]
    if selected is not None:
        mine = [a for a in legal if card_of(a) == selected]
        entries = [Entry(action_label(a, content, names, view, True), a, card=selected)
                   for a in sorted(mine, key=action_order)]
        if not mine:
            attempt = primary_attempt(view.phase, selected, content.is_disc(selected))
            if attempt is not None:
                label = action_label(attempt, content, names, view, True)
                entries.append(Entry(label, attempt, legal=False, card=selected))
    elif view.phase == "select" and any(isinstance(a, ChooseThrow) for a in legal):
        discs = [c for c in view.hand if any(isinstance(a, ChooseThrow) and a.disc == c for a in legal)]
        entries = [Entry(f"{content.cards[c].name}\u2026", kind="pick", card=c,
                         fill=PICK_FILLS[content.cards[c].kind]) for c in discs]
    else:     # few enough to list by name (a hand with no disc lists its swaps here)
        entries = [Entry(action_label(a, content, names, view, False), a, card=card_of(a))
                   for a in sorted((a for a in legal if card_of(a) is not None), key=action_order)
                   if view.phase != "select" or not isinstance(a, Redraw)]
    entries += [Entry(action_label(a, content, names, view, selected is not None), a)
                for a in sorted(free, key=action_order)]
    if selected is None:      # the step's main action (Throw!) leads; a selection's own actions lead
        entries.sort(key=lambda e: (e.kind != "pick", action_order(e.action) if e.action is not None else 99))
    unique: dict[str, Entry] = {}      # copies of one card do the same thing: one button each
    for entry in entries:
        entry.main = entry.kind == "play" and type(entry.action).__name__ in ("Throw", "ChooseThrow")
        unique.setdefault(entry.label, entry)
    return list(unique.values())


def suggested_refill(view: Any, content: Any, legal: list) -> Refill | None:
    """Keep about four discs in hand: the bar focuses this refill first."""
    refills = [a for a in legal if isinstance(a, Refill)]
    if not refills:
        return None
    discs = sum(1 for c in view.hand if content.is_disc(c))
    wanted = max(0, 4 - discs)
    return min(refills, key=lambda a: abs(a.discs - wanted))


def paginate(entries: list[Entry], text: Text) -> list[list[list[tuple[Entry, int]]]]:
    """Pages of up to two rows of (entry, width), packed left to right; a More slot when needed."""
    font = text.font(theme.SMALL_SIZE, "condensed")
    sized = [(entry, max(MIN_W, font.size(entry.label)[0] + 48)) for entry in entries]

    def pack(reserve: int) -> list[list[list[tuple[Entry, int]]]]:
        pages, rows, row, used = [], [], [], 0
        for item in sized:
            room = RIGHT_WIDTH - (reserve + GAP if len(rows) == 1 else 0)
            if row and used + GAP + item[1] > room:
                rows.append(row)
                row, used = [], 0
                if len(rows) == 2:
                    pages.append(rows)
                    rows = []
            used += (GAP if row else 0) + item[1]
            row.append(item)
        if row:
            rows.append(row)
        if rows:
            pages.append(rows)
        return pages or [[]]

    pages = pack(0)
    if len(pages) > 1:
        pages = pack(MORE_W)
        for number, rows in enumerate(pages):
            more = Entry(f"More \u25b8 {number + 1}/{len(pages)}", kind="more")
            if len(rows) < 2:
                rows.append([])
            rows[-1].append((more, MORE_W))
    return pages


def build_buttons(rows: list[list[tuple[Entry, int]]], on_press: Any) -> list[list[ActionButton]]:
    """Centred rows of buttons for one page."""
    out = []
    for row_index, row in enumerate(rows):
        total = sum(w for _, w in row) + GAP * max(0, len(row) - 1)
        x = RIGHT_LEFT + (RIGHT_WIDTH - total) // 2
        buttons = []
        for entry, width in row:
            rect = pygame.Rect(x, ACTION_ROWS[row_index], width, BUTTON_H)
            fill = entry.fill or (MAIN_FILL if entry.main else SIDE_FILL if entry.kind != "play" or
                                  isinstance(entry.action, PassThrow) else PLAY_FILL)
            button = ActionButton(rect, label=entry.label, fill=fill,
                                  on_activate=lambda e=entry: on_press(e))
            button.entry = entry
            buttons.append(button)
            x += width + GAP
        out.append(buttons)
    return out


class FinalNineHand(HandStrip):
    """The bottom hand: nine cards on the right-hand side, one selected at a time."""

    card_size = HAND_CARD
    stagger = 0.05

    def slots(self, count: int) -> list[tuple[int, int]]:
        return hand_slots(count)

    def deck_of(self, face: Any) -> str:
        return face.deck if face is not None else self.back_deck   # discs and actions differ

    def toggle(self, index: int) -> None:
        keep = not self.sprites[index].selected
        self.clear_selection()
        self.sprites[index].selected = keep


class BarInput:
    """Mixin for the table scene: builds the bar from the legal actions and routes the input."""

    # --- the action bar ----------------------------------------------------------------------------
    def refresh_bar(self) -> None:
        acting = self.human_to_act() and not self.animating()
        key = (self.actions_taken, self.viewer, self.selected_card(), self.page, acting)
        if key == self.bar_key:
            return
        phase_changed = self.bar_key is None or self.bar_key[0] != key[0]
        self.bar_key = key
        legal = self.legal() if acting else []
        pages = paginate(entries_for(self, legal, self.selected_card()), self.app.text) if legal else [[]]
        self.page %= len(pages)
        self.button_rows = build_buttons(pages[self.page], self.press)
        focus = self.actions.focus
        self.actions = FocusGroup(widgets=[b for row in self.button_rows for b in row])
        self.actions.focus = min(focus, max(0, len(self.actions.widgets) - 1))
        if phase_changed:
            self.actions.focus = 0
            best = suggested_refill(self.view(), self.rules.content, legal)
            for index, button in enumerate(self.actions.widgets):
                if best is not None and button.entry.action == best:
                    self.actions.focus = index

    def press(self, entry: Entry) -> None:
        if entry.kind == "more":
            self.turn_page(1)
        elif entry.kind == "pick":
            for sprite in self.hand.sprites:
                sprite.selected = sprite.tag == entry.card
            self.selection_changed()
            self.actions.focus = 0
        elif self.play(entry.action):
            self.app.sound.play("confirm")

    def turn_page(self, step: int) -> None:
        self.page += step
        self.actions.focus = 0
        self.app.sound.play("select")

    def selection_changed(self) -> None:
        self.app.sound.play("select")
        self.page = 0

    def focused_entry(self) -> Entry | None:
        if self.zone != "actions" or not self.actions.widgets:
            return None
        return self.actions.focused.entry

    # --- input ------------------------------------------------------------------------------------
    def handle_table(self, event: InputEvent) -> None:
        intent = event.intent
        if self.summary is not None and intent in (Intent.CONFIRM, Intent.CLICK):
            self.summary[0].finish()
            return
        if not self.human_to_act() or self.animating():
            return
        if intent in (Intent.PAGE_NEXT, Intent.PAGE_PREV):
            self.turn_page(1 if intent is Intent.PAGE_NEXT else -1)
        elif intent in (Intent.POINT, Intent.CLICK):
            if self.actions.handle(event):
                self.zone = "actions"
            elif self.hand.handle(event):
                self.zone = "hand"
                if intent is Intent.CLICK:
                    self.selection_changed()
        elif intent is Intent.ACTION_X:
            self.hand.clear_selection()
            self.selection_changed()
        elif self.zone == "hand":
            if intent is Intent.UP and self.actions.widgets:
                self.zone = "actions"
            elif self.hand.handle(event) and intent is Intent.CONFIRM:
                self.selection_changed()
        elif intent in (Intent.UP, Intent.DOWN):
            self.move_row(-1 if intent is Intent.UP else 1)
        elif intent in (Intent.LEFT, Intent.RIGHT) and self.actions.widgets:
            step = -1 if intent is Intent.LEFT else 1
            self.actions.focus = (self.actions.focus + step) % len(self.actions.widgets)
        elif intent is Intent.CONFIRM:
            self.actions.handle(event)
        self.hand.active = self.zone == "hand"

    def move_row(self, step: int) -> None:
        focused = self.actions.focused
        rows = self.button_rows
        if focused is None:
            self.zone = "hand"
            return
        here = next((i for i, row in enumerate(rows) if focused in row), 0)
        target = here + step
        if target >= len(rows) or not rows[min(target, len(rows) - 1)]:
            if step > 0:
                self.zone = "hand"
            return
        if target < 0:
            return
        nearest = min(rows[target], key=lambda b: abs(b.rect.centerx - focused.rect.centerx))
        self.actions.set_focus(nearest)
