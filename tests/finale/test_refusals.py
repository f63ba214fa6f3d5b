"""Finale: what a player is told when a move is refused, one rule per test, the whole sentence.

Each refusal also leaves the game untouched (``apply`` raises before changing anything), and
each test shows the move that is allowed next to the one that is not."""

from __future__ import annotations

import pytest

from game.core.engine import IllegalAction
from game.core.rummy.melds import make_meld
from game.games.finale.actions import Discard, Draw, Exchange, Hit, LayDown
from game.games.finale.state import state_to_json
from tests.finale.support import content, play, rig, rules

ENGINE = rules()
HAND = ["Y7a", "R7a", "G7a", "B2a", "Y3a", "R4a", "G5a", "B9a", "B9b", "Y1a"]


def told(state, action) -> str | None:
    """The refusal a player reads, after checking that apply refuses it the same way and
    changes nothing."""
    why = ENGINE.why_illegal(state, action)
    if why is not None:
        before = state_to_json(state)
        with pytest.raises(IllegalAction) as refusal:
            ENGINE.apply(state, action)
        assert str(refusal.value) == why
        assert state_to_json(state) == before
    return why


def laid_level_1(state, seat: int) -> None:
    """``seat`` has completed Mellow Yellow's Level 1: a set of 9s and the run 5-8."""
    groups = content().challenges["mellow_yellow"].requirement(1).groups
    ctx = content().ctx
    state.laid[seat] = True
    state.table[seat] = [make_meld(("R9a", "Y9a", "G9a"), groups[0], ctx),
                         make_meld(("R5a", "Y6a", "G7b", "B8a"), groups[1], ctx)]


# --- when things may be done -----------------------------------------------------------------
def test_nothing_may_be_done_once_the_game_is_over():
    state = rig(2, hands={0: list(HAND)}, stage="play")
    state.stage = "over"
    for action in (Draw("draw"), Exchange("YX"), Discard("Y7a"), LayDown((("Y7a",),)), "anything"):
        assert told(state, action) == "the game is over"
    assert ENGINE.legal_actions(state) == []
    assert ENGINE.current_player(state) is None and ENGINE.is_over(state)


def test_a_turn_starts_with_a_draw_or_an_exchange():
    state = rig(2, hands={0: list(HAND)})
    expected = "draw a card first (or play an Exchange card instead of drawing)"
    for action in (LayDown((("Y7a", "R7a", "G7a"),)), Hit("Y7a", 0, 0), Discard("Y7a")):
        assert told(state, action) == expected
    assert told(state, Draw("draw")) is None
    assert ENGINE.current_player(state) == 0 and not ENGINE.is_over(state)


def test_a_second_draw_is_refused():
    state = rig(2, hands={0: list(HAND)})
    play(state, Draw("draw"))
    assert told(state, Draw("draw")) == "you have already drawn this turn"
    assert told(state, Draw("discard")) == "you have already drawn this turn"


def test_something_that_is_not_a_finale_move_is_named():
    state = rig(2, hands={0: list(HAND)}, stage="play")
    assert told(state, "junk") == "'junk' is not a Finale action"


# --- drawing ---------------------------------------------------------------------------------
def test_there_are_only_two_piles_to_draw_from():
    state = rig(2, hands={0: list(HAND)})
    assert told(state, Draw("hand")) == "you can draw from the draw pile or the discard pile, not 'hand'"


def test_an_empty_pile_cannot_be_drawn_from():
    state = rig(2, hands={0: list(HAND)}, discard=[])
    assert told(state, Draw("discard")) == "the discard pile is empty"
    assert Draw("discard") not in ENGINE.legal_actions(state)
    state.discard, state.draw_pile = state.draw_pile, []
    assert told(state, Draw("draw")) == "the draw pile is empty"
    assert Draw("draw") not in ENGINE.legal_actions(state)
    assert told(state, Draw("discard")) is None


