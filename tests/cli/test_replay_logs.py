"""``replay FILE.jsonl`` refuses every log it cannot show with one line and exit code 2 (issue 43).

Each case starts from a real sim log and spoils one thing: bytes, the header, the nesting, the
kind of file. The line printed is what the user reads; no case may raise or wait.
"""

from __future__ import annotations

import io
import json
import os
from functools import cache

import pytest

from game.cli.main import main
from game.core.loading.content import Problems
from game.core.sim import run_sim
from game.games.registry import spec_for
from game.paths import CONTENT_DIR


@cache
def sim_log() -> list[dict]:
    spec = spec_for("five_three_five")
    log = io.StringIO()
    run_sim(spec, spec.make_rules(spec.load_content(CONTENT_DIR, Problems())), 3, 1, 4, None, None, log)
    return [json.loads(line) for line in log.getvalue().splitlines()]


def lines(header_change: dict | None = None, keep: int | None = None) -> bytes:
    rows = [dict(row) for row in sim_log()]
    if header_change is not None:
        rows[0] = {"game": 0, "header": {**rows[0]["header"], **header_change}}
    rows = rows if keep is None else rows[:keep]
    return b"".join(json.dumps(row).encode() + b"\n" for row in rows)


def refused(capsys, path, *extra: str) -> str:
    assert main(["replay", str(path), *extra]) == 2
    out = capsys.readouterr().out.strip()
    assert out.startswith("cannot replay: ") and "Traceback" not in out and "\n" not in out
    return out.removeprefix("cannot replay: ")


HEADER = '{"game": 0, "header": {"game_id": "five_three_five", "seed": 1, "players": 3, "options": {}, "bots": ["normal", "normal", "normal"]}}\n'

CASES = [
    ("not UTF-8", lambda: HEADER.encode() + b'{"game": 0, "seq": 1, \xff\xfe}\n',
     ":2: not text (a byte that is not UTF-8 at column 23)"),
    ("99 players", lambda: lines({"players": 99}), ":1: the header says 99 players; Five Three Five takes 2-6"),
    ("0 players", lambda: lines({"players": 0}), ":1: the header says 0 players; Five Three Five takes 2-6"),
    ("players as text", lambda: lines({"players": "3"}), ":1: the header's player count is not a whole number ('3')"),
    ("5,000-digit seed", lambda: HEADER.replace('"seed": 1', '"seed": ' + "7" * 5000).encode(),
     ":1: it holds a number with far too many digits"),
    ("seed past 2**64", lambda: lines({"seed": 2 ** 64}),
     ":1: the header's seed is not a whole number from 0 to 2**64 - 1"),
    ("negative seed", lambda: lines({"seed": -3}), ":1: the header's seed is not a whole number from 0 to 2**64 - 1"),
    ("100,000 nested [", lambda: b"[" * 100_000 + b"]" * 100_000 + b"\n",
     ":1: nested far too deeply to be a log line"),
    ("junk option", lambda: lines({"options": {"junk": 5}}),
     ":1: in the header, the option 'junk' does not exist in Five Three Five"),
    ("option of the wrong kind", lambda: lines({"options": {"target": "x"}}),
     ":1: in the header, the option 'Points that end the game' has a value the game does not offer (x)"),
    ("unknown header field", lambda: lines({"colour": "red"}), ":1: the header has an unknown field 'colour'"),
    ("unknown game", lambda: lines({"game_id": "chess"}), ":1: the header names no game we have ('chess')"),
    ("unknown bot", lambda: lines({"bots": ["normal", "genius", "normal"]}),
     ":1: the header's bots are not one of random, normal, hard per seat"),
    ("only a header", lambda: lines(keep=1), ": game 0 has only its header, no moves to watch"),
    ("NaN", lambda: HEADER.replace('"seed": 1', '"seed": NaN').encode(), ":1: it holds NaN, which is not a number"),
    ("a list line", lambda: HEADER.encode() + b"[1, 2]\n", ":2: not a line of a sim log (no game number)"),
    ("two headers", lambda: HEADER.encode() * 2, ":2: game 0 has a second header (the first is on line 1)"),
    ("actions out of order", lambda: lines().replace(b'"seq": 2,', b'"seq": 7,', 1),
     ":3: action number 7, but 2 was next"),
    ("a move by seat 5", lambda: lines().replace(b'"seat": 0,', b'"seat": 5,', 1),
     ": game 0 has a move by seat 5, but only 3 players"),
    ("a line far too long", lambda: HEADER.encode() + b" " * (1024 * 1024 + 10) + b"\n",
     ":2: the line is far too long (more than 1,048,576 bytes)"),
    ("cut mid-line", lambda: lines()[:-40], None),
]


@pytest.mark.parametrize("name, make, told", CASES, ids=[case[0] for case in CASES])
def test_a_bad_log_is_refused_with_the_line_and_the_reason(tmp_path, capsys, name, make, told):
    path = tmp_path / "run.jsonl"
    path.write_bytes(make())
    reason = refused(capsys, path)
    if told is None:
        assert reason.startswith(f"{path}:") and "not a JSON line" in reason
    else:
        assert reason == f"{path}{told}"


def test_a_folder_a_fifo_and_a_device_are_named_for_what_they_are(tmp_path, capsys):
    folder = tmp_path / "logs.jsonl"
    folder.mkdir()
    assert refused(capsys, folder) == f"{folder}: it is a folder, not a file"
    fifo = tmp_path / "pipe.jsonl"
    os.mkfifo(fifo)                    # nobody writes to it: reading it would wait for ever
    assert refused(capsys, fifo) == f"{fifo}: it is a pipe (FIFO), not a file"
    assert refused(capsys, "/dev/zero") == "/dev/zero: it is a device, not a file"
    link = tmp_path / "zero.jsonl"
    link.symlink_to("/dev/zero")
    assert refused(capsys, link) == f"{link}: it is a device, not a file"
    assert refused(capsys, tmp_path / "gone.jsonl") == f"{tmp_path / 'gone.jsonl'}: no such file"
    assert refused(capsys, fifo.with_suffix(".json")) == f"{fifo.with_suffix('.json')}: no such file"


def test_a_game_index_the_log_lacks_is_named(tmp_path, capsys):
    path = tmp_path / "run.jsonl"
    path.write_bytes(lines())
    assert refused(capsys, path, "--game-index", "3") == f"{path}: there is no game 3 in this log"


def test_a_kept_replay_of_an_impossible_player_count_or_option_is_refused(tmp_path, capsys):
    rows = sim_log()
    header = rows[0]["header"]
    replay = {"format": 1, "game": "five_three_five", "finished": 1_800_000_000.0,
              "seats": [{"kind": 1, "name": f"Seat {n}", "colour": colour}
                        for n, colour in enumerate(("Crimson", "Azure", "Amber"))],
              "history": {"seed": header["seed"], "players": 9, "options": {},
                          "actions": [{"seat": r["seat"], "action": r["action"]} for r in rows[1:]]},
              "winners": [], "scores": {}}
    path = tmp_path / "kept.json"
    path.write_text(json.dumps(replay), encoding="utf-8")
    assert refused(capsys, path) == f"{path}: it is a game of 9 players; Five Three Five takes 2-6"
    replay["history"].update(players=3, options={"bridge_gaps": "yes"})
    path.write_text(json.dumps(replay), encoding="utf-8")
    assert refused(capsys, path) == (f"{path}: the option 'Runs jump the missing 6 and 10' has a value "
                                     "the game does not offer (yes)")
