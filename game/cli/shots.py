"""``shot``: render a scene headless to a PNG, and the catalogue of scene ids.

Each id builds a stack of real scenes (mid-game scenes with a seeded game in progress).
Game tables add their own ids through ``SHOTS`` in their table module.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable


def headless() -> None:
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    if "FINAL_TABLE_HOME" not in os.environ:   # never touch the player's own settings and saves
        import tempfile
        os.environ["FINAL_TABLE_HOME"] = tempfile.mkdtemp(prefix="final-table-shot-")


def catalogue() -> dict[str, Callable]:
    """Scene id -> builder(app, seed) that fills ``app.stack``."""
    from game.ui.shell.shots import shot_builders
    return shot_builders()


def make_app(seed: int):
    from game.ui.shell.app import App
    return App(seed=seed, show_window=False)


def tv_text_on(app) -> None:
    """What Settings' "Text size: TV (larger)" does, for this app only (nothing is saved)."""
    from game.ui.store.settings import TV_TEXT_SCALE
    app.settings.tv_text = True
    app.text.scale = TV_TEXT_SCALE


def settle(app, seconds: float | None = None) -> None:
    """Play ``seconds`` (the shots' SETTLE_SECONDS when None) so the picture is taken at rest."""
    from game.ui.shell.app import STEP
    from game.ui.tables.shot_kit import SETTLE_SECONDS
    seconds = SETTLE_SECONDS if seconds is None else seconds
    for _ in range(int(seconds / STEP)):
        app.step(STEP)


def write_png(app, out: str, size: tuple[int, int]) -> None:
    import pygame
    app.render()
    frame = app.screen
    if size != frame.get_size():
        # what a window of that size shows: the canvas scaled with letterboxing
        scale = min(size[0] / frame.get_width(), size[1] / frame.get_height())
        scaled = pygame.transform.smoothscale(frame, (round(frame.get_width() * scale),
                                                      round(frame.get_height() * scale)))
        canvas = pygame.Surface(size)
        canvas.fill((0, 0, 0))
        canvas.blit(scaled, scaled.get_rect(center=(size[0] // 2, size[1] // 2)))
        frame = canvas
    pygame.image.save(frame, out)


def pygame_error() -> type[Exception]:
    import pygame
    return pygame.error


def cmd_shot(args: argparse.Namespace) -> int:
    headless()
    shots = catalogue()
    if args.list:
        print("\n".join(shots))
        return 0
    if not args.scene or not args.out:
        args.usage.error("give --scene ID --out FILE.png (or --list)")      # exits 2
    if args.scene not in shots:
        args.usage.error(f"argument --scene: unknown scene {args.scene[:40]!r}; see 'shot --list'")
    app = make_app(args.seed)
    if args.tv_text:
        tv_text_on(app)
    shots[args.scene](app, args.seed)
    settle(app)
    try:
        write_png(app, args.out, args.size)
    except (OSError, pygame_error()) as exc:     # checked at parsing; the disk may still refuse
        print(f"shot: could not write {args.out} ({exc})", file=sys.stderr)
        return 2
    tv = ", TV text" if args.tv_text else ""
    print(f"wrote {args.out} ({args.size[0]}x{args.size[1]}, scene {args.scene}, seed {args.seed}{tv})")
    return 0
