"""The green baize every table and the title are drawn on."""

from __future__ import annotations

import math

import pygame

from game.ui.draw import theme


def felt_background(size: tuple[int, int] = theme.CANVAS) -> pygame.Surface:
    """Green baize with a soft vignette, drawn once."""
    surface = pygame.Surface(size)
    width, height = size
    centre = (width / 2, height / 2)
    max_d = math.hypot(*centre)
    for ring in range(40, 0, -1):
        t = ring / 40
        colour = tuple(int(d + (l - d) * (1 - t) ** 1.4) for d, l in zip(theme.FELT_DARK, theme.FELT_LIGHT))
        pygame.draw.ellipse(surface, colour, pygame.Rect(0, 0, int(width * t * 1.5), int(height * t * 1.5))
                            .move(centre[0] - width * t * 0.75, centre[1] - height * t * 0.75))
    del max_d
    return surface.convert() if pygame.display.get_surface() else surface
