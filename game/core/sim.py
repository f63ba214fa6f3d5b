"""Headless bot-against-bot matches: the ``sim`` command's engine (pure, no pygame).

Seating rotates from game to game so that no bot always moves first: in game ``g`` the
entry ``i`` of ``bots`` sits at seat ``(i + g) % players``. Wins are credited per entry of
``bots`` (a shared victory counts as a fraction). An exception or a broken invariant is an
error: it is recorded with its seed and the game is abandoned.

Timing: ``actions_per_sec`` divides the applied actions by the time spent in
``new_game``/``legal_actions``/bot decisions/``apply`` (invariant checks and logging are
excluded, they are the referee, not the game).

A hard bot's budget is wall time, as at the table. ``think_clock="cpu"`` measures it on this
process's CPU time instead: on a machine shared with other work, a wall-clock budget searches
a fraction of what it would alone, so strength runs there use the CPU clock to search as much
per decision as the bot does on a quiet machine (its worker process has a core to itself). The
``choice_cpu_ms_*`` figures are CPU milliseconds per decision, next to the wall ones.
"""

from __future__ import annotations

import json
import random
import time
import traceback
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import IO, Any

from game.core.engine import GameRules
from game.core.spec import GameSpec


@dataclass
class SimReport:
    game: str
    players: int
    games: int
    seed: int
    bots: list[str]
    wins: list[float]
    errors: int = 0
    error_details: list[str] = field(default_factory=list)
    actions_per_game: float = 0.0
    games_per_sec: float = 0.0
    actions_per_sec: float = 0.0
    decision_ms_p50: float = 0.0
    decision_ms_p99: float = 0.0
    decision_ms_max: float = 0.0
    extra: dict = field(default_factory=dict)

    def to_json(self) -> dict:
        out = {
            "game": self.game, "players": self.players, "games": self.games, "seed": self.seed,
            "bots": self.bots, "wins": [round(w, 4) for w in self.wins], "errors": self.errors,
            "actions_per_game": round(self.actions_per_game, 2),
            "games_per_sec": round(self.games_per_sec, 2),
            "actions_per_sec": round(self.actions_per_sec, 1),
            "decision_ms_p50": round(self.decision_ms_p50, 4),
            "decision_ms_p99": round(self.decision_ms_p99, 4),
            "decision_ms_max": round(self.decision_ms_max, 4),
        }
        out.update(self.extra)
        return out


def bot_rngs(game_seed: int, players: int) -> list[random.Random]:
    """One generator per seat for the bots' choices in the game dealt with ``game_seed``.

    The sim and the UI table both use these, so a table started with seed ``S`` sees the
    same moves as game 0 of ``sim --seed S`` with the same bots in the same seats.
    """
    return [random.Random(f"bots:{game_seed}:{seat}") for seat in range(players)]


def percentile(sorted_values: Sequence[float], fraction: float) -> float:
    if not sorted_values:
        return 0.0
    index = min(len(sorted_values) - 1, max(0, round(fraction * (len(sorted_values) - 1))))
    return sorted_values[index]


