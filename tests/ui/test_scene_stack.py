"""Scene stack: push/pop/replace hooks, overlays drawing over the scene beneath."""

from __future__ import annotations

import pygame

from game.ui.stage.input import InputEvent, Intent
from game.ui.stage.scene import Scene, SceneStack, darken


class Probe(Scene):
    def __init__(self, name, log, opaque=True, colour=(0, 0, 0)):
        super().__init__(app=None)
        self.name, self.log, self.opaque, self.colour = name, log, opaque, colour
        self.handled = []

    def enter(self):
        self.log.append(f"enter {self.name}")

    def exit(self):
        self.log.append(f"exit {self.name}")

    def pause(self):
        self.log.append(f"pause {self.name}")

    def resume(self):
        self.log.append(f"resume {self.name}")

    def handle(self, event):
        self.handled.append(event.intent)

    def draw(self, surface):
        self.log.append(f"draw {self.name}")
        surface.fill(self.colour, pygame.Rect(0, 0, 10, 10) if not self.opaque else None)


def test_push_pop_replace_call_the_hooks_in_order():
    log, stack = [], SceneStack()
    stack.push(Probe("title", log))
    stack.push(Probe("game", log))
    stack.pop()
    stack.replace(Probe("other", log))
    assert log == ["enter title", "pause title", "enter game", "exit game", "resume title", "exit title",
                   "enter other"]


def test_overlay_draws_over_the_scene_beneath_and_takes_input():
    log, stack = [], SceneStack()
    game, pause = Probe("game", log), Probe("pause", log, opaque=False)
    stack.push(game)
    stack.push(pause)
    log.clear()
    stack.draw(pygame.Surface((20, 20)))
    assert log == ["draw game", "draw pause"]
    stack.handle(InputEvent(Intent.CONFIRM))
    assert pause.handled == [Intent.CONFIRM] and game.handled == []


def test_opaque_scene_hides_those_beneath():
    log, stack = [], SceneStack()
    stack.push(Probe("title", log))
    stack.push(Probe("pass", log))
    log.clear()
    stack.draw(pygame.Surface((20, 20)))
    assert log == ["draw pass"]


def test_transition_fades_then_clears():
    stack = SceneStack()
    stack.push(Probe("a", [], colour=(255, 255, 255)))
    surface = pygame.Surface((20, 20))
    stack.draw(surface)
    assert surface.get_at((15, 15))[0] < 40          # fully veiled at the start
    stack.update(1.0)
    stack.draw(surface)
    assert surface.get_at((15, 15))[0] == 255        # transition over


def test_label_cache_stays_within_its_byte_budget(monkeypatch):
    from game.ui.draw import text as text_module
    pygame.font.init()
    monkeypatch.setattr(text_module, "LABEL_CACHE_BYTES", 200_000)
    text = text_module.Text()
    for number in range(400):
        text.render(f"Score {number}", 36, (255, 255, 255))
    assert text._label_bytes <= 200_000
    assert text.render("Score 399", 36, (255, 255, 255)) is text.render("Score 399", 36, (255, 255, 255))


class Still(Probe):
    """A scene whose picture only changes when ``key`` does (None: it always moves)."""

    key = "a"

    def picture_key(self):
        return self.key


def test_an_overlay_reuses_the_darkened_picture_beneath_until_it_changes():
    log, stack = [], SceneStack()
    table = Still("table", log, colour=(200, 200, 200))
    stack.push(table)
    overlay = Probe("overlay", log, opaque=False, colour=(0, 0, 255))
    overlay.veil = 100
    stack.push(overlay)
    stack._fade = 0.0
    surface = pygame.Surface((40, 20))
    for _ in range(4):
        stack.draw(surface)
    # drawn on the first frame, kept once its key held a second frame, then reused
    assert log.count("draw table") == 2 and log.count("draw overlay") == 4
    darkened = surface.get_at((30, 15))
    assert darkened[0] < 200 and darkened[:3] == (darkened[0],) * 3        # the veil, applied once
    table.key = "b"                     # something changed beneath: drawn (and darkened) again
    stack.draw(surface)
    assert log.count("draw table") == 3 and surface.get_at((30, 15)) == darkened
    table.key = None                    # it moves: drawn every frame
    stack.draw(surface)
    stack.draw(surface)
    assert log.count("draw table") == 5 and surface.get_at((30, 15)) == darkened


