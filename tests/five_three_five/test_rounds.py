"""Deal, end of round, next lead, end of game and the two-player round of two halves."""

from __future__ import annotations

import pytest

from game.core.engine import GameConfig
from game.games.five_three_five.melds import Lead, Overwrite

from .helpers import rules, table

ENGINE = rules()
POINTS = {card.rank: card.points for card in ENGINE.content.cards}


def play(state, action):
    _, events = ENGINE.apply(state, action)
    return events


def event(events, kind):
    return next(e for e in events if e.kind == kind)


# --- Deck and deal ----------------------------------------------------------------------

def test_deck_has_no_6_and_no_10():
    assert ENGINE.content.ranks == (1, 2, 3, 4, 5, 7, 8, 9, 11, 12, 13, 14, 15)
    groups = {card.rank: card.group for card in ENGINE.content.cards}
    assert {groups[r] for r in (1, 2, 3, 4, 5)} == {"cat"}
    assert {groups[r] for r in (7, 8, 9)} == {"both"}
    assert {groups[r] for r in (11, 12, 13, 14, 15)} == {"dog"}


@pytest.mark.parametrize("players, copies, hand, undealt", [
    (3, 4, 16, 4), (4, 4, 12, 4), (5, 5, 12, 5), (6, 5, 10, 5)])
def test_deal_follows_the_setup_table(players, copies, hand, undealt):
    state = ENGINE.new_game(GameConfig(players), seed=3)
    assert [sum(h) for h in state.hands] == [hand] * players
    assert sum(state.undealt) == undealt
    for rank in ENGINE.content.ranks:
        assert sum(h[rank] for h in state.hands) + state.undealt[rank] == copies


def test_two_players_get_two_hands_of_twelve():
    state = ENGINE.new_game(GameConfig(2), seed=3)
    assert [sum(h) for h in state.hands] == [12, 12]
    assert [sum(r) for r in state.reserves] == [12, 12]
    assert sum(state.undealt) == 4 and state.half == 1


def test_undealt_cards_and_set_aside_hands_are_unseen():
    state, events = ENGINE.new_game_with_events(GameConfig(2), seed=3)
    view = ENGINE.view(state, 0)
    assert view.undealt_count == 4 and view.reserve_counts == (12, 12)
    hidden = [e for e in events if e.dst and e.dst.startswith("reserve:")]
    assert hidden and all(e.cards == () and e.data["hidden"] for e in hidden)
    assert event(events, "set_aside").cards == ()


# --- End of round -----------------------------------------------------------------------

def test_example_summer_goes_out_with_11_11_and_the_others_score():
    # Winter holds 13 points, Spring 7 (the card points are our design, see deck.yaml).
    winter, spring = [8, 8, 5, 4], [7, 3, 2, 1]
    assert sum(POINTS[c] for c in winter) == 13 and sum(POINTS[c] for c in spring) == 7
    state = table(ENGINE, 3, [[11, 11], winter, spring])
    events = play(state, Lead((11, 11)))
    end = event(events, "round_end")
    assert end.data["out"] == 0 and end.data["points"] == [0, 13, 7]
    assert state.scores == [0, 13, 7]
    scores = [e for e in events if e.kind == "score"]
    assert [(e.seat, e.data["points"]) for e in scores] == [(1, 13), (2, 7)]


def test_round_ends_the_moment_a_hand_is_empty_even_mid_trick():
    state = table(ENGINE, 3, [[2], [9], [1, 1]], meld=[[5]], current=1, last_player=0)
    events = play(state, Overwrite((9,)))
    assert event(events, "round_end").data["out"] == 1
    assert not [e for e in events if e.kind == "clear"]


def test_next_round_is_led_by_the_player_with_most_points():
    state = table(ENGINE, 3, [[11], [15], [3]], scores=[0, 0, 0])
    events = play(state, Lead((11,)))
    assert state.scores == [0, 1, 2] and state.round_no == 2
    assert event(events, "next_lead").seat == 2
    assert state.current == 2 and state.round_lead == 2
    assert [sum(h) for h in state.hands] == [16, 16, 16]


def test_tied_next_lead_goes_to_the_tied_player_closest_clockwise_from_the_last_lead():
    # Seats 0, 2 and 3 tie on 2 points; seat 1 led the round: seat 2 is first clockwise.
    state = table(ENGINE, 4, [[15], [11], [14], [13]], current=1, scores=[1, 0, 1, 0])
    events = play(state, Lead((11,)))
    assert state.scores == [2, 0, 2, 2]
    assert event(events, "next_lead").seat == 2


