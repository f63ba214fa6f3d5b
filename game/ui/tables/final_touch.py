"""The final_touch table scene. Not built yet: the plain table (game/ui/tables/plain.py) stands in."""

from __future__ import annotations

TABLE = None     # the TableScene subclass for this game, once it exists
SHOTS: dict = {}  # shot id -> builder(app, seed), see game/ui/shots.py
