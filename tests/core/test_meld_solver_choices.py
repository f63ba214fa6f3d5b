"""What the solver tells a player (game/core/rummy/meld_solver.py): whether a hand can make a phase or a
level, which cards "Lay down" puts in each group, and how many cards short the hint says a hand is.
Checked case by case on small hands, and against a brute-force reference (tests/core/meld_reference.py)
on seeded random hands, on a small deck of its own and a Finale-like one (0/10 cards, Skips and
Exchanges that meld, dogs)."""

from __future__ import annotations

import pytest

from game.core.rummy.meld_solver import shortfall, solve
from game.core.rummy.melds import (
    Face,
    GroupSpec,
    MeldContext,
    Requirement,
    group_problem,
    requirement_problem,
)
from tests.core.test_meld_groups import CTX

COLOURS = ("red", "blue", "green", "yellow")
DOGS = {0: "Rex", 1: "Biscuit", 2: "Meatball", 3: "Charlie", 4: "Violet", 5: "Scout",
        6: "Pom", 7: "Butternut", 8: "Ziggy", 9: "Mochi"}


def _finale_faces() -> dict[str, Face]:
    faces = {f"{'RBGY'[c]}{n}{copy}": Face(n, c, dog=DOGS[n]) for c in range(4) for n in range(1, 10)
             for copy in "ab"}
    faces.update({f"{'RBGY'[c]}10": Face(10, c, alt=0, dog=DOGS[0]) for c in range(4)})
    faces.update({f"{'RBGY'[c]}X": Face(0, c, special=True, identity="exchange") for c in range(4)})
    faces.update({f"{'RBGY'[c]}S": Face(0, c, special=True, identity="skip") for c in range(4)})
    faces.update({f"W{i}": Face(0, -1, wild=True, dog=dog)
                  for i, dog in enumerate(("Charlie", "Violet", "Scout", "Mochi"), start=1)})
    return faces


FIN = MeldContext(_finale_faces(), 0, 10, COLOURS)


def laid(hand, req, ctx=CTX):
    """The solver's lay-down, checked the way the table checks one: each group in requirement
    order makes its own spec at exactly its size, the whole makes the requirement, every card
    comes from the hand and goes down once."""
    grouping = solve(hand, req, ctx)
    if grouping is None:
        return None
    assert len(grouping) == len(req.groups)
    for cards, spec in zip(grouping, req.groups):
        assert len(cards) == spec.size and group_problem(cards, spec, ctx) is None, (cards, spec)
    assert requirement_problem(grouping, range(len(grouping)), req, ctx) is None
    flat = [c for cards in grouping for c in cards]
    assert len(flat) == len(set(flat)) and set(flat) <= set(hand)
    return grouping


def wilds_in(grouping, ctx=CTX) -> list[int]:
    return [sum(1 for c in cards if ctx.faces[c].wild) for cards in grouping]


SET2, SET3, SET4, SET5 = (GroupSpec("set", n) for n in (2, 3, 4, 5))
RUN3, RUN4, RUN5 = (GroupSpec("run", n) for n in (3, 4, 5))
COLOUR4 = GroupSpec("colour", 4)


# --- exactly enough, one short, wilds only ----------------------------------------------------
@pytest.mark.parametrize("size", [2, 3, 4, 5])
def test_a_set_of_each_size_is_made_by_that_many_of_a_number_and_no_fewer(size):
    req = Requirement((GroupSpec("set", size),), name=f"a set of {size}")
    sevens = ["R7a", "B7a", "G7a", "Y7a", "R7b"][:size]
    assert laid(sevens + ["B2a", "G9a"], req) == (tuple(sevens),)
    assert shortfall(sevens, req, CTX) == 0
    assert laid(sevens[:-1] + ["B2a", "G9a"], req) is None
    assert shortfall(sevens[:-1] + ["B2a", "G9a"], req, CTX) == 1
    assert shortfall(sevens[:1], req, CTX) == size - 1


def test_a_hand_of_only_wilds_lays_nothing_but_the_hint_counts_it_complete():
    # every group needs a natural card; the hint's count is a relaxation that does not ask it
    req = Requirement((SET3,), name="a set of 3")
    assert laid(["W1", "W2", "W3"], req) is None
    assert shortfall(["W1", "W2", "W3"], req, CTX) == 0
    assert shortfall(["W1", "W2"], req, CTX) == 1
    assert shortfall([], Requirement((SET3, RUN4)), CTX) == 7


