"""The shared meld language (game/core/rummy/melds.py): what makes a group, and the words a player reads
when a group or a whole phase is refused. A small deck of its own, so the rules are tested apart
from any one game's content."""

from __future__ import annotations

import json

import pytest

from game.core.rummy.melds import (
    Face,
    GroupSpec,
    Meld,
    MeldContext,
    Requirement,
    explain,
    group_colour,
    group_problem,
    make_meld,
    match_groups,
)

COLOURS = ("red", "blue", "green", "yellow")
LETTERS = "RBGY"


def _faces() -> dict[str, Face]:
    faces = {f"{LETTERS[c]}{n}{copy}": Face(n, c) for c in range(4) for n in range(1, 13) for copy in "ab"}
    faces.update({f"W{i}": Face(0, -1, wild=True) for i in range(1, 5)})
    faces.update({f"S{i}": Face(0, -1, special=True) for i in range(1, 3)})
    return faces


CTX = MeldContext(_faces(), 1, 12, COLOURS)
SET3 = GroupSpec("set", 3)
RUN4 = GroupSpec("run", 4)


# --- how a group is named in messages ------------------------------------------------------------
@pytest.mark.parametrize(("spec", "words"), [
    (GroupSpec("set", 3), "set of 3"),
    (GroupSpec("run", 7), "run of 7"),
    (GroupSpec("run", 4, colour=1), "run of 4 in blue"),
    (GroupSpec("set", 3, same_colour=True), "set of 3 of one colour"),
    (GroupSpec("run", 8, each_colour=1), "run of 8 with every colour"),
    (GroupSpec("set", 3, parity="odd"), "odd set of 3"),
    (GroupSpec("run", 4, parity="even", colour=2), "even run of 4 in green"),
    (GroupSpec("colour", 7), "7 cards of one colour"),
    (GroupSpec("colour", 7, parity="even"), "7 even cards of one colour"),
    (GroupSpec("cards", 5, colour=0), "5 red cards"),
    (GroupSpec("cards", 5, parity="odd", colour=3), "5 yellow odd cards"),
    (GroupSpec("cards", 5, parity="odd"), "5 odd cards"),
    (GroupSpec("cards", 5), "5 cards"),
])
def test_groups_are_named_in_plain_words(spec, words):
    assert spec.describe(COLOURS) == words


def test_a_fixed_colour_is_left_out_of_the_name_when_no_colour_names_are_known():
    assert GroupSpec("run", 4, colour=1).describe() == "run of 4"
    assert GroupSpec("cards", 5, colour=0).describe() == "5 cards"


def test_which_groups_are_bound_to_one_colour():
    assert GroupSpec("colour", 7).one_colour
    assert GroupSpec("set", 3, same_colour=True).one_colour
    assert GroupSpec("run", 4, colour=0).one_colour      # red is colour 0, still a fixed colour
    assert not GroupSpec("run", 4).one_colour
    assert not GroupSpec("cards", 5, parity="odd").one_colour


def test_a_phase_needs_as_many_cards_as_its_groups_together():
    assert Requirement((SET3, RUN4)).card_count == 7
    assert Requirement((GroupSpec("colour", 7),)).card_count == 7


def test_cards_are_called_by_colour_and_number_and_wilds_and_skips_by_name():
    assert CTX.label("B7a") == "blue 7"
    assert CTX.label("R12b") == "red 12"
    assert CTX.label("W1") == "wild"
    assert CTX.label("S1") == "skip"


# --- sets, runs and filters -----------------------------------------------------------------------
def test_a_skip_is_never_part_of_a_group():
    assert group_problem(["R3a", "B3a", "S1"], SET3, CTX) == "a skip can never be part of a phase"


def test_a_group_short_of_cards_says_how_many_it_needs():
    assert group_problem(["R3a", "B3a"], SET3, CTX) == "a set of 3 needs 3 cards; only 2 given"
    assert group_problem(["R3a", "R4a", "R5a"], RUN4, CTX) == "a run of 4 needs 4 cards; only 3 given"


def test_a_group_of_only_wilds_is_refused():
    assert group_problem(["W1", "W2", "W3"], SET3, CTX) == "a group cannot be all wilds"
    assert group_problem(["W1", "W2", "R3a"], SET3, CTX) is None


def test_a_set_is_one_number_in_any_colours():
    assert group_problem(["R5a", "B5a", "G5b", "Y5a"], SET3, CTX) is None
    assert group_problem(["R5a", "W1", "W2"], SET3, CTX) is None
    assert group_problem(["R3a", "B5a", "G7a"], SET3, CTX) == "a set needs cards of one number; 3, 5 and 7 differ"
    assert group_problem(["R3a", "B3a", "G7a"], SET3, CTX) == "a set needs cards of one number; 3 and 7 differ"


