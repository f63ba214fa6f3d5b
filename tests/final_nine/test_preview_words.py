"""The aim preview in a player's words: what the table says a throw would do before it is made
(every kind of landing, the drift as the card lies on the table, each putt result), and the
previews of one more Luck card or one more Battle card on the throw in progress."""

from __future__ import annotations

from game.games.final_nine.actions import ChooseThrow, PlayLuck, Throw
from game.games.final_nine.holes import Mando, cell_of
from game.games.final_nine.preview import aim_preview, battle_preview, luck_preview, screen_side
from tests.final_nine.helpers import at, card, make_hole, new, on_top, rules_with, set_hand
from tests.final_nine.test_refusals import game

WATER = ("ggggg", "ggBgg", "ggggg", "wwwww", "ggggg", "ggggg", "ggggg", "ggTgg")
WALL = ("ggggg", "ggBgg", "ggggg", "ggsgg", "ggggg", "ggggg", "ggggg", "ggTgg")
ISLAND = frozenset({cell_of(c, 1) for c in range(5)} | {cell_of(c, 2) for c in range(5)})


def preview(hole, disc, direction="N", lie=None, skills=(), level="am"):
    engine = rules_with(hole)
    state = new(engine, 1, level=level)
    set_hand(engine, state, 0, [card(disc)])
    if lie:
        at(state, 0, *lie)
    return aim_preview(engine, engine.view(state, 0), card(disc), direction,
                       tuple(card(s) for s in skills))


def test_each_kind_of_landing_is_previewed_in_words():
    shown = preview(make_hole(), "Compass")
    assert shown.text == "Compass thrown up: flies 3; lands safely"
    assert (shown.outcome, shown.next_lie, shown.penalty, shown.putt) == ("land", cell_of(2, 4), 0, False)
    shown = preview(make_hole(WATER), "Meridian")
    assert shown.text == "Meridian thrown up: flies 4; out of bounds (+1)"
    assert (shown.outcome, shown.next_lie, shown.penalty) == ("ob", cell_of(2, 4), 1)
    shown = preview(make_hole(WALL), "Meridian")
    assert shown.text == "Meridian thrown up: flies 4; hits a building: out of bounds (+1)"
    shown = preview(make_hole(island=ISLAND, drop_zone=cell_of(2, 5)), "Compass")
    assert shown.text == "Compass thrown up: flies 3; misses the island: drop zone (+1)"
    assert (shown.outcome, shown.next_lie, shown.penalty) == ("island", cell_of(2, 5), 1)
    shown = preview(make_hole(mandos=(Mando((2, 4), "west"),)), "Meridian")
    assert shown.text == "Meridian thrown up: flies 4; misses the mando: throw again (+1)"
    assert (shown.outcome, shown.next_lie) == ("mando", cell_of(2, 7))
    shown = preview(make_hole(), "Compass", lie=(2, 4))
    assert shown.text == "Compass thrown up: flies 3; drops in under the basket (+1)"
    assert (shown.outcome, shown.next_lie, shown.penalty) == ("drop_in", cell_of(2, 1), 1)
    shown = preview(make_hole(), "Acorn", lie=(2, 5), skills=("Big Arm",))   # out of putting range
    assert shown.text == "Acorn thrown up: flies 4; goes in"
    assert (shown.outcome, shown.putt, shown.putt_result) == ("in", False, "")


def test_a_mando_already_passed_is_not_previewed_as_missed():
    engine = rules_with(make_hole(mandos=(Mando((2, 4), "west"),)))
    state = new(engine, 1)
    set_hand(engine, state, 0, [card("Meridian")])
    state.mandos_passed = [[0]]
    assert aim_preview(engine, engine.view(state, 0), card("Meridian"), "N").outcome == "land"


def test_each_putt_result_is_previewed_in_words():
    assert preview(make_hole(), "Acorn", lie=(2, 3)).text == "Acorn thrown up: flies 2; the putt goes in"
    assert preview(make_hole(), "Pebble", lie=(2, 3)).text == \
        "Pebble thrown up: flies 1; the putt stops short of the basket"
    assert preview(make_hole(), "Acorn", lie=(2, 2)).text == \
        "Acorn thrown up: flies 2; the putt flies past the basket"
    shown = preview(make_hole(), "Ladybird", lie=(2, 3))           # BH: 2 up and 1 to the left
    assert shown.text == "Ladybird thrown up: flies 2, drifting 1 to the left; the putt flies past the basket"
    assert (shown.putt, shown.putt_result, shown.lateral) == (True, "past", -1)
    shown = preview(make_hole(), "Acorn", "E", lie=(2, 3))
    assert shown.text == "Acorn thrown right: flies 2; the putt misses to the side"


def test_a_drift_is_worded_as_the_card_lies_on_the_table():
    assert [screen_side(d, lat) for d in "NESW" for lat in (1, -1)] == [
        "to the right", "to the left", "down", "up", "to the left", "to the right", "up", "down"]
    assert preview(make_hole(), "Falconer", "E", lie=(0, 4)).text == \
        "Falconer thrown right: flies 3, drifting 2 down; lands safely"
    assert preview(make_hole(), "Falconer", "W", lie=(4, 4)).text == \
        "Falconer thrown left: flies 3, drifting 2 up; lands safely"
    assert preview(make_hole(), "Falconer", "S", lie=(2, 2)).text == \
        "Falconer thrown down: flies 3, drifting 2 to the left; lands safely"


