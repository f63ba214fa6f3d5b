"""The shared table controller every game's table scene builds on.

It owns the engine state and runs the match loop: AI seats think on a worker thread, hard
bots in a worker process (the frame never freezes) and pause briefly so people can follow; between two human
turns a pass-the-device screen hides the table; illegal moves are explained in a toast;
every action is autosaved; the pause menu quits to the title (asking first).

Subclasses draw the table and turn engine events into animation (``on_events``), and
say when their animations are done (``animating``).
"""

from __future__ import annotations

import re
import time
from collections.abc import Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from typing import TYPE_CHECKING, Any

import pygame

from game.core.engine import Event, IllegalAction
from game.core.history import History
from game.core.learn.rules_pages import RulesPages
from game.core.sim import bot_rngs
from game.core.spec import GameSpec
from game.ui.draw import theme
from game.ui.overlays.dialogs import PassDeviceScene, PauseScene
from game.ui.overlays.how_to_play import RulesScene, pages_for
from game.ui.stage.input import InputEvent, Intent
from game.ui.stage.scene import Scene
from game.ui.stage.seats import SeatSetup
from game.ui.tables.common.assist import Assist

if TYPE_CHECKING:
    from game.ui.shell.app import App

def sound_for(events: list[Event]) -> str:
    """The sound of an action: the most festive thing that happened in it wins (each game's
    UI package says which of its event kinds sound how, see game.ui.draw.looks)."""
    from game.ui.draw import looks
    return looks.sound_for_events(events)


SEAT_REF = re.compile(r"\b[Ss]eat (\d+)\b")
SEATS_REF = re.compile(r"\b[Ss]eats (\d+) and (\d+)\b")
AI_PAUSE = 0.7        # seconds an AI "thinks" at AI speed 1x, so humans can follow
TOAST_SECONDS = 3.0