def test_a_skip_or_an_exchange_on_the_discard_pile_is_taken_only_through_an_exchange():
    state = rig(2, hands={0: list(HAND)}, discard=["R1a", "GS"])
    assert told(state, Draw("discard")) == ("a Skip on the discard pile can only be taken by playing an "
                                            "Exchange card")
    assert Draw("discard") not in ENGINE.legal_actions(state)
    state = rig(2, hands={0: list(HAND)}, discard=["R1a", "GS", "BX"])
    assert told(state, Draw("discard")) == ("an Exchange on the discard pile can only be taken by playing an "
                                            "Exchange card")
    state.opening_exchange = True      # the Exchange that started the pile: the first player may take it
    assert told(state, Draw("discard")) is None
    assert Draw("discard") in ENGINE.legal_actions(state)


def test_an_exchange_takes_a_skip_from_the_discard_pile():
    state = rig(2, hands={0: ["YX", *HAND[:9]]}, discard=["R1a", "GS"])
    play(state, Exchange("YX"))
    assert told(state, Draw("discard")) is None
    assert ENGINE.legal_actions(state) == [Draw("draw"), Draw("discard")]


# --- exchanging ------------------------------------------------------------------------------
def test_an_exchange_is_played_before_drawing_and_only_once():
    state = rig(2, hands={0: ["YX", "RX", *HAND[:8]]})
    play(state, Exchange("YX"))
    assert told(state, Exchange("RX")) == "you are already exchanging: take your cards"
    assert told(state, Discard("Y7a")) == "take your 2 Exchange cards first"
    play(state, Draw("draw"))
    assert told(state, Discard("Y7a")) == "take your 1 Exchange card first"
    play(state, Draw("draw"))
    assert told(state, Exchange("RX")) == "an Exchange is played at the start of your turn, before drawing"


def test_only_an_exchange_card_one_holds_can_be_played_as_one():
    state = rig(2, hands={0: list(HAND)})
    assert told(state, Exchange("Y7a")) == "the yellow 7 is not an Exchange card"
    assert told(state, Exchange("YX")) == "you do not hold the yellow exchange (YX)"
    assert told(state, Exchange("Q1")) == "there is no card 'Q1' in Finale"


def test_each_exchange_in_hand_is_offered_once_in_card_order():
    state = rig(2, hands={0: ["RX", "BX", *HAND[:8]]})
    assert ENGINE.legal_actions(state) == [Draw("draw"), Draw("discard"), Exchange("BX"), Exchange("RX")]


# --- laying down a Level ---------------------------------------------------------------------
def test_a_level_is_completed_once_a_round():
    state = rig(2, hands={0: list(HAND)}, stage="play")
    laid_level_1(state, 0)
    assert told(state, LayDown((("Y7a", "R7a", "G7a"), ("Y1a", "B2a", "Y3a", "R4a")))) == \
        "you have already completed your Level this round"
    assert not any(isinstance(a, LayDown) for a in ENGINE.legal_actions(state))


def test_a_level_is_laid_from_cards_one_holds():
    state = rig(2, hands={0: list(HAND)}, stage="play")
    assert told(state, LayDown((("Y7a", "R7a", "Q7"),))) == "there is no card 'Q7' in Finale"
    assert told(state, LayDown((("Y7a", "R7a", "R1a"),))) == "you do not hold the red 1 (R1a)"


def test_a_wrong_level_is_refused_with_the_level_named():
    state = rig(2, hands={0: list(HAND)}, stage="play")
    assert told(state, LayDown((("Y7a", "R7a", "G7a"),))) == \
        "Level 1: Set & Run: Set & Run needs 2 groups, not 1"
    assert told(state, LayDown((("Y7a", "R7a", "G7a"), ("Y1a", "B2a", "Y3a", "R4a")))) is None


def test_a_tie_breaker_set_is_refused_with_the_tie_breaker_named():
    state = rig(2, hands={0: ["Y7a", "R7a", "B2a", "Y3a", "R4a"]}, stage="play")
    state.tiebreak = {"phase": "race", "completed": [], "final_left": [], "turns": 1, "players": [0, 1]}
    why = told(state, LayDown((("Y7a", "R7a"),)))
    assert why is not None and why.startswith("the tie-breaker: Set of Three: ")


# --- hits ------------------------------------------------------------------------------------
def test_hits_come_after_completing_ones_own_level():
    state = rig(2, hands={0: list(HAND)}, stage="play")
    laid_level_1(state, 1)
    assert told(state, Hit("B9a", 1, 0)) == "complete your own Level before adding cards to the table"
    assert not any(isinstance(a, Hit) for a in ENGINE.legal_actions(state))


