"""What only the Finale table draws: the bottom seat's panel (its Level, the dog it needs, the
Levels made, the Grand Finale points), the Challenge card (each Level's words and which players
are on it) and an activated Exchange lying face up beside the piles."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

import pygame

from game.games.finale.content import FINALE, FinaleContent
from game.ui.draw import theme
from game.ui.draw.cards import CardFace
from game.ui.draw.palette import colour, draw_icon
from game.ui.stage.seats import SeatSetup
from game.ui.stage.widgets import panel
from game.ui.tables.finale.adapter import TIEBREAK, WORDS, ChallengeFacts, LevelBook
from game.ui.tables.finale.layout import CHALLENGE_CARD, EXCHANGE_POS
from game.ui.tables.rummy.layout import OWN_PANEL, PILE
from game.ui.tables.rummy.pods import PodArt, current_row, line_growth
from game.ui.tables.rummy.view import Board

if TYPE_CHECKING:
    from game.ui.shell.app import App

DOG_GOLD = (250, 204, 60)


def challenge_colour(content: FinaleContent, challenge: str) -> tuple[int, int, int]:
    """The colour a Challenge is named for ("Balanced Blue": blue), else the accent."""
    for name in content.ctx.colours:
        if name in challenge:
            return colour(name).fill
    return theme.ACCENT


class FinaleArt:
    """The panel, the Challenge card and the Exchange, around the rummy pods."""

    def __init__(self, app: App, pods: PodArt, seats: Sequence[SeatSetup], faces: Mapping[str, CardFace],
                 content: FinaleContent, book: LevelBook):
        self.app, self.pods, self.seats, self.faces = app, pods, seats, faces
        self.content, self.book = content, book
        self._fits: dict[tuple, tuple[int, list[str]]] = {}

    def own_panel(self, surface: pygame.Surface, seat: int, board: Board, facts: ChallengeFacts,
                  face_up: bool) -> None:
        """The bottom seat's name and Level, the dog its Level needs, the Levels made so far."""
        rect, text = OWN_PANEL, self.app.text
        self.pods.own_head(surface, seat, rect, board, face_up, lines=3)
        number = board.active[seat]
        dogs = self.book.dogs(number) if number else ()
        grow = line_growth(text, 32)     # the TV text size: each block a little lower, clear of the last
        y = rect.top + 232 + 4 * grow
        text.blit(surface, "Dog needed", 32, theme.INK_DIM, (rect.left + 20, y), "topleft", "bold")
        if dogs and not board.laid[seat]:
            box = pygame.Rect(rect.left + 20, y + 44, 56, 50)
            pygame.draw.rect(surface, DOG_GOLD, box.inflate(8, 8), border_radius=12)
            pygame.draw.rect(surface, (250, 246, 232), box, border_radius=10)
            draw_icon(surface, "dog", box.inflate(-8, -6), DOG_GOLD, (60, 44, 20))
            names, room = " and ".join(dogs), rect.right - 16 - (box.right + 16)
            style = "bold" if text.font(32, "bold").size(names)[0] <= room else "condensed"
            if text.font(32, style).size(names)[0] > room:      # two dogs: "&" and the small step
                names = " & ".join(dogs)
            size = 32 if text.font(32, style).size(names)[0] <= room else 26
            text.blit(surface, names, size, DOG_GOLD, (box.right + 16, box.centery), "midleft", style)
        else:
            words = "none" if not dogs else "done"
            text.blit(surface, words, 32, theme.INK_DIM, (rect.left + 20, y + 50), "topleft", "condensed")
        y = rect.top + 350 + 2 * grow
        if number == TIEBREAK:
            text.blit(surface, "Tie-breaker: first to a set", 32, theme.ACCENT, (rect.left + 20, y), "topleft", "bold")
        else:
            self.pods.made_row(surface, rect, y, seat, board, f"{min(board.done_count(seat), 4)}/4", in_order=True)
        y = rect.top + 486 + 2 * grow
        if facts.grand:
            text.blit(surface, f"Grand Finale {facts.index + 1}/{len(facts.challenges)}", 32,
                      theme.INK_DIM, (rect.left + 20, y), "topleft", "bold")
            text.blit(surface, f"{board.scores[seat]} points", theme.BODY_SIZE, theme.ACCENT, (rect.left + 20, y + 44),
                      "topleft", "bold")
        else:
            name = self.content.challenges[facts.challenge].name
            row = pygame.Rect(rect.left + 20, y, rect.width - 36, 50)
            words = f"Challenge, round {max(1, board.hand_number)}"
            if text.font(32, "condensed").size(words)[0] > row.width:    # the TV text size: the name follows
                words = f"Round {max(1, board.hand_number)}"
            size, style = text.fit(words, 32, row.width, smallest=32)
            text.blit(surface, words, size, theme.INK_DIM, row.topleft, "topleft", style, box=row)
            size, style = text.fit(name, theme.BODY_SIZE, row.width, smallest=theme.BODY_SIZE)
            text.blit(surface, name, size, challenge_colour(self.content, facts.challenge), (rect.left + 20, y + 44),
                      "topleft", style, box=row.move(0, 44).inflate(0, 10))

    def challenge_card(self, surface: pygame.Surface, board: Board, facts: ChallengeFacts, bottom: int) -> None:
        """The Challenge card: its name, then each Level (and the Finale) with the players on it."""
        rect, text = CHALLENGE_CARD, self.app.text
        challenge = self.content.challenges[facts.challenge]
        tint = challenge_colour(self.content, facts.challenge)
        panel(surface, rect, alpha=215, radius=20)
        pygame.draw.rect(surface, tint, (rect.left, rect.top, rect.width, 10), border_top_left_radius=20,
                         border_top_right_radius=20)
        style = "bold" if text.font(32, "bold").size(challenge.name)[0] <= rect.width - 40 else "condensed"
        text.blit(surface, challenge.name, 32, tint, (rect.left + 20, rect.top + 18), "topleft", style)
        top, row_h = rect.top + 62, (rect.height - 70) // FINALE
        for level in range(1, FINALE + 1):
            y = top + (level - 1) * row_h
            on = [seat for seat in range(board.players) if board.active[seat] == level]
            if any(seat == board.current for seat in on):
                current_row(surface, rect, y, row_h - 4)
            state = "active" if board.active[bottom] == level else ""
            tile_top = y + (row_h - 60) // 2
            surface.blit(self.pods.mini_tile(WORDS.tile_label(level), state), (rect.left + 14, tile_top))
            width = rect.width - 104
            size, lines = self.fit(self.book.words(level), width)
            for row, line in enumerate(lines):
                top_y = y + (row_h - (size + 2) * len(lines)) // 2 - 4 + row * (size + 2)
                text.blit(surface, line, size, theme.INK, (rect.left + 88, top_y), "topleft", "condensed")
            for index, seat in enumerate(on):   # the players on this Level: tokens along the tile's foot
                centre = (rect.left + 45 - 7 * (len(on) - 1) + 14 * index, tile_top + 54)
                pygame.draw.circle(surface, (20, 24, 28), centre, 8)
                pygame.draw.circle(surface, self.seats[seat].rgb, centre, 6)

    def fit(self, words: str, width: int) -> tuple[int, list[str]]:
        """Words in condensed lines of ``width``, broken after a "+" where possible: two lines
        in the largest size (26 down to 22) that fits, else three lines at 20."""
        key = ("fit", words, width)
        if key not in self._fits:
            text = self.app.text
            for size, most in ((26, 2), (24, 2), (22, 2), (20, 3)):
                font = text.font(size, "condensed")
                lines: list[str] = []
                for part in words.split(" + "):
                    joined = f"{lines[-1]} + {part}" if lines else part
                    if lines and font.size(joined)[0] <= width:
                        lines[-1] = joined
                    else:
                        if lines:
                            lines[-1] += " +"
                        lines += text.wrap(part, size, width, "condensed") if font.size(part)[0] > width else [part]
                if len(lines) <= most:
                    break
            self._fits[key] = (size, lines[:most])
        return self._fits[key]

    def exchange(self, surface: pygame.Surface, board: Board, card: str | None) -> None:
        """An activated Exchange, face up beside the piles, with the draws still due."""
        if board.exchange is None or card is None:
            return
        cards, text = self.app.cards, self.app.text
        art = cards.face(self.faces[card], PILE)
        box = art.get_rect(center=EXCHANGE_POS)
        pygame.draw.rect(surface, theme.ACCENT, box.inflate(16, 16), width=5, border_radius=16)
        surface.blit(art, box)
        left = board.exchange.draws_left
        words = f"{left} more" if left else "drawn"
        text.blit(surface, words, 28, theme.ACCENT, (EXCHANGE_POS[0], box.bottom + 10), "midtop", "condensed")
