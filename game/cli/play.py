"""The play command (``final-table`` with no sub-command): start the app, run it, report.

Before a window opens, the files the game ships with are checked; a missing or unreadable one
is named and the exit code is 3 (README, "Set up"). The same holds if one goes away while
the game runs (the app keeps every save and closes first).
"""

from __future__ import annotations

import gc
import sys
from typing import Any

from game.paths import MissingGameFile, check_game_files


def run_app(args: Any, start: float) -> int:
    from game.games.registry import GAME_IDS

    if args.game and args.game not in GAME_IDS:
        print(f"unknown game {args.game!r}; games: {', '.join(GAME_IDS)}")
        return 2
    missing = check_game_files()
    if missing:
        print(missing, file=sys.stderr, flush=True)
        return 3
    try:
        return _play(args, start)
    except MissingGameFile as missing_now:   # a file that went away while the game ran
        print(missing_now, file=sys.stderr, flush=True)
        return 3


def _play(args: Any, start: float) -> int:
    from game.ui.scenes.title import open_start_scenes
    from game.ui.shell.app import App

    kiosk = bool(getattr(args, "kiosk", False))
    fullscreen = True if args.fullscreen or (kiosk and not args.windowed) else (False if args.windowed else None)
    app = App(fullscreen=fullscreen, size=args.size, seed=args.seed, kiosk=kiosk)
    settle_heap()
    if app.kiosk is not None and not app.problems:
        app.kiosk.start_attract()
    else:
        open_start_scenes(app, args.game)
    code = app.run(frames=args.frames, start=start)
    if app.kiosk is not None:
        print(app.kiosk.report(app.frames), flush=True)
    return code


def settle_heap() -> None:
    """What start-up made lives all run (content, fonts): keep it out of the collector's full
    passes, which otherwise walk all of it in the middle of a frame (measured after building a
    table: ~100 ms a pass on a loaded machine, ~1 ms with start-up's objects frozen)."""
    gc.freeze()
