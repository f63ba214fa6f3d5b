"""What only the Phase 10 table draws: save piles (a small stack in each pod, the bottom seat's
saved cards in its panel) and the running score sheet; the row of phases made is the kit's."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

import pygame

from game.ui.draw import theme
from game.ui.draw.cards import CardFace
from game.ui.stage.seats import SeatSetup
from game.ui.stage.widgets import panel
from game.ui.tables.phase10.adapter import SavePiles
from game.ui.tables.phase10.layout import DECK, MINI_BACK, SAVE_CARD, SHEET, save_slots
from game.ui.tables.rummy.layout import OWN_PANEL
from game.ui.tables.rummy.pods import PodArt, current_row, line_growth
from game.ui.tables.rummy.view import Board

if TYPE_CHECKING:
    from game.ui.shell.app import App

POD_ASIDE = 96      # room a pod's phase line leaves for the save stack


class Phase10Art:
    """The save piles, the bottom seat's panel and the score sheet, around the rummy pods."""

    def __init__(self, app: App, pods: PodArt, seats: Sequence[SeatSetup], faces: Mapping[str, CardFace]):
        self.app, self.pods, self.seats, self.faces = app, pods, seats, faces

    def pod(self, surface: pygame.Surface, seat: int, rect: pygame.Rect, board: Board, saves: SavePiles) -> None:
        """An opponent's pod with its save stack beside the phase line."""
        count = saves.counts[seat]
        self.pods.pod(surface, seat, rect, board, aside=POD_ASIDE if count else 0)
        if count:
            back = self.app.cards.back(DECK, MINI_BACK)
            x, y = rect.right - 74, rect.top + 92
            surface.fblits([(back, (x - 2 * i, y - 2 * i)) for i in range(min(3, count))])
            self.app.text.blit(surface, f"{count}", 32, theme.INK, (x + 48, y + 32), "midleft", "bold")
            self.app.text.blit(surface, "saved", 32, theme.INK_DIM, (rect.right - 14, y + 70), "midright",
                               "condensed")

    def own_panel(self, surface: pygame.Surface, seat: int, board: Board, saves: SavePiles, face_up: bool) -> None:
        """The bottom seat's name, phase card, save pile and which of the ten phases are made."""
        rect = OWN_PANEL
        self.pods.own_head(surface, seat, rect, board, face_up)
        text, cards = self.app.text, self.app.cards
        count = saves.counts[seat]
        # a little lower at the TV text size, clear of the requirement's words (the cards stay put)
        text.blit_pair(surface, "Save pile", f"{count}/5", 32, (theme.INK_DIM, theme.INK_DIM), rect.left + 20,
                       rect.right - 20, rect.top + 200 + line_growth(text, 32), ("bold", "regular"))
        slots = save_slots(max(1, count))
        if not count:
            blank = cards.blank(SAVE_CARD)
            surface.blit(blank, blank.get_rect(center=slots[0]))
            text.blit(surface, "empty", 32, theme.INK_DIM, (slots[0][0] + 52, slots[0][1]), "midleft")
        else:
            shadow = cards.shadow(SAVE_CARD)
            blits = []
            for index, centre in enumerate(slots):
                card = saves.own[index] if face_up and index < len(saves.own) else None
                art = cards.face(self.faces[card], SAVE_CARD) if card else cards.back(DECK, SAVE_CARD)
                blits += [(shadow, shadow.get_rect(center=(centre[0] + 2, centre[1] + 4))),
                          (art, art.get_rect(center=centre))]
            surface.fblits(blits)
        self.pods.made_row(surface, rect, rect.top + 370, seat, board)

    def score_sheet(self, surface: pygame.Surface, board: Board) -> None:
        rect, text = SHEET, self.app.text
        panel(surface, rect, alpha=215, radius=20)
        hand = f"Hand {max(1, board.hand_number)}"
        wide = text.font(32, "condensed").size("Score sheet")[0] + 6 + text.font(32, "condensed").size(hand)[0]
        title = "Score sheet" if wide <= rect.width - 40 else "Scores"   # the shorter word at the TV text size
        text.blit_pair(surface, title, hand, 32, (theme.ACCENT, theme.INK_DIM), rect.left + 20, rect.right - 20,
                       rect.top + 12, ("bold", "condensed"), gap=10)
        points_x = rect.right - 18
        done_x = rect.left + 246                 # the Phases column, left of Points by 12 px at least
        done_x = min(done_x, points_x - text.font(32, "condensed").size("Points")[0] - 12)
        y = rect.top + 56
        text.blit(surface, "Phases", 32, theme.INK_DIM, (done_x, y), "topright", "condensed")
        text.blit(surface, "Points", 32, theme.INK_DIM, (points_x, y), "topright", "condensed")
        y += 42
        row_h = min(46, (rect.bottom - 10 - y) // max(1, board.players))
        bold = text.font(32, "bold")
        for seat in range(board.players):
            setup = self.seats[seat]
            cy = y + row_h // 2
            if board.current == seat:
                current_row(surface, rect, y + 2, row_h - 4)
            pygame.draw.circle(surface, setup.rgb, (rect.left + 28, cy), 11)
            name = setup.name
            name_room = min(120, done_x - bold.size(f"{board.done_count(seat)}/10")[0] - 12 - (rect.left + 46))
            # condensed before cut short: at the TV text size "Cleo" fits condensed, not bold
            style = "bold" if bold.size(name)[0] <= name_room else "condensed"
            face = text.font(32, style)
            while len(name) > 3 and face.size(name)[0] > name_room:
                name = name[:-1]
            text.blit(surface, name if name == setup.name else name + ".", 32, theme.INK, (rect.left + 46, cy),
                      "midleft", style)
            text.blit(surface, f"{board.done_count(seat)}/10", 32, theme.ACCENT_SOFT, (done_x, cy), "midright", "bold")
            text.blit(surface, str(board.scores[seat]), 32, theme.INK, (points_x, cy), "midright", "bold")
            y += row_h
