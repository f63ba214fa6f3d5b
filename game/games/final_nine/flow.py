"""The flow of a round: dealing, stacks, holes, turn order, the turned card and the landing.

Turn order on a hole: everyone tees off in tee order (seat order on the first hole, then the
best score on the previous hole first, ties keeping the previous order); after that the seat
farthest from the basket (straight-line distance between grid centres) throws next, ties going
to the earlier seat in tee order. A seat stops when its disc is in, or picks up when its strokes
on the hole reach :func:`pickup_at` (it scores exactly that): the pickup rule keeps every hole
finite whatever the players do. Pars are per level (``Hole.par_for``).

PRO wind: a card is turned and discarded at the start of each hole, as the rulebook says, and the
wind direction is drawn from the round's seeded generator, each of N, E, S, W one time in four
(the card colours come 18/11/16/6 and would skew it).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.engine import Event
from game.games.final_nine.cards import flight_params, icon_problem
from game.games.final_nine.geometry import DIRECTIONS, DROP_IN, IN, ISLAND, MANDO, distance2, resolve
from game.games.final_nine.state import (
    BATTLE,
    HOLED,
    LUCK,
    OVER,
    PICKED_UP,
    PLAYING,
    SELECT,
    FinalNineState,
)

if TYPE_CHECKING:
    from game.games.final_nine.engine import FinalNineRules

HAND_SIZE, DEAL_DISCS, DEAL_ACTIONS = 9, 4, 5
PICKUP_OVER_PAR = 7


def pickup_at(par: int) -> int:
    """The strokes at which a seat picks up on a hole of this par (and scores exactly that)."""
    return par + PICKUP_OVER_PAR


def passed_mandos(state: FinalNineState, seat: int) -> frozenset[int]:
    """The mandos ``seat`` has already passed on this hole (they no longer apply to it)."""
    rows = state.mandos_passed
    return frozenset(rows[seat]) if seat < len(rows) else frozenset()

STACKS = {True: ("disc_stack", "disc_discard", "discs"),
          False: ("action_stack", "action_discard", "actions")}


def available(state: FinalNineState, discs: bool) -> int:
    stack, discard, _ = STACKS[discs]
    return len(getattr(state, stack)) + len(getattr(state, discard))


def draw(state: FinalNineState, discs: bool, events: list[Event]) -> int:
    """Top card of a stack (reshuffling its discard pile in when empty); -1 if none at all."""
    stack_name, discard_name, zone = STACKS[discs]
    stack = getattr(state, stack_name)
    if not stack:
        discard = getattr(state, discard_name)
        if not discard:
            return -1
        stack.extend(discard)
        discard.clear()
        state.rng.shuffle(stack)
        events.append(Event("reshuffle", None, (), f"discard:{zone}", f"stack:{zone}",
                            f"The {zone} discard pile is shuffled into a new stack."))
    return stack.pop()


def deal(state: FinalNineState, events: list[Event]) -> None:
    for seat in range(state.players):
        for discs, count in ((True, DEAL_DISCS), (False, DEAL_ACTIONS)):
            cards = [draw(state, discs, events) for _ in range(count)]
            cards = [c for c in cards if c >= 0]
            state.hands[seat].extend(cards)
            zone = STACKS[discs][2]
            events.append(Event("deal", seat, tuple(cards), f"stack:{zone}", f"hand:{seat}",
                                f"Seat {seat} is dealt {len(cards)} {zone}.", {"hidden": True}))


def start_hole(rules: FinalNineRules, state: FinalNineState, events: list[Event]) -> None:
    hole = rules.hole(state.holes[state.hole_index])
    n = state.players
    state.lie = [hole.tee] * n
    state.rough = [False] * n
    state.strokes = [0] * n
    state.throws = [0] * n
    state.status = [PLAYING] * n
    state.island = [True] * n
    state.mandos_passed = [[] for _ in range(n)]
    state.redraws = [0] * n
    state.wind, state.wind_card = -1, -1
    par = hole.par_for(state.level)
    events.append(Event("hole", None, (), None, None,
                        f"Hole {hole.number}: {hole.name}, par {par}.",
                        {"hole": hole.number, "index": state.hole_index, "par": par,
                         "tee": hole.tee, "basket": hole.basket}))
    if state.level == "pro":
        card = draw(state, False, events)
        if card >= 0:
            state.action_discard.append(card)
            state.wind_card = card
            state.wind = state.rng.randrange(4)
            events.append(Event("wind", None, (card,), "stack:actions", "discard:actions",
                                f"The wind blows {DIRECTIONS[state.wind]} on this hole.",
                                {"wind": DIRECTIONS[state.wind]}))
    next_turn(rules, state, events)


def next_turn(rules: FinalNineRules, state: FinalNineState, events: list[Event]) -> None:
    """Pick the next thrower on this hole, or finish the hole when nobody is left."""
    waiting = [s for s in state.tee_order if state.status[s] == PLAYING]
    if not waiting:
        end_hole(rules, state, events)
        return
    fresh = [s for s in waiting if state.throws[s] == 0]
    if fresh:
        seat = fresh[0]
    else:
        basket = rules.hole(state.holes[state.hole_index]).basket
        seat = max(waiting, key=lambda s: (distance2(state.lie[s], basket),
                                           -state.tee_order.index(s)))
    state.thrower = state.actor = seat
    state.phase = SELECT
    events.append(Event("turn", seat, (), None, None, f"Seat {seat} to throw.",
                        {"lie": state.lie[seat]}))


def end_hole(rules: FinalNineRules, state: FinalNineState, events: list[Event]) -> None:
    hole = rules.hole(state.holes[state.hole_index])
    par = hole.par_for(state.level)
    cap = pickup_at(par)
    card = [min(s, cap) for s in state.strokes]
    for seat in range(state.players):
        state.scores[seat].append(card[seat])
    state.pars.append(par)
    events.append(Event("score", None, (), None, None,
                        f"Hole {hole.number} done: " + ", ".join(
                            f"seat {s} {card[s] - par:+d}" for s in range(state.players)),
                        {"hole": hole.number, "strokes": card, "par": par,
                         "vs_par": [c - par for c in card],
                         "totals": [sum(r) - sum(state.pars) for r in state.scores]}))
    # Honours: the best score on this hole tees off first next; ties keep the old order.
    state.tee_order.sort(key=lambda s: card[s])
    state.hole_index += 1
    if state.hole_index >= len(state.holes):
        state.phase = OVER
        totals = [sum(r) - sum(state.pars) for r in state.scores]
        events.append(Event("game_end", None, (), None, None,
                            "Round over: " + ", ".join(f"seat {s} {t:+d}"
                                                       for s, t in enumerate(totals)),
                            {"vs_par": totals}))
        return
    start_hole(rules, state, events)


def turn_card(rules: FinalNineRules, state: FinalNineState, events: list[Event]) -> None:
    """The throw itself: turn the next action card and apply it as the rules say."""
    seat = state.thrower
    card_id = draw(state, False, events)
    state.phase = LUCK
    if card_id < 0:
        events.append(Event("throw_card", seat, (), None, None,
                            "No action card is left to turn: the throw is good."))
        flight_event(rules, state, events)
        return
    state.action_discard.append(card_id)
    state.drawn = card_id
    card = rules.content.cards[card_id]
    blocked = icon_problem(card, state.putt) or gust_problem(state, card)
    if card.is_good:
        # Standard: only an instant may be used; Battle: any Skill or Luck may be used.
        state.drawn_usable = blocked is None and (card.instant or state.battle)
        verdict = "the throw is good" + (" (it may be applied)" if state.drawn_usable else "")
    elif state.battle:
        verdict = "Battle rules: it is ignored and the throw is good"
    elif blocked:
        verdict = f"{blocked}: the throw is good"
    else:
        state.hostile.append(card_id)
        verdict = "it must be applied"
    events.append(Event("throw_card", seat, (card_id,), "stack:actions", "discard:actions",
                        f"Seat {seat} turns {card.name} ({card.colour}): {verdict}.",
                        {"colour": card.colour, "type": card.type,
                         "applied": card_id in state.hostile, "usable": state.drawn_usable}))
    flight_event(rules, state, events)


def gust_problem(state: FinalNineState, card) -> str | None:
    """REC ignores the wind: a wind-icon card does nothing there (the reason, or None)."""
    if card.wind and state.level == "rec":
        return f"REC ignores the wind, so {card.name} does nothing"
    return None


def current_flight(rules: FinalNineRules, state: FinalNineState):
    seat = state.thrower
    geom = rules.geometry(state.holes[state.hole_index], state.level)
    dist, lat = flight_params(rules.content, state.disc, state.direction,
                              state.pre + state.active_hostile(), state.post, state.wind,
                              state.rough[seat], gusts=state.level != "rec")
    return geom, geom.trace(state.lie[seat], state.direction, dist, lat), dist, lat


def flight_event(rules: FinalNineRules, state: FinalNineState, events: list[Event]) -> None:
    _geom, flight, dist, lat = current_flight(rules, state)
    surface = rules.hole(state.holes[state.hole_index]).letter(flight.landing) \
        if flight.landing >= 0 else "edge"
    events.append(Event("flight", state.thrower, (state.disc,), None, None,
                        f"The disc flies {dist} and drifts {lat:+d}.",
                        {"path": list(flight.path), "landing": flight.landing,
                         "surface": surface, "ob": flight.ob, "distance": dist, "lateral": lat,
                         "direction": DIRECTIONS[state.direction], "wind": state.wind,
                         "clump": flight.clumped, "struck": flight.struck,
                         "mando_missed": bool(flight.mandos_wrong
                                              - passed_mandos(state, state.thrower))}))


def land(rules: FinalNineRules, state: FinalNineState, discs: int, events: list[Event]) -> None:
    """Refill(discs): call effects, the landing and its penalties, the refill, the next turn."""
    seat = state.thrower
    hole = rules.hole(state.holes[state.hole_index])
    penalty, rough = _call_effects(rules, state, events)
    geom, flight, distance, lateral = current_flight(rules, state)
    start = state.lie[seat]
    outcome = resolve(geom, start, flight, putter=rules.content.cards[state.disc].is_putter,
                      from_distance=state.from_distance, green_flag=state.green_flag,
                      island_check=state.island[seat] and start == hole.tee,
                      passed=passed_mandos(state, seat))
    if outcome.kind not in (MANDO, ISLAND) and flight.mandos_passed:
        while len(state.mandos_passed) <= seat:
            state.mandos_passed.append([])
        state.mandos_passed[seat] = sorted(set(state.mandos_passed[seat]) | flight.mandos_passed)
    state.throws[seat] += 1
    state.strokes[seat] += 1 + penalty + outcome.penalty
    state.lie[seat] = outcome.cell
    if outcome.kind == "island":
        state.island[seat] = False
    keep = state.rough[seat] if outcome.kind == "mando" else False
    state.rough[seat] = rough or keep or geom.bushes[outcome.cell]
    if outcome.kind in (IN, DROP_IN):
        state.status[seat] = HOLED
    events.append(Event("land", seat, (), None, None, _landing_text(seat, outcome, flight.struck),
                        {"outcome": outcome.kind, "cell": outcome.cell,
                         "penalty": penalty + outcome.penalty, "strokes": state.strokes[seat],
                         "path": list(flight.path), "landing": flight.landing,
                         "direction": DIRECTIONS[state.direction], "disc": state.disc,
                         "distance": distance, "lateral": lateral, "struck": flight.struck}))
    _refill(state, seat, discs, events)
    cap = pickup_at(hole.par_for(state.level))
    if state.status[seat] == PLAYING and state.strokes[seat] >= cap:
        state.status[seat] = PICKED_UP
        events.append(Event("pickup", seat, (), None, None, f"Seat {seat} picks up at {cap}."))
    clear_throw(state)
    next_turn(rules, state, events)


def _call_effects(rules: FinalNineRules, state: FinalNineState, events: list[Event]
                  ) -> tuple[int, bool]:
    seat, penalty, rough = state.thrower, 0, False
    for card_id in state.active_hostile():
        special = rules.content.cards[card_id].special
        if special == "penalty":
            penalty += 1
        elif special == "rough":
            rough = True
        elif special == "fumble" and state.hands[seat]:
            lost = state.hands[seat].pop(state.rng.randrange(len(state.hands[seat])))
            pile = "discs" if rules.content.is_disc(lost) else "actions"
            (state.disc_discard if pile == "discs" else state.action_discard).append(lost)
            events.append(Event("discard", seat, (lost,), f"hand:{seat}", f"discard:{pile}",
                                f"Seat {seat} fumbles a card from the hand."))
    return penalty, rough


def _landing_text(seat: int, outcome, struck: bool) -> str:
    return {
        "land": f"Seat {seat} lands safely.",
        "in": f"Seat {seat} is IN the basket!",
        "drop_in": f"Seat {seat} lands under the basket: a drop-in, +1.",
        "ob": f"Seat {seat} is out of bounds" + (", +1." if outcome.penalty else ", no penalty."),
        "struck": f"Seat {seat} hits the building: out of bounds"
                  + (", +1." if outcome.penalty else ", no penalty."),
        "island": f"Seat {seat} misses the island: drop zone, +1.",
        "mando": f"Seat {seat} misses the mando: re-throw from the same grid, +1.",
    }["struck" if outcome.kind == "ob" and struck else outcome.kind]


def refill_range(state: FinalNineState, seat: int) -> tuple[int, int]:
    """The allowed numbers of discs to take when refilling ``seat``'s hand to 9."""
    missing = max(0, HAND_SIZE - len(state.hands[seat]))
    discs, actions = available(state, True), available(state, False)
    hi = min(missing, discs)
    lo = min(hi, max(0, missing - actions))
    return lo, hi


