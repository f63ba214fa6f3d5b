"""Kiosk mode: the attract loop of AI demo games, the idle timeout and the quit combination.

``python main.py --kiosk`` gives the app a :class:`Kiosk`. While the attract loop runs, the
stack holds one all-AI demo table (never saved, never counted in the statistics) and the
kiosk draws a caption over it: the game's name, "press any button to play" and a line on how
it plays. Each demo lasts until its game ends (then its standings show for a moment) or
``DEMO_SECONDS`` pass; the next game in title order follows. Any key, click or pad button
goes to the title; with no input for ``Settings.idle_seconds`` a game in progress is saved
and the attract loop resumes. Escape does not quit: Ctrl+Shift+Q, or Start and Back together
on a pad, does (``Intent.KIOSK_QUIT``). Settings are locked. Every second demo seats one hard
AI where the game has one (it thinks in a forked worker process, ended with its demo).
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from game.ui.draw import theme
from game.ui.draw.surface_cache import clear_all
from game.ui.stage.input import InputEvent, Intent
from game.ui.stage.seats import SEAT_KINDS, SeatSetup, default_seats

if TYPE_CHECKING:
    from game.core.spec import GameSpec
    from game.ui.shell.app import App
    from game.ui.tables.base import TableScene

DEMO_SECONDS = 40.0        # the longest a demo runs before the next game's turn
END_HOLD_SECONDS = 6.0     # how long a finished demo's standings stay up
DEMO_PLAYERS = 3
HARD_EVERY = 2             # every second demo seats one hard AI, where the game has one
HARD_KIND = next(kind for kind, (_label, bot) in enumerate(SEAT_KINDS) if bot == "hard")
# Input that wakes the kiosk: presses, not a pointer that drifts or a window event.
WAKING = frozenset(Intent) - {Intent.POINT, Intent.QUIT, Intent.FULLSCREEN}


def rss_mb() -> float:
    """This process's resident memory now, in MB (Linux /proc; elsewhere the peak)."""
    try:
        with open("/proc/self/statm", encoding="ascii") as statm:
            pages = int(statm.read().split()[1])
        return pages * os.sysconf("SC_PAGE_SIZE") / 1e6
    except (OSError, ValueError, IndexError, AttributeError):
        import resource
        return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1e3


# glibc mallopt parameters (malloc.h)
M_MMAP_THRESHOLD = -3
M_ARENA_MAX = -8
MMAP_THRESHOLD = 256 * 1024   # a 128 px card face is 86 kB; table pictures (8 MB) go to mmap


def tune_malloc() -> bool:
    """For a run of days: allocations from 256 kB up (whole pictures, big labels) get their own
    mapped pages, given back the moment they are freed, and threads share two heap arenas.

    glibc otherwise raises its mmap threshold each time a mapped block is freed (up to 32 MB),
    after which the next table's full-screen pictures land in the heap between small objects
    and are never returned: RSS creeps up demo after demo. True when the C library took it."""
    try:
        import ctypes
        libc = ctypes.CDLL("libc.so.6")
        return bool(libc.mallopt(M_MMAP_THRESHOLD, MMAP_THRESHOLD)) and bool(libc.mallopt(M_ARENA_MAX, 2))
    except (OSError, AttributeError):
        return False


def release_memory() -> None:
    """Between demos: collect cycles and hand freed heap back to the system (glibc's
    ``malloc_trim``; elsewhere nothing). Without it the freed surfaces of the last table stay
    in the process's heap arenas and RSS creeps up demo after demo."""
    import gc
    gc.collect()
    try:
        import ctypes
        ctypes.CDLL("libc.so.6").malloc_trim(0)
    except (OSError, AttributeError):
        pass


def how_it_plays(spec: GameSpec) -> str:
    """The first sentence of the game's own rules summary."""
    summary = spec.rules_summary[0] if spec.rules_summary else spec.pitch
    first = summary.split(". ")[0].rstrip(".")
    return first + "."


@dataclass
class KioskCounts:
    demos_started: int = 0
    demos_finished: int = 0


