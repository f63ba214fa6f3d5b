"""Finale at the table from the tie-breaker on (the rest is in test_table_events.py): what the
table is told, event by event, and the numbers a scene shows (draw counts, levels, points)."""

from __future__ import annotations

import pytest

from game.core.restore import RestoreError
from game.core.rummy.melds import make_meld
from game.games.finale.actions import Discard, Draw, Exchange, Hit, LayDown
from tests.finale.support import content, play, rig, rules

HAND = ["Y7a", "R7a", "G7a", "B2a", "Y3a", "R4a", "G5a", "B9a", "B9b", "Y1a"]
LEVEL_1 = (("Y7a", "R7a", "G7a"), ("B2a", "Y3a", "R4a", "G5a"))


def told(events) -> list[tuple[str, int | None, str]]:
    return [(event.kind, event.seat, event.text) for event in events]


def test_a_tie_breaker_is_announced_with_the_tied_seats_and_who_goes_first():
    from tests.finale.test_finale_and_grand_finale import FINALE_GREEN, last_challenge_finale
    state = last_challenge_finale([10, 25, 40], {0: 5, 1: 5, 2: 1})
    events = play(state, LayDown(FINALE_GREEN), Discard("Y1b"))
    start = next(e for e in events if e.kind == "tiebreak_start")
    first = start.data["first"]
    assert start.text == f"Seat 0 and Seat 1 are tied on 45: tie-breaker! Seat {first} goes first"
    assert start.seat == first and start.data == {"players": [0, 1], "first": first}
    assert state.dealer == 1 - first                  # the first player sits left of the dealer
    deals = [e for e in events if e.kind == "deal"]
    assert [(e.seat, e.text) for e in deals] == [(first, f"Seat {first} is dealt 5 cards"),
                                                 (1 - first, f"Seat {1 - first} is dealt 5 cards")]
    assert state.turn == first and state.round_number == 1
    assert start.cards == () and state.tiebreak["turns"] == 1     # the first turn counts towards the limit


def test_a_tie_breaker_started_in_play_runs_its_race_and_can_be_saved_and_resumed():
    from tests.finale.test_finale_and_grand_finale import FINALE_GREEN, last_challenge_finale
    state = last_challenge_finale([10, 25, 40], {0: 5, 1: 5, 2: 1})
    play(state, LayDown(FINALE_GREEN), Discard("Y1b"))
    assert state.tiebreak == {"phase": "race", "completed": [], "final_left": [], "turns": 1, "players": [0, 1]}
    resumed = rules().state_from_json(rules().state_to_json(state))
    assert rules().state_to_json(resumed) == rules().state_to_json(state)
    assert resumed.tiebreak == state.tiebreak
    damaged = rules().state_to_json(state)
    damaged["tiebreak"]["players"] = [0, 7]
    with pytest.raises(RestoreError, match="tie-breaker's players"):
        rules().state_from_json(damaged)


def test_three_tied_players_deal_from_the_seat_before_the_first():
    from tests.finale.test_finale_and_grand_finale import FINALE_GREEN, last_challenge_finale
    for seed in range(12):
        state = last_challenge_finale([10, 30, 45], {0: 5, 1: 4, 2: 1})
        state.rng.seed(seed)
        events = play(state, LayDown(FINALE_GREEN), Discard("Y1b"))
        start = next(e for e in events if e.kind == "tiebreak_start")
        assert start.data["players"] == [0, 1, 2]
        first = start.data["first"]
        assert state.dealer == (first - 1) % 3 and state.turn == first


def test_the_tie_breaker_race_final_turns_and_extension_are_told():
    from tests.finale.test_finale_and_grand_finale import tiebreak
    state = tiebreak({0: ["Y7a", "B7a", "R7a", "G1a", "Y2a", "B4a"], 1: ["Y1a", "B1a", "R1a", "G9a", "Y6a"],
                      2: ["Y8a", "B2a", "R4a", "G6a", "B9a"]})
    events = play(state, LayDown((("Y7a", "B7a", "R7a"),)))
    assert events[1].cards == ()
    assert told(events) == [("lay_down", 0, "Seat 0 completes the tie-breaker: Set of Three"),
                            ("final_turns", 0, "Seat 0 has a set of three: everyone else gets one final turn")]
    assert events[0].data["name"] == "Set of Three" and events[1].data == {"final_left": [1, 2]}
    assert state.tiebreak["phase"] == "final" and state.tiebreak["completed"] == [0]
    play(state, Discard("G1a"), Draw("draw"))
    events = play(state, LayDown((("Y1a", "B1a", "R1a"),)))
    assert [e.kind for e in events] == ["lay_down"]      # no second announcement of final turns
    assert state.tiebreak["completed"] == [0, 1] and state.tiebreak["final_left"] == [1, 2]
    play(state, Discard("G9a"))
    assert state.tiebreak["final_left"] == [2]
    events = play(state, Draw("draw"), Discard(state.hands[2][0]))
    assert told(events)[-2:] == [
        ("tiebreak_extended", None, ("Seat 0 and Seat 1 both made a set: play on until one of them empties "
                                    "their hand")),
        ("turn", 0, "Seat 0's turn")]
    assert events[-2].data == {"players": [0, 1]} and state.tiebreak["phase"] == "extended"
    assert events[-2].cards == ()
    state.hands[0], state.stage = ["Y2a"], "play"
    events = play(state, Discard("Y2a"))
    assert told(events)[-2:] == [("go_out", 0, "Seat 0 has no cards left!"),
                                 ("game_end", None, "Seat 0 wins (emptied their hand in the tie-breaker)")]
    assert events[-1].data["winners"] == [0] and events[-1].data["reason"] == "emptied their hand in the tie-breaker"


