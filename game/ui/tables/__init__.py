"""Game tables: one scene per game, the plain fallback, and how to open or resume one."""

from __future__ import annotations

import importlib
from collections.abc import Sequence
from typing import TYPE_CHECKING

from game.core.spec import GameSpec
from game.ui.draw import looks
from game.ui.stage.seats import SeatSetup
from game.ui.tables.base import TableScene
from game.ui.tables.plain import PlainTableScene

if TYPE_CHECKING:
    from game.ui.shell.app import App


# The UI registry: one package per game under game/ui/tables/, each with its table scene (``TABLE``,
# or None for the plain table), its shots (``SHOTS``) and its look (``look.LOOK``, see game.ui.draw.looks).
UI_PACKAGES = ("finale", "five_three_five", "final_touch", "final_nine", "phase10")


def _table_modules() -> dict:
    return {package: importlib.import_module(f"game.ui.tables.{package}") for package in UI_PACKAGES}


def table_classes() -> dict[str, type[TableScene]]:
    """Dedicated table scenes by game id; games without one use the plain table."""
    return {game_id: module.TABLE for game_id, module in _table_modules().items() if module.TABLE is not None}


def table_scene_for(app: App, spec: GameSpec, seats: Sequence[SeatSetup], options: dict, seed: int,
                    state=None, history=None) -> TableScene:
    cls = table_classes().get(spec.game_id, PlainTableScene)
    return cls(app, spec, seats, options, seed, state=state, history=history)


def table_shots() -> dict:
    """Shot ids of the game tables (a plain table for games without a dedicated one)."""
    from game.games.registry import all_specs
    from game.ui.tables.shot_kit import table_builder
    shots = {}
    for module in _table_modules().values():
        shots.update(module.SHOTS)
    for spec in all_specs():
        if spec.playable and spec.game_id not in table_classes():
            players = max(spec.min_players, min(spec.max_players, 3))
            shots[f"{spec.game_id}_table"] = table_builder(spec.game_id, 12, players)
    return shots


def register_looks() -> None:
    """Tell the shared drawing modules each game's look (its tile, decks and sounds); done on
    import, and again by the app as it starts (registering twice changes nothing)."""
    for package in UI_PACKAGES:
        looks.register(importlib.import_module(f"game.ui.tables.{package}.look").LOOK)


register_looks()