class TableScene(Scene):
    scene_id = "table"

    def __init__(self, app: App, spec: GameSpec, seats: Sequence[SeatSetup], options: dict, seed: int,
                 state: Any = None, threaded: bool = True, history: History | None = None):
        super().__init__(app)
        self.spec, self.seats, self.options, self.seed = spec, list(seats), dict(options), seed
        self.rules = spec.make_rules(app.content[spec.game_id])
        self.config = spec.config(len(self.seats), self.options)
        self.fresh = state is None        # a new game (its opening deal is to be shown), not a resumed one
        self.state = state if state is not None else self.rules.new_game(self.config, seed)
        # Every action since the deal (undo and replays rebuild from it); None for a game resumed
        # from a save that carried no trustworthy log: its past is unknown.
        self.history: History | None = History(seed, self.config) if state is None else history
        self.bots = {index: spec.bots[seat.bot](self.rules, think=app.settings.hard_think)
                     if seat.bot == "hard" else spec.bots[seat.bot](self.rules)
                     for index, seat in enumerate(self.seats) if not seat.is_human}
        self.humans = [index for index, seat in enumerate(self.seats) if seat.is_human]
        self.bot_rngs = bot_rngs(seed, len(self.seats))   # per seat, as in ``sim --seed``
        self.viewer: int | None = self.humans[0] if len(self.humans) == 1 else None
        self.threaded = threaded
        self._executor: ThreadPoolExecutor | None = None
        self._thinker: Any = None          # hard bots think in a worker process (core/offload)
        self._pending: Future | None = None
        self._ai_wait = 0.0
        self.toast_text, self.toast_colour, self.toast_time = "", theme.BAD, 0.0
        self.log: list[str] = []
        self.finished_shown = False
        self.actions_taken = 0
        self.menu_hover = False
        self.demo = False                 # a kiosk demo: never saved, never counted
        self.watching = False             # a replay: no seat acts here, the viewer plays the log
        self.pad_seats: dict[int, int] = {}   # controller instance id -> the seat it plays (bound pads)
        self.assist = Assist(self)        # the Hint and Undo buttons (tables/common/assist.py)

    # --- hooks for subclasses --------------------------------------------------------------
    def on_events(self, events: list[Event]) -> None:
        """Animate what happened. The base only keeps a log."""

    def animating(self) -> bool:
        return False

    def on_viewer_changed(self) -> None:
        """The hand on show belongs to someone else now (hot-seat)."""

    def standings(self) -> tuple[list[str], list[list]]:
        """Rows for the end-of-game table: best first. Games add their own columns."""
        results = self.rules.results(self.state)
        order = sorted(range(len(self.seats)), key=lambda seat: -results[seat])
        rows = [[self.seats[seat].name, "Winner" if results[seat] == max(results) and results[seat] > 0
                 else ""] for seat in order]
        return ["Player", "Result"], rows

    def winner_title(self) -> str:
        """The headline of the end screen ("Ana wins!"); team games say so (override)."""
        results = self.rules.results(self.state)
        winners = [self.seats[seat].name for seat, share in enumerate(results) if share > 0]
        if len(winners) > 1:
            return "Shared victory: " + " & ".join(winners)
        return f"{winners[0]} wins!" if winners else "Game over"

    def hint_targets(self, action: Any) -> list[pygame.Rect]:
        """Screen rectangles a hint for ``action`` lights besides its hand cards and bar button."""
        return []

    def on_undone(self) -> None:
        """The state was rebuilt to an earlier point (Undo): show it as the view says."""
        self.finished_shown = False
        self.on_viewer_changed()

    def on_game_over(self) -> None:
        from game.ui.tables.common.standings import StandingsScene
        self.app.stack.push(StandingsScene(self.app, self))

    # --- match loop --------------------------------------------------------------------------
    @property
    def current(self) -> int | None:
        return None if self.rules.is_over(self.state) else self.rules.current_player(self.state)

    @property
    def in_front(self) -> bool:
        """Nothing covers the table (in a replay: nothing but its viewer's control strip), so it
        may open its own overlays (round summaries, banners that wait)."""
        top = self.app.stack.top
        return top is self or (self.watching and getattr(top, "table", None) is self)

    def human_to_act(self) -> bool:
        seat = self.current
        return not self.watching and seat is not None and self.seats[seat].is_human and seat == self.viewer

    def legal(self) -> list:
        return self.rules.legal_actions(self.state) if self.human_to_act() else []

    def view(self) -> Any:
        """What the screen may show: the viewer's view, or a spectator's when no one holds it."""
        seat = self.viewer if self.viewer is not None else (self.current if not self.humans else None)
        if seat is None:
            seat = self.humans[0] if self.humans else 0
        return self.rules.view(self.state, seat)

    def play(self, action: Any) -> bool:
        """Apply an action for the seat to act; an illegal one is explained, nothing changes."""
        seat = self.current
        try:
            self.state, events = self.rules.apply(self.state, action)
        except IllegalAction as exc:
            self.toast(str(exc))
            self.app.sound.play("error")
            return False
        if self.history is not None and seat is not None:
            self.history.record(self.rules, seat, action)
            self.assist.recorded(events)
        self.actions_taken += 1
        for event in events:
            if event.text:
                self.log.append(self.named(event.text))
        del self.log[:-60]
        self.app.sound.play(sound_for(events))
        self.on_events(events)
        self.save_progress()
        return True

    def toast(self, text: str, colour: tuple = theme.BAD) -> None:
        self.toast_text, self.toast_colour, self.toast_time = text, colour, TOAST_SECONDS

    def update(self, dt: float) -> None:
        self.toast_time = max(0.0, self.toast_time - dt)
        self.assist.update()
        if self.animating() or self.app.stack.top is not self:
            return
        if self.rules.is_over(self.state):
            if not self.finished_shown:
                self.finished_shown = True
                if not self.demo:
                    self.app.saves.delete(self.spec.game_id)
                    self.count_the_game()
                    self.keep_replay()
                self.app.sound.play("win")
                self.on_game_over()
            return
        seat = self.current
        if seat is None:
            return
        if self.seats[seat].is_human:
            if seat != self.viewer:
                self.hand_over_to(seat)
            return
        self._step_ai(seat, dt)

    def count_the_game(self) -> None:
        """The statistics of the human seats; a file that cannot be written costs only a toast."""
        try:
            self.app.stats.record(self.spec.game_id, [seat.name for seat in self.seats], self.humans,
                                  self.rules.results(self.state), self.rules.sim_stats(self.state),
                                  hints=[self.assist.used.get(seat, 0) for seat in range(len(self.seats))])
        except OSError as exc:
            self.toast(f"Statistics not saved: {exc.strerror or exc}")

    def keep_replay(self) -> None:
        """A finished game joins the replays (the last 50); a file that cannot be written costs a toast."""
        if self.history is None:
            return              # resumed from a save without its log: the start is unknown
        from game.ui.store.replays import Replay, result_of
        winners, scores = result_of(self.rules, self.state, [seat.name for seat in self.seats])
        try:
            self.app.replays.add(Replay(self.spec.game_id, time.time(), tuple(seat.to_json() for seat in self.seats),
                                        self.history, winners, scores))
        except OSError as exc:
            self.toast(f"Replay not kept: {exc.strerror or exc}")

    def hand_over_to(self, seat: int) -> None:
        if len(self.humans) > 1:
            setup = self.seats[seat]

            def ready() -> None:
                self.viewer = seat
                self.on_viewer_changed()
            self.viewer = None
            self.on_viewer_changed()
            self.app.stack.push(PassDeviceScene(self.app, setup.name, setup.rgb, ready))
        else:
            self.viewer = seat
            self.on_viewer_changed()

    def _step_ai(self, seat: int, dt: float) -> None:
        if self._pending is None:
            self._ai_wait = AI_PAUSE / self.app.settings.ai_speed if self.app.settings.ai_speed else 0.0
            legal = self.rules.legal_actions(self.state)
            view = self.rules.view(self.state, seat)
            bot, rng = self.bots[seat], self.bot_rngs[seat]
            if self.threaded and bot.name == "hard" and self._thinker is None:
                from game.core.ai.offload import process_thinker
                hard = {s: b for s, b in self.bots.items() if b.name == "hard"}
                self._thinker = process_thinker(hard) or False     # False: no fork here
            if self.threaded and bot.name == "hard" and self._thinker:
                self._pending = self._thinker.submit(seat, view, legal, rng)
            elif self.threaded:
                if self._executor is None:
                    self._executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="bot")
                self._pending = self._executor.submit(bot.choose, view, legal, rng)
            else:
                done: Future = Future()
                done.set_result(bot.choose(view, legal, rng))
                self._pending = done
            return
        self._ai_wait -= dt
        if self._ai_wait > 0 or not self._pending.done():
            return
        action = self._pending.result()
        self._pending = None
        self.play(action)

    def advance(self, actions: int) -> None:
        """Play ``actions`` moves with the seats' bots at once (shots, benches, demos)."""
        for _ in range(actions):
            if self.rules.is_over(self.state):
                return
            seat = self.current
            bot = self.bots.get(seat) or self.spec.bots["normal"](self.rules)
            action = bot.choose(self.rules.view(self.state, seat), self.rules.legal_actions(self.state),
                                self.app.rng)   # shots and benches keep their staged positions
            self.play(action)

    # --- input, menu, saving -----------------------------------------------------------------
    # Where the round menu button sits; each table keeps this corner free.
    menu_button_rect = pygame.Rect(1852, 12, 56, 56)
    assist_origin, assist_step = (1852, 84), (0, 96)     # the Hint and Undo buttons, under the menu
    hint_banner: tuple[int, int, int] | None = None      # (centre x, centre y, width); None: above the bar

    def handle(self, event: InputEvent) -> None:
        if event.intent in (Intent.MENU, Intent.BACK, Intent.SECONDARY_CLICK):
            self.open_menu()   # Esc / Start / right click
            return
        if event.intent in (Intent.POINT, Intent.CLICK) and self.menu_button_rect.collidepoint(event.pos):
            self.menu_hover = True
            if event.intent is Intent.CLICK:
                self.open_menu()
            return
        if event.intent is Intent.POINT:
            self.menu_hover = False
        if self.assist.handle(event):
            return
        if not self.pad_may_act(event):
            return
        self.handle_table(event)

    def pad_may_act(self, event: InputEvent) -> bool:
        """With pads bound to seats, a pad plays only its own seat's turns (others may still pause)."""
        if event.device != "pad" or not self.pad_seats or self.current is None:
            return True
        seat = self.current
        owner = self.pad_seats.get(event.pad)
        if owner == seat or (owner is None and seat not in self.pad_seats.values()):
            return True
        if event.intent is Intent.CONFIRM:
            self.toast(f"It is {self.seats[seat].name}'s turn", theme.PANEL_EDGE)
        return False

    def handle_table(self, event: InputEvent) -> None:
        """Game-specific input (subclasses)."""

    def open_menu(self) -> None:
        self.app.stack.push(PauseScene(self.app, self.spec.title, self.seed, self.rules_pages(),
                                       self.quit_to_title, self.rules_section_now()))

    def rules_pages(self) -> RulesPages:
        return pages_for(self.app, self.spec.game_id, self.spec.title, self.spec.rules_summary)

    def rules_section_now(self) -> int | None:
        """The rules section about what the player on show may do now (None: not their turn)."""
        legal = self.legal()
        if not legal:
            return None
        return self.rules_pages().section_for({self.rules.action_to_json(action)["type"] for action in legal})

    def open_rules(self) -> None:
        now = self.rules_section_now()
        self.app.stack.push(RulesScene(self.app, self.spec.title, self.rules_pages(), now or 0, now))

    def quit_to_title(self) -> None:
        self.save_progress()
        self.app.stack.clear_to(self.app.home_scene())

    def save_progress(self) -> None:
        if self.demo or self.rules.is_over(self.state):
            return
        data = {"game": self.spec.game_id, "seed": self.seed, "options": self.options,
                "seats": [seat.to_json() for seat in self.seats],
                "state": self.rules.state_to_json(self.state)}
        if self.history is not None:
            data["history"] = self.history.to_json()
        try:
            self.app.saves.write(self.spec.game_id, data)
        except OSError as exc:
            self.toast(f"Could not save: {exc}")

    def exit(self) -> None:
        self.assist.shutdown()
        if self._executor is not None:
            self._executor.shutdown(wait=False, cancel_futures=True)
            self._executor = None
        if self._thinker:
            self._thinker.shutdown()
            self._thinker = None

    # --- drawing helpers shared by tables ----------------------------------------------------
    def draw_menu_button(self, surface: pygame.Surface) -> None:
        """The pause menu for mouse players: a round button with three bars."""
        rect = self.menu_button_rect
        centre, radius = rect.center, rect.width // 2
        pygame.draw.circle(surface, (0, 0, 0), (centre[0] + 2, centre[1] + 4), radius)
        pygame.draw.circle(surface, (62, 82, 102) if self.menu_hover else theme.PANEL, centre, radius)
        pygame.draw.circle(surface, theme.ACCENT if self.menu_hover else theme.PANEL_EDGE, centre, radius, 3)
        for offset in (-10, 0, 10):
            pygame.draw.line(surface, theme.INK, (centre[0] - 13, centre[1] + offset),
                             (centre[0] + 13, centre[1] + offset), 4)
        self.assist.draw(surface)

    def draw_toast(self, surface: pygame.Surface) -> None:
        if self.toast_time <= 0 or not self.toast_text:
            return
        text = self.app.text
        label = text.render(self.toast_text, theme.BODY_SIZE, theme.INK, "bold")
        rect = label.get_rect(center=(960, 120)).inflate(60, 30)
        pygame.draw.rect(surface, self.toast_colour, rect, border_radius=18)
        surface.blit(label, label.get_rect(center=rect.center))

    def named(self, text: str) -> str:
        """Engines write "Seat 2"; players see the names they chose."""
        def name(number: str) -> str:
            return self.seats[int(number)].name if int(number) < len(self.seats) else f"seat {number}"
        text = SEATS_REF.sub(lambda m: f"{name(m.group(1))} and {name(m.group(2))}", text)
        return SEAT_REF.sub(lambda m: name(m.group(1)), text)

    def seat_label(self, seat: int) -> str:
        setup = self.seats[seat]
        return setup.name if setup.is_human else f"{setup.name} (AI)"
