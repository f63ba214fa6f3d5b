"""Autosave of the game in progress, one file per game in the preference folder.

Written atomically after every action, stamped with the save format (``SAVE_FORMAT``) and
the fingerprint of the game's content files. The save it replaces is kept as
``<game>.backup.json`` (one move older): the new save is written to a temp file, the old one
renamed to the backup, the new one renamed into place, so a kill at any point leaves a
readable save (the newest, or the backup). Reading never changes a save: a save is resumed
whole (checked like a move, see ``save_check``) or set aside byte for byte under a new name
with a message saying what is wrong, and then the backup is tried; one the app may not even
read (permissions) is reported and left where it is. A save of format 1 (before versions
were written) has the same layout and is read as it is; a newer format is set aside with a
message. Starting a new game over a save keeps the old one as ``<game>.previous.json``. A
finished game deletes its save and its backup.
"""

from __future__ import annotations

import hashlib
import json
import os
import time
from pathlib import Path
from typing import Any

from game.core.spec import GameSpec
from game.paths import CONTENT_DIR
from game.ui.store.files import (
    MAX_SAVE_BYTES,
    FileTrouble,
    aside_sentence,
    file_present,
    read_json_file,
    set_aside,
    write_atomic,
)
from game.ui.store.save_check import CheckedSave, SaveProblem, check_save

SAVE_FORMAT = 2          # 1: no "format" field (before 2026-12-01); 2: format + content fingerprint


def content_fingerprint(content_dir: Path, game_id: str) -> str:
    """A short hash of the game's content files (names and bytes), or "" if there are none."""
    folder = content_dir / game_id
    digest = hashlib.sha256()
    try:
        files = sorted(path for path in folder.rglob("*") if path.is_file())
        for path in files:
            digest.update(str(path.relative_to(folder)).encode("utf-8") + b"\0")
            digest.update(path.read_bytes() + b"\0")
    except OSError:
        return ""
    return digest.hexdigest()[:16] if files else ""


def check_format(data: dict) -> None:
    """Raise SaveProblem for a save this version cannot read (a newer or a nonsense format)."""
    version = data.get("format", 1)
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise SaveProblem("its format number is not one we know")
    if version > SAVE_FORMAT:
        raise SaveProblem(f"it was made by a newer version of Final Table (save format {version}; "
                          f"this one reads up to {SAVE_FORMAT})")


def describe_error(exc: BaseException) -> str:
    """An engine's complaint, short enough for a dialog."""
    if isinstance(exc, (SaveProblem, FileTrouble)):
        return str(exc)[:160]
    if isinstance(exc, KeyError):
        return f"a part is missing ({str(exc)[:60]})"
    return f"{str(exc)[:160] or type(exc).__name__}"


