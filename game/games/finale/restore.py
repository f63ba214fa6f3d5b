"""Finale data from outside, checked: a saved state (before it is resumed) and JSON actions.

``restore_state`` accepts a state only whole: every field of the right kind, one entry per
seat, seats, stages, Challenges and Levels in range, every card of the 90 in exactly one place
(the spec's invariants), and an engine that can answer the table's questions.
``action_from_json`` gives ``IllegalAction`` (never a KeyError or TypeError) for anything that
is not a well-formed Finale action. Same shape as the other games' restore modules.
"""

from __future__ import annotations

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
from game.games.finale import actions as act
from game.games.finale.content import FINALE
from game.games.finale.state import STAGES, State, state_from_json

CARDS = 90   # the deck; no pile, hand or group can hold more
SHAPE = {
    "players": Ints(2, 6), "grand": bool, "challenge_index": Ints(0, 3), "stage": OneOf(STAGES),
    "turn": int, "dealer": int, "round_number": Ints(0, BIG), "exchange_draws": Ints(0, 2),
    "opening_exchange": bool, "turns_this_round": Ints(0, BIG), "end_reason": str,
    "challenges": [str], "hands": [[str]], "draw_pile": [str], "discard": [str], "exchange": [str],
    "fresh_skips": [str], "level": [Ints(1, FINALE + 1)], "laid": [bool], "skips_pending": [Ints(0, BIG)],
    "in_play": [int], "scores": [Ints(0, BIG)], "winners": [int], "sheet": [ANY], "rounds": [ANY],
    "tiebreak": (None, {"phase": OneOf(("race", "final", "extended")), "completed": [int],
                        "final_left": [int], "turns": Ints(0, BIG), "players": [int]}),
    "opening": [ANY], "table": [[MELD]], "rng": ANY,
}
PER_SEAT = ("hands", "level", "laid", "skips_pending", "scores", "table")
ACTION_SHAPES = {**rummy_actions.ACTION_SHAPES, "exchange": {"card": str}}


def restore_state(rules: Any, data: Any) -> State:
    check_shape(data, SHAPE, "")
    check_rng(data["rng"])
    players = data["players"]
    for name in PER_SEAT:
        seats_list(data[name], players, name)
    seat_index(data["turn"], players, "turn")
    seat_index(data["dealer"], players, "dealer")
    for name in ("in_play", "winners"):
        for seat in data[name]:
            seat_index(seat, players, f"a seat of {name}")
    challenges = data["challenges"]
    unknown = [name for name in challenges if name not in rules.content.challenges]
    require(not unknown, f"Challenge {unknown[0] if unknown else ''!r} does not exist")
    require(bool(challenges) and len(challenges) <= len(rules.content.order), "the game has no Challenge")
    require(data["challenge_index"] < len(challenges),
            f"challenge_index is {data['challenge_index']}, but the game has {len(challenges)} Challenges")
    for name in ("hands", "draw_pile", "discard"):
        piles = data[name] if name != "hands" else [card for hand in data[name] for card in hand]
        require(len(piles) <= CARDS, f"{name} holds more cards than the deck has")
    tiebreak = data["tiebreak"]
    if tiebreak is not None:
        for name in ("completed", "final_left", "players"):
            for seat in tiebreak[name]:
                seat_index(seat, players, f"a seat of the tie-breaker's {name}")
    try:
        state = state_from_json(data)
    except (KeyError, TypeError, ValueError, IndexError) as exc:
        raise RestoreError(f"the state does not fit Finale ({str(exc)[:80]})") from None
    from game.games.finale.invariants import check_invariants
    invariants(check_invariants, rules, state)
    exercise(rules, state, players)
    return state


def action_from_json(data: Any) -> act.Action:
    fields = action_fields(data, "Finale", ACTION_SHAPES)
    if data["type"] == "exchange":
        return act.Exchange(fields["card"])
    shared = rummy_actions.from_fields(data["type"], fields)
    assert shared is not None      # action_fields let through only the kinds of ACTION_SHAPES
    return shared
