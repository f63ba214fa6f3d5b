"""Five Three Five bots. ``NormalBot`` scores each legal action from its view alone.

The idea: a hand is as long as the number of melds it will take to shed it. A good play
sheds a whole meld of weak cards without breaking a stronger meld; 8s and top cards are
kept to seize the lead later, unless the round is nearly over or an opponent is close to
going out. Winning the lead is worth a lot, because the lead sheds anything.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from .melds import Action, Add, Lead, Pass
from .state import FiveThreeFiveView

MELD_WORTH = 10.0       # shedding one meld's worth of hand
LEAD_WORTH = 7.0        # winning the lead after this play
EIGHT_WORTH = 6.0       # keeping an 8 in hand for later
TOP_CARD_WORTH = 2.5    # keeping a top single card (15, 14) for later


class NormalBot:
    """Sheds weak cards, saves 8s to seize the lead, avoids breaking strong melds."""

    name = "normal"

    def __init__(self, rules: object):
        self.rules = rules
        tables = rules.tables
        self.tables = tables
        self.clearing_rank = rules.content.clearing_rank
        self.points_of = rules.points_of
        self._needed: dict[tuple, int] = {}   # melds_needed by (table, hand): play-outs repeat hands

    def choose(self, view: FiveThreeFiveView, legal: Sequence[Action],
               rng: random.Random) -> Action:
        scores = self._scores(view, legal, rng)
        best_action, best_score = legal[0], float("-inf")
        for action, score in zip(legal, scores):
            if score > best_score:
                best_action, best_score = action, score
        return best_action

    def ranked(self, view: FiveThreeFiveView, legal: Sequence[Action],
               rng: random.Random) -> list[Action]:
        """The legal actions best first (the first is what ``choose`` would play, with the
        generator used the same way): the hard bot's candidates."""
        scores = self._scores(view, legal, rng)
        order = sorted(range(len(legal)), key=lambda i: (-scores[i], i))
        return [legal[i] for i in order]

    def _scores(self, view: FiveThreeFiveView, legal: Sequence[Action],
                rng: random.Random) -> list[float]:
        table = self.tables[view.bridge_gaps]
        hand = [0] * table.size
        for card in view.hand:
            hand[card] += 1
        order = [rank for rank in table.ranks]
        before = self._melds_needed(hand, order, table)
        others = [count for seat, count in enumerate(view.hand_counts) if seat != view.seat]
        danger = min(others) <= 3   # someone may go out soon: tempo matters more than thrift
        scores = []
        for action in legal:
            score = self._score(view, action, hand, order, before, danger, table)
            score += rng.random() * 0.01   # break exact ties without a fixed bias
            scores.append(score)
        return scores

    def _score(self, view: FiveThreeFiveView, action: Action, hand: list[int],
               order: list[int], before: int, danger: bool, table: object) -> float:
        if isinstance(action, Pass):
            return -8.0 if danger else 0.0
        cards = action.cards
        if len(cards) == len(view.hand):
            return 1000.0   # going out ends the round: nothing beats it
        for card in cards:
            hand[card] -= 1
        after = self._melds_needed(hand, order, table)
        for card in cards:
            hand[card] += 1
        score = (before - after) * MELD_WORTH + sum(self.points_of[c] for c in cards) * 0.5
        wins_lead = self._clears(view, action)
        eights = cards.count(self.clearing_rank)
        if wins_lead:
            score += LEAD_WORTH
            if after <= 1:
                score += 100.0   # lead the last meld next turn and go out
            elif after <= 2:
                score += 10.0
        thrift = 0.3 if danger else 1.0
        score -= eights * EIGHT_WORTH * thrift
        if isinstance(action, Lead):
            score -= self._lead_strength(view, cards) * 4.0 * thrift
            score += len(cards) * 1.5   # long leads are harder to answer
        else:
            top = table.ranks[-2:]   # type: ignore[attr-defined]
            score -= sum(TOP_CARD_WORTH for card in cards if card in top and len(cards) == 1) * thrift
        return score

    def _melds_needed(self, hand: list[int], order: list[int], table: object) -> int:
        key = (id(table), tuple(hand))      # the tables live as long as the rules
        found = self._needed.get(key)
        if found is None:
            if len(self._needed) >= 50_000:
                self._needed.clear()
            found = self._needed[key] = melds_needed(hand, order, table.next_rank)  # type: ignore[attr-defined]
        return found

    def _clears(self, view: FiveThreeFiveView, action: Action) -> bool:
        """Will this play end the trick with us to lead next?"""
        if isinstance(action, Lead):
            return False
        if self.clearing_rank in action.cards:
            return True
        meld = list(view.meld) + list(action.cards) if isinstance(action, Add) else list(action.cards)
        if len(meld) == 5:
            return True
        return len(meld) == view.copies and len(set(meld)) == 1

    def _lead_strength(self, view: FiveThreeFiveView, cards: tuple[int, ...]) -> float:
        """0 for the weakest meld of its kind, 1 for the strongest."""
        ranks = self.tables[view.bridge_gaps].ranks
        position = ranks.index(cards[0]) / (len(ranks) - 1)
        is_run = len(cards) > 1 and cards[0] != cards[1]
        return 1.0 - position if is_run else position


def melds_needed(hand: list[int], order: list[int], next_rank: list[int]) -> int:
    """The fewest melds (singles, sets of 2-3, runs of 2-3) that play out the whole hand."""
    memo: dict[tuple[int, int, int, int], int] = {}
    size = len(order)

    def best(index: int, here: int, then: int, later: int) -> int:
        # ``here``/``then``/``later``: cards left of order[index], order[index+1], order[index+2]
        if index == size:
            return 0
        key = (index, here, then, later)
        found = memo.get(key)
        if found is not None:
            return found
        following = order[index + 3] if index + 3 < size else 0
        after = hand[following] if following else 0
        # sets and singles: three cards per meld at most
        result = (here + 2) // 3 + best(index + 1, then, later, after)
        if here:
            rank = order[index]
            second = next_rank[rank]
            if second and then:
                result = min(result, 1 + best(index, here - 1, then - 1, later))
                if next_rank[second] and later:
                    result = min(result, 1 + best(index, here - 1, then - 1, later - 1))
        memo[key] = result
        return result

    counts = [hand[rank] for rank in order] + [0, 0]
    return best(0, counts[0], counts[1], counts[2])
