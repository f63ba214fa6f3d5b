"""Time-based tweens, card sprites and the Animator that every table scene drives.

Durations are seconds of animation time. ``Animator.speed`` scales how fast animation time
passes (2.0 finishes in half the wall time) and ``Animator.instant`` makes every duration zero,
so scenes never need two code paths for "animate" and "skip animations".
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field

import pygame

from game.ui.draw.cards import DEFAULT_SIZE, CardFace, CardRenderer
from game.ui.draw.palette import PALETTE

Ease = Callable[[float], float]
Value = float | tuple[float, ...]
FLIP_STEPS = 12      # squash frames per half flip; each is cached by the renderer
SCALE_STEP = 0.04    # sprite scales are quantised so resized frames can be cached
MAX_PARTICLES = 600


# -- easing: pure functions mapping 0..1 to 0..1 (ease_out_back overshoots in between) ------

def linear(t: float) -> float:
    return t


def ease_out_quad(t: float) -> float:
    return 1 - (1 - t) * (1 - t)


def ease_out_cubic(t: float) -> float:
    return 1 - (1 - t) ** 3


def ease_in_out_cubic(t: float) -> float:
    return 4 * t ** 3 if t < 0.5 else 1 - (-2 * t + 2) ** 3 / 2


def ease_out_back(t: float) -> float:
    c1 = 1.70158
    return 1 + (c1 + 1) * (t - 1) ** 3 + c1 * (t - 1) ** 2


def lerp(start: Value, end: Value, t: float) -> Value:
    if isinstance(start, tuple):
        return tuple(a + (b - a) * t for a, b in zip(start, end, strict=True))  # type: ignore[arg-type]
    return start + (end - start) * t  # type: ignore[operator]


@dataclass(eq=False)
class Tween:
    """Interpolates ``start`` to ``end`` (floats or equal-length tuples) after ``delay``."""

    duration: float
    start: Value
    end: Value
    ease: Ease = ease_out_quad
    delay: float = 0.0
    on_done: Callable[[], None] | None = None
    elapsed: float = 0.0
    fired: bool = False  # on_done has run (it runs from update, never from the constructor)

    @property
    def progress(self) -> float:
        if self.elapsed < self.delay:
            return 0.0
        if self.duration <= 0:
            return 1.0
        return min(1.0, (self.elapsed - self.delay) / self.duration)

    @property
    def value(self) -> Value:
        p = self.progress
        return self.end if p >= 1.0 else lerp(self.start, self.end, self.ease(p))

    @property
    def done(self) -> bool:
        return self.elapsed >= self.delay + max(0.0, self.duration)

    @property
    def active(self) -> bool:
        return not self.fired

    def update(self, dt: float) -> None:
        self.elapsed += max(0.0, dt)
        if self.done and not self.fired:
            self.fired = True
            if self.on_done is not None:
                self.on_done()

    def finish(self) -> None:
        self.update(self.delay + max(0.0, self.duration))


@dataclass(eq=False)
class CardSprite:
    """A card on the table: where it is, which side shows, and its running tweens."""

    face: CardFace | None = None
    back_deck: str = ""
    pos: tuple[float, float] = (0.0, 0.0)   # centre, logical pixels
    size: tuple[int, int] = DEFAULT_SIZE
    scale: float = 1.0
    alpha: float = 255.0
    flip: float = 1.0                       # 0 = back shown .. 1 = face shown
    highlight: tuple[int, int, int] | None = None
    z: int = 0
    selected: bool = False
    tag: object = None                      # free for scenes (a card id, a zone name)
    lift: float = 0.0                       # eases towards 1 while selected
    offset: tuple[float, float] = (0.0, 0.0)
    pulse_scale: float = 1.0
    clock: Animator | None = field(default=None, repr=False)
    tweens: dict[str, Tween] = field(default_factory=dict, repr=False)

    def _start(self, prop: str, end: Value, duration: float, ease: Ease, delay: float,
               on_done: Callable[[], None] | None) -> Tween:
        if self.clock is not None and self.clock.instant:
            duration = delay = 0.0
        start = getattr(self, prop) if prop in ("pos", "scale", "alpha", "flip") else 0.0
        tween = Tween(duration, start, end, ease, delay, on_done)
        old = self.tweens.get(prop)
        self.tweens[prop] = tween
        if old is not None and not old.fired and old.on_done is not None:
            old.fired = True  # a replaced move still reports completion, so callers never hang
            old.on_done()
        if tween.done and prop in ("pos", "scale", "alpha", "flip"):
            setattr(self, prop, tween.value)
        return tween

    def move_to(self, pos: tuple[float, float], duration: float = 0.35,
                ease: Ease = ease_out_cubic, delay: float = 0.0,
                on_done: Callable[[], None] | None = None) -> Tween:
        return self._start("pos", (float(pos[0]), float(pos[1])), duration, ease, delay, on_done)

    def flip_to(self, face_up: bool, duration: float = 0.3, delay: float = 0.0,
                on_done: Callable[[], None] | None = None) -> Tween:
        return self._start("flip", 1.0 if face_up else 0.0, duration, ease_in_out_cubic, delay,
                           on_done)

    def fade_to(self, alpha: float, duration: float = 0.25, delay: float = 0.0,
                on_done: Callable[[], None] | None = None) -> Tween:
        return self._start("alpha", float(alpha), duration, linear, delay, on_done)

    def scale_to(self, scale: float, duration: float = 0.2, delay: float = 0.0,
                 on_done: Callable[[], None] | None = None) -> Tween:
        return self._start("scale", float(scale), duration, ease_out_back, delay, on_done)

    @property
    def busy(self) -> bool:
        return any(t.active for t in self.tweens.values())

    @property
    def rect(self) -> pygame.Rect:
        """Hit-test rectangle in logical pixels (includes the selection lift)."""
        w, h = self.size[0] * self.scale, self.size[1] * self.scale
        rect = pygame.Rect(0, 0, round(w), round(h))
        rect.center = (round(self.pos[0] + self.offset[0]),
                       round(self.pos[1] + self.offset[1] - self._raise()))
        return rect

    @property
    def showing_face(self) -> bool:
        """Which side is visible: the face once a flip passes edge-on."""
        return self.face is not None and self.flip >= 0.5

    def _raise(self) -> float:
        return 0.12 * self.size[1] * self.scale * self.lift

    def update(self, dt: float) -> None:
        target = 1.0 if self.selected else 0.0
        self.lift = target if dt > 1 else self.lift + (target - self.lift) * min(1.0, dt * 14)
        for prop, tween in list(self.tweens.items()):
            tween.update(dt)
            if prop == "pulse":
                self.pulse_scale = 1.0 + 0.12 * math.sin(math.pi * tween.progress)
            elif prop == "shake":
                p = tween.progress
                amp = 0.08 * self.size[0] * (1.0 - p)
                self.offset = (amp * math.sin(p * math.pi * 8), 0.0)
            else:
                setattr(self, prop, tween.value)
            if tween.fired and self.tweens.get(prop) is tween:
                del self.tweens[prop]

    def blits(self, renderer: CardRenderer) -> list[tuple[pygame.Surface, tuple[int, int]]]:
        """Shadow, highlight and card surfaces with their top-left positions, back to front."""
        flip_bump = 1.0 + 0.08 * math.sin(math.pi * self.flip)  # lifts while edge-on
        scale = round(self.scale * self.pulse_scale * flip_bump / SCALE_STEP) * SCALE_STEP
        w, h = max(1, round(self.size[0] * scale)), max(1, round(self.size[1] * scale))
        cx = self.pos[0] + self.offset[0]
        cy = self.pos[1] + self.offset[1] - self._raise()
        base = (renderer.face(self.face, self.size) if self.showing_face
                else renderer.back(self.back_deck, self.size))
        card = base if (w, h) == self.size else renderer.resized(base, (w, h))
        squash = round(abs(math.cos(math.pi * self.flip)) * FLIP_STEPS)
        if squash == 0:
            return []
        if squash < FLIP_STEPS:
            card = renderer.squashed(card, round(w * squash / FLIP_STEPS))
        out = []
        lift = self.lift + (flip_bump - 1.0) * 6
        shadow = renderer.shadow(self.size)  # resized, not re-blurred, while it flips or pulses
        scale_x = card.get_width() / self.size[0]
        shadow = renderer.resized(shadow, (round(shadow.get_width() * scale_x),
                                           round(shadow.get_height() * h / self.size[1])))
        dx, dy = (3 + 6 * lift) * w / 150, (6 + 12 * lift) * h / 210
        out.append((shadow, (round(cx + dx - shadow.get_width() / 2),
                             round(cy + dy - shadow.get_height() / 2))))
        if self.highlight is not None:
            glow = renderer.highlight(self.size, self.highlight)
            glow = renderer.resized(glow, (round(glow.get_width() * scale_x),
                                           round(glow.get_height() * h / self.size[1])))
            out.append((glow, (round(cx - glow.get_width() / 2), round(cy - glow.get_height() / 2))))
        out.append((card, (round(cx - card.get_width() / 2), round(cy - h / 2))))
        return out

    def draw(self, surface: pygame.Surface, renderer: CardRenderer) -> None:
        _blit_faded(surface, self.blits(renderer), self.alpha)


def _blit_faded(surface: pygame.Surface, blits: list, alpha: float) -> None:
    if alpha >= 255:
        surface.fblits(blits)
        return
    if alpha <= 0:
        return
    for surf, dest in blits:
        surf.set_alpha(round(alpha))
        surface.blit(surf, dest)
        surf.set_alpha(255)  # the surfaces are shared through the renderer's cache


@dataclass(eq=False)
class Particle:
    pos: list[float]
    vel: list[float]
    colour: tuple[int, int, int]
    size: float
    life: float
    round: bool
    age: float = 0.0


class Animator:
    """Owns the table's sprites, free tweens, timers and particles; one per scene."""

    def __init__(self, speed: float = 1.0, instant: bool = False) -> None:
        self.sprites: list[CardSprite] = []
        self.tweens: list[Tween] = []
        self.particles: list[Particle] = []
        self.instant = instant
        self._speed = 1.0
        self.speed = speed
        self._rng = random.Random(8)  # cosmetic only: never the match's random

    @property
    def speed(self) -> float:
        return self._speed

    @speed.setter
    def speed(self, value: float) -> None:
        self._speed = min(3.0, max(0.5, float(value)))

    def add(self, sprite: CardSprite) -> CardSprite:
        if sprite not in self.sprites:
            self.sprites.append(sprite)
        sprite.clock = self
        return sprite

    def remove(self, sprite: CardSprite) -> None:
        if sprite in self.sprites:
            self.sprites.remove(sprite)
        sprite.clock = None

    def clear(self) -> None:
        for sprite in list(self.sprites):
            self.remove(sprite)
        self.tweens.clear()
        self.particles.clear()

    def tween(self, duration: float, start: Value, end: Value, ease: Ease = ease_out_quad,
              delay: float = 0.0, on_done: Callable[[], None] | None = None) -> Tween:
        """A free tween (read ``.value`` each frame), honouring speed and instant."""
        if self.instant:
            duration = delay = 0.0
        tween = Tween(duration, start, end, ease, delay, on_done)
        self.tweens.append(tween)
        return tween

    def after(self, delay: float, callback: Callable[[], None]) -> Tween:
        """Run ``callback`` once ``delay`` seconds of animation time have passed."""
        return self.tween(0.0, 0.0, 1.0, linear, delay, callback)

    @property
    def busy(self) -> bool:
        return any(t.active for t in self.tweens) or any(s.busy for s in self.sprites)

    def update(self, dt: float) -> None:
        step = 1e9 if self.instant else dt * self._speed
        for sprite in list(self.sprites):
            sprite.update(step)
        for tween in list(self.tweens):
            tween.update(step)
        self.tweens = [t for t in self.tweens if t.active]
        if self.instant:
            self.particles.clear()
        else:
            self._update_particles(step)


    def draw(self, surface: pygame.Surface, renderer: CardRenderer) -> None:
        batch: list[tuple[pygame.Surface, tuple[int, int]]] = []
        for sprite in sorted(self.sprites, key=lambda s: s.z):  # stable: ties keep add order
            blits = sprite.blits(renderer)
            if sprite.alpha >= 255:
                batch.extend(blits)
                continue
            if batch:
                surface.fblits(batch)
                batch = []
            _blit_faded(surface, blits, sprite.alpha)
        if batch:
            surface.fblits(batch)
        self._draw_particles(surface)

    # -- helpers for common choreography ---------------------------------------------------

    def deal(self, sprites: Sequence[CardSprite], from_pos: tuple[float, float],
             to_positions: Sequence[tuple[float, float]], stagger: float = 0.08,
             duration: float = 0.35, face_up: bool | Sequence[bool] = False,
             on_done: Callable[[], None] | None = None) -> None:
        """Fly cards one after another from a pile to their places, optionally turning them."""
        ups = [face_up] * len(sprites) if isinstance(face_up, bool) else list(face_up)
        last = len(sprites) - 1
        for i, (sprite, target) in enumerate(zip(sprites, to_positions, strict=True)):
            self.add(sprite)
            sprite.pos = (float(from_pos[0]), float(from_pos[1]))
            sprite.flip = 0.0
            done = on_done if i == last else None
            sprite.move_to(target, duration, ease_out_cubic, i * stagger, None if ups[i] else done)
            if ups[i]:
                sprite.flip_to(True, duration * 0.8, i * stagger + duration * 0.5, done)

    def pulse(self, sprite: CardSprite, duration: float = 0.35) -> Tween:
        return sprite._start("pulse", 1.0, duration, linear, 0.0, None)

    def shake(self, sprite: CardSprite, duration: float = 0.4) -> Tween:
        def settle() -> None:
            sprite.offset = (0.0, 0.0)
        return sprite._start("shake", 1.0, duration, linear, 0.0, settle)

    def burst(self, pos: tuple[float, float], colours: Iterable[str | tuple[int, int, int]],
              count: int = 40, speed: float = 520.0, life: float = 1.1) -> None:
        """Confetti from ``pos`` (palette names or RGB); cosmetic, skipped in instant mode."""
        if self.instant:
            return
        rgb = [PALETTE[c].fill if isinstance(c, str) else tuple(c) for c in colours] or [(255,) * 3]
        for _ in range(min(count, MAX_PARTICLES - len(self.particles))):
            angle = self._rng.uniform(-math.pi, 0.0) if self._rng.random() < 0.8 \
                else self._rng.uniform(0.0, 2 * math.pi)
            v = speed * self._rng.uniform(0.35, 1.0)
            self.particles.append(Particle(
                [float(pos[0]), float(pos[1])], [v * math.cos(angle), v * math.sin(angle)],
                self._rng.choice(rgb), self._rng.uniform(5, 11), life * self._rng.uniform(0.6, 1.0),
                self._rng.random() < 0.35))

    def _update_particles(self, dt: float) -> None:
        drag = math.exp(-1.6 * dt)
        for p in self.particles:
            p.age += dt
            p.vel[0] *= drag
            p.vel[1] = p.vel[1] * drag + 900.0 * dt
            p.pos[0] += p.vel[0] * dt
            p.pos[1] += p.vel[1] * dt
        self.particles = [p for p in self.particles if p.age < p.life]

    def _draw_particles(self, surface: pygame.Surface) -> None:
        for p in self.particles:
            size = p.size * (1.0 - p.age / p.life) ** 0.5
            if p.round:
                pygame.draw.circle(surface, p.colour, (round(p.pos[0]), round(p.pos[1])),
                                   max(1, round(size / 2)))
            else:  # a spinning confetti strip: its width oscillates like a turning paper
                w = max(1, round(size * abs(math.sin(p.age * 9 + p.size))))
                surface.fill(p.colour, (round(p.pos[0]) - w // 2, round(p.pos[1]), w, round(size)))