def test_a_skip_never_counts_toward_a_group():
    req = Requirement((SET3,), name="a set of 3")
    assert laid(["R4a", "B4a", "S1"], req) is None
    assert shortfall(["R4a", "B4a", "S1"], req, CTX) == 1
    assert shortfall(["S1", "S2", "R4a", "B4a", "W1"], req, CTX) == 0


def test_two_sets_need_two_numbers_and_wilds_go_where_they_are_missing():
    req = Requirement((SET3, SET3), name="2 sets of 3")
    grouping = laid(["R4a", "B4a", "G4a", "R9a", "B9a", "W1", "Y1a"], req)
    assert sorted(map(sorted, grouping)) == [["B4a", "G4a", "R4a"], ["B9a", "R9a", "W1"]]
    # nothing forbids two sets of the same number: six 4s are both sets
    assert sorted(map(len, laid(["R4a", "B4a", "G4a", "Y4a", "R4b", "B4b"], req))) == [3, 3]
    assert laid(["R4a", "B4a", "G4a", "Y4a", "R4b", "W1"], req) is not None
    assert laid(["R4a", "B4a", "G4a", "Y4a", "R4b", "R9a"], req) is None
    assert shortfall(["R4a", "B4a", "G4a", "Y4a", "R4b", "R9a"], req, CTX) == 1
    assert shortfall(["R4a", "B4a", "R9a", "B9a"], req, CTX) == 2


def test_a_set_and_a_run_share_no_card():
    req = Requirement((SET3, RUN4), name="a set of 3 and a run of 4")
    # the only 5 cannot be in both: one short
    hand = ["R5a", "B5a", "G5a", "R3a", "B4a", "Y6a"]
    assert laid(hand, req) is None and shortfall(hand, req, CTX) == 1
    grouping = laid([*hand, "Y5a"], req)
    assert len(grouping[0]) == 3 and {CTX.faces[c].number for c in grouping[0]} == {5}
    assert sorted(CTX.faces[c].number for c in grouping[1]) == [3, 4, 5, 6]


# --- which cards go down ------------------------------------------------------------------------
def test_lay_down_uses_naturals_before_wilds_in_a_single_group():
    # a player keeps wilds back for hits: "Lay down" spends one only where a card is missing
    assert wilds_in(laid(["R6a", "B6a", "G6a", "W1", "W2"], Requirement((SET3,)))) == [0]
    assert wilds_in(laid(["R6a", "B6a", "W1", "W2"], Requirement((SET3,)))) == [1]
    assert wilds_in(laid(["R3a", "B4a", "G5a", "Y6a", "W1"], Requirement((RUN4,)))) == [0]
    assert wilds_in(laid(["R3a", "B4a", "Y6a", "W1", "W2"], Requirement((RUN4,)))) == [1]
    assert wilds_in(laid(["R3a", "R5a", "R9a", "R11a", "W1"], Requirement((COLOUR4,)))) == [0]


def test_a_wild_fills_the_gap_of_a_run_not_its_end():
    grouping = laid(["R3a", "B4a", "Y6a", "W1"], Requirement((RUN4,)))
    assert sorted(grouping[0]) == ["B4a", "R3a", "W1", "Y6a"]


def test_a_run_takes_one_card_per_number_even_with_copies():
    grouping = laid(["R3a", "B3a", "G4a", "Y4a", "R5a", "B6a"], Requirement((RUN4,)))
    assert sorted(CTX.faces[c].number for c in grouping[0]) == [3, 4, 5, 6]


def test_a_run_at_the_top_and_bottom_of_the_numbers():
    req = Requirement((RUN4,))
    assert sorted(laid(["R9a", "B10a", "G11a", "Y12a"], req)[0]) == ["B10a", "G11a", "R9a", "Y12a"]
    assert sorted(laid(["R1a", "B2a", "G3a", "Y4a"], req)[0]) == ["B2a", "G3a", "R1a", "Y4a"]
    assert laid(["R11a", "B12a", "W1"], Requirement((RUN4,))) is None
    assert laid(["R11a", "B12a", "W1", "W2"], req) is not None        # wilds below: 9 10 11 12
    assert shortfall(["R11a", "B12a", "W1"], req, CTX) == 1


