"""Phase 10 words that were cut or covered (issue 15, point 8): the floating "Phase N" label
stays inside its own seat's pod at every table size, and the lay-down dialog's raised cards
leave the words above the hand readable."""

from __future__ import annotations

import pygame
import pytest

from game.ui.draw import theme
from game.ui.stage.input import Intent
from game.ui.tables.phase10.layout import OWN_PANEL
from game.ui.tables.rummy.lay_down import CardWidget
from tests.ui.drive import press
from tests.ui.test_phase10_table import make_table, phase_one_hand, until_stage


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_the_floating_phase_label_stays_in_its_own_pod(app, players):
    table = make_table(app, players=players)
    label = app.text.render("Phase 10", theme.BODY_SIZE, theme.ACCENT_SOFT, "bold")
    screen = pygame.Rect(0, 0, 1920, 1080)
    for seat in range(players):
        own = OWN_PANEL if seat == table.bottom else table.pods[seat]
        x, y = table.phase_spot(seat)
        for rise in (0, 70):                          # where it starts and where it fades out
            rect = label.get_rect(center=(x, y - rise))
            assert screen.contains(rect), (seat, rect)
            assert own.left <= rect.left and rect.right <= own.right, (seat, rect, own)
            others = [pod for other, pod in table.pods.items() if other != seat]
            assert not any(rect.colliderect(pod) for pod in others), (seat, rect)


def test_raised_cards_in_the_lay_down_dialog_leave_the_words_above_the_hand(app):
    table = make_table(app)
    until_stage(app, table, "play")
    phase_one_hand(app, table)
    app.text.checks = []                              # the dialog's words, as drawn
    press(app, Intent.ACTION_X)
    dialog = app.stack.top
    cards = [w for w in dialog.group.widgets if isinstance(w, CardWidget) and w.card in dialog.pool]
    dialog.selected = {card.card for card in cards}   # every card of the hand raised
    dialog.refresh()
    app.render()
    words = {text: rect for text, rect, _ in app.text.checks
             if text in ("Click a card in a group to take it back", "Your hand")}
    app.text.checks = None
    assert len(words) == 2
    cards = [w for w in dialog.group.widgets if isinstance(w, CardWidget) and w.card in dialog.pool]
    for card in cards:
        drawn = card.rect.move(0, -26).inflate(14, 14)    # raised, with the focus ring round it
        for text, rect in words.items():
            assert not drawn.colliderect(rect), (text, rect, drawn)
