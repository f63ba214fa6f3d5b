"""Card renderer and palette: every deck draws at every size, caches, and stays colour-blind safe."""

from __future__ import annotations

import pygame
import pytest

from game.ui.draw import looks
from game.ui.draw.cards import CardFace, CardRenderer
from game.ui.draw.palette import PALETTE, SYMBOLS, symbol

SIZES = [(150, 210), (110, 154), (200, 280), (57, 80), (300, 200)]

SAMPLES = [
    CardFace("five_three_five", "3", icon="cat", points=1),
    CardFace("five_three_five", "8", icon="cat_dog", points=3),
    CardFace("five_three_five", "13", icon="dog", points=5),
    CardFace("phase10", "12", "yellow"),
    CardFace("phase10", "W", "grey", title="Wild", icon="wild"),
    CardFace("phase10", "S", "blue", title="Skip", icon="skip"),
    CardFace("final_touch", "", "brown", icon="brush"),
    CardFace("final_nine_disc", "D", "orange", title="Hummingbird", subtitle="Dist 3  Fade 1  BH",
             icon="disc_driver", flight=((0, 1), (0, 2), (1, 3))),
    CardFace("final_nine_disc", "M", "green", title="Ridge", icon="disc_mid", flight=((-1, 1), (-2, 2))),
    CardFace("final_nine_action", "+1", "blue", title="Skill", subtitle="+1 Distance"),
    CardFace("final_nine_action", "-1", "red", title="Deviation", subtitle="-1 Fade into the wind"),
    CardFace("finale", "9", "purple"),
    CardFace("finale", "W", "pink", title="Wild", icon="wild", value="$5 / $2"),
    CardFace("masterpiece", "", title="Sunflowers at Dusk",
             strokes=(("yellow", 1), ("green", 1), ("brown", 2)), value="$5 / $2"),
    CardFace("masterpiece", "", title="A Very Long Masterpiece Title That Must Wrap Somehow",
             strokes=(("red", 4), ("blue", 3), ("teal", 2)), value="$9 / $3"),
    CardFace("mystery_deck", "?", "no_such_colour", icon="no_such_icon"),
]


@pytest.fixture(scope="module", autouse=True)
def _pygame():
    pygame.init()
    yield


def _same(a: pygame.Surface, b: pygame.Surface) -> bool:
    return a.get_size() == b.get_size() and pygame.image.tobytes(a, "RGBA") == pygame.image.tobytes(b, "RGBA")


@pytest.mark.parametrize("colour_blind", [False, True])
def test_every_deck_renders_at_every_size(colour_blind: bool) -> None:
    renderer = CardRenderer(colour_blind=colour_blind)
    for size in SIZES:
        for face in SAMPLES:
            assert renderer.face(face, size).get_size() == size
        for deck in [*looks.decks(), "unknown_deck"]:
            assert renderer.back(deck, size).get_size() == size
        assert renderer.blank(size).get_size() == size
        assert renderer.shadow(size).get_width() > size[0]
        assert renderer.highlight(size, (255, 220, 80)).get_width() > size[0]


def test_cached_surfaces_are_reused() -> None:
    renderer = CardRenderer()
    face = SAMPLES[3]
    assert renderer.face(face) is renderer.face(face, (150, 210))
    assert renderer.face(face, (110, 154)) is not renderer.face(face)
    assert renderer.back("phase10") is renderer.back("phase10")
    assert renderer.shadow((150, 210)) is renderer.shadow((150, 210))
    assert renderer.highlight((150, 210), (1, 2, 3)) is renderer.highlight((150, 210), (1, 2, 3))
    assert renderer.blank((150, 210)) is renderer.blank((150, 210))
    small = renderer.squashed(renderer.face(face), 40)
    assert small.get_width() == 40 and renderer.squashed(renderer.face(face), 40) is small


def test_equal_faces_share_one_cache_entry() -> None:
    renderer = CardRenderer()
    assert renderer.face(CardFace("phase10", "7", "red")) is renderer.face(CardFace("phase10", "7", "red"))


