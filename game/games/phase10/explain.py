"""Phase 10 hints in words: the move, then why (the rummy sentences of ``game/core/rummy_explain``,
with this game's cards and its word for the goal). Pure (no pygame)."""

from __future__ import annotations

from typing import Any

from game.core.learn.explain import plural, sentence
from game.core.rummy import rummy_explain

from .actions import ChoosePhase
from .view import LayDownPreview

GOAL = "phase"


def describe(rules: Any, view: Any, action: Any) -> str:
    return rummy_explain.describe(rules.content, view, action, GOAL)


def _choice_why(rules: Any, view: Any, phase: int) -> str:
    """How close the hand is to the chosen phase, against the other phases still to make."""
    content, hand = rules.content, tuple(view.hand)
    short = LayDownPreview(content, phase, hand).cards_short()
    closest = min((LayDownPreview(content, other, hand).cards_short() for other in view.remaining[view.seat]),
                  default=short)
    if short == 0:
        return "your hand makes it already"
    gap = f"your hand is {plural(short, 'card')} short of it"
    return gap + (", as close as any phase you still need" if short <= closest else
                  ", though a closer phase is still open")


def explain(rules: Any, view: Any, action: Any, reason: dict) -> str:
    if isinstance(action, ChoosePhase):
        return sentence(describe(rules, view, action), _choice_why(rules, view, action.phase), reason,
                        lambda other: describe(rules, view, other))
    return rummy_explain.explain(rules.content, view, action, reason, GOAL)
