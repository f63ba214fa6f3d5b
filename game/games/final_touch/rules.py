"""Final Touch rules engine: improve or smear the current Masterpiece, first to $25 wins.

Event zones a scene can map to the screen: ``deck`` (stroke pile), ``discard``,
``hand:<seat>``, ``improve`` (Improvement Zone), ``smear`` (Smear Zone), ``masterpiece``
(the current one), ``masterpiece_pile`` (face up; its top is the next one), ``won:<seat>``
(2-3 players), ``team:<t>`` (4 players: seats 0 & 2 are team 0, 1 & 3 team 1) and
``between:<a>:<b>`` (3 players: a ruined Masterpiece shared by two opponents).
Event ``cards`` are colour names. Start-of-game events come from :meth:`setup_events`.
"""

from __future__ import annotations

import random
from itertools import product

from game.core.engine import Event, GameConfig, IllegalAction, shares_of_victory
from game.games.final_touch import determinize as _worlds
from game.games.final_touch import restore
from game.games.final_touch.actions import Action, Improve, Pass, Smear
from game.games.final_touch.actions import action_to_json as _action_to_json
from game.games.final_touch.content import FinalTouchContent
from game.games.final_touch.scoring import award, end_on_money
from game.games.final_touch.state import (
    SMEARS_TO_RUIN,
    FinalTouchState,
    FinalTouchView,
    state_to_json,
)

PASS = Pass()


# Every event kind ``apply`` and ``opening_events`` emit (tables must play each one).
EVENT_KINDS = frozenset({
    "deal", "draw", "reshuffle", "turn", "extra_turn", "pass",      # cards and turns
    "improve", "smear", "clear", "reveal",                          # the Masterpiece in play
    "final_touch", "ruin", "contest", "game_end",                   # scoring and the end
})


