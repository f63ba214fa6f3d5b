"""Tweens, easing, card sprites and the Animator: timing, speed, instant mode and flips."""

from __future__ import annotations

import pygame
import pytest

from game.ui.draw import anim
from game.ui.draw.anim import Animator, CardSprite, Tween
from game.ui.draw.cards import CardFace, CardRenderer

EASINGS = [anim.linear, anim.ease_out_quad, anim.ease_out_cubic, anim.ease_in_out_cubic, anim.ease_out_back]
FACE = CardFace("phase10", "7", "red")


@pytest.fixture(scope="module", autouse=True)
def _pygame():
    pygame.init()
    yield


def run(animator: Animator, seconds: float, dt: float = 1 / 60) -> float:
    """Step until idle or ``seconds`` pass; returns the wall time used."""
    t = 0.0
    while animator.busy and t < seconds:
        animator.update(dt)
        t += dt
    return t


@pytest.mark.parametrize("ease", EASINGS)
def test_easings_start_at_zero_and_end_at_one(ease) -> None:
    assert ease(0.0) == pytest.approx(0.0, abs=1e-9)
    assert ease(1.0) == pytest.approx(1.0, abs=1e-9)


@pytest.mark.parametrize("ease", [e for e in EASINGS if e is not anim.ease_out_back])
def test_easings_stay_within_bounds(ease) -> None:
    assert all(-1e-9 <= ease(i / 100) <= 1 + 1e-9 for i in range(101))


def test_ease_out_back_overshoots_then_settles() -> None:
    assert max(anim.ease_out_back(i / 100) for i in range(101)) > 1.0


def test_tween_hits_its_endpoints_and_fires_once() -> None:
    calls = []
    tween = Tween(1.0, (0.0, 10.0), (100.0, 20.0), anim.linear, delay=0.5, on_done=lambda: calls.append(1))
    assert tween.value == (0.0, 10.0)
    tween.update(0.5)
    assert tween.value == (0.0, 10.0) and not tween.done
    tween.update(0.5)
    assert tween.value == pytest.approx((50.0, 15.0))
    tween.update(2.0)
    tween.update(1.0)
    assert tween.done and tween.value == (100.0, 20.0) and calls == [1]


def test_zero_duration_tween_is_done_at_once_and_reports_on_update() -> None:
    calls = []
    tween = Tween(0.0, 0.0, 5.0, on_done=lambda: calls.append(1))
    assert tween.done and tween.value == 5.0 and calls == []
    tween.update(0.0)
    assert calls == [1]


def test_double_speed_finishes_in_half_the_time() -> None:
    times = []
    for speed in (1.0, 2.0):
        animator = Animator(speed=speed)
        sprite = animator.add(CardSprite(FACE))
        sprite.move_to((500, 300), duration=1.0)
        times.append(run(animator, 5.0))
    assert times[1] == pytest.approx(times[0] / 2, abs=2 / 60)
    assert Animator(speed=10).speed == 3.0 and Animator(speed=0.1).speed == 0.5


def test_instant_mode_snaps_everything() -> None:
    animator = Animator(instant=True)
    sprite = animator.add(CardSprite(FACE, flip=0.0))
    fired = []
    sprite.move_to((800, 400), duration=2.0, delay=1.0)
    sprite.flip_to(True, duration=1.0)
    animator.after(3.0, lambda: fired.append("timer"))
    assert sprite.pos == (800, 400) and sprite.flip == 1.0
    animator.burst((10, 10), ["red"], 50)
    animator.update(1 / 60)
    assert not animator.busy and fired == ["timer"] and animator.particles == []


def test_switching_to_instant_finishes_running_animations() -> None:
    animator = Animator()
    sprite = animator.add(CardSprite(FACE))
    sprite.move_to((300, 300), duration=5.0)
    animator.update(0.1)
    animator.instant = True
    animator.update(0.0)
    assert sprite.pos == (300, 300) and not animator.busy


def test_flip_shows_back_then_face() -> None:
    renderer = CardRenderer()
    animator = Animator()
    sprite = animator.add(CardSprite(FACE, back_deck="phase10", flip=0.0, pos=(200, 200)))
    assert sprite.blits(renderer)[-1][0] is renderer.back("phase10")
    sprite.flip_to(True, duration=0.5)
    shown, widths = [], []
    while animator.busy:
        animator.update(1 / 60)
        blits = sprite.blits(renderer)
        widths.append(blits[-1][0].get_width() if blits else 0)
        if not shown or shown[-1] != sprite.showing_face:
            shown.append(sprite.showing_face)
    assert shown == [False, True]
    assert min(widths) < 40 < max(widths)  # squashes edge-on mid-flip
    assert sprite.blits(renderer)[-1][0] is renderer.face(FACE)


def test_flip_frames_are_cached_not_rescaled_each_frame() -> None:
    renderer = CardRenderer()
    sprite = CardSprite(FACE, flip=0.3)
    first = sprite.blits(renderer)[-1][0]
    assert sprite.blits(renderer)[-1][0] is first
    assert first.get_width() < 150


def test_selected_sprite_rises_and_rect_follows() -> None:
    animator = Animator()
    sprite = animator.add(CardSprite(FACE, pos=(400, 500)))
    before = sprite.rect.copy()
    sprite.selected = True
    for _ in range(60):
        animator.update(1 / 60)
    assert sprite.rect.top < before.top and sprite.rect.size == before.size


def test_deal_staggers_cards_to_their_places() -> None:
    animator = Animator()
    sprites = [CardSprite(FACE) for _ in range(4)]
    targets = [(100 + 160 * i, 800) for i in range(4)]
    done = []
    animator.deal(sprites, (960, 300), targets, stagger=0.1, face_up=True, on_done=lambda: done.append(1))
    animator.update(0.12)
    assert sprites[0].pos != (960, 300) and sprites[3].pos == (960, 300)
    run(animator, 5.0)
    assert [s.pos for s in sprites] == targets and all(s.flip == 1.0 for s in sprites) and done == [1]


def test_fade_scale_pulse_and_shake_settle() -> None:
    animator = Animator()
    sprite = animator.add(CardSprite(FACE))
    sprite.fade_to(0, 0.2)
    sprite.scale_to(1.3, 0.2)
    animator.pulse(sprite)
    animator.shake(sprite)
    run(animator, 3.0)
    assert sprite.alpha == 0 and sprite.scale == pytest.approx(1.3)
    assert sprite.pulse_scale == pytest.approx(1.0) and sprite.offset == (0.0, 0.0)


def test_draw_batches_sprites_and_particles_headless() -> None:
    renderer = CardRenderer()
    animator = Animator()
    screen = pygame.Surface((640, 360))
    for i in range(5):
        animator.add(CardSprite(FACE, back_deck="phase10", pos=(80 + 100 * i, 180), z=i,
                                highlight=(255, 220, 80) if i == 2 else None, alpha=128 if i == 4 else 255))
    animator.burst((320, 180), ["red", (0, 255, 0)], 30)
    animator.update(0.05)
    animator.draw(screen, renderer)
    assert screen.get_at((80, 180)) != pygame.Color(0, 0, 0)
    assert animator.particles
    run(animator, 3.0)
    animator.update(2.0)
    assert not animator.particles
