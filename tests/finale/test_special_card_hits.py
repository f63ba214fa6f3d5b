"""Finale's Skips and Exchanges meld (in sets of their kind and in colour groups) but have no
number: where a player may add one to a completed group, and where not."""

from __future__ import annotations

from game.core.rummy.meld_hits import hit_ends, hit_problem
from game.core.rummy.melds import GroupSpec, make_meld
from tests.finale.support import content

CTX = content().ctx


def test_a_skip_never_joins_a_run_even_where_a_0_would_extend_it():
    run = make_meld(("Y1a", "B2a", "R3a", "G4a"), GroupSpec("run", 4), CTX)
    assert (run.low, run.high, CTX.low) == (1, 4, 0)
    assert hit_ends(run, "R10", CTX) == ("low",)           # the 0/10 card is a 0 there
    for special in ("GS", "GX"):
        assert hit_ends(run, special, CTX) == ()
    assert hit_problem(run, "GS", "low", CTX) == "a run takes only numbered cards; a skip has no number"
    assert hit_problem(run, "GX", "low", CTX) == "a run takes only numbered cards; an exchange has no number"


def test_a_set_of_skips_takes_another_skip_and_a_colour_group_takes_its_colours_skip():
    skips = make_meld(("YS", "BS", "RS"), GroupSpec("set", 3), CTX)
    assert hit_ends(skips, "GS", CTX) == ("",) and hit_problem(skips, "GS", "", CTX) is None
    assert hit_ends(skips, "GX", CTX) == ()
    assert hit_problem(skips, "GX", "", CTX) == "this set takes only skips (or wilds)"
    greens = make_meld(("G1a", "G3a", "G5a"), GroupSpec("colour", 3), CTX)
    assert hit_ends(greens, "GS", CTX) == ("",) and hit_ends(greens, "GX", CTX) == ("",)
    assert hit_ends(greens, "YS", CTX) == ()
