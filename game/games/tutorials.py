"""Which games have a guided first game: game id -> the game's tutorial hook module
(``game/games/<game>/tutorial.py``: ``build_state``, ``ACTION_KINDS``, ``TARGETS``).

A game has one when its package holds a ``tutorial`` module (found through the registry,
so this module never names a game)."""

from __future__ import annotations

import importlib
from types import ModuleType

from game.games.registry import all_specs


def tutorial_hooks() -> dict[str, ModuleType]:
    hooks = {}
    for spec in all_specs():
        name = f"game.games.{spec.game_id}.tutorial"
        try:
            hooks[spec.game_id] = importlib.import_module(name)
        except ModuleNotFoundError as exc:
            if exc.name != name:
                raise
    return hooks
