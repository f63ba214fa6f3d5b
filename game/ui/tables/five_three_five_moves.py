"""Five Three Five table: engine events turned into choreography.

Each event takes a slot on a timeline (``_slot``); when its slot comes, a callback moves the
sprites and updates the shown board, so counts, passes and scores change exactly when the
cards land. A round's end stops the timeline: the summary overlay opens once everything
before it has played, and the next deal waits until it is closed.
"""

from __future__ import annotations

from typing import Any

from game.core.engine import Event
from game.ui import theme
from game.ui.anim import CardSprite
from game.ui.tables.five_three_five_layout import (
    DECK,
    DISCARD_POS,
    MELD_CENTRE,
    MINI,
    OWN_BADGE,
    OWN_RESERVE,
    PILE_SCALE,
    UNDEALT_POS,
    meld_slot,
    meld_z,
    reserve_position,
)
from game.ui.tables.five_three_five_summary import RoundResult
from game.ui.tables.kit import CARD
from game.ui.tables.timeline import EventTimeline

FLY = 0.45                  # a card from a hand to the meld
CLEAR_REASONS = {"passes": "Everyone passed", "five_run": "Five-card run!", "rule_of_8s": "Rule of 8s!"}
EIGHTS_COLOURS = ("orange", "purple", "blue", "yellow", (255, 240, 200))


