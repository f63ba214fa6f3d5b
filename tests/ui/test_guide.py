"""The guided first game, driven through the real setup screen and table scenes headless.

For each game with a tutorial: a player who does only what the prompts ask finishes it, the
game it plays ends, every action kind of the game is made on the way, and every prompt's
ring finds its part of the table. Another move is refused with the guide's words and
changes nothing; words on show hold the AI; Escape skips back to setup; Restart deals again.
"""

from __future__ import annotations

import pytest

from game.games.registry import spec_for
from game.games.tutorials import tutorial_hooks
from game.ui.guide import drive
from game.ui.guide.table import GuidedTable
from game.ui.scenes.setup import SetupScene
from game.ui.scenes.title import TitleScene
from game.ui.stage.input import InputEvent, Intent

GAMES = sorted(tutorial_hooks())


def open_from_setup(app, game_id):
    app.settings.ai_speed = 0.0
    app.settings.animation_speed = 0.0
    app.stack.push(TitleScene(app))
    setup = SetupScene(app, spec_for(game_id))
    app.stack.push(setup)
    learn = next(widget for widget in setup.group.widgets if getattr(widget, "label", "") == "Learn to play")
    learn.activate()
    table = app.stack.top
    assert isinstance(table, GuidedTable), "Learn to play did not open the guided table"
    table.threaded = False
    return setup, table


@pytest.mark.parametrize("game_id", GAMES)
def test_following_the_prompts_finishes_the_guided_game(app, game_id):
    setup, table = open_from_setup(app, game_id)
    guide = table.guide
    pointed = 0
    for _ in range(400):
        drive.settle(app, table)
        if guide.finished:
            break
        prompt = table.shown_prompt()
        assert prompt is not None, f"step {guide.index + 1} shows no words"
        if prompt.point:
            rect = table.guide_target(prompt)
            assert rect is not None, f"step {guide.index + 1}: {prompt.point!r} is not on the table"
            assert app.screen.get_rect().contains(rect), f"{prompt.point!r} is off screen: {rect}"
            _prompt, placed = table.placed()
            assert not placed.rect.colliderect(rect), f"step {guide.index + 1}: the words cover {prompt.point!r}"
            pointed += 1
        drive.follow(app, table)
    assert guide.finished
    assert table.rules.is_over(table.state), "the guided game did not end"
    results = table.rules.results(table.state)
    assert results[guide.human] == max(results) > 0, "the last words say you won: the engine must agree"
    assert app.stack.top is setup, "finishing goes back to the setup screen"
    assert set(tutorial_hooks()[game_id].ACTION_KINDS) <= guide.kinds_seen
    assert pointed >= 3
    assert guide.refusals == 0


@pytest.mark.parametrize("game_id", GAMES)
def test_another_move_is_refused_with_the_guides_words(app, game_id):
    _setup, table = open_from_setup(app, game_id)
    guide = table.guide
    while True:   # the first move asked for where another one is legal too
        drive.settle(app, table)
        if guide.step.is_human and guide.step.do is not None and len(table.rules.legal_actions(table.state)) > 1:
            break
        drive.follow(app, table)
    asked = drive.asked_move(table)
    other = next(action for action in table.rules.legal_actions(table.state)
                 if table.rules.action_to_json(action) != table.rules.action_to_json(asked))
    before, index = table.rules.state_to_json(table.state), guide.index
    assert drive.make(table, other) is False
    assert table.toast_text and table.toast_time > 0
    assert table.toast_text == (guide.step.wrong or table.toast_text)
    assert table.rules.state_to_json(table.state) == before
    assert guide.index == index
    assert drive.make(table, asked) is True
    assert guide.index == index + 1


@pytest.mark.parametrize("game_id", GAMES)
def test_words_on_show_hold_the_table_until_continue(app, game_id):
    _setup, table = open_from_setup(app, game_id)
    guide = table.guide
    drive.settle(app, table)
    assert guide.reading(), "a guided game opens with words to read"
    taken = table.actions_taken
    for _ in range(180):
        app.step(1 / 60)
    assert table.actions_taken == taken and guide.index == 0
    app.dispatch(InputEvent(Intent.CONFIRM))
    assert guide.index == 1


@pytest.mark.parametrize("game_id", GAMES)
def test_escape_skips_back_to_setup_and_restart_deals_again(app, game_id):
    setup, table = open_from_setup(app, game_id)
    opening = table.rules.state_to_json(table.state)
    drive.follow_to(app, table, 4)
    assert table.guide.index >= 4
    _prompt, placed = table.placed()
    restart = placed.buttons["restart"]
    app.dispatch(InputEvent(Intent.POINT, restart.center, "mouse"))
    app.dispatch(InputEvent(Intent.CLICK, restart.center, "mouse"))
    again = app.stack.top
    assert isinstance(again, GuidedTable) and again is not table
    assert again.guide.index == 0
    assert again.rules.state_to_json(again.state) == opening
    app.dispatch(InputEvent(Intent.BACK))
    assert app.stack.top is setup
    assert not app.saves.exists(game_id), "a guided game is never saved"


def click(app, pos):
    app.dispatch(InputEvent(Intent.POINT, pos, "mouse"))
    app.dispatch(InputEvent(Intent.CLICK, pos, "mouse"))
    app.step(1 / 60)


def test_five_three_five_prompts_are_followed_with_clicks(app):
    """The first lead made as a player makes it: click the cards, click the button."""
    _setup, table = open_from_setup(app, "five_three_five")
    guide = table.guide
    drive.settle(app, table)
    _prompt, placed = table.placed()
    click(app, placed.buttons["next"].center)                     # Continue
    drive.settle(app, table)
    assert guide.step.do == {"type": "lead", "cards": [9, 9]}
    five = next(sprite for sprite in table.hand.sprites if sprite.tag == 5)
    click(app, five.rect.center)
    click(app, table.target_rect("button:lead").center)
    assert table.toast_text == "This time, lead your pair of 9s."
    assert table.actions_taken == 0
    click(app, five.rect.center)                                  # put the 5 back
    for sprite in [sprite for sprite in table.hand.sprites if sprite.tag == 9]:
        click(app, sprite.rect.center)
    click(app, table.target_rect("button:lead").center)
    assert table.actions_taken == 1
    assert guide.index == 2
