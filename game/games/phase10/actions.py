"""Phase 10 actions: small frozen dataclasses with readable ``__str__`` and JSON forms.

A hand starts with each player's ``ChoosePhase``. A turn is ``Draw`` (or ``DrawSaved``),
then any ``LayDown``/``Hit`` actions, then ``Discard`` (with the skip's target when the
card is a skip) or ``Save``. Cards are content ids such as ``"R7a"``, ``"W3"``, ``"S1"``.
"""

from __future__ import annotations

from dataclasses import dataclass

SOURCES = ("draw", "discard")


@dataclass(frozen=True)
class ChoosePhase:
    phase: int

    def __str__(self) -> str:
        return f"ChoosePhase({self.phase})"


@dataclass(frozen=True)
class Draw:
    source: str          # "draw" (face-down pile) or "discard" (its top card)

    def __str__(self) -> str:
        return f"Draw({self.source})"


@dataclass(frozen=True)
class DrawSaved:
    card: str

    def __str__(self) -> str:
        return f"DrawSaved({self.card})"


@dataclass(frozen=True)
class LayDown:
    groups: tuple[tuple[str, ...], ...]

    def __str__(self) -> str:
        return "LayDown(" + " | ".join(" ".join(group) for group in self.groups) + ")"


@dataclass(frozen=True)
class Hit:
    card: str
    seat: int            # whose laid phase
    group: int           # which of its groups
    end: str = ""        # runs: "low" or "high"; other groups: ""

    def __str__(self) -> str:
        where = f"{self.seat}:{self.group}" + (f" {self.end}" if self.end else "")
        return f"Hit({self.card} -> {where})"


@dataclass(frozen=True)
class Discard:
    card: str
    skip_target: int | None = None   # only for a skip card: the seat that loses its next turn

    def __str__(self) -> str:
        if self.skip_target is None:
            return f"Discard({self.card})"
        return f"Discard({self.card}, skip {self.skip_target})"


@dataclass(frozen=True)
class Save:
    card: str

    def __str__(self) -> str:
        return f"Save({self.card})"


Action = ChoosePhase | Draw | DrawSaved | LayDown | Hit | Discard | Save


def action_to_json(action: Action) -> dict:
    if isinstance(action, ChoosePhase):
        return {"type": "choose_phase", "phase": action.phase}
    if isinstance(action, Draw):
        return {"type": "draw", "source": action.source}
    if isinstance(action, DrawSaved):
        return {"type": "draw_saved", "card": action.card}
    if isinstance(action, LayDown):
        return {"type": "lay_down", "groups": [list(group) for group in action.groups]}
    if isinstance(action, Hit):
        return {"type": "hit", "card": action.card, "seat": action.seat, "group": action.group,
                "end": action.end}
    if isinstance(action, Discard):
        return {"type": "discard", "card": action.card, "skip_target": action.skip_target}
    if isinstance(action, Save):
        return {"type": "save", "card": action.card}
    raise TypeError(f"not a Phase 10 action: {action!r}")


def action_from_json(data: dict) -> Action:
    kind = data.get("type")
    if kind == "choose_phase":
        return ChoosePhase(int(data["phase"]))
    if kind == "draw":
        return Draw(str(data["source"]))
    if kind == "draw_saved":
        return DrawSaved(str(data["card"]))
    if kind == "lay_down":
        return LayDown(tuple(tuple(str(card) for card in group) for group in data["groups"]))
    if kind == "hit":
        return Hit(str(data["card"]), int(data["seat"]), int(data["group"]), str(data.get("end", "")))
    if kind == "discard":
        target = data.get("skip_target")
        return Discard(str(data["card"]), None if target is None else int(target))
    if kind == "save":
        return Save(str(data["card"]))
    raise ValueError(f"unknown Phase 10 action type {kind!r}")
