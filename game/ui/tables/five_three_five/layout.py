"""Five Three Five table: where everything sits, the card faces, and the board as shown.

The engine runs ahead of the animation (one ``apply`` may play a card, end the round and
deal the next), so the table draws a :class:`ShownBoard` that events update in step with
their animation, and that is re-read from the seat's view whenever the table is idle.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from game.ui.draw.cards import CardFace

if TYPE_CHECKING:
    from game.games.five_three_five.rules import FiveThreeFiveRules
    from game.games.five_three_five.state import FiveThreeFiveView

DECK = "five_three_five"
MELD_CENTRE = (960, 478)
MELD_STEP = 158            # top-layer cards side by side, a small gap between them
BURIED_STEP = 34           # each covered layer peeks out this far above the one on top of it
MAX_BURIED_SHOWN = 3       # deeper layers hide exactly under the third
BURIED_JITTER = (0, -9, 7, -4)
PILE = (92, 129)           # undealt / cleared / reserve piles
MINI = (62, 87)            # opponents' fanned backs
PILE_SCALE = PILE[0] / 150
UNDEALT_POS = (250, 520)
DISCARD_POS = (1670, 520)
OWN_BADGE = (212, 757)
OWN_RESERVE = (1790, 905)
CAPTION_Y = 620

GROUP_LOOK = {"cat": ("orange", "cat"), "both": ("purple", "cat_dog"), "dog": ("blue", "dog")}

# Opponent pods (badge centres) by how many opponents there are, listed clockwise from the
# viewer: the next seat sits on the viewer's left, as round a real table.
POD_LAYOUTS = {
    1: [(960, 150)],
    2: [(560, 172), (1360, 172)],
    3: [(300, 262), (960, 150), (1620, 262)],
    4: [(262, 300), (738, 150), (1182, 150), (1658, 300)],
    5: [(230, 318), (592, 168), (960, 132), (1328, 168), (1690, 318)],
}


def card_faces(rules: FiveThreeFiveRules) -> dict[int, CardFace]:
    """Rank -> face, with the group colour/animal and the points from the deck content."""
    faces = {}
    for card in rules.content.cards:
        colour, icon = GROUP_LOOK.get(card.group, ("grey", ""))
        faces[card.rank] = CardFace(deck=DECK, label=str(card.rank), colour=colour, icon=icon,
                                    points=card.points)
    return faces


def pod_positions(players: int, bottom: int) -> dict[int, tuple[int, int]]:
    """Badge centre of every seat but ``bottom`` (whose hand is the strip at the bottom)."""
    others = [(bottom + step) % players for step in range(1, players)]
    spots = POD_LAYOUTS[len(others)] if others else []
    return dict(zip(others, spots))


def reserve_position(pod: tuple[int, int]) -> tuple[int, int]:
    """Two players: the set-aside second hand, beside the opponent's badge."""
    return (pod[0] + 290, pod[1] + 6)


def meld_slot(depth: int, index: int, size: int) -> tuple[float, float]:
    """Centre of card ``index`` of a layer of ``size`` cards, ``depth`` layers below the top."""
    shown = min(depth, MAX_BURIED_SHOWN)
    x = MELD_CENTRE[0] + (index - (size - 1) / 2) * MELD_STEP + BURIED_JITTER[shown]
    return (x, MELD_CENTRE[1] - shown * BURIED_STEP)


def meld_z(layer_index: int, index: int) -> int:
    return 10 + layer_index * 6 + index


def passed_seats(players: int, last_player: int, passes: int) -> set[int]:
    """The seats that passed since the last play (they count toward clearing the trick)."""
    if last_player < 0:
        return set()
    return {(last_player + step) % players for step in range(1, passes + 1)}


@dataclass
class ShownBoard:
    """The public table as the animation has reached it."""

    players: int
    counts: list[int]
    scores: list[int]
    reserves: list[int]
    current: int | None
    passed: set[int] = field(default_factory=set)
    layers: list[list[int]] = field(default_factory=list)
    meld_kind: str = ""
    last_player: int = -1
    undealt: int = 0
    discarded: int = 0
    deck: int = 0              # cards still in the dealer's hand while dealing
    round_no: int = 1
    half: int = 0
    copies: int = 4

    @classmethod
    def from_view(cls, view: FiveThreeFiveView) -> ShownBoard:
        layers = [list(layer) for layer in view.layers]
        in_meld = sum(len(layer) for layer in layers)
        v = view
        return cls(players=v.players, counts=list(v.hand_counts), scores=list(v.scores),
                   reserves=list(v.reserve_counts), current=None if v.over else v.current,
                   passed=passed_seats(v.players, v.last_player, v.passes), layers=layers,
                   meld_kind=v.meld_kind, last_player=v.last_player, undealt=v.undealt_count,
                   discarded=sum(v.seen) - in_meld, round_no=v.round_no, half=v.half,
                   copies=v.copies)

    @property
    def meld(self) -> list[int]:
        return self.layers[-1] if self.layers else []

    def caption(self, name_of: Callable[[int], str]) -> str:
        """``Run of 3 - Ben - 2 beneath`` for the meld plate."""
        meld = self.meld
        if not meld:
            return ""
        kind = self.meld_kind or "meld"
        head = "Single" if kind == "single" else f"{kind.title()} of {len(meld)}"
        parts = [head]
        if self.last_player >= 0:
            parts.append(f"by {name_of(self.last_player)}")
        buried = len(self.layers) - 1
        if buried:
            parts.append(f"{buried} beneath")
        if len(meld) >= 4:
            parts.append("add or pass only")
        return "  \u2022  ".join(parts)
