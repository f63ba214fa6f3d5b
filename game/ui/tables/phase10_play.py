"""Phase 10 table: the human's controls. The action bar and the lit targets (piles, saved
cards, groups a selected card can hit) come from the engine's ``legal_actions`` and
``why_illegal``; every button stays pressable and an action not allowed says why.

Zones: the hand (LEFT/RIGHT, CONFIRM selects), the action bar (UP from the hand) and the
targets (entered from Hit or Save pile when there is more than one place to choose).
ACTION_Y sorts the hand by number or colour, ACTION_X opens the lay-down dialog.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pygame

from game.games.phase10.actions import Discard, Draw, DrawSaved, Hit, Save
from game.ui import theme
from game.ui.input import InputEvent, Intent
from game.ui.tables.phase10_draw import save_slots
from game.ui.tables.phase10_layout import DISCARD_POS, DRAW_POS, PILE, SAVE_CARD
from game.ui.widgets import Button, FocusGroup

BAR_Y, BAR_GAP, BAR_WIDTH = 720, 16, 1100


@dataclass(eq=False)
class ActionButton(Button):
    """Always pressable: an action the selection does not allow explains itself instead."""

    legal: bool = False

    def draw(self, surface: pygame.Surface, text: Any, focused: bool) -> None:
        fill = (46, 150, 84) if self.legal else (46, 52, 60)
        if focused:
            fill = tuple(min(255, c + 28) for c in fill)
        pygame.draw.rect(surface, (0, 0, 0), self.rect.move(0, 6), border_radius=16)
        pygame.draw.rect(surface, fill, self.rect, border_radius=16)
        edge = theme.ACCENT_SOFT if self.legal else theme.PANEL_EDGE
        pygame.draw.rect(surface, edge, self.rect, width=3 if self.legal else 2, border_radius=16)
        colour = theme.INK if self.legal else (150, 156, 162)
        style = "bold" if text.font(theme.SMALL_SIZE, "bold").size(self.label)[0] <= self.rect.width - 24 \
            else "condensed"
        text.blit(surface, self.label, theme.SMALL_SIZE, colour, self.rect.center, "center", style)
        if focused:
            pygame.draw.rect(surface, theme.ACCENT, self.rect.inflate(14, 14), width=6, border_radius=22)


@dataclass
class Target:
    """Somewhere on the table the player can click (or pick with the arrows) to act."""

    rect: pygame.Rect
    action: Any
    kind: str            # "draw", "discard", "save" or "group"
    end: str = ""


class Controls:
    """Mixed into the table scene (which provides state, rules, hand, shown, art, ...)."""

    def _init_controls(self) -> None:
        self.targets: list[Target] = []
        self.target_focus = 0
        self.reasons: dict[str, str | None] = {}
        self.hittable: set[str] = set()
        self._to_targets = False

    # --- what the player may do now --------------------------------------------------------
    def ready(self) -> bool:
        """The human's turn, and the animation has caught up with it."""
        return (self.human_to_act() and not self.animating() and self.shown.current == self.viewer and
                self.shown.stage == self.state.stage)

    def selected_cards(self) -> list[str]:
        return [tag for tag in self.hand.selected if isinstance(tag, str)]

    def sort_label(self) -> str:
        return "By number" if self.by_colour else "By colour"

    def refresh_choices(self) -> None:
        """Rebuild the action bar and the lit targets from the engine, for the selection."""
        self.targets, self.hittable = [], set()
        if not self.ready():
            self._was_ready = False   # rebuilt again once the animation catches up
            self.reasons, self.actions = {}, FocusGroup()
            if self.zone != "hand":
                self.zone = "hand"
            return
        state, seat = self.state, self.viewer
        legal = self.rules.legal_actions(state)
        if state.stage == "choose":
            entries = [("Choose phase", self.open_phase_choice, None)]
        elif state.stage == "draw":
            entries = self._draw_entries(legal)
        else:
            entries = self._play_entries(legal, seat)
        entries.append((self.sort_label(), self.toggle_sort, None))
        self.reasons = {label: reason for label, _, reason in entries}
        self._set_bar(entries)
        self.target_focus = min(self.target_focus, max(0, len(self.targets) - 1))
        if self.zone == "targets" and not self.targets:
            self.zone = "actions"

    def _set_bar(self, entries: list[tuple[str, Callable[[], Any], str | None]]) -> None:
        focus = self.actions.focus
        width = (BAR_WIDTH - BAR_GAP * (len(entries) - 1)) // len(entries)
        width = min(width, 300)
        total = width * len(entries) + BAR_GAP * (len(entries) - 1)
        self.actions = FocusGroup()
        for index, (label, callback, reason) in enumerate(entries):
            rect = pygame.Rect(960 - total // 2 + index * (width + BAR_GAP), BAR_Y, width, 74)
            self.actions.widgets.append(ActionButton(rect, label=label, on_activate=callback,
                                                     legal=reason is None))
        self.actions.focus = min(focus, len(entries) - 1)

    def _draw_entries(self, legal: list) -> list:
        view = self.view()
        why = self.rules.why_illegal
        draw_reason, discard_reason = why(self.state, Draw("draw")), why(self.state, Draw("discard"))
        if draw_reason is None:
            self.targets.append(Target(self._pile_rect(DRAW_POS), Draw("draw"), "draw"))
        if discard_reason is None:
            self.targets.append(Target(self._pile_rect(DISCARD_POS), Draw("discard"), "discard"))
        for card, centre in zip(view.save_pile, save_slots(len(view.save_pile))):
            rect = pygame.Rect(0, 0, SAVE_CARD[0] + 8, SAVE_CARD[1] + 8)
            rect.center = centre
            self.targets.append(Target(rect, DrawSaved(card), "save"))
        saved_reason = None if view.save_pile else "your save pile is empty"
        return [("Draw pile", lambda: self.commit(Draw("draw")), draw_reason),
                ("Discard pile", lambda: self.commit(Draw("discard")), discard_reason),
                ("Save pile", self.draw_saved, saved_reason)]

    def _play_entries(self, legal: list, seat: int) -> list:
        chosen = self.selected_cards()
        card = chosen[0] if len(chosen) == 1 else None
        state, why = self.state, self.rules.why_illegal
        self.hittable = {a.card for a in legal if isinstance(a, Hit)}
        if state.laid[seat]:
            lay_reason: str | None = "you have already laid down your phase this hand"
        elif not self.rules.lay_down_options(state, seat):
            lay_reason = f"your hand cannot make phase {state.active[seat]} yet"
        else:
            lay_reason = None
        hits = [a for a in legal if isinstance(a, Hit) and a.card == card]
        for hit in hits:
            self.targets.append(self._hit_target(hit, hits))
        one = "select one card first"
        if card is None:
            hit_reason = discard_reason = save_reason = one
        else:
            hit_reason = None if hits else self._no_hit_reason(card)
            targets = [a.skip_target for a in legal if isinstance(a, Discard) and a.card == card]
            discard_reason = why(state, Discard(card, targets[0] if targets else None))
            save_reason = why(state, Save(card))
        return [("Lay down", self.open_lay_down, lay_reason), ("Hit", self.hit, hit_reason),
                ("Discard", self.discard, discard_reason), ("Save", self.save, save_reason)]

    def _no_hit_reason(self, card: str) -> str:
        problem = self.rules.why_illegal(self.state, Hit(card, self.viewer, 0, ""))
        if problem and not self.state.laid[self.viewer]:
            return problem
        return f"the {self.rules.content.label(card)} fits none of the laid-down groups"

    def _hit_target(self, hit: Hit, hits: list[Hit]) -> Target:
        spot = self.group_spots(hit.seat)[hit.group]
        rect = spot.mat.copy()
        ends = [a.end for a in hits if a.seat == hit.seat and a.group == hit.group]
        if len(ends) > 1:   # a wild on a run: the left half takes the low end, the right the high
            half = rect.width // 2
            rect = pygame.Rect(rect.left, rect.top, half, rect.height) if hit.end == "low" else \
                pygame.Rect(rect.left + half, rect.top, rect.width - half, rect.height)
            return Target(rect, hit, "group", hit.end)
        return Target(rect, hit, "group")

    @staticmethod
    def _pile_rect(pos: tuple[int, int]) -> pygame.Rect:
        rect = pygame.Rect(0, 0, PILE[0] + 16, PILE[1] + 16)
        rect.center = pos
        return rect

    # --- doing it --------------------------------------------------------------------------------
    def commit(self, action: Any) -> bool:
        if not self.ready():
            return False
        if self.play(action):
            self.app.sound.play("confirm")
            self.hand.clear_selection()
            self.zone = "hand"
            self.refresh_choices()
            return True
        return False

    def toast(self, text: str, colour: tuple = theme.BAD) -> None:
        super().toast(text[:1].upper() + text[1:], colour)   # type: ignore[misc]

    def explain(self, label: str) -> bool:
        """Toast the reason ``label`` is not allowed now; False when it is allowed."""
        reason = self.reasons.get(label)
        if reason:
            self.toast(reason)
            self.app.sound.play("error")
            return True
        return False

    def open_phase_choice(self) -> None:
        from game.ui.tables.phase10_choose import PhaseChoiceScene
        if self.ready() and self.state.stage == "choose":
            self.app.stack.push(PhaseChoiceScene(self.app, self))

    def open_lay_down(self) -> None:
        from game.ui.tables.phase10_dialogs import LayDownScene
        if self.state.stage != "play" or self.state.laid[self.viewer]:
            self.explain("Lay down")
            return
        self.app.stack.push(LayDownScene(self.app, self))

    def draw_saved(self) -> None:
        if self.explain("Save pile"):
            return
        saved = list(dict.fromkeys(self.view().save_pile))
        if len(saved) == 1:
            self.commit(DrawSaved(saved[0]))
        else:
            self._enter_targets("save")

    def hit(self) -> None:
        if self.explain("Hit"):
            return
        hits = [t for t in self.targets if t.kind == "group"]
        if len(hits) == 1:
            self.commit(hits[0].action)
        else:
            self._enter_targets("group")

    def discard(self) -> None:
        if self.explain("Discard"):
            return
        card = self.selected_cards()[0]
        targets = [a.skip_target for a in self.rules.legal_actions(self.state)
                   if isinstance(a, Discard) and a.card == card]
        if len(targets) > 1:
            from game.ui.tables.phase10_choose import SkipTargetScene
            self.app.stack.push(SkipTargetScene(self.app, self, card, targets))
        else:
            self.commit(Discard(card, targets[0] if targets else None))

    def save(self) -> None:
        if not self.explain("Save"):
            self.commit(Save(self.selected_cards()[0]))

    def toggle_sort(self) -> None:
        self.by_colour = not self.by_colour
        self.lay_hand()
        self.app.sound.play("select")
        self.refresh_choices()

    def _enter_targets(self, kind: str) -> None:
        picks = [index for index, target in enumerate(self.targets) if target.kind == kind]
        if picks:
            self.zone, self.target_focus, self._to_targets = "targets", picks[0], True

    # --- input -----------------------------------------------------------------------------------
    def handle(self, event: InputEvent) -> None:
        if self.zone == "targets" and event.intent is Intent.BACK:
            self.zone = "actions"
            return
        super().handle(event)   # type: ignore[misc]

    def handle_table(self, event: InputEvent) -> None:
        if event.intent is Intent.ACTION_Y:
            self.toggle_sort()
            return
        if not self.ready():
            return
        if event.intent is Intent.ACTION_X:
            if self.state.stage == "play":
                self.open_lay_down()
            return
        if self.zone == "targets" and event.intent not in (Intent.POINT, Intent.CLICK):
            self._handle_targets(event)
            return
        self._to_targets = False
        super().handle_table(event)   # type: ignore[misc]
        if self._to_targets:   # a clicked button asked for a target: the kit set the zone to its bar
            self.zone = "targets"

    def _handle_targets(self, event: InputEvent) -> None:
        if event.intent in (Intent.LEFT, Intent.RIGHT) and self.targets:
            step = 1 if event.intent is Intent.RIGHT else -1
            self.target_focus = (self.target_focus + step) % len(self.targets)
        elif event.intent is Intent.CONFIRM and self.targets:
            self.commit(self.targets[self.target_focus].action)
        elif event.intent in (Intent.UP, Intent.DOWN):
            self.zone = "actions" if event.intent is Intent.UP else "hand"

    def handle_extra(self, event: InputEvent) -> None:
        """Clicks on the table: a lit target acts; a group that cannot take the card says why."""
        if event.intent is not Intent.CLICK or event.pos is None:
            return
        for target in self.targets:
            if target.rect.collidepoint(event.pos):
                self.commit(target.action)
                return
        on_pile = {name: self._pile_rect(pos).collidepoint(event.pos)
                   for name, pos in (("draw", DRAW_POS), ("discard", DISCARD_POS))}
        if self.state.stage == "draw" and any(on_pile.values()):
            self.commit(Draw("draw" if on_pile["draw"] else "discard"))   # not allowed: says why
            return
        chosen = self.selected_cards()
        if self.state.stage != "play" or len(chosen) != 1:
            return
        if on_pile["discard"]:   # a selected card dropped on the discard pile
            self.discard()
            return
        for seat in range(self.state.players):
            for index, spot in enumerate(self.group_spots(seat) if self.state.laid[seat] else ()):
                if spot.mat.collidepoint(event.pos):
                    end = ("low" if event.pos[0] < spot.mat.centerx else "high") \
                        if self.state.table[seat][index].spec.kind == "run" else ""
                    self.play(Hit(chosen[0], seat, index, end))
                    return

    def selection_changed(self) -> None:
        self.app.sound.play("select")
        self.refresh_choices()

    # --- the one-line prompt -------------------------------------------------------------------
    def status(self) -> tuple[str, tuple]:
        shown = self.shown
        if self.rules.is_over(self.state) and not self.awaiting_summary:
            return "Game over", theme.INK
        if self.awaiting_summary:
            return "The hand is over", theme.INK
        if self.humans and self.viewer is None:
            return "Pass the device", theme.INK
        seat = shown.current
        if seat is None:
            return "Dealing...", theme.INK
        if not self.ready():
            if seat == self.viewer:
                return "", theme.INK
            name = self.seats[seat].name
            if shown.stage == "choose":
                return f"{name} is choosing a phase...", theme.INK
            return (f"{name} is thinking..." if seat in self.bots else f"{name}'s turn"), theme.INK
        if self.zone == "targets":
            return "Pick a lit place with \u2190 \u2192 and Enter (Esc: back)", theme.ACCENT_SOFT
        focused = self.actions.focused if self.zone == "actions" else None
        if isinstance(focused, ActionButton) and self.reasons.get(focused.label):
            return f"{focused.label}: {self.reasons[focused.label]}", (255, 170, 150)
        return self._prompt()

    def _prompt(self) -> tuple[str, tuple]:
        state, seat = self.state, self.viewer
        if state.stage == "choose":
            return "Choose the phase you will attempt this hand", theme.ACCENT_SOFT
        if state.stage == "draw":
            return "Your turn: draw from the draw pile, the discard pile or your save pile", theme.ACCENT_SOFT
        chosen = self.selected_cards()
        if len(chosen) == 1:
            label = self.rules.content.label(chosen[0])
            label = label[:1].upper() + label[1:]
            if any(t.kind == "group" for t in self.targets):
                return f"{label}: hit a lit group, or discard or save it", theme.GOOD
            return f"{label}: discard it or save it", theme.ACCENT_SOFT
        if chosen:
            return "Select one card to hit, discard or save", theme.ACCENT_SOFT
        if self.reasons.get("Lay down") is None:
            return f"You can make phase {state.active[seat]}! Press Lay down (X)", theme.GOOD
        if state.laid[seat]:
            return "Hit cards onto the groups, then discard or save a card", theme.ACCENT_SOFT
        return "Select a card to discard or save", theme.ACCENT_SOFT
