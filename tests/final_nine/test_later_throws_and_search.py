"""Two rules the engine's helpers hold for the bots, each seen from its caller's side.

- geometry: a throw resolved without saying it is the tee shot (every throw after the tee, as the
  normal bot weighs its next throws) is never held to the island line;
- engine: the hard bot's search, given the normal bot's move, weighs only the other ways of
  making that same step of the throw (another disc or direction, another Skill or the throw,
  another Luck or the turned card, another Battle card or none), never a redraw, a swap, a trade
  or a refill; and it values a position by the strokes it costs, even on an engine asked for
  the first time (its valuer is made on the first question, so the engine is built in the test).
"""

from __future__ import annotations

from game.games.final_nine.actions import (
    ApplyDrawn,
    BattleCard,
    ChooseThrow,
    NoBattleCard,
    PlayLuck,
    PlaySkill,
    Redraw,
    Refill,
    SwapDisc,
    Throw,
)
from game.games.final_nine.geometry import ISLAND, LAND, HoleGeometry, resolve
from game.games.final_nine.holes import cell_of
from tests.final_nine.helpers import card, make_hole, new, rules

N, S = 0, 2
ISLAND_ROWS = frozenset({cell_of(c, 1) for c in range(5)} | {cell_of(c, 2) for c in range(5)})


def test_a_throw_after_the_tee_shot_is_never_held_to_the_island_line():
    geom = HoleGeometry(make_hole(island=ISLAND_ROWS, drop_zone=cell_of(2, 6)), "am")
    lie = cell_of(2, 2)                                        # in the island, after the tee shot
    out_of_it = geom.trace(lie, S, 3, 0)                       # back down to (2, 5), outside the line
    later = resolve(geom, lie, out_of_it, putter=False)
    assert (later.kind, later.cell, later.penalty) == (LAND, cell_of(2, 5), 0)
    tee_shot = resolve(geom, geom.tee, geom.trace(geom.tee, N, 2, 0), putter=False, island_check=True)
    assert (tee_shot.kind, tee_shot.cell, tee_shot.penalty) == (ISLAND, cell_of(2, 6), 1)


def test_the_hard_bot_weighs_only_other_ways_of_making_the_same_step_of_the_throw():
    engine = rules()
    compass, acorn, run_up, skip, shank = (card(n) for n in ("Compass", "Acorn", "Run-Up", "Lucky Skip", "Shank"))
    others = [Redraw(compass, True), SwapDisc(acorn), ChooseThrow(compass, "N"), ChooseThrow(acorn, "E"),
              PlaySkill(run_up), Throw(), PlayLuck(skip), ApplyDrawn(), BattleCard(shank), NoBattleCard(),
              Refill(1)]
    assert engine.search_candidates(ChooseThrow(acorn, "N"), others) == [ChooseThrow(compass, "N"),
                                                                         ChooseThrow(acorn, "E")]
    assert engine.search_candidates(Throw(), others) == [PlaySkill(run_up), Throw()]
    assert engine.search_candidates(ApplyDrawn(), others) == [PlayLuck(skip), ApplyDrawn()]
    assert engine.search_candidates(NoBattleCard(), others) == [BattleCard(shank), NoBattleCard()]
    assert engine.search_candidates(Refill(0), others) == []
    assert engine.search_candidates(Redraw(compass, False), others) == []


def test_a_fresh_engine_values_a_position_by_the_strokes_it_costs():
    engine = rules()                                           # new here: no valuer made yet
    state = new(engine, 2, holes=9, seed=3)
    worse = engine.clone(state)
    worse.strokes[0] += 2                                      # two penalty strokes for seat 0
    assert engine.search_value(worse, 0) < engine.search_value(state, 0)
    assert engine.search_value(worse, 1) > engine.search_value(state, 1)
