"""Driving real table scenes headless from tests: open a table, press, click, wait."""

from __future__ import annotations

from game.games.registry import spec_for
from game.ui.stage.input import InputEvent, Intent
from game.ui.stage.seats import default_seats


def open_table(app, table_class, game_id, players=3, humans=1, seed=7, options=None, animation_speed=0.0,
               easy=()):
    """Push a ``table_class`` game: seats below ``humans`` are human, AI at full speed (``easy``: random bots)."""
    app.settings.ai_speed = 0.0
    app.settings.animation_speed = animation_speed
    spec = spec_for(game_id)
    seats = default_seats(players)
    for index, seat in enumerate(seats):
        seat.kind = 0 if index < humans else (2 if index in easy else 1)
    table = table_class(app, spec, seats, {**spec.default_options(), **(options or {})}, seed, threaded=False)
    app.stack.push(table)
    return table


def run_until(app, condition, steps=4000):
    for _ in range(steps):
        if condition():
            return True
        app.step(1 / 60)
    return condition()


def press(app, *intents):
    for intent in intents:
        app.dispatch(InputEvent(intent))
        app.step(1 / 60)


def click(app, pos):
    app.dispatch(InputEvent(Intent.POINT, pos, "mouse"))
    app.dispatch(InputEvent(Intent.CLICK, pos, "mouse"))
    app.step(1 / 60)


def button(table, label):
    return next(widget for widget in table.actions.widgets if widget.label == label)
