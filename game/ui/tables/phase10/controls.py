"""Phase 10 controls: the action bar as data, the lit targets, the input zones, the prompt.

The bar's buttons (:data:`BUTTONS`) are lit from ``legal_actions``; the others carry the
engine's ``why_illegal`` reason (or the table's own, where no single action stands behind
the button), and a press on an unlit button says why. Targets (piles, saved cards, groups a
selected card can hit) come from the same legal actions.

Zones: the hand (LEFT/RIGHT, CONFIRM selects), the bar (UP from the hand) and the targets
(entered from Hit or Save pile when there is more than one place to choose). ACTION_Y sorts
the hand by number or colour, ACTION_X opens the lay-down dialog.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

import pygame

from game.games.phase10.actions import Action, Discard, Draw, DrawSaved, Hit, LayDown, Save
from game.ui import theme
from game.ui.input import InputEvent, Intent
from game.ui.tables.common.action_bar import NOT_NOW, BarButton, ButtonSpec, Offer
from game.ui.tables.phase10.layout import (
    DISCARD_POS,
    DRAW_POS,
    PILE,
    SAVE_CARD,
    save_slots,
)
from game.ui.tables.rummy.mats import Target, hit_rect, pile_rect
from game.ui.text import Text

if TYPE_CHECKING:
    from game.ui.tables.phase10.table import Phase10Table

CHOOSE = ButtonSpec("choose", "Choose phase")
DRAW, TAKE, SAVED = ButtonSpec("draw", "Draw pile"), ButtonSpec("take", "Discard pile"), ButtonSpec("saved", "Save pile")
LAY = ButtonSpec("lay", "Lay down", shortcut=Intent.ACTION_X)
HIT, DISCARD, SAVE = ButtonSpec("hit", "Hit"), ButtonSpec("discard", "Discard"), ButtonSpec("save", "Save")
SORT = ButtonSpec("sort", "By colour", shortcut=Intent.ACTION_Y)
BUTTONS = (CHOOSE, DRAW, TAKE, SAVED, LAY, HIT, DISCARD, SAVE, SORT)
ONE = "select one card first"


def painter(surface: pygame.Surface, text: Text, button: BarButton, focused: bool) -> None:
    """Green when lit, slate when not; every button stays pressable."""
    fill = (46, 150, 84) if button.lit else (46, 52, 60)
    if focused:
        fill = tuple(min(255, c + 28) for c in fill)
    rect = button.rect
    pygame.draw.rect(surface, (0, 0, 0), rect.move(0, 6), border_radius=16)
    pygame.draw.rect(surface, fill, rect, border_radius=16)
    edge = theme.ACCENT_SOFT if button.lit else theme.PANEL_EDGE
    pygame.draw.rect(surface, edge, rect, width=3 if button.lit else 2, border_radius=16)
    colour = theme.INK if button.lit else (150, 156, 162)
    style = "bold" if text.font(theme.SMALL_SIZE, "bold").size(button.label)[0] <= rect.width - 24 else "condensed"
    text.blit(surface, button.label, theme.SMALL_SIZE, colour, rect.center, "center", style)
    if focused:
        pygame.draw.rect(surface, theme.ACCENT, rect.inflate(14, 14), width=6, border_radius=22)


def reasons_for(offers: Sequence[Offer], legal: Sequence[Action], why: Callable[[Action], str | None]) -> list[str | None]:
    """The bar's rule (lit when legal, else the engine's reason), with the table's own buttons
    (sorting, opening the phase choice) always lit."""
    out: list[str | None] = []
    for item in offers:
        if item.spec in (SORT, CHOOSE):
            out.append(None)
        elif item.action is None:
            out.append(item.missing or NOT_NOW)
        else:
            out.append(None if item.action in legal else why(item.action) or NOT_NOW)
    return out


class Phase10Controls:
    """The bar, the targets and the zones of the table ``t``."""

    def __init__(self, table: Phase10Table):
        self.t = table
        self.targets: list[Target[Action]] = []
        self.target_focus = 0
        self.hittable: set[str] = set()
        self._to_targets = False

    def selected(self) -> list[str]:
        return [tag for tag in self.t.hand.selected if isinstance(tag, str)]

    # --- what the player may do now --------------------------------------------------------
    def refresh(self) -> None:
        """Rebuild the bar and the lit targets from the engine, for the selection."""
        t = self.t
        self.targets, self.hittable = [], set()
        if not t.ready():
            t.was_ready = False   # rebuilt again once the animation catches up
            t.bar.clear()
            t.zone = "hand"
            return
        view, legal = t.view(), t.rules.legal_actions(t.state)
        if view.stage == "choose":
            offers = [Offer(CHOOSE)]
        elif view.stage == "draw":
            offers = self._draw_offers(legal)
        else:
            offers = self._play_offers(legal)
        offers.append(Offer(SORT, label="By number" if t.by_colour else "By colour"))
        t.bar.place(offers, reasons_for(offers, legal, lambda a: t.rules.why_illegal(t.state, a)))
        self.target_focus = min(self.target_focus, max(0, len(self.targets) - 1))
        if t.zone == "targets" and not self.targets:
            t.zone = "actions"

    def _draw_offers(self, legal: list[Action]) -> list[Offer]:
        saved = self.t.view().save_pile
        for source, pos in (("draw", DRAW_POS), ("discard", DISCARD_POS)):
            if Draw(source) in legal:
                self.targets.append(Target(pile_rect(pos, PILE), Draw(source), source))
        for card, centre in zip(saved, save_slots(len(saved))):
            rect = pygame.Rect(0, 0, SAVE_CARD[0] + 8, SAVE_CARD[1] + 8)
            rect.center = centre
            self.targets.append(Target(rect, DrawSaved(card), "save"))
        return [Offer(DRAW, Draw("draw")), Offer(TAKE, Draw("discard")),
                Offer(SAVED, DrawSaved(saved[0]) if saved else None, "your save pile is empty")]

    def _play_offers(self, legal: list[Action]) -> list[Offer]:
        t, view = self.t, self.t.view()
        chosen = self.selected()
        card = chosen[0] if len(chosen) == 1 else None
        self.hittable = {a.card for a in legal if isinstance(a, Hit)}
        options = [a for a in legal if isinstance(a, LayDown)]
        laid = view.laid[view.seat]
        lay = Offer(LAY, LayDown(()) if laid else options[0] if options else None,
                    f"your hand cannot make phase {view.active[view.seat]} yet")
        hits = [a for a in legal if isinstance(a, Hit) and a.card == card]
        for hit in hits:
            both = sum(1 for a in hits if (a.seat, a.group) == (hit.seat, hit.group)) > 1
            mat = t.group_spots(hit.seat)[hit.group].mat
            self.targets.append(Target(hit_rect(mat, hit.end, both), hit, "group", hit.end if both else ""))
        if card is None:
            return [lay, Offer(HIT, None, ONE), Offer(DISCARD, None, ONE), Offer(SAVE, None, ONE)]
        if hits or not laid:     # not laid: the engine says "lay down your own phase before hitting"
            hit_offer = Offer(HIT, hits[0] if hits else Hit(card, view.seat, 0, ""))
        else:
            hit_offer = Offer(HIT, None, f"the {t.rules.content.label(card)} fits none of the laid-down groups")
        skips = [a.skip_target for a in legal if isinstance(a, Discard) and a.card == card]
        return [lay, hit_offer, Offer(DISCARD, Discard(card, skips[0] if skips else None)), Offer(SAVE, Save(card))]

    # --- pressing ---------------------------------------------------------------------------------
    def pressed(self, button: BarButton) -> None:
        key, t = button.offer.spec.key, self.t
        if key == "lay":
            self.open_lay_down(button.reason)
        elif not button.lit:
            self.explain(button.reason or NOT_NOW)
        elif key == "choose":
            t.open_phase_choice()
        elif key == "sort":
            t.toggle_sort()
        elif key == "saved":
            self.draw_saved()
        elif key == "hit":
            self.hit()
        elif key == "discard":
            self.discard()
        elif button.offer.action is not None:
            t.commit(button.offer.action)

    def explain(self, reason: str) -> None:
        self.t.toast(reason)
        self.t.app.sound.play("error")

    def open_lay_down(self, reason: str | None) -> None:
        """Opens whenever the seat may still lay down (the dialog says how many cards are short)."""
        view = self.t.view()
        if view.stage != "play" or view.laid[view.seat]:
            self.explain(reason or NOT_NOW)
            return
        self.t.open_lay_down()

    def draw_saved(self) -> None:
        saved = list(dict.fromkeys(self.t.view().save_pile))
        if len(saved) == 1:
            self.t.commit(DrawSaved(saved[0]))
        else:
            self._enter_targets("save")

    def hit(self) -> None:
        hits = [target for target in self.targets if target.kind == "group"]
        if len(hits) == 1:
            self.t.commit(hits[0].action)
        else:
            self._enter_targets("group")

    def discard(self) -> None:
        t = self.t
        chosen = self.selected()
        if len(chosen) != 1:
            self.explain(ONE)
            return
        card = chosen[0]
        skips = [a.skip_target for a in t.rules.legal_actions(t.state) if isinstance(a, Discard) and a.card == card]
        if len(skips) > 1:
            targets = [s for s in skips if s is not None]
            view = t.view()
            lines = [f"{t.seats[s].name}: {len(view.completed[s])}/10 phases, {view.scores[s]} points" for s in targets]
            t.pick_skip_target(targets, lines, lambda seat: Discard(card, seat))
        else:
            t.commit(Discard(card, skips[0] if skips else None))

    def _enter_targets(self, kind: str) -> None:
        picks = [index for index, target in enumerate(self.targets) if target.kind == kind]
        if picks:
            self.t.zone, self.target_focus, self._to_targets = "targets", picks[0], True

    # --- input -----------------------------------------------------------------------------------
    def handle_table(self, event: InputEvent) -> bool:
        """Before the kit's zones: sorting, the lay-down key and the target zone; True if used."""
        t = self.t
        if event.intent is Intent.ACTION_Y:
            t.toggle_sort()
            return True
        if not t.ready():
            return True
        if event.intent is Intent.ACTION_X:
            if t.view().stage == "play":
                self.open_lay_down(None)
            return True
        if t.zone == "targets" and event.intent not in (Intent.POINT, Intent.CLICK):
            self._handle_targets(event)
            return True
        self._to_targets = False
        return False

    def after_kit(self) -> None:
        if self._to_targets:   # a clicked button asked for a target: the kit set the zone to its bar
            self.t.zone = "targets"

    def _handle_targets(self, event: InputEvent) -> None:
        if event.intent in (Intent.LEFT, Intent.RIGHT) and self.targets:
            step = 1 if event.intent is Intent.RIGHT else -1
            self.target_focus = (self.target_focus + step) % len(self.targets)
        elif event.intent is Intent.CONFIRM and self.targets:
            self.t.commit(self.targets[self.target_focus].action)
        elif event.intent in (Intent.UP, Intent.DOWN):
            self.t.zone = "actions" if event.intent is Intent.UP else "hand"

    def handle_click(self, event: InputEvent) -> None:
        """Clicks on the table: a lit target acts; a group that cannot take the card says why."""
        t = self.t
        if event.intent is not Intent.CLICK or event.pos is None:
            return
        for target in self.targets:
            if target.rect.collidepoint(event.pos):
                t.commit(target.action)
                return
        on_pile = {name: pile_rect(pos, PILE).collidepoint(event.pos) for name, pos in (("draw", DRAW_POS),
                                                                                      ("discard", DISCARD_POS))}
        view = t.view()
        if view.stage == "draw" and any(on_pile.values()):
            t.commit(Draw("draw" if on_pile["draw"] else "discard"))   # not allowed: says why
            return
        chosen = self.selected()
        if view.stage != "play" or len(chosen) != 1:
            return
        if on_pile["discard"]:   # a selected card dropped on the discard pile
            button = t.bar.button("discard")
            if button is not None:
                self.pressed(button)
            return
        for seat in range(view.players):
            groups = t.board.groups[seat] if view.laid[seat] else []
            for index, (group, spot) in enumerate(zip(groups, t.group_spots(seat))):
                if spot.mat.collidepoint(event.pos):
                    end = ("low" if event.pos[0] < spot.mat.centerx else "high") if group.two_ended else ""
                    t.play(Hit(chosen[0], seat, index, end))
                    return

    # --- the one-line prompt -------------------------------------------------------------------
    def status(self) -> tuple[str, tuple]:
        t = self.t
        board = t.board
        if t.rules.is_over(t.state) and not t.awaiting_summary:
            return "Game over", theme.INK
        if t.awaiting_summary:
            return "The hand is over", theme.INK
        if t.humans and t.viewer is None:
            return "Pass the device", theme.INK
        seat = board.current
        if seat is None:
            return "Dealing...", theme.INK
        if not t.ready():
            if seat == t.viewer:
                return "", theme.INK
            name = t.seats[seat].name
            if board.stage == "choose":
                return f"{name} is choosing a phase...", theme.INK
            return (f"{name} is thinking..." if seat in t.bots else f"{name}'s turn"), theme.INK
        if t.zone == "targets":
            return "Pick a lit place with \u2190 \u2192 and Enter (Esc: back)", theme.ACCENT_SOFT
        focused = t.bar.focused if t.zone == "actions" else None
        if focused is not None and focused.reason:
            return f"{focused.label}: {focused.reason}", (255, 170, 150)
        return self._prompt()

    def _prompt(self) -> tuple[str, tuple]:
        t = self.t
        view = t.view()
        if view.stage == "choose":
            return "Choose the phase you will attempt this hand", theme.ACCENT_SOFT
        if view.stage == "draw":
            return "Your turn: draw from the draw pile, the discard pile or your save pile", theme.ACCENT_SOFT
        chosen = self.selected()
        if len(chosen) == 1:
            label = t.rules.content.label(chosen[0])
            label = label[:1].upper() + label[1:]
            if any(target.kind == "group" for target in self.targets):
                return f"{label}: hit a lit group, or discard or save it", theme.GOOD
            return f"{label}: discard it or save it", theme.ACCENT_SOFT
        if chosen:
            return "Select one card to hit, discard or save", theme.ACCENT_SOFT
        lay = t.bar.button("lay")
        if lay is not None and lay.lit:
            return f"You can make phase {view.active[view.seat]}! Press Lay down (X)", theme.GOOD
        if view.laid[view.seat]:
            return "Hit cards onto the groups, then discard or save a card", theme.ACCENT_SOFT
        return "Select a card to discard or save", theme.ACCENT_SOFT