def test_colour_blind_mode_draws_symbols() -> None:
    renderer = CardRenderer()
    face = CardFace("phase10", "7", "red")
    normal = renderer.face(face)
    renderer.colour_blind = True
    marked = renderer.face(face)
    assert marked is not normal and not _same(marked, normal)
    renderer.colour_blind = False
    assert _same(renderer.face(face), normal)


def test_colour_blind_masterpiece_marks_its_stroke_pips() -> None:
    face = SAMPLES[13]
    assert not _same(CardRenderer(False).face(face), CardRenderer(True).face(face))


def test_masterpiece_art_is_deterministic_and_differs_by_title() -> None:
    first = CardRenderer().face(SAMPLES[13])
    again = CardRenderer().face(SAMPLES[13])
    other = CardRenderer().face(CardFace("masterpiece", "", title="Blue Harbour", value="$4 / $1"))
    assert _same(first, again)
    assert not _same(first, other)


def test_backs_differ_per_deck() -> None:
    renderer = CardRenderer()
    backs = [pygame.image.tobytes(renderer.back(deck), "RGBA") for deck in looks.decks()]
    assert len(set(backs)) == len(backs)


def test_every_palette_colour_has_a_distinct_symbol() -> None:
    symbols = [entry.symbol for entry in PALETTE.values()]
    assert len(set(symbols)) == len(symbols)
    assert set(symbols) <= set(SYMBOLS)
    for needed in ("red", "yellow", "green", "blue", "grey", "brown", "purple", "orange", "pink",
                   "teal", "black"):
        assert needed in PALETTE


def test_symbols_draw_distinct_silhouettes() -> None:
    drawn = []
    for name in PALETTE:
        surface = pygame.Surface((40, 40))
        surface.fill((255, 255, 255))
        symbol(surface, name, (20, 20), 16, (0, 0, 0))
        pixels = pygame.image.tobytes(surface, "RGB")
        assert pixels.count(b"\x00\x00\x00") > 40, f"{name} drew almost nothing"
        drawn.append(pixels)
    assert len(set(drawn)) == len(drawn)


def test_unknown_symbol_is_a_clear_error() -> None:
    with pytest.raises(ValueError, match="unknown symbol"):
        symbol(pygame.Surface((10, 10)), "spiral", (5, 5), 4, (0, 0, 0))


def test_surfaces_are_converted_once_a_display_exists() -> None:
    had_display = pygame.display.get_surface() is not None
    if not had_display:
        pygame.display.set_mode((64, 64))
    try:
        display_format = pygame.display.get_surface().get_bitsize()
        surface = CardRenderer().face(SAMPLES[0])
        assert surface.get_flags() & pygame.SRCALPHA and surface.get_bitsize() == max(32, display_format)
    finally:
        if not had_display:  # leave the display as we found it for the next test
            pygame.display.quit()
            pygame.display.init()


def test_long_titles_keep_every_word_on_the_card():
    from game.ui.draw.cards import CardRenderer
    renderer = CardRenderer()
    shown = []
    original = renderer.text
    renderer.text = lambda text, *args: (shown.append(text), original(text, *args))[1]
    title = "Uncle Bartholomew's Magnificent Moustache at Dawn"
    lines = renderer.fit_lines(title, "DejaVuSansCondensed-Bold.ttf", 22, 13, 120, (0, 0, 0))
    assert len(lines) <= 2 and " ".join(shown[-len(lines):]) == title
    assert all(line.get_width() <= 120 for line in lines)


def test_card_caches_stay_within_their_byte_budgets(monkeypatch):
    from game.ui.draw import cards
    monkeypatch.setattr(cards, "FACE_CACHE_BYTES", 2 * 1024 * 1024)
    monkeypatch.setattr(cards, "FRAME_CACHE_BYTES", 1024 * 1024)
    renderer = cards.CardRenderer()
    for rank in range(60):
        surface = renderer.face(cards.CardFace("phase10", str(rank), "red"), (150, 210))
        renderer.squashed(surface, 40 + rank % 50)
    assert renderer._cache_bytes <= 2 * 1024 * 1024
    assert renderer._squashed_bytes <= 1024 * 1024
    assert renderer._cache_bytes == sum(s.get_width() * s.get_height() * 4 for s in renderer._cache.values())
