"""Phase 10 evidence for the hard bot: cards a rival is known to hold because it took them from
the discard pile.

After the hard seat discards, the next seat to play either takes that card or draws from the
pile, and the card can only leave the pile by being taken. So when the hard seat's next view no
longer shows it in the discard pile, on the table or in its own hand, the seat that played
after it holds it. ``Phase10Evidence`` keeps those cards per seat for the rest of the hand
(dropping any that turn up in sight again: laid, hit or discarded) and deals every world with
them in that seat's hand (swapped in for a random card of its hand; sizes and the count of
every card are kept). Only the hard seat's own views and moves are used.
"""

from __future__ import annotations

import random
from typing import Any

from game.core.ai.known_cards import after_own_move, deal_known
from game.games.phase10.actions import Discard
from game.games.phase10.determinize import determinize
from game.games.phase10.state import Phase10View, State


class Phase10Evidence:
    def __init__(self, rules: Any, model: Any):
        self.rules = rules
        self.known: dict[int, set[str]] = {}      # seat -> cards it took from the discard pile
        self._hand_number: int | None = None
        self._seat: int | None = None
        self._left: tuple[str, int] | None = None   # (card discarded, the seat that plays next)

    def remember(self, view: Phase10View, action: Any) -> None:
        self._left = None
        if not isinstance(action, Discard) or self.rules.content.is_skip(action.card):
            return
        after = after_own_move(self.rules, determinize, view, action)
        if after is not None and after.hand_number == view.hand_number:
            self._left = (action.card, after.turn)

    def observe(self, view: Phase10View) -> dict[int, tuple[str, ...]] | None:
        left, self._left = self._left, None
        if self._seat != view.seat or self._hand_number != view.hand_number:
            self.known, left = {}, None          # a new hand (or game): nothing carries over
        self._seat, self._hand_number = view.seat, view.hand_number
        in_sight = set(view.hand) | set(view.save_pile) | set(view.discard)
        in_sight |= {card for melds in view.table for meld in melds for card in meld.cards}
        if left is not None and left[0] not in in_sight and left[1] != view.seat:
            self.known.setdefault(left[1], set()).add(left[0])
        for seat in list(self.known):
            self.known[seat] -= in_sight
            if not self.known[seat]:
                del self.known[seat]
        if not self.known:
            return None
        return {seat: tuple(sorted(cards)) for seat, cards in self.known.items()}

    def world(self, known: dict[int, tuple[str, ...]], view: Phase10View,
              rng: random.Random) -> State:
        world = determinize(self.rules, view, rng)
        places = [world.draw_pile] + [pile for s, pile in enumerate(world.hands) if s != view.seat] \
            + [pile for s, pile in enumerate(world.saves) if s != view.seat]
        deal_known(known, world.hands, places, rng, also_held=world.saves)
        return world
