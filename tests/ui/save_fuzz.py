"""The settings-and-save fuzzer's harness: each case runs the real app in a forked child, bounded.

Settings cases load the damaged ``settings.json`` as ``App.__init__`` does; save cases press
"Resume saved game" on the game's setup screen, then run and draw the table for 20 frames and
close the window (which saves). Outcomes, as a player would see them: *accepted* (loaded or
resumed), *set aside + told* (renamed, byte for byte, with a message), *left + told*, or a
fault: *crash* (a traceback), *table crash*, *hang* (no answer in the time limit), *memory*
(the 1 GB address-space cap was hit), *lost* / *changed* (the file is not what it was).
``python -m tests.ui.save_fuzz [-v] [--family TEXT] [--per-family N] [--json]`` prints the table of
families and outcomes (all cases unless ``--per-family`` takes a seeded sample, as the suite does;
``--json``: one line per case instead, which is how ``tests/ui/test_saves_fuzz.py`` runs it, in a
process of its own so each forked child copies a small interpreter and not the whole suite's).
"""

from __future__ import annotations

import builtins
import gc
import io
import json
import os
import random
import resource
import select
import signal
import sys
import tempfile
import time
from collections import Counter, defaultdict
from pathlib import Path

from tests.ui.save_fuzz_cases import Case, save_cases, settings_cases

CHILD_SECONDS = 20          # a case with no answer by then hangs
MEMORY_CAP = 1 << 30        # extra address space a child may take


def valid_saves() -> dict[str, dict]:
    """One save per playable game, a dozen seeded moves in, as the table writes it."""
    from game.core.loading.content import Problems
    from game.games.registry import all_specs
    from game.paths import CONTENT_DIR
    from game.ui.stage.seats import default_seats
    saves = {}
    for spec in all_specs():
        if not spec.playable:
            continue
        rules = spec.make_rules(spec.load_content(CONTENT_DIR, Problems()))
        players = max(spec.min_players, min(spec.max_players, 3))
        state = rules.new_game(spec.config(players), 21)
        rng = random.Random(21)
        for _ in range(12):
            legal = rules.legal_actions(state)
            state, _ = rules.apply(state, legal[rng.randrange(len(legal))])
        saves[spec.game_id] = {"game": spec.game_id, "seed": 21, "options": spec.default_options(),
                               "seats": [seat.to_json() for seat in default_seats(players)],
                               "state": rules.state_to_json(state)}
    return saves


def all_cases(seed: int = 2026, per_family: int = 0) -> list[Case]:
    """Every case, or with ``per_family`` a seeded sample of that many of each family (a smaller
    family whole), in the order they were made: the same cases for the same seed."""
    rng = random.Random(seed)
    cases = settings_cases(rng)
    for game, save in valid_saves().items():
        cases += save_cases(game, save, rng)
    if not per_family:
        return cases
    by_family: dict[str, list[int]] = defaultdict(list)
    for index, case in enumerate(cases):
        by_family[case.family].append(index)
    pick = random.Random(seed)
    chosen: set[int] = set()
    for indices in by_family.values():
        chosen.update(indices if len(indices) <= per_family else pick.sample(indices, per_family))
    return [case for index, case in enumerate(cases) if index in chosen]


# --- one case ------------------------------------------------------------------------------------
def target_path(case: Case, home: Path) -> Path:
    return home / "settings.json" if case.target == "settings" else home / "saves" / f"{case.target}.json"


def prepare(case: Case, path: Path) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    if case.special == "fifo":
        os.mkfifo(path)
    elif case.special == "devzero":
        os.symlink("/dev/zero", path)
    elif case.special == "folder":
        path.mkdir()
        (path / "inside.txt").write_text("x")
    elif case.special == "loop":
        os.symlink(path.name, path)
    elif case.special == "dangling":
        os.symlink(path.parent / "nowhere.json", path)
    else:
        path.write_bytes(case.data)


def snapshot(path: Path):
    """What sits at ``path``, comparable: bytes of a file, the target of a link, and so on."""
    try:
        mode = os.lstat(path).st_mode
    except OSError:
        return None
    import stat
    if stat.S_ISLNK(mode):
        return ("link", os.readlink(path))
    if stat.S_ISFIFO(mode):
        return ("fifo",)
    if stat.S_ISDIR(mode):
        return ("folder", sorted(os.listdir(path)))
    return ("file", path.read_bytes())


def _same(path, target: Path) -> bool:
    try:
        return os.path.abspath(os.fspath(path)) == str(target)
    except TypeError:
        return False


