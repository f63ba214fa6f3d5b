"""Where things sit on the Final Nine table (1920x1080 canvas).

The hole card fills the left column; on the right, top to bottom: the scorecard, the throw
in progress with the four piles, the status line, two rows of action buttons and the hand.
"""

from __future__ import annotations

import pygame

from game.ui.tables.final_nine.hole import GRID_RECT

RIGHT_LEFT, RIGHT_WIDTH = 640, 1256
RIGHT_CENTRE = RIGHT_LEFT + RIGHT_WIDTH // 2
HOLE_HEADER = pygame.Rect(24, 14, 592, 116)
MAP_CHIP = pygame.Rect(HOLE_HEADER.right - 112, HOLE_HEADER.top + 68, 96, 36)   # opens the course map
HOLE_FRAME = GRID_RECT.inflate(28, 28)
SCORECARD = pygame.Rect(RIGHT_LEFT, 14, RIGHT_WIDTH, 240)
SCORE_ROW_TOP, SCORE_ROW_H = 66, 44
THROW_PANEL = pygame.Rect(RIGHT_LEFT, 266, 800, 286)
PILES_PANEL = pygame.Rect(RIGHT_LEFT + 816, 266, RIGHT_WIDTH - 816, 286)
SMALL = (92, 129)
THROW_Y = 388
THROW_X0, THROW_STEP = RIGHT_LEFT + 76, 124
PILE_Y = 394
DISC_STACK = (PILES_PANEL.left + 62, PILE_Y)
DISC_DISCARD = (PILES_PANEL.left + 164, PILE_Y)
ACTION_STACK = (PILES_PANEL.left + 282, PILE_Y)
ACTION_DISCARD = (PILES_PANEL.left + 384, PILE_Y)
STACKS = {"final_nine_disc": DISC_STACK, "final_nine_action": ACTION_STACK}
STATUS_Y = 584
ACTION_ROWS = (614, 704)
BUTTON_H = 76
HAND_Y = 930
HAND_CARD = (150, 210)
HAND_WIDTH = 1240
CARD_COL = (RIGHT_LEFT + 430, RIGHT_LEFT + 520)   # scorecard: hand backs, card count


def throw_slot(index: int) -> tuple[int, int]:
    return (THROW_X0 + index * THROW_STEP, THROW_Y)


def score_row_y(row: int) -> int:
    return SCORECARD.top + SCORE_ROW_TOP + row * SCORE_ROW_H + SCORE_ROW_H // 2


def hand_slots(count: int) -> list[tuple[int, int]]:
    """Card centres for the bottom hand, overlapping a little when it is full."""
    if count <= 0:
        return []
    w = HAND_CARD[0]
    step = min(w + 12, (HAND_WIDTH - w) / max(1, count - 1)) if count > 1 else 0
    left = RIGHT_CENTRE - step * (count - 1) / 2
    return [(int(left + index * step), HAND_Y) for index in range(count)]
