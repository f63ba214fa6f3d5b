"""What the current player may do: ``legal_actions`` and ``why_illegal`` for every phase.

Both read the same predicates (``skill_problem``, ``luck_problem``, ...), so the list the UI and
the bots choose from and the check ``apply`` runs first always agree (a property test checks it).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.games.final_nine.actions import (
    AcceptTrade,
    ApplyDrawn,
    BattleCard,
    ChooseThrow,
    DeclineTrade,
    NoBattleCard,
    OfferTrade,
    PassThrow,
    PlayLuck,
    PlaySkill,
    Redraw,
    Refill,
    SwapDisc,
    Throw,
)
from game.games.final_nine.cards import icon_problem, throw_immunities
from game.games.final_nine.flow import available, current_flight, gust_problem, refill_range
from game.games.final_nine.geometry import DIRECTIONS
from game.games.final_nine.state import BATTLE, LUCK, OVER, SELECT, SKILL, TRADE, FinalNineState

if TYPE_CHECKING:
    from game.games.final_nine.engine import FinalNineRules

MAX_REDRAWS = 2


def _discs_in(rules: FinalNineRules, hand: list[int]) -> list[int]:
    count = rules.content.disc_count
    return [c for c in hand if c < count]


def _can_redraw(state: FinalNineState) -> bool:
    seat = state.thrower
    return state.throws[seat] == 0 and state.redraws[seat] < MAX_REDRAWS


def _swap_cards(rules: FinalNineRules, state: FinalNineState) -> list[int]:
    """Cards that may be given up for a new disc (+1): any disc, or any card with no disc."""
    if state.swapped:
        return []
    hand = state.hands[state.thrower]
    discs = _discs_in(rules, hand)
    pool = discs or hand
    spare = available(state, True)
    return [c for c in pool if spare or rules.content.is_disc(c)]


def _wind_immune(rules: FinalNineRules, state: FinalNineState) -> bool:
    return throw_immunities(rules.content, rules.content.cards[state.disc], state.pre)[1]


def skill_problem(rules: FinalNineRules, state: FinalNineState, card_id: int) -> str | None:
    if card_id not in state.hands[state.thrower]:      # before the look-up: any number may come
        return "you do not hold that card"
    card = rules.content.cards[card_id]
    if rules.content.is_disc(card_id) or not (card.type == "skill" or card.either):
        return f"{card.name} is not a Skill"
    problem = icon_problem(card, state.putt) or gust_problem(state, card)
    if problem:
        return problem
    bushes, wind = throw_immunities(rules.content, rules.content.cards[state.disc], state.pre)
    if card.wind and wind:
        return f"this throw ignores the wind, so {card.name} would do nothing"
    if (card.special == "immune_bushes" and bushes) or (card.special == "immune_wind" and wind):
        return f"this throw is already immune, so {card.name} would do nothing"
    return None


def luck_problem(rules: FinalNineRules, state: FinalNineState, card_id: int, target: int,
                 drawn: bool = False) -> str | None:
    """Why this Luck (or the card turned on the throw, ``drawn``) cannot be applied now."""
    if not drawn and card_id not in state.hands[state.thrower]:    # before the look-up
        return "you do not hold that card"
    card = rules.content.cards[card_id]
    if not drawn and (rules.content.is_disc(card_id) or not (card.type == "luck" or card.either)):
        return f"{card.name} is not a Luck card"
    problem = icon_problem(card, state.putt) or gust_problem(state, card)
    if problem:
        return problem
    if card.special == "nullify":
        hostile = state.active_hostile()
        if not hostile:
            return "there is no Deviation or Call on this throw to cancel"
        if not drawn and target not in hostile:
            return "choose a Deviation or Call of this throw to cancel"
        return None
    if target >= 0:
        return f"{card.name} does not cancel a card"
    bushes, wind = throw_immunities(rules.content, rules.content.cards[state.disc], state.pre)
    if card.wind and wind:
        return f"this throw ignores the wind, so {card.name} would do nothing"
    if card.special in ("from_distance", "green_flag"):
        _, flight, _, _ = current_flight(rules, state)
        if card.special == "from_distance":
            if rules.content.cards[state.disc].is_putter:
                return "a putter needs no From Distance to go in"
            if flight.landing != rules.hole(state.holes[state.hole_index]).basket:
                return "From Distance needs the disc on the basket grid"
            if state.from_distance:
                return "From Distance is already applied"
        elif not flight.ob:
            return "Green Flag needs the disc out of bounds"
        elif state.green_flag:
            return "Green Flag is already applied"
    if (card.special == "immune_bushes" and bushes) or (card.special == "immune_wind" and wind):
        return f"this throw is already immune, so {card.name} would do nothing"
    return None


def battle_problem(rules: FinalNineRules, state: FinalNineState, card_id: int) -> str | None:
    if card_id not in state.hands[state.actor]:        # before the look-up: any number may come
        return "you do not hold that card"
    card = rules.content.cards[card_id]
    if rules.content.is_disc(card_id) or card.type not in ("deviation", "call"):
        return f"{card.name} is not a Deviation or Call"
    problem = icon_problem(card, state.putt) or gust_problem(state, card)
    if problem:
        return problem
    if card.wind and _wind_immune(rules, state):
        return f"this throw ignores the wind, so {card.name} would do nothing"
    return None


def legal_actions(rules: FinalNineRules, state: FinalNineState) -> list:
    table = rules.table
    phase = state.phase
    if phase == SELECT:
        return _legal_select(rules, state)
    if phase == SKILL:
        hand = state.hands[state.thrower]
        out = [table.skill[c] for c in hand if not rules.content.is_disc(c)
               and skill_problem(rules, state, c) is None]
        out.append(table.throw)
        return out
    if phase == LUCK:
        return _legal_luck(rules, state)
    if phase == BATTLE:
        hand = state.hands[state.actor]
        out = [table.battle[c] for c in hand if not rules.content.is_disc(c)
               and battle_problem(rules, state, c) is None]
        out.append(table.no_battle)
        return out
    if phase == TRADE:
        out = [table.accept[c] for c in _discs_in(rules, state.hands[state.actor])]
        out.append(table.decline)
        return out
    return []


def _legal_select(rules: FinalNineRules, state: FinalNineState) -> list:
    table, seat = rules.table, state.thrower
    hand = state.hands[seat]
    discs = _discs_in(rules, hand)
    out: list = []
    if _can_redraw(state):
        spare_discs, spare_actions = available(state, True), available(state, False)
        for c in hand:
            is_disc = rules.content.is_disc(c)
            if spare_actions or not is_disc:
                out.append(table.redraw[c][0])
            if spare_discs or is_disc:
                out.append(table.redraw[c][1])
    swaps = _swap_cards(rules, state)
    out.extend(table.swap[c] for c in swaps)
    if not state.offered:          # offers go to the other seats (none at one player)
        for c in discs:
            offers = table.offer[c]
            out.extend(offers[s] for s in range(state.players) if s != seat)
    for c in discs:
        out.extend(table.choose[c])
    if not discs and not swaps:
        out.append(table.pass_throw)
    return out


def _legal_luck(rules: FinalNineRules, state: FinalNineState) -> list:
    table = rules.table
    out: list = []
    if state.drawn_usable and luck_problem(rules, state, state.drawn, -1, drawn=True) is None:
        out.append(table.apply_drawn)
    hostile = state.active_hostile()
    for c in state.hands[state.thrower]:
        if rules.content.is_disc(c):
            continue
        if rules.content.cards[c].special == "nullify":
            out.extend(PlayLuck(c, t) for t in hostile if luck_problem(rules, state, c, t) is None)
        elif luck_problem(rules, state, c, -1) is None:
            out.append(table.luck[c])
    lo, hi = refill_range(state, state.thrower)
    out.extend(table.refill[n] for n in range(lo, hi + 1))
    return out


def why_illegal(rules: FinalNineRules, state: FinalNineState, action: object) -> str | None:
    """None when ``action`` is legal now, else a sentence for the player."""
    if state.phase == OVER:
        return "the round is over"
    check = _CHECKS.get(type(action))
    if check is None:
        return f"{action!r} is not a Final Nine action"
    return check(rules, state, action)


def _phase(state: FinalNineState, wanted: str, doing: str) -> str | None:
    return None if state.phase == wanted else f"you cannot {doing} now (it is the {state.phase} step)"


def _check_redraw(rules, state, action: Redraw) -> str | None:
    problem = _phase(state, SELECT, "redraw")
    if problem:
        return problem
    if not _can_redraw(state):
        return "you may only swap up to 2 cards at the start of a hole, before your first throw"
    if action.card not in state.hands[state.thrower]:
        return "you do not hold that card"
    freed = rules.content.is_disc(action.card) == action.from_discs
    if not (available(state, action.from_discs) or freed):
        return "that stack and its discard pile are empty"
    return None


def _check_offer(rules, state, action: OfferTrade) -> str | None:
    problem = _phase(state, SELECT, "offer a trade")
    if problem:
        return problem
    if state.offered:
        return "you may offer one trade per throw"
    if not (0 <= action.seat < state.players) or action.seat == state.thrower:
        return "offer the trade to another player at the table"
    if action.disc not in _discs_in(rules, state.hands[state.thrower]):
        return "you can only trade a disc you hold"
    return None


def _check_accept(rules, state, action: AcceptTrade) -> str | None:
    problem = _phase(state, TRADE, "answer a trade")
    if problem:
        return problem
    if action.disc not in _discs_in(rules, state.hands[state.actor]):
        return "you can only give back a disc you hold"
    return None


def _check_decline(rules, state, action) -> str | None:
    return _phase(state, TRADE, "decline a trade")


def _check_swap(rules, state, action: SwapDisc) -> str | None:
    problem = _phase(state, SELECT, "swap a disc")
    if problem:
        return problem
    if state.swapped:
        return "you may swap for a new disc once per throw"
    if action.card not in _swap_cards(rules, state):
        return "give up a disc you hold (any card only when you hold no disc) for a new disc"
    return None


def _check_pass(rules, state, action) -> str | None:
    problem = _phase(state, SELECT, "pass")
    if problem:
        return problem
    if _discs_in(rules, state.hands[state.thrower]) or _swap_cards(rules, state):
        return "you can still throw a disc"
    return None


def _check_choose(rules, state, action: ChooseThrow) -> str | None:
    problem = _phase(state, SELECT, "choose a disc")
    if problem:
        return problem
    if action.direction not in DIRECTIONS:
        return "throw N, E, S or W"
    if action.disc not in _discs_in(rules, state.hands[state.thrower]):
        if action.disc in state.hands[state.thrower]:
            return "that is an action card, not a disc: choose a disc to throw"
        return "you do not hold that disc"
    return None


def _check_skill(rules, state, action: PlaySkill) -> str | None:
    return _phase(state, SKILL, "play a Skill") or skill_problem(rules, state, action.card)


def _check_throw(rules, state, action) -> str | None:
    return _phase(state, SKILL, "throw")


def _check_battle(rules, state, action: BattleCard) -> str | None:
    return _phase(state, BATTLE, "add a Battle card") or battle_problem(rules, state, action.card)


def _check_no_battle(rules, state, action) -> str | None:
    return _phase(state, BATTLE, "pass on a Battle card")


def _check_drawn(rules, state, action) -> str | None:
    problem = _phase(state, LUCK, "apply the turned card")
    if problem:
        return problem
    if not state.drawn_usable:
        return "the turned card cannot be applied on this throw"
    return luck_problem(rules, state, state.drawn, -1, drawn=True)


def _check_luck(rules, state, action: PlayLuck) -> str | None:
    return _phase(state, LUCK, "play a Luck card") or \
        luck_problem(rules, state, action.card, action.target)


def _check_refill(rules, state, action: Refill) -> str | None:
    problem = _phase(state, LUCK, "land and refill")
    if problem:
        return problem
    lo, hi = refill_range(state, state.thrower)
    if not lo <= action.discs <= hi:
        return f"take between {lo} and {hi} discs when refilling"
    return None


_CHECKS = {
    Redraw: _check_redraw, OfferTrade: _check_offer, AcceptTrade: _check_accept,
    DeclineTrade: _check_decline, SwapDisc: _check_swap, PassThrow: _check_pass,
    ChooseThrow: _check_choose, PlaySkill: _check_skill, Throw: _check_throw,
    BattleCard: _check_battle, NoBattleCard: _check_no_battle, ApplyDrawn: _check_drawn,
    PlayLuck: _check_luck, Refill: _check_refill,
}
