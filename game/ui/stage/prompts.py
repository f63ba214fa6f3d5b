"""Button prompts that follow the last input device: key caps, or a pad's coloured face buttons.

After keyboard or mouse input a prompt shows a key cap ("Enter"); after controller input it
shows the face button drawn by code in its usual colour, with its letter inside (so the
colour is never the only clue). Scenes describe a prompt as (intent, what it does).
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.ui.draw import theme
from game.ui.stage.input import Intent

# A/B/X/Y in the colours players know from the common pads: green, red, blue, yellow.
FACE_COLOURS = {"A": (84, 170, 70), "B": (206, 62, 56), "X": (58, 118, 214), "Y": (230, 186, 40)}
FACE_INK = {"A": theme.INK, "B": theme.INK, "X": theme.INK, "Y": theme.INK_DARK}
# intent -> (key cap, pad button)
BINDINGS = {
    Intent.CONFIRM: ("Enter", "A"), Intent.BACK: ("Esc", "B"), Intent.ACTION_X: ("X", "X"),
    Intent.ACTION_Y: ("C", "Y"), Intent.MENU: ("Tab", "Start"), Intent.PAGE_PREV: ("Q", "LB"),
    Intent.PAGE_NEXT: ("E", "RB"), Intent.HINT: ("H", "R3"), Intent.UNDO: ("U", "L3"),
    Intent.LEFT: ("\u2190 \u2192", "D-pad"), Intent.UP: ("\u2191 \u2193", "D-pad"), Intent.FULLSCREEN: ("F11", ""),
    Intent.RULES: ("F1", "Back"),
}


def uses_pad(device: str) -> bool:
    return device == "pad"


def draw_glyph(surface: pygame.Surface, text, intent: Intent, device: str, midleft: tuple[int, int],
               size: int = theme.SMALL_SIZE) -> int:
    """The key cap or face button for ``intent`` at ``midleft``; returns its width."""
    key, button = BINDINGS[intent]
    x, y = midleft
    if uses_pad(device) and button in FACE_COLOURS:
        radius = size * 2 // 3
        centre = (x + radius, y)
        pygame.draw.circle(surface, (0, 0, 0), (centre[0], centre[1] + 3), radius)
        pygame.draw.circle(surface, FACE_COLOURS[button], centre, radius)
        pygame.draw.circle(surface, (255, 255, 255), centre, radius, 2)
        text.blit(surface, button, size - 4, FACE_INK[button], centre, "center", "bold")
        return radius * 2
    label = button if uses_pad(device) else key
    glyph = text.render(label, size - 6, theme.INK_DARK, "bold")
    cap = pygame.Rect(0, 0, max(glyph.get_width() + 24, size + 8), size + 12)
    cap.midleft = (x, y)
    pygame.draw.rect(surface, (120, 124, 130), cap.move(0, 4), border_radius=8)
    pygame.draw.rect(surface, (236, 236, 230), cap, border_radius=8)
    pygame.draw.rect(surface, (150, 154, 160), cap, 2, border_radius=8)
    surface.blit(glyph, glyph.get_rect(center=cap.center))
    return cap.width


def for_device(items: Sequence[tuple[Intent, str]], device: str) -> list[tuple[Intent, str]]:
    """The prompts this device has a button for (a pad has no fullscreen key)."""
    return [(intent, label) for intent, label in items if BINDINGS[intent][1 if uses_pad(device) else 0]]


def prompt_width(text, items: Sequence[tuple[Intent, str]], device: str, size: int = theme.SMALL_SIZE) -> int:
    scratch = pygame.Surface((1, 1), pygame.SRCALPHA)   # glyphs drawn only to be measured
    total, checks = 0, getattr(text, "checks", None)
    text.checks = None                                   # a measurement is not a label on screen
    try:
        for intent, label in for_device(items, device):
            total += draw_glyph(scratch, text, intent, device, (0, 0), size) + 12
            total += text.font(size).size(label)[0] + 44
    finally:
        text.checks = checks
    return max(0, total - 44)


def draw_prompts(surface: pygame.Surface, text, items: Sequence[tuple[Intent, str]], device: str,
                 centre: tuple[int, int], size: int = theme.SMALL_SIZE, colour: tuple = theme.INK_DIM) -> None:
    """A centred row of prompts: [glyph] label   [glyph] label ..."""
    items = for_device(items, device)
    x = centre[0] - prompt_width(text, items, device, size) // 2
    for intent, label in items:
        x += draw_glyph(surface, text, intent, device, (x, centre[1]), size) + 12
        x = text.blit(surface, label, size, colour, (x, centre[1]), "midleft").right + 44


def device_key(device: str) -> str:
    """What a cached picture with prompts depends on: pad glyphs or key caps."""
    return "pad" if uses_pad(device) else "keys"
