"""A seeded fuzzer for ``replay FILE.jsonl`` logs and for command-line values (issue 43).

Replay-log cases spoil a real sim log (bytes, header fields, action lines, nesting, the kind
of file); each is loaded as ``replay`` loads it, in this process, under a 2 s alarm, and
classified as *accepted*, *refused* (one ``ReplayFileProblem`` line) or a fault: *crash: X*
(a traceback the user would see), *hang*. CLI cases give each ranged option a hostile value and
parse it as ``main`` does: *refused* (argparse's usage error, exit 2), *accepted* (the value is in
its documented range) or the fault *accepted out of range* / *crash: X*.
``python -m tests.cli.log_fuzz`` prints the table of families and outcomes.
"""

from __future__ import annotations

import io
import json
import math
import os
import random
import signal
import tempfile
import time
from collections import Counter, defaultdict
from contextlib import redirect_stderr
from dataclasses import dataclass, field
from pathlib import Path

CASE_SECONDS = 2
SPECIAL = ("folder", "fifo", "devzero", "dangling", "loop")
JUNK = [None, True, -1, 0, 99, 2 ** 64, -(2 ** 70), 1.5, "3", "", "x" * 300, [], [1, 2], {}, {"a": 1}]


@dataclass
class LogCase:
    family: str
    data: bytes = b""
    special: str = ""
    must_refuse: bool = True
    game_index: int = 0


@dataclass
class CliCase:
    family: str
    argv: list[str] = field(default_factory=list)
    option: str = ""               # the dest whose value must be in range if accepted


# --- replay logs -----------------------------------------------------------------------------
def real_log(game: str = "five_three_five", players: int = 3, games: int = 2) -> list[dict]:
    from game.core.loading.content import Problems
    from game.core.sim import run_sim
    from game.games.registry import spec_for
    from game.paths import CONTENT_DIR
    spec = spec_for(game)
    out = io.StringIO()
    run_sim(spec, spec.make_rules(spec.load_content(CONTENT_DIR, Problems())), players, games, 7, None, None, out)
    return [json.loads(line) for line in out.getvalue().splitlines()]


def to_bytes(rows: list) -> bytes:
    return b"".join(json.dumps(row).encode() + b"\n" for row in rows)


def log_cases(rng: random.Random) -> list[LogCase]:
    rows = real_log()
    good = to_bytes(rows)
    cases = [LogCase("log: valid", good, must_refuse=False), LogCase("log: valid", good, must_refuse=False,
                                                                     game_index=1)]
    header = rows[0]["header"]
    for key in ("game_id", "seed", "players", "options", "bots"):
        for value in rng.sample(JUNK, 6):
            changed = [{"game": 0, "header": {**header, key: value}}] + rows[1:]
            cases.append(LogCase(f"log: header {key} junk", to_bytes(changed)))
    for _ in range(6):
        changed = {**header, "options": {rng.choice(["junk", "target", "bridge_gaps"]): rng.choice(JUNK)}}
        if changed["options"] in ({"target": 20}, {"bridge_gaps": False}):
            continue
        cases.append(LogCase("log: header options junk", to_bytes([{"game": 0, "header": changed}] + rows[1:])))
    cases.append(LogCase("log: header only", to_bytes(rows[:1])))
    for _ in range(12):
        index = rng.randrange(1, len(rows))
        row = dict(rows[index])
        key = rng.choice(["seat", "action", "seq", "game"])
        row[key] = rng.choice([value for value in JUNK if value != row[key]])
        changed = rows[:index] + [row] + rows[index + 1:]
        # a damaged line of another game is skipped by design: only this game's lines must hold
        refuse = key != "game" and row["game"] == 0
        cases.append(LogCase("log: action line junk", to_bytes(changed), must_refuse=refuse))
    for text in ("[" * 100_000, "{\"a\":" * 50_000, "7" * 5000, "NaN", "-Infinity", "1e999999"):
        cases.append(LogCase("log: deep or huge values", good + text.encode() + b"\n"))
    cases.append(LogCase("log: deep or huge values", good.replace(b'"seed": 7', b'"seed": ' + b"9" * 5000, 1)))
    cases.append(LogCase("log: line far too long", good[:200] + b" " * (1024 * 1024 + 1) + b"\n"))
    for _ in range(24):
        cases.append(LogCase("log: damaged bytes", damage(good, rng), must_refuse=False))
    cases += [LogCase("log: special file", special=kind) for kind in SPECIAL]
    return cases


