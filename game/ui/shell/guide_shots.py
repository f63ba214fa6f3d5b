"""Shots of the guided games: ``guide_<game>``, a prompt with its highlight ring on the real table."""

from __future__ import annotations

from collections.abc import Callable

FIRST_SHOWN = 3       # the shot skips the welcome words


def shown_step(tutorial) -> int:
    """The step a shot shows: the first move asked of you that points at the table and
    explains a rule (after the opening words)."""
    for index, step in enumerate(tutorial.steps):
        if index >= FIRST_SHOWN and step.is_human and step.note and step.point:
            return index
    return FIRST_SHOWN


def _guide(game_id: str) -> Callable:
    def build(app, seed):
        from game.games.registry import spec_for
        from game.ui.guide.drive import follow_to
        from game.ui.guide.table import guided_table, read_tutorial
        from game.ui.scenes.setup import SetupScene
        from game.ui.scenes.title import TitleScene
        spec = spec_for(game_id)
        tutorial, problems = read_tutorial(app, spec)
        if tutorial is None:
            raise ValueError("; ".join(problems.lines()) or f"{game_id} has no guided game")
        app.stack.push(TitleScene(app))
        app.stack.push(SetupScene(app, spec))
        table = guided_table(app, spec, tutorial)
        table.threaded = False
        app.stack.push(table)
        follow_to(app, table, shown_step(tutorial))
    return build


def guide_shots() -> dict[str, Callable]:
    from game.games.tutorials import tutorial_hooks
    return {f"guide_{game_id}": _guide(game_id) for game_id in tutorial_hooks()}
