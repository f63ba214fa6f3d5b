"""The guided first game on the game's real table: opening it, and the guide riding on the table.

:func:`open_guide` reads the game's tutorial (problems go to a message, nothing starts) and
pushes :func:`guided_table`: the game's own table class with :class:`GuidedTable` in front
of it, so every animation, button and view is the real one. The guide only decides what
happens *between* them: a human move other than the one the step asks for is refused with
a kind word, AI seats make the script's moves, and steps that only need reading hold the
table until Continue. Escape (or "Skip tutorial") goes back to the setup screen; "Restart"
deals the guided game again. A guided game is never saved and never counted.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import TYPE_CHECKING, Any

import pygame

from game.core.engine import Bot
from game.core.learn.tutorial import Tutorial, load_tutorial
from game.core.loading.content import Problems
from game.ui.draw import theme
from game.ui.guide import panel
from game.ui.guide.runner import GuideRunner, Prompt
from game.ui.stage.input import InputEvent, Intent
from game.ui.stage.seats import SeatSetup
from game.ui.tables.base import TableScene

if TYPE_CHECKING:
    from game.core.spec import GameSpec
    from game.ui.shell.app import App

GUIDE_INK = (70, 96, 150)          # a refusal from the guide is advice, not an error


class ScriptBot(Bot):
    """An AI seat that makes the one move the script gives it."""

    name = "script"

    def __init__(self, action: Any):
        self.action = action

    def choose(self, view: Any, legal: list, rng: Any) -> Any:
        return self.action


class GuidedTable(TableScene):
    """Put in front of a game's table class (see :func:`guided_class`); ``guide`` is set after
    the table is built, so every hook here works without it too."""

    guide: GuideRunner | None = None
    tutorial: Tutorial | None = None
    guide_hover = ""

    # --- the script decides who moves --------------------------------------------------------
    def play(self, action: Any) -> bool:
        guide = self.guide
        if guide is not None and self.current == guide.human:
            reason = guide.refusal(action)
            if reason is not None:
                self.toast(reason, GUIDE_INK)
                self.app.sound.play("error")
                return False
        done = super().play(action)
        if done and guide is not None:
            guide.played(action)
        return done

    def _step_ai(self, seat: int, dt: float) -> None:
        guide = self.guide
        if guide is None:
            return super()._step_ai(seat, dt)
        action = guide.ai_move(seat, self.state)
        if action is None and self._pending is None:
            return None                              # words are up, or not this seat's step
        if action is not None and self._pending is None:
            self.bots[seat] = ScriptBot(action)
        return super()._step_ai(seat, dt)

    def idle(self, on_top: bool) -> None:
        """Tables that open a dialog of their own when idle (a phase choice) wait while words are up."""
        if self.guide is not None and self.guide.reading():
            return
        super().idle(on_top)  # type: ignore[misc]   # only rummy tables have it, and only they call it

    def on_game_over(self) -> None:
        """No standings: the script's last words say how it ended."""

    # --- input -------------------------------------------------------------------------------
    def shown_prompt(self) -> Prompt | None:
        if self.guide is None or self.animating() or self.app.stack.top is not self:
            return None
        return self.guide.prompt()

    def placed(self) -> tuple[Prompt, panel.PanelLayout] | None:
        prompt = self.shown_prompt()
        if prompt is None:
            return None
        spots = getattr(self, "guide_spots", ())   # a table whose centre is its main view keeps it clear
        return prompt, panel.layout(self.app.text, prompt, self.guide_target(prompt), spots)

    def guide_target(self, prompt: Prompt) -> pygame.Rect | None:
        """Where the step points: each game's table answers its own names (``target_rect``)."""
        find = getattr(self, "target_rect", None)
        return find(prompt.point) if prompt.point and find is not None else None

    def handle(self, event: InputEvent) -> None:
        guide = self.guide
        if guide is None:
            return super().handle(event)
        if event.intent is Intent.BACK and getattr(self, "zone", "") != "targets":   # targets: Esc steps back
            return self.skip_guide()
        shown = self.placed()
        if shown is not None and event.intent in (Intent.POINT, Intent.CLICK):
            _prompt, placed = shown
            under = next((name for name, rect in placed.buttons.items() if rect.collidepoint(event.pos)), "")
            self.guide_hover = under
            if under:
                if event.intent is Intent.CLICK:
                    self.guide_button(under)
                return None
        if guide.reading():
            if event.intent is Intent.CONFIRM and shown is not None:
                self.guide_button("next")
            elif event.intent is Intent.MENU:
                super().handle(event)
            return None
        return super().handle(event)

    def guide_button(self, name: str) -> None:
        if name == "skip":
            self.skip_guide()
        elif name == "restart":
            self.restart_guide()
        elif name == "next" and self.guide is not None:
            self.app.sound.play("confirm")
            self.guide.next()
            if self.guide.finished:
                self.skip_guide()

    def skip_guide(self) -> None:
        """Back to the setup screen the guide was opened from."""
        if self.app.stack.top is self:
            self.app.stack.pop()

    def restart_guide(self) -> None:
        if self.tutorial is None:
            return
        self.app.stack.replace(guided_table(self.app, self.spec, self.tutorial))

    # --- drawing -----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        shown = self.placed()
        if shown is None:
            return
        prompt, placed = shown
        target = self.guide_target(prompt)
        if target is not None:
            panel.ring(surface, target, placed.rect)
        panel.draw(surface, self.app.text, prompt, placed, self.guide_hover)
        if self.toast_time > 0 and self.toast_text:    # refusals show beside the words they refer to
            label = self.app.text.render(self.toast_text, theme.BODY_SIZE, theme.INK, "bold")
            box = label.get_rect(midtop=(placed.rect.centerx, placed.rect.bottom + 18)).inflate(50, 24)
            pygame.draw.rect(surface, self.toast_colour, box, border_radius=16)
            surface.blit(label, label.get_rect(center=box.center))

    def picture_key(self) -> Hashable | None:
        key = super().picture_key()
        if key is None or self.guide is None:
            return key
        return (key, self.guide.index, self.guide.after_move, self.guide_hover)