def test_odd_and_even_groups_take_only_their_numbers():
    odd = GroupSpec("cards", 3, parity="odd")
    even = GroupSpec("cards", 3, parity="even")
    assert group_problem(["R1a", "B3a", "G5a"], odd, CTX) is None
    assert group_problem(["R2a", "B4a", "G6a"], even, CTX) is None
    assert group_problem(["R4a", "B3a", "G5a"], odd, CTX) == "a 3 odd cards takes only odd numbers; 4 is even"
    assert group_problem(["R2a", "B4a", "G5a"], even, CTX) == "a 3 even cards takes only even numbers; 5 is odd"
    assert group_problem(["R2a", "B4a", "W1"], even, CTX) is None     # a wild has no number to check


def test_a_fixed_colour_group_takes_only_that_colour():
    reds = GroupSpec("cards", 3, colour=0)
    assert group_problem(["R1a", "R7a", "R9b"], reds, CTX) is None
    assert group_problem(["R1a", "B7a", "R9b"], reds, CTX) == "a 3 red cards takes only red cards"


def test_a_one_colour_group_names_the_colours_that_are_mixed():
    colour = GroupSpec("colour", 4)
    assert group_problem(["R1a", "R7a", "R9b", "W1"], colour, CTX) is None
    assert group_problem(["G1a", "R7a", "B9b", "R2a"], colour, CTX) == (
        "a 4 cards of one colour must be all one colour; red, blue and green are mixed")
    assert group_problem(["R5a", "R5b", "B5a"], GroupSpec("set", 3, same_colour=True), CTX) == (
        "a set of 3 of one colour must be all one colour; red and blue are mixed")


def test_a_run_is_consecutive_numbers_without_repeats():
    assert group_problem(["R3a", "B4a", "G5a", "Y6a"], RUN4, CTX) is None
    assert group_problem(["Y6a", "R3a", "G5a", "B4a"], RUN4, CTX) is None     # in any order
    assert group_problem(["R3a", "B4a", "G4a", "Y5a"], RUN4, CTX) == "a run cannot hold two 4s"


def test_a_run_names_its_missing_numbers_and_the_wilds_that_cannot_fill_them():
    assert group_problem(["R3a", "B4a", "G6a", "Y7a"], RUN4, CTX) == (
        "a run of 4 needs 4 cards in sequence; 5 is missing")
    assert group_problem(["R3a", "B5a", "G7a", "W1"], RUN4, CTX) == (
        "a run of 4 needs 4 cards in sequence; 4 and 6 are missing and 1 wild cannot fill 2 gaps")
    assert group_problem(["R2a", "B6a", "W1", "W2"], RUN4, CTX) == (
        "a run of 4 needs 4 cards in sequence; 3, 4 and 5 are missing and 2 wilds cannot fill 3 gaps")


def test_a_run_of_one_colour_is_named_with_its_colour_when_refused():
    blue_run = GroupSpec("run", 4, colour=1)
    assert group_problem(["B3a", "B4a", "B6a", "B7a"], blue_run, CTX) == (
        "a run of 4 in blue needs 4 cards in sequence; 5 is missing")


def test_wilds_fill_the_gaps_of_a_run():
    assert group_problem(["R3a", "B5a", "W1", "G6a"], RUN4, CTX) is None
    assert group_problem(["R3a", "B6a", "W1", "W2"], RUN4, CTX) is None
    assert group_problem(["R3a", "W1", "W2", "W3"], RUN4, CTX) is None


def test_a_run_never_wraps_past_the_highest_number():
    twelve = ["R1a", "B2a", "G3a", "Y4a", "R5a", "B6a", "G7a", "Y8a", "R9a", "B10a", "G11a", "Y12a"]
    assert group_problem(twelve, GroupSpec("run", 12), CTX) is None
    assert group_problem(twelve + ["W1"], GroupSpec("run", 12), CTX) == "a run can be at most 12 cards long (1 to 12)"


