"""Phase 10 game state, its JSON form and the per-seat / spectator views.

Piles are plain lists with the top card last. ``remaining[seat]`` is the seat's phase pile
(phases still to make, the active one included until it is made); ``active[seat]`` is the
phase attempted this hand (0 before choosing). ``table[seat]`` holds the groups that seat
laid this hand, in the phase's group order.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from game.core.engine import rng_from_json, rng_to_json
from game.core.rummy.melds import Meld

STAGES = ("choose", "draw", "play", "over")


@dataclass
class State:
    players: int
    classic_skips: bool
    rng: random.Random
    stage: str = "choose"
    turn: int = 0
    dealer: int = 0
    hand_number: int = 0
    hands: list[list[str]] = field(default_factory=list)
    draw_pile: list[str] = field(default_factory=list)
    discard: list[str] = field(default_factory=list)
    saves: list[list[str]] = field(default_factory=list)
    saved_this_hand: list[bool] = field(default_factory=list)
    remaining: list[list[int]] = field(default_factory=list)
    completed: list[list[int]] = field(default_factory=list)
    active: list[int] = field(default_factory=list)
    laid: list[bool] = field(default_factory=list)
    table: list[list[Meld]] = field(default_factory=list)
    skips_pending: list[int] = field(default_factory=list)
    scores: list[int] = field(default_factory=list)
    sheet: list[dict] = field(default_factory=list)     # one row per finished hand
    turns_this_hand: int = 0
    winners: list[int] = field(default_factory=list)
    end_reason: str = ""


_LIST_FIELDS = ("hands", "draw_pile", "discard", "saves", "saved_this_hand", "remaining",
                "completed", "active", "laid", "skips_pending", "scores", "sheet", "winners")
_SCALARS = ("players", "classic_skips", "stage", "turn", "dealer", "hand_number",
            "turns_this_hand", "end_reason")


def state_to_json(state: State) -> dict:
    data = {name: getattr(state, name) for name in _SCALARS}
    for name in _LIST_FIELDS:
        value = getattr(state, name)
        data[name] = [list(item) if isinstance(item, list) else item for item in value]
    data["sheet"] = [dict(row) for row in state.sheet]
    data["table"] = [[meld.to_json() for meld in melds] for melds in state.table]
    data["rng"] = rng_to_json(state.rng)
    return data


def state_from_json(data: dict) -> State:
    state = State(players=data["players"], classic_skips=data["classic_skips"],
                  rng=rng_from_json(data["rng"]))
    for name in _SCALARS:
        setattr(state, name, data[name])
    for name in _LIST_FIELDS:
        setattr(state, name, [list(item) if isinstance(item, list) else item for item in data[name]])
    state.sheet = [dict(row) for row in data["sheet"]]
    state.table = [[Meld.from_json(meld) for meld in melds] for melds in data["table"]]
    return state


@dataclass(frozen=True)
class Phase10View:
    """What one seat may see: its own hand and save pile; of others only counts.

    Phase cards (active, remaining, completed), laid groups, the discard pile, scores and
    pending skips are public, as at a real table."""

    seat: int
    players: int
    stage: str
    turn: int
    dealer: int
    hand_number: int
    hand: tuple[str, ...]
    save_pile: tuple[str, ...]
    hand_counts: tuple[int, ...]
    save_counts: tuple[int, ...]
    draw_count: int
    discard: tuple[str, ...]
    active: tuple[int, ...]
    remaining: tuple[tuple[int, ...], ...]
    completed: tuple[tuple[int, ...], ...]
    laid: tuple[bool, ...]
    table: tuple[tuple[Meld, ...], ...]
    skips_pending: tuple[int, ...]
    scores: tuple[int, ...]
    saved_this_hand: tuple[bool, ...]
    classic_skips: bool
    winners: tuple[int, ...]

    @property
    def discard_top(self) -> str | None:
        return self.discard[-1] if self.discard else None


def make_view(state: State, seat: int) -> Phase10View:
    return Phase10View(
        seat=seat, players=state.players, stage=state.stage, turn=state.turn,
        dealer=state.dealer, hand_number=state.hand_number,
        hand=tuple(state.hands[seat]), save_pile=tuple(state.saves[seat]),
        hand_counts=tuple(len(hand) for hand in state.hands),
        save_counts=tuple(len(pile) for pile in state.saves),
        draw_count=len(state.draw_pile), discard=tuple(state.discard),
        active=tuple(state.active), remaining=tuple(tuple(r) for r in state.remaining),
        completed=tuple(tuple(c) for c in state.completed), laid=tuple(state.laid),
        table=tuple(tuple(melds) for melds in state.table),
        skips_pending=tuple(state.skips_pending), scores=tuple(state.scores),
        saved_this_hand=tuple(state.saved_this_hand), classic_skips=state.classic_skips,
        winners=tuple(state.winners))


def public_view(state: State) -> dict:
    """JSON for spectators and sim logs: no hands, no saved cards, no draw pile order."""
    return {
        "stage": state.stage, "turn": state.turn, "dealer": state.dealer,
        "hand_number": state.hand_number,
        "hand_counts": [len(hand) for hand in state.hands],
        "save_counts": [len(pile) for pile in state.saves],
        "draw_count": len(state.draw_pile),
        "discard_top": state.discard[-1] if state.discard else None,
        "discard_count": len(state.discard),
        "active": list(state.active), "completed": [list(c) for c in state.completed],
        "table": [[list(meld.cards) for meld in melds] for melds in state.table],
        "skips_pending": list(state.skips_pending), "scores": list(state.scores),
        "winners": list(state.winners), "end_reason": state.end_reason,
    }
