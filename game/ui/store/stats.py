"""Statistics per game and per player name, kept in ``stats.json`` beside the saves.

Each finished game (kiosk demos excluded) adds, for every human seat: a game played, a win
when the engine gives that seat a share of victory, the seat's score and the win streak.
The score comes from the engine's ``sim_stats`` (the same numbers the sim reports): the first
of :data:`SCORES` the game reports, with whether higher or lower is better; for a disc-golf
round the score is the round against par, so "best" is the best round against par.
Written atomically; a damaged file is set aside (``stats.json.damaged-<time>``) with a
message and counting starts again. Pure Python (no pygame).
"""

from __future__ import annotations

import json
import math
from collections.abc import Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from game.ui.store.files import (
    FileTrouble,
    aside_sentence,
    file_present,
    read_json_file,
    set_aside,
    write_atomic,
)

STATS_FORMAT = 1
MAX_STATS_BYTES = 2 * 1024 * 1024


@dataclass(frozen=True)
class ScoreKind:
    key: str              # a ``sim_stats`` entry
    label: str            # how the screen names it
    higher_is_better: bool
    signed: bool = False  # shown as +3 / -2


# Looked up in this order in a game's ``sim_stats``.
SCORES = (ScoreKind("score_vs_par", "strokes against par per round", False, signed=True), ScoreKind("money", "money", True),
          ScoreKind("points", "points", False))


def score_kind(stats: dict) -> ScoreKind | None:
    return next((kind for kind in SCORES if kind.key in stats), None)


@dataclass
class PlayerRecord:
    games: int = 0
    wins: int = 0
    streak: int = 0           # wins in a row, now
    best_streak: int = 0
    scored: int = 0           # games with a score
    score_total: float = 0.0
    best_score: float | None = None
    hints: int = 0            # hints asked for (issue 14)

    @property
    def win_rate(self) -> float:
        return self.wins / self.games if self.games else 0.0

    @property
    def average(self) -> float | None:
        return self.score_total / self.scored if self.scored else None

    @classmethod
    def from_json(cls, data: Any) -> PlayerRecord:
        if not isinstance(data, dict):
            raise TypeError("a player's record is not a record")
        record = cls()
        for name in ("games", "wins", "streak", "best_streak", "scored", "hints"):
            value = data.get(name, 0)
            if not isinstance(value, int) or isinstance(value, bool) or value < 0:
                raise TypeError(f"{name} is not a count")
            setattr(record, name, value)
        for name in ("score_total", "best_score"):
            value = data.get(name, 0.0 if name == "score_total" else None)
            if value is None and name == "best_score":
                continue
            if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value):
                raise TypeError(f"{name} is not a number")
            setattr(record, name, float(value))
        if record.wins > record.games or record.scored > record.games or record.best_streak < record.streak:
            raise TypeError("the counts do not add up")
        return record


@dataclass
class GameRecord:
    score: str = ""            # the ScoreKind key, once a game has reported one
    players: dict[str, PlayerRecord] = field(default_factory=dict)


class StatsStore:
    """Loads, updates and saves the statistics; ``message`` says if a damaged file was set aside."""

    def __init__(self, folder: Path | None):
        self.path = folder / "stats.json" if folder else None
        self.message = ""
        self.games: dict[str, GameRecord] = {}
        self.load()

    def load(self) -> None:
        self.games = {}
        if self.path is None or not file_present(self.path):
            return
        try:
            data = read_json_file(self.path, MAX_STATS_BYTES)
            self.games = self._parse(data)
        except FileTrouble as trouble:
            if not trouble.damaged:
                self.message = f"The statistics could not be read: {trouble.reason}. They were left as they are."
                return
            self._set_aside(trouble.reason)
        except (TypeError, ValueError) as exc:
            self._set_aside(str(exc))

    def _set_aside(self, reason: str) -> None:
        assert self.path is not None
        aside = set_aside(self.path)
        self.message = (f"The statistics file was damaged ({reason}). {aside_sentence(self.path, aside)} "
                        "Counting starts again.")
        self.games = {}

    @staticmethod
    def _parse(data: Any) -> dict[str, GameRecord]:
        if not isinstance(data, dict) or not isinstance(data.get("games"), dict):
            raise TypeError("it does not hold statistics")
        version = data.get("format")
        if version != STATS_FORMAT:
            raise TypeError(f"its format ({str(version)[:10]}) is not one we know")
        games = {}
        for game_id, raw in data["games"].items():
            if not isinstance(raw, dict) or not isinstance(raw.get("players"), dict):
                raise TypeError(f"the record of {str(game_id)[:20]} is not a record")
            score = raw.get("score", "")
            if score and score not in {kind.key for kind in SCORES}:
                raise TypeError(f"an unknown score kind ({str(score)[:20]})")
            players = {}
            for name, record in raw["players"].items():
                if not isinstance(name, str) or not name or len(name) > 40:
                    raise TypeError("a player's name is not a name")
                players[name] = PlayerRecord.from_json(record)
            games[str(game_id)] = GameRecord(score, players)
        return games

    def save(self) -> None:
        if self.path is None:
            return
        data = {"format": STATS_FORMAT, "games": {
            game_id: {"score": record.score, "players": {name: asdict(player) for name, player in record.players.items()}}
            for game_id, record in self.games.items()}}
        write_atomic(self.path, json.dumps(data, indent=1))

    def record(self, game_id: str, names: Sequence[str], humans: Sequence[int], results: Sequence[float],
               stats: dict, hints: Sequence[int] = ()) -> None:
        """One finished game: ``names`` per seat, ``humans`` the seats to count, ``results`` the
        engine's shares of victory, ``stats`` its ``sim_stats``, ``hints`` the hints each seat asked for."""
        game = self.games.setdefault(game_id, GameRecord())
        kind = score_kind(stats)
        if kind is not None:
            game.score = kind.key
        for seat in humans:
            player = game.players.setdefault(names[seat], PlayerRecord())
            player.games += 1
            player.hints += hints[seat] if seat < len(hints) else 0
            if results[seat] > 0:
                player.wins += 1
                player.streak += 1
                player.best_streak = max(player.best_streak, player.streak)
            else:
                player.streak = 0
            if kind is not None:
                value = float(stats[kind.key][seat])
                player.scored += 1
                player.score_total += value
                if player.best_score is None:
                    player.best_score = value
                else:
                    pick = max if kind.higher_is_better else min
                    player.best_score = pick(player.best_score, value)
        self.save()

    def kind_of(self, game_id: str) -> ScoreKind | None:
        record = self.games.get(game_id)
        return next((kind for kind in SCORES if record and kind.key == record.score), None)
