"""The Phase 10 table: opponents' pods across the top (hand count, active phase card, save pile,
laid groups), your laid phase and the piles in the middle, your hand at the bottom between your
panel (phase card, save pile, phases made) and the running score sheet.

The rummy kit's table (:class:`~game.ui.tables.rummy.table.RummyTable`) does the work; this
class gives it Phase 10: the layout (:mod:`.layout`), the view adapter (:mod:`.adapter`), the
event table (:mod:`.events`), the bar and input (:mod:`.controls`), and what only Phase 10 has:
the save piles, the phase choice at the start of each hand (:mod:`.choose`), the ten-phase panel
and the score sheet (:mod:`.panel`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from game.core.engine import Event
from game.games.phase10.state import Phase10View
from game.ui.tables.phase10.adapter import (
    WORDS,
    Phase10LayDown,
    PhaseBook,
    SavePiles,
    game_over_hand,
    rummy_view,
)
from game.ui.tables.phase10.adapter import standings as final_standings
from game.ui.tables.phase10.choose import PhaseChoiceScene
from game.ui.tables.phase10.controls import Phase10Controls
from game.ui.tables.phase10.events import Phase10Moves
from game.ui.tables.phase10.layout import (
    LAYOUT,
    SAVE_CARD,
    SHEET,
    card_faces,
    save_slots,
    sort_key,
)
from game.ui.tables.phase10.panel import Phase10Art
from game.ui.tables.rummy.layout import OWN_PANEL
from game.ui.tables.rummy.table import RummyTable
from game.ui.tables.rummy.view import RummyView


class Phase10Table(RummyTable[Phase10View], scene_id="phase10_table", layout=LAYOUT, words=WORDS,
                   controls=Phase10Controls, moves=Phase10Moves, faces=card_faces, order=sort_key):
    moves: Phase10Moves

    def __init__(self, *args: Any, **kwargs: Any):
        self.saves = SavePiles([])
        super().__init__(*args, **kwargs)
        self.art = Phase10Art(self.app, self.pod_art, self.seats, self.faces)

    # --- the rummy table's hooks -------------------------------------------------------------------
    def requirements(self) -> PhaseBook:
        return PhaseBook(self.rules.content)

    def adapt(self, view: Phase10View) -> RummyView:
        return rummy_view(view, self.rules.content.ctx.colours)

    def lay_down_rules(self) -> Phase10LayDown:
        return Phase10LayDown(self.rules.content, self.view(), self.rules.legal_actions(self.state),
                              lambda action: self.rules.why_illegal(self.state, action))

    def read_extras(self, view: Phase10View, face_up: bool) -> None:
        self.saves = SavePiles.from_view(view, face_up)

    def extras_key(self) -> tuple:
        return (tuple(self.saves.counts), tuple(self.saves.own))

    def paint_pod(self, layer: pygame.Surface, seat: int, rect: pygame.Rect) -> None:
        self.art.pod(layer, seat, rect, self.board, self.saves)

    def paint_panels(self, layer: pygame.Surface) -> None:
        self.art.own_panel(layer, self.bottom, self.board, self.saves, self.held.face_up)
        self.art.score_sheet(layer, self.board)

    def idle(self, on_top: bool) -> None:
        if on_top and self.ready() and self.view().stage == "choose":
            self.app.stack.push(PhaseChoiceScene(self.app, self))

    def note_events(self, events: Sequence[Event]) -> None:
        last = game_over_hand(events)
        if last is not None:
            self.moves.final_hand = last

    # --- what only Phase 10 has ------------------------------------------------------------------
    def phase_spot(self, seat: int) -> tuple[int, int]:
        rect = self.pods.get(seat, OWN_PANEL) if seat != self.bottom else OWN_PANEL
        return (rect.centerx, rect.top + 120)   # centred in its own pod: on screen and off its neighbours

    def save_spot(self, seat: int, index: int) -> tuple[int, int]:
        if seat == self.bottom or seat not in self.pods:
            return save_slots(max(1, index + 1))[max(0, index)]
        rect = self.pods[seat]
        return (rect.right - 51, rect.top + 124)

    def open_phase_choice(self) -> None:
        if self.ready() and self.view().stage == "choose":
            self.app.stack.push(PhaseChoiceScene(self.app, self))

    def target_rect(self, name: str) -> pygame.Rect | None:
        """Where a named part of the table is, for the guided game: the rummy kit's parts, and
        ``save`` (your save pile), ``panel`` (your phase panel), ``sheet`` (the score sheet)."""
        from game.ui.tables.common import targets
        part, arg = targets.split(name)
        if part == "save":
            slots = save_slots(max(1, len(self.saves.own)))
            return targets.union(targets.centred(spot, (SAVE_CARD[0] + 16, SAVE_CARD[1] + 16)) for spot in slots)
        spots = {"panel": OWN_PANEL, "sheet": SHEET}
        return pygame.Rect(spots[part]) if part in spots else targets.rummy_target(self, part, arg)

    def standings(self) -> tuple[list[str], list[list]]:
        return final_standings(self.view(), self.seats)
