"""Final Touch: what a painter is told when a move is refused, the whole sentence each time."""

from __future__ import annotations

import pytest

from game.core.engine import IllegalAction
from game.games.final_touch.actions import Improve, Pass, Smear
from game.games.final_touch.state import state_to_json

from .support import build, make_rules

RULES = make_rules()


def told(state, action) -> str | None:
    """The refusal, after checking that apply refuses the same way and changes nothing."""
    why = RULES.why_illegal(state, action)
    if why is not None:
        before = state_to_json(state)
        with pytest.raises(IllegalAction) as refusal:
            RULES.apply(state, action)
        assert str(refusal.value) == why
        assert state_to_json(state) == before
    return why


def test_nothing_may_be_played_once_the_game_is_over():
    state = build(RULES, 2, [["green"] * 5, ["brown"] * 5], "pear_who_knew")
    state.winners = (0,)
    for action in (Pass(), Improve(("green",)), Smear("red")):
        assert told(state, action) == "the game is over"


def test_a_painter_holding_strokes_cannot_pass():
    state = build(RULES, 2, [["green"] * 5, ["brown"] * 5], "pear_who_knew")
    assert told(state, Pass()) == "you cannot pass: play at least one stroke to improve or smear"


def test_a_painter_without_strokes_can_only_pass():
    state = build(RULES, 2, [[], ["brown"] * 5], "pear_who_knew")
    assert told(state, Improve(("green",))) == "you hold no strokes, so you can only pass"
    assert told(state, Smear("red")) == "you hold no strokes, so you can only pass"
    assert told(state, Pass()) is None


def test_something_that_is_not_a_move_is_refused():
    state = build(RULES, 2, [["green"] * 5, ["brown"] * 5], "pear_who_knew")
    assert told(state, "paint a moustache") == (
        "that is not a Final Touch move: improve, smear or (with no cards) pass")


def test_an_improvement_names_what_is_wrong_with_it():
    state = build(RULES, 2, [["yellow", "green", "green", "red", "red"], ["brown"] * 5], "pear_who_knew",
                  improved=("yellow",))
    assert told(state, Improve(())) == "improving means playing at least one stroke"
    assert told(state, Improve(("purple",))) == "there is no purple stroke in this game"
    assert told(state, Improve(("brown",))) == "you hold only 0 brown stroke(s), not 1"
    assert told(state, Improve(("red",))) == "the picture lacks no red stroke: a red card can only smear"
    assert told(state, Improve(("green", "green"))) == "the picture lacks only 1 green stroke(s): you cannot add 2"
    assert told(state, Improve(("yellow", "green"))) is None


def test_a_smear_names_what_is_wrong_with_it():
    state = build(RULES, 2, [["yellow", "green", "green", "red", "red"], ["brown"] * 5], "pear_who_knew")
    assert told(state, Smear("purple")) == "there is no purple stroke in this game"
    assert told(state, Smear("blue")) == "you hold no blue stroke to smear with"
    assert told(state, Smear("green")) == "the picture still lacks green: a smear must be a colour it does not lack"
    assert told(state, Smear("red")) is None


def test_the_spectator_sees_who_is_contesting_the_final_masterpiece():
    state = build(RULES, 3, [["green"] * 5, ["blue"] * 5, ["brown"] * 5], "pear_who_knew", money=[26, 10, 27])
    state.contest = (0, 2)
    assert RULES.public_view(state)["contest"] == [0, 2]
