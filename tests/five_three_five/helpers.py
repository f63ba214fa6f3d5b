"""Shared set-ups for the Five Three Five tests: the real content and hand-built tables."""

from __future__ import annotations

from functools import lru_cache

from game.core.engine import GameConfig
from game.core.loading.content import Problems
from game.games.five_three_five.content import FiveThreeFiveContent
from game.games.five_three_five.rules import FiveThreeFiveRules
from game.games.five_three_five.spec import SPEC
from game.games.five_three_five.state import FiveThreeFiveState
from game.paths import CONTENT_DIR


@lru_cache(maxsize=1)
def content() -> FiveThreeFiveContent:
    problems = Problems()
    loaded = SPEC.load_content(CONTENT_DIR, problems)
    assert loaded is not None and not problems, problems.lines()
    return loaded


def rules() -> FiveThreeFiveRules:
    return FiveThreeFiveRules(content())


def counts(cards: list[int] | tuple[int, ...], size: int = 16) -> list[int]:
    found = [0] * size
    for card in cards:
        found[card] += 1
    return found


def table(engine: FiveThreeFiveRules, players: int, hands: list[list[int]],
          meld: list[list[int]] | None = None, current: int = 0, last_player: int = -1,
          passes: int = 0, scores: list[int] | None = None,
          reserves: list[list[int]] | None = None, **options: object
          ) -> FiveThreeFiveState:
    """A game mid-round with exactly these hands and meld layers; the rest of the deck is
    in the discard pile, so cards are still conserved. Two players: ``reserves`` are the
    second-half hands (empty by default)."""
    state = engine.new_game(GameConfig(players, dict(options)), seed=0)
    layers = [list(layer) for layer in (meld or [])]
    state.hands = [counts(hand) for hand in hands]
    reserves = reserves or ([[] for _ in range(players)] if state.reserves else [])
    state.reserves = [counts(reserve) for reserve in reserves]
    state.layers = layers
    state.meld_kind = engine.tables[state.bridge_gaps].kind_of(layers[-1]) or "" if layers else ""
    copies = engine.copies[players]
    used = counts([card for hand in hands + list(reserves) for card in hand] +
                  [card for layer in layers for card in layer])
    state.discard = [copies - used[rank] if engine.table.is_rank[rank] else 0
                     for rank in range(16)]
    state.undealt = [0] * 16
    state.current, state.last_player, state.passes = current, last_player, passes
    state.round_lead = current if last_player < 0 else last_player
    if scores is not None:
        state.scores = list(scores)
        state.points_log = [list(scores)]
    return state
