"""UI bots draw from their own seeded generator per seat, the same ones the sim uses: a table game
started with seed S plays exactly the moves of game 0 of ``sim --seed S`` (same bots, same seats)."""

from __future__ import annotations

import io
import json

import pytest

from game.core.loading.content import Problems
from game.core.sim import run_sim
from game.games.registry import spec_for
from game.paths import CONTENT_DIR
from game.ui.tables import table_classes
from tests.ui.drive import open_table, run_until

CASES = [("five_three_five", 3, 40), ("final_touch", 3, 40), ("final_nine", 2, 40), ("phase10", 3, 40)]


@pytest.mark.parametrize(("game_id", "players", "moves"), CASES, ids=[case[0] for case in CASES])
def test_a_seeded_table_makes_the_moves_of_sim_with_that_seed(app, game_id, players, moves):
    seed = 4242
    table = open_table(app, table_classes()[game_id], game_id, players=players, humans=0, seed=seed,
                       easy=(1,))       # a random bot too: its choices come from its generator
    played: list[dict] = []
    real_play = table.play

    def record(action) -> bool:
        played.append(table.rules.action_to_json(action))
        return real_play(action)
    table.play = record
    assert run_until(app, lambda: len(played) >= moves or table.rules.is_over(table.state), steps=20000)

    spec = spec_for(game_id)
    rules = spec.make_rules(spec.load_content(CONTENT_DIR, Problems()))
    log = io.StringIO()
    bots = [seat.bot for seat in table.seats]
    report = run_sim(spec, rules, players=players, games=1, seed=seed, bots=bots, options=table.options, log=log)
    assert report.errors == 0, report.error_details
    lines = [json.loads(line) for line in log.getvalue().splitlines()]
    simmed = [line["action"] for line in lines if "action" in line]     # the first line is the game's header
    if table.rules.is_over(table.state):
        assert played == simmed          # the whole game, move for move
    else:
        assert len(played) >= moves and played == simmed[:len(played)]
