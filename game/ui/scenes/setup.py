"""A game's setup screen: player count, each seat (human/AI, name, colour), game options (each
with its description, from the game's spec)."""

from __future__ import annotations

import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from game.core.spec import GameSpec, OptionSpec
from game.ui.draw import looks, theme
from game.ui.draw.text import Text
from game.ui.overlays.dialogs import ConfirmScene, MessageScene
from game.ui.stage.input import InputEvent, Intent
from game.ui.stage.scene import Scene
from game.ui.stage.seats import SEAT_KINDS, SeatSetup, default_seats, kinds_for
from game.ui.stage.widgets import Button, FocusGroup, Stepper, Widget, focus_ring
from game.ui.store.save_check import clean_name
from game.ui.store.saves import describe_error, saved_time_text

if TYPE_CHECKING:
    from game.ui.shell.app import App

ROW_H, ROW_GAP = 78, 14
TYPED_NAME_MAX = 12
OPTIONS = pygame.Rect(1220, 196, 600, 734)   # the options column, clear of the buttons' focus ring
OPTIONS_BARE = pygame.Rect(1220, 150, 600, 780)   # the same without its "Options" heading
HELP_SIZE, HELP_LINE, HELP_GAP = 22, 24, 9   # HELP_GAP: below a stepper's focus ring
STEPPER_HEIGHTS = (ROW_H, 66, 58, 54, 48)    # the options' steppers, tallest that lets them all fit


@dataclass(frozen=True)
class OptionRow:
    """One option in the column: its name (two lines when one cannot hold it at the text size in
    use), the stepper under it and the lines of its description under that."""
    label_lines: list[str]
    label_bottom: int            # the last name line's bottom, just above the stepper
    label_pitch: int
    stepper: pygame.Rect
    help_lines: list[str]
    help_pitch: int

    @property
    def bottom(self) -> int:
        return self.stepper.bottom + (HELP_GAP + len(self.help_lines) * self.help_pitch if self.help_lines else 0)


@dataclass(frozen=True)
class OptionColumn:
    rect: pygame.Rect            # OPTIONS, or OPTIONS_BARE when the heading had to give way
    heading: bool
    rows: list[OptionRow]


def label_lines(text: Text, label: str, width: int) -> list[str]:
    """An option's name on one line, or split where the two lines come out most even."""
    font = text.font(theme.SMALL_SIZE, "bold")
    if font.size(label)[0] <= width:
        return [label]
    words = label.split()
    splits = [(" ".join(words[:cut]), " ".join(words[cut:])) for cut in range(1, len(words))]
    fitting = [pair for pair in splits if max(font.size(line)[0] for line in pair) <= width]
    if not fitting:
        return text.wrap(label, theme.SMALL_SIZE, width, "bold")
    return list(min(fitting, key=lambda pair: max(font.size(line)[0] for line in pair)))


