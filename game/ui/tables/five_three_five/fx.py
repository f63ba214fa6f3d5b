"""Five Three Five table: the static pieces (piles, fans, meld plate) and short-lived effects
(floating "+7" and "Pass" texts, the big "Rule of 8s!" banner).

Everything drawn here is cached: piles and fans reuse the renderer's card surfaces, texts go
through ``app.text``, and the banner's pop-in uses a handful of quantised, cached sizes.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.ui import theme
from game.ui.anim import Animator, Tween
from game.ui.tables.five_three_five.layout import (
    CAPTION_Y,
    DECK,
    MELD_CENTRE,
    MINI,
    PILE,
)

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

    def __init__(self, anim: Animator):
        self.anim = anim
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
    def draw(self, surface: pygame.Surface, text: object, cards: object) -> None:
        for floater in self.floaters:
            t = floater.tween
            if t.elapsed < t.delay:
                continue
            p = t.progress
            label = text.render(floater.text, floater.size, floater.colour, "bold")  # type: ignore
            rect = label.get_rect(center=(floater.pos[0], round(floater.pos[1] - 70 * p)))
            alpha = 255 if p < 0.6 else round(255 * (1 - p) / 0.4)
            _blit_alpha(surface, text.render(floater.text, floater.size, (0, 0, 0), "bold"),  # type: ignore
                        rect.move(3, 3), alpha // 2)
            _blit_alpha(surface, label, rect, alpha)
        if self.banner is not None:
            self._draw_banner(surface, text, cards)

    def _draw_banner(self, surface: pygame.Surface, text: object, cards: object) -> None:
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
            art = cards.resized(art, (round(art.get_width() * scale),  # type: ignore[attr-defined]
                                      round(art.get_height() * scale)))
        alpha = 255 if p < 0.82 else round(255 * (1 - p) / 0.18)
        rect = art.get_rect(center=(MELD_CENTRE[0], MELD_CENTRE[1] - 20))
        _blit_alpha(surface, art, rect, alpha)

    def _banner_surface(self, banner: Banner, text: object) -> pygame.Surface:
        key = (banner.text, banner.colour, banner.size)
        art = self._banner_art.get(key)
        if art is None:
            label = text.render(banner.text, banner.size, banner.colour, "bold")  # type: ignore
            shade = text.render(banner.text, banner.size, (30, 10, 0), "bold")  # type: ignore
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


def _blit_alpha(surface: pygame.Surface, image: pygame.Surface, rect: pygame.Rect, alpha: int) -> None:
    if alpha >= 255:
        surface.blit(image, rect)
        return
    if alpha <= 0:
        return
    image.set_alpha(alpha)
    surface.blit(image, rect)
    image.set_alpha(255)   # shared through the text cache


class Pieces:
    """Static table pieces drawn from cached surfaces."""

    def __init__(self, app: object):
        self.app = app
        self._meld_bed: pygame.Surface | None = None

    def pile(self, surface: pygame.Surface, pos: tuple[int, int], count: int, label: str) -> None:
        """A face-down pile that grows a little with its count, labelled under it."""
        text = self.app.text   # type: ignore[attr-defined]
        if count:
            back = self.app.cards.back(DECK, PILE)   # type: ignore[attr-defined]
            shadow = self.app.cards.shadow(PILE)   # type: ignore[attr-defined]
            layers = min(5, 1 + count // 6)
            top_left = (pos[0] - PILE[0] // 2, pos[1] - PILE[1] // 2)
            blits = [(shadow, shadow.get_rect(center=(pos[0] + 3, pos[1] + 6)))]
            blits += [(back, (top_left[0] - 2 * i, top_left[1] - 2 * i)) for i in range(layers)]
            surface.fblits(blits)
        else:
            blank = self.app.cards.blank(PILE)   # type: ignore[attr-defined]
            surface.blit(blank, blank.get_rect(center=pos))
        text.blit(surface, f"{label} {count}", theme.SMALL_SIZE, theme.INK_DIM,
                  (pos[0], pos[1] + PILE[1] // 2 + 10), "midtop", "bold")

    def fan(self, surface: pygame.Surface, centre: tuple[int, int], count: int) -> None:
        """An opponent's hand: up to twelve small backs, peeking out above the badge."""
        shown = min(count, 12)
        if not shown:
            return
        back = self.app.cards.back(DECK, MINI)   # type: ignore[attr-defined]
        step = min(18, 190 / max(1, shown))
        left = centre[0] - (step * (shown - 1)) / 2 - MINI[0] / 2
        top = centre[1] - 59 - 60
        surface.fblits([(back, (round(left + i * step), top + abs(i - (shown - 1) / 2) * 1.5))
                        for i in range(shown)])

    def meld_bed(self, surface: pygame.Surface) -> None:
        """The felt ring where the central meld sits."""
        if self._meld_bed is None:
            bed = pygame.Surface((900, 330), pygame.SRCALPHA)
            pygame.draw.ellipse(bed, (0, 0, 0, 42), bed.get_rect())
            pygame.draw.ellipse(bed, (255, 232, 170, 60), bed.get_rect(), width=4)
            if pygame.display.get_surface() is not None:
                bed = bed.convert_alpha()
            self._meld_bed = bed
        surface.blit(self._meld_bed, self._meld_bed.get_rect(center=(MELD_CENTRE[0], MELD_CENTRE[1] + 8)))

    def caption(self, surface: pygame.Surface, line: str, colour: tuple = theme.INK) -> None:
        text = self.app.text   # type: ignore[attr-defined]
        label = text.render(line, theme.SMALL_SIZE, colour, "bold")
        rect = label.get_rect(center=(MELD_CENTRE[0], CAPTION_Y)).inflate(36, 12)
        pygame.draw.rect(surface, (12, 30, 24), rect, border_radius=rect.height // 2)
        pygame.draw.rect(surface, (210, 170, 90), rect, width=2, border_radius=rect.height // 2)
        surface.blit(label, label.get_rect(center=rect.center))

    def chip(self, surface: pygame.Surface, text_line: str, pos: tuple[int, int], anchor: str,
             colour: tuple = theme.INK) -> None:
        """A small dark plate with one line of text (round and target info)."""
        text = self.app.text   # type: ignore[attr-defined]
        label = text.render(text_line, theme.SMALL_SIZE, colour, "bold")
        rect = label.get_rect(**{anchor: pos}).inflate(32, 14)
        pygame.draw.rect(surface, (8, 28, 22), rect, border_radius=14)
        surface.blit(label, label.get_rect(center=rect.center))
