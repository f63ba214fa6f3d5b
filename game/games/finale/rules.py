"""Finale rules engine: legal actions, validation and ``apply`` (pure Python, no pygame).

Event kinds the engine emits (a table must handle each):
``shuffle``, ``deal`` (per seat, hidden), ``flip``, ``skip`` (target, by; also a Skip flipped
to start the pile), ``skipped``, ``turn``, ``draw`` (src ``deck`` (hidden) or ``discard``;
``data["exchange"]`` for an Exchange's draws), ``exchange`` (an Exchange played face up to
``exchange:S``), ``lay_down`` (groups with zone ``table:S:G``), ``hit``, ``discard`` (an
activated Exchange first, from ``exchange:S``, then the turn's discard, with ``skip_target``),
``reshuffle`` (hidden), ``go_out``, ``round_end``, ``level_up``, ``dealer``, ``challenge_end``
(levels, points, totals), ``challenge_start``, ``tiebreak_start``, ``final_turns``,
``tiebreak_extended``, ``game_end``.

Lay-down choice: ``legal_actions`` offers the solver's grouping for the seat's Level, plus
the same grouping grown by the other cards that extend it (never for a Finale, which takes
exactly its ten cards). ``why_illegal`` accepts any valid grouping a player builds.
"""

from __future__ import annotations

import random

from game.core import rummy_flow
from game.core.engine import Event, GameConfig, IllegalAction, shares_of_victory
from game.core.meld_solver import solve
from game.core.melds import Requirement, match_groups
from game.games.finale import actions as act
from game.games.finale import determinize as _worlds
from game.games.finale import flow, restore
from game.games.finale.actions import Action, Discard, Draw, Exchange, Hit, LayDown
from game.games.finale.checks import discard_drawable, skip_targets, why_illegal
from game.games.finale.content import FinaleContent
from game.games.finale.moves import apply_move
from game.games.finale.state import FinaleView, State, make_view, public_view, state_to_json

ROTATE = "rotate"     # the challenge option's default: a different Challenge by seed
DRAW, TAKE = Draw("draw"), Draw("discard")
_PLAIN: dict[str, Discard] = {}   # actions are frozen, so one Discard per card is shared


def _plain_discard(card: str) -> Discard:
    action = _PLAIN.get(card)
    if action is None:
        action = _PLAIN[card] = Discard(card)
    return action


