"""Going out, scoring, reshuffles, the end of the game and the safety valves."""

from __future__ import annotations

from dataclasses import replace

from game.core.rummy.melds import make_meld
from game.games.phase10.actions import Discard, Draw, Hit, LayDown
from game.games.phase10.rules import Phase10Rules
from tests.phase10.support import content, rig, rules

ENGINE = rules()


def play(state, *actions, engine=ENGINE):
    events = []
    for action in actions:
        state, new = engine.apply(state, action)
        events.extend(new)
    return state, events


def laid_run(seat_state, seat, cards=("B5b", "Y6b", "G7b", "R8b")):
    spec = content().phases[2].groups[1]
    seat_state.laid[seat] = True
    seat_state.table[seat] = [make_meld(cards, spec, content().ctx)]


def test_going_out_by_discarding_the_last_card_ends_the_hand():
    state = rig(2, hands={0: ["R5a"], 1: ["W1", "S1", "R10a", "G3a"]})
    laid_run(state, 0)
    state, events = play(state, Discard("R5a"))
    kinds = [e.kind for e in events]
    assert kinds.index("go_out") < kinds.index("hand_end") < kinds.index("dealer") < kinds.index("deal")
    end = next(e for e in events if e.kind == "hand_end")
    assert end.seat == 0 and end.data["points"] == [0, 25 + 15 + 10 + 5]


def test_going_out_by_hitting_the_last_card():
    state = rig(2, hands={0: ["R9a"]})
    laid_run(state, 0)
    state, events = play(state, Hit("R9a", 0, 0, "high"))
    assert any(e.kind == "go_out" and e.seat == 0 for e in events) and state.hand_number == 2


def test_laying_down_every_card_goes_out():
    state = rig(2, hands={0: ["R3a", "Y3a", "G3a", "B9a", "R9a", "Y9a"]}, active={0: 1})
    state, events = play(state, LayDown((("R3a", "Y3a", "G3a"), ("B9a", "R9a", "Y9a"))))
    assert any(e.kind == "go_out" for e in events) and state.completed[0] == [1]


def test_points_against_cards_left_in_hand():
    points = content().points
    assert [points[c] for c in ("R1a", "B9b", "G10a", "Y12b", "S2", "W8")] == [5, 5, 10, 10, 15, 25]


def test_scores_add_up_across_hands_and_the_sheet_records_each_hand():
    state = rig(3, hands={0: ["R5a"], 1: ["W1", "G3a"], 2: ["S1"]})
    state.scores = [10, 20, 30]
    laid_run(state, 0)
    state, _ = play(state, Discard("R5a"))
    assert state.scores == [10, 50, 45]
    assert state.sheet[-1]["points"] == [0, 30, 15] and state.sheet[-1]["went_out"] == 0


def test_the_discard_pile_is_reshuffled_when_the_draw_pile_runs_out():
    state = rig(2, hands={0: ["R5a", "R6a"]}, discard=["G1a", "G2a", "G3a"])
    moved = state.draw_pile[:]
    state.draw_pile = []
    state.discard = state.discard + moved       # every other card sits in the discard pile
    top = state.discard[-1]
    state, events = play(state, Discard("R5a"))
    assert any(e.kind == "reshuffle" for e in events)
    assert state.discard == ["R5a"] and len(state.draw_pile) == len(moved) + 3 and top in state.draw_pile


def test_making_all_ten_phases_wins_at_the_end_of_the_hand():
    state = rig(2, hands={0: ["R5a"]}, active={0: 10})
    state.remaining[0], state.completed[0] = [10], list(range(1, 10))
    laid_run(state, 0)
    state, events = play(state, Discard("R5a"))
    assert ENGINE.is_over(state) and state.winners == [0] and ENGINE.results(state) == [1.0, 0.0]
    assert events[-1].kind == "game_end"


def test_when_several_finish_in_one_hand_fewest_points_wins():
    state = rig(3, hands={0: ["R5a"], 1: ["W1"], 2: ["G2a"]}, active={0: 10, 1: 8, 2: 8})
    for seat in (0, 1):
        phase = state.active[seat]
        state.remaining[seat] = [phase]
        state.completed[seat] = [n for n in range(1, 11) if n != phase]
        laid_run(state, seat, ("B5b", "Y6b", "G7b", "R8b") if seat == 0 else ("B1b", "Y2b", "G3b", "R4b"))
    state.scores = [200, 100, 0]
    state, _ = play(state, Discard("R5a"))   # seat 0 goes out, seat 1 is caught with a wild: 125
    assert state.winners == [1] and state.end_reason == "all ten phases completed"


def test_a_tie_on_points_shares_the_victory():
    state = rig(2, hands={0: ["R5a"], 1: ["G2a"]}, active={0: 10, 1: 10})
    for seat in (0, 1):
        state.remaining[seat], state.completed[seat] = [10], list(range(1, 10))
        laid_run(state, seat, ("B5b", "Y6b", "G7b", "R8b") if seat == 0 else ("B1b", "Y2b", "G3b", "R4b"))
    state.scores = [105, 100]
    state, _ = play(state, Discard("R5a"))
    assert state.winners == [0, 1] and ENGINE.results(state) == [0.5, 0.5]


def test_a_hand_nobody_goes_out_of_ends_dead_at_the_turn_limit():
    short = Phase10Rules(replace(content(), max_turns_per_hand=10))
    state = rig(2, hands={0: ["R3a", "Y3a", "G3a", "B9a", "R9a", "Y9a", "G1a", "B12a"]}, active={0: 1})
    state, _ = play(state, LayDown((("R3a", "Y3a", "G3a"), ("B9a", "R9a", "Y9a"))), engine=short)
    state.turns_this_hand = 10
    state, events = play(state, Discard("G1a"), engine=short)
    end = next(e for e in events if e.kind == "hand_end")
    assert end.seat is None and "nobody went out in 10 turns" in end.text
    assert state.completed[0] == [1] and end.data["points"][0] == 10


def test_the_game_stops_at_the_hand_limit_most_phases_then_fewest_points():
    short = Phase10Rules(replace(content(), max_hands=10))
    state = rig(3, hands={0: ["R5a"]})
    state.hand_number = 10
    state.completed = [[1, 2], [1, 2, 3], [4, 5, 6]]
    state.remaining = [[n for n in range(1, 11) if n not in done] for done in state.completed]
    state.scores = [0, 90, 80]
    laid_run(state, 0)
    state.active[0] = 3
    state, _events = play(state, Discard("R5a"), engine=short)
    assert short.is_over(state) and state.end_reason == "hand limit of 10 reached"
    assert [len(done) for done in state.completed] == [3, 3, 3]   # seat 0's laid phase counts
    assert state.winners == [0]                                     # ...and it has fewest points


def test_a_hand_with_nothing_left_to_draw_ends_dead():
    state = rig(2, hands={0: ["R5a", "R6a"]}, discard=[])
    state.draw_pile = []
    state.discard = []
    state, events = play(state, Discard("R5a"))
    assert any(e.kind == "hand_end" and "no cards left to draw" in e.text for e in events)


def test_draw_events_hide_the_card_from_other_seats():
    state = rig(2, stage="draw")
    state, events = play(state, Draw("draw"))
    assert events[0].data["hidden"] and events[0].src == "deck"
