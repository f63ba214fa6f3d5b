"""Finale worlds for the hard bot: ``determinize(rules, view, rng)``, ``clone`` and the
search's cut-off and value (a Finale game runs over several rounds: rollouts stop at the end
of the round being played and judge the standings there).

A seat sees its hand, the top discard (never the cards beneath), the face-up Exchange, every
laid group, the Skips taken through an Exchange this turn and the public counts. Unseen: the
other hands, the draw pile and the discards beneath the top. A world deals the unseen cards
at random into those places at their sizes, except that Skips taken through an Exchange are
known to be in the hand of the seat whose turn it is.

Not in the view and so left empty in a world: the finished rounds' rows and the opening deal's
events (read by no rule) and the count of turns this round (0).
"""

from __future__ import annotations

import math
import random
from typing import Any

from game.games.finale.state import FinaleView, State


def in_sight(view: FinaleView) -> set[str]:
    """The cards this seat can see: its hand, fresh Skips, the top discard, the Exchange, the table."""
    seen = set(view.hand) | set(view.fresh_skips)
    seen |= {card for card in (view.discard_top, view.exchange) if card is not None}
    seen |= {card for melds in view.table for meld in melds for card in meld.cards}
    return seen


def unseen_cards(rules: Any, view: FinaleView) -> list[str]:
    seen = in_sight(view)
    return [card for card in rules.content.deck if card not in seen]


def determinize(rules: Any, view: FinaleView, rng: random.Random) -> State:
    cards = unseen_cards(rules, view)
    rng.shuffle(cards)
    hands: list[list[str]] = []
    for seat in range(view.players):
        if seat == view.seat:
            hands.append(list(view.hand))
            continue
        known = [c for c in view.fresh_skips if seat == view.turn and c not in view.hand]
        hands.append(known + [cards.pop() for _ in range(view.hand_counts[seat] - len(known))])
    discard = [cards.pop() for _ in range(max(0, view.discard_count - 1))]
    if view.discard_top is not None:
        discard.append(view.discard_top)
    if len(cards) != view.draw_count:
        raise ValueError(f"Finale world: {len(cards)} cards left for a pile of {view.draw_count}")
    state = State(players=view.players, rng=random.Random(rng.getrandbits(64)))
    state.grand, state.challenges = view.grand, list(view.challenges)
    state.challenge_index, state.stage = view.challenge_index, view.stage
    state.turn, state.dealer, state.round_number = view.turn, view.dealer, view.round_number
    state.hands, state.draw_pile, state.discard = hands, cards, discard
    state.exchange = [view.exchange] if view.exchange is not None else []
    state.exchange_draws, state.fresh_skips = view.exchange_draws, list(view.fresh_skips)
    state.opening_exchange = view.opening_exchange
    state.level, state.laid = list(view.level), list(view.laid)
    state.table = [list(melds) for melds in view.table]
    state.skips_pending, state.in_play = list(view.skips_pending), list(view.in_play)
    state.scores = list(view.scores)
    state.sheet = [dict(row) for row in view.sheet]
    state.tiebreak = _copy(view.tiebreak)
    state.winners = list(view.winners)
    return state


def _copy(value: Any) -> Any:
    if isinstance(value, (list, tuple)):
        return [_copy(item) for item in value]
    if isinstance(value, dict):
        return {key: _copy(item) for key, item in value.items()}
    return value


def clone(state: State) -> State:
    """A copy sharing nothing mutable (melds are frozen and shared; the rng is copied)."""
    rng = random.Random()
    rng.setstate(state.rng.getstate())
    copy = State(players=state.players, rng=rng, grand=state.grand,
                 challenges=list(state.challenges), challenge_index=state.challenge_index,
                 stage=state.stage, turn=state.turn, dealer=state.dealer,
                 round_number=state.round_number)
    copy.hands = [list(h) for h in state.hands]
    copy.draw_pile, copy.discard = list(state.draw_pile), list(state.discard)
    copy.exchange, copy.exchange_draws = list(state.exchange), state.exchange_draws
    copy.fresh_skips, copy.opening_exchange = list(state.fresh_skips), state.opening_exchange
    copy.level, copy.laid = list(state.level), list(state.laid)
    copy.table = [list(melds) for melds in state.table]
    copy.skips_pending, copy.turns_this_round = list(state.skips_pending), state.turns_this_round
    copy.in_play, copy.scores = list(state.in_play), list(state.scores)
    copy.sheet, copy.rounds = _copy(state.sheet), _copy(state.rounds)
    copy.tiebreak, copy.opening = _copy(state.tiebreak), _copy(state.opening)
    copy.winners, copy.end_reason = list(state.winners), state.end_reason
    return copy


def search_done(root: State, state: State) -> bool:
    """Rollouts stop when the round (or the Challenge) they started in is over."""
    return (state.round_number, state.challenge_index) != (root.round_number, root.challenge_index)


def search_value(rules: Any, state: State, seat: int) -> float:
    """0..1 for ``seat``: the win share once the game is over; else a logistic of its lead
    in Levels (one Level ~ one unit) over the best other seat, plus the Grand Finale score."""
    if state.stage == "over":
        return rules.results(state)[seat]
    rivals = [s for s in range(state.players) if s != seat]
    best = max(rivals, key=lambda s: (state.level[s], state.scores[s] if state.scores else 0))
    lead = state.level[seat] - state.level[best]
    if state.scores:
        lead += (state.scores[seat] - state.scores[best]) / 2.0
    return 1.0 / (1.0 + math.exp(-lead))
