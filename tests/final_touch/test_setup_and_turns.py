"""Rules 2 and 3: set-up, improving, smearing, no passing, never both in one turn."""

from __future__ import annotations

import json

import pytest

from game.core.engine import IllegalAction
from game.games.final_touch.actions import Improve, Pass, Smear

from .support import build, check, config, kinds, make_rules, piece, variant


def test_setup_deals_five_strokes_each_and_turns_up_one_masterpiece():
    rules = make_rules()
    for players in (2, 3, 4):
        state = rules.new_game(config(players), 11)
        assert [sum(hand) for hand in state.hands] == [5] * players
        assert len(state.draw) == 60 - 5 * players
        assert state.current is not None and len(state.pile) == 24
        check(rules, state)


def test_masterpiece_pile_is_face_up_so_current_and_next_are_both_visible():
    rules = make_rules()
    state = rules.new_game(config(2), 4)
    seen = rules.view(state, 1)
    assert seen.current == state.current
    assert seen.next_masterpiece == state.pile[-1]
    assert seen.pile_count == 24
    first = rules.setup_events(state)
    assert kinds(first) == ["deal", "deal", "reveal", "turn"]
    assert first[2].data["next"] == rules.content.masterpieces[state.pile[-1]].id


def test_first_player_is_chosen_at_random():
    rules = make_rules()
    firsts = {rules.current_player(rules.new_game(config(4), seed)) for seed in range(40)}
    assert firsts == {0, 1, 2, 3}


def test_improve_with_strokes_the_picture_lacks_rulebook_example():
    # Needs 1 yellow, 1 green, 2 brown; a green is already there. Yellow + brown is fine,
    # and a second brown could have gone with them.
    rules = make_rules(variant({"pear_who_knew": {"strokes": {"yellow": 1, "green": 1,
                                                               "brown": 2}}}))
    state = build(rules, 2, [["yellow", "brown", "brown", "red", "green"], ["red"] * 5],
                  "pear_who_knew", improved=("green",))
    legal = rules.legal_actions(state)
    assert Improve(("yellow", "brown")) in legal
    assert Improve(("yellow", "brown", "brown")) in legal
    assert Improve(("green",)) not in legal
    state, events = rules.apply(state, Improve(("brown", "yellow")))
    assert events[0].kind == "improve" and events[0].cards == ("brown", "yellow")
    assert events[0].data["missing"]["brown"] == 1
    assert state.improved[rules.colour_of["brown"]] == 1
    check(rules, state)


def test_improve_never_adds_more_of_a_colour_than_is_missing():
    rules = make_rules()
    state = build(rules, 2, [["blue", "blue", "blue", "yellow", "red"], ["red"] * 5],
                  "moonrise_laundry")
    assert Improve(("blue", "blue", "blue")) not in rules.legal_actions(state)
    reason = rules.why_illegal(state, Improve(("blue", "blue", "blue")))
    assert reason == "the picture lacks only 2 blue stroke(s): you cannot add 3"


def test_improve_with_a_colour_not_missing_is_illegal():
    rules = make_rules()
    state = build(rules, 2, [["blue", "red", "red", "green", "green"], ["red"] * 5],
                  "moonrise_laundry")
    assert rules.why_illegal(state, Improve(("red",))) == (
        "the picture lacks no red stroke: a red card can only smear")
    assert rules.why_illegal(state, Improve(("yellow",))) == (
        "you hold only 0 yellow stroke(s), not 1")


def test_smear_must_be_one_card_of_a_colour_the_picture_does_not_lack():
    rules = make_rules()
    state = build(rules, 2, [["blue", "red", "red", "green", "green"], ["red"] * 5],
                  "moonrise_laundry")
    legal = rules.legal_actions(state)
    assert Smear("red") in legal and Smear("green") in legal
    assert Smear("blue") not in legal
    assert "a smear must be a colour it does not lack" in rules.why_illegal(state, Smear("blue"))
    state, events = rules.apply(state, Smear("red"))
    assert events[0].kind == "smear" and events[0].dst == "smear"
    assert events[0].data["smears"] == 1 and state.smears == [rules.colour_of["red"]]


