"""Phase 10: what the table is told as play goes on, event by event: who did what, in which
words, from which zone to which, and the numbers a scene shows (points, totals, phases)."""

from __future__ import annotations

from game.core.engine import GameConfig
from game.games.phase10.actions import ChoosePhase, Discard, Draw, DrawSaved, Hit, LayDown, Save
from tests.phase10.support import content, rig, rules

ENGINE = rules()
PHASE_2 = (("R9a", "Y9a", "G9a"), ("R5a", "Y6a", "G7a", "B8a"))


def play(state, *actions):
    events = []
    for action in actions:
        state, new = ENGINE.apply(state, action)
        events.extend(new)
    return events


def told(events) -> list[tuple[str, int | None, str]]:
    return [(event.kind, event.seat, event.text) for event in events]


def test_each_player_chooses_a_phase_in_turn_from_the_dealers_left():
    state, opening = ENGINE.new_game_with_events(GameConfig(3, {}), 4)
    assert state.dealer == 0 and told(opening)[0] == ("shuffle", None, "Hand 1: Seat 0 shuffles and deals")
    assert opening[0].data == {"hand": 1, "dealer": 0, "count": 106}
    assert [(e.seat, e.text) for e in opening if e.kind == "deal"] == [
        (1, "Seat 1 is dealt 10 cards"), (2, "Seat 2 is dealt 10 cards"), (0, "Seat 0 is dealt 10 cards")]
    assert told(opening)[-1] == ("choose_turn", 1, "Seat 1 chooses a phase")
    events = play(state, ChoosePhase(1), ChoosePhase(2), ChoosePhase(3))
    assert told(events) == [
        ("choose_phase", 1, "Seat 1 attempts phase 1: 2 sets of 3"),
        ("choose_turn", 2, "Seat 2 chooses a phase"),
        ("choose_phase", 2, "Seat 2 attempts phase 2: 1 set of 3 + 1 run of 4"),
        ("choose_turn", 0, "Seat 0 chooses a phase"),
        ("choose_phase", 0, "Seat 0 attempts phase 3: 1 set of 4 + 1 run of 4"),
        ("turn", 1, "Seat 1's turn"),
    ]
    assert events[0].dst == "phase:1" and events[0].data == {"phase": 1, "name": "2 sets of 3"}
    assert events[1].data == {"stage": "choose"} and events[-1].data == {"turn_in_hand": 1}
    assert state.active == [3, 1, 2] and state.stage == "draw" and state.turn == 1


def test_a_turn_is_told_draw_lay_down_and_skip():
    state = rig(3, hands={0: [*PHASE_2[0], *PHASE_2[1], "S1", "R1a"]}, active={0: 2}, draw_top=["Y1a"],
                stage="draw")
    count = len(state.draw_pile)
    events = play(state, Draw("draw"), LayDown(PHASE_2), Discard("S1", 2))
    assert told(events) == [
        ("draw", 0, "Seat 0 draws from the draw pile"),
        ("lay_down", 0, "Seat 0 lays down phase 2: 1 set of 3 + 1 run of 4"),
        ("discard", 0, "Seat 0 discards skip"),
        ("skip", 2, "Seat 0 skips Seat 2"),
        ("turn", 1, "Seat 1's turn"),
    ]
    draw, lay, discard, skip, _turn = events
    assert draw.data == {"source": "draw", "hidden": True, "draw_count": count - 1}
    assert lay.data == {"phase": 2, "groups": [
        {"zone": "table:0:0", "kind": "set", "cards": ["G9a", "R9a", "Y9a"], "number": 9, "colour": -1,
         "low": 0, "high": 0},
        {"zone": "table:0:1", "kind": "run", "cards": ["R5a", "Y6a", "G7a", "B8a"], "number": 0, "colour": -1,
         "low": 5, "high": 8}]}
    assert (discard.src, discard.dst, discard.data) == ("hand:0", "discard", {"skip_target": 2})
    assert (skip.cards, skip.data) == (("S1",), {"target": 2, "by": 0})
    assert state.skips_pending == [0, 0, 1]


def test_taking_the_discard_names_the_card():
    state = rig(2, hands={0: ["R1a", "R2a"]}, discard=["B4a", "G7a"], stage="draw")
    events = play(state, Draw("discard"))
    assert told(events) == [("draw", 0, "Seat 0 takes the green 7 from the discard pile")]
    assert events[0].data == {"source": "discard"} and state.stage == "play"


