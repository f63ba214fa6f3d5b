"""Phase 10: what a player is told when a move is refused, one rule per test, the whole sentence.

Each refusal also leaves the game untouched (``apply`` raises before changing anything)."""

from __future__ import annotations

import pytest

from game.core.engine import IllegalAction
from game.core.rummy.melds import make_meld
from game.games.phase10.actions import ChoosePhase, Discard, Draw, DrawSaved, Hit, LayDown, Save
from game.games.phase10.state import state_to_json
from tests.phase10.support import content, rig, rules

ENGINE = rules()


def told(state, action) -> str | None:
    """The refusal a player reads, after checking that apply refuses it the same way."""
    why = ENGINE.why_illegal(state, action)
    if why is not None:
        before = state_to_json(state)
        with pytest.raises(IllegalAction) as refusal:
            ENGINE.apply(state, action)
        assert str(refusal.value) == why
        assert state_to_json(state) == before
    return why


def laid_phase_2(state, seat: int) -> None:
    """Seat ``seat`` has laid phase 2 (a set of 9s and the run 5-8)."""
    groups = content().phases[2].groups
    state.laid[seat] = True
    state.table[seat] = [make_meld(("R9a", "Y9a", "G9a"), groups[0], content().ctx),
                         make_meld(("R5a", "Y6a", "G7a", "B8a"), groups[1], content().ctx)]


# --- when things may be done -----------------------------------------------------------------
def test_nothing_may_be_done_once_the_game_is_over():
    state = rig(2, hands={0: ["R1a", "R2a"]})
    state.stage = "over"
    for action in (ChoosePhase(1), Draw("draw"), Discard("R1a"), Save("R1a")):
        assert told(state, action) == "the game is over"
    assert ENGINE.legal_actions(state) == []


def test_a_phase_is_chosen_only_at_the_start_of_a_hand():
    state = rig(2, hands={0: ["R1a", "R2a"]}, stage="draw")
    assert told(state, ChoosePhase(1)) == "now is the time to draw a card, not to choose a phase"
    state.stage = "play"
    assert told(state, ChoosePhase(1)) == "now is the time to lay down, hit, discard or save, not to choose a phase"


def test_only_the_phases_still_in_the_pile_can_be_chosen():
    state = rig(2, stage="choose")
    state.remaining[0].remove(4)
    state.completed[0].append(4)
    assert told(state, ChoosePhase(4)) == "you have already made phase 4"
    assert told(state, ChoosePhase(11)) == "there is no phase 11"
    assert told(state, ChoosePhase(0)) == "there is no phase 0"
    assert told(state, ChoosePhase(5)) is None


def test_everyone_chooses_a_phase_before_anything_else():
    state = rig(2, hands={0: ["R1a", "R2a"]}, stage="choose")
    for action in (Draw("draw"), Discard("R1a"), Save("R1a"), LayDown((("R1a",),))):
        assert told(state, action) == "first choose the phase you will attempt this hand"


def test_one_draw_a_turn_and_a_draw_before_anything_else():
    state = rig(2, hands={0: ["R1a", "R2a"]}, saves={0: ["W1"]}, stage="play")
    assert told(state, Draw("draw")) == "you have already drawn this turn"
    assert told(state, DrawSaved("W1")) == "you have already drawn this turn"
    state.stage = "draw"
    for action in (Discard("R1a"), Save("R1a"), Hit("R1a", 1, 0), LayDown((("R1a",),))):
        assert told(state, action) == "draw a card first (from the draw pile, the discard pile or your save pile)"


def test_something_that_is_not_a_move_is_refused_by_name():
    state = rig(2, hands={0: ["R1a", "R2a"]})
    assert told(state, "fly away") == "'fly away' is not a Phase 10 action"


