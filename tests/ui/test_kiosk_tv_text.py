"""The TV text size (issue 12, point 8): with Settings' "Text size: TV (larger)" on, every label
of every shot id still fits its box, at 1920x1080 and at 1280x720, exactly as
``test_label_fit`` checks the normal size (same catalogue, same ``_check``)."""

from __future__ import annotations

import pytest

from game.cli.shots import catalogue, settle
from game.cli.shots import tv_text_on as _tv_text_on
from tests.ui.test_label_fit import _check


@pytest.mark.parametrize("scene", list(catalogue()))
def test_every_label_fits_its_box_at_tv_text_size(app, tmp_path, scene):
    _tv_text_on(app)

    def build() -> None:
        catalogue()[scene](app, 1)
        settle(app)
    _check(app, tmp_path, f"{scene}-tv", build)


def test_tv_text_really_draws_larger_labels(app):
    """The check above means something only if the setting enlarges what is drawn."""
    normal = app.text.font(30, "bold").size("Settings")
    _tv_text_on(app)
    larger = app.text.font(30, "bold").size("Settings")
    assert larger[0] > normal[0] and larger[1] > normal[1]


@pytest.mark.parametrize("game_id", ["phase10", "five_three_five"])
def test_setup_with_a_saved_game_fits_resume_saved_game_at_tv_text_size(app, tmp_path, monkeypatch, game_id):
    from game.games.registry import spec_for
    from game.ui.scenes.setup import SetupScene

    _tv_text_on(app)
    monkeypatch.setattr(app.saves, "exists", lambda name: True)    # no shot has a save on disk
    scene = SetupScene(app, spec_for(game_id))
    assert any(getattr(w, "label", "") == "Resume saved game" for w in scene.group.widgets)

    def build() -> None:
        app.stack.push(scene)
        settle(app, 0.5)
    _check(app, tmp_path, f"setup_{game_id}_saved-tv", build)
