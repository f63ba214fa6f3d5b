"""Five Three Five's table package: the scene, its bar, moves, effects, layout and summary."""

from __future__ import annotations

from game.ui.tables.five_three_five.summary import RoundResult, RoundSummaryScene
from game.ui.tables.five_three_five.table import SHOTS, TABLE, FiveThreeFiveTable

__all__ = ["SHOTS", "TABLE", "FiveThreeFiveTable", "RoundResult", "RoundSummaryScene"]
