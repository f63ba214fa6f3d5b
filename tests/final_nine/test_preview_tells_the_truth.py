"""The previews of one more card tell the truth: for throws in progress of every kind (PRO wind,
a slowed lie, an island tee shot, a mando already passed, a card already cancelled, a putt), the
Battle-card and Luck-card previews show exactly the flight, landing, cost and next lie that the
engine then plays."""

from __future__ import annotations

import pytest

from game.games.final_nine.actions import BattleCard, ChooseThrow, NoBattleCard, PlayLuck, Refill, Throw
from game.games.final_nine.flow import refill_range
from game.games.final_nine.holes import Mando, cell_of
from game.games.final_nine.preview import battle_preview, luck_preview
from tests.final_nine.helpers import card, make_hole, new, on_top, rules_with, set_hand

ISLAND = frozenset({cell_of(c, 1) for c in range(5)} | {cell_of(c, 2) for c in range(5)})
WATER = ("ggggg", "ggBgg", "ggggg", "wwwww", "ggggg", "ggggg", "ggggg", "ggTgg")

# (name, hole, level, lie (col, row) or None for the tee, rough, disc, direction, mandos passed)
SCENES = [
    ("pro wind", make_hole(), "pro", (2, 6), False, "Compass", "N", []),
    ("slowed lie", make_hole(), "am", (1, 6), True, "Falconer", "N", []),
    ("island tee shot", make_hole(island=ISLAND, drop_zone=cell_of(2, 6)), "am", None, False, "Compass", "N", []),
    ("mando passed", make_hole(mandos=(Mando((2, 5), "west"),)), "am", None, False, "Meridian", "N", [0]),
    ("mando to pass", make_hole(mandos=(Mando((2, 5), "west"),)), "am", None, False, "Meridian", "N", []),
    ("into water", make_hole(WATER), "am", None, False, "Compass", "N", []),
    ("a putt", make_hole(), "am", (2, 3), False, "Acorn", "N", []),
    ("a putt from the side", make_hole(), "am", (4, 2), False, "Wren", "W", []),
]


def throw_in_progress(scene, battle):
    _, hole, level, lie, rough, disc, direction, passed = scene
    engine = rules_with(hole)
    state = new(engine, 2, level=level, battle=battle, seed=7)
    set_hand(engine, state, 0, [card(disc), card("Lucky Skip"), card("Kick Back"), card("Clean Slate")])
    set_hand(engine, state, 1, [card("Pebble"), card("Shank"), card("Turnover"), card("Foot Fault")])
    if lie:
        state.lie[0], state.throws[0] = cell_of(*lie), 1
    state.rough[0] = rough
    state.mandos_passed = [list(passed), []]
    on_top(state, card("Hyzer Line"))
    engine.apply(state, ChooseThrow(card(disc), direction))
    engine.apply(state, Throw())
    return engine, state


def landing_after(engine, state, action):
    engine.apply(state, action)
    if state.phase == "luck":
        lo, _ = refill_range(state, state.thrower)
        _, events = engine.apply(state, Refill(lo))
        return next(e for e in events if e.kind == "land").data
    raise AssertionError(state.phase)


def agrees(shown, landed):
    assert (shown.path, shown.target, shown.outcome, shown.next_lie) == \
        (tuple(landed["path"]), landed["landing"], landed["outcome"], landed["cell"])
    assert (shown.distance, shown.lateral, shown.direction) == (landed["distance"], landed["lateral"],
                                                                landed["direction"])


@pytest.mark.parametrize("scene", SCENES, ids=[s[0] for s in SCENES])
@pytest.mark.parametrize("battle_card", ["Shank", "Turnover"])
def test_a_battle_card_preview_is_what_the_engine_plays(scene, battle_card):
    engine, state = throw_in_progress(scene, battle=True)
    assert state.phase == "battle"
    shown = battle_preview(engine, engine.view(state, 1), card(battle_card))
    if engine.why_illegal(state, BattleCard(card(battle_card))):
        return                                          # not allowed on this throw (a putt): nothing to show
    assert shown.putt == state.putt
    landed = landing_after(engine, state, BattleCard(card(battle_card)))
    agrees(shown, landed)
    assert shown.penalty == landed["penalty"]


@pytest.mark.parametrize("scene", SCENES, ids=[s[0] for s in SCENES])
@pytest.mark.parametrize("luck", ["Lucky Skip", "Kick Back"])
def test_a_luck_card_preview_is_what_the_engine_plays(scene, luck):
    engine, state = throw_in_progress(scene, battle=True)
    added = BattleCard(card("Turnover"))
    engine.apply(state, NoBattleCard() if engine.why_illegal(state, added) else added)
    shown = luck_preview(engine, engine.view(state, 0), card(luck))
    assert shown.putt == state.putt
    landed = landing_after(engine, state, PlayLuck(card(luck)))
    agrees(shown, landed)
    assert shown.penalty == landed["penalty"]


@pytest.mark.parametrize("scene", SCENES, ids=[s[0] for s in SCENES])
def test_a_clean_slate_preview_is_what_the_engine_plays(scene):
    engine, state = throw_in_progress(scene, battle=True)
    if engine.why_illegal(state, BattleCard(card("Shank"))):
        return
    engine.apply(state, BattleCard(card("Shank")))
    shown = luck_preview(engine, engine.view(state, 0), card("Clean Slate"), card("Shank"))
    landed = landing_after(engine, state, PlayLuck(card("Clean Slate"), card("Shank")))
    agrees(shown, landed)
