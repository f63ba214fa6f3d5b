"""Player settings, persisted as JSON in the user's preference folder.

Written atomically (temp file + rename). A damaged file is set aside as
``settings.json.damaged-<time>`` (never overwritten) and the player is told.
This module avoids pygame so it can be tested and used anywhere; the app passes the
folder from ``pygame.system.get_pref_path``.
"""

from __future__ import annotations

import json
import os
import time
from dataclasses import asdict, dataclass, fields
from pathlib import Path

ANIMATION_SPEEDS = (0.5, 1.0, 1.5, 2.0, 3.0, 0.0)   # 0.0 means instant
AI_SPEEDS = (0.5, 1.0, 2.0, 4.0, 0.0)               # multiplier on AI pauses; 0.0 = no pause


@dataclass
class Settings:
    fullscreen: bool = False
    master_volume: float = 0.8
    effects_volume: float = 0.8
    colour_blind: bool = False
    animation_speed: float = 1.0
    ai_speed: float = 1.0

    @classmethod
    def from_json(cls, data: dict) -> Settings:
        if not isinstance(data, dict):
            raise TypeError("settings file does not hold a JSON object")
        settings = cls()
        for spec in fields(cls):
            if spec.name not in data:
                continue
            value = data[spec.name]
            default = getattr(settings, spec.name)
            if isinstance(default, bool):
                if not isinstance(value, bool):
                    raise TypeError(f"{spec.name} must be true or false")
            elif isinstance(default, float):
                if isinstance(value, bool) or not isinstance(value, (int, float)):
                    raise TypeError(f"{spec.name} must be a number")
                value = float(value)
            setattr(settings, spec.name, value)
        settings.master_volume = min(1.0, max(0.0, settings.master_volume))
        settings.effects_volume = min(1.0, max(0.0, settings.effects_volume))
        if settings.animation_speed not in ANIMATION_SPEEDS:
            settings.animation_speed = 1.0
        if settings.ai_speed not in AI_SPEEDS:
            settings.ai_speed = 1.0
        return settings


class SettingsStore:
    """Loads and saves :class:`Settings` in ``folder``; remembers a message for the player."""

    def __init__(self, folder: Path | None):
        self.folder = folder
        self.message = ""      # shown once by the title screen when not empty

    @property
    def path(self) -> Path | None:
        return self.folder / "settings.json" if self.folder else None

    def load(self) -> Settings:
        path = self.path
        if path is None or not path.exists():
            return Settings()
        try:
            return Settings.from_json(json.loads(path.read_text(encoding="utf-8")))
        except (OSError, ValueError, TypeError) as exc:
            aside = set_aside(path)
            self.message = (f"Your settings file was damaged ({exc}); it was kept as {aside.name} "
                            "and the defaults are in use.")
            return Settings()

    def save(self, settings: Settings) -> None:
        if self.path is None:
            return
        write_atomic(self.path, json.dumps(asdict(settings), indent=2))


def write_atomic(path: Path, text: str) -> None:
    """Write via a temp file and rename, so a crash never leaves half a file."""
    path.parent.mkdir(parents=True, exist_ok=True)
    temp = path.with_name(path.name + ".tmp")
    with open(temp, "w", encoding="utf-8") as handle:
        handle.write(text)
        handle.flush()
        os.fsync(handle.fileno())
    os.replace(temp, path)


def set_aside(path: Path) -> Path:
    """Rename a damaged file out of the way (never delete or overwrite it)."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    aside = path.with_name(f"{path.name}.damaged-{stamp}")
    counter = 1
    while aside.exists():
        aside = path.with_name(f"{path.name}.damaged-{stamp}-{counter}")
        counter += 1
    os.replace(path, aside)
    return aside