# --- drawing ------------------------------------------------------------------------------------
def test_a_draw_comes_from_a_pile_that_has_cards():
    state = rig(2, hands={0: ["R1a"]}, discard=["G9a"], saves={0: ["W1"]}, stage="draw")
    assert told(state, Draw("hand")) == "you can draw from the draw pile or the discard pile, not 'hand'"
    assert told(state, DrawSaved("W2")) == "that card is not in your save pile"
    assert told(state, DrawSaved("W1")) is None
    assert told(state, Draw("discard")) is None
    state.discard.append("S2")
    assert told(state, Draw("discard")) == "a skip on the discard pile cannot be picked up"
    state.draw_pile, state.discard = [], []
    assert told(state, Draw("draw")) == "the draw pile is empty"
    assert told(state, Draw("discard")) == "the discard pile is empty"
    assert ENGINE.legal_actions(state) == [DrawSaved("W1")]


def test_each_saved_card_is_offered_once_as_a_draw():
    state = rig(2, hands={0: ["R1a"]}, saves={0: ["W1", "W2", "G7a"]}, stage="draw")
    assert ENGINE.legal_actions(state) == [Draw("draw"), Draw("discard"), DrawSaved("W1"), DrawSaved("W2"),
                                          DrawSaved("G7a")]


# --- saving -------------------------------------------------------------------------------------
def test_only_a_held_card_can_be_saved():
    state = rig(2, hands={0: ["R1a", "R2a"]})
    assert told(state, Save("G7a")) == "you do not hold green 7"
    assert told(state, Save("nonsense")) == "you do not hold nonsense"


def test_a_save_pile_holds_a_limited_number_of_cards():
    limit = content().save_pile_limit
    full = ["W1", "W2", "W3", "W4", "W5", "W6", "W7", "W8"][:limit]
    state = rig(2, hands={0: ["R1a", "R2a"]}, saves={0: full})
    assert told(state, Save("R1a")) == f"your save pile is full ({limit} cards)"
    assert not any(isinstance(a, Save) for a in ENGINE.legal_actions(state))
    state = rig(2, hands={0: ["R1a", "R2a"]}, saves={0: full[:-1]})
    assert told(state, Save("R1a")) is None
    assert {a for a in ENGINE.legal_actions(state) if isinstance(a, Save)} == {Save("R1a"), Save("R2a")}


def test_one_card_may_be_saved_each_hand():
    state = rig(2, hands={0: ["R1a", "R2a", "R3a"]})
    state.saved_this_hand[0] = True
    assert told(state, Save("R1a")) == "you have already saved a card this hand"


def test_a_card_may_be_saved_while_another_stays_in_hand():
    state = rig(2, hands={0: ["R1a", "R2a"]})
    assert told(state, Save("R2a")) is None
    state = rig(2, hands={0: ["R1a"]})
    assert told(state, Save("R1a")) == "you cannot save your last card: go out by discarding it"


# --- laying down and hitting ---------------------------------------------------------------------
def test_a_lay_down_uses_only_cards_in_hand():
    state = rig(2, hands={0: ["R3a", "Y3a", "W1", "B9a", "R9a", "G1a"]}, active={0: 1})
    assert told(state, LayDown((("R3a", "Y3a", "G3a"), ("B9a", "R9a", "W1")))) == "you do not hold green 3 (G3a)"
    assert told(state, LayDown((("R3a", "Y3a", "X3"), ("B9a", "R9a", "W1")))) == "you do not hold 'X3' (X3)"


def test_a_lay_down_that_misses_the_phase_names_the_phase_and_the_reason():
    state = rig(2, hands={0: ["R3a", "Y3a", "W1", "B9a", "R9a", "G1a"]}, active={0: 1})
    assert told(state, LayDown((("R3a", "Y3a", "W1"), ("B9a", "R9a", "G1a")))) == (
        "phase 1 (2 sets of 3): a set needs cards of one number; 1 and 9 differ")
    assert told(state, LayDown((("R3a", "Y3a", "W1"), ("B9a", "R9a")))) == (
        "phase 1 (2 sets of 3): a set of 3 needs 3 cards; only 2 given")
    assert told(state, LayDown((("R3a", "Y3a", "W1"), ("B9a", "R9a", "W1")))) == (
        "phase 1 (2 sets of 3): a card cannot be in two groups")


def test_a_second_lay_down_in_one_hand_is_refused():
    state = rig(2, hands={0: ["R3a", "Y3a", "G3a", "B9a", "R9a", "Y9a", "G1a"]}, active={0: 1})
    state.laid[0] = True
    assert told(state, LayDown((("R3a", "Y3a", "G3a"), ("B9a", "R9a", "Y9a")))) == (
        "you have already laid down your phase this hand")
    assert not any(isinstance(a, LayDown) for a in ENGINE.legal_actions(state))


