"""How the cards on a Final Nine throw add up to its flight: the PRO wind from every side of a
throw in every direction, for backhand and forehand discs; Skills and Luck on a wind-immune disc;
a wind card made void by an immunity played after it."""

from __future__ import annotations

import dataclasses

import pytest

from game.games.final_nine.cards import flight_params
from tests.final_nine.helpers import card, content

WAYS = "NESW"
RIGHT_OF = {"N": "E", "E": "S", "S": "W", "W": "N"}     # the thrower's right, throwing that way
LEFT_OF = {"N": "W", "E": "N", "S": "E", "W": "S"}
BEHIND = {"N": "S", "E": "W", "S": "N", "W": "E"}


@pytest.mark.parametrize("way", WAYS)
def test_the_pro_wind_from_each_side_of_a_throw(way):
    d = WAYS.index(way)
    backhand, forehand = card("Meridian"), card("Falconer")      # BH 4 and 0, FH 3 and 2

    def sums(disc, wind):
        return flight_params(content(), disc, d, [], [], WAYS.index(wind), False)

    # along the throw: one further; against it: one shorter; no change to the fade
    assert sums(backhand, way) == (5, 0) and sums(backhand, BEHIND[way]) == (3, 0)
    assert sums(forehand, way) == (4, 2) and sums(forehand, BEHIND[way]) == (2, 2)
    # across: towards the side the disc fades to adds one fade, from it takes one away
    assert sums(backhand, LEFT_OF[way]) == (4, -1) and sums(backhand, RIGHT_OF[way]) == (4, 1)
    assert sums(forehand, RIGHT_OF[way]) == (3, 3) and sums(forehand, LEFT_OF[way]) == (3, 1)


def test_skills_and_luck_still_act_on_a_wind_immune_disc():
    immune = card("Thunderhead")                                 # BH 4 and 2, immune to wind
    assert flight_params(content(), immune, 0, [card("Big Arm")], [card("Lucky Skip")], -1, False) == (7, -2)
    assert flight_params(content(), immune, 0, [card("Hyzer Line")], [card("Kick Back")], 2, False) == (4, -2)


def test_an_immunity_played_after_a_wind_skill_voids_it_and_later_skills_still_count():
    pre = [card("Tailwind Read"), card("Low Ceiling"), card("Run-Up")]
    assert flight_params(content(), card("Meridian"), 0, pre, [], -1, False) == (5, 0)
    assert flight_params(content(), card("Meridian"), 0, pre[:1], [], -1, False) == (5, 0)
    assert flight_params(content(), card("Meridian"), 0, pre[:1] + pre[2:], [], -1, False) == (6, 0)


def test_at_rec_the_wind_cards_do_nothing_but_the_others_do():
    pre = [card("Tailwind Read"), card("Run-Up")]
    assert flight_params(content(), card("Meridian"), 0, pre, [card("Friendly Gust")], -1, False,
                         gusts=False) == (5, 0)
    assert flight_params(content(), card("Meridian"), 0, pre, [card("Friendly Gust")], -1, False) == (7, 0)


def test_a_house_luck_card_that_switches_the_fade_switches_it_after_the_throw():
    real = content()
    bounce = real.cards[card("Good Bounce")]
    flip = dataclasses.replace(bounce, fade=0, switch=True)       # a house Luck: "the fade goes the other way"
    house = dataclasses.replace(real, cards=tuple(flip if c.id == flip.id else c for c in real.cards))
    assert flight_params(house, card("Falconer"), 0, [], [flip.id], -1, False) == (3, -2)
    assert flight_params(house, card("Falconer"), 0, [], [], -1, False) == (3, 2)
