"""Building blocks of a Level (sets, runs, 0/10, colours, odds and evens, dogs) and every
Level of every Challenge, valid and invalid, through the shared requirement language."""

from __future__ import annotations

import pytest

from game.core.rummy.meld_hits import hit_ends, hit_problem
from game.core.rummy.meld_solver import solve
from game.core.rummy.melds import GroupSpec, Requirement, explain, group_problem, make_meld
from tests.finale.levels_data import EXAMPLES
from tests.finale.support import content

CTX = content().ctx
SET3, RUN4, COLOUR4 = GroupSpec("set", 3), GroupSpec("run", 4), GroupSpec("colour", 4)


def problem(cards: tuple[str, ...], spec: GroupSpec) -> str | None:
    return group_problem(cards, spec, CTX)


# --- sets -----------------------------------------------------------------------------------
def test_set_is_one_number_whatever_the_colours():
    assert problem(("Y7a", "B7a", "R7b"), SET3) is None
    assert "7 and 8 differ" in problem(("Y7a", "B7a", "R8a"), SET3)


def test_set_of_special_cards_shares_their_type():
    assert problem(("YS", "BS", "RS"), SET3) is None
    assert problem(("YX", "GX", "W1"), SET3) is None
    assert "one number or one kind" in problem(("YS", "BX", "RS"), SET3)
    assert "one number or one kind" in problem(("YS", "Y7a", "RS"), SET3)


def test_set_needs_one_card_that_is_not_a_wild():
    assert problem(("W1", "W2", "W3"), SET3) == "a group cannot be all wilds"
    assert problem(("W1", "W2", "G3a"), SET3) is None


# --- runs -----------------------------------------------------------------------------------
def test_run_is_consecutive_numbers_of_any_colours():
    assert problem(("Y3a", "B4a", "R5a", "G6a"), RUN4) is None
    assert "5 is missing" in problem(("Y3a", "B4a", "R6a", "G7a"), RUN4)


def test_run_never_wraps_around():
    assert problem(("Y8a", "B9a", "R10", "G1a"), RUN4) is not None


def test_zero_or_ten_card_is_a_zero_before_a_one():
    meld = make_meld(("Y10", "B1a", "R2a", "G3a"), RUN4, CTX)
    assert (meld.low, meld.high, meld.cards[0]) == (0, 3, "Y10")


def test_zero_or_ten_card_is_a_ten_after_a_nine():
    meld = make_meld(("Y7a", "B8a", "R9a", "G10"), RUN4, CTX)
    assert (meld.low, meld.high, meld.cards[-1]) == (7, 10, "G10")


def test_zero_or_ten_card_only_ever_ends_a_run():
    assert problem(("Y4a", "B10", "R6a", "G7a"), RUN4) is not None
    meld = make_meld(("Y1a", "B2a", "R3a", "G4a"), RUN4, CTX)
    assert hit_ends(meld, "R10", CTX) == ("low",)
    top = make_meld(("Y6a", "B7a", "R8a", "G9a"), RUN4, CTX)
    assert hit_ends(top, "R10", CTX) == ("high",)
    middle = make_meld(("Y3a", "B4a", "R5a", "G6a"), RUN4, CTX)
    assert hit_ends(middle, "R10", CTX) == ()


def test_two_zero_or_ten_cards_make_both_ends_of_the_longest_run():
    cards = ("Y10",) + tuple(f"B{n}a" for n in range(1, 10)) + ("R10",)
    meld = make_meld(cards, GroupSpec("run", 11), CTX)
    assert (meld.low, meld.high) == (0, 10)


def test_special_cards_never_join_a_run():
    assert "has no number" in problem(("YS", "B4a", "R5a", "G6a"), RUN4)
    meld = make_meld(("Y3a", "B4a", "R5a", "G6a"), RUN4, CTX)
    assert hit_ends(meld, "YX", CTX) == ()
    assert "has no number" in hit_problem(meld, "YX", "high", CTX)


def test_run_of_one_colour():
    spec = GroupSpec("run", 4, same_colour=True)
    assert problem(("G2a", "G3a", "W1", "G5a"), spec) is None
    assert "yellow and green are mixed" in problem(("G2a", "G3a", "Y4a", "G5a"), spec)


def test_run_with_every_colour_and_with_two_of_each_colour():
    assert problem(("Y2a", "B3a", "R4a", "G5a"), GroupSpec("run", 4, each_colour=1)) is None
    assert "blue is short" in problem(("Y2a", "Y3a", "R4a", "G5a"), GroupSpec("run", 4, each_colour=1))
    two = GroupSpec("run", 8, each_colour=2)
    assert problem(("Y1a", "Y2a", "B3a", "B4a", "R5a", "R6a", "G7a", "W1"), two) is None


