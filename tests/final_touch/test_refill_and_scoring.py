"""Rules 4-6: refill and reshuffle, the final touch, ruins (two, three and four players),
and what happens after a Masterpiece is completed or ruined."""

from __future__ import annotations

import dataclasses

from game.games.final_touch.actions import Improve, Pass, Smear

from .support import build, check, content, kinds, make_rules, piece, variant


def test_hand_refills_to_five_at_the_end_of_the_turn():
    rules = make_rules()
    state = build(rules, 2, [["yellow", "yellow", "green", "red", "red"], ["red"] * 5],
                  "pear_who_knew")
    state, events = rules.apply(state, Improve(("yellow", "green")))
    assert sum(state.hands[0]) == 5
    assert kinds(events) == ["improve", "draw", "turn"]
    assert events[1].data["count"] == 2 and events[1].dst == "hand:0"
    check(rules, state)


def test_discards_are_shuffled_into_a_new_pile_when_the_stroke_pile_runs_out():
    rules = make_rules()
    state = build(rules, 2, [["yellow", "yellow", "green", "red", "red"], ["red"] * 5],
                  "pear_who_knew", draw=["blue"])
    discarded = sum(state.discard)
    state, events = rules.apply(state, Improve(("yellow", "green")))
    assert kinds(events) == ["improve", "draw", "reshuffle", "draw", "turn"]
    assert events[1].cards == ("blue",)
    assert events[2].data["count"] == discarded
    assert sum(state.discard) == 0 and len(state.draw) == discarded - 1
    assert sum(state.hands[0]) == 5
    check(rules, state)


def _small_deck(**per_colour: int):
    loaded = content()
    colours = tuple(dataclasses.replace(c, count=per_colour.get(c.name, 0))
                    for c in loaded.colours)
    return make_rules(dataclasses.replace(loaded, colours=colours))


def test_with_no_strokes_left_anywhere_the_hand_stays_short():
    rules = _small_deck(yellow=2, green=2, brown=2, red=2, blue=2)
    state = build(rules, 2, [["yellow", "yellow", "green", "green", "brown"],
                             ["brown", "red", "red", "blue", "blue"]], "moonrise_laundry")
    state, events = rules.apply(state, Improve(("yellow",)))
    assert sum(state.hands[0]) == 4 and "draw" not in kinds(events)
    check(rules, state)


def test_a_player_with_no_cards_can_only_pass_and_refills_when_strokes_return():
    rules = _small_deck(yellow=2, green=2, brown=2, red=2, blue=1)
    state = build(rules, 2, [[], ["yellow", "yellow", "brown", "red", "blue"]],
                  "windmill_teatime", improved=("brown", "red"), smears=("green", "green"))
    assert rules.legal_actions(state) == [Pass()]
    state, events = rules.apply(state, Pass())
    assert kinds(events) == ["pass", "turn"] and rules.current_player(state) == 1
    state, events = rules.apply(state, Improve(("blue",)))   # the final touch
    assert "final_touch" in kinds(events) and "reshuffle" in kinds(events)
    assert rules.current_player(state) == 1
    state, _ = rules.apply(state, rules.legal_actions(state)[0])
    state, events = rules.apply(state, Pass())
    assert events[0].kind == "pass" and sum(state.hands[0]) > 0
    check(rules, state)


def test_when_every_hand_is_empty_and_no_stroke_is_left_the_richest_wins():
    rules = _small_deck(yellow=1, green=1, brown=1, red=1)
    state = build(rules, 2, [[], []], "windmill_teatime", improved=("brown", "red"),
                  smears=("yellow", "green"), money=[3, 5])
    state, events = rules.apply(state, Pass())
    assert rules.is_over(state) and state.winners == (1,)
    assert events[-1].kind == "game_end" and "no strokes are left" in events[-1].data["reason"]


def test_final_touch_gives_the_completer_the_full_value_rulebook_example():
    # "By adding one yellow stroke you complete this Masterpiece ... you have just earned $4."
    rules = make_rules()
    state = build(rules, 2, [["yellow", "red", "red", "green", "green"], ["red"] * 5],
                  "moonrise_laundry", improved=("blue", "blue"))
    state, events = rules.apply(state, Improve(("yellow",)))
    touch = next(e for e in events if e.kind == "final_touch")
    assert state.money == [4, 0]
    assert touch.seat == 0 and touch.dst == "won:0"
    assert touch.data["value"] == 4 and touch.data["recipients"] == [0]
    assert touch.data["title"] == "Moonrise over the Laundry"
    assert state.scored[-1].masterpiece == piece(rules, "moonrise_laundry")
    check(rules, state)


