"""Finale hints in words: the move, then why (the rummy sentences of ``game/core/rummy_explain``,
with this game's cards and its word for the goal). Pure (no pygame)."""

from __future__ import annotations

from typing import Any

from game.core.rummy import rummy_explain

GOAL = "Level"


def describe(rules: Any, view: Any, action: Any) -> str:
    return rummy_explain.describe(rules.content, view, action, GOAL)


def explain(rules: Any, view: Any, action: Any, reason: dict) -> str:
    return rummy_explain.explain(rules.content, view, action, reason, GOAL)
