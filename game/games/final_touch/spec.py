"""Registry entry for Final Touch. The engine is not playable yet: the title screen says so."""

from __future__ import annotations

from game.core.spec import GameSpec

SPEC = GameSpec(
    game_id="final_touch",
    title="Final Touch",
    min_players=2,
    max_players=4,
    pitch="Paint a masterpiece stroke by stroke, or smear it before a rival adds the final touch.",
)
