"""Older import path of the card-table parts (Phase 10 still imports it); they live in ``common``."""

from __future__ import annotations

from game.ui.tables.common.hand import CARD, HAND_WIDTH, HAND_Y, HandStrip, hand_slots
from game.ui.tables.common.table import BADGE, CardTable

CardTableScene = CardTable

__all__ = ["BADGE", "CARD", "HAND_WIDTH", "HAND_Y", "CardTable", "CardTableScene", "HandStrip", "hand_slots"]
