"""The protocol Phase 10 and Finale share (game/core/rummy/rummy_rules.py): what the hard bot's search
is told a finished game is worth to each seat (its share of the victory, as the results say)."""

from __future__ import annotations

import pytest

from tests.finale import support as finale
from tests.phase10 import support as phase10


@pytest.mark.parametrize("game", [phase10, finale], ids=["Phase 10", "Finale"])
@pytest.mark.parametrize(("winners", "shares"), [([1], [0.0, 1.0, 0.0]), ([0, 2], [0.5, 0.0, 0.5])])
def test_a_finished_game_is_worth_each_seats_share_of_the_victory_to_the_search(game, winners, shares):
    engine = game.rules()
    state = game.rig(3)
    state.stage, state.winners = "over", list(winners)
    assert engine.is_over(state) and engine.results(state) == shares
    assert [engine.search_value(state, seat) for seat in range(3)] == shares
