"""Finale's event table: which handler plays each of the 22 event kinds the engine emits.

The kinds every rummy game shares are played by :class:`~game.ui.tables.rummy.moves.RummyMoves`;
Finale adds the Exchange (played face up, its two draws, then onto the discard pile under the
turn's discard), rounds (a banner, Levels moving on), Challenges starting and ending in a
Grand Finale, and the tie-breaker's banners.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from game.core.engine import Event
from game.games.finale.content import FINALE, LEVELS
from game.ui.draw import theme
from game.ui.draw.anim import CardSprite
from game.ui.tables.common.player import Cue
from game.ui.tables.finale.adapter import WORDS, event_group, grown, short_challenge
from game.ui.tables.finale.layout import DECK, EXCHANGE_POS, PILES
from game.ui.tables.finale.summary import (
    ChallengeStandings,
    ChallengeStandingsScene,
    RoundResult,
    RoundSummaryScene,
)
from game.ui.tables.rummy.layout import FLY, PILE
from game.ui.tables.rummy.moves import BANNER, RummyMoves
from game.ui.tables.rummy.view import Exchange

if TYPE_CHECKING:
    from game.ui.stage.scene import Scene
    from game.ui.tables.finale.table import FinaleTable


class FinaleMoves:
    """The event table over the shared rummy handlers and Finale's own."""

    ignored = frozenset({"game_end"})    # the standings follow

    def __init__(self, table: FinaleTable):
        self.t = table
        content = table.rules.content
        self.round_data: dict | None = None    # the round just ended, summarised before the next deal
        self.next_levels: dict[int, int] = {}  # seat: the Level it moved on to, from the next deal
        self.rummy = RummyMoves(table, DECK, PILES, PILE, WORDS, lambda g: event_group(g, content),
                                lambda group, event: grown(group, event, content), "level", FLY,
                                kept=2)      # the top two discards stay (only the top one shows)

    def cues(self) -> dict[str, Cue]:
        return {
            **self.rummy.cues(),    # the rummy kinds; Finale plays these its own way, and adds its own:
            "shuffle": Cue(self.on_shuffle), "draw": Cue(self.on_draw), "discard": Cue(self.on_discard),
            "dealer": Cue(self.after_round(self.rummy.on_dealer)),
            "exchange": Cue(self.on_exchange), "round_end": Cue(self.on_round_end), "level_up": Cue(self.on_level_up),
            "challenge_end": Cue(self.after_round(self.on_challenge_end)),
            "challenge_start": Cue(self.on_challenge_start), "tiebreak_start": Cue(self.on_banner),
            "final_turns": Cue(self.on_banner), "tiebreak_extended": Cue(self.on_banner),
        }

    # --- rounds ----------------------------------------------------------------------------------
    def on_shuffle(self, event: Event) -> float:
        """A new round, as the kit deals it; Levels carry over (they moved on at the round's end)."""
        board = self.t.board
        for seat, level in self.next_levels.items():
            board.active[seat] = level
        self.next_levels.clear()
        levels = list(board.active)
        held = self.rummy.on_shuffle(event)
        board.active = levels if any(levels) else [self.t.table_view().seats[s].requirement
                                                   for s in range(board.players)]
        return held

    def on_round_end(self, event: Event) -> float:
        """The round is over; its summary opens once the Levels have moved on (before the next
        deal, or before the Challenge's end)."""
        t, seat = self.t, event.seat
        t.board.current = None
        self.round_data = dict(event.data)
        if seat is None:
            t.fx.show_banner("Round over", theme.ACCENT_SOFT, duration=1.2, size=BANNER)
        return 0.0 if t.player.fast else 1.0

    def after_round(self, handler: Callable[[Event], float | None]) -> Callable[[Event], float | None]:
        """``handler``, first showing the summary of the round that just ended (the queue waits)."""
        def played(event: Event) -> float | None:
            data, self.round_data = self.round_data, None
            if data is None or self.t.player.fast:
                return handler(event)
            result = self.round_result(data, "Continue" if event.kind == "challenge_end" else
                                       f"Deal round {data.get('round', 1) + 1}")
            self.open_after(lambda: RoundSummaryScene(self.t.app, self.t, result, self.t.seats, self.t.faces,
                                                      self.t.summary_closed))
            self.t.player.then(None, lambda: handler(event))
            return 0.9
        return played

    def round_result(self, data: dict, label: str) -> RoundResult:
        """The round's end in words, with Grand Finale points so far (earlier Challenges' total,
        this one's completed Levels and a Finale won in this round)."""
        t = self.t
        challenge = t.rules.content.challenges[t.extras.challenge] if t.extras else None
        name = challenge.name if challenge else ""
        scores = None
        if t.extras is not None and t.extras.grand and challenge is not None:
            result = RoundResult.from_event(data, name, None, label)
            scores = [t.board.scores[seat] + min(result.next_level(seat) - 1, LEVELS) * challenge.level_points +
                      (challenge.finale_points if seat == result.went_out and result.laid[seat] and
                       result.attempted[seat] == FINALE else 0) for seat in range(len(result.attempted))]
        return RoundResult.from_event(data, name, scores, label)

    def open_after(self, make: Callable[[], Scene]) -> None:
        """After the current cue's hold, open the overlay ``make`` builds; the queue waits for it."""
        def ready() -> None:
            self.t.overlay_ready = make
        self.rummy.hold_for(ready)

    def on_level_up(self, event: Event) -> float:
        t, seat, level = self.t, event.seat, event.data.get("level", 1)
        assert seat is not None
        board = t.board
        done = board.active[seat]
        if done and done not in board.made[seat]:
            board.made[seat].append(done)
        self.next_levels[seat] = min(level, FINALE)  # shown from the next deal (the summary says it)
        x, y = t.seat_spot(seat)
        t.fx.float_text(f"On to {WORDS.title(level)}" if level <= 5 else "Finale made!", (x, y - 30), theme.GOOD,
                        duration=1.3)
        return 0.25

    def on_challenge_end(self, event: Event) -> float:
        t, data = self.t, event.data
        name = t.rules.content.challenges[data.get("challenge", t.extras.challenge)].name
        winner = event.seat
        who = ("You win" if winner == t.viewer else f"{t.seats[winner].name} wins") if winner is not None else \
            "Nobody wins"
        t.fx.show_banner(f"{who} {name}!", theme.ACCENT, duration=1.8, size=BANNER)
        if winner is not None:
            t.anim.burst(t.seat_spot(winner), ("yellow", "blue", "red", "green"), count=80, speed=700)
        t.board.scores = list(data.get("totals", t.board.scores))
        if t.player.fast:
            return 0.0
        facts = t.extras
        if facts is not None and facts.grand and data.get("challenge") in facts.challenges[:-1]:
            self.open_after(lambda: ChallengeStandingsScene(t.app, t, self.standings(data), t.seats,
                                                            t.summary_closed))
        return 1.8

    def standings(self, data: dict) -> ChallengeStandings:
        """The Grand Finale after the Challenge ``data`` ended: the view's sheet up to it."""
        t = self.t
        facts = t.extras
        assert facts is not None
        content = t.rules.content
        index = facts.challenges.index(data["challenge"])
        rows = [row for row in t.view().sheet if row["challenge"] in facts.challenges[:index + 1]][:index + 1]
        if len(rows) < index + 1:      # the view is behind the animation (never expected): this row
            rows = [*rows, data]
        nxt = content.challenges[facts.challenges[index + 1]].name
        return ChallengeStandings(content.challenges[data["challenge"]].name, data.get("winner"),
                                  tuple(short_challenge(content, cid) for cid in facts.challenges),
                                  tuple(tuple(row["points"]) for row in rows), tuple(data.get("totals", ())),
                                  f"Deal {nxt}")

    def on_challenge_start(self, event: Event) -> float:
        t = self.t
        board = t.board
        board.active, board.made = [1] * board.players, [[] for _ in range(board.players)]
        self.next_levels.clear()
        t.fx.show_banner(event.text, theme.ACCENT_SOFT, duration=1.6, size=BANNER)
        return 0.0 if t.player.fast else 1.6

    def on_banner(self, event: Event) -> float:
        """The tie-breaker's moments: the engine's sentence as a banner."""
        self.t.fx.show_banner(event.text, theme.ACCENT, duration=1.8, size=64)
        return 0.0 if self.t.player.fast else 1.8

    # --- the Exchange ----------------------------------------------------------------------------
    def on_exchange(self, event: Event) -> float:
        """The Exchange leaves the hand face up and lies beside the piles while two cards are drawn."""
        t, seat, card = self.t, event.seat, event.cards[0]
        assert seat is not None
        board = t.board
        board.hand_counts[seat] = max(0, board.hand_counts[seat] - 1)
        board.stage = "exchange"
        sprite = self.rummy.cards_leaving(seat, [card])[0]
        sprite.z = 330
        sprite.scale_to(PILE[0] / sprite.size[0], FLY)

        def land() -> None:
            board.exchange = Exchange(seat, event.data.get("draws", 2))
            t.anim.remove(sprite)
        sprite.move_to(EXCHANGE_POS, FLY, on_done=land)
        t.fx.float_text("Exchange: draw two", (EXCHANGE_POS[0], EXCHANGE_POS[1] - 120), theme.ACCENT, duration=1.4)
        t.app.sound.play("card")
        return FLY + 0.15

    def on_draw(self, event: Event) -> float:
        """A draw; one of an Exchange's two keeps the turn in its exchange stage until both are in."""
        held = self.rummy.on_draw(event)
        board = self.t.board
        if event.data.get("exchange") and board.exchange is not None:
            left = board.exchange.draws_left - 1
            board.exchange = Exchange(board.exchange.seat, left)
            if left > 0:
                board.stage = "exchange"
        return held

    def on_discard(self, event: Event) -> float:
        """The turn's discard, or first the activated Exchange going under it."""
        if not event.data.get("exchange"):
            return self.rummy.on_discard(event)
        t, card = self.t, event.cards[0]
        t.board.exchange = None
        sprite = t.anim.add(CardSprite(face=t.faces[card], back_deck=DECK, pos=EXCHANGE_POS, size=PILE, z=325, tag=card))
        sprite.move_to(PILES.discard, FLY, on_done=lambda: self.rummy.to_discard(sprite, card))
        return FLY + 0.05
