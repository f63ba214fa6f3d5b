"""An app that shuts down gives back its display: SDL kept a SCALED display's 8 MB canvas after
the display closed, so every app opened and shut in one process (the suite opens hundreds) left
8 MB behind (the suite grew to about 3 GB)."""

from __future__ import annotations

import gc


def _rss_mb() -> float:
    with open("/proc/self/statm", encoding="ascii") as statm:
        return int(statm.read().split()[1]) * 4096 / 2**20


def test_opening_and_shutting_apps_does_not_keep_their_displays(tmp_path, monkeypatch):
    monkeypatch.setenv("FINAL_TABLE_HOME", str(tmp_path / "home"))
    from game.ui.shell.app import App
    App(seed=5, show_window=False).shutdown()     # first-use costs (modules, fonts) out of the way
    gc.collect()
    before = _rss_mb()
    for _ in range(8):
        App(seed=5, show_window=False).shutdown()
        gc.collect()
    grown = _rss_mb() - before
    assert grown < 24, f"8 apps opened and shut kept {grown:.0f} MB (a display's canvas is 8 MB)"
