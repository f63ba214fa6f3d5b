"""Final Nine data from outside, checked: a saved state (before it is resumed) and JSON actions.

``restore_state`` accepts a state only whole: every field of the right kind, one entry per
seat, seats, holes, lies and card ids in range, the tee order a real order of the seats,
every card of the pack in exactly one place, and an engine that can answer the table's
questions. ``action_from_json`` gives ``IllegalAction`` for anything malformed.
"""

from __future__ import annotations

from dataclasses import MISSING, fields
from typing import Any

from game.core.engine import IllegalAction
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
from game.games.final_nine.actions import ACTION_TYPES, ChooseThrow
from game.games.final_nine.geometry import DIRECTIONS
from game.games.final_nine.holes import WIDTH
from game.games.final_nine.state import (
    BATTLE,
    HOLED,
    LUCK,
    OVER,
    PICKED_UP,
    PLAYING,
    SELECT,
    SKILL,
    TRADE,
    FinalNineState,
    state_from_json,
)

BIG = 10 ** 6
CARD = int
SHAPE = {
    "players": Ints(1, 4), "level": OneOf(("rec", "am", "pro")), "battle": bool, "half": bool,
    "layout": OneOf(("full", "stacked", "shuffled")), "holes": [int], "rng": ANY, "hole_index": int,
    "disc_stack": [CARD], "disc_discard": [CARD], "action_stack": [CARD], "action_discard": [CARD],
    "hands": [[CARD]], "tee_order": [int], "lie": [int], "rough": [bool], "strokes": [Ints(0, BIG)],
    "throws": [Ints(0, BIG)], "status": [OneOf((PLAYING, HOLED, PICKED_UP))], "island": [bool],
    "redraws": [Ints(0, BIG)], "wind": Ints(-1, 3), "wind_card": int, "scores": [[Ints(1, BIG)]],
    "pars": [Ints(1, BIG)], "phase": OneOf((SELECT, TRADE, SKILL, BATTLE, LUCK, OVER)), "thrower": int,
    "actor": int, "disc": int, "direction": int, "putt": bool, "pre": [CARD], "post": [CARD],
    "hostile": [CARD], "nullified": [CARD], "drawn": int, "drawn_usable": bool, "swapped": bool,
    "offered": bool, "offer_disc": int, "offer_seat": int, "from_distance": bool, "green_flag": bool,
    # Fields newer than the first saves (state._ADDED_LATER): an older save loads with their defaults.
    "mandos_passed": Maybe([[Ints(0, BIG)]]), "effects": Maybe([CARD]), "opening": Maybe([ANY]),
}
PER_SEAT = ("hands", "tee_order", "lie", "rough", "strokes", "throws", "status", "island", "redraws", "scores")
PER_SEAT_LATER = ("mandos_passed",)
_KINDS = {"int": int, "bool": bool, "str": str}
ACTION_SHAPES = {name: {f.name: _KINDS[str(f.type)] if f.default is MISSING else Maybe(_KINDS[str(f.type)])
                        for f in fields(cls)} for name, cls in ACTION_TYPES.items()}


