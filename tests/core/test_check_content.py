"""check-content: valid content passes; a broken file is named with line and column, exit 1."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

from game.paths import CONTENT_DIR, ROOT


def run_check(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "main.py", "check-content", *args], cwd=ROOT, check=False,
                          capture_output=True, text=True, timeout=120)


def test_shipped_content_is_valid():
    done = run_check()
    assert done.returncode == 0, done.stdout + done.stderr
    assert "content OK" in done.stdout


def test_broken_yaml_is_reported_with_file_line_and_column(tmp_path):
    copy = tmp_path / "content"
    shutil.copytree(CONTENT_DIR, copy)
    deck = copy / "five_three_five" / "deck.yaml"
    lines = deck.read_text(encoding="utf-8").splitlines()
    target = next(i for i, line in enumerate(lines) if "rank: 8" in line)
    lines[target] = lines[target].replace("points: 4", "points: lots")
    deck.write_text("\n".join(lines) + "\n", encoding="utf-8")
    done = run_check(str(copy))
    assert done.returncode == 1
    expected = f"{deck}:{target + 1}:"
    assert any(line.startswith(expected) and "points" in line for line in done.stdout.splitlines()), done.stdout
    assert "Traceback" not in done.stdout + done.stderr


def test_missing_folder_is_a_clear_message(tmp_path):
    done = run_check(str(tmp_path / "nowhere"))
    assert done.returncode == 1 and "not a folder" in done.stdout


def test_app_shows_the_problems_instead_of_crashing(tmp_path, monkeypatch):
    monkeypatch.setenv("FINAL_TABLE_HOME", str(tmp_path / "home"))
    copy = tmp_path / "content"
    shutil.copytree(CONTENT_DIR, copy)
    (copy / "five_three_five" / "deck.yaml").write_text("cards: [1, 2\n", encoding="utf-8")
    from game.ui.overlays.error import ContentErrorScene
    from game.ui.scenes.title import open_start_scenes
    from game.ui.shell.app import App
    app = App(seed=1, show_window=False, content_dir=Path(copy))
    try:
        open_start_scenes(app)
        assert isinstance(app.stack.top, ContentErrorScene)
        assert any("deck.yaml:" in line for line in app.stack.top.lines)
        app.step(1 / 60)
        app.render()
    finally:
        app.shutdown()
