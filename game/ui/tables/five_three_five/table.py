"""The Five Three Five table: your hand fanned at the bottom, opponents' hands as backs round
the top, the central meld in the middle with overwritten layers peeking out beneath it.

Choosing cards asks the engine what the selection allows (``why_illegal`` for Lead,
Overwrite, Add and Pass) and lights those buttons; pressing one that is not allowed says why
in a toast. The table owns its parts: the hand strip, the action bar (:mod:`.bar`), the
event player with the meld (:mod:`.moves`) and the effects (:mod:`.fx`); the round summary
is :mod:`.summary`, layout and the shown board :mod:`.layout`.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.core.engine import Event
from game.ui.draw import theme
from game.ui.stage.input import InputEvent, Intent
from game.ui.tables.common.action_bar import ActionBar, BarButton
from game.ui.tables.common.effects import Effects
from game.ui.tables.common.table import BADGE, CardTable
from game.ui.tables.five_three_five.bar import BAR_LAYOUT, action_for, offers, paint_button
from game.ui.tables.five_three_five.fx import Pieces
from game.ui.tables.five_three_five.layout import (
    DECK,
    DISCARD_POS,
    MELD_CENTRE,
    OWN_BADGE,
    OWN_RESERVE,
    UNDEALT_POS,
    ShownBoard,
    card_faces,
    pod_positions,
    reserve_position,
)
from game.ui.tables.five_three_five.moves import Moves
from game.ui.tables.five_three_five.summary import RoundSummaryScene
from game.ui.tables.shot_kit import table_builder

STATUS_WIDTH = 1380


class FiveThreeFiveTable(CardTable):
    scene_id = "five_three_five_table"
    back_deck = DECK

    def __init__(self, *args: Any, **kwargs: Any):
        super().__init__(*args, **kwargs)
        self.faces = card_faces(self.rules)
        self.pieces = Pieces(self.app)
        self.fx = Effects(self.anim, banner_centre=(MELD_CENTRE[0], MELD_CENTRE[1] - 20))
        self.bar = ActionBar(BAR_LAYOUT, paint_button, on_press=lambda button: self.choose(button.offer.spec.key))
        self.target = int(self.config.option("target", self.rules.content.target_score))
        self.bottom = self.viewer if self.viewer is not None else (self.humans[0] if self.humans else 0)
        self.pods = pod_positions(len(self.seats), self.bottom)
        self.hand_cards: list[int] = []
        self.hand_face_up = False
        self.playable: set[int] = set()
        self.pending_action: Any = None
        self._synced: Any = None
        self.moves = Moves(self)
        self.board = ShownBoard.from_view(self.view())
        if self.fresh:
            self.play_opening()
        else:
            self.resync()

    # --- keeping the picture in step with the engine -----------------------------------------
    def on_events(self, events: list[Event]) -> None:
        self.moves.play(events)

    def animating(self) -> bool:
        return self.anim.busy or self.moves.awaiting_summary or self.moves.player.queued

    def picture_state(self) -> tuple:
        return (self.moves.player.played, self.moves.awaiting_summary, self._synced)

    def _sync_key(self) -> tuple:
        return (self.actions_taken, self.viewer, self.bottom, id(self.state))

    def resync(self, force: bool = False) -> None:
        """Idle: read the board again from the view, and fix any sprite that disagrees."""
        key = self._sync_key()
        if key == self._synced and not force:
            return
        self._synced = key
        view = self.view()
        self.board = ShownBoard.from_view(view)
        face_up = self.viewer is not None and self.viewer == self.bottom
        hand = list(view.hand) if face_up else []
        turned = face_up and not self.hand_face_up
        if face_up != self.hand_face_up or hand != self.hand_cards or \
                (not face_up and len(self.hand.sprites) != self.board.counts[self.bottom]):
            self.hand_face_up, self.hand_cards = face_up, hand
            self.lay_hand()
            if turned:   # the hand was hidden (hot-seat): turn it over for its owner
                for index, sprite in enumerate(self.hand.sprites):
                    sprite.flip = 0.0
                    sprite.flip_to(True, 0.3, delay=0.03 * index)
        self.moves.rebuild_meld(self.board.layers)
        self.refresh_choices()

    def lay_hand(self, origin: tuple[int, int] | None = None) -> None:
        """The bottom seat's hand: faces for its owner, backs for everyone else."""
        if self.hand_face_up:
            entries = [(card, self.faces[card]) for card in self.hand_cards]
        else:
            entries = [(("back", index), None) for index in range(self.board.counts[self.bottom])]
        self.hand.set_cards(entries, origin=origin, face_up=self.hand_face_up)

    def on_viewer_changed(self) -> None:
        if self.viewer is not None and self.viewer != self.bottom:
            self.bottom = self.viewer
            self.pods = pod_positions(len(self.seats), self.bottom)
        self.hand.clear_selection()
        self.zone, self.actions.focus = "hand", 0
        self.resync(force=True)

    def update(self, dt: float) -> None:
        super().update(dt)
        self.moves.player.update(dt)
        self.fx.update()
        moves = self.moves
        if moves.summary_ready is not None and self.in_front:
            result, moves.summary_ready = moves.summary_ready, None
            self.app.stack.push(RoundSummaryScene(self.app, self, result, moves.summary_closed))
        if not self.animating():
            if self.pending_action is not None:
                action, self.pending_action = self.pending_action, None
                self._commit(action)
            self.resync()
        acting = self.human_to_act()
        self.hand.active = acting and self.zone == "hand"
        self.hand.refresh_highlights((lambda tag: tag in self.playable) if acting else None)

    def advance(self, actions: int) -> None:
        """Shots and benches: play at once, no overlays, then settle every sprite."""
        with self.moves.player.rushed():
            super().advance(actions)
        self.moves.awaiting_summary, self.moves.summary_ready = False, None
        self.fx.clear()
        self.resync(force=True)

    # --- choosing and playing ------------------------------------------------------------------
    def refresh_choices(self) -> None:
        """What the selection allows, as the engine says; and which cards could play at all."""
        if not self.human_to_act():
            self.playable = set()
            self.bar.clear()
            return
        legal = self.rules.legal_actions(self.state)
        self.playable = {card for action in legal for card in getattr(action, "cards", ())}
        self.bar.offer(offers(self.chosen()), legal, lambda action: self.rules.why_illegal(self.state, action))

    def chosen(self) -> tuple[int, ...]:
        return tuple(sorted(tag for tag in self.hand.selected if isinstance(tag, int)))

    def choose(self, name: str) -> None:
        action = action_for(name, self.chosen())
        if self.animating() and self.rules.why_illegal(self.state, action) is None:
            self.pending_action = action   # played as soon as the table settles
            return
        self._commit(action)

    def _commit(self, action: Any) -> None:
        if not self.human_to_act():
            return
        if self.play(action):
            self.app.sound.play("confirm")
            self.hand.clear_selection()
            self.zone = "hand"
            self.refresh_choices()

    def toast(self, text: str, colour: tuple = theme.BAD) -> None:
        super().toast(text[:1].upper() + text[1:], colour)

    def selection_changed(self) -> None:
        self.app.sound.play("select")
        self.refresh_choices()

    def handle_extra(self, event: InputEvent) -> None:
        if self.bar.shortcut(event.intent):
            return
        if event.intent is Intent.ACTION_Y:
            self.hand.clear_selection()
            self.refresh_choices()

    def status(self) -> tuple[str, tuple]:
        if self.rules.is_over(self.state) and not self.moves.awaiting_summary:
            return "Game over", theme.INK
        if self.moves.awaiting_summary:
            return "The round is over", theme.INK
        seat = self.board.current
        if self.humans and self.viewer is None:
            return "Pass the device", theme.INK
        if seat is None:
            return "Dealing...", theme.INK
        if not self.human_to_act() or seat != self.viewer:   # the animation has not caught up yet
            if seat == self.viewer:
                return "", theme.INK
            name = self.seats[seat].name
            return (f"{name} is thinking..." if seat in self.bots else f"{name}'s turn"), theme.INK
        chosen = self.chosen()
        focused = self.bar.focused if self.zone == "actions" else None
        if isinstance(focused, BarButton) and focused.reason:   # the mouse rests on it: guidance, not red
            return f"{focused.label}: {focused.reason}", theme.INK
        must_lead = not self.board.layers
        if not chosen:
            if must_lead:
                return "Your lead: choose a single, a set or a run", theme.ACCENT_SOFT
            return "Your turn: choose cards to overwrite or add - or pass (X)", theme.ACCENT_SOFT
        allowed = [name for name in ("Lead", "Overwrite", "Add") if self.reason(name) is None]
        cards = " ".join(map(str, chosen))
        if allowed:
            return f"{' or '.join(allowed)} with {cards}", theme.GOOD
        key = "Lead" if must_lead else ("Overwrite" if len(chosen) == len(self.board.meld) else "Add")
        reason = self.reason(key) or "not playable"
        # the engine's sentence may name the cards already ("9 11 13 is not a meld: ...")
        return (reason if reason.startswith(cards) else f"{cards}: {reason}"), theme.INK   # red: refusals only

    def reason(self, key: str) -> str | None:
        """Why the bar's ``key`` button is unlit (None: lit, or no bar)."""
        button = self.bar.button(key)
        return button.reason if button is not None else None

    def target_rect(self, name: str) -> pygame.Rect | None:
        """Where a named part of the table is, for the guided game (``card:8``, ``button:pass``,
        ``seat:1``, ``hand``, ``meld``, ``cleared``, ``set_aside``); None if not on show."""
        from game.ui.tables.common import targets
        part, arg = targets.split(name)
        if part in ("hand", "card"):
            return targets.hand_cards(self.hand, arg)
        if part == "meld":
            return targets.union(sprite.rect for layer in self.moves.meld for sprite in layer)
        if part == "button":
            return targets.bar_button(self.bar, arg)
        if part == "seat" and arg.isdigit():
            seat = int(arg)
            centre = OWN_BADGE if seat == self.bottom else self.pods.get(seat)
            return targets.centred(centre, BADGE) if centre else None
        spots = {"cleared": DISCARD_POS, "set_aside": UNDEALT_POS}
        return targets.centred(spots[part], (150, 200)) if part in spots else None

    # --- drawing -----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.felt(), (0, 0))
        board, pieces, text = self.board, self.pieces, self.app.text
        pieces.meld_bed(surface)
        self._draw_header(surface)
        pieces.pile(surface, UNDEALT_POS, board.undealt, "Set aside")
        pieces.pile(surface, DISCARD_POS, board.discarded, "Cleared")
        if board.deck:
            pieces.pile(surface, MELD_CENTRE, board.deck, "Deck")
        for seat, centre in self.pods.items():
            pieces.fan(surface, centre, board.counts[seat])
            self._badge(surface, seat, centre)
            if board.players == 2 and board.reserves[seat]:
                pieces.pile(surface, reserve_position(centre), board.reserves[seat], "2nd hand")
        self._badge(surface, self.bottom, OWN_BADGE)
        if board.players == 2 and board.reserves[self.bottom]:
            pieces.pile(surface, OWN_RESERVE, board.reserves[self.bottom], "2nd hand")
        if board.layers:
            pieces.caption(surface, board.caption(lambda seat: self.seats[seat].name))
        elif board.current is not None and not board.deck:
            who = "You lead" if board.current == self.viewer else f"{self.seats[board.current].name} leads"
            pieces.caption(surface, f"New trick: {who}", theme.ACCENT_SOFT)
        self.anim.draw(surface, self.app.cards)
        message, colour = self.status()
        self._draw_status(surface, message, colour)
        self.draw_actions(surface)
        self.fx.draw(surface, text, self.app.cards)
        self.draw_menu_button(surface)
        self.draw_toast(surface)

    def _badge(self, surface: pygame.Surface, seat: int, centre: tuple[int, int]) -> None:
        board = self.board
        count = board.counts[seat]
        score = board.scores[seat]
        lines = [f"{count} card{'s' if count != 1 else ''}", f"{score} point{'s' if score != 1 else ''}"]
        self.draw_badge(surface, seat, centre, lines, active=board.current == seat,
                        note="Passed" if seat in board.passed else "")

    def header(self) -> tuple[str, str]:
        """Top corners: which round (two players: which half) and how the game ends."""
        board = self.board
        if board.players == 2:
            half = "First half" if board.half <= 1 else "Second half"
            return f"{half} of 2", "Fewest points wins"
        return f"Round {board.round_no}", f"Ends at {self.target} points"

    def _draw_header(self, surface: pygame.Surface) -> None:
        left, right = self.header()
        self.pieces.chip(surface, left, (28, 22), "topleft", theme.ACCENT_SOFT)
        self.pieces.chip(surface, right, (1828, 22), "topright")   # the menu button sits right of it

    def _draw_status(self, surface: pygame.Surface, message: str, colour: tuple) -> None:
        if not message:
            return
        text = self.app.text
        label = text.render(message, theme.SMALL_SIZE, colour, "bold")
        if label.get_width() > STATUS_WIDTH:
            label = text.render(message, theme.SMALL_SIZE, colour, "condensed")
        rect = label.get_rect(center=(960, 676)).inflate(40, 14)
        pygame.draw.rect(surface, (6, 16, 12), rect, border_radius=14)
        surface.blit(label, label.get_rect(center=rect.center))

    def draw_actions(self, surface: pygame.Surface) -> None:
        if self.human_to_act() and not self.moves.awaiting_summary and self.board.current == self.viewer:
            super().draw_actions(surface)

    # --- end of game -------------------------------------------------------------------------
    def standings(self) -> tuple[list[str], list[list]]:
        if not self.moves.final_rows:
            return super().standings()
        two = len(self.seats) == 2
        headers = ["Player", "Points", "Cards left"] + (["Scored cards"] if two else []) + ["Result"]
        rows = []
        for row in self.moves.final_rows:
            place = row.get("place", 1)
            result = ("Shared win" if row.get("share", 0) < 1 else "Winner") if row.get("share") else \
                f"{place}{ {1: 'st', 2: 'nd', 3: 'rd'}.get(place, 'th')}"
            cells = [self.seats[row["seat"]].name, row.get("points", 0), row.get("cards_left", 0)]
            rows.append(cells + ([row.get("scored_cards", 0)] if two else []) + [result])
        return headers, rows


