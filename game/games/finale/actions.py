"""Finale actions: the shared rummy actions plus the Exchange, with readable JSON forms.

A turn is ``Draw("draw")`` or ``Draw("discard")``, or ``Exchange(card)`` (play an Exchange
face up instead of drawing) followed by two ``Draw`` s; then any ``LayDown``/``Hit``; then
``Discard`` (a Skip names ``skip_target``). Cards are content ids such as ``"Y7a"``,
``"R10"`` (a 0/10 card), ``"BX"`` (Exchange), ``"GS"`` (Skip), ``"W3"`` (a Wild).
``Draw``, ``LayDown``, ``Hit`` and ``Discard`` live in :mod:`game.core.rummy.rummy_actions`.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core.rummy import rummy_actions
from game.core.rummy.rummy_actions import SOURCES, Discard, Draw, Hit, LayDown

__all__ = ["SOURCES", "Action", "Discard", "Draw", "Exchange", "Hit", "LayDown", "action_to_json"]


@dataclass(frozen=True)
class Exchange:
    card: str            # the Exchange card played face up; two draws follow

    def __str__(self) -> str:
        return f"Exchange({self.card})"


Action = Draw | Exchange | LayDown | Hit | Discard


def action_to_json(action: Action) -> dict:
    if isinstance(action, Exchange):
        return {"type": "exchange", "card": action.card}
    shared = rummy_actions.to_json(action)
    if shared is None:
        raise TypeError(f"not a Finale action: {action!r}")
    return shared
