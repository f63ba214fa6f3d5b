"""The normal bot: sheds weak cards, keeps 8s to seize the lead, keeps strong melds whole."""

from __future__ import annotations

import random

from game.core.sim import run_sim
from game.games.five_three_five.bots import NormalBot, melds_needed
from game.games.five_three_five.melds import Lead, Overwrite
from game.games.five_three_five.spec import SPEC

from .helpers import counts, rules, table

ENGINE = rules()
BOT = NormalBot(ENGINE)


def choice(state):
    view = ENGINE.view(state, state.current)
    return BOT.choose(view, ENGINE.legal_actions(state), random.Random(0))


def test_melds_needed_counts_the_fewest_melds_to_play_a_hand_out():
    order, next_rank = list(ENGINE.content.ranks), ENGINE.table.next_rank
    assert melds_needed(counts([1, 2, 3, 4, 5]), order, next_rank) == 2
    assert melds_needed(counts([4, 4, 4, 4]), order, next_rank) == 2
    assert melds_needed(counts([5, 7]), order, next_rank) == 2     # no run across the 6
    assert melds_needed(counts([1, 1, 2, 2, 3, 3]), order, next_rank) == 2
    assert melds_needed(counts([]), order, next_rank) == 0


def test_goes_out_when_it_can():
    state = table(ENGINE, 3, [[2], [12, 13, 14], [5, 5]], meld=[[13, 14, 15]], current=1,
                  last_player=0)
    assert choice(state) == Overwrite((12, 13, 14))


def test_leads_weak_cards_and_keeps_top_cards():
    state = table(ENGINE, 3, [[2, 2, 13, 15], [5], [5]])
    assert choice(state) == Lead((2, 2))


def test_does_not_break_a_strong_set():
    state = table(ENGINE, 3, [[1], [4, 4, 4, 9, 12, 12], [5]], meld=[[2]], current=1,
                  last_player=0)
    assert choice(state) == Overwrite((9,))


def test_saves_an_8_early_in_the_round():
    hand = [3, 3, 7, 8, 11, 12, 13, 1, 1, 14, 4]
    state = table(ENGINE, 3, [[5], hand, [5] * 3], meld=[[5]], current=1, last_player=0)
    assert choice(state) != Overwrite((8,))


def test_plays_an_8_to_seize_the_lead_and_go_out_next():
    state = table(ENGINE, 3, [[1], [8, 3, 3], [5, 5, 5]], meld=[[5]], current=1, last_player=0)
    assert choice(state) == Overwrite((8,))


def test_normal_beats_random_in_most_two_player_games():
    report = run_sim(SPEC, ENGINE, players=2, games=100, seed=3, bots=["normal", "random"])
    assert report.errors == 0 and report.wins[0] > 80


def test_the_remembered_meld_count_is_the_counted_one_with_and_without_bridged_gaps():
    bot = NormalBot(ENGINE)
    rng = random.Random(4)
    ranks = list(ENGINE.content.ranks)
    for _ in range(400):
        hand_cards = [rng.choice(ranks) for _ in range(rng.randint(0, 12))]
        for table_ in ENGINE.tables.values():
            hand = counts(hand_cards) + [0] * (table_.size - len(counts(hand_cards)))
            order = list(table_.ranks)
            expected = melds_needed(hand, order, table_.next_rank)
            assert bot._melds_needed(hand, order, table_) == expected
            assert bot._melds_needed(list(hand), order, table_) == expected   # from memory
    # 5 and 7 make a run only where gaps are bridged: the memory keeps the two tables apart
    hand = counts([5, 7]) + [0] * (ENGINE.table.size - len(counts([5, 7])))
    answers = [bot._melds_needed(hand, list(t.ranks), t) for t in (ENGINE.tables[False], ENGINE.tables[True])]
    assert answers == [2, 1]
