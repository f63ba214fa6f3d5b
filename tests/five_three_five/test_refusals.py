"""Every refusal a Five Three Five player can meet, as the whole sentence the table shows;
each refused move also leaves the game exactly as it was."""

from __future__ import annotations

import json

import pytest

from game.core.engine import IllegalAction
from game.games.five_three_five.melds import Add, Lead, Overwrite, Pass

from .helpers import rules, table

LEADING = [
    (Pass(), "you lead this trick, so you must play cards"),
    ("pass", "'pass' is not a Five Three Five action"),
    (Lead(()), "play one, two or three cards"),
    (Lead((3, 5, 9, 12)), "play one, two or three cards"),
    (Lead([5]), "play one, two or three cards"),
    (Lead((6,)), "there is no card 6 in this deck"),
    (Lead((0,)), "there is no card 0 in this deck"),
    (Lead((16,)), "there is no card 16 in this deck"),
    (Lead((-1,)), "there is no card -1 in this deck"),
    (Lead(("5",)), "there is no card '5' in this deck"),
    (Lead((True,)), "there is no card True in this deck"),
    (Lead((4,)), "you hold 0 cards numbered 4"),
    (Lead((3, 3)), "you hold 1 card numbered 3"),
    (Lead((9, 9, 9)), None),
    (Lead((12, 9)), "list the cards from low to high"),
    (Overwrite((5,)), "you lead this trick: play a single, a set or a run"),
    (Add((5,)), "you lead this trick: play a single, a set or a run"),
    (Lead((3, 9)), ("3 9 is not a meld: play a single, a set of equal numbers or a run of "
                   "consecutive numbers")),
]

ON_A_SINGLE_9 = [
    (Lead((5,)), "the trick is already led: overwrite, add or pass"),
    (Overwrite((5,)), "your single must be higher than 9"),
    (Overwrite((9,)), "your single must be higher than 9"),
    (Overwrite((12,)), None),
    (Overwrite((5, 5)), "overwrite 1 card with exactly 1, not 2"),
    (Overwrite((3, 5)), ("3 5 is not a meld: play a single, a set of equal numbers or a run of "
                        "consecutive numbers")),
    (Add((5,)), "a single card cannot be added to a single: overwrite it or add two or three cards"),
    (Add((2, 3)), "2 3 9 would be neither a set nor a run of consecutive numbers"),
    (Add((12, 14)), "9 12 14 would be neither a set nor a run of consecutive numbers"),
]

ON_A_SET_OF_7S = [
    (Overwrite((12, 13)), "a run cannot overwrite a set"),
    (Overwrite((5, 5)), "your set must be higher than 7"),
    (Overwrite((7,)), "overwrite 2 cards with exactly 2, not 1"),
    (Add((2, 3)), "a run cannot be added to a set"),
    (Add((5,)), "cards added to a set must all be 7s"),
    (Add((5, 5)), "cards added to a set must all be 7s"),
]

ON_A_RUN_3_4 = [
    (Overwrite((4, 5)), "a run must be stronger: lower runs are stronger (1 is the top card)"),
    (Overwrite((3, 4)), "a run must be stronger: lower runs are stronger (1 is the top card)"),
    (Overwrite((1, 2)), None),
    (Overwrite((5, 5)), "a set cannot overwrite a run"),
    (Overwrite((5,)), "overwrite 2 cards with exactly 2, not 1"),
    (Add((5, 5)), "a set cannot be added to a run"),
    (Add((14,)), "cards added to a run must extend it into one longer run"),
    (Add((1,)), "cards added to a run must extend it into one longer run"),
    (Add((2,)), None),
]

ON_A_BRIDGED_RUN_OF_FOUR = [
    (Overwrite((1, 2, 3)), "the meld holds four cards: it cannot be overwritten, only added to"),
    (Add((1, 2)), "the meld holds 4 cards and can never hold more than 5"),
    (Add((2,)), None),
]


def _check(engine, state, cases):
    for action, why in cases:
        assert engine.why_illegal(state, action) == why, action
        if why is None:
            continue
        before = json.dumps(engine.state_to_json(state))
        with pytest.raises(IllegalAction) as refusal:
            engine.apply(state, action)
        assert str(refusal.value) == why
        assert json.dumps(engine.state_to_json(state)) == before


def test_refusals_when_leading_a_trick():
    engine = rules()
    _check(engine, table(engine, 3, [[3, 5, 5, 9, 9, 9, 12], [2], [2]]), LEADING)


def test_refusals_on_a_single():
    engine = rules()
    state = table(engine, 3, [[2, 3, 5, 5, 9, 9, 12, 13, 14], [2], [2]], meld=[[9]],
                  last_player=1)
    _check(engine, state, ON_A_SINGLE_9)


def test_refusals_on_a_set():
    engine = rules()
    state = table(engine, 3, [[2, 3, 4, 5, 5, 7, 12, 13], [2], [2]], meld=[[7, 7]],
                  last_player=1)
    _check(engine, state, ON_A_SET_OF_7S)


def test_refusals_on_a_run():
    engine = rules()
    state = table(engine, 3, [[1, 2, 3, 4, 5, 5, 14], [2], [2]], meld=[[3, 4]], last_player=1)
    _check(engine, state, ON_A_RUN_3_4)


def test_refusals_on_a_run_of_four_that_bridges_the_missing_6():
    engine = rules()
    state = table(engine, 3, [[1, 2, 3, 14], [2], [2]], meld=[[3, 4, 5, 7]], last_player=1,
                  bridge_gaps=True)
    assert state.meld_kind == "run"
    _check(engine, state, ON_A_BRIDGED_RUN_OF_FOUR)


def test_nothing_may_be_played_once_the_game_is_over():
    engine = rules()
    state = table(engine, 3, [[2], [9, 14], [5, 5]], scores=[4, 19, 1])
    engine.apply(state, Lead((2,)))
    assert engine.is_over(state)
    for action in (Pass(), Lead((5,)), Add((5,))):
        assert engine.why_illegal(state, action) == "the game is over"
    with pytest.raises(IllegalAction, match="the game is over"):
        engine.apply(state, Pass())
