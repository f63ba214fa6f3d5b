"""Shared helpers for the Finale tests: the real content, and rigged table positions."""

from __future__ import annotations

from functools import lru_cache

from game.core.engine import GameConfig
from game.core.loading.content import Problems
from game.games.finale.content import FinaleContent, load_content
from game.games.finale.rules import FinaleRules
from game.games.finale.state import State
from game.paths import CONTENT_DIR


@lru_cache(maxsize=1)
def content() -> FinaleContent:
    problems = Problems()
    loaded = load_content(CONTENT_DIR, problems)
    assert loaded is not None, problems.lines()
    return loaded


def rules() -> FinaleRules:
    return FinaleRules(content())


def rig(players: int = 2, *, hands: dict[int, list[str]] | None = None, discard: list[str] | None = None,
        draw_top: list[str] | None = None, level: dict[int, int] | None = None, stage: str = "draw",
        turn: int = 0, challenge: str = "mellow_yellow", grand: bool = False, seed: int = 0) -> State:
    """A mid-round position: the named cards where asked, every other card in the draw pile
    (``draw_top`` ends on top), seats not named get 10 unnamed cards. Cards stay conserved."""
    engine = rules()
    state = engine.new_game(GameConfig(players, {"challenge": challenge, "grand_finale": grand}), seed)
    hands = hands or {}
    named = [c for hand in hands.values() for c in hand] + (discard or []) + (draw_top or [])
    assert len(named) == len(set(named)), "a card is named twice"
    pool = [c for c in content().deck if c not in set(named)]
    # unnamed hands and the spare discard get plain number cards, never Skips or Exchanges
    plain = [c for c in pool if not content().ctx.faces[c].special and not content().is_wild(c)]
    state.hands = [list(hands.get(seat, [])) for seat in range(players)]
    for seat in range(players):
        if seat not in hands:
            state.hands[seat] = [plain.pop() for _ in range(10)]
    taken = {c for hand in state.hands for c in hand}
    state.discard = list(discard) if discard is not None else [plain.pop()]
    taken |= set(state.discard)
    rest = [c for c in pool if c not in taken]
    state.draw_pile = rest + list(reversed(draw_top or []))
    state.level = [(level or {}).get(seat, 1) for seat in range(players)]
    state.table = [[] for _ in range(players)]
    state.laid = [False] * players
    state.skips_pending = [0] * players
    state.exchange, state.exchange_draws, state.fresh_skips = [], 0, []
    state.opening_exchange = False
    state.stage, state.turn = stage, turn
    return state


def where_is(state: State, card: str) -> str:
    for seat, hand in enumerate(state.hands):
        if card in hand:
            return f"hand:{seat}"
    if card in state.discard:
        return "discard"
    if card in state.draw_pile:
        return "deck"
    if card in state.exchange:
        return "exchange"
    return "table"


def play(state: State, *actions: object) -> list:
    """Apply actions in order; returns every event."""
    engine = rules()
    events = []
    for action in actions:
        state, new = engine.apply(state, action)
        events.extend(new)
    return events
