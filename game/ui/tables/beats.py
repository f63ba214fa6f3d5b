"""Engine events as a queue of beats, played one after another (Final Touch, Final Nine).

Each event with a ``_beat_<kind>`` handler becomes a beat; the next beat starts once the
last one's animation is over (all at once when animation is instant). The table's picture
(``resync``) is rebuilt from the view only when no beat is waiting and nothing moves, so
what the table shows always matches what has been animated so far. Compare
``timeline.py``, where events take overlapping time slots instead.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from typing import Any

from game.core.engine import Event


class BeatQueue:
    """Mix in before the table scene class; call ``_start_beats`` in ``__init__``."""

    anim: Any
    resync: Callable[[], None]   # the table rebuilds its picture from the view
    note_unhandled = False     # also log events that have no beat of their own

    def _start_beats(self) -> None:
        self.beats: deque[Callable[[], None]] = deque()
        self.stale = True

    def queue_events(self, events: list[Event]) -> None:
        for event in events:
            handler = getattr(self, f"_beat_{event.kind}", None)
            if handler is not None:
                self.beats.append(lambda h=handler, e=event: self._note(e) or h(e))
            elif self.note_unhandled and event.text:
                self.beats.append(lambda e=event: self._note(e))

    def _note(self, event: Event) -> None:
        """Log the event as its beat plays (games)."""

    def run_beats(self) -> None:
        """Start beats while nothing is moving; with instant animation, play them all now."""
        while self.beats and (self.anim.instant or not self.anim.busy):
            self.beats.popleft()()
            if self.anim.instant:
                self.settle_instant()
        self.after_beats()

    def after_beats(self) -> None:
        """Tidy up finished banners and the like (games)."""

    def settle_instant(self) -> None:
        for _ in range(40):   # landing callbacks may start further (instant) tweens
            self.anim.update(0.0)
            if not self.anim.busy:
                break

    def on_events(self, events: list[Event]) -> None:
        self.before_events()
        self.queue_events(events)
        self.stale = True
        if self.anim.instant:
            self.run_beats()
            self.resync()

    def before_events(self) -> None:
        """Reset selections before new events are queued (games)."""

    def mark_stale(self) -> None:
        """The picture must be rebuilt: now if idle, else once the beats are done."""
        self.stale = True
        if not self.beats and not self.anim.busy:
            self.resync()

    def animating(self) -> bool:
        return self.anim.busy or bool(self.beats) or self.stale

    def play_beats(self) -> None:
        """Call every frame after the animator moved: run due beats, rebuild when all settle."""
        self.run_beats()
        if self.stale and not self.beats and not self.anim.busy:
            self.resync()
