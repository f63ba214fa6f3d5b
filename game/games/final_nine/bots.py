"""Final Nine bots. :class:`NormalBot` plays to the fewest expected strokes, from its view only.

How it scores a throw: the landing (engine geometry, the same :func:`resolve`) plus the hole's
throws-to-basket map (:mod:`valuemap`) from there. The card turned on the throw is averaged over
the action cards it has not seen (the pack minus its hand and the face-up discard pile), each
applied as the rules say (a Deviation must apply; an instant Skill/Luck is used only if it
helps), and after it the best single Luck from its hand. It picks the disc and direction with the
lowest expectation, adds Skills while they lower it, plays Luck after the throw when it helps,
refills towards 4 discs, redraws dead Deviation/Call cards at the start of a hole (standard
rules), and in Battle adds the card that hurts the thrower most.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from game.games.final_nine.actions import (
    ApplyDrawn,
    BattleCard,
    ChooseThrow,
    DeclineTrade,
    NoBattleCard,
    PassThrow,
    PlayLuck,
    PlaySkill,
    Redraw,
    Refill,
    SwapDisc,
    Throw,
)
from game.games.final_nine.cards import flight_params, icon_problem, throw_immunities
from game.games.final_nine.geometry import DIRECTIONS, DROP_IN, IN, HoleGeometry, in_putter_range, resolve
from game.games.final_nine.valuemap import (
    GenericFlight,
    bare_params,
    generic_flights,
    throws_to_basket,
)

TARGET_DISCS = 4
ROUGH_COST = 0.35          # a rough lie costs about a third of a stroke later
SHORTLIST = 5
SWAP_COST = 1.0            # without the right disc next turn: about a swap's stroke


@dataclass
class _Lie:
    """Where a seat throws from, and the hole's map as it reads at this level and wind."""

    geom: HoleGeometry
    values: list[float]
    lie: int
    rough: bool
    island: bool
    wind: int
    passed: frozenset[int] = frozenset()     # mandos this seat has passed on the hole
    gusts: bool = True                       # wind cards act (not at REC)


