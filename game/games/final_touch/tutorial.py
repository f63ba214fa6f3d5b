"""Final Touch's guided first game: the stacked table of ``content/final_touch/tutorial.yaml``.

``build_state`` starts a real game through the engine's own constructor and then stacks it:
the Masterpieces each seat has already won (so the game is near its end), the one on the
easel and the next ones on the pile, the hands, and the next strokes of the pile; every
other card lies shuffled beneath. ``UNSHOWN`` names the engine's action a guided game cannot
reach: a pass is only for a hand left empty with no strokes anywhere to draw, which the 60
strokes of the shipped deck never allow.
"""

from __future__ import annotations

from typing import Any

from game.core.engine import GameConfig
from game.core.loading.content import MarkedDict, MarkedList, Problems, get, require_list

from .rules import FinalTouchRules
from .spec import check_invariants
from .state import COMPLETED, Scored

ACTION_KINDS = ("improve", "smear")
UNSHOWN = {"pass": "only with an empty hand and no stroke left to draw anywhere"}
TARGETS = ("hand", "card", "easel", "improve_zone", "smear_zone", "next", "button", "seat", "money")


def _names(node: Any, where: Any, what: str, known: list[str], problems: Problems) -> list[int]:
    items = require_list(node, where, problems, what)
    found = []
    for index, name in enumerate(items or []):
        if name not in known:
            problems.add(items.mark_of(index), f"{name!r} is not known here", "one of " + ", ".join(known[:8]) + "...")
        else:
            found.append(known.index(name))
    return found


def build_state(rules: FinalTouchRules, players: int, options: dict, seed: int, deal: MarkedDict,
                problems: Problems) -> Any:
    """The engine's fresh game, stacked as the file says; None (with problems) if it does not fit."""
    content = rules.content
    state = rules.new_game(GameConfig(players=players, options=dict(options)), seed)
    before = len(problems)
    pieces = [piece.id for piece in content.masterpieces]
    colours = [colour.name for colour in content.colours]
    first = get(deal, "first", int, problems, default=0, minimum=0, maximum=players - 1)
    won = require_list(deal.get("won"), deal.mark_of("won"), problems, "'won'")
    hands = require_list(deal.get("hands"), deal.mark_of("hands"), problems, "'hands'")
    current = _names(MarkedList([deal.get("current")]), deal.mark_of("current"), "'current'", pieces, problems)
    upcoming = _names(deal.get("next", MarkedList()), deal.mark_of("next"), "'next'", pieces, problems)
    strokes = _names(deal.get("draw_next", MarkedList()), deal.mark_of("draw_next"), "'draw_next'", colours, problems)
    if won is None or hands is None or len(won) != players or len(hands) != players:
        problems.add(deal.mark, "'won' and 'hands' need one entry per seat", f"{players} of each")
        return None
    taken = [_names(seats, won.mark_of(seat), f"won {seat + 1}", pieces, problems) for seat, seats in enumerate(won)]
    held = [_names(hand, hands.mark_of(seat), f"hand {seat + 1}", colours, problems) for seat, hand in enumerate(hands)]
    used = [index for group in taken for index in group] + current + upcoming
    if len(set(used)) != len(used):
        problems.add(deal.mark, "a Masterpiece is in two places", "each Masterpiece once")
    if any(len(hand) > content.hand_size for hand in held):
        problems.add(hands.mark, "a hand holds too many strokes", f"at most {content.hand_size}")
    if len(problems) > before:
        return None
    counts = [[hand.count(colour) for colour in range(len(colours))] for hand in held]
    left = [colour.count - sum(hand[index] for hand in counts) for index, colour in enumerate(content.colours)]
    for colour in strokes:
        left[colour] -= 1
    if min(left) < 0:
        problems.add(deal.mark, "more strokes of a colour than the deck has", "at most 12 of each")
        return None
    rest = [colour for colour, count in enumerate(left) for _ in range(count)]
    state.rng.shuffle(rest)
    others = [index for index in range(len(pieces)) if index not in used]
    state.rng.shuffle(others)
    state.hands = counts
    state.draw = rest + list(reversed(strokes))               # the top stroke is last
    state.pile = others + list(reversed(upcoming))            # the visible next one is last
    state.current = current[0]
    state.scored = [Scored(piece, COMPLETED, seat, content.masterpieces[piece].value, (seat,))
                    for seat, group in enumerate(taken) for piece in group]
    state.money = [sum(content.masterpieces[piece].value for piece in group) for group in taken]
    state.turn = first
    check_invariants(rules, state)
    return state