def option_rows(text: Text, options: Sequence[OptionSpec]) -> OptionColumn:
    """Each option's name, stepper and description, spread down the column. Steppers get shorter
    when many options with long descriptions must share it, and at the TV text size the column's
    heading gives way when even the shortest steppers leave too little room."""
    labels = [label_lines(text, option.label, OPTIONS.width) for option in options]
    helps = [text.wrap(option.help, HELP_SIZE, OPTIONS.width) if option.help else [] for option in options]
    label_pitch = max(40, text.font(theme.SMALL_SIZE, "bold").get_linesize() + 2)
    help_pitch = max(HELP_LINE, text.font(HELP_SIZE).get_linesize() - 2)
    gap = 6
    fits = False
    for column in (OPTIONS, OPTIONS_BARE):
        for height in STEPPER_HEIGHTS:
            need = sum(len(name) * label_pitch + height + (HELP_GAP + len(lines) * help_pitch if lines else 0)
                       for name, lines in zip(labels, helps))
            fits = need + gap * (len(options) - 1) <= column.height
            if fits:
                break
        if fits:
            break
    spare = column.height - need - gap * (len(options) - 1)
    gap += max(0, min(60, spare // max(1, len(options))))
    rows, y = [], column.top
    for name, lines in zip(labels, helps):
        top = y + len(name) * label_pitch
        row = OptionRow(name, top - 2, label_pitch, pygame.Rect(column.left, top, column.width, height), lines,
                        help_pitch)
        rows.append(row)
        y = row.bottom + gap
    return OptionColumn(column, column is OPTIONS, rows)


def option_text(value) -> str:
    """Option values as players read them: 'pro' -> 'PRO', 'shuffled' -> 'Shuffled'."""
    if not isinstance(value, str):
        return str(value)
    return value.upper() if len(value) <= 3 else value.replace("_", " ").capitalize()


def _is_mark(char: str) -> bool:
    """A combining accent typed after a letter (it has no width of its own)."""
    return unicodedata.category(char) in ("Mn", "Me")


class NameField(Widget):
    """LEFT/RIGHT cycles suggested names; CONFIRM (or a click) starts typing a name."""

    def __init__(self, rect: pygame.Rect, seat: SeatSetup, app: App):
        super().__init__(rect)
        self.seat, self.app = seat, app
        self.typing = False

    def adjust(self, step: int) -> bool:
        if self.typing:
            return True
        names = list(theme.SEAT_NAMES)
        index = names.index(self.seat.name) if self.seat.name in names else -1
        self.seat.name = names[(index + step) % len(names)]
        return True

    def activate(self) -> None:
        self.typing = not self.typing
        self.app.input.text_mode = self.typing
        if self.typing:
            pygame.key.start_text_input()
        else:
            pygame.key.stop_text_input()
            self.seat.name = clean_name(self.seat.name, TYPED_NAME_MAX) or "Player"

    def type(self, event: InputEvent) -> None:
        if event.intent is Intent.TEXT:
            # control and zero-width characters are dropped as they are typed (they drew nothing
            # and, alone, crashed the label)
            typed = "".join(ch for ch in event.text if ch == " " or clean_name(ch) or _is_mark(ch))
            self.seat.name = (self.seat.name + typed)[:TYPED_NAME_MAX]
        elif event.intent is Intent.ERASE:
            self.seat.name = self.seat.name[:-1]

    def draw(self, surface: pygame.Surface, text, focused: bool) -> None:
        fill = (60, 76, 96) if self.typing else ((52, 70, 88) if focused else (34, 46, 60))
        pygame.draw.rect(surface, fill, self.rect, border_radius=14)
        shown = self.seat.name + ("_" if self.typing else "") or " "
        text.blit(surface, shown, theme.BODY_SIZE, theme.INK, self.rect.center, "center", "bold")
        if focused:
            focus_ring(surface, self.rect, 14)


class SetupScene(Scene):
    def __init__(self, app: App, spec: GameSpec):
        super().__init__(app)
        self.spec = spec
        self.players = max(spec.min_players, min(spec.max_players, 3))
        self.seats = default_seats(spec.max_players)
        self.words = looks.look(spec.game_id).setup if spec.game_id in looks.looks() else None
        self.options = {**spec.default_options(), **(self.words.defaults if self.words else {})}
        self.group = FocusGroup()
        self.had_save: bool | None = None
        self.build()

    # --- layout ----------------------------------------------------------------------
    def build(self) -> None:
        focus_before = self.group.focus
        self.group = FocusGroup()
        left, top = 120, 270
        counts = list(range(self.spec.min_players, self.spec.max_players + 1))
        self.group.widgets.append(Stepper(pygame.Rect(left, 156, 1040, ROW_H - 6), label="Players",
                                          choices=counts, index=counts.index(self.players),
                                          on_change=self.set_players, wrap=False))
        for seat in range(self.players):
            y = top + seat * (ROW_H + ROW_GAP)
            setup = self.seats[seat]
            kinds = kinds_for(self.spec.bots)
            if setup.kind not in kinds:
                setup.kind = 1                       # an AI this game lacks: AI - Normal
            self.group.widgets.append(Stepper(
                pygame.Rect(left + 70, y, 420, ROW_H), label="", choices=kinds,
                index=kinds.index(setup.kind),
                describe=lambda k: SEAT_KINDS[k][0],
                on_change=lambda k, s=setup: setattr(s, "kind", k)))
            self.group.widgets.append(NameField(pygame.Rect(left + 510, y, 260, ROW_H), setup, self.app))
            colours = list(theme.SEAT_COLOURS)
            self.group.widgets.append(Stepper(
                pygame.Rect(left + 780, y, 260, ROW_H), label="", choices=colours,
                index=colours.index(setup.colour), describe=lambda c: c,
                on_change=lambda c, s=setup: setattr(s, "colour", c)))
        self.option_column = option_rows(self.app.text, self.spec.options)
        for option, row in zip(self.spec.options, self.option_column.rows):
            rect = row.stepper
            choices = list(option.choices) if option.choices else ([False, True] if option.kind is bool else
                                                                   [option.default])
            value = self.options.get(option.name, option.default)
            describe = (lambda v: "On" if v else "Off") if option.kind is bool else option_text
            if self.words is not None:
                describe = (lambda v, name=option.name, plain=describe: self.words.describe(name, v) or plain(v))
            self.group.widgets.append(Stepper(
                rect, label="", choices=choices,
                index=choices.index(value) if value in choices else 0, describe=describe,
                on_change=lambda v, name=option.name: self.options.__setitem__(name, v)))
        from game.ui.guide.table import has_tutorial, open_guide
        if has_tutorial(self.spec):   # the guided first game (issue 14): a short scripted deal
            self.group.widgets.append(Button(pygame.Rect(1440, 25, 400, 90), label="Learn to play",
                                             on_activate=lambda: open_guide(self.app, self.spec),
                                             fill=(70, 60, 120)))
        has_save = self.app.saves.exists(self.spec.game_id)
        buttons = [("Back", self.back), ("Start game", self.ask_start if has_save else self.start)]
        if has_save:
            buttons.insert(1, ("Resume saved game", self.resume_saved))
        width = 420
        total = len(buttons) * width + (len(buttons) - 1) * 40
        for index, (label, action) in enumerate(buttons):
            rect = pygame.Rect(960 - total // 2 + index * (width + 40), 950, width, 90)
            self.group.widgets.append(Button(rect, label=label, on_activate=action,
                                             fill=(40, 110, 70) if label == "Start game" else (40, 56, 72)))
        self.group.focus = min(focus_before, len(self.group.widgets) - 1)
        if has_save != self.had_save or (focus_before == 0 and len(self.group.widgets) > 1):
            # first build, or a save came or went: Resume when there is a save, else Start game
            self.group.focus = len(self.group.widgets) - (2 if has_save else 1)
        self.had_save = has_save

    def set_players(self, count: int) -> None:
        self.players = count
        self.build()
        self.group.focus = 0

    # --- actions -----------------------------------------------------------------------
    def back(self) -> None:
        self.app.input.text_mode = False
        self.app.stack.pop()

    def start(self) -> None:
        seats = [SeatSetup(**vars(seat)) for seat in self.seats[:self.players]]
        if self.app.settings.bind_pads and sum(seat.is_human for seat in seats) > 1:
            from game.ui.scenes.join import JoinScene
            self.app.stack.push(JoinScene(self.app, self.spec.title, seats,
                                          lambda bound: self.start_table(seats, bound)))
            return
        self.start_table(seats, {})

    def start_table(self, seats: list[SeatSetup], pads: dict[int, int]) -> None:
        from game.ui.tables import table_scene_for
        seed = self.app.seed if self.app.seed is not None else self.app.rng.randrange(1, 10**9)
        scene = table_scene_for(self.app, self.spec, seats, dict(self.options), seed)
        scene.pad_seats = dict(pads)
        self.app.sound.play("confirm")
        self.app.stack.push(scene)

    def ask_start(self) -> None:
        """A save exists: starting anew replaces it, so ask first (No is the default)."""
        when = saved_time_text(self.app.saves.saved_at(self.spec.game_id))
        backup = self.app.saves.backup_path(self.spec.game_id)
        resume = next((w for w in self.group.widgets if getattr(w, "label", "") == "Resume saved game"), None)
        if resume is not None:
            self.group.set_focus(resume)    # "Keep it" comes back to Resume
        self.app.stack.push(ConfirmScene(
            self.app, "Start a new game?",
            f"Replace the saved game of {self.spec.title} from {when}? It will be kept as a backup "
            f"({backup.parent.name}/{backup.name} in the settings folder).",
            self.replace_and_start, yes="New game", no="Keep it"))

    def replace_and_start(self) -> None:
        try:
            self.app.saves.back_up(self.spec.game_id)
        except OSError as exc:
            self.app.stack.push(MessageScene(
                self.app, "Nothing was replaced",
                f"The saved game could not be kept as a backup ({exc.strerror or exc}), so no new game "
                "was started. Your saved game is still there."))
            return
        self.start()

    def resume_saved(self) -> None:
        if not resume_game(self.app, self.spec):
            self.build()

    def resume(self) -> None:
        self.build()   # a save may have appeared or gone

    def handle(self, event: InputEvent) -> None:
        focused = self.group.focused
        if isinstance(focused, NameField) and focused.typing:
            if event.intent in (Intent.TEXT, Intent.ERASE):
                focused.type(event)
                return
            if event.intent in (Intent.CONFIRM, Intent.BACK, Intent.UP, Intent.DOWN, Intent.CLICK):
                focused.activate()
                if event.intent is not Intent.CLICK:
                    return
        if event.intent is Intent.BACK:
            self.back()
        else:
            self.group.handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(theme.FELT_DARK)
        base, glow = theme.GAME_ACCENTS[self.spec.game_id]
        pygame.draw.rect(surface, base, pygame.Rect(0, 0, 1920, 140))
        text = self.app.text
        text.blit(surface, f"{self.spec.title} - set up the table", theme.HEADING_SIZE, theme.INK,
                  (120, 70), "midleft", "bold")
        # the seat columns' headings sit on the first row; larger (TV) text grows them downwards,
        # clear of the Players stepper above
        bottom = 262 + max(0, min(6, text.font(theme.SMALL_SIZE).get_linesize() - 38))
        for label, x in (("Who plays", 190), ("Name", 630), ("Colour", 900)):
            text.blit(surface, label, theme.SMALL_SIZE, theme.INK_DIM, (x, bottom), "bottomleft")
        for seat in range(self.players):
            y = 270 + seat * (ROW_H + ROW_GAP)
            pygame.draw.circle(surface, self.seats[seat].rgb, (150, y + ROW_H // 2), 28)
            text.blit(surface, str(seat + 1), theme.SMALL_SIZE, theme.INK_DARK, (150, y + ROW_H // 2), "center",
                      "bold")
        column = self.option_column
        if self.spec.options and column.heading:
            text.blit(surface, "Options", theme.SMALL_SIZE, theme.INK_DIM, (column.rect.left, column.rect.top - 8),
                      "bottomleft")
        for row in column.rows:
            for index, line in enumerate(row.label_lines):
                bottom = row.label_bottom - (len(row.label_lines) - 1 - index) * row.label_pitch
                text.blit(surface, line, theme.SMALL_SIZE, theme.INK, (column.rect.left, bottom), "bottomleft",
                          "bold", box=column.rect)
            for index, line in enumerate(row.help_lines):   # what the option does, in the game's own words
                text.blit(surface, line, HELP_SIZE, theme.INK_DIM,
                          (column.rect.left, row.stepper.bottom + HELP_GAP + index * row.help_pitch), "topleft",
                          box=column.rect)
        if self.words is not None and column.rows:   # the game's note on what is chosen
            note = self.words.note(self.app.content.get(self.spec.game_id), self.options)
            pitch = max(40, text.font(theme.SMALL_SIZE, "condensed").get_linesize() + 2)
            y = column.rows[-1].bottom + 18
            room = max(0, (column.rect.bottom - y) // pitch)
            for index, line in enumerate(text.wrap(note, theme.SMALL_SIZE, column.rect.width, "condensed")[:min(4, room)]):
                text.blit(surface, line, theme.SMALL_SIZE, theme.INK_DIM, (column.rect.left, y + index * pitch),
                          "topleft", "condensed", box=column.rect)
        humans = sum(1 for seat in self.seats[:self.players] if seat.is_human)
        note = ("Hot-seat: a 'pass to' screen hides hands between human turns." if humans > 1 else
                "Solo against the AI." if humans == 1 else "All AI: sit back and watch.")
        text.blit(surface, note, theme.SMALL_SIZE, glow, (960, 900), "midbottom")
        self.group.draw(surface, text)


def resume_game(app: App, spec: GameSpec) -> bool:
    """Open the saved game of ``spec`` (checked whole); False, with a message shown, if it cannot be."""
    from game.ui.tables import table_scene_for
    rules = spec.make_rules(app.content[spec.game_id])
    checked = app.saves.restore(spec, rules)
    scene = None
    if checked is not None:
        try:
            scene = table_scene_for(app, spec, checked.seats, checked.options, checked.seed, checked.state,
                                    checked.history)
        except Exception as exc:  # noqa: BLE001 - a save the table cannot show is kept aside
            app.saves.set_aside_damaged(spec.game_id, describe_error(exc))
    if scene is None:
        app.stack.push(MessageScene(app, "Could not resume", app.saves.message or
                                    "The saved game could not be restored."))
        return False
    app.stack.push(scene)
    if app.saves.message:         # the newest save was set aside and its backup resumed: say so
        app.stack.push(MessageScene(app, "Resumed from the backup", app.saves.message))
    return True
