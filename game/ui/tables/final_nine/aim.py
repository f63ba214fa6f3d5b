"""What a choice on the Final Nine table would do to the throw, asked of the engine's previews.

:func:`preview_of` answers for the action a player is about to commit, from the seat's view only:

- choosing a disc and a direction: :func:`~game.games.final_nine.preview.aim_preview`;
- adding a Skill before the throw: the same, with the Skills already on the throw plus this one;
- after the throw, playing a Luck card (or an instant card as it turns, or Clean Slate on the
  card it cancels): :func:`~game.games.final_nine.preview.luck_preview`;
- a Battle card added to another player's throw: :func:`~game.games.final_nine.preview.battle_preview`,
  the throw in progress with that Deviation or Call on its release.

Each answer is an :class:`~game.games.final_nine.preview.AimPreview`: the grids of the flight,
the target grid, what the landing costs and the same in words. The table draws the path and
ring on the hole and puts the words in its status panel before anything is committed.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.games.final_nine.actions import ApplyDrawn, BattleCard, ChooseThrow, PlayLuck, PlaySkill
from game.games.final_nine.geometry import DIRECTIONS
from game.games.final_nine.preview import AimPreview, aim_preview, battle_preview, luck_preview

if TYPE_CHECKING:
    from game.games.final_nine.engine import FinalNineRules

OUT = frozenset({"ob", "island"})       # a red cross on the target ring: the throw is out, +1


def preview_of(rules: FinalNineRules, view: Any, action: Any) -> AimPreview | None:
    """Where the disc would go if ``action`` were played now (None: it does not move the disc)."""
    if isinstance(action, ChooseThrow):
        return aim_preview(rules, view, action.disc, action.direction)
    if view.disc < 0:
        return None
    if isinstance(action, PlaySkill):
        return aim_preview(rules, view, view.disc, DIRECTIONS[view.direction], tuple(view.pre) + (action.card,))
    if isinstance(action, PlayLuck):
        return luck_preview(rules, view, action.card, action.target)
    if isinstance(action, ApplyDrawn) and view.drawn >= 0:
        return luck_preview(rules, view, view.drawn)
    if isinstance(action, BattleCard):
        return battle_preview(rules, view, action.card)
    return None


def is_out(flight: AimPreview) -> bool:
    """The preview ends out of bounds (or off an island): its ring gets a red cross."""
    return flight.outcome in OUT
