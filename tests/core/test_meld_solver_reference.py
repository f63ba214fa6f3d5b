"""The solver (game/core/rummy/meld_solver.py) against brute force on seeded random small hands: "Lay down"
is offered exactly when the hand can make the phase or level, what it lays is a real lay-down, and
the hint's "N cards short" is the fewest cards that would fill every group (tests/core/meld_reference.py
says how each answer is found the slow way)."""

from __future__ import annotations

import random

import pytest

from game.core.rummy.meld_solver import shortfall, solve
from game.core.rummy.melds import GroupSpec, Requirement, group_problem, requirement_problem
from tests.core.meld_reference import can_make, cards_short
from tests.core.test_meld_groups import CTX
from tests.core.test_meld_solver_choices import FIN

G = GroupSpec
# Phase 10-like requirements on the test deck (numbers 1 to 12); the name says what each holds
PLAIN = {
    "two sets of 3": Requirement((G("set", 3), G("set", 3))),
    "a set of 3 and a run of 4": Requirement((G("set", 3), G("run", 4))),
    "a run of 4 in one colour and a set of 2": Requirement((G("run", 4, same_colour=True), G("set", 2))),
    "a run of 5": Requirement((G("run", 5),)),
    "4 cards of one colour and a set of 2": Requirement((G("colour", 4), G("set", 2))),
    "4 odd cards": Requirement((G("cards", 4, parity="odd"),)),
    "three sets of 2": Requirement((G("set", 2), G("set", 2), G("set", 2))),
    "a run of 3 and a set of 2 and 2 even cards": Requirement((G("run", 3), G("set", 2), G("cards", 2, parity="even"))),
    "a set of 3 in red and a run of 3": Requirement((G("set", 3, colour=0), G("run", 3))),
    "3 odd and 3 even of different colours": Requirement((G("colour", 3, parity="odd", differs_from=(1,)),
                                                          G("colour", 3, parity="even"))),
    "3 evens or 3 odds and a set of 3": Requirement((G("cards", 3, parity="same"), G("set", 3))),
    "a set of 3 of one colour and a run of 3": Requirement((G("set", 3, same_colour=True), G("run", 3))),
    "a set of 2 and a run of 4 with a 5": Requirement((G("set", 2), G("run", 4)), must_include=(5,)),
    "two runs of 3": Requirement((G("run", 3), G("run", 3))),
    "a run of 3 in one colour and 3 cards of another": Requirement((G("run", 3, same_colour=True, differs_from=(1,)),
                                                                     G("colour", 3))),
    "a set of 2, 3 cards of another colour and a set of 2": Requirement((G("set", 2), G("colour", 3, differs_from=(0,)),
                                                                         G("set", 2))),
    "a set of 3 of another colour than 3 cards, and a set of 2": Requirement(
        (G("set", 3, differs_from=(1,)), G("colour", 3), G("set", 2))),
    "4 cards with a 7": Requirement((G("cards", 4),), must_include=(7,)),
    "three pairs, each of one colour": Requirement((G("colour", 2), G("colour", 2), G("colour", 2))),
    "a set of 2 of one colour and two pairs of one colour": Requirement(
        (G("set", 2, same_colour=True), G("colour", 2), G("colour", 2))),
    "two runs of 3 of different colours and a set of 2": Requirement(
        (G("run", 3, differs_from=(1,)), G("run", 3, same_colour=True), G("set", 2))),
    "three sets of 2 with a 5": Requirement((G("set", 2), G("set", 2), G("set", 2)), must_include=(5,)),
}
# groups that need every colour (the hint counts the colours of a run, not of other groups
# searched last)
EVERY_COLOUR = {
    "a run of 4 in every colour": Requirement((G("run", 4, each_colour=1),)),
    "a run of 4 in every colour and a set of 2": Requirement((G("run", 4, each_colour=1), G("set", 2))),
    "4 cards, one of each colour, and a set of 2": Requirement((G("cards", 4, each_colour=1), G("set", 2))),
}
# Finale-like levels: dogs, 0/10 cards (numbers 0 to 10), Skips and Exchanges that meld
LEVELS = {
    "a set of 3 and a run of 3, with Charlie": Requirement((G("set", 3), G("run", 3)), dogs=("Charlie",)),
    "a run of 4 in one colour, with Violet": Requirement((G("run", 4, same_colour=True),), dogs=("Violet",)),
    "4 evens or 4 odds": Requirement((G("cards", 4, parity="same"),)),
    "3 odd, 3 even of another colour, with Charlie and Meatball": Requirement(
        (G("colour", 3, parity="odd"), G("colour", 3, parity="even", differs_from=(0,))), dogs=("Charlie", "Meatball")),
    "two sets of 2 and a run of 3 in one colour, with Scout": Requirement(
        (G("set", 2), G("set", 2), G("run", 3, same_colour=True)), dogs=("Scout",), whole_hand=True),
    "4 cards of one colour, with Rex": Requirement((G("colour", 4),), dogs=("Rex",)),
    "a run of 4 with a 0": Requirement((G("run", 4),), must_include=(0,)),
    "a set of 3 and a set of 2": Requirement((G("set", 3), G("set", 2))),
    "three sets of 2, with Charlie and Scout": Requirement((G("set", 2), G("set", 2), G("set", 2)),
                                                           dogs=("Charlie", "Scout")),
    "a run of 3 and two sets of 2 with a 9": Requirement((G("run", 3), G("set", 2), G("set", 2)), must_include=(9,)),
    "a run of 4 in every colour and a set of 2": Requirement((G("run", 4, each_colour=1), G("set", 2))),
}

