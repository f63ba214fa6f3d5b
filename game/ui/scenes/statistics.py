"""The statistics screen, from the title: one page per game, one row per player name.

Left/Right (or Q/E, LB/RB, or the arrows drawn beside the game's name) turn the pages;
Esc / B goes back. Columns: games, wins, win rate, best and average score (the game's own
kind of score, saying whether low or high is good), the win streak now and the best one.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.games.registry import all_specs
from game.ui.draw import theme
from game.ui.stage.input import InputEvent, Intent
from game.ui.stage.prompts import draw_prompts
from game.ui.stage.scene import Scene
from game.ui.stage.widgets import panel

if TYPE_CHECKING:
    from game.ui.shell.app import App

COLUMNS = (("Player", 140, "midleft"), ("Games", 560, "center"), ("Wins", 700, "center"),
           ("Win rate", 850, "center"), ("Best", 1010, "center"), ("Average", 1170, "center"),
           ("Win streak", 1390, "center"), ("Best streak", 1640, "center"))
ROWS_SHOWN = 10


def number(value: float | None, signed: bool = False) -> str:
    if value is None:
        return "-"
    shown = f"{value:g}" if value == int(value) else f"{value:.1f}"
    return f"+{shown}" if signed and value > 0 else shown


class StatisticsScene(Scene):
    scene_id = "statistics"

    def __init__(self, app: App, game_id: str | None = None):
        super().__init__(app)
        self.specs = [spec for spec in all_specs() if spec.playable]
        ids = [spec.game_id for spec in self.specs]
        self.page = ids.index(game_id) if game_id in ids else 0
        self.box = pygame.Rect(60, 40, 1800, 960)
        self.arrows = (pygame.Rect(0, 0, 90, 90), pygame.Rect(0, 0, 90, 90))
        self.arrows[0].center = (self.box.left + 110, self.box.top + 80)
        self.arrows[1].center = (self.box.right - 110, self.box.top + 80)

    def turn(self, step: int) -> None:
        self.page = (self.page + step) % len(self.specs)
        self.app.sound.play("select")

    def handle(self, event: InputEvent) -> None:
        if event.intent in (Intent.BACK, Intent.MENU, Intent.SECONDARY_CLICK):
            self.app.stack.pop()
        elif event.intent in (Intent.LEFT, Intent.PAGE_PREV, Intent.UP):
            self.turn(-1)
        elif event.intent in (Intent.RIGHT, Intent.PAGE_NEXT, Intent.DOWN, Intent.CONFIRM):
            self.turn(1)
        elif event.intent is Intent.CLICK:
            for step, rect in zip((-1, 1), self.arrows):
                if rect.collidepoint(event.pos):
                    self.turn(step)

    def rows(self) -> list[list[str]]:
        """What the table shows for the page's game, most wins first."""
        spec = self.specs[self.page]
        record = self.app.stats.games.get(spec.game_id)
        if record is None:
            return []
        kind = self.app.stats.kind_of(spec.game_id)
        signed = kind is not None and kind.signed
        players = sorted(record.players.items(), key=lambda item: (-item[1].wins, -item[1].win_rate, item[0]))
        return [[name, str(p.games), str(p.wins), f"{round(p.win_rate * 100)}%", number(p.best_score, signed),
                 number(p.average, signed), str(p.streak), str(p.best_streak)] for name, p in players]

    def score_note(self) -> str:
        kind = self.app.stats.kind_of(self.specs[self.page].game_id)
        if kind is None:
            return "Best and average: the score of a finished game."
        better = "highest" if kind.higher_is_better else "lowest"
        return f"Best and average are {kind.label}: the {better} is the best."

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(theme.FELT_DARK)
        panel(surface, self.box)
        text = self.app.text
        spec = self.specs[self.page]
        _base, glow = theme.GAME_ACCENTS[spec.game_id]
        text.blit(surface, f"Statistics: {spec.title}", theme.HEADING_SIZE, theme.ACCENT,
                  (960, self.box.top + 80), "center", "bold")
        for rect, glyph in zip(self.arrows, ("<", ">")):
            pygame.draw.circle(surface, theme.PANEL_EDGE, rect.center, rect.width // 2, 3)
            text.blit(surface, glyph, theme.HEADING_SIZE, theme.INK, rect.center, "center", "bold")
        text.blit(surface, f"Game {self.page + 1} of {len(self.specs)}", theme.SMALL_SIZE, theme.INK_DIM,
                  (960, self.box.top + 130), "midtop")
        header_y = self.box.top + 220
        for label, x, anchor in COLUMNS:
            text.blit(surface, label, theme.SMALL_SIZE, glow, (x, header_y), anchor, "bold")
        pygame.draw.line(surface, theme.PANEL_EDGE, (self.box.left + 60, header_y + 30),
                         (self.box.right - 60, header_y + 30), 2)
        rows = self.rows()
        if not rows:
            text.blit(surface, f"No finished games of {spec.title} yet.", theme.BODY_SIZE, theme.INK_DIM,
                      (960, header_y + 160), "center")
        for index, row in enumerate(rows[:ROWS_SHOWN]):
            y = header_y + 80 + index * 58
            for (_label, x, anchor), value in zip(COLUMNS, row):
                text.blit(surface, value, theme.BODY_SIZE, theme.INK, (x, y), anchor, "bold" if x == 140 else "regular")
        if len(rows) > ROWS_SHOWN:
            text.blit(surface, f"and {len(rows) - ROWS_SHOWN} more", theme.SMALL_SIZE, theme.INK_DIM,
                      (960, header_y + 80 + ROWS_SHOWN * 58), "center")
        text.blit(surface, self.score_note(), theme.SMALL_SIZE, theme.INK_DIM, (960, self.box.bottom - 110),
                  "center")
        draw_prompts(surface, text, [(Intent.PAGE_PREV, "previous game"), (Intent.PAGE_NEXT, "next game"),
                                     (Intent.BACK, "back")], self.app.input.last_device,
                     (960, self.box.bottom - 50))
