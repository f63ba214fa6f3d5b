"""The Finale table package: :mod:`.table` assembles it from the rummy kit; :mod:`.adapter` turns
the engine's view into the rummy view; :mod:`.events` is its event table; :mod:`.controls` its
bar and input (the Exchange); :mod:`.layout` where things sit and the card faces; :mod:`.art`
what only Finale draws (the Challenge card, the Exchange, the dog needed); :mod:`.look` its deck
and title tile; :mod:`.shots` the shot set-ups."""

from __future__ import annotations

from game.ui.tables.finale.shots import (
    challenge_standings,
    exchange_in_progress,
    grand_standings,
    laid_levels,
    lay_down_dialog,
    round_summary,
)
from game.ui.tables.finale.table import FinaleTable
from game.ui.tables.shot_kit import table_builder

TABLE = FinaleTable


def _grand(app, seed, extra=grand_standings):
    """A Grand Finale of 3 (the option set), played on by ``extra`` (to its standings)."""
    from game.games.registry import spec_for
    from game.ui.stage.seats import default_seats
    spec = spec_for("finale")
    seats = default_seats(3)
    for index, seat in enumerate(seats):
        seat.kind = 0 if index == 0 else 1
    app.stack.push(app.home_scene())
    options = {**spec.default_options(), "grand_finale": True}
    table = app.table_scene(spec, seats, options, seed)
    table.threaded = False
    app.stack.push(table)
    extra(app, table)


SHOTS = {
    "finale_table": table_builder("finale", 0, 4, extra=laid_levels),
    "finale_exchange": table_builder("finale", 0, 4, extra=exchange_in_progress),
    "finale_lay_down": table_builder("finale", 0, 4, extra=lay_down_dialog),
    "finale_grand_standings": _grand,
    "finale_round_summary": table_builder("finale", 0, 4, extra=round_summary),
    "finale_grand_round_summary": lambda app, seed: _grand(app, seed, round_summary),
    "finale_challenge_standings": lambda app, seed: _grand(app, seed, challenge_standings),
    "finale_round_summary_6p": table_builder("finale", 0, 6, extra=round_summary),
    "finale_table_2p": table_builder("finale", 0, 2, extra=laid_levels),
    "finale_table_6p": table_builder("finale", 0, 6, extra=laid_levels),
}

__all__ = ["SHOTS", "TABLE", "FinaleTable"]
