"""Phase 10 controls: the rummy controls with Phase 10's actions, its own buttons (choose the
phase, draw from the save pile, save a card) and its look and words.

The shared part (lit buttons from ``legal_actions``, the engine's reasons, targets, zones,
clicks, the prompt) is :class:`~game.ui.tables.rummy.controls.RummyControls`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.games.phase10.actions import Discard, Draw, DrawSaved, Hit, LayDown, Save
from game.ui.draw import theme
from game.ui.tables.common.action_bar import BarButton, ButtonSpec, Offer
from game.ui.tables.phase10.layout import SAVE_CARD, save_slots
from game.ui.tables.rummy.actions import ActionClasses
from game.ui.tables.rummy.controls import ONE, RummyControls
from game.ui.tables.rummy.mats import Target

if TYPE_CHECKING:
    from game.ui.tables.phase10.table import Phase10Table

CHOOSE = ButtonSpec("choose", "Choose phase")
SAVED, SAVE = ButtonSpec("saved", "Save pile"), ButtonSpec("save", "Save")


PHASE10_ACTIONS = ActionClasses(Draw, LayDown, Hit, Discard)     # Phase 10's spelling of the rummy moves


class Phase10Controls(RummyControls, actions=PHASE10_ACTIONS):
    t: Phase10Table
    always_lit = frozenset({"sort", "choose"})
    draw_words = "the draw, discard or save pile"      # short enough for one prompt line, TV text too
    end_moves = ("discard", "save")

    def stage_offers(self, stage: str, legal: list[object]) -> list[Offer] | None:
        return [Offer(CHOOSE)] if stage == "choose" else None

    def draw_offers(self, legal: list[object]) -> list[Offer]:
        saved = self.t.view().save_pile
        for card, centre in zip(saved, save_slots(len(saved))):
            rect = pygame.Rect(0, 0, SAVE_CARD[0] + 8, SAVE_CARD[1] + 8)
            rect.center = centre
            self.targets.append(Target(rect, DrawSaved(card), "save"))
        return [Offer(SAVED, DrawSaved(saved[0]) if saved else None, "your save pile is empty")]

    def play_offers(self, legal: list[object], card: str | None) -> list[Offer]:
        return [Offer(SAVE, Save(card) if card is not None else None, ONE)]

    def press(self, key: str, button: BarButton) -> bool:
        if key == "choose":
            self.t.open_phase_choice()
        elif key == "saved":
            saved = list(dict.fromkeys(self.t.view().save_pile))
            if len(saved) == 1:
                self.t.commit(DrawSaved(saved[0]))
            else:
                self.enter_targets("save")
        else:
            return False
        return True

    def skip_line(self, seat: int) -> str:
        view = self.t.view()
        return f"{self.t.seats[seat].name}: {len(view.completed[seat])}/10 phases, {view.scores[seat]} points"

    def prompt(self) -> tuple[str, tuple]:
        if self.t.view().stage == "choose":
            return "Choose the phase you will attempt this hand", theme.ACCENT_SOFT
        return super().prompt()
