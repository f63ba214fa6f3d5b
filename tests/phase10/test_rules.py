"""Phase 10 rules, one test per rule of the rulebook (and of our documented choices)."""

from __future__ import annotations

import pytest

from game.core.engine import GameConfig, IllegalAction
from game.games.phase10.actions import ChoosePhase, Discard, Draw, DrawSaved, Hit, LayDown, Save
from tests.phase10.support import content, rig, rules

ENGINE = rules()


def play(state, *actions):
    events = []
    for action in actions:
        state, new = ENGINE.apply(state, action)
        events.extend(new)
    return state, events


def refused(state, action, match):
    with pytest.raises(IllegalAction, match=match):
        ENGINE.apply(state, action)


# --- 2. deal -------------------------------------------------------------------------------
def test_deal_gives_ten_cards_each_and_flips_the_top_card():
    state, events = ENGINE.new_game_with_events(GameConfig(4), 3)
    assert [len(hand) for hand in state.hands] == [10, 10, 10, 10]
    assert len(state.discard) == 1 and len(state.draw_pile) == 106 - 41
    assert [e.kind for e in events].count("deal") == 4 and any(e.kind == "flip" for e in events)


def test_players_choose_then_play_starts_left_of_the_dealer():
    state = ENGINE.new_game(GameConfig(3), 5)
    first = (state.dealer + 1) % 3
    assert state.stage == "choose" and state.turn == first
    assert ENGINE.legal_actions(state) == [ChoosePhase(n) for n in range(1, 11)]
    state, _ = play(state, ChoosePhase(7))
    assert state.turn == (first + 1) % 3 and state.active[first] == 7
    state, events = play(state, ChoosePhase(1), ChoosePhase(10))
    assert state.stage == "draw" and state.turn == first or state.skips_pending
    assert [e.kind for e in events if e.kind == "choose_phase"] == ["choose_phase"] * 2


def test_dealer_rotates_left_after_each_hand():
    state = rig(3, hands={0: ["R5a"]}, dealer=1, stage="play")
    state.laid[0] = True
    state.table[0] = []
    state, events = play(state, Discard("R5a"))
    assert state.dealer == 2 and state.hand_number == 2
    assert any(e.kind == "dealer" and e.seat == 2 for e in events)
    assert state.stage == "choose" and state.turn == 0


# --- 3. choosing a phase ---------------------------------------------------------------------
def test_a_phase_failed_in_a_hand_returns_to_the_phase_pile():
    state = rig(2, hands={0: ["R5a"]}, active={0: 3, 1: 6})
    state.laid[0] = True
    state, _ = play(state, Discard("R5a"))
    assert 3 in state.completed[0] and 3 not in state.remaining[0]
    assert 6 in state.remaining[1] and state.completed[1] == []
    state.turn = 1
    state.stage = "choose"
    assert ChoosePhase(6) in ENGINE.legal_actions(state)


def test_a_completed_phase_cannot_be_chosen_again():
    state = rig(2, stage="choose")
    state.remaining[0].remove(4)
    state.completed[0].append(4)
    assert ChoosePhase(4) not in ENGINE.legal_actions(state)
    refused(state, ChoosePhase(4), "already made phase 4")


# --- 4. the turn ------------------------------------------------------------------------------
def test_a_turn_starts_by_drawing_from_a_pile_or_the_save_pile():
    state = rig(2, hands={0: ["R1a"] * 0 + ["R1a", "R2a"]}, discard=["G9a"], saves={0: ["W1"]}, stage="draw")
    assert set(ENGINE.legal_actions(state)) == {Draw("draw"), Draw("discard"), DrawSaved("W1")}
    refused(state, Discard("R1a"), "draw a card first")
    after, events = play(state, DrawSaved("W1"))
    assert "W1" in after.hands[0] and after.saves[0] == [] and after.stage == "play"
    assert events[0].src == "save:0" and events[0].data["hidden"]
    refused(after, Draw("draw"), "already drawn")


def test_taking_the_discard_top_puts_it_in_hand():
    state = rig(2, hands={0: ["R1a"]}, discard=["B2a", "G9a"], stage="draw")
    state, events = play(state, Draw("discard"))
    assert state.hands[0] == ["R1a", "G9a"] and state.discard == ["B2a"]
    assert events[0].src == "discard" and events[0].dst == "hand:0"


def test_saving_a_card_ends_the_turn_once_per_hand():
    state = rig(3, hands={0: ["R1a", "R2a", "R3a"]})
    state, events = play(state, Save("R2a"))
    assert state.saves[0] == ["R2a"] and state.turn == 1 and state.stage == "draw"
    assert events[0].kind == "save" and events[0].dst == "save:0"
    state.turn, state.stage = 0, "play"
    assert not any(isinstance(a, Save) for a in ENGINE.legal_actions(state))
    refused(state, Save("R1a"), "already saved a card this hand")


