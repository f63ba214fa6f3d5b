"""Finale shot set-ups: seeded games played on to the moment a shot should show (a turn with
Levels on the table, an Exchange half drawn, the lay-down dialog with a failing group, the
Grand Finale standings)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.games.finale.actions import Draw, Exchange, Hit, LayDown
from game.ui.tables.common.standings import StandingsScene
from game.ui.tables.rummy.shots import (
    failing_lay_down,
    play_to_event,
    play_until,
    run_until,
    select_a_hit,
    settle,
)

if TYPE_CHECKING:
    from game.ui.shell.app import App
    from game.ui.tables.finale.table import FinaleTable


def laid_levels(app: App, table: FinaleTable) -> None:
    """Play on until the human, with its Level down, can hit a group; then select that card."""
    select_a_hit(table, Hit)


def exchange_in_progress(app: App, table: FinaleTable) -> None:
    """Play on until the human may play an Exchange; play it and take its first draw."""
    play_until(table, lambda: table.human_to_act() and table.view().stage == "draw" and
               any(isinstance(a, Exchange) for a in table.rules.legal_actions(table.state)), 3000)
    exchange = next((a for a in table.rules.legal_actions(table.state) if isinstance(a, Exchange)), None)
    if exchange is None:
        return
    table.play(exchange)
    settle(table)
    table.play(Draw("draw"))
    settle(table)


def lay_down_dialog(app: App, table: FinaleTable) -> None:
    """The lay-down dialog with the solver's first group in place and a wrong card in the second."""
    failing_lay_down(app, table, LayDown, 1500)


def grand_standings(app: App, table: FinaleTable) -> None:
    """A Grand Finale played out by the bots; the standings with points per Challenge."""
    table.advance(60000)
    table.finished_shown = True
    app.stack.push(StandingsScene(app, table))


def play_to(app: App, table: FinaleTable, kind: str, limit: int = 20000) -> bool:
    """Play on until the next action's events hold ``kind``, played as at a real table; True
    when its overlay is ready to open."""
    return play_to_event(app, table, kind, lambda: table.overlay_ready is not None, limit)


def round_summary(app: App, table: FinaleTable) -> None:
    """The first round's last move played as at a real table: its summary opens over it."""
    if play_to(app, table, "round_end"):
        table.update(0.0)


def challenge_standings(app: App, table: FinaleTable) -> None:
    """A Grand Finale's first Challenge played out; after its last round's summary, the
    standings between Challenges."""
    play_to(app, table, "challenge_end")
    table.update(0.0)                      # the round summary opens; close it as a player would
    summary = app.stack.top
    if summary is not table:
        summary.close()
    run_until(table, lambda: table.overlay_ready is not None)
    if table.overlay_ready is not None:
        table.update(0.0)
