"""What the aim preview tells a player before they commit a throw, and that the throw then does it.

Each test builds a small hole (or a real one), asks a preview (aim, Luck or Battle) for the
landing grid, what it costs and its whole sentence, then plays the same throw through the engine
and checks that the landing it plays is the one shown: putts in every direction (in, short, past
and wide, over the basket, off the card, in a corner), putts that miss a mando or an island, REC
reading buildings as safe, an island gone after the tee shot, Green Flag, Foot Fault, Tree Kick,
and a table resumed from a save older than the mando record.
"""

from __future__ import annotations

import pytest

from game.games.final_nine.actions import ApplyDrawn, BattleCard, ChooseThrow, PlayLuck, Refill, Throw
from game.games.final_nine.flow import refill_range
from game.games.final_nine.geometry import D_COL, D_ROW, DIRECTIONS
from game.games.final_nine.holes import Mando, cell_of
from game.games.final_nine.preview import (
    aim_preview,
    battle_preview,
    holing_throws,
    luck_preview,
    putting_range,
)
from tests.final_nine.helpers import at, card, make_hole, new, on_top, rules_with, set_hand

PLAIN = "Hyzer Line"          # a blue card with no instant effect: turning it changes nothing
MIDDLE = ("ggggg", "ggggg", "ggggg", "ggBgg", "ggggg", "ggggg", "ggggg", "ggTgg")   # basket (2, 3)
WATER = ("ggggg", "ggBgg", "ggggg", "wwwww", "ggggg", "ggggg", "ggggg", "ggTgg")
WALL = ("ggggg", "ggBgg", "ggggg", "ggsgg", "ggggg", "ggggg", "ggggg", "ggTgg")
ARROW = {"N": "up", "E": "right", "S": "down", "W": "left"}
# a BH disc drifts to the thrower's left: as the card lies, that is...
LEFT_ON_TABLE = {"N": "to the left", "E": "up", "S": "to the right", "W": "down"}


def table(hole, hand, lie=None, level="am", players=1, battle=False, seed=0):
    engine = rules_with(hole)
    state = new(engine, players, level=level, battle=battle, seed=seed)
    set_hand(engine, state, 0, [card(name) for name in hand])
    if lie:
        at(state, 0, *lie)
    return engine, state


def land(engine, state):
    """Land the throw in progress (fewest discs in the refill); the landing as the table is told it."""
    lo, _ = refill_range(state, state.thrower)
    _, events = engine.apply(state, Refill(lo))
    return next(event.data for event in events if event.kind == "land")


def throw(engine, state, disc, direction, turned=PLAIN):
    """Seat 0 chooses ``disc`` and throws it; ``turned`` is the card turned on the throw."""
    on_top(state, card(turned))
    engine.apply(state, ChooseThrow(card(disc), direction))
    engine.apply(state, Throw())


def played_as_shown(shown, landed):
    assert (shown.path, shown.target, shown.outcome, shown.next_lie, shown.penalty) == \
        (tuple(landed["path"]), landed["landing"], landed["outcome"], landed["cell"], landed["penalty"])
    assert (shown.disc, shown.direction, shown.distance, shown.lateral) == \
        (landed["disc"], landed["direction"], landed["distance"], landed["lateral"])


def aimed_and_played(hole, disc, direction, lie=None, level="am"):
    engine, state = table(hole, [disc], lie, level)
    shown = aim_preview(engine, engine.view(state, 0), card(disc), direction)
    throw(engine, state, disc, direction)
    played_as_shown(shown, land(engine, state))
    return shown, state


def grid(basket: tuple[int, int], way: str, forward: int, right: int) -> tuple[int, int]:
    """The (col, row) ``forward`` grids along ``way`` and ``right`` grids to its right of the basket."""
    w = DIRECTIONS.index(way)
    col = basket[0] + forward * D_COL[w] - right * D_ROW[w]
    row = basket[1] + forward * D_ROW[w] + right * D_COL[w]
    return col, row


# (what the player sees, disc, grids behind the basket, grids to the right of its line,
#  the putt's result in words, whether the sentence has the BH drift)
PUTTS = [
    ("in", "Acorn", 2, 0, "the putt goes in", False),
    ("short", "Pebble", 2, 0, "the putt stops short of the basket", False),
    ("past, over the basket", "Acorn", 1, 0, "the putt flies past the basket", False),
    ("wide, level with the basket", "Acorn", 2, 1, "the putt misses to the side", False),
    ("past, drifting back onto the basket's line beyond it", "Ladybird", 1, 1, "the putt flies past the basket", True),
    ("past, over the basket and drifting off its line", "Minnow", 1, 0, "the putt flies past the basket", True),
]