PLAIN_POOL = [c for c, f in CTX.faces.items() if 3 <= f.number <= 8 or f.wild or f.special]
FIN_POOL = [c for c, f in FIN.faces.items()
            if f.wild and f.dog != "Mochi" or f.colour in (0, 2) and (f.special or f.number in (1, 2, 3, 4, 9, 10))
            or f.number == 9 and f.colour == 1]


def hands(pool: list[str], seed: int, count: int, low: int = 6, high: int = 8) -> list[list[str]]:
    rng = random.Random(seed)
    return [rng.sample(pool, rng.randint(low, high)) for _ in range(count)]


def check_laid(hand, req, ctx):
    grouping = solve(hand, req, ctx)
    if grouping is not None:
        for cards, spec in zip(grouping, req.groups, strict=True):
            assert len(cards) == spec.size and group_problem(cards, spec, ctx) is None, (hand, grouping)
        assert requirement_problem(grouping, range(len(grouping)), req, ctx) is None, (hand, grouping)
        flat = [c for cards in grouping for c in cards]
        assert len(flat) == len(set(flat)) and set(flat) <= set(hand)
    return grouping


# Phase 10-like requirements on the plain test deck, then Finale-like Levels on Finale's faces
OFFERED = [("phase", name, {**PLAIN, **EVERY_COLOUR}[name], PLAIN_POOL, CTX)
           for name in sorted({**PLAIN, **EVERY_COLOUR})] + \
          [("level", name, LEVELS[name], FIN_POOL, FIN) for name in sorted(LEVELS)]


@pytest.mark.parametrize(("kind", "name", "req", "pool", "ctx"), OFFERED,
                         ids=[f"{kind}: {name}" for kind, name, *_ in OFFERED])
def test_lay_down_is_offered_exactly_when_the_hand_makes_the_phase_or_level(kind, name, req, pool, ctx):
    made = 0
    for hand in hands(pool, len(name), 120):
        grouping = check_laid(hand, req, ctx)
        assert (grouping is not None) == can_make(hand, req, ctx), hand
        made += grouping is not None
    assert made, "no hand made it: the comparison saw only refusals"


@pytest.mark.parametrize("name", sorted(PLAIN))
def test_cards_short_is_the_fewest_cards_that_would_fill_every_group(name):
    req = PLAIN[name]
    for hand in hands(PLAIN_POOL, 100 + len(name), 80, 3, 8):
        assert shortfall(hand, req, CTX) == cards_short(hand, req, CTX), hand


@pytest.mark.parametrize("name", sorted(LEVELS))
def test_cards_short_on_levels_counts_0_10_cards_skips_and_exchanges(name):
    req = LEVELS[name]
    if any(spec.each_colour for spec in req.groups):
        return
    for hand in hands(FIN_POOL, 100 + len(name), 80, 3, 8):
        assert shortfall(hand, req, FIN) == cards_short(hand, req, FIN), hand


# runs that need every colour, as Finale's Balanced Blue Level 1 and Grueling Green Level 2 ask
COLOUR_RUNS = {
    "a run of 4 in every colour": (EVERY_COLOUR["a run of 4 in every colour"], PLAIN_POOL, CTX),
    "a run of 4 in every colour and a set of 2": (EVERY_COLOUR["a run of 4 in every colour and a set of 2"],
                                                  PLAIN_POOL, CTX),
    "a run of 8 with two of every colour": (Requirement((G("run", 8, each_colour=2),)), PLAIN_POOL, CTX),
    # longer than its colours ask for: one card of each colour still leaves it 2 short
    "a run of 6 with one of every colour": (Requirement((G("run", 6, each_colour=1),)), PLAIN_POOL, CTX),
    "Finale: a run of 4 in every colour and a set of 2": (LEVELS["a run of 4 in every colour and a set of 2"],
                                                          FIN_POOL, FIN),
}


@pytest.mark.parametrize("name", sorted(COLOUR_RUNS))
def test_cards_short_counts_the_colours_a_run_still_lacks(name):
    """A run of eight that needs two of every colour is not "0 short" with six blue cards: the
    Normal bots once sat on such hands for 300 turns (Grueling Green, Level 2)."""
    req, pool, ctx = COLOUR_RUNS[name]
    lacking = 0
    for hand in hands(pool, 200 + len(name), 80, 3, 9):
        short = shortfall(hand, req, ctx)
        assert short == cards_short(hand, req, ctx, run_colours=True), hand
        lacking += short > cards_short(hand, req, ctx)
    assert lacking, "no hand lacked a colour: the comparison did not test colours"
