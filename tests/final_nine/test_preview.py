"""The aim preview: pattern, target and (for a putt) in, short, past or wide, before the throw."""

from __future__ import annotations

from game.games.final_nine.actions import ChooseThrow, PlayLuck, PlaySkill, Refill, Throw
from game.games.final_nine.holes import cell_of
from game.games.final_nine.preview import aim_preview, holing_throws, luck_preview, putting_range
from tests.final_nine.helpers import at, card, make_hole, new, on_top, rules, rules_with, set_hand


def _game(*hand, lie=(2, 3)):
    engine = rules_with(make_hole())              # basket (2,1), tee (2,7), open grass
    state = new(engine, 1)
    set_hand(engine, state, 0, [card(name) for name in hand])
    at(state, 0, *lie)
    return engine, state


def test_a_two_grid_putter_one_grid_from_the_basket_is_shown_flying_past():
    engine, state = _game("Acorn", "Pebble", lie=(2, 2))
    shown = aim_preview(engine, engine.view(state, 0), card("Acorn"), "N")
    assert shown.putt and shown.putt_result == "past" and shown.target == cell_of(2, 0)
    assert "flies past" in shown.text
    assert aim_preview(engine, engine.view(state, 0), card("Pebble"), "N").putt_result == "in"


def test_the_preview_says_short_wide_and_in_for_putts():
    engine, state = _game("Pebble", "Acorn", "Minnow", lie=(2, 4))
    view = engine.view(state, 0)
    assert aim_preview(engine, view, card("Pebble"), "N").putt_result == "short"
    assert aim_preview(engine, view, card("Minnow"), "N").putt_result == "short"
    assert aim_preview(engine, view, card("Acorn"), "E").putt_result == "wide"
    engine2, state2 = _game("Acorn", lie=(2, 3))
    assert aim_preview(engine2, engine2.view(state2, 0), card("Acorn"), "N").putt_result == "in"


def test_which_choice_holes_out_is_listed():
    engine, state = _game("Acorn", "Pebble", "Compass", lie=(2, 2))
    assert holing_throws(engine, engine.view(state, 0)) == [(card("Pebble"), "N")]


def test_a_skill_moves_the_preview_and_the_engine_agrees_with_it():
    engine, state = _game("Compass", "Run-Up", lie=(2, 7))
    view = engine.view(state, 0)
    plain = aim_preview(engine, view, card("Compass"), "N")
    boosted = aim_preview(engine, view, card("Compass"), "N", (card("Run-Up"),))
    assert (plain.distance, boosted.distance) == (3, 4)
    assert plain.path == (cell_of(2, 7), cell_of(2, 6), cell_of(2, 5), cell_of(2, 4))
    assert boosted.target == cell_of(2, 3) and not boosted.putt and boosted.putt_result == ""
    on_top(state, card("Low Ceiling"))
    engine.apply(state, ChooseThrow(card("Compass"), "N"))
    engine.apply(state, PlaySkill(card("Run-Up")))
    engine.apply(state, Throw())
    engine.apply(state, Refill(0))
    assert state.lie[0] == boosted.next_lie


def test_the_preview_warns_of_out_of_bounds_and_a_building():
    engine = rules()
    state = new(engine, 1, level="am")
    state.hole_index = 3                                # hole 4: the chapel walls
    set_hand(engine, state, 0, [card("Meridian")])
    at(state, 0, 1, 5)
    shown = aim_preview(engine, engine.view(state, 0), card("Meridian"), "N")
    assert shown.outcome == "ob" and shown.penalty == 1 and shown.next_lie == cell_of(1, 5)
    assert "hits a building" in shown.text
    east = aim_preview(engine, engine.view(state, 0), card("Meridian"), "E")
    assert east.target == -1 and east.outcome == "ob"


def test_the_preview_includes_the_pro_wind():
    engine, state = _game("Compass", lie=(2, 7))
    state.level = "pro"
    state.wind = 0                                      # blowing N: +1 along the throw
    assert aim_preview(engine, engine.view(state, 0), card("Compass"), "N").distance == 4
    assert aim_preview(engine, engine.view(state, 0), card("Compass"), "S").distance == 2


def test_putting_range_is_two_grids_round_the_basket_or_three_straight():
    engine, state = _game("Acorn")
    cells = putting_range(engine, engine.view(state, 0))
    assert cell_of(2, 3) in cells and cell_of(4, 3) in cells and cell_of(2, 4) in cells
    assert cell_of(2, 1) not in cells and cell_of(4, 4) not in cells and cell_of(2, 5) not in cells


def test_a_luck_card_shows_the_adjusted_landing_before_it_is_played():
    engine, state = _game("Compass", "Lucky Skip", "Clean Slate", lie=(2, 7))
    on_top(state, card("Shank"))
    engine.apply(state, ChooseThrow(card("Compass"), "N"))
    engine.apply(state, Throw())                       # Shank: 2 instead of 3
    view = engine.view(state, 0)
    skip = luck_preview(engine, view, card("Lucky Skip"))
    slate = luck_preview(engine, view, card("Clean Slate"))
    assert skip.target == slate.target == cell_of(2, 4)
    engine.apply(state, PlayLuck(card("Lucky Skip")))
    engine.apply(state, Refill(0))
    assert state.lie[0] == skip.next_lie
