"""The Phase 10 table package: :mod:`.table` assembles it from the kit; :mod:`.adapter` turns the
engine's view into the rummy view; :mod:`.events` is its event table; :mod:`.controls` its bar
and input; :mod:`.layout` where things sit; :mod:`.panel` and :mod:`.choose` what only Phase 10
draws; :mod:`.shots` the shot set-ups."""

from __future__ import annotations

from game.ui.tables.phase10.layout import DISCARD_POS, DRAW_POS
from game.ui.tables.phase10.shots import (
    hand_summary,
    human_turn_with_laid_phase,
    lay_down_dialog,
    phase_choice,
)
from game.ui.tables.phase10.table import Phase10Table
from game.ui.tables.shot_kit import rules_mid_turn, table_builder

TABLE = Phase10Table

SHOTS = {
    "phase10_table": table_builder("phase10", 0, 4, extra=human_turn_with_laid_phase),
    "phase10_lay_down": table_builder("phase10", 0, 4, extra=lay_down_dialog),
    "phase10_hand_summary": table_builder("phase10", 0, 4, extra=hand_summary),
    "phase10_choose_phase": table_builder("phase10", 0, 4, extra=phase_choice),
    "phase10_table_2p": table_builder("phase10", 0, 2, extra=human_turn_with_laid_phase),
    "phase10_table_6p": table_builder("phase10", 0, 6, extra=human_turn_with_laid_phase),
    "phase10_rules_now": table_builder("phase10", 6, 3, extra=rules_mid_turn),
}

__all__ = ["DISCARD_POS", "DRAW_POS", "SHOTS", "TABLE", "Phase10Table"]
