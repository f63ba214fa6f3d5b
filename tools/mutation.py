"""Mutation testing of the rules modules with mutmut, one module at a time.

Usage (from the repository root; always niced, the machine is shared):

    nice -n 19 python tools/mutation.py run phase10.rules      # one module
    nice -n 19 python tools/mutation.py run phase10            # each module of one game in turn
    nice -n 19 python tools/mutation.py run all                # every rules module in turn
    nice -n 19 python tools/mutation.py run --together finale  # a game's modules in one run
    python tools/mutation.py report                            # table from the last runs
    python tools/mutation.py survivors phase10.rules           # diffs of the survivors

Each run copies the working tree into ``build/mutation/<module>/`` (so the worktree is never
touched and runs of different modules never share state), narrows mutmut to that one file and
the tests to that game's folder plus the engine-wide rules tests of ``tests/core`` (contract,
JSON actions, saves, melds; never the content fuzzers, the search tests or the UI; the shared
meld and flow modules use the tests of the games that use them), and runs ``mutmut run`` (two
mutants at a time by default). mutmut runs, for each mutant, only the tests that executed the
mutated function in a clean run, with ``-x``, without random order, fastest first. With
``--together`` the modules named share one copy and one clean run (``build/mutation/<names>/``,
each module's own folder a link to it): on a loaded machine the two clean runs of the test
selection take longer than the mutants of a small module.

The summary of each run is written to ``build/mutation/results/<module>.json``. Survivors that
are equivalent (no behaviour changes) are listed with the reason in
``tools/mutation_equivalents.toml``; the report counts them apart. Mutant names carry a number
per function, so when a rules module changes, re-check its entries there.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tomllib
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
WORK = ROOT / "build" / "mutation"
RESULTS = WORK / "results"
EQUIVALENTS = ROOT / "tools" / "mutation_equivalents.toml"
COPIED = ("game", "tests", "content", "assets", "main.py", "pyproject.toml")

# mutmut's exit codes by meaning (mutmut.stats.status_by_exit_code)
KILLED_CODES = {1, 3, -24, 24, 152, 255, 36, 37, -11, -9}
SURVIVED_CODES = {0}
NO_TESTS_CODES = {5, 33}


@dataclass(frozen=True)
class Target:
    """One rules module and the test folders that may kill its mutants."""

    key: str
    path: str
    tests: tuple[str, ...]


# The engine-wide tests that can see a rules change (the contract, JSON actions, saves, the
# meld modules). Left out on purpose: the content fuzzers, the search and offload tests and
# every UI test, which take most of a full run and see no rule a mutant could change.
CORE_RULES_TESTS = ("tests/core/test_engine_contract.py", "tests/core/test_actions_fuzz.py",
                    "tests/core/test_restore_states.py", "tests/core/test_meld_groups.py",
                    "tests/core/test_meld_hits.py", "tests/core/test_rummy_actions.py",
                    "tests/core/test_meld_hit_refusals.py", "tests/core/test_rummy_rules.py",
                    "tests/core/test_meld_solver_rules.py")


def _game_tests(game: str) -> tuple[str, ...]:
    """A game's tests without its bot and hard-bot tests (the bots' play, not the rules; slow)."""
    return (f"tests/{game}", f"--ignore=tests/{game}/test_bots.py", f"--ignore=tests/{game}/test_determinize.py",
            f"--ignore=tests/{game}/test_first_choice.py")      # Finale's hard-seat first choice


def _game(game: str, modules: tuple[str, ...]) -> list[Target]:
    tests = (*_game_tests(game), *CORE_RULES_TESTS)
    return [Target(f"{game}.{m}", f"game/games/{game}/{m}.py", tests) for m in modules]


MELD_USERS = (*CORE_RULES_TESTS, *_game_tests("phase10"), *_game_tests("five_three_five"), *_game_tests("finale"))
# The solver's own selection: the meld tests of tests/core and the game files that lay down, hint
# and compare the solver with brute force, not the three games' folders (every solver mutant met
# most of those, 1 to 13 mutants a minute). Fewer tests can only lower its kill count.
SOLVER_TESTS = ("tests/core/test_meld_groups.py", "tests/core/test_meld_hits.py",
                "tests/core/test_meld_hit_refusals.py", "tests/core/test_meld_solver_rules.py",
                "tests/core/test_meld_solver_choices.py", "tests/core/test_meld_solver_reference.py",
                "tests/core/test_rummy_rules.py",
                "tests/core/test_rummy_actions.py", "tests/phase10/test_melds.py", "tests/phase10/test_view.py",
                "tests/finale/test_building_blocks.py", "tests/finale/test_levels.py")
# The meld language's: the solver's plus its own faces tests and the games' refusal sentences (the
# three games' folders made each mutant met by most of them run for minutes on a shared machine).
MELD_TESTS = (*SOLVER_TESTS, "tests/core/test_meld_faces.py", "tests/phase10/test_refusals.py",
              "tests/finale/test_refusals.py", "tests/finale/test_special_card_hits.py")
RUMMY_USERS = (*CORE_RULES_TESTS, *_game_tests("phase10"), *_game_tests("finale"))

SAVE_TESTS = ("tests/ui/test_saves.py", "tests/ui/test_saves_resume.py", "tests/ui/test_saves_history.py",
              "tests/ui/test_saves_last.py", "tests/ui/test_saves_fuzz.py")

# In priority order: the modules that decide what is legal and who scores come first.
TARGETS: list[Target] = [
    Target("core.melds", "game/core/rummy/melds.py", MELD_TESTS),
    Target("core.meld_solver", "game/core/rummy/meld_solver.py", SOLVER_TESTS),
    Target("core.meld_candidates", "game/core/rummy/meld_candidates.py", SOLVER_TESTS),
    Target("core.meld_memo", "game/core/rummy/meld_memo.py", ("tests/core/test_meld_memo.py",)),
    Target("core.meld_hits", "game/core/rummy/meld_hits.py", MELD_USERS),
    *(Target(f"core.{m}", f"game/core/rummy/{m}.py", RUMMY_USERS)
      for m in ("rummy_flow", "rummy_actions", "rummy_checks", "rummy_rules")),
    *_game("finale", ("checks", "flow", "moves", "rules", "actions", "state")),
    *_game("phase10", ("rules", "flow", "checks", "moves", "actions", "state", "view")),
    *_game("five_three_five", ("rules", "rounds", "melds", "state")),
    *_game("final_touch", ("rules", "scoring", "actions", "state")),
    # Final Nine: the engine's hard-bot hooks (determinize, search_*) are called by the world tests only
    *(Target(t.key, t.path, (*_game_tests("final_nine")[:2], *CORE_RULES_TESTS)) if t.key == "final_nine.engine"
      else t for t in _game("final_nine", ("legality", "flow", "geometry", "engine", "actions", "state",
                                           "cards", "holes", "valuemap", "preview", "view"))),
    # The save checker (envelope, seats, names, options, the log against the state): the save tests
    # and the resume and fuzz tests that feed it damaged files.
    Target("ui.save_check", "game/ui/store/save_check.py", SAVE_TESTS),
]
BY_KEY = {t.key: t for t in TARGETS}


def select(name: str) -> list[Target]:
    """The targets a command line name means: a module key, a game, or ``all``."""
    if name == "all":
        return list(TARGETS)
    if name in BY_KEY:
        return [BY_KEY[name]]
    chosen = [t for t in TARGETS if t.key.split(".")[0] == name]
    if not chosen:
        known = ", ".join(sorted({t.key.split(".")[0] for t in TARGETS}))
        raise SystemExit(f"unknown module or game {name!r} (games: {known}; or a key like phase10.rules)")
    return chosen


def mutmut_section(targets: list[Target]) -> str:
    """The ``[tool.mutmut]`` table for some targets, from the shared one in pyproject.toml."""
    shared = tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8")).get("tool", {}).get("mutmut", {})
    config = dict(shared)
    config["only_mutate"] = [target.path for target in targets]
    tests = dict.fromkeys(t for target in targets for t in target.tests)
    # an older tree (a "before" snapshot) may lack a newer test file: pytest would refuse to start
    config["pytest_add_cli_args_test_selection"] = [t for t in tests if t.startswith("-") or (ROOT / t).exists()]
    lines = ["[tool.mutmut]"]
    for key, value in config.items():
        lines.append(f"{key} = {json.dumps(value)}")
    return "\n".join(lines) + "\n"


# Appended to the copy's tests/conftest.py (never the repository's): once mutmut has timed
# every test, run the fastest first, so a mutant that some quick test kills dies quickly.
FASTEST_FIRST = '''

def pytest_collection_modifyitems(config, items):
    """Mutation runs only (added by tools/mutation.py): fastest tests first."""
    import json
    import pathlib
    stats = pathlib.Path("mutmut-stats.json")
    if stats.exists():
        durations = json.loads(stats.read_text("utf-8")).get("duration_by_test", {})
        items.sort(key=lambda item: durations.get(item.nodeid, 0.0))
'''


def prepare(targets: list[Target], name: str) -> Path:
    """A fresh copy of the tree in ``build/mutation/<name>``, with mutmut narrowed to the targets;
    each target's own folder name points there (a symlink when they run together)."""
    where = WORK / name
    for folder in {where, *(WORK / target.key for target in targets)}:
        if folder.is_symlink():
            folder.unlink()
        elif folder.exists():
            shutil.rmtree(folder)
    where.mkdir(parents=True)
    for target in targets:
        if target.key != name:
            (WORK / target.key).symlink_to(name)
    for item in COPIED:
        source = ROOT / item
        if source.is_dir():
            shutil.copytree(source, where / item, ignore=shutil.ignore_patterns("__pycache__", ".hypothesis"))
        elif source.exists():
            shutil.copy2(source, where / item)
    with (where / "tests" / "conftest.py").open("a", encoding="utf-8") as conftest:
        conftest.write(FASTEST_FIRST)
    text = (where / "pyproject.toml").read_text("utf-8")
    text = re.sub(r"(?ms)^\[tool\.mutmut\]\n.*?(?=^\[|\Z)", "", text)
    (where / "pyproject.toml").write_text(text.rstrip() + "\n\n" + mutmut_section(targets), "utf-8")
    return where


