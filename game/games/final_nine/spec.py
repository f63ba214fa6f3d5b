"""Registry entry for Final Nine. The engine is not playable yet: the title screen says so."""

from __future__ import annotations

from game.core.spec import GameSpec

SPEC = GameSpec(
    game_id="final_nine",
    title="Final Nine",
    min_players=1,
    max_players=4,
    pitch="Disc golf with cards: pick a disc, read the wind and thread the fairway to the basket.",
)
