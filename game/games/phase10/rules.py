"""Phase 10 rules engine: legal actions, validation and ``apply`` (pure Python, no pygame).

Lay-down choice: ``legal_actions`` offers the solver's grouping for the active phase, plus
the same grouping grown by every other card that extends it ("natural extensions"), not
every subset of the hand. ``why_illegal`` accepts ANY valid grouping a player builds (groups
in any order, any copies, extra cards that extend the groups), so a UI may submit its own.
"""

from __future__ import annotations

import random

from game.core.engine import Event, GameConfig
from game.core.rummy.meld_solver import solve
from game.core.rummy.melds import match_groups
from game.core.rummy.rummy_rules import RummyParts, RummyRules
from game.games.phase10 import actions as act
from game.games.phase10 import determinize as _worlds
from game.games.phase10 import flow, restore
from game.games.phase10.actions import Action, ChoosePhase, Discard, Draw, DrawSaved, Save
from game.games.phase10.checks import save_problem, skip_targets, why_illegal
from game.games.phase10.content import Phase10Content
from game.games.phase10.moves import apply_move
from game.games.phase10.state import State, make_view, public_view, state_to_json
from game.games.phase10.view import opening_events


class Phase10Rules(RummyRules):
    """The engine bound to one content set (deck, points, phases, limits)."""

    parts = RummyParts(why_illegal=why_illegal, apply_move=apply_move, make_view=make_view,
                       public_view=public_view, state_to_json=state_to_json,
                       restore_state=restore.restore_state, action_to_json=act.action_to_json,
                       action_from_json=restore.action_from_json, worlds=_worlds)
    content: Phase10Content

    # --- protocol (the rest is game.core.rummy.rummy_rules.RummyRules) ---------------------------
    def new_game_with_events(self, config: GameConfig, seed: int) -> tuple[State, list[Event]]:
        """A new game and the events of its opening deal (shuffle, deal, flip, first chooser)."""
        if not 2 <= config.players <= 6:
            raise ValueError("Phase 10 is for 2 to 6 players")
        players = config.players
        state = State(players=players, classic_skips=bool(config.option("classic_skips", False)),
                      rng=random.Random(seed))
        state.saves = [[] for _ in range(players)]
        state.remaining = [sorted(self.content.phases) for _ in range(players)]
        state.completed = [[] for _ in range(players)]
        state.scores = [0] * players
        state.dealer = state.rng.randrange(players)
        events: list[Event] = []
        flow.deal_hand(self.content, state, events)
        return state, events

    def opening_events(self, state: State) -> list[Event]:
        """The events of the deal that began the current hand (a fresh game's table animates them)."""
        return opening_events(self.content, state)

    def legal_actions(self, state: State) -> list[Action]:
        seat = state.turn
        if state.stage == "choose":
            return [ChoosePhase(phase) for phase in state.remaining[seat]]
        if state.stage == "draw":
            return self._draw_actions(state, seat)
        if state.stage == "play":
            return self.lay_down_options(state, seat) + self.hit_options(state, seat) + \
                self._end_actions(state, seat)
        return []

    def sim_stats(self, state: State) -> dict[str, list[float]]:
        return {"phases_completed": [float(len(c)) for c in state.completed],
                "points": [float(s) for s in state.scores],
                "hands": [float(state.hand_number)] * state.players}

    # --- helpers shared with the UI and the bots --------------------------------------------
    def solve(self, hand: list[str] | tuple[str, ...], phase: int) -> tuple[tuple[str, ...], ...] | None:
        """The solver's grouping of ``hand`` for ``phase``, or None if it cannot be made."""
        return solve(hand, self.content.phases[phase], self.content.ctx)

    def explain(self, groups: tuple[tuple[str, ...], ...], phase: int) -> str | None:
        """Why these groups do not make ``phase`` (None when they do)."""
        return match_groups(groups, self.content.phases[phase], self.content.ctx)[1]

    def lay_down_options(self, state: State, seat: int) -> list[Action]:
        return self._lay_downs(state, seat, self.content.phases[state.active[seat]], self.content.ctx)

    def hit_options(self, state: State, seat: int) -> list[Action]:
        return self._hits(state, seat, self.content.ctx)

    def _draw_actions(self, state: State, seat: int) -> list[Action]:
        options: list[Action] = [Draw("draw")] if state.draw_pile else []
        if state.discard and not self.content.is_skip(state.discard[-1]):
            options.append(Draw("discard"))
        seen = set()
        for card in state.saves[seat]:
            if card not in seen:
                seen.add(card)
                options.append(DrawSaved(card))
        return options

    def _end_actions(self, state: State, seat: int) -> list[Action]:
        hand = state.hands[seat]
        options: list[Action] = []
        targets = skip_targets(state, seat)
        for card in hand:
            if self.content.is_skip(card):
                options.extend(Discard(card, target) for target in targets)
            else:
                options.append(Discard(card))
        if save_problem(self.content, state, seat) is None:
            options.extend(Save(card) for card in hand)
        return options