@pytest.mark.parametrize("way", DIRECTIONS)
@pytest.mark.parametrize("putt", PUTTS, ids=[p[0] for p in PUTTS])
def test_a_putt_in_every_direction_is_shown_in_short_past_or_wide_and_the_throw_agrees(way, putt):
    _, disc, behind, right, words, drifts = putt
    shown, _ = aimed_and_played(make_hole(MIDDLE), disc, way, lie=grid((2, 3), way, -behind, right))
    distance = 1 if disc in ("Pebble", "Minnow") else 2
    drift = f", drifting 1 {LEFT_ON_TABLE[way]}" if drifts else ""
    assert shown.text == f"{disc} thrown {ARROW[way]}: flies {distance}{drift}; {words}"
    assert shown.putt and shown.putt_result == putt[0].split(",")[0]
    assert shown.outcome == ("in" if shown.putt_result == "in" else "land")


def test_a_putt_off_the_side_of_the_card_short_of_the_basket_misses_to_the_side():
    shown, state = aimed_and_played(make_hole(), "Cricket", "N", lie=(4, 3))    # FH: one up, off to the right
    assert (shown.target, shown.putt_result, shown.outcome, shown.next_lie) == (-1, "wide", "ob", cell_of(4, 2))
    assert shown.text == "Cricket thrown up: flies 1, drifting 1 to the right; the putt misses to the side, " \
                         "out of bounds (+1)"
    assert state.lie[0] == cell_of(4, 2)


def test_a_putt_that_ends_in_the_corner_of_the_card_beside_the_basket_misses_to_the_side():
    corner = ("ggggg", "gBggg", "ggggg", "ggggg", "ggggg", "ggggg", "ggggg", "ggTgg")   # basket (1, 1)
    shown, state = aimed_and_played(make_hole(corner), "Acorn", "W", lie=(2, 0))
    assert (shown.target, shown.putt_result, shown.outcome) == (cell_of(0, 0), "wide", "land")
    assert shown.text == "Acorn thrown left: flies 2; the putt misses to the side"
    assert state.lie[0] == cell_of(0, 0)


def test_a_putt_into_the_basket_the_wrong_side_of_a_mando_is_thrown_again_not_in():
    hole = make_hole(mandos=(Mando((2, 2), "west"),))      # the line below the basket, passed left of (2, 2)
    shown, state = aimed_and_played(hole, "Acorn", "N", lie=(2, 3))
    assert (shown.target, shown.outcome, shown.next_lie, shown.penalty) == (cell_of(2, 1), "mando", cell_of(2, 3), 1)
    assert (shown.putt, shown.putt_result) == (True, "")
    assert shown.text == "Acorn thrown up: flies 2; misses the mando: throw again (+1)"
    assert state.lie[0] == cell_of(2, 3) and state.strokes[0] == 2 and state.status[0] == 0


def test_a_putt_from_an_island_tee_that_stops_short_misses_the_island():
    short_tee = ("ggggg", "ggBgg", "ggggg", "ggggg", "ggTgg", "ggggg", "ggggg", "ggggg")   # tee 3 below the basket
    island = frozenset(cell_of(c, r) for c in range(5) for r in range(3))
    hole = make_hole(short_tee, island=island, drop_zone=cell_of(1, 3))
    shown, state = aimed_and_played(hole, "Pebble", "N")
    assert (shown.putt, shown.putt_result, shown.outcome, shown.next_lie) == (True, "short", "island", cell_of(1, 3))
    assert shown.text == "Pebble thrown up: flies 1; the putt stops short of the basket, misses the island: " \
                         "drop zone (+1)"
    assert state.island[0] is False


def test_after_a_tee_shot_into_the_island_the_next_throw_may_land_outside_it():
    island = frozenset({cell_of(c, 1) for c in range(5)} | {cell_of(c, 2) for c in range(5)})
    hole = make_hole(island=island, drop_zone=cell_of(2, 6))
    shown, state = aimed_and_played(hole, "Compass", "S", lie=(2, 2))     # in the island, thrown back out of it
    assert (shown.outcome, shown.next_lie, shown.penalty) == ("land", cell_of(2, 5), 0)
    assert shown.text == "Compass thrown down: flies 3; lands safely"
    assert state.island[0] is True                          # the tee shot's line still stands for the tee only


def test_at_rec_a_building_is_no_obstacle_and_the_preview_flies_through_it():
    shown, _ = aimed_and_played(make_hole(WALL), "Meridian", "N", level="rec")
    assert (shown.target, shown.outcome, shown.next_lie) == (cell_of(2, 3), "land", cell_of(2, 3))
    assert shown.text == "Meridian thrown up: flies 4; lands safely"
    at_am, _ = aimed_and_played(make_hole(WALL), "Meridian", "N", level="am")
    assert at_am.text == "Meridian thrown up: flies 4; hits a building: out of bounds (+1)"


