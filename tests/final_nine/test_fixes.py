"""Issue 11 point 8: rules and content fixes found by playing the rules against the rulebook."""

from __future__ import annotations

from collections import Counter

import pytest

from game.core.engine import IllegalAction
from game.games.final_nine.actions import ChooseThrow, PlayLuck, PlaySkill, Refill, Throw
from game.games.final_nine.flow import current_flight, pickup_at, refill_range
from game.games.final_nine.holes import Mando, cell_of
from tests.final_nine.helpers import at, card, content, make_hole, new, on_top, rules, rules_with, set_hand

NEUTRAL = "Low Ceiling"


def _throw(engine, state, disc, direction="N", draw=NEUTRAL, lucks=()):
    on_top(state, card(draw))
    engine.apply(state, ChooseThrow(disc, direction))
    _, events = engine.apply(state, Throw())
    for luck in lucks:
        events += engine.apply(state, luck)[1]
    lo, _ = refill_range(state, state.thrower)
    return events + engine.apply(state, Refill(lo))[1]


# --- structures --------------------------------------------------------------------------
def test_a_throw_into_the_chapel_wall_is_out_of_bounds_and_replayed_from_before_it():
    engine = rules()
    state = new(engine, 1, level="am")                  # hole 4 is the fourth hole in order
    state.hole_index = 3
    state.lie[0] = cell_of(1, 5)
    state.throws[0] = 1
    set_hand(engine, state, 0, [card("Meridian"), card("Pebble")])
    events = _throw(engine, state, card("Meridian"))
    land = next(e for e in events if e.kind == "land")
    assert land.data["outcome"] == "ob" and land.data["struck"]
    assert "hits the building" in land.text
    assert state.lie[0] == cell_of(1, 5) and state.strokes[0] == 2


# --- mandos -------------------------------------------------------------------------------
def test_passing_a_mando_once_satisfies_it_for_the_rest_of_the_hole():
    engine = rules_with(make_hole(mandos=(Mando((2, 4), "west"),)))
    state = new(engine, 1)
    set_hand(engine, state, 0, [card("Compass"), card("Acorn"), card("Pebble")])
    at(state, 0, 1, 5)
    _throw(engine, state, card("Compass"))             # (1,5) -> (1,2): west of the corner
    assert state.mandos_passed[0] == [0] and state.strokes[0] == 1
    at(state, 0, 3, 5)                                 # pretend a long walk back below the line
    _throw(engine, state, card("Acorn"))               # (3,5) -> (3,3): the wrong side, but passed
    assert state.lie[0] == cell_of(3, 3) and state.strokes[0] == 2
    assert engine.view(state, 0).mandos_passed == ((0,),)


def test_hole_seven_south_back_across_a_mando_line_is_not_a_miss():
    engine = rules()
    state = new(engine, 1, level="am")
    state.hole_index = 6
    at(state, 0, 3, 2)                                 # above the y=3 line, east of its corner
    set_hand(engine, state, 0, [card("Acorn"), card("Pebble")])
    events = _throw(engine, state, card("Acorn"), direction="S")
    assert next(e for e in events if e.kind == "land").data["outcome"] == "land"
    assert state.lie[0] == cell_of(3, 4) and state.strokes[0] == 1


def test_a_mando_can_name_its_direction_in_the_hole_file(tmp_path):
    from game.core.loading.content import Problems
    from game.games.final_nine.holes import load_holes
    text = (content_dir() / "hole07.yaml").read_text()
    text = text.replace("{corner: [3, 3], side: west}", "{corner: [3, 3], side: west, direction: south}")
    for source in content_dir().glob("hole*.yaml"):
        (tmp_path / source.name).write_text(text if source.name == "hole07.yaml" else source.read_text())
    problems = Problems()
    holes = load_holes(tmp_path, problems)
    assert not problems, problems.lines()
    assert holes[6].mandos[1].direction == "S"
    (tmp_path / "hole07.yaml").write_text(text.replace("direction: south", "direction: up"))
    problems = Problems()
    load_holes(tmp_path, problems)
    assert any("hole07.yaml:" in line and "'direction'" in line for line in problems.lines())


def content_dir():
    from game.paths import CONTENT_DIR
    return CONTENT_DIR / "final_nine" / "holes"


# --- wind ---------------------------------------------------------------------------------
def _game(level, disc="Compass", hand=(), draw=NEUTRAL):
    engine = rules_with(make_hole())
    state = new(engine, 1, level=level)
    set_hand(engine, state, 0, [card(disc), *(card(name) for name in hand)])
    state.wind = -1
    on_top(state, card(draw))
    return engine, state


def test_rec_ignores_the_wind_so_a_turned_gust_does_nothing():
    engine, state = _game("rec", draw="Headwind Gust")
    engine.apply(state, ChooseThrow(card("Compass"), "N"))
    _, events = engine.apply(state, Throw())
    turned = next(e for e in events if e.kind == "throw_card")
    assert "REC ignores the wind" in turned.text and not turned.data["applied"]
    assert current_flight(engine, state)[2:] == (3, 0)


