"""Final Nine rules engine: :class:`FinalNineRules` (pure Python; scenes animate its events).

Options (see ``spec.py``): ``level`` rec/am/pro, ``battle`` (bool), ``holes`` 9/18, ``pack``
full/half and ``layout`` full/stacked/shuffled. The full course and the stacked pile both play
the holes in number order (the front nine for 9 holes); shuffled plays a random selection in a
random order. Legality lives in :mod:`legality`, the flow of a hole in :mod:`flow`.
"""

from __future__ import annotations

import random
from typing import ClassVar

from game.core.engine import Event, GameConfig, IllegalAction, shares_of_victory
from game.games.final_nine import determinize as _worlds
from game.games.final_nine import flow, legality, restore
from game.games.final_nine.actions import (
    AcceptTrade,
    ActionTable,
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
    action_to_json,
)
from game.games.final_nine.content import LUCK_EFFECTS, FinalNineContent
from game.games.final_nine.geometry import DIRECTIONS, LEVELS, HoleGeometry, in_putter_range
from game.games.final_nine.holes import Hole
from game.games.final_nine.state import (
    OVER,
    PICKED_UP,
    SELECT,
    SKILL,
    TRADE,
    FinalNineState,
    state_to_json,
)
from game.games.final_nine.view import FinalNineView, make_view, public_view

# Every event kind ``apply`` and ``opening_events`` emit (tables must play each one).
EVENT_KINDS = frozenset({
    "deal", "draw", "reshuffle", "discard", "hole", "wind", "turn",            # cards, holes, turns
    "select", "skill", "battle_chance", "battle", "throw_card", "apply_drawn",  # building a throw
    "flight", "luck", "land", "pickup", "pass",                                 # the flight and landing
    "offer", "trade", "decline", "score", "game_end",                           # trades, scores, the end
})


