"""What a card's face means to the meld rules (game/core/rummy/melds.py), with every face and context built
inside the test (a face built while pytest collects would escape mutation testing): which cards make a
set together, that a Skip or Exchange never stands for a number, how wilds with dogs are named, and
the whole-level sentence of a level that takes exactly its cards."""

from __future__ import annotations

from game.core.rummy.melds import (
    Face,
    GroupSpec,
    MeldContext,
    Requirement,
    explain,
    group_problem,
    make_meld,
    requirement_problem,
)

COLOURS = ("red", "blue", "green", "yellow")


def _ctx() -> MeldContext:
    faces = {f"{'RBGY'[c]}{n}": Face(n, c, dog=f"dog{n}") for c in range(4) for n in range(1, 10)}
    faces.update({f"{'RBGY'[c]}10": Face(10, c, alt=0, dog="dog0") for c in range(4)})
    faces.update({f"{'RBGY'[c]}X": Face(0, c, special=True, identity="exchange") for c in range(4)})
    faces.update({f"{'RBGY'[c]}S": Face(0, c, special=True, identity="skip") for c in range(4)})
    faces["W1"] = Face(0, -1, wild=True, dog="Scout")
    faces["W2"] = Face(0, -1, wild=True)
    return MeldContext(faces, 0, 10, COLOURS)


def test_a_set_is_cards_of_one_number_or_one_kind_of_special():
    ctx = _ctx()
    set2 = GroupSpec("set", 2)
    assert group_problem(["R5", "B5"], set2, ctx) is None
    assert group_problem(["R5", "B6"], set2, ctx) == "a set needs cards of one number; 5 and 6 differ"
    assert group_problem(["RS", "BS"], set2, ctx) is None
    assert group_problem(["RX", "GX", "W1"], GroupSpec("set", 3), ctx) is None
    assert group_problem(["RS", "BX"], set2, ctx) == (
        "a set needs cards of one number or one kind; exchange and skip differ")


def test_a_skip_or_exchange_never_stands_for_a_number():
    ctx = _ctx()
    # a level that must include a 0: the special cards (number 0 on their face) do not count
    req = Requirement((GroupSpec("set", 2), GroupSpec("run", 3)), must_include=(0,), name="Level 9")
    assert explain([["RS", "BS"], ["R1", "B2", "G3"]], req, ctx) == "this phase must include a 0"
    assert explain([["RS", "BS"], ["R10", "B1", "G2"]], req, ctx) is None          # the 0/10 card as 0
    assert group_problem(["RX", "R1", "R2"], GroupSpec("run", 3), ctx) == (
        "a run takes only numbered cards; an exchange has no number")


def test_a_wild_is_named_by_its_dog_when_it_shows_one():
    ctx = _ctx()
    assert ctx.label("W1") == "Scout wild"
    assert ctx.label("W2") == "wild"
    assert ctx.label("GX") == "green exchange"
    assert ctx.label("Y10") == "yellow 0/10"


def test_a_level_that_uses_exactly_its_cards_says_so_when_a_group_has_one_too_many():
    ctx = _ctx()
    groups = [["R5", "B5", "G5", "Y5"], ["R1", "R2", "R3"]]
    specs = (GroupSpec("set", 3), GroupSpec("run", 3))
    unnamed = Requirement(specs, whole_hand=True)
    assert requirement_problem(groups, (0, 1), unnamed, ctx) == (
        "this level uses exactly 6 cards: a set of 3 takes no extra cards")
    named = Requirement(specs, whole_hand=True, name="The Perfect Paw")
    assert requirement_problem(groups, (0, 1), named, ctx) == (
        "The Perfect Paw uses exactly 6 cards: a set of 3 takes no extra cards")
    assert requirement_problem([["R5", "B5", "G5"], ["R1", "R2", "R3"]], (0, 1), unnamed, ctx) is None


def test_groups_of_all_evens_or_all_odds_are_named_so():
    colours = COLOURS
    assert GroupSpec("cards", 4, parity="same").describe(colours) == "4 evens or 4 odds"
    assert GroupSpec("colour", 3, parity="same").describe(colours) == "3 evens or 3 odds of one colour"
    # a run or a set of one parity keeps its own words
    assert GroupSpec("run", 3, parity="same").describe(colours) == "same run of 3"
    assert GroupSpec("set", 3, parity="same").describe(colours) == "same set of 3"


def test_a_set_laid_with_one_natural_takes_that_cards_number():
    ctx = _ctx()
    meld = make_meld(["W1", "R5", "W2"], GroupSpec("set", 3), ctx)
    assert meld.number == 5 and meld.cards == ("R5", "W1", "W2")


def test_an_unnamed_level_names_the_missing_dog_and_a_coloured_group_keeps_its_colour():
    ctx = _ctx()
    req = Requirement((GroupSpec("set", 2), GroupSpec("run", 3)), dogs=("Scout",))
    assert requirement_problem([["R5", "B5"], ["R1", "R2", "R3"]], (0, 1), req, ctx) == (
        "this level must include Scout")
    assert requirement_problem([["R5", "B5"], ["R1", "R2", "W1"]], (0, 1), req, ctx) is None
    whole = Requirement((GroupSpec("set", 2, colour=0), GroupSpec("run", 3)), whole_hand=True)
    assert requirement_problem([["R5", "W1", "W2"], ["R1", "R2", "R3"]], (0, 1), whole, ctx) == (
        "this level uses exactly 5 cards: a set of 2 in red takes no extra cards")
