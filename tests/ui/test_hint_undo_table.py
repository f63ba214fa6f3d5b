"""Hint and Undo on real tables, headless: the buttons, the keys, what the player is shown.

The hint's search is bounded by two trial deals here (not the table's 0.6 s) for speed.
"""

from __future__ import annotations

import json

import pytest

from game.core.learn.explain import explainer, hint_bot
from game.games.registry import all_specs, spec_for
from game.ui.stage.input import InputEvent, Intent
from game.ui.stage.seats import default_seats
from game.ui.tables import table_classes
from tests.ui.drive import press, run_until

PLAYABLE = [spec.game_id for spec in all_specs() if spec.playable]


def open_game(app, game_id, humans=1, players=3, seed=7):
    app.settings.ai_speed = 0.0
    app.settings.animation_speed = 0.0
    spec = spec_for(game_id)
    seats = default_seats(players)
    for index, seat in enumerate(seats):
        seat.kind = 0 if index < humans else 1
    table = table_classes()[game_id](app, spec, seats, spec.default_options(), seed, threaded=False)
    app.stack.push(table)
    table.assist.bot = hint_bot(spec, table.rules, think=None, max_worlds=2)
    return table


def my_turn(app, table):
    """Until the player may act on the table itself (a dialog on top, such as Phase 10's choice
    of a phase, is answered with its default: hints are offered on the table only)."""
    for _ in range(20):
        assert run_until(app, lambda: table.human_to_act() and not table.animating())
        if app.stack.top is table:
            return
        press(app, Intent.CONFIRM)
    pytest.fail("the table never came back on top")


def state_json(table, state=None):
    return json.dumps(table.rules.state_to_json(table.state if state is None else state), sort_keys=True)


@pytest.mark.parametrize("game_id", PLAYABLE)
def test_hint_shows_a_legal_move_with_its_sentence_on_the_table(app, game_id):
    table = open_game(app, game_id)
    my_turn(app, table)
    assert "hint" in table.assist.buttons()
    press(app, Intent.HINT)
    hint = table.assist.hint
    assert hint is not None and hint.action in table.legal()
    view = table.rules.view(table.state, table.current)
    assert hint.sentence.startswith(explainer(game_id).describe(table.rules, view, hint.action))
    surface = app.screen if hasattr(app, "screen") else None
    if surface is not None:
        table.draw(surface)          # the banner and the marks draw without trouble


def test_hints_off_hides_the_button_and_the_key_does_nothing(app):
    app.settings.hints = False
    table = open_game(app, "five_three_five")
    my_turn(app, table)
    assert "hint" not in table.assist.buttons()
    press(app, Intent.HINT)
    assert table.assist.hint is None and table.assist.used == {}


def test_each_hint_asked_for_is_counted_in_the_statistics(app):
    table = open_game(app, "five_three_five")
    my_turn(app, table)
    press(app, Intent.HINT, Intent.HINT)           # the same position: one hint
    assert table.assist.used == {0: 1}
    table.play(table.assist.hint.action)
    my_turn(app, table)
    press(app, Intent.HINT)
    assert table.assist.used == {0: 2}
    table.advance(20000)
    table.count_the_game()
    record = app.stats.games["five_three_five"].players[table.seats[0].name]
    assert record.hints == 2 and record.games == 1
    app.stats.load()                                # and it is kept in the file
    assert app.stats.games["five_three_five"].players[table.seats[0].name].hints == 2


def test_hot_seat_has_no_undo(app):
    table = open_game(app, "five_three_five", humans=2)
    assert run_until(app, lambda: table.current is not None and table.seats[table.current].is_human)
    assert "undo" not in table.assist.buttons()
    before = len(table.history)
    press(app, Intent.UNDO)
    assert len(table.history) == before


def test_undo_takes_back_your_play_and_the_replies_to_it(app):
    table = open_game(app, "five_three_five")
    for _ in range(30):
        my_turn(app, table)
        before, count = state_json(table), len(table.history)
        play = next(action for action in table.legal() if type(action).__name__ != "Pass")
        assert table.play(play)
        my_turn(app, table)
        point = table.assist.undo_point()
        if point.count == count:
            press(app, Intent.UNDO)
            assert len(table.history) == count
            assert state_json(table) == before == state_json(table, table.history.state_at(table.rules))
            assert table.human_to_act()
            return
    pytest.fail("no undoable play in 30 turns")


def test_undo_says_why_a_draw_from_the_pile_is_final(app):
    table = open_game(app, "phase10")
    my_turn(app, table)
    draw = next((a for a in table.legal() if type(a).__name__ == "Draw" and a.source == "draw"), None)
    while draw is None:                     # past the choice of a phase
        table.play(table.legal()[0])
        my_turn(app, table)
        draw = next((a for a in table.legal() if type(a).__name__ == "Draw" and a.source == "draw"), None)
    table.play(draw)
    my_turn(app, table)
    count = len(table.history)
    press(app, Intent.UNDO)
    assert len(table.history) == count
    assert table.toast_text == "Your draw showed you a new card: it can't be taken back"
    table.assist.hover = "undo"
    table.draw(app.stack.surface if hasattr(app.stack, "surface") else __import__("pygame").Surface((1920, 1080)))


def test_the_undo_button_is_a_click_away_too(app):
    table = open_game(app, "five_three_five")
    my_turn(app, table)
    rect = table.assist.buttons()["undo"]
    app.dispatch(InputEvent(Intent.CLICK, rect.center, "mouse"))
    assert table.toast_text == "Nothing of yours to take back yet"


def hand_size(view) -> int:
    return sum(view.hand) if all(isinstance(card, int) for card in view.hand) and len(view.hand) == 5 \
        and max(view.hand, default=0) < 10 and type(view).__name__ == "FinalTouchView" else len(view.hand)


@pytest.mark.parametrize("game_id", PLAYABLE)
def test_after_undo_the_table_shows_the_rebuilt_hand(app, game_id):
    table = open_game(app, game_id)
    spec = spec_for(game_id)
    normal = spec.bots["normal"](table.rules)
    rng = __import__("random").Random(3)
    for _ in range(80):
        assert run_until(app, lambda: table.rules.is_over(table.state) or
                         (table.human_to_act() and not table.animating()))
        if table.rules.is_over(table.state):
            break
        my_turn(app, table)
        point = table.assist.undo_point()
        if point.count is not None:
            break
        view = table.rules.view(table.state, table.current)
        table.play(normal.choose(view, table.legal(), rng))
    if point.count is None:
        # every Final Touch turn ends with a refill from the face-down pile: nothing is undoable
        assert game_id == "final_touch", f"no undoable move met in 80 turns of {game_id}"
        assert point.reason.endswith("can't be taken back")
        return
    press(app, Intent.UNDO)
    assert len(table.history) == point.count
    my_turn(app, table)
    view = table.rules.view(table.state, table.current)
    assert len(table.hand.sprites) == hand_size(view)
    assert state_json(table) == state_json(table, table.history.state_at(table.rules))
