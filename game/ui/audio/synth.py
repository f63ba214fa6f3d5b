"""The game's sounds, synthesised by code: 16-bit mono samples at ``RATE``, no sample files.

Each recipe is a small function of a seeded generator, so a sound is the same every run:
filtered noise for paper and leaves (card slide, shuffle, bush rustle, whoosh, splash),
short bright partials for metal and clay (chips, chains), soft sine bells for the
interface and the fanfare. Nothing here is harsh: the error is a low, short two-note
"bonk", not a square-wave buzz. Pure Python (``array``), no pygame.
"""

from __future__ import annotations

import array
import math
import random
from collections.abc import Callable

RATE = 22050
PEAK = 12000


def _env(i: int, count: int, attack: float = 0.004, power: float = 2.0) -> float:
    """A quick rise, then a curved fall to silence."""
    rise = int(RATE * attack) or 1
    if i < rise:
        return i / rise
    return max(0.0, 1.0 - (i - rise) / max(1, count - rise)) ** power


def _noise(rng: random.Random, seconds: float, cutoff: float, env: Callable[[int, int], float],
           gain: float = 1.0, sweep: float = 0.0) -> list[float]:
    """Low-passed noise (one-pole filter); ``sweep`` moves the cutoff over the sound."""
    count = int(RATE * seconds)
    out, low = [], 0.0
    for i in range(count):
        edge = max(60.0, cutoff + sweep * i / count)
        alpha = 1.0 - math.exp(-2 * math.pi * edge / RATE)
        low += alpha * (rng.uniform(-1, 1) - low)
        out.append(low * env(i, count) * gain)
    return out


def _tone(freq: float, seconds: float, gain: float = 1.0, power: float = 2.0,
          partials: tuple[tuple[float, float], ...] = ((1.0, 1.0),), attack: float = 0.004) -> list[float]:
    count = int(RATE * seconds)
    total = sum(weight for _ratio, weight in partials)
    return [gain * _env(i, count, attack, power) *
            sum(weight * math.sin(2 * math.pi * freq * ratio * i / RATE) for ratio, weight in partials) / total
            for i in range(count)]


def _mix(*parts: tuple[float, list[float]]) -> list[float]:
    """Lay parts at their start times (seconds) over each other."""
    length = max(int(start * RATE) + len(samples) for start, samples in parts)
    out = [0.0] * length
    for start, samples in parts:
        offset = int(start * RATE)
        for i, value in enumerate(samples):
            out[offset + i] += value
    return out


def card_slide(rng: random.Random) -> list[float]:
    return _noise(rng, 0.09, 2600, lambda i, n: _env(i, n, 0.01, 1.5), 0.8, sweep=-1800)


def deal(rng: random.Random) -> list[float]:
    return _mix(*((k * 0.055, _noise(rng, 0.05, 3200, lambda i, n: _env(i, n, 0.002, 2.5), 0.7))
                  for k in range(3)))


def shuffle(rng: random.Random) -> list[float]:
    riffle = [(k * 0.018 + rng.uniform(0, 0.006), _noise(rng, 0.02, 4200, lambda i, n: _env(i, n, 0.001, 3), 0.45))
              for k in range(22)]
    return _mix(*riffle, (0.42, _noise(rng, 0.06, 1500, lambda i, n: _env(i, n, 0.002, 2), 0.8)))


def flip(rng: random.Random) -> list[float]:
    return _mix((0.0, _noise(rng, 0.035, 3800, lambda i, n: _env(i, n, 0.001, 2), 0.6)),
                (0.03, _noise(rng, 0.03, 1800, lambda i, n: _env(i, n, 0.001, 3), 0.7)))


def chip(rng: random.Random) -> list[float]:
    clack = ((1.0, 1.0), (2.76, 0.5), (5.4, 0.25))
    return _mix((0.0, _tone(2200, 0.09, 0.6, 4, clack, 0.001)), (0.06, _tone(2450, 0.12, 0.5, 4, clack, 0.001)))


