"""Finale actions: small frozen dataclasses with readable ``__str__`` and JSON forms.

A turn is ``Draw("draw")`` or ``Draw("discard")``, or ``Exchange(card)`` (play an Exchange
face up instead of drawing) followed by two ``Draw`` s; then any ``LayDown``/``Hit``; then
``Discard`` (a Skip names ``skip_target``). Cards are content ids such as ``"Y7a"``,
``"R10"`` (a 0/10 card), ``"BX"`` (Exchange), ``"GS"`` (Skip), ``"W3"`` (a Wild).
"""

from __future__ import annotations

from dataclasses import dataclass

SOURCES = ("draw", "discard")


@dataclass(frozen=True)
class Draw:
    source: str          # "draw" (face-down pile) or "discard" (its top card)

    def __str__(self) -> str:
        return f"Draw({self.source})"


@dataclass(frozen=True)
class Exchange:
    card: str            # the Exchange card played face up; two draws follow

    def __str__(self) -> str:
        return f"Exchange({self.card})"


@dataclass(frozen=True)
class LayDown:
    groups: tuple[tuple[str, ...], ...]

    def __str__(self) -> str:
        return "LayDown(" + " | ".join(" ".join(group) for group in self.groups) + ")"


@dataclass(frozen=True)
class Hit:
    card: str
    seat: int            # whose laid Level
    group: int           # which of its groups
    end: str = ""        # runs: "low" or "high"; other groups: ""

    def __str__(self) -> str:
        where = f"{self.seat}:{self.group}" + (f" {self.end}" if self.end else "")
        return f"Hit({self.card} -> {where})"


@dataclass(frozen=True)
class Discard:
    card: str
    skip_target: int | None = None   # a Skip: the seat that loses its next turn

    def __str__(self) -> str:
        if self.skip_target is None:
            return f"Discard({self.card})"
        return f"Discard({self.card}, skip {self.skip_target})"


Action = Draw | Exchange | LayDown | Hit | Discard


def action_to_json(action: Action) -> dict:
    if isinstance(action, Draw):
        return {"type": "draw", "source": action.source}
    if isinstance(action, Exchange):
        return {"type": "exchange", "card": action.card}
    if isinstance(action, LayDown):
        return {"type": "lay_down", "groups": [list(group) for group in action.groups]}
    if isinstance(action, Hit):
        return {"type": "hit", "card": action.card, "seat": action.seat, "group": action.group,
                "end": action.end}
    if isinstance(action, Discard):
        return {"type": "discard", "card": action.card, "skip_target": action.skip_target}
    raise TypeError(f"not a Finale action: {action!r}")


def action_from_json(data: dict) -> Action:
    """Parse an action; malformed data raises ValueError or TypeError (the engine then
    validates the cards and seats it names, like any move)."""
    if not isinstance(data, dict):
        raise TypeError(f"an action is a mapping, not {data!r}")
    kind = data.get("type")
    try:
        if kind == "draw":
            return Draw(str(data["source"]))
        if kind == "exchange":
            return Exchange(str(data["card"]))
        if kind == "lay_down":
            return LayDown(tuple(tuple(str(card) for card in group) for group in data["groups"]))
        if kind == "hit":
            return Hit(str(data["card"]), int(data["seat"]), int(data["group"]), str(data.get("end", "")))
        if kind == "discard":
            target = data.get("skip_target")
            return Discard(str(data["card"]), None if target is None else int(target))
    except (KeyError, TypeError) as exc:
        raise ValueError(f"malformed {kind} action: {data!r}") from exc
    raise ValueError(f"unknown Finale action type {kind!r}")
