"""Final Touch choreography: engine events become cues that move cards and celebrate.

:class:`Moves` is a part the table owns (``table.moves``): its event table is written out
in :meth:`Moves.cues`; every cue runs once the previous one's animation is over and changes
the table's ``shown`` as cards land, so money rises when the painting arrives at its owner,
not when the engine decided. It owns the centre's sprites (the Masterpiece, stroke slots,
smears), banners and floating labels. With nothing left to play the table re-reads its view.
Only public facts are used: other seats' draws are animated as backs, by count.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from game.core.engine import Event
from game.games.final_touch.state import COMPLETED, RUINED, FinalTouchView, Scored
from game.ui.draw.anim import CardSprite, ease_in_out_cubic, ease_out_cubic, linear
from game.ui.draw.cards import CardFace
from game.ui.tables.common.player import Cue, EventPlayer
from game.ui.tables.final_touch.fx import Banner, FloatLabel, PaintingSprite, TiltSprite, stroke_face
from game.ui.tables.final_touch.layout import (
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

if TYPE_CHECKING:
    from game.ui.draw.anim import Tween
    from game.ui.tables.final_touch.table import FinalTouchTable

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
    def from_view(cls, view: FinalTouchView) -> Shown:
        return cls(view.current, view.next_masterpiece, view.pile_count, list(view.improved),
                   list(view.smears), list(view.money), list(view.scored), list(view.hand),
                   list(view.hand_sizes), view.draw_count, list(view.discard), view.contest)


class Moves:
    """The table's event player and the centre it animates."""

    def __init__(self, table: FinalTouchTable):
        self.table, self.anim = table, table.anim
        self.mp_sprite: PaintingSprite | None = None
        self.slot_sprites: dict[int, CardSprite] = {}
        self.smear_sprites: list[TiltSprite] = []
        self.banners: list[Banner] = []
        self.floats: list[FloatLabel] = []
        self.discard_top: str | None = None
        self.table_log: list[str] = []
        self.halo: Tween | None = None
        self.player = EventPlayer(self.anim, self.cues(), ignored={"turn"}, name="final_touch", note=self._note)

    def cues(self) -> dict[str, Cue]:
        return {
            "deal": Cue(self.on_draw), "draw": Cue(self.on_draw), "improve": Cue(self.on_improve),
            "smear": Cue(self.on_smear), "final_touch": Cue(self.on_award), "ruin": Cue(self.on_award),
            "clear": Cue(self.on_clear), "reveal": Cue(self.on_reveal), "reshuffle": Cue(self.on_reshuffle),
            "contest": Cue(self.on_contest), "extra_turn": Cue(self.on_note), "pass": Cue(self.on_note),
            "game_end": Cue(self.on_game_end),
        }

    # --- queue ------------------------------------------------------------------------------
    def _note(self, event: Event) -> None:
        """The table's own log follows the animation, not the engine (draws are noise)."""
        quiet = event.kind in ("draw", "deal", "clear") or (event.kind == "turn" and not event.data)
        if event.text and not quiet:
            self.table_log.append(self.table.named(event.text))
            del self.table_log[:-20]

    def tidy(self) -> None:
        """Drop finished banners and labels."""
        self.banners = [b for b in self.banners if not b.done]
        self.floats = [f for f in self.floats if not f.done]

    def rebuild_table(self) -> None:
        """Idle: put the Masterpiece, the stroke slots and the smears where the table's ``shown`` says."""
        shown = self.table.shown
        if self.mp_sprite is not None and (self.mp_sprite.tag != shown.current or shown.current is None):
            self.anim.remove(self.mp_sprite)
            self.mp_sprite = None
        if shown.current is not None and self.mp_sprite is None:
            self.mp_sprite = self._painting(shown.current, MP_CENTRE, 1.0)
        if self.mp_sprite is not None:
            self.mp_sprite.pos, self.mp_sprite.scale, self.mp_sprite.ruin = MP_CENTRE, 1.0, 0.0
        wanted: dict[int, str] = {}
        colours = self.slot_colours(shown.current)
        for slot, name in enumerate(colours):
            nth = slot - colours.index(name)
            if nth < shown.improved[self.colour_index(name)]:
                wanted[slot] = name
        positions = stroke_slots(len(colours))
        for slot, card in list(self.slot_sprites.items()):
            if wanted.get(slot) != card.tag:
                self.anim.remove(card)
                del self.slot_sprites[slot]
        for slot, name in wanted.items():
            if slot not in self.slot_sprites:
                card = CardSprite(stroke_face(name), "final_touch", positions[slot], SLOT, z=20, tag=name)
                self.slot_sprites[slot] = self.anim.add(card)
        names = [self.table.rules.colours[c] for c in shown.smears]
        if [card.tag for card in self.smear_sprites] != names:
            for card in self.smear_sprites:
                self.anim.remove(card)
            self.smear_sprites = [self.anim.add(TiltSprite(
                stroke_face(name), "final_touch", smear_slot(i), SMEAR, z=20 + i, tag=name,
                angle=SMEAR_TILTS[i % 3])) for i, name in enumerate(names)]

    # --- helpers ------------------------------------------------------------------------------
    def colour_index(self, name: str) -> int:
        return self.table.rules.colour_of[name]

    def mp_face(self, index: int) -> CardFace:
        piece = self.table.rules.content.masterpieces[index]
        strokes = tuple((name, count) for name, count in zip(self.table.rules.colours, piece.strokes)
                        if count)
        return CardFace("masterpiece", f"${piece.value}", "grey", title=piece.title,
                        strokes=strokes, value=f"${piece.value}")

    def slot_colours(self, index: int | None) -> list[str]:
        """The Masterpiece's required strokes, one per slot, grouped by colour."""
        if index is None:
            return []
        required = self.table.rules.required[index]
        return [name for name, count in zip(self.table.rules.colours, required) for _ in range(count)]

    def slot_of(self, name: str, nth: int) -> int:
        return self.slot_colours(self.table.shown.current).index(name) + nth

    def _gone(self, sprite: CardSprite) -> Callable[[], None]:
        return lambda: self.anim.remove(sprite)

    def _source(self, seat: int, name: str, size: tuple[int, int]) -> tuple[tuple, float, float]:
        """Where a played card starts: the bottom hand's sprite, or the player's badge."""
        if seat == self.table.bottom:
            sprite = self.table.take_hand_card(name)
            if self.table.face_up:
                self.table.shown.hand[self.colour_index(name)] -= 1
            if sprite is not None:
                self.anim.remove(sprite)
                return sprite.rect.center, HAND_CARD[0] / size[0], 1.0 if sprite.showing_face else 0.0
        return self.table.spots[seat].badge, 0.5, 0.0

    def _fly_in(self, sprite: CardSprite, target: tuple, delay: float,
                on_done: Callable[[], None]) -> None:
        self.anim.add(sprite)
        sprite.move_to(target, 0.45, ease_out_cubic, delay, on_done)
        sprite._start("scale", 1.0, 0.45, ease_out_cubic, delay, None)
        if sprite.flip < 1.0:
            sprite.flip_to(True, 0.3, delay + 0.08)

    def float_label(self, text: str, pos: tuple[int, int], colour: tuple = GOLD) -> None:
        label = self.table.app.text.render(text, 44, colour, "bold")
        shadow = self.table.app.text.render(text, 44, (0, 0, 0), "bold")
        self.floats.append(FloatLabel(label, shadow, pos, self.anim.tween(1.1, 0.0, 1.0, linear)))

    def banner(self, title: str, subtitle: str, fill: tuple, ink: tuple, hold: float) -> Banner:
        made = Banner(self.table.app.text, title, subtitle, fill, ink, self.anim, hold, (960, 700))
        self.banners.append(made)
        return made

    # --- beats ---------------------------------------------------------------------------------
    def on_draw(self, event: Event) -> None:
        seat, count = event.seat, event.data.get("count", len(event.cards))
        self.table.shown.draw_count = max(0, self.table.shown.draw_count - count)
        self.table.shown.hand_sizes[seat] += count
        if seat == self.table.bottom:
            if self.table.face_up:
                for name in event.cards:   # the viewer's own cards: theirs to see
                    self.table.shown.hand[self.colour_index(name)] += 1
            self.table.layout_hand(origin=DECK_CENTRE)
            return
        for index in range(count):
            card = CardSprite(None, "final_touch", DECK_CENTRE, SLOT, flip=0.0, z=180 + index)
            self.anim.add(card)
            card.move_to(self.table.spots[seat].badge, 0.4, ease_out_cubic, 0.06 * index)
            card.fade_to(0.0, 0.15, 0.06 * index + 0.3, self._gone(card))

    def on_improve(self, event: Event) -> None:
        seat = event.seat
        slots = stroke_slots(len(self.slot_colours(self.table.shown.current)))
        for index, name in enumerate(event.cards):
            colour = self.colour_index(name)
            slot = self.slot_of(name, self.table.shown.improved[colour])
            self.table.shown.improved[colour] += 1
            start, scale, flip = self._source(seat, name, SLOT)
            card = CardSprite(stroke_face(name), "final_touch", start, SLOT, scale=scale, flip=flip,
                              z=150 + index, tag=name)
            target = slots[slot]
            self._fly_in(card, target, 0.09 * index, lambda c=card, n=name, t=target: self._landed(c, n, t))
            self.slot_sprites[slot] = card
        self.table.shown.hand_sizes[seat] -= len(event.cards)
        self.table.layout_hand()
        self.table.app.sound.play("card")

    def _landed(self, card: CardSprite, name: str, target: tuple) -> None:
        card.z = 20
        self.anim.pulse(card)
        self.anim.burst(target, [name, "yellow"], 16, 300, 0.6)

    def on_smear(self, event: Event) -> None:
        seat, name = event.seat, event.cards[0]
        index = len(self.table.shown.smears)
        self.table.shown.smears.append(self.colour_index(name))
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
        self.table.shown.hand_sizes[seat] -= 1
        self.table.layout_hand()
        self.table.app.sound.play("card")

    def on_award(self, event: Event) -> None:
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
            credit = f" for {who}" if len(self.table.seats) == 4 else ""
            shown = self.banner(f"Final touch!  +${value}",
                                f"{self.table.seats[by].name} completes {data['title']}{credit}",
                                GOLD, GOLD_INK, 1.4)
            self.halo = self.anim.tween(shown.total, 0.0, 1.0, linear)
            self.table.app.sound.play("win")
        else:
            self.anim.shake(sprite, 0.7)
            self.anim.burst(MP_CENTRE, [(40, 38, 44), (92, 70, 60), (120, 120, 128)], 60, 420, 1.3)
            sprite._start("ruin", 1.0, 0.6, linear, 0.0, None)
            shown = self.banner("Ruined!", f"{self.table.seats[by].name} ruins {data['title']}: "
                                f"+${value} to {who}", RUIN_RED, (255, 236, 230), 1.0)
            self.table.app.sound.play("error")
        record = Scored(data["index"], COMPLETED if completed else RUINED, by, value, recipients)
        self.anim.after(shown.total - 0.3, lambda: self._fly_home(sprite, record))

    def _fly_home(self, sprite: PaintingSprite, record: Scored) -> None:
        """Send the painting to each collecting seat (two copies for a three-player ruin)."""
        owners = list(dict.fromkeys(self.table.collector(seat) for seat in record.recipients))
        landed = {"done": False}

        def arrive(flier: PaintingSprite) -> None:
            self.anim.remove(flier)
            if landed["done"]:
                return
            landed["done"] = True
            self.table.shown.scored.append(record)
            if record.kind == COMPLETED:
                self.anim.burst(flier.pos, ["yellow", "orange"], 30, 380, 0.8)
            for seat in record.recipients:
                self.table.shown.money[seat] += record.value
            for owner in owners:
                x, y = self.table.spots[owner].badge
                self.float_label(f"+${record.value}", (x + 40, y - 20))
        for index, owner in enumerate(owners):
            flier = sprite if index == 0 else self._painting(record.masterpiece, sprite.pos, sprite.scale)
            flier.ruin, flier.z = sprite.ruin, 400
            count = len(self.table.collection(owner)) + 1
            target = collection_slots(self.table.spots[owner].collection, count)[-1]
            flier.move_to(target, 0.7, ease_in_out_cubic, 0.0, lambda f=flier: arrive(f))
            flier._start("scale", COLLECTED[0] / MP_SIZE[0], 0.7, ease_in_out_cubic, 0.0, None)

    def _painting(self, index: int, pos: tuple, scale: float) -> PaintingSprite:
        sprite = PaintingSprite(self.mp_face(index), "masterpiece", pos, MP_SIZE, scale=scale,
                                z=40, tag=index)
        return self.anim.add(sprite)

    def on_clear(self, event: Event) -> None:
        if event.src == "improve":
            cards = list(self.slot_sprites.values())
            self.slot_sprites.clear()
            self.table.shown.improved = [0] * len(self.table.rules.colours)
        else:
            cards = list(self.smear_sprites)
            self.smear_sprites = []
            self.table.shown.smears = []
        for index, card in enumerate(cards):
            card.z = 200 + index

            def binned(c: CardSprite = card) -> None:
                self.anim.remove(c)
                self.table.shown.discard[self.colour_index(c.tag)] += 1
                self.discard_top = c.tag
            card.move_to(DISCARD_CENTRE, 0.4, ease_in_out_cubic, 0.05 * index, binned)
            card._start("scale", PILE[0] / card.size[0], 0.4, ease_out_cubic, 0.05 * index, None)

    def on_reveal(self, event: Event) -> None:
        data = event.data
        self.table.shown.next, self.table.shown.pile_count = data["next_index"], data["pile_count"]
        sprite = self._painting(data["index"], NEXT_CENTRE, NEXT_SCALE)
        self.mp_sprite = sprite

        def arrive() -> None:
            self.table.shown.current = data["index"]
            self.table.shown.improved = [0] * len(self.table.rules.colours)
            self.table.shown.smears = []
            sprite.z = 40
            self.anim.pulse(sprite, 0.3)
        sprite.z = 300
        sprite.move_to(MP_CENTRE, 0.6, ease_in_out_cubic, 0.05, arrive)
        sprite._start("scale", 1.0, 0.6, ease_in_out_cubic, 0.05, None)

    def on_reshuffle(self, event: Event) -> None:
        self.table.shown.discard = [0] * len(self.table.rules.colours)
        self.table.shown.draw_count += event.data.get("count", 0)
        self.discard_top = None
        for index in range(5):
            card = CardSprite(None, "final_touch", DISCARD_CENTRE, PILE, flip=0.0, z=200 + index)
            self.anim.add(card)
            card.move_to(DECK_CENTRE, 0.35, ease_in_out_cubic, 0.06 * index, self._gone(card))

    def on_contest(self, event: Event) -> None:
        first, second = (self.table.seats[s].name for s in event.data["seats"])
        self.table.shown.contest = tuple(event.data["seats"])
        self.banner("One last Masterpiece!", f"{first} and {second} are tied: winner takes all",
                    (120, 70, 190), (255, 255, 255), 1.8)

    def on_note(self, event: Event) -> None:
        x, y = self.table.spots[event.seat].badge
        text = "Another turn!" if event.kind == "extra_turn" else "Pass"
        self.float_label(text, (x, y + (-40 if self.table.spots[event.seat].top else -90)),
                         (150, 230, 170))

    def on_game_end(self, event: Event) -> None:
        for seat in event.data.get("winners", []):
            self.anim.burst(self.table.spots[seat].badge, ["yellow", "red", "blue", "green"], 60, 600, 1.3)

    def who(self, recipients: tuple[int, ...]) -> str:
        if len(self.table.seats) == 4:
            return TEAM_NAMES[recipients[0] % 2]
        return " and ".join(self.table.seats[seat].name for seat in recipients)