def run_sim(spec: GameSpec, rules: GameRules, players: int, games: int, seed: int,
            bots: Sequence[str] | None = None, options: dict | None = None,
            log: IO[str] | None = None, max_actions: int = 200_000,
            think: float | None = None, think_clock: str = "wall",
            extra_bots: dict[str, Callable[[GameRules], Any]] | None = None) -> SimReport:
    """Play ``games`` games; see the module docstring for seating, wins and timing.

    ``think`` is the hard bot's budget in seconds (None: the game's default); ``think_clock``
    is ``"wall"`` or ``"cpu"`` (see the module docstring). ``extra_bots``: more bots by name
    beside the game's own (``tools/policy_match.py`` seats a bot under trial this way).
    """
    bot_names = list(bots) if bots else ["normal"] * players
    if len(bot_names) != players:
        raise ValueError(f"--bots names {len(bot_names)} bots for {players} players")
    factories = {**spec.bots, **(extra_bots or {})}
    unknown = [name for name in bot_names if name not in factories]
    if unknown:
        raise ValueError(f"unknown bot {unknown[0]!r}; {spec.game_id} has {', '.join(factories)}")
    if think_clock not in ("wall", "cpu"):
        raise ValueError(f"unknown think clock {think_clock!r}; wall or cpu")
    hard_options: dict[str, Any] = {} if think is None else {"think": think}
    if think_clock == "cpu":
        hard_options["clock"] = time.process_time
    entries = [factories[name](rules, **hard_options) if name == "hard" else factories[name](rules)
               for name in bot_names]
    config = spec.config(players, options)
    report = SimReport(spec.game_id, players, games, seed, bot_names, [0.0] * players)
    decisions: list[float] = []
    by_entry: list[list[float]] = [[] for _ in range(players)]
    cpu_by_entry: list[list[float]] = [[] for _ in range(players)]
    total_actions = 0
    busy = 0.0
    per_entry_extra: dict[str, list[list[float]]] = {}
    for index in range(games):
        game_seed = seed + index * 1_000_003        # game 0 is dealt with ``seed`` itself
        seat_of_entry = [(entry + index) % players for entry in range(players)]
        entry_at_seat = {seat: entry for entry, seat in enumerate(seat_of_entry)}
        rngs = bot_rngs(game_seed, players)
        if log is not None:      # what a replay needs to deal this game again (docs/replay-format.md)
            log.write(json.dumps({"game": index, "header": {
                "game_id": spec.game_id, "seed": game_seed, "players": players, "options": dict(config.options),
                "bots": [bot_names[entry_at_seat[seat]] for seat in range(players)]}}) + "\n")
        try:
            started = time.perf_counter()
            state = rules.new_game(config, game_seed)
            busy += time.perf_counter() - started
            sequence = 0
            while not rules.is_over(state):
                if sequence >= max_actions:
                    raise AssertionError(f"game did not end within {max_actions} actions")
                started = time.perf_counter()
                seat = rules.current_player(state)
                legal = rules.legal_actions(state)
                if not legal:
                    raise AssertionError(f"seat {seat} has no legal action in a running game")
                view = rules.view(state, seat)
                thinking, thinking_cpu = time.perf_counter(), time.process_time()
                action = entries[entry_at_seat[seat]].choose(view, legal, rngs[seat])
                decided, decided_cpu = time.perf_counter(), time.process_time()
                state, _events = rules.apply(state, action)
                busy += time.perf_counter() - started
                decisions.append((decided - thinking) * 1000.0)
                if len(legal) > 1:
                    by_entry[entry_at_seat[seat]].append((decided - thinking) * 1000.0)
                    cpu_by_entry[entry_at_seat[seat]].append((decided_cpu - thinking_cpu) * 1000.0)
                sequence += 1
                if log is not None:
                    log.write(json.dumps({
                        "game": index, "seq": sequence, "seat": seat,
                        "action": rules.action_to_json(action),
                        "public": public_state(rules, state),
                    }) + "\n")
            if spec.check_invariants is not None:
                spec.check_invariants(rules, state)
            total_actions += sequence
            for seat, share in enumerate(rules.results(state)):
                report.wins[entry_at_seat[seat]] += share
            stats = getattr(rules, "sim_stats", None)
            if stats is not None:
                for key, per_seat in stats(state).items():
                    rows = per_entry_extra.setdefault(key, [[] for _ in range(players)])
                    for seat, value in enumerate(per_seat):
                        rows[entry_at_seat[seat]].append(value)
        except Exception:  # noqa: BLE001 - sim is the referee: every failure is reported
            report.errors += 1
            report.error_details.append(
                f"game {index} (seed {game_seed}): {traceback.format_exc(limit=6)}")
    decisions.sort()
    finished = max(1, games - report.errors)
    report.actions_per_game = total_actions / finished
    report.games_per_sec = finished / busy if busy else 0.0
    report.actions_per_sec = total_actions / busy if busy else 0.0
    report.decision_ms_p50 = percentile(decisions, 0.50)
    report.decision_ms_p99 = percentile(decisions, 0.99)
    report.decision_ms_max = decisions[-1] if decisions else 0.0
    for rows in (*by_entry, *cpu_by_entry):
        rows.sort()
    report.extra["choice_ms_p50"] = [round(percentile(rows, 0.50), 2) for rows in by_entry]
    report.extra["choice_ms_p99"] = [round(percentile(rows, 0.99), 2) for rows in by_entry]
    report.extra["choice_cpu_ms_p50"] = [round(percentile(rows, 0.50), 2) for rows in cpu_by_entry]
    report.extra["choice_cpu_ms_p99"] = [round(percentile(rows, 0.99), 2) for rows in cpu_by_entry]
    for key, rows in per_entry_extra.items():
        report.extra[key] = [round(sum(r) / len(r), 3) if r else None for r in rows]
    return report


def public_state(rules: GameRules, state: Any) -> Any:
    """The state as a spectator sees it (no hands): the game's ``public_view`` if it has one."""
    public = getattr(rules, "public_view", None)
    if public is not None:
        return public(state)
    return None