def test_each_held_colour_is_marked_as_improving_or_smearing():
    rules = make_rules()
    state = build(rules, 2, [["blue", "red", "red", "yellow", "blue"], ["red"] * 5],
                  "moonrise_laundry", improved=("yellow",))
    assert rules.card_roles(state, 0) == {"blue": "improve", "red": "smear", "yellow": "smear"}


def test_a_player_who_cannot_improve_must_smear():
    rules = make_rules()
    state = build(rules, 2, [["red", "red", "green", "brown", "green"], ["red"] * 5],
                  "moonrise_laundry")
    legal = rules.legal_actions(state)
    assert legal and all(isinstance(action, Smear) for action in legal)
    assert set(legal) == {Smear("red"), Smear("green"), Smear("brown")}


def test_a_player_holding_cards_cannot_pass():
    rules = make_rules()
    state = build(rules, 2, [["red"] * 5, ["red"] * 5], "moonrise_laundry")
    assert Pass() not in rules.legal_actions(state)
    with pytest.raises(IllegalAction, match="you cannot pass"):
        rules.apply(state, Pass())


def test_improve_and_smear_are_separate_moves_and_improve_needs_a_card():
    rules = make_rules()
    state = build(rules, 2, [["blue", "red", "red", "green", "green"], ["red"] * 5],
                  "moonrise_laundry")
    assert rules.why_illegal(state, Improve(())) == "improving means playing at least one stroke"
    assert "not a Final Touch move" in rules.why_illegal(state, ("blue", "red"))


def test_legal_actions_list_each_colour_multiset_once():
    rules = make_rules()
    state = build(rules, 2, [["yellow", "yellow", "green", "brown", "red"], ["red"] * 5],
                  "pear_who_knew")
    legal = rules.legal_actions(state)
    assert len(legal) == len(set(legal))
    improves = [a for a in legal if isinstance(a, Improve)]
    # yellow 0-2 x green 0-1 x brown 0-1, minus playing nothing
    assert len(improves) == 3 * 2 * 2 - 1
    assert [a for a in legal if isinstance(a, Smear)] == [Smear("red")]
    assert Improve(("green", "yellow")) == Improve(("yellow", "green"))
    assert str(Improve(("yellow", "green"))) == "Improve(green yellow)"


def test_every_card_held_either_improves_or_may_smear_so_there_is_always_a_move():
    rules = make_rules()
    for index in range(len(rules.content.masterpieces)):
        piece_id = rules.content.masterpieces[index].id
        state = build(rules, 2, [["yellow", "green", "brown", "red", "blue"], ["red"] * 5],
                      piece_id)
        played = set()
        for action in rules.legal_actions(state):
            played.update(action.cards if isinstance(action, Improve) else (action.colour,))
        assert played == set(rules.colours)


def test_illegal_move_leaves_the_state_untouched():
    rules = make_rules()
    state = build(rules, 2, [["blue", "red", "red", "green", "green"], ["red"] * 5],
                  "moonrise_laundry")
    before = json.dumps(rules.state_to_json(state))
    for bad in (Smear("blue"), Improve(("red",)), Improve(("blue", "blue")), Pass()):
        with pytest.raises(IllegalAction):
            rules.apply(state, bad)
        assert json.dumps(rules.state_to_json(state)) == before


def test_turn_passes_clockwise_after_a_normal_move():
    rules = make_rules()
    state = build(rules, 3, [["red"] * 5, ["green"] * 5, ["brown"] * 5], "moonrise_laundry",
                  turn=2)
    state, events = rules.apply(state, Smear("brown"))
    assert rules.current_player(state) == 0
    assert events[-1].kind == "turn" and events[-1].seat == 0
    assert piece(rules, "moonrise_laundry") == state.current
