"""Five Three Five hard-bot settings: at three or more players a play-out stops at the end of
the round and is valued from the score sheet, instead of playing the whole game out.

Why: with three rivals, who wins a whole game after one move is mostly the luck of later
deals, so the search's comparisons of moves drown in noise; the points a round hands out
are what a move changes. Two-player games keep the full play-out (measured at 66.7 % there).
"""

from __future__ import annotations

import math
from typing import Any

from game.games.five_three_five.state import FiveThreeFiveState

SPREAD = 4.0     # points: a lead this big makes a seat e (2.7) times likelier to win


def search_done(rules: Any) -> Any:
    """``done(root, state)``: the round the play-out began in is over (3+ players)."""

    def done(root: FiveThreeFiveState, state: FiveThreeFiveState) -> bool:
        return root.players > 2 and state.round_no != root.round_no

    return done


def search_value(rules: Any) -> Any:
    """``value(state, seat)`` in 0..1: the win share once the game is over; before, each seat's
    chance weighed by ``exp(-points / SPREAD)`` (fewest points wins)."""

    def value(state: FiveThreeFiveState, seat: int) -> float:
        if state.over:
            return rules.results(state)[seat]
        low = min(state.scores)
        weights = [math.exp(-(points - low) / SPREAD) for points in state.scores]
        return weights[seat] / sum(weights)

    return value
