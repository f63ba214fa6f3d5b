"""What a player is told when a hit is refused, for the groups that remember how they were laid:
a one-colour run in the first colour (red), and an "evens or odds" group laid odd or even."""

from __future__ import annotations

from game.core.rummy.meld_hits import hit_ends, hit_problem
from game.core.rummy.melds import GroupSpec, make_meld
from tests.core.test_meld_groups import CTX


def test_a_red_run_refuses_a_card_of_another_colour_in_words():
    red_run = make_meld(["R5a", "R6a", "R7a"], GroupSpec("run", 3, same_colour=True), CTX)
    assert red_run.colour == 0                      # red is the first colour
    assert hit_ends(red_run, "B8a", CTX) == ()
    assert hit_problem(red_run, "B8a", "high", CTX) == "this run takes only red cards (or wilds)"
    assert hit_problem(red_run, "R8a", "high", CTX) is None
    assert hit_problem(red_run, "R9a", "high", CTX) == "only a 4 or a 8 (or a wild) extends this 5-7 run"


def test_an_evens_or_odds_group_names_the_parity_it_was_laid_with():
    spec = GroupSpec("cards", 3, parity="same")
    odd = make_meld(["R1a", "B3a", "G5a"], spec, CTX)
    even = make_meld(["R2a", "B4a", "G6a"], spec, CTX)
    assert hit_problem(odd, "Y8a", "", CTX) == "this group takes only odd numbers (or wilds)"
    assert hit_problem(even, "Y7a", "", CTX) == "this group takes only even numbers (or wilds)"
    assert hit_problem(odd, "Y7a", "", CTX) is None and hit_problem(even, "Y8a", "", CTX) is None
