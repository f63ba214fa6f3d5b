"""Older import path (Phase 10 still uses it): the standings overlay lives in ``common.standings``."""

from __future__ import annotations

from game.ui.tables.common.standings import StandingsScene

__all__ = ["StandingsScene"]
