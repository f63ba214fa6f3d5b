"""Hitting (adding a card to a laid group) in the shared meld language (game/core/rummy/melds.py):
where a card may go, and what a player is told when it may not."""

from __future__ import annotations

import pytest

from game.core.rummy.meld_hits import extend_meld, hit_ends, hit_problem
from game.core.rummy.melds import GroupSpec, make_meld
from tests.core.test_meld_groups import CTX, RUN4, SET3

RUN_5_7 = make_meld(["R5a", "B6a", "G7a"], GroupSpec("run", 3), CTX)
SET_OF_5S = make_meld(["R5a", "B5a", "G5a"], SET3, CTX)
RED_GROUP = make_meld(["R1a", "R5a", "R9a"], GroupSpec("colour", 3), CTX)
ODD_GROUP = make_meld(["R1a", "B3a", "G5a"], GroupSpec("cards", 3, parity="odd"), CTX)


def test_a_run_takes_the_next_number_at_either_end():
    assert hit_ends(RUN_5_7, "Y4a", CTX) == ("low",)
    assert hit_ends(RUN_5_7, "Y8a", CTX) == ("high",)
    assert hit_ends(RUN_5_7, "Y9a", CTX) == ()
    assert hit_ends(RUN_5_7, "Y6a", CTX) == ()
    assert hit_ends(RUN_5_7, "W1", CTX) == ("low", "high")


def test_a_run_cannot_grow_past_the_lowest_or_highest_number():
    bottom = make_meld(["R1a", "B2a", "G3a"], GroupSpec("run", 3), CTX)
    top = make_meld(["R10a", "B11a", "G12a"], GroupSpec("run", 3), CTX)
    assert hit_ends(bottom, "W1", CTX) == ("high",)
    assert hit_ends(bottom, "Y4a", CTX) == ("high",)
    assert hit_ends(top, "W1", CTX) == ("low",)
    assert hit_ends(top, "Y9a", CTX) == ("low",)
    whole = make_meld(["R1a", "B2a", "G3a", "W1", "W2", "W3", "W4", "Y8a", "R9a", "B10a", "G11a", "Y12a"],
                      GroupSpec("run", 12), CTX)
    assert hit_ends(whole, "W1", CTX) == ()


def test_a_set_takes_its_number_or_a_wild_anywhere():
    assert hit_ends(SET_OF_5S, "Y5a", CTX) == ("",)
    assert hit_ends(SET_OF_5S, "W1", CTX) == ("",)
    assert hit_ends(SET_OF_5S, "Y6a", CTX) == ()


def test_a_plain_set_laid_in_one_colour_still_takes_any_colour():
    reds = make_meld(["R5a", "R5b", "W1"], SET3, CTX)
    assert reds.colour == -1
    assert hit_ends(reds, "B5a", CTX) == ("",)


def test_a_one_colour_group_takes_only_its_colour_but_any_wild():
    assert RED_GROUP.colour == 0
    assert hit_ends(RED_GROUP, "R12a", CTX) == ("",)
    assert hit_ends(RED_GROUP, "B12a", CTX) == ()
    assert hit_ends(RED_GROUP, "W1", CTX) == ("",)
    blue_run = make_meld(["B5a", "B6a", "B7a"], GroupSpec("run", 3, same_colour=True), CTX)
    assert hit_ends(blue_run, "B8a", CTX) == ("high",)
    assert hit_ends(blue_run, "R8a", CTX) == ()
    assert hit_ends(blue_run, "W2", CTX) == ("low", "high")


def test_an_odd_group_takes_only_odd_numbers():
    assert hit_ends(ODD_GROUP, "Y7a", CTX) == ("",)
    assert hit_ends(ODD_GROUP, "Y8a", CTX) == ()
    assert hit_ends(ODD_GROUP, "W1", CTX) == ("",)


def test_a_skip_goes_on_no_group():
    for meld in (RUN_5_7, SET_OF_5S, RED_GROUP, ODD_GROUP):
        assert hit_ends(meld, "S1", CTX) == ()
        assert hit_problem(meld, "S1", "", CTX) == "a skip can never be played onto a phase"


def test_a_fitting_hit_has_no_problem():
    assert hit_problem(RUN_5_7, "Y4a", "low", CTX) is None
    assert hit_problem(RUN_5_7, "W1", "high", CTX) is None
    assert hit_problem(SET_OF_5S, "Y5a", "", CTX) is None


