"""Five Three Five worlds for the hard bot: ``determinize(rules, view, rng)`` and ``clone``.

A seat sees its hand, every card played this round (the meld's layers and the cleared tricks,
as ``seen``) and the counts of everything else. Unseen: the other hands, every reserve (dealt
face down, the owner's included), the cards set aside and, at two players, the piles scored
at the end of the first half (the view does not carry them). A world deals the unseen cards
at random into those places at their known sizes; whatever is left over at two players is
the scored piles, put beside the opponent (only a tie-break reads them).

Not in the view and so guessed: the round lead used to break a lead tie (the seat to act),
and the target score (the content's default; a table with another target gets the default).
"""

from __future__ import annotations

import random
from typing import Any

from game.games.five_three_five.state import FiveThreeFiveState, FiveThreeFiveView


def unseen_cards(rules: Any, view: FiveThreeFiveView) -> list[int]:
    """One entry per card ``view.seat`` cannot place."""
    size = rules.table.size
    known = [0] * size
    for card in view.hand:
        known[card] += 1
    unseen: list[int] = []
    for rank in rules.content.ranks:
        unseen += [rank] * (view.copies - known[rank] - view.seen[rank])
    return unseen


def determinize(rules: Any, view: FiveThreeFiveView, rng: random.Random) -> FiveThreeFiveState:
    size = rules.table.size
    cards = unseen_cards(rules, view)
    rng.shuffle(cards)

    def deal(count: int) -> list[int]:
        zone = [0] * size
        for _ in range(count):
            zone[cards.pop()] += 1
        return zone

    hands = []
    for seat, count in enumerate(view.hand_counts):
        if seat == view.seat:
            own = [0] * size
            for card in view.hand:
                own[card] += 1
            hands.append(own)
        else:
            hands.append(deal(count))
    two = view.players == 2
    halves = rules.content.deal_for(view.players).hands_per_player > 1
    reserves = [deal(count) for count in view.reserve_counts] if halves else []
    undealt = deal(view.undealt_count)
    scored: list[list[int]] = []
    if two:
        scored = [[0] * size for _ in range(2)]
        scored[1 - view.seat] = deal(len(cards))
    if cards:
        raise ValueError(f"Five Three Five world: {len(cards)} cards have no place")
    discard = list(view.seen)
    for layer in view.layers:
        for card in layer:
            discard[card] -= 1
    scores = list(view.scores)
    played_before = view.half == 2 or view.round_no > 1
    return FiveThreeFiveState(
        players=view.players, rng=random.Random(rng.getrandbits(64)), hands=hands,
        reserves=reserves, undealt=undealt, layers=[list(layer) for layer in view.layers],
        meld_kind=view.meld_kind, discard=discard, scored=scored, scores=scores,
        current=view.current, last_player=view.last_player, passes=view.passes,
        round_no=view.round_no, half=view.half, round_lead=view.current,
        cards_left=[], points_log=[list(scores)] if played_before else [], over=view.over,
        winners=[], target=rules.content.target_score, bridge_gaps=view.bridge_gaps)


def clone(state: FiveThreeFiveState) -> FiveThreeFiveState:
    """A copy sharing nothing mutable (the rng copied too, so the luck is the same)."""
    rng = random.Random()
    rng.setstate(state.rng.getstate())
    return FiveThreeFiveState(
        state.players, rng, [list(h) for h in state.hands], [list(r) for r in state.reserves],
        list(state.undealt), [list(layer) for layer in state.layers], state.meld_kind,
        list(state.discard), [list(s) for s in state.scored], list(state.scores), state.current,
        state.last_player, state.passes, state.round_no, state.half, state.round_lead,
        list(state.cards_left), [list(p) for p in state.points_log], state.over,
        list(state.winners), state.target, state.bridge_gaps)