def test_a_run_with_every_colour_needs_each_colour_or_wilds_for_them():
    spec = GroupSpec("run", 8, each_colour=1)
    no_yellow = ["R1a", "B2a", "G3a", "R4a", "B5a", "G6a", "R7a", "B8a"]
    assert group_problem(no_yellow, spec, CTX) == (
        "a run of 8 with every colour needs at least 1 of every colour; yellow is short")
    assert group_problem(no_yellow[:7] + ["W1"], spec, CTX) is None
    reds_and_blues = ["R1a", "B2a", "R3a", "B4a", "R5a", "B6a", "R7a", "B8a"]
    assert group_problem(reds_and_blues, spec, CTX) == (
        "a run of 8 with every colour needs at least 1 of every colour; green and yellow are short")
    assert group_problem(reds_and_blues[:6] + ["W1", "W2"], spec, CTX) is None
    assert group_problem(reds_and_blues[:7] + ["W1"], spec, CTX) is not None
    every = ["R1a", "B2a", "G3a", "Y4a", "R5a", "B6a", "G7a", "Y8a"]
    assert group_problem(every, spec, CTX) is None


def test_two_of_every_colour_counts_each_colour_apart():
    spec = GroupSpec("cards", 8, each_colour=2)
    two_each = ["R1a", "R2a", "B1a", "B2a", "G1a", "G2a", "Y1a", "Y2a"]
    assert group_problem(two_each, spec, CTX) is None
    one_yellow = ["R1a", "R2a", "B1a", "B2a", "G1a", "G2a", "Y1a", "R3a"]
    assert group_problem(one_yellow, spec, CTX) == (
        "a 8 cards needs at least 2 of every colour; yellow is short")
    assert group_problem(one_yellow[:7] + ["W1"], spec, CTX) is None


# --- the colour a group is bound to ----------------------------------------------------------------
def test_the_colour_of_a_group_is_the_colour_its_naturals_share():
    assert group_colour(["R1a", "R5a", "W1"], CTX) == 0
    assert group_colour(["B1a", "B5a"], CTX) == 1
    assert group_colour(["R1a", "B5a"], CTX) == -1
    assert group_colour(["R1a", "B5a", "G5a"], CTX) == -1


# --- whole phases ----------------------------------------------------------------------------------
def test_a_phase_needs_exactly_its_number_of_groups():
    req = Requirement((SET3, RUN4))
    assert explain([["R3a", "B3a", "G3a"]], req, CTX) == "this phase needs 2 groups, not 1"
    assert explain([["R3a", "B3a", "G3a"], ["R5a", "B6a", "G7a", "Y8a"], ["R9a"]], req, CTX) == (
        "this phase needs 2 groups, not 3")
    one = Requirement((SET3,), name="Level 4")
    assert explain([["R3a", "B3a", "G3a"], ["R9a", "B9a", "G9a"]], one, CTX) == "Level 4 needs 1 group, not 2"


def test_a_card_cannot_be_in_two_groups():
    req = Requirement((SET3, SET3))
    assert explain([["R3a", "B3a", "G3a"], ["R3a", "Y3a", "G3b"]], req, CTX) == "a card cannot be in two groups"


def test_groups_may_be_laid_in_any_order_and_the_match_says_which_is_which():
    req = Requirement((SET3, RUN4))
    run, three = ["R5a", "B6a", "G7a", "Y8a"], ["R3a", "B3a", "G3a"]
    assert match_groups([three, run], req, CTX) == ((0, 1), None)
    assert match_groups([run, three], req, CTX) == ((1, 0), None)


def test_a_refused_phase_reports_the_group_closest_to_working():
    req = Requirement((SET3, RUN4))
    three, broken_run = ["R3a", "B3a", "G3a"], ["R5a", "B6a", "G8a", "Y9a"]
    assert match_groups([broken_run, three], req, CTX) == (
        None, "a run of 4 needs 4 cards in sequence; 7 is missing")
    # the set of 1s fits once the groups are read the other way round, leaving one problem
    assert match_groups([["R3a", "B4a", "G9a"], ["R1a", "B1a", "G1a", "Y1a"]], req, CTX) == (
        None, "a run of 4 needs 4 cards; only 3 given")
    # with nothing close, the first problem of the first order tried is the one reported
    assert match_groups([["R3a", "B4a", "G9a"], ["R1a", "B5a", "G8a", "Y11a"]], req, CTX) == (
        None, "a set needs cards of one number; 3, 4 and 9 differ")


def test_groups_that_must_differ_in_colour():
    req = Requirement((GroupSpec("colour", 3), GroupSpec("colour", 3, differs_from=(0,))))
    assert explain([["R1a", "R5a", "R9a"], ["B2a", "B4a", "B6a"]], req, CTX) is None
    assert explain([["R1a", "R5a", "R9a"], ["R2a", "R4a", "W1"]], req, CTX) == (
        "those groups must be different colours")


