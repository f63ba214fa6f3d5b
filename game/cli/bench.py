"""``bench``: frame time (update + draw) per scene at 1920x1080 headless, and start-up time."""

from __future__ import annotations

import argparse
import json
import time

from game.cli.shots import catalogue, headless, make_app
from game.core.sim import percentile


def cmd_bench(args: argparse.Namespace, process_start: float) -> int:
    headless()
    from game.ui.app import STEP
    from game.ui.scenes.title import open_start_scenes

    app = make_app(1)
    open_start_scenes(app)
    app.step(STEP)
    app.render()
    startup_ms = (time.perf_counter() - process_start) * 1000.0
    scenes = {}
    for scene_id, build in catalogue().items():
        app.stack.scenes.clear()
        build(app, 1)
        app.step(STEP)
        app.render()     # warm caches, as a player's first frame would
        times = []
        for _ in range(args.frames):
            started = time.perf_counter()
            app.step(STEP)
            app.render()
            times.append((time.perf_counter() - started) * 1000.0)
        times.sort()
        scenes[scene_id] = {"p50_ms": round(percentile(times, 0.5), 3),
                            "p99_ms": round(percentile(times, 0.99), 3),
                            "max_ms": round(times[-1], 3)}
    report = {"startup_ms": round(startup_ms, 1), "scenes": scenes}
    if args.json:
        print(json.dumps(report))
    else:
        print(f"start-up to first frame: {report['startup_ms']} ms")
        print(f"{'scene':<34}{'p50 ms':>10}{'p99 ms':>10}{'max ms':>10}")
        for scene_id, row in scenes.items():
            print(f"{scene_id:<34}{row['p50_ms']:>10}{row['p99_ms']:>10}{row['max_ms']:>10}")
    return 0
