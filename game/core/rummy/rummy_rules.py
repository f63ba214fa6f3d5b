"""The engine protocol methods Phase 10 and Finale share, written once.

A rummy engine (:class:`RummyRules`) names its game's parts in a :class:`RummyParts` (the
validator, the move, the views, the saves, the hard bot's worlds) and writes only what is its
own: ``new_game_with_events``, ``opening_events``, ``legal_actions``, ``sim_stats`` and its
helpers. Everything here delegates; the rules themselves live in each game's modules and in
:mod:`game.core.rummy.rummy_flow`. Pure Python, no pygame.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, ClassVar

from game.core.engine import Event, GameConfig, IllegalAction, shares_of_victory
from game.core.rummy import rummy_flow
from game.core.rummy.melds import MeldContext, Requirement
from game.core.rummy.rummy_actions import Hit, LayDown


@dataclass(frozen=True)
class RummyParts:
    """One game's functions the shared protocol calls (content first where they take it)."""

    why_illegal: Callable[[Any, Any, Any], str | None]       # (content, state, action)
    apply_move: Callable[[Any, Any, Any, list[Event]], None]  # (content, state, action, events)
    make_view: Callable[[Any, int], Any]                      # (state, seat)
    public_view: Callable[[Any], dict]
    state_to_json: Callable[[Any], dict]
    restore_state: Callable[[Any, Any], Any]                  # (rules, data): checked whole
    action_to_json: Callable[[Any], dict]
    action_from_json: Callable[[Any], Any]                    # malformed: IllegalAction
    worlds: Any                                               # determinize, clone, search_done, search_value


class RummyRules(ABC):
    """The protocol methods every rummy engine answers the same way."""

    parts: ClassVar[RummyParts]

    def __init__(self, content: Any):
        self.content = content

    def new_game(self, config: GameConfig, seed: int) -> Any:
        return self.new_game_with_events(config, seed)[0]

    @abstractmethod
    def new_game_with_events(self, config: GameConfig, seed: int) -> tuple[Any, list[Event]]:
        """The game's deal and the events that show it (each rummy game deals its own way)."""

    def current_player(self, state: Any) -> int | None:
        return None if state.stage == "over" else state.turn

    def is_over(self, state: Any) -> bool:
        return state.stage == "over"

    def results(self, state: Any) -> list[float]:
        return shares_of_victory(state.winners, state.players)

    def why_illegal(self, state: Any, action: Any) -> str | None:
        return self.parts.why_illegal(self.content, state, action)

    def apply(self, state: Any, action: Any) -> tuple[Any, list[Event]]:
        problem = self.parts.why_illegal(self.content, state, action)
        if problem is not None:
            raise IllegalAction(problem)
        events: list[Event] = []
        self.parts.apply_move(self.content, state, action, events)
        return state, events

    def view(self, state: Any, seat: int) -> Any:
        return self.parts.make_view(state, seat)

    def determinize(self, view: Any, rng: random.Random) -> Any:
        return self.parts.worlds.determinize(self, view, rng)    # the hard bot's worlds

    def clone(self, state: Any) -> Any:
        return self.parts.worlds.clone(state)

    def search_done(self, root: Any, state: Any) -> bool:
        return self.parts.worlds.search_done(root, state)

    def search_value(self, state: Any, seat: int) -> float:
        return self.parts.worlds.search_value(self, state, seat)

    def public_view(self, state: Any) -> dict:
        return self.parts.public_view(state)

    def state_to_json(self, state: Any) -> dict:
        return self.parts.state_to_json(state)

    def state_from_json(self, data: dict) -> Any:
        return self.parts.restore_state(self, data)   # checked whole, or RestoreError

    def action_to_json(self, action: Any) -> dict:
        return self.parts.action_to_json(action)

    def action_from_json(self, data: dict) -> Any:
        return self.parts.action_from_json(data)      # malformed: IllegalAction

    # --- shared helpers -----------------------------------------------------------------
    def _lay_downs(self, state: Any, seat: int, requirement: Requirement, ctx: MeldContext,
                   extend: bool = True) -> list[Any]:
        """LayDown options: the solver's grouping and, with ``extend``, that grouping grown."""
        if state.laid[seat]:
            return []
        return [LayDown(grouping)
                for grouping in rummy_flow.lay_down_options(state.hands[seat], requirement, ctx, extend=extend)]

    def _hits(self, state: Any, seat: int, ctx: MeldContext) -> list[Any]:
        """Every Hit the seat may make (none before it has laid down)."""
        if not state.laid[seat]:
            return []
        return [Hit(card, target, group, end) for card, target, group, end in rummy_flow.hit_targets(state, seat, ctx)]