def fanfare(rng: random.Random) -> list[float]:
    bell = ((1.0, 1.0), (2.0, 0.3), (3.0, 0.12))
    notes = ((0.0, 523.25, 0.18), (0.15, 659.25, 0.18), (0.30, 783.99, 0.18), (0.45, 1046.5, 0.6))
    parts = [(start, _tone(freq, length, 0.55, 1.6, bell)) for start, freq, length in notes]
    parts.append((0.45, _tone(523.25, 0.6, 0.35, 1.6, bell)))
    return _mix(*parts)


def soft_error(rng: random.Random) -> list[float]:
    warm = ((1.0, 1.0), (2.0, 0.15))
    return _mix((0.0, _tone(330, 0.11, 0.5, 2.5, warm, 0.01)), (0.1, _tone(247, 0.16, 0.5, 2.5, warm, 0.01)))


def whoosh(rng: random.Random) -> list[float]:
    return _noise(rng, 0.45, 400, lambda i, n: math.sin(math.pi * i / n) ** 2, 1.4, sweep=1800)


def chains(rng: random.Random) -> list[float]:
    links = []
    for k in range(9):
        freq = rng.uniform(2400, 4200)
        links.append((k * 0.028 + rng.uniform(0, 0.01), _tone(freq, 0.16, 0.28, 3, ((1.0, 1.0), (2.3, 0.6), (3.9, 0.3)),
                                                            0.001)))
    links.append((0.0, _noise(rng, 0.08, 5000, lambda i, n: _env(i, n, 0.001, 3), 0.3)))
    return _mix(*links)


def splash(rng: random.Random) -> list[float]:
    body = _noise(rng, 0.5, 2200, lambda i, n: _env(i, n, 0.005, 2.2), 1.0, sweep=-1600)
    drops = [(0.12 + k * 0.05, _tone(rng.uniform(900, 1500), 0.05, 0.18, 3)) for k in range(5)]
    return _mix((0.0, body), *drops)


def bush_rustle(rng: random.Random) -> list[float]:
    bursts = [(k * 0.04 + rng.uniform(0, 0.02), _noise(rng, 0.06, 5200, lambda i, n: math.sin(math.pi * i / n), 0.35))
              for k in range(8)]
    return _mix(*bursts)


def select(rng: random.Random) -> list[float]:
    return _tone(880, 0.05, 0.35, 2.5, ((1.0, 1.0), (2.0, 0.2)))


def confirm(rng: random.Random) -> list[float]:
    return _mix((0.0, _tone(659.25, 0.07, 0.4, 2)), (0.06, _tone(987.77, 0.12, 0.4, 2)))


def move(rng: random.Random) -> list[float]:
    return _mix((0.0, card_slide(rng)), (0.05, _tone(587.33, 0.08, 0.25, 2)))


# name -> recipe. "win", "clear", "card" and "error" are the names the tables already play.
def clatter(rng: random.Random) -> list[float]:
    """A disc off a wall: two hard knocks with a wooden ring."""
    wood = ((1.0, 1.0), (2.7, 0.4))
    return _mix((0.0, _noise(rng, 0.04, 3000, lambda i, n: _env(i, n, 0.001, 3), 0.8)),
                (0.0, _tone(310, 0.06, 0.5, 3, wood, 0.001)), (0.07, _tone(260, 0.08, 0.4, 3, wood, 0.001)))


def skip(rng: random.Random) -> list[float]:
    """A disc skipping on the grass: one soft tap."""
    return _mix((0.0, _noise(rng, 0.05, 1500, lambda i, n: _env(i, n, 0.002, 3), 0.4)),
                (0.0, _tone(440, 0.04, 0.3, 3)))


RECIPES: dict[str, Callable[[random.Random], list[float]]] = {
    "card": card_slide, "deal": deal, "shuffle": shuffle, "flip": flip, "chip": chip,
    "win": fanfare, "clear": chip, "error": soft_error, "whoosh": whoosh, "chains": chains,
    "splash": splash, "rustle": bush_rustle, "select": select, "confirm": confirm, "move": move,
    "clatter": clatter, "skip": skip,
}


def render(name: str, seed: int = 7) -> array.array:
    """The named sound as signed 16-bit samples, peak-normalised (never clipped)."""
    samples = RECIPES[name](random.Random(f"{name}:{seed}"))
    loudest = max((abs(value) for value in samples), default=0.0) or 1.0
    scale = PEAK / loudest
    return array.array("h", (int(value * scale) for value in samples))
