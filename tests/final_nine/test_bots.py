"""Bots and sim: the normal bot plays legal, sensible golf and beats the random bot clearly."""

from __future__ import annotations

import random

from game.core.sim import run_sim
from game.games.final_nine.actions import ChooseThrow, PlaySkill, Refill, Throw
from game.games.final_nine.bots import NormalBot
from game.games.final_nine.flow import PICKUP_OVER_PAR
from game.games.final_nine.spec import SPEC
from tests.final_nine.helpers import card, make_hole, new, on_top, rules, rules_with, set_hand


def test_normal_bot_beats_random_by_twenty_strokes_over_eighteen_holes_at_am():
    report = run_sim(SPEC, rules(), players=2, games=4, seed=3, bots=["normal", "random"],
                     options={"level": "am"})
    assert report.errors == 0
    normal, random_bot = report.extra["score_vs_par"]
    assert normal + 20 <= random_bot


def test_sim_accepts_the_options_and_reports_score_against_par():
    report = run_sim(SPEC, rules(), players=4, games=2, seed=1,
                     bots=["normal", "random", "normal", "random"],
                     options={"level": "pro", "battle": True, "holes": 9, "pack": "half"})
    data = report.to_json()
    assert data["errors"] == 0 and len(data["score_vs_par"]) == 4


def test_random_bots_always_finish_thanks_to_the_pickup_rule():
    report = run_sim(SPEC, rules(), players=4, games=3, seed=2, bots=["random"] * 4,
                     options={"level": "pro"})
    assert report.errors == 0
    assert all(score <= 18 * PICKUP_OVER_PAR for score in report.extra["score_vs_par"])
    assert all(0 <= rate <= 1 for rate in report.extra["pickup_rate"])


def test_normal_bot_putts_out_from_close_range():
    engine = rules_with(make_hole())
    state = new(engine, 1)
    set_hand(engine, state, 0, [card("Meridian"), card("Acorn"), card("Compass")])
    state.lie[0], state.throws[0] = 17, 1                  # (2, 3): two grids below the basket
    bot = NormalBot(engine)
    action = bot.choose(engine.view(state, 0), engine.legal_actions(state), random.Random(0))
    assert action == ChooseThrow(card("Acorn"), "N")


def test_normal_bot_adds_a_skill_that_reaches_the_basket():
    engine = rules_with(make_hole())
    state = new(engine, 1)
    set_hand(engine, state, 0, [card("Acorn"), card("Steady Putt")])
    state.lie[0], state.throws[0] = 22, 1                  # (2, 4): three grids straight
    on_top(state, card("Low Ceiling"))
    engine.apply(state, ChooseThrow(card("Acorn"), "N"))
    bot = NormalBot(engine)
    assert bot.choose(engine.view(state, 0), engine.legal_actions(state),
                      random.Random(0)) == PlaySkill(card("Steady Putt"))
    engine.apply(state, PlaySkill(card("Steady Putt")))
    assert bot.choose(engine.view(state, 0), engine.legal_actions(state),
                      random.Random(0)) == Throw()


def test_normal_bot_refills_towards_four_discs():
    engine = rules_with(make_hole())
    state = new(engine, 1)
    set_hand(engine, state, 0, [card("Meridian")])
    on_top(state, card("Low Ceiling"))
    engine.apply(state, ChooseThrow(card("Meridian"), "N"))
    engine.apply(state, Throw())
    action = NormalBot(engine).choose(engine.view(state, 0), engine.legal_actions(state),
                                      random.Random(0))
    assert action == Refill(4)