def test_the_save_pile_is_drawn_from_and_added_to_out_of_sight():
    state = rig(3, hands={1: ["B9a", "R2a"]}, saves={1: ["G3a"]}, stage="draw", turn=1)
    events = play(state, DrawSaved("G3a"), Save("R2a"))
    assert told(events)[:2] == [("draw", 1, "Seat 1 draws a saved card"),
                                ("save", 1, "Seat 1 saves a card and ends the turn")]
    assert (events[0].src, events[0].dst, events[0].data) == ("save:1", "hand:1", {"source": "save", "hidden": True})
    assert (events[1].src, events[1].dst, events[1].data) == ("hand:1", "save:1", {"hidden": True})
    assert told(events)[-1] == ("turn", 2, "Seat 2's turn")
    assert state.saves[1] == ["R2a"] and state.saved_this_hand[1]


def test_a_skipped_seat_is_passed_over():
    state = rig(3, hands={0: ["S1", "R1a"]}, stage="play")
    state.skips_pending[1] = 1
    events = play(state, Discard("R1a"))
    assert told(events)[1:] == [("skipped", 1, "Seat 1 is skipped"), ("turn", 2, "Seat 2's turn")]
    assert events[1].data == {"remaining_skips": 0}


def test_a_hit_tells_whose_phase_grew():
    state = rig(2, hands={0: [*PHASE_2[0], *PHASE_2[1], "B9a", "R4a", "Y1a"], 1: ["R10a", "G1a"]},
                active={0: 2})
    play(state, LayDown(PHASE_2))
    (own,) = play(state, Hit("B9a", 0, 0))
    assert told([own]) == [("hit", 0, "Seat 0 hits blue 9 on their own phase")]
    assert own.data == {"target_seat": 0, "target_group": 0, "end": "", "cards": ["G9a", "R9a", "Y9a", "B9a"],
                        "low": 0, "high": 0}
    state.turn, state.laid[1] = 1, True
    state.hands[1].append(state.draw_pile.pop(state.draw_pile.index("R4b")))
    (other,) = play(state, Hit("R4b", 0, 1, "low"))
    assert told([other]) == [("hit", 1, "Seat 1 hits red 4 on Seat 0's phase")]
    assert other.dst == "table:0:1" and other.data["low"] == 4 and other.data["end"] == "low"
    assert (own.src, other.src, own.cards) == ("hand:0", "hand:1", ("B9a",))


def test_going_out_scores_the_hand_and_deals_the_next():
    state = rig(2, hands={0: [*PHASE_2[0], *PHASE_2[1], "R1a"], 1: ["B9a", "R2a", "W1", "S1"]},
                active={0: 2, 1: 4}, dealer=1)
    events = play(state, LayDown(PHASE_2), Discard("R1a"))
    assert told(events)[1:8] == [
        ("discard", 0, "Seat 0 discards red 1"),
        ("go_out", 0, "Seat 0 goes out!"),
        ("hand_end", 0, "Seat 0 goes out and wins hand 1"),
        ("score", 0, "Seat 0 scores 0 (total 0)"),
        ("score", 1, "Seat 1 scores 50 (total 50)"),
        ("dealer", 0, "Seat 0 is the new dealer"),
        ("shuffle", None, "Hand 2: Seat 0 shuffles and deals"),
    ]
    assert events[2].data == {}
    end = events[3]
    assert {k: v for k, v in end.data.items() if k != "hands"} == {
        "hand": 1, "went_out": 0, "points": [0, 50], "phases_made": [2, 0], "scores": [0, 50],
        "completed": [1, 0], "reason": "went out"}
    assert end.data["hands"] == [[], ["B9a", "R2a", "W1", "S1"]]
    assert events[4].data == {"points": 0, "total": 0} and events[5].data == {"points": 50, "total": 50}
    assert events[6].data == {"dealer": 0}
    assert state.sheet == [{"hand": 1, "dealer": 1, "went_out": 0, "points": [0, 50], "phases": [2, 0],
                            "reason": "went out"}]
    assert state.completed == [[2], []] and 2 not in state.remaining[0] and 4 in state.remaining[1]
    assert state.hand_number == 2 and state.stage == "choose" and state.turn == 1


