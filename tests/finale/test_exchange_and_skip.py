"""Exchange cards (every draw-two option, never deeper, never peeking, the discard order) and
Skip cards (any target, stacking, taken through an Exchange, no carry-over)."""

from __future__ import annotations

from game.games.finale.actions import Discard, Draw, Exchange
from tests.finale.support import play, rig, rules

HAND = ["YX", "B3a", "R5a", "G7a", "Y9a", "B2a", "R4a", "G6a", "Y8a", "B9b"]


def exchanging(discard: list[str] | None = None, draw_top: list[str] | None = None, players: int = 2):
    state = rig(players, hands={0: list(HAND)}, discard=discard or ["R1a", "G2a"], draw_top=draw_top)
    play(state, Exchange("YX"))
    return state


def test_exchange_is_played_face_up_instead_of_drawing():
    state = exchanging()
    assert state.exchange == ["YX"] and "YX" not in state.hands[0] and state.stage == "exchange"
    assert "take your 2 Exchange cards first" in rules().why_illegal(state, Discard("B3a"))


def test_exchange_takes_two_from_the_draw_pile():
    state = exchanging(draw_top=["Y1a", "B1a"])
    play(state, Draw("draw"), Draw("draw"))
    assert {"Y1a", "B1a"} <= set(state.hands[0]) and len(state.hands[0]) == 11 and state.stage == "play"


def test_exchange_takes_one_from_the_draw_pile_and_the_top_discard():
    state = exchanging(discard=["R1a", "G2a"], draw_top=["Y1a"])
    play(state, Draw("draw"), Draw("discard"))
    assert {"Y1a", "G2a"} <= set(state.hands[0]) and state.discard == ["R1a"]


def test_exchange_takes_the_top_discard_then_the_card_beneath_and_never_deeper():
    state = exchanging(discard=["Y4a", "R1a", "G2a"])
    play(state, Draw("discard"), Draw("discard"))
    assert {"G2a", "R1a"} <= set(state.hands[0]) and state.discard == ["Y4a"]
    assert rules().why_illegal(state, Draw("discard")) == "you have already drawn this turn"


def test_nobody_sees_the_card_beneath_the_top_discard():
    state = exchanging(discard=["Y4a", "R1a", "G2a"])
    for seat in (0, 1):
        view = rules().view(state, seat)
        assert view.discard_top == "G2a" and "R1a" not in repr(view) and "Y4a" not in repr(view)
    assert "R1a" not in repr(rules().public_view(state))


def test_exchange_goes_on_the_discard_pile_first_then_the_discard_on_top():
    state = exchanging(draw_top=["Y1a", "B1a"])
    events = play(state, Draw("draw"), Draw("draw"), Discard("B3a"))
    assert state.discard[-2:] == ["YX", "B3a"] and state.exchange == []
    discards = [e for e in events if e.kind == "discard"]
    assert [e.cards for e in discards] == [("YX",), ("B3a",)] and discards[0].src == "exchange:0"


def test_exchange_and_skip_cards_leave_the_discard_pile_only_through_an_exchange():
    for top in ("BX", "GS"):
        state = rig(hands={0: list(HAND)}, discard=["R1a", top])
        assert Draw("discard") not in rules().legal_actions(state)
        assert "only be taken by playing an Exchange" in rules().why_illegal(state, Draw("discard"))
        play(state, Exchange("YX"), Draw("discard"))
        assert top in state.hands[0]


def test_unactivated_exchange_may_be_discarded_like_any_card():
    state = rig(hands={0: list(HAND)}, draw_top=["Y1a"])
    play(state, Draw("draw"), Discard("YX"))
    assert state.discard[-1] == "YX" and state.turn == 1
    assert Draw("discard") not in rules().legal_actions(state)


def test_exchange_cards_may_be_drawn_from_the_draw_pile():
    state = rig(hands={0: list(HAND[1:]) + ["Y1a"]}, draw_top=["GX"])
    play(state, Draw("draw"))
    assert "GX" in state.hands[0]


# --- skips --------------------------------------------------------------------------------------
SKIPPER = ["YS", "B3a", "R5a", "G7a", "Y9a", "B2a", "R4a", "G6a", "Y8a", "B9b"]


def test_skip_names_any_other_player_and_they_lose_their_next_turn():
    state = rig(4, hands={0: list(SKIPPER)}, stage="play")
    legal = rules().legal_actions(state)
    assert {a.skip_target for a in legal if isinstance(a, Discard) and a.card == "YS"} == {1, 2, 3}
    events = play(state, Discard("YS", 2))
    assert state.turn == 1 and state.skips_pending[2] == 1
    play(state, Draw("draw"), Discard(state.hands[1][0]))
    assert state.turn == 3 and state.skips_pending[2] == 0
    assert any(e.kind == "skip" and e.data == {"target": 2, "by": 0} for e in events)


def test_skip_needs_a_target_and_not_yourself():
    state = rig(3, hands={0: list(SKIPPER)}, stage="play")
    assert rules().why_illegal(state, Discard("YS")) == "name the player this Skip makes lose a turn"
    assert rules().why_illegal(state, Discard("YS", 0)) == "you cannot skip yourself"
    assert rules().why_illegal(state, Discard("B3a", 1)) == "only a Skip card can skip a player"


def test_skips_stack_so_a_player_may_miss_turns_in_a_row():
    state = rig(2, hands={0: ["YS", "BS"] + SKIPPER[2:]}, stage="play")
    play(state, Discard("YS", 1))
    assert state.turn == 0 and state.skips_pending[1] == 0     # 2 players: seat 1 skipped at once
    play(state, Draw("draw"), Discard("BS", 1))
    assert state.turn == 0                                        # skipped again


def test_skip_taken_through_an_exchange_is_a_plain_discard_that_turn():
    state = rig(3, hands={0: list(HAND)}, discard=["R1a", "GS"])
    play(state, Exchange("YX"), Draw("discard"), Draw("draw"))
    assert Discard("GS") in rules().legal_actions(state)
    assert not any(isinstance(a, Discard) and a.card == "GS" and a.skip_target is not None
                   for a in rules().legal_actions(state))
    assert "cannot skip anyone this turn" in rules().why_illegal(state, Discard("GS", 1))
    events = play(state, Discard("GS"))
    assert state.skips_pending == [0, 0, 0] and state.turn == 1
    assert not any(e.kind == "skip" for e in events)


def test_skip_taken_through_an_exchange_and_kept_skips_on_a_later_turn():
    state = rig(2, hands={0: list(HAND)}, discard=["R1a", "GS"])
    play(state, Exchange("YX"), Draw("discard"), Draw("draw"), Discard("B3a"))
    play(state, Draw("draw"), Discard(state.hands[1][0]))
    assert state.turn == 0
    play(state, Draw("draw"))
    assert Discard("GS", 1) in rules().legal_actions(state)


def test_skips_do_not_carry_over_between_rounds():
    state = rig(3, hands={0: ["YS"]}, stage="play")
    state.skips_pending[2] = 1
    play(state, Discard("YS", 1))           # the last card: the round ends
    assert state.round_number == 2
    # the pending skips were dropped (a Skip flipped to start the new round is spent at once)
    assert state.skips_pending == [0, 0, 0]
