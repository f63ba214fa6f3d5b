"""The solver behind "Lay down" and the bots (game/core/rummy/meld_solver.py): a hand that can make a
requirement is always found out, for the groups that care which copy of a number goes where."""

from __future__ import annotations

from game.core.rummy.meld_solver import extend_grouping, shortfall, solve
from game.core.rummy.melds import Face, GroupSpec, MeldContext, Requirement, match_groups
from tests.core.test_meld_groups import CTX


def makes(hand, req):
    """The solver's grouping, checked to be a real lay-down of ``req`` from ``hand``."""
    grouping = solve(hand, req, CTX)
    assert grouping is not None, "the solver missed a lay-down the hand can make"
    assert match_groups(grouping, req, CTX)[1] is None
    cards = [card for group in grouping for card in group]
    assert len(cards) == len(set(cards)) and set(cards) <= set(hand)      # each card once, all held
    return grouping


def test_a_run_of_every_colour_is_found_when_only_one_copy_of_a_number_fits():
    req = Requirement((GroupSpec("run", 4, each_colour=1),), name="a run of 4 in four colours")
    hand = ["R1a", "Y1a", "R2a", "B3a", "G4a"]          # the 1 must be the yellow one
    assert sorted(makes(hand, req)[0]) == sorted(["Y1a", "R2a", "B3a", "G4a"])
    assert shortfall(hand, req, CTX) == 0
    assert solve(["R1a", "R2a", "B3a", "G4a"], req, CTX) is None       # no yellow: not a lay-down


def test_two_one_colour_runs_are_found():
    req = Requirement((GroupSpec("run", 3, same_colour=True), GroupSpec("run", 3, same_colour=True)),
                      name="2 runs of 3 in one colour")
    hand = ["R1a", "R2a", "R3a", "B5a", "B6a", "B7a", "G9a"]
    grouping = makes(hand, req)
    assert sorted(map(sorted, grouping)) == [["B5a", "B6a", "B7a"], ["R1a", "R2a", "R3a"]]
    assert shortfall(hand, req, CTX) == 0


def test_in_a_run_of_every_colour_a_wild_stands_for_the_missing_colour():
    req = Requirement((GroupSpec("run", 4, each_colour=1),), name="a run of 4 in four colours")
    # no yellow, and 12 is the top number: the wild must be yellow, in place of one of the two reds
    grouping = makes(["R9a", "R10a", "B11a", "G12a", "W1"], req)
    assert "W1" in grouping[0] and len(grouping[0]) == 4 and {"B11a", "G12a"} <= set(grouping[0])
    # a missing number: the wild fills it, and is the missing colour too
    assert sorted(makes(["R1a", "B2a", "G3a", "W1"], req)[0]) == ["B2a", "G3a", "R1a", "W1"]


def test_each_wild_fills_one_missing_number_of_a_run_of_every_colour():
    req = Requirement((GroupSpec("run", 4, each_colour=1),), name="a run of 4 in four colours")
    grouping = makes(["R1a", "B2a", "W1", "W2"], req)        # the two wilds are the 3 and the 4
    assert sorted(grouping[0]) == ["B2a", "R1a", "W1", "W2"]
    assert solve(["R1a", "B2a", "W1"], req, CTX) is None and shortfall(["R1a", "B2a", "W1"], req, CTX) == 1


def test_a_two_valued_card_fills_one_number_of_a_run_never_both():
    # Finale-like numbers 0 to 10, where one card per colour is both the 0 and the 10
    faces = {f"{letter}{n}a": Face(n, c) for c, letter in enumerate("RBGY") for n in range(1, 10)}
    faces.update({f"{letter}10": Face(10, c, alt=0) for c, letter in enumerate("RBGY")})
    faces["W1"] = Face(0, -1, wild=True)
    ctx = MeldContext(faces, 0, 10, ("red", "blue", "green", "yellow"))
    req = Requirement((GroupSpec("run", 11, each_colour=1),), name="a run of 11 in every colour")
    short = ["R10", "Y1a", "B2a", "G3a", "Y4a", "B5a", "G6a", "Y7a", "B8a", "W1"]     # ten cards for 11 numbers
    assert solve(short, req, ctx) is None
    grouping = solve([*short, "G10"], req, ctx)          # a second 0/10 card makes it: 0 and 10
    assert grouping is not None and sorted(grouping[0]) == sorted([*short, "G10"])


def test_a_lay_down_grown_by_the_other_cards_puts_naturals_in_before_wilds_at_the_end_they_fit():
    req = Requirement((GroupSpec("run", 4),), name="a run of 4")
    # a 1 fits only below the run, a 6 only above it: both go in, each at its own end
    assert extend_grouping((("B2a", "G3a", "R4a", "Y5a"),), ["B2a", "G3a", "R4a", "Y5a", "G6a", "R1a"],
                           req, CTX) == (("R1a", "B2a", "G3a", "R4a", "Y5a", "G6a"),)
    # a yellow 5 (sorted after the wilds by name) still goes in before the wild, which then takes the 6
    assert extend_grouping((("R1a", "B2a", "G3a", "R4a"),), ["R1a", "B2a", "G3a", "R4a", "Y5a", "W1"],
                           req, CTX) == (("R1a", "B2a", "G3a", "R4a", "Y5a", "W1"),)
    assert extend_grouping((("R1a", "B2a", "G3a", "R4a"),), ["R1a", "B2a", "G3a", "R4a", "Y5a", "W1"],
                           req, CTX, wilds=False) == (("R1a", "B2a", "G3a", "R4a", "Y5a"),)


def test_a_card_that_fits_only_after_another_went_in_is_added_too():
    req = Requirement((GroupSpec("run", 4),), name="a run of 4")
    # the 6 fits only once the 5 is in, and comes before it in the hand
    assert extend_grouping((("R1a", "B2a", "G3a", "R4a"),), ["R1a", "B2a", "G3a", "R4a", "R6a", "Y5a"],
                           req, CTX) == (("R1a", "B2a", "G3a", "R4a", "Y5a", "R6a"),)


def test_cards_short_counts_a_whole_group_the_hand_has_nothing_for():
    req = Requirement((GroupSpec("cards", 3, colour=3), GroupSpec("run", 4)), name="3 yellow cards + a run of 4")
    hand = ["R1a", "B2a", "G3a", "R4a"]          # the run is there; not one yellow card
    assert shortfall(hand, req, CTX) == 3 and solve(hand, req, CTX) is None
    assert shortfall([*hand, "Y9a"], req, CTX) == 2
