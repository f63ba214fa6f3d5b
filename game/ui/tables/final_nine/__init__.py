"""Final Nine's table package: the scene and its separable parts (hand, bar, moves, drawing, scorecard)."""

from __future__ import annotations

from game.ui.tables.final_nine.shots import SHOTS
from game.ui.tables.final_nine.table import TABLE, FinalNineTable

__all__ = ["SHOTS", "TABLE", "FinalNineTable"]
