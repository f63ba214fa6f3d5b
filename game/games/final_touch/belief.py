"""Final Touch belief about the rival's hand for the hard bot: a particle filter over what it holds.

``FinalTouchBelief`` keeps ``PARTICLES`` guesses of the rival's hand, updated at each of the
hard seat's turns from the rival's move in between (recovered by :class:`FinalTouchEvidence`
from the hard seat's own views, two players only):

1. each guess is weighed by whether the normal bot, holding it in the public position the
   rival faced, would have made the move the rival made (1, or ``UNLIKELY`` if not);
2. guesses are redrawn in proportion to their weights;
3. each keeps what the rival kept (the guess minus the strokes it played) and draws the rest
   at random from the strokes the hard seat cannot see now.

When no plain move can be read (a picture was finished or ruined in between by the rival, or
a new game began) the guesses start again, uniform over the unseen strokes. A world then gives
the rival one guess and deals every other unseen stroke to the draw pile. The filter draws on
its own generator (seeded once), so the same views always give the same worlds.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from game.games.final_touch.actions import Action
from game.games.final_touch.determinize import clone, unseen_strokes
from game.games.final_touch.evidence import UNLIKELY, Clue, FinalTouchEvidence
from game.games.final_touch.state import FinalTouchState, FinalTouchView

PARTICLES = 200

Hand = tuple[int, ...]      # counts per colour


class FinalTouchBelief:
    def __init__(self, rules: Any, model: Any):
        self.rules = rules
        self.model = model
        self.reader = FinalTouchEvidence(rules, model)
        self.rng = random.Random(0)
        self.particles: list[Hand] = []
        self.rival: int | None = None
        self._last: FinalTouchView | None = None

    def remember(self, view: FinalTouchView, action: Action) -> None:
        self.reader.remember(view, action)
        self._last = view

    def observe(self, view: FinalTouchView) -> list[Hand] | None:
        """The guesses of the rival's hand now, or None (more than two players)."""
        last, self._last = self._last, None
        after = self.reader._after
        only_mine = after is not None and after.turn == view.seat     # its move won a turn
        clue = self.reader.observe(view)
        if view.players != 2:
            return None
        rival = 1 - view.seat
        size = view.hand_sizes[rival]
        unseen = Counter(unseen_strokes(self.rules, view))
        known = last is not None and self.particles and self.rival == rival
        if known and clue is not None:
            self.particles = self._update(clue, unseen, size)
        elif known and only_mine:       # the rival has not moved: its hand is as it was
            self.particles = [p for p in self.particles if fits(p, unseen)]
        else:
            self.particles = []
        self.particles = [p for p in self.particles if sum(p) == size]
        if not self.particles:
            self.particles = [self._deal((0,) * len(view.hand), unseen, size)
                              for _ in range(PARTICLES)]
        self.rival = rival
        return self.particles

    def world(self, particles: list[Hand], view: FinalTouchView,
              rng: random.Random) -> FinalTouchState | None:
        """A world where the rival holds one of the guesses."""
        guess = particles[rng.randrange(len(particles))]
        unseen = unseen_strokes(self.rules, view)
        left = Counter(unseen)
        left.subtract({c: n for c, n in enumerate(guess) if n})
        if min(left.values(), default=0) < 0:
            return None
        draw = list(left.elements())
        rng.shuffle(draw)
        world = self.rules.determinize(view, rng)        # the rest as usual, then the rival's hand
        world.hands[1 - view.seat] = list(guess)
        world.draw = draw
        return world

    # --- the filter ----------------------------------------------------------------------

    def _update(self, clue: Clue, unseen: Counter, size_now: int) -> list[Hand]:
        agrees: dict[Hand, float] = {}
        weights = []
        for hand in self.particles:
            weight = agrees.get(hand)
            if weight is None:
                weight = agrees[hand] = self._weight(clue, hand)
            weights.append(weight)
        if not any(weights):
            return []
        chosen = self.rng.choices(self.particles, weights=weights, k=PARTICLES)
        out = []
        for hand in chosen:
            kept = tuple(h - p for h, p in zip(hand, clue.played))
            if not fits(kept, unseen):
                continue
            out.append(self._deal(kept, unseen, size_now))
        return out

    def _weight(self, clue: Clue, hand: Hand) -> float:
        if any(h < p for h, p in zip(hand, clue.played)):
            return 0.0
        before = clone(clue.before)
        before.hands[clue.seat] = list(hand)
        legal = self.rules.legal_actions(before)
        if clue.action not in legal:
            return 0.0
        choice = self.model.choose(self.rules.view(before, clue.seat), legal, self.rng)
        return 1.0 if choice == clue.action else UNLIKELY

    def _deal(self, kept: Hand, unseen: Counter, size: int) -> Hand:
        """``kept`` plus strokes drawn at random from ``unseen`` minus ``kept``, to ``size``."""
        pool = Counter(unseen)
        pool.subtract({c: n for c, n in enumerate(kept) if n})
        cards = list(pool.elements())
        hand = list(kept)
        for colour in self.rng.sample(cards, max(0, min(len(cards), size - sum(kept)))):
            hand[colour] += 1
        return tuple(hand)


def fits(hand: Hand, unseen: Counter) -> bool:
    return all(unseen[c] >= n for c, n in enumerate(hand))