def test_a_hit_needs_the_card_and_a_group_that_is_there():
    state = rig(2, hands={0: ["R4a", "G12a", "B9a"]}, active={0: 2})
    assert told(state, Hit("R4a", 1, 1, "low")) == "lay down your own phase before hitting"
    laid_phase_2(state, 1)
    state.laid[0] = True
    assert told(state, Hit("R3a", 1, 1, "low")) == "you do not hold red 3 (R3a)"
    for seat, group in ((2, 0), (-1, 0), (1, 2), (1, -1), (0, 0)):
        assert told(state, Hit("B9a", seat, group)) == "there is no laid-down group there"
    assert told(state, Hit("R4a", 1, 1, "low")) is None
    assert told(state, Hit("B9a", 1, 0)) is None


def test_a_hit_that_does_not_fit_says_where_it_would():
    state = rig(2, hands={0: ["R4a", "G12a", "B9a"]}, active={0: 2})
    laid_phase_2(state, 1)
    laid_phase_2(state, 0)
    assert told(state, Hit("R4a", 1, 1, "high")) == "that card goes on the low end of the run"
    assert told(state, Hit("G12a", 0, 1, "high")) == "only a 4 or a 9 (or a wild) extends this 5-8 run"
    assert told(state, Hit("R4a", 0, 0)) == "this set takes only 9s (or wilds)"


# --- discarding and skips --------------------------------------------------------------------------
def test_only_a_held_card_can_be_discarded():
    state = rig(2, hands={0: ["R5a", "R6a"]})
    assert told(state, Discard("G7a")) == "you do not hold green 7 (G7a)"
    assert told(state, Discard("R5a", 1)) == "only a skip card can skip a player"
    assert told(state, Discard("R5a")) is None


def test_a_skip_names_another_player_who_is_not_already_skipped():
    state = rig(3, hands={0: ["S1", "R5a"]})
    assert told(state, Discard("S1")) == "choose the player this skip makes lose a turn"
    assert told(state, Discard("S1", 0)) == "you cannot skip yourself"
    assert told(state, Discard("S1", 3)) == "there is no seat 3"
    assert told(state, Discard("S1", -1)) == "there is no seat -1"
    state.skips_pending[1] = 1
    assert told(state, Discard("S1", 1)) == "that player is already skipped; pick another"
    assert told(state, Discard("S1", 2)) is None
    assert {a.skip_target for a in ENGINE.legal_actions(state) if isinstance(a, Discard)
            and a.card == "S1"} == {2}


def test_the_first_seat_can_be_already_skipped_too():
    state = rig(3, hands={1: ["S1", "R5a"]}, turn=1)
    state.skips_pending[0] = 1
    assert told(state, Discard("S1", 0)) == "that player is already skipped; pick another"
    assert told(state, Discard("S1", 2)) is None


def test_when_every_other_player_is_skipped_a_skip_may_go_to_any_of_them():
    state = rig(3, hands={0: ["S1", "R5a"]})
    state.skips_pending[1] = state.skips_pending[2] = 1
    assert {a.skip_target for a in ENGINE.legal_actions(state) if isinstance(a, Discard)
            and a.card == "S1"} == {1, 2}
    assert told(state, Discard("S1", 1)) is None


def test_classic_skips_go_to_the_next_player_only():
    state = rig(4, hands={2: ["S1", "R5a"]}, classic_skips=True, turn=2)
    assert told(state, Discard("S1", 1)) == "with classic skips the skip always goes to the next player"
    assert told(state, Discard("S1", 7)) == "with classic skips the skip always goes to the next player"
    assert told(state, Discard("S1", 3)) is None
    state = rig(4, hands={3: ["S1", "R5a"]}, classic_skips=True, turn=3)
    assert told(state, Discard("S1", 0)) is None
    assert [a for a in ENGINE.legal_actions(state) if isinstance(a, Discard) and a.card == "S1"] == [Discard("S1", 0)]
