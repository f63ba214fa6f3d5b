"""Phase 10 actions: the shared rummy actions plus choosing a phase and the save pile.

A hand starts with each player's ``ChoosePhase``. A turn is ``Draw`` (or ``DrawSaved``),
then any ``LayDown``/``Hit`` actions, then ``Discard`` (with the skip's target when the
card is a skip) or ``Save``. Cards are content ids such as ``"R7a"``, ``"W3"``, ``"S1"``.
``Draw``, ``LayDown``, ``Hit`` and ``Discard`` live in :mod:`game.core.rummy.rummy_actions`.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core.rummy import rummy_actions
from game.core.rummy.rummy_actions import SOURCES, Discard, Draw, Hit, LayDown

__all__ = ["SOURCES", "Action", "ChoosePhase", "Discard", "Draw", "DrawSaved", "Hit", "LayDown", "Save",
           "action_to_json"]


@dataclass(frozen=True)
class ChoosePhase:
    phase: int

    def __str__(self) -> str:
        return f"ChoosePhase({self.phase})"


@dataclass(frozen=True)
class DrawSaved:
    card: str

    def __str__(self) -> str:
        return f"DrawSaved({self.card})"


@dataclass(frozen=True)
class Save:
    card: str

    def __str__(self) -> str:
        return f"Save({self.card})"


Action = ChoosePhase | Draw | DrawSaved | LayDown | Hit | Discard | Save


def action_to_json(action: Action) -> dict:
    if isinstance(action, ChoosePhase):
        return {"type": "choose_phase", "phase": action.phase}
    if isinstance(action, DrawSaved):
        return {"type": "draw_saved", "card": action.card}
    if isinstance(action, Save):
        return {"type": "save", "card": action.card}
    shared = rummy_actions.to_json(action)
    if shared is None:
        raise TypeError(f"not a Phase 10 action: {action!r}")
    return shared