def statuses(target: Target) -> dict[str, int | None]:
    """Exit code by mutant name, from mutmut's meta file of the target's last run."""
    meta = WORK / target.key / "mutants" / (target.path + ".meta")
    if not meta.exists():
        return {}
    return dict(json.loads(meta.read_text("utf-8"))["exit_code_by_key"])


def equivalents() -> dict[str, str]:
    """Reason by mutant name for every survivor judged equivalent."""
    if not EQUIVALENTS.exists():
        return {}
    data = tomllib.loads(EQUIVALENTS.read_text("utf-8"))
    return {name: reason for module in data.values() for name, reason in module.items()}


def summarise(target: Target) -> dict[str, object] | None:
    codes = statuses(target)
    if not codes:
        return None
    equivalent = equivalents()
    killed = [n for n, c in codes.items() if c in KILLED_CODES]
    alive = [n for n, c in codes.items() if c in SURVIVED_CODES | NO_TESTS_CODES]
    unchecked = [n for n, c in codes.items() if c not in KILLED_CODES | SURVIVED_CODES | NO_TESTS_CODES]
    equal = [n for n in alive if n in equivalent]
    survived = sorted(n for n in alive if n not in equivalent)
    judged = len(codes) - len(equal) - len(unchecked)
    return {
        "module": target.key,
        "mutants": len(codes),
        "killed": len(killed),
        "equivalent": len(equal),
        "survived": len(survived),
        "unchecked": len(unchecked),
        "kill_rate": round(100.0 * len(killed) / judged, 1) if judged else 100.0,
        "raw_kill_rate": round(100.0 * len(killed) / len(codes), 1),
        "survivors": survived,
        "no_tests": sorted(n for n, c in codes.items() if c in NO_TESTS_CODES),
    }


