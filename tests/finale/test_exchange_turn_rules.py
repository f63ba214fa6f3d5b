"""Finale: an Exchange turn as the table sees it: who may still take the Exchange flipped to
start the discard pile (the table greys the pile out from what the view says), and where the
face-up Exchange goes when the turn ends."""

from __future__ import annotations

from game.games.finale.actions import Discard, Draw, Exchange
from tests.finale.support import play, rig, rules

ENGINE = rules()
HAND = ["YX", "B3a", "R5a", "G7a", "Y9a", "B2a", "R4a", "G6a", "Y8a", "B9b"]


def test_playing_an_exchange_ends_the_first_players_plain_claim_on_the_flipped_exchange():
    state = rig(2, hands={0: list(HAND)}, discard=["BX"])
    state.opening_exchange = True          # the Exchange that started the pile
    assert ENGINE.view(state, 0).opening_exchange and ENGINE.view(state, 1).opening_exchange
    play(state, Exchange("YX"))
    # the turn's draws now come through the Exchange: the flipped one is no longer a plain draw
    assert not ENGINE.view(state, 0).opening_exchange
    assert not ENGINE.view(state, 1).opening_exchange
    assert Draw("discard") in ENGINE.legal_actions(state)   # ... yet one of the two draws may take it
    play(state, Draw("discard"))
    assert "BX" in state.hands[0] and not ENGINE.view(state, 0).opening_exchange


def test_the_face_up_exchange_moves_from_its_spot_to_the_discard_pile_under_the_turns_discard():
    state = rig(2, hands={0: list(HAND)}, draw_top=["Y1a", "B1a"])
    events = play(state, Exchange("YX"), Draw("draw"), Draw("draw"), Discard("B3a"))
    moves = [(e.cards, e.src, e.dst) for e in events if e.kind == "discard"]
    assert moves == [(("YX",), "exchange:0", "discard"), (("B3a",), "hand:0", "discard")]
    assert state.discard[-2:] == ["YX", "B3a"] and ENGINE.view(state, 1).exchange is None


def test_only_skips_taken_through_an_exchange_are_marked_as_skipping_no_one_this_turn():
    state = rig(2, hands={0: list(HAND)}, discard=["Y4a", "GS", "R1a"])
    play(state, Exchange("YX"), Draw("discard"))
    assert "R1a" in state.hands[0] and ENGINE.view(state, 0).fresh_skips == ()
    play(state, Draw("discard"))
    assert ENGINE.view(state, 0).fresh_skips == ("GS",)
    assert Discard("GS") in ENGINE.legal_actions(state) and Discard("GS", 1) not in ENGINE.legal_actions(state)


def test_the_next_seat_starts_its_turn_with_no_exchange_draws_owed():
    state = rig(2, hands={0: list(HAND)}, draw_top=["Y1a", "B1a"])
    play(state, Exchange("YX"))
    assert ENGINE.view(state, 1).exchange_draws == 2
    play(state, Draw("draw"), Draw("draw"), Discard("B3a"))
    view = ENGINE.view(state, 1)
    assert (view.turn, view.stage, view.exchange, view.exchange_draws) == (1, "draw", None, 0)


def test_the_flipped_exchange_is_the_first_players_alone_even_in_a_save_that_still_offers_it():
    # a save written by hand (or by an older version) still marks the flipped Exchange as
    # takeable while the first player plays on: once that turn ends, the next seat may not take it
    state = rig(2, hands={0: HAND[1:]}, discard=["R1a", "BX"], stage="play")
    state.opening_exchange = True
    assert state.turns_this_round == 1
    state = ENGINE.state_from_json(ENGINE.state_to_json(state))
    play(state, Discard("B3a"))
    state.discard.append(state.discard.pop(-2))        # the flipped Exchange back on top
    assert state.turn == 1 and state.discard[-1] == "BX"
    assert not ENGINE.view(state, 1).opening_exchange and ENGINE.view(state, 1).opening_exchange is False
    assert Draw("discard") not in ENGINE.legal_actions(state)
    saved = ENGINE.state_to_json(state)
    assert ENGINE.state_to_json(ENGINE.state_from_json(saved)) == saved    # and the game still saves
