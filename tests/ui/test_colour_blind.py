"""Colour-blind symbols sit on their own row under each corner label, never beside the number.

A circle or hexagon drawn beside "15" made it read "150" (issue 15, point 5). For every deck, the
row that holds the corner label must look exactly as with the mode off, and the symbol must show
in the row below it (top-left) and above the flipped label (bottom-right).
"""

from __future__ import annotations

import pygame
import pytest

from game.ui.draw import looks
from game.ui.draw.cards import CardFace, CardRenderer
from tests.ui.test_cards import SAMPLES

NUMBERS = [CardFace("phase10", label, colour) for label, colour in
           (("15", "blue"), ("1", "red"), ("10", "green"), ("8", "yellow"), ("12", "purple"))]
NUMBERS += [CardFace("five_three_five", "15", "teal", icon="dog", points=4),
            CardFace("five_three_five", "1", "orange", icon="cat", points=2)]


def _faces() -> list[CardFace]:
    faces = [*NUMBERS, *SAMPLES]
    for look in looks.looks().values():
        faces += look.samples()
    # a deck with a painter of its own (Final Touch's masterpieces) marks its colours elsewhere
    return [face for face in faces if face.label and face.deck in looks.decks()
            and looks.decks()[face.deck].painter is None]


def _rows(surface: pygame.Surface, top: int, bottom: int) -> bytes:
    return pygame.image.tobytes(surface.subsurface((0, top, surface.get_width(), bottom - top)), "RGBA")


@pytest.fixture(scope="module", autouse=True)
def _pygame():
    pygame.init()
    yield


@pytest.mark.parametrize("size", [(150, 210), (110, 154)])
def test_symbol_never_shares_the_row_of_the_corner_number(size: tuple[int, int]) -> None:
    plain, marked = CardRenderer(False), CardRenderer(True)
    w, h = size
    u = w / 150
    label_row = round(40 * u)                       # the corner band (44 units) minus its edge
    symbol_rows = (round(48 * u), round(68 * u))    # the row under it
    checked = 0
    for face in _faces():
        a, b = plain.face(face, size), marked.face(face, size)
        if pygame.image.tobytes(a, "RGBA") == pygame.image.tobytes(b, "RGBA"):
            continue   # this deck shows no symbol (uncoloured Five Three Five cards)
        checked += 1
        assert _rows(a, 0, label_row) == _rows(b, 0, label_row), f"{face}: symbol beside the top label"
        assert _rows(a, h - label_row, h) == _rows(b, h - label_row, h), f"{face}: symbol beside the bottom label"
        corner = pygame.Rect(0, symbol_rows[0], w // 3, symbol_rows[1] - symbol_rows[0])
        assert pygame.image.tobytes(a.subsurface(corner), "RGBA") != \
            pygame.image.tobytes(b.subsurface(corner), "RGBA"), f"{face}: no symbol under the label"
    assert checked >= 10
