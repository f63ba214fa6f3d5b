"""Phase 10 worlds for the hard bot: ``determinize(rules, view, rng)``, ``clone`` and the
search's cut-off and value (a Phase 10 game is ten or more hands: rollouts stop at the end
of the hand being played and judge the standings there).

A seat sees its hand and its save pile, the whole discard pile, every laid group and the
phase cards; of the others only how many cards they hold and have saved. Unseen: the other
hands, the other save piles and the draw pile's order. A world deals the unseen cards at
random into those places at their known sizes and gives the state a fresh generator.

Not in the view and so left empty in a world: the score sheet (rows of finished hands, read
by no rule) and the count of turns this hand (the world's hand may run that much longer).
"""

from __future__ import annotations

import math
import random
from typing import Any

from game.games.phase10.state import Phase10View, State


def unseen_cards(rules: Any, view: Phase10View) -> list[str]:
    seen = set(view.hand) | set(view.save_pile) | set(view.discard)
    seen |= {card for melds in view.table for meld in melds for card in meld.cards}
    return [card for card in rules.content.deck if card not in seen]


def determinize(rules: Any, view: Phase10View, rng: random.Random) -> State:
    cards = unseen_cards(rules, view)
    rng.shuffle(cards)
    hands: list[list[str]] = []
    saves: list[list[str]] = []
    for seat in range(view.players):
        if seat == view.seat:
            hands.append(list(view.hand))
            saves.append(list(view.save_pile))
            continue
        hands.append([cards.pop() for _ in range(view.hand_counts[seat])])
        saves.append([cards.pop() for _ in range(view.save_counts[seat])])
    if len(cards) != view.draw_count:
        raise ValueError(f"Phase 10 world: {len(cards)} cards left for a pile of {view.draw_count}")
    state = State(players=view.players, classic_skips=view.classic_skips,
                  rng=random.Random(rng.getrandbits(64)))
    state.stage, state.turn, state.dealer = view.stage, view.turn, view.dealer
    state.hand_number = view.hand_number
    state.hands, state.saves, state.draw_pile = hands, saves, cards
    state.discard = list(view.discard)
    state.saved_this_hand = list(view.saved_this_hand)
    state.remaining = [list(r) for r in view.remaining]
    state.completed = [list(c) for c in view.completed]
    state.active, state.laid = list(view.active), list(view.laid)
    state.table = [list(melds) for melds in view.table]
    state.skips_pending, state.scores = list(view.skips_pending), list(view.scores)
    state.winners = list(view.winners)
    return state


def clone(state: State) -> State:
    """A copy sharing nothing mutable (melds are frozen and shared; the rng is copied)."""
    rng = random.Random()
    rng.setstate(state.rng.getstate())
    copy = State(players=state.players, classic_skips=state.classic_skips, rng=rng,
                 stage=state.stage, turn=state.turn, dealer=state.dealer,
                 hand_number=state.hand_number)
    copy.hands = [list(h) for h in state.hands]
    copy.draw_pile, copy.discard = list(state.draw_pile), list(state.discard)
    copy.saves = [list(p) for p in state.saves]
    copy.saved_this_hand = list(state.saved_this_hand)
    copy.remaining = [list(r) for r in state.remaining]
    copy.completed = [list(c) for c in state.completed]
    copy.active, copy.laid = list(state.active), list(state.laid)
    copy.table = [list(melds) for melds in state.table]
    copy.skips_pending, copy.scores = list(state.skips_pending), list(state.scores)
    copy.sheet = [dict(row) for row in state.sheet]
    copy.turns_this_hand, copy.winners = state.turns_this_hand, list(state.winners)
    copy.end_reason = state.end_reason
    return copy


def search_done(root: State, state: State) -> bool:
    """Rollouts stop when the hand they started in is over."""
    return state.hand_number != root.hand_number


def search_value(rules: Any, state: State, seat: int) -> float:
    """0..1 for ``seat``: the win share once the game is over; else a logistic of its lead in
    phases made (one phase ~ one unit) and in points (fewer is better, 50 points ~ one unit)
    over the best other seat."""
    if state.stage == "over":
        return rules.results(state)[seat]
    phases = [len(done) for done in state.completed]
    rivals = [s for s in range(state.players) if s != seat]
    best = max(rivals, key=lambda s: (phases[s], -state.scores[s]))
    lead = (phases[seat] - phases[best]) + (state.scores[best] - state.scores[seat]) / 50.0
    return 1.0 / (1.0 + math.exp(-lead))
