"""Final Touch choreography: engine events become timed beats that move cards and celebrate.

The scene keeps ``shown``: the table as the players see it right now. Each engine event
becomes a beat; beats run one after another (the next starts once the last one's animation
is over) and change ``shown`` as cards land, so money rises when the painting arrives at
its owner, not when the engine decided. With no beat left the scene re-reads its view.
Only public facts are used: other seats' draws are animated as backs, by count.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from game.core.engine import Event
from game.games.final_touch.state import COMPLETED, RUINED, Scored
from game.ui.anim import CardSprite, ease_in_out_cubic, ease_out_cubic, linear
from game.ui.cards import CardFace
from game.ui.tables.beats import BeatQueue
from game.ui.tables.final_touch_fx import Banner, FloatLabel, PaintingSprite, TiltSprite, stroke_face
from game.ui.tables.final_touch_layout import (
    COLLECTED,
    DECK_CENTRE,
    DISCARD_CENTRE,
    HAND_CARD,
    MP_CENTRE,
    MP_SIZE,
    NEXT_CENTRE,
    NEXT_SCALE,
    PILE,
    SLOT,
    SMEAR,
    SMEAR_TILTS,
    TEAM_NAMES,
    collection_slots,
    smear_slot,
    stroke_slots,
)

GOLD = (240, 190, 64)
GOLD_INK = (56, 36, 6)
RUIN_RED = (178, 46, 48)


@dataclass
class Shown:
    """The public table as currently on screen (plus the bottom seat's own hand if visible)."""

    current: int | None
    next: int | None
    pile_count: int
    improved: list[int]
    smears: list[int]
    money: list[int]
    scored: list[Scored]
    hand: list[int]
    hand_sizes: list[int]
    draw_count: int
    discard: list[int]
    contest: tuple[int, int] | None

    @classmethod
    def from_view(cls, view: Any) -> Shown:
        return cls(view.current, view.next_masterpiece, view.pile_count, list(view.improved),
                   list(view.smears), list(view.money), list(view.scored), list(view.hand),
                   list(view.hand_sizes), view.draw_count, list(view.discard), view.contest)


class Choreography(BeatQueue):
    """Mixin for the table scene: one beat per engine event kind, played in order."""

    note_unhandled = True

    def init_choreography(self) -> None:
        self._start_beats()
        self.mp_sprite: PaintingSprite | None = None
        self.slot_sprites: dict[int, CardSprite] = {}
        self.smear_sprites: list[TiltSprite] = []
        self.banners: list[Banner] = []
        self.floats: list[FloatLabel] = []
        self.discard_top: str | None = None
        self.table_log: list[str] = []
        self.halo: Any = None

    # --- queue ------------------------------------------------------------------------------
    def _note(self, event: Event) -> None:
        """The table's own log follows the animation, not the engine (draws are noise)."""
        quiet = event.kind in ("draw", "deal", "clear") or (event.kind == "turn" and not event.data)
        if event.text and not quiet:
            self.table_log.append(self.named(event.text))
            del self.table_log[:-20]

    def after_beats(self) -> None:
        self.banners = [b for b in self.banners if not b.done]
        self.floats = [f for f in self.floats if not f.done]

    # --- helpers ------------------------------------------------------------------------------
    def colour_index(self, name: str) -> int:
        return self.rules.colour_of[name]

    def mp_face(self, index: int) -> CardFace:
        piece = self.rules.content.masterpieces[index]
        strokes = tuple((name, count) for name, count in zip(self.rules.colours, piece.strokes)
                        if count)
        return CardFace("masterpiece", f"${piece.value}", "grey", title=piece.title,
                        strokes=strokes, value=f"${piece.value}")

    def slot_colours(self, index: int | None) -> list[str]:
        """The Masterpiece's required strokes, one per slot, grouped by colour."""
        if index is None:
            return []
        required = self.rules.required[index]
        return [name for name, count in zip(self.rules.colours, required) for _ in range(count)]

    def slot_of(self, name: str, nth: int) -> int:
        return self.slot_colours(self.shown.current).index(name) + nth

    def _gone(self, sprite: CardSprite) -> Callable[[], None]:
        return lambda: self.anim.remove(sprite)

    def _source(self, seat: int, name: str, size: tuple[int, int]) -> tuple[tuple, float, float]:
        """Where a played card starts: the bottom hand's sprite, or the player's badge."""
        if seat == self.bottom:
            sprite = self.take_hand_card(name)
            if self.face_up:
                self.shown.hand[self.colour_index(name)] -= 1
            if sprite is not None:
                self.anim.remove(sprite)
                return sprite.rect.center, HAND_CARD[0] / size[0], 1.0 if sprite.showing_face else 0.0
        return self.spots[seat].badge, 0.5, 0.0

    def _fly_in(self, sprite: CardSprite, target: tuple, delay: float,
                on_done: Callable[[], None]) -> None:
        self.anim.add(sprite)
        sprite.move_to(target, 0.45, ease_out_cubic, delay, on_done)
        sprite._start("scale", 1.0, 0.45, ease_out_cubic, delay, None)
        if sprite.flip < 1.0:
            sprite.flip_to(True, 0.3, delay + 0.08)

    def float_label(self, text: str, pos: tuple[int, int], colour: tuple = GOLD) -> None:
        label = self.app.text.render(text, 44, colour, "bold")
        shadow = self.app.text.render(text, 44, (0, 0, 0), "bold")
        self.floats.append(FloatLabel(label, shadow, pos, self.anim.tween(1.1, 0.0, 1.0, linear)))

    def banner(self, title: str, subtitle: str, fill: tuple, ink: tuple, hold: float) -> Banner:
        made = Banner(self.app.text, title, subtitle, fill, ink, self.anim, hold, (960, 700))
        self.banners.append(made)
        return made

    # --- beats ---------------------------------------------------------------------------------
    def _beat_draw(self, event: Event) -> None:
        seat, count = event.seat, event.data.get("count", len(event.cards))
        self.shown.draw_count = max(0, self.shown.draw_count - count)
        self.shown.hand_sizes[seat] += count
        if seat == self.bottom:
            if self.face_up:
                for name in event.cards:   # the viewer's own cards: theirs to see
                    self.shown.hand[self.colour_index(name)] += 1
            self.layout_hand(origin=DECK_CENTRE)
            return
        for index in range(count):
            card = CardSprite(None, "final_touch", DECK_CENTRE, SLOT, flip=0.0, z=180 + index)
            self.anim.add(card)
            card.move_to(self.spots[seat].badge, 0.4, ease_out_cubic, 0.06 * index)
            card.fade_to(0.0, 0.15, 0.06 * index + 0.3, self._gone(card))

    def _beat_improve(self, event: Event) -> None:
        seat = event.seat
        slots = stroke_slots(len(self.slot_colours(self.shown.current)))
        for index, name in enumerate(event.cards):
            colour = self.colour_index(name)
            slot = self.slot_of(name, self.shown.improved[colour])
            self.shown.improved[colour] += 1
            start, scale, flip = self._source(seat, name, SLOT)
            card = CardSprite(stroke_face(name), "final_touch", start, SLOT, scale=scale, flip=flip,
                              z=150 + index, tag=name)
            target = slots[slot]
            self._fly_in(card, target, 0.09 * index, lambda c=card, n=name, t=target: self._landed(c, n, t))
            self.slot_sprites[slot] = card
        self.shown.hand_sizes[seat] -= len(event.cards)
        self.layout_hand()
        self.app.sound.play("card")

    def _landed(self, card: CardSprite, name: str, target: tuple) -> None:
        card.z = 20
        self.anim.pulse(card)
        self.anim.burst(target, [name, "yellow"], 16, 300, 0.6)

    def _beat_smear(self, event: Event) -> None:
        seat, name = event.seat, event.cards[0]
        index = len(self.shown.smears)
        self.shown.smears.append(self.colour_index(name))
        start, scale, flip = self._source(seat, name, SMEAR)
        card = TiltSprite(stroke_face(name), "final_touch", start, SMEAR, scale=scale, flip=flip,
                          z=150, tag=name, angle=SMEAR_TILTS[index % 3])
        target = smear_slot(index)

        def splat() -> None:
            card.z = 20 + index
            self.anim.burst(target, [name, "black"], 26, 380, 0.7)
            if self.mp_sprite is not None:
                self.anim.shake(self.mp_sprite, 0.35)
        self._fly_in(card, target, 0.0, splat)
        self.smear_sprites.append(card)
        self.shown.hand_sizes[seat] -= 1
        self.layout_hand()
        self.app.sound.play("card")

    def _beat_award(self, event: Event) -> None:
        data = event.data
        completed = data["kind"] == COMPLETED
        value, recipients, by = data["value"], tuple(data["recipients"]), data["by"]
        sprite = self.mp_sprite or self._painting(data["index"], MP_CENTRE, 1.0)
        self.mp_sprite = None
        sprite.z = 400
        who = self.who(recipients)
        if completed:
            sprite._start("scale", 1.12, 0.45, ease_out_cubic, 0.0, None)
            strokes = [name for name, _count in self.mp_face(data["index"]).strokes]
            for delay, dx in ((0.0, 0), (0.25, -260), (0.45, 260)):
                self.anim.after(delay, lambda dx=dx: self.anim.burst(
                    (MP_CENTRE[0] + dx, MP_CENTRE[1] - 60), strokes + ["yellow"], 70, 760, 1.5))
            credit = f" for {who}" if len(self.seats) == 4 else ""
            shown = self.banner(f"Final touch!  +${value}",
                                f"{self.seats[by].name} completes {data['title']}{credit}",
                                GOLD, GOLD_INK, 1.4)
            self.halo = self.anim.tween(shown.total, 0.0, 1.0, linear)
            self.app.sound.play("win")
        else:
            self.anim.shake(sprite, 0.7)
            self.anim.burst(MP_CENTRE, [(40, 38, 44), (92, 70, 60), (120, 120, 128)], 60, 420, 1.3)
            sprite._start("ruin", 1.0, 0.6, linear, 0.0, None)
            shown = self.banner("Ruined!", f"{self.seats[by].name} ruins {data['title']}: "
                                f"+${value} to {who}", RUIN_RED, (255, 236, 230), 1.0)
            self.app.sound.play("error")
        record = Scored(data["index"], COMPLETED if completed else RUINED, by, value, recipients)
        self.anim.after(shown.total - 0.3, lambda: self._fly_home(sprite, record))

    def _fly_home(self, sprite: PaintingSprite, record: Scored) -> None:
        """Send the painting to each collecting seat (two copies for a three-player ruin)."""
        owners = list(dict.fromkeys(self.collector(seat) for seat in record.recipients))
        landed = {"done": False}

        def arrive(flier: PaintingSprite) -> None:
            self.anim.remove(flier)
            if landed["done"]:
                return
            landed["done"] = True
            self.shown.scored.append(record)
            if record.kind == COMPLETED:
                self.anim.burst(flier.pos, ["yellow", "orange"], 30, 380, 0.8)
            for seat in record.recipients:
                self.shown.money[seat] += record.value
            for owner in owners:
                x, y = self.spots[owner].badge
                self.float_label(f"+${record.value}", (x + 40, y - 20))
        for index, owner in enumerate(owners):
            flier = sprite if index == 0 else self._painting(record.masterpiece, sprite.pos, sprite.scale)
            flier.ruin, flier.z = sprite.ruin, 400
            count = len(self.collection(owner)) + 1
            target = collection_slots(self.spots[owner].collection, count)[-1]
            flier.move_to(target, 0.7, ease_in_out_cubic, 0.0, lambda f=flier: arrive(f))
            flier._start("scale", COLLECTED[0] / MP_SIZE[0], 0.7, ease_in_out_cubic, 0.0, None)

    def _painting(self, index: int, pos: tuple, scale: float) -> PaintingSprite:
        sprite = PaintingSprite(self.mp_face(index), "masterpiece", pos, MP_SIZE, scale=scale,
                                z=40, tag=index)
        return self.anim.add(sprite)

    def _beat_clear(self, event: Event) -> None:
        if event.src == "improve":
            cards = list(self.slot_sprites.values())
            self.slot_sprites.clear()
            self.shown.improved = [0] * len(self.rules.colours)
        else:
            cards = list(self.smear_sprites)
            self.smear_sprites = []
            self.shown.smears = []
        for index, card in enumerate(cards):
            card.z = 200 + index

            def binned(c: CardSprite = card) -> None:
                self.anim.remove(c)
                self.shown.discard[self.colour_index(c.tag)] += 1
                self.discard_top = c.tag
            card.move_to(DISCARD_CENTRE, 0.4, ease_in_out_cubic, 0.05 * index, binned)
            card._start("scale", PILE[0] / card.size[0], 0.4, ease_out_cubic, 0.05 * index, None)

    def _beat_reveal(self, event: Event) -> None:
        data = event.data
        self.shown.next, self.shown.pile_count = data["next_index"], data["pile_count"]
        sprite = self._painting(data["index"], NEXT_CENTRE, NEXT_SCALE)
        self.mp_sprite = sprite

        def arrive() -> None:
            self.shown.current = data["index"]
            self.shown.improved = [0] * len(self.rules.colours)
            self.shown.smears = []
            sprite.z = 40
            self.anim.pulse(sprite, 0.3)
        sprite.z = 300
        sprite.move_to(MP_CENTRE, 0.6, ease_in_out_cubic, 0.05, arrive)
        sprite._start("scale", 1.0, 0.6, ease_in_out_cubic, 0.05, None)

    def _beat_reshuffle(self, event: Event) -> None:
        self.shown.discard = [0] * len(self.rules.colours)
        self.shown.draw_count += event.data.get("count", 0)
        self.discard_top = None
        for index in range(5):
            card = CardSprite(None, "final_touch", DISCARD_CENTRE, PILE, flip=0.0, z=200 + index)
            self.anim.add(card)
            card.move_to(DECK_CENTRE, 0.35, ease_in_out_cubic, 0.06 * index, self._gone(card))

    def _beat_contest(self, event: Event) -> None:
        first, second = (self.seats[s].name for s in event.data["seats"])
        self.shown.contest = tuple(event.data["seats"])
        self.banner("One last Masterpiece!", f"{first} and {second} are tied: winner takes all",
                    (120, 70, 190), (255, 255, 255), 1.8)

    def _beat_note(self, event: Event) -> None:
        x, y = self.spots[event.seat].badge
        text = "Another turn!" if event.kind == "extra_turn" else "Pass"
        self.float_label(text, (x, y + (-40 if self.spots[event.seat].top else -90)),
                         (150, 230, 170))

    # events that share a beat
    _beat_deal = _beat_draw
    _beat_final_touch = _beat_ruin = _beat_award
    _beat_extra_turn = _beat_pass = _beat_note

    def _beat_game_end(self, event: Event) -> None:
        for seat in event.data.get("winners", []):
            self.anim.burst(self.spots[seat].badge, ["yellow", "red", "blue", "green"], 60, 600, 1.3)

    def who(self, recipients: tuple[int, ...]) -> str:
        if len(self.seats) == 4:
            return TEAM_NAMES[recipients[0] % 2]
        return " and ".join(self.seats[seat].name for seat in recipients)
