"""Controller join: with "Bind pads to seats" on, each human seat is claimed by a pad before play.

One row per human seat. The first press of A on a pad not yet joined claims the first free
seat; B on a joined pad lets its seat go. Enter (or Start, or A on a joined pad once every
seat is claimed) begins; seats left without a pad are played from the keyboard and mouse,
or by any pad. Up to six pads (the largest table has six seats).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

import pygame

from game.ui.draw import theme
from game.ui.stage.input import InputEvent, Intent
from game.ui.stage.prompts import draw_glyph, draw_prompts
from game.ui.stage.scene import Scene
from game.ui.stage.seats import SeatSetup
from game.ui.stage.widgets import panel

if TYPE_CHECKING:
    from game.ui.shell.app import App

MAX_PADS = 6
ROW = 96


class JoinScene(Scene):
    scene_id = "join"

    def __init__(self, app: App, title: str, seats: Sequence[SeatSetup],
                 on_start: Callable[[dict[int, int]], None]):
        super().__init__(app)
        self.title, self.seats, self.on_start = title, list(seats), on_start
        self.humans = [index for index, seat in enumerate(self.seats) if seat.is_human]
        self.bound: dict[int, int] = {}        # pad instance id -> seat
        self.box = pygame.Rect(0, 0, 1400, 260 + ROW * len(self.humans))
        self.box.center = (960, 540)

    def seat_pad(self, seat: int) -> int | None:
        return next((pad for pad, bound in self.bound.items() if bound == seat), None)

    def pad_number(self, pad: int) -> int:
        """Pads are numbered 1, 2, ... in the order they joined."""
        return list(self.bound).index(pad) + 1

    def handle(self, event: InputEvent) -> None:
        if event.device == "pad" and event.pad >= 0:
            self._handle_pad(event)
        elif event.intent is Intent.CONFIRM or event.intent is Intent.MENU:
            self.begin()
        elif event.intent is Intent.BACK:
            self.app.stack.pop()

    def _handle_pad(self, event: InputEvent) -> None:
        pad = event.pad
        if event.intent is Intent.CONFIRM:
            if pad in self.bound:
                if len(self.bound) == len(self.humans):
                    self.begin()
                return
            free = [seat for seat in self.humans if self.seat_pad(seat) is None]
            if free and len(self.bound) < MAX_PADS:
                self.bound[pad] = free[0]
                self.app.sound.play("confirm")
        elif event.intent is Intent.BACK:
            if pad in self.bound:
                del self.bound[pad]
                self.app.sound.play("select")
            elif not self.bound:
                self.app.stack.pop()
        elif event.intent is Intent.MENU:
            self.begin()

    def begin(self) -> None:
        bound = dict(self.bound)
        self.app.stack.pop()
        self.on_start(bound)

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(theme.FELT_DARK)
        panel(surface, self.box)
        text = self.app.text
        heading = f"{self.title}: one controller per player"
        room = self.box.inflate(-120, 0)             # as wide as the seat rows (TV text may not fit)
        size, style = text.fit(heading, theme.HEADING_SIZE, room.width)
        text.blit(surface, heading, size, theme.ACCENT, (960, self.box.top + 36), "midtop", style, box=room)
        top = self.box.top + 140
        for row, seat in enumerate(self.humans):
            setup = self.seats[seat]
            y = top + row * ROW
            line = pygame.Rect(self.box.left + 60, y, self.box.width - 120, ROW - 16)
            pad = self.seat_pad(seat)
            pygame.draw.rect(surface, (44, 62, 80) if pad is not None else (30, 40, 52), line, border_radius=16)
            pygame.draw.circle(surface, setup.rgb, (line.left + 48, line.centery), 26)
            text.blit(surface, str(seat + 1), theme.SMALL_SIZE, theme.INK_DARK, (line.left + 48, line.centery),
                      "center", "bold")
            text.blit(surface, setup.name, theme.BODY_SIZE, theme.INK, (line.left + 100, line.centery),
                      "midleft", "bold")
            if pad is not None:
                text.blit(surface, f"Controller {self.pad_number(pad)} joined  \u2713", theme.BODY_SIZE,
                          theme.GOOD, (line.right - 30, line.centery), "midright", "bold")
            else:
                right = line.right - 30
                after = text.blit(surface, "to join", theme.BODY_SIZE, theme.INK_DIM, (right, line.centery),
                                  "midright")
                glyph_x = after.left - 12 - theme.BODY_SIZE * 4 // 3
                draw_glyph(surface, text, Intent.CONFIRM, "pad", (glyph_x, line.centery), theme.BODY_SIZE)
                text.blit(surface, "Press", theme.BODY_SIZE, theme.INK_DIM, (glyph_x - 12, line.centery),
                          "midright")
        draw_prompts(surface, text, [(Intent.MENU, "start the game"), (Intent.BACK, "leave (a joined pad: let go)")],
                     self.app.input.last_device, (960, self.box.bottom - 50))
        note = "Seats without a controller play with the keyboard and mouse (or any controller)."
        text.blit(surface, note, theme.SMALL_SIZE, theme.INK_DIM, (960, self.box.bottom + 40), "midtop")
