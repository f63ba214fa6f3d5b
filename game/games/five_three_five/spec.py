"""Registry entry for Five Three Five. The engine is not playable yet: the title screen says so."""

from __future__ import annotations

from game.core.spec import GameSpec

SPEC = GameSpec(
    game_id="five_three_five",
    title="Five Three Five",
    min_players=2,
    max_players=6,
    pitch="Climb over the central meld with singles, sets and runs - and play an 8 to seize the trick.",
)
