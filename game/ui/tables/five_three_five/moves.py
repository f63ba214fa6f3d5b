"""Five Three Five table: engine events turned into choreography, one cue per event kind.

:class:`Moves` is a part the table owns (``table.moves``). Its event table is written out
in :meth:`Moves.cues`; each handler moves the sprites and updates the shown board at the
moment its cue runs, so counts, passes and scores change exactly when the cards land, and
returns how long it holds the queue. A round's end pauses the player: the summary overlay
opens once everything before it has played, and the next deal waits until it is closed.
The meld's sprites (the top layer in a row, older layers peeking above) belong here too.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from game.core.engine import Event
from game.ui.draw import theme
from game.ui.draw.anim import CardSprite
from game.ui.tables.common.hand import CARD
from game.ui.tables.common.player import Cue, EventPlayer
from game.ui.tables.five_three_five.layout import (
    DECK,
    DISCARD_POS,
    MELD_CENTRE,
    MINI,
    OWN_BADGE,
    OWN_RESERVE,
    PILE_SCALE,
    UNDEALT_POS,
    meld_slot,
    meld_z,
    reserve_position,
)
from game.ui.tables.five_three_five.summary import RoundResult

if TYPE_CHECKING:
    from game.ui.tables.five_three_five.table import FiveThreeFiveTable

FLY = 0.45                  # a card from a hand to the meld
CLEAR_REASONS = {"passes": "Everyone passed", "five_run": "Five-card run!", "rule_of_8s": "Rule of 8s!"}
EIGHTS_COLOURS = ("orange", "purple", "blue", "yellow", (255, 240, 200))


class Moves:
    """The table's event player and the meld it animates."""

    def __init__(self, table: FiveThreeFiveTable):
        self.table, self.anim = table, table.anim
        self.meld: list[list[CardSprite]] = []
        self.last_result: RoundResult | None = None
        self.final_rows: list[dict] | None = None
        self.awaiting_summary = False
        self.summary_ready: RoundResult | None = None
        self._left_cards: dict[int, tuple[int, ...]] = {}
        self._game_ends = False
        self.player = EventPlayer(self.anim, self.cues(), name="five_three_five")

    def cues(self) -> dict[str, Cue]:
        return {
            "shuffle": Cue(self.on_shuffle), "deal": Cue(self.on_deal), "set_aside": Cue(self.on_set_aside),
            "pickup": Cue(self.on_pickup), "turn": Cue(self.on_turn), "play": Cue(self.on_play),
            "pass": Cue(self.on_pass), "clear": Cue(self.on_clear), "collect": Cue(self.on_collect),
            "score": Cue(self.on_score), "round_end": Cue(self.on_round_end),
            "next_lead": Cue(self.on_next_lead), "game_end": Cue(self.on_game_end),
        }

    def play(self, events: Sequence[Event]) -> None:
        self._game_ends = self._game_ends or any(event.kind == "game_end" for event in events)
        self.player.play(events)

    def summary_closed(self) -> None:
        self.awaiting_summary = False
        self.player.resume()

    def seat_spot(self, seat: int) -> tuple[int, int]:
        table = self.table
        return OWN_BADGE if seat == table.bottom else table.pods[seat]

    # --- dealing -----------------------------------------------------------------------------
    def on_shuffle(self, event: Event) -> float:
        count, round_no = event.data.get("count", 0), event.data.get("round", 1)
        self._sweep(fade=True)
        b = self.table.board
        b.counts, b.reserves = [0] * b.players, [0] * b.players
        b.layers, b.meld_kind, b.passed, b.last_player = [], "", set(), -1
        b.undealt = b.discarded = 0
        b.deck, b.round_no, b.half = count, round_no, 1 if b.players == 2 else 0
        b.current = None
        if round_no > 1:
            self.table.fx.show_banner(f"Round {round_no}", theme.ACCENT_SOFT, duration=1.0, size=96)
        return 0.5 if round_no > 1 else 0.2

    def on_deal(self, event: Event) -> float:
        table, b = self.table, self.table.board
        seat, count = event.seat or 0, event.data.get("count", len(event.cards))
        reserve = (event.dst or "").startswith("reserve")
        b.deck = max(0, b.deck - count)
        if reserve:
            b.reserves[seat] = count
            target = OWN_RESERVE if seat == table.bottom else reserve_position(table.pods[seat])
            self._fly_backs(MELD_CENTRE, target, 3)
        elif seat == table.bottom:
            b.counts[seat] = count
            # the dealt cards are shown only to the seat they were dealt to
            table.hand_face_up = table.viewer is not None and table.viewer == seat
            table.hand_cards = list(event.cards) if table.hand_face_up else []
            table.lay_hand(origin=MELD_CENTRE)
        else:
            b.counts[seat] = count
            self._fly_backs(MELD_CENTRE, table.pods[seat], 4)
        table.app.sound.play("card")
        return 0.55 if seat == table.bottom and not reserve else 0.22

    def on_set_aside(self, event: Event) -> float:
        self.table.board.undealt, self.table.board.deck = event.data.get("count", 0), 0
        self._fly_backs(MELD_CENTRE, UNDEALT_POS, 2)
        return 0.4

    def on_pickup(self, event: Event) -> float:
        table, b = self.table, self.table.board
        seat, cards = event.seat or 0, tuple(event.cards)
        b.half, b.reserves[seat], b.counts[seat] = 2, 0, len(cards)
        if seat == table.bottom:
            table.hand_face_up = table.viewer is not None and table.viewer == seat
            table.hand_cards = list(cards) if table.hand_face_up else []
            table.lay_hand(origin=OWN_RESERVE)
            table.fx.show_banner("Second half", theme.ACCENT_SOFT, duration=1.0, size=96)
        else:
            self._fly_backs(reserve_position(table.pods[seat]), table.pods[seat], 3)
        return 0.5

    # --- turns, plays, passes, clears ----------------------------------------------------------
    def on_turn(self, event: Event) -> float:
        self.table.board.current = event.seat
        return 0.0

    def on_play(self, event: Event) -> float:
        table, b = self.table, self.table.board
        seat, cards, data = event.seat or 0, tuple(event.cards), event.data
        b.counts[seat] = max(0, b.counts[seat] - len(cards))
        flying = self._cards_leaving(seat, cards)
        if data.get("action") == "add" and self.meld:
            self.meld[-1] = sorted(self.meld[-1] + flying, key=lambda s: s.tag)
            b.layers[-1] = sorted(b.layers[-1] + list(cards))
        else:
            self.meld.append(sorted(flying, key=lambda s: s.tag))
            b.layers.append(list(cards))
        b.meld_kind, b.last_player = data.get("meld_type", ""), seat
        b.passed = set()
        self.lay_meld(flying)
        table.app.sound.play("card")
        return FLY + 0.1

    def on_pass(self, event: Event) -> float:
        seat = event.seat or 0
        self.table.board.passed.add(seat)
        x, y = self.seat_spot(seat)
        self.table.fx.float_text("Pass", (x, y - 70), theme.INK_DIM, duration=0.9)
        return 0.45

    def on_clear(self, event: Event) -> float:
        table, fx = self.table, self.table.fx
        seat, reason = event.seat or 0, event.data.get("reason", "")
        eights = reason == "rule_of_8s"
        if reason == "all_copies" and event.cards:
            words = {4: "four", 5: "five"}
            copies = table.board.copies
            title = f"All {words.get(copies, copies)} {event.cards[-1]}s!"
        else:
            title = CLEAR_REASONS.get(reason, "Trick cleared")
        if eights:
            fx.show_banner(title, (255, 206, 70), duration=1.5, size=132)
            for dx in (-430, 0, 430):   # from the banner's ends too, so it is not hidden
                self.anim.burst((MELD_CENTRE[0] + dx, MELD_CENTRE[1] - 20), EIGHTS_COLOURS,
                                count=70, speed=760, life=1.4)
            table.app.sound.play("clear")
        else:
            fx.show_banner(title, theme.INK, duration=0.9, size=64)
        table.board.current = seat   # the winner leads the next trick: never show the passer as leader
        x, y = self.seat_spot(seat)
        fx.float_text("Wins the lead", (x, y - 70), theme.ACCENT, duration=1.2)
        self.player.then(0.55, lambda: self._clear_meld(len(event.cards)))
        return 0.9 if eights else 0.35

    def on_collect(self, event: Event) -> float:
        self._clear_meld(0)
        return 0.55

    def _clear_meld(self, fallback: int) -> None:
        count = sum(len(layer) for layer in self.meld)
        self._sweep()
        b = self.table.board
        b.layers, b.meld_kind, b.passed, b.last_player = [], "", set(), -1
        b.discarded += count or fallback

    # --- scoring and the end of a round ------------------------------------------------------
    def on_score(self, event: Event) -> float:
        table = self.table
        seat, points, total = event.seat or 0, event.data.get("points", 0), event.data.get("total", 0)
        self._left_cards[seat] = tuple(event.cards)
        table.board.scores[seat] = total
        table.board.counts[seat] = 0
        x, y = self.seat_spot(seat)
        if seat == table.bottom:
            for index, sprite in enumerate(table.hand.sprites):
                sprite.z = 300
                sprite.move_to(OWN_BADGE, 0.4, delay=0.03 * index)
                sprite.scale_to(0.4, 0.4, delay=0.03 * index)
                sprite.fade_to(0, 0.4, delay=0.03 * index, on_done=lambda s=sprite: self.anim.remove(s))
            table.hand.sprites, table.hand_cards = [], []
        table.fx.float_text(f"+{points}", (x, y - 70), theme.BAD, duration=1.3, size=56)
        table.app.sound.play("select")
        return 0.5

    def on_round_end(self, event: Event) -> float:
        table, data = self.table, event.data
        players = len(data.get("points", []))
        result = RoundResult(round_no=data.get("round", 1), half=data.get("half", 0), out=event.seat or 0,
                             points=list(data.get("points", [])), scores=list(data.get("scores", [])),
                             cards_left=[self._left_cards.get(seat, ()) for seat in range(players)],
                             game_over=self._game_ends, target=table.target)
        self._left_cards, self._game_ends = {}, False
        self.last_result = result
        if self.player.fast:
            return 0.0
        self.awaiting_summary = True
        table.fx.show_banner(f"{table.seats[result.out].name} is out!", theme.GOOD, duration=1.3, size=96)
        table.app.sound.play("win" if result.out == table.viewer else "clear")

        def ready() -> None:
            self.summary_ready = result
            self.player.pause()     # the next round's events wait for the summary to close
        self.player.then(0.0, ready)
        return 1.3

    def on_next_lead(self, event: Event) -> float:
        x, y = self.seat_spot(event.seat or 0)
        self.table.fx.float_text("Leads first", (x, y - 70), theme.ACCENT, duration=1.4)
        return 0.1

    def on_game_end(self, event: Event) -> float:
        self.final_rows = list(event.data.get("standings", []))
        return 0.0

    # --- sprite helpers ------------------------------------------------------------------------
    def _cards_leaving(self, seat: int, cards: tuple[int, ...]) -> list[CardSprite]:
        """Sprites for ``cards`` leaving ``seat``: taken from the hand strip, or made at the pod."""
        table = self.table
        if seat == table.bottom:
            flying = table.hand.take_played(cards, table.faces, table.hand_face_up)
            for card in cards:
                if table.hand_face_up and card in table.hand_cards:
                    table.hand_cards.remove(card)
            table.lay_hand()
            return flying
        flying = []
        start = table.pods.get(seat, MELD_CENTRE)
        for index, card in enumerate(cards):
            sprite = CardSprite(face=table.faces[card], back_deck=DECK, pos=(start[0] + index * 20, start[1] - 60),
                                size=CARD, scale=0.45, flip=0.0, tag=card)
            self.anim.add(sprite)
            sprite.flip_to(True, 0.3, delay=0.12)
            sprite.scale_to(1.0, FLY)
            flying.append(sprite)
        return flying

    def rebuild_meld(self, layers: list[list[int]]) -> None:
        """Idle resync: the meld exactly as the view shows it."""
        if [[sprite.tag for sprite in layer] for layer in self.meld] == layers:
            return
        for layer in self.meld:
            for sprite in layer:
                self.anim.remove(sprite)
        self.meld = []
        top = len(layers) - 1
        for layer_index, layer in enumerate(layers):
            sprites = []
            for index, card in enumerate(layer):
                sprite = CardSprite(face=self.table.faces[card], back_deck=DECK, size=CARD, tag=card,
                                    pos=meld_slot(top - layer_index, index, len(layer)),
                                    z=meld_z(min(layer_index, 14), index))
                sprites.append(self.anim.add(sprite))
            self.meld.append(sprites)

    def lay_meld(self, flying: Sequence[CardSprite] = ()) -> None:
        """Move every meld sprite to its slot: the top layer in a row, older layers peeking above."""
        top = len(self.meld) - 1
        for layer_index, layer in enumerate(self.meld):
            for index, sprite in enumerate(layer):
                target = meld_slot(top - layer_index, index, len(layer))
                z = meld_z(min(layer_index, 14), index)
                if sprite in flying:
                    sprite.z = 300

                    def land(s: CardSprite = sprite, z: int = z) -> None:
                        s.z = z
                    sprite.move_to(target, FLY, delay=0.02 * index, on_done=land)
                else:
                    sprite.z = z
                    if sprite.pos != target:
                        sprite.move_to(target, 0.3)

    def _sweep(self, fade: bool = False) -> None:
        """Every meld card to the cleared pile, face down (or faded away at a new round)."""
        sprites = [sprite for layer in self.meld for sprite in layer]
        self.meld = []
        for index, sprite in enumerate(reversed(sprites)):
            sprite.z = 250 + index
            done = (lambda s=sprite: self.anim.remove(s))
            if fade:
                sprite.fade_to(0, 0.3, on_done=done)
                continue
            delay = 0.025 * index
            sprite.flip_to(False, 0.3, delay=delay)
            sprite.scale_to(PILE_SCALE, 0.4, delay=delay)
            sprite.move_to(DISCARD_POS, 0.45, delay=delay, on_done=done)

    def _fly_backs(self, start: tuple[int, int], end: tuple[int, int], count: int) -> None:
        """A few small backs flying between zones (opponents' cards are never shown)."""
        for index in range(count):
            sprite = self.anim.add(CardSprite(back_deck=DECK, pos=start, size=MINI, flip=0.0, z=280 + index))
            sprite.move_to((end[0], end[1] - 40), 0.35, delay=0.05 * index,
                           on_done=lambda s=sprite: self.anim.remove(s))
