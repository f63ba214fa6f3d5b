"""Doing what the guide asks, for shots, benches and tests: one step at a time on a live app.

:func:`follow` plays the current step the way a player following the prompts would (press
Continue on words, make the move a step asks for, wait while an AI moves) and lets the app
run until the table is still again.
"""

from __future__ import annotations

from typing import Any

from game.core.learn.tutorial import kind_of, wanted_action

STEP = 1 / 60
MAX_SECONDS = 30.0


def asked_move(scene: Any) -> Any:
    """The move the current step asks the human for (a ``kind`` step: its first legal one)."""
    step = scene.guide.step
    if step.do is not None:
        return wanted_action(scene.rules, scene.state, step.do, scene.tutorial.hook)
    return next(action for action in scene.rules.legal_actions(scene.state)
                if kind_of(scene.rules, action) == step.kind)


def settle(app: Any, scene: Any, seconds: float = MAX_SECONDS) -> None:
    """Run the app until the guide shows words or waits for the human, and the table is still."""
    for _ in range(int(seconds / STEP)):
        if scene.guide.finished or scene not in app.stack.scenes:
            return
        if app.stack.top is scene and not scene.animating() and scene.guide.step is not None and \
                (scene.guide.reading() or scene.guide.step.is_human) and scene.shown_prompt() is not None:
            return
        if app.stack.top is not scene and app.stack.top is not None and scene in app.stack.scenes:
            close_overlay(app)
        app.step(STEP)


def close_overlay(app: Any) -> None:
    """A summary the table pushed (end of a round): close it as a player would."""
    from game.ui.stage.input import InputEvent, Intent
    app.stack.top.handle(InputEvent(Intent.CONFIRM))


def follow(app: Any, scene: Any) -> bool:
    """Do the current step as asked; False once the guide has finished."""
    guide = scene.guide
    settle(app, scene)
    if guide.finished or scene not in app.stack.scenes:
        return False
    if guide.reading():
        scene.guide_button("next")
    elif guide.step.is_human and not make(scene, asked_move(scene)):
        raise AssertionError(f"the guide refused its own move at step {guide.index + 1}: {scene.toast_text}")
    return not guide.finished


def make(scene: Any, action: Any) -> bool:
    """Play a move the way the table's own controls do (rummy tables: ``commit``)."""
    commit = getattr(scene, "commit", None)
    return bool(commit(action)) if commit is not None else scene.play(action)


def follow_to(app: Any, scene: Any, index: int) -> None:
    """Follow the steps until step ``index`` (0-based) is the one on show."""
    while scene.guide.index < index and follow(app, scene):
        pass
    settle(app, scene)
