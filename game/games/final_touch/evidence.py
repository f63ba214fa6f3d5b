"""Final Touch evidence for the hard bot: what the rival's last move says about its hand.

Between two turns of the hard seat the rival made one public move (two players, no picture
finished or ruined in between): an improvement with some strokes, or a smear of one colour.
That move was chosen from the hand the rival held *then*: a rival that only improved did
not hold the whole rest of the picture (a normal player always adds the final touch), one
that smeared may have had nothing to improve with, and one that played two strokes where it
could play three held no third. ``FinalTouchEvidence`` recovers the move by comparing the
public zones after the hard seat's own move with the zones it now sees, and weighs a world
by asking the normal bot what it would have played holding the world's hand as it was then
(the hand now, minus the strokes drawn since, a random pick of the right size, plus the
strokes played). A world where the answer is the move actually made is kept; any other
world only with probability ``UNLIKELY``.

Only the hard seat's own views are used: the zones after its move come from applying its
move in a world of its earlier view (public parts are the same in every world).
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from math import comb
from typing import Any

from game.games.final_touch.actions import Action, Improve, Smear
from game.games.final_touch.determinize import clone, determinize
from game.games.final_touch.state import FinalTouchState, FinalTouchView

UNLIKELY = 0.02     # weight of a world where the normal bot would have moved otherwise


@dataclass(frozen=True)
class Clue:
    """The rival ``seat`` played ``action`` in ``before`` (a world: only its public parts and
    the rival's hand size are read, the rival's hand is replaced per world)."""

    seat: int
    action: Action
    before: FinalTouchState
    played: tuple[int, ...]          # counts per colour
    drawn: int                       # strokes the rival drew after the move


class FinalTouchEvidence:
    def __init__(self, rules: Any, model: Any):
        self.rules = rules
        self.model = model           # the normal bot: how a rival is assumed to choose
        self._after: FinalTouchState | None = None
        self._seat: int | None = None
        self._asked: dict[tuple, bool] = {}     # hand then -> the model agrees (this clue)

    def remember(self, view: FinalTouchView, action: Action) -> None:
        """The hard seat moved: keep the public state its move leaves (in a sample world)."""
        self._seat = view.seat
        try:
            world = determinize(self.rules, view, random.Random(0))
            self._after, _events = self.rules.apply(world, action)
        except Exception:  # noqa: BLE001 - no evidence is better than a wrong one
            self._after = None

    def observe(self, view: FinalTouchView) -> Clue | None:
        """The rival's move since the remembered one, or None when it is not plain."""
        after, self._after = self._after, None
        self._asked.clear()                    # answers belong to one clue
        if after is None or self._seat != view.seat or view.players != 2 \
                or after.winners is not None:
            return None
        rival = after.turn
        if rival == view.seat or self.rules.next_seat(after, rival) != view.seat \
                or after.current != view.current or len(after.scored) != len(view.scored) \
                or tuple(after.money) != view.money:
            return None
        colours = len(view.hand)
        action: Action
        if view.smears[:len(after.smears)] == tuple(after.smears) \
                and len(view.smears) == len(after.smears) + 1 \
                and tuple(after.improved) == view.improved:
            colour = view.smears[-1]
            action = Smear(self.rules.colours[colour])
            played = tuple(1 if c == colour else 0 for c in range(colours))
        elif tuple(after.smears) == view.smears:
            played = tuple(v - a for v, a in zip(view.improved, after.improved))
            if min(played) < 0 or sum(played) == 0:
                return None
            action = Improve(tuple(self.rules.colours[c] for c in range(colours)
                                   for _ in range(played[c])))
        else:
            return None
        drawn = view.hand_sizes[rival] - (sum(after.hands[rival]) - sum(played))
        if drawn < 0:
            return None
        return Clue(rival, action, after, played, drawn)

    def likely(self, world: FinalTouchState, clue: Clue, rng: random.Random) -> float:
        """How likely the rival's move was, holding what ``world`` gives it: the share of the
        ways to pick the strokes it drew since (every pick of that many from its hand now)
        under which the normal bot, holding the rest plus what it played, makes that move;
        a pick where it would have moved otherwise still counts ``UNLIKELY``."""
        now = tuple(world.hands[clue.seat])
        if clue.drawn > sum(now):
            return UNLIKELY
        total = agree = 0.0
        for drawn, ways in picks(now, clue.drawn):
            then = [n - d + p for n, d, p in zip(now, drawn, clue.played)]
            total += ways
            agree += ways * self._agrees(clue, tuple(then), rng)
        return UNLIKELY + (1.0 - UNLIKELY) * agree / total

    def _agrees(self, clue: Clue, then: tuple[int, ...], rng: random.Random) -> bool:
        key = then
        known = self._asked.get(key)
        if known is None:
            before = clone(clue.before)
            before.hands[clue.seat] = list(then)
            legal = self.rules.legal_actions(before)
            known = clue.action in legal and self.model.choose(
                self.rules.view(before, clue.seat), legal, rng) == clue.action
            self._asked[key] = known
        return known


def picks(hand: tuple[int, ...], size: int) -> list[tuple[tuple[int, ...], int]]:
    """Every multiset of ``size`` strokes out of ``hand`` (counts per colour) with the number of
    ways to pick it card by card (a product of binomials)."""
    out: list[tuple[tuple[int, ...], int]] = []

    def walk(colour: int, left: int, chosen: list[int], ways: int) -> None:
        if colour == len(hand):
            if left == 0:
                out.append((tuple(chosen), ways))
            return
        for take in range(min(left, hand[colour]) + 1):
            chosen.append(take)
            walk(colour + 1, left - take, chosen, ways * comb(hand[colour], take))
            chosen.pop()

    walk(0, size, [], 1)
    return out


# --- a shorter look-ahead: two pictures, then a guess from the purses -----------------------

PICTURES_AHEAD = 2      # a play-out stops once this many Masterpieces have been resolved
SHARPNESS = 2.0


def search_done(rules: Any) -> Any:
    """``done(root, state)``: the play-out has resolved ``PICTURES_AHEAD`` Masterpieces (a
    three-player contest is always played to its end)."""

    def done(root: FinalTouchState, state: FinalTouchState) -> bool:
        return state.contest is None and len(state.scored) - len(root.scored) >= PICTURES_AHEAD

    return done


def search_value(rules: Any) -> Any:
    """``value(state, seat)`` in 0..1: the win itself at the end, else each purse's chance
    weighed by how near it is to the goal (``1 / dollars still to go ** SHARPNESS``); the
    seat's share is its own purse's (at four players the partners' purse is one, and a won
    game is worth the team the whole win: 1, not each partner's half share of ``results``,
    which would rate a lead above the victory itself)."""
    goal = rules.content.goal

    def value(state: FinalTouchState, seat: int) -> float:
        if state.winners is not None:
            shares = rules.results(state)
            if state.players == 4:
                return shares[seat] + shares[(seat + 2) % 4]
            return shares[seat]
        weights = [1.0 / max(1, goal - money) ** SHARPNESS for money in state.money]
        mine = sum(w for s, w in enumerate(weights)
                   if s == seat or (state.players == 4 and s % 2 == seat % 2))
        return mine / sum(weights)

    return value
