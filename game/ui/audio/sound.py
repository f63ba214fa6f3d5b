"""Playing the synthesised sounds (``game.ui.audio.synth``), and running silent without a device.

With no sound card the mixer raises; we retry with the dummy driver and, failing that,
run silent: ``play`` is then a no-op, never an error. Loudness is master x effects volume
from the settings; ``mute`` silences everything without losing the volumes.
"""

from __future__ import annotations

import os

import pygame

from game.ui.audio.synth import RATE, RECIPES, render

__all__ = ["RATE", "RECIPES", "Sound"]


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
        muted = getattr(settings, "mute", False)
        self.volume = 0.0 if muted else settings.master_volume * settings.effects_volume

    def play(self, name: str) -> None:
        if not self.enabled or self.volume <= 0 or name not in RECIPES:
            return
        effect = self.effects.get(name)
        if effect is None:
            try:
                effect = pygame.mixer.Sound(buffer=render(name).tobytes())
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
