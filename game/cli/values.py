"""Argument types for the command line: each value is checked against a range we document in
the README, so a bad one is refused by argparse (``error: argument --frames: ...``, exit 2)
before anything runs, instead of being accepted or crashing later.
"""

from __future__ import annotations

import argparse
import math
import os
from collections.abc import Callable
from pathlib import Path

SEED_MAX = 2 ** 63 - 1              # a save keeps seeds below 2**63
MIN_SIZE, MAX_SIZE = (320, 180), (7680, 4320)
FRAMES_MAX = 10_000_000             # about 46 hours at 60 frames a second
BENCH_FRAMES_MAX = 100_000
GAMES_MAX = 1_000_000
THINK_MAX = 60.0
GAME_INDEX_MAX = GAMES_MAX - 1


def whole(low: int, high: int) -> Callable[[str], int]:
    """A whole number from ``low`` to ``high``."""
    def parse(text: str) -> int:
        try:
            value = int(text.strip())
        except ValueError:
            value = None
        if value is None or not low <= value <= high:
            raise argparse.ArgumentTypeError(f"must be a whole number from {low:,} to {high:,}, not {text[:40]!r}")
        return value
    parse.__name__ = "whole number"
    return parse


def seconds(text: str) -> float:
    """A think time: more than 0 and at most THINK_MAX seconds (nan and inf are not times)."""
    try:
        value = float(text)
    except ValueError:
        value = math.nan
    if not (math.isfinite(value) and 0 < value <= THINK_MAX):
        raise argparse.ArgumentTypeError(f"must be a number of seconds more than 0 and at most {THINK_MAX:g}, "
                                         f"not {text[:40]!r}")
    return value


def window_size(text: str) -> tuple[int, int]:
    try:
        width, height = (int(part) for part in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"size must look like 1280x720, not {text[:40]!r}") from None
    if not (MIN_SIZE[0] <= width <= MAX_SIZE[0] and MIN_SIZE[1] <= height <= MAX_SIZE[1]):
        raise argparse.ArgumentTypeError(f"size must be from {MIN_SIZE[0]}x{MIN_SIZE[1]} to "
                                         f"{MAX_SIZE[0]}x{MAX_SIZE[1]}, not {text[:40]!r}")
    return width, height


def file_to_write(text: str) -> str:
    """A file we could create: its folder exists and is a folder, and it is not itself a folder."""
    path = Path(text)
    folder = path.parent
    if not text or path.is_dir():
        raise argparse.ArgumentTypeError(f"{text!r} is a folder, not a file to write")
    if not folder.exists():
        raise argparse.ArgumentTypeError(f"cannot write {text}: the folder {folder} does not exist")
    if not folder.is_dir():
        raise argparse.ArgumentTypeError(f"cannot write {text}: {folder} is not a folder")
    if not os.access(folder, os.W_OK):
        raise argparse.ArgumentTypeError(f"cannot write {text}: the folder {folder} is not writable")
    return text


seed = whole(0, SEED_MAX)
frames = whole(1, FRAMES_MAX)
bench_frames = whole(1, BENCH_FRAMES_MAX)
games = whole(1, GAMES_MAX)
game_index = whole(0, GAME_INDEX_MAX)
