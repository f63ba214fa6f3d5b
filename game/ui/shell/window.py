"""Fullscreen and back, restoring the window exactly: a small state machine over the window.

:class:`FullscreenSwitch` remembers where the window was (size and position) before it went
fullscreen and puts it back there; a switch that does not take is undone and reported as
failed, so the app never saves a fullscreen setting that is not on the screen.

:class:`PygameWindow` does the work on the real window. Measured under Xvfb (SDL 2.32):
``pygame.display.toggle_fullscreen`` under SCALED leaves the window 1920x1080 on the way back;
``Window.set_fullscreen(desktop=True)`` / ``set_windowed`` restore it exactly under a window
manager (openbox) but, with no window manager, SDL reports fullscreen while the X window keeps
its old size and place (the cropped corner players saw). So under X11 with no EWMH window
manager the window goes "fullscreen" as a borderless window covering the desktop instead.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import warnings
from dataclasses import dataclass
from typing import Any, Protocol


@dataclass(frozen=True)
class Place:
    size: tuple[int, int]
    position: tuple[int, int]


class WindowBackend(Protocol):
    def place(self) -> Place: ...
    def go_fullscreen(self) -> bool: ...
    def go_windowed(self, place: Place | None) -> bool: ...


class FullscreenSwitch:
    """``toggle()`` returns True when the window really changed mode."""

    def __init__(self, backend: WindowBackend, fullscreen: bool = False):
        self.backend = backend
        self.fullscreen = fullscreen
        self.remembered: Place | None = None     # the window before it went fullscreen

    def toggle(self) -> bool:
        return self.leave() if self.fullscreen else self.enter()

    def enter(self) -> bool:
        if self.fullscreen:
            return True
        before = self.backend.place()
        if not self.backend.go_fullscreen():
            self.backend.go_windowed(before)      # undo whatever half happened
            return False
        self.remembered, self.fullscreen = before, True
        return True

    def leave(self) -> bool:
        if not self.fullscreen:
            return True
        if not self.backend.go_windowed(self.remembered):
            return False
        self.fullscreen = False
        return True


def x11_window_manager_running() -> bool | None:
    """True/False when an EWMH window manager runs on $DISPLAY; None when we cannot tell."""
    try:
        name = ctypes.util.find_library("X11")
        if name is None:
            return None
        xlib = ctypes.cdll.LoadLibrary(name)
        xlib.XOpenDisplay.restype = ctypes.c_void_p
        xlib.XOpenDisplay.argtypes = [ctypes.c_char_p]
        xlib.XDefaultRootWindow.argtypes = [ctypes.c_void_p]
        xlib.XDefaultRootWindow.restype = ctypes.c_ulong
        xlib.XInternAtom.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_int]
        xlib.XInternAtom.restype = ctypes.c_ulong
        xlib.XGetWindowProperty.argtypes = [
            ctypes.c_void_p, ctypes.c_ulong, ctypes.c_ulong, ctypes.c_long, ctypes.c_long, ctypes.c_int,
            ctypes.c_ulong, ctypes.POINTER(ctypes.c_ulong), ctypes.POINTER(ctypes.c_int),
            ctypes.POINTER(ctypes.c_ulong), ctypes.POINTER(ctypes.c_ulong), ctypes.POINTER(ctypes.c_void_p)]
        xlib.XFree.argtypes = [ctypes.c_void_p]
        xlib.XCloseDisplay.argtypes = [ctypes.c_void_p]
        display = xlib.XOpenDisplay(None)
        if not display:
            return None
        try:
            atom = xlib.XInternAtom(display, b"_NET_SUPPORTING_WM_CHECK", 1)
            if atom == 0:
                return False
            kind, fmt = ctypes.c_ulong(), ctypes.c_int()
            items, after, data = ctypes.c_ulong(), ctypes.c_ulong(), ctypes.c_void_p()
            status = xlib.XGetWindowProperty(display, xlib.XDefaultRootWindow(display), atom, 0, 1, 0, 33,
                                             ctypes.byref(kind), ctypes.byref(fmt), ctypes.byref(items),
                                             ctypes.byref(after), ctypes.byref(data))
            if data:
                xlib.XFree(data)
            return status == 0 and items.value > 0
        finally:
            xlib.XCloseDisplay(display)
    except (OSError, AttributeError, ValueError):
        return None


class PygameWindow:
    """The real window (pygame-ce's ``Window`` over the display module's SCALED window)."""

    def __init__(self, default_place: Place):
        import pygame
        self.pygame = pygame
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", DeprecationWarning)
            self.window: Any = pygame.Window.from_display_module()
        self.default_place = default_place
        self.borderless_mode = False

    def desktop(self) -> tuple[int, int]:
        return tuple(self.pygame.display.get_desktop_sizes()[0])

    def place(self) -> Place:
        return Place(tuple(self.window.size), tuple(self.window.position))

    def _settle(self) -> None:
        self.pygame.event.pump()

    def go_fullscreen(self) -> bool:
        desktop = self.desktop()
        try:
            if self.pygame.display.get_driver() == "x11" and x11_window_manager_running() is False:
                self.window.borderless = True
                self.window.position = (0, 0)
                self.window.size = desktop
                self.borderless_mode = True
            else:
                self.window.set_fullscreen(desktop=True)
            self._settle()
        except (self.pygame.error, AttributeError, ValueError):
            return False
        return tuple(self.window.size) == desktop

    def go_windowed(self, place: Place | None) -> bool:
        place = place or self.default_place
        try:
            if self.borderless_mode:
                self.window.borderless = False
                self.borderless_mode = False
            else:
                self.window.set_windowed()
            self._settle()
            # set_windowed puts the window back by itself under a window manager; setting the
            # position again there would shift it by the frame, so only fix what differs
            if tuple(self.window.size) != place.size:
                self.window.size = place.size
            if tuple(self.window.position) != place.position:
                self.window.position = place.position
            self._settle()
        except (self.pygame.error, AttributeError, ValueError):
            return False
        return tuple(self.window.size) == place.size