def damage(good: bytes, rng: random.Random) -> bytes:
    how = rng.randrange(5)
    at = rng.randrange(len(good))
    if how == 0:
        return good[:at]                                             # cut short
    if how == 1:
        return good[:at] + bytes([rng.randrange(256)]) + good[at + 1:]  # one byte changed
    if how == 2:
        return good[:at] + b"\xff\xfe\xc3" + good[at:]               # not UTF-8
    lines = good.splitlines(keepends=True)
    if how == 3:
        del lines[rng.randrange(len(lines))]                          # a line lost
    else:
        lines.insert(rng.randrange(len(lines)), lines[rng.randrange(len(lines))])   # a line twice
    return b"".join(lines)


def prepare(case: LogCase, folder: Path) -> Path:
    path = folder / "run.jsonl"
    if case.special == "folder":
        path.mkdir()
    elif case.special == "fifo":
        os.mkfifo(path)
    elif case.special == "devzero":
        path.symlink_to("/dev/zero")
    elif case.special == "dangling":
        path.symlink_to(folder / "nowhere.jsonl")
    elif case.special == "loop":
        path.symlink_to(path.name)
    else:
        path.write_bytes(case.data)
    return path


class _Hang(BaseException):
    pass


def _alarm(_signum, _frame):
    raise _Hang


def bounded(call):
    """Run ``call()`` under a CASE_SECONDS alarm; returns (outcome, value, seconds)."""
    previous = signal.signal(signal.SIGALRM, _alarm)
    signal.alarm(CASE_SECONDS)
    started = time.perf_counter()
    try:
        return "ok", call(), time.perf_counter() - started
    except _Hang:
        return "hang", None, time.perf_counter() - started
    except BaseException as exc:  # noqa: BLE001 - classified by the caller
        return "raised", exc, time.perf_counter() - started
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)


def run_log_case(case: LogCase) -> dict:
    from game.cli.replay import ReplayFileProblem, load_replay_file
    with tempfile.TemporaryDirectory(prefix="ft-logfuzz-") as folder:
        path = prepare(case, Path(folder))
        status, value, seconds = bounded(lambda: load_replay_file(path, case.game_index))
    if status == "hang":
        outcome, told = "hang", ""
    elif status == "ok":
        outcome, told = "accepted", ""
    elif isinstance(value, ReplayFileProblem):
        outcome, told = "refused", str(value)
    else:
        outcome, told = f"crash: {type(value).__name__}", str(value)[:200]
    return {"family": case.family, "outcome": outcome, "seconds": seconds, "told": told}


# --- command-line values -----------------------------------------------------------------------
HOSTILE = ["-5", "0", "-1", "nan", "inf", "-inf", "1e309", "9" * 5000, "", " ", "0x10", "1.5", "1e3",
           "99999x99999", "0x0", "1x1", "-320x-180", "x", "١٢", "10_000", "3.0"]
RANGED = [  # (argv before the value, the option, its dest, a parser path)
    ([], "--frames", "frames"), ([], "--seed", "seed"), ([], "--size", "size"),
    (["sim", "--game", "five_three_five", "--players", "3"], "--games", "games"),
    (["sim", "--game", "five_three_five", "--players", "3"], "--think", "think"),
    (["sim", "--game", "five_three_five", "--players", "3"], "--seed", "seed"),
    (["shot", "--scene", "title", "--out", "x.png"], "--size", "size"),
    (["bench"], "--frames", "frames"), (["replay", "x.jsonl"], "--game-index", "game_index"),
]