def test_rec_refuses_wind_skills_and_luck_from_the_hand():
    engine, state = _game("rec", hand=["Tailwind Read", "Friendly Gust"])
    engine.apply(state, ChooseThrow(card("Compass"), "N"))
    assert PlaySkill(card("Tailwind Read")) not in engine.legal_actions(state)
    with pytest.raises(IllegalAction, match="REC ignores the wind"):
        engine.apply(state, PlaySkill(card("Friendly Gust")))


def test_at_am_a_wind_card_is_a_gust_that_acts_as_printed():
    engine, state = _game("am", hand=["Tailwind Read"], draw="Headwind Gust")
    engine.apply(state, ChooseThrow(card("Compass"), "N"))
    engine.apply(state, PlaySkill(card("Tailwind Read")))
    engine.apply(state, Throw())
    assert current_flight(engine, state)[2:] == (3, 0)      # +1 read, -1 headwind


def test_pro_wind_is_equally_likely_from_each_direction():
    engine = rules()
    counts = Counter(new(engine, 1, level="pro", seed=seed).wind for seed in range(800))
    assert set(counts) == {0, 1, 2, 3}
    assert all(150 <= n <= 250 for n in counts.values()), counts


def test_the_hole_one_wind_event_is_kept_for_the_opening():
    engine = rules()
    state = new(engine, 2, level="pro", seed=3)
    opening = engine.opening_events(state)
    kinds = [e.kind for e in opening]
    assert kinds.count("deal") == 4 and "hole" in kinds and kinds[-1] == "turn"
    wind = next(e for e in opening if e.kind == "wind")
    assert wind.data["wind"] == "NESW"[state.wind] and wind.cards == (state.wind_card,)
    restored = engine.state_from_json(engine.state_to_json(state))
    assert [e.to_json() for e in engine.opening_events(restored)] == [e.to_json() for e in opening]


def test_a_save_from_before_the_new_fields_still_loads():
    engine = rules()
    data = engine.state_to_json(new(engine, 1))
    for name in ("mandos_passed", "effects", "opening"):
        del data[name]
    state = engine.state_from_json(data)
    assert engine.opening_events(state) == [] and engine.legal_actions(state)


# --- pars -------------------------------------------------------------------------------
def test_par_is_read_per_level_from_the_hole_card():
    engine = rules()
    hairpin = engine.hole(14)
    assert hairpin.par_for("rec") < hairpin.par_for("am") <= hairpin.par_for("pro")
    for level in ("rec", "am", "pro"):
        state = new(engine, 1, level=level, holes=18)
        state.hole_index = 13
        assert engine.view(state, 0).par == hairpin.par_for(level)


def test_the_scorecard_and_the_pickup_use_the_levels_par():
    engine = rules_with(make_hole())
    hole = engine.hole(1)
    state = new(engine, 1, level="rec")
    opening = engine.opening_events(state)
    assert next(e for e in opening if e.kind == "hole").data["par"] == hole.par_for("rec")
    set_hand(engine, state, 0, [card("Acorn")])
    at(state, 0, 2, 3)
    _throw(engine, state, card("Acorn"))
    assert state.pars == [hole.par_for("rec")]
    assert pickup_at(hole.par_for("rec")) > hole.par_for("rec")


# --- events and the view ------------------------------------------------------------------
def test_clean_slate_names_the_card_it_cancels():
    engine, state = _game("am", hand=["Clean Slate"], draw="Shank")
    engine.apply(state, ChooseThrow(card("Compass"), "N"))
    engine.apply(state, Throw())
    _, events = engine.apply(state, PlayLuck(card("Clean Slate"), card("Shank")))
    played = next(e for e in events if e.kind == "luck")
    assert "Clean Slate on Shank" in played.text and played.data["cancels"] == card("Shank")


def test_the_landing_event_carries_the_direction_and_the_disc():
    engine, state = _game("am")
    on_top(state, card(NEUTRAL))
    engine.apply(state, ChooseThrow(card("Compass"), "W"))
    engine.apply(state, Throw())
    _, events = engine.apply(state, Refill(0))
    land = next(e for e in events if e.kind == "land")
    assert land.data["direction"] == "W" and land.data["disc"] == card("Compass")


def test_the_view_lists_effect_only_cards_on_the_throw():
    engine, state = _game("am", disc="Compass", hand=["From Distance", "Clean Slate"], draw="Shank")
    at(state, 0, 2, 4)
    engine.apply(state, ChooseThrow(card("Compass"), "N"))
    engine.apply(state, Throw())
    engine.apply(state, PlayLuck(card("Clean Slate"), card("Shank")))
    engine.apply(state, PlayLuck(card("From Distance")))
    view = engine.view(state, 0)
    assert view.effects == (card("Clean Slate"), card("From Distance"))
    assert engine.public_view(state)["throw"]["effects"] == list(view.effects)


def test_the_pickup_cap_is_above_par_at_every_level():
    for hole in content().holes:
        for level in ("rec", "am", "pro"):
            assert pickup_at(hole.par_for(level)) >= hole.par_for(level) + 3
