"""Following a tutorial's script: which step is up, what it accepts, and the AI's scripted moves.

Pure logic (no drawing): the guided table asks :meth:`GuideRunner.refusal` before a human
move is applied, tells :meth:`GuideRunner.played` after any move, and asks
:meth:`GuideRunner.ai_move` for the AI seat's next move. A step whose prompt only needs
reading waits for :meth:`GuideRunner.next`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.core.learn.tutorial import Note, Step, Tutorial, kind_of, same_action, wanted_action


@dataclass
class Prompt:
    """What the panel shows now: the words, where they point, a rule note and whether it waits
    for Continue (True) or for a move (False)."""

    say: str
    point: str
    note: Note | None
    reading: bool
    last: bool


@dataclass
class GuideRunner:
    tutorial: Tutorial
    rules: Any
    index: int = 0
    after_move: bool = False           # an AI step's words, read after its move
    kinds_seen: set[str] = field(default_factory=set)
    notes_shown: set[str] = field(default_factory=set)
    refusals: int = 0

    @property
    def step(self) -> Step | None:
        return self.tutorial.steps[self.index] if self.index < len(self.tutorial.steps) else None

    @property
    def finished(self) -> bool:
        return self.step is None

    @property
    def human(self) -> int:
        return self.tutorial.human

    def reading(self) -> bool:
        """The step waits for the player to read and press Continue (nothing else moves)."""
        step = self.step
        return step is not None and (not step.is_move or self.after_move)

    def prompt(self) -> Prompt | None:
        step = self.step
        if step is None or (step.ai is not None and not self.after_move) or not step.say:
            return None
        note = self.tutorial.notes.get(step.note) if step.note and step.note not in self.notes_shown else None
        return Prompt(step.say, step.point, note, self.reading(), self.index == len(self.tutorial.steps) - 1)

    def ai_move(self, seat: int, state: Any) -> Any:
        """The move the script gives ``seat`` now, or None (not its step, or words are up)."""
        step = self.step
        if step is None or step.ai is None or self.after_move or seat == self.human:
            return None
        return wanted_action(self.rules, state, step.ai, self.tutorial.hook)

    def refusal(self, action: Any) -> str | None:
        """Why the guide will not take this human move now (None: it is the move asked for)."""
        step = self.step
        if step is None:
            return None
        if not step.is_human or self.after_move:
            return "Read the guide first, then press Continue"
        if step.kind and kind_of(self.rules, action) == step.kind:
            return None
        if step.do is not None and same_action(self.rules, action, step.do, self.tutorial.hook):
            return None
        self.refusals += 1
        return step.wrong or f"Not that one just now: {step.say}"

    def played(self, action: Any) -> None:
        """A move was applied (human or AI): move the script on."""
        self.kinds_seen.add(kind_of(self.rules, action))
        step = self.step
        if step is None:
            return
        if step.ai is not None and step.say:
            self.after_move = True
            return
        self._advance()

    def next(self) -> None:
        """Continue: the words on show have been read."""
        if self.reading():
            self._advance()

    def _advance(self) -> None:
        step = self.step
        if step is not None and step.note:
            self.notes_shown.add(step.note)
        self.after_move = False
        self.index += 1
