"""Final Touch's table package: the scene, its bar, moves, drawing, effects and layout."""

from __future__ import annotations

from game.ui.tables.final_touch.table import SHOTS, TABLE, FinalTouchTable

__all__ = ["SHOTS", "TABLE", "FinalTouchTable"]
