"""Finished games kept for watching again: the last 50, one small JSON file each.

A replay is the game's action log (``game.core.history``: seed, config, actions) plus what the
list shows: the game, when it ended, the seats (name, kind, colour) and the result. Files live
in ``replays/`` next to the saves. Writing is atomic; a file that cannot be read is set aside
under a new name (byte for byte) and the list names it, never crashes. No pygame here.
"""

from __future__ import annotations

import json
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.core.history import History, HistoryProblem
from game.ui.store.files import FileTrouble, aside_sentence, read_json_file, set_aside, write_atomic

KEEP = 50                       # replays kept; the oldest goes when a 51st is written
REPLAY_FORMAT = 1
MAX_REPLAY_BYTES = 4 * 1024 * 1024


class ReplayProblem(ValueError):
    """A replay file that cannot be watched; the message says why, for the player."""


@dataclass(frozen=True)
class Replay:
    game: str
    finished: float                 # seconds since the epoch
    seats: tuple[dict, ...]         # SeatSetup.to_json() per seat
    history: History
    winners: tuple[str, ...]
    scores: dict                    # the engine's sim_stats: {"points": [..], ...}
    path: Path | None = None

    @property
    def names(self) -> list[str]:
        return [str(seat.get("name", f"Seat {index + 1}")) for index, seat in enumerate(self.seats)]

    def to_json(self) -> dict:
        return {"format": REPLAY_FORMAT, "game": self.game, "finished": self.finished, "seats": list(self.seats),
                "history": self.history.to_json(), "winners": list(self.winners), "scores": self.scores}

    @classmethod
    def from_json(cls, data: Any, path: Path | None = None) -> Replay:
        """Raises ValueError (HistoryProblem included) with a reason a player can read."""
        from game.games.registry import GAME_IDS, spec_for
        from game.ui.store.save_check import check_options, check_seats
        if not isinstance(data, dict) or data.get("format") != REPLAY_FORMAT:
            raise ReplayProblem("it is not a replay we know")
        game, finished, seats = data.get("game"), data.get("finished"), data.get("seats")
        if game not in GAME_IDS:
            raise ReplayProblem("it names no game we have")
        if not isinstance(finished, (int, float)) or isinstance(finished, bool) or not 0 <= finished < 1e11:
            raise ReplayProblem("it has no date")
        history = History.from_json(data.get("history"))
        spec = spec_for(game)
        players = history.config.players
        if not spec.min_players <= players <= spec.max_players:
            raise ReplayProblem(f"it is a game of {players} players; {spec.title} takes "
                                f"{spec.min_players}-{spec.max_players}")
        check_options(spec, history.config.options)      # SaveProblem (a ValueError) names what is wrong
        if not len(history):
            raise ReplayProblem("it has no moves to watch")
        check_seats(seats, players)
        winners, scores = data.get("winners", []), data.get("scores", {})
        if not isinstance(winners, list) or not isinstance(scores, dict):
            raise ReplayProblem("its result is not readable")
        return cls(game, float(finished), tuple(seats), history, tuple(str(name) for name in winners), scores, path)


def result_of(rules: Any, state: Any, names: Sequence[str]) -> tuple[tuple[str, ...], dict]:
    """The winners' names and the per-seat numbers of a finished game, for the list."""
    results = rules.results(state)
    winners = tuple(names[seat] for seat, share in enumerate(results) if share > 0)
    scores = json.loads(json.dumps(rules.sim_stats(state)))
    return winners, scores


class ReplayStore:
    """The folder of kept replays; ``message`` tells of a damaged file set aside."""

    def __init__(self, folder: Path | None, keep: int = KEEP):
        self.folder = folder / "replays" if folder else None
        self.keep = keep
        self.message = ""

    def files(self) -> list[Path]:
        if self.folder is None or not self.folder.is_dir():
            return []
        return sorted(self.folder.glob("replay-*.json"))        # names sort oldest first

    def add(self, replay: Replay) -> Path | None:
        """Keep a finished game; the oldest replays beyond ``keep`` are removed."""
        if self.folder is None:
            return None
        self.folder.mkdir(parents=True, exist_ok=True)
        stamp = time.strftime("%Y%m%d-%H%M%S", time.localtime(replay.finished))
        path = self.folder / f"replay-{stamp}-{int(replay.finished * 1000) % 1000:03d}-{replay.game}.json"
        number = 1
        while path.exists():
            number += 1
            path = path.with_name(f"{path.stem.rsplit('~', 1)[0]}~{number}.json")
        write_atomic(path, json.dumps(replay.to_json(), separators=(",", ":")))
        for old in self.files()[:-self.keep]:
            try:
                old.unlink()
            except OSError:
                pass
        return path

    def read(self, path: Path) -> Replay | None:
        try:
            return Replay.from_json(read_json_file(path, MAX_REPLAY_BYTES), path)
        except FileTrouble as trouble:
            if not trouble.damaged:
                self.message = f"A replay could not be read: {trouble.reason}. It was left as it is."
                return None
            reason = trouble.reason
        except (ValueError, TypeError, HistoryProblem) as exc:
            reason = str(exc)
        aside = set_aside(path)
        self.message = f"A replay was damaged ({reason}). {aside_sentence(path, aside)}"
        return None

    def newest_first(self) -> list[Replay]:
        kept = [self.read(path) for path in reversed(self.files())]
        return [replay for replay in kept if replay is not None]


def bot_game(spec: Any, rules: Any, seed: int, seats: Sequence[Any], finished: float,
             max_actions: int = 20_000) -> Replay:
    """A whole game played by the normal bot for every seat, kept as a replay (shots and tests)."""
    import random
    config = spec.config(len(seats), spec.default_options())
    state, history = rules.new_game(config, seed), History(seed, config)
    bot, rng = spec.bots["normal"](rules), random.Random(seed)
    while not rules.is_over(state) and len(history) < max_actions:
        seat = rules.current_player(state)
        action = bot.choose(rules.view(state, seat), rules.legal_actions(state), rng)
        state, _ = rules.apply(state, action)
        history.record(rules, seat, action)
    winners, scores = result_of(rules, state, [seat.name for seat in seats])
    return Replay(spec.game_id, finished, tuple(seat.to_json() for seat in seats), history, winners, scores)
