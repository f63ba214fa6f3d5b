"""Shared set-ups for the Final Nine tests: the real content, custom holes and rigged states."""

from __future__ import annotations

import dataclasses
from functools import lru_cache

from game.core.engine import GameConfig
from game.core.loading.content import Problems
from game.games.final_nine.content import FinalNineContent, load_content
from game.games.final_nine.engine import FinalNineRules
from game.games.final_nine.holes import WIDTH, Hole, Mando, cell_of
from game.games.final_nine.state import FinalNineState
from game.paths import CONTENT_DIR

OPEN = ("ggggg", "ggBgg", "ggggg", "ggggg", "ggggg", "ggggg", "ggggg", "ggTgg")


@lru_cache(maxsize=1)
def content() -> FinalNineContent:
    problems = Problems()
    loaded = load_content(CONTENT_DIR, problems)
    assert not problems, problems.lines()
    return loaded


def rules() -> FinalNineRules:
    return FinalNineRules(content())


def card(name: str, nth: int = 0) -> int:
    """The id of the ``nth`` copy of the card called ``name``."""
    ids = [c.id for c in content().cards if c.name == name]
    return ids[nth]


def make_hole(grid: tuple[str, ...] = OPEN, par: int = 3, island: tuple = (), drop_zone: int = -1,
              mandos: tuple[Mando, ...] = (), number: int = 1) -> Hole:
    tee = next(cell_of(c, r) for r, row in enumerate(grid) for c, x in enumerate(row) if x == "T")
    basket = next(cell_of(c, r) for r, row in enumerate(grid) for c, x in enumerate(row)
                  if x == "B")
    return Hole(number, "Test", par, tuple(grid), tee, basket, frozenset(island), drop_zone,
                tuple(mandos), (), "")


def rules_with(hole: Hole) -> FinalNineRules:
    """The real pack, with hole ``hole.number`` replaced by ``hole``."""
    holes = tuple(hole if h.number == hole.number else h for h in content().holes)
    return FinalNineRules(dataclasses.replace(content(), holes=holes))


def new(engine: FinalNineRules, players: int = 1, seed: int = 0, **options) -> FinalNineState:
    return engine.new_game(GameConfig(players, options), seed)


def _zones(state: FinalNineState) -> list[list[int]]:
    return [state.disc_stack, state.disc_discard, state.action_stack, state.action_discard,
            *state.hands]


def take(state: FinalNineState, card_id: int) -> None:
    for zone in _zones(state):
        if card_id in zone:
            zone.remove(card_id)
            return
    raise AssertionError(f"card {card_id} is nowhere")


def set_hand(engine: FinalNineRules, state: FinalNineState, seat: int, cards: list[int]) -> None:
    """Give ``seat`` exactly ``cards``; its old cards go to the bottom of their stacks."""
    for old in list(state.hands[seat]):
        state.hands[seat].remove(old)
        (state.disc_stack if engine.content.is_disc(old) else state.action_stack).insert(0, old)
    for card_id in cards:
        take(state, card_id)
        state.hands[seat].append(card_id)


def on_top(state: FinalNineState, card_id: int) -> None:
    """Make ``card_id`` the next action card turned."""
    take(state, card_id)
    state.action_stack.append(card_id)


def at(state: FinalNineState, seat: int, col: int, row: int) -> None:
    state.lie[seat] = row * WIDTH + col
    state.throws[seat] = max(state.throws[seat], 1)
