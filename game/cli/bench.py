"""``bench``: frame time (update + draw) per scene at 1920x1080 headless, and start-up time.

Per scene: the *load* (building the scene stack and its first paint, which the stack does as
a scene is pushed, see ``SceneStack.prepaint``), then every one of ``--frames`` frames after
it, none dropped. A scene pushed during a measured frame (a summary appearing) is a load too:
its push is timed by the stack and reported apart (``push_ms``), not in that frame's time.
Times are wall clock (``p50_ms``, ``p99_ms``, ``max_ms``) and this thread's CPU time
(``cpu_p50_ms``, ``cpu_p99_ms``): on a loaded machine the wall clock includes waiting for a
core, the CPU time does not.
"""

from __future__ import annotations

import argparse
import json
import time
from collections.abc import Callable

from game.cli.shots import catalogue, headless, make_app
from game.core.sim import percentile


def bench_scene(app, build: Callable, frames: int) -> dict[str, float]:
    """Load one catalogue scene on ``app`` and time ``frames`` frames after it."""
    from game.ui.shell.app import STEP
    stack, kiosk = app.stack, app.kiosk
    stack.scenes.clear()
    started = time.perf_counter()
    build(app, 1)
    stack.prepaint()    # the builder advanced the game after its pushes: that paint is load too
    load_ms = (time.perf_counter() - started) * 1000.0
    walls, cpus, pushed = [], [], 0.0
    for _ in range(frames):
        load_wall, load_cpu = stack.load_seconds, stack.load_cpu_seconds
        wall, cpu = time.perf_counter(), time.thread_time()
        app.step(STEP)
        app.render()
        in_push = stack.load_seconds - load_wall
        pushed += in_push
        walls.append((time.perf_counter() - wall - in_push) * 1000.0)
        cpus.append((time.thread_time() - cpu - (stack.load_cpu_seconds - load_cpu)) * 1000.0)
    app.kiosk = kiosk     # the attract shot starts a kiosk: its demos must not run on into the next scenes
    walls.sort()
    cpus.sort()
    return {"p50_ms": round(percentile(walls, 0.5), 3), "p99_ms": round(percentile(walls, 0.99), 3),
            "max_ms": round(walls[-1], 3), "cpu_p50_ms": round(percentile(cpus, 0.5), 3),
            "cpu_p99_ms": round(percentile(cpus, 0.99), 3), "load_ms": round(load_ms, 1),
            "push_ms": round(pushed * 1000.0, 1)}


def cmd_bench(args: argparse.Namespace, process_start: float) -> int:
    headless()
    from game.cli.play import settle_heap
    from game.ui.scenes.title import open_start_scenes
    from game.ui.shell.app import STEP

    app = make_app(1)
    settle_heap()          # as ``run_app`` does
    open_start_scenes(app)
    app.step(STEP)
    app.render()
    startup_ms = (time.perf_counter() - process_start) * 1000.0
    wanted = set(getattr(args, "scene", None) or ())
    # the attract loop last: its kiosk tunes the allocator for the whole process (``tune_malloc``)
    builders = sorted(catalogue().items(), key=lambda item: item[0] == "attract")
    scenes = {scene_id: bench_scene(app, build, args.frames)
              for scene_id, build in builders if not wanted or scene_id in wanted}
    report = {"startup_ms": round(startup_ms, 1), "scenes": scenes}
    if args.json:
        print(json.dumps(report))
    else:
        print(f"start-up to first frame: {report['startup_ms']} ms")
        columns = ("p50_ms", "p99_ms", "max_ms", "cpu_p50_ms", "cpu_p99_ms", "load_ms", "push_ms")
        print(f"{'scene':<32}" + "".join(f"{name[:-3].replace('_', ' '):>9}" for name in columns))
        for scene_id, row in scenes.items():
            print(f"{scene_id:<32}" + "".join(f"{row[name]:>9}" for name in columns))
    return 0