def test_three_sets_in_the_tie_breaker_are_told_as_all_three():
    from tests.finale.test_finale_and_grand_finale import tiebreak
    state = tiebreak({0: ["Y7a", "B7a", "R7a", "G1a", "Y2a", "B4a"], 1: ["Y1a", "B1a", "R1a", "G9a", "Y6a"],
                      2: ["Y8a", "B8a", "R8a", "G6a", "B9a"]})
    play(state, LayDown((("Y7a", "B7a", "R7a"),)), Discard("G1a"), Draw("draw"))
    play(state, LayDown((("Y1a", "B1a", "R1a"),)), Discard("G9a"), Draw("draw"))
    events = play(state, LayDown((("Y8a", "B8a", "R8a"),)), Discard("G6a"))
    extended = next(e for e in events if e.kind == "tiebreak_extended")
    assert extended.text == "Seat 0, Seat 1 and Seat 2 all made a set: play on until one of them empties their hand"
    assert extended.data == {"players": [0, 1, 2]}


def test_a_lone_set_in_the_tie_breaker_wins_after_the_final_turns():
    from tests.finale.test_finale_and_grand_finale import tiebreak
    state = tiebreak({0: ["Y7a", "B7a", "R7a", "G1a", "Y2a", "B4a"], 1: ["Y1a", "B3a", "R5a", "G9a", "Y6a"]},
                     players=2)
    play(state, LayDown((("Y7a", "B7a", "R7a"),)), Discard("G1a"))
    events = play(state, Draw("draw"), Discard("G9a"))
    assert told(events)[-1] == ("game_end", None, "Seat 0 wins (won the tie-breaker)")
    assert state.winners == [0] and state.end_reason == "won the tie-breaker"


def test_a_tie_breaker_that_runs_too_long_is_shared_by_those_who_made_a_set():
    from tests.finale.test_finale_and_grand_finale import tiebreak
    state = tiebreak({0: ["Y7a", "B7a", "R7a", "G1a", "Y2a", "B4a"], 1: ["Y1a", "B3a", "R5a", "G9a", "Y6a"]},
                     players=2)
    limit = content().max_tiebreak_turns
    state.tiebreak["turns"] = limit
    events = play(state, Discard("G1a"))
    assert told(events)[-1] == ("game_end", None, f"Seat 0 and Seat 1 win (the tie-breaker reached {limit} turns)")
    state = tiebreak({0: ["Y7a", "B7a", "R7a", "G1a", "Y2a", "B4a"], 1: ["Y1a", "B1a", "R1a", "G9a", "Y6a"],
                      2: ["Y8a", "B2a", "R4a", "G6a", "B9a"]})
    play(state, LayDown((("Y7a", "B7a", "R7a"),)), Discard("G1a"), Draw("draw"),
         LayDown((("Y1a", "B1a", "R1a"),)), Discard("G9a"), Draw("draw"), Discard(state.hands[2][0]))
    state.tiebreak["turns"] = limit
    state.stage = "play"
    play(state, Discard(state.hands[0][0]))
    assert state.winners == [0, 1] and state.end_reason == f"the tie-breaker reached {limit} turns"


def test_the_tie_breaker_turn_before_the_limit_is_played():
    from tests.finale.test_finale_and_grand_finale import tiebreak
    state = tiebreak({0: ["Y7a", "B7a", "R7a", "G1a", "Y2a", "B4a"], 1: ["Y1a", "B3a", "R5a", "G9a", "Y6a"]},
                     players=2)
    state.tiebreak["turns"] = content().max_tiebreak_turns - 1
    play(state, Discard("G1a"))
    assert state.stage == "draw" and state.turn == 1 and state.tiebreak["turns"] == content().max_tiebreak_turns