class FinaleRules:
    """The engine bound to one content set (deck, dogs, Challenges, limits)."""

    def __init__(self, content: FinaleContent):
        self.content = content

    # --- protocol -----------------------------------------------------------------------
    def new_game(self, config: GameConfig, seed: int) -> State:
        return self.new_game_with_events(config, seed)[0]

    def challenge_for(self, config: GameConfig, seed: int) -> str:
        """The Challenge a single game plays: the option, or (rotate) one by the seed."""
        chosen = config.option("challenge", ROTATE)
        if chosen in (ROTATE, "", None):
            return self.content.order[seed % len(self.content.order)]
        if chosen not in self.content.challenges:
            raise ValueError(f"unknown Challenge {chosen!r}; known: {', '.join(self.content.order)}")
        return chosen

    def new_game_with_events(self, config: GameConfig, seed: int) -> tuple[State, list[Event]]:
        if not 2 <= config.players <= 6:
            raise ValueError("Finale is for 2 to 6 players")
        players = config.players
        grand = bool(config.option("grand_finale", False))
        state = State(players=players, rng=random.Random(seed), grand=grand)
        state.challenges = list(self.content.order) if grand else [self.challenge_for(config, seed)]
        state.level = [1] * players
        state.scores = [0] * players
        state.in_play = list(range(players))
        state.dealer = state.rng.randrange(players)
        events: list[Event] = []
        flow.start_round(self.content, state, events)
        return state, events

    def opening_events(self, state: State) -> list[Event]:
        """The current round's shuffle, deal and flip events (for the table to animate)."""
        return [Event(e["kind"], e["seat"], tuple(e["cards"]), e["src"], e["dst"], e["text"], dict(e["data"]))
                for e in state.opening]

    def current_player(self, state: State) -> int | None:
        return None if state.stage == "over" else state.turn

    def is_over(self, state: State) -> bool:
        return state.stage == "over"

    def results(self, state: State) -> list[float]:
        return shares_of_victory(state.winners, state.players)

    def legal_actions(self, state: State) -> list[Action]:
        seat = state.turn
        if state.stage == "draw":
            options: list[Action] = [DRAW] if state.draw_pile else []
            if discard_drawable(self.content, state):
                options.append(TAKE)
            seen = sorted(self.content.exchanges.intersection(state.hands[seat]))
            return options + [Exchange(card) for card in seen]
        if state.stage == "exchange":
            return ([DRAW] if state.draw_pile else []) + ([TAKE] if state.discard else [])
        if state.stage == "play":
            return self.lay_down_options(state, seat) + self.hit_options(state, seat) + \
                self._discards(state, seat)
        return []

    def why_illegal(self, state: State, action: Action) -> str | None:
        return why_illegal(self.content, state, action)

    def apply(self, state: State, action: Action) -> tuple[State, list[Event]]:
        problem = why_illegal(self.content, state, action)
        if problem is not None:
            raise IllegalAction(problem)
        events: list[Event] = []
        apply_move(self.content, state, action, events)
        return state, events

    def view(self, state: State, seat: int) -> FinaleView:
        return make_view(state, seat)

    def determinize(self, view: FinaleView, rng: random.Random) -> State:
        return _worlds.determinize(self, view, rng)    # the hard bot's worlds

    def clone(self, state: State) -> State:
        return _worlds.clone(state)

    def search_done(self, root: State, state: State) -> bool:
        return _worlds.search_done(root, state)

    def search_value(self, state: State, seat: int) -> float:
        return _worlds.search_value(self, state, seat)

    def public_view(self, state: State) -> dict:
        return public_view(state)

    def state_to_json(self, state: State) -> dict:
        return state_to_json(state)

    def state_from_json(self, data: dict) -> State:
        return restore.restore_state(self, data)   # checked whole, or RestoreError

    def action_to_json(self, action: Action) -> dict:
        return act.action_to_json(action)

    def action_from_json(self, data: dict) -> Action:
        return restore.action_from_json(data)      # malformed: IllegalAction

    def sim_stats(self, state: State) -> dict[str, list[float]]:
        return {"levels_completed": [float(flow.levels_completed(state, s)) for s in range(state.players)],
                "rounds": [float(len(state.rounds))] * state.players,
                "points": [float(s) for s in state.scores]}

    # --- helpers shared with the UI and the bots --------------------------------------------
    def requirement(self, state: State, seat: int) -> Requirement:
        """What ``seat`` lays down this round (its Level, its Finale or the tie-breaker set)."""
        return flow.requirement(self.content, state, seat)

    def solve(self, state: State, seat: int,
              hand: list[str] | tuple[str, ...] | None = None) -> tuple[tuple[str, ...], ...] | None:
        """The solver's grouping of ``hand`` (default: the seat's) for its Level, or None."""
        cards = state.hands[seat] if hand is None else hand
        return solve(cards, flow.requirement(self.content, state, seat), self.content.ctx)

    def explain(self, state: State, seat: int, groups: tuple[tuple[str, ...], ...]) -> str | None:
        """Why these groups do not make the seat's Level (None when they do)."""
        return match_groups(groups, flow.requirement(self.content, state, seat), self.content.ctx)[1]

    def lay_down_options(self, state: State, seat: int) -> list[Action]:
        if state.laid[seat]:
            return []
        req = flow.requirement(self.content, state, seat)
        groupings = rummy_flow.lay_down_options(state.hands[seat], req, self.content.ctx,
                                                extend=not req.whole_hand)
        return [LayDown(grouping) for grouping in groupings]

    def hit_options(self, state: State, seat: int) -> list[Action]:
        if not state.laid[seat]:
            return []
        return [Hit(card, target, group, end)
                for card, target, group, end in rummy_flow.hit_targets(state, seat, self.content.ctx)]

    def _discards(self, state: State, seat: int) -> list[Action]:
        skips = self.content.skips
        options: list[Action] = []
        for card in state.hands[seat]:
            if card in skips and card not in state.fresh_skips:
                options.extend(Discard(card, target) for target in skip_targets(state, seat))
            else:
                options.append(_plain_discard(card))
        return options
