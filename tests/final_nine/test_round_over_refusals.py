"""When the last hole of the round is holed out, the round is over: every move is refused with
the same words, whatever step it belongs to, and nothing is offered any more."""

from __future__ import annotations

import pytest

from game.games.final_nine.actions import ChooseThrow, NoBattleCard, PlayLuck, Redraw, Refill, Throw
from game.games.final_nine.flow import refill_range
from game.games.final_nine.state import OVER
from tests.final_nine.helpers import at, card, make_hole, new, on_top, rules_with, set_hand
from tests.final_nine.test_refusals import refused


def finished_round():
    engine = rules_with(make_hole(number=9))
    state = new(engine, 1, holes=9)
    state.hole_index = 8                                   # the last hole of nine
    state.scores, state.pars = [[3] * 8], [3] * 8
    set_hand(engine, state, 0, [card("Acorn"), card("Lucky Skip")])
    at(state, 0, 2, 3)                                     # two grids below the basket
    on_top(state, card("Hyzer Line"))
    engine.apply(state, ChooseThrow(card("Acorn"), "N"))
    engine.apply(state, Throw())
    engine.apply(state, Refill(refill_range(state, 0)[0]))
    assert state.phase == OVER
    return engine, state


@pytest.mark.parametrize("action", [ChooseThrow(0, "N"), Throw(), Refill(0), NoBattleCard(),
                                    Redraw(0, True), PlayLuck(0)], ids=lambda a: type(a).__name__)
def test_once_the_round_is_over_every_move_is_refused_in_the_same_words(action):
    engine, state = finished_round()
    assert engine.legal_actions(state) == []
    refused(engine, state, action, "the round is over")
