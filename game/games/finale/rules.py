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

from game.core.engine import Event, GameConfig
from game.core.rummy.meld_solver import solve
from game.core.rummy.melds import Requirement, match_groups
from game.core.rummy.rummy_rules import RummyParts, RummyRules
from game.games.finale import actions as act
from game.games.finale import determinize as _worlds
from game.games.finale import flow, restore
from game.games.finale.actions import Action, Discard, Draw, Exchange
from game.games.finale.checks import discard_drawable, skip_targets, why_illegal
from game.games.finale.content import FinaleContent
from game.games.finale.moves import apply_move
from game.games.finale.state import State, make_view, public_view, state_to_json

ROTATE = "rotate"     # the challenge option's default: a different Challenge by seed
DRAW, TAKE = Draw("draw"), Draw("discard")
_PLAIN: dict[str, Discard] = {}   # actions are frozen, so one Discard per card is shared


def _plain_discard(card: str) -> Discard:
    action = _PLAIN.get(card)
    if action is None:
        action = _PLAIN[card] = Discard(card)
    return action


class FinaleRules(RummyRules):
    """The engine bound to one content set (deck, dogs, Challenges, limits)."""

    parts = RummyParts(why_illegal=why_illegal, apply_move=apply_move, make_view=make_view,
                       public_view=public_view, state_to_json=state_to_json,
                       restore_state=restore.restore_state, action_to_json=act.action_to_json,
                       action_from_json=restore.action_from_json, worlds=_worlds)
    content: FinaleContent

    # --- protocol (the rest is game.core.rummy.rummy_rules.RummyRules) ---------------------------
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
        req = flow.requirement(self.content, state, seat)
        return self._lay_downs(state, seat, req, self.content.ctx, extend=not req.whole_hand)

    def hit_options(self, state: State, seat: int) -> list[Action]:
        return self._hits(state, seat, self.content.ctx)

    def _discards(self, state: State, seat: int) -> list[Action]:
        skips = self.content.skips
        options: list[Action] = []
        for card in state.hands[seat]:
            if card in skips and card not in state.fresh_skips:
                options.extend(Discard(card, target) for target in skip_targets(state, seat))
            else:
                options.append(_plain_discard(card))
        return options
