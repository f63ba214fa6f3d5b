"""Finale data from outside, checked: a saved state (before it is resumed) and JSON actions.

``restore_state`` accepts a state only whole: every field of the right kind, one entry per
seat, seats, stages, Challenges and Levels in range, every card of the 90 in exactly one place
(the spec's invariants), and an engine that can answer the table's questions.
``action_from_json`` gives ``IllegalAction`` (never a KeyError or TypeError) for anything that
is not a well-formed Finale action. Same shape as the other games' restore modules.
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
    _check_seats_in_play(data, players)
    _check_turn_parts(rules.content, data)
    _check_progress(rules.content, data, players)
    try:
        state = state_from_json(data)
    except (KeyError, TypeError, ValueError, IndexError) as exc:
        raise RestoreError(f"the state does not fit Finale ({str(exc)[:80]})") from None
    from game.games.finale.invariants import check_invariants
    invariants(check_invariants, rules, state)
    laid_groups_hold(rules.content.ctx, state.table)
    exercise(rules, state, players)
    return state


def _ascending(seats: list[int]) -> bool:
    return all(a < b for a, b in pairwise(seats))


def _check_seats_in_play(data: dict, players: int) -> None:
    """Who takes turns: every seat, or (in a tie-breaker) the tied ones, each once, in order."""
    in_play, tiebreak, over = data["in_play"], data["tiebreak"], data["stage"] == "over"
    require(_ascending(in_play), f"in_play lists seats {in_play[:8]}: each seat at most once, in order")
    require(_ascending(data["winners"]), "the winners list a seat twice or out of order")
    require(over == bool(data["winners"]), "the game is over without a winner" if over else
            "the game has winners but is not over")
    require(over == bool(data["end_reason"]), "the end of the game and its reason disagree")
    if tiebreak is None:
        require(in_play == list(range(players)), f"in_play is {in_play[:8]}, but outside a tie-breaker every "
                                                 "seat plays")
    else:
        tied = tiebreak["players"]
        require(data["grand"], "a tie-breaker is played only after a Grand Finale")
        require(len(tied) >= 2 and _ascending(tied), "the tie-breaker is not between two or more seats")
        require(len(in_play) >= 2 and set(in_play) <= set(tied), "the tie-breaker's seats in play are not "
                                                                 "among the tied ones")
        for name in ("completed", "final_left"):
            require(set(tiebreak[name]) <= set(in_play) or over, f"the tie-breaker's {name} holds a seat "
                                                                 "that is not playing")
    if not over:
        require(data["turn"] in in_play, f"it is seat {data['turn']}'s turn, but that seat is not playing")
    for seat in range(players):
        if seat not in in_play:
            require(not data["hands"][seat] and not data["table"][seat] and not data["laid"][seat],
                    f"seat {seat + 1} is out of the tie-breaker but holds cards")


def _check_turn_parts(content: Any, data: dict) -> None:
    """The Exchange and Skips of the turn in progress, as the stages allow them."""
    stage, draws, exchange = data["stage"], data["exchange_draws"], data["exchange"]
    if stage == "exchange":
        require(draws in (1, 2) and len(exchange) == 1, "an Exchange is being taken without its card or draws")
    else:
        require(draws == 0, f"the turn has {draws} Exchange draw(s) left, but no Exchange is being taken")
    if stage in ("draw", "over"):
        require(not exchange and not data["fresh_skips"], "an Exchange lies face up before the turn's draw")
    require(all(content.is_exchange(card) for card in exchange), "the face-up Exchange is not an Exchange card")
    fresh = data["fresh_skips"]
    require(len(set(fresh)) == len(fresh) <= 2 and all(content.is_skip(card) for card in fresh),
            "the Skips taken through the Exchange are not two Skip cards at most")
    if data["opening_exchange"]:
        require(bool(data["discard"]) and content.is_exchange(data["discard"][-1]),
                "the opening Exchange is not the top discard")
    skips = len(content.skips)
    require(all(pending <= skips for pending in data["skips_pending"]), f"a seat has more Skips pending "
                                                                         f"than the deck's {skips}")
    require(data["turns_this_round"] <= content.max_turns_per_round,
            f"turns_this_round is beyond the limit of {content.max_turns_per_round}")
    if data["tiebreak"] is not None:
        require(data["tiebreak"]["turns"] <= content.max_tiebreak_turns + 1, "the tie-breaker has run past its "
                                                                            "turn limit")


SHEET_ROW = {"challenge": str, "winner": (None, int), "levels": [Ints(0, 4)], "points": [Ints(0, BIG)],
             "totals": [Ints(0, BIG)], "reason": str}
ROUND_ROW = {"challenge": str, "round": Ints(1, BIG), "went_out": (None, int), "laid": [bool],
             "levels": [Ints(1, FINALE + 1)], "reason": str}
EVENT = {"kind": str, "seat": (None, int), "cards": [str], "src": (None, str), "dst": (None, str),
         "text": str, "data": ANY}


def _check_progress(content: Any, data: dict, players: int) -> None:
    """Challenges played so far, their score sheet and the rounds: what a real game writes."""
    challenges, index, over = data["challenges"], data["challenge_index"], data["stage"] == "over"
    if data["grand"]:
        require(challenges == list(content.order), "a Grand Finale plays every Challenge once, in order")
    else:
        require(len(challenges) == 1, "a single game plays one Challenge")
        require(not any(data["scores"]), "a single game keeps no running points")
    require(1 <= data["round_number"] <= content.max_rounds, f"round_number is {data['round_number']}, "
                                                             f"not from 1 to {content.max_rounds}")
    done = index + (1 if over or data["tiebreak"] is not None else 0)
    sheet = data["sheet"]
    # at most one row per finished Challenge (tests start a game at a later Challenge with fewer)
    require(len(sheet) <= done and (bool(sheet) or done == 0),
            f"the score sheet has {len(sheet)} rows for {done} finished Challenge(s)")
    for number, row in enumerate(sheet):
        check_shape(row, SHEET_ROW, f"sheet[{number}]")
        require(row["challenge"] in challenges, f"sheet[{number}] is for a Challenge this game does not play")
        for name in ("levels", "points", "totals"):
            seats_list(row[name], players, f"sheet[{number}].{name}")
        require(row["winner"] is None or 0 <= row["winner"] < players, f"sheet[{number}] names no seat as winner")
    if data["grand"]:
        require(data["scores"] == (sheet[-1]["totals"] if sheet else [0] * players),
                "the running points differ from the score sheet's totals")
    for number, row in enumerate(data["rounds"]):
        check_shape(row, ROUND_ROW, f"rounds[{number}]")
        require(row["challenge"] in challenges and (row["went_out"] is None or 0 <= row["went_out"] < players),
                f"rounds[{number}] names a Challenge or seat the game does not have")
        seats_list(row["laid"], players, f"rounds[{number}].laid")
        seats_list(row["levels"], players, f"rounds[{number}].levels")
    for number, event in enumerate(data["opening"]):
        check_shape(event, EVENT, f"opening[{number}]")
        require(isinstance(event["data"], dict), f"opening[{number}].data is not an object")


def laid_groups_hold(ctx: Any, table: list) -> None:
    """Every laid group is still a group of its kind (a hit never breaks one)."""
    for seat, melds in enumerate(table):
        for meld in melds:
            problem = group_problem(meld.cards, meld.spec, ctx)
            require(problem is None, f"seat {seat + 1} has a laid group that does not hold: {str(problem)[:80]}")


def action_from_json(data: Any) -> act.Action:
    fields = action_fields(data, "Finale", ACTION_SHAPES)
    if data["type"] == "exchange":
        return act.Exchange(fields["card"])
    shared = rummy_actions.from_fields(data["type"], fields)
    assert shared is not None      # action_fields let through only the kinds of ACTION_SHAPES
    return shared
