"""Phase 10 data from outside, checked: a saved state (before it is resumed) and JSON actions.

``restore_state`` accepts a state only whole: every field of the right kind, one entry per
seat, seats and phases in range, every card of the deck in exactly one place, and an engine
that can answer the table's questions. ``action_from_json`` gives ``IllegalAction`` (never a
KeyError or TypeError) for anything that is not a well-formed Phase 10 action.
"""

from __future__ import annotations

from itertools import pairwise
from typing import Any

from game.core.restore import (
    ANY,
    BIG,
    MELD,
    Ints,
    OneOf,
    RestoreError,
    action_fields,
    check_rng,
    check_shape,
    exercise,
    invariants,
    require,
    seat_index,
    seats_list,
)
from game.core.rummy import rummy_actions
from game.core.rummy.melds import group_problem
from game.games.phase10 import actions as act
from game.games.phase10.state import STAGES, State, state_from_json

SHAPE = {
    "players": Ints(2, 6), "classic_skips": bool, "stage": OneOf(STAGES), "turn": int, "dealer": int,
    "hand_number": Ints(0, BIG), "turns_this_hand": Ints(0, BIG), "end_reason": str,
    "hands": [[str]], "draw_pile": [str], "discard": [str], "saves": [[str]], "saved_this_hand": [bool],
    "remaining": [[int]], "completed": [[int]], "active": [int], "laid": [bool],
    "skips_pending": [Ints(0, BIG)], "scores": [Ints(0, BIG)], "sheet": [ANY], "winners": [int],
    "table": [[MELD]], "rng": ANY,
}
PER_SEAT = ("hands", "saves", "saved_this_hand", "remaining", "completed", "active", "laid",
            "skips_pending", "scores", "table")
ACTION_SHAPES = {**rummy_actions.ACTION_SHAPES, "choose_phase": {"phase": int},
                 "draw_saved": {"card": str}, "save": {"card": str}}


def restore_state(rules: Any, data: Any) -> State:
    check_shape(data, SHAPE, "")
    check_rng(data["rng"])
    players = data["players"]
    for name in PER_SEAT:
        seats_list(data[name], players, name)
    seat_index(data["turn"], players, "turn")
    seat_index(data["dealer"], players, "dealer")
    for seat in data["winners"]:
        seat_index(seat, players, "a winner")
    phases = set(rules.content.phases)
    for seat in range(players):
        require(data["active"][seat] == 0 or data["active"][seat] in phases,
                f"seat {seat + 1} attempts phase {data['active'][seat]}, which does not exist")
        for name in ("remaining", "completed"):
            unknown = [phase for phase in data[name][seat] if phase not in phases]
            require(not unknown, f"seat {seat + 1}'s {name} phases include {unknown[0] if unknown else ''}, "
                                 "which does not exist")
        for meld in data["table"][seat]:
            _check_group_spec(meld["spec"], seat)
        _check_phases(data, seat, phases)
    _check_progress(data, players)
    try:
        state = state_from_json(data)
    except (KeyError, TypeError, ValueError) as exc:
        raise RestoreError(f"the state does not fit Phase 10 ({str(exc)[:80]})") from None
    from game.games.phase10.invariants import check_invariants
    invariants(check_invariants, rules, state)
    laid_groups_hold(rules.content.ctx, state.table)
    exercise(rules, state, players)
    return state


def _check_phases(data: dict, seat: int, phases: set) -> None:
    """Each phase is either still to do or done, once; the one attempted is one of them."""
    remaining, completed, active = data["remaining"][seat], data["completed"][seat], data["active"][seat]
    both = remaining + completed
    require(len(set(both)) == len(both) and set(both) == phases,
            f"seat {seat + 1}'s phases to do and done are not each phase once")
    if active == 0:
        require(data["stage"] == "choose", f"seat {seat + 1} attempts no phase, but nobody is choosing")
    elif active in completed:
        require(data["laid"][seat], f"seat {seat + 1} attempts phase {active}, done before this hand")


SHEET_ROW = {"hand": Ints(1, BIG), "dealer": int, "went_out": (None, int), "points": [Ints(0, BIG)],
             "phases": [int], "reason": str}


def _check_progress(data: dict, players: int) -> None:
    """The hands played, the score sheet and the end, as a real game writes them."""
    over, winners, sheet = data["stage"] == "over", data["winners"], data["sheet"]
    require(all(a < b for a, b in pairwise(winners)), "the winners list a seat twice or out of order")
    require(over == bool(winners), "the game is over without a winner" if over else
            "the game has winners but is not over")
    require(over == bool(data["end_reason"]), "the end of the game and its reason disagree")
    played = data["hand_number"] - (0 if over else 1)
    require(len(sheet) == played, f"the score sheet has {len(sheet)} rows, but {played} hands were played")
    for number, row in enumerate(sheet):
        check_shape(row, SHEET_ROW, f"sheet[{number}]")
        seats_list(row["points"], players, f"sheet[{number}].points")
        seats_list(row["phases"], players, f"sheet[{number}].phases")
    totals = [sum(row["points"][seat] for row in sheet) for seat in range(players)]
    require(data["scores"] == totals, f"the scores {data['scores'][:6]} are not the score sheet's sums {totals[:6]}")


def _check_group_spec(spec: Any, seat: int) -> None:
    """[kind, size, parity, colour, same_colour, each_colour, differs_from] of a laid group."""
    problem = f"seat {seat + 1} has a laid group of an unknown kind"
    require(isinstance(spec, list) and len(spec) == 7, problem)
    kind, size, parity, colour, same, each, differs = spec
    try:
        check_shape(kind, OneOf(("set", "run", "colour", "cards")))
        check_shape(size, Ints(1, 108))
        check_shape(parity, (None, OneOf(("odd", "even"))))
        check_shape(colour, (None, Ints(0, 99)))
        check_shape(same, bool)
        check_shape(each, Ints(0, 108))
        check_shape(differs, [Ints(0, 9)])
    except RestoreError:
        raise RestoreError(problem) from None


def laid_groups_hold(ctx: Any, table: list) -> None:
    """Every laid group is still a group of its kind (a hit never breaks one)."""
    for seat, melds in enumerate(table):
        for meld in melds:
            problem = group_problem(meld.cards, meld.spec, ctx)
            require(problem is None, f"seat {seat + 1} has a laid group that does not hold: {str(problem)[:80]}")


def action_from_json(data: Any) -> act.Action:
    fields = action_fields(data, "Phase 10", ACTION_SHAPES)
    kind = data["type"]
    if kind == "choose_phase":
        return act.ChoosePhase(fields["phase"])
    if kind == "draw_saved":
        return act.DrawSaved(fields["card"])
    if kind == "save":
        return act.Save(fields["card"])
    shared = rummy_actions.from_fields(kind, fields)
    assert shared is not None      # action_fields let through only the kinds of ACTION_SHAPES
    return shared
