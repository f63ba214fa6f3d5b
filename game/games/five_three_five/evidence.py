"""Five Three Five evidence for the hard bot: what a rival's pass says about its hand.

A seat that passed on the meld in the middle did not want to beat it with the hand it holds:
a hand passes only until its owner plays again, so that hand is still the one it holds now.
At the hard seat's turn the view tells who passed on the meld now showing (the ``passes``
seats just before it, in turn order, each facing this meld). And when the hard seat leads
because the trick it topped was cleared with no other hand getting smaller, every other seat
passed on the meld it played. ``FiveThreeFiveEvidence`` weighs a world by asking the normal
bot, holding each passer's hand in that world, whether it would have passed there too: each
passer who would have played makes the world ``UNLIKELY`` times as likely to be kept.

Only at three or more players (at two players the rival's pass on the hard seat's meld is
the only case, and the game's target is met there without it). Only the hard seat's own
views and moves are used: the meld its move leaves comes from applying the move in a world of
its earlier view (public parts are the same in every world).
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from game.games.five_three_five.determinize import clone, determinize
from game.games.five_three_five.melds import Pass
from game.games.five_three_five.state import FiveThreeFiveState, FiveThreeFiveView

UNLIKELY = 0.1      # weight of a world for each passer that the normal bot says would have played


@dataclass(frozen=True)
class Clue:
    """``passers``: (seat, passes in a row before its own) for each seat that passed on the
    meld; ``layers``/``meld_kind``/``last_player``: that trick as it stood, when it is no
    longer in the view (None: the trick in the view)."""

    passers: tuple[tuple[int, int], ...]
    layers: tuple[tuple[int, ...], ...] | None = None
    meld_kind: str = ""
    last_player: int = -1


@dataclass(frozen=True)
class _Played:
    """What the hard seat's own move left: its trick still open, and every hand's size."""

    seat: int
    round_no: int
    half: int
    layers: tuple[tuple[int, ...], ...]
    meld_kind: str
    hand_counts: tuple[int, ...]


class FiveThreeFiveEvidence:
    def __init__(self, rules: Any, model: Any):
        self.rules = rules
        self.model = model              # the normal bot: how a rival is assumed to choose
        self._played: _Played | None = None

    def remember(self, view: FiveThreeFiveView, action: Any) -> None:
        """The hard seat moved: keep the trick its move leaves open (in a sample world)."""
        self._played = None
        if view.players < 3 or isinstance(action, Pass):
            return
        try:
            after, _events = self.rules.apply(determinize(self.rules, view, random.Random(0)), action)
        except Exception:  # noqa: BLE001 - no evidence is better than a wrong one
            return
        if after.over or not after.layers or after.last_player != view.seat:
            return                       # the move ended the trick or the round itself
        self._played = _Played(view.seat, after.round_no, after.half,
                               tuple(tuple(layer) for layer in after.layers), after.meld_kind,
                               tuple(sum(hand) for hand in after.hands))

    def observe(self, view: FiveThreeFiveView) -> Clue | None:
        played, self._played = self._played, None
        players, seat = view.players, view.seat
        if players < 3 or view.over or view.current != seat:
            return None
        if view.layers:
            if view.passes == 0:
                return None
            # the seat ``i`` places before this one passed after ``passes - i`` others had
            return Clue(tuple(((seat - i) % players, view.passes - i)
                              for i in range(view.passes, 0, -1)))
        if played is None or played.seat != seat or played.round_no != view.round_no \
                or played.half != view.half or played.hand_counts != view.hand_counts:
            return None
        # the trick this seat topped was cleared and no other hand shrank: all passed on it
        return Clue(tuple(((seat + i) % players, i - 1) for i in range(1, players)),
                    played.layers, played.meld_kind, seat)

    def likely(self, world: FiveThreeFiveState, clue: Clue, rng: random.Random) -> float:
        """``UNLIKELY`` to the power of the passers the normal bot, holding their hands in
        ``world``, would not have let the meld stand for."""
        then = clone(world)
        if clue.layers is not None:
            then.layers = [list(layer) for layer in clue.layers]
            then.meld_kind = clue.meld_kind
            then.last_player = clue.last_player
        weight = 1.0
        for seat, passes in clue.passers:
            then.current, then.passes = seat, passes
            legal = self.rules.legal_actions(then)
            if len(legal) > 1 and not isinstance(
                    self.model.choose(self.rules.view(then, seat), legal, rng), Pass):
                weight *= UNLIKELY
        return weight
