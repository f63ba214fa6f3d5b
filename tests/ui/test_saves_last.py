"""Saves that last: format version and content fingerprint, the backup used when the newest save
is damaged, old formats migrated and newer ones set aside, a kill in mid-write, and resuming
in a fresh process."""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from game.games.registry import all_specs
from game.ui.overlays.dialogs import MessageScene
from game.ui.store.saves import SAVE_FORMAT, SaveSlots
from game.ui.tables.base import TableScene
from tests.ui.test_saves_resume import open_setup, play_and_leave

ROOT = Path(__file__).resolve().parents[2]
PLAYABLE = [spec.game_id for spec in all_specs() if spec.playable]


def test_a_save_carries_its_format_and_the_content_fingerprint(app):
    play_and_leave(app)
    data = json.loads(app.saves.path("phase10").read_text(encoding="utf-8"))
    assert data["format"] == SAVE_FORMAT
    assert len(data["content"]) == 16 and data["content"] == app.saves.fingerprint("phase10")
    assert app.saves.fingerprint("phase10") != app.saves.fingerprint("final_nine")
    # the save it replaced is the backup, one move older
    backup = json.loads(app.saves.rolling_path("phase10").read_text(encoding="utf-8"))
    assert backup["state"] != data["state"]


@pytest.mark.parametrize("damage", ["truncated", "garbage", "newer_format", "bad_format"])
def test_a_damaged_newest_save_is_set_aside_and_the_backup_resumed(app, damage):
    play_and_leave(app, moves=6)
    path = app.saves.path("phase10")
    backup_state = json.loads(app.saves.rolling_path("phase10").read_text(encoding="utf-8"))["state"]
    raw = path.read_bytes()
    if damage == "truncated":
        path.write_bytes(raw[: len(raw) // 2])
    elif damage == "garbage":
        path.write_bytes(bytes(random.Random(3).randrange(256) for _ in range(4000)))
    else:
        data = json.loads(raw)
        data["format"] = 99 if damage == "newer_format" else "two"
        path.write_text(json.dumps(data), encoding="utf-8")
    damaged = path.read_bytes()
    fresh = open_setup(app)
    fresh.resume_saved()
    message = app.stack.top
    assert isinstance(message, MessageScene) and "backup" in message.body
    if damage == "newer_format":
        assert "newer version" in message.body
    resumed = app.stack.scenes[-2]
    assert isinstance(resumed, TableScene)
    assert resumed.rules.state_to_json(resumed.state) == backup_state
    aside = [p for p in path.parent.iterdir() if ".damaged-" in p.name]
    assert len(aside) == 1 and aside[0].read_bytes() == damaged     # kept byte for byte


def test_both_damaged_says_so_and_nothing_starts(app):
    play_and_leave(app)
    for path in (app.saves.path("phase10"), app.saves.rolling_path("phase10")):
        path.write_text("{not json", encoding="utf-8")
    fresh = open_setup(app)
    fresh.resume_saved()
    assert isinstance(app.stack.top, MessageScene) and "not valid JSON" in app.stack.top.body
    assert not app.saves.exists("phase10")


def test_a_format_1_save_is_migrated_and_resumes(app):
    _setup, table = play_and_leave(app)
    path = app.saves.path("phase10")
    data = json.loads(path.read_text(encoding="utf-8"))
    del data["format"], data["content"]                 # what the previous version wrote
    path.write_text(json.dumps(data), encoding="utf-8")
    fresh = open_setup(app)
    fresh.resume_saved()
    table = app.stack.top
    assert isinstance(table, TableScene) and table.rules.state_to_json(table.state) == data["state"]
    table.advance(1)
    assert json.loads(path.read_text(encoding="utf-8"))["format"] == SAVE_FORMAT


def test_a_kill_in_the_middle_of_writing_always_leaves_a_readable_save(tmp_path):
    rng = random.Random(12)
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    for attempt in range(12):
        home = tmp_path / f"home{attempt}"
        child = subprocess.Popen([sys.executable, str(ROOT / "tests/ui/save_writer.py"), str(home)],
                                 stdout=subprocess.PIPE, text=True, env=env, cwd=ROOT)
        assert child.stdout.readline().strip() == "ready"
        try:
            child.wait(timeout=rng.uniform(0.0, 0.4))
        except subprocess.TimeoutExpired:
            child.send_signal(signal.SIGKILL)
        child.wait()
        slots = SaveSlots(home)
        data = slots.read("phase10")
        assert data is not None, f"attempt {attempt}: no readable save ({slots.message})"
        assert data["game"] == "phase10" and len(data["padding"]) == 500_000
        assert not any(".damaged-" in p.name for p in (home / "saves").iterdir())


RESUME_SCRIPT = """
import json, os, sys
from game.games.registry import spec_for
from game.ui.shell.app import App
from game.ui.stage.seats import default_seats
from game.ui.tables import table_scene_for
app = App(seed=4, show_window=False)
out = {}
for game_id in sys.argv[2].split(","):
    spec = spec_for(game_id)
    if sys.argv[1] == "write":
        players = max(spec.min_players, 2)
        table = table_scene_for(app, spec, default_seats(players), spec.default_options(), 77)
        table.threaded = False
        table.advance(9)
        table.save_progress()
        out[game_id] = table.rules.state_to_json(table.state)
    else:
        checked = app.saves.restore(spec, spec.make_rules(app.content[game_id]))
        rules = spec.make_rules(app.content[game_id])
        out[game_id] = None if checked is None else rules.state_to_json(checked.state)
print(json.dumps(out))
app.shutdown()
"""


def test_resume_after_a_save_in_a_fresh_process_gives_the_same_state_for_every_game(tmp_path):
    env = {**os.environ, "FINAL_TABLE_HOME": str(tmp_path), "SDL_VIDEODRIVER": "dummy",
           "SDL_AUDIODRIVER": "dummy", "PYTHONPATH": str(ROOT)}
    games = ",".join(PLAYABLE)
    runs = [subprocess.run([sys.executable, "-c", RESUME_SCRIPT, mode, games], env=env, cwd=ROOT,
                           capture_output=True, text=True, timeout=300, check=False) for mode in ("write", "read")]
    for run in runs:
        assert run.returncode == 0, run.stderr[-2000:]
    written, read = (json.loads(run.stdout.strip().splitlines()[-1]) for run in runs)
    assert set(written) == set(PLAYABLE)
    for game_id in PLAYABLE:
        assert read[game_id] is not None, game_id
        assert read[game_id] == written[game_id], game_id
