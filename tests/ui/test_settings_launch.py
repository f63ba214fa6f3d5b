"""The app never dies at launch: a poisoned settings.json, a loader that raises, SIGTERM."""

from __future__ import annotations

import os
import select
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from game.ui.overlays.error import ContentErrorScene
from game.ui.scenes.title import open_start_scenes

ROOT = Path(__file__).resolve().parents[2]


def launch(home, *extra, timeout=120):
    env = {"SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "FINAL_TABLE_HOME": str(home),
           "PATH": "/usr/bin:/bin"}
    return subprocess.run([sys.executable, "main.py", "--frames", "5", "--windowed", *extra], env=env, cwd=ROOT,
                          check=False, capture_output=True, text=True, timeout=timeout)


@pytest.mark.parametrize("poison", ["overflow", "nesting", "fifo", "devzero"])
def test_a_poisoned_settings_file_is_set_aside_and_the_app_starts(tmp_path, poison):
    path = tmp_path / "settings.json"
    if poison == "overflow":
        path.write_text('{"master_volume": 1' + "0" * 400 + "}", encoding="utf-8")
    elif poison == "nesting":
        path.write_text("[" * 100_000 + "]" * 100_000, encoding="utf-8")
    elif poison == "fifo":
        os.mkfifo(path)
    else:
        os.symlink("/dev/zero", path)
    done = launch(tmp_path)
    assert done.returncode == 0, done.stderr[-2000:]
    assert "Traceback" not in done.stderr
    assert not os.path.lexists(path)
    assert len(list(tmp_path.glob("settings.json.damaged-*"))) == 1


def test_a_content_loader_that_raises_reaches_the_content_error_screen(tmp_path, monkeypatch):
    monkeypatch.setenv("FINAL_TABLE_HOME", str(tmp_path))
    from dataclasses import replace

    from game.games import registry
    from game.ui.shell.app import App

    def explode(root, problems):
        raise RecursionError("maximum recursion depth exceeded")
    monkeypatch.setattr(registry, "FINAL_TOUCH", replace(registry.FINAL_TOUCH, load_content=explode))
    app = App(seed=1, show_window=False)
    try:
        assert "final_touch" not in app.content and "phase10" in app.content
        assert any("Final Touch" in line and "RecursionError" in line for line in app.problems.lines())
        open_start_scenes(app)
        assert isinstance(app.stack.top, ContentErrorScene)
    finally:
        app.shutdown()


def _first_line(stream, seconds: float) -> str:
    """The first line a child prints, waiting on the pipe (at most ``seconds``: a cap for a child
    that never gets there, not a measure of how quickly it does)."""
    ready, _, _ = select.select([stream], [], [], seconds)
    return stream.readline().strip() if ready else ""


def test_sigterm_ends_the_app_cleanly(tmp_path):
    """SIGTERM while the loop runs ends it as closing the window would: exit 0, no traceback. The
    real play command, told to say once when its loop has stepped a frame on the title screen
    (instead of a fixed wait, which on a slow day lands before the loop starts)."""
    script = ("import sys\nfrom game.ui.shell.app import App\nreal_step = App.step\n"
              "def step(self, dt):\n    real_step(self, dt)\n"
              "    if self.in_loop and self.frames == 1:\n        print('looping', flush=True)\n"
              "App.step = step\nfrom game.cli.main import main\nsys.exit(main(['--windowed']))\n")
    env = {"SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "FINAL_TABLE_HOME": str(tmp_path),
           "PATH": "/usr/bin:/bin", "PYTHONPATH": str(ROOT), "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
    app = subprocess.Popen([sys.executable, "-c", script], cwd=ROOT, env=env, stdout=subprocess.PIPE,
                           stderr=subprocess.PIPE, text=True)
    try:
        assert _first_line(app.stdout, 300) == "looping"
        app.send_signal(signal.SIGTERM)
        _out, err = app.communicate(timeout=120)
    finally:
        if app.poll() is None:
            app.kill()
            app.communicate()
    assert app.returncode == 0, err[-2000:]
    assert "Traceback" not in err


def test_sigterm_ends_the_app_even_while_it_is_stuck_starting(tmp_path):
    """A content loader that never returns (here: it sleeps) used to need SIGKILL, because SDL's own
    handler only queues a quit event that no one reads yet; now SIGTERM ends the app at once."""
    script = ("import time\nfrom dataclasses import replace\nfrom game.games import registry\n"
              "def stuck(root, problems):\n    print('loading', flush=True)\n    time.sleep(120)\n"
              "registry.PHASE10 = replace(registry.PHASE10, load_content=stuck)\n"
              "from game.ui.shell.app import App\nApp(seed=1, show_window=False)\n")
    env = {"SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "FINAL_TABLE_HOME": str(tmp_path),
           "PATH": "/usr/bin:/bin", "PYTHONPATH": str(ROOT), "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
    app = subprocess.Popen([sys.executable, "-c", script], env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                           text=True)
    try:
        assert app.stdout.readline().strip() == "loading"
        app.send_signal(signal.SIGTERM)
        _out, err = app.communicate(timeout=120)      # a cap for a child that does not end
    finally:
        if app.poll() is None:
            app.kill()
    assert app.returncode == 128 + signal.SIGTERM
    assert "Traceback" not in err
