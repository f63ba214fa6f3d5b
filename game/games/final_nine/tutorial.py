"""Final Nine's guided first game: the last hole of a stacked round (``content/final_nine/tutorial.yaml``).

``build_state`` starts a real round through the engine's own constructor and then stacks it:
the course (the hole played now is the last of it), the strokes already taken on the holes
before, each seat's hand (cards by name; copies of a name are taken in turn), and the next
cards of the disc and action stacks; the rest of each stack lies shuffled beneath them. Then
the engine's own ``start_hole`` opens the hole. ``UNSHOWN`` names the engine's action a guided
game cannot reach: passing a throw needs a hand with no disc and no disc left anywhere to swap
for, which the shipped pack never allows.
"""

from __future__ import annotations

from typing import Any

from game.core.engine import Event, GameConfig
from game.core.learn.tutorial import not_in_deck
from game.core.loading.content import MarkedDict, MarkedList, Problems, require_list

from . import flow
from .engine import FinalNineRules
from .spec import check_invariants

ACTION_KINDS = ("Redraw", "OfferTrade", "AcceptTrade", "DeclineTrade", "SwapDisc", "ChooseThrow", "PlaySkill",
                "Throw", "BattleCard", "NoBattleCard", "ApplyDrawn", "PlayLuck", "Refill")
UNSHOWN = {"PassThrow": "only with no disc in hand and none left in the stacks to swap for"}
TARGETS = ("hand", "card", "hole", "grid", "marker", "basket", "button", "seat", "scorecard", "stack", "flight")


CARD_FIELDS = ("card", "disc", "target")


def named(rules: FinalNineRules, action: dict) -> dict:
    """An action's JSON with its cards by name (the script names cards; copies play alike)."""
    cards = rules.content.cards
    return {key: cards[value].name if key in CARD_FIELDS and isinstance(value, int) and value >= 0 else value
            for key, value in action.items()}


def _cards(node: Any, where: Any, what: str, free: dict[str, list[int]], problems: Problems) -> list[int]:
    names = require_list(node, where, problems, what)
    found = []
    for index, name in enumerate(names or []):
        copies = free.get(name) if isinstance(name, str) else None
        if copies is None:
            not_in_deck(problems, names.mark_of(index), name, free, ("discs.yaml", "actions.yaml"),
                        "a disc or action card name")
        elif not copies:
            problems.add(names.mark_of(index), f"no copy of {name} is left", "no more copies than the pack holds")
        else:
            found.append(copies.pop(0))
    return found


def build_state(rules: FinalNineRules, players: int, options: dict, seed: int, deal: MarkedDict,
                problems: Problems) -> Any:
    """The engine's round stacked as the file says, its last hole started; None (with problems) if it does not fit."""
    content = rules.content
    state = rules.new_game(GameConfig(players=players, options=dict(options)), seed)
    before = len(problems)
    course = require_list(deal.get("course"), deal.mark_of("course"), problems, "'course'")
    played = require_list(deal.get("played"), deal.mark_of("played"), problems, "'played'")
    hands = require_list(deal.get("hands"), deal.mark_of("hands"), problems, "'hands'")
    if course is None or played is None or hands is None:
        return None
    known = [hole.number for hole in content.holes]
    holes = [hole for hole in course if isinstance(hole, int) and hole in known]
    if len(holes) != len(course) or len(set(holes)) != len(holes) or len(holes) != len(state.holes):
        problems.add(course.mark, f"course {list(course)}", f"{len(state.holes)} different hole numbers")
    if len(played) != players or len(hands) != players:
        problems.add(hands.mark, "'played' and 'hands' need one entry per seat", f"{players} of each")
    if len(problems) > before:
        return None
    strokes = []
    for seat, row in enumerate(played):
        if not (isinstance(row, list) and len(row) == len(holes) - 1
                and all(isinstance(n, int) and not isinstance(n, bool) and 1 <= n <= 12 for n in row)):
            problems.add(played.mark_of(seat), f"strokes {row!r}", f"{len(holes) - 1} numbers from 1 to 12")
        strokes.append(list(row) if isinstance(row, list) else [])
    discs, actions = content.pack(state.half)
    free: dict[str, list[int]] = {}
    for card in discs + actions:
        free.setdefault(content.cards[card].name, []).append(card)
    dealt = [_cards(hand, hands.mark_of(seat), f"hand {seat + 1}", free, problems) for seat, hand in enumerate(hands)]
    tops = {key: _cards(deal.get(key, MarkedList()), deal.mark_of(key), f"'{key}'", free, problems)
            for key in ("discs_next", "actions_next")}
    if any(not content.is_disc(card) for card in tops["discs_next"]) or \
            any(content.is_disc(card) for card in tops["actions_next"]):
        problems.add(deal.mark, "a disc listed with the action cards or the other way round", "each on its own stack")
    if len(problems) > before:
        return None
    held = {card for hand in dealt for card in hand} | set(tops["discs_next"]) | set(tops["actions_next"])
    disc_rest = [card for card in discs if card not in held]
    action_rest = [card for card in actions if card not in held]
    state.rng.shuffle(disc_rest)
    state.rng.shuffle(action_rest)
    state.disc_stack = disc_rest + list(reversed(tops["discs_next"]))       # drawn from the end
    state.action_stack = action_rest + list(reversed(tops["actions_next"]))
    state.disc_discard, state.action_discard = [], []
    state.hands = dealt
    state.holes = holes
    state.hole_index = len(holes) - 1
    state.scores = strokes
    state.pars = [rules.hole(number).par_for(state.level) for number in holes[:-1]]
    flow.clear_throw(state)
    events: list[Event] = []
    flow.start_hole(rules, state, events)
    state.opening = []
    check_invariants(rules, state)
    return state
