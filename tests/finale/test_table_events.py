"""Finale: what the table is told as play goes on, event by event: who did what, in which
words, from which zone to which, and the numbers a scene shows (draw counts, levels, points)."""

from __future__ import annotations

import pytest

from game.core.melds import make_meld
from game.core.restore import RestoreError
from game.games.finale.actions import Discard, Draw, Exchange, Hit, LayDown
from tests.finale.support import content, play, rig, rules

HAND = ["Y7a", "R7a", "G7a", "B2a", "Y3a", "R4a", "G5a", "B9a", "B9b", "Y1a"]
LEVEL_1 = (("Y7a", "R7a", "G7a"), ("B2a", "Y3a", "R4a", "G5a"))


def told(events) -> list[tuple[str, int | None, str]]:
    return [(event.kind, event.seat, event.text) for event in events]


def test_an_exchange_turn_is_told_card_by_card():
    state = rig(2, hands={0: ["YX", *HAND[:9]]}, discard=["R1a", "GS"], draw_top=["B1a"])
    draw_count = len(state.draw_pile)
    events = play(state, Exchange("YX"), Draw("discard"), Draw("draw"))
    assert told(events) == [
        ("exchange", 0, "Seat 0 plays the yellow exchange and will draw two"),
        ("draw", 0, "Seat 0 takes the green skip from the discard pile"),
        ("draw", 0, "Seat 0 draws from the draw pile"),
    ]
    exchange, take, draw = events
    assert (exchange.cards, exchange.src, exchange.dst, exchange.data) == (("YX",), "hand:0", "exchange:0",
                                                                           {"draws": 2})
    assert (take.cards, take.src, take.dst) == (("GS",), "discard", "hand:0")
    assert take.data == {"source": "discard", "exchange": True}
    assert (draw.cards, draw.src, draw.dst) == (("B1a",), "deck", "hand:0")
    assert draw.data == {"source": "draw", "hidden": True, "draw_count": draw_count - 1}
    assert state.stage == "play" and state.exchange == ["YX"] and state.exchange_draws == 0


def test_a_plain_draw_is_not_part_of_an_exchange():
    state = rig(2, hands={0: list(HAND)}, discard=["R1a", "G2a"])
    events = play(state, Draw("discard"))
    assert told(events) == [("draw", 0, "Seat 0 takes the green 2 from the discard pile")]
    assert events[0].data == {"source": "discard", "exchange": False}
    assert state.stage == "play" and state.discard == ["R1a"]


def test_laying_down_a_level_tells_its_title_and_every_group_with_its_zone():
    state = rig(2, hands={0: list(HAND)}, stage="play")
    (event,) = play(state, LayDown(LEVEL_1))
    assert told([event]) == [("lay_down", 0, "Seat 0 completes Level 1: Set & Run")]
    assert event.cards == ("G7a", "R7a", "Y7a", "B2a", "Y3a", "R4a", "G5a")
    assert (event.src, event.dst) == ("hand:0", "table:0")
    assert event.data == {"level": 1, "name": "Set & Run", "groups": [
        {"zone": "table:0:0", "kind": "set", "cards": ["G7a", "R7a", "Y7a"], "number": 7, "colour": -1,
         "low": 0, "high": 0},
        {"zone": "table:0:1", "kind": "run", "cards": ["B2a", "Y3a", "R4a", "G5a"], "number": 0, "colour": -1,
         "low": 2, "high": 5}]}
    assert state.hands[0] == ["B9a", "B9b", "Y1a"] and state.laid == [True, False]


def test_a_hit_tells_whose_level_grew_and_how():
    state = rig(2, hands={0: list(HAND), 1: ["Y6a", "Y8a", "B1a"]}, stage="play")
    play(state, LayDown(LEVEL_1))
    (own,) = play(state, Hit("Y1a", 0, 1, "low"))
    assert told([own]) == [("hit", 0, "Seat 0 adds the yellow 1 to their own Level")]
    assert (own.cards, own.src, own.dst) == (("Y1a",), "hand:0", "table:0:1")
    assert own.data == {"target_seat": 0, "target_group": 1, "end": "low",
                        "cards": ["Y1a", "B2a", "Y3a", "R4a", "G5a"], "low": 1, "high": 5}
    state.turn, state.laid[1] = 1, True
    (other,) = play(state, Hit("Y6a", 0, 1, "high"))
    assert told([other]) == [("hit", 1, "Seat 1 adds the yellow 6 to Seat 0's Level")]
    assert other.data["high"] == 6 and other.dst == "table:0:1" and other.src == "hand:1"


