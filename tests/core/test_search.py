"""The shared hard bot (game/core/ai/search.py): obvious moves, honest reasons, bounded search,
the sim's ``hard`` seats, and the setup screen's seat kinds."""

from __future__ import annotations

import random

import pytest

from game.core.ai.search import SearchBot, clamp_think
from game.core.loading.content import Problems
from game.core.sim import run_sim
from game.games.registry import all_specs
from game.paths import CONTENT_DIR

HARD_GAMES = [spec for spec in all_specs() if spec.playable and "hard" in spec.bots]


def rules_of(spec):
    problems = Problems()
    content = spec.load_content(CONTENT_DIR, problems)
    assert not problems, problems.lines()
    return spec.make_rules(content)


class Refuses:
    """A policy that must never be asked: proves one legal move needs no thinking."""

    name = "refuses"

    def __init__(self, rules):
        pass

    def choose(self, view, legal, rng):
        raise AssertionError("the policy was consulted for a forced move")


def test_every_card_game_has_a_hard_bot():
    ids = {spec.game_id for spec in HARD_GAMES}
    assert {"final_touch", "five_three_five", "phase10", "finale"} <= ids


def test_a_single_legal_move_is_played_without_search():
    spec = HARD_GAMES[0]
    rules = rules_of(spec)
    bot = SearchBot(rules, Refuses, think=None, max_worlds=50)
    state = rules.new_game(spec.config(2), 1)
    only = rules.legal_actions(state)[:1]
    decision = bot.decide(rules.view(state, rules.current_player(state)), only, random.Random(0))
    assert decision.action == only[0] and decision.reason["why"] == "only move"


@pytest.mark.parametrize("spec", HARD_GAMES, ids=lambda s: s.game_id)
def test_decision_is_legal_and_explained(spec):
    rules = rules_of(spec)
    state = rules.new_game(spec.config(3 if spec.max_players >= 3 else 2), 7)
    normal = spec.bots["normal"](rules)
    rng = random.Random(3)
    bot = SearchBot(rules, spec.bots["normal"], think=None, max_worlds=4)
    explained = 0
    for _ in range(12):
        if rules.is_over(state):
            break
        seat = rules.current_player(state)
        legal = rules.legal_actions(state)
        decision = bot.decide(rules.view(state, seat), legal, random.Random(11))
        assert decision.action in legal
        if len(legal) > 1:
            reason = decision.reason
            assert reason["worlds"] == 4 and reason["prior"] in legal
            assert reason["alternatives"][0][0] in legal
            assert reason["why"] in ("search", "prior kept")
            explained += 1
        state, _ = rules.apply(state, normal.choose(rules.view(state, seat), legal, rng))
    assert explained


def test_same_view_and_generator_same_move():
    spec = HARD_GAMES[0]
    rules = rules_of(spec)
    state = rules.new_game(spec.config(2), 4)
    seat = rules.current_player(state)
    legal = rules.legal_actions(state)
    view = rules.view(state, seat)
    bot = SearchBot(rules, spec.bots["normal"], think=None, max_worlds=6)
    moves = {repr(bot.choose(view, legal, random.Random(9))) for _ in range(3)}
    assert len(moves) == 1


def test_sim_seats_hard_bots_with_a_budget():
    spec = next(s for s in HARD_GAMES if s.game_id == "five_three_five")
    report = run_sim(spec, rules_of(spec), 2, 2, 5, ["hard", "normal"], think=0.02)
    assert report.errors == 0, report.error_details
    assert sum(report.wins) == pytest.approx(2.0)
    assert report.extra["choice_ms_p50"][0] > 0


class Ticks:
    """A clock that moves on by ``step`` seconds each time it is read."""

    def __init__(self, step):
        self.now = 0.0
        self.step = step

    def __call__(self):
        self.now += self.step
        return self.now


def _two_way_decision(spec, rules):
    state = rules.new_game(spec.config(2), 4)
    for _ in range(40):
        legal = rules.legal_actions(state)
        if len(legal) > 1:
            return rules.view(state, rules.current_player(state)), legal
        state, _ = rules.apply(state, legal[0])
    raise AssertionError("no decision with a choice in 40 moves")


def test_the_budget_runs_on_the_clock_the_bot_is_given():
    spec = next(s for s in HARD_GAMES if s.game_id == "five_three_five")
    rules = rules_of(spec)
    view, legal = _two_way_decision(spec, rules)
    # a clock that is already past the budget at its second reading: no world is searched
    late = SearchBot(rules, spec.bots["normal"], think=0.5, clock=Ticks(1.0)).decide(view, legal, random.Random(1))
    assert late.reason["worlds"] == 0 and late.reason["why"] == "prior kept"
    # a clock that barely moves: the same budget is only spent after many worlds
    slow = SearchBot(rules, spec.bots["normal"], think=0.5, max_worlds=12, settle=False,
                     clock=Ticks(1e-9)).decide(view, legal, random.Random(1))
    assert slow.reason["worlds"] == 12


