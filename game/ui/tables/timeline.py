"""Engine events as a timeline of callbacks, shared by the card-table scenes.

Each event handler reserves a slot (``_slot``/``_then``); when the slot comes, its callback
moves sprites and updates what the table shows, so counts and scores change as the cards
land. The event named by ``summary_kind`` (a round's or hand's end) stops the stream: the
table shows its summary once everything before has played, and the rest of the events wait
in ``deferred`` until ``summary_closed``. ``advance`` (shots, benches) plays instantly with
no overlays.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.core.engine import Event
from game.ui.anim import CardSprite
from game.ui.tables.kit import CARD, HAND_Y


class EventTimeline:
    """Mix in before the table scene class; call ``_start_timeline`` in ``__init__``."""

    summary_kind = ""          # event kind that pauses the stream for a summary overlay
    anim: Any

    def _start_timeline(self) -> None:
        self.queue_left = 0.0
        self.deferred: list[Event] = []
        self.awaiting_summary = False
        self.summary_ready: Any = None
        self.fast = False           # advance(): no overlays, everything instant

    def _slot(self, duration: float) -> float:
        """Reserve ``duration`` seconds after everything already queued; the delay to it."""
        if self.anim.instant:
            return 0.0
        start = self.queue_left
        self.queue_left += duration
        return start

    def _then(self, duration: float, callback: Callable[[], None]) -> None:
        """Run ``callback`` after everything already queued; it owns ``duration`` seconds."""
        self.anim.after(self._slot(duration), callback)

    def _tick_timeline(self, dt: float) -> None:
        """Queued time drains as animation time passes (and at once when instant)."""
        self.queue_left = 0.0 if self.anim.instant else max(0.0, self.queue_left - dt * self.anim.speed)

    def on_events(self, events: list[Event]) -> None:
        events = list(events)
        while events:
            event = events.pop(0)
            if event.kind == self.summary_kind:
                self.on_summary_event(event, any(e.kind == "game_end" for e in events))
                if not self.fast:
                    self.deferred = events + self.deferred
                    return
                continue
            handler = getattr(self, f"_on_{event.kind}", None)
            if handler is not None:
                handler(event)

    def on_summary_event(self, event: Event, game_over: bool) -> None:
        """The round/hand ended: prepare ``summary_ready`` for the overlay (games)."""

    def summary_closed(self) -> None:
        self.awaiting_summary = False
        events, self.deferred = self.deferred, []
        self.on_events(events)

    def advance(self, actions: int) -> None:
        """Shots and benches: play at once, no overlays, then settle every sprite."""
        instant, self.anim.instant, self.fast = self.anim.instant, True, True
        try:
            super().advance(actions)  # type: ignore[misc]
            for _ in range(1000):
                if not self.anim.busy:
                    break
                self.anim.update(0.0)
        finally:
            self.anim.instant, self.fast, self.queue_left = instant, False, 0.0
            self.deferred, self.awaiting_summary, self.summary_ready = [], False, None
        self.after_advance()

    def _take_from_own_hand(self, cards: Any) -> list:
        """Sprites for public ``cards`` leaving the bottom seat's hand strip, turned face up.

        With the hand hidden (hot-seat hand-over) any back stands in for the card played.
        """
        flying = []
        for card in cards:
            if self.hand_face_up:
                sprite = self.hand.take(card)
                if card in self.hand_cards:
                    self.hand_cards.remove(card)
            else:
                sprite = self.hand.sprites.pop() if self.hand.sprites else None
            if sprite is None:
                sprite = self.anim.add(CardSprite(back_deck=self.back_deck, pos=(960, HAND_Y), size=CARD, flip=0.0))
            sprite.face, sprite.tag, sprite.selected, sprite.highlight = self.faces[card], card, False, None
            if sprite.flip < 1:
                sprite.flip_to(True, 0.3, delay=0.05)
            flying.append(sprite)
        self.lay_hand()
        return flying

    def after_advance(self) -> None:
        """Tidy up after ``advance`` (games: clear effects, resync sprites)."""