def test_at_rec_the_putting_range_takes_in_a_building_grid_that_is_out_of_bounds_above_it():
    hole = make_hole(("ggggg", "ggBgg", "ggsgg", "ggggg", "ggggg", "ggggg", "ggggg", "ggTgg"))
    ranges = {}
    for level in ("rec", "am"):
        engine, state = table(hole, ["Acorn"], level=level)
        ranges[level] = putting_range(engine, engine.view(state, 0))
    assert ranges["rec"] - ranges["am"] == {cell_of(2, 2)}


def test_the_throws_that_hole_out_are_found_whatever_the_order_of_the_hand():
    engine, state = table(make_hole(), ["Lucky Skip", "Compass", "Acorn"], lie=(2, 3))
    assert holing_throws(engine, engine.view(state, 0)) == [(card("Acorn"), "N")]


def test_green_flag_is_shown_out_of_bounds_at_no_cost_in_words_too():
    engine, state = table(make_hole(WATER), ["Meridian", "Green Flag"])
    throw(engine, state, "Meridian", "N")
    shown = luck_preview(engine, engine.view(state, 0), card("Green Flag"))
    assert (shown.outcome, shown.penalty, shown.next_lie, shown.putt_result) == ("ob", 0, cell_of(2, 4), "")
    assert shown.text == "Meridian thrown up: flies 4; out of bounds, no penalty (Green Flag)"
    engine.apply(state, PlayLuck(card("Green Flag")))
    played_as_shown(shown, land(engine, state))
    engine, state = table(make_hole(WALL), ["Meridian", "Green Flag"])
    throw(engine, state, "Meridian", "N")
    shown = luck_preview(engine, engine.view(state, 0), card("Green Flag"))
    assert shown.text == "Meridian thrown up: flies 4; hits a building: out of bounds, no penalty (Green Flag)"
    engine.apply(state, PlayLuck(card("Green Flag")))
    played_as_shown(shown, land(engine, state))


def _turned(turned, hand=("Compass", "Good Bounce", "Clean Slate")):
    engine, state = table(make_hole(), hand)
    throw(engine, state, "Compass", "N", turned=turned)
    return engine, state


def test_a_foot_fault_turned_on_the_throw_is_counted_in_every_luck_preview():
    engine, state = _turned("Foot Fault")
    shown = luck_preview(engine, engine.view(state, 0), card("Good Bounce"))
    assert (shown.disc, shown.direction, shown.penalty, shown.lateral) == (card("Compass"), "N", 1, -1)
    assert shown.text == "Compass thrown up: flies 3, drifting 1 to the left; lands safely; Foot Fault (+1)"
    engine.apply(state, PlayLuck(card("Good Bounce")))
    played_as_shown(shown, land(engine, state))
    assert state.strokes[0] == 2
    engine, state = _turned("Foot Fault")
    slate = luck_preview(engine, engine.view(state, 0), card("Clean Slate"), card("Foot Fault"))
    assert (slate.penalty, slate.text) == (0, "Compass thrown up: flies 3; lands safely")
    engine.apply(state, PlayLuck(card("Clean Slate"), card("Foot Fault")))
    played_as_shown(slate, land(engine, state))
    assert state.strokes[0] == 1


def _battle(hole=None, level="am", disc="Compass", lie=None, rival=("Pebble", "Foot Fault", "Tree Kick", "Turnover",
                                                                  "Overthrow", "Shank")):
    engine, state = table(hole or make_hole(), [disc, "Lucky Skip"], lie, level, players=2, battle=True, seed=3)
    set_hand(engine, state, 1, [card(name) for name in rival])
    engine.apply(state, ChooseThrow(card(disc), "N"))
    engine.apply(state, Throw())
    assert state.phase == "battle" and state.actor == 1
    return engine, state


def _battle_card_played(engine, state, name, turned=PLAIN):
    """Seat 1 adds ``name`` to seat 0's throw; ``turned`` is then the card turned on it."""
    on_top(state, card(turned))
    engine.apply(state, BattleCard(card(name)))


@pytest.mark.parametrize("rival_card, words, penalty", [
    ("Foot Fault", "Compass thrown up: flies 3; lands safely; Foot Fault (+1)", 1),
    ("Turnover", "Compass thrown up: flies 3, drifting 1 to the right; lands safely", 0),
    ("Tree Kick", "Compass thrown up: flies 0; lands safely", 0),
])
def test_a_battle_card_is_shown_with_what_it_costs_the_thrower(rival_card, words, penalty):
    engine, state = _battle()
    shown = battle_preview(engine, engine.view(state, 1), card(rival_card))
    assert (shown.text, shown.penalty, shown.putt, shown.putt_result) == (words, penalty, False, "")
    _battle_card_played(engine, state, rival_card)
    played_as_shown(shown, land(engine, state))


