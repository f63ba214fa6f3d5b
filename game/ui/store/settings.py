"""Player settings, persisted as JSON in the user's preference folder.

Written atomically (temp file + rename). A damaged file is set aside as
``settings.json.damaged-<time>`` (never overwritten) and the player is told.
This module avoids pygame so it can be tested and used anywhere; the app passes the
folder from ``pygame.system.get_pref_path``.
"""

from __future__ import annotations

import json
import math
from dataclasses import asdict, dataclass, fields
from pathlib import Path

from game.ui.store.files import (
    MAX_SETTINGS_BYTES,
    FileTrouble,
    aside_sentence,
    file_present,
    read_json_file,
    set_aside,
    write_atomic,
)

TV_TEXT_SCALE = 1.15

__all__ = ["AI_SPEEDS", "ANIMATION_SPEEDS", "HARD_THINKS", "TV_TEXT_SCALE", "Settings", "SettingsStore", "set_aside", "write_atomic"]

ANIMATION_SPEEDS = (0.5, 1.0, 1.5, 2.0, 3.0, 0.0)   # 0.0 means instant
AI_SPEEDS = (0.5, 1.0, 2.0, 4.0, 0.0)               # multiplier on AI pauses; 0.0 = no pause
HARD_THINKS = (0.25, 0.4, 0.6, 1.0, 1.5, 2.0)       # seconds a hard AI may think per move


@dataclass
class Settings:
    fullscreen: bool = False
    master_volume: float = 0.8
    effects_volume: float = 0.8
    mute: bool = False
    tv_text: bool = False           # larger text for a TV across the room (TV_TEXT_SCALE)
    colour_blind: bool = False
    animation_speed: float = 1.0
    ai_speed: float = 1.0
    bind_pads: bool = False         # hot-seat: each controller is bound to a seat at setup
    idle_seconds: float = 60.0      # kiosk: no input this long saves the game and resumes the demos
    hints: bool = True              # the Hint button on tables (issue 14)
    hard_think: float = 0.6         # seconds per move for "AI - Hard" seats (HARD_THINKS)

    @classmethod
    def from_json(cls, data: dict) -> Settings:
        """Settings as written, or TypeError/ValueError naming the first value that is wrong.

        Nothing is clamped or replaced: a value out of range makes the whole file damaged
        (the store sets it aside), so the player is never silently given other settings."""
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
                try:
                    value = float(value)
                except OverflowError:
                    raise TypeError(f"{spec.name} is a number far too big") from None
                if not math.isfinite(value):
                    raise TypeError(f"{spec.name} must be a finite number")
                _check_range(spec.name, value)
            setattr(settings, spec.name, value)
        return settings


def _word(value: float) -> str:
    return f"{value:g}"


# What each number may be: (low, high) for a range, or the tuple of values the menu offers.
NUMBER_RANGES: dict[str, tuple[float, float]] = {
    "master_volume": (0.0, 1.0), "effects_volume": (0.0, 1.0), "idle_seconds": (10.0, 3600.0)}
NUMBER_CHOICES: dict[str, tuple[float, ...]] = {
    "animation_speed": ANIMATION_SPEEDS, "ai_speed": AI_SPEEDS, "hard_think": HARD_THINKS}


def _check_range(name: str, value: float) -> None:
    if name in NUMBER_RANGES:
        low, high = NUMBER_RANGES[name]
        if not low <= value <= high:
            raise ValueError(f"{name} is {_word(value)}; it must be from {_word(low)} to {_word(high)}")
    elif name in NUMBER_CHOICES and value not in NUMBER_CHOICES[name]:
        choices = sorted(NUMBER_CHOICES[name])
        raise ValueError(f"{name} is {_word(value)}; it must be "
                         f"{', '.join(map(_word, choices[:-1]))} or {_word(choices[-1])}")


class SettingsStore:
    """Loads and saves :class:`Settings` in ``folder``; remembers a message for the player."""

    def __init__(self, folder: Path | None):
        self.folder = folder
        self.message = ""      # shown once by the title screen when not empty

    @property
    def path(self) -> Path | None:
        return self.folder / "settings.json" if self.folder else None

    def load(self) -> Settings:
        """The saved settings, or the defaults (with a message) whatever is in the file."""
        path = self.path
        if path is None or not file_present(path):
            return Settings()
        try:
            return Settings.from_json(read_json_file(path, MAX_SETTINGS_BYTES))
        except FileTrouble as trouble:
            if not trouble.damaged:    # unreadable, e.g. permissions: report, leave it alone
                self.message = (f"Your settings file could not be read: {trouble.reason}. It was left "
                                f"untouched ({path}) and the defaults are in use.")
                return Settings()
            reason = trouble.reason
        except (TypeError, ValueError) as exc:
            reason = str(exc)
        aside = set_aside(path)
        self.message = (f"Your settings file was damaged ({reason}). {aside_sentence(path, aside)} "
                        "The defaults are in use.")
        return Settings()

    def save(self, settings: Settings) -> None:
        if self.path is None:
            return
        write_atomic(self.path, json.dumps(asdict(settings), indent=2))
