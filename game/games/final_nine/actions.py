"""The actions of Final Nine: one small frozen dataclass per step of a throw.

A throw is several actions, each in an explicit phase of the state:

* ``select`` (thrower): ``Redraw`` (start of a hole only, up to 2), ``OfferTrade``, ``SwapDisc``
  (+1), ``PassThrow`` (only with no disc to throw), then ``ChooseThrow(disc, direction)``;
* ``trade`` (the seat offered a trade): ``AcceptTrade(disc)`` or ``DeclineTrade``;
* ``skill`` (thrower): any number of ``PlaySkill``, then ``Throw`` (turns the next action card);
* ``battle`` (Battle rules, the next seat): ``BattleCard`` or ``NoBattleCard``;
* ``luck`` (thrower): ``ApplyDrawn`` (the card turned on the throw, when allowed), any number of
  ``PlayLuck``, then ``Refill(discs)``: the disc lands and the hand refills, ``discs`` cards from
  the disc stack and the rest from the action stack.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass

from game.games.final_nine.geometry import DIRECTIONS


@dataclass(frozen=True)
class Redraw:
    card: int
    from_discs: bool

    def __str__(self) -> str:
        return f"Redraw({self.card}, {'disc' if self.from_discs else 'action'} stack)"


@dataclass(frozen=True)
class OfferTrade:
    disc: int
    seat: int

    def __str__(self) -> str:
        return f"OfferTrade({self.disc} to seat {self.seat})"


@dataclass(frozen=True)
class AcceptTrade:
    disc: int

    def __str__(self) -> str:
        return f"AcceptTrade({self.disc})"


@dataclass(frozen=True)
class DeclineTrade:
    def __str__(self) -> str:
        return "DeclineTrade"


@dataclass(frozen=True)
class SwapDisc:
    card: int

    def __str__(self) -> str:
        return f"SwapDisc({self.card})"


@dataclass(frozen=True)
class PassThrow:
    def __str__(self) -> str:
        return "PassThrow"


@dataclass(frozen=True)
class ChooseThrow:
    disc: int
    direction: str

    def __str__(self) -> str:
        return f"ChooseThrow({self.disc}, {self.direction})"


@dataclass(frozen=True)
class PlaySkill:
    card: int

    def __str__(self) -> str:
        return f"PlaySkill({self.card})"


@dataclass(frozen=True)
class Throw:
    def __str__(self) -> str:
        return "Throw"


@dataclass(frozen=True)
class BattleCard:
    card: int

    def __str__(self) -> str:
        return f"BattleCard({self.card})"


@dataclass(frozen=True)
class NoBattleCard:
    def __str__(self) -> str:
        return "NoBattleCard"


@dataclass(frozen=True)
class ApplyDrawn:
    def __str__(self) -> str:
        return "ApplyDrawn"


@dataclass(frozen=True)
class PlayLuck:
    card: int
    target: int = -1        # for Clean Slate: the Deviation or Call it cancels

    def __str__(self) -> str:
        return f"PlayLuck({self.card})" if self.target < 0 else \
            f"PlayLuck({self.card} on {self.target})"


@dataclass(frozen=True)
class Refill:
    discs: int

    def __str__(self) -> str:
        return f"Refill({self.discs} discs)"


ACTION_TYPES = {cls.__name__: cls for cls in (
    Redraw, OfferTrade, AcceptTrade, DeclineTrade, SwapDisc, PassThrow, ChooseThrow, PlaySkill,
    Throw, BattleCard, NoBattleCard, ApplyDrawn, PlayLuck, Refill)}


def action_to_json(action: object) -> dict:
    """An action as JSON (read back, checked, by ``restore.action_from_json``)."""
    return {"type": type(action).__name__, **asdict(action)}


class ActionTable:
    """Every action object made once, so ``legal_actions`` only appends (bots and sim are fast)."""

    def __init__(self, card_count: int, players: int = 4):
        ids = range(card_count)
        self.redraw = [(Redraw(c, False), Redraw(c, True)) for c in ids]
        self.offer = [[OfferTrade(c, s) for s in range(players)] for c in ids]
        self.accept = [AcceptTrade(c) for c in ids]
        self.swap = [SwapDisc(c) for c in ids]
        self.choose = [[ChooseThrow(c, d) for d in DIRECTIONS] for c in ids]
        self.skill = [PlaySkill(c) for c in ids]
        self.battle = [BattleCard(c) for c in ids]
        self.luck = [PlayLuck(c) for c in ids]
        self.refill = [Refill(n) for n in range(10)]
        self.decline, self.pass_throw, self.throw = DeclineTrade(), PassThrow(), Throw()
        self.no_battle, self.apply_drawn = NoBattleCard(), ApplyDrawn()
