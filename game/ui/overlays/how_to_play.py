"""The rules reference overlay: a game's rules pages (content/<game>/rules.yaml), by section.

The contents list on the left names every section; the page on the right shows one section at a
time (a long one over several pages). Opened from a table it starts at the section about what
the player may do now, and marks that section "now". Q/E or the shoulder buttons turn pages,
Up/Down or a click on the contents jump between sections, Esc / B closes.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import pygame

from game.core.learn.rules_pages import RulesPages
from game.ui.draw import theme
from game.ui.stage.input import InputEvent, Intent
from game.ui.stage.scene import Scene
from game.ui.stage.widgets import Button, FocusGroup, panel

if TYPE_CHECKING:
    from game.ui.shell.app import App

BOX = pygame.Rect(160, 90, 1600, 900)
CONTENTS = pygame.Rect(BOX.left + 50, BOX.top + 140, 480, 600)
PAGE = pygame.Rect(BOX.left + 590, BOX.top + 140, BOX.width - 650, 570)
ROW_H = 70
LINE = int(theme.BODY_SIZE * 1.25)


def pages_for(app: App, game_id: str, title: str, summary: Sequence[str]) -> RulesPages:
    """The game's rules pages, or its short summary when its rules file could not be read."""
    pages = getattr(app, "rules_pages", {}).get(game_id)
    return pages if pages is not None else RulesPages.from_summary(title, summary)


