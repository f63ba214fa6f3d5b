"""Final Nine worlds for the hard bot: ``determinize(rules, view, rng)``, ``clone``, and the
search's cut-off and value.

A seat sees its hand, both discard piles (every card is played face up), the throw in
progress, lies and scores; of the others only hand sizes; of the stacks only their sizes.
Known in another hand: the disc being thrown and the disc offered in a trade (both in the
thrower's hand). A world deals the rest at random: discs to the disc stack, actions to the
action stack (at their sizes, so the sampled draws are the luck of that world), the remainder
into the other hands at their sizes, and a fresh generator for the wind and the reshuffles.

The search looks one throw ahead: a rollout stops when the throw being decided has landed
(or the hole is over), and the world scores the strokes taken plus the strokes still to go
from each lie by the throws-to-basket map (``valuemap``). Not in the view and so left at its
default in a world: the wind card's id (the wind itself is public), the opening events and
the course layout option (the holes' order, which is public, is what play reads). The tee
order is replayed from the public scorecard (honours: best score on a hole tees first).
"""

from __future__ import annotations

import random
from typing import Any

from game.games.final_nine.state import PLAYING, FinalNineState
from game.games.final_nine.valuemap import generic_flights, throws_to_basket
from game.games.final_nine.view import FinalNineView

STROKE = 0.1          # a stroke's worth in the search's 0..1-ish value


def _known_elsewhere(view: FinalNineView) -> list[int]:
    if view.thrower == view.seat:
        return []
    gone = set(view.hand) | set(view.disc_discard)
    return sorted(card for card in {view.disc, view.offer_disc} if card >= 0 and card not in gone)


def determinize(rules: Any, view: FinalNineView, rng: random.Random) -> FinalNineState:
    discs, actions = rules.content.pack(view.half)
    known = _known_elsewhere(view)
    seen = set(view.hand) | set(view.disc_discard) | set(view.action_discard) | set(known)
    unseen_discs = [c for c in discs if c not in seen]
    unseen_actions = [c for c in actions if c not in seen]
    rng.shuffle(unseen_discs)
    rng.shuffle(unseen_actions)
    disc_stack = unseen_discs[:view.disc_stack_count]
    action_stack = unseen_actions[:view.action_stack_count]
    rest = unseen_discs[view.disc_stack_count:] + unseen_actions[view.action_stack_count:]
    rng.shuffle(rest)
    hands: list[list[int]] = []
    for seat, size in enumerate(view.hand_counts):
        if seat == view.seat:
            hands.append(list(view.hand))
            continue
        hand = list(known) if seat == view.thrower else []
        hand += [rest.pop() for _ in range(size - len(hand))]
        hands.append(hand)
    if rest or len(disc_stack) != view.disc_stack_count or \
            len(action_stack) != view.action_stack_count:
        raise ValueError("Final Nine world: the unseen cards do not fill the hidden places")
    tee_order = list(range(view.players))      # honours, replayed from the public scorecard
    for hole in range(len(view.pars)):
        tee_order.sort(key=lambda s: view.scores[s][hole])
    return FinalNineState(
        players=view.players, level=view.level, battle=view.battle, half=view.half,
        layout="full", holes=list(view.holes), rng=random.Random(rng.getrandbits(64)),
        hole_index=view.hole_index, disc_stack=disc_stack, disc_discard=list(view.disc_discard),
        action_stack=action_stack, action_discard=list(view.action_discard), hands=hands,
        tee_order=tee_order, lie=list(view.lie), rough=list(view.rough), strokes=list(view.strokes),
        throws=list(view.throws), status=list(view.status), island=list(view.island),
        mandos_passed=[list(row) for row in view.mandos_passed], redraws=list(view.redraws),
        wind=view.wind, wind_card=-1, scores=[list(row) for row in view.scores],
        pars=list(view.pars), phase=view.phase, thrower=view.thrower, actor=view.actor,
        disc=view.disc, direction=view.direction, putt=view.putt, pre=list(view.pre),
        post=list(view.post), hostile=list(view.hostile), nullified=list(view.nullified),
        drawn=view.drawn, drawn_usable=view.drawn_usable, offered=view.offer_disc >= 0,
        offer_disc=view.offer_disc, offer_seat=view.offer_seat,
        from_distance=view.from_distance, green_flag=view.green_flag, effects=list(view.effects))


