"""Five Three Five hard bot at three or more players: play-outs stop at the end of the round
and are valued from the score sheet (fewest points best); two-player play-outs run to the end."""

from __future__ import annotations

import random

from game.games.five_three_five.bots import NormalBot
from game.games.five_three_five.hard import search_done, search_value
from game.games.five_three_five.spec import SPEC
from tests.five_three_five.helpers import rules

RULES = rules()
DONE, VALUE = search_done(RULES), search_value(RULES)


def play_until(state, stop):
    bot, rng = NormalBot(RULES), random.Random(2)
    while not RULES.is_over(state) and not stop(state):
        seat = RULES.current_player(state)
        state, _ = RULES.apply(state, bot.choose(RULES.view(state, seat), RULES.legal_actions(state), rng))
    return state


def test_a_four_player_play_out_stops_when_the_round_ends():
    root = RULES.new_game(SPEC.config(4), 11)
    later = play_until(RULES.clone(root), lambda s: DONE(root, s))
    assert later.round_no == root.round_no + 1 or RULES.is_over(later)
    assert sum(later.scores) > 0                 # the round handed out points


def test_two_player_play_outs_are_not_cut():
    root = RULES.new_game(SPEC.config(2), 11)
    later = play_until(RULES.clone(root), lambda s: s.round_no != root.round_no)
    assert not DONE(root, later)


def test_fewer_points_is_worth_more_and_values_share_one():
    state = RULES.new_game(SPEC.config(4), 3)
    state.scores = [2, 9, 14, 5]
    values = [VALUE(state, seat) for seat in range(4)]
    assert abs(sum(values) - 1.0) < 1e-9
    assert values[0] > values[3] > values[1] > values[2] > 0
    over = play_until(RULES.clone(state), lambda s: False)
    assert [VALUE(over, seat) for seat in range(4)] == RULES.results(over)
