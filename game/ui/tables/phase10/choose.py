"""Phase 10's own overlay: which phase to attempt at the start of a hand (the remaining phases
as tiles, each with how many cards the hand is short of it; the hand stays in view below)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from game.games.phase10.actions import ChoosePhase
from game.games.phase10.view import LayDownPreview
from game.ui.draw import theme
from game.ui.draw.text import Text
from game.ui.stage.input import InputEvent, Intent
from game.ui.stage.scene import Scene
from game.ui.stage.widgets import Button, FocusGroup, focus_ring, panel
from game.ui.tables.phase10.layout import short_phase
from game.ui.tables.rummy.pods import REQUIREMENT_BLUE, wrap_requirement

if TYPE_CHECKING:
    from game.ui.shell.app import App
    from game.ui.tables.phase10.table import Phase10Table


def tile_rows(text: Text) -> tuple[int, int]:
    """How much lower a tile's words start under its (larger) heading, and their line pitch: 0 and
    38 at the normal text size, more at the TV size."""
    shift = max(0, 14 + text.font(44, "bold").get_linesize() - 66)
    return shift, max(38, text.font(32).get_linesize())


@dataclass(eq=False)
class PhaseTile(Button):
    """One phase to choose: its number, its words and how close the hand is to it."""

    lines: tuple = ()
    note: str = ""
    note_colour: tuple = theme.INK_DIM

    def draw(self, surface: pygame.Surface, text: Text, focused: bool) -> None:
        fill = REQUIREMENT_BLUE if self.enabled else (44, 54, 60)
        if focused:
            fill = tuple(min(255, c + 30) for c in fill)
        pygame.draw.rect(surface, (0, 0, 0), self.rect.move(0, 6), border_radius=18)
        pygame.draw.rect(surface, fill, self.rect, border_radius=18)
        shift, pitch = tile_rows(text)
        pygame.draw.rect(surface, (244, 86, 70) if self.enabled else theme.PANEL_EDGE,
                         (self.rect.left + 14, self.rect.top + 66 + shift, self.rect.width - 28, 5))
        x, top = self.rect.left + 22, self.rect.top
        room = pygame.Rect(x, top, self.rect.right - 6 - x, self.rect.height)
        size, style = text.fit(self.label, 44, room.width, "bold", smallest=text.floor(44))
        text.blit(surface, self.label, size, theme.INK if self.enabled else theme.INK_DIM, (x, top + 12), "topleft",
                  style, box=room)
        for row, line in enumerate(self.lines):
            text.blit(surface, line, 32, theme.INK if self.enabled else theme.INK_DIM,
                      (x, top + 84 + shift + row * pitch), box=room)
        size, style = text.fit(self.note, 32, room.width - 12, "condensed", smallest=text.floor(32))
        text.blit(surface, self.note, size, self.note_colour, (x, self.rect.bottom - 20), "bottomleft", style,
                  box=room)
        if focused:
            focus_ring(surface, self.rect, 18)


class PhaseChoiceScene(Scene):
    """Start of a hand: the player's ten phases, the remaining ones to pick from (the hand stays
    in view below, since the choice depends on it)."""

    scene_id = "phase10_choose"
    opaque = False

    def __init__(self, app: App, table: Phase10Table):
        super().__init__(app)
        self._hinted: object = None        # the hint whose phase was given the focus
        self.table = table
        self.box = pygame.Rect(30, 16, 1480, 644)      # the piles stay in view on the right
        content = table.rules.content
        legal = {a.phase for a in table.rules.legal_actions(table.state) if isinstance(a, ChoosePhase)}
        view = table.view()
        seat, hand = view.seat, list(view.hand)
        self.group = FocusGroup()
        shift, pitch = tile_rows(app.text)
        width, height = (self.box.width - 80 - 4 * 24) // 5, 226 + shift + pitch - 38   # taller for TV text
        best, best_short = 0, 99
        for index, phase in enumerate(sorted(content.phases)):
            requirement = content.phases[phase]
            rect = pygame.Rect(self.box.left + 40 + (index % 5) * (width + 24),
                               self.box.top + 124 + (index // 5) * (height + 22), width, height)
            if phase in legal:
                short = LayDownPreview(content, phase, hand).cards_short()
                note, colour = (("Ready now!", theme.GOOD) if short == 0 else
                                (f"{short} card{'s' if short > 1 else ''} short", theme.ACCENT_SOFT))
                if short < best_short:
                    best, best_short = len(self.group.widgets), short
            else:
                note, colour = ("\u2713 Made" if phase in view.completed[seat] else "", theme.GOOD)
            lines = tuple(wrap_requirement(app.text, short_phase(requirement), width - 40)[:2])
            self.group.widgets.append(PhaseTile(rect, enabled=phase in legal, label=f"Phase {phase}", lines=lines,
                                                note=note, note_colour=colour,
                                                on_activate=lambda p=phase: self.choose(p)))
        self.group.focus = best

    def choose(self, phase: int) -> None:
        if self.app.stack.top is self:
            self.app.stack.pop()
        self.table.commit(ChoosePhase(phase))

    def handle(self, event: InputEvent) -> None:
        if event.intent in (Intent.MENU, Intent.BACK):
            self.table.open_menu()
        elif event.intent is Intent.ACTION_Y:
            self.table.toggle_sort()
        elif event.intent is Intent.HINT:
            self.table.assist.ask()       # the hinted phase gets the focus (update), its reason shows below
        elif event.intent in (Intent.LEFT, Intent.RIGHT, Intent.UP, Intent.DOWN):
            self._step(event.intent)
        else:
            self.group.handle(event)

    def _step(self, intent: Intent) -> None:
        """Arrows skip the phases already made."""
        for _ in range(len(self.group.widgets)):
            self.group.handle(InputEvent(intent))
            if self.group.focused is not None and self.group.focused.enabled:
                return

    def update(self, dt: float) -> None:
        assist = self.table.assist
        assist.update()
        if assist.hint is not None and isinstance(assist.hint.action, ChoosePhase) and assist.hint is not self._hinted:
            self._hinted = assist.hint
            for index, tile in enumerate(self.group.widgets):
                if tile.label == f"Phase {assist.hint.action.phase}":
                    self.group.focus = index
        if not (self.table.ready() and self.table.view().stage == "choose") and self.app.stack.top is self:
            self.app.stack.pop()

    def draw(self, surface: pygame.Surface) -> None:
        panel(surface, self.box, alpha=252, radius=24)
        text = self.app.text
        text.blit(surface, "Choose your phase", theme.HEADING_SIZE, theme.ACCENT, (self.box.left + 40, self.box.top + 26),
                  "topleft", "bold")
        hint = f"Hand {self.table.view().hand_number}: your cards are below"
        text.blit(surface, hint, 32, theme.INK_DIM, (self.box.right - 40, self.box.top + 46), "topright")
        self.group.draw(surface, text)
        self.table.draw_toast(surface)