def clone(state: FinalNineState) -> FinalNineState:
    """A field-by-field copy: lists copied, the rng copied (same luck), nothing shared."""
    rng = random.Random()
    rng.setstate(state.rng.getstate())
    copy = FinalNineState(state.players, state.level, state.battle, state.half, state.layout,
                          list(state.holes), rng)
    for name, value in vars(state).items():
        if name == "rng":
            continue
        if isinstance(value, list):
            value = [list(v) if isinstance(v, list) else v for v in value]
        setattr(copy, name, value)
    return copy


THROWS_AHEAD = 2      # a play-out follows the throw being decided and the thrower's next one


def search_done(root: FinalNineState, state: FinalNineState) -> bool:
    """The throw being decided and the thrower's next one have landed, or the hole is over.
    (The normal bot already judges a landing by its best next throw with the discs it will
    hold, so a one-throw search valued by the map alone saw less than the bot it seeds.)"""
    return state.hole_index != root.hole_index or \
        state.throws[root.thrower] >= root.throws[root.thrower] + THROWS_AHEAD


def search_candidates(prior: object, others: list) -> list:
    """Only moves of the throw itself: another disc or direction, another skill or the throw,
    another luck card or the drawn card, another Battle card or none. Redraws, swaps, trades
    and refills stay the normal bot's: the one-throw value cannot see what they do later, and
    searching every kind of move measurably hurt (4 AM solo 18-hole rounds at +96.25 against
    par, the normal bot +0.06 over 100)."""
    group = _GROUPS.get(type(prior).__name__)
    if group is None:
        return []
    return [action for action in others if type(action).__name__ in group]


_THROW = {"ChooseThrow"}
_SKILL = {"PlaySkill", "Throw"}
_LUCK = {"PlayLuck", "ApplyDrawn"}
_BATTLE = {"BattleCard", "NoBattleCard"}
_GROUPS = {name: group for group in (_THROW, _SKILL, _LUCK, _BATTLE) for name in group}


class Valuer:
    """Strokes taken plus strokes still to go on the hole being played, per seat."""

    def __init__(self, rules: Any):
        self.rules = rules
        self.flights = generic_flights(rules.content)
        self.maps: dict[tuple[int, str, int], list[float]] = {}

    def cost(self, state: FinalNineState, seat: int) -> float:
        total = float(sum(state.scores[seat]))
        if state.phase == "over":
            return total
        total += state.strokes[seat]
        # strokes to go only on a hole the seat has begun: once a play-out has moved on to the
        # next hole, that hole's strokes from the tee are the same whatever was chosen, and
        # counting them made holing out look worse than staying short (the cause of the
        # +88 strokes measured before)
        if state.status[seat] == PLAYING and (state.throws[seat] or state.strokes[seat]):
            hole = state.holes[state.hole_index]
            key = (hole, state.level, state.wind)
            values = self.maps.get(key)
            if values is None:
                geom = self.rules.geometry(hole, state.level)
                values = self.maps[key] = throws_to_basket(geom, self.flights, state.wind)
            total += min(values[state.lie[seat]], 9.0)
        return total

    def value(self, state: FinalNineState, seat: int) -> float:
        """Minus a tenth per stroke; with rivals, plus a tenth per stroke they take on average
        (so a Battle card that costs the next thrower a stroke is worth one saved)."""
        mine = self.cost(state, seat)
        rivals = [s for s in range(state.players) if s != seat]
        theirs = sum(self.cost(state, s) for s in rivals) / len(rivals) if rivals else 0.0
        return STROKE * (theirs - mine)
