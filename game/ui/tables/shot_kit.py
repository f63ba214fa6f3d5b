"""What the tables' shot builders share: a seeded table advanced some moves with the title
beneath it, an overlay at the end of the game, the rules at a turn, a hint on show.

The title and the table come through the app (``app.home_scene()``, ``app.table_scene()``), so
this floor never imports the scenes above it."""

from __future__ import annotations

from collections.abc import Callable

from game.games.registry import spec_for
from game.ui.stage.seats import default_seats

SETTLE_SECONDS = 2.5      # ``shot`` plays this long before it takes the picture (game/cli/shots.py)


def table_builder(game_id: str, actions: int, players: int = 4, humans: int = 1, extra=None):
    """A seeded game of ``game_id`` advanced ``actions`` moves, seat 0 human."""
    def build(app, seed):
        spec = spec_for(game_id)
        seats = default_seats(players)
        for index, seat in enumerate(seats):
            seat.kind = 0 if index < humans else 1
        app.stack.push(app.home_scene())
        table = app.table_scene(spec, seats, spec.default_options(), seed)
        table.threaded = False
        app.stack.push(table)
        table.advance(actions)
        if extra is not None:
            extra(app, table)
    return build


def rules_mid_turn(app, table) -> None:
    """A table shot's ``extra``: play on to a human turn with a rules section of its own, then
    press F1 (the rules open at the section about the turn in progress, marked "now")."""
    for _ in range(200):
        if table.rules_section_now() not in (None, 0):
            break
        table.advance(1)
    table.open_rules()


def at_the_end(overlay: Callable, actions: int = 20000) -> Callable:
    """A table shot's ``extra``: play the game out, then show ``overlay(app, table)`` (standings)."""
    def extra(app, table) -> None:
        table.advance(actions)
        table.finished_shown = True
        app.stack.push(overlay(app, table))
    return extra


def hint_builder(game_id: str, actions: int = 10, players: int = 3, worlds: int = 24) -> Callable:
    """A table a few moves in, at the human's next real choice, with the Hint shown (a search
    bounded by ``worlds`` trial deals, not time, so the shot is the same every run)."""
    def extra(app, table) -> None:
        from game.core.learn.explain import hint_bot
        for _ in range(400):
            table.anim.update(10.0)
            table.update(10.0)        # a dialog the turn opens (a choice of phase) is pushed now
            if app.stack.top is not table:
                app.stack.pop()
            elif table.human_to_act() and len(table.legal()) > 1 and not table.animating():
                break
            table.advance(1)
        table.assist.bot = hint_bot(table.spec, table.rules, think=None, max_worlds=worlds)
        table.assist.ask()
        table.assist.update()
    return table_builder(game_id, actions, players=players, extra=extra)
