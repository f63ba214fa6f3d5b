"""Five Three Five hints in words: the move, then why, from the view and what the search found.

Pure (no pygame); see ``game/core/learn/explain.py`` for the shape every game's explainer shares.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from game.core.learn.explain import cards_text, sentence

from .melds import Add, Lead, Overwrite, Pass
from .state import FiveThreeFiveView

EIGHT = 8


def meld_words(cards: tuple[int, ...]) -> str:
    """A meld as players say it: "the 9", "the pair of 9s", "the three 4s", "the run 7-8-9"."""
    if len(cards) == 1:
        return f"the {cards[0]}"
    if len(set(cards)) == 1:
        count = {2: "pair of", 3: "three", 4: "four", 5: "five"}.get(len(cards), f"{len(cards)}")
        return f"the {count} {cards[0]}s"
    return f"the run {cards_text(sorted(cards))}"


def describe(rules: Any, view: FiveThreeFiveView, action: Any) -> str:
    if isinstance(action, Lead):
        return f"Lead {cards_text(action.cards)}"
    if isinstance(action, Overwrite):
        return f"Overwrite with {cards_text(action.cards)}"
    if isinstance(action, Add):
        return f"Add {cards_text(action.cards)}"
    return "Pass"


def _clears(view: FiveThreeFiveView, action: Any) -> str:
    """Why the trick would clear after this play ("" when it would not)."""
    if isinstance(action, Overwrite | Add) and EIGHT in action.cards:
        return "the 8 clears the trick"
    if isinstance(action, Add):
        after = Counter(view.meld + action.cards)
        full = [rank for rank, count in after.items() if count >= view.copies and rank in action.cards]
        if full:
            return f"every {full[0]} is then in the middle, so the trick clears"
        if view.meld_kind == "run" and len(view.meld) + len(action.cards) == 5:
            return "a five-card run clears the trick"
    return ""


def _why(view: FiveThreeFiveView, action: Any) -> str:
    hand = Counter(view.hand)
    if isinstance(action, Pass):
        return f"nothing you hold is worth spending on {meld_words(view.meld)}" if view.meld \
            else "you keep your cards for a better trick"
    played = len(action.cards)
    parts = []
    if isinstance(action, Lead):
        if played == 1 and hand[action.cards[0]] == 1:
            parts.append(f"it sheds a lone {action.cards[0]} while you choose the meld")
        elif played == 1:
            parts.append("a single is the cheapest way to open the trick")
        else:
            kind = "set" if len(set(action.cards)) == 1 else "run"
            parts.append(f"{played} cards leave your hand and only a stronger {kind} of {played} can answer it")
    elif isinstance(action, Overwrite):
        parts.append(f"it beats {meld_words(view.meld)}")
    else:
        after = view.meld + action.cards
        kind = "set" if len(set(after)) == 1 else "run"
        parts.append(f"it grows {meld_words(view.meld)} into a {kind} of {len(after)}")
    clears = _clears(view, action)
    if clears:
        parts = [f"{clears} and you lead next"]
    if played == len(view.hand):
        parts.append("it empties your hand")
    return " and ".join(parts[:2]) if len(parts) < 3 else f"{parts[0]}, {parts[1]} and {parts[2]}"


def explain(rules: Any, view: FiveThreeFiveView, action: Any, reason: dict) -> str:
    return sentence(describe(rules, view, action), _why(view, action), reason,
                    lambda other: describe(rules, view, other))
