"""The hole is the main view (issue 11): its card stands in the middle of the screen, at least two
thirds of its height, and nothing a player reads or presses covers it - at one to four players,
choosing a throw (a disc lifted, the bar full) and after the throw with its cards on show."""

from __future__ import annotations

import pytest

from game.games.final_nine.actions import ChooseThrow, Throw
from game.ui.draw import theme
from game.ui.draw.anim import Tween
from game.ui.tables.final_nine.hole import GRID_RECT
from game.ui.tables.final_nine.layout import (
    HOLE_HEADER,
    MAP_CHIP,
    PILES_PANEL,
    SCORECARD,
    SMALL,
    STATUS_PANEL,
)
from game.ui.tables.final_nine.shown import Banner
from game.ui.tables.final_nine.text import turned_banner
from tests.ui.test_final_nine_table import (
    discs_in_hand,
    make_table,
    run_until,
    select_with_keys,
    settle_on_human,
)


def test_the_hole_is_centred_and_two_thirds_of_the_screen_tall():
    width, height = theme.CANVAS
    assert GRID_RECT.height >= height * 2 / 3
    assert GRID_RECT.centerx == width // 2
    assert GRID_RECT.top > 0 and GRID_RECT.bottom < height


def _covering(table) -> dict[str, object]:
    """Every rect a player reads or presses on the table now."""
    found = {"header": HOLE_HEADER, "map": MAP_CHIP, "scorecard": SCORECARD, "piles": PILES_PANEL,
             "status": STATUS_PANEL, "throw panel": table.throw_area.panel, "menu": table.menu_button_rect}
    for index, button in enumerate(table.bar.buttons):
        found[f"button {index} {button.label}"] = button.rect
    for index, sprite in enumerate(table.hand.sprites):
        found[f"hand card {index}"] = sprite.rect
    for index, sprite in enumerate(table.moves.throw_sprites):
        found[f"throw card {index}"] = sprite.rect
    return found


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_nothing_covers_the_hole_card(app, players):
    table = make_table(app, players=players)
    card = table.course.frame.card
    assert card.contains(GRID_RECT)
    settle_on_human(app, table)
    select_with_keys(app, table, discs_in_hand(table)[0])
    for _ in range(30):                      # the selected card lifts all the way
        app.step(1 / 60)
    assert table.bar.buttons and any(s.selected for s in table.hand.sprites)
    for name, rect in _covering(table).items():
        assert not rect.colliderect(card), f"{name} {tuple(rect)} covers the hole card {tuple(card)}"
    assert table.play(ChooseThrow(discs_in_hand(table)[0], "N"))
    assert table.play(Throw())
    assert run_until(app, lambda: table.human_to_act() and not table.animating() or table.current != 0, 600)
    for name, rect in _covering(table).items():
        assert not rect.colliderect(card), f"{name} {tuple(rect)} covers the hole card {tuple(card)}"


@pytest.mark.parametrize("players", [1, 4])
def test_every_turned_card_banner_fits_the_throw_panel_under_the_cards(app, players):
    table = make_table(app, players=players)
    area, content = table.throw_area, table.rules.content
    cards_bottom = area.slot(0)[1] + SMALL[1] // 2
    actions = [content.cards[c] for c in range(content.disc_count, len(content.cards))]
    variants = [{"applied": True}, {"usable": True}, {}]
    for card in actions + [None]:
        for data in variants:
            for battle in (False, True):
                title, subtitle, colour = turned_banner(card, data, battle, "am")
                surf = table.drawing.turned_surface(Banner(title, subtitle, colour, Tween(1.0, 0.0, 1.0)))
                rect = table.drawing.turned_rect(surf.get_size())
                assert area.panel.contains(rect), (title, subtitle, tuple(rect))
                assert rect.top >= cards_bottom, (title, subtitle)          # never over the cards
                assert not rect.colliderect(table.course.frame.card)
