"""Finale game state, its JSON form and the per-seat / spectator views.

Piles are plain lists with the top card last. ``level[seat]`` is the Level the seat attempts
this round (1-4; 5 is the Finale); ``laid[seat]`` says it was completed this round and
``table[seat]`` holds its groups. ``exchange`` is the Exchange card lying face up while its
two draws are taken (``exchange_draws`` left). A Grand Finale plays ``challenges`` in order
and keeps running ``scores``; ``tiebreak`` holds the tie-breaker game once it starts.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import NamedTuple

from game.core.engine import rng_from_json, rng_to_json
from game.core.rummy.melds import Meld

STAGES = ("draw", "exchange", "play", "over")


@dataclass
class State:
    players: int
    rng: random.Random
    grand: bool = False
    challenges: list[str] = field(default_factory=list)   # in play order (one unless grand)
    challenge_index: int = 0
    stage: str = "draw"
    turn: int = 0
    dealer: int = 0
    round_number: int = 0                  # within the current Challenge
    hands: list[list[str]] = field(default_factory=list)
    draw_pile: list[str] = field(default_factory=list)
    discard: list[str] = field(default_factory=list)
    exchange: list[str] = field(default_factory=list)       # the activated Exchange (0 or 1)
    exchange_draws: int = 0
    fresh_skips: list[str] = field(default_factory=list)    # Skips taken through an Exchange
    opening_exchange: bool = False         # the flipped Exchange may still be taken normally
    level: list[int] = field(default_factory=list)
    laid: list[bool] = field(default_factory=list)
    table: list[list[Meld]] = field(default_factory=list)
    skips_pending: list[int] = field(default_factory=list)
    turns_this_round: int = 0
    in_play: list[int] = field(default_factory=list)        # seats taking turns
    scores: list[int] = field(default_factory=list)         # Grand Finale running totals
    sheet: list[dict] = field(default_factory=list)         # one row per finished Challenge
    rounds: list[dict] = field(default_factory=list)        # one row per finished round
    tiebreak: dict | None = None   # {"phase": race|final|extended, "completed", "final_left", "turns", "players"}
    opening: list[dict] = field(default_factory=list)       # this round's deal events (JSON)
    winners: list[int] = field(default_factory=list)
    end_reason: str = ""

    @property
    def challenge(self) -> str:
        return self.challenges[self.challenge_index]


_LISTS = ("challenges", "hands", "draw_pile", "discard", "exchange", "fresh_skips", "level", "laid",
          "skips_pending", "in_play", "scores", "winners")
_SCALARS = ("players", "grand", "challenge_index", "stage", "turn", "dealer", "round_number",
            "exchange_draws", "opening_exchange", "turns_this_round", "end_reason")
_JSONABLE = ("sheet", "rounds", "tiebreak", "opening")


def _copy(value: object) -> object:
    if isinstance(value, list):
        return [_copy(item) for item in value]
    if isinstance(value, dict):
        return {key: _copy(item) for key, item in value.items()}
    return value


def state_to_json(state: State) -> dict:
    data: dict = {name: getattr(state, name) for name in _SCALARS}
    for name in _LISTS + _JSONABLE:
        data[name] = _copy(getattr(state, name))
    data["table"] = [[meld.to_json() for meld in melds] for melds in state.table]
    data["rng"] = rng_to_json(state.rng)
    return data


def state_from_json(data: dict) -> State:
    state = State(players=data["players"], rng=rng_from_json(data["rng"]))
    for name in _SCALARS:
        setattr(state, name, data[name])
    for name in _LISTS + _JSONABLE:
        setattr(state, name, _copy(data[name]))
    state.table = [[Meld.from_json(meld) for meld in melds] for melds in data["table"]]
    return state


class FinaleView(NamedTuple):
    """What one seat may see: its own hand; of the others only counts. Levels, laid groups,
    the top discard (never the card beneath), skips, the face-up Exchange and scores are
    public, as at a real table. Immutable (a named tuple: a view is made for every move)."""

    seat: int
    players: int
    stage: str
    turn: int
    dealer: int
    grand: bool
    challenge: str
    challenge_index: int
    challenges: tuple[str, ...]
    round_number: int
    hand: tuple[str, ...]
    hand_counts: tuple[int, ...]
    draw_count: int
    discard_top: str | None
    discard_count: int
    exchange: str | None
    exchange_draws: int
    fresh_skips: tuple[str, ...]
    opening_exchange: bool
    level: tuple[int, ...]
    laid: tuple[bool, ...]
    table: tuple[tuple[Meld, ...], ...]
    skips_pending: tuple[int, ...]
    in_play: tuple[int, ...]
    scores: tuple[int, ...]
    sheet: tuple[dict, ...]
    tiebreak: dict | None
    winners: tuple[int, ...]


def make_view(state: State, seat: int) -> FinaleView:
    return FinaleView(
        seat=seat, players=state.players, stage=state.stage, turn=state.turn, dealer=state.dealer,
        grand=state.grand, challenge=state.challenge, challenge_index=state.challenge_index,
        challenges=tuple(state.challenges), round_number=state.round_number,
        hand=tuple(state.hands[seat]), hand_counts=tuple(len(hand) for hand in state.hands),
        draw_count=len(state.draw_pile), discard_top=state.discard[-1] if state.discard else None,
        discard_count=len(state.discard), exchange=state.exchange[0] if state.exchange else None,
        exchange_draws=state.exchange_draws, fresh_skips=tuple(state.fresh_skips),
        opening_exchange=state.opening_exchange, level=tuple(state.level), laid=tuple(state.laid),
        table=tuple(tuple(melds) for melds in state.table), skips_pending=tuple(state.skips_pending),
        in_play=tuple(state.in_play), scores=tuple(state.scores),
        sheet=tuple(_copy(row) for row in state.sheet),  # type: ignore[misc]
        tiebreak=_copy(state.tiebreak),  # type: ignore[arg-type]
        winners=tuple(state.winners))


def public_view(state: State) -> dict:
    """JSON for spectators and sim logs: no hands, no draw pile order, only the top discard."""
    return {
        "stage": state.stage, "turn": state.turn, "dealer": state.dealer, "grand": state.grand,
        "challenge": state.challenge, "challenge_index": state.challenge_index,
        "round_number": state.round_number,
        "hand_counts": [len(hand) for hand in state.hands], "draw_count": len(state.draw_pile),
        "discard_top": state.discard[-1] if state.discard else None,
        "discard_count": len(state.discard),
        "exchange": state.exchange[0] if state.exchange else None,
        "level": list(state.level), "laid": list(state.laid),
        "table": [[list(meld.cards) for meld in melds] for melds in state.table],
        "skips_pending": list(state.skips_pending), "in_play": list(state.in_play),
        "scores": list(state.scores), "tiebreak": _copy(state.tiebreak),
        "winners": list(state.winners), "end_reason": state.end_reason,
    }
