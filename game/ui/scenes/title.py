"""Title screen: the five games as large tiles, plus Settings and Quit."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from game.core.spec import GameSpec
from game.games.registry import all_specs, spec_for
from game.ui.draw import theme
from game.ui.draw.felt import felt_background
from game.ui.overlays.dialogs import ConfirmScene, MessageScene
from game.ui.stage.input import InputEvent, Intent
from game.ui.stage.prompts import device_key, draw_prompts
from game.ui.stage.scene import Scene
from game.ui.stage.widgets import Button, FocusGroup, Widget, focus_ring
from game.ui.store.saves import saved_time_text

if TYPE_CHECKING:
    from game.ui.shell.app import App

TILE_SIZE = (346, 680)


def sample_faces(game_id: str) -> list:
    """The title tile's cards, as the game's UI package registered them."""
    from game.ui.draw import looks
    return looks.look(game_id).samples()


def save_icon(surface: pygame.Surface, centre: tuple[int, int]) -> None:
    """A small floppy disk: the mark of a saved game (with the words beside it, never alone)."""
    body = pygame.Rect(0, 0, 30, 30)
    body.center = centre
    pygame.draw.rect(surface, theme.ACCENT_SOFT, body, border_radius=4)
    pygame.draw.rect(surface, (24, 30, 38), pygame.Rect(body.left + 7, body.top + 3, 16, 9))
    pygame.draw.rect(surface, (24, 30, 38), pygame.Rect(body.left + 5, body.top + 17, 20, 10), border_radius=2)


class GameTile(Widget):
    def __init__(self, rect: pygame.Rect, spec: GameSpec, on_activate):
        super().__init__(rect)
        self.spec = spec
        self.on_activate = on_activate
        self._art: pygame.Surface | None = None
        self.saved = ""        # "Saved today at 14:05" when a game of it is saved

    def activate(self) -> None:
        self.on_activate(self.spec)

    def art(self, app: App) -> pygame.Surface:
        if self._art is None:
            self._art = self._draw_art(app)
        return self._art

    def _draw_art(self, app: App) -> pygame.Surface:
        width, height = self.rect.size
        art = pygame.Surface((width, height), pygame.SRCALPHA)
        base, glow = theme.GAME_ACCENTS[self.spec.game_id]
        pygame.draw.rect(art, (*base, 255), art.get_rect(), border_radius=26)
        shade = pygame.Surface((width, height // 2), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 90))
        art.blit(shade, (0, height // 2))
        pygame.draw.rect(art, glow, art.get_rect(), width=4, border_radius=26)
        card_size = (120, 168)
        for index, face in enumerate(sample_faces(self.spec.game_id)):
            card = app.cards.face(face, card_size)
            turned = pygame.transform.rotozoom(card, (1 - index) * 12, 1.0)
            rect = turned.get_rect(center=(width // 2 + (index - 1) * 78, 150 + abs(index - 1) * 14))
            art.blit(turned, rect)
        text = app.text
        title_size = 48
        while title_size > 36 and text.font(title_size, "condensed").size(self.spec.title)[0] > width - 30:
            title_size -= 2
        text.blit(art, self.spec.title, title_size, theme.INK, (width // 2, 290), "midtop", "condensed")
        players = f"{self.spec.min_players}-{self.spec.max_players} players"
        text.blit(art, players, theme.SMALL_SIZE, glow, (width // 2, 352), "midtop", "bold")
        pitch_box = pygame.Rect(24, 410, width - 48, height - 430)
        pitch_size = theme.SMALL_SIZE
        while pitch_size > 22 and len(text.wrap(self.spec.pitch, pitch_size, pitch_box.width)) * \
                int(pitch_size * text.scale * 1.18) > pitch_box.height - 60:   # room for the saved ribbon
            pitch_size -= 2
        text.blit_wrapped(art, self.spec.pitch, pitch_size, theme.INK, pitch_box, spacing=1.18)
        return art.convert_alpha() if pygame.display.get_surface() else art

    def draw(self, surface: pygame.Surface, text, focused: bool) -> None:
        lift = -18 if focused else 0
        rect = self.rect.move(0, lift)
        pygame.draw.rect(surface, (0, 0, 0), rect.move(8, 14), border_radius=26)
        surface.blit(self._art if self._art is not None else pygame.Surface((1, 1)), rect)
        if self.saved:
            ribbon = pygame.Rect(rect.left + 4, 0, rect.width - 8, 58)
            ribbon.bottom = rect.bottom - 22
            pygame.draw.rect(surface, (24, 30, 38), ribbon)
            pygame.draw.line(surface, theme.ACCENT, ribbon.topleft, ribbon.topright, 3)
            save_icon(surface, (ribbon.left + 34, ribbon.centery))
            size = 32
            while size > 16 and text.font(size, "condensed").size(self.saved)[0] > ribbon.width - 76:
                size -= 2
            text.blit(surface, self.saved, size, theme.ACCENT_SOFT, (ribbon.left + 62, ribbon.centery), "midleft",
                      "condensed")
        if focused:
            focus_ring(surface, rect, 26)


class TitleScene(Scene):
    scene_id = "title"

    def __init__(self, app: App):
        super().__init__(app)
        self.background = felt_background()
        self.group = FocusGroup()
        specs = all_specs()
        gap = 30
        total = len(specs) * TILE_SIZE[0] + (len(specs) - 1) * gap
        left = (theme.CANVAS[0] - total) // 2
        for index, spec in enumerate(specs):
            rect = pygame.Rect(left + index * (TILE_SIZE[0] + gap), 240, *TILE_SIZE)
            tile = GameTile(rect, spec, self.open_game)
            tile.art(app)
            self.group.widgets.append(tile)
        last = ("Watch demos", self.watch_demos) if app.kiosk is not None else ("Quit", self.ask_quit)
        self.latest = self.most_recent_save()
        buttons = [("Statistics", self.open_statistics), ("Replays", self.open_replays), ("Settings", self.open_settings),
                   last]
        if self.latest is not None:
            label = f"Continue {self.latest.title}"
            if app.text.font(theme.BODY_SIZE, "bold").size(label)[0] > 520:
                label = "Continue"            # the tile's ribbon says which game (large text)
            buttons.insert(0, (label, self.continue_latest))
        widths = [540 if label.startswith("Continue") else 290 for label, _ in buttons]
        gap = 40
        x = 960 - (sum(widths) + gap * (len(widths) - 1)) // 2
        for (label, action), width in zip(buttons, widths):
            rect = pygame.Rect(x, 943, width, 84)
            x += width + gap
            button = Button(rect, label=label, on_activate=action)
            self.group.widgets.append(button)
            if label.startswith("Continue"):
                self.continue_button = button
        self.group.focus = 1
        if self.latest is not None:
            self.group.set_focus(self.continue_button)
        self.mark_saves()
        self.clock = 0.0
        self.shown_message = False
        self._still: tuple[tuple, pygame.Surface] | None = None

    def enter(self) -> None:
        if self.app.store.message and not self.shown_message:
            self.shown_message = True
            self.app.stack.push(MessageScene(self.app, "Settings reset", self.app.store.message))
            self.app.store.message = ""
        if self.app.stats.message:
            self.app.stack.push(MessageScene(self.app, "Statistics reset", self.app.stats.message))
            self.app.stats.message = ""

    def open_game(self, spec: GameSpec) -> None:
        if spec.game_id not in self.app.content:
            self.app.stack.push(MessageScene(self.app, f"{spec.title} cannot start",
                                             "Its content files have problems; run check-content."))
            return
        from game.ui.scenes.setup import SetupScene
        self.app.sound.play("confirm")
        self.app.stack.push(SetupScene(self.app, spec))

    def most_recent_save(self) -> GameSpec | None:
        """The game saved last (Continue opens it), among those whose content loaded."""
        saved = [(self.app.saves.saved_at(spec.game_id) or 0.0, index, spec)
                 for index, spec in enumerate(all_specs())
                 if spec.game_id in self.app.content and self.app.saves.exists(spec.game_id)]
        return max(saved)[2] if saved else None

    def mark_saves(self) -> None:
        for widget in self.group.widgets:
            if isinstance(widget, GameTile):
                spec = widget.spec
                saved = self.app.saves.exists(spec.game_id)
                widget.saved = f"Saved {saved_time_text(self.app.saves.saved_at(spec.game_id))}" if saved else ""

    def continue_latest(self) -> None:
        if self.latest is not None:
            self.app.sound.play("confirm")
            from game.ui.scenes.setup import resume_game
            resume_game(self.app, self.latest)

    def resume(self) -> None:
        """Back from a game or a setup screen: saves may have come or gone."""
        if self.most_recent_save() != self.latest or any(
                isinstance(w, GameTile) and bool(w.saved) != self.app.saves.exists(w.spec.game_id)
                for w in self.group.widgets):
            fresh = TitleScene(self.app)
            self.group, self.latest = fresh.group, fresh.latest
            self._still = None

    def watch_demos(self) -> None:
        if self.app.kiosk is not None:
            self.app.kiosk.start_attract()

    def open_statistics(self) -> None:
        from game.ui.scenes.statistics import StatisticsScene
        self.app.sound.play("confirm")
        self.app.stack.push(StatisticsScene(self.app))

    def open_replays(self) -> None:
        from game.ui.scenes.replays import ReplaysScene
        self.app.sound.play("confirm")
        self.app.stack.push(ReplaysScene(self.app))

    def open_settings(self) -> None:
        if self.app.settings_locked:
            self.app.sound.play("error")
            self.app.stack.push(MessageScene(self.app, "Settings are locked",
                                             "This is a demo station: its settings stay as they are."))
            return
        from game.ui.overlays.settings_scene import SettingsScene
        self.app.stack.push(SettingsScene(self.app))

    def ask_quit(self) -> None:
        self.app.stack.push(ConfirmScene(self.app, "Leave Final Table?", "Your settings are saved.",
                                         self.app.quit, yes="Quit", no="Stay"))

    def handle(self, event: InputEvent) -> None:
        if event.intent is Intent.BACK:
            if self.app.kiosk is not None:
                self.watch_demos()
            else:
                self.ask_quit()
        elif event.intent is Intent.MENU:
            self.open_settings()
        elif self.group.handle(event) and event.intent in (Intent.LEFT, Intent.RIGHT, Intent.UP, Intent.DOWN):
            self.app.sound.play("select")

    def update(self, dt: float) -> None:
        self.clock += dt

    def glow(self) -> int:
        """The heading's slow pulse, in steps of 6 so that it changes ~7 times a second, not 60."""
        return int(30 * (1 + math.sin(self.clock * 2))) // 6 * 6

    def _still_key(self) -> tuple:
        return (self.group.focus, tuple(id(getattr(widget, "_art", None)) for widget in self.group.widgets),
                device_key(self.app.input.last_device), id(self.group))

    def live_key(self) -> int:
        """The heading's glow step: the real-time loop redraws when it changes (~7 times a second)."""
        return self.glow()

    def picture_key(self) -> tuple:
        """Everything but the glowing heading (``live_area``), which overlays repaint each frame."""
        return self._still_key()

    def _heading(self) -> list[tuple[pygame.Surface, pygame.Rect]]:
        text, glow = self.app.text, self.glow()
        size = theme.TITLE_SIZE + 20
        shade = text.render("FINAL TABLE", size, (0, 0, 0), "bold")
        lit = text.render("FINAL TABLE", size, (255, 200 + glow // 3, 80), "bold")
        return [(shade, shade.get_rect(midtop=(964, 58))), (lit, lit.get_rect(midtop=(960, 52)))]

    def live_area(self) -> pygame.Rect:
        shade, lit = self._heading()
        return shade[1].union(lit[1])

    def draw_live(self, surface: pygame.Surface) -> None:
        area = self.live_area()
        surface.blit(self._still_picture(), area.topleft, area)
        surface.fblits(self._heading())

    def _still_picture(self) -> pygame.Surface:
        """Felt, subtitle, tiles and hint: one kept picture per focus."""
        key = self._still_key()
        if self._still is None or self._still[0] != key:
            still = self.background.copy()
            text = self.app.text
            text.blit(still, "Five card games for the couch. Pick one to set up the table.", theme.BODY_SIZE,
                      theme.INK_DIM, (960, 176), "midtop")
            self.group.draw(still, text)
            hints = [(Intent.LEFT, "choose"), (Intent.CONFIRM, "open"), (Intent.MENU, "settings")]
            if self.app.kiosk is None:
                hints.append((Intent.FULLSCREEN, "fullscreen"))
            draw_prompts(still, text, hints, self.app.input.last_device, (960, 1050))
            self._still = (key, still)
        return self._still[1]

    def draw(self, surface: pygame.Surface) -> None:
        """The still parts are one kept picture; only the glowing heading is drawn each frame."""
        surface.blit(self._still_picture(), (0, 0))
        surface.fblits(self._heading())

def open_start_scenes(app: App, game_id: str | None = None) -> None:
    """Fill the stack at start: the title, plus ``--game ID``'s setup screen above it."""
    title = TitleScene(app)
    if app.problems:
        from game.ui.overlays.error import ContentErrorScene
        app.stack.push(ContentErrorScene(app, app.problems.lines(),
                                         on_continue=lambda: app.stack.replace(title)))
        return
    app.stack.push(title)
    if game_id:
        title.open_game(spec_for(game_id))
