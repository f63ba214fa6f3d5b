"""Handlers for the events every rummy engine emits: a hand shuffled and dealt, the first discard
flipped, turns given or skipped, draws, lay-downs, hits, discards, a reshuffle, going out.

A game's event table maps its kinds to these (``"discard": Cue(rummy.on_discard)``) and adds
its own. Each handler moves sprites, updates the :class:`~game.ui.tables.rummy.view.Board` as
its cards land and returns how long it holds the queue. Event terms: ``seat`` and ``cards`` as
the engine sets them; ``data``: the deal's number under its word (``hand`` or ``round``, as
:attr:`RummyWords.deal` says)/``dealer``/``count`` (shuffle), ``count`` (deal),
``source`` and ``hidden`` (draw), the requirement's number under the game's ``number_key`` and
``groups`` (lay_down: one entry per group as the game's ``read_group`` reads it), ``target_seat``/``target_group``/``cards``/``low``/``high``
(hit), ``target`` (skip).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Protocol

from game.core.engine import Event
from game.ui.draw import theme
from game.ui.draw.anim import Animator, CardSprite
from game.ui.draw.cards import CardFace
from game.ui.stage.seats import SeatSetup
from game.ui.tables.common.effects import Effects
from game.ui.tables.common.player import Cue, EventPlayer
from game.ui.tables.rummy.hand import RummyHand
from game.ui.tables.rummy.layout import GroupSpot
from game.ui.tables.rummy.mats import GroupSprites
from game.ui.tables.rummy.pods import SKIP_RED, PileSpots
from game.ui.tables.rummy.view import Board, GroupView, RummyWords

if TYPE_CHECKING:
    from game.ui.shell.app import App

CONFETTI = ("red", "yellow", "green", "blue", (255, 240, 200))
BANNER = 88          # banner text size
BANNER_CENTRE = (960, 360)   # over the pods' groups, clear of the hand
Point = tuple[int, int]


class RummyHost(Protocol):
    """The table the handlers play on: its parts and where its seats sit."""

    app: App
    anim: Animator
    board: Board
    held: RummyHand
    mats: GroupSprites
    fx: Effects
    faces: Mapping[str, CardFace]
    seats: list[SeatSetup]
    bottom: int
    viewer: int | None
    player: EventPlayer
    awaiting_summary: bool          # an overlay between deals is due: the table waits for it

    def seat_spot(self, seat: int) -> Point: ...
    def group_spots(self, seat: int) -> list[GroupSpot]: ...
    def lay_hand(self, origin: Point | None = None) -> None: ...


class EventTable(Protocol):
    """A game's event table: ``{event kind: Cue(handler)}`` (its own kinds over :meth:`RummyMoves.cues`)
    and the kinds played by nothing on purpose."""

    ignored: frozenset[str]

    def cues(self) -> Mapping[str, Cue]: ...


class RummyMoves:
    """The shared handlers. ``read_group`` turns a lay-down event's group entry into a
    :class:`GroupView`, ``grow`` gives a group after a hit event; ``sources`` maps a draw's
    ``source`` to the point the card comes from (a game adds its own piles); ``kept`` discards
    stay on the discard pile when the rest is reshuffled into the draw pile."""

    def __init__(self, host: RummyHost, deck: str, piles: PileSpots, pile: tuple[int, int], words: RummyWords,
                 read_group: Callable[[dict], GroupView], grow: Callable[[GroupView, Event], GroupView],
                 number_key: str, fly: float = 0.42, kept: int = 1):
        self.t, self.deck, self.piles, self.pile, self.words, self.fly = host, deck, piles, pile, words, fly
        self.read_group, self.grow, self.number_key, self.kept = read_group, grow, number_key, kept
        self.sources: dict[str, Callable[[Event], Point]] = {"draw": self._from_deck, "discard": self._from_discard}

    def cues(self) -> dict[str, Cue]:
        """The event kinds every rummy game shares, with the kit's handlers; a game's event table
        starts from this one, then adds its own kinds and replaces the handlers it plays its way."""
        return {
            "shuffle": Cue(self.on_shuffle), "deal": Cue(self.on_deal), "flip": Cue(self.on_flip),
            "dealer": Cue(self.on_dealer), "turn": Cue(self.on_turn), "skip": Cue(self.on_skip),
            "skipped": Cue(self.on_skipped), "draw": Cue(self.on_draw), "lay_down": Cue(self.on_lay_down),
            "hit": Cue(self.on_hit), "discard": Cue(self.on_discard), "reshuffle": Cue(self.on_reshuffle),
            "go_out": Cue(self.on_go_out),
        }

    # --- dealing ---------------------------------------------------------------------------------
    def on_shuffle(self, event: Event) -> float:
        t, deal = self.t, self.words.deal
        number = event.data.get(deal, 1)
        self.sweep_table()
        t.board.new_hand(number, event.data.get("dealer", 0), event.data.get("count", 0))
        if number > 1:
            t.fx.show_banner(f"{deal[:1].upper()}{deal[1:]} {number}", theme.ACCENT_SOFT, duration=1.1, size=BANNER)
        return 0.7 if number > 1 else 0.15

    def on_deal(self, event: Event) -> float:
        t, seat = self.t, _seat(event)
        count = event.data.get("count", len(event.cards))
        t.board.hand_counts[seat] = count
        t.board.draw_count = max(0, t.board.draw_count - count)
        if seat == t.bottom:
            # dealt cards are shown only to the seat they were dealt to
            face_up = t.viewer is not None and t.viewer == seat
            t.held.show(event.cards if face_up else (), face_up)
            t.lay_hand(origin=self.piles.draw)
        else:
            self.fly_backs(self.piles.draw, t.seat_spot(seat), 3)
        t.app.sound.play("card")
        return 0.5 if seat == t.bottom else 0.2

    def on_flip(self, event: Event) -> float:
        t, card = self.t, event.cards[0]
        t.board.draw_count = max(0, t.board.draw_count - 1)
        sprite = t.anim.add(CardSprite(face=t.faces[card], back_deck=self.deck, pos=self.piles.draw, size=self.pile,
                                       flip=0.0, z=320, tag=card))
        sprite.flip_to(True, 0.3, delay=0.05)
        sprite.move_to(self.piles.discard, 0.4, on_done=lambda: self.to_discard(sprite, card))
        return 0.45

    def on_dealer(self, event: Event) -> float:
        self.t.board.dealer = _seat(event)
        return 0.0

    # --- turns and skips -------------------------------------------------------------------------
    def on_turn(self, event: Event) -> float:
        self.t.board.current, self.t.board.stage = event.seat, "draw"
        return 0.0

    def on_skip(self, event: Event) -> float:
        t, target = self.t, event.data.get("target", event.seat)
        t.board.skips[target] += 1
        x, y = t.seat_spot(target)
        t.fx.float_text("Skip!", (x, y - 30), SKIP_RED, duration=1.2)
        return 0.35

    def on_skipped(self, event: Event) -> float:
        t, seat = self.t, _seat(event)
        t.board.skips[seat] = max(0, t.board.skips[seat] - 1)
        x, y = t.seat_spot(seat)
        t.fx.float_text("Loses a turn", (x, y - 30), SKIP_RED, duration=1.3)
        t.app.sound.play("error")
        return 0.7

    # --- a turn's moves --------------------------------------------------------------------------
    def on_draw(self, event: Event) -> float:
        t, seat, card = self.t, _seat(event), event.cards[0]
        origin = self.sources[event.data.get("source", "draw")](event)
        t.board.hand_counts[seat] += 1
        t.board.stage = "play"
        if seat == t.bottom:
            if t.held.face_up:
                t.held.cards.append(card)
            t.lay_hand(origin=origin)
        else:
            hidden = bool(event.data.get("hidden"))
            sprite = t.anim.add(CardSprite(face=None if hidden else t.faces[card], back_deck=self.deck, pos=origin,
                                           size=self.pile, z=320, flip=0.0 if hidden else 1.0))
            sprite.scale_to(0.5, self.fly)
            sprite.move_to(t.seat_spot(seat), self.fly, on_done=lambda: t.anim.remove(sprite))
        t.app.sound.play("card")
        return self.fly + 0.05

    def _from_deck(self, event: Event) -> Point:
        self.t.board.draw_count = max(0, self.t.board.draw_count - 1)
        return self.piles.draw

    def _from_discard(self, event: Event) -> Point:
        if self.t.board.discard:
            self.t.board.discard.pop()
        return self.piles.discard

    def on_lay_down(self, event: Event) -> float:
        t, seat, number = self.t, _seat(event), event.data.get(self.number_key, 0)
        groups = event.data.get("groups", [])
        board = t.board
        board.groups[seat] = [self.read_group(group) for group in groups]
        board.laid[seat], board.active[seat] = True, number
        cards = [card for group in groups for card in group["cards"]]
        board.hand_counts[seat] = max(0, board.hand_counts[seat] - len(cards))
        t.mats.lay(seat, self.cards_leaving(seat, cards))
        name = "You" if seat == t.viewer else t.seats[seat].name
        t.fx.show_banner(f"{name} made {self.words.named(number)}!", theme.GOOD, duration=1.5, size=BANNER)
        spots = t.group_spots(seat)
        if spots:
            t.anim.burst(spots[0].mat.center, CONFETTI, count=60, speed=640)
        t.app.sound.play("clear")
        return self.fly + 0.9

    def on_hit(self, event: Event) -> float:
        t, seat, card = self.t, _seat(event), event.cards[0]
        target, index = event.data["target_seat"], event.data["target_group"]
        t.board.groups[target][index] = self.grow(t.board.groups[target][index], event)
        t.board.hand_counts[seat] = max(0, t.board.hand_counts[seat] - 1)
        t.mats.lay(target, self.cards_leaving(seat, [card]))
        t.app.sound.play("card")
        return self.fly + 0.15

    def on_discard(self, event: Event) -> float:
        t, seat, card = self.t, _seat(event), event.cards[0]
        t.board.hand_counts[seat] = max(0, t.board.hand_counts[seat] - 1)
        sprite = self.cards_leaving(seat, [card])[0]
        sprite.z = 330
        sprite.scale_to(self.pile[0] / sprite.size[0], self.fly)
        sprite.move_to(self.piles.discard, self.fly, on_done=lambda: self.to_discard(sprite, card))
        t.app.sound.play("card")
        return self.fly + 0.1

    def on_reshuffle(self, event: Event) -> float:
        t, count = self.t, event.data.get("count", len(event.cards))
        t.board.discard = t.board.discard[-self.kept:]
        t.board.draw_count += count
        self.fly_backs(self.piles.discard, self.piles.draw, 5)
        t.fx.float_text("Reshuffled", (self.piles.draw[0], self.piles.draw[1] - 110), theme.INK,
                        duration=1.2)
        return 0.6

    def on_go_out(self, event: Event) -> float:
        t, seat = self.t, _seat(event)
        name = "You go" if seat == t.viewer else f"{t.seats[seat].name} goes"
        t.fx.show_banner(f"{name} out!", theme.ACCENT, duration=1.4, size=BANNER)
        t.anim.burst(t.seat_spot(seat), CONFETTI, count=70, speed=700)
        t.app.sound.play("win" if seat == t.viewer else "clear")
        return 1.4

    # --- between deals -----------------------------------------------------------------------------
    def hold_for(self, ready: Callable[[], None]) -> None:
        """After the current cue's hold, ``ready()`` (it readies the overlay between deals) and the
        queue pauses until that overlay closes (the table's ``summary_closed`` resumes it)."""
        t = self.t
        t.awaiting_summary = True

        def wait() -> None:
            ready()
            t.player.pause()
        t.player.then(0.0, wait)

    # --- sprite helpers -----------------------------------------------------------------------------
    def cards_leaving(self, seat: int, cards: Sequence[str]) -> list[CardSprite]:
        """Face-up sprites for public ``cards`` leaving ``seat``'s hand (strip or pod)."""
        t = self.t
        if seat == t.bottom:
            flying = t.held.take(cards)
            t.lay_hand()
            return flying
        x, y = t.seat_spot(seat)
        flying = []
        for index, card in enumerate(cards):
            sprite = t.anim.add(CardSprite(face=t.faces[card], back_deck=self.deck, pos=(x + 12 * index, y),
                                           size=self.pile, scale=0.5, flip=0.0, tag=card))
            sprite.flip_to(True, 0.25, delay=0.05)
            flying.append(sprite)
        return flying

    def to_discard(self, sprite: CardSprite, card: str) -> None:
        self.t.board.discard.append(card)
        self.t.anim.remove(sprite)

    def fly_backs(self, start: Point, end: Point, count: int) -> None:
        """A few small backs flying between zones (no hidden card is ever shown)."""
        anim = self.t.anim
        for index in range(count):
            sprite = anim.add(CardSprite(back_deck=self.deck, pos=start, size=self.pile, flip=0.0, z=300 + index,
                                         scale=0.6))
            sprite.move_to(end, 0.35, delay=0.05 * index, on_done=lambda s=sprite: anim.remove(s))

    def sweep_table(self) -> None:
        """A new deal: every laid card and the bottom hand slide back to the draw pile."""
        t = self.t
        leaving = t.mats.take_all() + t.held.sweep()
        for index, sprite in enumerate(leaving[:40]):
            sprite.z, sprite.selected, sprite.highlight = 260 + index, False, None
            sprite.flip_to(False, 0.25)
            sprite.move_to(self.piles.draw, 0.4, delay=0.01 * index, on_done=lambda s=sprite: t.anim.remove(s))
        for sprite in leaving[40:]:
            t.anim.remove(sprite)


def _seat(event: Event) -> int:
    assert event.seat is not None, f"a {event.kind} event names its seat"
    return event.seat
