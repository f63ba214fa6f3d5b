"""Finale: what the table is told as play goes on, event by event: who did what, in which
words, from which zone to which, and the numbers a scene shows (draw counts, levels, points)."""

from __future__ import annotations

from game.games.finale.actions import Discard, Draw, Exchange, Hit, LayDown
from tests.finale.support import content, play, rig

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