class Choreography(EventTimeline):
    """Mixed into the table scene: one handler per engine event kind."""

    summary_kind = "round_end"

    # provided by the table scene
    anim: Any
    board: Any
    fx: Any
    hand: Any
    faces: dict
    meld: list[list[CardSprite]]
    pods: dict[int, tuple[int, int]]
    bottom: int
    viewer: int | None
    hand_cards: list[int]
    hand_face_up: bool

    def _init_timeline(self) -> None:
        self._start_timeline()
        self.last_result: RoundResult | None = None
        self.final_rows: list[dict] | None = None
        self._left_cards: dict[int, tuple[int, ...]] = {}

    def seat_spot(self, seat: int) -> tuple[int, int]:
        return OWN_BADGE if seat == self.bottom else self.pods[seat]

    # --- dealing -----------------------------------------------------------------------------
    def _on_shuffle(self, event: Event) -> None:
        count = event.data.get("count", 0)
        round_no = event.data.get("round", 1)

        def go() -> None:
            self._sweep(fade=True)
            b = self.board
            b.counts, b.reserves = [0] * b.players, [0] * b.players
            b.layers, b.meld_kind, b.passed, b.last_player = [], "", set(), -1
            b.undealt = b.discarded = 0
            b.deck, b.round_no, b.half = count, round_no, 1 if b.players == 2 else 0
            b.current = None
            if round_no > 1:
                self.fx.show_banner(f"Round {round_no}", theme.ACCENT_SOFT, duration=1.0, size=96)
        self._then(0.5 if round_no > 1 else 0.2, go)

    def _on_deal(self, event: Event) -> None:
        seat, count = event.seat, event.data.get("count", len(event.cards))
        reserve = (event.dst or "").startswith("reserve")
        cards = tuple(event.cards)

        def go() -> None:
            b = self.board
            b.deck = max(0, b.deck - count)
            if reserve:
                b.reserves[seat] = count
                target = OWN_RESERVE if seat == self.bottom else reserve_position(self.pods[seat])
                self._fly_backs(MELD_CENTRE, target, 3)
            elif seat == self.bottom:
                b.counts[seat] = count
                # the dealt cards are shown only to the seat they were dealt to
                self.hand_face_up = self.viewer is not None and self.viewer == seat
                self.hand_cards = list(cards) if self.hand_face_up else []
                self.lay_hand(origin=MELD_CENTRE)
            else:
                b.counts[seat] = count
                self._fly_backs(MELD_CENTRE, self.pods[seat], 4)
            self.app.sound.play("card")
        self._then(0.55 if seat == self.bottom and not reserve else 0.22, go)

    def _on_set_aside(self, event: Event) -> None:
        count = event.data.get("count", 0)

        def go() -> None:
            self.board.undealt, self.board.deck = count, 0
            self._fly_backs(MELD_CENTRE, UNDEALT_POS, 2)
        self._then(0.4, go)

    def _on_pickup(self, event: Event) -> None:
        seat, cards = event.seat, tuple(event.cards)

        def go() -> None:
            b = self.board
            b.half, b.reserves[seat], b.counts[seat] = 2, 0, len(cards)
            if seat == self.bottom:
                self.hand_face_up = self.viewer is not None and self.viewer == seat
                self.hand_cards = list(cards) if self.hand_face_up else []
                self.lay_hand(origin=OWN_RESERVE)
            else:
                self._fly_backs(reserve_position(self.pods[seat]), self.pods[seat], 3)
            if seat == self.bottom or len(self.pods) == 0:
                self.fx.show_banner("Second half", theme.ACCENT_SOFT, duration=1.0, size=96)
        self._then(0.5, go)

    # --- turns, plays, passes, clears ----------------------------------------------------------
    def _on_turn(self, event: Event) -> None:
        seat = event.seat

        def go() -> None:
            self.board.current = seat
        self._then(0.0, go)

    def _on_play(self, event: Event) -> None:
        seat, cards, data = event.seat, tuple(event.cards), event.data

        def go() -> None:
            b = self.board
            b.counts[seat] = max(0, b.counts[seat] - len(cards))
            flying = self._cards_leaving(seat, cards)
            if data.get("action") == "add" and self.meld:
                self.meld[-1] = sorted(self.meld[-1] + flying, key=lambda s: s.tag)
                b.layers[-1] = sorted(b.layers[-1] + list(cards))
            else:
                self.meld.append(sorted(flying, key=lambda s: s.tag))
                b.layers.append(list(cards))
            b.meld_kind, b.last_player = data.get("meld_type", ""), seat
            b.passed = set()
            self.lay_meld(flying)
            self.app.sound.play("card")
        self._then(FLY + 0.1, go)

    def _on_pass(self, event: Event) -> None:
        seat = event.seat

        def go() -> None:
            self.board.passed.add(seat)
            x, y = self.seat_spot(seat)
            self.fx.float_text("Pass", (x, y - 70), theme.INK_DIM, duration=0.9)
        self._then(0.45, go)

    def _on_clear(self, event: Event) -> None:
        seat, reason = event.seat, event.data.get("reason", "")
        eights = reason == "rule_of_8s"
        if reason == "all_copies" and event.cards:
            words = {4: "four", 5: "five"}
            copies = self.board.copies
            title = f"All {words.get(copies, copies)} {event.cards[-1]}s!"
        else:
            title = CLEAR_REASONS.get(reason, "Trick cleared")

        def flourish() -> None:
            if eights:
                self.fx.show_banner(title, (255, 206, 70), duration=1.5, size=132)
                for dx in (-430, 0, 430):   # from the banner's ends too, so it is not hidden
                    self.anim.burst((MELD_CENTRE[0] + dx, MELD_CENTRE[1] - 20), EIGHTS_COLOURS,
                                    count=70, speed=760, life=1.4)
                self.app.sound.play("clear")
            else:
                self.fx.show_banner(title, theme.INK, duration=0.9, size=64)
            x, y = self.seat_spot(seat)
            self.fx.float_text("Wins the lead", (x, y - 70), theme.ACCENT, duration=1.2)

        def sweep() -> None:
            count = sum(len(layer) for layer in self.meld)
            self._sweep()
            b = self.board
            b.layers, b.meld_kind, b.passed, b.last_player = [], "", set(), -1
            b.discarded += count or len(event.cards)
        self._then(0.9 if eights else 0.35, flourish)
        self._then(0.55, sweep)

    def _on_collect(self, event: Event) -> None:
        def go() -> None:
            count = sum(len(layer) for layer in self.meld)
            self._sweep()
            b = self.board
            b.layers, b.meld_kind, b.passed, b.last_player = [], "", set(), -1
            b.discarded += count
        self._then(0.55, go)

    # --- scoring and the end of a round ------------------------------------------------------
    def _on_score(self, event: Event) -> None:
        seat, points, total = event.seat, event.data.get("points", 0), event.data.get("total", 0)
        self._left_cards[seat] = tuple(event.cards)

        def go() -> None:
            self.board.scores[seat] = total
            self.board.counts[seat] = 0
            x, y = self.seat_spot(seat)
            if seat == self.bottom:
                for index, sprite in enumerate(self.hand.sprites):
                    sprite.z = 300
                    sprite.move_to(OWN_BADGE, 0.4, delay=0.03 * index)
                    sprite.scale_to(0.4, 0.4, delay=0.03 * index)
                    sprite.fade_to(0, 0.4, delay=0.03 * index, on_done=lambda s=sprite: self.anim.remove(s))
                self.hand.sprites, self.hand_cards = [], []
            self.fx.float_text(f"+{points}", (x, y - 70), theme.BAD, duration=1.3, size=56)
            self.app.sound.play("select")
        self._then(0.5, go)

    def on_summary_event(self, event: Event, game_over: bool) -> None:
        data = event.data
        players = len(data.get("points", []))
        result = RoundResult(round_no=data.get("round", 1), half=data.get("half", 0), out=event.seat or 0,
                             points=list(data.get("points", [])), scores=list(data.get("scores", [])),
                             cards_left=[self._left_cards.get(seat, ()) for seat in range(players)],
                             game_over=game_over, target=getattr(self.state, "target", 20))
        self._left_cards = {}
        self.last_result = result
        if self.fast:
            return
        self.awaiting_summary = True
        name = self.seats[result.out].name

        def announce() -> None:
            self.fx.show_banner(f"{name} is out!", theme.GOOD, duration=1.3, size=96)
            self.app.sound.play("win" if result.out == self.viewer else "clear")

        def ready() -> None:
            self.summary_ready = result
        self._then(1.3, announce)
        self._then(0.0, ready)

    def _on_next_lead(self, event: Event) -> None:
        seat = event.seat

        def go() -> None:
            x, y = self.seat_spot(seat)
            self.fx.float_text("Leads first", (x, y - 70), theme.ACCENT, duration=1.4)
        self._then(0.1, go)

    def _on_game_end(self, event: Event) -> None:
        self.final_rows = list(event.data.get("standings", []))

    # --- sprite helpers ------------------------------------------------------------------------
    def _cards_leaving(self, seat: int, cards: tuple[int, ...]) -> list[CardSprite]:
        """Sprites for ``cards`` leaving ``seat``: taken from the hand strip, or made at the pod."""
        flying = []
        if seat == self.bottom:
            return self._take_from_own_hand(cards)
        start = self.pods.get(seat, MELD_CENTRE)
        for index, card in enumerate(cards):
            sprite = CardSprite(face=self.faces[card], back_deck=DECK, pos=(start[0] + index * 20, start[1] - 60),
                                size=CARD, scale=0.45, flip=0.0, tag=card)
            self.anim.add(sprite)
            sprite.flip_to(True, 0.3, delay=0.12)
            sprite.scale_to(1.0, FLY)
            flying.append(sprite)
        return flying

    def lay_meld(self, flying: list[CardSprite] = ()) -> None:
        """Move every meld sprite to its slot: the top layer in a row, older layers peeking above."""
        top = len(self.meld) - 1
        for layer_index, layer in enumerate(self.meld):
            for index, sprite in enumerate(layer):
                target = meld_slot(top - layer_index, index, len(layer))
                z = meld_z(min(layer_index, 14), index)
                if sprite in flying:
                    sprite.z = 300

                    def land(s: CardSprite = sprite, z: int = z) -> None:
                        s.z = z
                    sprite.move_to(target, FLY, delay=0.02 * index, on_done=land)
                else:
                    sprite.z = z
                    if sprite.pos != target:
                        sprite.move_to(target, 0.3)

    def _sweep(self, fade: bool = False) -> None:
        """Every meld card to the cleared pile, face down (or faded away at a new round)."""
        sprites = [sprite for layer in self.meld for sprite in layer]
        self.meld = []
        for index, sprite in enumerate(reversed(sprites)):
            sprite.z = 250 + index
            done = (lambda s=sprite: self.anim.remove(s))
            if fade:
                sprite.fade_to(0, 0.3, on_done=done)
                continue
            delay = 0.025 * index
            sprite.flip_to(False, 0.3, delay=delay)
            sprite.scale_to(PILE_SCALE, 0.4, delay=delay)
            sprite.move_to(DISCARD_POS, 0.45, delay=delay, on_done=done)

    def _fly_backs(self, start: tuple[int, int], end: tuple[int, int], count: int) -> None:
        """A few small backs flying between zones (opponents' cards are never shown)."""
        for index in range(count):
            sprite = self.anim.add(CardSprite(back_deck=DECK, pos=start, size=MINI, flip=0.0, z=280 + index))
            sprite.move_to((end[0], end[1] - 40), 0.35, delay=0.05 * index,
                           on_done=lambda s=sprite: self.anim.remove(s))
