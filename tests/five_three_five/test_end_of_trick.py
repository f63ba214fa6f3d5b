"""End of trick: passes, every copy of a number, a five-card run, and the Rule of 8's."""

from __future__ import annotations

from game.games.five_three_five.melds import Add, Lead, Overwrite, Pass

from .helpers import rules, table

ENGINE = rules()


def play(state, action):
    _, events = ENGINE.apply(state, action)
    return events


def clear_event(events):
    found = [event for event in events if event.kind == "clear"]
    return found[0] if found else None


def test_everyone_else_passing_clears_and_the_last_player_leads():
    state = table(ENGINE, 4, [[3, 9], [5, 11], [5, 11], [5, 11]])
    play(state, Lead((3,)))
    play(state, Pass())
    play(state, Pass())
    events = play(state, Pass())
    clear = clear_event(events)
    assert clear.data["reason"] == "passes" and clear.seat == 0 and clear.cards == (3,)
    assert state.layers == [] and state.current == 0
    assert events[-1].kind == "turn" and events[-1].data["must_lead"]


def test_passes_count_only_since_the_last_play():
    # A mixture: the trick clears only when every other player passes in a row after a play.
    state = table(ENGINE, 4, [[3, 9, 9], [5, 11], [4, 11, 11], [5, 11]])
    play(state, Lead((3,)))        # seat 0
    play(state, Pass())            # seat 1
    play(state, Overwrite((4,)))   # seat 2: the passes before it no longer count
    play(state, Pass())            # seat 3
    events = play(state, Pass())   # seat 0: two passes, not yet three
    assert clear_event(events) is None and state.meld == [4] and state.current == 1
    events = play(state, Pass())   # seat 1: the third pass in a row since seat 2 played
    assert clear_event(events).data["reason"] == "passes"
    assert state.current == 2 and state.layers == []


def test_two_players_one_pass_clears_the_trick():
    state = table(ENGINE, 2, [[3, 9], [5, 11]], reserves=[[1], [2]])
    play(state, Lead((3,)))
    events = play(state, Pass())
    assert clear_event(events).seat == 0 and state.current == 0


def test_example_winter_adds_the_fourth_1_and_clears():
    state = table(ENGINE, 4, [[1, 9], [2], [2], [2]], meld=[[1, 1, 1]], current=0,
                  last_player=3)
    events = play(state, Add((1,)))
    clear = clear_event(events)
    assert clear.data["reason"] == "all_copies" and clear.seat == 0
    assert state.current == 0 and state.layers == []


def test_four_of_a_number_does_not_clear_at_five_players():
    state = table(ENGINE, 5, [[1, 9], [1, 2], [2], [2], [2]], meld=[[1, 1, 1]], current=0,
                  last_player=4)
    events = play(state, Add((1,)))
    assert clear_event(events) is None and state.meld == [1, 1, 1, 1]
    events = play(state, Add((1,)))   # the fifth 1
    assert clear_event(events).data["reason"] == "all_copies" and state.current == 1


def test_five_card_run_clears():
    state = table(ENGINE, 3, [[5, 9], [2], [2]], meld=[[1, 2, 3, 4]], current=0, last_player=2)
    events = play(state, Add((5,)))
    assert clear_event(events).data["reason"] == "five_run"
    assert clear_event(events).cards == (1, 2, 3, 4, 5) and state.current == 0


def test_four_card_run_stays():
    state = table(ENGINE, 3, [[4, 9], [2], [2]], meld=[[1, 2, 3]], current=0, last_player=2)
    events = play(state, Add((4,)))
    assert clear_event(events) is None and state.meld == [1, 2, 3, 4]


def test_example_spring_overwrites_with_8_9_and_the_rule_of_8s_clears():
    state = table(ENGINE, 4, [[8, 9, 2], [1], [1], [1]], meld=[[13, 14]], current=0,
                  last_player=3)
    events = play(state, Overwrite((8, 9)))
    clear = clear_event(events)
    assert clear.data["reason"] == "rule_of_8s" and clear.seat == 0
    assert clear.cards == (13, 14, 8, 9)   # the overwritten cards are cleared too
    assert state.current == 0 and state.layers == []


def test_eight_played_on_lead_does_not_clear():
    state = table(ENGINE, 4, [[8, 8, 2], [1], [1], [1]])
    events = play(state, Lead((8, 8)))
    assert clear_event(events) is None and state.meld == [8, 8] and state.current == 1


def test_example_winter_adds_an_8_to_a_led_8_8_and_clears():
    state = table(ENGINE, 4, [[8, 8, 2], [8, 3], [1], [1]])
    play(state, Lead((8, 8)))             # Autumn leads 8 8
    events = play(state, Add((8,)))       # Winter adds a single 8
    assert events[0].data["meld"] == [8, 8, 8] and events[0].data["meld_type"] == "set"
    assert clear_event(events).data["reason"] == "rule_of_8s" and state.current == 1


def test_single_8_overwriting_clears():
    state = table(ENGINE, 3, [[8, 2], [1], [1]], meld=[[5]], current=0, last_player=2)
    assert clear_event(play(state, Overwrite((8,)))).data["reason"] == "rule_of_8s"


def test_trick_clears_immediately_before_anyone_else_acts():
    state = table(ENGINE, 3, [[8, 2], [1], [1]], meld=[[5]], current=0, last_player=2)
    events = play(state, Overwrite((8,)))
    assert [event.kind for event in events] == ["play", "clear", "turn"]
    assert events[-1].seat == 0