class OneShot:
    """A made-up game of one move: action ``a`` scores ``odds[a]``; the rules
    the search uses and nothing else (the view is the seat number)."""

    def __init__(self, odds):
        self.odds = odds

    def determinize(self, view, rng):
        return {"done": False, "won": False}

    def clone(self, state):
        return dict(state)

    def apply(self, state, action):
        return {"done": True, "roll": action}, []

    def is_over(self, state):
        return state["done"]

    def results(self, state):
        return [self.odds[state["roll"]]]


class View:
    seat = 0


class PicksFirst:
    name = "first"

    def __init__(self, rules):
        pass

    def choose(self, view, legal, rng):
        return legal[0]


def test_a_search_settles_once_no_alternative_can_beat_the_heuristic_move():
    sure = OneShot({0: 1.0, 1: 0.0, 2: 0.0})         # the heuristic's move always wins
    settled = SearchBot(sure, PicksFirst, think=None, max_worlds=400).decide(View(), [0, 1, 2], random.Random(1))
    assert settled.action == 0 and settled.reason["settled"] and settled.reason["worlds"] == 8
    spent = SearchBot(sure, PicksFirst, think=None, max_worlds=400, settle=False).decide(
        View(), [0, 1, 2], random.Random(1))
    assert spent.action == 0 and not spent.reason["settled"] and spent.reason["worlds"] == 400
    # an alternative that is better keeps the search going until it is chosen
    better = OneShot({0: 0.0, 1: 0.0, 2: 1.0})
    switched = SearchBot(better, PicksFirst, think=None, max_worlds=400).decide(View(), [0, 1, 2], random.Random(1))
    assert switched.action == 2 and not switched.reason["settled"] and switched.reason["worlds"] == 400


def test_sim_can_measure_the_hard_budget_on_cpu_time():
    spec = next(s for s in HARD_GAMES if s.game_id == "five_three_five")
    report = run_sim(spec, rules_of(spec), 2, 1, 5, ["hard", "normal"], think=0.02, think_clock="cpu")
    assert report.errors == 0, report.error_details
    assert report.extra["choice_cpu_ms_p50"][0] >= 20.0      # the budget was spent in CPU time
    with pytest.raises(ValueError, match="think clock"):
        run_sim(spec, rules_of(spec), 2, 1, 5, ["hard", "normal"], think_clock="sundial")


def test_think_setting_range():
    assert clamp_think(0.1) == 0.25 and clamp_think(5) == 2.0 and clamp_think(0.6) == 0.6


def test_setup_offers_easy_normal_and_hard_where_the_game_has_them():
    from game.ui.stage.seats import SEAT_KINDS, kinds_for
    for spec in all_specs():
        labels = [SEAT_KINDS[k][0] for k in kinds_for(spec.bots)]
        expected = ["Human", "AI - Easy", "AI - Normal"] + (["AI - Hard"] if "hard" in spec.bots else [])
        assert labels == expected, spec.game_id


class Counting:
    """A policy that counts how often it is asked and plays the first legal move."""

    def __init__(self, rules):
        self.asked = 0

    def choose(self, view, legal, rng):
        self.asked += 1
        return legal[0]


class Last:
    """A prior that plays the last legal move."""

    def __init__(self, rules):
        pass

    def choose(self, view, legal, rng):
        return legal[-1]


def test_a_separate_prior_picks_the_first_choice_and_the_policy_plays_the_worlds_out():
    spec = next(s for s in HARD_GAMES if s.game_id == "finale")
    rules = rules_of(spec)
    view, legal = _two_way_decision(spec, rules)
    bot = SearchBot(rules, Counting, prior=Last, think=None, max_worlds=4, settle=False)
    decision = bot.decide(view, legal, random.Random(2))
    assert decision.reason["prior"] == legal[-1]
    assert bot.rollout_bot.asked > 0          # the play-outs were the policy's


class Following(Last):
    """A first choice with a memory: it records every view it is shown and the move made."""

    def __init__(self, rules):
        super().__init__(rules)
        self.seen = []

    def follow(self, view, action):
        self.seen.append((view, action))


def test_a_first_choice_with_a_memory_is_shown_every_view_and_the_move_made():
    spec = next(s for s in HARD_GAMES if s.game_id == "finale")
    rules = rules_of(spec)
    view, legal = _two_way_decision(spec, rules)
    bot = SearchBot(rules, Counting, prior=Following, think=None, max_worlds=4, settle=False)
    chosen = bot.decide(view, legal, random.Random(2)).action
    forced = bot.decide(view, legal[:1], random.Random(2)).action     # one legal move: no search
    assert bot.prior_bot.seen == [(view, chosen), (view, forced)]
