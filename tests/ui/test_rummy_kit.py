"""The rummy kit knows no game: its parts driven by a made-up rummy game ("Level" requirements,
cards named a1..a9), headless - the lay-down dialog, the skip picker, the hand summary, pods,
the board and where hits land."""

from __future__ import annotations

import pygame
import pytest

from game.ui.draw.cards import CardFace
from game.ui.stage.input import InputEvent, Intent
from game.ui.stage.seats import default_seats
from game.ui.tables.phase10 import Phase10Table
from game.ui.tables.rummy.lay_down import LayDownScene
from game.ui.tables.rummy.layout import GroupPlaces
from game.ui.tables.rummy.mats import hit_rect
from game.ui.tables.rummy.pods import PileSpots, PodArt
from game.ui.tables.rummy.skip import SkipTargetScene
from game.ui.tables.rummy.summary import HandResult, HandSummaryScene
from game.ui.tables.rummy.view import Board, GroupView, RummyView, RummyWords, SeatView
from tests.ui.drive import open_table

CARDS = [f"a{n}" for n in range(1, 10)]
FACES = {card: CardFace(deck="finale", label=card[1:], colour="blue") for card in CARDS}
WORDS = RummyWords(requirement="Level", plural="levels", total=5, goal="Finish level 5 first")


class Rules:
    """Level 1: two groups of three; a group is "ready" when its cards are consecutive."""

    heading, name = "Lay down level 1", "2 runs of 3"
    slots = ((3, "Run of 3"), (3, "Run of 3"))

    def __init__(self, suggestion=None, refusal=None):
        self._suggestion, self._refusal = suggestion, refusal

    def group_ready(self, index, cards):
        numbers = sorted(int(c[1:]) for c in cards)
        return len(numbers) >= 3 and numbers == list(range(numbers[0], numbers[0] + len(numbers)))

    def explain(self, groups):
        return None if all(self.group_ready(i, g) for i, g in enumerate(groups)) else "a run needs consecutive cards"

    def suggestion(self):
        return self._suggestion

    def cannot(self):
        return "Your hand cannot make level 1 yet: 2 cards short"

    def refusal(self, groups):
        return self._refusal


class Host:
    def __init__(self):
        self.toast_time, self.toasts, self.laid = 0.0, [], []

    def can_lay_down(self):
        return True

    def lay_down(self, groups):
        self.laid.append(groups)

    def toast(self, text):
        self.toasts.append(text)

    def draw_toast(self, surface):
        pass

    def open_menu(self):
        pass


def open_dialog(app, rules, host=None):
    host = host or Host()
    dialog = LayDownScene(app, host, rules, CARDS[:7], FACES, lambda c: (int(c[1:]),))
    app.stack.push(dialog)
    return dialog, host


def test_the_suggestion_fills_the_groups_and_laying_down_hands_them_to_the_table(app):
    dialog, host = open_dialog(app, Rules(suggestion=(("a1", "a2", "a3"), ("a4", "a5", "a6"))))
    dialog.suggest()
    assert dialog.grouping() == (("a1", "a2", "a3"), ("a4", "a5", "a6")) and dialog.pool == ["a7"]
    assert dialog.message == "Ready: press Lay down"
    app.render()
    dialog.lay_down()
    assert host.laid == [(("a1", "a2", "a3"), ("a4", "a5", "a6"))] and app.stack.top is not dialog


def test_a_grouping_built_by_hand_is_explained_and_a_refusal_lays_nothing(app):
    dialog, host = open_dialog(app, Rules(refusal="not your turn"))
    dialog.selected = {"a1", "a3", "a7"}
    dialog.put(0)
    assert dialog.groups[0] == ["a1", "a3", "a7"] and dialog.message == "A run needs consecutive cards"
    dialog.lay_down()
    assert host.laid == [] and host.toasts == ["not your turn"] and app.stack.top is dialog
    dialog.take_back("a7")
    assert "a7" in dialog.pool


def test_no_suggestion_says_how_far_the_hand_is(app):
    dialog, _ = open_dialog(app, Rules())
    app.dispatch(InputEvent(Intent.ACTION_Y))
    assert dialog.message == "Your hand cannot make level 1 yet: 2 cards short" and not any(dialog.groups)


def test_the_skip_picker_names_the_chosen_seat_and_cancel_keeps_the_card(app):
    chosen = []
    picker = SkipTargetScene(app, [2, 3], ["Cy: level 2", "Di: level 4"], chosen.append)
    app.stack.push(picker)
    picker.group.focus = 1
    app.dispatch(InputEvent(Intent.CONFIRM))
    assert chosen == [3] and app.stack.top is not picker
    picker = SkipTargetScene(app, [2], ["Cy: level 2"], chosen.append)
    app.stack.push(picker)
    app.dispatch(InputEvent(Intent.BACK))
    assert chosen == [3] and app.stack.top is not picker