def test_a_colour_group_takes_one_colour_and_any_numbers():
    req = Requirement((COLOUR4,), name="4 cards of one colour")
    grouping = laid(["R1a", "B5a", "B7a", "R9a", "B12a", "G3a", "B2b"], req)
    assert {CTX.faces[c].colour for c in grouping[0]} == {1}
    assert laid(["R1a", "B5a", "B7a", "R9a", "G3a", "Y2b"], req) is None
    assert shortfall(["R1a", "B5a", "B7a", "R9a", "G3a", "Y2b"], req, CTX) == 2


def test_a_run_of_one_colour_keeps_to_one_colour():
    req = Requirement((GroupSpec("run", 4, same_colour=True),), name="a run of 4 in one colour")
    hand = ["R3a", "B4a", "R5a", "R6a", "G4a", "B5a"]
    assert laid(hand, req) is None and shortfall(hand, req, CTX) == 1
    grouping = laid([*hand, "W1"], req)
    assert {CTX.faces[c].colour for c in grouping[0] if not CTX.faces[c].wild} == {0}


def test_a_fixed_colour_set_takes_only_that_colour():
    req = Requirement((GroupSpec("set", 3, colour=2),), name="a set of 3 in green")
    assert laid(["R8a", "B8a", "Y8a", "G8a", "W1"], req) is None
    assert laid(["G8a", "G8b", "B8a", "W1"], req) is not None
    assert shortfall(["R8a", "B8a", "Y8a", "G8a"], req, CTX) == 2


def test_odd_and_even_groups_on_the_same_hand_split_it_by_parity():
    req = Requirement((GroupSpec("cards", 3, parity="odd"), GroupSpec("cards", 3, parity="even")))
    grouping = laid(["R1a", "B3a", "G5a", "R2a", "B4a", "Y6a"], req)
    assert [sorted(CTX.faces[c].number % 2 for c in g) for g in grouping] == [[1, 1, 1], [0, 0, 0]]
    assert shortfall(["R1a", "B3a", "G5a", "G7a", "R2a", "B4a"], req, CTX) == 1


# --- groups that need every colour ----------------------------------------------------------------
@pytest.mark.parametrize("kind", ["set", "cards"])
def test_a_group_of_every_colour_is_found_when_one_colour_has_two_copies(kind):
    # the two red 8s are alike as 8s but not as colours: the group must take one red, not both
    req = Requirement((GroupSpec(kind, 4, each_colour=1),), name=f"{kind} of 4 with every colour")
    grouping = laid(["R8a", "R8b", "B8a", "G8a", "Y8a"], req)
    assert grouping is not None and {CTX.faces[c].colour for c in grouping[0]} == {0, 1, 2, 3}
    assert laid(["R8a", "R8b", "B8a", "G8a", "W1"], req) is not None
    assert laid(["R8a", "R8b", "B8a", "G8a"], req) is None


def test_every_colour_and_a_set_share_the_hand_the_one_way_that_works():
    req = Requirement((GroupSpec("cards", 4, each_colour=1), SET2), name="4 cards of every colour and a set of 2")
    hand = ["B8b", "Y8a", "R8b", "Y6b", "Y4a", "R5a", "G8b"]
    grouping = laid(hand, req)
    assert grouping is not None and {CTX.faces[c].colour for c in grouping[0]} == {0, 1, 2, 3}


def test_a_run_that_needs_two_of_every_colour_counts_each_card_once():
    req = Requirement((GroupSpec("run", 8, each_colour=2),), name="a run of 8 with two of every colour")
    one_yellow = ["R1a", "R2a", "B3a", "B4a", "G5a", "G6a", "Y7a", "R8a"]
    assert laid(one_yellow, req) is None
    assert laid([*one_yellow[:7], "Y8a"], req) is not None
    assert laid([*one_yellow[:7], "W1"], req) is not None         # the wild is the second yellow


def test_the_hint_counts_the_missing_colour_of_a_run_searched_before_a_set():
    req = Requirement((GroupSpec("run", 4, each_colour=1), SET2), name="a run of 4 in every colour and a set of 2")
    # 5 6 7 8 in yellow, green, blue, green and a pair of 8s: no red anywhere, so one card short
    hand = ["G7b", "R3b", "B8a", "G8b", "G8a", "B7a", "Y5a", "G6a"]
    assert laid(hand, req) is None and shortfall(hand, req, CTX) == 1
    assert laid([*hand, "W1"], req) is not None


