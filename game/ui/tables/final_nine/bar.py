"""The Final Nine action bar: the engine's legal actions as named buttons, in pages of rows.

:class:`FinalNineBar` is a part the table owns (``table.choices``): it builds the table's
:class:`ActionBar` from the legal actions (entries as data), turns pages and moves between rows.

A card selected in the hand narrows the bar to what that card can do (plus the steps that
need no card, such as Throw! or landing). With no selection in the select step the bar offers
one "pick" button per disc, which selects it. Buttons that are not legal stay clickable so the
engine can say why; a "More" button (or Q/E) turns the pages.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame

from game.games.final_nine.actions import ChooseThrow, PassThrow, Redraw, Refill
from game.ui.draw import theme
from game.ui.draw.text import Text
from game.ui.tables.common.action_bar import ActionBar, BarButton, ButtonSpec, Offer, house_painter
from game.ui.tables.common.hand import HandStrip
from game.ui.tables.final_nine.layout import (
    ACTION_ROWS,
    BUTTON_H,
    HAND_CARD,
    RIGHT_LEFT,
    RIGHT_WIDTH,
    hand_slots,
)
from game.ui.tables.final_nine.text import action_label, action_order, card_of, primary_attempt

if TYPE_CHECKING:
    from game.games.final_nine.content import FinalNineContent
    from game.games.final_nine.view import FinalNineView
    from game.ui.tables.final_nine.table import FinalNineTable

GAP = 14
MIN_W = 160           # four throw directions side by side in the right-hand column
MORE_W = 200
ROWS = len(ACTION_ROWS)
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


paint_button = house_painter(lambda button: button.offer.data.fill or SIDE_FILL, style="condensed")
"""The entry's colour when it may be played; greyed (still pressable) when not."""


def entries_for(table: FinalNineTable, legal: list, selected: int | None) -> list[Entry]:
    """What the bar offers for this phase and selection, most useful first."""
    view, content = table.view(), table.rules.content
    names = [seat.name for seat in table.seats]
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
    best = suggested_refill(view, content, legal)
    if best is not None:     # the refill that keeps discs in hand comes first of the refills
        refills = [i for i, e in enumerate(entries) if isinstance(e.action, Refill)]
        chosen = next(i for i in refills if entries[i].action == best)
        entries.insert(refills[0], entries.pop(chosen))
    unique: dict[str, Entry] = {}      # copies of one card do the same thing: one button each
    for entry in entries:
        entry.main = entry.kind == "play" and type(entry.action).__name__ in ("Throw", "ChooseThrow")
        unique.setdefault(entry.label, entry)
    return list(unique.values())


def suggested_refill(view: FinalNineView, content: FinalNineContent, legal: list) -> Refill | None:
    """Keep about four discs in hand, and never none when a disc can be had: the bar's default."""
    refills = [a for a in legal if isinstance(a, Refill)]
    if not refills:
        return None
    discs = sum(1 for c in view.hand if content.is_disc(c))
    wanted = max(0, 4 - discs)
    return min(refills, key=lambda a: (discs + a.discs == 0, abs(a.discs - wanted), a.discs))


def paginate(entries: list[Entry], text: Text) -> list[list[list[tuple[Entry, int]]]]:
    """Pages of up to ``ROWS`` rows of (entry, width), packed left to right; a More slot when needed."""
    font = text.font(theme.SMALL_SIZE, "condensed")
    sized = [(entry, max(MIN_W, font.size(entry.label)[0] + 48)) for entry in entries]

    def pack(reserve: int) -> list[list[list[tuple[Entry, int]]]]:
        pages, rows, row, used = [], [], [], 0
        for item in sized:
            room = RIGHT_WIDTH - (reserve + GAP if len(rows) == ROWS - 1 else 0)
            if row and used + GAP + item[1] > room:
                rows.append(row)
                row, used = [], 0
                if len(rows) == ROWS:
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
            used = sum(w for _, w in rows[-1]) + GAP * len(rows[-1])
            if used + MORE_W > RIGHT_WIDTH and len(rows) < ROWS:
                rows.append([])       # a short last page: More on a row of its own under it
            rows[-1].append((more, MORE_W))
    return pages


