"""The Five Three Five action bar as data: four buttons, always pressable, lit by the engine."""

from __future__ import annotations

from game.games.five_three_five.melds import PASS, Action, Add, Lead, Overwrite
from game.ui.stage.input import Intent
from game.ui.tables.common.action_bar import ButtonSpec, Offer, RowLayout, ringed_painter

BUTTONS = (ButtonSpec("Lead", "Lead", "meld"), ButtonSpec("Overwrite", "Overwrite", "meld"),
           ButtonSpec("Add", "Add", "meld"), ButtonSpec("Pass", "Pass", "pass", shortcut=Intent.ACTION_X))
BAR_LAYOUT = RowLayout(y=718, width=240, gap=20)
MELDS = {"Lead": Lead, "Overwrite": Overwrite, "Add": Add}


def action_for(key: str, chosen: tuple[int, ...]) -> Action:
    """The engine action a button plays with the chosen cards."""
    return PASS if key == "Pass" else MELDS[key](chosen)


def offers(chosen: tuple[int, ...]) -> list[Offer]:
    return [Offer(spec, action_for(spec.key, chosen)) for spec in BUTTONS]


paint_button = ringed_painter()
