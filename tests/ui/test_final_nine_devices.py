"""Final Nine played with one device alone (issue 11's "done when"): a solo 9-hole AM round and a
2-player 18-hole PRO Battle round (hot seat), each driven through a whole hole by real pygame
events - gamepad buttons only, keys only, or mouse clicks only - through the app's input mapper."""

from __future__ import annotations

import pygame
import pytest

from game.ui.overlays.dialogs import PassDeviceScene
from tests.ui.test_final_nine_table import make_table

KEYS = {"up": pygame.K_UP, "right": pygame.K_RIGHT, "confirm": pygame.K_RETURN}
PAD = {"up": pygame.CONTROLLER_BUTTON_DPAD_UP, "right": pygame.CONTROLLER_BUTTON_DPAD_RIGHT,
       "confirm": pygame.CONTROLLER_BUTTON_A}


def send(app, device: str, what: str, pos=None) -> None:
    if device == "keyboard":
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=KEYS[what], mod=0, unicode="", scancode=0))
    elif device == "pad":
        pygame.event.post(pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, button=PAD[what], instance_id=0))
    else:
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    app.step(1 / 60)


def act(app, table, device: str) -> None:
    """One press of the device towards playing on: the focused (or, by mouse, the first usable) button."""
    buttons = table.bar.buttons
    usable = [b for b in buttons if b.lit or b.offer.data.kind in ("pick", "more")]
    if device == "mouse":
        send(app, device, "", usable[0].rect.center)
        return
    if table.zone != "actions":
        send(app, device, "up")
        return
    focused = table.bar.focused
    if focused is None or not (focused.lit or focused.offer.data.kind in ("pick", "more")):
        send(app, device, "right")
    else:
        send(app, device, "confirm")


def play_one_hole(app, table, device: str, seen: list | None = None) -> int:
    """Drive the table with ``device`` alone until the first hole is scored; the presses it took."""
    start, presses = table.view().hole_index, 0
    for _ in range(20000):
        if table.view().hole_index > start or table.current is None:
            return presses
        top = app.stack.top
        if isinstance(top, PassDeviceScene):
            button = top.buttons.widgets[0]
            send(app, device, "confirm" if device != "mouse" else "", button.rect.center)
            presses += 1
        elif top is table and table.human_to_act() and not table.animating():
            if seen is not None:
                seen.append((table.view().phase, table.viewer, table.current, table.status_message()))
            act(app, table, device)
            presses += 1
        else:
            app.step(1 / 60)
    raise AssertionError(f"the hole never ended by {device} (phase {table.view().phase})")


@pytest.mark.parametrize("device", ["pad", "keyboard", "mouse"])
def test_a_solo_nine_hole_am_round_plays_a_hole_with_one_device(app, device):
    table = make_table(app, players=1, humans=1, level="am", holes=9)
    assert len(table.view().holes) == 9
    presses = play_one_hole(app, table, device)
    view = table.view()
    assert view.hole_index == 1 and len(view.scores[0]) == 1 and view.scores[0][0] >= 1
    assert presses > 3


@pytest.mark.parametrize("device", ["pad", "keyboard", "mouse"])
def test_a_two_player_pro_battle_round_plays_a_hole_with_one_device(app, device):
    table = make_table(app, players=2, humans=2, level="pro", battle=True, holes=18)
    assert len(table.view().holes) == 18 and table.view().level == "pro"
    seen: list = []
    play_one_hole(app, table, device, seen)
    view = table.view()
    assert view.hole_index == 1 and all(len(row) == 1 and row[0] >= 1 for row in view.scores)
    battles = [s for s in seen if s[0] == "battle"]
    assert battles, "the next player was asked for a Battle card"
    for _phase, viewer, current, words in battles:      # asked on their own turn of the device
        assert viewer == current and words.startswith("Battle: add a red or grey card")
