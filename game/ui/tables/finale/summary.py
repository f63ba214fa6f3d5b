"""Finale's overlays between deals, on the shared :class:`SummaryOverlay`: the round summary
(who went out or why the round ended; per player the Level attempted, made or missed, the cards
left and the Level played next round; in a Grand Finale the points so far) and, in a Grand
Finale, the standings between Challenges (points per Challenge and the running total).

Both are filled from events (``round_end``, ``challenge_end``) and the view's sheet, never
from the state. With no human at the table they close by themselves.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from game.games.finale.content import FINALE
from game.ui.draw import theme
from game.ui.draw.cards import CardFace
from game.ui.stage.seats import SeatSetup
from game.ui.tables.rummy.summary import FrozenSummary, card_row

if TYPE_CHECKING:
    from game.ui.shell.app import App
    from game.ui.tables.base import TableScene

LEFT_CARD = (50, 70)
ROW_H = 84
COLUMNS = (("Player", 50, "topleft"), ("This round", 300, "topleft"), ("Cards left", 680, "topleft"),
           ("Next round", 1130, "topleft"), ("Points", 1500, "topright"))


@dataclass(frozen=True)
class RoundResult:
    """A round's end as its ``round_end`` event said it: the Level each seat attempted, who
    completed theirs, the cards left, and what the table knows around it."""

    round: int
    challenge: str                    # the Challenge's name
    went_out: int | None
    reason: str
    attempted: tuple[int, ...]
    laid: tuple[bool, ...]
    hands: tuple[tuple[str, ...], ...]
    scores: tuple[int, ...] | None    # Grand Finale points so far (None: one Challenge)
    label: str                        # the button: "Deal round 4", "See the standings"

    @classmethod
    def from_event(cls, data: dict, challenge: str, scores: Sequence[int] | None, label: str) -> RoundResult:
        return cls(data.get("round", 1), challenge, data.get("went_out"), data.get("reason", ""),
                   tuple(data.get("levels", [])), tuple(bool(x) for x in data.get("laid", [])),
                   tuple(tuple(h) for h in data.get("hands", [])), tuple(scores) if scores is not None else None,
                   label)

    def next_level(self, seat: int) -> int:
        """The Level the seat plays next round: one on if it completed this one."""
        return self.attempted[seat] + (1 if self.laid[seat] else 0)


def level_words(number: int) -> str:
    return "the Finale" if number == FINALE else "Finale done" if number > FINALE else f"Level {number}"


class FinaleOverlay(FrozenSummary):
    """A still overlay over the frozen table, painted once."""

    def __init__(self, app: App, table: TableScene, on_close: Callable[[], None] | None, rows: int, label: str):
        box = pygame.Rect(0, 0, 1560, 330 + rows * ROW_H)
        box.center = (960, 540)
        super().__init__(app, table, on_close, box, label)


class RoundSummaryScene(FinaleOverlay):
    scene_id = "finale_round_summary"

    def __init__(self, app: App, table: TableScene, result: RoundResult, seats: Sequence[SeatSetup],
                 faces: Mapping[str, CardFace], on_close: Callable[[], None] | None = None):
        self.result, self.seats, self.faces = result, seats, faces
        super().__init__(app, table, on_close, len(result.attempted), result.label)

    def lines(self) -> tuple[str, str]:
        """The title and the line under it, as a player reads them."""
        result = self.result
        if result.went_out is not None:
            head = f"Round {result.round}: {self.seats[result.went_out].name} went out"
            line = f"{result.challenge}: completed Levels move on, missed ones are played again"
        else:
            head = f"Round {result.round} is over"
            reason = result.reason or "nobody went out"
            line = f"Nobody went out: {reason}" if "every player" not in reason else f"The round ends: {reason}"
        return head, line

    def row_words(self, seat: int) -> tuple[str, str]:
        """This round's outcome ("Made Level 2" / "Missed Level 2") and next round's Level."""
        result = self.result
        tried = result.attempted[seat]
        made = result.laid[seat]
        outcome = f"\u2713 Made {level_words(tried)}" if made else f"Missed {level_words(tried)}"
        nxt = result.next_level(seat)
        upcoming = level_words(nxt) if nxt <= FINALE else "Finale done"
        if nxt <= FINALE:
            upcoming = upcoming[0].upper() + upcoming[1:] + ("" if made else " again")
        return outcome, upcoming

    def paint(self, surface: pygame.Surface) -> None:
        text, result = self.app.text, self.result
        self.heading(surface, *self.lines())
        columns = COLUMNS if result.scores is not None else COLUMNS[:-1]
        for header, x, anchor in columns:
            text.blit(surface, header, theme.SMALL_SIZE, theme.INK_DIM, (x, 164), anchor, "bold")
        y = 214
        for seat in range(len(result.attempted)):
            self.row(surface, seat, y)
            y += ROW_H

    def row(self, surface: pygame.Surface, seat: int, y: int) -> None:
        text, result = self.app.text, self.result
        cy = y + ROW_H // 2 - 6
        if seat == result.went_out:
            self.lit_row(surface, y, ROW_H)
        self.seat_name(surface, self.seats[seat], cy, COLUMNS[0][1])
        outcome, upcoming = self.row_words(seat)
        made = result.laid[seat]
        text.blit(surface, outcome, theme.BODY_SIZE, theme.GOOD if made else (255, 170, 150), (COLUMNS[1][1], cy),
                  "midleft", "bold")
        cards = result.hands[seat] if seat < len(result.hands) else ()
        if seat == result.went_out:
            text.blit(surface, "Went out!", theme.BODY_SIZE, theme.ACCENT, (COLUMNS[2][1], cy), "midleft", "bold")
        else:
            self.cards(surface, cards, COLUMNS[2][1], cy)
        text.blit(surface, upcoming, theme.BODY_SIZE, theme.ACCENT_SOFT if made else theme.INK, (COLUMNS[3][1], cy),
                  "midleft", "bold")
        if result.scores is not None:
            text.blit(surface, str(result.scores[seat]), theme.BODY_SIZE, theme.INK, (COLUMNS[4][1], cy), "midright",
                      "bold")

    def cards(self, surface: pygame.Surface, cards: Sequence[str], left: int, cy: int) -> None:
        card_row(surface, self.app.cards, self.faces, cards, (left, cy), 410, LEFT_CARD)


@dataclass(frozen=True)
class ChallengeStandings:
    """The Grand Finale after a Challenge: each finished Challenge's points per seat (short
    column names), the totals, who won the Challenge just played, and what comes next."""

    finished: str                     # the Challenge just played
    winner: int | None
    names: tuple[str, ...]            # every Challenge's column head, in order
    points: tuple[tuple[int, ...], ...]   # per finished Challenge, per seat
    totals: tuple[int, ...]
    label: str                        # "Deal Rigorous Red"


class ChallengeStandingsScene(FinaleOverlay):
    scene_id = "finale_challenge_standings"

    def __init__(self, app: App, table: TableScene, standings: ChallengeStandings, seats: Sequence[SeatSetup],
                 on_close: Callable[[], None] | None = None):
        self.standings, self.seats = standings, seats
        super().__init__(app, table, on_close, len(standings.totals), standings.label)
        self.order = sorted(range(len(standings.totals)), key=lambda s: (-standings.totals[s], s))

    def lines(self) -> tuple[str, str]:
        s = self.standings
        who = f"{self.seats[s.winner].name} won the Finale" if s.winner is not None else "nobody completed the Finale"
        return f"{s.finished} is over", f"{who}; the standings after {len(s.points)} of {len(s.names)} Challenges"

    def paint(self, surface: pygame.Surface) -> None:
        text, s = self.app.text, self.standings
        self.heading(surface, *self.lines())
        xs = [560 + i * 200 for i in range(len(s.names))]
        heads = [("Player", COLUMNS[0][1], "topleft"), *[(name, x, "topright") for name, x in zip(s.names, xs)],
                 ("Total", 1500, "topright")]
        for header, x, anchor in heads:
            text.blit(surface, header, theme.SMALL_SIZE, theme.INK_DIM, (x, 164), anchor, "bold")
        y = 214
        for place, seat in enumerate(self.order):
            cy = y + ROW_H // 2 - 6
            if place == 0:
                self.lit_row(surface, y, ROW_H)
            self.seat_name(surface, self.seats[seat], cy, COLUMNS[0][1])
            for index, x in enumerate(xs):
                cell = str(s.points[index][seat]) if index < len(s.points) else "\u2013"
                text.blit(surface, cell, theme.BODY_SIZE, theme.INK if index < len(s.points) else theme.INK_DIM,
                          (x, cy), "midright", "bold")
            text.blit(surface, str(s.totals[seat]), theme.BODY_SIZE, theme.ACCENT, (1500, cy), "midright", "bold")
            y += ROW_H


def round_label(result_round: int, challenge_over: bool, game_over: bool) -> str:
    if game_over:
        return "See final standings"
    if challenge_over:
        return "See the standings"
    return f"Deal round {result_round + 1}"


__all__ = ["ChallengeStandings", "ChallengeStandingsScene", "RoundResult", "RoundSummaryScene",
           "round_label"]
