"""Final Touch bots. ``NormalBot``: a one-look-ahead heuristic that uses only its view.

For every legal move it estimates, from the strokes it cannot see (the pool: deck plus
other hands, which is everything not in its hand, the zones or the public discards):

* who is likely to add the final touch next: each following player in turn order holds
  what is still missing with a multivariate-hypergeometric probability; a rival finishing
  costs the picture's value, a teammate finishing earns it, and if nobody before it does,
  the bot itself may, with its remaining hand plus the strokes it will draw;
* a smear that ruins pays the opponents the ruined value but hands the bot an extra turn
  on the next Masterpiece, worth a lot when its hand already fits that one;
* cards that fit the next Masterpiece are worth keeping.

A move that completes the picture is always taken. A payout that would carry anyone to
the goal (or settle a contest) weighs as much as the game.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from functools import lru_cache
from math import comb

from game.games.final_touch.actions import Action, Improve, Smear
from game.games.final_touch.rules import SMEARS_TO_RUIN, FinalTouchRules
from game.games.final_touch.state import FinalTouchView

GAME_POINT_BONUS = 40.0   # a payout that ends the game outweighs any single picture
OWN_FINISH_DISCOUNT = 0.85
KEEP_FOR_NEXT_WEIGHT = 0.25


@lru_cache(maxsize=65536)
def cover_probability(need: tuple[int, ...], pool: tuple[int, ...], draws: int) -> float:
    """Chance that ``draws`` cards taken from ``pool`` include ``need[c]`` of every colour c."""
    wanted = sum(need)
    if wanted == 0:
        return 1.0
    total = sum(pool)
    draws = min(draws, total)
    if wanted > draws:
        return 0.0
    colours = [c for c, n in enumerate(need) if n > 0]
    rest = total - sum(pool[c] for c in colours)

    def ways(index: int, left: int) -> int:
        if index == len(colours):
            return comb(rest, left)
        colour = colours[index]
        return sum(comb(pool[colour], taken) * ways(index + 1, left - taken)
                   for taken in range(need[colour], min(pool[colour], left) + 1))

    return ways(0, draws) / comb(total, draws)


class NormalBot:
    name = "normal"

    def __init__(self, rules: FinalTouchRules):
        self.rules = rules
        self.colours = rules.colours
        self.colour_of = rules.colour_of
        self.totals = tuple(colour.count for colour in rules.content.colours)
        self.pieces = rules.content.masterpieces
        self.goal = rules.content.goal

    def choose(self, view: FinalTouchView, legal: Sequence[Action],
               rng: random.Random) -> Action:
        if len(legal) == 1:
            return legal[0]
        for action in legal:   # the final touch: always take it
            if isinstance(action, Improve) and len(action.cards) == sum(view.missing):
                return action
        pool = self._pool(view)
        best, best_score = legal[0], float("-inf")
        for action in legal:
            score = self._score(view, action, pool)
            if score > best_score:
                best, best_score = action, score
        return best

    def ranked(self, view: FinalTouchView, legal: Sequence[Action],
               rng: random.Random) -> list[Action]:
        """The legal actions best first (the first is what ``choose`` plays): the hard bot's
        candidates."""
        first = self.choose(view, legal, rng)
        if len(legal) == 1:
            return list(legal)
        pool = self._pool(view)
        rest = sorted((a for a in legal if a != first), key=lambda a: -self._score(view, a, pool))
        return [first] + rest

    def _pool(self, view: FinalTouchView) -> tuple[int, ...]:
        smeared = [0] * len(self.totals)
        for colour in view.smears:
            smeared[colour] += 1
        return tuple(total - held - shown - out - gone for total, held, shown, out, gone in
                     zip(self.totals, view.hand, view.improved, smeared, view.discard))

    def _counts(self, action: Action) -> list[int]:
        counts = [0] * len(self.totals)
        for name in (action.cards if isinstance(action, Improve) else (action.colour,)):
            counts[self.colour_of[name]] += 1
        return counts

    def _score(self, view: FinalTouchView, action: Action, pool: tuple[int, ...]) -> float:
        played = self._counts(action)
        hand_after = tuple(h - p for h, p in zip(view.hand, played))
        if isinstance(action, Smear) and len(view.smears) + 1 >= SMEARS_TO_RUIN:
            return self._ruin_score(view, hand_after, pool)
        missing_after = (tuple(m - p for m, p in zip(view.missing, played))
                         if isinstance(action, Improve) else view.missing)
        score = self._race_for_current(view, missing_after, hand_after, sum(played), pool)
        return score + self._keep_for_next(view, hand_after)

    def _race_for_current(self, view: FinalTouchView, missing: tuple[int, ...],
                          hand_after: tuple[int, ...], draws: int,
                          pool: tuple[int, ...]) -> float:
        """Expected gain from who adds the final touch first, going round the table once."""
        value = self.pieces[view.current].value
        still_open, expected = 1.0, 0.0
        seat = view.seat
        for other in self._following(view):
            chance = cover_probability(missing, pool, view.hand_sizes[other])
            sign = 1.0 if self._friend(view, other) else -1.0
            expected += still_open * chance * sign * self._worth(view, other, value)
            still_open *= 1.0 - chance
        need = tuple(max(0, m - h) for m, h in zip(missing, hand_after))
        mine = cover_probability(need, pool, draws)
        return expected + still_open * mine * OWN_FINISH_DISCOUNT * self._worth(view, seat, value)

    def _ruin_score(self, view: FinalTouchView, hand_after: tuple[int, ...],
                    pool: tuple[int, ...]) -> float:
        """Opponents take the ruined value; the bot gets first go at the next Masterpiece."""
        ruined = self.pieces[view.current].ruined
        rivals = [s for s in self._rivals(view)]
        cost = sum(self._worth(view, s, ruined) for s in rivals) / max(1, len(rivals))
        if view.contest is not None:
            cost = GAME_POINT_BONUS
        upcoming = view.next_masterpiece
        if upcoming is None:
            return -cost
        piece = self.pieces[upcoming]
        need = tuple(max(0, r - h) for r, h in zip(piece.strokes, hand_after))
        finish_now = cover_probability(need, pool, 1)
        fit = 1.0 - sum(need) / piece.total_strokes
        head_start = finish_now * self._worth(view, view.seat, piece.value)
        return -cost + head_start + (1.0 - finish_now) * fit * 0.3 * piece.value

    def _keep_for_next(self, view: FinalTouchView, hand_after: tuple[int, ...]) -> float:
        if view.next_masterpiece is None:
            return 0.0
        piece = self.pieces[view.next_masterpiece]
        kept = sum(min(h, r) for h, r in zip(hand_after, piece.strokes))
        return KEEP_FOR_NEXT_WEIGHT * kept * piece.value / piece.total_strokes

    def _following(self, view: FinalTouchView) -> list[int]:
        """The seats that play after this one before its own next turn."""
        order = []
        seat = (view.seat + 1) % view.players
        while seat != view.seat:
            if view.contest is None or seat in view.contest:
                order.append(seat)
            seat = (seat + 1) % view.players
        return order

    def _friend(self, view: FinalTouchView, seat: int) -> bool:
        return view.teams is not None and view.teams[seat] == view.teams[view.seat]

    def _rivals(self, view: FinalTouchView) -> list[int]:
        return [s for s in self._following(view) if not self._friend(view, s)]

    def _worth(self, view: FinalTouchView, seat: int, value: int) -> float:
        """A payout to ``seat``; one that wins the game (or a contest) counts for much more."""
        if view.contest is not None or view.money[seat] + value >= self.goal:
            return value + GAME_POINT_BONUS
        return float(value)