# --- differing colours --------------------------------------------------------------------------
def test_groups_that_must_differ_in_colour_are_never_both_red():
    # red is colour 0: the first colour counts like any other
    req = Requirement((GroupSpec("colour", 3, parity="odd"), GroupSpec("colour", 3, parity="even", differs_from=(0,))),
                      name="3 odd and 3 even of another colour")
    assert laid(["R1a", "R3a", "R5a", "R2a", "R4a", "R6a"], req) is None
    assert laid(["B1a", "B3a", "B5a", "B2a", "B4a", "B6a"], req) is None
    grouping = laid(["R1a", "R3a", "R5a", "R2a", "R4a", "R6a", "B2a", "B4a", "B6a"], req)
    assert [CTX.faces[g[0]].colour for g in grouping] == [0, 1]


# --- one group with a must-include number -------------------------------------------------------
@pytest.mark.parametrize("spec", [COLOUR4, GroupSpec("cards", 4), GroupSpec("cards", 4, parity="odd")])
def test_a_single_group_that_must_include_a_number_is_found_with_it(spec):
    req = Requirement((spec,), must_include=(7,), name="a group with a 7")
    hand = ["R1a", "R3a", "R5a", "R9a", "R11a", "R7a"]        # the 7 comes last in the hand
    grouping = laid(hand, req)
    assert grouping is not None and "R7a" in grouping[0]
    assert laid(hand[:-1], req) is None


# --- which wild goes down -----------------------------------------------------------------------
def test_the_wild_laid_for_a_dog_is_that_dogs_wild():
    req = Requirement((SET3,), dogs=("Scout",), name="a set of 3 with Scout")
    # no 5 shows Scout, so of the wilds Charlie, Violet and Scout the one laid must be Scout's
    grouping = laid(["R8a", "B8a", "W1", "W2", "W3", "G2a"], req, FIN)
    assert grouping is not None and [c for c in grouping[0] if FIN.faces[c].wild] == ["W3"]
    grouping = laid(["W3", "R8a", "B8a", "W1"], req, FIN)
    assert [c for c in grouping[0] if FIN.faces[c].wild] == ["W3"]
    assert laid(["R8a", "B8a", "W1", "W2"], req, FIN) is None
    # a natural 5 shows Scout itself: the wild may be any
    assert laid(["R5a", "B5a", "W1"], req, FIN) is not None


# --- hands the quick "no" must not turn away ------------------------------------------------------
def test_an_exchange_held_before_the_run_cards_does_not_hide_them():
    req = Requirement((SET3, RUN3), name="a set of 3 and a run of 3")
    hand = ["RX", "G2b", "R3b", "G4b", "R8a", "B8a", "W1"]
    grouping = laid(hand, req, FIN)
    assert grouping is not None and sorted(grouping[1]) == ["G2b", "G4b", "R3b"]
    assert shortfall(hand, req, FIN) == 0


def test_two_sets_with_different_filters_are_counted_apart():
    req = Requirement((GroupSpec("set", 3, parity="odd"), SET3), name="an odd set of 3 and a set of 3")
    hand = ["R3a", "B3a", "G3a", "R4a", "B4a", "G4a"]
    assert laid(hand, req) is not None and shortfall(hand, req, CTX) == 0
    req = Requirement((GroupSpec("set", 3, colour=0), SET3), name="a red set of 3 and a set of 3")
    assert laid(["R3a", "R3b", "W1", "B4a", "G4a", "Y4a"], req) is not None


def test_two_groups_of_one_colour_share_the_wilds():
    req = Requirement((GroupSpec("colour", 3), GroupSpec("colour", 3)), name="two groups of 3 of one colour")
    grouping = laid(["R1a", "R2a", "B1a", "B2a", "W1", "W2"], req)
    assert grouping is not None and wilds_in(grouping) == [1, 1]
    assert shortfall(["R1a", "R2a", "B1a", "B2a", "W1"], req, CTX) == 1


@pytest.mark.parametrize("req", [Requirement((RUN4,)), Requirement((SET3, SET3)), Requirement((RUN3, RUN3)),
                                 Requirement((GroupSpec("cards", 3, parity="odd"),))])
def test_a_hand_of_wilds_and_skips_is_answered_not_a_crash(req):
    assert laid(["W1", "W2", "S1"], req) is None
    assert shortfall(["W1", "W2", "S1"], req, CTX) == req.card_count - 2
    assert shortfall(["S1"], req, CTX) == req.card_count


