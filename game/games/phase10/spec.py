"""Registry entry for Phase 10. The engine is not playable yet: the title screen says so."""

from __future__ import annotations

from game.core.spec import GameSpec

SPEC = GameSpec(
    game_id="phase10",
    title="Phase 10",
    min_players=2,
    max_players=6,
    pitch="Ten phases of sets, runs and colours, in any order you dare; skip a rival, save a wild.",
)
