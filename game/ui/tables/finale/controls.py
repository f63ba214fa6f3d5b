"""Finale controls: the rummy controls with Finale's actions, the Exchange as a clear choice at
the start of a turn (a lit "Play Exchange" button beside the two piles), the two draws it opens
(draw pile or discard pile, twice: the bar and the piles say which draw it is), and its words.

The shared part (lit buttons from ``legal_actions``, the engine's reasons, targets, zones,
clicks, the skip picker, the prompt) is :class:`~game.ui.tables.rummy.controls.RummyControls`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.games.finale.actions import Discard, Draw, Exchange, Hit, LayDown
from game.ui.draw import theme
from game.ui.tables.common.action_bar import ButtonSpec, Offer
from game.ui.tables.rummy.actions import ActionClasses
from game.ui.tables.rummy.controls import DRAW, TAKE, RummyControls
from game.ui.tables.rummy.mats import Target, pile_rect

if TYPE_CHECKING:
    from game.ui.tables.finale.table import FinaleTable

EXCHANGE = ButtonSpec("exchange", "Play Exchange")


FINALE_ACTIONS = ActionClasses(Draw, LayDown, Hit, Discard)     # Finale's spelling of the rummy moves


class FinaleControls(RummyControls, actions=FINALE_ACTIONS):
    t: FinaleTable
    draw_words = "the draw pile or the discard pile"

    def exchanges_in_hand(self, legal: list[object]) -> list[Exchange]:
        return [action for action in legal if isinstance(action, Exchange)]

    def draw_offers(self, legal: list[object]) -> list[Offer]:
        exchanges = self.exchanges_in_hand(legal)
        return [Offer(EXCHANGE, exchanges[0] if exchanges else None, "you hold no Exchange card")]

    def stage_offers(self, stage: str, legal: list[object]) -> list[Offer] | None:
        """An Exchange's draws: the draw pile or the discard top, once for each card still due."""
        if stage != "exchange":
            return None
        spots, size = self.t.layout.piles, self.t.layout.sizes.pile
        for source, pos in (("draw", spots.draw), ("discard", spots.discard)):
            action = Draw(source)
            if action in legal:
                self.targets.append(Target(pile_rect(pos, size), action, source))
        which = "1st" if self.draws_left() > 1 else "2nd"
        return [Offer(DRAW, Draw("draw"), "the draw pile is empty", label=f"Draw pile ({which})"),
                Offer(TAKE, Draw("discard"), "the discard pile is empty", label=f"Discard pile ({which})")]

    def draws_left(self) -> int:
        exchange = self.t.table_view().exchange
        return exchange.draws_left if exchange is not None else 0

    def skip_line(self, seat: int) -> str:
        board = self.t.board
        line = f"{self.t.seats[seat].name}: {self.t.words.title(board.active[seat])}, {board.hand_counts[seat]} cards"
        return line + (f", {board.scores[seat]} points" if self.t.extras.grand else "")

    def prompt(self) -> tuple[str, tuple]:
        view = self.t.table_view()
        if view.stage == "exchange":
            if self.draws_left() > 1:
                return "Exchange: take two cards - first from the draw pile or the discard pile", theme.ACCENT
            return "Exchange: one more card - from the draw pile or the discard pile", theme.ACCENT
        if view.stage == "draw" and self.t.bar.button("exchange") is not None and self.t.bar.button("exchange").lit:
            return "Your turn: draw one, or play your Exchange to draw two", theme.ACCENT_SOFT
        return super().prompt()