# --- colours, odds and evens ------------------------------------------------------------------
def test_colour_group_takes_exchange_and_skip_cards_of_that_colour():
    assert problem(("R1a", "RX", "RS", "W2"), COLOUR4) is None
    assert "must be all one colour" in problem(("R1a", "RX", "BS", "W2"), COLOUR4)


def test_odds_are_1_3_5_7_9_and_evens_include_0_and_10():
    odd = GroupSpec("cards", 5, parity="odd")
    even = GroupSpec("cards", 6, parity="even")
    assert problem(("Y1a", "B3a", "R5a", "G7a", "Y9a"), odd) is None
    assert problem(("Y10", "B2a", "R4a", "G6a", "Y8a", "B10"), even) is None
    assert "6 is even" in problem(("Y1a", "B3a", "R5a", "G6a", "Y9a"), odd)


def test_odd_and_even_groups_never_take_special_cards():
    assert "has no number" in problem(("Y1a", "B3a", "R5a", "YS"), GroupSpec("colour", 4, parity="odd"))
    assert "has no number" in problem(("Y2a", "B4a", "R6a", "YX"), GroupSpec("cards", 4, parity="same"))


def test_evens_or_odds_keeps_the_parity_it_was_laid_with():
    spec = GroupSpec("cards", 4, parity="same")
    meld = make_meld(("Y2a", "B4a", "W1", "G6a"), spec, CTX)
    assert hit_ends(meld, "R8a", CTX) == ("",) and hit_ends(meld, "R7a", CTX) == ()
    assert "only even numbers" in hit_problem(meld, "R7a", "", CTX)


# --- dogs -------------------------------------------------------------------------------------
def test_every_number_shows_the_same_dog_in_every_colour():
    faces = CTX.faces
    for number in range(1, 10):
        assert len({faces[f"{c}{number}{k}"].dog for c in "YBRG" for k in "ab"}) == 1
    assert len({faces[f"{c}10"].dog for c in "YBRG"}) == 1


def test_dog_requirement_met_by_a_number_card_or_that_dogs_wild():
    req = Requirement((SET3,), dogs=("Charlie",), name="Fetch")
    assert explain([("Y3a", "B3a", "R3b")], req, CTX) is None              # 3 shows Charlie
    assert explain([("Y9a", "B9a", "W2")], req, CTX) is None               # Charlie's wild
    assert explain([("Y9a", "B9a", "W1")], req, CTX) == "Fetch must include Charlie"


def test_dogs_wild_still_stands_for_any_number_and_colour():
    req = Requirement((GroupSpec("run", 4, same_colour=True),), dogs=("Meatball",), name="Treat")
    # W4 (Meatball) stands for a red 8 in a red run
    assert explain([("R5a", "R6a", "R7a", "W4")], req, CTX) is None
    grouping = solve(["R5a", "R6a", "R7a", "R8a", "W4", "Y1a"], req, CTX)
    assert grouping is not None and "W4" in grouping[0]


def test_unknown_requirement_shape_is_explained_in_words():
    req = content().challenges["balanced_blue"].requirement(1)
    assert "needs 2 groups, not 1" in explain([("Y7a", "B7a", "R7a")], req, CTX)


# --- every Level of every Challenge -------------------------------------------------------------
@pytest.mark.parametrize("key", sorted(EXAMPLES), ids=lambda k: f"{k[0]}-{k[1]}")
def test_each_level_accepts_its_valid_example(key):
    valid, _invalid, _words = EXAMPLES[key]
    req = content().challenges[key[0]].requirement(key[1])
    assert explain(valid, req, CTX) is None


@pytest.mark.parametrize("key", sorted(EXAMPLES), ids=lambda k: f"{k[0]}-{k[1]}")
def test_each_level_refuses_its_invalid_example_in_words(key):
    _valid, invalid, words = EXAMPLES[key]
    req = content().challenges[key[0]].requirement(key[1])
    assert words in explain(invalid, req, CTX)


@pytest.mark.parametrize("key", sorted(EXAMPLES), ids=lambda k: f"{k[0]}-{k[1]}")
def test_solver_finds_each_level_in_a_hand_that_holds_it(key):
    valid, _invalid, _ = EXAMPLES[key]
    req = content().challenges[key[0]].requirement(key[1])
    grouping = solve([c for group in valid for c in group] + ["Y9b"], req, CTX)
    assert grouping is not None and explain(grouping, req, CTX) is None
