"""The actions Phase 10 and Finale share: draw, lay down, hit and discard, with their JSON forms.

Small frozen dataclasses with readable ``__str__``. Each game's ``actions`` module re-exports
them next to its own (Phase 10's ``ChoosePhase``, ``DrawSaved``, ``Save``; Finale's
``Exchange``). Cards are the game's content ids (strings). Pure Python, no pygame.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.core.restore import Maybe

SOURCES = ("draw", "discard")


@dataclass(frozen=True)
class Draw:
    source: str          # "draw" (face-down pile) or "discard" (its top card)

    def __str__(self) -> str:
        return f"Draw({self.source})"


@dataclass(frozen=True)
class LayDown:
    groups: tuple[tuple[str, ...], ...]

    def __str__(self) -> str:
        return "LayDown(" + " | ".join(" ".join(group) for group in self.groups) + ")"


@dataclass(frozen=True)
class Hit:
    card: str
    seat: int            # whose laid groups
    group: int           # which of them
    end: str = ""        # runs: "low" or "high"; other groups: ""

    def __str__(self) -> str:
        where = f"{self.seat}:{self.group}" + (f" {self.end}" if self.end else "")
        return f"Hit({self.card} -> {where})"


@dataclass(frozen=True)
class Discard:
    card: str
    skip_target: int | None = None   # a skip card: the seat that loses its next turn

    def __str__(self) -> str:
        if self.skip_target is None:
            return f"Discard({self.card})"
        return f"Discard({self.card}, skip {self.skip_target})"


RummyAction = Draw | LayDown | Hit | Discard

# The shapes game.core.restore.action_fields checks before from_fields builds an action.
ACTION_SHAPES: dict[str, dict[str, Any]] = {
    "draw": {"source": str}, "lay_down": {"groups": [[str]]},
    "hit": {"card": str, "seat": int, "group": int, "end": Maybe(str)},
    "discard": {"card": str, "skip_target": Maybe((int, None))},
}


def to_json(action: Any) -> dict | None:
    """The JSON form of a shared action (None for any other action: the game words it)."""
    if isinstance(action, Draw):
        return {"type": "draw", "source": action.source}
    if isinstance(action, LayDown):
        return {"type": "lay_down", "groups": [list(group) for group in action.groups]}
    if isinstance(action, Hit):
        return {"type": "hit", "card": action.card, "seat": action.seat, "group": action.group,
                "end": action.end}
    if isinstance(action, Discard):
        return {"type": "discard", "card": action.card, "skip_target": action.skip_target}
    return None


def from_fields(kind: str, fields: dict[str, Any]) -> RummyAction | None:
    """A shared action from fields already checked against its shape (None: not a shared kind)."""
    if kind == "draw":
        return Draw(fields["source"])
    if kind == "lay_down":
        return LayDown(tuple(tuple(group) for group in fields["groups"]))
    if kind == "hit":
        return Hit(fields["card"], fields["seat"], fields["group"], fields.get("end", ""))
    if kind == "discard":
        return Discard(fields["card"], fields.get("skip_target"))
    return None
