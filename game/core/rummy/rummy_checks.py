"""The refusals Phase 10 and Finale word alike: drawing from a pile, and where a hit goes.

Each game's ``checks`` module calls these for the part of a rule both games share and words
the rest itself. Nothing here mutates the state. Pure Python, no pygame.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.core.rummy.meld_hits import hit_problem
from game.core.rummy.melds import MeldContext
from game.core.rummy.rummy_actions import SOURCES, Hit


def draw_problem(state: Any, source: str, take_top: Callable[[], str | None]) -> str | None:
    """Why a draw from ``source`` is refused: an unknown pile or an empty one; taking the top
    discard is then the game's own rule (``take_top`` says why not, or None)."""
    if source not in SOURCES:
        return f"you can draw from the draw pile or the discard pile, not {source!r}"
    if source == "draw":
        return None if state.draw_pile else "the draw pile is empty"
    if not state.discard:
        return "the discard pile is empty"
    return take_top()


def hit_target_problem(state: Any, action: Hit, ctx: MeldContext, missing: str) -> str | None:
    """Why the hit's card may not go onto the group it names (``missing``: there is no such
    group); the card is already known to be in the hitter's hand."""
    if not 0 <= action.seat < state.players or not 0 <= action.group < len(state.table[action.seat]):
        return missing
    return hit_problem(state.table[action.seat][action.group], action.card, action.end, ctx)