def test_tied_next_lead_includes_the_last_lead_itself():
    # Seats 0 and 2 tie on 2 points and seat 2 led the round: seat 2 leads again.
    state = table(ENGINE, 3, [[4, 3], [11], [3]], current=0, scores=[0, 0, 0])
    state.round_lead = 2
    play(state, Lead((4,)))
    events = play(state, Overwrite((11,)))   # seat 1 goes out
    assert state.scores == [2, 0, 2] and event(events, "next_lead").seat == 2


# --- End of game ------------------------------------------------------------------------

def test_game_ends_at_20_points_and_fewest_points_wins():
    state = table(ENGINE, 3, [[11], [5, 5, 5], [3]], scores=[10, 12, 4])
    events = play(state, Lead((11,)))
    assert state.over and state.scores == [10, 21, 6]
    assert ENGINE.results(state) == [0.0, 0.0, 1.0]
    end = event(events, "game_end")
    assert end.data["winners"] == [2]
    assert [row["seat"] for row in end.data["standings"]] == [2, 0, 1]


def test_game_continues_below_20_points():
    state = table(ENGINE, 3, [[11], [5, 5], [3]], scores=[10, 12, 4])
    play(state, Lead((11,)))
    assert not state.over and state.scores == [10, 18, 6]


def test_points_tie_goes_to_fewest_cards_left():
    # Seat 0 goes out with 6 points; seat 2 ends on 6 too, but holds cards: seat 0 wins.
    state = table(ENGINE, 3, [[11], [5, 5, 5, 5], [14]], scores=[6, 10, 5])
    play(state, Lead((11,)))
    assert state.over and state.scores == [6, 22, 6]
    assert ENGINE.results(state) == [1.0, 0.0, 0.0]


def test_full_tie_shares_the_victory():
    state = table(ENGINE, 4, [[11], [5, 5, 5, 5], [14], [15]], scores=[8, 10, 5, 5])
    play(state, Lead((11,)))
    assert state.scores == [8, 22, 6, 6]
    assert ENGINE.results(state) == [0.0, 0.0, 0.5, 0.5]
    assert state.winners == [2, 3]


# --- Two players ------------------------------------------------------------------------

def test_two_players_pick_up_the_second_hand_after_the_first_half():
    state = table(ENGINE, 2, [[11], [5, 5]], reserves=[[1, 2, 3], [7, 8, 9]])
    events = play(state, Lead((11,)))
    assert not state.over and state.half == 2 and state.scores == [0, 6]
    assert [e.seat for e in events if e.kind == "pickup"] == [0, 1]
    assert sum(state.scored[1]) == 2 and sum(state.hands[1]) == 3
    assert event(events, "next_lead").seat == 1 and state.current == 1


def test_two_player_game_ends_after_the_second_half_even_below_20():
    state = table(ENGINE, 2, [[11], [5, 5]], reserves=[[1, 2, 3], [7]])
    play(state, Lead((11,)))
    events = play(state, Lead((7,)))   # seat 1 leads the second half and goes out
    assert state.over and state.scores == [4, 6]
    assert ENGINE.results(state) == [1.0, 0.0]
    assert event(events, "game_end").data["standings"][0]["scored_cards"] == 3


def test_two_players_do_not_stop_at_20_after_the_first_half():
    state = table(ENGINE, 2, [[11], [5, 5, 5, 5, 7, 7, 7, 7]], reserves=[[1, 2], [8]])
    play(state, Lead((11,)))
    assert state.scores == [0, 24] and not state.over and state.half == 2


def test_two_player_tie_goes_to_fewer_scored_cards():
    # First half: seat 1 scores 3 with one card. Second half: seat 0 scores 3 with three cards.
    state = table(ENGINE, 2, [[11], [7]], reserves=[[1, 2, 14], [15]], current=0)
    play(state, Lead((11,)))
    assert state.scores == [0, 3] and state.current == 1
    play(state, Lead((15,)))
    assert state.scores == [3, 3]
    assert ENGINE.results(state) == [0.0, 1.0]


def test_two_player_tie_then_goes_to_who_did_not_score_in_the_second_half():
    # Both end on 2 points with 2 scored cards; seat 1 scored in the second half: seat 0 wins.
    state = table(ENGINE, 2, [[14, 15], [3]], reserves=[[11], [1, 2]], current=1)
    play(state, Lead((3,)))
    assert state.scores == [2, 0] and state.current == 0
    play(state, Lead((11,)))
    assert state.scores == [2, 2] and [sum(cards) for cards in state.scored] == [2, 2]
    assert ENGINE.results(state) == [1.0, 0.0]
