"""Statistics: counted per game and player name at the end of a game, shown from the title,
kept across a restart, written atomically, a damaged file set aside."""

from __future__ import annotations

import json

from game.games.registry import spec_for
from game.ui.overlays.dialogs import MessageScene
from game.ui.scenes.statistics import StatisticsScene
from game.ui.scenes.title import TitleScene
from game.ui.stage.seats import default_seats
from game.ui.store.stats import StatsStore
from game.ui.tables import table_scene_for
from tests.ui.drive import run_until


def finish_a_game(app, game_id, seed=5, players=2):
    spec = spec_for(game_id)
    seats = default_seats(players)
    seats[0].name = "Zoe"
    table = table_scene_for(app, spec, seats, spec.default_options(), seed)
    table.threaded = False
    app.stack.push(table)
    table.advance(100_000)
    assert run_until(app, lambda: table.finished_shown)
    return table


def test_a_finished_game_counts_for_its_human_seats_and_survives_a_restart(app, tmp_path):
    table = finish_a_game(app, "five_three_five")
    results = table.rules.results(table.state)
    points = table.rules.sim_stats(table.state)["points"][0]
    record = app.stats.games["five_three_five"].players
    assert set(record) == {"Zoe"}                     # the AI seat is not a player's record
    zoe = record["Zoe"]
    assert zoe.games == 1 and zoe.wins == (1 if results[0] > 0 else 0)
    assert zoe.best_score == points and zoe.average == points
    again = StatsStore(app.stats.path.parent)         # a fresh start reads the same file
    assert again.games["five_three_five"].players["Zoe"] == zoe
    assert again.message == ""


def test_a_demo_game_is_not_counted(app):
    spec = spec_for("final_touch")
    table = table_scene_for(app, spec, default_seats(2), spec.default_options(), 3)
    table.demo, table.threaded = True, False
    app.stack.push(table)
    table.advance(100_000)
    assert run_until(app, lambda: table.finished_shown)
    assert "final_touch" not in app.stats.games


def test_wins_streaks_best_and_average(tmp_path):
    stats = StatsStore(tmp_path)
    for results, money in (((1, 0), (30, 10)), ((1, 0), (12, 40)), ((0, 1), (20, 25)), ((1, 0), (50, 5))):
        stats.record("final_touch", ["Ana", "Ben"], [0, 1], list(results), {"money": list(money)})
    ana, ben = stats.games["final_touch"].players["Ana"], stats.games["final_touch"].players["Ben"]
    assert (ana.games, ana.wins, ana.streak, ana.best_streak) == (4, 3, 1, 2)
    assert ana.best_score == 50 and ana.average == 28                    # money: higher is better
    assert (ben.wins, ben.streak, ben.best_streak, ben.best_score) == (1, 0, 1, 40)
    stats.record("final_nine", ["Ana"], [0], [1.0], {"score_vs_par": [4.0], "pickup_rate": [0.0]})
    stats.record("final_nine", ["Ana"], [0], [1.0], {"score_vs_par": [-3.0], "pickup_rate": [0.0]})
    golf = stats.games["final_nine"].players["Ana"]
    assert golf.best_score == -3 and stats.kind_of("final_nine").signed   # best round against par


def test_the_screen_shows_each_games_table_and_turns_pages(app):
    app.stats.record("phase10", ["Ana", "Ben"], [0, 1], [0.0, 1.0], {"points": [80, 35]})
    title = TitleScene(app)
    app.stack.push(title)
    next(w for w in title.group.widgets if getattr(w, "label", "") == "Statistics").activate()
    screen = app.stack.top
    assert isinstance(screen, StatisticsScene)
    while screen.specs[screen.page].game_id != "phase10":
        screen.turn(1)
    assert screen.rows() == [["Ben", "1", "1", "100%", "35", "35", "1", "1"],
                             ["Ana", "1", "0", "0%", "80", "80", "0", "0"]]
    assert "lowest is the best" in screen.score_note()
    screen.turn(1)
    app.render()                                          # an empty page draws its sentence


def test_a_damaged_statistics_file_is_set_aside_and_the_title_says_so(app):
    app.stats.record("phase10", ["Ana"], [0], [1.0], {"points": [5]})
    path = app.stats.path
    path.write_text(json.dumps({"format": 1, "games": {"phase10": {"score": "points", "players": {
        "Ana": {"games": 1, "wins": 7}}}}}), encoding="utf-8")
    damaged = path.read_bytes()
    app.stats.load()
    assert app.stats.games == {} and "damaged" in app.stats.message
    aside = [p for p in path.parent.iterdir() if p.name.startswith("stats.json.damaged-")]
    assert len(aside) == 1 and aside[0].read_bytes() == damaged
    app.stack.push(TitleScene(app))
    assert isinstance(app.stack.top, MessageScene) and "Statistics" in app.stack.top.title
