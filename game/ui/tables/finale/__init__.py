"""Finale's UI package: no table yet (the plain table stands in), only its look."""

from __future__ import annotations

TABLE = None
SHOTS: dict = {}
