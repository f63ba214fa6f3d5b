"""The rummy card table: what every rummy game's table does, whatever its requirements are called.

:class:`RummyTable` is the kit's :class:`~game.ui.tables.common.table.CardTable` with the rummy
parts as owned fields - the board as animated (``board``), the bottom seat's hand (``held``),
the cards on the mats (``mats``), pods, mats and pile painters, effects, the event player - and
the loop around them: read the game's view through its adapter when idle, animate events
through the game's event table, draw a still picture of the board that is repainted only when
it changes, hand the lay-down dialog, the skip picker and the hand summary their answers.

A game's table subclasses it and gives what only it knows: in its class line its
:class:`RummyLayout`, :class:`~game.ui.tables.rummy.view.RummyWords`, controls (bar and input),
event table, card faces and hand order; as typed hooks (no ``Any``) its requirements, view
adapter and lay-down rules; optionally its own pieces around the pods and panels
(``read_extras``, ``paint_pod``, ``paint_panels``).
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Sequence
from typing import Any, Generic, TypeVar

import pygame

from game.core.engine import Event
from game.ui.draw import theme
from game.ui.draw.cards import CardFace
from game.ui.stage.input import InputEvent, Intent
from game.ui.tables.common.action_bar import ActionBar, BarButton
from game.ui.tables.common.effects import Effects
from game.ui.tables.common.player import EventPlayer
from game.ui.tables.common.table import CardTable
from game.ui.tables.rummy.controls import RummyControls, rummy_bar
from game.ui.tables.rummy.hand import RummyHand
from game.ui.tables.rummy.lay_down import LayDownRules, LayDownScene
from game.ui.tables.rummy.layout import GroupPlaces, GroupSpot, RummyLayout, hand_slots, pod_rects
from game.ui.tables.rummy.mats import GroupSprites, MatArt
from game.ui.tables.rummy.moves import BANNER_CENTRE, EventTable
from game.ui.tables.rummy.pods import PodArt, prompt_line
from game.ui.tables.rummy.skip import SkipTargetScene
from game.ui.tables.rummy.summary import HandResult, HandSummaryScene
from game.ui.tables.rummy.view import Board, GroupView, Requirements, RummyView, RummyWords

V = TypeVar("V")     # the game's engine view


class RummyTable(CardTable, ABC, Generic[V]):
    """A rummy game's table names its parts in its class line (a guided table inherits them): ``class
    XTable(RummyTable[XView], scene_id=, layout=, words=, controls=, moves=, faces=, order=)``."""

    layout: RummyLayout
    words: RummyWords
    controls_class: Callable[[Any], RummyControls]     # the game's controls, built with the table
    moves_class: Callable[[Any], EventTable]           # the game's event table, built with the table
    faces_of: Callable[[Any], dict[str, CardFace]]     # the game's content -> its card faces
    order_of: Callable[[Any, bool], Callable[[str], tuple]]   # content, by colour -> the hand's order

    def __init_subclass__(cls, *, scene_id: str | None = None, layout: RummyLayout | None = None,
                          words: RummyWords | None = None, controls: Callable | None = None, moves: Callable | None = None,
                          faces: Callable | None = None, order: Callable | None = None, **kwargs: Any):
        super().__init_subclass__(**kwargs)
        for name, value in (("scene_id", scene_id), ("layout", layout), ("words", words), ("controls_class", controls),
                            ("moves_class", moves), ("faces_of", faces and staticmethod(faces)),
                            ("order_of", order and staticmethod(order))):
            if value is not None:
                setattr(cls, name, value)

    def __init__(self, *args: Any, **kwargs: Any):
        super().__init__(*args, **kwargs)
        app, layout = self.app, self.layout
        self.faces = self.faces_of(self.rules.content)
        self.bottom = self.viewer if self.viewer is not None else (self.humans[0] if self.humans else 0)
        self.pods = pod_rects(self.config.players, self.bottom, layout.pod_top, layout.pod_bottom)
        self.held = RummyHand(self.hand, self.faces, self.hand_slots)
        self.mats = GroupSprites(self.anim, self.faces, layout.deck, self._placement, layout.fly)
        self.places = GroupPlaces(layout.own_band, layout.own_card, layout.caption, layout.pod_cards, app.text)
        self.pod_art = PodArt(app, self.seats, self.seat_label, self.requirements(), self.words, self.faces,
                              layout.deck, layout.piles, layout.sizes)
        self.mat_art = MatArt(app.text, app.cards)
        self.fx = Effects(self.anim, banner_centre=BANNER_CENTRE)
        self.moves = self.moves_class(self)
        self.player = EventPlayer(self.anim, self.moves.cues(), ignored=self.moves.ignored, name=f"{self.spec.title} table")
        self.controls = self.controls_class(self)
        self.bar = self.make_bar(self.controls.pressed)
        self.by_colour = False
        self.awaiting_summary = False
        self.summary_ready: HandResult | None = None
        self.was_ready = False
        self._synced: tuple | None = None
        self._view_key: tuple | None = None
        self._views: tuple[V, RummyView] | None = None
        self._static: pygame.Surface | None = None
        self._static_for: tuple = ()
        self.board = Board.from_view(self.table_view())
        self.read_extras(self.view(), False)
        if self.fresh:   # the opening deal is animated from its events, like any move
            self.play_opening()
        else:
            self.resync()

    @property
    def back_deck(self) -> str:     # the hand's backs: the layout's deck
        return self.layout.deck

    # --- what the game provides -----------------------------------------------------------------
    @abstractmethod
    def requirements(self) -> Requirements: ...

    @abstractmethod
    def adapt(self, view: V) -> RummyView:
        """The game's engine view (``rules.view``) as the rummy view."""

    def make_bar(self, pressed: Callable[[BarButton], None]) -> ActionBar:
        """The action bar (its layout and look), pressing into ``pressed``."""
        return rummy_bar(pressed)

    def sort_order(self) -> Callable[[str], tuple]:
        """How the hand is sorted (``self.by_colour`` toggles the game's two orders)."""
        return self.order_of(self.rules.content, self.by_colour)

    @abstractmethod
    def lay_down_rules(self) -> LayDownRules: ...

    def lay_down(self, groups: tuple[tuple[str, ...], ...]) -> None:
        """Play the engine's lay-down action for ``groups`` (the dialog checked them)."""
        self.commit(self.controls.actions.lay_down(groups))

    def read_extras(self, view: V, face_up: bool) -> None:
        """Read what only the game shows from its view (called with the board's)."""

    def extras_key(self) -> tuple:
        """What the game's own still pieces depend on."""
        return ()

    def paint_pod(self, layer: pygame.Surface, seat: int, rect: pygame.Rect) -> None:
        self.pod_art.pod(layer, seat, rect, self.board)

    @abstractmethod
    def paint_panels(self, layer: pygame.Surface) -> None:
        """The bottom seat's panel and anything else around the middle band."""

    def idle(self, on_top: bool) -> None:
        """The table has caught up with the engine (a game may open a choice here)."""

    def note_events(self, events: Sequence[Event]) -> None:
        """A batch of events is about to play (a game may look ahead, e.g. for the game's end)."""

    # --- the view ------------------------------------------------------------------------------
    def view(self) -> V:
        """The viewer's view (read once per move; :meth:`resync` with ``force`` reads it again)."""
        return self._read()[0]

    def table_view(self) -> RummyView:
        return self._read()[1]

    def _read(self) -> tuple[V, RummyView]:
        key = (self.actions_taken, self.viewer, id(self.state), self.current)
        if key != self._view_key or self._views is None:
            view = super().view()
            self._view_key, self._views = key, (view, self.adapt(view))
        return self._views

    def ready(self) -> bool:
        """The human's turn, and the animation has caught up with it."""
        return (self.human_to_act() and self.board.current == self.viewer and
                self.board.stage == self.table_view().stage and not self.animating())   # the dearest test last

    def animating(self) -> bool:
        return not self.player.idle or self.awaiting_summary

    def picture_state(self) -> tuple | None:
        """Still (an overlay may reuse the picture) while nothing plays and no effect shows."""
        if not self.player.idle or self.fx.banner is not None or self.fx.floaters:
            return None
        controls = self.controls
        return (self._static_key(), controls.target_focus, len(controls.targets), self.awaiting_summary, self.ready())

    # --- places --------------------------------------------------------------------------------
    def hand_slots(self, count: int) -> list[tuple[int, int]]:
        return hand_slots(count, self.layout.hand_y, self.layout.hand_width)

    def seat_spot(self, seat: int) -> tuple[int, int]:
        rect = self.pods.get(seat) if seat != self.bottom else None
        return (rect.right - 86, rect.top + 40) if rect is not None else (960, self.layout.hand_y)

    def group_spots(self, seat: int) -> list[GroupSpot]:
        """Where ``seat``'s groups sit: laid groups, or the empty slots of the requirement it attempts."""
        board = self.board
        return self.places.spots(board.mat_sizes(seat, self.pod_art.book), seat, self.bottom, self.pods, board.players)

    def group_captions(self, seat: int) -> list[str]:
        return self.board.mat_captions(seat, self.pod_art.book, self.bottom)

    def _placement(self, seat: int) -> tuple[list[GroupView], list[GroupSpot]]:
        groups = self.board.groups[seat]
        return groups, (self.group_spots(seat) if groups else [])

    # --- keeping the picture in step with the engine -----------------------------------------
    def on_events(self, events: list[Event]) -> None:
        self.note_events(events)
        self.player.play(events)

    def resync(self, force: bool = False) -> None:
        """Idle: read the board again from the view, and fix any sprite that disagrees."""
        key = (self.actions_taken, self.viewer, self.bottom, id(self.state))
        if key == self._synced and not force:
            return
        self._synced = key
        if force:
            self._view_key = None
        view, table_view = self._read()
        face_up = self.viewer is not None and self.viewer == self.bottom and table_view.seat == self.bottom
        self.board = Board.from_view(table_view)
        self.read_extras(view, face_up)
        hand = list(table_view.hand) if face_up else []
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
        self.held.lay(self.sort_order(), self.board.hand_counts[self.bottom], origin)

    def on_viewer_changed(self) -> None:
        if self.viewer is not None and self.viewer != self.bottom:
            self.bottom = self.viewer
            self.pods = pod_rects(self.config.players, self.bottom, self.layout.pod_top, self.layout.pod_bottom)
            self.places.forget()
        self.hand.clear_selection()
        self.zone, self.actions.focus = "hand", 0
        self.resync(force=True)

    def update(self, dt: float) -> None:
        super().update(dt)
        self.player.update(dt)
        self.fx.update()
        on_top = self.in_front
        if self.summary_ready is not None and on_top:
            result, self.summary_ready = self.summary_ready, None
            self.app.stack.push(HandSummaryScene(self.app, self, result, self.seats, self.faces, self.words,
                                                 self.summary_closed))
            return
        if not self.animating():
            self.resync()
            self.idle(on_top)
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
    def commit(self, action: object) -> bool:
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

    def open_lay_down(self) -> None:
        order = self.sort_order()
        self.app.stack.push(LayDownScene(self.app, self, self.lay_down_rules(), sorted(self.table_view().hand, key=order),
                                         self.faces, order, self.controls.selected()))

    def can_lay_down(self) -> bool:
        return self.ready() and self.table_view().stage == "play"

    def pick_skip_target(self, targets: Sequence[int], lines: Sequence[str], play: Callable[[int], object]) -> None:
        self.app.stack.push(SkipTargetScene(self.app, targets, lines, lambda seat: self.commit(play(seat))))

    # --- input: the kit's zones, with the game's keys and targets first ---------------------------
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

    def hint_targets(self, action: Any) -> list[pygame.Rect]:
        """A hinted draw lights its pile; a hinted hit the group it goes on (hint, tables/common/assist)."""
        rects = [target.rect for target in self.controls.targets if target.action == action]
        seat, group = getattr(action, "seat", None), getattr(action, "group", None)
        if not rects and type(action).__name__ == "Hit" and seat is not None and group is not None:
            spots = self.group_spots(seat)
            rects = [spots[group].mat] if group < len(spots) else []
        return rects

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
        self.status_line(surface, *controls.status())
        self.draw_actions(surface)
        self.fx.draw(surface, self.app.text, self.app.cards)
        self.draw_menu_button(surface)
        self.draw_toast(surface)

    def _lit_piles(self) -> list[str]:
        return [t.kind for t in self.controls.targets if t.kind in ("draw", "discard")]

    def _static_key(self) -> tuple:
        """Everything the table's still picture depends on (cheap to build each frame)."""
        return (self.board.key(), self.extras_key(), self.bottom, self.held.face_up, tuple(self._lit_piles()),
                self.app.settings.colour_blind)

    def _paint_static(self, size: tuple[int, int]) -> pygame.Surface:
        """Felt, pods, panels, mats and piles: repainted only when they change."""
        layer = self._static if self._static is not None and self._static.get_size() == size else \
            pygame.Surface(size)
        if pygame.display.get_surface() is not None and layer is not self._static:
            layer = layer.convert()
        layer.blit(self.felt(), (0, 0))
        self.mat_art.forget_captions()
        board = self.board
        for seat, rect in self.pods.items():
            self.paint_pod(layer, seat, rect)
            ghost = not board.laid[seat]
            self.mat_art.mats(layer, self.group_spots(seat), ghost=ghost,
                              ghost_words=self.group_captions(seat) if ghost else ())
        self._draw_own_band(layer)
        self.paint_panels(layer)
        self.pod_art.piles(layer, board, self._lit_piles())
        return layer

    def _draw_own_band(self, surface: pygame.Surface) -> None:
        board, seat = self.board, self.bottom
        spots = self.group_spots(seat)
        if not spots:
            if board.stage in ("choose", "deal"):
                self.app.text.blit(surface, f"Choosing {self.words.plural}...", theme.BODY_SIZE, theme.INK_DIM,
                                   self.layout.own_band.center, "center", "bold")
            return
        self.mat_art.mats(surface, spots, self.group_captions(seat), ghost=not board.laid[seat])

    def status_line(self, surface: pygame.Surface, message: str, colour: tuple) -> None:
        prompt_line(surface, self.app.text, message, colour, self.layout.status_y, self.layout.status_width)

    def draw_actions(self, surface: pygame.Surface) -> None:
        if self.ready() and self.app.stack.top is self:
            super().draw_actions(surface)
