"""Older import path (Phase 10 still uses it): the summary overlay lives in ``common.summary``."""

from __future__ import annotations

from game.ui.tables.common.summary import SummaryOverlay

__all__ = ["SummaryOverlay"]