class FinalTouchRules:
    """The engine, bound to one content set (colours and Masterpieces)."""

    def __init__(self, content: FinalTouchContent):
        self.content = content
        self.colours = content.colour_names
        self.colour_of = {name: index for index, name in enumerate(self.colours)}
        self.required = [piece.strokes for piece in content.masterpieces]
        self.smear_actions = [Smear(name) for name in self.colours]
        # legal improvements depend only on min(missing, held) per colour: memoised by that
        self._improve_cache: dict[tuple[int, ...], list[Action]] = {}

    # --- set-up -----------------------------------------------------------------------

    def new_game(self, config: GameConfig, seed: int) -> FinalTouchState:
        players = config.players
        if not 2 <= players <= 4:
            raise ValueError(f"Final Touch is for 2 to 4 players, not {players}")
        rng = random.Random(seed)
        draw = [index for index, colour in enumerate(self.content.colours)
                for _ in range(colour.count)]
        rng.shuffle(draw)
        pile = list(range(len(self.content.masterpieces)))
        rng.shuffle(pile)
        hands = []
        for _seat in range(players):
            hand = [0] * len(self.colours)
            for _ in range(self.content.hand_size):
                hand[draw.pop()] += 1
            hands.append(hand)
        current = pile.pop()
        turn = rng.randrange(players)   # "last in a museum" becomes a random first player
        return FinalTouchState(players, rng, draw, [0] * len(self.colours), hands,
                               [0] * len(self.colours), [], pile, current, turn,
                               money=[0] * players)

    def opening_events(self, state: FinalTouchState) -> list[Event]:
        """The engine protocol's name for :meth:`setup_events`: the deal of a fresh state."""
        return self.setup_events(state)

    def setup_events(self, state: FinalTouchState) -> list[Event]:
        """The deal as events, for a scene to animate the start of a fresh game."""
        events = [Event("deal", seat, self.card_names(hand), "deck", f"hand:{seat}",
                        f"Seat {seat} is dealt {sum(hand)} strokes", {"hidden": True, "count": sum(hand)})
                  for seat, hand in enumerate(state.hands)]
        if state.current is not None:
            events.append(self._reveal_event(state))
        events.append(Event("turn", state.turn, text=f"Seat {state.turn} paints first",
                            data={"first": True}))
        return events

    # --- queries ------------------------------------------------------------------------

    def current_player(self, state: FinalTouchState) -> int | None:
        return None if state.winners is not None else state.turn

    def is_over(self, state: FinalTouchState) -> bool:
        return state.winners is not None

    def results(self, state: FinalTouchState) -> list[float]:
        return shares_of_victory(state.winners or (), state.players)

    def missing(self, state: FinalTouchState) -> list[int]:
        """Strokes per colour the current Masterpiece still lacks (all zero if none)."""
        if state.current is None:
            return [0] * len(self.colours)
        required = self.required[state.current]
        return [need - have for need, have in zip(required, state.improved)]

    def card_names(self, counts: list[int] | tuple[int, ...]) -> tuple[str, ...]:
        return tuple(name for name, count in zip(self.colours, counts) for _ in range(count))

    def card_roles(self, state: FinalTouchState, seat: int) -> dict[str, str]:
        """For a hand's colours: "improve" if the picture lacks it, else "smear" (UI hints)."""
        missing = self.missing(state)
        return {name: "improve" if missing[colour] else "smear"
                for colour, name in enumerate(self.colours) if state.hands[seat][colour]}

    def team_of(self, state: FinalTouchState, seat: int) -> int | None:
        return seat % 2 if state.players == 4 else None

    def legal_actions(self, state: FinalTouchState) -> list[Action]:
        if state.winners is not None:
            return []
        hand = state.hands[state.turn]
        required = self.required[state.current]
        improved = state.improved
        caps = []
        for colour, held in enumerate(hand):
            lacking = required[colour] - improved[colour]
            # a held colour the picture does not lack can only smear: mark it with -1
            caps.append(-1 if held and not lacking else min(lacking, held))
        key = tuple(caps)
        cached = self._improve_cache.get(key)
        if cached is None:
            cached = self._enumerate(key)
            self._improve_cache[key] = cached
        return list(cached)   # a copy: callers may mutate their list, never the cache

    def _enumerate(self, caps: tuple[int, ...]) -> list[Action]:
        """Every distinct improvement multiset, then every smearable colour, once each."""
        if not any(caps):
            return [PASS]
        ranges = [range(cap + 1) if cap > 0 else range(1) for cap in caps]
        actions: list[Action] = []
        for counts in product(*ranges):
            if any(counts):
                actions.append(Improve(self.card_names(counts)))
        actions.extend(self.smear_actions[colour] for colour, cap in enumerate(caps) if cap < 0)
        return actions

    def why_illegal(self, state: FinalTouchState, action: object) -> str | None:
        if state.winners is not None:
            return "the game is over"
        hand = state.hands[state.turn]
        if isinstance(action, Pass):
            if any(hand):
                return "you cannot pass: play at least one stroke to improve or smear"
            return None
        if not any(hand):
            return "you hold no strokes, so you can only pass"
        if isinstance(action, Improve):
            return self._why_improve_illegal(state, action.cards, hand)
        if isinstance(action, Smear):
            return self._why_smear_illegal(state, action.colour, hand)
        return "that is not a Final Touch move: improve, smear or (with no cards) pass"

    def _why_improve_illegal(self, state: FinalTouchState, cards: tuple[str, ...],
                             hand: list[int]) -> str | None:
        if not cards:
            return "improving means playing at least one stroke"
        unknown = [name for name in cards if name not in self.colour_of]
        if unknown:
            return f"there is no {unknown[0]} stroke in this game"
        missing = self.missing(state)
        for name in sorted(set(cards), key=self.colour_of.get):
            colour, count = self.colour_of[name], cards.count(name)
            if count > hand[colour]:
                return f"you hold only {hand[colour]} {name} stroke(s), not {count}"
            if missing[colour] == 0:
                return f"the picture lacks no {name} stroke: a {name} card can only smear"
            if count > missing[colour]:
                return (f"the picture lacks only {missing[colour]} {name} stroke(s): "
                        f"you cannot add {count}")
        return None

    def _why_smear_illegal(self, state: FinalTouchState, name: str,
                           hand: list[int]) -> str | None:
        colour = self.colour_of.get(name)
        if colour is None:
            return f"there is no {name} stroke in this game"
        if hand[colour] == 0:
            return f"you hold no {name} stroke to smear with"
        if self.missing(state)[colour] > 0:
            return (f"the picture still lacks {name}: a smear must be a colour it does not "
                    "lack")
        return None

    # --- applying a move ------------------------------------------------------------------

    def apply(self, state: FinalTouchState,
              action: Action) -> tuple[FinalTouchState, list[Event]]:
        reason = self.why_illegal(state, action)
        if reason is not None:
            raise IllegalAction(reason)
        seat = state.turn
        hand = state.hands[seat]
        events: list[Event] = []
        state.actions_taken += 1
        resolved = False
        if isinstance(action, Improve):
            resolved = self._improve(state, seat, hand, action.cards, events)
        elif isinstance(action, Smear):
            resolved = self._smear(state, seat, hand, action.colour, events)
        else:
            events.append(Event("pass", seat, (), f"hand:{seat}", None,
                                f"Seat {seat} has no strokes and passes"))
        if state.winners is not None:
            return state, events
        if resolved:
            self._turn_up_next(state, events)
            if state.winners is not None:
                return state, events
        self._refill(state, seat, events)
        if isinstance(action, Pass) and not any(any(h) for h in state.hands):
            end_on_money(self, state, "no strokes are left to play", events)
            return state, events
        self._pass_turn(state, seat, resolved, events)
        return state, events

    def _improve(self, state: FinalTouchState, seat: int, hand: list[int],
                 cards: tuple[str, ...], events: list[Event]) -> bool:
        for name in cards:
            colour = self.colour_of[name]
            hand[colour] -= 1
            state.improved[colour] += 1
        missing = self.missing(state)
        events.append(Event(
            "improve", seat, cards, f"hand:{seat}", "improve",
            f"Seat {seat} improves the picture with {' '.join(cards)}",
            {"strokes": list(cards), "missing": dict(zip(self.colours, missing)),
             "improved": dict(zip(self.colours, state.improved))}))
        if any(missing):
            return False
        piece = self.content.masterpieces[state.current]
        award(self, state, seat, "completed", piece.value, events)
        return True

    def _smear(self, state: FinalTouchState, seat: int, hand: list[int], name: str,
               events: list[Event]) -> bool:
        colour = self.colour_of[name]
        hand[colour] -= 1
        state.smears.append(colour)
        events.append(Event(
            "smear", seat, (name,), f"hand:{seat}", "smear",
            f"Seat {seat} smears the picture with {name} ({len(state.smears)} of "
            f"{SMEARS_TO_RUIN})", {"smears": len(state.smears), "colour": name}))
        if len(state.smears) < SMEARS_TO_RUIN:
            return False
        piece = self.content.masterpieces[state.current]
        award(self, state, seat, "ruined", piece.ruined, events)
        return True

    def _turn_up_next(self, state: FinalTouchState, events: list[Event]) -> None:
        """Discard both zones and turn up the next Masterpiece (or end: the pile is empty)."""
        if any(state.improved):
            events.append(Event("clear", None, self.card_names(state.improved), "improve",
                                "discard", "The Improvement Zone is discarded"))
        if state.smears:
            events.append(Event("clear", None, tuple(self.colours[c] for c in state.smears),
                                "smear", "discard", "The Smear Zone is discarded"))
        for colour, count in enumerate(state.improved):
            state.discard[colour] += count
            state.improved[colour] = 0
        for colour in state.smears:
            state.discard[colour] += 1
        state.smears.clear()
        if not state.pile:
            state.current = None
            end_on_money(self, state, "the Masterpiece pile is empty", events)
            return
        state.current = state.pile.pop()
        events.append(self._reveal_event(state))

    def _reveal_event(self, state: FinalTouchState) -> Event:
        piece = self.content.masterpieces[state.current]
        upcoming = state.pile[-1] if state.pile else None
        return Event("reveal", None, (), "masterpiece_pile", "masterpiece",
                     f"New Masterpiece: {piece.title} (${piece.value})",
                     {"masterpiece": piece.id, "index": state.current, "title": piece.title,
                      "strokes": dict(zip(self.colours, piece.strokes)),
                      "value": piece.value, "ruined": piece.ruined, "next_index": upcoming,
                      "next": self.content.masterpieces[upcoming].id if upcoming is not None
                      else None, "pile_count": len(state.pile),
                      "final": state.contest is not None})

    def _refill(self, state: FinalTouchState, seat: int, events: list[Event]) -> None:
        """Draw up to the hand size, reshuffling the discards into a new pile when needed."""
        hand = state.hands[seat]
        wanted = self.content.hand_size - sum(hand)
        drawn: list[int] = []
        while wanted > 0:
            if not state.draw:
                if not any(state.discard):
                    break   # nothing left anywhere: the hand stays short (see rules notes)
                self._flush_draw(seat, drawn, events)
                self._reshuffle(state, events)
            colour = state.draw.pop()
            hand[colour] += 1
            drawn.append(colour)
            wanted -= 1
        self._flush_draw(seat, drawn, events)

    def _flush_draw(self, seat: int, drawn: list[int], events: list[Event]) -> None:
        if drawn:
            names = tuple(self.colours[c] for c in drawn)
            events.append(Event("draw", seat, names, "deck", f"hand:{seat}",
                                f"Seat {seat} draws {len(names)}", {"hidden": True, "count": len(names)}))
            drawn.clear()

    def _reshuffle(self, state: FinalTouchState, events: list[Event]) -> None:
        pile = [colour for colour, count in enumerate(state.discard) for _ in range(count)]
        state.rng.shuffle(pile)
        state.draw = pile
        state.discard = [0] * len(self.colours)
        events.append(Event("reshuffle", None, (), "discard", "deck",
                            f"The {len(pile)} discarded strokes are shuffled into a new pile",
                            {"count": len(pile)}))

    def _pass_turn(self, state: FinalTouchState, seat: int, resolved: bool,
                   events: list[Event]) -> None:
        if resolved and (state.contest is None or seat in state.contest):
            events.append(Event("extra_turn", seat, text=f"Seat {seat} takes another turn"))
            return
        following = self.next_seat(state, seat)
        state.turn = following
        events.append(Event("turn", following, text=f"Seat {following} to play"))

    def next_seat(self, state: FinalTouchState, seat: int) -> int:
        """Clockwise; during a three-player contest only the two tied players take turns."""
        following = (seat + 1) % state.players
        while state.contest is not None and following not in state.contest:
            following = (following + 1) % state.players
        return following

    # --- views and serialisation ---------------------------------------------------------

    def view(self, state: FinalTouchState, seat: int) -> FinalTouchView:
        upcoming = state.pile[-1] if state.pile else None
        return FinalTouchView(
            seat, state.players, self.current_player(state), tuple(state.hands[seat]),
            tuple(sum(hand) for hand in state.hands), state.current, upcoming,
            len(state.pile), tuple(state.improved), tuple(self.missing(state)),
            tuple(state.smears), len(state.draw), tuple(state.discard), tuple(state.money),
            tuple(s % 2 for s in range(4)) if state.players == 4 else None,
            tuple(state.scored), state.contest, state.winners)

    def determinize(self, view: FinalTouchView, rng: random.Random) -> FinalTouchState:
        return _worlds.determinize(self, view, rng)    # the hard bot's worlds

    def clone(self, state: FinalTouchState) -> FinalTouchState:
        return _worlds.clone(state)

    def public_view(self, state: FinalTouchState) -> dict:
        pieces = self.content.masterpieces
        return {
            "turn": self.current_player(state), "hand_sizes": [sum(h) for h in state.hands],
            "current": pieces[state.current].id if state.current is not None else None,
            "next": pieces[state.pile[-1]].id if state.pile else None,
            "pile_count": len(state.pile), "improved": self.card_names(state.improved),
            "smears": [self.colours[c] for c in state.smears], "draw_count": len(state.draw),
            "discard": dict(zip(self.colours, state.discard)), "money": list(state.money),
            "scored": [[pieces[s.masterpiece].id, s.kind, s.by_seat, s.value,
                        list(s.recipients)] for s in state.scored],
            "contest": list(state.contest) if state.contest else None,
            "winners": list(state.winners) if state.winners is not None else None,
            "end_reason": state.end_reason,
        }

    def sim_stats(self, state: FinalTouchState) -> dict[str, list[float]]:
        played = float(len(state.scored))
        return {"masterpieces_per_game": [played] * state.players,
                "money": [float(m) for m in state.money]}

    def state_to_json(self, state: FinalTouchState) -> dict:
        return state_to_json(state)

    def state_from_json(self, data: dict) -> FinalTouchState:
        return restore.restore_state(self, data)   # checked whole, or RestoreError

    def action_to_json(self, action: Action) -> dict:
        return _action_to_json(action)

    def action_from_json(self, data: dict) -> Action:
        return restore.action_from_json(data)      # malformed: IllegalAction
