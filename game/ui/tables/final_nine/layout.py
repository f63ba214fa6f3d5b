"""Where things sit on the Final Nine table (1920x1080 canvas).

The hole is the stage: its card stands in the middle of the screen, 768 px of grids tall (71% of the height) (the
grid geometry is in ``hole.py``). To its left, top to bottom: the hole's name and par, the
scorecard, and the throw in progress (its cards, the turned card's banner, or the key to the marks
on the hole). To its right: the four piles, the status line and up to five rows of action
buttons. The hand runs along the bottom under all three, its cards as large as the other tables'.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.ui.tables.final_nine.hole import GRID_RECT

SIDE_WIDTH = 660                                # the hole's card spans x 699-1221
LEFT_LEFT = 20                                  # the left column: hole header, scorecard, throw
RIGHT_LEFT = 1920 - 20 - SIDE_WIDTH             # the right column: piles, status, buttons
RIGHT_WIDTH = SIDE_WIDTH
RIGHT_CENTRE = RIGHT_LEFT + RIGHT_WIDTH // 2
HOLE_HEADER = pygame.Rect(LEFT_LEFT, 12, SIDE_WIDTH, 116)
MAP_CHIP = pygame.Rect(HOLE_HEADER.right - 112, HOLE_HEADER.top + 68, 96, 36)   # opens the course map
HOLE_FRAME = GRID_RECT.inflate(28, 28)
SCORECARD = pygame.Rect(LEFT_LEFT, 140, SIDE_WIDTH, 256)     # four players at most
SCORE_ROW_TOP, SCORE_ROW_H = 66, 44
SMALL = (92, 129)
THROW_BOTTOM = 832                              # level with the hole card's foot
THROW_X0, THROW_STEP = LEFT_LEFT + 76, 124
PILES_PANEL = pygame.Rect(RIGHT_LEFT, 12, RIGHT_WIDTH, 248)
PILE_Y = PILES_PANEL.top + 120
DISC_STACK = (RIGHT_LEFT + 112, PILE_Y)
DISC_DISCARD = (RIGHT_LEFT + 216, PILE_Y)
ACTION_STACK = (RIGHT_LEFT + 444, PILE_Y)
ACTION_DISCARD = (RIGHT_LEFT + 548, PILE_Y)
STACKS = {"final_nine_disc": DISC_STACK, "final_nine_action": ACTION_STACK}
STATUS_PANEL = pygame.Rect(RIGHT_LEFT, 274, RIGHT_WIDTH, 114)     # what the focused choice would do
BUTTON_H, BUTTON_GAP = 76, 10
ACTION_ROWS = tuple(404 + row * (BUTTON_H + BUTTON_GAP) for row in range(5))   # the last ends at 824
HAND_Y = 962
HAND_CARD = (150, 210)
HAND_WIDTH = 1460
HAND_CENTRE = 960
CARD_COL = (LEFT_LEFT + 300, LEFT_LEFT + 332)   # scorecard: a hand's back, its card count


@dataclass(frozen=True)
class ThrowArea:
    """The throw panel, right under the scorecard (so it grows when fewer players sit down)."""

    panel: pygame.Rect
    cards_y: int            # the centre line of the throw's cards
    turned_y: int           # the turned card's banner, under the cards
    legend_top: int         # the first key of the marks, when no card is played yet

    @classmethod
    def for_players(cls, players: int) -> ThrowArea:
        top = SCORECARD.top + SCORE_ROW_TOP + SCORE_ROW_H * players + 14 + 12
        panel = pygame.Rect(LEFT_LEFT, top, SIDE_WIDTH, THROW_BOTTOM - top)
        cards_y = top + 164                    # under the title and the last log line
        captions_bottom = cards_y + SMALL[1] // 2 + 40
        return cls(panel, cards_y, (captions_bottom + THROW_BOTTOM) // 2, top + 118)

    def slot(self, index: int) -> tuple[int, int]:
        return (THROW_X0 + index * THROW_STEP, self.cards_y)


def score_row_y(row: int) -> int:
    return SCORECARD.top + SCORE_ROW_TOP + row * SCORE_ROW_H + SCORE_ROW_H // 2


def hand_slots(count: int) -> list[tuple[int, int]]:
    """Card centres for the bottom hand, overlapping a little when it is full."""
    if count <= 0:
        return []
    w = HAND_CARD[0]
    step = min(w + 12, (HAND_WIDTH - w) / max(1, count - 1)) if count > 1 else 0
    left = HAND_CENTRE - step * (count - 1) / 2
    return [(int(left + index * step), HAND_Y) for index in range(count)]
