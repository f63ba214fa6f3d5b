"""Autosave after every move, resume from the setup screen, a corrupt save set aside."""

from __future__ import annotations

import json

import pygame

from game.games.registry import spec_for
from game.ui.scenes.setup import SetupScene
from game.ui.scenes.title import TitleScene
from game.ui.tables.base import TableScene


def start_game(app, game_id="five_three_five"):
    app.stack.push(TitleScene(app))
    setup = SetupScene(app, spec_for(game_id))
    app.stack.push(setup)
    setup.start()
    table = app.stack.top
    table.threaded = False
    return setup, table


def test_every_move_is_saved_and_resume_restores_it(app):
    setup, table = start_game(app)
    table.advance(5)
    saved = app.saves.read("five_three_five")
    assert saved is not None and saved["seed"] == table.seed
    expected = table.rules.state_to_json(table.state)
    app.stack.pop()                       # leave the table without finishing
    setup.resume()
    assert any(getattr(w, "label", "") == "Resume saved game" for w in setup.group.widgets)
    setup.resume_saved()
    resumed = app.stack.top
    assert isinstance(resumed, TableScene) and resumed is not table
    assert resumed.rules.state_to_json(resumed.state) == expected


def test_window_close_saves_the_game_in_progress(app):
    _setup, table = start_game(app)
    table.advance(3)
    app.saves.delete("five_three_five")
    app.quit()
    assert app.saves.read("five_three_five")["state"] == table.rules.state_to_json(table.state)


def test_corrupt_save_is_set_aside_and_the_player_told(app):
    path = app.saves.path("phase10")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("{ broken", encoding="utf-8")
    assert app.saves.read("phase10") is None
    kept = list(path.parent.glob("phase10.json.damaged-*"))
    assert len(kept) == 1 and kept[0].read_text(encoding="utf-8") == "{ broken"
    assert kept[0].name in app.saves.message


def test_save_that_does_not_fit_the_engine_is_set_aside(app):
    app.saves.write("final_touch", {"game": "final_touch", "seed": 1, "options": {},
                                    "seats": [{"kind": 0, "name": "Ana", "colour": "Crimson"}],
                                    "state": {"nonsense": True}})
    app.stack.push(TitleScene(app))
    setup = SetupScene(app, spec_for("final_touch"))
    app.stack.push(setup)
    setup.resume_saved()
    assert "could not" in app.stack.top.title.lower()
    assert list(app.saves.path("final_touch").parent.glob("final_touch.json.damaged-*"))


def test_controller_hot_plug_of_a_missing_device_is_harmless(app):
    pygame.event.post(pygame.event.Event(pygame.CONTROLLERDEVICEADDED, device_index=7))
    pygame.event.post(pygame.event.Event(pygame.CONTROLLERDEVICEREMOVED, instance_id=7))
    app.stack.push(TitleScene(app))
    app.step(1 / 60)
    assert app.input.controllers == {}


def test_finished_game_removes_its_save(app):
    _setup, table = start_game(app)
    for seat in table.seats:
        seat.kind = 1
    table.bots = {i: table.spec.bots["normal"](table.rules) for i in range(len(table.seats))}
    table.humans, table.viewer = [], None
    app.settings.ai_speed = 0.0
    app.settings.animation_speed = 0.0
    for _ in range(30000):
        if table.finished_shown:
            break
        app.step(1 / 60)
    assert table.finished_shown and not app.saves.exists("five_three_five")
    json.dumps(table.rules.state_to_json(table.state))
