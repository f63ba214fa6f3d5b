"""Final Touch hints in words: the move, then why, from the view (what the picture lacks, the
smears so far) and what the search found. Pure (no pygame); see ``game/core/learn/explain.py``."""

from __future__ import annotations

from typing import Any

from game.core.learn.explain import plural, sentence

from .actions import Improve, Smear
from .rules import SMEARS_TO_RUIN


def describe(rules: Any, view: Any, action: Any) -> str:
    if isinstance(action, Improve):
        return "Improve with " + " + ".join(action.cards)
    if isinstance(action, Smear):
        return f"Smear with {action.colour}"
    return "Pass"


def _why(rules: Any, view: Any, action: Any) -> str:
    lacking = sum(view.missing)
    if isinstance(action, Improve):
        left = lacking - len(action.cards)
        if left == 0:
            return "it is the final touch, so the picture and its full value are yours"
        if left == 1:
            return "it leaves one stroke missing, a risk if the next player holds it"
        return f"it brings the picture closer and leaves {plural(left, 'stroke')} to go"
    if isinstance(action, Smear):
        smears = len(view.smears) + 1
        colour = rules.colour_of[action.colour]
        spare = view.hand[colour] > view.missing[colour]
        if smears >= SMEARS_TO_RUIN:
            return "the third smear ruins the picture before a rival can finish it"
        if spare and view.missing[colour] == 0:
            return f"the picture needs no {action.colour}, so the stroke is best spent spoiling it"
        return f"it is smear {smears} of {SMEARS_TO_RUIN} and keeps your useful strokes for later"
    return "you hold no strokes, so passing is all there is"


def explain(rules: Any, view: Any, action: Any, reason: dict) -> str:
    return sentence(describe(rules, view, action), _why(rules, view, action), reason,
                    lambda other: describe(rules, view, other))
