"""Final Touch: what the table is told as the picture changes hands (zones cleared, the next
Masterpiece turned up, smears counted, the stroke pile rebuilt), the spectator's view, and the
few set-up and turn-order rules those depend on."""

from __future__ import annotations

import pytest

from game.core.engine import Event, GameConfig
from game.games.final_touch.actions import Improve, Smear

from .support import build, make_rules, piece

RULES = make_rules()


def test_a_finished_picture_clears_both_zones_then_the_next_masterpiece_is_turned_up():
    state = build(RULES, 2, [["yellow", "red", "red", "green", "green"], ["red"] * 5], "moonrise_laundry",
                  improved=("blue", "blue"), smears=("brown", "red"), pile_top=("last_croissant", "quiet_sheep"))
    _, events = RULES.apply(state, Improve(("yellow",)))
    assert [e for e in events if e.kind in ("clear", "reveal")] == [
        Event("clear", None, ("yellow", "blue", "blue"), "improve", "discard", "The Improvement Zone is discarded"),
        Event("clear", None, ("brown", "red"), "smear", "discard", "The Smear Zone is discarded"),
        Event("reveal", None, (), "masterpiece_pile", "masterpiece", "New Masterpiece: A Quiet Afternoon for Sheep ($4)",
              {"masterpiece": "quiet_sheep", "index": piece(RULES, "quiet_sheep"), "title": "A Quiet Afternoon for Sheep",
               "strokes": {"yellow": 1, "green": 2, "brown": 0, "red": 0, "blue": 0}, "value": 4, "ruined": 2,
               "next_index": piece(RULES, "last_croissant"), "next": "last_croissant", "pile_count": 23,
               "final": False})]
    assert events[-1] == Event("extra_turn", 0, text="Seat 0 takes another turn")


def test_an_empty_zone_is_not_cleared_and_the_last_masterpiece_reveals_nothing_next():
    state = build(RULES, 2, [["yellow", "red", "red", "green", "green"], ["red"] * 5], "moonrise_laundry",
                  improved=("blue", "blue"), pile_top=("quiet_sheep",), pile_rest=False)
    _, events = RULES.apply(state, Improve(("yellow",)))
    assert [e.src for e in events if e.kind == "clear"] == ["improve"]
    (reveal,) = [e for e in events if e.kind == "reveal"]
    assert (reveal.data["next_index"], reveal.data["next"], reveal.data["pile_count"]) == (None, None, 0)


def test_a_ruin_clears_the_smear_zone_and_the_strokes_already_added():
    state = build(RULES, 2, [["red", "red", "blue", "blue", "green"], ["red"] * 5], "pear_who_knew",
                  improved=("yellow",), smears=("red", "blue"))
    _, events = RULES.apply(state, Smear("red"))
    assert [(e.src, e.cards) for e in events if e.kind == "clear"] == [
        ("improve", ("yellow",)), ("smear", ("red", "blue", "red"))]


def test_each_smear_is_counted_towards_the_ruin():
    state = build(RULES, 3, [["green"] * 5, ["red", "red", "blue", "blue", "green"], ["brown"] * 5],
                  "pear_who_knew", turn=1)
    state, events = RULES.apply(state, Smear("red"))
    assert events[0] == Event("smear", 1, ("red",), "hand:1", "smear", "Seat 1 smears the picture with red (1 of 3)",
                              {"smears": 1, "colour": "red"})
    assert not any(e.kind == "ruin" for e in events)


def test_when_the_stroke_pile_runs_out_the_discards_become_the_new_pile():
    state = build(RULES, 2, [["yellow", "yellow", "green", "red", "red"], ["red"] * 5], "pear_who_knew",
                  draw=["blue"])
    discarded = sum(state.discard)
    _, events = RULES.apply(state, Improve(("yellow", "green")))
    (reshuffle,) = [e for e in events if e.kind == "reshuffle"]
    assert reshuffle == Event("reshuffle", None, (), "discard", "deck",
                              f"The {discarded} discarded strokes are shuffled into a new pile", {"count": discarded})
    assert [e.text for e in events if e.kind == "draw"] == ["Seat 0 draws 1", "Seat 0 draws 1"]


def test_the_spectator_sees_the_table_but_no_hand_and_no_pile_order():
    state = build(RULES, 2, [["yellow", "red", "red", "green", "green"], ["red"] * 5], "moonrise_laundry",
                  improved=("blue",), smears=("brown",), pile_top=("last_croissant", "quiet_sheep"), money=[3, 4])
    assert RULES.public_view(state) == {
        "turn": 0, "hand_sizes": [5, 5], "current": "moonrise_laundry", "next": "quiet_sheep", "pile_count": 24,
        "improved": ("blue",), "smears": ["brown"], "draw_count": 48,
        "discard": {"yellow": 0, "green": 0, "brown": 0, "red": 0, "blue": 0}, "money": [3, 4], "scored": [],
        "contest": None, "winners": None, "end_reason": ""}


def test_the_spectator_sees_the_scored_pictures_and_the_end():
    state = build(RULES, 2, [["yellow", "red", "red", "green", "green"], ["red"] * 5], "moonrise_laundry",
                  improved=("blue", "blue"), pile_rest=False)
    state, _ = RULES.apply(state, Improve(("yellow",)))
    seen = RULES.public_view(state)
    assert seen["turn"] is None and seen["current"] is None and seen["next"] is None
    assert seen["scored"] == [["moonrise_laundry", "completed", 0, 4, [0]]]
    assert seen["winners"] == [0] and seen["end_reason"] == "the Masterpiece pile is empty: the richest wins"
    assert seen["improved"] == () and seen["discard"]["blue"] == 2


@pytest.mark.parametrize("players", [1, 5])
def test_final_touch_is_for_two_to_four_players(players):
    with pytest.raises(ValueError, match=rf"^Final Touch is for 2 to 4 players, not {players}$"):
        RULES.new_game(GameConfig(players), 1)


def test_during_a_contest_only_the_two_tied_players_take_turns():
    state = build(RULES, 3, [["green"] * 5, ["blue"] * 5, ["brown"] * 5], "pear_who_knew", money=[26, 10, 27])
    state.contest = (0, 2)
    assert RULES.next_seat(state, 0) == 2
    assert RULES.next_seat(state, 2) == 0
    state.contest = (1, 2)
    assert RULES.next_seat(state, 2) == 1
