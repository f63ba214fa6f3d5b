"""How a game's engine spells the rummy moves: :class:`RummyActions` (build a draw, lay-down, hit
or discard; read one back) and :class:`ActionClasses`, the usual spelling as four action classes.
The controls build and read engine actions only through these."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Protocol


@dataclass(frozen=True)
class HitMove:
    """A hit as the controls read it: which card onto which seat's group, at which end."""

    card: str
    seat: int
    group: int
    end: str = ""


class RummyActions(Protocol):
    """How a game's engine spells the rummy moves (its action classes)."""

    def draw(self, source: str) -> object: ...
    def lay_down(self, groups: tuple[tuple[str, ...], ...]) -> object: ...
    def hit(self, move: HitMove) -> object: ...
    def discard(self, card: str, target: int | None) -> object: ...
    def as_hit(self, action: object) -> HitMove | None: ...
    def as_discard(self, action: object) -> tuple[str, int | None] | None: ...
    def is_lay_down(self, action: object) -> bool: ...


@dataclass(frozen=True)
class ActionClasses:
    """:class:`RummyActions` for a game whose four rummy moves are action classes with the kit's
    field names: ``Draw(source)``, ``LayDown(groups)``, ``Hit(card, seat, group, end)`` and
    ``Discard(card, skip_target)``."""

    draw_class: type[Any]
    lay_down_class: type[Any]
    hit_class: type[Any]
    discard_class: type[Any]

    def draw(self, source: str) -> object:
        return self.draw_class(source)

    def lay_down(self, groups: tuple[tuple[str, ...], ...]) -> object:
        return self.lay_down_class(groups)

    def hit(self, move: HitMove) -> object:
        return self.hit_class(move.card, move.seat, move.group, move.end)

    def discard(self, card: str, target: int | None) -> object:
        return self.discard_class(card, target)

    def as_hit(self, action: object) -> HitMove | None:
        if not isinstance(action, self.hit_class):
            return None
        return HitMove(action.card, action.seat, action.group, action.end)

    def as_discard(self, action: object) -> tuple[str, int | None] | None:
        if not isinstance(action, self.discard_class):
            return None
        return action.card, action.skip_target

    def is_lay_down(self, action: object) -> bool:
        return isinstance(action, self.lay_down_class)
