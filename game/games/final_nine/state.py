"""The full state of a Final Nine round (hidden parts included) and its JSON form.

Plain lists and ints only, so a whole round is cheap to play and exact to save. Per-seat lists
are indexed by seat. Zones for events: ``stack:discs``, ``stack:actions``, ``discard:discs``,
``discard:actions``, ``hand:<seat>``.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field, fields

from game.core.engine import rng_from_json, rng_to_json

PLAYING, HOLED, PICKED_UP = 0, 1, 2
SELECT, TRADE, SKILL, BATTLE, LUCK, OVER = "select", "trade", "skill", "battle", "luck", "over"


@dataclass
class FinalNineState:
    players: int
    level: str                       # rec / am / pro
    battle: bool
    half: bool
    layout: str                      # full / stacked / shuffled
    holes: list[int]                 # hole numbers in playing order
    rng: random.Random
    hole_index: int = 0
    disc_stack: list[int] = field(default_factory=list)
    disc_discard: list[int] = field(default_factory=list)
    action_stack: list[int] = field(default_factory=list)
    action_discard: list[int] = field(default_factory=list)
    hands: list[list[int]] = field(default_factory=list)
    tee_order: list[int] = field(default_factory=list)
    # This hole, per seat.
    lie: list[int] = field(default_factory=list)
    rough: list[bool] = field(default_factory=list)      # next throw at -1 distance
    strokes: list[int] = field(default_factory=list)     # throws + penalties so far
    throws: list[int] = field(default_factory=list)
    status: list[int] = field(default_factory=list)      # PLAYING / HOLED / PICKED_UP
    island: list[bool] = field(default_factory=list)     # island line still in force
    mandos_passed: list[list[int]] = field(default_factory=list)  # mando indices passed
    redraws: list[int] = field(default_factory=list)     # start-of-hole redraws used
    wind: int = -1                                       # 0..3 = blowing N/E/S/W, -1 none
    wind_card: int = -1
    # Scorecard: strokes per seat per finished hole, and each hole's par.
    scores: list[list[int]] = field(default_factory=list)
    pars: list[int] = field(default_factory=list)
    phase: str = SELECT
    thrower: int = 0
    actor: int = 0
    # The throw in progress.
    disc: int = -1
    direction: int = 0
    putt: bool = False
    pre: list[int] = field(default_factory=list)         # skills and instant skills turned
    post: list[int] = field(default_factory=list)        # luck cards
    hostile: list[int] = field(default_factory=list)     # turned Deviation/Call, Battle card
    nullified: list[int] = field(default_factory=list)
    drawn: int = -1                                      # the card turned on this throw
    drawn_usable: bool = False                           # ApplyDrawn allowed
    swapped: bool = False
    offered: bool = False
    offer_disc: int = -1
    offer_seat: int = -1
    from_distance: bool = False
    green_flag: bool = False
    effects: list[int] = field(default_factory=list)     # From Distance / Green Flag / Clean Slate
    # The events of the deal and the first hole's start (JSON), for ``opening_events``.
    opening: list[dict] = field(default_factory=list)

    def active_hostile(self) -> list[int]:
        return [c for c in self.hostile if c not in self.nullified]

    def pack_size(self) -> int:
        return (len(self.disc_stack) + len(self.disc_discard) + len(self.action_stack)
                + len(self.action_discard) + sum(len(h) for h in self.hands))


_LIST_OF_LISTS = ("hands", "scores", "mandos_passed")


# Fields newer than the first saves; older saves load with their defaults.
_ADDED_LATER = ("mandos_passed", "effects", "opening")


def state_to_json(state: FinalNineState) -> dict:
    out: dict = {}
    for f in fields(state):
        value = getattr(state, f.name)
        if f.name == "rng":
            out["rng"] = rng_to_json(value)
        elif f.name in _LIST_OF_LISTS:
            out[f.name] = [list(v) for v in value]
        elif isinstance(value, list):
            out[f.name] = list(value)
        else:
            out[f.name] = value
    return out


def state_from_json(data: dict) -> FinalNineState:
    kwargs = {}
    for f in fields(FinalNineState):
        if f.name not in data and f.name in _ADDED_LATER:
            continue                     # a save from before the field existed: its default
        value = data[f.name]
        if f.name == "rng":
            value = rng_from_json(value)
        elif f.name in _LIST_OF_LISTS:
            value = [list(v) for v in value]
        elif isinstance(value, list):
            value = list(value)
        kwargs[f.name] = value
    return FinalNineState(**kwargs)
