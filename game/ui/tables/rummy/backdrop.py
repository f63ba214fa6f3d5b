"""A frozen backdrop for overlays over a table that waits for them (lay-down dialog, summaries).

The first frame dims the table beneath and keeps that picture; later frames blit it and the
table is not drawn at all (the overlay sets itself opaque once a picture is kept), which
keeps a full-screen dialog cheap. Resuming takes a fresh picture. Owned by the overlay::

    self.frozen = FrozenBackdrop()
    def draw(self, surface):
        fresh = self.frozen.paint(surface, 170)           # True on the frame it was taken
        self.opaque = True                                # the stack skips the table beneath
    def resume(self):
        self.frozen.forget()
        self.opaque = False
"""

from __future__ import annotations

import pygame

from game.ui.overlays.dialogs import dim


class FrozenBackdrop:
    """The dimmed picture of the scene beneath an overlay, taken once."""

    def __init__(self) -> None:
        self.picture: pygame.Surface | None = None
        self.kept = False

    def paint(self, surface: pygame.Surface, alpha: int) -> bool:
        """Blit the kept picture, or dim what is drawn and keep it; True when just taken."""
        if self.picture is not None and self.kept:
            surface.blit(self.picture, (0, 0))
            return False
        dim(surface, alpha)
        if self.picture is None or self.picture.get_size() != surface.get_size():
            self.picture = surface.copy()
        else:                      # taken again: into the same buffer
            self.picture.blit(surface, (0, 0))
        self.kept = True
        return True

    def forget(self) -> None:
        """Take a fresh picture next frame (the overlay resumed, or is leaving without a fade)."""
        self.kept = False
