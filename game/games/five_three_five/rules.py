"""Five Three Five rules engine: turns, the four actions, end of trick and the protocol glue.

See ``docs/rules-notes.md`` for how the rulebook's unclear points are read.
``apply`` validates with :meth:`FiveThreeFiveRules.why_illegal` before touching anything,
then mutates the state in place and returns events for the table scene.
"""

from __future__ import annotations

import random

from game.core.engine import Event, GameConfig, IllegalAction, shares_of_victory

from . import determinize as _worlds
from . import restore, rounds
from .content import FiveThreeFiveContent
from .melds import (
    ACTION_KINDS,
    MAX_MELD,
    MAX_PLAY,
    PASS,
    RUN,
    SET,
    SINGLE,
    Action,
    Add,
    Lead,
    MeldTable,
    Overwrite,
    Pass,
)
from .state import FiveThreeFiveState, FiveThreeFiveView, state_to_json

VERBS = {Lead: "leads", Overwrite: "overwrites with", Add: "adds"}


# Every event kind ``apply`` and ``opening_events`` emit (tables must play each one).
EVENT_KINDS = frozenset({
    "shuffle", "deal", "set_aside", "pickup",           # a round (or half) is dealt
    "turn", "play", "pass", "clear", "collect",         # tricks
    "score", "round_end", "next_lead", "game_end",      # the end of a round and of the game
})


