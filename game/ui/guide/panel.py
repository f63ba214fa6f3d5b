"""The guide's drawings: the prompt panel (words, a rule note, its buttons) and the highlight ring.

:func:`layout` decides where the panel goes (clear of the part it points at) and where its
buttons are, so drawing and clicking agree; :func:`draw` paints it; :func:`ring` circles the
pointed-at part of the table with an arrow from the panel's side.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from game.ui.draw import theme
from game.ui.draw.text import Text
from game.ui.guide.runner import Prompt
from game.ui.stage.widgets import panel

WIDTH = 1060
PAD = 24
SAY_SIZE = 40
NOTE_SIZE = 32
BUTTON_W, BUTTON_H, BUTTON_GAP = 270, 54, 10
# Where the panel may sit (its top-left), in order of preference; the first clear of the
# pointed-at part wins. Tables keep their hands at the bottom, so the panel stays above.
SPOTS = ((430, 16), (430, 300), (430, 470), (16, 16), (844, 16))
CANVAS_H = 1080
RING = theme.ACCENT
RING_EDGE = (20, 24, 30)


NARROW = 900         # a panel narrower than this puts its buttons in a row under the words


@dataclass
class PanelLayout:
    rect: pygame.Rect
    say_lines: list[str]
    note_lines: list[str]
    buttons: dict[str, pygame.Rect] = field(default_factory=dict)
    labels: dict[str, str] = field(default_factory=dict)

    @property
    def words_width(self) -> int:
        width = self.rect.width
        return width - 2 * PAD if width < NARROW else width - 3 * PAD - BUTTON_W


def _words(text: Text, prompt: Prompt, inner: int) -> tuple[list[str], list[str], int]:
    say_lines = text.wrap(prompt.say, SAY_SIZE, inner, "bold")
    note_lines = text.wrap(prompt.note.text, NOTE_SIZE, inner - 32) if prompt.note else []
    words = len(say_lines) * line_h(text, SAY_SIZE) + (14 + note_height(text, note_lines) if prompt.note else 0)
    return say_lines, note_lines, words


def layout(text: Text, prompt: Prompt, target: pygame.Rect | None,
           side_spots: tuple[tuple[int, int, int], ...] = ()) -> PanelLayout:
    """Words on the left, the buttons in a column on the right (Continue on top when reading); a
    narrow panel (a table's ``side_spots``: left, top, width, tried first) has them in a row below."""
    names = (["next"] if prompt.reading else []) + ["restart", "skip"]
    column = len(names) * BUTTON_H + (len(names) - 1) * BUTTON_GAP
    say_lines, note_lines, words = _words(text, prompt, WIDTH - 3 * PAD - BUTTON_W)
    height = 2 * PAD + max(words, column)
    spots = [(x, y, WIDTH) for x, y in SPOTS]
    if prompt.reading:   # words only to read: the hand and the buttons below may be covered
        spots.insert(1, (SPOTS[0][0], CANVAS_H - 16 - height, WIDTH))
    chosen = None
    for x, y, width in [*side_spots, *spots]:
        lines = _words(text, prompt, width - 2 * PAD) if width < NARROW else (say_lines, note_lines, words)
        tall = 2 * PAD + lines[2] + 14 + BUTTON_H if width < NARROW else height
        trial = pygame.Rect(x, y, width, tall)
        if trial.bottom <= CANVAS_H and (target is None or not trial.colliderect(target.inflate(40, 40))):
            chosen = trial, lines
            break
    rect, (say_lines, note_lines, _) = chosen or (pygame.Rect(SPOTS[0], (WIDTH, height)), (say_lines, note_lines, 0))
    labels = {"next": "Finish (Enter)" if prompt.last else "Continue (Enter)", "restart": "Restart",
              "skip": "Skip tutorial (Esc)"}
    if rect.width < NARROW:
        gap = BUTTON_GAP
        each = (rect.width - 2 * PAD - gap * (len(names) - 1)) // len(names)
        buttons = {name: pygame.Rect(rect.left + PAD + index * (each + gap), rect.bottom - PAD - BUTTON_H, each, BUTTON_H)
                   for index, name in enumerate(names)}
        labels.update({"next": "Finish" if prompt.last else "Continue", "skip": "Skip (Esc)"})
    else:
        buttons = {name: pygame.Rect(rect.right - PAD - BUTTON_W, rect.top + PAD + row * (BUTTON_H + BUTTON_GAP),
                                     BUTTON_W, BUTTON_H) for row, name in enumerate(names)}
    return PanelLayout(rect, say_lines, note_lines, buttons, {name: labels[name] for name in names})


def line_h(text: Text, size: int) -> int:
    return int(size * text.scale * 1.25)


def note_height(text: Text, lines: list[str]) -> int:
    return 24 + int(NOTE_SIZE * text.scale * 1.2) * (len(lines) + 1)


def draw(surface: pygame.Surface, text: Text, prompt: Prompt, placed: PanelLayout, hover: str = "") -> None:
    rect = placed.rect
    pygame.draw.rect(surface, (0, 0, 0), rect.move(0, 8), border_radius=24)
    panel(surface, rect, fill=(24, 34, 46), edge=theme.ACCENT, radius=24, alpha=245)
    inner = pygame.Rect(rect.left + PAD, rect.top + PAD, placed.words_width, rect.height - 2 * PAD)
    y = rect.top + PAD
    for line in placed.say_lines:
        text.blit(surface, line, SAY_SIZE, theme.INK, (inner.left, y), "topleft", "bold", box=inner)
        y += line_h(text, SAY_SIZE)
    if prompt.note:
        y += 14
        box = pygame.Rect(inner.left, y, inner.width, note_height(text, placed.note_lines))
        pygame.draw.rect(surface, (52, 44, 20), box, border_radius=16)
        pygame.draw.rect(surface, theme.ACCENT_SOFT, box, width=2, border_radius=16)
        words = box.inflate(-32, -16)
        step = int(NOTE_SIZE * text.scale * 1.2)
        text.blit(surface, prompt.note.title, NOTE_SIZE, theme.ACCENT_SOFT, (words.left, box.top + 10), "topleft",
                  "bold", box=words)
        for row, line in enumerate(placed.note_lines):
            text.blit(surface, line, NOTE_SIZE, theme.INK, (words.left, box.top + 10 + (row + 1) * step), "topleft",
                      box=words)
    for name, button in placed.buttons.items():
        primary = name == "next"
        fill = (40, 110, 70) if primary else (40, 56, 72)
        if name == hover:
            fill = tuple(min(255, c + 30) for c in fill)
        pygame.draw.rect(surface, fill, button, border_radius=14)
        pygame.draw.rect(surface, theme.ACCENT if primary else theme.PANEL_EDGE, button, width=2, border_radius=14)
        text.blit_fitted(surface, placed.labels[name], 30 if primary else 28, theme.INK, button)


def ring(surface: pygame.Surface, target: pygame.Rect, panel_rect: pygame.Rect | None) -> None:
    """A thick ring round ``target`` and an arrow pointing at it from the panel's side."""
    outer = target.inflate(24, 24)
    pygame.draw.rect(surface, RING_EDGE, outer.inflate(8, 8), width=12, border_radius=24)
    pygame.draw.rect(surface, RING, outer, width=8, border_radius=20)
    if panel_rect is None:
        return
    below = panel_rect.centery < outer.centery
    tip_y = outer.top - 6 if below else outer.bottom + 6
    x = max(outer.left + 30, min(outer.right - 30, panel_rect.centerx))
    step = -1 if below else 1
    points = [(x, tip_y), (x - 26, tip_y + step * 40), (x + 26, tip_y + step * 40)]
    pygame.draw.polygon(surface, RING_EDGE, [(px, py + step * 4) for px, py in points])
    pygame.draw.polygon(surface, RING, points)
    pygame.draw.line(surface, RING, (x, tip_y + step * 36), (x, tip_y + step * 56), 10)
