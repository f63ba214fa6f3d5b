"""Final Nine choreography: engine events become beats that fly cards and walk the markers.

The scene keeps ``shown``, the public table as it is on screen now. Each event becomes a beat;
a beat starts once the previous one's animation is over, and it changes ``shown`` when its
animation arrives (strokes rise when the marker lands, the next hole appears after the last
putt drops). With no beat left the scene re-reads its view. Flights are tweens along the
engine's list of grids (no physics): the marker travels the dotted path, then a banner says
what the landing cost.
"""

from __future__ import annotations

from collections.abc import Callable

from game.core.engine import Event
from game.games.final_nine.geometry import DIRECTIONS
from game.ui.anim import CardSprite, Tween, ease_in_out_cubic, linear
from game.ui.tables.beats import BeatQueue
from game.ui.tables.final_nine_hole import CELL, cell_centre
from game.ui.tables.final_nine_layout import (
    ACTION_DISCARD,
    ACTION_STACK,
    CARD_COL,
    DISC_DISCARD,
    DISC_STACK,
    SMALL,
    STACKS,
    score_row_y,
    throw_slot,
)
from game.ui.tables.final_nine_shown import Banner, Marker, off_point, route_of, score_name
from game.ui.tables.final_nine_text import card_face

PLAYING = 0
LOGGED = {"select", "skill", "luck", "battle", "throw_card", "land", "pickup", "offer", "trade", "decline",
          "pass", "wind", "apply_drawn", "discard", "hole"}
CAPTIONS = {"select": "Disc", "skill": "Skill", "battle": "Battle", "luck": "Luck",
            "throw_card": "Turned"}