def test_a_disc_that_cannot_move_is_previewed_with_no_drift():
    engine = rules_with(make_hole(("ggggg", "ggBgg", "ggggg", "ggggg", "ggggg", "ggggg", "gghgg", "ggTgg")))
    state = new(engine, 1)
    set_hand(engine, state, 0, [card("Minnow")])
    at(state, 0, 2, 6)
    state.rough[0] = True                                # in the bushes: -1 distance
    shown = aim_preview(engine, engine.view(state, 0), card("Minnow"), "N")
    assert (shown.distance, shown.lateral) == (0, -1)
    assert shown.text == "Minnow thrown up: flies 0; lands safely"


def test_one_more_luck_card_is_previewed_on_the_throw_in_progress():
    engine, state = game(1, ("Compass", "From Distance", "Clean Slate", "Lucky Skip"))
    at(state, 0, 2, 3)
    on_top(state, card("Shank"))
    engine.apply(state, ChooseThrow(card("Compass"), "N"))
    engine.apply(state, Throw())                         # Shank: 2 instead of 3, onto the basket
    view = engine.view(state, 0)
    assert luck_preview(engine, view, card("Lucky Skip")).text == "Compass thrown up: flies 3; lands safely"
    distance = luck_preview(engine, view, card("From Distance"))
    assert distance.text == "Compass thrown up: flies 2; goes in"
    assert (distance.outcome, distance.penalty, distance.target) == ("in", 0, cell_of(2, 1))
    slate = luck_preview(engine, view, card("Clean Slate"), card("Shank"))
    assert slate.target == cell_of(2, 0) and slate.distance == 3
    engine.apply(state, PlayLuck(card("From Distance")))
    view = engine.view(state, 0)
    assert luck_preview(engine, view, card("Lucky Skip")).outcome == "land"
    assert luck_preview(engine, view, card("Clean Slate"), card("Shank")).outcome == "land"


def test_green_flag_is_previewed_as_a_free_out_of_bounds():
    engine = rules_with(make_hole(WATER))
    state = new(engine, 1)
    set_hand(engine, state, 0, [card("Meridian"), card("Green Flag")])
    on_top(state, card("Hyzer Line"))
    engine.apply(state, ChooseThrow(card("Meridian"), "N"))
    engine.apply(state, Throw())
    shown = luck_preview(engine, engine.view(state, 0), card("Green Flag"))
    assert (shown.outcome, shown.penalty, shown.next_lie) == ("ob", 0, cell_of(2, 4))


def test_a_battle_card_is_previewed_on_the_rivals_throw():
    engine, state = game(2, ("Compass",), battle=True)
    set_hand(engine, state, 1, [card("Acorn"), card("Shank"), card("Flip Up")])
    at(state, 0, 2, 4)
    engine.apply(state, ChooseThrow(card("Compass"), "N"))
    engine.apply(state, Throw())
    view = engine.view(state, 1)
    shank = battle_preview(engine, view, card("Shank"))
    assert shank.text == "Compass thrown up: flies 2; lands safely"
    assert (shank.target, shank.outcome, shank.direction, shank.disc) == (cell_of(2, 2), "land", "N", card("Compass"))
    assert battle_preview(engine, view, card("Overthrow")).text == "Compass thrown up: flies 4; lands safely"
    assert battle_preview(engine, view, card("Flip Up")).target == cell_of(2, 1)


def test_a_putt_that_misses_out_of_bounds_says_what_it_costs():
    over = ("ggggg", "ggBgg", "ggggg", "ggggg", "ggggg", "ggggg", "ggggg", "ggTgg")
    shown = preview(make_hole(over), "Acorn", lie=(2, 2))          # past the basket: to the top row
    assert shown.text == "Acorn thrown up: flies 2; the putt flies past the basket"
    wet = ("ggwgg", "ggBgg", "ggggg", "ggggg", "ggggg", "ggggg", "ggggg", "ggTgg")
    shown = preview(make_hole(wet), "Acorn", lie=(2, 2))            # past the basket into water
    assert (shown.putt_result, shown.outcome, shown.penalty) == ("past", "ob", 1)
    assert shown.text == "Acorn thrown up: flies 2; the putt flies past the basket, out of bounds (+1)"


def test_a_putt_off_the_side_of_the_card_is_short_or_past_by_how_far_it_got():
    shown = preview(make_hole(), "Minnow", lie=(0, 3))       # one up, then off to the left
    assert (shown.target, shown.putt_result) == (-1, "wide")
    assert shown.text == "Minnow thrown up: flies 1, drifting 1 to the left; the putt misses to the side, " \
                         "out of bounds (+1)"
    shown = preview(make_hole(), "Wren", lie=(4, 3))          # level with the basket, then off to the right
    assert (shown.target, shown.putt_result, shown.next_lie) == (-1, "past", cell_of(4, 1))
    assert shown.text == "Wren thrown up: flies 2, drifting 1 to the right; the putt flies past the basket, " \
                         "out of bounds (+1)"
