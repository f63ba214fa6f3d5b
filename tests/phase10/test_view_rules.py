"""Phase 10: a group the table draws from a ``lay_down`` event is the group the view shows on
the table afterwards: kind, cards, the set's number, a bound colour and a run's ends."""

from __future__ import annotations

import pytest

from game.games.phase10.actions import LayDown
from game.games.phase10.view import LaidGroup, LayDownPreview, laid_groups
from tests.phase10.support import content, rig, rules


@pytest.mark.parametrize(("phase", "groups", "expected"), [
    (2, (("R9a", "Y9a", "G9a"), ("R5a", "Y6a", "G7a", "B8a")),
     (LaidGroup("set", ("G9a", "R9a", "Y9a"), 9, -1, 0, 0), LaidGroup("run", ("R5a", "Y6a", "G7a", "B8a"), 0, -1, 5, 8))),
    (8, (("B1a", "B3a", "B4a", "B7a", "B9a", "B11a", "B12a"),),
     (LaidGroup("colour", ("B1a", "B3a", "B4a", "B7a", "B9a", "B11a", "B12a"), 0, 3, 0, 0),)),
])
def test_a_laid_group_as_the_event_tells_it_is_the_group_the_view_shows(phase, groups, expected):
    engine = rules()
    cards = [card for group in groups for card in group]
    state = rig(3, hands={1: [*cards, "R1a", "R2a"]}, active={1: phase}, turn=1)
    _, events = engine.apply(state, LayDown(groups))
    laid = events[0]
    assert (laid.kind, laid.seat, laid.src, laid.dst) == ("lay_down", 1, "hand:1", "table:1")
    assert sorted(laid.cards) == sorted(cards) and laid.data["phase"] == phase
    assert laid.text == f"Seat 1 lays down phase {phase}: {content().phases[phase].name}"
    told = [LaidGroup.from_event(data) for data in events[0].data["groups"]]
    assert tuple(told) == expected
    for seat in range(3):
        assert laid_groups(engine.view(state, seat))[1] == expected


def test_the_lay_down_dialog_marks_a_group_ready_only_when_its_cards_make_it():
    preview = LayDownPreview(content(), 2, ["R9a", "Y9a", "G9a", "R5a", "Y6a", "G7a", "B8a", "B2a"])
    assert preview.group_ready(0, ["R9a", "Y9a", "G9a"])            # a set of three 9s
    assert not preview.group_ready(0, ["R9a", "Y9a"])               # too few
    assert not preview.group_ready(0, ["R9a", "Y9a", "B2a"])        # enough cards, not one number
    assert preview.group_ready(1, ["R5a", "Y6a", "G7a", "B8a"])      # the run of four
    assert not preview.group_ready(1, ["R5a", "Y6a", "G7a", "B2a"])  # four cards, not a run
