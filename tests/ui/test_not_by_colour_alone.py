"""Nothing essential told by colour alone (issue 12, point 8): the states the tables showed only by
a tint now carry a mark a colour-blind player can read."""

from __future__ import annotations

import pygame

from game.ui.draw import theme
from game.ui.tables.rummy.pods import mini_tile
from tests.ui.test_final_touch_table import (
    lacking_colour,
    make_table,
    refresh,
    set_hand,
    settle_on_human,
    smear_only_colour,
)


def test_final_touch_hand_marks_improve_with_plus_and_smear_with_a_cross(app):
    table = make_table(app)
    settle_on_human(app, table)
    lack, wrong = lacking_colour(table), smear_only_colour(table)
    set_hand(table, 0, [lack, wrong, wrong, lack, wrong])
    refresh(app, table)
    app.step(1 / 60)
    app.text.checks = []
    app.render()
    marks = [(words, rect) for words, rect, _ in app.text.checks if words in ("+", "\u00d7")]
    app.text.checks = None
    cards = {sprite.tag: sprite.rect for sprite in table.hand.sprites}
    on = {"+": [], "\u00d7": []}
    for words, rect in marks:
        under = [tag for tag, card in cards.items() if card.collidepoint(rect.center)]
        assert len(under) == 1, f"{words!r} sits on {under}"
        on[words].append(under[0][0])
    assert sorted(on["+"]) == [lack, lack]
    assert sorted(on["\u00d7"]) == [wrong, wrong, wrong]


def _tick_pixels(tile: pygame.Surface) -> int:
    corner = pygame.Rect(42, 32, 18, 17)
    return sum(1 for x in range(corner.left, corner.right) for y in range(corner.top, corner.bottom)
               if tuple(tile.get_at((x, y)))[:3] == theme.ACCENT_SOFT[:3])


def test_a_made_requirement_tile_carries_a_tick_not_only_green(app):
    tiles: dict = {}
    made, active, plain = (mini_tile(tiles, app.text, "3", state) for state in ("made", "active", ""))
    assert _tick_pixels(made) > 10
    assert _tick_pixels(active) == 0 and _tick_pixels(plain) == 0