def simulate_trouble(case: Case, path: Path) -> None:
    """Permission problems, as a normal user would meet them (file modes do not stop root)."""
    real_os_open, real_open = os.open, builtins.open
    denied = PermissionError(13, "Permission denied")
    folder = str(path.parent)

    def in_folder(name) -> bool:
        try:
            return os.path.dirname(os.path.abspath(os.fspath(name))) == folder
        except TypeError:
            return False

    if case.trouble == "unreadable":
        def os_open(name, flags, *args, **kwargs):
            if _same(name, path):
                raise denied
            return real_os_open(name, flags, *args, **kwargs)

        def py_open(name, *args, **kwargs):
            if _same(name, path):
                raise denied
            return real_open(name, *args, **kwargs)
        os.open, builtins.open, io.open = os_open, py_open, py_open
    elif case.trouble == "readonly":
        def os_open(name, flags, *args, **kwargs):
            if in_folder(name) and flags & (os.O_WRONLY | os.O_RDWR | os.O_CREAT):
                raise denied
            return real_os_open(name, flags, *args, **kwargs)

        def py_open(name, mode="r", *args, **kwargs):
            if in_folder(name) and any(flag in mode for flag in "wax+"):
                raise denied
            return real_open(name, mode, *args, **kwargs)

        def refuse(real):
            def call(src, *args, **kwargs):
                if in_folder(src):
                    raise denied
                return real(src, *args, **kwargs)
            return call
        os.open, builtins.open, io.open = os_open, py_open, py_open
        os.rename, os.replace, os.unlink, os.remove = (refuse(os.rename), refuse(os.replace),
                                                        refuse(os.unlink), refuse(os.remove))


def run_in_child(case: Case, home: Path, app) -> dict:
    path = target_path(case, home)
    simulate_trouble(case, path)
    started = time.perf_counter()
    told, accepted, fault = "", False, ""
    if case.target == "settings":
        # what App.__init__ does with the folder (a second App cannot start in a forked child:
        # SDL deadlocks); tests/ui/test_saves_fuzz.py also launches main.py on the worst of these
        from dataclasses import asdict

        from game.ui.store.settings import SettingsStore
        store = SettingsStore(home)
        app.store, app.settings = store, store.load()
        told = store.message
        loaded = asdict(app.settings)   # settings the case does not write keep their defaults
        accepted = not told and all(loaded.get(name) == value for name, value in (case.expect or {}).items())
    else:
        from game.games.registry import spec_for
        from game.ui.scenes.setup import SetupScene
        from game.ui.store.saves import SaveSlots
        from game.ui.tables.base import TableScene
        app.saves = SaveSlots(home)
        setup = SetupScene(app, spec_for(case.target))
        app.stack.push(setup)
        setup.resume_saved()
        top = app.stack.top
        if isinstance(top, TableScene):
            accepted = True
            top.threaded = False
            try:
                for _ in range(20):
                    app.step(1 / 60)
                    app.render()
                app.quit()
            except Exception as exc:  # noqa: BLE001 - what the player would have hit
                fault = f"table crash: {type(exc).__name__}"
        else:
            told = getattr(top, "body", "")
    return {"seconds": time.perf_counter() - started, "told": told[:300], "accepted": accepted, "fault": fault}


def classify(case: Case, path: Path, before, result: dict) -> str:
    if result.get("fault"):
        return result["fault"]
    now = snapshot(path)
    asides = [p for p in path.parent.iterdir() if p.name.startswith(path.name + ".damaged")]
    if now == before and not asides:
        place = "left"
    elif now is None and len(asides) == 1 and snapshot(asides[0]) == before:
        place = "set aside"
    elif now is None:
        place = "lost"
    else:
        place = "changed"
    if result["accepted"]:
        return "accepted" if place == "left" else f"accepted, then {place}"
    return f"{place} + told" if result["told"] else f"{place}, nothing said"


