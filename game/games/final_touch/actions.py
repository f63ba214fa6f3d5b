"""Final Touch actions: improve the picture, smear it, or (only with an empty hand) pass.

Stroke cards are nothing but their colour, so an action names colours, not card ids.
Actions from outside (saves, logs) are read, and checked, by ``restore.action_from_json``.
``Improve.cards`` is kept sorted (alphabetically) so two improvements with the same
colours in another order are the same action: ``legal_actions`` lists each multiset once.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Improve:
    """Play one or more strokes into the Improvement Zone, e.g. ``Improve(('brown', 'yellow'))``."""

    cards: tuple[str, ...]

    def __post_init__(self) -> None:
        object.__setattr__(self, "cards", tuple(sorted(self.cards)))

    def __str__(self) -> str:
        return "Improve(" + " ".join(self.cards) + ")"


@dataclass(frozen=True)
class Smear:
    """Play exactly one stroke of a colour the Masterpiece does not lack into the Smear Zone."""

    colour: str

    def __str__(self) -> str:
        return f"Smear({self.colour})"


@dataclass(frozen=True)
class Pass:
    """Only for a player left with no cards because the stroke pile and discards are empty."""

    def __str__(self) -> str:
        return "Pass()"


Action = Improve | Smear | Pass


def action_to_json(action: Action) -> dict:
    if isinstance(action, Improve):
        return {"type": "improve", "cards": list(action.cards)}
    if isinstance(action, Smear):
        return {"type": "smear", "colour": action.colour}
    return {"type": "pass"}

