"""``python main.py replay FILE``: watch a kept replay (``.json``) or one game of a ``sim --log``
file (``.jsonl``, ``--game-index N``) in the replay viewer. A file that cannot be watched gets
one clear line and exit code 2; nothing is written.
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

from game.cli.sim_log import LogProblem, not_a_file, read_sim_game
from game.core.engine import GameConfig
from game.core.history import History, HistoryProblem
from game.core.loading.content import Problems
from game.paths import CONTENT_DIR


class ReplayFileProblem(ValueError):
    """Why a file cannot be watched, in a player's words."""


def _sim_game(path: Path, game_index: int) -> Any:
    """Game ``game_index`` of a sim log, as a Replay (seats named by their bots)."""
    from game.games.registry import spec_for
    from game.ui.draw import theme
    from game.ui.stage.seats import SEAT_KINDS, SeatSetup
    from game.ui.store.replays import Replay, result_of

    try:
        game = read_sim_game(path, game_index)
    except LogProblem as problem:
        raise ReplayFileProblem(str(problem)) from None
    spec = spec_for(game.game_id)
    content = spec.load_content(CONTENT_DIR, Problems())
    if content is None:
        raise ReplayFileProblem(f"{path}: the content of {spec.title} did not load (see check-content)")
    rules = spec.make_rules(content)
    history = History(game.seed, GameConfig(game.players, game.options), game.entries)
    try:
        state = history.state_at(rules)
    except HistoryProblem as exc:
        raise ReplayFileProblem(f"{path}: game {game_index} does not replay: {exc}") from exc
    except Exception as exc:  # the deal itself refused the header: a line, not a traceback
        raise ReplayFileProblem(f"{path}: game {game_index} cannot be dealt again ({str(exc)[:120]})") from exc
    kinds = {bot: index for index, (_, bot) in enumerate(SEAT_KINDS) if bot}
    colours = list(theme.SEAT_COLOURS)
    seats = [SeatSetup(kinds.get(game.bots[seat], 1), theme.SEAT_NAMES[seat % len(theme.SEAT_NAMES)],
                       colours[seat % len(colours)]) for seat in range(game.players)]
    winners, scores = result_of(rules, state, [seat.name for seat in seats])
    return Replay(spec.game_id, path.stat().st_mtime, tuple(seat.to_json() for seat in seats), history,
                  winners, scores, path)


def load_replay_file(path: Path, game_index: int = 0) -> Any:
    """A Replay from ``path``; raises ReplayFileProblem with the reason."""
    from game.ui.store.files import FileTrouble, read_json_file
    from game.ui.store.replays import MAX_REPLAY_BYTES, Replay

    trouble = not_a_file(path)
    if trouble:
        raise ReplayFileProblem(f"{path}: {trouble}")
    if path.suffix == ".jsonl":
        return _sim_game(path, game_index)
    try:
        return Replay.from_json(read_json_file(path, MAX_REPLAY_BYTES), path)
    except FileTrouble as trouble:
        raise ReplayFileProblem(f"{path}: {trouble.reason}") from trouble
    except ValueError as exc:
        raise ReplayFileProblem(f"{path}: {exc}") from exc


def cmd_replay(args: Any, start: float) -> int:
    try:
        replay = load_replay_file(Path(args.file), args.game_index)
    except ReplayFileProblem as problem:
        print(f"cannot replay: {problem}")
        return 2
    from game.ui.scenes.replays import open_replay, replay_problem
    from game.ui.scenes.title import TitleScene
    from game.ui.shell.app import App

    app = App(fullscreen=True if args.fullscreen else (False if args.windowed else None), size=args.size)
    problem = replay_problem(app, replay)
    if problem:
        print(f"cannot replay: {args.file}: {problem}")
        app.shutdown()
        return 2
    app.stack.push(TitleScene(app))
    open_replay(app, replay)
    began = time.perf_counter()
    code = app.run(frames=args.frames, start=start)
    if args.frames:
        print(f"replay: {replay.game} actions={len(replay.history)} seconds={time.perf_counter() - began:.1f}")
    return code
