"""Colours and sizes shared by every screen (1920x1080 logical canvas)."""

from __future__ import annotations

from collections.abc import Iterator, Mapping

CANVAS = (1920, 1080)

FELT = (18, 74, 56)
FELT_DARK = (10, 46, 35)
FELT_LIGHT = (30, 100, 76)
INK = (245, 242, 232)
INK_DIM = (186, 196, 188)
INK_DARK = (28, 30, 36)
PANEL = (20, 28, 38)
PANEL_EDGE = (78, 96, 112)
ACCENT = (255, 196, 64)        # focus ring, highlights
ACCENT_SOFT = (255, 224, 140)
GOOD = (110, 220, 130)
BAD = (240, 96, 88)

# Type scale: body >= 32 px and headings >= 56 px (readable from a couch).
TITLE_SIZE = 96
HEADING_SIZE = 60
BODY_SIZE = 36
SMALL_SIZE = 32

SEAT_COLOURS = {
    "Crimson": (220, 70, 70), "Amber": (240, 176, 50), "Emerald": (60, 190, 110),
    "Azure": (70, 150, 240), "Violet": (160, 100, 220), "Coral": (250, 128, 100),
    "Teal": (40, 180, 180), "Silver": (190, 196, 206),
}
SEAT_NAMES = ("Ana", "Ben", "Cleo", "Dev", "Eli", "Fay", "Gus", "Hana")

class _Accents(Mapping):
    """Each game's tile colours (base, glow), as its UI package registered them (game.ui.draw.looks)."""

    def _all(self) -> dict:
        from game.ui.draw import looks
        return {game_id: look.accents for game_id, look in looks.looks().items()}

    def __getitem__(self, game_id: str) -> tuple:
        return self._all()[game_id]

    def __iter__(self) -> Iterator[str]:
        return iter(self._all())

    def __len__(self) -> int:
        return len(self._all())


GAME_ACCENTS: Mapping[str, tuple] = _Accents()
