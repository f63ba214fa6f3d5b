"""The Finale table: opponents' pods across the top (hand count, Level tile and words, laid
groups), your laid Level in the middle band with an activated Exchange and the piles on its
right, your hand at the bottom between your panel (Level, dog needed, Levels made) and the
Challenge card (each Level and who is on it).

The rummy kit's table (:class:`~game.ui.tables.rummy.table.RummyTable`) does the work; this
class gives it Finale: the layout (:mod:`.layout`), the view adapter (:mod:`.adapter`), the
event table (:mod:`.events`), the bar and input (:mod:`.controls`) and what only Finale has
(:mod:`.art`): the Challenge card, the Exchange in play, the required dog lit in the hand.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

from game.core.engine import Event
from game.games.finale.state import FinaleView
from game.ui.stage.scene import Scene
from game.ui.tables.finale.adapter import (
    WORDS,
    ChallengeFacts,
    FinaleLayDown,
    LevelBook,
    rummy_view,
    shows_dog,
)
from game.ui.tables.finale.adapter import standings as final_standings
from game.ui.tables.finale.art import DOG_GOLD, FinaleArt
from game.ui.tables.finale.controls import FinaleControls
from game.ui.tables.finale.events import FinaleMoves
from game.ui.tables.finale.layout import LAYOUT, card_faces, sort_key
from game.ui.tables.rummy.layout import OWN_PANEL, PILE
from game.ui.tables.rummy.table import RummyTable
from game.ui.tables.rummy.view import RummyView


class FinaleTable(RummyTable[FinaleView], scene_id="finale_table", layout=LAYOUT, words=WORDS,
                  controls=FinaleControls, moves=FinaleMoves, faces=card_faces, order=sort_key):
    moves: FinaleMoves

    def __init__(self, *args: Any, **kwargs: Any):
        self.extras: ChallengeFacts | None = None     # read from the view before the kit draws
        self.exchange_card: str | None = None
        self.overlay_ready: Callable[[], Scene] | None = None   # the round summary or standings, to open
        super().__init__(*args, **kwargs)
        self.art = FinaleArt(self.app, self.pod_art, self.seats, self.faces, self.rules.content, self.book)

    # --- the rummy table's hooks -------------------------------------------------------------------
    def requirements(self) -> LevelBook:
        self.book = LevelBook(self.rules.content, lambda: self.extras.challenge if self.extras else
                              self.view().challenge)
        return self.book

    def adapt(self, view: FinaleView) -> RummyView:
        return rummy_view(view, self.rules.content)

    def lay_down_rules(self) -> FinaleLayDown:
        return FinaleLayDown(self.rules.content, self.book, self.view(), self.rules.legal_actions(self.state),
                             lambda action: self.rules.why_illegal(self.state, action))

    def read_extras(self, view: FinaleView, face_up: bool) -> None:
        self.extras = ChallengeFacts.from_view(view)
        self.exchange_card = view.exchange

    def extras_key(self) -> tuple:
        return (self.extras.key() if self.extras else (), self.exchange_card)

    def paint_panels(self, layer: pygame.Surface) -> None:
        facts = self.extras or ChallengeFacts.from_view(self.view())
        self.art.own_panel(layer, self.bottom, self.board, facts, self.held.face_up)
        self.art.challenge_card(layer, self.board, facts, self.bottom)
        self.art.exchange(layer, self.board, self.exchange_card)

    def note_events(self, events: Sequence[Event]) -> None:
        for event in events:
            if event.kind == "exchange":
                self.exchange_card = event.cards[0]

    # --- what only Finale has --------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        if self.overlay_ready is not None and self.in_front:
            make, self.overlay_ready = self.overlay_ready, None
            self.app.stack.push(make())
            return
        self.light_dogs()

    def advance(self, actions: int) -> None:
        super().advance(actions)
        self.overlay_ready = None

    def light_dogs(self) -> None:
        """Cards in the bottom seat's hand that show the dog its Level needs glow gold."""
        board, seat = self.board, self.bottom
        if not self.held.face_up or board.laid[seat] or not board.active[seat]:
            return
        dogs = self.book.dogs(board.active[seat])
        if not dogs:
            return
        for sprite in self.hand.sprites:
            face = self.faces.get(sprite.tag) if isinstance(sprite.tag, str) else None
            if sprite.highlight is None and face is not None and shows_dog(face, dogs):
                sprite.highlight = DOG_GOLD

    def target_rect(self, name: str) -> pygame.Rect | None:
        """Where a named part of the table is, for the guided game: the rummy kit's parts, and
        ``level`` (your panel), ``challenge`` (the Challenge card), ``exchange`` (its face-up spot)."""
        from game.ui.tables.common import targets
        from game.ui.tables.finale import layout
        part, arg = targets.split(name)
        if part == "exchange":
            return targets.centred(layout.EXCHANGE_POS, (PILE[0] + 16, PILE[1] + 16))
        spots = {"level": OWN_PANEL, "challenge": layout.CHALLENGE_CARD}
        return pygame.Rect(spots[part]) if part in spots else targets.rummy_target(self, part, arg)

    def standings(self) -> tuple[list[str], list[list]]:
        return final_standings(self.view(), self.rules.content, self.seats)

    def winner_title(self) -> str:
        """"Ana wins the Grand Finale!", "Ben wins Mellow Yellow!"; shared wins as the kit says."""
        view = self.view()
        if len(view.winners) != 1:
            return super().winner_title()
        prize = "the Grand Finale" if view.grand else self.rules.content.challenges[view.challenge].name
        return f"{self.seats[view.winners[0]].name} wins {prize}!"