def test_saved_cards_stay_with_their_owner_into_the_next_hand():
    state = rig(2, hands={0: ["R5a"]}, saves={1: ["W1", "G7a"]})
    state.laid[0] = True
    state, _ = play(state, Discard("R5a"))
    assert state.hand_number == 2 and state.saves[1] == ["W1", "G7a"]
    assert all("W1" not in hand for hand in state.hands) and "W1" not in state.draw_pile


def test_only_the_owner_sees_a_save_pile():
    state = rig(3, saves={1: ["W1", "G7a"]})
    assert ENGINE.view(state, 1).save_pile == ("W1", "G7a")
    other = ENGINE.view(state, 0)
    assert other.save_pile == () and other.save_counts == (0, 2, 0)
    assert "W1" not in repr(other) and "W1" not in repr(ENGINE.public_view(state))


def test_the_last_card_cannot_be_saved():
    state = rig(2, hands={0: ["R5a"]})
    state.laid[0] = True
    refused(state, Save("R5a"), "cannot save your last card")


# --- 5. making a phase ---------------------------------------------------------------------
def test_lay_down_the_whole_phase_with_wilds():
    hand = ["R3a", "Y3a", "W1", "B9a", "R9a", "W2", "G1a", "Y12a"]
    state = rig(2, hands={0: hand}, active={0: 1})
    assert LayDown((("R3a", "Y3a", "W1"), ("B9a", "R9a", "W2"))) in ENGINE.legal_actions(state) or \
        any(isinstance(a, LayDown) for a in ENGINE.legal_actions(state))
    state, events = play(state, LayDown((("B9a", "R9a", "W2"), ("R3a", "Y3a", "W1"))))
    assert state.laid[0] and sorted(state.hands[0]) == ["G1a", "Y12a"]
    assert events[0].kind == "lay_down" and len(events[0].data["groups"]) == 2


def test_part_of_a_phase_cannot_be_laid_down():
    state = rig(2, hands={0: ["R3a", "Y3a", "W1", "B9a", "R9a", "G1a"]}, active={0: 1})
    refused(state, LayDown((("R3a", "Y3a", "W1"),)), r"phase 1 \(2 sets of 3\): 2 sets of 3 needs 2 groups")
    assert not any(isinstance(a, LayDown) for a in ENGINE.legal_actions(state))


def test_a_grouping_of_the_players_choosing_is_accepted():
    hand = ["R3a", "Y3a", "G3a", "B3a", "R9a", "Y9a", "W1", "G1a"]
    state = rig(2, hands={0: hand}, active={0: 1})
    chosen = LayDown((("R9a", "Y9a", "W1"), ("R3a", "Y3a", "G3a", "B3a")))
    assert chosen not in ENGINE.legal_actions(state)          # not the solver's suggestion...
    state, _ = play(state, chosen)                             # ...but valid, so accepted
    assert state.hands[0] == ["G1a"] and sorted(len(m.cards) for m in state.table[0]) == [3, 4]


def test_extra_cards_only_if_they_extend_the_groups():
    hand = ["R3a", "Y3a", "G3a", "B9a", "R9a", "Y9a", "G1a", "B12a"]
    state = rig(2, hands={0: hand}, active={0: 1})
    refused(state, LayDown((("R3a", "Y3a", "G3a", "G1a"), ("B9a", "R9a", "Y9a"))),
            "a set needs cards of one number; 1 and 3 differ")
    extended = [a for a in ENGINE.legal_actions(state) if isinstance(a, LayDown)]
    assert len(extended) == 1 and sum(map(len, extended[0].groups)) == 6


def test_natural_extensions_are_offered_as_a_second_lay_down():
    hand = ["R3a", "Y3a", "G3a", "B3a", "B9a", "R9a", "Y9a", "W1", "B12a"]
    state = rig(2, hands={0: hand}, active={0: 1})
    lay_downs = [a for a in ENGINE.legal_actions(state) if isinstance(a, LayDown)]
    assert sorted(sum(map(len, a.groups)) for a in lay_downs) == [6, 8]


def test_only_one_phase_per_hand():
    state = rig(2, hands={0: ["R3a", "Y3a", "G3a", "B9a", "R9a", "Y9a", "R5a", "Y5a", "G5a", "B5b", "B5a"]},
                active={0: 1})
    state, _ = play(state, LayDown((("R3a", "Y3a", "G3a"), ("B9a", "R9a", "Y9a"))))
    refused(state, LayDown((("R5a", "Y5a", "G5a"), ("B5b", "B5a", "R3a"))), "already laid down")


