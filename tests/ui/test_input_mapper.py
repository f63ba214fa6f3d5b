"""Keyboard, mouse and controller events all become the same intents."""

from __future__ import annotations

import pygame

from game.ui.stage.input import InputMapper, Intent


def intents(mapper, event):
    return [mapped.intent for mapped in mapper.map_event(event)]


def test_keyboard_arrows_enter_escape():
    mapper = InputMapper()
    assert intents(mapper, pygame.event.Event(pygame.KEYDOWN, key=pygame.K_LEFT, mod=0)) == [Intent.LEFT]
    assert intents(mapper, pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0)) == [Intent.CONFIRM]
    assert intents(mapper, pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0)) == [Intent.BACK]
    assert intents(mapper, pygame.event.Event(pygame.KEYDOWN, key=pygame.K_x, mod=0)) == [Intent.ACTION_X]


def test_alt_enter_and_f11_toggle_fullscreen():
    mapper = InputMapper()
    alt_enter = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=pygame.KMOD_LALT)
    assert intents(mapper, alt_enter) == [Intent.FULLSCREEN]
    assert intents(mapper, pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0)) == [Intent.FULLSCREEN]


def test_mouse_hover_and_click_carry_positions():
    mapper = InputMapper()
    (hover,) = mapper.map_event(pygame.event.Event(pygame.MOUSEMOTION, pos=(100, 200), rel=(1, 1), buttons=(0, 0, 0)))
    assert hover.intent is Intent.POINT and hover.pos == (100, 200)
    (click,) = mapper.map_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(5, 6), button=1))
    assert click.intent is Intent.CLICK and click.pos == (5, 6) and click.device == "mouse"


def test_controller_buttons_map_to_intents():
    mapper = InputMapper()
    press = pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, button=pygame.CONTROLLER_BUTTON_A, instance_id=0)
    assert intents(mapper, press) == [Intent.CONFIRM]
    start = pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, button=pygame.CONTROLLER_BUTTON_START, instance_id=0)
    assert intents(mapper, start) == [Intent.MENU]
    shoulder = pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, button=pygame.CONTROLLER_BUTTON_RIGHTSHOULDER,
                                  instance_id=0)
    assert intents(mapper, shoulder) == [Intent.PAGE_NEXT]


def test_stick_moves_once_then_repeats_while_held():
    mapper = InputMapper()
    tilt = pygame.event.Event(pygame.CONTROLLERAXISMOTION, axis=pygame.CONTROLLER_AXIS_LEFTY, value=32000,
                              instance_id=3)
    assert intents(mapper, tilt) == [Intent.DOWN]
    assert intents(mapper, tilt) == []          # still held: no second press at once
    assert mapper.update(0.1) == []
    assert [e.intent for e in mapper.update(0.3)] == [Intent.DOWN]   # repeat after the delay
    centre = pygame.event.Event(pygame.CONTROLLERAXISMOTION, axis=pygame.CONTROLLER_AXIS_LEFTY, value=0,
                                instance_id=3)
    assert intents(mapper, centre) == []
    assert mapper.update(1.0) == []


def test_unplugging_an_unknown_pad_is_harmless():
    mapper = InputMapper()
    assert mapper.map_event(pygame.event.Event(pygame.CONTROLLERDEVICEREMOVED, instance_id=42)) == []


def test_text_mode_sends_typed_text_not_shortcuts():
    mapper = InputMapper()
    mapper.text_mode = True
    assert intents(mapper, pygame.event.Event(pygame.KEYDOWN, key=pygame.K_x, mod=0)) == []
    (typed,) = mapper.map_event(pygame.event.Event(pygame.TEXTINPUT, text="x"))
    assert typed.intent is Intent.TEXT and typed.text == "x"
    assert intents(mapper, pygame.event.Event(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0)) == [Intent.ERASE]