def test_a_hit_names_a_completed_group_that_exists():
    state = rig(2, hands={0: list(HAND)}, stage="play")
    laid_level_1(state, 0)
    for seat, group in ((2, 0), (-1, 0), (0, 2), (0, -1)):
        assert told(state, Hit("B9a", seat, group)) == "there is no completed group there"
    assert told(state, Hit("B9a", 1, 0)) == "there is no completed group there"   # seat 1 laid nothing
    assert told(state, Hit("B9a", 0, 0)) is None
    assert told(state, Hit("R1a", 0, 0)) == "you do not hold the red 1 (R1a)"
    assert told(state, Hit("Q1", 0, 0)) == "there is no card 'Q1' in Finale"


def test_a_hit_that_does_not_fit_the_group_is_refused_with_the_reason():
    state = rig(2, hands={0: list(HAND)}, stage="play")
    laid_level_1(state, 0)
    why = told(state, Hit("Y7a", 0, 0))
    assert why is not None and "9" in why


# --- discards and skips ----------------------------------------------------------------------
def test_a_discard_is_a_card_one_holds():
    state = rig(2, hands={0: list(HAND)}, stage="play")
    assert told(state, Discard("R1a")) == "you do not hold the red 1 (R1a)"
    assert told(state, Discard("GS", 1)) == "you do not hold the green skip (GS)"
    assert told(state, Discard("Y7a")) is None


def test_only_a_skip_card_can_skip_a_player():
    state = rig(2, hands={0: list(HAND)}, stage="play")
    assert told(state, Discard("Y7a", 1)) == "only a Skip card can skip a player"


def test_a_skip_names_another_seat_that_is_playing():
    state = rig(3, hands={0: ["GS", *HAND[:9]]}, stage="play")
    assert told(state, Discard("GS")) == "name the player this Skip makes lose a turn"
    assert told(state, Discard("GS", 0)) == "you cannot skip yourself"
    assert told(state, Discard("GS", 3)) == "there is no seat 3"
    assert told(state, Discard("GS", -1)) == "there is no seat -1"
    assert told(state, Discard("GS", 2)) is None
    skips = [a for a in ENGINE.legal_actions(state) if isinstance(a, Discard) and a.card == "GS"]
    assert skips == [Discard("GS", 1), Discard("GS", 2)]


def test_in_the_tie_breaker_a_skip_names_one_of_the_tied_players():
    state = rig(3, hands={0: ["GS", "Y7a", "R7a", "B2a", "Y3a"]}, stage="play")
    state.tiebreak = {"phase": "race", "completed": [], "final_left": [], "turns": 1, "players": [0, 2]}
    state.in_play = [0, 2]
    assert told(state, Discard("GS", 1)) == "Seat 1 is not playing in the tie-breaker"
    assert told(state, Discard("GS", 2)) is None
    assert [a for a in ENGINE.legal_actions(state) if getattr(a, "card", "") == "GS"] == [Discard("GS", 2)]
    state = rig(3, hands={1: ["GS", "Y7a", "R7a", "B2a", "Y3a"]}, stage="play", turn=1)
    state.tiebreak = {"phase": "race", "completed": [], "final_left": [], "turns": 1, "players": [1, 2]}
    state.in_play = [1, 2]
    assert told(state, Discard("GS", 0)) == "Seat 0 is not playing in the tie-breaker"


def test_a_skip_taken_through_an_exchange_is_discarded_as_a_plain_card():
    state = rig(2, hands={0: ["YX", *HAND[:9]]}, discard=["R1a", "GS"])
    play(state, Exchange("YX"), Draw("discard"), Draw("draw"))
    assert "GS" in state.hands[0] and state.fresh_skips == ["GS"]
    assert told(state, Discard("GS", 1)) == ("a Skip taken from the discard pile through an Exchange cannot skip "
                                             "anyone this turn: it is discarded as a plain card")
    assert told(state, Discard("GS")) is None
    assert [a for a in ENGINE.legal_actions(state) if getattr(a, "card", "") == "GS"] == [Discard("GS")]