def _refill(state: FinalNineState, seat: int, discs: int, events: list[Event]) -> None:
    missing = max(0, HAND_SIZE - len(state.hands[seat]))
    for from_discs, count in ((True, discs), (False, missing - discs)):
        cards = [draw(state, from_discs, events) for _ in range(count)]
        cards = [c for c in cards if c >= 0]
        if cards:
            state.hands[seat].extend(cards)
            zone = STACKS[from_discs][2]
            events.append(Event("draw", seat, tuple(cards), f"stack:{zone}", f"hand:{seat}",
                                f"Seat {seat} refills {len(cards)} {zone}.", {"hidden": True}))


def clear_throw(state: FinalNineState) -> None:
    state.disc, state.direction, state.putt = -1, 0, False
    state.pre, state.post, state.hostile, state.nullified = [], [], [], []
    state.drawn, state.drawn_usable = -1, False
    state.swapped = state.offered = False
    state.offer_disc = state.offer_seat = -1
    state.from_distance = state.green_flag = False
    state.effects = []


def after_skills(rules: FinalNineRules, state: FinalNineState, events: list[Event]) -> None:
    """Throw: in Battle the next seat may add a card first; then the action card is turned."""
    if state.battle and state.players > 1:
        state.phase = BATTLE
        state.actor = (state.thrower + 1) % state.players
        events.append(Event("battle_chance", state.actor, (), None, None,
                            f"Seat {state.actor} may add a Deviation or Call."))
        return
    turn_card(rules, state, events)