def test_differing_colours_follow_the_group_each_cards_make():
    req = Requirement((GroupSpec("run", 3, same_colour=True), GroupSpec("colour", 4, differs_from=(0,))))
    red_colour_group, blue_run = ["R1a", "R5a", "R9a", "R11a"], ["B4a", "B5a", "B6a"]
    assert match_groups([red_colour_group, blue_run], req, CTX) == ((1, 0), None)
    red_run = ["R4a", "R3a", "R2a"]
    assert match_groups([red_colour_group, red_run], req, CTX) == (None, "those groups must be different colours")


def test_a_phase_that_must_include_a_number():
    req = Requirement((SET3,), must_include=(7,))
    assert explain([["R7a", "B7a", "W1"]], req, CTX) is None
    assert explain([["R5a", "B5a", "G5a"]], req, CTX) == "this phase must include a 7"
    two = Requirement((SET3, SET3), must_include=(7, 9))
    assert explain([["R7a", "B7a", "G7a"], ["R5a", "B5a", "G5a"]], two, CTX) == "this phase must include a 9"
    assert explain([["R7a", "B7a", "G7a"], ["R9a", "B9a", "W2"]], two, CTX) is None


# --- laying a group ----------------------------------------------------------------------------------
def test_a_laid_set_keeps_its_number_and_puts_wilds_last():
    meld = make_meld(["W1", "G5a", "B5a"], SET3, CTX)
    assert meld.cards == ("B5a", "G5a", "W1")
    assert (meld.number, meld.colour) == (5, -1)
    red_set = make_meld(["R5b", "R5a", "W2"], GroupSpec("set", 3, same_colour=True), CTX)
    assert red_set.cards == ("R5a", "R5b", "W2")
    assert red_set.colour == 0


def test_a_laid_colour_group_is_sorted_by_number_and_bound_to_its_colour():
    meld = make_meld(["B9a", "W1", "B2a", "B10a"], GroupSpec("colour", 4), CTX)
    assert meld.cards == ("B2a", "B9a", "B10a", "W1")
    assert meld.colour == 1
    free = make_meld(["R9a", "B2b", "B2a"], GroupSpec("cards", 3), CTX)
    assert free.cards == ("B2a", "B2b", "R9a")
    assert free.colour == -1


def test_wilds_in_a_laid_run_fill_gaps_then_the_top_then_the_bottom():
    gap = make_meld(["R7a", "W1", "B5a"], GroupSpec("run", 3), CTX)
    assert (gap.cards, gap.low, gap.high) == (("B5a", "W1", "R7a"), 5, 7)
    top = make_meld(["R5a", "B6a", "G7a", "W1"], RUN4, CTX)
    assert (top.cards, top.low, top.high) == (("R5a", "B6a", "G7a", "W1"), 5, 8)
    bottom = make_meld(["R11a", "W1", "B12a", "W2"], RUN4, CTX)
    assert (bottom.cards, bottom.low, bottom.high) == (("W1", "W2", "R11a", "B12a"), 9, 12)
    both = make_meld(["R10a", "W1", "W2", "W3"], RUN4, CTX)
    assert (both.low, both.high) == (9, 12)
    assert top.colour == -1
    assert make_meld(["R5a", "R6a", "R7a"], GroupSpec("run", 3, same_colour=True), CTX).colour == 0


def test_each_card_of_a_laid_run_stands_for_one_number():
    meld = make_meld(["R11a", "W1", "B12a", "W2"], RUN4, CTX)
    assert (meld.low, meld.high) == (9, 12) and meld.high - meld.low + 1 == len(meld.cards)
    plain = make_meld(["R1a", "B2a", "G3a"], GroupSpec("run", 3), CTX)
    assert (plain.low, plain.high) == (1, 3)


def test_a_laid_group_survives_a_save_and_load():
    spec = GroupSpec("run", 4, parity="even", colour=2, same_colour=True, each_colour=1, differs_from=(0, 1))
    meld = Meld(spec, ("G2a", "W1", "G6a"), number=3, colour=2, low=2, high=6)
    data = json.loads(json.dumps(meld.to_json()))
    assert data == {"spec": ["run", 4, "even", 2, True, 1, [0, 1]], "cards": ["G2a", "W1", "G6a"],
                    "number": 3, "colour": 2, "low": 2, "high": 6}
    assert Meld.from_json(data) == meld
    plain = make_meld(["R3a", "B3a", "G3a"], SET3, CTX)
    assert Meld.from_json(json.loads(json.dumps(plain.to_json()))) == plain
