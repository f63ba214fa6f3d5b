"""Every label on every shot stays inside the box it is drawn in (issue 15, point 8).

Each shot id is built as ``main.py shot`` builds it, settled, and written at 1920x1080 and at
1280x720 (the smaller window shows the same canvas scaled, so both renders must pass). While
``Text.checks`` is on, every label drawn through :class:`game.ui.draw.text.Text` records its rect
and its box: a button's inner room, a panel, a plate, or else the surface it is drawn on (so a
label cut at the screen edge fails too). A label may not stick out of its box by a pixel.
"""

from __future__ import annotations

import pytest

from game.cli.shots import catalogue, settle, write_png

SIZES = ((1920, 1080), (1280, 720))


def _misfits(checks) -> list[str]:
    found = []
    for words, rect, box in checks:
        if not box.contains(rect):
            over = max(box.left - rect.left, rect.right - box.right, box.top - rect.top, rect.bottom - box.bottom)
            found.append(f"{words!r}: {over} px out of its box (label {tuple(rect)}, box {tuple(box)})")
    return sorted(set(found))


def _check(app, tmp_path, scene: str, build) -> None:
    # Checks go on before the scene is built: labels painted into a kept picture while it settles
    # (a title's still parts, a course map) are drawn once and must fit as much as any other.
    app.text.checks = []
    build()
    problems, seen = [], False
    for size in SIZES:
        write_png(app, str(tmp_path / f"{scene}-{size[0]}.png"), size)
        seen = seen or bool(app.text.checks)
        problems += [f"{size[0]}x{size[1]} {line}" for line in _misfits(app.text.checks)]
        app.text.checks.clear()
    app.text.checks = None
    assert seen, "nothing was drawn through Text"
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("scene", list(catalogue()))
def test_every_label_fits_its_box(app, tmp_path, scene):
    def build() -> None:
        catalogue()[scene](app, 1)
        settle(app)
    _check(app, tmp_path, scene, build)


@pytest.mark.parametrize("game_id", ["phase10", "five_three_five"])
def test_setup_with_a_saved_game_fits_resume_saved_game(app, tmp_path, monkeypatch, game_id):
    from game.games.registry import spec_for
    from game.ui.scenes.setup import SetupScene

    monkeypatch.setattr(app.saves, "exists", lambda name: True)    # no shot has a save on disk
    scene = SetupScene(app, spec_for(game_id))
    assert any(getattr(w, "label", "") == "Resume saved game" for w in scene.group.widgets)

    def build() -> None:
        app.stack.push(scene)
        settle(app, 0.5)
    _check(app, tmp_path, f"setup_{game_id}_saved", build)
