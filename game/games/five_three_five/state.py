"""Five Three Five state (the whole truth, rng included) and the per-seat view bots get.

Card zones are count arrays indexed by rank (``hands[seat][12]`` = how many 12s that seat
holds), which keeps play fast and makes card conservation a sum. The central meld is a list
of layers: each Overwrite covers the top layer with a new one; an Add grows the top layer.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from game.core.engine import rng_from_json, rng_to_json


@dataclass
class FiveThreeFiveState:
    players: int
    rng: random.Random
    hands: list[list[int]]           # per seat, count per rank
    reserves: list[list[int]]        # 2 players: the face-down second-half hands
    undealt: list[int]               # set aside face down, unseen by anyone
    layers: list[list[int]]          # central meld, bottom first; the last layer is visible
    meld_kind: str                   # "", "single", "set" or "run" (of the visible layer)
    discard: list[int]               # cleared tricks, face down
    scored: list[list[int]]          # 2 players: cards scored, kept beside the points
    scores: list[int]
    current: int                     # seat to act
    last_player: int                 # seat of the last play in this trick, -1 before the lead
    passes: int                      # consecutive passes since the last play
    round_no: int = 1
    half: int = 0                    # 2 players: 1 or 2; otherwise 0
    round_lead: int = 0              # who led the round (tie-break for the next lead)
    cards_left: list[int] = field(default_factory=list)     # at the end of the last round
    points_log: list[list[int]] = field(default_factory=list)  # points scored, per round/half
    over: bool = False
    winners: list[int] = field(default_factory=list)
    target: int = 20                 # points that end the game (3-6 players)
    bridge_gaps: bool = False        # option: runs skip the missing 6 and 10

    @property
    def meld(self) -> list[int]:
        return self.layers[-1] if self.layers else []


_COPIED = ("players", "meld_kind", "scores", "current", "last_player", "passes", "round_no",
           "half", "round_lead", "cards_left", "points_log", "over", "winners", "target",
           "bridge_gaps")
_ZONES = ("hands", "reserves", "undealt", "layers", "discard", "scored")


def state_to_json(state: FiveThreeFiveState) -> dict:
    data = {name: getattr(state, name) for name in _COPIED + _ZONES}
    data = {name: _plain(value) for name, value in data.items()}
    data["rng"] = rng_to_json(state.rng)
    return data


def state_from_json(data: dict) -> FiveThreeFiveState:
    values = {name: _plain(data[name]) for name in _COPIED + _ZONES}
    return FiveThreeFiveState(rng=rng_from_json(data["rng"]), **values)


def _plain(value: object) -> object:
    """A deep copy made of lists, so JSON and the live state never share a list."""
    if isinstance(value, (list, tuple)):
        return [_plain(item) for item in value]
    return value


@dataclass(frozen=True)
class FiveThreeFiveView:
    """What one seat may know. Other hands, reserves and undealt cards appear only as counts.

    Played cards are public (everyone saw them face up), so the view carries the buried
    layers of the meld and ``seen`` (count per rank of every card played this round or half).
    """

    seat: int
    players: int
    hand: tuple[int, ...]            # sorted cards
    hand_counts: tuple[int, ...]     # per seat
    reserve_counts: tuple[int, ...]  # per seat (2 players), else zeros
    undealt_count: int
    layers: tuple[tuple[int, ...], ...]
    meld_kind: str
    seen: tuple[int, ...]            # count per rank played (discard + meld)
    scores: tuple[int, ...]
    current: int
    last_player: int
    passes: int
    round_no: int
    half: int
    copies: int
    bridge_gaps: bool
    over: bool

    @property
    def meld(self) -> tuple[int, ...]:
        return self.layers[-1] if self.layers else ()

    @property
    def must_lead(self) -> bool:
        return not self.layers

    def to_json(self) -> dict:
        return {name: _plain(getattr(self, name)) for name in self.__dataclass_fields__}
