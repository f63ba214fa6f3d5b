"""Short-lived table effects: floating texts ("Skipped!", "+35") and one banner at a time
("Ana made phase 4!"). They keep their own clock, so they never hold up the game: the event
handlers already leave room for them.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.ui import theme
from game.ui.anim import Animator
from game.ui.text import Text

MAX_FLOATERS = 24


@dataclass(eq=False)
class Floater:
    text: str
    colour: tuple
    pos: tuple[int, int]
    duration: float
    age: float = 0.0

    @property
    def progress(self) -> float:
        return min(1.0, self.age / self.duration)


class Effects:
    """Floating texts and one banner at a time, drawn over the table."""

    def __init__(self, anim: Animator):
        self.anim = anim
        self.floaters: list[Floater] = []
        self.banner: Floater | None = None
        self._banner_art: dict[tuple, pygame.Surface] = {}

    def float_text(self, text: str, pos: tuple[int, int], colour: tuple = theme.ACCENT_SOFT,
                   duration: float = 1.2) -> None:
        if not self.anim.instant:
            self.floaters.append(Floater(text, colour, pos, duration))
            del self.floaters[:-MAX_FLOATERS]

    def show_banner(self, text: str, colour: tuple, duration: float = 1.4) -> None:
        if not self.anim.instant:
            self.banner = Floater(text, colour, (960, 360), duration)

    def update(self, dt: float) -> None:
        for floater in self.floaters:
            floater.age += dt
        self.floaters = [f for f in self.floaters if f.age < f.duration]
        if self.banner is not None:
            self.banner.age += dt
            if self.banner.age >= self.banner.duration:
                self.banner = None

    def clear(self) -> None:
        self.floaters.clear()
        self.banner = None

    def draw(self, surface: pygame.Surface, text: Text) -> None:
        for floater in self.floaters:
            p = floater.progress
            label = text.render(floater.text, theme.BODY_SIZE, floater.colour, "bold")
            shade = text.render(floater.text, theme.BODY_SIZE, (0, 0, 0), "bold")
            rect = label.get_rect(center=(floater.pos[0], round(floater.pos[1] - 60 * p)))
            alpha = 255 if p < 0.6 else round(255 * (1 - p) / 0.4)
            _blit_alpha(surface, shade, rect.move(3, 3), alpha // 2)
            _blit_alpha(surface, label, rect, alpha)
        if self.banner is not None:
            art = self._banner_surface(self.banner.text, self.banner.colour, text)
            p = self.banner.progress
            alpha = round(255 * max(0.0, min(1.0, p / 0.1, (1 - p) / 0.2)))
            _blit_alpha(surface, art, art.get_rect(center=self.banner.pos), alpha)

    def _banner_surface(self, words: str, colour: tuple, text: Text) -> pygame.Surface:
        key = (words, colour)
        art = self._banner_art.get(key)
        if art is None:
            label = text.render(words, 88, colour, "bold")
            shade = text.render(words, 88, (20, 8, 0), "bold")
            art = pygame.Surface((label.get_width() + 140, label.get_height() + 56), pygame.SRCALPHA)
            ribbon = art.get_rect().inflate(0, -16)
            pygame.draw.rect(art, (16, 22, 44, 232), ribbon, border_radius=40)
            pygame.draw.rect(art, colour, ribbon, width=6, border_radius=40)
            centre = art.get_rect().center
            art.blit(shade, shade.get_rect(center=(centre[0] + 4, centre[1] + 5)))
            art.blit(label, label.get_rect(center=centre))
            if pygame.display.get_surface() is not None:
                art = art.convert_alpha()
            if len(self._banner_art) > 16:
                self._banner_art.clear()
            self._banner_art[key] = art
        return art


def _blit_alpha(surface: pygame.Surface, image: pygame.Surface, rect: pygame.Rect, alpha: int) -> None:
    if alpha <= 0:
        return
    if alpha < 255:
        image.set_alpha(alpha)
    surface.blit(image, rect)
    image.set_alpha(255)   # shared through the text cache
