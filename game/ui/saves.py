"""Autosave of the game in progress, one file per game in the preference folder.

Written atomically after every action. Reading never changes a save: a save is resumed
whole (checked like a move, see ``save_check``) or set aside byte for byte under a new name
with a message saying what is wrong; one the app may not even read (permissions) is reported
and left where it is. Starting a new game over a save keeps the old one as
``<game>.previous.json``. A finished game deletes its save.
"""

from __future__ import annotations

import json
import os
import time
from pathlib import Path
from typing import Any

from game.core.spec import GameSpec
from game.ui.files import (
    MAX_SAVE_BYTES,
    FileTrouble,
    aside_sentence,
    file_present,
    read_json_file,
    set_aside,
    write_atomic,
)
from game.ui.save_check import CheckedSave, SaveProblem, check_save


def describe_error(exc: BaseException) -> str:
    """An engine's complaint, short enough for a dialog."""
    if isinstance(exc, (SaveProblem, FileTrouble)):
        return str(exc)[:160]
    if isinstance(exc, KeyError):
        return f"a part is missing ({str(exc)[:60]})"
    return f"{str(exc)[:160] or type(exc).__name__}"


class SaveSlots:
    def __init__(self, folder: Path | None):
        self.folder = folder / "saves" if folder else None
        self.message = ""
        self._restored: dict[str, str] = {}    # game id -> the save as resumed (JSON), not yet changed

    def path(self, game_id: str) -> Path | None:
        return self.folder / f"{game_id}.json" if self.folder else None

    def backup_path(self, game_id: str) -> Path | None:
        return self.folder / f"{game_id}.previous.json" if self.folder else None

    def exists(self, game_id: str) -> bool:
        return file_present(self.path(game_id))

    def saved_at(self, game_id: str) -> float | None:
        path = self.path(game_id)
        try:
            return os.lstat(path).st_mtime if path is not None else None
        except OSError:
            return None

    def write(self, game_id: str, data: dict) -> None:
        path = self.path(game_id)
        if path is None:
            return
        text = json.dumps(data)
        if self._restored.get(game_id) == text:
            return        # nothing happened since Resume: the file on disk is this game already
        self._restored.pop(game_id, None)
        write_atomic(path, text)

    def read(self, game_id: str) -> dict | None:
        """The raw save, or None with ``message`` set (damaged: set aside; unreadable: left)."""
        path = self.path(game_id)
        if path is None or not file_present(path):
            return None
        try:
            data = read_json_file(path, MAX_SAVE_BYTES)
        except FileTrouble as trouble:
            if trouble.damaged:
                self._set_aside(path, trouble.reason, "read")
            else:
                self.message = (f"The saved game could not be read: {trouble.reason}. It was left "
                                f"where it is, untouched: {path}.")
            return None
        if not isinstance(data, dict) or data.get("game") != game_id:
            self._set_aside(path, "it is not a saved game of this kind", "read")
            return None
        return data

    def restore(self, spec: GameSpec, rules: Any) -> CheckedSave | None:
        """The save checked whole, or None with ``message`` set and the file set aside (or left)."""
        data = self.read(spec.game_id)
        if data is None:
            return None
        try:
            checked = check_save(spec, rules, data)
        except Exception as exc:  # noqa: BLE001 - whatever the engine says, the save is kept aside
            self.set_aside_damaged(spec.game_id, describe_error(exc))
            return None
        self._restored[spec.game_id] = json.dumps(checked.canonical)
        return checked

    def resumed_unchanged(self, game_id: str) -> bool:
        """True between Resume and the first move that changes the game."""
        return game_id in self._restored

    def _set_aside(self, path: Path, reason: str, verb: str) -> None:
        aside = set_aside(path)
        self.message = f"The saved game could not be {verb}: {reason}. {aside_sentence(path, aside)}"

    def set_aside_damaged(self, game_id: str, reason: str) -> None:
        self._restored.pop(game_id, None)
        path = self.path(game_id)
        if path is not None and file_present(path):
            self._set_aside(path, reason, "restored")

    def back_up(self, game_id: str) -> Path | None:
        """Before a new game replaces a save: keep it as ``<game>.previous.json``.

        Raises OSError if it cannot be kept (then the new game must not start)."""
        path, backup = self.path(game_id), self.backup_path(game_id)
        if path is None or backup is None or not file_present(path):
            return None
        self._restored.pop(game_id, None)
        os.replace(path, backup)
        return backup

    def delete(self, game_id: str) -> None:
        self._restored.pop(game_id, None)
        path = self.path(game_id)
        if path is not None and file_present(path):
            try:
                path.unlink()
            except OSError as exc:
                self.message = f"The finished game's save could not be removed ({exc.strerror})."


def saved_time_text(stamp: float | None) -> str:
    """'today at 14:05', 'yesterday at 09:30' or 'Mon 30 Nov at 21:10'."""
    if stamp is None:
        return "earlier"
    when, now = time.localtime(stamp), time.localtime()
    clock = time.strftime("%H:%M", when)
    days = (time.mktime(now[:3] + (0, 0, 0, 0, 0, -1)) - time.mktime(when[:3] + (0, 0, 0, 0, 0, -1))) / 86400
    if round(days) == 0:
        return f"today at {clock}"
    if round(days) == 1:
        return f"yesterday at {clock}"
    return time.strftime("%a %d %b", when) + f" at {clock}"
