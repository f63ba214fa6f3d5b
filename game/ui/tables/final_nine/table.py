"""The Final Nine table: the hole card large on the left, markers walking the flight paths.

The current hole is drawn as its grid of surfaces with the players' markers; a throw's flight
shows as a dotted path to its target grid and, once it lands, the marker travels along it
(a tween over the engine's list of grids, no physics). On the right: the scorecard, the
throw's cards and the piles, the status line, the engine's legal actions as named buttons
and the viewer's hand. The table owns its parts, each separable: the hand strip and the
action bar (:mod:`.bar`), the event player with markers and throw cards (:mod:`.moves`) and
the drawing (:mod:`.draw`, :mod:`.hole`); the scorecard overlay is :mod:`.scorecard`.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.games.final_nine.actions import ChooseThrow
from game.games.final_nine.geometry import DIRECTIONS, distance2, in_putter_range
from game.games.final_nine.preview import aim_preview, holing_throws
from game.ui import theme
from game.ui.input import InputEvent, Intent
from game.ui.shots import at_the_end, table_builder
from game.ui.tables.common.table import ViewTable
from game.ui.tables.final_nine.bar import FinalNineBar, FinalNineHand
from game.ui.tables.final_nine.course import CourseView
from game.ui.tables.final_nine.draw import Drawing
from game.ui.tables.final_nine.hole import SURFACE_NAMES
from game.ui.tables.final_nine.layout import MAP_CHIP, RIGHT_WIDTH, STATUS_Y
from game.ui.tables.final_nine.moves import Moves
from game.ui.tables.final_nine.scorecard import ScorecardScene, standings_rows
from game.ui.tables.final_nine.shown import Shown, off_point
from game.ui.tables.final_nine.text import ARROWS, card_face, card_of, current_flight, preview_flight
from game.ui.widgets import focus_ring

GLOW = (110, 220, 140)
PHASE_PAUSE = {"select": 1.0, "skill": 0.45, "battle": 0.6, "trade": 0.6, "luck": 0.4}
DOING = {"select": "choosing a disc", "skill": "adding Skills", "luck": "reading the landing",
         "trade": "weighing a trade", "battle": "choosing a Battle card"}


class FinalNineTable(ViewTable):
    scene_id = "final_nine_table"
    back_deck = "final_nine_disc"
    menu_button_rect = pygame.Rect(40, 1016, 56, 56)    # under the hole card
    assist_origin, assist_step = (108, 1016), (68, 0)    # Hint and Undo beside it
    hint_banner = (1268, STATUS_Y, RIGHT_WIDTH - 20)     # the hint covers the status line

    def __init__(self, *args: Any, **kwargs: Any):
        super().__init__(*args, **kwargs)
        self.hand = FinalNineHand(self.anim, self.back_deck)
        self.choices = FinalNineBar(self)
        self.bar = self.choices.bar
        self.moves = Moves(self)
        self.course = CourseView(self.anim, self.app.sound, self.rules.content.holes)
        self.drawing = Drawing(self)
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
        """A hinted throw also lights its disc's pick button (the bar lists discs before directions)."""
        disc = getattr(action, "disc", None)
        return [button.rect for button in self.bar.buttons
                if disc is not None and button.offer.data is not None and button.offer.data.kind == "pick"
                and button.offer.data.card == disc]

    def preview(self) -> Any:
        """The flight the focused button would give (or the first throw of a selected disc)."""
        if not self.human_to_act() or self.animating():
            return None
        entry = self.choices.focused_entry()
        if entry is None and self.bar.buttons:
            entry = self.bar.buttons[0].offer.data
            if not isinstance(entry.action, ChooseThrow):
                return None
        if entry is None or entry.kind != "play" or entry.action is None or not entry.legal:
            return None    # an illegal choice shows its reason, never a flight
        key = ("preview", self.actions_taken, entry.action)
        if key not in self.previews:
            if len(self.previews) > 300:
                self.previews.clear()
            self.previews[key] = preview_flight(self.rules, self.view(), entry.action)
        direction = getattr(entry.action, "direction", None)
        self.preview_direction = direction or DIRECTIONS[self.view().direction]
        return self.previews.get(key)

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
            return f"Battle: add a red or grey card to {self.seats[view.thrower].name}'s throw?"
        return f"{name} to play"

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
        drawing.draw_scorecard(surface)
        drawing.draw_throw_panel(surface)
        self.draw_status(surface, self.status_message())
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

    def draw_status(self, surface: pygame.Surface, message: str) -> None:
        text, room = self.app.text, RIGHT_WIDTH - 40
        label = text.render(message, theme.BODY_SIZE, theme.INK, "bold")
        for size, style in ((theme.BODY_SIZE, "condensed"), (theme.SMALL_SIZE, "condensed")):
            if label.get_width() <= room:
                break
            label = text.render(message, size, theme.INK, style)
        if label.get_width() > room:
            label = self.drawing.fitted(message, room)
        rect = label.get_rect(center=(1268, STATUS_Y)).inflate(40, 14)
        pygame.draw.rect(surface, (0, 0, 0), rect, border_radius=14)
        surface.blit(label, label.get_rect(center=rect.center))

    # --- end of the round ---------------------------------------------------------------------------
    def standings(self) -> tuple[list[str], list[list]]:
        return ["Player", "Strokes", "vs Par", "Holes", "Result"], standings_rows(self)

    def on_game_over(self) -> None:
        self.app.stack.push(ScorecardScene(self.app, self))