_CLASSES: dict[type, type] = {}


def guided_class(table_class: type[TableScene]) -> type[TableScene]:
    """The game's table class with the guide in front (made once per class)."""
    if table_class not in _CLASSES:
        _CLASSES[table_class] = type(f"Guided{table_class.__name__}", (GuidedTable, table_class),
                                     {"scene_id": f"guide_{table_class.scene_id}"})
    return _CLASSES[table_class]


def guided_table(app: App, spec: GameSpec, tutorial: Tutorial) -> TableScene:
    from game.ui.tables import table_classes
    from game.ui.tables.plain import PlainTableScene
    cls = guided_class(table_classes().get(spec.game_id, PlainTableScene))
    rules = spec.make_rules(app.content[spec.game_id])
    colours = list(theme.SEAT_COLOURS)
    seats = [SeatSetup(kind=0 if seat.human else 1, name=seat.name, colour=colours[index % len(colours)])
             for index, seat in enumerate(tutorial.seats)]
    scene = cls(app, spec, seats, dict(tutorial.options), tutorial.seed, state=tutorial.build_state(rules))
    scene.demo = True                     # never saved, never counted
    scene.tutorial = tutorial
    scene.guide = GuideRunner(tutorial, scene.rules)
    return scene


def read_tutorial(app: App, spec: GameSpec) -> tuple[Tutorial | None, Problems]:
    from game.games.tutorials import tutorial_hooks
    from game.paths import CONTENT_DIR
    problems = Problems()
    hook = tutorial_hooks().get(spec.game_id)
    if hook is None or spec.game_id not in app.content:
        return None, problems
    root = getattr(app.saves, "content_dir", CONTENT_DIR)
    return load_tutorial(root, spec, app.content[spec.game_id], hook, problems), problems


def has_tutorial(spec: GameSpec) -> bool:
    from game.games.tutorials import tutorial_hooks
    return spec.game_id in tutorial_hooks()


def open_guide(app: App, spec: GameSpec) -> bool:
    """Start the guided game of ``spec``; if its file has problems, say which (nothing starts)."""
    from game.ui.overlays.dialogs import MessageScene
    tutorial, problems = read_tutorial(app, spec)
    if tutorial is None:
        lines = problems.lines()[:4] or ["There is no guided game for this game yet."]
        app.stack.push(MessageScene(app, "Cannot start the guided game", "\n".join(lines)))
        return False
    app.sound.play("confirm")
    app.stack.push(guided_table(app, spec, tutorial))
    return True