class Glowing(Still):
    """A still picture with one live corner that changes every frame."""

    def __init__(self, log):
        super().__init__("title", log, colour=(200, 200, 200))
        self.frame = 0

    def live_area(self):
        return pygame.Rect(0, 0, 8, 8)

    def paint_corner(self, surface):
        surface.fill((self.frame * 20 % 256, 100, 50), self.live_area())

    def draw(self, surface):
        super().draw(surface)
        self.paint_corner(surface)

    def draw_live(self, surface):
        self.log.append("draw live")
        surface.fill(self.colour, self.live_area())
        self.paint_corner(surface)


def test_a_live_part_is_repainted_and_darkened_alone_with_the_same_pixels_as_a_full_redraw():
    log, stack = [], SceneStack()
    title = Glowing(log)
    stack.push(title)
    overlay = Probe("overlay", log, opaque=False, colour=(0, 0, 255))
    overlay.veil = 120
    stack.push(overlay)
    stack._fade = 0.0
    surface = pygame.Surface((40, 20))
    for frame in range(6):
        title.frame = frame
        stack.draw(surface)
        reference = pygame.Surface((40, 20))
        title.draw(reference)
        darken(reference, 120, {})
        overlay.draw(reference)
        assert pygame.image.tobytes(surface, "RGB") == pygame.image.tobytes(reference, "RGB"), frame
    assert log.count("draw title") == 2 + 6 and log.count("draw live") == 4   # 6 references + 2 real


def test_a_pushed_scene_is_painted_at_once_and_the_first_frame_still_draws_what_is_beneath():
    log, stack = [], SceneStack()
    stack.canvas = pygame.Surface((40, 20))
    table = Still("table", log, colour=(200, 200, 200))
    stack.push(table)
    assert log[-1] == "draw table"          # its caches are built by the push, not by a frame
    overlay = Probe("overlay", log, opaque=False, colour=(0, 0, 255))
    overlay.veil = 100
    stack.push(overlay)
    assert log[-2:] == ["draw table", "draw overlay"]
    stack._fade = 0.0
    log.clear()
    surface = pygame.Surface((40, 20))
    for _ in range(3):
        stack.draw(surface)
    # the prepaint kept no picture: drawn on the first frame, kept from the second, as without it
    assert log.count("draw table") == 2 and log.count("draw overlay") == 3


def test_pushes_are_timed_as_loads():
    stack = SceneStack()
    stack.canvas = pygame.Surface((40, 20))
    stack.push(Probe("title", []))
    assert stack.load_seconds > 0 and stack.load_cpu_seconds >= 0


def test_the_per_pixel_veil_darkens_exactly_as_a_surface_alpha_veil():
    pygame.display.init()
    pygame.display.set_mode((64, 64))
    picture = pygame.Surface((256, 64))
    for x in range(256):
        picture.fill((x, (x * 7) % 256, 255 - x), (x, 0, 1, 64))
    for alpha in (120, 150, 165, 170, 180):
        expected = picture.copy()
        veil = pygame.Surface(expected.get_size())
        veil.set_alpha(alpha)
        expected.blit(veil, (0, 0))
        got = picture.copy()
        darken(got, alpha, {})
        assert pygame.image.tobytes(got, "RGB") == pygame.image.tobytes(expected, "RGB"), alpha


def test_the_fade_after_a_push_starts_black_and_ends_untouched():
    stack = SceneStack()
    stack.push(Probe("a", [], colour=(200, 100, 50)))
    surface = pygame.Surface((20, 20))
    stack.draw(surface)
    assert surface.get_at((5, 5))[:3] == (0, 0, 0)
    stack.update(0.09)
    stack.draw(surface)
    assert 0 < surface.get_at((5, 5))[0] < 200
    stack.update(1.0)
    stack.draw(surface)
    assert surface.get_at((5, 5))[:3] == (200, 100, 50)
