"""What one seat may see (:class:`FinalNineView`) and what a spectator sees (``public_view``).

Hidden: other hands (only their sizes show) and the order of both stacks (only their sizes).
Public: every lie, score and discard pile (cards are played face up), the wind, the hole's par at
the level, the mandos each seat has passed, and the throw in progress (disc, direction and every
card on it, the effect-only cards included).
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import TYPE_CHECKING

from game.games.final_nine.state import FinalNineState

if TYPE_CHECKING:
    from game.games.final_nine.engine import FinalNineRules


@dataclass
class FinalNineView:
    seat: int
    players: int
    level: str
    battle: bool
    half: bool
    hole: int                      # hole number being played
    hole_index: int
    holes: tuple[int, ...]
    phase: str
    thrower: int
    actor: int
    hand: tuple[int, ...]
    hand_counts: tuple[int, ...]
    lie: tuple[int, ...]
    rough: tuple[bool, ...]
    strokes: tuple[int, ...]
    throws: tuple[int, ...]
    status: tuple[int, ...]
    island: tuple[bool, ...]
    redraws: tuple[int, ...]
    wind: int
    scores: tuple[tuple[int, ...], ...]
    pars: tuple[int, ...]
    disc_stack_count: int
    action_stack_count: int
    disc_discard: tuple[int, ...]
    action_discard: tuple[int, ...]
    disc: int
    direction: int
    putt: bool
    pre: tuple[int, ...]
    post: tuple[int, ...]
    hostile: tuple[int, ...]
    nullified: tuple[int, ...]
    drawn: int
    drawn_usable: bool
    from_distance: bool
    green_flag: bool
    offer_disc: int
    offer_seat: int
    par: int = 0                   # this hole's par at this level
    effects: tuple[int, ...] = ()  # effect-only cards on the throw (From Distance, Green Flag,
    #                                Clean Slate), in the order played
    mandos_passed: tuple[tuple[int, ...], ...] = ()   # per seat, mando indices passed

    def to_json(self) -> dict:
        return asdict(self)


def make_view(rules: FinalNineRules, state: FinalNineState, seat: int) -> FinalNineView:
    hole = state.holes[min(state.hole_index, len(state.holes) - 1)]
    return FinalNineView(
        seat, state.players, state.level, state.battle, state.half, hole, state.hole_index,
        tuple(state.holes), state.phase, state.thrower, state.actor, tuple(state.hands[seat]),
        tuple(len(h) for h in state.hands), tuple(state.lie), tuple(state.rough),
        tuple(state.strokes), tuple(state.throws), tuple(state.status), tuple(state.island),
        tuple(state.redraws), state.wind, tuple(tuple(r) for r in state.scores),
        tuple(state.pars), len(state.disc_stack), len(state.action_stack),
        tuple(state.disc_discard), tuple(state.action_discard), state.disc, state.direction,
        state.putt, tuple(state.pre), tuple(state.post), tuple(state.hostile),
        tuple(state.nullified), state.drawn, state.drawn_usable, state.from_distance,
        state.green_flag, state.offer_disc, state.offer_seat,
        rules.hole(hole).par_for(state.level), tuple(state.effects),
        tuple(tuple(row) for row in state.mandos_passed))


def public_view(rules: FinalNineRules, state: FinalNineState) -> dict:
    """JSON-able spectator view: no hand contents, no stack order."""
    hole = state.holes[min(state.hole_index, len(state.holes) - 1)]
    par = sum(state.pars)
    return {
        "hole": hole, "hole_index": state.hole_index, "phase": state.phase,
        "thrower": state.thrower, "actor": state.actor, "level": state.level,
        "battle": state.battle, "wind": state.wind,
        "hand_counts": [len(h) for h in state.hands], "lie": list(state.lie),
        "strokes": list(state.strokes), "status": list(state.status),
        "totals_vs_par": [sum(r) - par for r in state.scores],
        "disc_stack": len(state.disc_stack), "action_stack": len(state.action_stack),
        "disc_discard_top": state.disc_discard[-1] if state.disc_discard else None,
        "action_discard_top": state.action_discard[-1] if state.action_discard else None,
        "throw": {"disc": state.disc, "direction": state.direction, "pre": list(state.pre),
                  "post": list(state.post), "hostile": list(state.hostile),
                  "nullified": list(state.nullified), "drawn": state.drawn,
                  "effects": list(state.effects)},
        "par": rules.hole(hole).par_for(state.level),
    }