def run(targets: list[Target], children: int, name: str | None = None) -> int:
    """One mutmut run over the targets (one copy, one clean test run), a summary per target."""
    name = name or targets[0].key
    where = prepare(targets, name)
    paths = " ".join(target.path for target in targets)
    tests = " ".join(dict.fromkeys(t for target in targets for t in target.tests))
    print(f"== {name}: mutating {paths}, tests {tests}", flush=True)
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    log = where / "mutmut.log"
    with log.open("w", encoding="utf-8") as out:
        code = subprocess.call([sys.executable, "-m", "mutmut", "run", "--max-children", str(children)],
                               cwd=where, env=env, stdout=out, stderr=subprocess.STDOUT)
    worst = 0
    for target in targets:
        summary = summarise(target)
        if summary is None:
            print(f"   {target.key}: mutmut exit {code}, no results; see {log}", flush=True)
            worst = code or 1
            continue
        RESULTS.mkdir(parents=True, exist_ok=True)
        (RESULTS / f"{target.key}.json").write_text(json.dumps(summary, indent=2) + "\n", "utf-8")
        print(f"   {target.key}: {summary['mutants']} mutants, {summary['killed']} killed, "
              f"{summary['equivalent']} equivalent, {summary['survived']} survived: {summary['kill_rate']}%",
              flush=True)
    return worst


