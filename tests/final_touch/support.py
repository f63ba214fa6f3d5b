"""Shared helpers for the Final Touch tests: the shipped content and hand-built positions."""

from __future__ import annotations

import random
from functools import lru_cache

from game.core.engine import GameConfig
from game.core.loading.content import Problems
from game.games.final_touch.content import FinalTouchContent
from game.games.final_touch.invariants import check_cards, check_invariants
from game.games.final_touch.rules import FinalTouchRules
from game.games.final_touch.spec import SPEC
from game.games.final_touch.state import FinalTouchState
from game.paths import CONTENT_DIR


@lru_cache(maxsize=1)
def content() -> FinalTouchContent:
    problems = Problems()
    loaded = SPEC.load_content(CONTENT_DIR, problems)
    assert not problems, problems.lines()
    return loaded


def make_rules(loaded: FinalTouchContent | None = None) -> FinalTouchRules:
    return FinalTouchRules(loaded or content())


def piece(rules: FinalTouchRules, piece_id: str) -> int:
    return next(i for i, p in enumerate(rules.content.masterpieces) if p.id == piece_id)


def counts(rules: FinalTouchRules, names: list[str] | tuple[str, ...]) -> list[int]:
    result = [0] * len(rules.colours)
    for name in names:
        result[rules.colour_of[name]] += 1
    return result


def build(rules: FinalTouchRules, players: int, hands: list[list[str]], current: str,
          *, improved: tuple[str, ...] = (), smears: tuple[str, ...] = (),
          pile_top: tuple[str, ...] = (), money: list[int] | None = None, turn: int = 0,
          draw: list[str] | None = None, pile_rest: bool = True) -> FinalTouchState:
    """A position with exactly these hands and zones; every other stroke is in the draw pile
    (or, when ``draw`` is given, in the discards) so strokes are conserved.

    ``pile_top`` lists the Masterpieces on top of the pile, the last one being the visible
    next one; the remaining Masterpieces lie beneath unless ``pile_rest`` is False.
    """
    rest = [c.count for c in rules.content.colours]
    placed = [counts(rules, hand) for hand in hands]
    zones = [counts(rules, improved), counts(rules, smears)]
    for group in placed + zones + ([counts(rules, draw)] if draw is not None else []):
        rest = [r - g for r, g in zip(rest, group)]
    assert min(rest) >= 0, "more strokes of a colour than the deck holds"
    if draw is None:
        draw_pile = [c for c, n in enumerate(rest) for _ in range(n)]
        random.Random(5).shuffle(draw_pile)
        discard = [0] * len(rest)
    else:
        draw_pile = [rules.colour_of[name] for name in draw]
        discard = rest
    top = [piece(rules, p) for p in pile_top]
    used = set(top) | {piece(rules, current)}
    beneath = [i for i in range(len(rules.content.masterpieces)) if i not in used]
    return FinalTouchState(
        players=players, rng=random.Random(3), draw=draw_pile, discard=discard, hands=placed,
        improved=zones[0], smears=[rules.colour_of[s] for s in smears],
        pile=(beneath if pile_rest else []) + top, current=piece(rules, current), turn=turn,
        money=list(money) if money is not None else [0] * players)


def config(players: int) -> GameConfig:
    return SPEC.config(players)


def check(rules: FinalTouchRules, state: FinalTouchState, *, money: bool = True) -> None:
    """The sim's invariants; ``money=False`` for positions built with money already won."""
    if money:
        check_invariants(rules, state)
    else:
        check_cards(rules, state)


def kinds(events: list) -> list[str]:
    return [event.kind for event in events]


def variant(changes: dict[str, dict]) -> FinalTouchContent:
    """The shipped content with some Masterpieces changed, e.g. to replay a rulebook example:
    ``variant({"pear_who_knew": {"strokes": {"yellow": 1}, "value": 4}})``."""
    import dataclasses

    loaded = content()
    pieces = []
    for original in loaded.masterpieces:
        change = dict(changes.get(original.id, {}))
        if "strokes" in change:
            wanted = change["strokes"]
            change["strokes"] = tuple(wanted.get(name, 0) for name in loaded.colour_names)
        pieces.append(dataclasses.replace(original, **change))
    return dataclasses.replace(loaded, masterpieces=tuple(pieces))
