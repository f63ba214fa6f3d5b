"""A real App on the dummy video driver, with settings and saves in a temp folder."""

from __future__ import annotations

import pytest


@pytest.fixture
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("FINAL_TABLE_HOME", str(tmp_path / "home"))
    from game.ui.shell.app import App
    application = App(seed=5, show_window=False)
    yield application
    application.shutdown()