def _mid_hole(app: Any, table: FinalNineTable) -> None:
    """Advance to the human's second throw or later on a hole, a disc picked, a throw in view."""
    for _ in range(400):
        view = table.view()
        if table.human_to_act() and view.phase == "select" and view.hole_index >= 2 \
                and min(view.throws) >= 1:
            break
        table.advance(1)
    view = table.view()
    basket = table.rules.hole(view.hole).basket
    throws = [a for a in table.legal() if isinstance(a, ChooseThrow)]

    def miss(action: ChooseThrow) -> tuple:
        flight = preview_flight(table.rules, view, action)
        return (flight.ob, distance2(flight.landing, basket) if flight.landing >= 0 else 99)
    if throws:       # show the throw that lands nearest the basket, previewed
        best = min(throws, key=miss)
        for sprite in table.hand.sprites:
            sprite.selected = sprite.tag == best.disc
        table.choices.refresh()
        table.zone = "actions"
        for index, button in enumerate(table.bar.buttons):
            if button.offer.action == best:
                table.bar.focus = index


def _in_flight(app: Any, table: FinalNineTable) -> None:
    """The human's best throw in the air (replayed over and over, so bench always has a flight)."""
    _mid_hole(app, table)
    entry = table.choices.focused_entry()
    table.anim.instant = False
    app.settings.animation_speed = 1.0
    if entry is None or not isinstance(entry.action, ChooseThrow) or not table.play(entry.action):
        return
    for _ in range(2000):
        if table.course.in_air:
            break
        if table.human_to_act() and not table.animating():
            legal = table.legal()
            step = next((a for a in legal if type(a).__name__ == "Throw"), None) or \
                next((a for a in legal if type(a).__name__ == "Refill"), legal[0])
            table.play(step)
        app.step(1 / 60)
    flight = table.course.flight
    if flight is not None:
        from game.cli.shots import SETTLE_SECONDS  # the shot tool plays this long before its picture
        table.course.replay = True                     # bench: a flight is always in the air
        period = flight.clock.duration
        aim = flight.path.seconds * 0.45               # the shot: the disc just past its highest
        flight.clock.elapsed = (aim - SETTLE_SECONDS) % period


def _course_map(app: Any, table: FinalNineTable) -> None:
    _mid_hole(app, table)
    table.course.show_map(table.shown.hole)


def _course_glide(app: Any, table: FinalNineTable) -> None:
    """Half way down the glide from the course onto the hole in play (held there for the shot)."""
    _mid_hole(app, table)
    table.anim.instant = False
    table.course.show_map(table.shown.hole)
    table.course.camera.glide_to(table.course.landing_view(table.shown.hole), 1e9)
    table.course.camera.update(0.55e9)
    table.course.tour = table.anim.tween(1e9, 0.0, 1.0)


TABLE = FinalNineTable
SHOTS: dict = {
    "final_nine_flight": table_builder("final_nine", 0, players=4, extra=_in_flight),
    "final_nine_course": table_builder("final_nine", 0, players=4, extra=_course_map),
    "final_nine_glide": table_builder("final_nine", 0, players=4, extra=_course_glide),
    "final_nine_table": table_builder("final_nine", 0, players=4, extra=_mid_hole),
    "final_nine_scorecard": table_builder("final_nine", 0, players=4, extra=at_the_end(ScorecardScene)),
}
