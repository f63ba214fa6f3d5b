"""The Final Nine table: the hole is the main view, centred, with the table's parts around it.

The current hole is drawn as its tiles with the players' markers; the choice in focus shows
its flight as a dotted path to a target ring, as the engine previews it (:mod:`.aim`), and a
throw, once made, flies as a pymunk disc (:mod:`.course`) before the marker walks its path.
Left of the hole: its name and par, the scorecard and the throw's cards; right of it: the
piles, the status and the engine's legal actions as named buttons; the viewer's hand runs
along the bottom (where things sit: :mod:`.layout`). The table owns its parts, each separable:
the hand strip and the action bar (:mod:`.bar`), the event player with markers and throw cards
(:mod:`.moves`), the drawing of the hole (:mod:`.draw`) and of the panels (:mod:`.panels`); the
scorecard overlay is :mod:`.scorecard`, the shot ids :mod:`.shots`.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.games.final_nine.actions import ApplyDrawn, ChooseThrow
from game.games.final_nine.geometry import DIRECTIONS, in_putter_range
from game.games.final_nine.preview import aim_preview, holing_throws
from game.ui.stage.input import InputEvent, Intent
from game.ui.stage.widgets import focus_ring
from game.ui.tables.common.table import ViewTable
from game.ui.tables.final_nine import guide_parts as parts
from game.ui.tables.final_nine.aim import preview_of
from game.ui.tables.final_nine.bar import FinalNineBar, FinalNineHand
from game.ui.tables.final_nine.course import CourseView
from game.ui.tables.final_nine.draw import Drawing
from game.ui.tables.final_nine.hole import SURFACE_NAMES
from game.ui.tables.final_nine.layout import (
    MAP_CHIP,
    STATUS_PANEL,
    ThrowArea,
)
from game.ui.tables.final_nine.moves import Moves
from game.ui.tables.final_nine.panels import Panels
from game.ui.tables.final_nine.scorecard import ScorecardScene, standings_rows
from game.ui.tables.final_nine.shown import Shown, off_point
from game.ui.tables.final_nine.text import ARROWS, card_face, card_of, current_flight

GLOW = (110, 220, 140)
PHASE_PAUSE = {"select": 1.0, "skill": 0.45, "battle": 0.6, "trade": 0.6, "luck": 0.4}
DOING = {"select": "choosing a disc", "skill": "adding Skills", "luck": "reading the landing",
         "trade": "weighing a trade", "battle": "choosing a Battle card"}


class FinalNineTable(ViewTable):
    scene_id = "final_nine_table"
    back_deck = "final_nine_disc"
    menu_button_rect = pygame.Rect(40, 1016, 56, 56)    # bottom left, clear of the hand
    assist_origin, assist_step = (108, 1016), (68, 0)    # Hint and Undo beside it
    hint_banner = (STATUS_PANEL.centerx, STATUS_PANEL.centery, STATUS_PANEL.width)   # over the status panel

    def __init__(self, *args: Any, **kwargs: Any):
        super().__init__(*args, **kwargs)
        self.throw_area = ThrowArea.for_players(len(self.seats))
        self.hand = FinalNineHand(self.anim, self.back_deck)
        self.choices = FinalNineBar(self)
        self.bar = self.choices.bar
        self.moves = Moves(self)
        self.course = CourseView(self.anim, self.app.sound, self.rules.content.holes)
        self.drawing = Drawing(self)
        self.panels = Panels(self)
        self.bottom = self.viewer if self.viewer is not None else (self.humans[0] if self.humans else 0)
        view = self.view()
        self.level = view.level
        self.shown = Shown.from_view(view)
        self.previews: dict = {}
        self.opened = False
        self.preview_direction = "N"

    # --- who sees what and small look-ups -------------------------------------------------------
    @property
    def face_up(self) -> bool:
        return self.viewer is not None and self.viewer == self.bottom

    def card_name(self, card: int) -> str:
        return self.rules.content.cards[card].name

    def hole_par(self, number: int | None = None) -> int:
        """The par of the hole on screen (or hole ``number``) at this round's level."""
        return self.rules.hole(self.shown.hole if number is None else number).par_for(self.level)

    def surface_at(self, cell: int) -> str:
        return self.rules.hole(self.shown.hole).letter(cell) if cell >= 0 else ""

    def selected_card(self) -> int | None:
        chosen = [tag for tag in self.hand.selected if isinstance(tag, int)]
        return chosen[0] if chosen else None

    def show_putter_range(self, basket: int) -> bool:
        seat = self.shown.thrower
        if seat < len(self.shown.status) and self.shown.status[seat] == 0 \
                and in_putter_range(self.shown.lie[seat], basket):
            return True
        card = self.selected_card()
        return card is not None and self.rules.content.is_disc(card) and \
            self.rules.content.cards[card].is_putter

    # --- syncing with the engine -------------------------------------------------------------
    def enter(self) -> None:
        if self.opened:
            return
        self.opened = True
        self.resync()
        if self.fresh:     # the opening deal and first tee, animated from their events
            for sprite in self.hand.sprites:
                self.anim.remove(sprite)
            self.hand.sprites = []
            self.shown.hand_counts = [0] * len(self.seats)
            self.stale = True
            self.moves.player.play(self.rules.opening_events(self.state))

    def resync(self) -> None:
        """Nothing is moving: show exactly what the view says."""
        self.stale = False
        view = self.view()
        old = self.shown
        self.shown = Shown.from_view(view)
        if old.hole == self.shown.hole:
            self.shown.trail, self.shown.trail_off = old.trail, old.trail_off
        flight = current_flight(self.rules, view)
        if flight is not None:
            self.moves.flight_direction = DIRECTIONS[view.direction]
            self.shown.path = flight.path
            self.shown.path_off = off_point(list(flight.path), DIRECTIONS[view.direction], flight.landing)
        self.moves.sync_throw_sprites(view)
        self.moves.place_markers()
        self.layout_hand()
        self.choices.key = None

    def hand_cards(self) -> list[tuple[Any, Any]]:
        if self.face_up:
            return [(card, card_face(self.rules.content, card)) for card in self.view().hand]
        return [(("back", n), None) for n in range(self.shown.hand_counts[self.bottom])]

    def layout_hand(self, origin: tuple | None = None) -> None:
        self.hand.set_cards(self.hand_cards(), origin=origin, face_up=self.face_up)

    def before_events(self) -> None:
        self.hand.clear_selection()
        self.choices.page = 0


    def on_viewer_changed(self) -> None:
        if self.viewer is not None:
            self.bottom = self.viewer
        self.hand.clear_selection()
        self.mark_stale()

    def update(self, dt: float) -> None:
        super().update(dt)
        self.course.update(dt)
        self.choices.refresh()
        self.refresh_glow()

    def refresh_glow(self) -> None:
        """Cards that can do something in this step glow (not while choosing: any card may be redrawn)."""
        usable: set = set()
        if self.human_to_act() and not self.animating() and self.view().phase != "select":
            usable = {card_of(a) for a in self.legal()}
        for sprite in self.hand.sprites:
            sprite.highlight = GLOW if sprite.tag in usable else None

    def advance(self, actions: int) -> None:
        """Shots and benches: play moves at once, then show the table settled."""
        instant = self.anim.instant
        with self.moves.player.rushed():
            super().advance(actions)
            self.moves.tidy()
            self.resync()
            self.anim.instant = True
            self.anim.update(0.0)           # land the re-laid hand now, so the bar is ready
        self.moves.banners, self.moves.turned, self.moves.summary = [], None, None
        self.anim.instant = instant

    def _step_ai(self, seat: int, dt: float) -> None:
        """Small steps (a Skill, the landing) follow each other faster than choosing a disc."""
        fresh = self._pending is None
        super()._step_ai(seat, dt)
        if fresh and self._pending is not None:
            self._ai_wait *= PHASE_PAUSE.get(self.view().phase, 1.0)

    def hint_targets(self, action: Any) -> list[pygame.Rect]:
        return parts.hint_targets(self, action)

    def previewed_entry(self) -> Any:
        """The choice the preview is for: the focused button, or (the hand in focus) the first
        button, which is the selected card's own play (or a disc's first throw)."""
        if not self.human_to_act() or self.animating():
            return None
        entry = self.choices.focused_entry()
        if entry is None and self.bar.buttons:
            entry = self.bar.buttons[0].offer.data
        if entry is None or entry.kind != "play" or entry.action is None or not entry.legal:
            return None    # an illegal choice shows its reason, never a flight
        return entry

    def preview(self) -> Any:
        """The engine's preview of the choice in focus (:func:`.aim.preview_of`), or None."""
        entry = self.previewed_entry()
        if entry is None:
            return None
        key = ("preview", self.actions_taken, entry.action)
        if key not in self.previews:
            if len(self.previews) > 300:
                self.previews.clear()
            self.previews[key] = preview_of(self.rules, self.view(), entry.action)
        flight = self.previews[key]
        if flight is not None:
            self.preview_direction = flight.direction
        return flight

    # --- input ------------------------------------------------------------------------------------
    def selection_changed(self) -> None:
        self.app.sound.play("select")
        self.choices.page = 0

    def handle_table(self, event: InputEvent) -> None:
        intent, choices = event.intent, self.choices
        if self.course.showing_map:
            if self.course.tour is None and intent is not Intent.POINT:
                self.course.close_map()             # the map opened on demand: any key closes it
            return
        on_chip = intent is Intent.CLICK and event.pos is not None and MAP_CHIP.collidepoint(event.pos)
        if (intent is Intent.ACTION_Y or on_chip) and self.human_to_act() and not self.animating():
            self.course.show_map(self.shown.hole)       # C, the pad's Y or a click on "Map"
            return
        if self.moves.summary is not None and intent in (Intent.CONFIRM, Intent.CLICK):
            self.moves.summary[0].finish()
            return
        if not self.human_to_act() or self.animating():
            return
        if intent in (Intent.PAGE_NEXT, Intent.PAGE_PREV):
            choices.turn_page(1 if intent is Intent.PAGE_NEXT else -1)
        elif intent in (Intent.POINT, Intent.CLICK):
            if self.bar.handle(event):
                self.zone = "actions"
            elif self.hand.handle(event):
                self.zone = "hand"
                if intent is Intent.CLICK:
                    self.selection_changed()
        elif intent is Intent.ACTION_X:
            self.hand.clear_selection()
            self.selection_changed()
        elif self.zone == "hand":
            if intent is Intent.UP and self.bar.buttons:
                self.zone = "actions"
            elif self.hand.handle(event) and intent is Intent.CONFIRM:
                self.selection_changed()
        elif intent in (Intent.UP, Intent.DOWN):
            choices.move_row(-1 if intent is Intent.UP else 1)
        elif intent in (Intent.LEFT, Intent.RIGHT) and self.bar.buttons:
            step = -1 if intent is Intent.LEFT else 1
            self.bar.focus = (self.bar.focus + step) % len(self.bar.buttons)
        elif intent is Intent.CONFIRM:
            self.bar.handle(event)
        self.hand.active = self.zone == "hand"

    # --- words ------------------------------------------------------------------------------------
    def throw_title(self) -> str:
        shown = self.shown
        name = self.seats[shown.thrower].name
        disc = next((s.tag[0] for s in self.moves.throw_sprites if s.tag[1] == "Disc"), None)
        if disc is not None and shown.path:
            end = shown.path[-1]
            where = "off the card" if shown.path_off else \
                "the basket" if end == self.rules.hole(shown.hole).basket else \
                f"the {SURFACE_NAMES[self.surface_at(end)]}"
            return f"{name}: {self.card_name(disc)} {ARROWS[self.moves.flight_direction]} to {where}"
        if disc is not None:
            return f"{name} throws {self.card_name(disc)}"
        if shown.status[shown.thrower] != 0:
            return "Hole complete" if all(s != 0 for s in shown.status) else f"{name} is done on this hole"
        lie = SURFACE_NAMES.get(self.surface_at(shown.lie[shown.thrower]), "grass")
        return f"{name} to throw from the {lie}"

    def status_message(self) -> str:
        seat = self.current
        if seat is None:
            return "The round is over"
        view = self.view()
        name = self.seats[seat].name
        if self.animating():
            return f"{self.seats[self.shown.thrower].name}'s throw"
        if not self.human_to_act():
            return f"{name} is {DOING.get(view.phase, 'playing')}..."
        button = self.bar.focused
        if self.zone == "actions" and button is not None and button.offer.data.kind == "play" and not button.lit:
            return f"Not now: {button.reason}"
        card = self.selected_card()
        content = self.rules.content
        if view.phase == "select":
            return self.select_message(view, card)
        flight = self.preview()
        if flight is not None and view.phase in ("skill", "luck", "battle"):
            action = self.previewed_entry().action
            words = self.card_preview_message(view.drawn if isinstance(action, ApplyDrawn) else card_of(action), flight)
            return f"{self.battle_prompt(view)} {words}" if view.phase == "battle" else words
        if view.phase == "skill":
            return "Add Skills to the flight, then Throw!"
        if view.phase == "luck":
            verdict = ""
            if view.drawn >= 0:
                applied = view.drawn in view.hostile
                state = "cancelled" if view.drawn in view.nullified else "must apply" if applied \
                    else "turned: good throw"
                verdict = f"{self.card_name(view.drawn)} {state}. "
            held = sum(1 for c in view.hand if content.is_disc(c))
            luck = any(type(a).__name__ == "PlayLuck" for a in self.legal())
            return verdict + ("Play Luck, or land and refill" if luck else "Land and refill") + \
                f": you choose the discs ({held} held)"
        if view.phase == "trade":
            return f"{self.seats[view.thrower].name} offers {self.card_name(view.offer_disc)}: give a disc or decline"
        if view.phase == "battle":
            return self.battle_prompt(view)
        return f"{name} to play"

    def battle_prompt(self, view: Any) -> str:
        return f"Battle: add a red or grey card to {self.seats[view.thrower].name}'s throw?"

    def card_preview_message(self, card: int | None, flight: Any) -> str:
        """"Lucky Skip: flies 5, drifting 1 to the left; lands safely" (the disc is on the throw)."""
        words = flight.text
        thrown = f"{self.card_name(flight.disc)} thrown "
        if words.startswith(thrown) and ": " in words:
            words = words.split(": ", 1)[1]
        return f"{self.card_name(card)}: {words}" if card is not None and card >= 0 else words

    def select_message(self, view: Any, card: int | None) -> str:
        """Choosing a throw: what the focused throw will do (a putt: in, short or past), else
        the disc's flight, else which throws in hand would hole out from putter range."""
        content, seat = self.rules.content, view.seat
        entry = self.choices.focused_entry()
        if entry is not None and isinstance(entry.action, ChooseThrow) and entry.legal:
            return aim_preview(self.rules, view, entry.action.disc, entry.action.direction).text
        if card is not None and content.is_disc(card):
            disc = content.cards[card]
            fade = f"fades {disc.fade} to the thrower's {'left' if disc.hand == 'BH' else 'right'}" \
                if disc.fade else "no fade"
            return f"{disc.name}: flies {disc.distance}, {fade}. Pick a direction"
        if not any(content.is_disc(c) for c in view.hand):
            return "No disc in hand: give up a card for a new one (+1)"
        redraw = view.throws[seat] == 0 and view.redraws[seat] < 2
        if redraw or not in_putter_range(view.lie[seat], self.rules.hole(view.hole).basket):
            return "Your throw: pick a disc" + (", or a card to redraw" if redraw else "")
        holing = holing_throws(self.rules, view)
        if not holing:
            return "In putter range, but no disc in hand goes in as it stands: pick one to see"
        names = ", ".join(f"{self.card_name(disc)} {ARROWS[way]}" for disc, way in holing[:3])
        return f"In putter range: {names} goes in"

    # --- drawing ----------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        drawing = self.drawing
        surface.blit(self.felt(), (0, 0))
        if self.course.showing_map:
            self.course.draw_map(surface, self.level, self.app.text)
            drawing.draw_banners(surface)
            return
        drawing.draw_hole(surface, self.preview())
        self.panels.draw_scorecard(surface)
        self.panels.draw_throw_panel(surface, drawing.legend)
        self.panels.draw_piles(surface)
        self.panels.draw_status(surface, self.status_message())
        self.anim.draw(surface, self.app.cards)
        drawing.draw_cancel_marks(surface)
        if self.human_to_act() and not self.animating():
            if self.zone == "hand" and self.hand.sprites:
                sprite = self.hand.sprites[min(self.hand.focus, len(self.hand.sprites) - 1)]
                focus_ring(surface, sprite.rect, 14)
            self.bar.draw(surface, self.app.text, self.zone == "actions")
        drawing.draw_banners(surface)
        drawing.draw_summary(surface)
        self.draw_menu_button(surface)
        self.draw_toast(surface)

    # --- end of the round ---------------------------------------------------------------------------
    guide_spots = parts.GUIDE_SPOTS

    def target_rect(self, name: str) -> pygame.Rect | None:
        return parts.target_rect(self, name)

    def standings(self) -> tuple[list[str], list[list]]:
        return ["Player", "Strokes", "vs Par", "Holes", "Result"], standings_rows(self)

    def on_game_over(self) -> None:
        self.app.stack.push(ScorecardScene(self.app, self))


TABLE = FinalNineTable
