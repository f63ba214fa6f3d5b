"""Phase 10's event table: which handler plays each event kind the engine emits.

Each handler moves sprites and updates the board as its cards land, and returns how long it
holds the queue (the next event waits that long). A hand's end reveals the scores, then pauses
the queue until the summary closes: the next deal waits for it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.engine import Event
from game.games.phase10.view import LaidGroup
from game.ui import theme
from game.ui.anim import CardSprite
from game.ui.tables.common.player import Cue
from game.ui.tables.phase10.adapter import group_view, grown
from game.ui.tables.phase10.layout import DECK, DISCARD_POS, DRAW_POS, FLY, PILE, SAVE_CARD
from game.ui.tables.rummy.pods import SKIP_RED
from game.ui.tables.rummy.summary import HandResult

if TYPE_CHECKING:
    from game.ui.tables.phase10.table import Phase10Table

CONFETTI = ("red", "yellow", "green", "blue", (255, 240, 200))
IGNORED = frozenset({"score", "game_end"})    # the sheet shows scores from hand_end; the standings follow


class Phase10Moves:
    """The handlers, over the table's parts (board, hand, group sprites, effects)."""

    def __init__(self, table: Phase10Table):
        self.t = table
        self.last_result: HandResult | None = None
        self.final_hand: int | None = None     # the hand whose end also ends the game

    def cues(self) -> dict[str, Cue]:
        return {
            "shuffle": Cue(self.on_shuffle), "deal": Cue(self.on_deal), "flip": Cue(self.on_flip),
            "choose_turn": Cue(self.on_choose_turn), "choose_phase": Cue(self.on_choose_phase),
            "turn": Cue(self.on_turn), "skip": Cue(self.on_skip), "skipped": Cue(self.on_skipped),
            "draw": Cue(self.on_draw), "lay_down": Cue(self.on_lay_down), "hit": Cue(self.on_hit),
            "discard": Cue(self.on_discard), "save": Cue(self.on_save), "reshuffle": Cue(self.on_reshuffle),
            "go_out": Cue(self.on_go_out), "hand_end": Cue(self.on_hand_end), "dealer": Cue(self.on_dealer),
        }

    # --- dealing and choosing ------------------------------------------------------------------
    def on_shuffle(self, event: Event) -> float:
        t, hand = self.t, event.data.get("hand", 1)
        self._sweep_table()
        t.board.new_hand(hand, event.data.get("dealer", 0), event.data.get("count", 0))
        if hand > 1:
            t.fx.show_banner(f"Hand {hand}", theme.ACCENT_SOFT, 1.1)
        return 0.7 if hand > 1 else 0.15

    def on_deal(self, event: Event) -> float:
        t, seat = self.t, event.seat
        assert seat is not None
        count = event.data.get("count", len(event.cards))
        t.board.hand_counts[seat] = count
        t.board.draw_count = max(0, t.board.draw_count - count)
        if seat == t.bottom:
            # dealt cards are shown only to the seat they were dealt to
            face_up = t.viewer is not None and t.viewer == seat
            t.held.show(event.cards if face_up else (), face_up)
            t.lay_hand(origin=DRAW_POS)
        else:
            self._fly_backs(DRAW_POS, t.seat_spot(seat), 3)
        t.app.sound.play("card")
        return 0.5 if seat == t.bottom else 0.2

    def on_flip(self, event: Event) -> float:
        t, card = self.t, event.cards[0]
        t.board.draw_count = max(0, t.board.draw_count - 1)
        sprite = t.anim.add(CardSprite(face=t.faces[card], back_deck=DECK, pos=DRAW_POS, size=PILE, flip=0.0, z=320,
                                       tag=card))
        sprite.flip_to(True, 0.3, delay=0.05)
        sprite.move_to(DISCARD_POS, 0.4, on_done=lambda: self._to_discard(sprite, card))
        return 0.45

    def on_choose_turn(self, event: Event) -> float:
        self.t.board.current, self.t.board.stage = event.seat, "choose"
        return 0.0

    def on_choose_phase(self, event: Event) -> float:
        t, seat, phase = self.t, event.seat, event.data.get("phase", 0)
        assert seat is not None
        t.board.active[seat] = phase
        t.fx.float_text(f"Phase {phase}", t.phase_spot(seat), theme.ACCENT_SOFT)
        return 0.3

    # --- turns, skips, draws ---------------------------------------------------------------------
    def on_turn(self, event: Event) -> float:
        self.t.board.current, self.t.board.stage = event.seat, "draw"
        return 0.0

    def on_skip(self, event: Event) -> float:
        t, target = self.t, event.data.get("target", event.seat)
        t.board.skips[target] += 1
        x, y = t.seat_spot(target)
        t.fx.float_text("Skip!", (x, y - 30), SKIP_RED)
        return 0.35

    def on_skipped(self, event: Event) -> float:
        t, seat = self.t, event.seat
        assert seat is not None
        t.board.skips[seat] = max(0, t.board.skips[seat] - 1)
        x, y = t.seat_spot(seat)
        t.fx.float_text("Loses a turn", (x, y - 30), SKIP_RED, 1.3)
        t.app.sound.play("error")
        return 0.7

    def on_draw(self, event: Event) -> float:
        t, seat, card, source = self.t, event.seat, event.cards[0], event.data.get("source", "draw")
        assert seat is not None
        board, saves = t.board, t.saves
        if source == "discard":
            origin = DISCARD_POS
            if board.discard:
                board.discard.pop()
        elif source == "save":
            origin = t.save_spot(seat, saves.counts[seat] - 1)
            saves.counts[seat] = max(0, saves.counts[seat] - 1)
            if card in saves.own:
                saves.own.remove(card)
        else:
            origin = DRAW_POS
            board.draw_count = max(0, board.draw_count - 1)
        board.hand_counts[seat] += 1
        board.stage = "play"
        if seat == t.bottom:
            if t.held.face_up:
                t.held.cards.append(card)
            t.lay_hand(origin=origin)
        else:
            hidden = bool(event.data.get("hidden"))
            sprite = t.anim.add(CardSprite(face=None if hidden else t.faces[card], back_deck=DECK, pos=origin,
                                           size=PILE, z=320, flip=0.0 if hidden else 1.0))
            sprite.scale_to(0.5, FLY)
            sprite.move_to(t.seat_spot(seat), FLY, on_done=lambda: t.anim.remove(sprite))
        t.app.sound.play("card")
        return FLY + 0.05

    # --- laying down, hitting, discarding, saving -------------------------------------------------
    def on_lay_down(self, event: Event) -> float:
        t, seat, phase = self.t, event.seat, event.data.get("phase", 0)
        assert seat is not None
        groups = event.data.get("groups", [])
        colours = t.rules.content.ctx.colours
        board = t.board
        board.groups[seat] = [group_view(LaidGroup.from_event(g), colours) for g in groups]
        board.laid[seat], board.active[seat] = True, phase
        cards = [card for g in groups for card in g["cards"]]
        board.hand_counts[seat] = max(0, board.hand_counts[seat] - len(cards))
        t.mats.lay(seat, self._cards_leaving(seat, cards))
        name = "You" if seat == t.viewer else t.seats[seat].name
        t.fx.show_banner(f"{name} made phase {phase}!", theme.GOOD, 1.5)
        spots = t.group_spots(seat)
        if spots:
            t.anim.burst(spots[0].mat.center, CONFETTI, count=60, speed=640)
        t.app.sound.play("clear")
        return FLY + 0.9

    def on_hit(self, event: Event) -> float:
        t, seat, card = self.t, event.seat, event.cards[0]
        assert seat is not None
        target, index = event.data["target_seat"], event.data["target_group"]
        t.board.groups[target][index] = grown(t.board.groups[target][index], event, t.rules.content.ctx.colours)
        t.board.hand_counts[seat] = max(0, t.board.hand_counts[seat] - 1)
        t.mats.lay(target, self._cards_leaving(seat, [card]))
        t.app.sound.play("card")
        return FLY + 0.15

    def on_discard(self, event: Event) -> float:
        t, seat, card = self.t, event.seat, event.cards[0]
        assert seat is not None
        t.board.hand_counts[seat] = max(0, t.board.hand_counts[seat] - 1)
        sprite = self._cards_leaving(seat, [card])[0]
        sprite.z = 330
        sprite.scale_to(PILE[0] / sprite.size[0], FLY)
        sprite.move_to(DISCARD_POS, FLY, on_done=lambda: self._to_discard(sprite, card))
        t.app.sound.play("card")
        return FLY + 0.1

    def on_save(self, event: Event) -> float:
        t, seat, card = self.t, event.seat, event.cards[0]
        assert seat is not None
        board, saves, held = t.board, t.saves, t.held
        own = seat == t.bottom and held.face_up
        board.hand_counts[seat] = max(0, board.hand_counts[seat] - 1)
        if seat == t.bottom:
            strip = t.hand
            sprite = strip.take(card) if own else (strip.sprites.pop() if strip.sprites else None)
            if sprite is None:
                sprite = t.anim.add(CardSprite(back_deck=DECK, pos=(960, 930), size=(150, 210), flip=0.0))
            if not own:
                t.lay_hand()
        else:
            sprite = t.anim.add(CardSprite(back_deck=DECK, pos=t.seat_spot(seat), size=PILE, flip=0.0, scale=0.5))
        if own and card in held.cards:
            held.cards.remove(card)
            t.lay_hand()
        sprite.z = 330
        sprite.scale_to(SAVE_CARD[0] / sprite.size[0] if seat == t.bottom else 0.45, FLY)

        def land() -> None:
            saves.counts[seat] += 1
            if own:
                saves.own.append(card)
            t.anim.remove(sprite)
        sprite.move_to(t.save_spot(seat, saves.counts[seat]), FLY, on_done=land)
        return FLY + 0.1

    def on_reshuffle(self, event: Event) -> float:
        t, count = self.t, event.data.get("count", len(event.cards))
        t.board.discard = t.board.discard[-1:]
        t.board.draw_count += count
        self._fly_backs(DISCARD_POS, DRAW_POS, 5)
        t.fx.float_text("Reshuffled", (DRAW_POS[0], DRAW_POS[1] - 110), theme.INK)
        return 0.6

    # --- the end of a hand ------------------------------------------------------------------------
    def on_go_out(self, event: Event) -> float:
        t, seat = self.t, event.seat
        assert seat is not None
        name = "You go" if seat == t.viewer else f"{t.seats[seat].name} goes"
        t.fx.show_banner(f"{name} out!", theme.ACCENT, 1.4)
        t.anim.burst(t.seat_spot(seat), CONFETTI, count=70, speed=700)
        t.app.sound.play("win" if seat == t.viewer else "clear")
        return 1.4

    def on_hand_end(self, event: Event) -> float:
        """Scores float up; after a moment the summary opens and the queue waits for it."""
        t, data = self.t, event.data
        result = HandResult(hand=data.get("hand", 1), went_out=data.get("went_out"),
                            points=list(data.get("points", [])), made=list(data.get("phases_made", [])),
                            attempted=list(t.board.active), scores=list(data.get("scores", [])),
                            completed=list(data.get("completed", [])),
                            hands=[list(h) for h in data.get("hands", [])], reason=data.get("reason", ""),
                            game_over=result_hand_is_last(data.get("hand", 1), self.final_hand))
        self.last_result = result
        if t.player.fast:
            return 0.0
        t.awaiting_summary = True
        board = t.board
        board.scores, board.current = list(result.scores), None
        for seat, made in enumerate(result.made):
            if made and made not in board.made[seat]:
                board.made[seat].append(made)
        for seat, points in enumerate(result.points):
            if points:
                x, y = t.seat_spot(seat)
                t.fx.float_text(f"+{points}", (x, y - 30), theme.BAD, 1.3)

        def ready() -> None:
            t.summary_ready = result
            t.player.pause()
        t.player.then(0.0, ready)
        return 0.9

    def on_dealer(self, event: Event) -> float:
        assert event.seat is not None
        self.t.board.dealer = event.seat
        return 0.0

    # --- sprite helpers -----------------------------------------------------------------------------
    def _cards_leaving(self, seat: int, cards: list[str]) -> list[CardSprite]:
        """Face-up sprites for public ``cards`` leaving ``seat``'s hand (strip or pod)."""
        t = self.t
        if seat == t.bottom:
            flying = t.held.take(cards)
            t.lay_hand()
            return flying
        x, y = t.seat_spot(seat)
        flying = []
        for index, card in enumerate(cards):
            sprite = t.anim.add(CardSprite(face=t.faces[card], back_deck=DECK, pos=(x + 12 * index, y), size=PILE,
                                           scale=0.5, flip=0.0, tag=card))
            sprite.flip_to(True, 0.25, delay=0.05)
            flying.append(sprite)
        return flying

    def _to_discard(self, sprite: CardSprite, card: str) -> None:
        self.t.board.discard.append(card)
        self.t.anim.remove(sprite)

    def _fly_backs(self, start: tuple[int, int], end: tuple[int, int], count: int) -> None:
        """A few small backs flying between zones (no hidden card is ever shown)."""
        anim = self.t.anim
        for index in range(count):
            sprite = anim.add(CardSprite(back_deck=DECK, pos=start, size=PILE, flip=0.0, z=300 + index, scale=0.6))
            sprite.move_to(end, 0.35, delay=0.05 * index, on_done=lambda s=sprite: anim.remove(s))

    def _sweep_table(self) -> None:
        """A new deal: every laid card and the bottom hand slide back to the draw pile."""
        t = self.t
        leaving = t.mats.take_all() + t.held.sweep()
        for index, sprite in enumerate(leaving[:40]):
            sprite.z, sprite.selected, sprite.highlight = 260 + index, False, None
            sprite.flip_to(False, 0.25)
            sprite.move_to(DRAW_POS, 0.4, delay=0.01 * index, on_done=lambda s=sprite: t.anim.remove(s))
        for sprite in leaving[40:]:
            t.anim.remove(sprite)


def result_hand_is_last(hand: int, final_hand: int | None) -> bool:
    return final_hand is not None and hand == final_hand
