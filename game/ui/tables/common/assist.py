"""Hint and Undo: two round buttons by the menu button of every table, owned by the table base.

**Hint** (H, or the right stick pressed on a pad) asks the game's strongest bot, in a worker
process like a hard AI seat (``game/core/explain.best_move``), for the move it would make from
the player's view, then rings that move's cards in the hand and its button in the bar, with
one sentence saying why in a banner above the bar. Hints can be turned off in Settings; each
one shown is counted for the statistics (``used``, per seat).

**Undo** (U, or the left stick pressed) exists only when every other seat is an AI and the
game's log is known: it takes the player's latest move back (and the AI moves after it) by
replaying the log from the seed (``History.state_at``), unless something since revealed a
hidden card (``game/core/undo``); then the button is grey and says why.

The table gives the assist its corner (``assist_origin``, ``assist_step``) and may light more
of a move with ``hint_targets(action)``: a list of screen rectangles.
"""

from __future__ import annotations

import multiprocessing
import random
from collections.abc import Sequence
from concurrent.futures import Future, ProcessPoolExecutor, ThreadPoolExecutor
from typing import Any

import pygame

from game.core.learn import undo
from game.core.learn.explain import Hint, best_move, hint_bot
from game.ui.draw import theme
from game.ui.stage.input import InputEvent, Intent
from game.ui.stage.prompts import draw_glyph

BUTTON = 56
HINT_GOLD = (255, 208, 80)
THINKING = "Looking for your best move..."
BANNER_WIDTH = 1160       # the hint banner stays clear of the name plates beside the bar
_WORKER: dict[str, Any] = {}        # the worker process's bot, inherited at the fork


def _think(view: Any, legal: Sequence[Any], rng: random.Random) -> Hint:
    return best_move(_WORKER["game"], _WORKER["bot"], _WORKER["rules"], view, legal, rng)


