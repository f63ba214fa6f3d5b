"""Shared helpers for the Phase 10 tests: the real content, and rigged table positions."""

from __future__ import annotations

from functools import lru_cache

from game.core.engine import GameConfig
from game.core.loading.content import Problems
from game.games.phase10.content import Phase10Content, load_content
from game.games.phase10.rules import Phase10Rules
from game.games.phase10.state import State
from game.paths import CONTENT_DIR


@lru_cache(maxsize=1)
def content() -> Phase10Content:
    problems = Problems()
    loaded = load_content(CONTENT_DIR, problems)
    assert loaded is not None, problems.lines()
    return loaded


def rules() -> Phase10Rules:
    return Phase10Rules(content())


def rig(players: int = 2, *, hands: dict[int, list[str]] | None = None, discard: list[str] | None = None,
        draw_top: list[str] | None = None, saves: dict[int, list[str]] | None = None,
        active: dict[int, int] | None = None, stage: str = "play", turn: int = 0, dealer: int | None = None,
        classic_skips: bool = False, seed: int = 0) -> State:
    """A mid-hand position: the named cards where asked, every other card in the draw pile
    (``draw_top`` ends on top), seats not named get 10 unnamed cards. Cards stay conserved."""
    engine = rules()
    state = engine.new_game(GameConfig(players, {"classic_skips": classic_skips}), seed)
    hands = hands or {}
    named = [c for hand in hands.values() for c in hand] + (discard or []) + (draw_top or [])
    named += [c for pile in (saves or {}).values() for c in pile]
    assert len(named) == len(set(named)), "a card is named twice"
    pool = [c for c in content().deck if c not in set(named)]
    state.hands = [list(hands.get(seat, [])) for seat in range(players)]
    for seat in range(players):
        if seat not in hands:
            state.hands[seat] = [pool.pop() for _ in range(10)]
    state.discard = list(discard) if discard is not None else [pool.pop()]
    state.saves = [list((saves or {}).get(seat, [])) for seat in range(players)]
    state.draw_pile = pool + list(reversed(draw_top or []))
    state.active = [(active or {}).get(seat, 1) for seat in range(players)]
    state.stage, state.turn = stage, turn
    state.skips_pending = [0] * players
    if dealer is not None:
        state.dealer = dealer
    return state


def where_is(state: State, card: str) -> str:
    for seat, hand in enumerate(state.hands):
        if card in hand:
            return f"hand:{seat}"
    for seat, pile in enumerate(state.saves):
        if card in pile:
            return f"save:{seat}"
    if card in state.discard:
        return "discard"
    if card in state.draw_pile:
        return "deck"
    return "table"