def test_a_skip_is_told_and_the_skipped_seat_loses_its_turn():
    state = rig(3, hands={0: ["GS", "B1a"]}, stage="play")
    events = play(state, Discard("GS", 1))
    assert told(events) == [
        ("discard", 0, "Seat 0 discards the green skip"),
        ("skip", 1, "Seat 0 skips Seat 1"),
        ("skipped", 1, "Seat 1 is skipped"),
        ("turn", 2, "Seat 2's turn"),
    ]
    discard, skip, skipped, turn = events
    assert discard.data == {"skip_target": 1, "exchange": False} and (discard.src, discard.dst) == ("hand:0",
                                                                                                    "discard")
    assert (skip.cards, skip.src, skip.data) == (("GS",), "discard", {"target": 1, "by": 0})
    assert skipped.data == {"remaining_skips": 0}
    assert turn.data == {"turn_in_round": 2}
    assert state.turn == 2 and state.skips_pending == [0, 0, 0]


def test_skips_stack_on_one_seat_and_each_costs_a_turn():
    state = rig(3, hands={0: ["GS", "B1a"], 1: ["RS", "B3a", "Y4a"]}, stage="play")
    play(state, Discard("GS", 2))
    assert state.turn == 1 and state.skips_pending == [0, 0, 1]
    events = play(state, Draw("draw"), Discard("RS", 2))
    assert state.skips_pending == [0, 0, 1]          # one spent as the turn passed seat 2 ...
    assert [e.data for e in events if e.kind == "skipped"] == [{"remaining_skips": 1}]
    assert state.turn == 0                            # ... and one still waiting for its next turn
    play(state, Draw("draw"), Discard("B1a"))
    assert state.turn == 1 and state.skips_pending == [0, 0, 1]


def test_a_skip_taken_through_an_exchange_is_discarded_saying_no_skip_this_turn():
    state = rig(2, hands={0: ["YX", *HAND[:9]]}, discard=["R1a", "GS"])
    play(state, Exchange("YX"), Draw("discard"), Draw("draw"))
    events = play(state, Discard("GS"))
    assert told(events)[:2] == [
        ("discard", 0, "The yellow exchange goes on the discard pile"),
        ("discard", 0, "Seat 0 discards the green skip (no skip this turn)"),
    ]
    assert (events[0].src, events[0].data) == ("exchange:0", {"exchange": True, "skip_target": None})
    assert events[1].data == {"skip_target": None, "exchange": False}
    assert state.discard[-2:] == ["YX", "GS"] and state.exchange == []


def test_going_out_ends_the_round_and_completed_levels_move_on():
    state = rig(2, hands={0: [*HAND[:7], "B9a"]}, stage="play")
    events = play(state, LayDown(LEVEL_1), Discard("B9a"))
    kinds = told(events)
    assert kinds[:6] == [
        ("lay_down", 0, "Seat 0 completes Level 1: Set & Run"),
        ("discard", 0, "Seat 0 discards the blue 9"),
        ("go_out", 0, "Seat 0 has no cards left!"),
        ("round_end", 0, "Seat 0 goes out and ends round 1"),
        ("level_up", 0, "Seat 0 moves on to Level 2"),
        ("dealer", 0, "Seat 0 is the new dealer"),
    ]
    assert kinds[6] == ("shuffle", None, "Round 2: Seat 0 shuffles and deals")
    assert events[2].data == {} and events[2].cards == ()
    end = events[3]
    assert {k: v for k, v in end.data.items() if k != "hands"} == {
        "round": 1, "went_out": 0, "laid": [True, False], "levels": [1, 1], "reason": "went out"}
    assert end.data["hands"][0] == [] and len(end.data["hands"][1]) == 10
    assert events[4].data == {"level": 2} and events[4].dst == "level:0"
    assert events[5].data == {"dealer": 0} and events[5].cards == () and events[3].cards == ()
    assert events[6].data == {"round": 2, "dealer": 0, "count": 90, "challenge": "mellow_yellow"}
    assert state.level == [2, 1] and state.round_number == 2 and state.dealer == 0
    assert state.rounds == [{"challenge": "mellow_yellow", "round": 1, "went_out": 0, "laid": [True, False],
                             "levels": [1, 1], "reason": "went out"}]


def test_a_round_nobody_goes_out_of_ends_after_the_turn_limit():
    state = rig(2, hands={0: list(HAND)}, stage="play")
    limit = content().max_turns_per_round
    state.turns_this_round = limit
    events = play(state, Discard("Y7a"))
    assert told(events)[1] == ("round_end", None, f"Round 1 ends: nobody went out in {limit} turns")
    assert events[1].data["went_out"] is None and events[1].data["reason"] == f"nobody went out in {limit} turns"
    assert state.round_number == 2 and state.level == [1, 1]


