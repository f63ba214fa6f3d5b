"""Phase 10's event table: which handler plays each event kind the engine emits.

Most kinds are every rummy game's and are played by :class:`~game.ui.tables.rummy.moves.RummyMoves`;
Phase 10 adds the phase choice, the save pile (saving a card, drawing one back) and the hand's
end: its scores float up, then the queue pauses until the summary closes (the next deal waits).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.engine import Event
from game.games.phase10.view import LaidGroup
from game.ui.draw import theme
from game.ui.draw.anim import CardSprite
from game.ui.tables.common.player import Cue
from game.ui.tables.phase10.adapter import WORDS, group_view, grown
from game.ui.tables.phase10.layout import DECK, PILES, SAVE_CARD
from game.ui.tables.rummy.layout import FLY, PILE
from game.ui.tables.rummy.moves import RummyMoves
from game.ui.tables.rummy.summary import HandResult

if TYPE_CHECKING:
    from game.ui.tables.phase10.table import Phase10Table


class Phase10Moves:
    """The event table over the shared rummy handlers and Phase 10's own."""

    ignored = frozenset({"score", "game_end"})    # the sheet shows scores from hand_end; the standings follow

    def __init__(self, table: Phase10Table):
        self.t = table
        colours = table.rules.content.ctx.colours
        self.rummy = RummyMoves(table, DECK, PILES, PILE, WORDS, lambda g: group_view(LaidGroup.from_event(g), colours),
                                lambda group, event: grown(group, event, colours), "phase", FLY)
        self.rummy.sources["save"] = self._from_save_pile
        self.last_result: HandResult | None = None
        self.final_hand: int | None = None     # the hand whose end also ends the game

    def cues(self) -> dict[str, Cue]:
        return {**self.rummy.cues(),     # the rummy kinds, with Phase 10's own:
                "choose_turn": Cue(self.on_choose_turn), "choose_phase": Cue(self.on_choose_phase),
                "save": Cue(self.on_save), "hand_end": Cue(self.on_hand_end)}

    def on_choose_turn(self, event: Event) -> float:
        self.t.board.current, self.t.board.stage = event.seat, "choose"
        return 0.0

    def on_choose_phase(self, event: Event) -> float:
        t, seat, phase = self.t, event.seat, event.data.get("phase", 0)
        assert seat is not None
        t.board.active[seat] = phase
        t.fx.float_text(f"Phase {phase}", t.phase_spot(seat), theme.ACCENT_SOFT, duration=1.2)
        return 0.3

    def _from_save_pile(self, event: Event) -> tuple[int, int]:
        """A saved card drawn back: it leaves the seat's save pile (face up to its owner only)."""
        t, seat, card = self.t, event.seat, event.cards[0]
        assert seat is not None
        origin = t.save_spot(seat, t.saves.counts[seat] - 1)
        t.saves.counts[seat] = max(0, t.saves.counts[seat] - 1)
        if card in t.saves.own:
            t.saves.own.remove(card)
        return origin

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

    def on_hand_end(self, event: Event) -> float:
        """Scores float up; after a moment the summary opens and the queue waits for it."""
        t, data = self.t, event.data
        hand = data.get("hand", 1)
        result = HandResult(hand=hand, went_out=data.get("went_out"), points=list(data.get("points", [])),
                            made=list(data.get("phases_made", [])), attempted=list(t.board.active),
                            scores=list(data.get("scores", [])), completed=list(data.get("completed", [])),
                            hands=[list(h) for h in data.get("hands", [])], reason=data.get("reason", ""),
                            game_over=self.final_hand is not None and hand == self.final_hand)
        self.last_result = result
        if t.player.fast:
            return 0.0
        board = t.board
        board.scores, board.current = list(result.scores), None
        for seat, made in enumerate(result.made):
            if made and made not in board.made[seat]:
                board.made[seat].append(made)
        for seat, points in enumerate(result.points):
            if points:
                x, y = t.seat_spot(seat)
                t.fx.float_text(f"+{points}", (x, y - 30), theme.BAD, duration=1.3)

        def ready() -> None:
            t.summary_ready = result
        self.rummy.hold_for(ready)
        return 0.9
