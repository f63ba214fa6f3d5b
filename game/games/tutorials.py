"""Which games have a guided first game: game id -> the game's tutorial hook module
(``game/games/<game>/tutorial.py``: ``build_state``, ``ACTION_KINDS``, ``TARGETS``)."""

from __future__ import annotations

from types import ModuleType


def tutorial_hooks() -> dict[str, ModuleType]:
    from game.games.five_three_five import tutorial as five_three_five
    return {"five_three_five": five_three_five}
