"""Scenes and the scene stack (push / pop / replace with short fade transitions).

A scene gets ``enter``/``exit`` when it joins/leaves the stack and ``pause``/``resume``
when another scene covers it. Overlay scenes (``opaque = False``) draw over the scene
beneath. Only the top scene receives input and updates, except that scenes beneath an
overlay keep animating (``update_when_covered``).

Overlays draw over a cached picture: an overlay names its ``veil`` (how much it darkens
what is beneath) and the stack draws the covered scenes, darkens them once and keeps that
picture while every covered scene's ``picture_key()`` stays the same (a picture is kept once
its key held for two frames, so a scene that changes every frame costs no extra copy). A scene that returns
``None`` (the default: something moves) is redrawn, and darkened, every frame.

A stack given a ``canvas`` paints a scene once as it is pushed (``prepaint``), so the caches a
first frame builds (cards, labels, panels) are built by the push, a one-off load, and the frames
after it cost what every frame costs; no picture of that paint is kept (it comes before any
update), so the first frames show what they showed without it. The fade after a push darkens the frame by
multiplying it (one fill), not by blending a full-screen veil.

A *still* overlay (``still = True``: a menu, a dialog, the rules pages) changes only when it
handles input, so its ``picture_key`` is the count of inputs it has handled (with the text size
and the last input device, which its prompts follow). While that key and the picture beneath hold,
the stack keeps the whole finished frame and shows it with one blit (no clearing fill, no panel,
no labels); the first input, a change beneath or a new scene on top draws it again.
"""

from __future__ import annotations

import time
from collections.abc import Hashable, Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING

import pygame

from game.ui.stage.input import InputEvent

if TYPE_CHECKING:
    from game.ui.shell.app import App

TRANSITION_SECONDS = 0.18


class Scene:
    opaque = True
    update_when_covered = True
    scene_id = "scene"
    veil: int | None = None       # an overlay's darkening (alpha) of the scenes beneath it
    still = False                 # nothing it draws moves: it changes only when it handles input
    inputs = 0                    # inputs handled (the stack counts them): a still scene's look

    def __init__(self, app: App):
        self.app = app

    def enter(self) -> None: ...
    def exit(self) -> None: ...
    def pause(self) -> None: ...
    def resume(self) -> None: ...
    def handle(self, event: InputEvent) -> None: ...
    def update(self, dt: float) -> None: ...
    def draw(self, surface: pygame.Surface) -> None: ...

    def save_progress(self) -> None:
        """Keep what a player would lose if the app stopped now (a table saves its game in
        progress, see ``game.core.engine.SavesProgress``); most scenes hold nothing to keep."""

    def picture_key(self) -> Hashable | None:
        """Equal keys promise an unchanged picture (so an overlay may reuse it); None: redraw.
        A still scene's: the inputs it has handled, the text size and the device prompts follow."""
        if not self.still:
            return None
        return ("still", self.inputs, self.app.text.scale, self.app.input.last_device)

    def live_key(self) -> Hashable | None:
        """What ``live_area`` shows now (None: nothing live); a new value means a new frame."""
        return None

    def live_area(self) -> pygame.Rect | None:
        """A small part that changes every frame while ``picture_key`` holds for the rest
        (a glowing heading); ``draw_live`` repaints just that part. None: no such part."""
        return None

    def draw_live(self, surface: pygame.Surface) -> None:
        """Repaint ``live_area`` completely (its still background too), as ``draw`` would."""

    def prepainted(self) -> None:
        """The stack painted this scene off-frame to build its caches (``SceneStack.prepaint``),
        before any update: forget a picture of the scenes beneath taken from that paint."""


