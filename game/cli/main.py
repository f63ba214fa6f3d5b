"""Entry point for ``python main.py`` and the ``final-table`` console script.

Sub-commands: (none) play, ``check-content``, ``shot``, ``sim``, ``bench``, ``replay``. Pygame is
imported only by the commands that draw, so ``check-content`` and ``sim`` start fast.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

from game import __version__
from game.cli import values

PROCESS_START = time.perf_counter()


def parse_size(text: str) -> tuple[int, int]:
    return values.window_size(text)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="final-table", description="Final Table card-game arcade")
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    parser.add_argument("--game", help="open this game's setup screen directly")
    mode = parser.add_mutually_exclusive_group()
    mode.add_argument("--fullscreen", action="store_true", help="start fullscreen")
    mode.add_argument("--windowed", action="store_true", help="start in a window")
    parser.add_argument("--size", type=parse_size, help="window size, e.g. 1280x720")
    parser.add_argument("--seed", type=values.seed, help="seed for new games, 0 to 2**63-1 (default: random)")
    parser.add_argument("--kiosk", action="store_true",
                        help="unattended demo: fullscreen attract loop, settings locked, quit with Ctrl+Shift+Q")
    parser.add_argument("--frames", type=values.frames, help="run N frames (1 to 10,000,000) then exit 0 (smoke tests)")
    sub = parser.add_subparsers(dest="command")

    check = sub.add_parser("check-content", help="validate content YAML; exit 1 on any problem")
    check.add_argument("dir", nargs="?", help="content folder (default: the game's own)")

    shot = sub.add_parser("shot", help="render a scene headless to a PNG")
    shot.add_argument("--list", action="store_true", help="print scene ids")
    shot.add_argument("--scene", help="scene id (see --list)")
    shot.add_argument("--out", type=values.file_to_write, help="PNG file to write (its folder must exist)")
    shot.add_argument("--seed", type=values.seed, default=1)
    shot.add_argument("--size", type=parse_size, default=(1920, 1080))
    shot.add_argument("--tv-text", action="store_true", help="draw with the TV (larger) text size setting on")
    shot.set_defaults(usage=shot)

    sim = sub.add_parser("sim", help="bot-against-bot games, headless",
                         epilog="game options are passed as --NAME VALUE (flags: --NAME)")
    sim.add_argument("--game", required=True)
    sim.add_argument("--players", type=int, required=True)
    sim.add_argument("--games", type=values.games, default=100, help="games to play (1 to 1,000,000)")
    sim.add_argument("--seed", type=values.seed, default=1)
    sim.add_argument("--bots", help="comma-separated bot per seat, e.g. normal,random")
    sim.add_argument("--json", action="store_true", help="print one JSON object")
    sim.add_argument("--log", type=values.file_to_write, help="write one JSON line per action to this file")
    sim.add_argument("--think", type=values.seconds, default=None,
                     help="seconds per decision for hard bots, more than 0 and at most 60 (default: the game's, 0.6)")
    sim.add_argument("--think-clock", choices=("wall", "cpu"), default="wall",
                     help="what --think is measured on: wall time (as at the table) or this "
                          "process's CPU time (strength runs on a busy machine)")
    sim.set_defaults(usage=sim)

    replay = sub.add_parser("replay", help="watch a kept replay (.json) or a game of a sim --log file (.jsonl)")
    replay.add_argument("file")
    replay.add_argument("--game-index", type=values.game_index, default=0, help="which game of a sim log (from 0)")

    bench = sub.add_parser("bench", help="frame-time benchmark of every scene, headless")
    bench.add_argument("--json", action="store_true")
    bench.add_argument("--frames", type=values.bench_frames, default=240, help="frames per scene (1 to 100,000)")
    bench.add_argument("--scene", action="append", help="only this scene id (repeatable; see shot --list)")
    return parser


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    parser = build_parser()
    args, extra = parser.parse_known_args(argv)
    if extra and args.command != "sim":
        parser.error(f"unrecognised arguments: {' '.join(extra)}")
    if args.command == "check-content":
        return cmd_check_content(args.dir)
    if args.command == "sim":
        return cmd_sim(args, extra)
    if args.command == "shot":
        from game.cli.shots import cmd_shot
        return cmd_shot(args)
    if args.command == "replay":
        from game.cli.replay import cmd_replay
        return cmd_replay(args, PROCESS_START)
    if args.command == "bench":
        from game.cli.bench import cmd_bench
        return cmd_bench(args, PROCESS_START)
    from game.cli.play import run_app
    return run_app(args, PROCESS_START)


def cmd_check_content(directory: str | None) -> int:
    from game.paths import CONTENT_DIR

    code, lines = check_content_report(Path(directory) if directory else CONTENT_DIR)
    for line in lines:
        print(line)
    return code


def check_content_report(root: Path) -> tuple[int, list[str]]:
    """What ``check-content`` prints for ``root`` and its exit code (the fuzz tests call this)."""
    from game.games.registry import all_specs, load_all_content, load_all_rules_pages

    if not root.is_dir():
        return 1, [f"{root}: not a folder (expected a content folder with one sub-folder per game)"]
    try:
        loaded, problems = load_all_content(root)
        load_all_rules_pages(root, problems)
    except Exception as exc:  # noqa: BLE001 - a bug in a loader is still a line, not a traceback
        failed = (f"{root}:1:1: the content check itself failed ({type(exc).__name__}: "
                  f"{str(exc)[:200]}); please report this")
        return 1, [failed, f"1 problem(s) found in {root}"]
    from game.core.learn.tutorial import check_tutorials
    from game.games.tutorials import tutorial_hooks
    check_tutorials(root, loaded, all_specs(), tutorial_hooks(), problems)   # the guided games
    if problems:
        return 1, [*problems.lines(), f"{len(problems)} problem(s) found in {root}"]
    # A game that loaded nothing must have said why; "content OK" without it would be a lie.
    silent = [spec.game_id for spec in all_specs()
              if spec.load_content is not None and spec.game_id not in loaded]
    if silent:
        return 1, [f"{root / game}:1:1: nothing was loaded and no problem was named (a bug)"
                   for game in silent] + [f"{len(silent)} problem(s) found in {root}"]
    return 0, [f"content OK: {', '.join(sorted(loaded)) or 'no playable games yet'} ({root})"]


class OptionProblem(ValueError):
    """A game option on the sim command line that the game does not offer."""


def parse_game_options(spec, extra: list[str]) -> dict:
    """Turn ``--level pro --battle`` into ``{"level": "pro", "battle": True}`` via OptionSpecs."""
    known = {opt.name.replace("_", "-"): opt for opt in spec.options}
    options: dict = {}
    index = 0
    while index < len(extra):
        token = extra[index]
        name = token[2:] if token.startswith("--") else None
        opt = known.get(name) if name else None
        if opt is None:
            allowed = " ".join(f"--{n}" for n in known) or "none"
            raise OptionProblem(f"unknown option {token[:40]!r} for {spec.game_id} (options: {allowed})")
        if opt.kind is bool:
            options[opt.name] = True
            index += 1
            continue
        if index + 1 >= len(extra):
            raise OptionProblem(f"option {token} needs a value")
        raw = extra[index + 1]
        try:
            value = opt.kind(raw)
        except ValueError:
            raise OptionProblem(f"option {token} wants {opt.kind.__name__}, got {raw[:40]!r}") from None
        if opt.choices and value not in opt.choices:
            choices = ", ".join(map(str, opt.choices))
            raise OptionProblem(f"option {token} must be one of {choices}, not {raw[:40]!r}")
        options[opt.name] = value
        index += 2
    return options


def cmd_sim(args: argparse.Namespace, extra: list[str]) -> int:
    from game.core.loading.content import Problems
    from game.core.sim import run_sim
    from game.games.registry import GAME_IDS, spec_for
    from game.paths import CONTENT_DIR

    usage = args.usage.error        # prints the usage and the reason, exits 2
    if args.game not in GAME_IDS:
        usage(f"argument --game: unknown game {args.game[:40]!r}; games: {', '.join(GAME_IDS)}")
    spec = spec_for(args.game)
    if not spec.playable:
        usage(f"argument --game: {spec.title} is not playable yet")
    if not spec.min_players <= args.players <= spec.max_players:
        usage(f"argument --players: {spec.title} takes {spec.min_players}-{spec.max_players} players, "
              f"not {args.players}")
    try:
        options = parse_game_options(spec, extra)
    except OptionProblem as problem:
        usage(str(problem))
    if args.bots is not None:
        unknown = [bot for bot in args.bots.split(",") if bot not in spec.bots]
        if unknown:
            usage(f"argument --bots: unknown bot {unknown[0][:40]!r}; bots: {', '.join(spec.bots)}")
    problems = Problems()
    content = spec.load_content(CONTENT_DIR, problems)
    if problems or content is None:
        print("\n".join(problems.lines()))
        return 1
    rules = spec.make_rules(content)
    bots = args.bots.split(",") if args.bots else None
    try:
        log = open(args.log, "w", encoding="utf-8") if args.log else None  # noqa: SIM115
    except OSError as exc:   # checked at parsing; a folder made read-only since, a full disk
        usage(f"argument --log: cannot write {args.log} ({exc.strerror or exc})")
    try:
        report = run_sim(spec, rules, args.players, args.games, args.seed, bots, options, log,
                         think=args.think, think_clock=args.think_clock)
    except ValueError as exc:
        print(f"sim: {exc}")
        return 2
    finally:
        if log is not None:
            log.close()
    for detail in report.error_details:
        print(f"ERROR {detail}", file=sys.stderr)
    data = report.to_json()
    if options:
        data["options"] = options
    if args.json:
        print(json.dumps(data))
    else:
        for key, value in data.items():
            print(f"{key:>18}: {value}")
    return 1 if report.errors else 0
