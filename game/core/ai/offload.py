"""Thinking in another process: the hard bot's search is pure Python, so on a thread it would
hold the interpreter lock and stutter the table's 60 Hz frames. ``ProcessThinker`` runs bots'
``choose`` in one forked worker process instead (the bots and the engine are inherited at the
fork, so only the view, the legal actions and the generator travel).

The seat's generator comes back advanced exactly as it would have been in-process, so a table
started with seed S still makes the moves of ``sim --seed S``. Where ``fork`` is unavailable,
:func:`process_thinker` returns None and the table keeps its worker thread.
"""

from __future__ import annotations

import multiprocessing
import random
from collections.abc import Sequence
from concurrent.futures import Future, ProcessPoolExecutor
from typing import Any

from game.core.engine import Bot

_BOTS: dict[int, Bot] = {}      # the worker's bots, inherited at the fork


def _think(seat: int, view: Any, legal: Sequence[Any], rng: random.Random) -> tuple[Any, tuple]:
    action = _BOTS[seat].choose(view, legal, rng)
    return action, rng.getstate()


class ProcessThinker:
    """One worker process for the given seats' bots."""

    def __init__(self, bots: dict[int, Bot]):
        _BOTS.clear()
        _BOTS.update(bots)
        self._pool = ProcessPoolExecutor(max_workers=1, mp_context=multiprocessing.get_context("fork"))
        self._pool.submit(int, 0).result()          # fork now, while _BOTS holds these bots

    def submit(self, seat: int, view: Any, legal: Sequence[Any], rng: random.Random) -> Future:
        """A future of the chosen action; ``rng`` is advanced when the result is read."""
        outer: Future = Future()
        inner = self._pool.submit(_think, seat, view, list(legal), rng)

        def done(finished: Future) -> None:
            try:
                action, state = finished.result()
            except BaseException as exc:  # noqa: BLE001 - handed to the reader of the future
                outer.set_exception(exc)
                return
            rng.setstate(state)
            outer.set_result(action)

        inner.add_done_callback(done)
        return outer

    def shutdown(self) -> None:
        self._pool.shutdown(wait=False, cancel_futures=True)


def process_thinker(bots: dict[int, Bot]) -> ProcessThinker | None:
    """A thinker for ``bots``, or None where processes cannot be forked."""
    if not bots or "fork" not in multiprocessing.get_all_start_methods():
        return None
    try:
        return ProcessThinker(bots)
    except OSError:
        return None
