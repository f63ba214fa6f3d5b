"""Words the TV text size used to cover or cut: a "Hit here" tag on a narrow mat near the hand
sat over the mat's caption, and Phase 10's score sheet cut a four-letter name ("Cle.")."""

from __future__ import annotations

import pygame

from game.cli.shots import tv_text_on
from game.ui.tables.rummy.layout import GroupSpot
from game.ui.tables.rummy.mats import MatArt
from tests.ui.test_phase10_table import make_table

# a narrow mat in the band above the hand, as Finale's "Set of 2s" is laid at four players
NARROW = pygame.Rect(420, 470, 296, 190)
WIDE = pygame.Rect(420, 470, 400, 190)


def _lit_narrow_mat(app, mat: pygame.Rect = NARROW) -> tuple[pygame.Rect, pygame.Rect]:
    art = MatArt(app.text, app.cards)
    surface = pygame.Surface((1920, 1080))
    art.mats(surface, [GroupSpot(mat, (88, 124), [])], ["Set of 2s"])
    (caption,) = art.captions
    tag = art.lit(surface, mat, False)
    assert tag is not None
    return caption, tag


def test_the_hit_tag_on_a_narrow_mat_above_the_hand_leaves_its_caption_readable_at_tv_size(app):
    tv_text_on(app)
    caption, tag = _lit_narrow_mat(app)
    assert not tag.colliderect(caption), (tag, caption)
    assert NARROW.left < tag.left and tag.right < NARROW.right     # still on its own mat


def test_the_hit_tag_keeps_its_full_words_where_they_fit(app):
    caption, tag = _lit_narrow_mat(app, WIDE)      # the normal text size, room for both
    full = app.text.render("Hit here", 32, (0, 0, 0), "condensed")
    assert tag.width == full.get_width() + 18
    assert not tag.colliderect(caption)


def test_the_phase10_score_sheet_writes_every_name_whole_at_tv_size(app):
    tv_text_on(app)
    table = make_table(app, players=4)
    table._static_for = None                       # paint the still layer (names and all) afresh
    app.text.checks = []
    app.render()
    drawn = {text for text, _rect, _box in app.text.checks}
    app.text.checks = None
    names = [table.seats[seat].name for seat in range(4)]
    assert all(name in drawn for name in names), (names, sorted(t for t in drawn if len(t) <= 5))
    assert not any(text.endswith(".") and text[:-1] in "".join(names) for text in drawn if len(text) <= 5)