def place_page(rows: list[list[tuple[Entry, int]]]) -> tuple[list[Offer], list[pygame.Rect], list[int]]:
    """Centred rows for one page: the offers (each entry's colour decided), their rects, their rows."""
    offers, rects, row_of = [], [], []
    for row_index, row in enumerate(rows):
        total = sum(w for _, w in row) + GAP * max(0, len(row) - 1)
        x = RIGHT_LEFT + (RIGHT_WIDTH - total) // 2
        for entry, width in row:
            rects.append(pygame.Rect(x, ACTION_ROWS[row_index], width, BUTTON_H))
            entry.fill = entry.fill or (MAIN_FILL if entry.main else SIDE_FILL if entry.kind != "play" or
                                        isinstance(entry.action, PassThrow) else PLAY_FILL)
            offers.append(Offer(ButtonSpec(entry.kind, entry.label, entry.kind), entry.action, data=entry))
            row_of.append(row_index)
            x += width + GAP
    return offers, rects, row_of


@dataclass(frozen=True)
class PlacedLayout:
    """Rects worked out beforehand (pages of rows sized to their labels)."""

    placed: tuple[pygame.Rect, ...] = ()

    def rects(self, offers: Sequence[Offer], text: Text | None) -> list[pygame.Rect]:
        return list(self.placed[:len(offers)])


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


class FinalNineBar:
    """Builds the table's action bar from the legal actions, pages it and moves between its rows."""

    def __init__(self, table: FinalNineTable):
        self.table = table
        self.bar = ActionBar(PlacedLayout(), paint_button, on_press=self.press)
        self.page = 0
        self.key: Any = None
        self.row_of: list[int] = []      # the row of each button, in order

    def refresh(self) -> None:
        table = self.table
        acting = table.human_to_act() and not table.animating()
        key = (table.actions_taken, table.viewer, table.selected_card(), self.page, acting)
        if key == self.key:
            return
        # A new step, or the same step once its animation is over (the buttons were empty till then).
        phase_changed = self.key is None or self.key[0] != key[0] or (acting and not self.key[4])
        self.key = key
        legal = table.legal() if acting else []
        pages = paginate(entries_for(table, legal, table.selected_card()), table.app.text) if legal else [[]]
        self.page %= len(pages)
        offers, rects, self.row_of = place_page(pages[self.page])
        reasons = [None if o.data.legal else table.rules.why_illegal(table.state, o.action) for o in offers]
        self.bar.layout = PlacedLayout(tuple(rects))
        self.bar.place(offers, reasons)
        if phase_changed:
            self.bar.focus = 0
            best = suggested_refill(table.view(), table.rules.content, legal)
            for index, button in enumerate(self.bar.buttons):
                if best is not None and button.offer.action == best:
                    self.bar.focus = index

    def press(self, button: BarButton) -> None:
        table, entry = self.table, button.offer.data
        if entry.kind == "more":
            self.turn_page(1)
        elif entry.kind == "pick":
            for sprite in table.hand.sprites:
                sprite.selected = sprite.tag == entry.card
            table.selection_changed()
            self.bar.focus = 0
        elif table.play(entry.action):
            table.app.sound.play("confirm")

    def turn_page(self, step: int) -> None:
        self.page += step
        self.bar.focus = 0
        self.table.app.sound.play("select")

    def focused_entry(self) -> Entry | None:
        button = self.bar.focused
        if self.table.zone != "actions" or button is None:
            return None
        return button.offer.data

    def move_row(self, step: int) -> None:
        """UP/DOWN between the page's rows (DOWN from the last row returns to the hand)."""
        focused, buttons = self.bar.focused, self.bar.buttons
        if focused is None:
            self.table.zone = "hand"
            return
        here = self.row_of[self.bar.focus]
        target = here + step
        rows = max(self.row_of) + 1
        if target >= rows or target not in self.row_of:
            if step > 0:
                self.table.zone = "hand"
            return
        if target < 0:
            return
        row = [i for i, r in enumerate(self.row_of) if r == target]
        self.bar.focus = min(row, key=lambda i: abs(buttons[i].rect.centerx - focused.rect.centerx))
