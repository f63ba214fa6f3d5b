"""Phase 10 table: engine events turned into choreography.

Each event takes a slot on a timeline (``_then``); when its slot comes, a callback moves the
sprites and updates the shown board, so counts, piles and groups change as the cards land.
Cards marked ``data["hidden"]`` fly face down unless they go to (or come from) the seat
watching. A hand's end stops the timeline: the summary opens once everything before it has
played, and the next deal waits until it is closed.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.core.engine import Event
from game.core.melds import Meld
from game.ui import theme
from game.ui.anim import CardSprite
from game.ui.tables.kit import CARD
from game.ui.tables.phase10_draw import SKIP_RED
from game.ui.tables.phase10_layout import DECK, DISCARD_POS, DRAW_POS, PILE, SAVE_CARD
from game.ui.tables.timeline import EventTimeline

FLY = 0.42
CONFETTI = ("red", "yellow", "green", "blue", (255, 240, 200))


@dataclass
class HandResult:
    """What the ``hand_end`` event said, for the summary overlay."""

    hand: int
    went_out: int | None
    points: list[int]
    phases_made: list[int]
    attempted: list[int]
    scores: list[int]
    completed: list[int]
    hands: list[list[str]]
    reason: str
    game_over: bool = False


class Choreography(EventTimeline):
    """Mixed into the table scene: one handler per engine event kind."""

    summary_kind = "hand_end"

    anim: Any
    fx: Any
    hand: Any
    shown: Any
    faces: dict
    bottom: int
    viewer: int | None
    hand_cards: list[str]
    hand_face_up: bool
    group_sprites: dict[str, CardSprite]

    def _init_timeline(self) -> None:
        self._start_timeline()
        self.last_result: HandResult | None = None
        self.final: dict | None = None

    # --- dealing and choosing ------------------------------------------------------------------
    def _on_shuffle(self, event: Event) -> None:
        hand, dealer, count = event.data.get("hand", 1), event.data.get("dealer", 0), event.data.get("count", 0)

        def go() -> None:
            self._sweep_table()
            s, n = self.shown, self.shown.players
            s.hand_counts, s.active, s.laid = [0] * n, [0] * n, [False] * n
            s.melds, s.skips = [[] for _ in range(n)], [0] * n
            s.discard, s.draw_count, s.hand_number, s.dealer = [], count, hand, dealer
            s.current, s.stage = None, "deal"
            if hand > 1:
                self.fx.show_banner(f"Hand {hand}", theme.ACCENT_SOFT, 1.1)
        self._then(0.7 if hand > 1 else 0.15, go)

    def _on_deal(self, event: Event) -> None:
        seat, count, cards = event.seat, event.data.get("count", len(event.cards)), tuple(event.cards)

        def go() -> None:
            s = self.shown
            s.hand_counts[seat] = count
            s.draw_count = max(0, s.draw_count - count)
            if seat == self.bottom:
                # dealt cards are shown only to the seat they were dealt to
                self.hand_face_up = self.viewer is not None and self.viewer == seat
                self.hand_cards = list(cards) if self.hand_face_up else []
                self.lay_hand(origin=DRAW_POS)
            else:
                self._fly_backs(DRAW_POS, self.seat_spot(seat), 3)
            self.app.sound.play("card")
        self._then(0.5 if seat == self.bottom else 0.2, go)

    def _on_flip(self, event: Event) -> None:
        card = event.cards[0]

        def go() -> None:
            self.shown.draw_count = max(0, self.shown.draw_count - 1)
            sprite = self.anim.add(CardSprite(face=self.faces[card], back_deck=DECK, pos=DRAW_POS, size=PILE,
                                              flip=0.0, z=320, tag=card))
            sprite.flip_to(True, 0.3, delay=0.05)
            sprite.move_to(DISCARD_POS, 0.4, on_done=lambda: self._to_discard(sprite, card))
        self._then(0.45, go)

    def _on_choose_turn(self, event: Event) -> None:
        seat = event.seat

        def go() -> None:
            self.shown.current, self.shown.stage = seat, "choose"
        self._then(0.0, go)

    def _on_choose_phase(self, event: Event) -> None:
        seat, phase = event.seat, event.data.get("phase", 0)

        def go() -> None:
            self.shown.active[seat] = phase
            x, y = self.phase_spot(seat)
            self.fx.float_text(f"Phase {phase}", (x, y), theme.ACCENT_SOFT)
        self._then(0.3, go)

    # --- turns, skips, draws ---------------------------------------------------------------------
    def _on_turn(self, event: Event) -> None:
        seat = event.seat

        def go() -> None:
            self.shown.current, self.shown.stage = seat, "draw"
        self._then(0.0, go)

    def _on_skip(self, event: Event) -> None:
        target = event.data.get("target", event.seat)

        def go() -> None:
            self.shown.skips[target] += 1
            x, y = self.seat_spot(target)
            self.fx.float_text("Skip!", (x, y - 30), SKIP_RED)
        self._then(0.35, go)

    def _on_skipped(self, event: Event) -> None:
        seat = event.seat

        def go() -> None:
            self.shown.skips[seat] = max(0, self.shown.skips[seat] - 1)
            x, y = self.seat_spot(seat)
            self.fx.float_text("Loses a turn", (x, y - 30), SKIP_RED, 1.3)
            self.app.sound.play("error")
        self._then(0.7, go)

    def _on_draw(self, event: Event) -> None:
        seat, card, source = event.seat, event.cards[0], event.data.get("source", "draw")
        hidden = bool(event.data.get("hidden"))

        def go() -> None:
            s = self.shown
            if source == "discard":
                origin = DISCARD_POS
                if s.discard:
                    s.discard.pop()
            elif source == "save":
                origin = self.save_spot(seat, s.save_counts[seat] - 1)
                s.save_counts[seat] = max(0, s.save_counts[seat] - 1)
                if card in s.own_saves:
                    s.own_saves.remove(card)
            else:
                origin = DRAW_POS
                s.draw_count = max(0, s.draw_count - 1)
            s.hand_counts[seat] += 1
            s.stage = "play"
            if seat == self.bottom:
                if self.hand_face_up:
                    self.hand_cards.append(card)
                self.lay_hand(origin=origin)
            else:
                face = None if hidden else self.faces[card]
                sprite = self.anim.add(CardSprite(face=face, back_deck=DECK, pos=origin, size=PILE, z=320,
                                                  flip=0.0 if hidden else 1.0))
                sprite.scale_to(0.5, FLY)
                sprite.move_to(self.seat_spot(seat), FLY, on_done=lambda: self.anim.remove(sprite))
            self.app.sound.play("card")
        self._then(FLY + 0.05, go)

    # --- laying down, hitting, discarding, saving -------------------------------------------------
    def _on_lay_down(self, event: Event) -> None:
        seat, phase, groups = event.seat, event.data.get("phase", 0), event.data.get("groups", [])
        requirement = self.rules.content.phases[phase]

        def go() -> None:
            s = self.shown
            s.melds[seat] = [Meld(requirement.groups[i], tuple(g["cards"]), g.get("number", 0), g.get("colour", -1),
                                  g.get("low", 0), g.get("high", 0)) for i, g in enumerate(groups)]
            s.laid[seat], s.active[seat] = True, phase
            cards = [card for g in groups for card in g["cards"]]
            s.hand_counts[seat] = max(0, s.hand_counts[seat] - len(cards))
            flying = self._cards_leaving(seat, cards)
            self.lay_groups(seat, flying)
            name = "You" if seat == self.viewer else self.seats[seat].name
            self.fx.show_banner(f"{name} made phase {phase}!", theme.GOOD, 1.5)
            spots = self.group_spots(seat)
            if spots:
                self.anim.burst(spots[0].mat.center, CONFETTI, count=60, speed=640)
            self.app.sound.play("clear")
        self._then(FLY + 0.9, go)

    def _on_hit(self, event: Event) -> None:
        seat, card = event.seat, event.cards[0]
        target, index = event.data["target_seat"], event.data["target_group"]
        cards, low, high = tuple(event.data["cards"]), event.data.get("low", 0), event.data.get("high", 0)

        def go() -> None:
            s = self.shown
            old = s.melds[target][index]
            s.melds[target][index] = Meld(old.spec, cards, old.number, old.colour, low, high)
            s.hand_counts[seat] = max(0, s.hand_counts[seat] - 1)
            self.lay_groups(target, self._cards_leaving(seat, [card]))
            self.app.sound.play("card")
        self._then(FLY + 0.15, go)

    def _on_discard(self, event: Event) -> None:
        seat, card = event.seat, event.cards[0]

        def go() -> None:
            self.shown.hand_counts[seat] = max(0, self.shown.hand_counts[seat] - 1)
            sprite = self._cards_leaving(seat, [card])[0]
            sprite.z = 330
            sprite.scale_to(PILE[0] / sprite.size[0], FLY)
            sprite.move_to(DISCARD_POS, FLY, on_done=lambda: self._to_discard(sprite, card))
            self.app.sound.play("card")
        self._then(FLY + 0.1, go)

    def _on_save(self, event: Event) -> None:
        seat, card = event.seat, event.cards[0]

        def go() -> None:
            s = self.shown
            own = seat == self.bottom and self.hand_face_up
            s.hand_counts[seat] = max(0, s.hand_counts[seat] - 1)
            if seat == self.bottom:
                sprite = self.hand.take(card) if own else (self.hand.sprites.pop() if self.hand.sprites else None)
                if sprite is None:
                    sprite = self.anim.add(CardSprite(back_deck=DECK, pos=(960, 930), size=CARD, flip=0.0))
                if not own:
                    self.lay_hand()
            else:
                sprite = self.anim.add(CardSprite(back_deck=DECK, pos=self.seat_spot(seat), size=PILE,
                                                  flip=0.0, scale=0.5))
            if own and card in self.hand_cards:
                self.hand_cards.remove(card)
                self.lay_hand()
            sprite.z = 330
            sprite.scale_to(SAVE_CARD[0] / sprite.size[0] if seat == self.bottom else 0.45, FLY)

            def land() -> None:
                s.save_counts[seat] += 1
                if own:
                    s.own_saves.append(card)
                self.anim.remove(sprite)
            sprite.move_to(self.save_spot(seat, s.save_counts[seat]), FLY, on_done=land)
        self._then(FLY + 0.1, go)

    def _on_reshuffle(self, event: Event) -> None:
        count = event.data.get("count", len(event.cards))

        def go() -> None:
            s = self.shown
            s.discard = s.discard[-1:]
            s.draw_count += count
            self._fly_backs(DISCARD_POS, DRAW_POS, 5)
            self.fx.float_text("Reshuffled", (DRAW_POS[0], DRAW_POS[1] - 110), theme.INK)
        self._then(0.6, go)

    # --- the end of a hand ------------------------------------------------------------------------
    def _on_go_out(self, event: Event) -> None:
        seat = event.seat

        def go() -> None:
            name = "You go" if seat == self.viewer else f"{self.seats[seat].name} goes"
            self.fx.show_banner(f"{name} out!", theme.ACCENT, 1.4)
            x, y = self.seat_spot(seat)
            self.anim.burst((x, y), CONFETTI, count=70, speed=700)
            self.app.sound.play("win" if seat == self.viewer else "clear")
        self._then(1.4, go)

    def on_summary_event(self, event: Event, game_over: bool) -> None:
        data = event.data
        result = HandResult(hand=data.get("hand", 1), went_out=data.get("went_out"),
                            points=list(data.get("points", [])), phases_made=list(data.get("phases_made", [])),
                            attempted=list(self.shown.active), scores=list(data.get("scores", [])),
                            completed=list(data.get("completed", [])),
                            hands=[list(h) for h in data.get("hands", [])], reason=data.get("reason", ""),
                            game_over=game_over)
        self.last_result = result
        if self.fast:
            return
        self.awaiting_summary = True

        def reveal() -> None:
            s = self.shown
            s.scores, s.current = list(result.scores), None
            for seat, made in enumerate(result.phases_made):
                if made and made not in s.made[seat]:
                    s.made[seat].append(made)
            for seat, points in enumerate(result.points):
                if points:
                    x, y = self.seat_spot(seat)
                    self.fx.float_text(f"+{points}", (x, y - 30), theme.BAD, 1.3)

        def ready() -> None:
            self.summary_ready = result
        self._then(0.9, reveal)
        self._then(0.0, ready)

    def _on_dealer(self, event: Event) -> None:
        seat = event.seat

        def go() -> None:
            self.shown.dealer = seat
        self._then(0.0, go)

    def _on_game_end(self, event: Event) -> None:
        self.final = dict(event.data)

    # --- sprite helpers -----------------------------------------------------------------------------
    def _cards_leaving(self, seat: int, cards: list[str]) -> list[CardSprite]:
        """Face-up sprites for public ``cards`` leaving ``seat``'s hand (strip or pod)."""
        flying = []
        if seat == self.bottom:
            return self._take_from_own_hand(cards)
        x, y = self.seat_spot(seat)
        for index, card in enumerate(cards):
            sprite = self.anim.add(CardSprite(face=self.faces[card], back_deck=DECK, pos=(x + 12 * index, y),
                                              size=PILE, scale=0.5, flip=0.0, tag=card))
            sprite.flip_to(True, 0.25, delay=0.05)
            flying.append(sprite)
        return flying

    def _to_discard(self, sprite: CardSprite, card: str) -> None:
        self.shown.discard.append(card)
        self.anim.remove(sprite)

    def _fly_backs(self, start: tuple[int, int], end: tuple[int, int], count: int) -> None:
        """A few small backs flying between zones (no hidden card is ever shown)."""
        for index in range(count):
            sprite = self.anim.add(CardSprite(back_deck=DECK, pos=start, size=PILE, flip=0.0, z=300 + index,
                                              scale=0.6))
            sprite.move_to(end, 0.35, delay=0.05 * index, on_done=lambda s=sprite: self.anim.remove(s))

    def _sweep_table(self) -> None:
        """A new deal: every laid card and the bottom hand slide back to the draw pile."""
        leaving = list(self.group_sprites.values()) + list(self.hand.sprites)
        self.group_sprites = {}
        self.hand.sprites, self.hand_cards = [], []
        for index, sprite in enumerate(leaving[:40]):
            sprite.z, sprite.selected, sprite.highlight = 260 + index, False, None
            sprite.flip_to(False, 0.25)
            sprite.move_to(DRAW_POS, 0.4, delay=0.01 * index, on_done=lambda s=sprite: self.anim.remove(s))
        for sprite in leaving[40:]:
            self.anim.remove(sprite)