class RulesScene(Scene):
    """How to play one game, a section at a time (our own words)."""

    opaque = False
    still = True
    veil = 180

    def __init__(self, app: App, title: str, rules: RulesPages | Sequence[str], section: int = 0,
                 now: int | None = None):
        super().__init__(app)
        self.title = title
        self.rules = rules if isinstance(rules, RulesPages) else RulesPages.from_summary(title, rules)
        self.now = now                      # the section about the player's turn right now
        self._contents_fonts: dict[tuple, tuple[int, str]] = {}
        self.pages = self._paginate()       # (section, lines) per page
        self.page = self.first_page(section)
        close = pygame.Rect(0, 0, 300, 80)
        close.midbottom = (960, BOX.bottom - 30)
        prev_rect = pygame.Rect(0, 0, 260, 80)
        prev_rect.bottomleft = (BOX.left + 40, BOX.bottom - 30)
        next_rect = pygame.Rect(0, 0, 260, 80)
        next_rect.bottomright = (BOX.right - 40, BOX.bottom - 30)
        self.buttons = FocusGroup([
            Button(prev_rect, label="< Prev", on_activate=lambda: self.turn(-1)),
            Button(close, label="Close", on_activate=self.close),
            Button(next_rect, label="Next >", on_activate=lambda: self.turn(1)),
        ], focus=1)

    @property
    def titled(self) -> bool:
        return any(section.title for section in self.rules.sections)

    def _paginate(self) -> list[tuple[int, list[str]]]:
        width = PAGE.width if self.titled else BOX.width - 140
        room = PAGE.height - (LINE + 24 if self.titled else 0)
        pages: list[tuple[int, list[str]]] = []
        for index, section in enumerate(self.rules.sections):
            page: list[str] = []
            for paragraph in section.paragraphs:
                lines = self.app.text.wrap(paragraph, theme.BODY_SIZE, width) + [""]
                if page and (len(page) + len(lines) - 1) * LINE > room:
                    pages.append((index, page))
                    page = []
                page.extend(lines)
            pages.append((index, page))
        return pages

    def first_page(self, section: int) -> int:
        for number, (index, _) in enumerate(self.pages):
            if index == section:
                return number
        return 0

    @property
    def section(self) -> int:
        return self.pages[self.page][0]

    def turn(self, step: int) -> None:
        self.page = max(0, min(len(self.pages) - 1, self.page + step))

    def jump(self, step: int) -> None:
        """To the first page of the previous or next section."""
        target = max(0, min(len(self.rules.sections) - 1, self.section + step))
        self.page = self.first_page(target)

    def close(self) -> None:
        self.app.stack.pop()

    def contents_rect(self, index: int) -> pygame.Rect:
        return pygame.Rect(CONTENTS.left, CONTENTS.top + index * ROW_H, CONTENTS.width, ROW_H - 8)

    def handle(self, event: InputEvent) -> None:
        if event.intent in (Intent.BACK, Intent.MENU, Intent.RULES):
            self.close()
        elif event.intent is Intent.PAGE_PREV:
            self.turn(-1)
        elif event.intent is Intent.PAGE_NEXT:
            self.turn(1)
        elif event.intent in (Intent.UP, Intent.DOWN) and self.titled:
            self.jump(-1 if event.intent is Intent.UP else 1)
        elif event.intent is Intent.CLICK and self.titled and CONTENTS.collidepoint(event.pos):
            for index in range(len(self.rules.sections)):
                if self.contents_rect(index).collidepoint(event.pos):
                    self.page = self.first_page(index)
        else:
            self.buttons.handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        panel(surface, BOX)
        text = self.app.text
        text.blit(surface, f"How to play {self.title}", theme.HEADING_SIZE, theme.ACCENT,
                  (960, BOX.top + 40), "midtop", "bold")
        index, lines = self.pages[self.page]
        if self.titled:
            self._draw_contents(surface)
            section = self.rules.sections[index]
            text.blit(surface, section.title, theme.BODY_SIZE, theme.ACCENT, PAGE.topleft, "topleft", "bold",
                      box=PAGE)
            y, left = PAGE.top + LINE + 24, PAGE.left
        else:
            y, left = BOX.top + 140, BOX.left + 70
        for line in lines:
            if line:
                text.blit(surface, line, theme.BODY_SIZE, theme.INK, (left, y))
            y += LINE
        text.blit(surface, f"Page {self.page + 1} of {len(self.pages)}", theme.SMALL_SIZE, theme.INK_DIM,
                  (960, BOX.bottom - 130), "midbottom")
        self.buttons.draw(surface, text)

    def contents_font(self, width: int) -> tuple[int, str]:
        """One size for every title in the contents (the one the longest title needs in ``width``),
        so the list reads as one list; the current title is bold, condensed if it must be."""
        key = (width, self.app.text.scale)
        if key not in self._contents_fonts:
            self._contents_fonts[key] = min(self.app.text.fit(section.title, theme.SMALL_SIZE, width, "regular")
                                            for section in self.rules.sections)
        return self._contents_fonts[key]

    def _draw_contents(self, surface: pygame.Surface) -> None:
        text = self.app.text
        pygame.draw.line(surface, theme.PANEL_EDGE, (CONTENTS.right + 24, CONTENTS.top),
                         (CONTENTS.right + 24, CONTENTS.top + PAGE.height), 2)
        for index, section in enumerate(self.rules.sections):
            rect = self.contents_rect(index)
            current = index == self.section
            if current:
                pygame.draw.rect(surface, theme.PANEL_EDGE, rect, border_radius=12)
                pygame.draw.rect(surface, theme.ACCENT, (rect.left, rect.top + 8, 8, rect.height - 16),
                                 border_radius=4)
            room = rect.inflate(-40, 0)
            if index == self.now:
                tag = text.render("now", theme.SMALL_SIZE, theme.INK_DARK, "bold")
                badge = tag.get_rect(midright=(rect.right - 12, rect.centery)).inflate(20, 6)
                pygame.draw.rect(surface, theme.ACCENT, badge, border_radius=14)
                surface.blit(tag, tag.get_rect(center=badge.center))
                room.width -= badge.width + 12
            px, style = self.contents_font(room.width if index == self.now else rect.width - 40)
            if current:
                px, style = self.app.text.fit(section.title, px, room.width, "bold")
            text.blit(surface, section.title, px, theme.INK if current else theme.INK_DIM,
                      (room.left, room.centery), "midleft", style, box=room)
