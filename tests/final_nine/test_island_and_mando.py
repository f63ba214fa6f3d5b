"""Islands and mandos over a whole hole: the island line only binds the tee shot, and a mando
passed on a throw that is a miss (another mando missed, the island missed) is not counted as
passed."""

from __future__ import annotations

from game.games.final_nine.holes import Mando, cell_of
from tests.final_nine.helpers import card, make_hole, new, rules_with, set_hand
from tests.final_nine.test_rules import throw

NEAR_TEE = ("ggggg", "ggBgg", "ggggg", "ggggg", "ggTgg", "ggggg", "ggggg", "ggggg")
ISLAND = frozenset({cell_of(c, 1) for c in range(5)} | {cell_of(c, 2) for c in range(5)})


def test_after_landing_on_the_island_the_next_throw_may_leave_it():
    engine = rules_with(make_hole(NEAR_TEE, island=ISLAND, drop_zone=cell_of(2, 6)))
    state = new(engine, 1)
    set_hand(engine, state, 0, [card("Drifter"), card("Compass")])
    throw(engine, state, card("Drifter"))                 # 2 up, 1 to the left: onto the island
    assert state.lie[0] == cell_of(1, 2) and state.strokes[0] == 1
    events = throw(engine, state, card("Compass"), "S")   # 3 down: off the island, on grass
    land = next(e for e in events if e.kind == "land")
    assert land.text == "Seat 0 lands safely."
    assert state.lie[0] == cell_of(1, 5) and state.strokes[0] == 2


def test_a_mando_passed_on_a_throw_that_misses_another_mando_is_not_counted():
    passed_right, missed = Mando((3, 6), "west"), Mando((2, 4), "west")
    engine = rules_with(make_hole(mandos=(passed_right, missed)))
    state = new(engine, 1)
    set_hand(engine, state, 0, [card("Meridian")])
    events = throw(engine, state, card("Meridian"))
    assert next(e for e in events if e.kind == "land").data["outcome"] == "mando"
    assert state.lie[0] == cell_of(2, 7) and state.mandos_passed == [[]]


def test_a_mando_passed_on_a_throw_that_misses_the_island_is_not_counted():
    engine = rules_with(make_hole(island=ISLAND, drop_zone=cell_of(2, 5), mandos=(Mando((3, 6), "west"),)))
    state = new(engine, 1)
    set_hand(engine, state, 0, [card("Compass")])
    events = throw(engine, state, card("Compass"))       # 3 up: past the mando, short of the island
    assert next(e for e in events if e.kind == "land").data["outcome"] == "island"
    assert state.mandos_passed == [[]]


def test_a_save_from_before_mandos_were_tracked_counts_a_mando_passed_after_it_is_resumed():
    engine = rules_with(make_hole(mandos=(Mando((3, 5), "west"),)))
    state = new(engine, 2)
    data = engine.state_to_json(state)
    del data["mandos_passed"]
    state = engine.state_from_json(data)
    assert state.mandos_passed == []
    for seat in (0, 1):
        set_hand(engine, state, seat, [card(("Meridian", "Polaris")[seat])])
        throw(engine, state, state.hands[seat][0])        # 4 up: past the mando on its right side
    assert state.mandos_passed == [[0], [0]]
    assert engine.view(state, 1).mandos_passed == ((0,), (0,))


def test_a_throw_replayed_after_a_missed_mando_keeps_the_rough_it_was_thrown_from():
    engine = rules_with(make_hole(mandos=(Mando((2, 5), "west"),)))
    state = new(engine, 1)
    set_hand(engine, state, 0, [card("Compass"), card("Meridian")])
    state.rough[0], state.throws[0] = True, 1        # a Heavy Rough on the throw before: -1 distance
    events = throw(engine, state, card("Meridian"))   # 4 - 1 = 3 up: across the mando on its wrong side
    land = next(e for e in events if e.kind == "land")
    assert (land.data["outcome"], land.data["distance"]) == ("mando", 3)
    assert state.lie[0] == cell_of(2, 7) and state.rough[0]
    events = throw(engine, state, card("Compass"), "W")   # replayed from the tee, still slowed
    assert next(e for e in events if e.kind == "land").data["distance"] == 2
    assert not state.rough[0]