TABLE = FiveThreeFiveTable


def _mid_trick(app: Any, table: FiveThreeFiveTable) -> None:
    """Play on until it is the human's turn over a meld with covered layers, then pick a play."""
    for _ in range(400):
        if table.human_to_act() and len(table.board.layers) >= 2 and table.actions_taken >= 8:
            break
        table.advance(1)
    legal = [action for action in table.rules.legal_actions(table.state) if getattr(action, "cards", ())]
    if legal:
        wanted = list(legal[0].cards)
        for sprite in table.hand.sprites:
            if sprite.tag in wanted:
                wanted.remove(sprite.tag)
                sprite.selected = True
        table.refresh_choices()


def _round_summary(app: Any, table: FiveThreeFiveTable) -> None:
    for _ in range(600):
        if table.moves.last_result is not None:
            break
        table.advance(1)
    if table.moves.last_result is not None:
        app.stack.push(RoundSummaryScene(app, table, table.moves.last_result))


SHOTS = {
    "five_three_five_table": table_builder("five_three_five", 0, 4, extra=_mid_trick),
    "five_three_five_round_summary": table_builder("five_three_five", 0, 4, extra=_round_summary),
    "five_three_five_table_2p": table_builder("five_three_five", 0, 2, extra=_mid_trick),
    "five_three_five_table_6p": table_builder("five_three_five", 0, 6, extra=_mid_trick),
}
