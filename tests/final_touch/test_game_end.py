"""Rule 7: the first player or team to $25 wins; the three-player tie and its final
Masterpiece; and what happens when the Masterpiece pile runs out."""

from __future__ import annotations

import dataclasses
import random

from game.games.final_touch.actions import Improve, Smear

from .support import build, check, config, content, kinds, make_rules, piece


def test_reaching_twenty_five_dollars_ends_the_game_at_once():
    rules = make_rules()
    state = build(rules, 2, [["yellow", "red", "red", "green", "green"], ["red"] * 5],
                  "moonrise_laundry", improved=("blue", "blue"), money=[21, 24])
    state, events = rules.apply(state, Improve(("yellow",)))
    assert rules.is_over(state) and state.winners == (0,)
    assert rules.results(state) == [1.0, 0.0]
    assert kinds(events) == ["improve", "final_touch", "game_end"]
    assert events[-1].data["winners"] == [0] and events[-1].data["money"] == [25, 24]
    assert rules.legal_actions(state) == [] and rules.current_player(state) is None
    check(rules, state, money=False)


def test_a_ruin_can_make_the_opponent_win():
    rules = make_rules()
    state = build(rules, 2, [["red", "red", "blue", "blue", "green"], ["red"] * 5],
                  "pear_who_knew", smears=("red", "blue"), money=[24, 22])
    state, _ = rules.apply(state, Smear("red"))
    assert state.winners == (1,) and rules.results(state) == [0.0, 1.0]


def test_at_four_players_the_team_wins_together():
    rules = make_rules()
    state = build(rules, 4, [["red"] * 5, ["yellow", "green", "green", "brown", "brown"],
                             ["green"] * 5, ["brown"] * 5], "moonrise_laundry",
                  improved=("blue", "blue"), turn=1, money=[20, 22, 20, 22])
    state, events = rules.apply(state, Improve(("yellow",)))
    assert state.winners == (1, 3)
    assert rules.results(state) == [0.0, 0.5, 0.0, 0.5]
    assert events[-1].data["teams"] == [1]


def test_three_players_a_ruin_that_lifts_only_one_opponent_past_the_goal_wins_it_for_them():
    rules = make_rules()
    state = build(rules, 3, [["green"] * 5, ["red", "red", "blue", "blue", "green"],
                             ["brown"] * 5], "pear_who_knew", smears=("red", "blue"), turn=1,
                  money=[23, 5, 20])
    state, _ = rules.apply(state, Smear("red"))
    assert state.winners == (0,) and state.contest is None


def _tied_three_player_position():
    rules = make_rules()
    hands = [["green"] * 5, ["red", "red", "blue", "blue", "green"],
             ["yellow", "green", "green", "red", "red"]]
    state = build(rules, 3, hands, "pear_who_knew", smears=("red", "blue"), turn=1,
                  money=[23, 10, 24], pile_top=("last_croissant", "quiet_sheep"))
    return rules, state


def test_three_players_tied_past_the_goal_contest_one_final_masterpiece():
    rules, state = _tied_three_player_position()
    state, events = rules.apply(state, Smear("red"))
    assert state.money == [26, 10, 27] and not rules.is_over(state)
    assert state.contest == (0, 2)
    contest = next(e for e in events if e.kind == "contest")
    assert contest.data["seats"] == [0, 2]
    reveal = next(e for e in events if e.kind == "reveal")
    assert reveal.data["final"] is True and state.current == piece(rules, "quiet_sheep")
    assert rules.current_player(state) == 2   # the next tied player after the ruiner
    check(rules, state, money=False)


def test_the_final_touch_on_the_contested_masterpiece_takes_all():
    rules, state = _tied_three_player_position()
    state, _ = rules.apply(state, Smear("red"))
    state, events = rules.apply(state, Improve(("yellow", "green", "green")))
    assert state.winners == (2,) and rules.results(state) == [0.0, 0.0, 1.0]
    assert events[-1].kind == "game_end" and "takes all" in events[-1].data["reason"]
    check(rules, state, money=False)


def test_ruining_the_contested_masterpiece_hands_the_whole_win_to_the_rival():
    rules = make_rules()
    state = build(rules, 3, [["green"] * 5, ["blue"] * 5, ["red", "red", "blue", "blue", "green"]],
                  "pear_who_knew", smears=("red", "blue"), turn=2, money=[26, 10, 30])
    state.contest = (0, 2)
    state, events = rules.apply(state, Smear("red"))
    ruin = next(e for e in events if e.kind == "ruin")
    assert ruin.data["recipients"] == [0]     # only the rival, not the player sitting out
    assert state.money == [29, 10, 30]
    assert state.winners == (0,)              # winner takes all, although seat 2 had more


def test_the_player_who_caused_the_tie_sits_out_the_contest():
    for seed in range(20):
        rules, state = _tied_three_player_position()
        state, _ = rules.apply(state, Smear("red"))
        sitting_out = list(state.hands[1])
        rng = random.Random(seed)
        while not rules.is_over(state):
            assert rules.current_player(state) in (0, 2)
            legal = rules.legal_actions(state)
            state, _ = rules.apply(state, legal[rng.randrange(len(legal))])
        assert state.hands[1] == sitting_out
        assert len(state.winners) == 1 and state.winners[0] in (0, 2)
        check(rules, state, money=False)


def test_a_tie_with_no_masterpiece_left_to_contest_is_shared():
    rules = make_rules()
    state = build(rules, 3, [["green"] * 5, ["red", "red", "blue", "blue", "green"],
                             ["brown"] * 5], "pear_who_knew", smears=("red", "blue"), turn=1,
                  money=[23, 10, 24], pile_rest=False)
    state, events = rules.apply(state, Smear("red"))
    assert state.winners == (0, 2) and rules.results(state) == [0.5, 0.0, 0.5]
    assert "no Masterpiece is left" in events[-1].data["reason"]


def test_when_the_masterpiece_pile_runs_out_the_richest_player_wins():
    # With a goal nobody can reach, every game plays all 25 Masterpieces.
    rules = make_rules(dataclasses.replace(content(), goal=1000))
    for players in (2, 3, 4):
        state = rules.new_game(config(players), 8)
        rng = random.Random(players)
        while not rules.is_over(state):
            legal = rules.legal_actions(state)
            state, _ = rules.apply(state, legal[rng.randrange(len(legal))])
        assert len(state.scored) == 25 and state.current is None
        assert "the Masterpiece pile is empty" in state.end_reason
        best = max(state.money)
        assert state.winners == tuple(s for s in range(players) if state.money[s] == best)
        check(rules, state)


def test_an_empty_pile_with_equal_money_is_a_shared_win():
    rules = make_rules()
    state = build(rules, 2, [["yellow", "red", "red", "green", "green"], ["red"] * 5],
                  "moonrise_laundry", improved=("blue", "blue"), money=[6, 10], pile_rest=False)
    state, events = rules.apply(state, Improve(("yellow",)))
    assert state.winners == (0, 1) and rules.results(state) == [0.5, 0.5]
    assert kinds(events)[-1] == "game_end"