def test_the_reformed_draw_pile_is_told_with_its_size_and_two_discards_stay():
    state = rig(2, hands={0: list(HAND)}, discard=["B1a", "R1a", "G1a"], draw_top=["Y2a"])
    rest = state.draw_pile[:-1]
    state.draw_pile = ["Y2a"]
    state.discard = rest + ["R1a", "G1a"]
    events = play(state, Draw("draw"))
    assert told(events)[1] == ("reshuffle", None, f"The discard pile is shuffled into a new draw pile ({len(rest)} cards)")
    assert (events[1].src, events[1].dst, events[1].data) == ("discard", "deck", {"hidden": True, "count": len(rest)})
    assert sorted(events[1].cards) == sorted(rest) and state.discard == ["R1a", "G1a"]


def test_with_two_discards_and_no_draw_pile_the_round_ends_with_nothing_to_draw():
    state = rig(2, hands={0: list(HAND)}, discard=["G1a"], stage="play")
    state.hands[1].extend(state.draw_pile)
    state.draw_pile = []
    events = play(state, Discard("Y7a"))
    assert told(events)[1] == ("round_end", None, "Round 1 ends: no cards left to draw")


def test_a_draw_pile_of_one_card_is_told_in_the_singular():
    state = rig(2, hands={0: list(HAND)}, discard=["R1a", "G1a"], stage="play")
    state.hands[1].extend(state.draw_pile)
    state.draw_pile = []
    events = play(state, Discard("Y7a"))
    assert told(events)[1] == ("reshuffle", None, "The discard pile is shuffled into a new draw pile (1 card)")
    assert state.draw_pile == ["R1a"] and state.discard == ["G1a", "Y7a"]


def test_a_skip_costs_one_final_turn_and_the_next_tied_player_still_plays_theirs():
    from tests.finale.test_finale_and_grand_finale import tiebreak
    state = tiebreak({0: ["Y7a", "B7a", "R7a", "GS", "Y2a", "B4a"], 1: ["Y1a", "B3a", "R5a", "G9a", "Y6a"],
                      2: ["Y8a", "B2a", "R4a", "G6a", "B9a"]})
    events = play(state, LayDown((("Y7a", "B7a", "R7a"),)), Discard("GS", 1))
    assert told(events)[-3:] == [("skip", 1, "Seat 0 skips Seat 1"), ("skipped", 1, "Seat 1 is skipped"),
                                 ("turn", 2, "Seat 2's turn")]
    assert state.stage == "draw" and state.turn == 2 and state.tiebreak["final_left"] == [2]
    play(state, Draw("draw"), Discard("Y8a"))
    assert state.stage == "over" and state.winners == [0]


def test_the_opening_flip_and_a_skip_turned_up_are_told():
    from tests.finale.test_turns import first_turn_with_flip
    state = first_turn_with_flip("YS")
    first = (state.dealer + 1) % 3
    opening = rules().opening_events(state)
    flip, skip, skipped, turn = opening[-4:]
    assert (flip.kind, flip.cards, flip.text) == ("flip", ("YS",), "Yellow skip starts the discard pile")
    assert (flip.src, flip.dst) == ("deck", "discard")
    assert (skip.kind, skip.seat, skip.text) == ("skip", first, f"The Skip turned up: Seat {first} loses the first turn")
    assert skip.data == {"target": first, "by": None} and skip.cards == ("YS",) and skip.src == "discard"
    assert (skipped.kind, skipped.seat, turn.kind, turn.seat) == ("skipped", first, "turn", (first + 1) % 3)
    state = first_turn_with_flip("BX")
    assert state.opening_exchange and rules().opening_events(state)[-2].text == "Blue exchange starts the discard pile"


def test_skips_waiting_at_the_end_of_a_round_do_not_carry_over():
    state = rig(3, hands={0: [*HAND[:7], "GS"]}, stage="play")
    play(state, LayDown(LEVEL_1))
    state.skips_pending = [0, 2, 1]
    play(state, Discard("GS", 2))
    assert state.round_number == 2 and state.skips_pending == [0, 0, 0]


