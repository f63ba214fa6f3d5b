"""Controllers for everyone: pads join seats, a bound pad plays only its seat, prompts follow the device."""

from __future__ import annotations

import pygame

from game.games.registry import spec_for
from game.ui.overlays.dialogs import PassDeviceScene
from game.ui.scenes.join import JoinScene
from game.ui.scenes.setup import SetupScene
from game.ui.scenes.title import TitleScene
from game.ui.stage.input import InputEvent, Intent
from game.ui.stage.prompts import device_key
from game.ui.tables.base import TableScene
from tests.ui.drive import run_until


def pad(app, instance, button, steps=1):
    """A real press and release on controller ``instance``, through the input mapper."""
    pygame.event.post(pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, button=button, instance_id=instance))
    pygame.event.post(pygame.event.Event(pygame.CONTROLLERBUTTONUP, button=button, instance_id=instance))
    for _ in range(steps):
        app.step(1 / 60)


def hot_seat_setup(app, humans=2, players=3):
    app.settings.bind_pads = True
    app.settings.ai_speed = 0.0
    app.settings.animation_speed = 0.0
    app.stack.push(TitleScene(app))
    setup = SetupScene(app, spec_for("five_three_five"))
    app.stack.push(setup)
    setup.set_players(players)
    for seat in range(players):
        setup.seats[seat].kind = 0 if seat < humans else 1
    return setup


def test_press_a_to_join_binds_pads_to_seats_in_order(app):
    setup = hot_seat_setup(app, humans=3)
    setup.start()
    join = app.stack.top
    assert isinstance(join, JoinScene)
    pad(app, 21, pygame.CONTROLLER_BUTTON_A)
    pad(app, 22, pygame.CONTROLLER_BUTTON_A)
    pad(app, 21, pygame.CONTROLLER_BUTTON_A)      # already joined, not everyone yet: nothing
    assert join.bound == {21: 0, 22: 1} and app.stack.top is join
    pad(app, 22, pygame.CONTROLLER_BUTTON_B)      # lets its seat go
    assert join.bound == {21: 0}
    pad(app, 23, pygame.CONTROLLER_BUTTON_A)
    pad(app, 24, pygame.CONTROLLER_BUTTON_A)
    assert join.bound == {21: 0, 23: 1, 24: 2}
    pad(app, 24, pygame.CONTROLLER_BUTTON_A)      # everyone is in: A begins
    table = app.stack.scenes[-2] if isinstance(app.stack.top, PassDeviceScene) else app.stack.top
    assert isinstance(table, TableScene) and table.pad_seats == {21: 0, 23: 1, 24: 2}


def test_controller_events_drive_a_full_hot_seat_turn(app):
    setup = hot_seat_setup(app, humans=2, players=2)
    setup.start()
    pad(app, 31, pygame.CONTROLLER_BUTTON_A)
    pad(app, 32, pygame.CONTROLLER_BUTTON_A)
    app.dispatch(InputEvent(Intent.MENU))          # Enter/Start begins
    assert run_until(app, lambda: isinstance(app.stack.top, (PassDeviceScene, TableScene)))
    table = next(scene for scene in app.stack.scenes if isinstance(scene, TableScene))
    table.threaded = False
    first = table.current
    mine, theirs = (31, 32) if first == 0 else (32, 31)
    assert run_until(app, lambda: isinstance(app.stack.top, PassDeviceScene))
    pad(app, mine, pygame.CONTROLLER_BUTTON_A, steps=30)          # "I have the device"
    assert run_until(app, lambda: table.human_to_act() and not table.animating())
    hand_before = len(table.hand.sprites)
    # the other seat's pad cannot play this turn: its A does nothing but say whose turn it is
    pad(app, theirs, pygame.CONTROLLER_BUTTON_A, steps=3)
    pad(app, theirs, pygame.CONTROLLER_BUTTON_DPAD_UP, steps=3)
    pad(app, theirs, pygame.CONTROLLER_BUTTON_A, steps=3)
    assert table.current == first and len(table.hand.sprites) == hand_before
    assert table.seats[first].name in table.toast_text
    # the right pad: choose the first card (A), go up to the action bar, play (A)
    pad(app, mine, pygame.CONTROLLER_BUTTON_A, steps=3)
    pad(app, mine, pygame.CONTROLLER_BUTTON_DPAD_UP, steps=3)
    focused = table.actions.focused
    assert focused is not None and focused.lit, "the bar's focus lands on a move the engine allows"
    pad(app, mine, pygame.CONTROLLER_BUTTON_A, steps=3)
    assert run_until(app, lambda: table.current != first)
    assert sum(len(h) for h in [table.rules.view(table.state, first).hand]) == hand_before - 1


def test_prompts_follow_the_last_device(app):
    app.stack.push(TitleScene(app))
    app.dispatch(InputEvent(Intent.RIGHT))
    assert device_key(app.input.last_device) == "keys"
    pad(app, 5, pygame.CONTROLLER_BUTTON_DPAD_RIGHT)
    assert device_key(app.input.last_device) == "pad"
    title = app.stack.top
    app.render()
    assert title._still[0][-2] == "pad"       # the title's picture was redrawn with face buttons
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_LEFT, mod=0))
    app.step(1 / 60)
    app.render()
    assert title._still[0][-2] == "keys"
