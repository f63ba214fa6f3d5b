"""The event player: engine events become animation through an explicit table of cues.

One mechanism for every table (it replaces the old ``timeline.py`` slots and ``beats.py``
queue). A table writes out which handler plays which event kind::

    from game.ui.tables.common.player import Cue, EventPlayer

    class Moves:
        def __init__(self, anim: Animator) -> None:
            self.player = EventPlayer(anim, {
                "deal": Cue(self.on_deal),                  # after the previous cue
                "draw": Cue(self.on_draw),
                "pass": Cue(self.on_pass, overlap=True),    # together with the previous cue
            }, ignored={"turn"}, name="my table")

        def on_deal(self, event: Event) -> float | None:
            ...start tweens...
            return 0.4       # this cue holds the queue 0.4 s of animation time

        def on_draw(self, event: Event) -> float | None:
            ...start tweens...
            return None      # hold the queue until everything started has stopped moving

    player.play(events)      # queue what ``apply`` returned (starts at once if nothing waits)
    player.update(dt)        # every frame, after ``anim.update(dt)``
    player.idle              # True when nothing is queued, held or moving

Rules of the queue:

* A cue **runs** (its handler is called) when the cue before it has finished holding:
  either the seconds its handler returned have passed (in animation time, so the speed
  setting applies), or, when it returned ``None``, the animator has stopped moving.
* ``Cue(..., overlap=True)`` runs at once, alongside the cue before it; the queue then
  waits for the longer of the two holds.
* Inside a handler, ``player.then(hold, callback)`` adds a follow-up step right after the
  current cue (a flourish, then a sweep); ``player.pause()`` stops the queue after the
  current cue until ``player.resume()`` (a round summary waits for its overlay to close).
* An event kind that is neither in the table nor in ``ignored`` raises
  :class:`UnhandledEvent` the moment it is played, so a new or misspelt kind fails in tests
  instead of being skipped silently. ``player.handles(kind)`` answers for tests.
* With ``anim.instant`` (animation speed 0) every hold is zero and the animator is settled
  after each cue. ``with player.rushed():`` (shots, benches, ``advance``) is instant *and*
  ignores pauses, so no overlay opens.
* ``note`` (optional) is called with each event as its cue runs: tables log what is seen.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterable, Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Protocol

from game.core.engine import Event

Handler = Callable[[Event], "float | None"]
"""Plays one event: starts its animation, returns the seconds it holds the queue (None: until idle)."""


class Clock(Protocol):
    """What the player needs of an animator (``game.ui.draw.anim.Animator`` is one)."""

    instant: bool

    @property
    def speed(self) -> float: ...

    @property
    def busy(self) -> bool: ...

    def update(self, dt: float) -> None: ...


class UnhandledEvent(KeyError):
    """An event kind no cue plays and the table does not list as ignored."""

    def __init__(self, kind: str, table: str):
        super().__init__(f"{table}: no cue for event kind {kind!r} (add it to the event table or to ignored)")
        self.kind, self.table = kind, table

    def __str__(self) -> str:
        return str(self.args[0])


@dataclass(frozen=True)
class Cue:
    """How one event kind is played: ``handler``, after the previous cue or overlapping it."""

    handler: Handler
    overlap: bool = False


@dataclass
class _Step:
    run: Callable[[], float | None]
    overlap: bool
    event: Event | None


class EventPlayer:
    """Plays engine events one cue after another (see the module docstring for the rules)."""

    def __init__(self, anim: Clock, cues: Mapping[str, Cue], ignored: Iterable[str] = (), name: str = "table",
                 note: Callable[[Event], None] | None = None):
        self.anim, self.cues, self.ignored, self.name = anim, dict(cues), frozenset(ignored), name
        self.note = note
        self.steps: deque[_Step] = deque()
        self.wait = 0.0              # seconds the running cue still holds the queue
        self.until_idle = False      # ... and/or until the animator stops
        self.paused = False
        self.fast = False            # inside ``rushed()``: instant, pauses ignored
        self._inserts: list[_Step] | None = None
        self.played = 0              # steps run so far (a table's picture may change with each)

    # --- what the table declares ------------------------------------------------------------
    def handles(self, kind: str) -> bool:
        """True if ``kind`` is played by a cue or deliberately ignored."""
        return kind in self.cues or kind in self.ignored

    def unhandled(self, kinds: Iterable[str]) -> list[str]:
        """The kinds among ``kinds`` this table would refuse (for tests), sorted."""
        return sorted({kind for kind in kinds if not self.handles(kind)})

    # --- feeding and running ---------------------------------------------------------------
    def play(self, events: Iterable[Event]) -> None:
        """Queue ``events``; cues that are due run now (all of them when instant)."""
        for event in events:
            cue = self.cues.get(event.kind)
            if cue is None:
                if event.kind not in self.ignored:
                    raise UnhandledEvent(event.kind, self.name)
                self.steps.append(_Step(lambda e=event: self._noted(e, None), False, event))
                continue
            self.steps.append(_Step(lambda c=cue, e=event: self._noted(e, c.handler), cue.overlap, event))
        self.run_due()

    def then(self, hold: float | None, callback: Callable[[], object]) -> None:
        """From inside a handler: run ``callback`` right after the current cue; it holds ``hold``."""
        def step() -> float | None:
            callback()
            return hold
        made = _Step(step, False, None)
        if self._inserts is not None:
            self._inserts.append(made)
        else:
            self.steps.append(made)

    def pause(self) -> None:
        """Stop after the current cue until :meth:`resume` (ignored inside ``rushed()``)."""
        if not self.fast:
            self.paused = True

    def resume(self) -> None:
        self.paused = False
        self.run_due()

    def update(self, dt: float) -> None:
        """Call every frame after the animator moved: holds drain, due cues run."""
        if not self.anim.instant:
            self.wait = max(0.0, self.wait - dt * self.anim.speed)
        self.run_due()

    def run_due(self) -> None:
        while self.steps and not self.paused:
            step = self.steps[0]
            if not step.overlap and self.holding:
                return
            self.steps.popleft()
            self.played += 1
            self._run(step)

    def _run(self, step: _Step) -> None:
        self._inserts = []
        try:
            hold = step.run()
        finally:
            inserts, self._inserts = self._inserts, None
        self.steps.extendleft(reversed(inserts))
        if self.instant:
            self.settle()
            self.wait, self.until_idle = 0.0, False
            return
        if not step.overlap:
            self.wait, self.until_idle = 0.0, False
        if hold is None:
            self.until_idle = True
        else:
            self.wait = max(self.wait, hold)

    def _noted(self, event: Event, handler: Handler | None) -> float | None:
        if self.note is not None:
            self.note(event)
        return handler(event) if handler is not None else 0.0

    def settle(self, rounds: int = 40) -> None:
        """Instant play: let landing callbacks start (and finish) their own instant tweens."""
        for _ in range(rounds):
            self.anim.update(0.0)
            if not self.anim.busy:
                break

    # --- state ----------------------------------------------------------------------------------
    @property
    def instant(self) -> bool:
        return self.fast or self.anim.instant

    @property
    def holding(self) -> bool:
        """The running cue still holds the queue."""
        if self.instant:
            return False
        return self.wait > 0 or (self.until_idle and self.anim.busy)

    @property
    def pending(self) -> bool:
        """Events are queued, held or paused (the table must not move on yet)."""
        return bool(self.steps) or self.paused or self.holding

    @property
    def queued(self) -> bool:
        """Events wait to be played (or the player is paused): what a table counts as busy."""
        return bool(self.steps) or self.paused

    @property
    def idle(self) -> bool:
        """Nothing queued, held, paused or moving: the table may re-read its view."""
        return not self.pending and not self.anim.busy

    def clear(self) -> None:
        """Drop everything queued (a table rebuilt from its view)."""
        self.steps.clear()
        self.wait, self.until_idle, self.paused = 0.0, False, False

    @contextmanager
    def rushed(self) -> Iterator[None]:
        """Instant play with no pauses, for ``advance`` (shots, benches): overlays never open."""
        fast, instant = self.fast, self.anim.instant
        self.fast, self.anim.instant = True, True
        try:
            yield
            self.run_due()
            self.settle(1000)
        finally:
            self.fast, self.anim.instant, self.paused = fast, instant, False
            self.wait, self.until_idle = 0.0, False
