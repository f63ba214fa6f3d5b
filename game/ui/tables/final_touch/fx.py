"""Final Touch table effects: the Masterpiece's ruin veil, tilted smears, banners, money pops.

Everything here is drawn from surfaces built once and cached (per size, angle or text);
per frame only alphas and positions change, so the table stays well inside its frame budget.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from game.ui.draw import theme
from game.ui.draw.anim import Animator, CardSprite, Tween, ease_out_back, linear
from game.ui.draw.cards import CardFace, CardRenderer
from game.ui.draw.palette import darken, lighten
from game.ui.draw.surface_cache import SurfaceCache
from game.ui.draw.text import Text

VEIL_STEPS = 8
# bounded in bytes (kiosk runs for days); each budget is a few times what one table shows
_VEILS: SurfaceCache = SurfaceCache(8 << 20)
_ROTATED: SurfaceCache = SurfaceCache(12 << 20)     # (source, turned): both count
_COLLECTED: SurfaceCache = SurfaceCache(6 << 20)


def stroke_face(name: str) -> CardFace:
    """A Colour Stroke card: nothing but its colour (and the brush)."""
    return CardFace(deck="final_touch", label="", colour=name, icon="brush", title=name.capitalize())


def ruin_veil(size: tuple[int, int], step: int) -> pygame.Surface:
    """A grey, smudged veil that makes a painting look darkened and drained of colour."""
    key = (size, step)
    veil = _VEILS.get(key)
    if veil is None:
        w, h = size
        veil = pygame.Surface(size, pygame.SRCALPHA)
        strength = step / VEIL_STEPS
        radius = max(2, round(w * 0.07))
        pygame.draw.rect(veil, (46, 44, 52, round(175 * strength)), veil.get_rect(),
                         border_radius=radius)
        if step >= VEIL_STEPS // 2:   # dirty diagonal smudges once the ruin has set in
            alpha = round(200 * (strength - 0.4))
            for k in range(3):
                y = h * (0.28 + 0.2 * k)
                pygame.draw.line(veil, (92, 70, 60, alpha), (w * 0.12, y + h * 0.1),
                                 (w * 0.88, y - h * 0.06), max(2, round(w * 0.07)))
        if len(_VEILS) > 240:
            _VEILS.clear()
        _VEILS[key] = veil
    return veil


def spotlight(radius: int, colour: tuple[int, int, int]) -> pygame.Surface:
    """A soft glow with sunburst rays, drawn once: the halo behind a completed Masterpiece."""
    key = ("spotlight", radius, colour)
    glow = _VEILS.get(key)
    if glow is None:
        size = radius * 2
        glow = pygame.Surface((size, size), pygame.SRCALPHA)
        rays = pygame.Surface((size, size), pygame.SRCALPHA)
        for k in range(18):
            a, b = math.radians(k * 20), math.radians(k * 20 + 9)
            pygame.draw.polygon(rays, (*colour, 70), [(radius, radius),
                                (radius + radius * math.cos(a), radius + radius * math.sin(a)),
                                (radius + radius * math.cos(b), radius + radius * math.sin(b))])
        for step in range(24, 0, -1):
            r = radius * step / 24
            pygame.draw.circle(glow, (*colour, round(10 + 150 * (1 - step / 24) ** 1.6)), (radius, radius),
                               round(r))
        glow.blit(rays, (0, 0))
        _VEILS[key] = glow
    return glow


def rotated(surface: pygame.Surface, angle: float) -> pygame.Surface:
    """``surface`` turned by ``angle`` degrees, cached (the source is held so ids stay unique)."""
    key = (id(surface), angle)
    hit = _ROTATED.get(key)
    if hit is not None and hit[0] is surface:
        return hit[1]
    frame = pygame.transform.rotozoom(surface, angle, 1.0)
    if len(_ROTATED) > 400:
        _ROTATED.clear()
    _ROTATED[key] = (surface, frame)
    return frame


def collected_card(renderer: CardRenderer, face: CardFace, ruined: bool,
                   size: tuple[int, int]) -> pygame.Surface:
    """A won Masterpiece at collection size; a ruined one veiled and crossed in red."""
    key = (face, ruined, size, renderer.colour_blind)
    card = _COLLECTED.get(key)
    if card is None:
        card = renderer.face(face, size).copy()
        if ruined:
            card.blit(ruin_veil(size, VEIL_STEPS), (0, 0))
            w, h = size
            for a, b in (((0.18, 0.2), (0.82, 0.72)), ((0.82, 0.2), (0.18, 0.72))):
                pygame.draw.line(card, (226, 60, 52), (w * a[0], h * a[1]), (w * b[0], h * b[1]),
                                 max(3, w // 12))
        if len(_COLLECTED) > 120:
            _COLLECTED.clear()
        _COLLECTED[key] = card
    return card


@dataclass(eq=False)
class PaintingSprite(CardSprite):
    """The current Masterpiece: a card sprite that can darken under a ruin veil."""

    ruin: float = 0.0

    def blits(self, renderer: CardRenderer) -> list[tuple[pygame.Surface, tuple[int, int]]]:
        out = super().blits(renderer)
        step = round(self.ruin * VEIL_STEPS)
        if step and out:
            card, pos = out[-1]
            out.append((ruin_veil(card.get_size(), step), pos))
        return out


@dataclass(eq=False)
class TiltSprite(CardSprite):
    """A card lying askew (the Smear Zone); rotated frames are cached per surface and angle."""

    angle: float = 0.0

    def blits(self, renderer: CardRenderer) -> list[tuple[pygame.Surface, tuple[int, int]]]:
        if not self.angle:
            return super().blits(renderer)
        out = []
        for surface, (x, y) in super().blits(renderer):
            cx, cy = x + surface.get_width() / 2, y + surface.get_height() / 2
            turned = rotated(surface, self.angle)
            out.append((turned, (round(cx - turned.get_width() / 2),
                                 round(cy - turned.get_height() / 2))))
        return out


class Banner:
    """A big ribbon over the table ("Final touch! +$7"): slides in, holds, fades out."""

    def __init__(self, text: Text, title: str, subtitle: str, fill: tuple, ink: tuple,
                 anim: Animator, hold: float, centre: tuple[int, int]):
        self.title = title
        heading = text.render(title, theme.HEADING_SIZE + 12, ink, "bold")
        sub = text.render(subtitle, theme.SMALL_SIZE, ink, "bold") if subtitle else None
        width = max(heading.get_width(), sub.get_width() if sub else 0) + 110
        height = heading.get_height() + (sub.get_height() + 10 if sub else 0) + 44
        self.surface = pygame.Surface((width, height), pygame.SRCALPHA)
        box = self.surface.get_rect()
        pygame.draw.rect(self.surface, (*darken(fill, 0.55), 235), box, border_radius=26)
        pygame.draw.rect(self.surface, (*fill, 250), box.inflate(-10, -10), border_radius=22)
        pygame.draw.rect(self.surface, lighten(fill, 0.55), box.inflate(-10, -10), 4,
                         border_radius=22)
        self.surface.blit(heading, heading.get_rect(midtop=(width // 2, 20)))
        if sub is not None:
            self.surface.blit(sub, sub.get_rect(midbottom=(width // 2, height - 20)))
        self.centre = centre
        self.total = 0.3 + hold + 0.35
        self.clock: Tween = anim.tween(self.total, 0.0, self.total, linear)

    @property
    def done(self) -> bool:
        return not self.clock.active

    def draw(self, surface: pygame.Surface) -> None:
        t = float(self.clock.value)
        if t <= 0.0 or t >= self.total:
            return
        rise = ease_out_back(min(1.0, t / 0.3))
        fade = min(1.0, (self.total - t) / 0.35)
        rect = self.surface.get_rect(center=(self.centre[0], round(self.centre[1] + 50 * (1 - rise))))
        self.surface.set_alpha(round(255 * max(0.0, min(1.0, fade * min(1.0, t / 0.15)))))
        surface.blit(self.surface, rect)


@dataclass(eq=False)
class FloatLabel:
    """A short label that rises and fades (money won, "Another turn!")."""

    label: pygame.Surface
    shadow: pygame.Surface
    pos: tuple[int, int]
    clock: Tween

    @property
    def done(self) -> bool:
        return not self.clock.active

    def draw(self, surface: pygame.Surface) -> None:
        t = float(self.clock.value)
        rect = self.label.get_rect(center=(self.pos[0], round(self.pos[1] - 70 * t)))
        alpha = round(255 * min(1.0, (1.0 - t) * 3.0))
        for layer, shift in ((self.shadow, 3), (self.label, 0)):
            layer.set_alpha(alpha)
            surface.blit(layer, rect.move(shift, shift))
            layer.set_alpha(255)   # labels are shared through the text cache
