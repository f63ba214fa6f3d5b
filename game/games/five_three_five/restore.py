"""Five Three Five data from outside, checked: a saved state (before it is resumed) and JSON actions.

``restore_state`` accepts a state only whole: every field of the right kind, count arrays of
the deck's size with one per seat, seats in range, every card of the round's deck in exactly
one zone, scores matching the points log, and an engine that can answer the table's
questions. ``action_from_json`` gives ``IllegalAction`` for anything malformed.
"""

from __future__ import annotations

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
    try:
        state = state_from_json(data)
    except (KeyError, TypeError, ValueError) as exc:
        raise RestoreError(f"the state does not fit Five Three Five ({str(exc)[:80]})") from None
    from game.games.five_three_five.invariants import check_invariants
    invariants(check_invariants, rules, state)
    exercise(rules, state, players)
    return state


def action_from_json(data: Any) -> Any:
    fields = action_fields(data, "Five Three Five", ACTION_SHAPES)
    if data["type"] == "pass":
        return PASS
    return ACTION_KINDS[data["type"]](tuple(fields["cards"]))   # an empty play is refused by apply
