"""Scenes and the scene stack (push / pop / replace with short fade transitions).

A scene gets ``enter``/``exit`` when it joins/leaves the stack and ``pause``/``resume``
when another scene covers it. Overlay scenes (``opaque = False``) draw over the scene
beneath. Only the top scene receives input and updates, except that scenes beneath an
overlay keep animating (``update_when_covered``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.ui.input import InputEvent

if TYPE_CHECKING:
    from game.ui.app import App

TRANSITION_SECONDS = 0.18


class Scene:
    opaque = True
    update_when_covered = True
    scene_id = "scene"

    def __init__(self, app: App):
        self.app = app

    def enter(self) -> None: ...
    def exit(self) -> None: ...
    def pause(self) -> None: ...
    def resume(self) -> None: ...
    def handle(self, event: InputEvent) -> None: ...
    def update(self, dt: float) -> None: ...
    def draw(self, surface: pygame.Surface) -> None: ...


class SceneStack:
    def __init__(self) -> None:
        self.scenes: list[Scene] = []
        self._fade = 0.0          # remaining transition time (fade in of the new top)
        self._veil: pygame.Surface | None = None

    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: Scene) -> None:
        if self.top is not None:
            self.top.pause()
        self.scenes.append(scene)
        scene.enter()
        if scene.opaque:
            self._fade = TRANSITION_SECONDS

    def pop(self) -> Scene | None:
        if not self.scenes:
            return None
        scene = self.scenes.pop()
        scene.exit()
        if self.top is not None:
            self.top.resume()
            if scene.opaque:
                self._fade = TRANSITION_SECONDS
        return scene

    def replace(self, scene: Scene) -> None:
        if self.scenes:
            self.scenes.pop().exit()
        self.scenes.append(scene)
        scene.enter()
        self._fade = TRANSITION_SECONDS

    def clear_to(self, scene: Scene) -> None:
        """Leave every scene (e.g. quit to title) and show ``scene``."""
        while self.scenes:
            self.scenes.pop().exit()
        self.scenes.append(scene)
        scene.enter()
        self._fade = TRANSITION_SECONDS

    def handle(self, event: InputEvent) -> None:
        if self.top is not None:
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

    def draw(self, surface: pygame.Surface) -> None:
        for scene in self._visible():
            scene.draw(surface)
        if self._fade > 0:
            if self._veil is None or self._veil.get_size() != surface.get_size():
                self._veil = pygame.Surface(surface.get_size())
                self._veil.fill((0, 0, 0))
            self._veil.set_alpha(int(255 * self._fade / TRANSITION_SECONDS))
            surface.blit(self._veil, (0, 0))
