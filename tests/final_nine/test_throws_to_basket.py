"""The throws-to-basket map (the normal bot's sense of a lie, and the proof every hole can be
finished): its bare flights add up exactly like the engine's, and on a plain hole it counts the
throws a player would need from each grid."""

from __future__ import annotations

from game.games.final_nine.cards import flight_params
from game.games.final_nine.geometry import HoleGeometry
from game.games.final_nine.holes import cell_of
from game.games.final_nine.valuemap import (
    UNREACHABLE,
    GenericFlight,
    bare_params,
    generic_flights,
    throws_to_basket,
)
from tests.final_nine.helpers import content, make_hole


def flight_of(disc) -> GenericFlight:
    return GenericFlight(disc.distance, disc.fade, -1 if disc.hand == "BH" else 1, disc.is_putter,
                         disc.immune_bushes, disc.immune_wind)


def test_a_bare_flight_adds_up_like_the_engine_for_every_disc_way_wind_and_lie():
    for disc in content().cards[:content().disc_count]:
        for direction in range(4):
            for wind in (-1, 0, 1, 2, 3):
                for bushes in (False, True):
                    assert bare_params(flight_of(disc), direction, wind, bushes) == \
                        flight_params(content(), disc.id, direction, [], [], wind, bushes), disc.name


def test_the_pack_gives_one_bare_flight_per_distinct_disc():
    flights = generic_flights(content())
    discs = content().cards[:content().disc_count]
    assert set(flights) == {flight_of(d) for d in discs}
    assert len(flights) == len(set(flights))
    assert flights[0] == flight_of(discs[0])


def test_on_an_open_hole_the_map_counts_the_throws_from_each_grid():
    water = ("ggggg", "ggBgg", "ggggg", "ggggg", "ggggg", "ggwgg", "ggggg", "ggTgg")
    hole = make_hole(water)
    values = throws_to_basket(HoleGeometry(hole, "am"), generic_flights(content()), -1)
    assert values[hole.basket] == 0.0
    assert values[cell_of(2, 3)] == 1.0            # a two-grid putt
    assert values[cell_of(2, 5)] == UNREACHABLE    # water: no one throws from there
    assert values[cell_of(2, 7)] == 2.0            # a drive of four, then a putt of two
    assert values[cell_of(0, 0)] == 1.0            # a forehand putt of two that fades one onto it
    assert values[cell_of(0, 3)] == 2.0


def test_bushes_cost_a_grid_so_a_putt_from_them_falls_short():
    plain = throws_to_basket(HoleGeometry(make_hole(), "am"), generic_flights(content()), -1)
    bushy = make_hole(("ggggg", "ggBgg", "hhhhh", "hhhhh", "hhhhh", "ggggg", "ggggg", "ggTgg"))
    values = throws_to_basket(HoleGeometry(bushy, "am"), generic_flights(content()), -1)
    for grid in ((0, 2), (4, 2), (1, 3), (3, 3)):      # one putt on open grass, two from the bushes
        assert (plain[cell_of(*grid)], values[cell_of(*grid)]) == (1.0, 2.0), grid
    assert values[cell_of(2, 3)] == plain[cell_of(2, 3)] == 1.0     # a straight putt of two still reaches


def test_an_island_only_asks_more_of_the_tee_shot():
    plain = throws_to_basket(HoleGeometry(make_hole(), "am"), generic_flights(content()), -1)
    island = {cell_of(c, r) for c in range(5) for r in (1, 2)}
    hole = make_hole(island=island, drop_zone=cell_of(2, 5))
    values = throws_to_basket(HoleGeometry(hole, "am"), generic_flights(content()), -1)
    assert (plain[hole.tee], values[hole.tee]) == (2.0, 4.0)   # a tee shot short of it goes to the drop zone, +1
    others = [cell for cell in range(len(values)) if cell != hole.tee]
    assert [values[cell] for cell in others] == [plain[cell] for cell in others]
