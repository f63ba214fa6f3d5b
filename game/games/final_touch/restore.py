"""Final Touch data from outside, checked: a saved state (before it is resumed) and JSON actions.

``restore_state`` accepts a state only whole: every field of the right kind, colour counts of
the deck's size with one hand per seat, seats and Masterpieces in range, every stroke and
Masterpiece in exactly one place, money matching the Masterpieces won, and an engine that
can answer the table's questions. ``action_from_json`` gives ``IllegalAction`` for anything
malformed.
"""

from __future__ import annotations

from itertools import pairwise
from typing import Any

from game.core.restore import (
    ANY,
    Ints,
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
from game.games.final_touch.actions import Action, Improve, Pass, Smear
from game.games.final_touch.state import COMPLETED, RUINED, FinalTouchState, state_from_json

BIG = 10 ** 6
SHAPE = {
    "players": Ints(2, 4), "rng": ANY, "draw": [int], "discard": [Ints(0, BIG)], "hands": [[Ints(0, BIG)]],
    "improved": [Ints(0, BIG)], "smears": [int], "pile": [int], "current": (None, int), "turn": int,
    "money": [Ints(0, BIG)], "scored": [[ANY]], "contest": (None, [int]), "winners": (None, [int]),
    "end_reason": str, "actions_taken": Ints(0, BIG),
}
ACTION_SHAPES = {"improve": {"cards": [str]}, "smear": {"colour": str}, "pass": {}}


def restore_state(rules: Any, data: Any) -> FinalTouchState:
    check_shape(data, SHAPE, "")
    check_rng(data["rng"])
    players = data["players"]
    colours, pieces = len(rules.colours), len(rules.content.masterpieces)
    seats_list(data["hands"], players, "hands")
    seats_list(data["money"], players, "money")
    for name, counts in [("discard", data["discard"]), ("improved", data["improved"])] + \
            [("a hand", hand) for hand in data["hands"]]:
        require(len(counts) == colours, f"{name} counts {len(counts)} colours, the deck has {colours}")
    for name in ("draw", "smears"):
        strangers = [c for c in data[name] if not 0 <= c < colours]
        require(not strangers, f"{name} holds colour {strangers[0] if strangers else ''}, which does not exist")
    strangers = [p for p in data["pile"] + ([data["current"]] if data["current"] is not None else [])
                 if not 0 <= p < pieces]
    require(not strangers, f"Masterpiece {strangers[0] if strangers else ''} does not exist")
    seat_index(data["turn"], players, "turn")
    for name in ("contest", "winners"):
        for seat in data[name] or ():
            seat_index(seat, players, f"a seat in {name}")
    if data["contest"] is not None:
        require(len(data["contest"]) == 2, "a final contest is between two seats")
    for entry in data["scored"]:
        _check_scored(entry, players, pieces)
    _check_end(rules, data, players)
    try:
        state = state_from_json(data)
    except (KeyError, TypeError, ValueError) as exc:
        raise RestoreError(f"the state does not fit Final Touch ({str(exc)[:80]})") from None
    from game.games.final_touch.invariants import check_invariants
    invariants(check_invariants, rules, state)
    exercise(rules, state, players)
    return state


def _check_scored(entry: list, players: int, pieces: int) -> None:
    """[masterpiece, "completed"/"ruined", by seat, value, [recipient seats]]."""
    require(len(entry) == 5, "a scored Masterpiece is not [piece, kind, seat, value, recipients]")
    piece, kind, by_seat, value, recipients = entry
    check_shape(piece, Ints(0, pieces - 1), "a scored Masterpiece")
    require(kind in (COMPLETED, RUINED), f"a scored Masterpiece was {str(kind)[:20]!r}")
    check_shape(by_seat, Ints(0, players - 1), "the seat that scored a Masterpiece")
    check_shape(value, Ints(0, BIG), "a Masterpiece's value")
    check_shape(recipients, [Ints(0, players - 1)], "the seats paid for a Masterpiece")


def _check_end(rules: Any, data: dict, players: int) -> None:
    """The end, the final contest and the goal as a real game reaches them."""
    winners, contest, goal = data["winners"], data["contest"], rules.content.goal
    over = winners is not None
    require(over == bool(data["end_reason"]), "the end of the game and its reason disagree")
    if over:
        require(bool(winners) and all(a < b for a, b in pairwise(winners)),
                "the winners list no seat, or a seat twice or out of order")
        return
    require(data["current"] is not None, "no Masterpiece is being played for, but the game goes on")
    if contest is None:
        rich = [seat + 1 for seat in range(players) if data["money"][seat] >= goal]
        require(not rich, f"seat {rich[0] if rich else ''} has reached ${goal}, but the game goes on")
    else:
        require(players == 3 and contest[0] != contest[1], "a final contest is between two seats of three")
        require(all(data["money"][seat] >= goal for seat in contest), f"a seat in the final contest has "
                                                                       f"not reached ${goal}")


def action_from_json(data: Any) -> Action:
    fields = action_fields(data, "Final Touch", ACTION_SHAPES)
    if data["type"] == "improve":
        return Improve(tuple(fields["cards"]))
    if data["type"] == "smear":
        return Smear(fields["colour"])
    return Pass()
