"""A real App on the dummy video driver, with settings and saves in a temp folder."""

from __future__ import annotations

import pytest


@pytest.fixture(autouse=True, scope="session")
def game_looks():
    """Every game's look (decks, tiles, sounds), as the app registers them when it starts: the
    UI tests that draw a card or pick a sound without an app need them too."""
    from game.ui.tables import register_looks
    register_looks()


@pytest.fixture
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("FINAL_TABLE_HOME", str(tmp_path / "home"))
    from game.ui.shell.app import App
    application = App(seed=5, show_window=False)
    yield application
    application.shutdown()
