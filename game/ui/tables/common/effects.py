"""Short-lived table effects, timed by the table's animator: floating texts ("+7", "Pass") and
one ribbon banner at a time ("Rule of 8s!") that pops in and fades. Owned as a field::

    self.fx = Effects(self.anim, banner_centre=(960, 380))
    self.fx.float_text("Pass", (x, y), theme.INK_DIM, duration=0.9)
    self.fx.show_banner("Round 2", theme.ACCENT_SOFT, duration=1.0, size=96)
    self.fx.update(); self.fx.draw(surface, app.text, app.cards)     # every frame

Nothing shows with instant animation (shots, benches). Texts and banner pictures are cached.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.ui.draw import theme
from game.ui.draw.anim import Animator, Tween
from game.ui.draw.cards import CardRenderer
from game.ui.draw.text import Text

MAX_FLOATERS = 24
BANNER_STEPS = 10          # pop-in sizes cached per banner


@dataclass(eq=False)
class Floater:
    text: str
    colour: tuple[int, int, int]
    pos: tuple[int, int]
    tween: Tween
    size: int = theme.BODY_SIZE


@dataclass(eq=False)
class Banner:
    text: str
    colour: tuple[int, int, int]
    tween: Tween
    size: int


class Effects:
    """Floating texts and banners, timed by the table's animator."""

    def __init__(self, anim: Animator, banner_centre: tuple[int, int] = (960, 520)):
        self.anim, self.banner_centre = anim, banner_centre
        self.floaters: list[Floater] = []
        self.banner: Banner | None = None
        self._banner_art: dict[tuple, pygame.Surface] = {}

    def float_text(self, text: str, pos: tuple[int, int], colour: tuple = theme.ACCENT_SOFT,
                   delay: float = 0.0, duration: float = 1.1, size: int = theme.BODY_SIZE) -> None:
        if self.anim.instant:
            return
        tween = self.anim.tween(duration, 0.0, 1.0, delay=delay)
        self.floaters.append(Floater(text, colour, pos, tween, size))
        del self.floaters[:-MAX_FLOATERS]

    def show_banner(self, text: str, colour: tuple, delay: float = 0.0, duration: float = 1.3,
                    size: int = 120) -> None:
        if self.anim.instant:
            return
        self.banner = Banner(text, colour, self.anim.tween(duration, 0.0, 1.0, delay=delay), size)

    def update(self) -> None:
        self.floaters = [f for f in self.floaters if f.tween.active]
        if self.banner is not None and not self.banner.tween.active:
            self.banner = None

    def clear(self) -> None:
        self.floaters.clear()
        self.banner = None

    # --- drawing ---------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, text: Text, cards: CardRenderer) -> None:
        for floater in self.floaters:
            t = floater.tween
            if t.elapsed < t.delay:
                continue
            p = t.progress
            label = text.render(floater.text, floater.size, floater.colour, "bold")
            rect = label.get_rect(center=(floater.pos[0], round(floater.pos[1] - 70 * p)))
            alpha = 255 if p < 0.6 else round(255 * (1 - p) / 0.4)
            blit_alpha(surface, text.render(floater.text, floater.size, (0, 0, 0), "bold"),
                        rect.move(3, 3), alpha // 2)
            blit_alpha(surface, label, rect, alpha)
        if self.banner is not None:
            self._draw_banner(surface, text, cards)

    def _draw_banner(self, surface: pygame.Surface, text: Text, cards: CardRenderer) -> None:
        banner = self.banner
        assert banner is not None
        t = banner.tween
        if t.elapsed < t.delay:
            return
        p = t.progress
        art = self._banner_surface(banner, text)
        if p < 0.18:      # pop in, overshooting a little
            grow = p / 0.18
            scale = 0.55 + 0.55 * grow if grow < 0.8 else 1.1 - 0.5 * (grow - 0.8)
        else:
            scale = 1.0
        scale = round(scale * BANNER_STEPS) / BANNER_STEPS
        if scale != 1.0:
            art = cards.resized(art, (round(art.get_width() * scale),
                                      round(art.get_height() * scale)))
        alpha = 255 if p < 0.82 else round(255 * (1 - p) / 0.18)
        rect = art.get_rect(center=self.banner_centre)
        blit_alpha(surface, art, rect, alpha)

    def _banner_surface(self, banner: Banner, text: Text) -> pygame.Surface:
        key = (banner.text, banner.colour, banner.size)
        art = self._banner_art.get(key)
        if art is None:
            label = text.render(banner.text, banner.size, banner.colour, "bold")
            shade = text.render(banner.text, banner.size, (30, 10, 0), "bold")
            art = pygame.Surface((label.get_width() + 140, label.get_height() + 60), pygame.SRCALPHA)
            ribbon = art.get_rect().inflate(0, -20)
            pygame.draw.rect(art, (28, 18, 40, 225), ribbon, border_radius=40)
            pygame.draw.rect(art, banner.colour, ribbon, width=6, border_radius=40)
            centre = art.get_rect().center
            art.blit(shade, shade.get_rect(center=(centre[0] + 5, centre[1] + 6)))
            art.blit(label, label.get_rect(center=centre))
            if pygame.display.get_surface() is not None:
                art = art.convert_alpha()
            if len(self._banner_art) > 16:
                self._banner_art.clear()
            self._banner_art[key] = art
        return art


def blit_alpha(surface: pygame.Surface, image: pygame.Surface, rect: pygame.Rect, alpha: int) -> None:
    if alpha >= 255:
        surface.blit(image, rect)
        return
    if alpha <= 0:
        return
    image.set_alpha(alpha)
    surface.blit(image, rect)
    image.set_alpha(255)   # shared through the text cache
