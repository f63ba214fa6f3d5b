"""A tiny game used only by tests to pin down the engine protocol ("Climb").

Deck 1-12 twice. Each player holds 4 cards. On your turn play a card higher than the pile
top, or draw (while the deck lasts), or pass when you can do neither. When every other
player passes in a row the pile is cleared. Empty your hand to win.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from game.core.engine import (
    Event,
    GameConfig,
    IllegalAction,
    RandomBot,
    rng_from_json,
    rng_to_json,
    shares_of_victory,
)
from game.core.spec import GameSpec


@dataclass(frozen=True)
class Play:
    card: int

    def __str__(self) -> str:
        return f"Play({self.card})"


@dataclass(frozen=True)
class Draw:
    def __str__(self) -> str:
        return "Draw()"


@dataclass(frozen=True)
class Pass:
    def __str__(self) -> str:
        return "Pass()"


@dataclass
class ClimbState:
    hands: list
    deck: list
    pile: list
    turn: int
    passes: int
    winner: int | None
    rng: random.Random


class ClimbRules:
    def new_game(self, config: GameConfig, seed: int) -> ClimbState:
        rng = random.Random(seed)
        deck = [rank for rank in range(1, 13) for _ in range(2)]
        rng.shuffle(deck)
        hands = [sorted(deck.pop() for _ in range(4)) for _ in range(config.players)]
        return ClimbState(hands, deck, [], 0, 0, None, rng)

    def current_player(self, state: ClimbState) -> int | None:
        return None if state.winner is not None else state.turn

    def legal_actions(self, state: ClimbState) -> list:
        top = state.pile[-1] if state.pile else 0
        plays = [Play(card) for card in sorted(set(state.hands[state.turn])) if card > top]
        if state.deck:
            return plays + [Draw()]
        return plays or [Pass()]

    def why_illegal(self, state: ClimbState, action) -> str | None:
        if state.winner is not None:
            return "the game is over"
        if action in self.legal_actions(state):
            return None
        if isinstance(action, Play):
            if action.card not in state.hands[state.turn]:
                return f"you do not hold a {action.card}"
            return f"{action.card} is not higher than the pile"
        return f"{action} is not allowed now"

    def apply(self, state: ClimbState, action) -> tuple[ClimbState, list[Event]]:
        reason = self.why_illegal(state, action)
        if reason:
            raise IllegalAction(reason)
        seat, events = state.turn, []
        if isinstance(action, Play):
            state.hands[seat].remove(action.card)
            state.pile.append(action.card)
            state.passes = 0
            events.append(Event("move", seat, (action.card,), f"hand:{seat}", "pile"))
            if not state.hands[seat]:
                state.winner = seat
                events.append(Event("game_over", seat, text=f"Seat {seat} wins"))
                return state, events
        elif isinstance(action, Draw):
            card = state.deck.pop()
            state.hands[seat].append(card)
            state.hands[seat].sort()
            events.append(Event("move", seat, (card,), "deck", f"hand:{seat}"))
        else:
            state.passes += 1
            events.append(Event("pass", seat))
            if state.passes >= len(state.hands) - 1:
                events.append(Event("clear", seat, tuple(state.pile), "pile", "out"))
                state.pile, state.passes = [], 0
        state.turn = (seat + 1) % len(state.hands)
        return state, events

    def is_over(self, state: ClimbState) -> bool:
        return state.winner is not None

    def results(self, state: ClimbState) -> list[float]:
        return shares_of_victory([state.winner] if state.winner is not None else [], len(state.hands))

    def view(self, state: ClimbState, seat: int) -> dict:
        return {"seat": seat, "hand": list(state.hands[seat]),
                "hand_counts": [len(hand) for hand in state.hands],
                "deck_count": len(state.deck), "pile": list(state.pile), "turn": state.turn}

    def public_view(self, state: ClimbState) -> dict:
        return {"hand_counts": [len(hand) for hand in state.hands], "pile": list(state.pile)}

    def state_to_json(self, state: ClimbState) -> dict:
        return {"hands": state.hands, "deck": state.deck, "pile": state.pile, "turn": state.turn,
                "passes": state.passes, "winner": state.winner, "rng": rng_to_json(state.rng)}

    def state_from_json(self, data: dict) -> ClimbState:
        return ClimbState([list(h) for h in data["hands"]], list(data["deck"]), list(data["pile"]),
                          data["turn"], data["passes"], data["winner"], rng_from_json(data["rng"]))

    def action_to_json(self, action) -> dict:
        if isinstance(action, Play):
            return {"type": "play", "card": action.card}
        return {"type": "draw" if isinstance(action, Draw) else "pass"}

    def action_from_json(self, data: dict):
        return {"play": lambda: Play(data["card"]), "draw": Draw, "pass": Pass}[data["type"]]()


def check_invariants(rules: ClimbRules, state: ClimbState) -> None:
    total = sum(len(h) for h in state.hands) + len(state.deck) + len(state.pile)
    assert total <= 24, "more cards than the deck holds"


SPEC = GameSpec(
    game_id="climb", title="Climb (test game)", min_players=2, max_players=4,
    pitch="test only", load_content=lambda root, problems: {}, make_rules=lambda content: ClimbRules(),
    bots={"random": lambda rules: RandomBot(), "normal": lambda rules: RandomBot()},
    check_invariants=check_invariants,
)
