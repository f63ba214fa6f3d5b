"""Still overlays (menus, dialogs, settings, rules pages) are shown from a kept frame while
nothing changes, and drawn again the moment a player does something (issue 9, point 7)."""

from __future__ import annotations

import pygame
import pytest

from game.cli.shots import catalogue, settle
from game.ui.shell.app import STEP
from game.ui.stage.input import InputEvent, Intent

STILL_OVERLAYS = ["pause", "settings", "confirm_quit", "rules", "rules_phase10"]


def _frame(app) -> bytes:
    app.step(STEP)
    app.render()
    return pygame.image.tobytes(app.screen, "RGB")


def _fresh(app) -> bytes:
    """The same frame drawn from scratch: nothing kept by the stack."""
    stack = app.stack
    stack._frame_key = stack._last_frame_key = stack._beneath_key = stack._last_key = None
    app.render()
    return pygame.image.tobytes(app.screen, "RGB")


def _overlay_draws(app, monkeypatch) -> list[int]:
    top, calls = app.stack.top, []
    draw = top.draw
    monkeypatch.setattr(top, "draw", lambda surface: (calls.append(1), draw(surface)))
    return calls


@pytest.mark.parametrize("scene", STILL_OVERLAYS)
def test_a_still_overlay_is_not_drawn_again_while_nothing_changes(app, monkeypatch, scene):
    catalogue()[scene](app, 1)
    settle(app)
    calls = _overlay_draws(app, monkeypatch)
    shown = [_frame(app) for _ in range(30)]
    # the title's glowing heading beneath changes now and then: those frames are drawn whole,
    # the rest come from the kept frame
    assert len(calls) < 10
    assert shown[-1] == _fresh(app)


@pytest.mark.parametrize("scene", STILL_OVERLAYS)
def test_an_input_redraws_a_still_overlay_and_shows_what_it_did(app, scene):
    catalogue()[scene](app, 1)
    settle(app)
    shown = [_frame(app) for _ in range(3)][-1]
    top, changed = app.stack.top, 0
    for intent in (Intent.DOWN, Intent.RIGHT, Intent.PAGE_NEXT):
        app.stack.handle(InputEvent(intent))
        after = _frame(app)
        assert app.stack.top is top
        assert after == _fresh(app), f"{intent}: the frame shown is not what the overlay now draws"
        changed += after != shown
        shown = after
    assert changed, "none of the moves changed the overlay: the test shows nothing"


def test_a_dialog_opened_where_a_closed_one_was_shows_its_own_words(app):
    from game.ui.overlays.dialogs import ConfirmScene
    catalogue()["confirm_quit"](app, 1)
    settle(app)
    for _ in range(3):
        _frame(app)
    app.stack.pop()
    app.stack.push(ConfirmScene(app, "Start again?", "Another question entirely.", lambda: None))
    for _ in range(3):
        shown = _frame(app)
    assert shown == _fresh(app)