def run_case(case: Case, app) -> dict:
    """Fork, run, classify. Returns outcome, seconds and the child's memory growth in MB."""
    home = Path(tempfile.mkdtemp(prefix="ft-fuzz-"))
    path = target_path(case, home)
    prepare(case, path)
    before = snapshot(path)
    rss_before = _rss_kb()
    reader, writer = os.pipe()
    pid = os.fork()
    if pid == 0:   # the child: never returns
        os.close(reader)
        # The parent is the whole test session (gigabytes by the time this runs): a full collection
        # in the child would walk, and so copy page by page, all of it and take longer than the
        # limit. What the child inherits is left out of collection; what the case makes is not.
        gc.freeze()
        try:
            devnull = os.open(os.devnull, os.O_WRONLY)
            os.dup2(devnull, 1)
            os.dup2(devnull, 2)
            _soft, hard = resource.getrlimit(resource.RLIMIT_AS)
            cap = _vm_size_bytes() + MEMORY_CAP
            resource.setrlimit(resource.RLIMIT_AS, (cap if hard == resource.RLIM_INFINITY else min(cap, hard), hard))
            signal.alarm(CHILD_SECONDS)
            result = run_in_child(case, home, app)
        except MemoryError:
            result = {"fault": "memory"}
        except BaseException as exc:  # noqa: BLE001 - a traceback the player would have seen
            result = {"fault": f"crash: {type(exc).__name__}"}
        os.write(writer, json.dumps(result).encode())
        os._exit(0)
    os.close(writer)
    chunks, deadline = [], time.monotonic() + CHILD_SECONDS + 5
    while time.monotonic() < deadline:
        ready, _, _ = select.select([reader], [], [], 0.5)
        if ready:
            chunk = os.read(reader, 65536)
            if not chunk:
                break
            chunks.append(chunk)
    else:
        os.kill(pid, signal.SIGKILL)
    os.close(reader)
    _pid, status, usage = os.wait4(pid, 0)
    result = json.loads(b"".join(chunks) or b"{}")
    if not result:
        result = {"fault": "hang" if os.WIFSIGNALED(status) and os.WTERMSIG(status) in (signal.SIGALRM, signal.SIGKILL)
                  else "memory" if os.WIFSIGNALED(status) else "crash: no answer"}
    outcome = classify(case, path, before, result) if not result.get("fault") else result["fault"]
    return {"family": case.family, "outcome": outcome, "seconds": result.get("seconds", CHILD_SECONDS),
            "memory_mb": max(0.0, (usage.ru_maxrss - rss_before) / 1024), "told": result.get("told", "")}


def _rss_kb() -> int:
    with open("/proc/self/status", encoding="ascii") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return 0


def _vm_size_bytes() -> int:
    with open("/proc/self/status", encoding="ascii") as status:
        for line in status:
            if line.startswith("VmSize:"):
                return int(line.split()[1]) * 1024
    return 0


def table(results: list[dict]) -> str:
    by_family: dict[str, Counter] = defaultdict(Counter)
    for result in results:
        by_family[result["family"]][result["outcome"]] += 1
    lines = ["| Family | Cases | Outcomes |", "|---|---:|---|"]
    for family in sorted(by_family):
        outcomes = by_family[family]
        text = ", ".join(f"{name} {count}" for name, count in outcomes.most_common())
        lines.append(f"| {family} | {sum(outcomes.values())} | {text} |")
    total = Counter(result["outcome"] for result in results)
    lines.append(f"| **all** | {len(results)} | " + ", ".join(f"{n} {c}" for n, c in total.most_common()) + " |")
    return "\n".join(lines)


def main() -> int:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ["FINAL_TABLE_HOME"] = tempfile.mkdtemp(prefix="ft-fuzz-home-")
    from game.ui.scenes.title import TitleScene
    from game.ui.shell.app import App
    from game.ui.tables import table_classes
    app = App(seed=3, show_window=False)
    app.stack.push(TitleScene(app))
    table_classes()          # every table imported here, not first in a forked child
    started = time.perf_counter()
    only = sys.argv[sys.argv.index("--family") + 1] if "--family" in sys.argv else ""
    per_family = int(sys.argv[sys.argv.index("--per-family") + 1]) if "--per-family" in sys.argv else 0
    results = []
    for case in all_cases(per_family=per_family):
        if only in case.family:
            results.append(run_case(case, app))
            if "--json" in sys.argv:
                print(json.dumps(results[-1]), flush=True)
    app.shutdown()
    if "--json" in sys.argv:
        return 0
    print(table(results))
    slowest = max(results, key=lambda r: r["seconds"])
    biggest = max(results, key=lambda r: r["memory_mb"])
    print(f"\n{len(results)} cases in {time.perf_counter() - started:.1f} s; slowest {slowest['seconds']:.2f} s "
          f"({slowest['family']}); most memory +{biggest['memory_mb']:.0f} MB ({biggest['family']})")
    if "-v" in sys.argv:
        for result in results:
            print(json.dumps({key: result[key] for key in ("family", "outcome", "seconds", "memory_mb")}),
                  "|", result["told"][:160])
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
