"""The plain fallback table plays any engine: the legal actions are buttons."""

from __future__ import annotations

from game.ui.stage.input import InputEvent, Intent
from game.ui.tables.plain import PlainTableScene
from tests.ui.drive import open_table, press, run_until


def test_plain_table_lets_a_human_play_the_engines_legal_actions(app):
    table = open_table(app, PlainTableScene, "five_three_five", players=2, humans=1)
    assert run_until(app, table.human_to_act)
    before = table.actions_taken
    legal = table.legal()
    press(app, Intent.CONFIRM)
    assert table.actions_taken == before + 1
    assert table.log and legal


def test_plain_table_pages_through_many_actions(app):
    table = open_table(app, PlainTableScene, "five_three_five", players=2, humans=1)
    assert run_until(app, table.human_to_act)
    if len(table.legal()) > 9:
        press(app, Intent.PAGE_NEXT)
        assert table.page == 1
    app.render()


def test_mouse_alone_reaches_the_pause_menu_on_every_table(app):
    from game.ui.overlays.dialogs import PauseScene
    from game.ui.tables import table_classes
    for game_id, table_class in table_classes().items():
        table = open_table(app, table_class, game_id, players=2, humans=1)
        app.render()
        centre = table.menu_button_rect.center
        app.dispatch(InputEvent(Intent.POINT, centre, "mouse"))
        assert table.menu_hover
        app.dispatch(InputEvent(Intent.CLICK, centre, "mouse"))
        assert isinstance(app.stack.top, PauseScene), game_id
        app.stack.pop()
        app.dispatch(InputEvent(Intent.SECONDARY_CLICK, (960, 540), "mouse"))
        assert isinstance(app.stack.top, PauseScene), game_id
        app.stack.pop()
        app.stack.pop()


def test_log_lines_use_the_names_players_chose(app):
    from game.core.engine import Event
    from game.ui.tables.base import sound_for
    table = open_table(app, PlainTableScene, "five_three_five", players=3, humans=1)
    names = [seat.name for seat in table.seats]
    assert table.named("Seat 2 leads 1 1") == f"{names[2]} leads 1 1"
    assert table.named("Seats 0 and 1 both reach $25") == f"{names[0]} and {names[1]} both reach $25"
    assert sound_for([Event("play", 0), Event("clear", 0)]) == "clear"
    assert sound_for([Event("turn", 1)]) == "select"
