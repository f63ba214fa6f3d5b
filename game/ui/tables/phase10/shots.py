"""Phase 10 shot set-ups: seeded games played on to the moment a shot should show (a hit to
make, the lay-down dialog with a failing group, a hand's summary, a phase choice)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.games.phase10.actions import Hit, LayDown
from game.ui.tables.rummy.shots import failing_lay_down, play_to_event, play_until, select_a_hit

if TYPE_CHECKING:
    from game.ui.shell.app import App
    from game.ui.tables.phase10.table import Phase10Table


def human_turn_with_laid_phase(app: App, table: Phase10Table) -> None:
    """Play on until the human, with its phase down, can hit a group; then select that card
    (a wild one if it may)."""
    select_a_hit(table, Hit, table.rules.content.is_wild)


def lay_down_dialog(app: App, table: Phase10Table) -> None:
    """The lay-down dialog with the solver's first group in place and a wrong card in the second."""
    failing_lay_down(app, table, LayDown, 900, focus_selected=True)


def hand_summary(app: App, table: Phase10Table) -> None:
    """Play on to the last move of the first hand; play that one as at a real table (the
    next deal waits), so the summary opens over the hand as it ended."""
    play_to_event(app, table, "hand_end", lambda: table.summary_ready is not None, 3000)


def phase_choice(app: App, table: Phase10Table) -> None:
    """The second hand's phase choice (one phase already made); the table opens it when ready."""
    play_until(table, lambda: table.view().hand_number >= 2 and table.view().stage == "choose" and
               table.human_to_act(), 3000)