def test_a_dead_hand_is_told_with_its_reason():
    state = rig(2, hands={0: ["R1a", "R2a"]})
    limit = content().max_turns_per_hand
    state.turns_this_hand = limit
    events = play(state, Discard("R1a"))
    assert ("hand_end", None, f"Hand 1 ends: nobody went out in {limit} turns") in told(events)
    state = rig(2, hands={0: ["R1a", "R2a"]})
    state.turns_this_hand = limit - 1
    assert told(play(state, Discard("R1a")))[-1] == ("turn", 1, "Seat 1's turn")


def test_the_end_of_the_game_is_told_with_the_winner_and_the_reason():
    state = rig(2, hands={0: [*PHASE_2[0], *PHASE_2[1], "R1a"]}, active={0: 2})
    state.remaining = [[2], [5, 6]]
    state.completed = [[p for p in range(1, 11) if p != 2], [1, 2, 3, 4, 7, 8, 9, 10]]
    state.scores = [100, 20]
    events = play(state, LayDown(PHASE_2), Discard("R1a"))
    assert told(events)[-1] == ("game_end", None, "Seat 0 wins (all ten phases completed)")
    assert all(event.cards == () for event in events if event.kind in ("go_out", "hand_end", "score", "game_end"))
    assert events[-1].data == {"winners": [0], "scores": [100, 20 + sum(content().points[c]
                                                                        for c in state.hands[1])],
                               "completed": [10, 8], "reason": "all ten phases completed"}


def test_at_the_hand_limit_the_most_phases_then_the_fewest_points_win_and_a_tie_is_shared():
    state = rig(3, hands={0: ["R1a", "R2a"], 1: ["R3a"], 2: ["R4a"]})
    state.hand_number = content().max_hands
    state.turns_this_hand = content().max_turns_per_hand
    state.completed = [[1, 2], [1, 2], [1]]
    state.remaining = [[p for p in range(1, 11) if p not in c] for c in state.completed]
    state.scores = [10, 10, 0]
    events = play(state, Discard("R1a"))
    limit = content().max_hands
    assert told(events)[-1] == ("game_end", None, f"Seat 0 and Seat 1 win (hand limit of {limit} reached)")
    assert state.winners == [0, 1] and state.end_reason == f"hand limit of {limit} reached"


def test_the_refilled_draw_pile_is_told_and_only_the_top_discard_stays():
    state = rig(2, hands={0: ["R5a", "R6a"]}, discard=["G1a", "G2a"])
    moved = state.draw_pile[:]
    state.draw_pile = []
    state.discard = state.discard + moved
    events = play(state, Discard("R5a"))
    reshuffle = next(e for e in events if e.kind == "reshuffle")
    count = len(moved) + 2
    assert reshuffle.text == f"The discard pile is shuffled into a new draw pile ({count} cards)"
    assert reshuffle.data == {"hidden": True, "count": count} and (reshuffle.src, reshuffle.dst) == ("discard", "deck")
    assert state.discard == ["R5a"] and len(state.draw_pile) == count


def test_with_one_discard_and_no_draw_pile_the_hand_ends_with_nothing_to_draw():
    state = rig(2, hands={0: ["R5a", "R6a"]}, discard=[])
    state.hands[1].extend(state.draw_pile)
    state.draw_pile = []
    events = play(state, Discard("R5a"))
    assert ("hand_end", None, "Hand 1 ends: no cards left to draw") in told(events)


def test_a_skip_turned_up_first_is_told_and_costs_the_first_player_the_first_turn():
    for seed in range(2000):
        state, opening = ENGINE.new_game_with_events(GameConfig(3, {}), seed)
        if content().is_skip(state.discard[-1]):
            break
    first = (state.dealer + 1) % 3
    flip, skip, choose = opening[-3:]
    assert (flip.kind, flip.text) == ("flip", "Skip starts the discard pile")
    assert (skip.kind, skip.seat, skip.text) == ("skip", first, (f"The skip turned up: Seat {first} will lose "
                                                                "the first turn"))
    assert skip.data == {"target": first, "by": None} and skip.src == "discard"
    assert (choose.kind, choose.seat) == ("choose_turn", first)


def test_saved_cards_sit_out_the_shuffle_of_the_next_hand():
    state = rig(2, hands={0: ["R5a"]}, saves={1: ["W1", "G7a"]})
    state.laid[0] = True
    events = play(state, Discard("R5a"))
    shuffle = next(e for e in events if e.kind == "shuffle")
    assert shuffle.data["count"] == len(content().deck) - 2
    assert sum(len(h) for h in state.hands) + len(state.draw_pile) + len(state.discard) == len(content().deck) - 2
