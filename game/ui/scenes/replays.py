"""Watching finished games again: the replays list (from the title) and the replay viewer.

The viewer is an overlay with no veil over the game's real table scene: each step forward
plays the logged action through the table (``TableScene.play``), so the real animation shows
what happened; a step back rebuilds the table at the earlier point (``History.state_at``,
replayed from the seed) without animating. The table only watches: no seat acts, nothing
is saved or counted. The view is either "every hand in turn" (the spectator view: the
table shows, face up, the hand of whoever acts, so every hand is seen as it is played) or
one seat's own view throughout.
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING

import pygame

from game.core.history import HistoryProblem
from game.games.registry import spec_for
from game.ui.draw import theme
from game.ui.stage.input import InputEvent, Intent
from game.ui.stage.prompts import draw_prompts
from game.ui.stage.scene import Scene
from game.ui.stage.widgets import panel
from game.ui.store.replays import Replay
from game.ui.store.save_check import check_seats

if TYPE_CHECKING:
    from game.ui.shell.app import App
    from game.ui.tables.base import TableScene

SPEEDS = (0.5, 1.0, 2.0, 4.0)
STEP_PAUSE = 0.8              # seconds between two actions at 1x, once the table is still
ROWS_SHOWN = 9
STRIP = pygame.Rect(0, 1080 - 84, 1920, 84)


def when_text(stamp: float) -> str:
    return time.strftime("%a %d %b %Y, %H:%M", time.localtime(stamp))


def result_text(replay: Replay) -> str:
    if not replay.winners:
        return "no winner"
    if len(replay.winners) > 1:
        return "shared: " + " & ".join(replay.winners)
    return f"{replay.winners[0]} wins"


class ReplaysScene(Scene):
    """The last 50 finished games, newest first: game, date, players, result."""

    scene_id = "replays"

    def __init__(self, app: App):
        super().__init__(app)
        self.box = pygame.Rect(60, 40, 1800, 1000)
        self.replays = app.replays.newest_first()
        self.message, app.replays.message = app.replays.message, ""
        self.index = 0
        self.top = 0

    def row_rect(self, row: int) -> pygame.Rect:
        return pygame.Rect(self.box.left + 40, self.box.top + 200 + row * 80, self.box.width - 80, 72)

    def move(self, step: int) -> None:
        if not self.replays:
            return
        self.index = max(0, min(len(self.replays) - 1, self.index + step))
        self.top = min(max(self.top, self.index - ROWS_SHOWN + 1), self.index)
        self.app.sound.play("select")

    def open(self) -> None:
        """Watch the chosen game; a log that no longer replays (content changed) is said, not shown."""
        if not self.replays:
            return
        replay = self.replays[self.index]
        problem = replay_problem(self.app, replay)
        if problem:
            from game.ui.overlays.dialogs import MessageScene
            self.app.sound.play("error")
            self.app.stack.push(MessageScene(self.app, "This replay cannot be shown", problem))
            return
        open_replay(self.app, replay)

    def handle(self, event: InputEvent) -> None:
        if event.intent in (Intent.BACK, Intent.MENU, Intent.SECONDARY_CLICK):
            self.app.stack.pop()
        elif event.intent in (Intent.UP, Intent.DOWN):
            self.move(-1 if event.intent is Intent.UP else 1)
        elif event.intent in (Intent.PAGE_PREV, Intent.PAGE_NEXT, Intent.SCROLL_UP, Intent.SCROLL_DOWN):
            page = ROWS_SHOWN if event.intent in (Intent.PAGE_PREV, Intent.PAGE_NEXT) else 1
            self.move(-page if event.intent in (Intent.PAGE_PREV, Intent.SCROLL_UP) else page)
        elif event.intent is Intent.CONFIRM:
            self.open()
        elif event.intent in (Intent.POINT, Intent.CLICK) and event.pos is not None:
            for row in range(min(ROWS_SHOWN, len(self.replays) - self.top)):
                if self.row_rect(row).collidepoint(event.pos):
                    self.index = self.top + row
                    if event.intent is Intent.CLICK:
                        self.open()

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(theme.FELT_DARK)
        panel(surface, self.box)
        text = self.app.text
        text.blit(surface, "Replays", theme.HEADING_SIZE, theme.ACCENT, (960, self.box.top + 30), "midtop", "bold")
        if self.message:
            text.blit_fitted(surface, self.message, theme.SMALL_SIZE, theme.BAD,
                             pygame.Rect(self.box.left, self.box.top + 100, self.box.width, 40), "regular")
        columns = (("Game", 0), ("Finished", 380), ("Players", 860), ("Result", 1380))
        for label, x in columns:
            text.blit(surface, label, theme.SMALL_SIZE, theme.INK_DIM, (self.box.left + 60 + x, self.box.top + 170),
                      "midleft", "bold")
        if not self.replays:
            text.blit(surface, "No replays yet.", theme.BODY_SIZE, theme.INK, (960, 520), "center", "bold")
            text.blit(surface, "Every game you finish is kept here to watch again (the last 50).",
                      theme.BODY_SIZE, theme.INK_DIM, (960, 590), "center")
        for row, replay in enumerate(self.replays[self.top:self.top + ROWS_SHOWN]):
            rect = self.row_rect(row)
            chosen = self.top + row == self.index
            if chosen:
                pygame.draw.rect(surface, theme.PANEL_EDGE, rect, border_radius=14)
                pygame.draw.rect(surface, theme.ACCENT, rect, 3, border_radius=14)
            cells = (spec_for(replay.game).title, when_text(replay.finished), ", ".join(replay.names),
                     result_text(replay))
            for (_, x), (cell, width) in zip(columns, zip(cells, (360, 460, 500, 340))):
                box = pygame.Rect(rect.left + 20 + x, rect.top, width, rect.height)
                size, style = text.fit(cell, theme.SMALL_SIZE, width, "bold" if chosen else "regular")
                text.blit(surface, cell, size, theme.INK if chosen else theme.INK_DIM,
                          (box.left, box.centery), "midleft", style, box=box)
        if len(self.replays) > ROWS_SHOWN:
            text.blit(surface, f"{self.index + 1} of {len(self.replays)}", theme.SMALL_SIZE, theme.INK_DIM,
                      (self.box.right - 60, self.box.bottom - 70), "midright")
        draw_prompts(surface, text, [(Intent.UP, "choose"), (Intent.CONFIRM, "watch"), (Intent.BACK, "back")],
                     self.app.input.last_device, (960, self.box.bottom - 70))


def replay_problem(app: App, replay: Replay) -> str:
    """Why ``replay`` cannot be watched here ("" when it can): its log must replay to the end."""
    if replay.game not in app.content:
        return f"The content of {spec_for(replay.game).title} did not load, so its games cannot be replayed."
    rules = spec_for(replay.game).make_rules(app.content[replay.game])
    try:
        replay.history.state_at(rules)
    except HistoryProblem as exc:
        return f"Its moves no longer replay with this version of the game: {exc}."
    return ""


def _table(app: App, replay: Replay, count: int) -> TableScene:
    """The game's real table at the point after ``count`` actions (the deal, for 0), watching."""
    from game.ui.tables import table_scene_for
    spec = spec_for(replay.game)
    seats = check_seats(list(replay.seats), replay.history.config.players)
    history = replay.history.truncated(count)
    rules = spec.make_rules(app.content[spec.game_id])
    state = None if count == 0 else history.state_at(rules)
    table = table_scene_for(app, spec, seats, dict(replay.history.config.options), replay.history.seed,
                            state, history if state is not None else None)
    table.threaded, table.demo, table.watching = False, True, True
    table.humans = []                   # nobody acts: summaries close by themselves, as in demos
    return table