def test_the_turn_before_the_limit_is_still_played():
    state = rig(2, hands={0: list(HAND)}, stage="play")
    state.turns_this_round = content().max_turns_per_round - 1
    events = play(state, Discard("Y7a"))
    assert told(events)[-1] == ("turn", 1, "Seat 1's turn")
    assert events[-1].data == {"turn_in_round": content().max_turns_per_round}


def test_level_4_moves_on_to_the_finale_and_the_finale_completed_ends_the_challenge():
    level4 = ["Y1a", "Y3a", "Y5b", "YX", "YS", "Y9a", "W1"]
    state = rig(2, hands={0: [*level4, "B2a"]}, level={0: 4}, stage="play")
    events = play(state, LayDown((tuple(level4),)), Discard("B2a"))
    assert ("level_up", 0, "Seat 0 moves on to the Finale") in told(events)
    run10 = ["Y1a", "B2a", "R3a", "G4a", "Y5a", "B6a", "R7a", "G8a", "Y9a", "R10"]
    state = rig(2, hands={0: [*run10, "B9b"]}, level={0: 5, 1: 2}, stage="play")
    events = play(state, LayDown((tuple(run10),)), Discard("B9b"))
    assert told(events)[-4:] == [
        ("round_end", 0, "Seat 0 goes out and ends round 1"),
        ("level_up", 0, "Seat 0 completes the Finale"),
        ("challenge_end", 0, "Seat 0 completes the Finale and wins Mellow Yellow"),
        ("game_end", None, "Seat 0 wins (won Mellow Yellow)"),
    ]
    end = events[-2]
    assert end.data == {"challenge": "mellow_yellow", "winner": 0, "levels": [4, 1], "points": [14, 2],
                        "totals": [0, 0], "reason": "completed the Finale"}
    assert events[-1].data["winners"] == [0] and events[-1].data["reason"] == "won Mellow Yellow"
    assert all(event.cards == () for event in events[-4:])      # announcements move no card
    assert state.end_reason == "won Mellow Yellow" and state.level == [6, 2]


def test_a_challenge_stopped_by_the_round_limit_is_won_by_the_most_levels_shared():
    state = rig(3, hands={0: list(HAND)}, level={0: 3, 1: 3, 2: 2}, stage="play")
    limit = content().max_rounds
    state.round_number = limit
    state.turns_this_round = content().max_turns_per_round
    events = play(state, Discard("Y7a"))
    assert told(events)[-2:] == [
        ("challenge_end", None, f"Mellow Yellow ends: round limit of {limit} reached"),
        ("game_end", None, f"Seat 0 and Seat 1 win (round limit of {limit} reached)"),
    ]
    assert events[-2].data["levels"] == [2, 2, 1] and events[-2].data["winner"] is None
    assert state.winners == [0, 1] and state.stage == "over"


def test_the_round_before_the_limit_deals_a_new_round():
    state = rig(2, hands={0: list(HAND)}, stage="play")
    state.round_number = content().max_rounds - 1
    state.turns_this_round = content().max_turns_per_round
    play(state, Discard("Y7a"))
    assert state.stage == "draw" and state.round_number == content().max_rounds


def test_a_grand_finale_announces_the_next_challenge():
    run10 = ["Y1a", "B2a", "R3a", "G4a", "Y5a", "B6a", "R7a", "G8a", "Y9a", "R10"]
    state = rig(2, hands={0: [*run10, "B9b"]}, level={0: 5, 1: 2}, stage="play", grand=True)
    events = play(state, LayDown((tuple(run10),)), Discard("B9b"))
    start = next(e for e in events if e.kind == "challenge_start")
    assert start.text == "Challenge 2 of 4: Balanced Blue"
    assert start.data == {"challenge": "balanced_blue", "index": 1} and start.cards == ()
    end = next(e for e in events if e.kind == "challenge_end")
    assert end.data["totals"] == [14, 2] and state.scores == [14, 2]
    assert state.sheet == [{"challenge": "mellow_yellow", "winner": 0, "levels": [4, 1], "points": [14, 2],
                            "totals": [14, 2], "reason": "completed the Finale"}]


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
        ("tiebreak_extended", None, ("Seat 0 and Seat 1 all made a set: play on until one of them empties "
                                    "their hand")),
        ("turn", 0, "Seat 0's turn")]
    assert events[-2].data == {"players": [0, 1]} and state.tiebreak["phase"] == "extended"
    assert events[-2].cards == ()
    state.hands[0], state.stage = ["Y2a"], "play"
    events = play(state, Discard("Y2a"))
    assert told(events)[-2:] == [("go_out", 0, "Seat 0 has no cards left!"),
                                 ("game_end", None, "Seat 0 wins (emptied their hand in the tie-breaker)")]
    assert events[-1].data["winners"] == [0] and events[-1].data["reason"] == "emptied their hand in the tie-breaker"


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