def test_a_tie_breaker_round_that_stalls_ends_the_game_for_those_who_made_a_set():
    from tests.finale.test_finale_and_grand_finale import tiebreak
    state = tiebreak({0: ["Y7a", "B7a", "R7a", "G1a", "Y2a", "B4a"], 1: ["Y1a", "B3a", "R5a", "G9a", "Y6a"]},
                     players=2)
    state.discard = state.discard[-1:]
    state.hands[1].extend(state.draw_pile)
    state.draw_pile = []
    events = play(state, Discard("G1a"))
    stalled = "Seat 0 and Seat 1 win (the tie-breaker stalled: no cards left to draw)"
    assert told(events)[-1] == ("game_end", None, stalled)
    assert state.winners == [0, 1] and state.end_reason == "the tie-breaker stalled: no cards left to draw"
    state = tiebreak({0: ["Y7a", "B7a", "R7a", "G1a", "Y2a", "B4a"], 1: ["Y1a", "B3a", "R5a", "G9a", "Y6a"]},
                     players=2)
    play(state, LayDown((("Y7a", "B7a", "R7a"),)))
    state.discard = state.discard[-1:]
    state.hands[1].extend(state.draw_pile)
    state.draw_pile = []
    play(state, Discard("G1a"))
    assert state.winners == [0] and state.end_reason == "the tie-breaker stalled: no cards left to draw"


def test_the_grand_finale_winner_is_told_with_the_points():
    from tests.finale.test_finale_and_grand_finale import FINALE_GREEN, last_challenge_finale
    state = last_challenge_finale([10, 29, 0], {0: 5, 1: 4, 2: 1})
    events = play(state, LayDown(FINALE_GREEN), Discard("Y1b"))
    assert told(events)[-1] == ("game_end", None, "Seat 0 wins (won the Grand Finale with 45 points)")
    assert events[-1].data["scores"] == [45, 44, 0]
    assert [row["challenge"] for row in events[-1].data["sheet"]] == ["grueling_green"]


def test_an_exchange_with_no_card_left_for_its_second_draw_goes_on_to_play():
    state = rig(2, hands={0: ["YX", *HAND[:9]]}, discard=[], draw_top=["B1a"])
    state.hands[1].extend(state.draw_pile[:-1])
    state.draw_pile = state.draw_pile[-1:]
    play(state, Exchange("YX"), Draw("draw"))
    assert state.stage == "play" and state.exchange_draws == 0 and "B1a" in state.hands[0]
    assert any(isinstance(action, Discard) for action in rules().legal_actions(state))


def test_when_every_player_has_completed_their_level_the_exchange_goes_down_and_the_round_ends():
    state = rig(2, hands={0: ["YX", *HAND[:7], "B9a"]}, stage="draw")
    nines = ("R9a", "Y9a", "G9a")
    for card in nines:
        (state.hands[1] if card in state.hands[1] else state.draw_pile).remove(card)
    state.laid[1] = True
    state.table[1] = [make_meld(nines, content().challenges["mellow_yellow"].requirement(1).groups[0],
                                content().ctx)]
    play(state, Exchange("YX"), Draw("draw"), Draw("draw"))
    events = play(state, LayDown(LEVEL_1))
    assert told(events)[1:3] == [("discard", 0, "The yellow exchange goes on the discard pile"),
                                 ("round_end", None, "Round 1 ends: every player completed their Level")]
    assert state.level == [2, 2] and state.round_number == 2


def test_emptying_ones_hand_in_the_tie_breaker_wins_it_at_once():
    from tests.finale.test_finale_and_grand_finale import tiebreak
    state = tiebreak({0: ["Y7a", "B7a", "R7a"], 1: ["Y1a", "B3a", "R5a", "G9a", "Y6a"]}, players=2)
    events = play(state, LayDown((("Y7a", "B7a", "R7a"),)))
    assert told(events)[-2:] == [("go_out", 0, "Seat 0 has no cards left!"),
                                 ("game_end", None, "Seat 0 wins (emptied their hand in the tie-breaker)")]


def test_the_deal_passes_to_the_left_after_each_round():
    state = rig(3, hands={0: [*HAND[:7], "B9a"]}, stage="play")
    state.dealer = 1
    events = play(state, LayDown(LEVEL_1), Discard("B9a"))
    assert ("dealer", 2, "Seat 2 is the new dealer") in told(events) and state.dealer == 2


def test_going_out_by_a_hit_puts_the_face_up_exchange_on_the_discard_pile_first():
    state = rig(2, hands={0: [*HAND[:7], "YX"]}, stage="play")
    play(state, LayDown(LEVEL_1))
    state.hands[0].remove("YX")
    state.exchange = ["YX"]                       # played this turn; its two draws are taken
    state.hands[0].append(state.draw_pile.pop(state.draw_pile.index("Y6a")))
    events = play(state, Hit("Y6a", 0, 1, "high"))
    assert told(events)[1:3] == [("discard", 0, "The yellow exchange goes on the discard pile"),
                                 ("go_out", 0, "Seat 0 has no cards left!")]
    assert events[1].src == "exchange:0" and events[1].cards == ("YX",)