def test_credit_for_a_phase_is_given_when_laid_down_even_without_going_out():
    state = rig(2, hands={0: ["R3a", "Y3a", "G3a", "B9a", "R9a", "Y9a", "R5a", "G7a"]}, active={0: 1, 1: 4})
    state, _ = play(state, LayDown((("R3a", "Y3a", "G3a"), ("B9a", "R9a", "Y9a"))), Discard("R5a"))
    state.laid[1], state.stage, state.hands[1] = True, "play", ["Y2a"]   # seat 1 is about to go out
    state, _ = play(state, Discard("Y2a"))
    assert state.sheet[-1]["went_out"] == 1
    assert state.completed[0] == [1] and state.sheet[-1]["phases"] == [1, 4]


# --- 6. hitting ---------------------------------------------------------------------------------
def test_hitting_needs_your_own_phase_down_first():
    state = rig(2, hands={0: ["R4a", "G12a"], 1: ["R5a", "Y6a", "G7a", "B8a", "R9a", "Y9a", "G9a", "B1a", "B2a"]},
                active={0: 1, 1: 2}, turn=1)
    state, _ = play(state, LayDown((("R9a", "Y9a", "G9a"), ("R5a", "Y6a", "G7a", "B8a"))), Discard("B1a"))
    state, _ = play(state, Draw("draw"))
    refused(state, Hit("R4a", 1, 1, "low"), "lay down your own phase before hitting")
    assert not any(isinstance(a, Hit) for a in ENGINE.legal_actions(state))


def test_hits_go_on_anyones_groups_where_they_fit():
    state = rig(2, hands={0: ["R4a", "G12a", "B9a", "W1"]}, active={0: 2})
    state.laid = [True, True]
    engine_ctx = content().ctx
    from game.core.rummy.melds import make_meld
    state.table[1] = [make_meld(("R9a", "Y9a", "G9a"), content().phases[2].groups[0], engine_ctx),
                      make_meld(("R5a", "Y6a", "G7a", "B8a"), content().phases[2].groups[1], engine_ctx)]
    state.table[0] = [make_meld(("R1a", "Y1a", "G1a"), content().phases[2].groups[0], engine_ctx),
                      make_meld(("B5b", "Y6b", "G7b", "R8b"), content().phases[2].groups[1], engine_ctx)]
    hits = {a for a in ENGINE.legal_actions(state) if isinstance(a, Hit)}
    assert Hit("R4a", 1, 1, "low") in hits and Hit("B9a", 1, 0, "") in hits and Hit("B9a", 1, 1, "high") in hits
    assert Hit("G12a", 1, 1, "high") not in hits
    refused(state, Hit("G12a", 1, 1, "high"), "only a 4 or a 9")
    state, events = play(state, Hit("R4a", 1, 1, "low"))
    assert state.table[1][1].cards[0] == "R4a" and events[0].dst == "table:1:1"


# --- 7. skips -------------------------------------------------------------------------------------
def test_a_skip_makes_the_chosen_player_lose_their_next_turn():
    state = rig(3, hands={0: ["S1", "R5a", "R7a"]})
    assert {a.skip_target for a in ENGINE.legal_actions(state) if isinstance(a, Discard) and a.card == "S1"} == {1, 2}
    refused(state, Discard("S1"), "choose the player")
    state, events = play(state, Discard("S1", 2))
    assert state.turn == 1
    state, _ = play(state, Draw("draw"))
    state, events = play(state, Discard(next(c for c in state.hands[1] if not content().is_skip(c))))
    assert state.turn == 0 and any(e.kind == "skipped" and e.seat == 2 for e in events)


def test_classic_skips_always_skip_the_next_player():
    state = rig(3, hands={0: ["S1", "R5a", "R7a"]}, classic_skips=True)
    assert [a for a in ENGINE.legal_actions(state) if isinstance(a, Discard) and a.card == "S1"] == [Discard("S1", 1)]
    refused(state, Discard("S1", 2), "classic skips")
    state, _ = play(state, Discard("S1", 1))
    assert state.turn == 2


def test_a_skip_on_the_discard_pile_cannot_be_drawn():
    state = rig(2, discard=["S1"], stage="draw")
    assert Draw("discard") not in ENGINE.legal_actions(state)
    refused(state, Draw("discard"), "skip on the discard pile cannot be picked up")


def test_a_skip_turned_up_first_skips_the_first_player():
    for seed in range(2000):
        state, events = ENGINE.new_game_with_events(GameConfig(3), seed)
        if content().is_skip(state.discard[-1]):
            break
    first = (state.dealer + 1) % 3
    assert state.skips_pending[first] == 1
    state, events = play(state, *(ChoosePhase(1) for _ in range(3)))
    assert state.turn == (first + 1) % 3 and any(e.kind == "skipped" and e.seat == first for e in events)


def test_a_player_already_waiting_out_a_skip_is_not_skipped_twice():
    state = rig(3, hands={0: ["S1", "R5a"]})
    state.skips_pending[1] = 1
    refused(state, Discard("S1", 1), "already skipped")


def test_only_a_skip_can_skip():
    state = rig(2, hands={0: ["R5a", "R6a"]})
    refused(state, Discard("R5a", 1), "only a skip card")
