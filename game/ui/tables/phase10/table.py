"""The Phase 10 table: opponents' pods across the top (hand count, active phase card, save pile,
laid groups), your laid phase and the piles in the middle, your hand at the bottom between your
panel (phase card, save pile, phases made) and the running score sheet.

Assembled from the kit: the common card table (animator, hand strip, action bar), the event
player with Phase 10's event table (:mod:`.events`), the rummy parts (board, pods, mats, the
lay-down dialog, the skip picker, the hand summary) fed by :mod:`.adapter` from the engine's
view, and what only Phase 10 has: the phase choice (:mod:`.choose`), save piles and score sheet
(:mod:`.panel`). Input and the bar's buttons are in :mod:`.controls`.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.core.engine import Event
from game.games.phase10.actions import Action, Discard, LayDown
from game.games.phase10.state import Phase10View
from game.ui import theme
from game.ui.input import InputEvent, Intent
from game.ui.tables.common.action_bar import ActionBar
from game.ui.tables.common.player import EventPlayer
from game.ui.tables.common.table import CardTable
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
from game.ui.tables.phase10.controls import FitLayout, Phase10Controls, painter
from game.ui.tables.phase10.events import IGNORED, Phase10Moves
from game.ui.tables.phase10.layout import (
    BAR_GAP,
    BAR_WIDTH,
    BAR_Y,
    CAPTION_H,
    DECK,
    FLY,
    GROUP_CARDS,
    HAND_Y,
    OWN_BAND,
    OWN_GROUP_CARD,
    OWN_PANEL,
    PILES,
    POD_BOTTOM,
    POD_TOP,
    SIZES,
    card_faces,
    hand_slots,
    save_slots,
    sort_key,
)
from game.ui.tables.phase10.panel import Phase10Art
from game.ui.tables.rummy.effects import Effects
from game.ui.tables.rummy.hand import RummyHand
from game.ui.tables.rummy.lay_down import Grouping, LayDownScene
from game.ui.tables.rummy.layout import GroupPlaces, GroupSpot, pod_rects
from game.ui.tables.rummy.mats import GroupSprites, MatArt
from game.ui.tables.rummy.pods import PodArt
from game.ui.tables.rummy.skip import SkipTargetScene
from game.ui.tables.rummy.summary import HandResult, HandSummaryScene
from game.ui.tables.rummy.view import Board, GroupView


class Phase10Table(CardTable):
    scene_id = "phase10_table"
    back_deck = DECK

    def __init__(self, *args: Any, **kwargs: Any):
        fresh = kwargs.get("state") is None and len(args) < 6
        super().__init__(*args, **kwargs)
        app, content = self.app, self.rules.content
        self.faces = card_faces(content)
        self.bottom = self.viewer if self.viewer is not None else (self.humans[0] if self.humans else 0)
        self.pods = pod_rects(self.config.players, self.bottom, POD_TOP, POD_BOTTOM)
        self.held = RummyHand(self.hand, self.faces, hand_slots)
        self.mats = GroupSprites(self.anim, self.faces, DECK, self._placement, FLY)
        self.pod_art = PodArt(app, self.seats, self.seat_label, PhaseBook(content), WORDS, self.faces, DECK, PILES,
                              SIZES)
        self.mat_art = MatArt(app.text, app.cards)
        self.art = Phase10Art(app, self.pod_art, self.seats, self.faces)
        self.fx = Effects(self.anim)
        self.moves = Phase10Moves(self)
        self.player = EventPlayer(self.anim, self.moves.cues(), ignored=IGNORED, name="Phase 10 table")
        self.controls = Phase10Controls(self)
        self.bar = ActionBar(FitLayout(BAR_Y, BAR_WIDTH, BAR_GAP), painter, self.controls.pressed)
        self.by_colour = False
        self.awaiting_summary = False
        self.summary_ready: HandResult | None = None
        self.was_ready = False
        self._synced: tuple | None = None
        self._view_key: tuple | None = None
        self._view: Phase10View | None = None
        self._static: pygame.Surface | None = None
        self._static_for: tuple = ()
        self.places = GroupPlaces(OWN_BAND, OWN_GROUP_CARD, CAPTION_H, GROUP_CARDS)
        view = self.view()
        self.board = Board.from_view(rummy_view(view, content.ctx.colours))
        self.saves = SavePiles.from_view(view, False)
        if fresh:   # the opening deal is animated from its events, like any move
            events = self.rules.opening_events(self.state)
            self.log.extend(self.named(event.text) for event in events if event.text)
            self.on_events(events)
        else:
            self.resync()

    # --- the view ------------------------------------------------------------------------------
    def view(self) -> Phase10View:
        """The viewer's view (read once per move; :meth:`resync` with ``force`` reads it again)."""
        key = (self.actions_taken, self.viewer, id(self.state), self.current)
        if key != self._view_key or self._view is None:
            self._view_key, self._view = key, super().view()
        return self._view

    def ready(self) -> bool:
        """The human's turn, and the animation has caught up with it."""
        return (self.human_to_act() and not self.animating() and self.board.current == self.viewer and
                self.board.stage == self.view().stage)

    def animating(self) -> bool:
        return not self.player.idle or self.awaiting_summary

    # --- places --------------------------------------------------------------------------------
    def seat_spot(self, seat: int) -> tuple[int, int]:
        if seat == self.bottom or seat not in self.pods:
            return (960, HAND_Y)
        rect = self.pods[seat]
        return (rect.right - 86, rect.top + 40)

    def phase_spot(self, seat: int) -> tuple[int, int]:
        rect = self.pods.get(seat, OWN_PANEL) if seat != self.bottom else OWN_PANEL
        return (rect.left + 46, rect.top + 120)

    def save_spot(self, seat: int, index: int) -> tuple[int, int]:
        if seat == self.bottom or seat not in self.pods:
            return save_slots(max(1, index + 1))[max(0, index)]
        rect = self.pods[seat]
        return (rect.right - 51, rect.top + 124)

    def group_spots(self, seat: int) -> list[GroupSpot]:
        """Where ``seat``'s groups sit: laid groups, or the empty slots of the phase it attempts."""
        board = self.board
        if board.groups[seat]:
            counts = tuple(len(group.cards) for group in board.groups[seat])
        elif board.active[seat]:
            counts = tuple(size for size, _ in self.pod_art.book.slots(board.active[seat]))
        else:
            counts = ()
        return self.places.spots(counts, seat, self.bottom, self.pods, board.players)

    def group_captions(self, seat: int) -> list[str]:
        board = self.board
        if board.groups[seat]:
            return [group.caption for group in board.groups[seat]]
        slots = self.pod_art.book.slots(board.active[seat]) if board.active[seat] else ()
        if seat != self.bottom:
            return [words for _, words in slots]
        return [f"Group {index + 1}: {words}" for index, (_, words) in enumerate(slots)]

    def _placement(self, seat: int) -> tuple[list[GroupView], list[GroupSpot]]:
        groups = self.board.groups[seat]
        return groups, (self.group_spots(seat) if groups else [])

    # --- keeping the picture in step with the engine -----------------------------------------
    def on_events(self, events: list[Event]) -> None:
        last = game_over_hand(events)
        if last is not None:
            self.moves.final_hand = last
        self.player.play(events)

    def resync(self, force: bool = False) -> None:
        """Idle: read the board again from the view, and fix any sprite that disagrees."""
        key = (self.actions_taken, self.viewer, self.bottom, id(self.state))
        if key == self._synced and not force:
            return
        self._synced = key
        if force:
            self._view_key = None
        view = self.view()
        face_up = self.viewer is not None and self.viewer == self.bottom and view.seat == self.bottom
        self.board = Board.from_view(rummy_view(view, self.rules.content.ctx.colours))
        self.saves = SavePiles.from_view(view, face_up)
        hand = list(view.hand) if face_up else []
        held = self.held
        if face_up != held.face_up or sorted(hand) != sorted(held.cards) or \
                (not face_up and len(self.hand.sprites) != self.board.hand_counts[self.bottom]):
            turned = face_up and not held.face_up
            held.show(hand, face_up)
            self.lay_hand()
            if turned:   # the hand was hidden (hot-seat): turn it over for its owner
                for index, sprite in enumerate(self.hand.sprites):
                    sprite.flip = 0.0
                    sprite.flip_to(True, 0.3, delay=0.03 * index)
        self.mats.keep_only({card for groups in self.board.groups for group in groups for card in group.cards})
        for seat in range(self.board.players):
            self.mats.lay(seat)
        self.controls.refresh()

    def lay_hand(self, origin: tuple[int, int] | None = None) -> None:
        """The bottom seat's hand, sorted: faces for its owner, backs for everyone else."""
        self.held.lay(sort_key(self.rules.content, self.by_colour), self.board.hand_counts[self.bottom], origin)

    def on_viewer_changed(self) -> None:
        if self.viewer is not None and self.viewer != self.bottom:
            self.bottom = self.viewer
            self.pods = pod_rects(self.config.players, self.bottom, POD_TOP, POD_BOTTOM)
            self.places.forget()
        self.hand.clear_selection()
        self.zone, self.actions.focus = "hand", 0
        self.resync(force=True)

    def update(self, dt: float) -> None:
        super().update(dt)
        self.player.update(dt)
        self.fx.update(dt * self.anim.speed)
        on_top = self.app.stack.top is self
        if self.summary_ready is not None and on_top:
            result, self.summary_ready = self.summary_ready, None
            self.app.stack.push(HandSummaryScene(self.app, self, result, self.seats, self.faces, WORDS,
                                                 self.summary_closed))
            return
        if not self.animating():
            self.resync()
            if on_top and self.ready() and self.view().stage == "choose":
                self.app.stack.push(PhaseChoiceScene(self.app, self))
        acting = self.ready()
        if acting != self.was_ready:   # the animation caught up with the human's turn (or left it)
            self.was_ready = acting
            self.controls.refresh()
        self.hand.active = acting and self.zone == "hand"
        self.hand.refresh_highlights((lambda tag: tag in self.controls.hittable) if acting else None)

    def summary_closed(self) -> None:
        self.awaiting_summary = False
        self.player.resume()

    def advance(self, actions: int) -> None:
        """Shots and benches: play at once, no overlays, then settle every sprite."""
        with self.player.rushed():
            super().advance(actions)
        self.awaiting_summary, self.summary_ready = False, None
        self.fx.clear()
        self.resync(force=True)

    # --- acting ----------------------------------------------------------------------------------
    def commit(self, action: Action) -> bool:
        if not self.ready():
            return False
        if self.play(action):
            self.app.sound.play("confirm")
            self.hand.clear_selection()
            self.zone = "hand"
            self.controls.refresh()
            return True
        return False

    def toast(self, text: str, colour: tuple = theme.BAD) -> None:
        super().toast(text[:1].upper() + text[1:], colour)

    def toggle_sort(self) -> None:
        self.by_colour = not self.by_colour
        self.lay_hand()
        self.app.sound.play("select")
        self.controls.refresh()

    def open_phase_choice(self) -> None:
        if self.ready() and self.view().stage == "choose":
            self.app.stack.push(PhaseChoiceScene(self.app, self))

    def open_lay_down(self) -> None:
        view, legal = self.view(), self.rules.legal_actions(self.state)
        rules = Phase10LayDown(self.rules.content, view, legal, lambda a: self.rules.why_illegal(self.state, a))
        order = sort_key(self.rules.content, self.by_colour)
        self.app.stack.push(LayDownScene(self.app, self, rules, sorted(view.hand, key=order), self.faces, order,
                                         self.controls.selected()))

    def can_lay_down(self) -> bool:
        return self.ready() and self.view().stage == "play"

    def lay_down(self, groups: Grouping) -> None:
        self.commit(LayDown(groups))

    def pick_skip_target(self, card: str, targets: list[int]) -> None:
        view = self.view()
        lines = [f"{self.seats[seat].name}: {len(view.completed[seat])}/10 phases, {view.scores[seat]} points"
                 for seat in targets]
        self.app.stack.push(SkipTargetScene(self.app, targets, lines, lambda seat: self.commit(Discard(card, seat))))

    # --- input: the kit's zones, with Phase 10's keys and targets first ---------------------------
    def handle(self, event: InputEvent) -> None:
        if self.zone == "targets" and event.intent is Intent.BACK:
            self.zone = "actions"
            return
        super().handle(event)

    def handle_table(self, event: InputEvent) -> None:
        if self.controls.handle_table(event):
            return
        super().handle_table(event)
        self.controls.after_kit()

    def handle_extra(self, event: InputEvent) -> None:
        self.controls.handle_click(event)

    def selection_changed(self) -> None:
        self.app.sound.play("select")
        self.controls.refresh()

    # --- drawing -----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        key = self._static_key()
        if key != self._static_for or self._static is None:
            self._static_for = key
            self._static = self._paint_static(surface.get_size())
        surface.blit(self._static, (0, 0))
        self.anim.draw(surface, self.app.cards)
        controls = self.controls
        for index, target in enumerate(controls.targets):
            focused = self.zone == "targets" and index == controls.target_focus
            if target.kind in ("group", "save"):
                self.mat_art.lit(surface, target.rect, focused, target.end, chip=target.kind == "group")
            elif focused:
                self.mat_art.lit(surface, target.rect, True)
        self.art.status_line(surface, *controls.status())
        self.draw_actions(surface)
        self.fx.draw(surface, self.app.text)
        self.draw_menu_button(surface)
        self.draw_toast(surface)

    def _lit_piles(self) -> list[str]:
        return [t.kind for t in self.controls.targets if t.kind in ("draw", "discard")]

    def _static_key(self) -> tuple:
        """Everything the table's still picture depends on (cheap to build each frame)."""
        return (self.board.key(), tuple(self.saves.counts), tuple(self.saves.own), self.bottom, self.held.face_up,
                tuple(self._lit_piles()), self.app.settings.colour_blind)

    def _paint_static(self, size: tuple[int, int]) -> pygame.Surface:
        """Felt, pods, panels, mats, score sheet and piles: repainted only when they change."""
        layer = self._static if self._static is not None and self._static.get_size() == size else \
            pygame.Surface(size)
        if pygame.display.get_surface() is not None and layer is not self._static:
            layer = layer.convert()
        layer.blit(self.felt(), (0, 0))
        board, saves = self.board, self.saves
        for seat, rect in self.pods.items():
            self.art.pod(layer, seat, rect, board, saves)
            ghost = not board.laid[seat]
            self.mat_art.mats(layer, self.group_spots(seat), ghost=ghost,
                              ghost_words=self.group_captions(seat) if ghost else ())
        self._draw_own_band(layer)
        self.art.own_panel(layer, self.bottom, board, saves, self.held.face_up)
        self.art.score_sheet(layer, board)
        self.pod_art.piles(layer, board, self._lit_piles())
        return layer

    def _draw_own_band(self, surface: pygame.Surface) -> None:
        board, seat = self.board, self.bottom
        spots = self.group_spots(seat)
        if not spots:
            if board.stage in ("choose", "deal"):
                self.app.text.blit(surface, "Choosing phases...", theme.BODY_SIZE, theme.INK_DIM, OWN_BAND.center,
                                   "center", "bold")
            return
        self.mat_art.mats(surface, spots, self.group_captions(seat), ghost=not board.laid[seat])

    def draw_actions(self, surface: pygame.Surface) -> None:
        if self.ready() and self.app.stack.top is self:
            super().draw_actions(surface)

    # --- end of game -------------------------------------------------------------------------
    def standings(self) -> tuple[list[str], list[list]]:
        return final_standings(self.view(), self.seats)