def report(before: Path | None) -> None:
    """The table of the last runs; with ``before`` (an older results folder), both rates."""
    head = "| module | mutants | killed | equivalent | survived | kill rate |"
    if before is not None:
        head += " kill rate before |"
    print(head)
    print("|---|---:|---:|---:|---:|---:|" + ("---:|" if before is not None else ""))
    for target in TARGETS:
        summary = summarise(target)
        if summary is None:
            continue
        line = (f"| {summary['module']} | {summary['mutants']} | {summary['killed']} | {summary['equivalent']} "
                f"| {summary['survived']} | {summary['kill_rate']}% |")
        if before is not None:
            old_path = before / f"{target.key}.json"
            if old_path.exists():
                old = json.loads(old_path.read_text("utf-8"))
                judged = old["mutants"] - len([n for n in old["survivors"] if n in equivalents()])
                line += f" {round(100.0 * old['killed'] / judged, 1)}% ({old['killed']} of {old['mutants']}) |"
            else:
                line += " not measured |"
        print(line)


def survivors(target: Target, include_equivalent: bool) -> None:
    summary = summarise(target)
    if summary is None:
        raise SystemExit(f"no run yet for {target.key}")
    names = list(summary["survivors"])  # type: ignore[arg-type]
    if include_equivalent:
        names = sorted(n for n, c in statuses(target).items() if c in SURVIVED_CODES | NO_TESTS_CODES)
    for name in names:
        shown = subprocess.run([sys.executable, "-m", "mutmut", "show", name], check=False,
                               cwd=WORK / target.key, capture_output=True, text=True)
        print(shown.stdout.rstrip())
        print()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True)
    run_p = sub.add_parser("run", help="mutate one module, a game's modules, or all")
    run_p.add_argument("names", nargs="+", metavar="name")
    run_p.add_argument("--children", type=int, default=2,
                       help="mutants tested at once (default 2; the run is niced, so idle CPU only)")
    run_p.add_argument("--together", action="store_true",
                       help="one mutmut run for all the modules named (one clean test run instead of one each)")
    report_p = sub.add_parser("report", help="print the table of the last runs")
    report_p.add_argument("--before", type=Path, help="a results folder of earlier runs to compare with")
    surv_p = sub.add_parser("survivors", help="print the diff of every surviving mutant of a module")
    surv_p.add_argument("name")
    surv_p.add_argument("--all", action="store_true", help="include survivors judged equivalent")
    args = parser.parse_args(argv)
    if args.command == "run":
        chosen = [target for name in args.names for target in select(name)]
        if args.together:
            return run(chosen, args.children, "+".join(args.names))
        return max(run([target], args.children) for target in chosen)
    if args.command == "report":
        report(args.before)
        return 0
    for target in select(args.name):
        survivors(target, args.all)
    return 0


if __name__ == "__main__":
    sys.exit(main())