def restore_state(rules: Any, data: Any) -> FinalNineState:
    check_shape(data, SHAPE, "")
    check_rng(data["rng"])
    players = data["players"]
    for name in PER_SEAT:
        seats_list(data[name], players, name)
    for name in PER_SEAT_LATER:
        if name in data:
            seats_list(data[name], players, name)
    require(sorted(data["tee_order"]) == list(range(players)), "the tee order is not an order of the seats")
    for name in ("thrower", "actor"):
        seat_index(data[name], players, name)
    seat_index(data["offer_seat"], players, "offer_seat", allow_none=(-1,))
    holes = data["holes"]
    require(bool(holes), "the round has no holes")
    for number in holes:
        try:
            rules.hole(number)
        except (KeyError, IndexError):
            raise RestoreError(f"hole {number} does not exist") from None
    last = len(holes) if data["phase"] == OVER else len(holes) - 1
    require(0 <= data["hole_index"] <= last, f"hole_index is {data['hole_index']}, but the round has "
                                             f"{len(holes)} holes")
    require(len(data["pars"]) == len(data["scores"][0]) if players else True, "the scorecard rows differ")
    if data["hole_index"] < len(holes):
        cells = len(rules.hole(holes[data["hole_index"]]).grid) * WIDTH
        for seat, lie in enumerate(data["lie"]):
            require(0 <= lie < cells, f"seat {seat + 1} lies at grid {lie}, off the hole")
    _check_course(rules, data)
    discs, actions = rules.content.pack(data["half"])
    pack = set(discs) | set(actions)
    for name in ("disc", "drawn", "wind_card", "offer_disc"):
        require(data[name] == -1 or data[name] in pack, f"{name} is card {data[name]}, which is not in the pack")
    for name in ("pre", "post", "hostile", "nullified"):
        strangers = [card for card in data[name] if card not in pack]
        require(not strangers, f"{name} holds card {strangers[0] if strangers else ''}, which is not in the pack")
    require(0 <= data["direction"] < len(DIRECTIONS), f"direction {data['direction']} does not exist")
    _check_throw(data)
    for number, event in enumerate(data.get("opening", [])):
        check_shape(event, EVENT, f"opening[{number}]")
        require(isinstance(event["data"], dict), f"opening[{number}].data is not an object")
    try:
        state = state_from_json(data)
    except (KeyError, TypeError, ValueError) as exc:
        raise RestoreError(f"the state does not fit Final Nine ({str(exc)[:80]})") from None
    from game.games.final_nine.invariants import check_invariants
    invariants(check_invariants, rules, state)
    exercise(rules, state, players)
    return state


EVENT = {"kind": str, "seat": (None, int), "cards": [int], "src": (None, str), "dst": (None, str),
         "text": str, "data": ANY}


def _check_course(rules: Any, data: dict) -> None:
    """The holes as a real round picks them: 9 or 18 different ones, the first ones in course
    order unless shuffled; one scorecard column per finished hole; wind only at PRO level."""
    holes, course = data["holes"], sorted(hole.number for hole in rules.content.holes)
    require(len(set(holes)) == len(holes), f"the round plays a hole twice ({holes[:18]})")
    counts = {min(9, len(course)), min(18, len(course))}
    require(len(holes) in counts, f"the round has {len(holes)} holes; a round has 9 or 18")
    if data["layout"] != "shuffled":
        require(holes == course[:len(holes)], f"the {data['layout']} course plays its holes in order, "
                                              f"not {holes[:18]}")
    over, index = data["phase"] == OVER, data["hole_index"]
    require(over == (index == len(holes)), "the round is over before its last hole, or goes on after it"
            if over else f"hole_index is {index}, past the last hole, but the round goes on")
    # one column per finished hole (tests rig the hole in play as already scored: one more is let by)
    for seat, row in enumerate(data["scores"]):
        require(len(row) in (index, index + 1) and len(row) <= len(holes),
                f"seat {seat + 1}'s scorecard has {len(row)} holes, {index} were played")
        require(len(row) == len(data["pars"]), f"seat {seat + 1}'s scorecard and the pars differ in length")
    if data["level"] != "pro":
        require(data["wind"] == -1 and data["wind_card"] == -1, "the wind blows below PRO level")
    require((data["wind"] == -1) == (data["wind_card"] == -1), "the wind and its card disagree")


def _check_throw(data: dict) -> None:
    """The throw in progress fits the phase it is in."""
    phase, status = data["phase"], data["status"]
    for seat in range(data["players"]):
        require(data["strokes"][seat] >= data["throws"][seat], f"seat {seat + 1} has fewer strokes than throws")
    if phase == OVER:
        require(PLAYING not in status, "the round is over, but a seat is still playing the hole")
        return
    require(status[data["thrower"]] == PLAYING, f"seat {data['thrower'] + 1} throws, but has finished the hole")
    if phase in (SELECT, TRADE):
        require(data["disc"] == -1, f"a disc is in flight before it was chosen ({phase})")
    else:
        require(data["disc"] != -1, f"the {phase} phase has no disc chosen")
    require((phase == TRADE) == (data["offer_seat"] != -1), "a trade offer is open outside the trade phase"
            if phase != TRADE else "the trade phase has no offer")


def action_from_json(data: Any) -> object:
    values = action_fields(data, "Final Nine", ACTION_SHAPES)
    cls = ACTION_TYPES[data["type"]]
    if cls is ChooseThrow and values["direction"] not in DIRECTIONS:
        raise IllegalAction(f"{str(values['direction'])[:20]!r} is not a direction to throw")
    return cls(**values)
