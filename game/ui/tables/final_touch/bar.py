"""The Final Touch action bar as data: Improve and Smear (or Pass alone), lit by the engine."""

from __future__ import annotations

from collections.abc import Sequence

from game.games.final_touch.actions import Improve, Pass, Smear
from game.ui.draw import theme
from game.ui.tables.common.action_bar import ButtonSpec, Offer, RowLayout, house_painter

IMPROVE = ButtonSpec("improve", "Improve", "improve")
SMEAR = ButtonSpec("smear", "Smear", "smear")
PASS = ButtonSpec("pass", "Pass", "pass")
BAR_LAYOUT = RowLayout(y=712, width=320, gap=28)
FILLS = {"improve": (40, 120, 70), "pass": (40, 120, 70), "smear": (140, 52, 48)}
ONE_TO_SMEAR = "select exactly one card to smear with"


def offers(chosen: tuple[str, ...], legal: Sequence[object]) -> list[Offer]:
    """Pass when it is the only move; else Improve with the selection and Smear with one card."""
    if list(legal) == [Pass()]:
        return [Offer(PASS, Pass())]
    label = f"Improve with {len(chosen)}" if chosen else "Improve"
    smear = Offer(SMEAR, Smear(chosen[0])) if len(chosen) == 1 else Offer(SMEAR, None, missing=ONE_TO_SMEAR)
    return [Offer(IMPROVE, Improve(chosen), label=label), smear]


paint_button = house_painter(lambda button: FILLS[button.offer.spec.group], size=theme.BODY_SIZE,
                             brighten_unlit=False)