class FiveThreeFiveRules:
    """The engine, bound to one deck's content; options arrive with each new game."""

    def __init__(self, content: FiveThreeFiveContent):
        self.content = content
        self.tables = {bridge: MeldTable(content.ranks, bridge) for bridge in (False, True)}
        self.table = self.tables[False]
        self.points_of = [0] * self.table.size
        for card in content.cards:
            self.points_of[card.rank] = card.points
        self.copies = {deal.players: deal.copies for deal in content.deals}

    # --- protocol ------------------------------------------------------------------------

    def new_game(self, config: GameConfig, seed: int) -> FiveThreeFiveState:
        return self.new_game_with_events(config, seed)[0]

    def new_game_with_events(self, config: GameConfig, seed: int
                             ) -> tuple[FiveThreeFiveState, list[Event]]:
        """Like ``new_game``, plus the opening shuffle and deal for the table to animate."""
        self.content.deal_for(config.players)   # refuses player counts with no deal row
        rng = random.Random(seed)
        state = FiveThreeFiveState(
            players=config.players, rng=rng, hands=[], reserves=[], undealt=[], layers=[],
            meld_kind="", discard=[], scored=[], scores=[0] * config.players, current=0,
            last_player=-1, passes=0, target=int(config.option("target", self.content.target_score)),
            bridge_gaps=bool(config.option("bridge_gaps", False)))
        # Nobody checks the weather here: the first lead is drawn at random.
        state.round_lead = rng.randrange(config.players)
        return state, rounds.deal_round(self, state)

    def opening_events(self, state: FiveThreeFiveState) -> list[Event]:
        """The deal of a fresh state as events (the ones ``new_game_with_events`` returns); pure."""
        size = self.content.deal_for(state.players).hand_size
        total = sum(map(sum, state.hands)) + sum(map(sum, state.reserves)) + sum(state.undealt)
        events = [Event("shuffle", None, (), "box", "deck", f"Round {state.round_no}: shuffle {total} cards",
                        {"round": state.round_no, "count": total})]
        for seat in range(state.players):
            events.append(Event("deal", seat, rounds.cards_of(state.hands[seat]), "deck", f"hand:{seat}",
                                f"Seat {seat} is dealt {size} cards",
                                {"hidden": True, "round": state.round_no, "half": state.half, "count": size}))
            if state.reserves:
                events.append(Event("deal", seat, (), "deck", f"reserve:{seat}", f"Seat {seat} sets a second "
                                    "hand aside", {"count": size, "hidden": True}))
        left = sum(state.undealt)
        events.append(Event("set_aside", None, (), "deck", "undealt", f"{left} cards are set aside unseen",
                            {"count": left}))
        lead = state.round_lead
        return events + [Event("turn", lead, text=f"Seat {lead} leads", data={"must_lead": True, "why": "round"})]

    def current_player(self, state: FiveThreeFiveState) -> int | None:
        return None if state.over else state.current

    def is_over(self, state: FiveThreeFiveState) -> bool:
        return state.over

    def results(self, state: FiveThreeFiveState) -> list[float]:
        return shares_of_victory(state.winners, state.players) if state.over else [0.0] * state.players

    def legal_actions(self, state: FiveThreeFiveState) -> list[Action]:
        if state.over:
            return []
        table = self.tables[state.bridge_gaps]
        hand = state.hands[state.current]
        if not state.layers:
            return table.leads(hand)
        meld, kind = state.layers[-1], state.meld_kind
        found: list[Action] = table.overwrites(hand, meld, kind)
        found += table.adds(hand, meld, kind, self.copies[state.players])
        found.append(PASS)
        return found

    def why_illegal(self, state: FiveThreeFiveState, action: object) -> str | None:
        if state.over:
            return "the game is over"
        if isinstance(action, Pass):
            return "you lead this trick, so you must play cards" if not state.layers else None
        if not isinstance(action, (Lead, Overwrite, Add)):
            return f"{action!r} is not a Five Three Five action"
        cards = action.cards
        problem = self._check_cards(state, cards)
        if problem:
            return problem
        table = self.tables[state.bridge_gaps]
        if isinstance(action, Lead):
            if state.layers:
                return "the trick is already led: overwrite, add or pass"
            if table.kind_of(cards) is None:
                return self._not_a_meld(cards)
            return None
        if not state.layers:
            return "you lead this trick: play a single, a set or a run"
        if isinstance(action, Overwrite):
            return self._why_not_overwrite(state, table, cards)
        return self._why_not_add(state, table, cards)

    def _check_cards(self, state: FiveThreeFiveState, cards: tuple[int, ...]) -> str | None:
        if not isinstance(cards, tuple) or not 1 <= len(cards) <= MAX_PLAY:
            return "play one, two or three cards"
        hand = state.hands[state.current]
        for card in cards:
            if type(card) is not int or not 0 <= card < len(hand) or not self.table.is_rank[card]:
                return f"there is no card {card!r} in this deck"
        for card in set(cards):
            if cards.count(card) > hand[card]:
                held = hand[card]
                return f"you hold {held} card{'s' if held != 1 else ''} numbered {card}"
        if list(cards) != sorted(cards):
            return "list the cards from low to high"
        return None

    @staticmethod
    def _not_a_meld(cards: tuple[int, ...]) -> str:
        return (f"{' '.join(map(str, cards))} is not a meld: play a single, a set of equal "
                "numbers or a run of consecutive numbers")

    def _why_not_overwrite(self, state: FiveThreeFiveState, table: MeldTable,
                           cards: tuple[int, ...]) -> str | None:
        meld, kind = state.layers[-1], state.meld_kind
        if len(meld) > MAX_PLAY:
            return "the meld holds four cards: it cannot be overwritten, only added to"
        played = table.kind_of(cards)
        if played is None:
            return self._not_a_meld(cards)
        if len(cards) != len(meld):
            return f"overwrite {len(meld)} card{'s' if len(meld) > 1 else ''} with exactly " \
                   f"{len(meld)}, not {len(cards)}"
        if played != kind:
            return f"a {played} cannot overwrite a {kind}"
        if kind == RUN:
            if cards[0] >= meld[0]:
                return "a run must be stronger: lower runs are stronger (1 is the top card)"
        elif cards[0] <= meld[0]:
            return f"your {played} must be higher than {meld[0]}"
        return None

    def _why_not_add(self, state: FiveThreeFiveState, table: MeldTable,
                     cards: tuple[int, ...]) -> str | None:
        meld, kind = state.layers[-1], state.meld_kind
        if len(meld) + len(cards) > MAX_MELD:
            return f"the meld holds {len(meld)} cards and can never hold more than {MAX_MELD}"
        if len(cards) == 1 and kind == SINGLE:
            return "a single card cannot be added to a single: overwrite it or add two or three cards"
        result = sorted(meld + list(cards))
        joined = table.kind_of(result)
        played = table.kind_of(cards)
        if kind == SET and played == RUN:
            return "a run cannot be added to a set"
        if kind == RUN and played == SET:
            return "a set cannot be added to a run"
        if joined is None or (kind == SET and joined != SET) or (kind == RUN and joined != RUN):
            if kind == SET:
                return f"cards added to a set must all be {meld[0]}s"
            if kind == RUN:
                return "cards added to a run must extend it into one longer run"
            return (f"{' '.join(map(str, result))} would be neither a set nor a run of "
                    "consecutive numbers")
        return None

    def selection_actions(self, state: FiveThreeFiveState,
                          cards: tuple[int, ...]) -> dict[str, str | None]:
        """For the table: what a selection of cards allows. Maps "lead", "overwrite", "add"
        and "pass" to None when legal, else the sentence explaining why not."""
        chosen = tuple(sorted(cards))
        found = {name: self.why_illegal(state, kind(chosen)) for name, kind in ACTION_KINDS.items()}
        found["pass"] = self.why_illegal(state, PASS)
        return found

    def apply(self, state: FiveThreeFiveState, action: Action) -> tuple[FiveThreeFiveState,
                                                                      list[Event]]:
        problem = self.why_illegal(state, action)
        if problem:
            raise IllegalAction(problem)
        if isinstance(action, Pass):
            return state, self._pass(state)
        return state, self._play(state, action)

    # --- turn mechanics ------------------------------------------------------------------

    def _next_seat(self, state: FiveThreeFiveState) -> int:
        return (state.current + 1) % state.players

    def _pass(self, state: FiveThreeFiveState) -> list[Event]:
        seat = state.current
        state.passes += 1
        events = [Event("pass", seat, text=f"Seat {seat} passes", data={"passes": state.passes})]
        if state.passes == state.players - 1:   # everyone else passed since the last play
            return events + self._clear(state, state.last_player, "passes")
        state.current = self._next_seat(state)
        return events + [Event("turn", state.current, data={"must_lead": False})]

    def _play(self, state: FiveThreeFiveState, action: Lead | Overwrite | Add) -> list[Event]:
        seat, cards = state.current, action.cards
        hand = state.hands[seat]
        for card in cards:
            hand[card] -= 1
        covered: list[int] = []
        if isinstance(action, Add):
            state.layers[-1] = sorted(state.layers[-1] + list(cards))
        else:
            covered = state.layers[-1] if state.layers else []
            state.layers.append(list(cards))
        meld = state.layers[-1]
        state.meld_kind = self.tables[state.bridge_gaps].kind_of(meld) or ""
        name = type(action).__name__.lower()
        events = [Event("play", seat, cards, f"hand:{seat}", "meld",
                        f"Seat {seat} {VERBS[type(action)]} {' '.join(map(str, cards))}",
                        {"action": name, "meld_type": state.meld_kind, "meld": list(meld),
                         "played_type": self.tables[state.bridge_gaps].kind_of(cards),
                         "covered": list(covered), "layers": len(state.layers),
                         "hand_left": sum(hand)})]
        if not any(hand):
            return events + rounds.end_hand(self, state, seat)
        reason = self._clear_reason(state, action)
        if reason:
            return events + self._clear(state, seat, reason)
        state.last_player, state.passes = seat, 0
        state.current = self._next_seat(state)
        return events + [Event("turn", state.current, data={"must_lead": False})]

    def _clear_reason(self, state: FiveThreeFiveState, action: Lead | Overwrite | Add) -> str:
        meld = state.layers[-1]
        if not isinstance(action, Lead) and self.content.clearing_rank in action.cards:
            return "rule_of_8s"   # an 8 led does not clear; one overwritten or added does
        if state.meld_kind == SET and len(meld) == self.copies[state.players]:
            return "all_copies"
        if state.meld_kind == RUN and len(meld) == MAX_MELD:
            return "five_run"
        return ""

    def _clear(self, state: FiveThreeFiveState, seat: int, reason: str) -> list[Event]:
        cleared = tuple(card for layer in state.layers for card in layer)
        for card in cleared:
            state.discard[card] += 1
        state.layers, state.meld_kind = [], ""
        text = {"passes": "everyone else passed", "all_copies": "every copy of a number is in",
                "five_run": "a run of five is in", "rule_of_8s": "the Rule of 8's"}[reason]
        events = [Event("clear", seat, cleared, "meld", "discard",
                        f"Seat {seat} clears the trick: {text}", {"reason": reason})]
        return events + rounds.start_trick_events(state, seat, "clear")

    # --- views and JSON ------------------------------------------------------------------

    def view(self, state: FiveThreeFiveState, seat: int) -> FiveThreeFiveView:
        seen = list(state.discard)
        for layer in state.layers:
            for card in layer:
                seen[card] += 1
        return FiveThreeFiveView(
            seat=seat, players=state.players, hand=rounds.cards_of(state.hands[seat]),
            hand_counts=tuple(sum(hand) for hand in state.hands),
            reserve_counts=tuple(sum(r) for r in state.reserves) if state.reserves
            else (0,) * state.players,
            undealt_count=sum(state.undealt), layers=tuple(tuple(layer) for layer in state.layers),
            meld_kind=state.meld_kind, seen=tuple(seen), scores=tuple(state.scores),
            current=state.current, last_player=state.last_player, passes=state.passes,
            round_no=state.round_no, half=state.half, copies=self.copies[state.players],
            bridge_gaps=state.bridge_gaps, over=state.over)

    def determinize(self, view: FiveThreeFiveView, rng: random.Random) -> FiveThreeFiveState:
        return _worlds.determinize(self, view, rng)    # the hard bot's worlds

    def clone(self, state: FiveThreeFiveState) -> FiveThreeFiveState:
        return _worlds.clone(state)

    def public_view(self, state: FiveThreeFiveState) -> dict:
        return {"round": state.round_no, "half": state.half, "current": state.current,
                "hand_counts": [sum(hand) for hand in state.hands],
                "reserve_counts": [sum(r) for r in state.reserves],
                "scored_cards": [sum(cards) for cards in state.scored],
                "meld": list(state.meld), "meld_kind": state.meld_kind,
                "buried": sum(len(layer) for layer in state.layers[:-1]),
                "passes": state.passes, "last_player": state.last_player,
                "scores": list(state.scores), "over": state.over, "winners": list(state.winners)}

    def state_to_json(self, state: FiveThreeFiveState) -> dict:
        return state_to_json(state)

    def state_from_json(self, data: dict) -> FiveThreeFiveState:
        return restore.restore_state(self, data)   # checked whole, or RestoreError

    def action_to_json(self, action: Action) -> dict:
        if isinstance(action, Pass):
            return {"type": "pass"}
        return {"type": type(action).__name__.lower(), "cards": list(action.cards)}

    def action_from_json(self, data: dict) -> Action:
        return restore.action_from_json(data)      # malformed: IllegalAction

    def sim_stats(self, state: FiveThreeFiveState) -> dict:
        return {"points": list(state.scores)}


__all__ = ["RUN", "SET", "SINGLE", "Add", "FiveThreeFiveRules", "Lead", "Overwrite", "Pass"]
