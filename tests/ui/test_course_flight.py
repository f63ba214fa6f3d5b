"""The disc's pymunk flight: it always rests in the grid the engine chose, the same way each time."""

from __future__ import annotations

import random
import subprocess
import sys
from functools import lru_cache

from game.core.engine import GameConfig, RandomBot
from game.games.final_nine.bots import NormalBot
from game.games.final_nine.holes import HEIGHT, WIDTH, cell_of
from game.ui.course.flight import Throw, inside, simulate, target_square, throw_from_land
from tests.final_nine.helpers import rules

FLIGHTS = 1000


@lru_cache(maxsize=1)
def engine_throws() -> tuple[tuple[Throw, int], ...]:
    """Real landings from engine rounds: every level, solo and Battle, normal and random bots."""
    engine = rules()
    found: list[tuple[Throw, int]] = []
    seed = 0
    while len(found) < FLIGHTS:
        level = ("rec", "am", "pro")[seed % 3]
        players = 1 + seed % 2
        state = engine.new_game(GameConfig(players, {"level": level, "battle": players > 1,
                                                     "layout": "shuffled"}), seed)
        bots = [NormalBot(engine) if seed % 4 < 2 else RandomBot() for _ in range(players)]
        rng = random.Random(seed)
        while not engine.is_over(state) and len(found) < FLIGHTS:
            hole = engine.hole(state.holes[state.hole_index])
            seat = engine.current_player(state)
            action = bots[seat].choose(engine.view(state, seat), engine.legal_actions(state), rng)
            state, events = engine.apply(state, action)
            found.extend((throw_from_land(e.data, hole.grid), hole.number)
                         for e in events if e.kind == "land")
        seed += 1
    return tuple(found[:FLIGHTS])


def test_every_flight_rests_inside_the_landing_grid_the_engine_chose():
    throws = engine_throws()
    assert len({hole for _, hole in throws}) == 18
    surfaces = {throw.surface for throw, _ in throws}
    assert {"g", "w", "edge", "B"} <= surfaces
    misses = []
    for index, (throw, hole) in enumerate(throws):
        path = simulate(throw, seed=index)
        if not inside(path.rest, target_square(throw)):
            misses.append((hole, throw, path.rest))
    assert not misses, misses[:5]


def test_a_flight_off_the_card_rests_beyond_the_edge_it_crossed():
    throw = Throw((cell_of(3, 2), cell_of(4, 2)), -1, "edge", "E")
    path = simulate(throw, seed=4)
    x, y = path.rest
    assert x > WIDTH and 2 < y < 3 and path.marks[-1].kind == "out"
    assert not (0 <= x <= WIDTH and 0 <= y <= HEIGHT)


def test_the_same_seed_gives_the_same_flight_and_another_seed_another():
    throw = Throw((cell_of(2, 7), cell_of(2, 6), cell_of(2, 5), cell_of(2, 4), cell_of(1, 4)),
                  cell_of(1, 4), "g", "N")
    first, again, other = simulate(throw, 11), simulate(throw, 11), simulate(throw, 12)
    assert first == again
    assert first.points != other.points
    assert inside(other.rest, target_square(throw))


def test_a_same_seed_flight_is_identical_in_another_process():
    code = ("from game.ui.course.flight import Throw, simulate;"
            "print(simulate(Throw((37, 32, 27, 22, 21), 21, 'g', 'N'), 5).points[-1])")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    here = simulate(Throw((37, 32, 27, 22, 21), 21, "g", "N"), 5).points[-1]
    assert out.stdout.strip() == str(here)


def test_the_flight_module_never_imports_pygame():
    code = "import sys, game.ui.course.flight; print('pygame' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


def _marks(throw: Throw) -> list[str]:
    return [mark.kind for mark in simulate(throw, 3).marks]


def test_each_surface_makes_its_sound_mark_where_the_disc_lands():
    north = (cell_of(2, 7), cell_of(2, 6), cell_of(2, 5))
    assert "splash" in _marks(Throw(north, cell_of(2, 5), "w", "N"))
    assert "clatter" in _marks(Throw(north, cell_of(2, 5), "s", "N"))
    assert "rustle" in _marks(Throw(north, cell_of(2, 5), "h", "N"))
    assert "chains" in _marks(Throw(north, cell_of(2, 5), "B", "N", holed=True))
    assert "chains" not in _marks(Throw(north, cell_of(2, 5), "B", "N", drop_in=True))
    assert _marks(Throw(north, cell_of(2, 5), "g", "N"))[0] == "landed"


def test_the_disc_is_in_the_air_then_on_the_ground_and_the_replay_takes_one_to_two_seconds():
    throw = Throw((cell_of(2, 7), cell_of(2, 6), cell_of(2, 5), cell_of(2, 4)), cell_of(2, 4),
                  "g", "N")
    path = simulate(throw, 2)
    landed = next(m for m in path.marks if m.kind == "landed")
    assert max(path.heights[:landed.step]) > 0.3 and path.heights[-1] == 0.0
    assert 0.8 <= path.seconds <= 2.5
    assert path.at(path.seconds * 2, speed=2.0)[:2] == path.rest      # twice as fast, same end
    assert path.at(0.0)[:2] == (2.5, 7.5)


def test_a_fading_flight_curves_the_way_of_its_fade():
    # North then two grids east (a forehand fade): the disc drifts right late in the flight.
    throw = Throw((cell_of(1, 7), cell_of(1, 6), cell_of(1, 5), cell_of(1, 4), cell_of(2, 4),
                   cell_of(3, 4)), cell_of(3, 4), "g", "N")
    path = simulate(throw, 0)
    landed = next(m for m in path.marks if m.kind == "landed").step
    xs = [x for x, _ in path.points[:landed]]
    half = landed // 2
    assert xs[half] - xs[0] < (xs[-1] - xs[half])      # most of the drift comes late
    assert xs[-1] > 3.0


def test_a_fade_off_the_card_at_a_corner_leaves_by_the_side_it_faded_to():
    # Four grids north to the top row, then a fade east: off the east edge, not the top one.
    path = (cell_of(4, 4), cell_of(4, 3), cell_of(4, 2), cell_of(4, 1), cell_of(4, 0))
    faded = Throw(path, -1, "edge", "N", lateral=1, distance=4)
    assert target_square(faded) == (5, 0, 6.0, 1.0)
    straight = Throw(path[2:], -1, "edge", "N", lateral=1, distance=4)   # left during the drive
    assert target_square(straight) == (4, -1, 5.0, 0.0)
    assert inside(simulate(faded, 1).rest, target_square(faded))
