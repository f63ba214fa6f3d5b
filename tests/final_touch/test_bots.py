"""The bots: random legal moves, and the "normal" heuristic that finishes pictures, does
not set up a rival's final touch, and ruins a picture when the next one suits its hand."""

from __future__ import annotations

import random

from game.core.engine import RandomBot
from game.core.sim import run_sim
from game.games.final_touch.actions import Improve, Smear
from game.games.final_touch.bots import NormalBot, cover_probability
from game.games.final_touch.spec import SPEC

from .support import build, make_rules


def _choice(rules, state):
    bot = NormalBot(rules)
    seat = rules.current_player(state)
    return bot.choose(rules.view(state, seat), rules.legal_actions(state), random.Random(0))


def test_spec_offers_random_and_normal_bots():
    rules = make_rules()
    assert isinstance(SPEC.bots["random"](rules), RandomBot)
    assert SPEC.bots["normal"](rules).name == "normal"


def test_normal_adds_the_final_touch_when_it_can():
    rules = make_rules()
    state = build(rules, 2, [["yellow", "blue", "red", "green", "green"], ["red"] * 5],
                  "moonrise_laundry", improved=("blue",), smears=("red", "green"))
    assert _choice(rules, state) == Improve(("blue", "yellow"))


def test_normal_does_not_leave_a_rival_one_common_stroke_from_the_final_touch():
    # Playing both blues would leave only a yellow missing: the rival very likely holds one.
    rules = make_rules()
    state = build(rules, 2, [["blue", "blue", "red", "red", "green"], ["red"] * 5],
                  "moonrise_laundry")
    assert _choice(rules, state) != Improve(("blue", "blue"))


def test_normal_ruins_the_picture_when_the_next_masterpiece_fits_its_hand():
    # Two smears already; the next Masterpiece wants 1 yellow + 2 blue, which the bot holds:
    # ruining now gives it the extra turn to finish the next one at once.
    rules = make_rules()
    state = build(rules, 2, [["blue", "blue", "yellow", "red", "red"], ["green"] * 5],
                  "pear_who_knew", smears=("red", "green"), pile_top=("moonrise_laundry",))
    assert _choice(rules, state) == Smear("red")


def test_normal_does_not_ruin_when_the_next_masterpiece_does_not_suit_it():
    rules = make_rules()
    state = build(rules, 2, [["blue", "blue", "yellow", "red", "red"], ["green"] * 5],
                  "pear_who_knew", smears=("red", "green"), pile_top=("three_lemons",))
    assert _choice(rules, state) == Improve(("yellow",))


def test_cover_probability_matches_simple_cases():
    assert cover_probability((0, 0), (3, 3), 2) == 1.0
    assert cover_probability((3, 0), (2, 5), 5) == 0.0
    # one red among 2 red + 2 other, drawing 1: one half
    assert abs(cover_probability((1, 0), (2, 2), 1) - 0.5) < 1e-12


def test_normal_beats_random_in_most_two_player_games():
    rules = make_rules()
    report = run_sim(SPEC, rules, 2, 60, 3, ["normal", "random"])
    assert report.errors == 0
    assert report.wins[0] / 60 > 0.75
