"""Final Nine's table package: the scene and its separable parts (hand, bar, moves, drawing, scorecard)."""

from __future__ import annotations

from game.ui.tables.final_nine.table import SHOTS, TABLE, FinalNineTable

__all__ = ["SHOTS", "TABLE", "FinalNineTable"]
