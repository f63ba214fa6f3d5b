"""Finished games are kept as replays (the last 50) and watched again on the real table: the
viewer reaches exactly the final state, steps back and forward, and opens sim --log games."""

from __future__ import annotations

import io
import json

import pytest

from game.cli.main import main
from game.cli.replay import load_replay_file
from game.core.sim import run_sim
from game.games.registry import all_specs, spec_for
from game.ui.scenes.replays import ReplaysScene, ReplayViewer, open_replay
from game.ui.scenes.title import TitleScene
from game.ui.stage.input import Intent
from game.ui.stage.seats import default_seats
from game.ui.store.replays import ReplayStore, bot_game
from game.ui.tables import table_classes
from game.ui.tables.plain import PlainTableScene
from tests.ui.drive import open_table, press, run_until

SPECS = [spec for spec in all_specs() if spec.playable]


def _state_json(rules, state) -> dict:
    return json.loads(json.dumps(rules.state_to_json(state)))


def _watch_to_the_end(app, viewer: ReplayViewer, steps: int = 200_000) -> None:
    for _ in range(steps):
        if viewer.finished and not viewer.table.animating():
            return
        viewer.forward()
        app.step(1 / 60)
    raise AssertionError("the replay did not reach its end")


@pytest.mark.parametrize("spec", SPECS, ids=lambda spec: spec.game_id)
def test_a_game_finished_at_the_table_is_kept_and_replays_to_its_final_state(app, spec):
    table = open_table(app, table_classes().get(spec.game_id, PlainTableScene), spec.game_id, players=2,
                       humans=0)
    table.advance(20_000)
    assert table.rules.is_over(table.state)
    assert run_until(app, lambda: table.finished_shown, steps=20_000)
    kept = app.replays.newest_first()
    assert len(kept) == 1 and kept[0].game == spec.game_id
    assert [seat["name"] for seat in kept[0].seats] == [seat.name for seat in table.seats]
    final = _state_json(table.rules, table.state)
    assert _state_json(table.rules, kept[0].history.state_at(table.rules)) == final
    app.settings.animation_speed = 0.0
    viewer = open_replay(app, kept[0])
    viewer.playing = False
    _watch_to_the_end(app, viewer)
    assert _state_json(viewer.table.rules, viewer.table.state) == final


def test_stepping_back_then_forward_gives_the_same_table_and_the_view_can_be_switched(app):
    spec = spec_for("phase10")
    replay = bot_game(spec, spec.make_rules(app.content["phase10"]), 3, default_seats(3), 1_800_000_000.0)
    app.settings.animation_speed = 0.0
    app.stack.push(TitleScene(app))
    viewer = open_replay(app, replay)
    viewer.playing = False
    for _ in range(12):
        assert viewer.forward() or viewer.table.animating()
        app.step(1 / 60)
    at = viewer.done
    before = _state_json(viewer.table.rules, viewer.table.state)
    press(app, Intent.LEFT, Intent.LEFT)
    assert viewer.done == at - 2
    press(app, Intent.RIGHT, Intent.RIGHT)
    assert viewer.done == at
    assert _state_json(viewer.table.rules, viewer.table.state) == before
    assert viewer.table.viewer == replay.history.entries[at].seat        # spectator: the hand about to act
    press(app, Intent.ACTION_X)
    assert viewer.view == 0 and viewer.table.viewer == 0
    press(app, Intent.PAGE_NEXT, Intent.PAGE_NEXT)
    assert viewer.speed == 3                                            # 4x
    press(app, Intent.BACK)
    assert isinstance(app.stack.top, TitleScene)


def test_a_sim_log_replays_in_the_viewer_to_the_states_the_sim_logged(app, tmp_path):
    spec = spec_for("five_three_five")
    rules = spec.make_rules(app.content["five_three_five"])
    log = io.StringIO()
    run_sim(spec, rules, 3, 2, 9, None, None, log)
    path = tmp_path / "run.jsonl"
    path.write_text(log.getvalue(), encoding="utf-8")
    rows = [json.loads(line) for line in log.getvalue().splitlines()]
    last_public = [row for row in rows if row["game"] == 1 and "public" in row][-1]["public"]
    replay = load_replay_file(path, 1)
    app.settings.animation_speed = 0.0
    viewer = open_replay(app, replay)
    viewer.playing = False
    _watch_to_the_end(app, viewer)
    final = viewer.table.state
    assert viewer.table.rules.is_over(final)
    assert json.loads(json.dumps(viewer.table.rules.public_view(final))) == last_public
    assert replay.scores == json.loads(json.dumps(viewer.table.rules.sim_stats(final)))


def test_the_store_keeps_the_newest_fifty_and_sets_a_damaged_file_aside(tmp_path, app):
    spec = spec_for("final_touch")
    rules = spec.make_rules(app.content["final_touch"])
    store = ReplayStore(tmp_path)
    game = bot_game(spec, rules, 1, default_seats(2), 0.0)
    for number in range(53):
        store.add(type(game)(game.game, 1_800_000_000.0 + number * 60, game.seats, game.history, game.winners,
                             game.scores))
    kept = store.newest_first()
    assert len(kept) == 50 and len(store.files()) == 50
    assert kept[0].finished == 1_800_000_000.0 + 52 * 60 and kept[-1].finished == 1_800_000_000.0 + 3 * 60
    damaged = store.files()[-1]
    damaged.write_text('{"format": 1, "game": "final_touch"', encoding="utf-8")
    assert len(store.newest_first()) == 49
    assert "A replay was damaged" in store.message and damaged.name in store.message
    assert list(tmp_path.glob("replays/*.damaged-*"))


def test_replays_on_the_title_lists_the_games_newest_first(app):
    for number, spec in enumerate(SPECS[:3]):
        app.replays.add(bot_game(spec, spec.make_rules(app.content[spec.game_id]), number, default_seats(2),
                                 1_800_000_000.0 + number * 3600))
    title = TitleScene(app)
    app.stack.push(title)
    button = next(widget for widget in title.group.widgets if getattr(widget, "label", "") == "Replays")
    button.activate()
    listing = app.stack.top
    assert isinstance(listing, ReplaysScene)
    assert [replay.game for replay in listing.replays] == [spec.game_id for spec in reversed(SPECS[:3])]
    app.settings.animation_speed = 0.0
    press(app, Intent.DOWN, Intent.CONFIRM)
    assert isinstance(app.stack.top, ReplayViewer) and app.stack.top.replay.game == SPECS[1].game_id


def test_the_replay_command_refuses_a_bad_file_with_a_message(tmp_path, capsys):
    garbage = tmp_path / "bad.jsonl"
    garbage.write_text('{"game": 0, "seq": 1, "seat": 0, "action": {"type": "pass"}}\n', encoding="utf-8")
    assert main(["replay", str(garbage)]) == 2
    assert "has no header line" in capsys.readouterr().out
    assert main(["replay", str(tmp_path / "missing.json")]) == 2
    assert "no such file" in capsys.readouterr().out
    broken = tmp_path / "broken.json"
    broken.write_text("{ not json", encoding="utf-8")
    assert main(["replay", str(broken)]) == 2
    assert "cannot replay" in capsys.readouterr().out