class Assist:
    """The hint and undo controller of one table (``table.assist``)."""

    def __init__(self, table: Any):
        self.table = table
        self.hint: Hint | None = None
        self._hint_at: tuple | None = None      # the position the hint (or its request) belongs to
        self._pending: Future | None = None
        self._pool: Any = None
        self.bot: Any = None                    # the hint bot, made on first use (tests and shots may bound it)
        self.used: dict[int, int] = {}          # hints shown, per seat
        self.reveals: list[undo.Reveal | None] = []   # one per logged action
        self.hover = ""                         # "hint" or "undo" under the mouse

    # --- what is offered -------------------------------------------------------------------
    @property
    def hints_on(self) -> bool:
        table = self.table
        return bool(getattr(table.app.settings, "hints", True)) and not table.demo and bool(table.humans)

    @property
    def undo_offered(self) -> bool:
        """Undo exists against the AI only: one human seat, and the game's log is known."""
        table = self.table
        return table.history is not None and len(table.humans) == 1 and not table.demo

    def buttons(self) -> dict[str, pygame.Rect]:
        shown = [name for name, on in (("hint", self.hints_on), ("undo", self.undo_offered)) if on]
        (x, y), (dx, dy) = self.table.assist_origin, self.table.assist_step
        return {name: pygame.Rect(x + dx * index, y + dy * index, BUTTON, BUTTON) for index, name in enumerate(shown)}

    def position(self) -> tuple:
        return (self.table.actions_taken, self.table.viewer, id(self.table.state))

    def can_hint(self) -> bool:
        return self.hints_on and self.table.human_to_act() and not self.table.animating()

    # --- the log -----------------------------------------------------------------------------
    def recorded(self, events: Sequence[Any]) -> None:
        """The table logged an action; remember what it revealed."""
        if self.table.history is not None and len(self.reveals) == len(self.table.history) - 1:
            self.reveals.append(undo.reveal_of(events))

    def _reveals(self) -> list[undo.Reveal | None]:
        history = self.table.history
        if len(self.reveals) != len(history):       # a resumed game: read its past once
            self.reveals = undo.reveals_in(history, self.table.rules)
        return self.reveals

    def undo_point(self) -> undo.UndoPoint:
        table = self.table
        if not self.undo_offered:
            return undo.UndoPoint(None, "Undo is only for games against the computer")
        if not table.human_to_act() or table.animating():
            return undo.UndoPoint(None, "Undo waits for your turn")
        seats = [entry.seat for entry in table.history.entries]
        return undo.undo_point(seats, self._reveals(), table.current, table.seat_label)

    def take_back(self) -> bool:
        """Undo now if allowed; otherwise the reason is toasted. True when a move was taken back."""
        point = self.undo_point()
        if point.count is None:
            self.table.toast(point.reason, theme.PANEL_EDGE)
            return False
        table = self.table
        table.state = table.history.state_at(table.rules, point.count)
        del table.history.entries[point.count:]
        del self.reveals[point.count:]
        table.actions_taken += 1
        table.log.append(f"{table.seats[table.current].name} takes back a move")
        self.clear()
        table.on_undone()
        table.save_progress()
        table.app.sound.play("select")
        return True

    # --- hints -------------------------------------------------------------------------------
    def ask(self) -> None:
        """Show the hint for this position (asked for once; shown when the bot has answered)."""
        if not self.hints_on:
            return
        if not self.can_hint():
            self.table.toast("Hints are for your turn", theme.PANEL_EDGE)
            return
        if self._hint_at == self.position():
            return                              # already shown, or on its way
        table = self.table
        seat = table.current
        view, legal = table.rules.view(table.state, seat), table.rules.legal_actions(table.state)
        rng = random.Random(table.seed * 7919 + len(table.history or ()) * 31 + seat)
        self.hint, self._hint_at = None, self.position()
        self.used[seat] = self.used.get(seat, 0) + 1
        self._pending = self._submit(view, legal, rng)

    def _submit(self, view: Any, legal: Sequence[Any], rng: random.Random) -> Future:
        table = self.table
        if self.bot is None:
            self.bot = hint_bot(table.spec, table.rules)
        game_id = table.spec.game_id
        if not table.threaded:
            done: Future = Future()
            done.set_result(best_move(game_id, self.bot, table.rules, view, legal, rng))
            return done
        if self._pool is None:
            _WORKER.update(game=game_id, bot=self.bot, rules=table.rules)
            try:
                if "fork" not in multiprocessing.get_all_start_methods():
                    raise OSError("no fork")
                self._pool = ProcessPoolExecutor(max_workers=1, mp_context=multiprocessing.get_context("fork"))
                self._pool.submit(int, 0).result()          # fork now, while _WORKER holds this game
            except OSError:
                self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="hint")
        return self._pool.submit(_think, view, list(legal), rng)

    def update(self) -> None:
        if self._hint_at is not None and self._hint_at != self.position():
            self.clear()                        # a move was made: the hint is stale
        if self._pending is not None and self._pending.done():
            pending, self._pending = self._pending, None
            try:
                self.hint = pending.result()
            except Exception as exc:  # noqa: BLE001 - a hint that fails costs only a toast
                self.table.toast(f"No hint this time ({exc})", theme.PANEL_EDGE)
                self._hint_at = None

    def clear(self) -> None:
        self.hint, self._hint_at, self._pending = None, None, None

    def shutdown(self) -> None:
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)
            self._pool = None

    # --- input -------------------------------------------------------------------------------
    def handle(self, event: InputEvent) -> bool:
        """Hint and Undo keys and the two buttons; True when the event was theirs."""
        if event.intent is Intent.HINT and self.hints_on:
            self.ask()
            return True
        if event.intent is Intent.UNDO and self.undo_offered:
            self.take_back()
            return True
        if event.intent in (Intent.POINT, Intent.CLICK) and event.pos is not None:
            hit = next((name for name, rect in self.buttons().items() if rect.collidepoint(event.pos)), "")
            self.hover = hit
            if hit and event.intent is Intent.CLICK:
                if hit == "hint":
                    self.ask()
                else:
                    self.take_back()
            return bool(hit)
        return False

    # --- drawing -----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        buttons = self.buttons()
        if not buttons:
            return
        device = self.table.app.input.last_device
        point = self.undo_point() if "undo" in buttons else None
        for name, rect in buttons.items():
            lit = self.can_hint() if name == "hint" else point is not None and point.count is not None
            self._button(surface, name, rect, lit)
            if lit:             # its key (or pad button) beside it
                draw_glyph(surface, self.table.app.text, Intent.HINT if name == "hint" else Intent.UNDO,
                           device, self._cap_at(rect), size=20)
        if self.hover:
            rect = buttons.get(self.hover)
            if rect is not None:
                tip = ("Hint" if self.hover == "hint" else "Undo") if self.hover == "hint" or \
                    (point is not None and point.count is not None) else point.reason if point else ""
                self._tip(surface, rect, tip, Intent.HINT if self.hover == "hint" else Intent.UNDO, device)
        if self.hint is not None and self.table.human_to_act():
            self._hint(surface, self.hint)
        elif self._pending is not None:
            self._banner(surface, THINKING)

    def _cap_at(self, rect: pygame.Rect) -> tuple[int, int]:
        """Where a button's key cap goes: below it (above it at the bottom of the screen)."""
        return rect.centerx - 18, rect.bottom + 16 if rect.bottom < 900 else rect.top - 16

    def _button(self, surface: pygame.Surface, name: str, rect: pygame.Rect, lit: bool) -> None:
        centre, radius = rect.center, rect.width // 2
        hover = self.hover == name
        pygame.draw.circle(surface, (0, 0, 0), (centre[0] + 2, centre[1] + 4), radius)
        pygame.draw.circle(surface, (62, 82, 102) if hover else theme.PANEL, centre, radius)
        edge = (HINT_GOLD if name == "hint" else theme.ACCENT_SOFT) if lit else theme.PANEL_EDGE
        pygame.draw.circle(surface, edge, centre, radius, 3)
        ink = theme.INK if lit else (110, 120, 128)
        if name == "hint":
            self.table.app.text.blit(surface, "?", 40, HINT_GOLD if lit else ink, centre, "center", "bold")
            return
        arc = pygame.Rect(0, 0, 30, 28)
        arc.center = (centre[0] + 2, centre[1] + 2)
        pygame.draw.arc(surface, ink, arc, -1.6, 2.6, 5)          # a curved arrow turning back
        tip = (arc.left + 2, arc.centery - 8)
        pygame.draw.polygon(surface, ink, [(tip[0] - 10, tip[1] - 2), (tip[0] + 8, tip[1] - 6), (tip[0] + 1, tip[1] + 10)])

    def _tip(self, surface: pygame.Surface, rect: pygame.Rect, words: str, intent: Intent, device: str) -> None:
        text = self.table.app.text
        label = text.render(words, theme.SMALL_SIZE, theme.INK, "bold")
        box = pygame.Rect(0, 0, label.get_width() + 96, BUTTON)
        box.midright = (rect.left - 12, rect.centery) if rect.left > 960 else (rect.right + 12 + box.width, rect.centery)
        box.clamp_ip(surface.get_rect())
        pygame.draw.rect(surface, theme.PANEL, box, border_radius=14)
        pygame.draw.rect(surface, theme.PANEL_EDGE, box, 2, border_radius=14)
        width = draw_glyph(surface, text, intent, device, (box.left + 14, box.centery))
        surface.blit(label, label.get_rect(midleft=(box.left + 28 + width, box.centery)))

    def marks(self, action: Any) -> tuple[list[pygame.Rect], list[pygame.Rect]]:
        """The screen parts of a move: its cards in the hand (the part of each that shows), and its
        bar button and the table's own targets (``hint_targets``)."""
        table = self.table
        wanted: list[Any] = []
        for name in ("cards", "card", "disc", "groups", "colour"):
            value = getattr(action, name, None)
            if value is None:
                continue
            for item in value if isinstance(value, tuple) else (value,):
                wanted.extend(item if isinstance(item, tuple) else (item,))
        hand = getattr(table, "hand", None)
        sprites = list(hand.sprites) if hand is not None else []
        cards, taken = [], set()
        for card in wanted:
            for index, sprite in enumerate(sprites):
                tag = sprite.tag
                if index not in taken and (tag == card or (isinstance(tag, tuple) and tag[:1] == (card,))):
                    taken.add(index)
                    shown = sprite.rect.copy()
                    if index + 1 < len(sprites):         # the next card covers the rest
                        shown.width = max(24, min(shown.width, sprites[index + 1].rect.left - shown.left))
                    cards.append(shown)
                    break
        bar = getattr(table, "bar", None)
        others = [button.rect for button in bar.buttons if button.offer.action == action] if bar else []
        return cards, others + list(table.hint_targets(action))

    def _hint(self, surface: pygame.Surface, hint: Hint) -> None:
        cards, others = self.marks(hint.action)
        for rect in cards:      # a gold tab over each card of the move
            tab = pygame.Rect(rect.left + 6, rect.top - 22, max(12, rect.width - 12), 12)
            pygame.draw.rect(surface, (0, 0, 0), tab.move(0, 3), border_radius=6)
            pygame.draw.rect(surface, HINT_GOLD, tab, border_radius=6)
        for rect in others:
            pygame.draw.rect(surface, HINT_GOLD, rect.inflate(18, 18), width=6, border_radius=18)
        self._banner(surface, hint.sentence)

    def _banner(self, surface: pygame.Surface, words: str) -> None:
        """The hint's sentence in a gold banner above the bar (or where the table says)."""
        text = self.table.app.text
        bar = getattr(self.table, "bar", None)
        tops = [button.rect.top for button in bar.buttons] if bar is not None else []
        centre_x, centre_y, width = self.table.hint_banner or (960, None, BANNER_WIDTH)
        room = width - 48
        size, style = text.fit(words, theme.SMALL_SIZE, room, "bold", smallest=26)
        lines = [words] if text.font(size, style).size(words)[0] <= room else text.wrap(words, 28, room, "bold")
        if len(lines) > 1:
            size, style = 28, "bold"
        step = round(size * text.scale * 1.2)
        box = pygame.Rect(0, 0, width, step * len(lines) + 18)
        if centre_y is None:
            box.midbottom = (centre_x, (min(tops) - 8) if tops else 700)
        else:
            box.center = (centre_x, centre_y)
        pygame.draw.rect(surface, (0, 0, 0), box.move(0, 4), border_radius=16)
        pygame.draw.rect(surface, HINT_GOLD, box, border_radius=16)
        for row, line in enumerate(lines):
            text.blit(surface, line, size, theme.INK_DARK, (centre_x, box.top + 9 + step * row + step // 2), "center",
                      style, box=box)
