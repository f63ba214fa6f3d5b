"""Five Three Five data from outside, checked: a saved state (before it is resumed) and JSON actions.

``restore_state`` accepts a state only whole: every field of the right kind, count arrays of
the deck's size with one per seat, seats in range, every card of the round's deck in exactly
one zone, scores matching the points log, and an engine that can answer the table's
questions. ``action_from_json`` gives ``IllegalAction`` for anything malformed.
"""

from __future__ import annotations

from itertools import pairwise
from typing import Any

from game.core.restore import (
    ANY,
    Ints,
    Maybe,
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
from game.games.five_three_five.melds import ACTION_KINDS, PASS, RUN, SET, SINGLE
from game.games.five_three_five.state import FiveThreeFiveState, state_from_json

BIG = 10 ** 6
COUNTS = [Ints(0, 200)]
SHAPE = {
    "players": Ints(2, 6), "meld_kind": OneOf(("", SINGLE, SET, RUN)), "scores": [Ints(0, BIG)],
    "current": int, "last_player": int, "passes": Ints(0, 6), "round_no": Ints(1, BIG), "half": Ints(0, 2),
    "round_lead": int, "cards_left": [Ints(0, BIG)], "points_log": [[Ints(0, BIG)]], "over": bool,
    "winners": [int], "target": Ints(1, BIG), "bridge_gaps": bool, "hands": [COUNTS], "reserves": [COUNTS],
    "undealt": COUNTS, "layers": [[int]], "discard": COUNTS, "scored": [COUNTS], "rng": ANY,
}
ACTION_SHAPES = {"pass": {"cards": Maybe(OneOf(([],)))}, **{name: {"cards": [int]} for name in ACTION_KINDS}}


def restore_state(rules: Any, data: Any) -> FiveThreeFiveState:
    check_shape(data, SHAPE, "")
    check_rng(data["rng"])
    players = data["players"]
    require(players in rules.copies, f"this deck is not dealt to {players} players")
    size = rules.table.size
    seats_list(data["hands"], players, "hands")
    seats_list(data["scores"], players, "scores")
    for name in ("reserves", "scored"):
        require(data[name] == [] or len(data[name]) == players, f"{name} has {len(data[name])} entries "
                                                                  f"for {players} players")
    for name, arrays in (("hands", data["hands"]), ("reserves", data["reserves"]), ("scored", data["scored"]),
                         ("undealt", [data["undealt"]]), ("discard", [data["discard"]])):
        for array in arrays:
            require(len(array) == size, f"{name} counts {len(array)} card numbers, the deck has {size}")
    for row in data["points_log"]:
        require(len(row) == players, f"a points row has {len(row)} entries for {players} players")
    require(data["cards_left"] == [] or len(data["cards_left"]) == players, "cards_left is not one per seat")
    seat_index(data["current"], players, "current")
    seat_index(data["last_player"], players, "last_player", allow_none=(-1,))
    seat_index(data["round_lead"], players, "round_lead")
    for seat in data["winners"]:
        seat_index(seat, players, "a winner")
    ranks = set(rules.content.ranks)
    for layer in data["layers"]:
        strangers = [card for card in layer if card not in ranks]
        require(not strangers, f"the meld holds a card numbered {strangers[0] if strangers else ''}, "
                               "which is not in the deck")
    require(data["passes"] < players, f"{data['passes']} passes in a row at a table of {players}")
    _check_meld(data)
    _check_progress(data, players)
    try:
        state = state_from_json(data)
    except (KeyError, TypeError, ValueError) as exc:
        raise RestoreError(f"the state does not fit Five Three Five ({str(exc)[:80]})") from None
    from game.games.five_three_five.invariants import check_invariants
    invariants(check_invariants, rules, state)
    exercise(rules, state, players)
    return state


def _check_meld(data: dict) -> None:
    """The meld on the table is of its kind: singles one card each, sets one number, runs rising."""
    kind, layers = data["meld_kind"], data["layers"]
    require((kind == "") == (not layers), "the meld on the table and its kind disagree")
    for layer in layers:
        if kind == SINGLE:
            require(len(layer) == 1, f"a single on the table holds {len(layer)} cards")
        elif kind == SET:
            require(len(set(layer)) == 1, f"a set on the table mixes numbers ({layer[:8]})")
        elif kind == RUN:
            require(all(a < b for a, b in pairwise(layer)), f"a run on the table does not rise ({layer[:8]})")


def _check_progress(data: dict, players: int) -> None:
    """Rounds, halves and the end as a real game reaches them."""
    over, winners, rows = data["over"], data["winners"], len(data["points_log"])
    require(all(a < b for a, b in pairwise(winners)), "the winners list a seat twice or out of order")
    require(over == bool(winners), "the game is over without a winner" if over else
            "the game has winners but is not over")
    if players == 2:       # one round of two halves, a row of points per half
        require(data["half"] in (1, 2) and rows in (data["half"] - 1, data["half"]),
                "a two-player game is one round of two halves")
    else:
        require(rows in (data["round_no"] - 1, data["round_no"]), f"the points log has {rows} rounds, but this "
                                                                   f"is round {data['round_no']}")
        require(data["half"] == 0, f"half {data['half']} at a table of {players}: only two players play halves")
        if not over:
            require(max(data["scores"]) < data["target"], "a seat has reached the target, but the game goes on")
    require((data["half"] == 0) == (data["reserves"] == []) == (data["scored"] == []),
            "the reserves and scored piles of a two-player game are missing, or present at a bigger table")


def action_from_json(data: Any) -> Any:
    fields = action_fields(data, "Five Three Five", ACTION_SHAPES)
    if data["type"] == "pass":
        return PASS
    return ACTION_KINDS[data["type"]](tuple(fields["cards"]))   # an empty play is refused by apply
