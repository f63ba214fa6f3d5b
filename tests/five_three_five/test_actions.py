"""Lead, Overwrite, Add and Pass: one test per rule and per rulebook example."""

from __future__ import annotations

import pytest

from game.core.engine import IllegalAction
from game.games.five_three_five.melds import Add, Lead, Overwrite, Pass

from .helpers import rules, table

ENGINE = rules()


def play(state, action):
    _, events = ENGINE.apply(state, action)
    return events


def kinds(events):
    return [event.kind for event in events]


# --- Lead -------------------------------------------------------------------------------

def test_example_summer_leads_run_2_3_4():
    state = table(ENGINE, 4, [[2, 3, 4, 9], [5], [5], [5]])
    events = play(state, Lead((2, 3, 4)))
    assert state.meld == [2, 3, 4] and state.meld_kind == "run"
    assert events[0].data["action"] == "lead" and events[0].data["meld_type"] == "run"
    assert ENGINE.view(state, 1).hand_counts == (1, 1, 1, 1)


@pytest.mark.parametrize("cards, kind", [((4,), "single"), ((9,), "single"), ((1, 1), "set"),
                                         ((5, 5, 5), "set"), ((7, 8), "run"),
                                         ((12, 13, 14), "run")])
def test_lead_accepts_singles_sets_and_runs(cards, kind):
    state = table(ENGINE, 3, [[1, 1, 4, 5, 5, 5, 7, 8, 9, 12, 13, 14], [2], [2]])
    assert Lead(cards) in ENGINE.legal_actions(state)
    play(state, Lead(cards))
    assert state.meld_kind == kind


def test_lead_refuses_four_cards_and_mixed_cards():
    state = table(ENGINE, 3, [[1, 2, 3, 4, 7, 7, 9], [2], [2]])
    assert "one, two or three" in ENGINE.why_illegal(state, Lead((1, 2, 3, 4)))
    assert "not a meld" in ENGINE.why_illegal(state, Lead((7, 7, 9)))
    assert "not a meld" in ENGINE.why_illegal(state, Lead((7, 9)))


def test_run_cannot_cross_the_missing_6():
    state = table(ENGINE, 3, [[4, 5, 7, 9, 11], [2], [2]])
    assert "not a meld" in ENGINE.why_illegal(state, Lead((5, 7)))
    assert "not a meld" in ENGINE.why_illegal(state, Lead((4, 5, 7)))
    assert "not a meld" in ENGINE.why_illegal(state, Lead((9, 11)))
    assert [a for a in ENGINE.legal_actions(state) if len(a.cards) > 1] == [Lead((4, 5))]


def test_bridge_gaps_option_lets_runs_jump_6_and_10():
    state = table(ENGINE, 3, [[4, 5, 7, 8, 9, 11], [2], [2]], bridge_gaps=True)
    legal = ENGINE.legal_actions(state)
    assert {Lead((5, 7)), Lead((4, 5, 7)), Lead((9, 11)), Lead((8, 9, 11))} <= set(legal)
    assert ENGINE.why_illegal(state, Lead((7, 9, 11))) is not None   # 8 is still needed


def test_lead_player_may_not_pass():
    state = table(ENGINE, 4, [[3], [5], [5], [5]])
    assert Pass() not in ENGINE.legal_actions(state)
    with pytest.raises(IllegalAction, match="must play"):
        ENGINE.apply(state, Pass())


def test_cannot_play_cards_not_in_hand():
    state = table(ENGINE, 3, [[3, 3], [5], [5]])
    assert ENGINE.why_illegal(state, Lead((3, 3, 3))) == "you hold 2 cards numbered 3"
    assert "no card 6" in ENGINE.why_illegal(state, Lead((6,)))


# --- Overwrite --------------------------------------------------------------------------

def test_example_spring_overwrites_single_1_with_14():
    state = table(ENGINE, 4, [[2], [14, 3], [5], [5]], meld=[[1]], current=1, last_player=0)
    play(state, Overwrite((14,)))
    assert state.meld == [14] and state.layers == [[1], [14]]