def test_a_run_of_mixed_colours_leaves_the_copies_a_one_colour_run_needs():
    # the mixed run must take the red 3 and 4 (and the green 5), so the blue run keeps its cards
    req = Requirement((GroupSpec("run", 3, differs_from=(1,)), GroupSpec("run", 3, same_colour=True)),
                      name="a run of 3 and a run of 3 in one colour")
    hand = ["B3a", "B4a", "B5a", "R3a", "R4a", "G5a"]
    grouping = laid(hand, req)
    assert grouping is not None and sorted(grouping[1]) == ["B3a", "B4a", "B5a"]
    assert shortfall(hand, req, CTX) == 0


def test_a_run_the_hand_has_no_card_for_is_counted_whole_and_no_more():
    # no blue card: the blue run is 4 cards short, the set of 7s is there (was 8 for a 7-card phase)
    req = Requirement((GroupSpec("run", 4, colour=1), SET3), name="a run of 4 in blue and a set of 3")
    assert shortfall(["R7a", "R7b", "G7a"], req, CTX) == 4
    assert shortfall(["R7a", "R7b", "G7a", "W1"], req, CTX) == 3
    assert shortfall(["R7a", "B2a"], req, CTX) == 5           # 3 for the run, 2 for the set


def test_a_dead_end_remembered_for_one_colour_is_not_taken_for_another():
    # the blues must be the 3 cards; the 2s split into a green (or red) pair with the wild and a set
    req = Requirement((GroupSpec("colour", 3, differs_from=(1,)), GroupSpec("colour", 2), SET2),
                      name="3 cards of one colour, 2 of another, and a set of 2")
    hand = ["W2", "B2a", "G2a", "R2a", "B4a", "B1a", "B4b"]
    grouping = laid(hand, req)
    assert grouping is not None and {CTX.faces[c].colour for c in grouping[0]} == {1}
    assert laid([c for c in hand if c != "W2"], req) is None


def test_a_run_laid_first_gives_its_natural_to_a_later_group_that_needs_one():
    # the red 3 must go to the odd cards (a group cannot be all wilds): a wild is the run's 3
    req = Requirement((GroupSpec("run", 3, colour=0), GroupSpec("cards", 2, parity="odd")),
                      name="a red run of 3 and 2 odd cards")
    grouping = laid(["W1", "W3", "R4a", "R2b", "R3a"], req)
    assert grouping is not None and "R3a" in grouping[1]
    assert laid(["W1", "R4a", "R2b", "R3a"], req) is None


def test_a_dogs_wild_replaces_a_natural_inside_a_run_that_cannot_shift():
    # the run must keep its 1 (must include) and its 4 (Violet), so Scout's wild stands for the 2 or 3
    req = Requirement((RUN4,), must_include=(1,), dogs=("Violet", "Scout"), name="a run of 4 with a 1, Violet, Scout")
    grouping = laid(["R1a", "R2a", "R3a", "R4a", "W3"], req, FIN)
    assert grouping is not None and {"R1a", "R4a", "W3"} <= set(grouping[0])
    assert laid(["R1a", "R2a", "R3a", "R4a", "W1"], req, FIN) is None     # Charlie's wild shows no Scout


def test_a_group_of_every_colour_with_no_card_yet_is_counted_whole():
    req = Requirement((GroupSpec("cards", 4, each_colour=1), SET2), name="4 cards of every colour and a set of 2")
    assert shortfall(["W1", "W2", "S1"], req, CTX) == 4


def test_a_set_searched_before_a_colour_group_it_must_differ_from_tries_each_colour_of_copy():
    # which 2s the first set takes decides whether a pair of one colour is left for the group
    req = Requirement((SET2, GroupSpec("colour", 2, differs_from=(0,)), GroupSpec("colour", 2)),
                      name="a set of 2, 2 cards of another colour and 2 of one colour")
    assert laid(["G2a", "R2b", "B2a", "R1a", "W1", "G4b"], req) is not None
    req = Requirement((SET2, GroupSpec("colour", 2, differs_from=(0,)), SET2),
                      name="a set of 2, 2 cards of another colour and a set of 2")
    assert laid(["B2a", "R2b", "G2b", "G2a", "B3a", "R2a"], req) is not None