def test_a_run_hit_at_the_wrong_end_names_the_right_end():
    assert hit_problem(RUN_5_7, "Y8a", "low", CTX) == "that card goes on the high end of the run"
    assert hit_problem(RUN_5_7, "Y4a", "high", CTX) == "that card goes on the low end of the run"
    assert hit_problem(RUN_5_7, "W1", "", CTX) == "that card goes on the low end of the run"


def test_a_run_hit_that_fits_nowhere_names_the_numbers_that_would():
    assert hit_problem(RUN_5_7, "Y9a", "high", CTX) == "only a 4 or a 8 (or a wild) extends this 5-7 run"


def test_groups_other_than_runs_have_no_ends():
    assert hit_problem(SET_OF_5S, "Y5a", "low", CTX) == "choose no end: only runs have ends"
    assert hit_problem(RED_GROUP, "W1", "high", CTX) == "choose no end: only runs have ends"


@pytest.mark.parametrize(("meld", "card", "problem"), [
    (SET_OF_5S, "Y6a", "this set takes only 5s (or wilds)"),
    (RED_GROUP, "B12a", "this group takes only red cards (or wilds)"),
    (ODD_GROUP, "Y8a", "a 3 odd cards takes only odd numbers; 8 is even"),
    (make_meld(["R1a", "R3a", "R5a"], GroupSpec("cards", 3, parity="odd", colour=0), CTX), "R8a",
     "a 3 red odd cards takes only odd numbers; 8 is even"),
    (make_meld(["R1a", "R3a", "R5a"], GroupSpec("cards", 3, colour=0), CTX), "B3a",
     "this group takes only red cards (or wilds)"),
])
def test_a_hit_that_does_not_fit_says_what_the_group_takes(meld, card, problem):
    assert hit_problem(meld, card, "", CTX) == problem


def test_a_fixed_colour_group_refuses_other_colours():
    reds = make_meld(["R1a", "R3a", "R5a"], GroupSpec("cards", 3, colour=0), CTX)
    assert hit_ends(reds, "B3a", CTX) == ()
    assert hit_ends(reds, "R4a", CTX) == ("",)


def test_hitting_a_run_gives_the_run_laid_whole():
    spec = GroupSpec("run", 3)
    assert extend_meld(RUN_5_7, "Y4a", "low") == make_meld(["Y4a", "R5a", "B6a", "G7a"], spec, CTX)
    assert extend_meld(RUN_5_7, "Y8a", "high") == make_meld(["R5a", "B6a", "G7a", "Y8a"], spec, CTX)
    assert extend_meld(RUN_5_7, "W1", "high") == make_meld(["R5a", "B6a", "G7a", "W1"], spec, CTX)
    red = GroupSpec("run", 3, same_colour=True)
    red_run = make_meld(["R5a", "R6a", "R7a"], red, CTX)
    assert extend_meld(red_run, "R4a", "low") == make_meld(["R4a", "R5a", "R6a", "R7a"], red, CTX)
    assert extend_meld(red_run, "R8a", "high") == make_meld(["R5a", "R6a", "R7a", "R8a"], red, CTX)


def test_hitting_a_set_gives_the_set_laid_whole():
    assert extend_meld(SET_OF_5S, "Y5a", "") == make_meld(["R5a", "B5a", "G5a", "Y5a"], SET3, CTX)
    red = GroupSpec("set", 3, same_colour=True)
    assert extend_meld(make_meld(["R5a", "R5b", "W1"], red, CTX), "W2", "") == (
        make_meld(["R5a", "R5b", "W1", "W2"], red, CTX))


def test_a_hit_adds_the_card_where_it_was_played():
    low = extend_meld(RUN_5_7, "Y4a", "low")
    assert (low.cards, low.low, low.high) == (("Y4a", "R5a", "B6a", "G7a"), 4, 7)
    high = extend_meld(RUN_5_7, "W1", "high")
    assert (high.cards, high.low, high.high) == (("R5a", "B6a", "G7a", "W1"), 5, 8)
    grown = extend_meld(SET_OF_5S, "W1", "")
    assert grown.cards == SET_OF_5S.cards + ("W1",)
    assert (grown.number, grown.colour, grown.spec) == (5, -1, SET3)
    red = extend_meld(RED_GROUP, "R12a", "")
    assert (red.colour, red.low, red.high) == (0, 0, 0)
    assert extend_meld(RUN_5_7, "Y8a", "high").spec == RUN_5_7.spec
    assert make_meld(["R5a", "B6a", "G7a", "Y8a"], RUN4, CTX).cards == extend_meld(RUN_5_7, "Y8a", "high").cards