def test_example_winter_overwrites_run_14_15_with_2_3():
    state = table(ENGINE, 4, [[2], [2, 3, 9], [5], [5]], meld=[[14, 15]], current=1,
                  last_player=0)
    events = play(state, Overwrite((2, 3)))
    assert state.meld == [2, 3]
    assert events[0].data["covered"] == [14, 15] and events[0].data["meld_type"] == "run"


def test_singles_and_sets_overwrite_only_with_higher_numbers():
    state = table(ENGINE, 3, [[2], [4, 4, 9, 9], [5]], meld=[[7, 7]], current=1, last_player=0)
    assert Overwrite((9, 9)) in ENGINE.legal_actions(state)
    assert "higher than 7" in ENGINE.why_illegal(state, Overwrite((4, 4)))


def test_runs_are_stronger_the_lower_they_are():
    state = table(ENGINE, 3, [[2], [1, 2, 3, 12, 13, 14], [5]], meld=[[7, 8, 9]], current=1,
                  last_player=0)
    legal = ENGINE.legal_actions(state)
    assert Overwrite((1, 2, 3)) in legal and Overwrite((2, 3, 4)) not in legal
    assert "lower runs are stronger" in ENGINE.why_illegal(state, Overwrite((12, 13, 14)))


def test_overwrite_must_be_strictly_stronger():
    state = table(ENGINE, 3, [[2], [9, 3, 4], [5]], meld=[[9]], current=1, last_player=0)
    assert "higher than 9" in ENGINE.why_illegal(state, Overwrite((9,)))
    state = table(ENGINE, 3, [[2], [3, 4], [5]], meld=[[3, 4]], current=1, last_player=0)
    assert ENGINE.why_illegal(state, Overwrite((3, 4))) is not None


def test_overwrite_needs_the_same_size():
    state = table(ENGINE, 3, [[2], [9, 9, 9], [5]], meld=[[7, 7]], current=1, last_player=0)
    assert "exactly 2" in ENGINE.why_illegal(state, Overwrite((9, 9, 9)))
    assert "exactly 2" in ENGINE.why_illegal(state, Overwrite((9,)))


def test_run_cannot_overwrite_a_set_nor_a_set_a_run():
    state = table(ENGINE, 3, [[2], [12, 13, 14, 14], [5]], meld=[[11, 11]], current=1,
                  last_player=0)
    assert ENGINE.why_illegal(state, Overwrite((12, 13))) == "a run cannot overwrite a set"
    state = table(ENGINE, 3, [[2], [1, 1, 2], [5]], meld=[[3, 4]], current=1, last_player=0)
    assert ENGINE.why_illegal(state, Overwrite((1, 1))) == "a set cannot overwrite a run"


def test_no_overwrite_while_the_meld_holds_four_cards():
    state = table(ENGINE, 5, [[2], [13, 13, 13, 13, 5], [5], [5], [5]], meld=[[12, 12, 12, 12]],
                  current=1, last_player=0)
    assert not [a for a in ENGINE.legal_actions(state) if isinstance(a, Overwrite)]
    assert "four cards" in ENGINE.why_illegal(state, Overwrite((13, 13)))
    assert Add((12,)) not in ENGINE.legal_actions(state)   # seat 1 has no 12 left to add


# --- Add --------------------------------------------------------------------------------

def test_example_sonny_adds_set_7_7_to_single_7():
    state = table(ENGINE, 4, [[2], [7, 7, 3], [5], [5]], meld=[[7]], current=1, last_player=0)
    assert Add((7, 7)) in ENGINE.legal_actions(state)
    events = play(state, Add((7, 7)))
    assert state.meld == [7, 7, 7] and state.meld_kind == "set" and len(state.layers) == 1
    assert events[0].data["action"] == "add"


def test_example_spring_adds_1_3_4_to_single_2():
    state = table(ENGINE, 4, [[9], [1, 3, 4, 12], [5], [5]], meld=[[2]], current=1,
                  last_player=0)
    assert Add((1, 3, 4)) in ENGINE.legal_actions(state)
    play(state, Add((1, 3, 4)))
    assert state.meld == [1, 2, 3, 4] and state.meld_kind == "run"


