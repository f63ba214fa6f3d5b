"""Registry entry for Finale. The engine is not playable yet: the title screen says so."""

from __future__ import annotations

from game.core.spec import GameSpec

SPEC = GameSpec(
    game_id="finale",
    title="Finale",
    min_players=2,
    max_players=6,
    pitch="A rummy race through four Challenges to the Finale.",
)
