"""The application shell: window, fixed-rate loop, scene stack, input, settings, content.

The canvas is always 1920x1080; SDL's SCALED mode letterboxes it into any window size
and hands mouse positions back in canvas coordinates.
"""

from __future__ import annotations

import os
import random
import signal
import time
import traceback
import warnings
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame

from game.core.loading.content import Problems
from game.paths import CONTENT_DIR, MissingGameFile
from game.ui.audio import sound
from game.ui.draw import theme
from game.ui.draw.text import Text
from game.ui.shell.window import FullscreenSwitch, Place, PygameWindow
from game.ui.stage.input import InputEvent, InputMapper, Intent
from game.ui.stage.scene import Scene, SceneStack
from game.ui.store.saves import SaveSlots
from game.ui.store.settings import TV_TEXT_SCALE, Settings, SettingsStore

if TYPE_CHECKING:
    from game.core.spec import GameSpec
    from game.ui.stage.seats import SeatSetup
    from game.ui.tables.base import TableScene

STEP = 1.0 / 60.0           # fixed update rate
MAX_STEPS_PER_FRAME = 5     # after a stall, catch up a little and drop the rest
FPS = 60                    # the real-time loop's frame cap
KIOSK_PROGRESS = 5000       # ``--kiosk --frames N`` prints its counts every this many frames


def pref_folder() -> Path | None:
    """Where settings and saves live; ``FINAL_TABLE_HOME`` overrides (tests, kiosks)."""
    override = os.environ.get("FINAL_TABLE_HOME")
    if override:
        Path(override).mkdir(parents=True, exist_ok=True)
        return Path(override)
    try:
        return Path(pygame.system.get_pref_path("FinalTable", "final-table"))
    except (pygame.error, AttributeError):
        return None