class SaveSlots:
    def __init__(self, folder: Path | None, content_dir: Path = CONTENT_DIR):
        self.folder = folder / "saves" if folder else None
        self.content_dir = content_dir
        self.message = ""
        self._restored: dict[str, str] = {}    # game id -> the save as resumed (JSON), not yet changed
        self._fingerprints: dict[str, str] = {}

    def path(self, game_id: str) -> Path | None:
        return self.folder / f"{game_id}.json" if self.folder else None

    def backup_path(self, game_id: str) -> Path | None:
        """Where a save replaced by a new game is kept."""
        return self.folder / f"{game_id}.previous.json" if self.folder else None

    def rolling_path(self, game_id: str) -> Path | None:
        """The save before the newest (one move older), used when the newest is damaged."""
        return self.folder / f"{game_id}.backup.json" if self.folder else None

    def fingerprint(self, game_id: str) -> str:
        if game_id not in self._fingerprints:
            self._fingerprints[game_id] = content_fingerprint(self.content_dir, game_id)
        return self._fingerprints[game_id]

    def exists(self, game_id: str) -> bool:
        return file_present(self.path(game_id)) or file_present(self.rolling_path(game_id))

    def saved_at(self, game_id: str) -> float | None:
        for path in (self.path(game_id), self.rolling_path(game_id)):
            try:
                if path is not None:
                    return os.lstat(path).st_mtime
            except OSError:
                continue
        return None

    def write(self, game_id: str, data: dict) -> None:
        path, rolling = self.path(game_id), self.rolling_path(game_id)
        if path is None or rolling is None:
            return
        text = json.dumps(data)
        if self._restored.get(game_id) == text:
            return        # nothing happened since Resume: the file on disk is this game already
        self._restored.pop(game_id, None)
        stamped = json.dumps({**data, "format": SAVE_FORMAT, "content": self.fingerprint(game_id)})
        temp = path.with_name(path.name + ".tmp")
        write_atomic(temp, stamped)            # complete and synced before anything is renamed
        if file_present(path):
            os.replace(path, rolling)
        os.replace(temp, path)

    def _read_one(self, game_id: str, path: Path, verb: str) -> dict | None:
        try:
            data = read_json_file(path, MAX_SAVE_BYTES)
        except FileTrouble as trouble:
            if trouble.damaged:
                self._set_aside(path, trouble.reason, verb)
            else:
                self.message = (f"The saved game could not be read: {trouble.reason}. It was left "
                                f"where it is, untouched: {path}.")
            return None
        if not isinstance(data, dict) or data.get("game") != game_id:
            self._set_aside(path, "it is not a saved game of this kind", verb)
            return None
        try:
            check_format(data)
        except SaveProblem as problem:
            self._set_aside(path, str(problem), verb)
            return None
        return data

    def _candidates(self, game_id: str) -> list[Path]:
        return [path for path in (self.path(game_id), self.rolling_path(game_id))
                if path is not None and file_present(path)]

    def read(self, game_id: str) -> dict | None:
        """The raw save (the newest readable one), or None with ``message`` set."""
        self.message = ""
        for path in self._candidates(game_id):
            data = self._read_one(game_id, path, "read")
            if data is not None:
                return data
        return None

    def restore(self, spec: GameSpec, rules: Any) -> CheckedSave | None:
        """The newest save that checks whole (the backup if the newest is damaged), or None with
        ``message`` set and each bad file set aside (or left, if it cannot even be read)."""
        self.message = ""
        told = []
        for index, path in enumerate(self._candidates(spec.game_id)):
            data = self._read_one(spec.game_id, path, "restored")
            if data is not None:
                try:
                    checked = check_save(spec, rules, data)
                except Exception as exc:  # noqa: BLE001 - whatever the engine says, the save is kept aside
                    reason = describe_error(exc)
                    saved_with = data.get("content")
                    if isinstance(saved_with, str) and saved_with and saved_with != self.fingerprint(spec.game_id):
                        reason += " - the game's content files have changed since it was saved"
                    self._set_aside(path, reason, "restored")
                else:
                    if index > 0:
                        self._promote(spec.game_id, path)
                        told.append("The move before it was resumed from the backup.")
                    self.message = " ".join(told)
                    self._restored[spec.game_id] = json.dumps(checked.canonical)
                    return checked
            told.append(self.message)
        self.message = " ".join(told)
        return None

    def _promote(self, game_id: str, backup: Path) -> None:
        """The backup is now the save (the newest was set aside)."""
        path = self.path(game_id)
        if path is not None and not file_present(path):
            try:
                os.replace(backup, path)
            except OSError:
                pass

    def resumed_unchanged(self, game_id: str) -> bool:
        """True between Resume and the first move that changes the game."""
        return game_id in self._restored

    def _set_aside(self, path: Path, reason: str, verb: str) -> None:
        aside = set_aside(path)
        self.message = f"The saved game could not be {verb}: {reason}. {aside_sentence(path, aside)}"

    def set_aside_damaged(self, game_id: str, reason: str) -> None:
        """The table could not show the save: set it aside, and its backup (likely the same trouble)."""
        self._restored.pop(game_id, None)
        told = []
        for path in self._candidates(game_id):
            self._set_aside(path, reason, "restored")
            told.append(self.message)
        self.message = " ".join(told)

    def back_up(self, game_id: str) -> Path | None:
        """Before a new game replaces a save: keep it as ``<game>.previous.json``.

        Raises OSError if it cannot be kept (then the new game must not start)."""
        path, backup = self.path(game_id), self.backup_path(game_id)
        if path is None or backup is None or not file_present(path):
            return None
        self._restored.pop(game_id, None)
        os.replace(path, backup)
        self._remove(self.rolling_path(game_id))   # the old game one move earlier: no longer wanted
        return backup

    def _remove(self, path: Path | None) -> None:
        if path is not None and file_present(path):
            try:
                path.unlink()
            except OSError as exc:
                self.message = f"An old save could not be removed ({exc.strerror})."

    def delete(self, game_id: str) -> None:
        self._restored.pop(game_id, None)
        self._remove(self.rolling_path(game_id))
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
