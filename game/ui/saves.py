"""Autosave of the game in progress, one file per game in the preference folder.

Written atomically after every action. A save that cannot be read is set aside (never
overwritten) and the player is told; a finished game deletes its save.
"""

from __future__ import annotations

import json
from pathlib import Path

from game.ui.settings import set_aside, write_atomic


class SaveSlots:
    def __init__(self, folder: Path | None):
        self.folder = folder / "saves" if folder else None
        self.message = ""

    def path(self, game_id: str) -> Path | None:
        return self.folder / f"{game_id}.json" if self.folder else None

    def exists(self, game_id: str) -> bool:
        path = self.path(game_id)
        return bool(path and path.exists())

    def write(self, game_id: str, data: dict) -> None:
        path = self.path(game_id)
        if path is not None:
            write_atomic(path, json.dumps(data))

    def read(self, game_id: str) -> dict | None:
        path = self.path(game_id)
        if path is None or not path.exists():
            return None
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
            if not isinstance(data, dict) or data.get("game") != game_id:
                raise ValueError("not a saved game of this kind")
            return data
        except (OSError, ValueError, UnicodeDecodeError) as exc:
            aside = set_aside(path)
            self.message = f"The saved game could not be read ({exc}). It was kept as {aside.name}."
            return None

    def set_aside_damaged(self, game_id: str, reason: str) -> None:
        path = self.path(game_id)
        if path is not None and path.exists():
            aside = set_aside(path)
            self.message = f"The saved game could not be restored ({reason}). It was kept as {aside.name}."

    def delete(self, game_id: str) -> None:
        path = self.path(game_id)
        if path is not None and path.exists():
            path.unlink()
