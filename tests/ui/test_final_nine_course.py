"""The Final Nine course on the table: par per level on screen, the tile renderer's hole, flights
deterministic per game, and the words a new player needs (issue 15's Final Nine points)."""

from __future__ import annotations

from game.ui.tables.final_nine.course import flight_seed
from tests.ui.test_final_nine_table import make_table, run_until, settle_on_human


def test_the_header_and_hole_banner_show_the_par_of_the_level_played(app):
    table = make_table(app, players=1, level="pro")
    settle_on_human(app, table)
    view = table.view()
    hole = table.rules.hole(view.hole)
    assert table.hole_par() == view.par == hole.par_for("pro")
    differs = [h for h in table.rules.content.holes if h.par_for("pro") != h.par]
    assert differs, "content has holes whose PRO par is not the AM par"
    assert table.hole_par(differs[0].number) == differs[0].par_for("pro")


def test_a_pickup_banner_names_the_cap_the_engine_uses(app):
    from game.core.engine import Event
    from game.games.final_nine.flow import PICKUP_OVER_PAR
    table = make_table(app, players=1)
    settle_on_human(app, table)
    table.moves.on_pickup(Event("pickup", 0, (), None, None, ""))
    assert table.moves.banners[-1].subtitle == f"scores par + {PICKUP_OVER_PAR} on this hole"
    assert PICKUP_OVER_PAR != 4


def test_the_same_landing_gives_the_same_flight_seed_and_another_landing_another():
    land = {"disc": 3, "path": [37, 32, 27], "landing": 27, "strokes": 1, "direction": "N", "outcome": "land"}
    assert flight_seed(land, 4) == flight_seed(dict(land), 4)
    assert flight_seed(land, 4) != flight_seed({**land, "landing": 22, "path": [37, 32, 27, 22]}, 4)


def test_two_tables_with_one_seed_show_the_same_first_flight(app):
    paths = []
    for _ in range(2):
        table = make_table(app, players=2, humans=0, animate=True, seed=11)
        assert run_until(app, lambda: table.course.in_air, 3000)
        paths.append(table.course.flight.path.points)
        app.stack.pop()
    assert paths[0] == paths[1]
