"""Final Touch state (mutable, plain lists for speed), its JSON form, and the seat view.

Strokes are colour indices (0..4). Hands, the Improvement Zone and the discards are kept
as counts per colour because card order never matters there; the draw pile is a list
(its order is the hidden luck) with the top card at the end. The Masterpiece pile is a
list of masterpiece indices, top (the visible "next" Masterpiece) at the end.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from game.core.engine import rng_from_json, rng_to_json

COMPLETED = "completed"
SMEARS_TO_RUIN = 3           # smears on one Masterpiece that ruin it (the rulebook's three)
RUINED = "ruined"


@dataclass(frozen=True)
class Scored:
    """A resolved Masterpiece: who completed or ruined it and who got how much for it."""

    masterpiece: int
    kind: str                      # COMPLETED or RUINED
    by_seat: int
    value: int
    recipients: tuple[int, ...]    # seats whose money rose by ``value`` (a team, or 2 in 3p)

    def to_json(self) -> list:
        return [self.masterpiece, self.kind, self.by_seat, self.value, list(self.recipients)]

    @staticmethod
    def from_json(data: list) -> Scored:
        masterpiece, kind, by_seat, value, recipients = data
        return Scored(masterpiece, kind, by_seat, value, tuple(recipients))


@dataclass
class FinalTouchState:
    players: int
    rng: random.Random
    draw: list[int]                    # stroke pile, top at the end
    discard: list[int]                 # counts per colour
    hands: list[list[int]]             # counts per colour, per seat
    improved: list[int]                # Improvement Zone, counts per colour
    smears: list[int]                  # Smear Zone, colours in the order played
    pile: list[int]                    # Masterpiece pile, top (the visible next) at the end
    current: int | None                # the Masterpiece being fought over
    turn: int
    money: list[int] = field(default_factory=list)
    scored: list[Scored] = field(default_factory=list)
    contest: tuple[int, int] | None = None   # 3p tie: the two seats playing the final one
    winners: tuple[int, ...] | None = None   # set when the game is over
    end_reason: str = ""
    actions_taken: int = 0


def state_to_json(state: FinalTouchState) -> dict:
    return {
        "players": state.players, "rng": rng_to_json(state.rng), "draw": list(state.draw),
        "discard": list(state.discard), "hands": [list(hand) for hand in state.hands],
        "improved": list(state.improved), "smears": list(state.smears),
        "pile": list(state.pile), "current": state.current, "turn": state.turn,
        "money": list(state.money), "scored": [s.to_json() for s in state.scored],
        "contest": list(state.contest) if state.contest else None,
        "winners": list(state.winners) if state.winners is not None else None,
        "end_reason": state.end_reason, "actions_taken": state.actions_taken,
    }


def state_from_json(data: dict) -> FinalTouchState:
    return FinalTouchState(
        players=data["players"], rng=rng_from_json(data["rng"]), draw=list(data["draw"]),
        discard=list(data["discard"]), hands=[list(hand) for hand in data["hands"]],
        improved=list(data["improved"]), smears=list(data["smears"]),
        pile=list(data["pile"]), current=data["current"], turn=data["turn"],
        money=list(data["money"]), scored=[Scored.from_json(s) for s in data["scored"]],
        contest=tuple(data["contest"]) if data["contest"] else None,
        winners=tuple(data["winners"]) if data["winners"] is not None else None,
        end_reason=data["end_reason"], actions_taken=data["actions_taken"],
    )


@dataclass(frozen=True)
class FinalTouchView:
    """What one seat may see: its own hand, every public zone, other hands only as counts.

    The Masterpiece pile is face up, so its top card (``next_masterpiece``) is public but the
    cards beneath it are not. Discards are public: every stroke got there face up.
    """

    seat: int
    players: int
    turn: int | None
    hand: tuple[int, ...]                 # own hand, counts per colour
    hand_sizes: tuple[int, ...]
    current: int | None
    next_masterpiece: int | None
    pile_count: int
    improved: tuple[int, ...]
    missing: tuple[int, ...]
    smears: tuple[int, ...]
    draw_count: int
    discard: tuple[int, ...]
    money: tuple[int, ...]
    teams: tuple[int, ...] | None         # team per seat at four players
    scored: tuple[Scored, ...]
    contest: tuple[int, int] | None
    winners: tuple[int, ...] | None