def test_the_hand_summary_speaks_in_the_games_words(app):
    table = open_table(app, Phase10Table, "phase10", players=3, humans=0)
    result = HandResult(hand=2, went_out=None, points=[0, 5, 9], made=[2, 0, 0], attempted=[2, 3, 0],
                        scores=[10, 20, 30], completed=[2, 1, 0], hands=[[], ["a1"], ["a2", "a3"]],
                        reason="no cards left to draw")
    summary = HandSummaryScene(app, table, result, default_seats(3), FACES, WORDS)
    app.stack.push(summary)
    assert summary.title() == ("Hand 2 is over", "Nobody went out (no cards left to draw)")
    assert summary.order == [0, 1, 2] and WORDS.progress(2) == "2/5"
    app.render()
    assert summary.opaque      # the table beneath is kept as a picture, not redrawn


def rummy_view(groups=()):
    seats = (SeatView(hand_count=7, requirement=1, done=(), laid=bool(groups), groups=tuple(groups), score=0),
             SeatView(hand_count=9, requirement=0, done=(1,), laid=False, groups=(), score=12, skips=1))
    return RummyView(seat=0, hand=tuple(CARDS[:7]), seats=seats, draw_count=40, discard=("a8", "a9"), turn=1,
                     stage="draw", dealer=0, hand_number=3)


def test_the_board_reads_the_view_and_a_new_deal_clears_it():
    run = GroupView("run", ("a1", "a2", "a3"), "Run 1-3", low=1, high=3)
    board = Board.from_view(rummy_view([run]))
    assert board.groups[0] == [run] and board.skips == [0, 1] and board.current == 1
    assert board.done_count(0) == 1 and board.done_count(1) == 1     # a laid requirement counts at once
    before = board.key()
    board.new_hand(4, 1, 80)
    assert board.groups == [[], []] and board.stage == "deal" and board.key() != before


def test_pods_draw_any_games_requirements(app):
    board = Board.from_view(rummy_view())

    class Book:
        def words(self, number):
            return f"Level {number} words"

        def slots(self, number):
            return ((3, "Run of 3"),)
    pods = PodArt(app, default_seats(2), lambda seat: f"Seat {seat}", Book(), WORDS, FACES, "finale",
                  PileSpots((1600, 540), (1800, 540)))
    surface = pygame.Surface((1920, 1080))
    pods.pod(surface, 1, pygame.Rect(100, 12, 800, 446), board)
    pods.own_head(surface, 0, pygame.Rect(14, 470, 380, 596), board, face_up=True)
    pods.piles(surface, board, lit=["draw"])
    assert pods.tile(1, made=False) is pods.tile(1, made=False)     # painted once
    hidden = PodArt(app, default_seats(2), lambda seat: f"Seat {seat}", Book(), WORDS, FACES, "finale",
                    PileSpots((1600, 540), (1800, 540), show_under=False))
    peek, plain = pygame.Surface((1920, 1080)), pygame.Surface((1920, 1080))
    pods.piles(peek, board)
    hidden.piles(plain, board)
    edge = (1800 + 55 + 5, 540)        # right of the top card: only the card beneath shows there
    assert peek.get_at(edge) != plain.get_at(edge)


@pytest.mark.parametrize(("end", "both", "side"), [("low", True, "left"), ("high", True, "right"), ("", False, "all")])
def test_a_card_that_fits_either_end_of_a_run_aims_at_one_half_of_its_mat(end, both, side):
    mat = pygame.Rect(100, 100, 300, 200)
    rect = hit_rect(mat, end, both)
    expected = {"left": pygame.Rect(100, 100, 150, 200), "right": pygame.Rect(250, 100, 150, 200), "all": mat}
    assert rect == expected[side]


def test_group_places_put_the_bottom_seat_in_its_band_and_others_in_their_pods():
    band = pygame.Rect(404, 468, 1112, 190)
    places = GroupPlaces(band, (92, 129), 40, ((110, 154), (92, 129)))
    pods = {1: pygame.Rect(100, 12, 800, 446)}
    own = places.spots((3, 3), 0, 0, pods, 2)
    theirs = places.spots((4,), 1, 0, pods, 2)
    assert all(band.contains(spot.mat) for spot in own) and pods[1].contains(theirs[0].mat)
    assert places.spots((3, 3), 0, 0, pods, 2) is own and places.spots((), 1, 0, pods, 2) == []


def test_no_rummy_module_names_a_game_or_imports_an_engine():
    from pathlib import Path

    from game.games.registry import GAME_IDS
    from game.ui.tables import rummy
    for path in Path(rummy.__file__).parent.glob("*.py"):
        source = path.read_text()
        assert "game.games" not in source, f"{path.name} imports an engine"
        for game_id in GAME_IDS:
            assert game_id not in source, f"{path.name} names {game_id}"
        assert "Phase 10" not in source and "Finale" not in source, path.name
