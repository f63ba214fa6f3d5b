"""Hint sentences shared by the rummy games (draw, lay down, hit, discard; phases or Levels).

A game's ``explain.py`` passes its content (``label`` and the meld context's ``faces``) and the
word for its goal ("phase", "Level"); actions are read by their class name and fields only,
so each game keeps its own action types. Seats are written "Seat N" (tables put names in).
Pure Python: no pygame.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from game.core.learn.explain import sentence


def _face(content: Any, card: Any) -> Any:
    return content.ctx.faces[card]


def _fits(content: Any, hand: tuple, card: Any) -> str:
    """How a card goes with a hand, in words ("" when it does not obviously)."""
    face = _face(content, card)
    if face.wild:
        return "a wild fits any group you still need"
    if face.special:
        return ""
    numbers = Counter(_face(content, other).number for other in hand
                      if not _face(content, other).wild and not _face(content, other).special)
    if numbers[face.number]:
        return f"it goes with the {face.number}s you hold"
    if numbers[face.number - 1] or numbers[face.number + 1]:
        return "it joins the run your numbers are making"
    colours = Counter(_face(content, other).colour for other in hand)
    if colours[face.colour] >= 3:
        return f"you already hold {colours[face.colour]} cards of that colour"
    return ""


def describe(content: Any, view: Any, action: Any, goal: str) -> str:
    kind, label = type(action).__name__, content.label
    if kind == "ChoosePhase":
        return f"Choose {goal} {action.phase}"
    if kind == "Draw":
        top = getattr(view, "discard_top", None)
        return f"Take the {label(top)}" if action.source == "discard" and top else "Draw from the face-down pile"
    if kind == "DrawSaved":
        return f"Take the {label(action.card)} from your save pile"
    if kind == "Exchange":
        return f"Play the {label(action.card)}"
    if kind == "LayDown":
        return f"Lay down your {goal}"
    if kind == "Hit":
        whose = "your" if action.seat == view.seat else f"Seat {action.seat}'s"
        return f"Hit the {label(action.card)} on {whose} group"
    if kind == "Discard":
        return f"Discard the {label(action.card)}"
    if kind == "Save":
        return f"Save the {label(action.card)}"
    return str(action)


def why(content: Any, view: Any, action: Any, goal: str) -> str:
    kind = type(action).__name__
    hand = tuple(view.hand)
    if kind == "ChoosePhase":
        return f"it is the {goal} the search rates best for the cards you hold"
    if kind == "Draw":
        top = getattr(view, "discard_top", None)
        if action.source == "discard" and top:
            return _fits(content, hand, top) or "a card you can see beats a blind draw here"
        return f"the {content.label(top)} on the discard pile does little for your hand" if top \
            else "there is nothing to take from the discard pile"
    if kind == "DrawSaved":
        return _fits(content, hand, action.card) or "you kept it for a moment like this"
    if kind == "Exchange":
        return "two draws for one card give your hand more to work with"
    if kind == "LayDown":
        count = sum(len(group) for group in action.groups)
        return f"it completes your {goal} and puts {count} cards where they no longer count against you"
    if kind == "Hit":
        left = len(hand) - 1
        return "it empties your hand" if left == 0 else f"it sheds a card for free and leaves you {left}"
    if kind == "Discard":
        face = _face(content, action.card)
        target = getattr(action, "skip_target", None)
        if target is not None:
            return f"Seat {target} loses their next turn"
        if len(hand) == 1:
            return "it is your last card, so you go out"
        if not _fits(content, tuple(card for card in hand if card != action.card), action.card) and not face.wild:
            return "it goes with nothing else in your hand"
        return "it helps your hand least of the cards you could let go"
    if kind == "Save":
        return "you keep it for later instead of handing it to the next player"
    return "the search rates it best"


def explain(content: Any, view: Any, action: Any, reason: dict, goal: str) -> str:
    return sentence(describe(content, view, action, goal), why(content, view, action, goal), reason,
                    lambda other: describe(content, view, other, goal))
