"""The TV text size (issue 12, point 8): with Settings' "Text size: TV (larger)" on, every label
of every shot id still fits its box, at 1920x1080 and at 1280x720, exactly as
``test_label_fit`` checks the normal size (same catalogue, same ``_check``)."""

from __future__ import annotations

import pytest

from game.cli.shots import catalogue, settle
from game.cli.shots import tv_text_on as _tv_text_on
from game.games.registry import all_specs
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


SPECS_WITH_OPTIONS = [spec for spec in all_specs() if spec.playable and spec.options]


@pytest.mark.parametrize("spec", SPECS_WITH_OPTIONS, ids=[spec.game_id for spec in SPECS_WITH_OPTIONS])
def test_setup_options_at_tv_text_size_are_whole_and_keep_apart(app, spec):
    """Every option's name and description in full, inside the column, the descriptions clear of
    every button and stepper, and no two lines of the column drawn over each other (2 px of
    leading may touch)."""
    from game.ui.scenes.setup import SetupScene
    from game.ui.stage.widgets import Button, Stepper

    _tv_text_on(app)
    scene = SetupScene(app, spec)
    app.stack.push(scene)
    app.text.checks = []
    app.render()
    column = scene.option_column.rect
    drawn = [(words, rect) for words, rect, _ in app.text.checks if words and rect.left == column.left]
    app.text.checks = None
    widgets = [w for w in scene.group.widgets if isinstance(w, (Button, Stepper))]
    heading = [(words, rect) for words, rect in drawn if words == "Options" and rect.bottom <= column.top]
    assert len(heading) == (1 if scene.option_column.heading else 0)
    drawn = [item for item in drawn if item not in heading]
    for option, row in zip(spec.options, scene.option_column.rows):
        above = row.stepper.top - len(row.label_lines) * row.label_pitch - 4
        names = [words for words, rect in drawn if rect.bottom <= row.stepper.top and rect.top >= above]
        assert " ".join(names) == option.label
        lines = [(words, rect) for words, rect in drawn if row.stepper.bottom <= rect.top < row.bottom]
        assert " ".join(words for words, _ in lines) == " ".join(option.help.split())
        for words, rect in lines:     # a description stays clear of every focus ring
            assert not any(rect.colliderect(w.rect.inflate(14, 14)) for w in widgets), words
    for words, rect in drawn:
        assert column.contains(rect), (words, rect)
    for index, (words, rect) in enumerate(drawn):
        for other, other_rect in drawn[index + 1:]:
            assert not rect.inflate(0, -4).colliderect(other_rect.inflate(0, -4)), (words, other)


def test_shot_command_renders_with_tv_text(tmp_path):
    """``main.py shot --tv-text`` draws the scene as the TV text size setting would (larger labels)."""
    import os
    import subprocess
    import sys
    from pathlib import Path

    import pygame

    root = Path(__file__).resolve().parents[2]

    env = {**os.environ, "FINAL_TABLE_HOME": str(tmp_path / "home")}
    outs = {}
    for name, extra in (("normal", []), ("tv", ["--tv-text"])):
        out = tmp_path / f"{name}.png"
        done = subprocess.run([sys.executable, "main.py", "shot", "--scene", "pause", "--out", str(out), *extra],
                              check=False, capture_output=True, text=True, env=env, timeout=120, cwd=root)
        assert done.returncode == 0, done.stderr
        outs[name] = (pygame.image.load(str(out)), done.stdout)
    assert "TV text" in outs["tv"][1] and "TV text" not in outs["normal"][1]
    normal, tv = outs["normal"][0], outs["tv"][0]
    assert normal.get_size() == tv.get_size()
    assert pygame.image.tobytes(normal, "RGB") != pygame.image.tobytes(tv, "RGB")
