"""Scene ids for ``shot`` and ``bench``: builders that put real scenes on the stack."""

from __future__ import annotations

from collections.abc import Callable

from game.games.registry import all_specs, spec_for
from game.ui.overlays.dialogs import ConfirmScene, PassDeviceScene, PauseScene
from game.ui.overlays.error import ContentErrorScene
from game.ui.overlays.how_to_play import RulesScene, pages_for
from game.ui.overlays.settings_scene import SettingsScene
from game.ui.scenes.setup import SetupScene
from game.ui.scenes.title import TitleScene
from game.ui.stage.seats import default_seats
from game.ui.tables.shot_kit import hint_builder


def _title(app, seed):
    app.stack.push(TitleScene(app))


def _setup(game_id: str):
    def build(app, seed):
        app.stack.push(TitleScene(app))
        app.stack.push(SetupScene(app, spec_for(game_id)))
    return build


def _overlay(make):
    def build(app, seed):
        app.stack.push(TitleScene(app))
        app.stack.push(make(app))
    return build


def _error(app, seed):
    lines = [f"content/phase10/phases.yaml:{12 + i}:7: 'count' is 'seven' (expected an integer)"
             for i in range(3)] + [("content/final_nine/holes/hole04.yaml:9:3: row 4 has 6 tiles, row 1 has 5 "
                                    "(expected every row the same width)")]
    app.stack.push(ContentErrorScene(app, lines))


def _attract(app, seed):
    """The kiosk's attract loop: the second demo (Five Three Five) a few moves in, caption on."""
    from game.ui.shell.kiosk import Kiosk
    app.kiosk = Kiosk(app)
    app.kiosk.next_index = 1
    app.kiosk.start_attract()
    table = app.kiosk.demo
    table.threaded = False
    table.advance(6)


def _title_saved(app, seed):
    """The title with two saved games: Continue opens the later one; both tiles say so."""
    import os
    import time

    from game.ui.stage.seats import default_seats as seats_for
    playable = [spec.game_id for spec in all_specs() if spec.playable]
    for game_id, age in ((playable[-2], 3600.0), (playable[-1], 60.0)):
        spec = spec_for(game_id)
        rules = spec.make_rules(app.content[game_id])
        state = rules.new_game(spec.config(2, spec.default_options()), seed)
        app.saves.write(game_id, {"game": game_id, "seed": seed, "options": spec.default_options(),
                                  "seats": [seat.to_json() for seat in seats_for(2)],
                                  "state": rules.state_to_json(state)})
        stamp = time.time() - age
        os.utime(app.saves.path(game_id), (stamp, stamp))
    app.stack.push(TitleScene(app))


def _statistics(app, seed):
    """The statistics screen with a few evenings of the second game behind it."""
    from game.ui.scenes.statistics import StatisticsScene
    game_id = [spec.game_id for spec in all_specs() if spec.playable][1]
    names = ["Ana", "Ben", "Cleo", "Dev"]
    games = [((0, 1, 2), (1, 0, 0), (12, 30, 41)), ((0, 1, 2), (0, 1, 0), (22, 8, 35)),
             ((0, 1, 3), (1, 0, 0), (5, 19, 27)), ((0, 2, 3), (1, 0, 0), (9, 14, 20)),
             ((1, 2, 3), (0, 0, 1), (25, 31, 11))]
    for seats, results, points in games:
        app.stats.record(game_id, [names[seat] for seat in seats], [0, 1, 2], list(results),
                         {"points": list(points)})
    app.stack.push(TitleScene(app))
    app.stack.push(StatisticsScene(app, game_id))


def _kept_replays(app) -> list:
    """One finished game of each game, kept as replays an evening apart (newest last)."""
    from game.ui.store.replays import bot_game
    kept = []
    for number, spec in enumerate(spec for spec in all_specs() if spec.playable):
        players = max(spec.min_players, min(spec.max_players, 2 + number % 3))
        seats = default_seats(players)
        replay = bot_game(spec, spec.make_rules(app.content[spec.game_id]), 40 + number, seats,
                          1_795_000_000 + number * 5_400.0)
        app.replays.add(replay)
        kept.append(replay)
    return kept


def _replays_list(app, seed):
    from game.ui.scenes.replays import ReplaysScene
    _kept_replays(app)
    app.stack.push(TitleScene(app))
    app.stack.push(ReplaysScene(app))


def _replay_viewer(app, seed):
    """The viewer mid-game in the spectator view: the hand of the seat about to act, face up."""
    from game.ui.scenes.replays import open_replay
    app.settings.animation_speed = 0.0
    replay = _kept_replays(app)[0]
    app.stack.push(TitleScene(app))
    viewer = open_replay(app, replay)
    viewer.playing = False
    viewer.jump(len(replay.history) // 2)


def _join_pads(app, seed):
    """Binding controllers to seats: one pad joined, two seats waiting, pad prompts showing."""
    from game.ui.scenes.join import JoinScene
    seats = default_seats(4)
    for seat in seats[:3]:
        seat.kind = 0
    app.input.last_device = "pad"
    app.stack.push(TitleScene(app))
    title = [spec.title for spec in all_specs() if spec.playable][-1]
    join = JoinScene(app, title, seats, lambda bound: None)
    join.bound = {7: 0}
    app.stack.push(join)


def shot_builders() -> dict[str, Callable]:
    shots: dict[str, Callable] = {"title": _title}
    for spec in all_specs():
        if spec.playable:
            shots[f"setup_{spec.game_id}"] = _setup(spec.game_id)
    shots["settings"] = _overlay(SettingsScene)
    shots["pause"] = _overlay(lambda app: PauseScene(app, "Five Three Five", 1234, (), lambda: None))
    shots["confirm_quit"] = _overlay(lambda app: ConfirmScene(app, "Quit this game?", "The game is saved.",
                                                              lambda: None))
    shots["rules"] = _overlay(lambda app: RulesScene(app, "Final Table", [
        ("Each game has a short summary of its rules, written in our own words, reachable from the pause "
         "menu at any time."), "Use Q and E (or the shoulder buttons) to turn the pages."]))
    for spec in all_specs():
        if spec.playable:
            shots[f"rules_{spec.game_id}"] = _overlay(
                lambda app, spec=spec: RulesScene(app, spec.title,
                                                  pages_for(app, spec.game_id, spec.title, spec.rules_summary)))
    shots["pass_device"] = _overlay(lambda app: PassDeviceScene(app, "Ben", (70, 150, 240), lambda: None))
    shots["content_error"] = _error
    shots["attract"] = _attract
    shots["join_pads"] = _join_pads
    shots["title_saved"] = _title_saved
    shots["statistics"] = _statistics
    shots["replays_list"] = _replays_list
    shots["replay_viewer"] = _replay_viewer
    for spec in all_specs():
        if spec.playable:
            shots[f"hint_{spec.game_id}"] = hint_builder(spec.game_id)
    from game.ui.tables import table_shots
    shots.update(table_shots())
    from game.ui.shell.guide_shots import guide_shots
    shots.update(guide_shots())
    return shots
