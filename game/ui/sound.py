"""Sound effects synthesised by code (no sample files), and a silent fallback.

With no sound card the mixer raises; we retry with the dummy driver and, failing that,
run silent. Volumes come from the settings (master x effects).
"""

from __future__ import annotations

import array
import math
import os
import random

import pygame

RATE = 22050

# name -> list of (frequency Hz, seconds, kind) segments
RECIPES = {
    "card": [(0, 0.05, "noise")],
    "select": [(660, 0.05, "sine")],
    "move": [(520, 0.04, "sine"), (780, 0.05, "sine")],
    "confirm": [(523, 0.07, "sine"), (784, 0.10, "sine")],
    "error": [(220, 0.09, "square"), (180, 0.12, "square")],
    "clear": [(523, 0.06, "sine"), (659, 0.06, "sine"), (784, 0.06, "sine"), (1046, 0.16, "sine")],
    "win": [(392, 0.1, "sine"), (523, 0.1, "sine"), (659, 0.1, "sine"), (784, 0.3, "sine")],
}


def recipe_of(name: str) -> list | None:
    """A sound a game's UI package registered with its look (splashes, chains...)."""
    from game.ui.looks import recipe
    return recipe(name)


def synth(segments: list[tuple[float, float, str]], seed: int = 7) -> array.array:
    noise = random.Random(seed)
    samples = array.array("h")
    for freq, seconds, kind in segments:
        count = int(RATE * seconds)
        for i in range(count):
            envelope = min(1.0, i / 200) * (1.0 - i / count) ** 1.5
            t = i / RATE
            if kind == "noise":
                value = noise.uniform(-1, 1) * 0.6
            elif kind == "square":
                value = 0.35 if math.sin(2 * math.pi * freq * t) >= 0 else -0.35
            else:
                value = math.sin(2 * math.pi * freq * t)
            samples.append(int(9000 * envelope * value))
    return samples


class Sound:
    def __init__(self, settings) -> None:
        self.enabled = self._start_mixer()
        self.effects: dict[str, pygame.mixer.Sound] = {}
        self.volume = 0.0
        self.apply_settings(settings)

    @staticmethod
    def _start_mixer() -> bool:
        for attempt in range(2):
            try:
                pygame.mixer.init(RATE, -16, 1, 512)
                return True
            except pygame.error:
                if attempt == 0:
                    os.environ["SDL_AUDIODRIVER"] = "dummy"
        return False

    def apply_settings(self, settings) -> None:
        self.volume = settings.master_volume * settings.effects_volume

    def play(self, name: str) -> None:
        if not self.enabled or self.volume <= 0:
            return
        effect = self.effects.get(name)
        if effect is None:
            segments = RECIPES.get(name) or recipe_of(name)
            if segments is None:
                return
            try:
                effect = pygame.mixer.Sound(buffer=synth(segments).tobytes())
            except pygame.error:
                return
            self.effects[name] = effect
        effect.set_volume(self.volume)
        effect.play()

    def close(self) -> None:
        if self.enabled:
            try:
                pygame.mixer.quit()
            except pygame.error:
                pass
