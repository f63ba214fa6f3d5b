"""Reading one game out of a ``sim --log`` file (JSON lines) as untrusted input.

The file is opened without blocking and only if it is a plain file (a folder, a FIFO or a
device such as ``/dev/zero`` is named for what it is, never read); it is read a line at a
time with each line capped, so neither a huge file nor one endless line can take the memory.
Every line must be a JSON object of the log (a header or an action), in UTF-8; the header
must name a game we have, a player count that game takes, a seed in range, options the game
offers and a known bot per seat; the game must have at least one action. Anything else is a
:class:`LogProblem` naming the file, the line and what is wrong, in a player's words.
"""

from __future__ import annotations

import errno
import json
import os
import stat
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.core.history import LOG_LIMIT, Entry

MAX_LOG_BYTES = 256 * 1024 * 1024       # a 1,000-game sim log is ~60 MB
MAX_LINE_BYTES = 1024 * 1024            # a line is an action and a public view: a few KB
SEED_LIMIT = 2 ** 64                    # sim seeds are --seed + game * 1000003, --seed below 2**63
HEADER_KEYS = ("game_id", "seed", "players", "options", "bots")


class LogProblem(ValueError):
    """Why a log (or a line of it) cannot be watched, in a player's words."""


@dataclass
class SimGame:
    game_id: str
    seed: int
    players: int
    options: dict
    bots: list[str]
    entries: list[Entry]


def not_a_file(path: Path) -> str | None:
    """What is at ``path`` if it is not a plain file we may read ("no such file", "a folder", ...)."""
    try:
        info = os.stat(path)
    except FileNotFoundError:
        return "no such file"
    except PermissionError:
        return "we are not allowed to look at it (permission denied)"
    except OSError as exc:
        return f"it cannot be opened ({exc.strerror or exc})"
    mode = info.st_mode
    if stat.S_ISREG(mode):
        return None
    if stat.S_ISDIR(mode):
        return "it is a folder, not a file"
    if stat.S_ISFIFO(mode):
        return "it is a pipe (FIFO), not a file"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "it is a device, not a file"
    if stat.S_ISSOCK(mode):
        return "it is a socket, not a file"
    return "it is not a plain file"


def _open_plain(path: Path) -> int:
    """A descriptor of the plain file at ``path``, opened without blocking (a FIFO swapped in
    between the check and the open is refused, not waited on)."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0)
    try:
        descriptor = os.open(path, flags)
    except PermissionError:
        raise LogProblem(f"{path}: we are not allowed to read it (permission denied)") from None
    except OSError as exc:
        if exc.errno == errno.ENOENT:
            raise LogProblem(f"{path}: no such file") from None
        raise LogProblem(f"{path}: it cannot be opened ({exc.strerror or exc})") from None
    info = os.fstat(descriptor)
    if not stat.S_ISREG(info.st_mode):
        os.close(descriptor)
        raise LogProblem(f"{path}: it is not a plain file")
    if info.st_size > MAX_LOG_BYTES:
        os.close(descriptor)
        raise LogProblem(f"{path}: it is too big to be a log ({info.st_size:,} bytes; at most {MAX_LOG_BYTES:,})")
    return descriptor


def _reject_constant(name: str) -> Any:
    raise ValueError(f"{name}, which is not a number")


def parse_line(raw: bytes, where: str) -> Any:
    """One JSON value from one line's bytes; every way it can be wrong is a LogProblem."""
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise LogProblem(f"{where}: not text (a byte that is not UTF-8 at column {exc.start + 1})") from None
    try:
        return json.loads(text, parse_constant=_reject_constant)
    except RecursionError:
        raise LogProblem(f"{where}: nested far too deeply to be a log line") from None
    except json.JSONDecodeError as exc:
        raise LogProblem(f"{where}: not a JSON line ({exc.msg} at column {exc.colno})") from None
    except ValueError as exc:          # 5,000-digit numbers, NaN/Infinity
        reason = "a number with far too many digits" if "digits" in str(exc) else str(exc)[:60]
        raise LogProblem(f"{where}: it holds {reason}") from None