def darken(surface: pygame.Surface, alpha: int, veils: dict, area: pygame.Rect | None = None) -> None:
    """Darken ``surface`` (or just ``area`` of it) with a black veil of ``alpha`` (one veil per
    size and strength; darkening a part gives the same pixels there as darkening the whole).

    The veil carries its alpha per pixel: measured at 1920x1080, that blend gives the very
    pixels a surface-alpha veil gives, at a third of the time (SIMD blitter)."""
    key = (surface.get_size(), alpha)
    veil = veils.get(key)
    if veil is None:
        veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        veil.fill((0, 0, 0, alpha))
        if pygame.display.get_init() and pygame.display.get_surface() is not None:
            veil = veil.convert_alpha()
        veils[key] = veil
    if area is None:
        surface.blit(veil, (0, 0))
    else:
        surface.blit(veil, area.topleft, area)


class SceneStack:
    def __init__(self) -> None:
        self.scenes: list[Scene] = []
        self._fade = 0.0          # remaining transition time (fade in of the new top)
        self.canvas: pygame.Surface | None = None    # where ``prepaint`` paints (the app's screen)
        self.load_seconds = 0.0     # wall time spent pushing (enter + prepaint): loads, for ``bench``
        self.load_cpu_seconds = 0.0
        self._loading = False
        self._veils: dict[tuple, pygame.Surface] = {}
        self._beneath: pygame.Surface | None = None     # covered scenes, darkened, as last drawn
        self._beneath_key: Hashable | None = None
        self._last_key: Hashable | None = None      # what was beneath on the last frame
        self._frame: pygame.Surface | None = None       # the last whole frame under a still overlay
        self._frame_key: Hashable | None = None         # what it shows (None: nothing kept)
        self._last_frame_key: Hashable | None = None    # the whole frame's key on the last frame

    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    @contextmanager
    def _load(self) -> Iterator[None]:
        """Time a push (outermost only, a push from ``enter`` counts once) as a load."""
        if self._loading:
            yield
            return
        self._loading = True
        wall, cpu = time.perf_counter(), time.thread_time()
        try:
            yield
        finally:
            self._loading = False
            self.load_seconds += time.perf_counter() - wall
            self.load_cpu_seconds += time.thread_time() - cpu

    def push(self, scene: Scene) -> None:
        with self._load():
            if self.top is not None:
                self.top.pause()
            self._show(scene, fade=scene.opaque)

    def _show(self, scene: Scene, fade: bool) -> None:
        """``scene`` joins the top of the stack (fading in if ``fade``) and is painted once."""
        self.scenes.append(scene)
        self._frame_key = self._last_frame_key = None     # a new scene (maybe at a freed one's id)
        scene.enter()
        if fade:
            self._fade = TRANSITION_SECONDS
        self.prepaint()

    def pop(self) -> Scene | None:
        if not self.scenes:
            return None
        scene = self.scenes.pop()
        scene.exit()
        self._frame_key = self._last_frame_key = None
        if self.top is not None:
            self.top.resume()
            if scene.opaque:
                self._fade = TRANSITION_SECONDS
        return scene

    def replace(self, scene: Scene) -> None:
        with self._load():
            if self.scenes:
                self.scenes.pop().exit()
            self._show(scene, fade=True)

    def clear_to(self, scene: Scene) -> None:
        """Leave every scene (e.g. quit to title) and show ``scene``."""
        with self._load():
            while self.scenes:
                self.scenes.pop().exit()
            self._show(scene, fade=True)

    def prepaint(self) -> None:
        """Paint what is now visible once, off-frame, onto ``canvas`` (the next frame paints over
        it), so a pushed scene's first paint builds its caches (faces, labels, panels) here."""
        if self.canvas is None or not self.scenes:
            return
        self.draw(self.canvas)
        # nothing painted before the first update is kept: the first frame draws what is beneath
        # again (after its update), as it would have without this paint
        self._last_key = self._beneath_key = None
        self._frame_key = self._last_frame_key = None
        visible = self._visible()
        for scene in visible:
            scene.prepainted()
        if len(visible) > 1 and (self._beneath is None or self._beneath.get_size() != self.canvas.get_size()):
            self._beneath = self.canvas.copy()   # the buffer the picture beneath is kept in, made now

    def handle(self, event: InputEvent) -> None:
        if self.top is not None:
            self.top.inputs += 1
            self.top.handle(event)

    def update(self, dt: float) -> None:
        self._fade = max(0.0, self._fade - dt)
        visible = self._visible()
        for scene in visible[:-1]:
            if scene.update_when_covered:
                scene.update(dt)
        if visible:
            visible[-1].update(dt)

    def _visible(self) -> list[Scene]:
        start = len(self.scenes) - 1
        while start > 0 and not self.scenes[start].opaque:
            start -= 1
        return self.scenes[max(start, 0):]

    def draw(self, surface: pygame.Surface, clear: tuple | None = None) -> None:
        """Draw what is visible; ``clear``: the colour to fill first, when the frame is drawn
        (not when a still overlay's kept frame covers it all)."""
        visible = self._visible()
        key = self._whole_key(surface, visible)
        if key is not None and key == self._frame_key and self._frame is not None:
            surface.blit(self._frame, (0, 0))
            self._last_frame_key = key
            return
        if clear is not None:
            surface.fill(clear)
        if len(visible) > 1:
            self._draw_beneath(surface, visible[:-1], visible[-1])
            visible[-1].draw(surface)
        elif visible:
            visible[0].draw(surface)
        if key is not None and key == self._last_frame_key:    # held for two frames: keep it
            if self._frame is None or self._frame.get_size() != surface.get_size():
                self._frame = surface.copy()
            else:
                self._frame.blit(surface, (0, 0))
            self._frame_key = key
        elif key is None or key != self._frame_key:
            self._frame_key = None
        self._last_frame_key = key
        if self._fade > 0:     # fade in from black: keep this share of every channel
            kept = 255 - int(255 * self._fade / TRANSITION_SECONDS)
            surface.fill((kept, kept, kept), special_flags=pygame.BLEND_RGB_MULT)

    def _whole_key(self, surface: pygame.Surface, visible: list[Scene]) -> Hashable | None:
        """The key of the whole frame under a still overlay (None: not one, or something moves)."""
        if len(visible) < 2 or not visible[-1].still or self._fade > 0:
            return None
        keys = tuple(scene.picture_key() for scene in visible)
        if None in keys:
            return None
        lives = tuple(scene.live_key() for scene in visible)
        return (keys, lives, tuple(id(scene) for scene in visible), surface.get_size())

    def _draw_beneath(self, surface: pygame.Surface, covered: list[Scene], top: Scene) -> None:
        """The covered scenes and the top overlay's veil: drawn, or reused while unchanged."""
        live = covered[0].live_area() if len(covered) == 1 else None
        keys = tuple(None if len(covered) > 1 and scene.live_area() is not None else scene.picture_key()
                     for scene in covered)
        key = (keys, tuple(id(scene) for scene in covered), id(top), top.veil, surface.get_size())
        if None not in keys and self._beneath is not None and key == self._beneath_key:
            surface.blit(self._beneath, (0, 0))
            if live is not None:       # repaint the live part, then darken just that part
                covered[0].draw_live(surface)
                if top.veil is not None:
                    darken(surface, top.veil, self._veils, live)
            return
        for index, scene in enumerate(covered):
            if index and scene.veil is not None:
                darken(surface, scene.veil, self._veils)
            scene.draw(surface)
        if top.veil is not None:
            darken(surface, top.veil, self._veils)
        if None in keys or key != self._last_key:
            self._beneath_key = None     # moving, or changed since the last frame: keeping it would not pay
        else:
            if self._beneath is None or self._beneath.get_size() != surface.get_size():
                self._beneath = surface.copy()
            else:
                self._beneath.blit(surface, (0, 0))
            self._beneath_key = key
        self._last_key = key