class NormalBot:
    name = "normal"

    def __init__(self, rules: Any):
        self.rules = rules
        self.content = rules.content
        self._flights = generic_flights(self.content)
        self._maps: dict[tuple[int, str, int], list[float]] = {}
        self._unseen_key: tuple = ()
        self._unseen: list[tuple[int, int]] = []
        self._generic = {card.id: GenericFlight(card.distance, card.fade,
                                                -1 if card.hand == "BH" else 1, card.is_putter,
                                                card.immune_bushes, card.immune_wind)
                         for card in self.content.cards[:self.content.disc_count]}
        self._plan_blind()

    # --- entry point --------------------------------------------------------------------------
    def choose(self, view: Any, legal: Sequence[Any], rng: random.Random) -> Any:
        phase = view.phase
        if phase == "select":
            return self._select(view, legal)
        if phase == "skill":
            return self._skill(view, legal)
        if phase == "luck":
            return self._luck(view, legal)
        if phase == "battle":
            return self._battle(view, legal)
        return next((a for a in legal if isinstance(a, DeclineTrade)), legal[0])

    # --- evaluation ---------------------------------------------------------------------------
    def _lie(self, view: Any, seat: int) -> _Lie:
        geom = self.rules.geometry(view.hole, view.level)
        key = (view.hole, view.level, view.wind)
        values = self._maps.get(key)
        if values is None:
            values = self._maps[key] = throws_to_basket(geom, self._flights, view.wind)
        lie = view.lie[seat]
        passed = frozenset(view.mandos_passed[seat]) if seat < len(view.mandos_passed) else frozenset()
        return _Lie(geom, values, lie, view.rough[seat], view.island[seat] and lie == geom.tee,
                    view.wind, passed, view.level != "rec")

    def _value(self, at: _Lie, disc: int, direction: int, pre: list[int], post: list[int],
               hostile: list[int], from_distance: bool = False, green: bool = False) -> float:
        """Strokes to hole out after this exact throw (deterministic)."""
        cards = self.content.cards
        dist, lat = flight_params(self.content, disc, direction, pre + hostile, post, at.wind,
                                  at.rough, gusts=at.gusts)
        flight = at.geom.trace(at.lie, direction, dist, lat)
        outcome = resolve(at.geom, at.lie, flight, putter=cards[disc].is_putter,
                          from_distance=from_distance, green_flag=green, island_check=at.island,
                          passed=at.passed)
        value = 1.0 + outcome.penalty
        if outcome.kind not in (IN, DROP_IN):
            value += self._next(at, outcome.cell)
        for card_id in hostile:
            special = cards[card_id].special
            value += 1.0 if special == "penalty" else ROUGH_COST if special == "rough" else 0.0
        return value

    def _next(self, at: _Lie, cell: int) -> float:
        """Strokes from ``cell`` with the discs left in hand for the next throw (one look ahead
        with them, the map after that); never worse than a swap for a new disc (+1)."""
        memo = self._memo
        value = memo.get(cell)
        if value is not None:
            return value
        geom, values = at.geom, at.values
        best = values[cell] + SWAP_COST
        rough = geom.bushes[cell]
        for flight in self._rest:
            for direction in range(4):
                dist, lat = bare_params(flight, direction, at.wind, rough)
                outcome = resolve(geom, cell, geom.trace(cell, direction, dist, lat),
                                  putter=flight.putter, from_distance=self._rest_fd)
                total = 1.0 + outcome.penalty
                if outcome.kind not in (IN, DROP_IN):
                    total += values[outcome.cell]
                best = min(best, total)
        memo[cell] = best
        return best

    def _plan_with(self, view: Any, thrown: int) -> None:
        """Set the discs left after throwing ``thrown`` (-1: the disc is already out of hand)."""
        content = self.content
        rest = tuple(sorted(c for c in view.hand if content.is_disc(c) and c != thrown))
        has_fd = any(content.cards[c].special == "from_distance" for c in view.hand
                     if not content.is_disc(c))
        key = (rest, has_fd, view.hole, view.level, view.wind)
        if key != self._rest_key:
            self._rest_key = key
            self._rest = [self._generic[c] for c in rest]
            self._rest_fd = has_fd
            self._memo = {}

    def _plan_blind(self) -> None:
        """For another seat's throw: its hand is hidden, so read the map alone."""
        self._rest_key, self._rest, self._rest_fd, self._memo = None, [], False, {}

    def _with_card(self, at: _Lie, disc: int, direction: int, pre: list[int], post: list[int],
                   hostile: list[int], card_id: int, fd: bool = False, green: bool = False,
                   skill: bool = False) -> float:
        """The value after also applying a good card (Skill before, Luck after the throw)."""
        card = self.content.cards[card_id]
        if card.special == "from_distance":
            return self._value(at, disc, direction, pre, post, hostile, True, green)
        if card.special == "green_flag":
            return self._value(at, disc, direction, pre, post, hostile, fd, True)
        if card.special == "nullify":
            rest = hostile[1:] if hostile else hostile
            return self._value(at, disc, direction, pre, post, rest, fd, green)
        if skill or card.type == "skill":
            return self._value(at, disc, direction, pre + [card_id], post, hostile, fd, green)
        return self._value(at, disc, direction, pre, post + [card_id], hostile, fd, green)

    def _usable(self, card_id: int, putt: bool, disc: int, pre: list[int],
                gusts: bool = True) -> bool:
        card = self.content.cards[card_id]
        if icon_problem(card, putt) or (card.wind and not gusts):
            return False
        return not (card.wind and throw_immunities(self.content, self.content.cards[disc], pre)[1])

    def _unseen_groups(self, view: Any) -> list[tuple[int, int]]:
        """(a representative card, how many unseen) per card name, over unseen action cards."""
        key = (view.half, view.hand, len(view.action_discard), view.action_stack_count)
        if key == self._unseen_key:
            return self._unseen
        seen = set(view.hand) | set(view.action_discard)
        groups: dict[str, list[int]] = {}
        for card_id in self.content.pack(view.half)[1]:
            if card_id not in seen:
                groups.setdefault(self.content.cards[card_id].name, []).append(card_id)
        self._unseen_key = key
        self._unseen = [(ids[0], len(ids)) for ids in groups.values()]
        return self._unseen

    def _lucks(self, view: Any) -> list[int]:
        cards = self.content.cards
        return [c for c in view.hand if not self.content.is_disc(c)
                and (cards[c].type == "luck" or cards[c].either)]

    def _expected(self, view: Any, at: _Lie, disc: int, direction: int, pre: list[int],
                  putt: bool, hostile: list[int] | None = None) -> float:
        hostile = list(hostile or [])
        lucks = [c for c in self._lucks(view) if self._usable(c, putt, disc, pre, at.gusts)]

        def settle(extra_pre: list[int], host: list[int]) -> float:
            best = self._value(at, disc, direction, extra_pre, [], host)
            for luck in lucks:
                if self.content.cards[luck].special == "nullify" and not host:
                    continue
                best = min(best, self._with_card(at, disc, direction, extra_pre, [], host, luck))
            return best

        base = settle(pre, hostile)
        groups = self._unseen_groups(view)
        total = weight = 0
        for rep, count in groups:
            card = self.content.cards[rep]
            value = base
            ok = self._usable(rep, putt, disc, pre, at.gusts)
            if card.is_good:
                if ok and (card.instant or view.battle):
                    value = min(base, self._with_card(at, disc, direction, pre, [], hostile, rep))
            elif ok and not view.battle:
                value = settle(pre, hostile + [rep])
            total += value * count
            weight += count
        return total / weight if weight else base

    # --- phases ------------------------------------------------------------------------------
    def _select(self, view: Any, legal: Sequence[Any]) -> Any:
        cards = self.content.cards
        redraw = self._dead_card_redraw(view, legal)
        if redraw is not None:
            return redraw
        choices = [a for a in legal if isinstance(a, ChooseThrow)]
        if not choices:
            swaps = [a for a in legal if isinstance(a, SwapDisc)]
            if swaps:
                return min(swaps, key=lambda a: cards[a.card].type != "deviation")
            return next((a for a in legal if isinstance(a, PassThrow)), legal[0])
        at = self._lie(view, view.seat)
        basket = at.geom.basket
        skills = [c for c in view.hand if not self.content.is_disc(c)
                  and (cards[c].type == "skill" or cards[c].either)]
        scored = []
        for action in choices:
            self._plan_with(view, action.disc)
            direction = DIRECTIONS.index(action.direction)
            putt = cards[action.disc].is_putter and in_putter_range(at.lie, basket)
            best, best_pre = self._value(at, action.disc, direction, [], [], []), []
            for skill in skills:
                if self._usable(skill, putt, action.disc, [], at.gusts):
                    value = self._with_card(at, action.disc, direction, [], [], [], skill,
                                            skill=True)
                    if value < best:
                        best, best_pre = value, [skill]
            scored.append((best, action, direction, putt, best_pre))
        scored.sort(key=lambda item: item[0])
        best_action, best_score = scored[0][1], None
        for _, action, direction, putt, pre in scored[:SHORTLIST]:
            self._plan_with(view, action.disc)
            score = self._expected(view, at, action.disc, direction, pre, putt)
            if best_score is None or score < best_score - 1e-9:
                best_action, best_score = action, score
        return best_action

    def _dead_card_redraw(self, view: Any, legal: Sequence[Any]) -> Any | None:
        """Redraw a card that can never be played here: a Deviation or Call outside Battle, or
        a wind card at REC (which ignores the wind)."""
        cards = self.content.cards
        discs = sum(1 for c in view.hand if self.content.is_disc(c))
        want_disc = discs < TARGET_DISCS - 1
        rec = view.level == "rec"
        for action in legal:
            if isinstance(action, Redraw) and action.from_discs == want_disc:
                card = cards[action.card]
                if self.content.is_disc(action.card):
                    continue
                if (not card.is_good and not view.battle) or (card.wind and rec):
                    return action
        return None

    def _skill(self, view: Any, legal: Sequence[Any]) -> Any:
        at = self._lie(view, view.seat)
        self._plan_with(view, -1)
        pre = list(view.pre)
        hostile = [c for c in view.hostile if c not in view.nullified]
        current = self._expected(view, at, view.disc, view.direction, pre, view.putt, hostile)
        best, best_action = current - 0.02, None
        for action in legal:
            if isinstance(action, PlaySkill):
                value = self._expected(view, at, view.disc, view.direction, pre + [action.card],
                                       view.putt, hostile)
                if value < best:
                    best, best_action = value, action
        return best_action or next(a for a in legal if isinstance(a, Throw))

    def _luck(self, view: Any, legal: Sequence[Any]) -> Any:
        at = self._lie(view, view.seat)
        self._plan_with(view, -1)
        pre, post = list(view.pre), list(view.post)
        hostile = [c for c in view.hostile if c not in view.nullified]
        args = (at, view.disc, view.direction, pre, post)
        current = self._value(*args, hostile, view.from_distance, view.green_flag)
        best, best_action = current - 0.01, None
        for action in legal:
            if isinstance(action, ApplyDrawn):
                card_id, rest = view.drawn, hostile[1:]
            elif isinstance(action, PlayLuck):
                card_id, rest = action.card, [c for c in hostile if c != action.target]
            else:
                continue
            if self.content.cards[card_id].special == "nullify":
                value = self._value(*args, rest, view.from_distance, view.green_flag)
            else:
                value = self._with_card(*args, hostile, card_id, view.from_distance,
                                        view.green_flag)
            if value < best:
                best, best_action = value, action
        if best_action is not None:
            return best_action
        return self._refill(view, legal)

    def _refill(self, view: Any, legal: Sequence[Any]) -> Any:
        refills = [a for a in legal if isinstance(a, Refill)]
        discs = sum(1 for c in view.hand if self.content.is_disc(c))
        want = TARGET_DISCS - discs
        return min(refills, key=lambda a: abs(a.discs - want))

    def _battle(self, view: Any, legal: Sequence[Any]) -> Any:
        thrower = view.thrower
        at = self._lie(view, thrower)
        self._plan_blind()
        pre = list(view.pre)
        base = self._value(at, view.disc, view.direction, pre, [], [])
        best, best_action = base + 0.3, None
        for action in legal:
            if isinstance(action, BattleCard):
                value = self._value(at, view.disc, view.direction, pre, [], [action.card])
                if value > best:
                    best, best_action = value, action
        return best_action or next(a for a in legal if isinstance(a, NoBattleCard))