def open_replay(app: App, replay: Replay) -> ReplayViewer:
    viewer = ReplayViewer(app, replay)
    app.stack.push(viewer.table)
    app.stack.push(viewer)
    return viewer


class ReplayViewer(Scene):
    """Play / pause, step, speed 0.5x-4x, spectator or one seat's view, over the real table."""

    scene_id = "replay"
    opaque = False
    veil = None

    def __init__(self, app: App, replay: Replay):
        super().__init__(app)
        self.replay = replay
        self.entries = replay.history.entries
        self.done = 0                   # actions shown so far
        self.playing = True
        self.speed = 1
        self.view = -1                  # -1: every hand in turn; else that seat's view
        self.wait = STEP_PAUSE
        self.table = _table(app, replay, 0)
        self._speed_before = app.settings.animation_speed
        self._follow()

    # --- the table -------------------------------------------------------------------------
    def _follow(self) -> None:
        """Show the hand the view asks for: the seat about to act (spectator) or the chosen seat."""
        if self.view >= 0:
            seat: int | None = self.view
        elif self.done < len(self.entries):
            seat = self.entries[self.done].seat
        else:
            seat = self.table.viewer
        if seat != self.table.viewer:
            self.table.viewer = seat
            self.table.on_viewer_changed()

    def forward(self) -> bool:
        if self.done >= len(self.entries) or self.table.animating():
            return False
        self._follow()
        entry = self.entries[self.done]
        if not self.table.play(self.table.rules.action_from_json(entry.action)):
            self.playing = False        # a log that does not replay (checked when read; still guarded)
            return False
        self.done += 1
        self._follow()
        return True

    def back(self) -> None:
        if self.done == 0:
            return
        self.jump(self.done - 1)

    def jump(self, count: int) -> None:
        """Rebuild the table after ``count`` actions (no animation: it is set out as it was)."""
        count = max(0, min(len(self.entries), count))
        old, new = self.table, _table(self.app, self.replay, count)
        stack = self.app.stack.scenes
        stack[stack.index(old)] = new
        old.exit()
        new.enter()
        self.table, self.done = new, count
        self._follow()

    @property
    def finished(self) -> bool:
        return self.done >= len(self.entries)

    # --- scene -----------------------------------------------------------------------------
    def enter(self) -> None:
        self._apply_speed()

    def exit(self) -> None:
        self.app.settings.animation_speed = self._speed_before

    def _apply_speed(self) -> None:
        if self._speed_before:
            self.app.settings.animation_speed = self._speed_before * SPEEDS[self.speed]

    def update(self, dt: float) -> None:
        if not self.playing or self.table.animating():
            return
        self.wait -= dt * SPEEDS[self.speed]
        if self.wait <= 0 and self.forward():
            self.wait = STEP_PAUSE
        if self.finished:
            self.playing = False

    def close(self) -> None:
        self.app.stack.pop()            # the viewer
        if self.app.stack.top is self.table:
            self.app.stack.pop()        # its table

    def handle(self, event: InputEvent) -> None:
        intent = event.intent
        if intent in (Intent.BACK, Intent.MENU, Intent.SECONDARY_CLICK):
            self.close()
        elif intent is Intent.CONFIRM:
            self.play_pause()
        elif intent in (Intent.RIGHT, Intent.LEFT):
            self.step(intent is Intent.RIGHT)
        elif intent in (Intent.PAGE_PREV, Intent.PAGE_NEXT):
            self.speed = max(0, min(len(SPEEDS) - 1, self.speed + (1 if intent is Intent.PAGE_NEXT else -1)))
            self._apply_speed()
        elif intent is Intent.ACTION_X:
            self.next_view()
        elif intent is Intent.CLICK and event.pos is not None and STRIP.collidepoint(event.pos):
            bar = self.bar_rect()
            if bar.inflate(0, 30).collidepoint(event.pos):
                self.playing = False
                self.jump(round((event.pos[0] - bar.left) / bar.width * len(self.entries)))
            for rect, _label, action in self.buttons():
                if rect.collidepoint(event.pos):
                    action()

    def play_pause(self) -> None:
        if self.finished:
            self.jump(0)
            self.playing = True
        else:
            self.playing = not self.playing
        self.wait = 0.0

    def step(self, forward: bool) -> None:
        self.playing = False
        if forward:
            self.forward()
        else:
            self.back()

    def faster(self, step: int) -> None:
        self.speed = (self.speed + step) % len(SPEEDS)
        self._apply_speed()

    def next_view(self) -> None:
        self.view = self.view + 1 if self.view + 1 < len(self.replay.seats) else -1
        self._follow()

    def buttons(self) -> list[tuple[pygame.Rect, str, object]]:
        """The mouse's controls, right of the progress bar."""
        items = [("<", lambda: self.step(False)), ("Pause" if self.playing else "Play", self.play_pause),
                 (">", lambda: self.step(True)), (f"{SPEEDS[self.speed]:g}x", lambda: self.faster(1)),
                 ("View", self.next_view), ("Close", self.close)]
        widths = (80, 150, 80, 110, 130, 140)
        x, out = STRIP.right - 30 - sum(widths) - 16 * (len(widths) - 1), []
        for (label, action), width in zip(items, widths):
            out.append((pygame.Rect(x, STRIP.top + 10, width, STRIP.height - 20), label, action))
            x += width + 16
        return out

    def bar_rect(self) -> pygame.Rect:
        return pygame.Rect(STRIP.left + 40, STRIP.top + 10, 520, 14)

    def view_label(self) -> str:
        return "all hands, in turn" if self.view < 0 else f"{self.replay.names[self.view]}'s view"

    def draw(self, surface: pygame.Surface) -> None:
        strip = pygame.Surface(STRIP.size, pygame.SRCALPHA)
        strip.fill((8, 14, 20, 235))
        surface.blit(strip, STRIP.topleft)
        text = self.app.text
        bar = self.bar_rect()
        pygame.draw.rect(surface, theme.PANEL_EDGE, bar, border_radius=7)
        if self.entries:
            filled = bar.copy()
            filled.width = max(14, round(bar.width * self.done / len(self.entries)))
            pygame.draw.rect(surface, theme.ACCENT, filled, border_radius=7)
        state = "finished" if self.finished else ("playing" if self.playing else "paused")
        status = f"{self.done} of {len(self.entries)}  ·  {state}  ·  {SPEEDS[self.speed]:g}x  ·  {self.view_label()}"
        room = pygame.Rect(bar.left, STRIP.top + 36, 930, 40)
        room.inflate_ip(0, max(0, text.font(theme.SMALL_SIZE, "bold").get_linesize() - room.height))   # TV text
        size, style = text.fit(status, theme.SMALL_SIZE, room.width, "bold")
        text.blit(surface, status, size, theme.INK, room.midleft, "midleft", style, box=room)
        if self.finished:
            label = f"Final: {result_text(self.replay)}"
            text.blit(surface, label, theme.SMALL_SIZE, theme.ACCENT, (bar.right + 40, STRIP.top + 18),
                      "midleft", "bold")
        device = self.app.input.last_device
        if device == "mouse":
            for rect, label, _ in self.buttons():
                pygame.draw.rect(surface, theme.PANEL_EDGE, rect, border_radius=14)
                text.blit_fitted(surface, label, theme.SMALL_SIZE, theme.INK, rect, "bold", pad=8)
        else:
            draw_prompts(surface, text, [(Intent.CONFIRM, "play"), (Intent.LEFT, "step"), (Intent.PAGE_NEXT, "speed"),
                                         (Intent.ACTION_X, "view"), (Intent.BACK, "back")],
                         device, (1440, STRIP.centery), size=28)
