"""Final Nine choreography: engine events become cues that fly cards and walk the markers.

:class:`Moves` is a part the table owns (``table.moves``); its event table is written out in
:meth:`Moves.cues`. A cue starts once the previous one's animation is over, and it changes the
table's ``shown`` when its animation arrives (strokes rise when the marker lands, the next hole
appears after the last putt drops). It owns the markers, the throw's cards, the banners and the
hole summary. With nothing left to play the table re-reads its view. A landing is a disc in flight
(the table's :class:`~game.ui.tables.final_nine.course.CourseView` replays its pymunk flight), then
the thrower's marker walks to where the disc rests and a banner says what the landing cost.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from game.core.engine import Event
from game.games.final_nine.flow import PICKUP_OVER_PAR
from game.games.final_nine.geometry import DIRECTIONS
from game.ui.draw.anim import CardSprite, Tween, ease_in_out_cubic, linear
from game.ui.tables.common.player import Cue, EventPlayer
from game.ui.tables.final_nine.hole import CELL, cell_centre
from game.ui.tables.final_nine.layout import (
    ACTION_DISCARD,
    ACTION_STACK,
    CARD_COL,
    DISC_DISCARD,
    DISC_STACK,
    SMALL,
    STACKS,
    score_row_y,
)
from game.ui.tables.final_nine.shown import Banner, Marker, off_point, score_name
from game.ui.tables.final_nine.text import card_face, turned_banner

if TYPE_CHECKING:
    from game.games.final_nine.view import FinalNineView
    from game.ui.tables.final_nine.table import FinalNineTable

PLAYING = 0
LOGGED = {"select", "skill", "luck", "battle", "throw_card", "pickup", "offer", "trade", "decline",
          "pass", "wind", "apply_drawn", "discard", "hole"}
OUTCOME_BANNERS = {
    "ob": ("Out of bounds", "+1, next throw from the last safe grid", (200, 60, 50)),
    "island": ("Missed the island", "+1, next throw from the drop zone", (200, 60, 50)),
    "mando": ("Missed the mando", "+1, throw again from the same grid", (200, 60, 50)),
    "drop_in": ("Drop-in", "+1, only a putter goes in; hole done", (190, 120, 40)),
}


class Moves:
    """The table's event player, markers, throw cards, banners and hole summary."""

    def __init__(self, table: FinalNineTable):
        self.table, self.anim = table, table.anim
        self.markers: dict[int, Marker] = {}
        self.throw_sprites: list[CardSprite] = []
        self.banners: list[Banner] = []
        self.turned: Banner | None = None       # the throw card's verdict, beside the throw
        self.summary: tuple[Tween, list] | None = None
        self.cancelled: set[int] = set()
        self.flight_direction = "N"
        self.table_log: list[str] = []
        self.player = EventPlayer(self.anim, self.cues(), ignored={"reshuffle", "battle_chance", "game_end"},
                                  name="final_nine", note=self._note)

    def cues(self) -> dict[str, Cue]:
        return {
            "deal": Cue(self.on_draw, overlap=True),     # the opening deal reaches every seat at once
            "draw": Cue(self.on_draw), "select": Cue(self.on_select),
            "skill": Cue(self.on_skill), "battle": Cue(self.on_battle), "luck": Cue(self.on_luck),
            "throw_card": Cue(self.on_throw_card), "apply_drawn": Cue(self.on_apply_drawn),
            "flight": Cue(self.on_flight), "discard": Cue(self.on_discard), "land": Cue(self.on_land),
            "pickup": Cue(self.on_pickup), "pass": Cue(self.on_pass), "turn": Cue(self.on_turn),
            "wind": Cue(self.on_wind), "offer": Cue(self.on_offer), "trade": Cue(self.on_trade),
            "decline": Cue(self.on_decline), "score": Cue(self.on_score), "hole": Cue(self.on_hole),
        }

    def _note(self, event: Event) -> None:
        """The table's own log follows the animation and skips the bookkeeping."""
        if event.kind in LOGGED and event.text:
            self.table_log.append(self.table.named(event.text))
            del self.table_log[:-20]

    def tidy(self) -> None:
        """Markers follow their tweens; finished banners and summaries go."""
        for marker in self.markers.values():
            marker.update()
        self.banners = [b for b in self.banners if not b.life.fired]
        if self.turned is not None and self.turned.life.fired:
            self.turned = None
        if self.summary is not None and self.summary[0].fired:
            self.summary = None

    def banner(self, title: str, subtitle: str = "", colour: tuple = (30, 110, 70),
               seconds: float = 1.3) -> None:
        self.banners = [Banner(title, subtitle, colour, self.anim.tween(seconds, 0.0, 1.0, linear))]

    # --- markers ----------------------------------------------------------------------------
    def marker_rest(self, seat: int) -> tuple[float, float]:
        """Where a marker stands: its grid's centre, spread out when grids are shared."""
        cell = self.table.shown.lie[seat]
        mates = [s for s in range(len(self.table.shown.lie)) if self.table.shown.lie[s] == cell
                 and self.table.shown.status[s] == PLAYING]
        x, y = cell_centre(cell)
        if len(mates) <= 1 or seat not in mates:
            return (x, y)
        index = mates.index(seat)
        spread = CELL * 0.22
        offsets = [(-1, -1), (1, 1), (1, -1), (-1, 1)] if len(mates) > 2 else [(-1, -1), (1, 1)]
        dx, dy = offsets[index % len(offsets)]
        return (x + dx * spread, y + dy * spread)

    def place_markers(self) -> None:
        for seat in range(len(self.table.shown.lie)):
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
        face = card_face(self.table.rules.content, card)
        deck = face.deck
        sprite = self.table.hand.take(card) if seat == self.table.bottom else None
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
        slot = self.table.throw_area.slot(len(self.throw_sprites))
        if event.kind == "throw_card":
            sprite = CardSprite(face=card_face(self.table.rules.content, card), back_deck="final_nine_action",
                                pos=ACTION_STACK, size=SMALL, tag=(card, caption), flip=0.0, z=300)
            self.anim.add(sprite)
            sprite.move_to(slot, 0.45)
            def face_up() -> None:
                self.anim.shake(sprite) if event.data.get("applied") else self.anim.pulse(sprite)
                self.show_turned(event)
            sprite.flip_to(True, 0.35, delay=0.15, on_done=face_up)
            self.table.shown.action_top = card
        else:
            seat = event.seat if event.seat is not None else self.table.shown.thrower
            sprite = self.fly_from_hand(seat, card, slot, caption)
            self.table.shown.hand_counts[seat] = max(0, self.table.shown.hand_counts[seat] - 1)
        self.throw_sprites.append(sprite)

    def on_select(self, event: Event) -> None:
        self.clear_throw_sprites()
        self._throw_card(event, "Disc")

    def on_skill(self, event: Event) -> None:
        self._throw_card(event, "Skill")

    def on_battle(self, event: Event) -> None:
        self._throw_card(event, "Battle")
        self.banner(f"{self.table.seats[event.seat].name} adds a card", self.table.card_name(event.cards[0]),
                    (170, 50, 50), 1.0)

    def on_luck(self, event: Event) -> None:
        self._throw_card(event, "Luck")
        self.cancelled = set(self.table.view().nullified)

    def on_throw_card(self, event: Event) -> None:
        if event.cards:
            self._throw_card(event, "Turned")      # its banner comes as it lands face up
        else:
            self.show_turned(event)

    def show_turned(self, event: Event) -> None:
        """"Good throw" or what the turned card applied, beside the throw's cards (never on the hole,
        so it hides neither the preview nor the landing); 2.2 s of animation time."""
        card = self.table.rules.content.cards[event.cards[0]] if event.cards else None
        title, subtitle, colour = turned_banner(card, event.data or {}, self.table.view().battle, self.table.level)
        self.turned = Banner(title, subtitle, colour, self.anim.tween(2.2, 0.0, 1.0, linear))

    def on_apply_drawn(self, event: Event) -> None:
        for sprite in self.throw_sprites:
            if sprite.tag[0] == event.cards[0]:
                self.anim.pulse(sprite, 0.5)

    def on_flight(self, event: Event) -> None:
        data = event.data
        self.flight_direction = data["direction"]
        self.table.shown.path = tuple(data["path"])
        self.table.shown.path_off = off_point(data["path"], data["direction"], data["landing"])

    def on_discard(self, event: Event) -> None:
        card = event.cards[0]
        is_disc = self.table.rules.content.is_disc(card)
        target = DISC_DISCARD if is_disc else ACTION_DISCARD
        sprite = self.fly_from_hand(event.seat, card, target, "")
        self.table.shown.hand_counts[event.seat] = max(0, self.table.shown.hand_counts[event.seat] - 1)

        def arrive() -> None:
            self.anim.remove(sprite)
            if is_disc:
                self.table.shown.disc_top = card
            else:
                self.table.shown.action_top = card
        sprite.move_to(target, 0.4, on_done=arrive)

    def on_draw(self, event: Event) -> None:
        seat = event.seat
        self.table.shown.hand_counts[seat] += len(event.cards)
        origin = DISC_STACK if event.src == "stack:discs" else ACTION_STACK
        if seat == self.table.bottom:
            self.table.layout_hand(origin=STACKS)
            return
        deck = "final_nine_disc" if event.src == "stack:discs" else "final_nine_action"
        back = CardSprite(face=None, back_deck=deck, pos=origin, size=SMALL, flip=0.0, z=250)
        self.anim.add(back)
        back.move_to(self.row_origin(seat), 0.35, on_done=lambda: self.anim.remove(back))

    def sync_throw_sprites(self, view: FinalNineView) -> None:
        """Idle: the throw's cards as the view lists them."""
        wanted = [(view.disc, "Disc")] if view.disc >= 0 else []
        for cards, caption in ((view.pre, "Skill"), (view.hostile, "Battle"), (view.post, "Luck")):
            wanted += [(c, "Turned" if c == view.drawn else caption) for c in cards]
        if view.drawn >= 0 and view.drawn not in [c for c, _ in wanted]:
            wanted.append((view.drawn, "Turned"))
        self.cancelled = set(view.nullified)
        shown = {s.tag[0] for s in self.throw_sprites}
        # Special Luck cards (From Distance, Green Flag, Clean Slate) leave no trace in the view's
        # lists: sprites the beats put there stay until the throw is swept.
        if {c for c, _ in wanted} <= shown and (wanted or not shown):
            return
        self.clear_throw_sprites()
        self.cancelled = set(view.nullified)
        for index, (card, caption) in enumerate(wanted):
            face = card_face(self.table.rules.content, card)
            self.throw_sprites.append(self.anim.add(CardSprite(face=face, back_deck=face.deck, pos=self.table.throw_area.slot(index),
                                                               size=SMALL, tag=(card, caption), z=300)))

    def clear_throw_sprites(self) -> None:
        for sprite in self.throw_sprites:
            self.anim.remove(sprite)
        self.throw_sprites = []
        self.cancelled = set()

    def sweep_throw(self) -> None:
        """The throw's cards go to their discard piles."""
        for index, sprite in enumerate(self.throw_sprites):
            card = sprite.tag[0]
            is_disc = self.table.rules.content.is_disc(card)

            def arrive(s: CardSprite = sprite, c: int = card, disc: bool = is_disc) -> None:
                self.anim.remove(s)
                if disc:
                    self.table.shown.disc_top = c
                else:
                    self.table.shown.action_top = c
            sprite.move_to(DISC_DISCARD if is_disc else ACTION_DISCARD, 0.35, delay=0.05 * index,
                           on_done=arrive)
        self.throw_sprites = []
        self.cancelled = set()

    # --- the landing and the holes ---------------------------------------------------------------
    def on_land(self, event: Event) -> None:
        """The disc flies (pymunk, resting in the engine's grid), then the thrower walks to it."""
        seat, data = event.seat, event.data
        off = off_point(data["path"], self.flight_direction, data["landing"])
        start = data["path"][0] if data["path"] else self.table.shown.lie[seat]
        hole = self.table.rules.hole(self.table.shown.hole)

        def arrived() -> None:
            kind = data["outcome"]
            if event.text:                 # logged when the disc lands, not as it leaves the hand
                self.table_log.append(self.table.named(event.text))
            self.table.shown.strokes[seat] = data["strokes"]
            self.table.shown.lie[seat] = data["cell"]
            self.table.shown.trail, self.table.shown.trail_off = tuple(data["path"]), off
            self.table.shown.path, self.table.shown.path_off = (), None
            name = self.table.seats[seat].name
            if kind == "in":
                par = self.table.hole_par()
                self.table.shown.status[seat] = 1
                self.banner(f"{name} is in!", score_name(data["strokes"] - par, data["strokes"]),
                            (40, 140, 70), 1.5)
                self.anim.burst(cell_centre(data["cell"]), ["yellow", "green", "blue", "red"],
                                60 if data["strokes"] < par else 30)
                self.table.app.sound.play("win" if data["strokes"] < par else "confirm")
            elif kind == "drop_in":
                self.table.shown.status[seat] = 1
                title, sub, colour = OUTCOME_BANNERS[kind]
                self.banner(title, f"{name}: {sub}", colour, 1.5)
            elif kind in OUTCOME_BANNERS:
                title, sub, colour = OUTCOME_BANNERS[kind]
                if kind == "ob" and not data["penalty"]:
                    sub = "Green Flag, no penalty"
                self.banner(title, f"{name}: {sub}", colour, 1.5)
                self.table.app.sound.play("error")
            if kind in ("land", "ob", "island", "mando") and self.table.surface_at(data["cell"]) in "hk" \
                    and self.table.level != "rec":
                self.banner("In the bushes", f"{name}: -1 distance on the next throw", (60, 100, 50), 1.1)
            self.sweep_throw()
            self.walk(seat, [self.markers[seat].pos, self.marker_rest(seat)], 0.3, on_done=self.place_markers)

        if start != self.table.shown.lie[seat]:
            self.markers.setdefault(seat, Marker(seat, cell_centre(start))).pos = cell_centre(start)
        self.table.course.throw(seat, data, hole, self.table.seats[seat].rgb, arrived)

    def on_pickup(self, event: Event) -> None:
        self.table.shown.status[event.seat] = 2
        self.banner(f"{self.table.seats[event.seat].name} picks up", f"scores par + {PICKUP_OVER_PAR} on this hole", (120, 90, 60))
        self.place_markers()

    def on_pass(self, event: Event) -> None:
        seat = event.seat
        self.table.shown.strokes[seat] += 1
        self.banner(f"{self.table.seats[seat].name} has no disc", "+1 stroke", (190, 120, 40))

    def on_turn(self, event: Event) -> None:
        self.table.shown.thrower = event.seat

    def on_wind(self, event: Event) -> None:
        self.table.shown.wind = DIRECTIONS.index(event.data["wind"])
        self.table.shown.action_top = event.cards[0]
        self.banner("Wind", f"blowing {event.data['wind']} on this hole", (60, 90, 140), 1.1)

    def on_offer(self, event: Event) -> None:
        seat = self.table.view().offer_seat
        other = self.table.seats[seat].name if seat >= 0 else "a player"
        self.banner(f"{self.table.seats[event.seat].name} offers a trade",
                    f"{self.table.card_name(event.cards[0])} to {other}", (60, 90, 140), 1.1)

    def on_trade(self, event: Event) -> None:
        self.banner("Discs traded", f"{self.table.card_name(event.cards[0])} for {self.table.card_name(event.cards[1])}",
                    (60, 90, 140), 1.1)
        self.table.layout_hand()

    def on_decline(self, event: Event) -> None:
        self.banner(f"{self.table.seats[event.seat].name} declines the trade", "", (80, 80, 90), 1.0)

    def on_score(self, event: Event) -> None:
        data = event.data
        for seat, strokes in enumerate(data["strokes"]):
            self.table.shown.scores[seat].append(strokes)
        self.table.shown.pars.append(self.table.hole_par())
        holes = self.table.view().holes
        if len(self.table.shown.pars) < len(holes):     # paint the next hole while the summary shows
            self.table.course.prepare(self.table.rules.hole(holes[len(self.table.shown.pars)]), self.table.level)
        rows = [(seat, strokes, data["vs_par"][seat]) for seat, strokes in enumerate(data["strokes"])]
        self.summary = (self.anim.tween(2.8, 0.0, 1.0, linear), rows)

    def on_hole(self, event: Event) -> None:
        data = event.data
        count = len(self.table.shown.lie)
        self.table.shown.hole, self.table.shown.hole_index = data["hole"], data["index"]
        self.table.shown.lie = [data["tee"]] * count
        self.table.shown.status, self.table.shown.strokes = [PLAYING] * count, [0] * count
        self.table.shown.wind, self.table.shown.path, self.table.shown.path_off = -1, (), None
        self.table.shown.trail, self.table.shown.trail_off = (), None
        self.clear_throw_sprites()
        for marker in self.markers.values():
            marker.tween = None
        self.place_markers()
        hole = self.table.rules.hole(data["hole"])
        self.table.course.prepare(hole, self.table.level)
        seconds = self.table.course.start_tour(hole.number)
        self.anim.after(min(seconds, 1.1), lambda: self.banner(
            hole.name, f"Hole {hole.number}, par {self.table.hole_par(hole.number)}. {hole.about}",
            (30, 110, 70), 2.0))
