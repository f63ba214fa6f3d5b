"""One input mapper: keyboard, mouse and game controllers become :class:`Intent` events.

Scenes never see raw key codes. Mouse movement becomes ``POINT`` (hover) and a press
``CLICK``, both carrying the logical (1920x1080) position. Controllers use pygame-ce's
controller API with hot-plug; the left stick repeats like a held d-pad.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

import pygame

try:  # the controller API lives in _sdl2 in pygame-ce 2.5
    from pygame._sdl2 import controller as sdl_controller
except ImportError:  # pragma: no cover - very old pygame
    sdl_controller = None


class Intent(enum.Enum):
    UP = "up"
    DOWN = "down"
    LEFT = "left"
    RIGHT = "right"
    CONFIRM = "confirm"
    BACK = "back"
    MENU = "menu"
    PAGE_PREV = "page_prev"
    PAGE_NEXT = "page_next"
    ACTION_X = "action_x"      # secondary action 1 (e.g. pass / sort)
    ACTION_Y = "action_y"      # secondary action 2 (e.g. sort / toggle)
    RULES = "rules"            # the rules reference, at the section about the turn in progress
    HINT = "hint"              # a table's Hint button (H, right stick pressed)
    UNDO = "undo"              # a table's Undo button (U, left stick pressed)
    POINT = "point"            # mouse hover
    CLICK = "click"            # mouse left press
    SECONDARY_CLICK = "secondary_click"  # mouse right press
    SCROLL_UP = "scroll_up"
    SCROLL_DOWN = "scroll_down"
    FULLSCREEN = "fullscreen"
    QUIT = "quit"              # window close
    TEXT = "text"              # typed characters (for name entry)
    ERASE = "erase"            # backspace while typing
    KIOSK_QUIT = "kiosk_quit"  # the deliberate quit: Ctrl+Shift+Q, or Start and Back together on a pad


@dataclass(frozen=True)
class InputEvent:
    intent: Intent
    pos: tuple[int, int] | None = None
    device: str = "keyboard"     # keyboard, mouse, pad
    text: str = ""
    pad: int = -1                # the controller's instance id (pad events only)


KEYS = {
    pygame.K_UP: Intent.UP, pygame.K_w: Intent.UP,
    pygame.K_DOWN: Intent.DOWN, pygame.K_s: Intent.DOWN,
    pygame.K_LEFT: Intent.LEFT, pygame.K_a: Intent.LEFT,
    pygame.K_RIGHT: Intent.RIGHT, pygame.K_d: Intent.RIGHT,
    pygame.K_RETURN: Intent.CONFIRM, pygame.K_KP_ENTER: Intent.CONFIRM, pygame.K_SPACE: Intent.CONFIRM,
    pygame.K_ESCAPE: Intent.BACK, pygame.K_BACKSPACE: Intent.BACK,
    pygame.K_F1: Intent.RULES, pygame.K_r: Intent.RULES, pygame.K_TAB: Intent.MENU,
    pygame.K_q: Intent.PAGE_PREV, pygame.K_PAGEUP: Intent.PAGE_PREV,
    pygame.K_e: Intent.PAGE_NEXT, pygame.K_PAGEDOWN: Intent.PAGE_NEXT,
    pygame.K_x: Intent.ACTION_X, pygame.K_c: Intent.ACTION_Y,
    pygame.K_h: Intent.HINT, pygame.K_u: Intent.UNDO,
    pygame.K_F11: Intent.FULLSCREEN,
}

PAD_BUTTONS = {
    pygame.CONTROLLER_BUTTON_DPAD_UP: Intent.UP,
    pygame.CONTROLLER_BUTTON_DPAD_DOWN: Intent.DOWN,
    pygame.CONTROLLER_BUTTON_DPAD_LEFT: Intent.LEFT,
    pygame.CONTROLLER_BUTTON_DPAD_RIGHT: Intent.RIGHT,
    pygame.CONTROLLER_BUTTON_A: Intent.CONFIRM,
    pygame.CONTROLLER_BUTTON_B: Intent.BACK,
    pygame.CONTROLLER_BUTTON_START: Intent.MENU,
    pygame.CONTROLLER_BUTTON_BACK: Intent.RULES,
    pygame.CONTROLLER_BUTTON_LEFTSHOULDER: Intent.PAGE_PREV,
    pygame.CONTROLLER_BUTTON_RIGHTSHOULDER: Intent.PAGE_NEXT,
    pygame.CONTROLLER_BUTTON_X: Intent.ACTION_X,
    pygame.CONTROLLER_BUTTON_Y: Intent.ACTION_Y,
    pygame.CONTROLLER_BUTTON_RIGHTSTICK: Intent.HINT,
    pygame.CONTROLLER_BUTTON_LEFTSTICK: Intent.UNDO,
}

STICK_DEADZONE = 0.5 * 32767
STICK_REPEAT_DELAY = 0.35
STICK_REPEAT_RATE = 0.12


class InputMapper:
    """Feed it pygame events with :meth:`map_event`; call :meth:`update` once per frame."""

    def __init__(self) -> None:
        self.controllers: dict[int, object] = {}   # joystick instance id -> Controller
        self.text_mode = False                     # a scene asks for typed text
        self._stick_dir: dict[int, Intent | None] = {}
        self._stick_timer: dict[int, float] = {}
        self._stick_axes: dict[int, list[float]] = {}
        self.last_device = "keyboard"
        self._held: dict[int, set[int]] = {}       # pad buttons held, per joystick instance

    def start_controllers(self) -> None:
        if sdl_controller is None:
            return
        try:
            sdl_controller.init()
        except pygame.error:
            pass

    # --- hot-plug -------------------------------------------------------------------
    def _add_controller(self, device_index: int) -> None:
        if sdl_controller is None:
            return
        try:
            pad = sdl_controller.Controller(device_index)
            instance = pad.as_joystick().get_instance_id()
        except (pygame.error, ValueError):
            return
        self.controllers[instance] = pad

    def _remove_controller(self, instance_id: int) -> None:
        pad = self.controllers.pop(instance_id, None)
        self._stick_dir.pop(instance_id, None)
        self._stick_axes.pop(instance_id, None)
        self._held.pop(instance_id, None)
        if pad is not None:
            try:
                pad.quit()
            except (pygame.error, AttributeError):
                pass

    # --- mapping --------------------------------------------------------------------
    def map_event(self, event: pygame.event.Event) -> list[InputEvent]:
        kind = event.type
        if kind == pygame.QUIT:
            return [InputEvent(Intent.QUIT, device="window")]
        if kind == pygame.KEYDOWN:
            return self._map_key(event)
        if kind == pygame.TEXTINPUT and self.text_mode:
            return [InputEvent(Intent.TEXT, text=event.text)]
        if kind == pygame.MOUSEMOTION:
            self.last_device = "mouse"
            return [InputEvent(Intent.POINT, tuple(event.pos), "mouse")]
        if kind == pygame.MOUSEBUTTONDOWN:
            self.last_device = "mouse"
            if event.button == 1:
                return [InputEvent(Intent.CLICK, tuple(event.pos), "mouse")]
            if event.button == 3:
                return [InputEvent(Intent.SECONDARY_CLICK, tuple(event.pos), "mouse")]
            return []
        if kind == pygame.MOUSEWHEEL:
            return [InputEvent(Intent.SCROLL_UP if event.y > 0 else Intent.SCROLL_DOWN, device="mouse")]
        if kind == pygame.CONTROLLERDEVICEADDED:
            self._add_controller(event.device_index)
            return []
        if kind == pygame.CONTROLLERDEVICEREMOVED:
            self._remove_controller(event.instance_id)
            return []
        if kind == pygame.CONTROLLERBUTTONUP:
            self._held.get(getattr(event, "instance_id", 0), set()).discard(event.button)
            return []
        if kind == pygame.CONTROLLERBUTTONDOWN:
            held = self._held.setdefault(getattr(event, "instance_id", 0), set())
            held.add(event.button)
            pad = getattr(event, "instance_id", 0)
            if {pygame.CONTROLLER_BUTTON_START, pygame.CONTROLLER_BUTTON_BACK} <= held:
                self.last_device = "pad"
                return [InputEvent(Intent.KIOSK_QUIT, device="pad", pad=pad)]
            intent = PAD_BUTTONS.get(event.button)
            if intent is None:
                return []
            self.last_device = "pad"
            return [InputEvent(intent, device="pad", pad=pad)]
        if kind == pygame.CONTROLLERAXISMOTION:
            return self._map_axis(event)
        return []

    def _map_key(self, event: pygame.event.Event) -> list[InputEvent]:
        self.last_device = "keyboard"
        if event.key == pygame.K_RETURN and event.mod & pygame.KMOD_ALT:
            return [InputEvent(Intent.FULLSCREEN)]
        if event.key == pygame.K_q and event.mod & pygame.KMOD_CTRL and event.mod & pygame.KMOD_SHIFT:
            return [InputEvent(Intent.KIOSK_QUIT)]
        if self.text_mode:
            if event.key == pygame.K_BACKSPACE:
                return [InputEvent(Intent.ERASE)]
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_ESCAPE, pygame.K_UP,
                             pygame.K_DOWN, pygame.K_TAB, pygame.K_F11):
                return [InputEvent(KEYS[event.key])]
            return []   # letters arrive as TEXTINPUT
        intent = KEYS.get(event.key)
        return [InputEvent(intent)] if intent else []

    def _map_axis(self, event: pygame.event.Event) -> list[InputEvent]:
        if event.axis not in (pygame.CONTROLLER_AXIS_LEFTX, pygame.CONTROLLER_AXIS_LEFTY):
            return []
        axes = self._stick_axes.setdefault(event.instance_id, [0.0, 0.0])
        axes[0 if event.axis == pygame.CONTROLLER_AXIS_LEFTX else 1] = event.value
        direction = self._stick_direction(axes)
        previous = self._stick_dir.get(event.instance_id)
        self._stick_dir[event.instance_id] = direction
        if direction is not None and direction != previous:
            self._stick_timer[event.instance_id] = STICK_REPEAT_DELAY
            self.last_device = "pad"
            return [InputEvent(direction, device="pad", pad=event.instance_id)]
        return []

    @staticmethod
    def _stick_direction(axes: list[float]) -> Intent | None:
        x, y = axes
        if max(abs(x), abs(y)) < STICK_DEADZONE:
            return None
        if abs(x) > abs(y):
            return Intent.RIGHT if x > 0 else Intent.LEFT
        return Intent.DOWN if y > 0 else Intent.UP

    def update(self, dt: float) -> list[InputEvent]:
        """Held-stick repeats, produced as time passes."""
        out = []
        for instance, direction in self._stick_dir.items():
            if direction is None:
                continue
            self._stick_timer[instance] = self._stick_timer.get(instance, 0.0) - dt
            if self._stick_timer[instance] <= 0:
                self._stick_timer[instance] = STICK_REPEAT_RATE
                out.append(InputEvent(direction, device="pad", pad=instance))
        return out
