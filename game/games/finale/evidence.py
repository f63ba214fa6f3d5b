"""Finale evidence for the hard bot: a card the hard seat discarded that the next seat took.

Only the top discard is public in Finale, so a card that leaves sight is not by itself known to
have been taken: a seat that draws from the pile buries it. What tells them apart is the piles'
sizes. Between the hard seat's discard and its next decision every other seat drew and
discarded; when the draw pile has not shrunk, nobody drew from it, so the seat right after the
hard seat took the card it discarded (an Exchange's two draws taken from the discard pile
leave the pile as it was too, and also take that card first). A change in pending skips, a reformed draw
pile, a new round or a tie-break, or a card still in sight rules the clue out. ``FinaleEvidence``
deals every world with such a card in that seat's hand (swapped in for a random card of its
hand; sizes and the count of every card are kept). Only the hard seat's own views and moves
are used.

How long the knowledge lasts: for the hard seat's turn that follows only. A seat's later
discards may be buried before the hard seat looks (by the next seat at three or more players;
at two by the rival's own next turn when it skipped the hard seat, which no view shows), so a
card out of sight is not known to stay where it went. One case the piles cannot rule out: a
skipped hard seat at three or more players, where the seat that took the card may have had a
second turn, discarded it and seen it taken again, all without a draw from the pile.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from game.core.ai.known_cards import after_own_move, deal_known
from game.games.finale.actions import Discard
from game.games.finale.determinize import determinize, in_sight
from game.games.finale.state import FinaleView, State


@dataclass(frozen=True)
class _Left:
    """What the hard seat's discard left: the card, the seat to play next and the piles."""

    card: str
    taker: int
    where: tuple          # (challenge, round, tie-break or not): the clue holds only within it
    draw_count: int
    discard_count: int
    skips_pending: tuple[int, ...]


class FinaleEvidence:
    def __init__(self, rules: Any, model: Any):
        self.rules = rules
        self.known: dict[int, tuple[str, ...]] = {}   # seat -> the card it took, this turn
        self._where: tuple | None = None
        self._seat: int | None = None
        self._left: _Left | None = None
        self._turn_ended = False                  # the hard seat's last move was its discard

    @staticmethod
    def _place(view: FinaleView | State) -> tuple:
        return (view.challenge_index, view.round_number, view.tiebreak is None)

    def remember(self, view: FinaleView, action: Any) -> None:
        self._left = None
        self._turn_ended = isinstance(action, Discard)
        if not isinstance(action, Discard) or action.skip_target is not None:
            return
        after = after_own_move(self.rules, determinize, view, action)
        if after is None or self._place(after) != self._place(view) or after.turn == view.seat:
            return
        self._left = _Left(action.card, after.turn, self._place(view), len(after.draw_pile),
                           len(after.discard), tuple(after.skips_pending))

    def observe(self, view: FinaleView) -> dict[int, tuple[str, ...]] | None:
        left, self._left = self._left, None
        turn_ended, self._turn_ended = self._turn_ended, False
        place = self._place(view)
        if self._seat != view.seat or self._where != place or turn_ended:
            self.known = {}          # the others have played since: what they took may be gone
        self._seat, self._where = view.seat, place
        if left is not None and left.where == place and left.card not in in_sight(view) \
                and view.draw_count == left.draw_count and view.discard_count == left.discard_count \
                and tuple(view.skips_pending) == left.skips_pending:
            self.known = {left.taker: (left.card,)}
        return dict(self.known) or None

    def world(self, known: dict[int, tuple[str, ...]], view: FinaleView,
              rng: random.Random) -> State:
        world = determinize(self.rules, view, rng)
        beneath = world.discard[:-1] if view.discard_top is not None else world.discard
        places = [world.draw_pile, beneath] + [hand for s, hand in enumerate(world.hands)
                                               if s != view.seat]
        deal_known(known, world.hands, places, rng)
        if beneath is not world.discard:
            world.discard[:-1] = beneath
        return world