class App:
    def __init__(self, *, fullscreen: bool | None = None, size: tuple[int, int] | None = None,
                 seed: int | None = None, content_dir: Path = CONTENT_DIR, show_window: bool = True,
                 kiosk: bool = False):
        os.environ.setdefault("SDL_RENDER_SCALE_QUALITY", "linear")
        # pygame-ce's SCALED turns on integer scaling unless a hint literally named
        # "SDL_HINT_RENDER_SCALE_QUALITY" is true; integer scaling crops any window smaller
        # than the canvas instead of shrinking it. Measured under Xvfb: with this set, a
        # 1280x720 window shows the whole 1920x1080 canvas at 2/3 scale.
        os.environ.setdefault("SDL_HINT_RENDER_SCALE_QUALITY", "1")
        self.terminate_requested = False
        self.in_loop = False
        self._install_sigterm()
        pygame.display.init()
        pygame.font.init()
        folder = pref_folder()
        self.store = SettingsStore(folder)
        self.saves = SaveSlots(folder, content_dir)
        from game.ui.store.stats import StatsStore
        self.stats = StatsStore(folder)
        from game.ui.store.replays import ReplayStore
        self.replays = ReplayStore(folder)
        self.settings: Settings = self.store.load()
        if fullscreen is not None:
            self.settings.fullscreen = fullscreen
        self.seed = seed
        self.rng = random.Random(seed)
        self.text = Text()
        self.text.scale = TV_TEXT_SCALE if self.settings.tv_text else 1.0
        self.input = InputMapper()
        self.stack = SceneStack()
        self.running = True
        self.frames = 0
        self.skipped_frames = 0     # real-time frames not redrawn because nothing changed
        self._exposed = False
        self.screen = self._open_display(size, show_window)
        self.sound = sound.Sound(self.settings)
        self.input.start_controllers()
        from game.ui.tables import register_looks
        register_looks()                  # every game's decks, tiles and sounds, before anything is drawn
        from game.ui.draw.cards import CardRenderer  # needs the display for convert_alpha
        self.cards = CardRenderer(colour_blind=self.settings.colour_blind)
        self.content: dict[str, Any] = {}
        self.problems = Problems()
        from game.ui.shell.content_load import load_content_safely, load_rules_pages_safely
        self.content, self.problems = load_content_safely(content_dir)
        self.rules_pages = load_rules_pages_safely(content_dir, self.problems)
        self.stack.canvas = self.screen     # a pushed scene paints its first frame at once
        from game.ui.shell.kiosk import Kiosk
        self.kiosk: Kiosk | None = Kiosk(self) if kiosk else None

    def home_scene(self) -> Scene:
        """The title screen, where quitting a table, a finished game and the kiosk come back to.
        Tables and the guide reach it through the app: they never import the scenes above them."""
        from game.ui.scenes.title import TitleScene
        return TitleScene(self)

    def table_scene(self, spec: GameSpec, seats: Sequence[SeatSetup], options: dict, seed: int,
                    state: Any = None, history: Any = None) -> TableScene:
        """A new table of that game (a rematch, a shot's table), as the setup screen opens one."""
        from game.ui.tables import table_scene_for
        return table_scene_for(self, spec, seats, options, seed, state=state, history=history)

    @property
    def settings_locked(self) -> bool:
        """Kiosk mode: nobody passing by changes the settings."""
        return self.kiosk is not None

    # --- ending on SIGTERM -------------------------------------------------------------
    def _install_sigterm(self) -> None:
        """SIGTERM ends the app cleanly: in the loop, as if the window closed (the game is
        saved); before it, at once. Installed before SDL so SDL keeps its own handler (which
        only queues a quit event, never seen while the app is busy) out of the way."""
        self._old_sigterm = None
        try:
            self._old_sigterm = signal.signal(signal.SIGTERM, self._on_sigterm)
        except (ValueError, OSError, AttributeError):   # not the main thread, or no SIGTERM
            pass

    def _on_sigterm(self, signum: int, frame: Any) -> None:
        self.terminate_requested = True
        if not self.in_loop:
            raise SystemExit(128 + signum)

    # --- display ---------------------------------------------------------------------
    def _open_display(self, size: tuple[int, int] | None, show_window: bool) -> pygame.Surface:
        """Open in a window (fitted, then shown); go fullscreen from there if the settings say so,
        so leaving fullscreen has a window to return to. A fullscreen that does not take is
        turned off for this run (not saved)."""
        flags = pygame.SCALED | pygame.RESIZABLE
        if show_window:
            flags |= pygame.HIDDEN   # shown once it has its real size
        pygame.display.set_caption("Final Table")
        screen = pygame.display.set_mode(theme.CANVAS, flags)
        self.switch: FullscreenSwitch | None = None
        if show_window:
            place = self._fit_window(size)
            try:
                self.switch = FullscreenSwitch(PygameWindow(place))
            except (pygame.error, AttributeError):
                self.switch = None
            if self.settings.fullscreen and (self.switch is None or not self.switch.enter()):
                self.settings.fullscreen = False
        return screen

    def _fit_window(self, size: tuple[int, int] | None) -> Place:
        """Start in a window that fits the desktop (or the --size asked for).

        SCALED makes the canvas size the window's minimum (pygame-ce #1762): we lower the
        minimum, size the hidden window, then show it - whatever happens, it is shown.
        """
        window = None
        place = Place(size or theme.CANVAS, (0, 0))
        try:
            with warnings.catch_warnings():
                warnings.simplefilter("ignore", DeprecationWarning)
                window = pygame.Window.from_display_module()
            window.minimum_size = (320, 180)
            if size is None:
                desk_w, desk_h = pygame.display.get_desktop_sizes()[0]
                scale = min(desk_w * 0.9 / theme.CANVAS[0], desk_h * 0.85 / theme.CANVAS[1], 1.0)
                size = (int(theme.CANVAS[0] * scale), int(theme.CANVAS[1] * scale))
            window.size = size
            window.position = pygame.WINDOWPOS_CENTERED
        except (pygame.error, AttributeError, IndexError, ValueError):
            pass
        finally:
            if window is not None:
                window.show()
                pygame.event.pump()
                place = Place(tuple(window.size), tuple(window.position))
            else:
                pygame.display.set_mode(theme.CANVAS, pygame.SCALED | pygame.RESIZABLE | pygame.SHOWN)
        return place

    def toggle_fullscreen(self) -> bool:
        """F11 / Alt+Enter: True when the window really switched; only then is it saved."""
        if self.switch is None or self.settings_locked:
            return False   # no real window (dummy driver): nothing to toggle
        if not self.switch.toggle():
            self.sound.play("error")
            return False
        self.settings.fullscreen = self.switch.fullscreen
        self.save_settings()
        return True

    def save_settings(self) -> None:
        if self.settings_locked:
            return
        self.cards.colour_blind = self.settings.colour_blind
        self.text.scale = TV_TEXT_SCALE if self.settings.tv_text else 1.0
        self.sound.apply_settings(self.settings)
        try:
            self.store.save(self.settings)
        except OSError as exc:
            self.store.message = f"Settings could not be saved: {exc}"

    # --- loop --------------------------------------------------------------------------
    def dispatch(self, event: InputEvent) -> None:
        if self.kiosk is not None and self.kiosk.intercept(event):
            return
        if event.intent is Intent.FULLSCREEN:
            self.toggle_fullscreen()
        elif event.intent is Intent.QUIT:
            self.quit()
        elif event.intent is Intent.RULES:
            self.toggle_rules(event)
        else:
            self.stack.handle(event)

    def toggle_rules(self, event: InputEvent) -> None:
        """F1 / R / the pad's Back: over a game (its dialogs included) the rules open at the section
        about the turn in progress; pressed again they close. Elsewhere the scene decides."""
        from game.ui.overlays.how_to_play import RulesScene
        from game.ui.tables.base import TableScene
        if isinstance(self.stack.top, RulesScene):
            self.stack.top.close()
            return
        table = next((scene for scene in reversed(self.stack.scenes) if isinstance(scene, TableScene)), None)
        if table is None:
            self.stack.handle(event)
        else:
            table.open_rules()

    def quit(self) -> None:
        """Window closed: let scenes save (a game in progress is kept), then stop."""
        for scene in reversed(self.stack.scenes):
            scene.save_progress()
        self.running = False

    def expose_pending(self) -> bool:
        """The window was shown, resized or uncovered since the last frame: draw it again."""
        exposed, self._exposed = self._exposed, False
        return exposed

    def step(self, dt: float) -> None:
        for event in pygame.event.get():
            if event.type in (pygame.VIDEOEXPOSE, pygame.VIDEORESIZE, pygame.WINDOWEXPOSED,
                              pygame.WINDOWSIZECHANGED, pygame.WINDOWRESTORED, pygame.WINDOWSHOWN):
                self._exposed = True
            for mapped in self.input.map_event(event):
                self.dispatch(mapped)
        for mapped in self.input.update(dt):
            self.dispatch(mapped)
        self.stack.update(dt)
        if self.kiosk is not None and self.running:
            self.kiosk.update(dt)
        if not self.stack.scenes:
            self.running = False

    def frame_key(self) -> tuple | None:
        """Equal keys promise the same frame (every visible scene's ``picture_key`` holds, no fade
        runs); None when something moves. The real-time loop skips drawing an unchanged frame."""
        visible = self.stack._visible()
        if not visible or self.stack._fade > 0:
            return None
        keys = tuple(scene.picture_key() for scene in visible)
        if None in keys:
            return None
        keys += tuple(scene.live_key() for scene in visible)   # a glowing heading's step
        attract = self.kiosk is not None and self.kiosk.attract
        return (keys, tuple(id(scene) for scene in visible), attract, self.screen.get_size())

    def render(self) -> None:
        self.stack.draw(self.screen, clear=theme.FELT_DARK)
        if self.kiosk is not None:
            self.kiosk.draw(self.screen)

    def run(self, first: Scene | None = None, frames: int | None = None, start: float | None = None) -> int:
        """Main loop; ``first`` is pushed unless the stack was filled already."""
        if first is not None:
            self.stack.push(first)
        clock = pygame.time.Clock()
        accumulator = 0.0
        drawn: tuple | None = None      # the frame_key of what the display shows now
        self.first_frame_ms = None
        self.in_loop = True
        while self.running:
            if self.terminate_requested:
                self.quit()
                break
            try:
                if frames is not None:      # smoke tests: fixed steps, no waiting for the clock
                    self.step(STEP)
                    if self.frames + 1 >= frames:
                        self.running = False
                else:
                    # tick sleeps (SDL_Delay) until the next 1/60 s: the frame rate is capped
                    accumulator += min(clock.tick(FPS) / 1000.0, STEP * MAX_STEPS_PER_FRAME)
                    while accumulator >= STEP and self.running:
                        self.step(STEP)
                        accumulator -= STEP
                    key = self.frame_key()
                    if key is not None and key == drawn and not self.expose_pending():
                        self.frames += 1
                        self.skipped_frames += 1
                        continue        # nothing changed: the display still shows this frame
                    drawn = key
                self.render()
            except MissingGameFile:
                # A shipped file went away under a running game: keep every save, close
                # cleanly, and let run_app name the file (no title screen can draw without it).
                self._save_all_progress()
                self.shutdown()
                raise
            except Exception:  # a kiosk never crashes to the desktop
                drawn = None
                if not self.recover():
                    raise
            pygame.display.flip()
            self.frames += 1
            if self.kiosk is not None and frames is not None and self.frames % KIOSK_PROGRESS == 0:
                print(self.kiosk.report(self.frames), flush=True)   # a soak's curve; the last line ends it
            if self.first_frame_ms is None and start is not None:
                self.first_frame_ms = (time.perf_counter() - start) * 1000.0
        self.shutdown()
        return 0

    def _save_all_progress(self) -> None:
        for scene in reversed(self.stack.scenes):
            _save_quietly(scene)

    def recover(self) -> bool:
        """After an unexpected error: log it, keep the game's save, go back to the title.

        Returns False (so the error propagates) if errors keep coming, e.g. from the
        title screen itself, rather than looping forever.
        """
        now = time.monotonic()
        self._errors = [t for t in getattr(self, "_errors", []) if now - t < 10.0] + [now]
        folder = self.store.folder
        if folder is not None:
            try:
                with open(folder / "errors.log", "a", encoding="utf-8") as log:
                    log.write(time.strftime("%Y-%m-%d %H:%M:%S ") + traceback.format_exc() + "\n")
            except OSError:
                pass
        if len(self._errors) > 3:
            return False
        kept_aside = ""
        for scene in reversed(self.stack.scenes):
            spec = getattr(scene, "spec", None)
            if spec is not None and self.saves.resumed_unchanged(spec.game_id):
                # it broke before any move since Resume: the save itself is the trouble, and
                # resuming it again would break again; keep it aside, byte for byte
                self.saves.set_aside_damaged(spec.game_id, "the table could not show it (see errors.log)")
                kept_aside = self.saves.message
                continue
            _save_quietly(scene)
        from game.ui.overlays.dialogs import MessageScene
        self.stack.clear_to(self.home_scene())
        self.stack.push(MessageScene(
            self, "Sorry - something went wrong",
            f"We hit an unexpected error and came back to the title screen. {kept_aside}" if kept_aside else
            "We hit an unexpected error and came back to the title screen. Any game in progress was "
            "saved; its setup screen offers Resume. Details are in errors.log in the settings folder."))
        return True

    def shutdown(self) -> None:
        self.in_loop = False
        if self._old_sigterm is not None:
            try:
                signal.signal(signal.SIGTERM, self._old_sigterm)
            except (ValueError, OSError):
                pass
            self._old_sigterm = None
        while self.stack.scenes:
            self.stack.pop()
        self.sound.close()
        # SDL keeps a SCALED display's 8 MB canvas after the display closes unless the mode
        # changes first (measured: +8 MB per app opened and shut in one process, as tests do)
        try:
            if pygame.display.get_init() and pygame.display.get_surface() is not None:
                pygame.display.set_mode((1, 1), pygame.HIDDEN)
        except pygame.error:
            pass
        pygame.quit()


def _save_quietly(scene: Scene) -> None:
    try:
        scene.save_progress()
    except Exception:  # noqa: BLE001, S110 - the save is best effort here
        pass