OUTCOME_BANNERS = {
    "ob": ("Out of bounds", "+1, next throw from the last safe grid", (200, 60, 50)),
    "island": ("Missed the island", "+1, next throw from the drop zone", (200, 60, 50)),
    "mando": ("Missed the mando", "+1, throw again from the same grid", (200, 60, 50)),
    "drop_in": ("Drop-in", "+1, only a putter goes in; hole done", (190, 120, 40)),
}
class Choreography(BeatQueue):
    """Mixin for the table scene: one beat per engine event kind, played one after another."""

    def init_choreography(self) -> None:
        self._start_beats()
        self.markers: dict[int, Marker] = {}
        self.throw_sprites: list[CardSprite] = []
        self.banners: list[Banner] = []
        self.summary: tuple[Tween, list] | None = None
        self.cancelled: set[int] = set()
        self.flight_direction = "N"
        self.table_log: list[str] = []

    def _note(self, event: Event) -> None:
        """The table's own log follows the animation and skips the bookkeeping."""
        if event.kind in LOGGED and event.text:
            self.table_log.append(self.named(event.text))
            del self.table_log[:-20]

    def after_beats(self) -> None:
        for marker in self.markers.values():
            marker.update()
        self.banners = [b for b in self.banners if not b.life.fired]
        if self.summary is not None and self.summary[0].fired:
            self.summary = None

    def banner(self, title: str, subtitle: str = "", colour: tuple = (30, 110, 70),
               seconds: float = 1.3) -> None:
        self.banners = [Banner(title, subtitle, colour, self.anim.tween(seconds, 0.0, 1.0, linear))]

    # --- markers ----------------------------------------------------------------------------
    def marker_rest(self, seat: int) -> tuple[float, float]:
        """Where a marker stands: its grid's centre, spread out when grids are shared."""
        cell = self.shown.lie[seat]
        mates = [s for s in range(len(self.shown.lie)) if self.shown.lie[s] == cell
                 and self.shown.status[s] == PLAYING]
        x, y = cell_centre(cell)
        if len(mates) <= 1 or seat not in mates:
            return (x, y)
        index = mates.index(seat)
        spread = CELL * 0.22
        offsets = [(-1, -1), (1, 1), (1, -1), (-1, 1)] if len(mates) > 2 else [(-1, -1), (1, 1)]
        dx, dy = offsets[index % len(offsets)]
        return (x + dx * spread, y + dy * spread)

    def place_markers(self) -> None:
        for seat in range(len(self.shown.lie)):
            marker = self.markers.setdefault(seat, Marker(seat, self.marker_rest(seat)))
            if marker.tween is None:
                marker.pos = self.marker_rest(seat)

    def walk(self, seat: int, points: list, seconds_per_step: float = 0.16,
             on_done: Callable[[], None] | None = None) -> None:
        marker = self.markers.setdefault(seat, Marker(seat, points[0]))
        if len(points) < 2:
            marker.pos = points[-1]
            if on_done:
                self.anim.after(0.0, on_done)
            return
        marker.route = [marker.pos] + list(points[1:])
        marker.tween = self.anim.tween(0.15 + seconds_per_step * (len(points) - 1), 0.0, 1.0,
                                       ease_in_out_cubic, on_done=on_done)

    # --- cards ------------------------------------------------------------------------------
    def row_origin(self, seat: int) -> tuple[int, int]:
        return (CARD_COL[0], score_row_y(seat))

    def fly_from_hand(self, seat: int, card: int, target: tuple, caption: str) -> CardSprite:
        """A played card leaves its owner's hand (the bottom strip or a scorecard row)."""
        face = card_face(self.rules.content, card)
        deck = face.deck
        sprite = self.hand.take(card) if seat == self.bottom else None
        start = sprite.pos if sprite is not None else self.row_origin(seat)
        if sprite is not None:
            self.anim.remove(sprite)
        small = CardSprite(face=face, back_deck=deck, pos=start, size=SMALL, tag=(card, caption),
                           flip=1.0 if sprite is not None else 0.0, z=300)
        self.anim.add(small)
        if sprite is not None:     # shrinks from hand size on its way to the table
            small.scale = sprite.size[0] / SMALL[0]
            small.scale_to(1.0, 0.4)
        small.move_to(target, 0.4)
        small.flip_to(True, 0.3)
        return small

    def _throw_card(self, event: Event, caption: str) -> None:
        card = event.cards[0]
        slot = throw_slot(len(self.throw_sprites))
        if event.kind == "throw_card":
            sprite = CardSprite(face=card_face(self.rules.content, card), back_deck="final_nine_action",
                                pos=ACTION_STACK, size=SMALL, tag=(card, caption), flip=0.0, z=300)
            self.anim.add(sprite)
            sprite.move_to(slot, 0.45)
            sprite.flip_to(True, 0.35, delay=0.15,
                           on_done=lambda: self.anim.shake(sprite) if event.data.get("applied")
                           else self.anim.pulse(sprite))
            self.shown.action_top = card
        else:
            seat = event.seat if event.seat is not None else self.shown.thrower
            sprite = self.fly_from_hand(seat, card, slot, caption)
            self.shown.hand_counts[seat] = max(0, self.shown.hand_counts[seat] - 1)
        self.throw_sprites.append(sprite)

    def _beat_select(self, event: Event) -> None:
        self.clear_throw_sprites()
        self._throw_card(event, "Disc")

    def _beat_skill(self, event: Event) -> None:
        self._throw_card(event, "Skill")

    def _beat_battle(self, event: Event) -> None:
        self._throw_card(event, "Battle")
        self.banner(f"{self.seats[event.seat].name} adds a card", self.card_name(event.cards[0]),
                    (170, 50, 50), 1.0)

    def _beat_luck(self, event: Event) -> None:
        self._throw_card(event, "Luck")
        self.cancelled = set(self.view().nullified)

    def _beat_throw_card(self, event: Event) -> None:
        if event.cards:
            self._throw_card(event, "Turned")

    def _beat_apply_drawn(self, event: Event) -> None:
        for sprite in self.throw_sprites:
            if sprite.tag[0] == event.cards[0]:
                self.anim.pulse(sprite, 0.5)

    def _beat_flight(self, event: Event) -> None:
        data = event.data
        self.flight_direction = data["direction"]
        self.shown.path = tuple(data["path"])
        self.shown.path_off = off_point(data["path"], data["direction"], data["landing"])

    def _beat_discard(self, event: Event) -> None:
        card = event.cards[0]
        is_disc = self.rules.content.is_disc(card)
        target = DISC_DISCARD if is_disc else ACTION_DISCARD
        sprite = self.fly_from_hand(event.seat, card, target, "")
        self.shown.hand_counts[event.seat] = max(0, self.shown.hand_counts[event.seat] - 1)

        def arrive() -> None:
            self.anim.remove(sprite)
            if is_disc:
                self.shown.disc_top = card
            else:
                self.shown.action_top = card
        sprite.move_to(target, 0.4, on_done=arrive)

    def _beat_draw(self, event: Event) -> None:
        seat = event.seat
        self.shown.hand_counts[seat] += len(event.cards)
        origin = DISC_STACK if event.src == "stack:discs" else ACTION_STACK
        if seat == self.bottom:
            self.layout_hand(origin=STACKS)
            return
        deck = "final_nine_disc" if event.src == "stack:discs" else "final_nine_action"
        back = CardSprite(face=None, back_deck=deck, pos=origin, size=SMALL, flip=0.0, z=250)
        self.anim.add(back)
        back.move_to(self.row_origin(seat), 0.35, on_done=lambda: self.anim.remove(back))

    _beat_deal = _beat_draw

    def clear_throw_sprites(self) -> None:
        for sprite in self.throw_sprites:
            self.anim.remove(sprite)
        self.throw_sprites = []
        self.cancelled = set()

    def sweep_throw(self) -> None:
        """The throw's cards go to their discard piles."""
        for index, sprite in enumerate(self.throw_sprites):
            card = sprite.tag[0]
            is_disc = self.rules.content.is_disc(card)

            def arrive(s: CardSprite = sprite, c: int = card, disc: bool = is_disc) -> None:
                self.anim.remove(s)
                if disc:
                    self.shown.disc_top = c
                else:
                    self.shown.action_top = c
            sprite.move_to(DISC_DISCARD if is_disc else ACTION_DISCARD, 0.35, delay=0.05 * index,
                           on_done=arrive)
        self.throw_sprites = []
        self.cancelled = set()

    # --- the landing and the holes ---------------------------------------------------------------
    def _beat_land(self, event: Event) -> None:
        seat, data = event.seat, event.data
        off = off_point(data["path"], self.flight_direction, data["landing"])
        points = route_of(tuple(data["path"]), off)
        start = data["path"][0] if data["path"] else self.shown.lie[seat]

        def arrived() -> None:
            kind = data["outcome"]
            self.shown.strokes[seat] = data["strokes"]
            self.shown.lie[seat] = data["cell"]
            self.shown.trail, self.shown.trail_off = tuple(data["path"]), off
            self.shown.path, self.shown.path_off = (), None
            name = self.seats[seat].name
            if kind == "in":
                par = self.hole_par()
                self.shown.status[seat] = 1
                self.banner(f"{name} is in!", score_name(data["strokes"] - par, data["strokes"]),
                            (40, 140, 70), 1.5)
                self.anim.burst(cell_centre(data["cell"]), ["yellow", "green", "blue", "red"],
                                60 if data["strokes"] < par else 30)
                self.app.sound.play("win" if data["strokes"] < par else "confirm")
            elif kind == "drop_in":
                self.shown.status[seat] = 1
                title, sub, colour = OUTCOME_BANNERS[kind]
                self.banner(title, f"{name}: {sub}", colour, 1.5)
            elif kind in OUTCOME_BANNERS:
                title, sub, colour = OUTCOME_BANNERS[kind]
                if kind == "ob" and not data["penalty"]:
                    sub = "Green Flag, no penalty"
                self.banner(title, f"{name}: {sub}", colour, 1.5)
                self.app.sound.play("error")
                self.walk(seat, [self.markers[seat].pos, self.marker_rest(seat)], 0.3)
            if kind in ("land", "ob", "island", "mando") and self.surface_at(data["cell"]) in "hk" \
                    and self.rules_level() != "rec":
                self.banner("In the bushes", f"{name}: -1 distance on the next throw", (60, 100, 50), 1.1)
            self.sweep_throw()
            self.place_markers()
        if start != self.shown.lie[seat]:
            self.markers.setdefault(seat, Marker(seat, cell_centre(start))).pos = cell_centre(start)
        self.walk(seat, points, on_done=arrived)

    def _beat_pickup(self, event: Event) -> None:
        self.shown.status[event.seat] = 2
        self.banner(f"{self.seats[event.seat].name} picks up", "scores par + 4 on this hole", (120, 90, 60))
        self.place_markers()

    def _beat_pass(self, event: Event) -> None:
        seat = event.seat
        self.shown.strokes[seat] += 1
        self.banner(f"{self.seats[seat].name} has no disc", "+1 stroke", (190, 120, 40))

    def _beat_turn(self, event: Event) -> None:
        self.shown.thrower = event.seat

    def _beat_wind(self, event: Event) -> None:
        self.shown.wind = DIRECTIONS.index(event.data["wind"])
        self.shown.action_top = event.cards[0]
        self.banner("Wind", f"blowing {event.data['wind']} on this hole", (60, 90, 140), 1.1)

    def _beat_offer(self, event: Event) -> None:
        seat = self.view().offer_seat
        other = self.seats[seat].name if seat >= 0 else "a player"
        self.banner(f"{self.seats[event.seat].name} offers a trade",
                    f"{self.card_name(event.cards[0])} to {other}", (60, 90, 140), 1.1)

    def _beat_trade(self, event: Event) -> None:
        self.banner("Discs traded", f"{self.card_name(event.cards[0])} for {self.card_name(event.cards[1])}",
                    (60, 90, 140), 1.1)
        self.layout_hand()

    def _beat_decline(self, event: Event) -> None:
        self.banner(f"{self.seats[event.seat].name} declines the trade", "", (80, 80, 90), 1.0)

    def _beat_score(self, event: Event) -> None:
        data = event.data
        for seat, strokes in enumerate(data["strokes"]):
            self.shown.scores[seat].append(strokes)
        self.shown.pars.append(self.hole_par())
        rows = [(seat, strokes, data["vs_par"][seat]) for seat, strokes in enumerate(data["strokes"])]
        self.summary = (self.anim.tween(2.8, 0.0, 1.0, linear), rows)

    def _beat_hole(self, event: Event) -> None:
        data = event.data
        count = len(self.shown.lie)
        self.shown.hole, self.shown.hole_index = data["hole"], data["index"]
        self.shown.lie = [data["tee"]] * count
        self.shown.status, self.shown.strokes = [PLAYING] * count, [0] * count
        self.shown.wind, self.shown.path, self.shown.path_off = -1, (), None
        self.shown.trail, self.shown.trail_off = (), None
        self.clear_throw_sprites()
        for marker in self.markers.values():
            marker.tween = None
        self.place_markers()
        hole = self.rules.hole(data["hole"])
        self.banner(hole.name, f"Hole {hole.number}, par {hole.par}. {hole.about}", (30, 110, 70), 2.0)