def cli_cases(rng: random.Random) -> list[CliCase]:
    cases = []
    for before, option, dest in RANGED:
        for value in rng.sample(HOSTILE, 8):
            argv = before + [option, value]
            cases.append(CliCase(f"cli: {(before[:1] or ['main'])[0]} {option}", argv, dest))
    for folder in ("/nonexistent/d/x", "/dev/null/x", "/", "/tmp"):
        cases.append(CliCase("cli: sim --log", ["sim", "--game", "phase10", "--players", "2", "--log", folder], "log"))
        cases.append(CliCase("cli: shot --out", ["shot", "--scene", "title", "--out", folder], "out"))
    return cases


def in_range(dest: str, value) -> bool:
    from game.cli import values
    if dest == "size":
        return (values.MIN_SIZE[0] <= value[0] <= values.MAX_SIZE[0]
                and values.MIN_SIZE[1] <= value[1] <= values.MAX_SIZE[1])
    if dest == "think":
        return math.isfinite(value) and 0 < value <= values.THINK_MAX
    if dest in ("log", "out"):
        return Path(value).parent.is_dir() and not Path(value).is_dir()
    limits = {"frames": (1, values.FRAMES_MAX), "seed": (0, values.SEED_MAX), "games": (1, values.GAMES_MAX),
              "game_index": (0, values.GAME_INDEX_MAX)}
    low, high = limits[dest]
    if dest == "frames" and value > values.BENCH_FRAMES_MAX:
        return True                  # bench's smaller cap is checked by its own cases below
    return isinstance(value, int) and low <= value <= high


def run_cli_case(case: CliCase) -> dict:
    from game.cli.main import build_parser
    errors = io.StringIO()

    def parse():
        with redirect_stderr(errors):
            return build_parser().parse_known_args(case.argv)[0]
    status, value, seconds = bounded(parse)
    told = errors.getvalue().strip().splitlines()[-1:] or [""]
    if status == "raised" and isinstance(value, SystemExit):
        outcome = "refused" if value.code == 2 and ": error: argument " in told[0] else f"exit {value.code}"
    elif status == "ok":
        got = getattr(value, case.option)
        bench_cap = case.argv[:1] == ["bench"] and got is not None and got > 100_000
        outcome = "accepted" if in_range(case.option, got) and not bench_cap else "accepted out of range"
    else:
        outcome = "hang" if status == "hang" else f"crash: {type(value).__name__}"
    return {"family": case.family, "outcome": outcome, "seconds": seconds, "told": told[0]}


def all_results(seed: int = 43) -> list[tuple[object, dict]]:
    rng = random.Random(seed)
    results = [(case, run_log_case(case)) for case in log_cases(rng)]
    return results + [(case, run_cli_case(case)) for case in cli_cases(rng)]


def table(results: list[dict]) -> str:
    by_family: dict[str, Counter] = defaultdict(Counter)
    for result in results:
        by_family[result["family"]][result["outcome"]] += 1
    lines = ["| Family | Cases | Outcomes |", "|---|---:|---|"]
    for family in sorted(by_family):
        outcomes = by_family[family]
        lines.append(f"| {family} | {sum(outcomes.values())} | "
                     + ", ".join(f"{name} {count}" for name, count in outcomes.most_common()) + " |")
    return "\n".join(lines)


def main() -> int:
    import sys
    started = time.perf_counter()
    results = [result for _, result in all_results()]
    print(table(results))
    slowest = max(results, key=lambda r: r["seconds"])
    print(f"\n{len(results)} cases in {time.perf_counter() - started:.1f} s; slowest {slowest['seconds']:.2f} s "
          f"({slowest['family']})")
    if "-v" in sys.argv:
        for result in results:
            print(result["family"], "|", result["outcome"], "|", result["told"][:160])
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