def test_single_may_be_added_to_a_set_or_a_run():
    state = table(ENGINE, 3, [[2], [9, 4], [5]], meld=[[9, 9]], current=1, last_player=0)
    assert Add((9,)) in ENGINE.legal_actions(state)
    state = table(ENGINE, 3, [[2], [9, 4], [5]], meld=[[2, 3]], current=1, last_player=0)
    assert Add((4,)) in ENGINE.legal_actions(state)


def test_single_cannot_be_added_to_a_single():
    state = table(ENGINE, 3, [[2], [9, 8, 4], [5]], meld=[[9]], current=1, last_player=0)
    assert "cannot be added to a single" in ENGINE.why_illegal(state, Add((9,)))
    assert "cannot be added to a single" in ENGINE.why_illegal(state, Add((8,)))


def test_set_or_run_may_be_added_to_a_single():
    state = table(ENGINE, 3, [[2], [9, 9, 7, 8], [5]], meld=[[9]], current=1, last_player=0)
    legal = ENGINE.legal_actions(state)
    assert Add((9, 9)) in legal and Add((7, 8)) in legal


def test_run_cannot_be_added_to_a_set():
    state = table(ENGINE, 3, [[2], [12, 13], [5]], meld=[[11, 11]], current=1, last_player=0)
    assert ENGINE.why_illegal(state, Add((12, 13))) == "a run cannot be added to a set"


def test_set_cannot_be_added_to_a_run():
    state = table(ENGINE, 3, [[2], [4, 4], [5]], meld=[[2, 3]], current=1, last_player=0)
    assert ENGINE.why_illegal(state, Add((4, 4))) == "a set cannot be added to a run"


def test_added_cards_need_not_be_consecutive_but_the_meld_must_be():
    state = table(ENGINE, 3, [[2], [1, 4, 5], [5]], meld=[[2, 3]], current=1, last_player=0)
    assert Add((1, 4)) in ENGINE.legal_actions(state)
    assert "one longer run" in ENGINE.why_illegal(state, Add((1, 5)))


def test_meld_never_grows_past_five_cards():
    state = table(ENGINE, 3, [[2], [1, 5, 11], [5]], meld=[[2, 3, 4]], current=1, last_player=0)
    assert "never hold more than 5" in ENGINE.why_illegal(state, Add((1, 5, 11)))


def test_add_cannot_bridge_the_missing_6():
    state = table(ENGINE, 3, [[2], [7], [5]], meld=[[4, 5]], current=1, last_player=0)
    assert Add((7,)) not in ENGINE.legal_actions(state)


# --- Pass -------------------------------------------------------------------------------

def test_player_who_passed_may_play_later_in_the_same_trick():
    state = table(ENGINE, 3, [[3, 12, 12], [9, 14], [11, 2]], meld=[[2]], current=1,
                  last_player=0)
    play(state, Pass())                  # seat 1 passes
    play(state, Overwrite((11,)))        # seat 2 plays, the trick goes on
    play(state, Overwrite((12,)))        # seat 0
    assert state.current == 1
    assert Overwrite((14,)) in ENGINE.legal_actions(state)
    play(state, Overwrite((14,)))
    assert state.meld == [14]


def test_pass_is_always_legal_for_a_player_who_does_not_lead():
    state = table(ENGINE, 3, [[2], [9, 14], [5]], meld=[[2]], current=1, last_player=0)
    assert ENGINE.legal_actions(state)[-1] == Pass()


def test_selection_says_which_actions_the_chosen_cards_allow():
    state = table(ENGINE, 3, [[2], [9, 9, 3], [5]], meld=[[7, 7]], current=1, last_player=0)
    allowed = ENGINE.selection_actions(state, (9, 9))
    assert allowed["overwrite"] is None and allowed["pass"] is None
    assert allowed["lead"] == "the trick is already led: overwrite, add or pass"
    assert allowed["add"] == "cards added to a set must all be 7s"