class Kiosk:
    def __init__(self, app: App):
        self.app = app
        self.counts = KioskCounts()
        self.attract = False
        self.idle = 0.0
        self.demo: TableScene | None = None
        self.demo_time = 0.0
        self.end_hold = 0.0
        self.next_index = 0
        self._caption: tuple[str, pygame.Surface] | None = None
        self.malloc_tuned = tune_malloc()
        self.hard_bots = True

    # --- the loop --------------------------------------------------------------------
    def demo_specs(self) -> list[GameSpec]:
        from game.games.registry import all_specs
        return [spec for spec in all_specs() if spec.playable and spec.game_id in self.app.content]

    def start_attract(self) -> None:
        """Save whatever is being played, then run demos."""
        savers = [getattr(scene, "save_progress", None) for scene in reversed(self.app.stack.scenes)
                  if not getattr(scene, "demo", False)]
        for saver in savers:
            if saver is not None:
                saver()
        del savers            # bound methods hold their scenes, which are left next
        self.app.input.text_mode = False
        self.attract = True
        self.idle = 0.0
        self.start_demo()

    def start_demo(self) -> None:
        specs = self.demo_specs()
        if not specs:
            self.to_title()
            return
        spec = specs[self.next_index % len(specs)]
        self.next_index += 1
        from game.ui.tables import table_scene_for
        players = max(spec.min_players, min(spec.max_players, DEMO_PLAYERS))
        seats = [SeatSetup(kind=1, name=seat.name, colour=seat.colour) for seat in default_seats(players)]
        if self.hard_bots and "hard" in spec.bots and self.counts.demos_started % HARD_EVERY == HARD_EVERY - 1:
            seats[-1].kind = HARD_KIND      # it thinks in a forked worker (core/offload), ended with the demo
        seed = self.app.rng.randrange(1, 10**9)
        self.leave_scenes()
        table = table_scene_for(self.app, spec, seats, spec.default_options(), seed)
        table.demo = True
        self.demo, self.demo_time, self.end_hold = table, 0.0, 0.0
        self._caption = None
        self.app.stack.clear_to(table)
        self.counts.demos_started += 1

    def leave_scenes(self) -> None:
        """Leave every scene (a game in progress was saved) and free it before the next demo is
        built, so only one table is ever alive; then hand the freed heap back to the system."""
        stack = self.app.stack
        while stack.scenes:
            stack.scenes.pop().exit()
        self.demo = None
        # the app's caches are per demo here: what one game painted is not kept for the next
        # (a kiosk never sees that game again for four demos), so memory does not fill up game
        # by game towards every cache's ceiling
        self.app.text.clear()
        self.app.cards.clear()
        clear_all()
        self._caption = None
        release_memory()

    def to_title(self) -> None:
        from game.ui.scenes.title import TitleScene
        self.attract = False
        self.demo = None
        self.idle = 0.0
        self.app.stack.clear_to(TitleScene(self.app))

    def update(self, dt: float) -> None:
        if not self.attract:
            self.idle += dt
            if self.idle >= self.app.settings.idle_seconds:
                self.start_attract()
            return
        demo = self.demo
        if demo is None:
            return
        self.demo_time += dt
        over = demo.rules.is_over(demo.state)
        if over and demo.finished_shown:
            self.end_hold += dt
        done = (over and self.end_hold >= END_HOLD_SECONDS) or (not over and self.demo_time >= DEMO_SECONDS)
        del demo              # held here, the finished table would outlive the switch and its trim
        if done:
            self.counts.demos_finished += 1
            self.start_demo()

    # --- input -----------------------------------------------------------------------
    def intercept(self, event: InputEvent) -> bool:
        """True when the kiosk took the event (the scenes must not see it)."""
        if event.intent is Intent.KIOSK_QUIT:
            self.app.quit()
            return True
        if event.intent in (Intent.QUIT, Intent.FULLSCREEN):
            return True           # the window close and F11 do nothing in a kiosk
        if event.intent not in WAKING:
            return self.attract
        self.idle = 0.0
        if self.attract:
            self.to_title()
            return True
        return False

    # --- drawing ---------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        if not self.attract or self.demo is None:
            return
        spec = self.demo.spec
        if self._caption is None or self._caption[0] != spec.game_id:
            self._caption = (spec.game_id, self._draw_caption(spec))
        caption = self._caption[1]
        surface.blit(caption, caption.get_rect(midbottom=(theme.CANVAS[0] // 2, theme.CANVAS[1] - 24)))

    def _draw_caption(self, spec: GameSpec) -> pygame.Surface:
        text = self.app.text
        width = 1500
        heading = f"{spec.title} - press any button to play"
        size, style = text.fit(heading, theme.HEADING_SIZE, width - 60)    # the TV size may not fit
        lines = text.wrap(how_it_plays(spec), theme.SMALL_SIZE, width - 80)[:2]
        # below the heading's own line, whatever the text size (90 and 36 at the normal size)
        top = max(90, 20 + text.font(size, style).get_linesize())
        line_height = text.font(theme.SMALL_SIZE).get_linesize()
        step = line_height - 2
        height = max(150, top + step * (len(lines) - 1) + line_height + 8)
        caption = pygame.Surface((width, height), pygame.SRCALPHA)
        pygame.draw.rect(caption, (12, 16, 22, 225), caption.get_rect(), border_radius=24)
        _base, glow = theme.GAME_ACCENTS[spec.game_id]
        pygame.draw.rect(caption, glow, caption.get_rect(), width=4, border_radius=24)
        room = pygame.Rect(30, 0, width - 60, height)     # inside the rounded frame
        text.blit(caption, heading, size, theme.INK, (width // 2, 18), "midtop", style, box=room)
        for row, line in enumerate(lines):
            text.blit(caption, line, theme.SMALL_SIZE, theme.INK_DIM, (width // 2, top + row * step), "midtop",
                      box=room)
        return caption.convert_alpha() if pygame.display.get_surface() else caption

    def report(self, frames: int) -> str:
        return (f"kiosk: frames={frames} demos_started={self.counts.demos_started} "
                f"demos_finished={self.counts.demos_finished} rss_mb={rss_mb():.1f}")
