"""Shots of the guided games: ``guide_<game>``, a prompt with its highlight ring on the real table."""

from __future__ import annotations

from collections.abc import Callable

# Which step each shot shows (0-based): one that points at the table and explains a rule.
SHOWN_STEP = {"five_three_five": 8}


def _guide(game_id: str, index: int) -> Callable:
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
        follow_to(app, table, index)
    return build


def guide_shots() -> dict[str, Callable]:
    return {f"guide_{game_id}": _guide(game_id, index) for game_id, index in SHOWN_STEP.items()}