def _lines(path: Path):
    """(line number, bytes) of each line, capped in length; blank lines are skipped."""
    descriptor = _open_plain(path)
    with os.fdopen(descriptor, "rb") as handle:
        number = 0
        while True:
            raw = handle.readline(MAX_LINE_BYTES + 1)
            if not raw:
                return
            number += 1
            if len(raw) > MAX_LINE_BYTES:
                raise LogProblem(f"{path}:{number}: the line is far too long (more than {MAX_LINE_BYTES:,} bytes)")
            if raw.strip():
                yield number, raw


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def read_sim_game(path: Path, game_index: int) -> SimGame:
    """Game ``game_index`` of the sim log at ``path``, header and actions checked."""
    trouble = not_a_file(path)
    if trouble:
        raise LogProblem(f"{path}: {trouble}")
    header, header_line, entries = None, 0, []
    for number, raw in _lines(path):
        where = f"{path}:{number}"
        row = parse_line(raw, where)
        if not isinstance(row, dict) or not _is_int(row.get("game")) or row["game"] < 0:
            raise LogProblem(f"{where}: not a line of a sim log (no game number)")
        if row["game"] != game_index:
            continue
        if "header" in row:
            if header is not None:
                raise LogProblem(f"{where}: game {game_index} has a second header (the first is on line {header_line})")
            header, header_line = row["header"], number
            continue
        if header is None:
            raise LogProblem(f"{where}: game {game_index} has no header line (a log written before replays: "
                             "run the sim again to watch it)")
        entries.append(_entry(row, where, len(entries) + 1))
        if len(entries) > LOG_LIMIT:
            raise LogProblem(f"{where}: game {game_index} is longer than {LOG_LIMIT:,} actions")
    if header is None:
        raise LogProblem(f"{path}: there is no game {game_index} in this log")
    game = check_header(header, f"{path}:{header_line}", game_index)
    if not entries:
        raise LogProblem(f"{path}: game {game_index} has only its header, no moves to watch")
    for entry in entries:
        if entry.seat >= game.players:
            raise LogProblem(f"{path}: game {game_index} has a move by seat {entry.seat}, but only "
                             f"{game.players} players")
    game.entries = entries
    return game


def _entry(row: dict, where: str, expected: int) -> Entry:
    seq, seat, action = row.get("seq"), row.get("seat"), row.get("action")
    if not (_is_int(seat) and seat >= 0 and isinstance(action, dict) and isinstance(action.get("type"), str)):
        raise LogProblem(f"{where}: not an action line (a seat and an action)")
    if not _is_int(seq) or seq != expected:
        raise LogProblem(f"{where}: action number {str(seq)[:20]}, but {expected} was next")
    return Entry(seat, action)


def check_header(header: Any, where: str, game_index: int) -> SimGame:
    """The header of a game, checked against the game it names; LogProblem says what is off."""
    from game.games.registry import GAME_IDS, spec_for
    from game.ui.store.save_check import SaveProblem, check_options

    if not isinstance(header, dict):
        raise LogProblem(f"{where}: game {game_index}'s header is not an object")
    strangers = [key for key in header if key not in HEADER_KEYS]
    if strangers:
        raise LogProblem(f"{where}: the header has an unknown field {str(strangers[0])[:30]!r}")
    game_id = header.get("game_id")
    if not isinstance(game_id, str) or game_id not in GAME_IDS:
        raise LogProblem(f"{where}: the header names no game we have ({str(game_id)[:30]!r})")
    spec = spec_for(game_id)
    players, seed = header.get("players"), header.get("seed")
    if not _is_int(players):
        raise LogProblem(f"{where}: the header's player count is not a whole number ({str(players)[:20]!r})")
    if not spec.min_players <= players <= spec.max_players:
        raise LogProblem(f"{where}: the header says {str(players)[:20]} players; {spec.title} takes "
                         f"{spec.min_players}-{spec.max_players}")
    if not _is_int(seed) or not 0 <= seed < SEED_LIMIT:
        raise LogProblem(f"{where}: the header's seed is not a whole number from 0 to 2**64 - 1")
    try:
        options = check_options(spec, header.get("options", {}))
    except SaveProblem as problem:
        raise LogProblem(f"{where}: in the header, {problem}") from None
    bots = header.get("bots", ["normal"] * players)
    if not isinstance(bots, list) or len(bots) != players or not all(isinstance(bot, str) and bot in spec.bots for bot in bots):
        raise LogProblem(f"{where}: the header's bots are not one of {', '.join(spec.bots)} per seat")
    return SimGame(game_id, seed, players, options, list(bots), [])
