"""Continue on the title: the most recent save, a marker on every saved game's tile."""

from __future__ import annotations

import os
import time

from game.games.registry import spec_for
from game.ui.scenes.title import GameTile, TitleScene
from game.ui.stage.seats import default_seats
from game.ui.tables.base import TableScene


def save_a_game(app, game_id, age, seed=3):
    spec = spec_for(game_id)
    rules = spec.make_rules(app.content[game_id])
    state = rules.new_game(spec.config(2, spec.default_options()), seed)
    app.saves.write(game_id, {"game": game_id, "seed": seed, "options": spec.default_options(),
                              "seats": [seat.to_json() for seat in default_seats(2)],
                              "state": rules.state_to_json(state)})
    stamp = time.time() - age
    os.utime(app.saves.path(game_id), (stamp, stamp))
    return rules.state_to_json(state)


def labels(title):
    return [getattr(widget, "label", "") for widget in title.group.widgets]


def test_no_save_no_continue(app):
    title = TitleScene(app)
    assert not any(label.startswith("Continue") for label in labels(title))
    assert not any(tile.saved for tile in title.group.widgets if isinstance(tile, GameTile))


def test_continue_opens_the_most_recent_save_and_tiles_say_which_are_saved(app):
    save_a_game(app, "final_touch", age=7200)
    expected = save_a_game(app, "phase10", age=30)
    title = TitleScene(app)
    app.stack.push(title)
    assert "Continue Phase 10" in labels(title)
    assert title.group.focused.label == "Continue Phase 10"        # the default when a save exists
    saved = {tile.spec.game_id: tile.saved for tile in title.group.widgets if isinstance(tile, GameTile)}
    assert saved["phase10"].startswith("Saved today at") and saved["final_touch"].startswith("Saved")
    assert not saved["five_three_five"] and not saved["final_nine"]
    title.group.focused.activate()
    table = app.stack.top
    assert isinstance(table, TableScene) and table.spec.game_id == "phase10"
    assert table.rules.state_to_json(table.state) == expected


def test_the_title_notices_a_save_made_while_it_was_covered(app):
    title = TitleScene(app)
    app.stack.push(title)
    app.stack.push(TitleScene(app))       # something else on top
    save_a_game(app, "five_three_five", age=0)
    app.stack.pop()
    assert "Continue Five Three Five" in labels(title)