class FinalNineRules:
    """The engine, bound to validated content. States are mutated in place by ``apply``."""

    def __init__(self, content: FinalNineContent):
        self.content = content
        self._holes = {hole.number: hole for hole in content.holes}
        self._geoms: dict[tuple[int, str], HoleGeometry] = {}
        self.table = ActionTable(len(content.cards))
        self._valuer: _worlds.Valuer | None = None     # the hard bot's stroke values

    # --- static look-ups (content only, shared with bots) ---------------------------------
    def hole(self, number: int) -> Hole:
        return self._holes[number]

    def geometry(self, number: int, level: str) -> HoleGeometry:
        key = (number, level)
        geom = self._geoms.get(key)
        if geom is None:
            geom = self._geoms[key] = HoleGeometry(self._holes[number], level)
        return geom

    # --- protocol ----------------------------------------------------------------------------
    def new_game(self, config: GameConfig, seed: int) -> FinalNineState:
        level = config.option("level", "am")
        if level not in LEVELS:
            raise ValueError(f"unknown level {level!r}; choose rec, am or pro")
        players = config.players
        if not 1 <= players <= 4:
            raise ValueError("Final Nine is for 1 to 4 players")
        rng = random.Random(seed)
        count = int(config.option("holes", 18))
        layout = config.option("layout", "full")
        numbers = sorted(self._holes)
        if layout == "shuffled":
            numbers = rng.sample(numbers, count)
        else:
            numbers = numbers[:count]
        half = config.option("pack", "full") == "half"
        state = FinalNineState(players=players, level=level,
                               battle=bool(config.option("battle", False)) and players > 1,
                               half=half, layout=layout, holes=numbers, rng=rng)
        state.disc_stack, state.action_stack = self.content.pack(half)
        rng.shuffle(state.disc_stack)
        rng.shuffle(state.action_stack)
        state.hands = [[] for _ in range(players)]
        state.scores = [[] for _ in range(players)]
        state.tee_order = list(range(players))
        events: list[Event] = []
        flow.deal(state, events)
        flow.start_hole(self, state, events)
        state.opening = [event.to_json() for event in events]
        return state

    def new_game_with_events(self, config: GameConfig, seed: int
                             ) -> tuple[FinalNineState, list[Event]]:
        state = self.new_game(config, seed)
        return state, self.opening_events(state)

    def opening_events(self, state: FinalNineState) -> list[Event]:
        """The deal and the first hole's start (its PRO wind included), kept on the state."""
        return [Event(e["kind"], e["seat"], tuple(e["cards"]), e["src"], e["dst"], e["text"],
                      dict(e["data"])) for e in state.opening]

    def current_player(self, state: FinalNineState) -> int | None:
        return None if state.phase == OVER else state.actor

    def is_over(self, state: FinalNineState) -> bool:
        return state.phase == OVER

    def legal_actions(self, state: FinalNineState) -> list:
        return legality.legal_actions(self, state)

    def why_illegal(self, state: FinalNineState, action: object) -> str | None:
        return legality.why_illegal(self, state, action)

    def apply(self, state: FinalNineState, action: object) -> tuple[FinalNineState, list[Event]]:
        problem = legality.why_illegal(self, state, action)
        if problem is not None:
            raise IllegalAction(problem)
        events: list[Event] = []
        self._handlers[type(action)](self, state, action, events)
        return state, events

    def results(self, state: FinalNineState) -> list[float]:
        totals = [sum(row) for row in state.scores]
        best = min(totals)
        return shares_of_victory([s for s, t in enumerate(totals) if t == best], state.players)

    def totals_vs_par(self, state: FinalNineState) -> list[int]:
        par = sum(state.pars)
        return [sum(row) - par for row in state.scores]

    def sim_stats(self, state: FinalNineState) -> dict:
        """Per seat: the total against par and the share of holes that ended in a pickup."""
        caps = [flow.pickup_at(par) for par in state.pars]
        holes = max(1, len(caps))
        pickups = [sum(1 for strokes, cap in zip(row, caps, strict=False) if strokes >= cap) / holes
                   for row in state.scores]
        return {"score_vs_par": self.totals_vs_par(state), "pickup_rate": pickups}

    def view(self, state: FinalNineState, seat: int) -> FinalNineView:
        return make_view(self, state, seat)

    def determinize(self, view: FinalNineView, rng: random.Random) -> FinalNineState:
        return _worlds.determinize(self, view, rng)    # the hard bot's worlds

    def clone(self, state: FinalNineState) -> FinalNineState:
        return _worlds.clone(state)

    def search_done(self, root: FinalNineState, state: FinalNineState) -> bool:
        return _worlds.search_done(root, state)

    def search_candidates(self, prior: object, others: list) -> list:
        return _worlds.search_candidates(prior, others)

    def search_value(self, state: FinalNineState, seat: int) -> float:
        if self._valuer is None:
            self._valuer = _worlds.Valuer(self)
        return self._valuer.value(state, seat)

    def public_view(self, state: FinalNineState) -> dict:
        return public_view(self, state)

    def state_to_json(self, state: FinalNineState) -> dict:
        return state_to_json(state)

    def state_from_json(self, data: dict) -> FinalNineState:
        return restore.restore_state(self, data)   # checked whole, or RestoreError

    def action_to_json(self, action: object) -> dict:
        return action_to_json(action)

    def action_from_json(self, data: dict) -> object:
        return restore.action_from_json(data)      # malformed: IllegalAction

    # --- handlers (called after the action was checked) -------------------------------------
    def _discard(self, state: FinalNineState, seat: int, card: int, events: list[Event],
                 kind: str, text: str, data: dict | None = None) -> None:
        state.hands[seat].remove(card)
        is_disc = self.content.is_disc(card)
        (state.disc_discard if is_disc else state.action_discard).append(card)
        pile = "discs" if is_disc else "actions"
        events.append(Event(kind, seat, (card,), f"hand:{seat}", f"discard:{pile}", text,
                            data or {}))

    def _redraw(self, state: FinalNineState, action: Redraw, events: list[Event]) -> None:
        seat = state.thrower
        self._discard(state, seat, action.card, events, "discard",
                      f"Seat {seat} discards a card to redraw.")
        new = flow.draw(state, action.from_discs, events)
        state.hands[seat].append(new)
        state.redraws[seat] += 1
        zone = "discs" if action.from_discs else "actions"
        events.append(Event("draw", seat, (new,), f"stack:{zone}", f"hand:{seat}",
                            f"Seat {seat} redraws from the {zone} stack.", {"hidden": True}))

    def _offer(self, state: FinalNineState, action: OfferTrade, events: list[Event]) -> None:
        state.offered = True
        state.offer_disc, state.offer_seat = action.disc, action.seat
        state.phase, state.actor = TRADE, action.seat
        events.append(Event("offer", state.thrower, (action.disc,), f"hand:{state.thrower}", None,
                            f"Seat {state.thrower} offers {self.content.cards[action.disc].name}"
                            f" to seat {action.seat} for a disc."))

    def _answer(self, state: FinalNineState, action: object, events: list[Event]) -> None:
        giver, taker = state.thrower, state.actor
        if isinstance(action, AcceptTrade):
            state.hands[giver].remove(state.offer_disc)
            state.hands[taker].append(state.offer_disc)
            state.hands[taker].remove(action.disc)
            state.hands[giver].append(action.disc)
            events.append(Event("trade", taker, (state.offer_disc, action.disc), f"hand:{giver}",
                                f"hand:{taker}", f"Seats {giver} and {taker} trade discs."))
        else:
            events.append(Event("decline", taker, (), None, None,
                                f"Seat {taker} declines the trade."))
        state.offer_disc = state.offer_seat = -1
        state.phase, state.actor = SELECT, giver

    def _swap(self, state: FinalNineState, action: SwapDisc, events: list[Event]) -> None:
        seat = state.thrower
        self._discard(state, seat, action.card, events, "discard",
                      f"Seat {seat} gives up a card for a new disc (+1).")
        state.hands[seat].append(flow.draw(state, True, events))
        state.strokes[seat] += 1
        state.swapped = True
        events.append(Event("draw", seat, (state.hands[seat][-1],), "stack:discs",
                            f"hand:{seat}", f"Seat {seat} draws a new disc.", {"penalty": 1, "hidden": True}))

    def _pass(self, state: FinalNineState, action: PassThrow, events: list[Event]) -> None:
        seat = state.thrower
        hole = self.hole(state.holes[state.hole_index])
        state.strokes[seat] += 1
        state.throws[seat] += 1
        events.append(Event("pass", seat, (), None, None,
                            f"Seat {seat} has no disc to throw: +1.", {"penalty": 1}))
        if state.strokes[seat] >= flow.pickup_at(hole.par_for(state.level)):
            state.status[seat] = PICKED_UP
        flow.clear_throw(state)
        flow.next_turn(self, state, events)

    def _choose(self, state: FinalNineState, action: ChooseThrow, events: list[Event]) -> None:
        seat = state.thrower
        disc = self.content.cards[action.disc]
        basket = self.hole(state.holes[state.hole_index]).basket
        self._discard(state, seat, action.disc, events, "select",
                      f"Seat {seat} throws {disc.name} {action.direction}.")
        state.disc, state.direction = action.disc, DIRECTIONS.index(action.direction)
        state.putt = disc.is_putter and in_putter_range(state.lie[seat], basket)
        state.phase = SKILL
        flow.flight_event(self, state, events)

    def _skill(self, state: FinalNineState, action: PlaySkill, events: list[Event]) -> None:
        seat = state.thrower
        self._discard(state, seat, action.card, events, "skill",
                      f"Seat {seat} plays {self.content.cards[action.card].name}.")
        state.pre.append(action.card)
        flow.flight_event(self, state, events)

    def _throw(self, state: FinalNineState, action: Throw, events: list[Event]) -> None:
        flow.after_skills(self, state, events)

    def _battle(self, state: FinalNineState, action: object, events: list[Event]) -> None:
        if isinstance(action, BattleCard):
            self._discard(state, state.actor, action.card, events, "battle",
                          f"Seat {state.actor} adds {self.content.cards[action.card].name} "
                          f"to seat {state.thrower}'s flight.")
            state.hostile.append(action.card)
        state.actor = state.thrower
        flow.turn_card(self, state, events)

    def _apply_good(self, state: FinalNineState, card_id: int, target: int) -> int:
        """Put a good card on the throw; returns the card it cancels (Clean Slate), else -1."""
        card = self.content.cards[card_id]
        if card.special in LUCK_EFFECTS:            # no numbers: the loader refuses them beside these
            state.effects.append(card_id)
        if card.special == "from_distance":
            state.from_distance = True
        elif card.special == "green_flag":
            state.green_flag = True
        elif card.special == "nullify":
            cancelled = target if target >= 0 else state.active_hostile()[0]
            state.nullified.append(cancelled)
            return cancelled
        elif card.type == "skill":
            state.pre.append(card_id)
        else:
            state.post.append(card_id)
        return -1

    def _cancel_text(self, cancelled: int) -> str:
        return f" on {self.content.cards[cancelled].name}, cancelling it" if cancelled >= 0 else ""

    def _drawn(self, state: FinalNineState, action: ApplyDrawn, events: list[Event]) -> None:
        state.drawn_usable = False
        cancelled = self._apply_good(state, state.drawn, -1)
        events.append(Event("apply_drawn", state.thrower, (state.drawn,), None, None,
                            f"Seat {state.thrower} applies the turned "
                            f"{self.content.cards[state.drawn].name}{self._cancel_text(cancelled)}.",
                            {"cancels": cancelled} if cancelled >= 0 else {}))
        flow.flight_event(self, state, events)

    def _luck(self, state: FinalNineState, action: PlayLuck, events: list[Event]) -> None:
        seat = state.thrower
        card = self.content.cards[action.card]
        cancels = action.target if card.special == "nullify" else -1
        self._discard(state, seat, action.card, events, "luck",
                      f"Seat {seat} plays {card.name}{self._cancel_text(cancels)}.",
                      {"cancels": cancels} if cancels >= 0 else None)
        self._apply_good(state, action.card, action.target)
        flow.flight_event(self, state, events)

    def _refill(self, state: FinalNineState, action: Refill, events: list[Event]) -> None:
        flow.land(self, state, action.discs, events)

    _handlers: ClassVar[dict] = {
        Redraw: _redraw, OfferTrade: _offer, AcceptTrade: _answer, DeclineTrade: _answer,
        SwapDisc: _swap, PassThrow: _pass, ChooseThrow: _choose, PlaySkill: _skill,
        Throw: _throw, BattleCard: _battle, NoBattleCard: _battle, ApplyDrawn: _drawn,
        PlayLuck: _luck, Refill: _refill,
    }
