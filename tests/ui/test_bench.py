"""``bench`` measures every frame after a scene's load, and times pushes apart as loads."""

from __future__ import annotations

from game.cli.bench import bench_scene
from game.ui.overlays.dialogs import PauseScene
from game.ui.scenes.title import TitleScene


def test_a_push_during_the_measured_frames_is_reported_as_a_load_not_as_a_frame(app):
    pushed = []

    def build(app, seed):
        app.stack.push(TitleScene(app))
        title = app.stack.top
        update = title.update

        def update_then_open_pause(dt):      # a summary opening by itself, say
            update(dt)
            if not pushed:
                pushed.append(True)
                app.stack.push(PauseScene(app, "Five Three Five", 1, (), lambda: None))
        title.update = update_then_open_pause

    row = bench_scene(app, build, 5)
    assert pushed and row["push_ms"] > 0 and row["load_ms"] > 0
    assert set(row) == {"p50_ms", "p99_ms", "max_ms", "cpu_p50_ms", "cpu_p99_ms", "load_ms", "push_ms"}
    assert 0 < row["p50_ms"] <= row["p99_ms"] <= row["max_ms"]


def test_the_attract_scene_leaves_no_kiosk_running_into_the_scenes_measured_after_it(app):
    from game.cli.shots import catalogue
    builders = catalogue()
    bench_scene(app, builders["attract"], 3)
    assert app.kiosk is None
    bench_scene(app, builders["final_touch_table"], 3)
    # the table the builder made is the one measured (a kiosk would have swapped in its next demo)
    assert [type(scene).__name__ for scene in app.stack.scenes] == ["TitleScene", "FinalTouchTable"]
