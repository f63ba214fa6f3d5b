"""Final Touch worlds for the hard bot: ``determinize(rules, view, rng)`` and a cheap ``clone``.

What a seat knows: its own hand, the Improvement and Smear Zones, the discards (every stroke
got there face up), the top of the Masterpiece pile and everything scored. Unseen: the other
hands (only their sizes are public), the draw pile's order and the Masterpieces beneath the
top. A world deals the unseen strokes at random into the other hands (at their sizes) and the
draw pile, shuffles the unseen Masterpieces beneath the visible one, and gives the state a
fresh generator so future reshuffles are not the real ones.
"""

from __future__ import annotations

import random
from typing import Any

from game.games.final_touch.state import FinalTouchState, FinalTouchView


def unseen_strokes(rules: Any, view: FinalTouchView) -> list[int]:
    """The strokes ``view.seat`` cannot place: other hands plus the draw pile, one per card."""
    unseen: list[int] = []
    for colour, spec in enumerate(rules.content.colours):
        seen = (view.hand[colour] + view.discard[colour] + view.improved[colour]
                + view.smears.count(colour))
        unseen += [colour] * (spec.count - seen)
    return unseen


def determinize(rules: Any, view: FinalTouchView, rng: random.Random) -> FinalTouchState:
    colours = len(rules.colours)
    strokes = unseen_strokes(rules, view)
    rng.shuffle(strokes)
    hands: list[list[int]] = []
    for seat, size in enumerate(view.hand_sizes):
        if seat == view.seat:
            hands.append(list(view.hand))
            continue
        hand = [0] * colours
        for _ in range(size):
            hand[strokes.pop()] += 1
        hands.append(hand)
    if len(strokes) != view.draw_count:
        raise ValueError(f"Final Touch world: {len(strokes)} strokes left for a pile of "
                         f"{view.draw_count}")
    placed = {s.masterpiece for s in view.scored}
    if view.current is not None:
        placed.add(view.current)
    if view.next_masterpiece is not None:
        placed.add(view.next_masterpiece)
    beneath = [m for m in range(len(rules.content.masterpieces)) if m not in placed]
    rng.shuffle(beneath)
    pile = beneath[:max(0, view.pile_count - 1)]
    if view.next_masterpiece is not None:
        pile.append(view.next_masterpiece)
    return FinalTouchState(
        view.players, random.Random(rng.getrandbits(64)), strokes, list(view.discard), hands,
        list(view.improved), list(view.smears), pile, view.current,
        view.turn if view.turn is not None else view.seat, money=list(view.money),
        scored=list(view.scored), contest=view.contest, winners=view.winners)


def clone(state: FinalTouchState) -> FinalTouchState:
    """A copy that shares nothing mutable with ``state`` (lists copied, the rng re-seeded
    from a copy of its state so the clone's luck is the original's)."""
    rng = random.Random()
    rng.setstate(state.rng.getstate())
    return FinalTouchState(
        state.players, rng, list(state.draw), list(state.discard),
        [list(hand) for hand in state.hands], list(state.improved), list(state.smears),
        list(state.pile), state.current, state.turn, list(state.money), list(state.scored),
        state.contest, state.winners, state.end_reason, state.actions_taken)