@pytest.mark.parametrize("rival_card, words, outcome", [
    ("Overthrow", "Acorn thrown up: flies 3; the putt goes in", "in"),
    ("Shank", "Acorn thrown up: flies 1; the putt stops short of the basket", "land"),
])
def test_a_battle_card_on_a_putt_is_shown_as_the_putt_it_makes(rival_card, words, outcome):
    engine, state = _battle(disc="Acorn", lie=(2, 4))
    shown = battle_preview(engine, engine.view(state, 1), card(rival_card))
    assert (shown.text, shown.outcome, shown.putt) == (words, outcome, True)
    _battle_card_played(engine, state, rival_card)
    played_as_shown(shown, land(engine, state))


def test_a_luck_card_on_a_putt_is_shown_as_the_putt_it_makes():
    engine, state = table(make_hole(), ["Acorn", "Lucky Skip"], lie=(2, 4))
    throw(engine, state, "Acorn", "N")
    shown = luck_preview(engine, engine.view(state, 0), card("Lucky Skip"))
    assert (shown.text, shown.outcome, shown.putt, shown.putt_result) == \
        ("Acorn thrown up: flies 3; the putt goes in", "in", True, "in")
    engine.apply(state, PlayLuck(card("Lucky Skip")))
    played_as_shown(shown, land(engine, state))


def test_after_a_tree_kick_a_luck_card_moves_the_disc_on_but_a_skill_turned_on_the_throw_does_not():
    engine, state = _battle()
    _battle_card_played(engine, state, "Tree Kick", turned="Run-Up")
    assert state.drawn == card("Run-Up") and state.drawn_usable
    view = engine.view(state, 0)
    skip = luck_preview(engine, view, card("Lucky Skip"))
    assert (skip.distance, skip.target, skip.text) == (1, cell_of(2, 6), "Compass thrown up: flies 1; lands safely")
    run_up = luck_preview(engine, view, view.drawn)
    assert (run_up.distance, run_up.target, run_up.text) == (0, cell_of(2, 7), "Compass thrown up: flies 0; lands safely")
    engine.apply(state, ApplyDrawn())
    played_as_shown(run_up, land(engine, state))
    engine, state = _battle()
    _battle_card_played(engine, state, "Tree Kick", turned="Run-Up")
    engine.apply(state, PlayLuck(card("Lucky Skip")))
    played_as_shown(skip, land(engine, state))


def test_at_rec_the_luck_and_battle_previews_fly_through_a_building_as_the_throw_does():
    engine, state = _battle(make_hole(WALL), level="rec", disc="Compass", lie=(2, 5))
    overthrow = battle_preview(engine, engine.view(state, 1), card("Overthrow"))
    assert (overthrow.target, overthrow.outcome) == (cell_of(2, 1), "drop_in")
    assert overthrow.text == "Compass thrown up: flies 4; drops in under the basket (+1)"
    _battle_card_played(engine, state, "Shank")
    skip = luck_preview(engine, engine.view(state, 0), card("Lucky Skip"))
    assert (skip.target, skip.outcome, skip.text) == (cell_of(2, 2), "land", "Compass thrown up: flies 3; lands safely")
    engine.apply(state, PlayLuck(card("Lucky Skip")))
    played_as_shown(skip, land(engine, state))


def test_a_table_resumed_from_a_save_older_than_the_mando_record_still_previews_every_throw():
    engine, state = _battle()
    saved = engine.state_to_json(state)
    del saved["mandos_passed"]                 # saves from before mandos were recorded per seat
    resumed = engine.state_from_json(saved)
    assert battle_preview(engine, engine.view(resumed, 1), card("Overthrow")).text == \
        "Compass thrown up: flies 4; lands safely"
    on_top(resumed, card(PLAIN))
    engine.apply(resumed, BattleCard(card("Shank")))
    assert luck_preview(engine, engine.view(resumed, 0), card("Lucky Skip")).text == \
        "Compass thrown up: flies 3; lands safely"
    engine, state = table(make_hole(), ["Compass"])
    saved = engine.state_to_json(state)
    del saved["mandos_passed"]
    resumed = engine.state_from_json(saved)
    shown = aim_preview(engine, engine.view(resumed, 0), card("Compass"), "N")
    assert (shown.disc, shown.text) == (card("Compass"), "Compass thrown up: flies 3; lands safely")