def test_after_a_completion_zones_are_discarded_the_next_is_turned_up_and_the_player_goes_again():
    rules = make_rules()
    state = build(rules, 2, [["yellow", "red", "red", "green", "green"], ["red"] * 5],
                  "moonrise_laundry", improved=("blue", "blue"), smears=("brown",),
                  pile_top=("last_croissant", "quiet_sheep"))
    state, events = rules.apply(state, Improve(("yellow",)))
    assert kinds(events) == ["improve", "final_touch", "clear", "clear", "reveal", "draw",
                             "extra_turn"]
    assert state.improved == [0] * 5 and state.smears == []
    assert state.discard[rules.colour_of["blue"]] == 2
    assert state.current == piece(rules, "quiet_sheep")
    assert events[4].data["next"] == "last_croissant"
    assert rules.current_player(state) == 0 and sum(state.hands[0]) == 5
    check(rules, state)


def test_at_four_players_the_team_collects_a_completed_masterpiece():
    rules = make_rules()
    state = build(rules, 4, [["red"] * 5, ["yellow", "green", "green", "brown", "brown"],
                             ["green"] * 5, ["brown"] * 5], "moonrise_laundry",
                  improved=("blue", "blue"), turn=1)
    state, events = rules.apply(state, Improve(("yellow",)))
    touch = next(e for e in events if e.kind == "final_touch")
    assert state.money == [0, 4, 0, 4]
    assert touch.dst == "team:1" and touch.data["team"] == 1
    assert touch.data["recipients"] == [1, 3]
    check(rules, state)


def test_third_smear_ruins_the_picture_and_the_opponent_takes_the_ruined_value():
    rules = make_rules()
    state = build(rules, 2, [["red", "red", "blue", "blue", "green"], ["red"] * 5],
                  "pear_who_knew", smears=("red", "blue"))
    state, events = rules.apply(state, Smear("red"))
    ruin = next(e for e in events if e.kind == "ruin")
    assert state.money == [0, 3]
    assert ruin.seat == 0 and ruin.data["recipients"] == [1] and ruin.data["value"] == 3
    assert ruin.dst == "won:1"
    assert rules.current_player(state) == 0 and "extra_turn" in kinds(events)
    check(rules, state)


def test_at_three_players_a_ruin_pays_both_opponents_the_ruined_value():
    rules = make_rules()
    state = build(rules, 3, [["green"] * 5, ["red", "red", "blue", "blue", "green"],
                             ["brown"] * 5], "pear_who_knew", smears=("red", "blue"), turn=1)
    state, events = rules.apply(state, Smear("blue"))
    ruin = next(e for e in events if e.kind == "ruin")
    assert state.money == [3, 0, 3]
    assert ruin.dst == "between:0:2" and ruin.data["recipients"] == [0, 2]
    check(rules, state)


def test_at_four_players_a_ruin_pays_the_other_team():
    rules = make_rules()
    state = build(rules, 4, [["red", "red", "blue", "blue", "green"], ["green"] * 5,
                             ["brown"] * 5, ["blue"] * 5], "pear_who_knew",
                  smears=("red", "red"))
    state, events = rules.apply(state, Smear("blue"))
    assert state.money == [0, 3, 0, 3]
    assert next(e for e in events if e.kind == "ruin").dst == "team:1"
    check(rules, state)


def test_three_player_money_rulebook_example_sixteen_dollars():
    # Blue (seat 0) has $5 earned alone, $3 shared with red (1), $8 shared with green (2).
    rules = make_rules(variant({"harbour_sleepy_boats": {"value": 5},
                                "pear_who_knew": {"ruined": 3},
                                "cow_on_tuesday": {"value": 9, "ruined": 8}}))
    hands = [["brown", "brown", "blue", "blue", "red"], ["red", "red", "yellow", "yellow", "red"],
             ["red", "blue", "blue", "yellow", "yellow"]]
    state = build(rules, 3, hands, "harbour_sleepy_boats")
    state, _ = rules.apply(state, Improve(("brown", "brown", "blue", "blue")))
    state = build(rules, 3, hands, "pear_who_knew", smears=("red", "red"), money=state.money,
                  turn=2)
    state, _ = rules.apply(state, Smear("blue"))
    state = build(rules, 3, hands, "cow_on_tuesday", smears=("red", "red"), money=state.money,
                  turn=1)
    state, _ = rules.apply(state, Smear("red"))
    assert state.money == [16, 3, 8]
