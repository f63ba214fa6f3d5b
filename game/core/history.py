"""The action log of one game: its seed, its config and every action taken, in order.

That is enough to rebuild any point of the game, because engines are deterministic (all chance
comes from the seeded state). Undo replays the log up to a point, the replay viewer steps through
it, and saves carry it so a resumed game keeps its past. Pure Python: no pygame.

A history whose log does not replay to the state it claims is not trusted: ``check`` says so and
the caller keeps the state and drops the log (nothing a player can see is lost).
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from game.core.engine import GameConfig

LOG_LIMIT = 20_000      # actions; no game here comes near it (a long Finale is ~2,000)


class HistoryProblem(ValueError):
    """A log that cannot be replayed, or replays to another state; the message says where."""


@dataclass(frozen=True)
class Entry:
    seat: int
    action: dict          # as the engine's ``action_to_json`` writes it

    def to_json(self) -> dict:
        return {"seat": self.seat, "action": self.action}


@dataclass
class History:
    seed: int
    config: GameConfig
    entries: list[Entry] = field(default_factory=list)

    def __len__(self) -> int:
        return len(self.entries)

    def record(self, rules: Any, seat: int, action: Any) -> None:
        """Log an action that ``apply`` accepted (call it after a successful apply)."""
        self.entries.append(Entry(seat, json.loads(json.dumps(rules.action_to_json(action)))))

    def state_at(self, rules: Any, count: int | None = None) -> Any:
        """The state after the first ``count`` actions (all of them by default), rebuilt from the seed."""
        count = len(self.entries) if count is None else count
        if not 0 <= count <= len(self.entries):
            raise HistoryProblem(f"there is no point {count} in a game of {len(self.entries)} actions")
        state = rules.new_game(self.config, self.seed)
        for number, entry in enumerate(self.entries[:count], 1):
            if rules.is_over(state):
                raise HistoryProblem(f"action {number} comes after the game ended")
            if rules.current_player(state) != entry.seat:
                raise HistoryProblem(f"action {number} is by seat {entry.seat}, but it was "
                                     f"seat {rules.current_player(state)}'s turn")
            try:
                state, _ = rules.apply(state, rules.action_from_json(entry.action))
            except Exception as exc:  # any engine refusal means the log is wrong
                raise HistoryProblem(f"action {number} does not replay ({exc})") from exc
        return state

    def steps(self, rules: Any) -> Any:
        """Yield ``(state, events)`` after each action, from a fresh deal; the state is a copy
        per step only if the caller copies it (engines may mutate in place)."""
        state = rules.new_game(self.config, self.seed)
        for entry in self.entries:
            state, events = rules.apply(state, rules.action_from_json(entry.action))
            yield state, events

    def truncated(self, count: int) -> History:
        return History(self.seed, self.config, list(self.entries[:count]))

    def check(self, rules: Any, state_json: dict) -> None:
        """Raise HistoryProblem unless the log replays to exactly ``state_json``."""
        replayed = json.loads(json.dumps(rules.state_to_json(self.state_at(rules))))
        if replayed != state_json:
            raise HistoryProblem("the log replays to a different game than the one saved")

    # --- files --------------------------------------------------------------------------------
    def to_json(self) -> dict:
        return {"seed": self.seed, "players": self.config.players, "options": dict(self.config.options),
                "actions": [entry.to_json() for entry in self.entries]}

    @classmethod
    def from_json(cls, data: Any) -> History:
        """Read a log written by ``to_json``; anything malformed raises HistoryProblem."""
        if not isinstance(data, dict):
            raise HistoryProblem("the action log is not a record")
        seed, players, options, actions = (data.get(key) for key in ("seed", "players", "options", "actions"))
        if not isinstance(seed, int) or isinstance(seed, bool) or seed < 0:
            raise HistoryProblem("the action log has no game number")
        if not isinstance(players, int) or isinstance(players, bool) or not 1 <= players <= 12:
            raise HistoryProblem("the action log has no player count")
        if not isinstance(options, dict) or not isinstance(actions, list):
            raise HistoryProblem("the action log has no options or no actions")
        if len(actions) > LOG_LIMIT:
            raise HistoryProblem(f"the action log is longer than {LOG_LIMIT:,} actions")
        entries = []
        for number, item in enumerate(actions, 1):
            seat = item.get("seat") if isinstance(item, dict) else None
            action = item.get("action") if isinstance(item, dict) else None
            if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < players \
                    or not isinstance(action, dict):
                raise HistoryProblem(f"action {number} of the log is not a seat and an action")
            entries.append(Entry(seat, action))
        return cls(seed, GameConfig(players, options), entries)
