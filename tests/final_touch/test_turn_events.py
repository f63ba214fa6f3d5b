"""Final Touch: the deal, each move and each refill as the table is told them, what one seat
sees, and the order in which an improvement's problems are named."""

from __future__ import annotations

import dataclasses

from game.core.engine import Event, GameConfig
from game.games.final_touch.actions import Improve, Pass, Smear

from .support import build, content, make_rules, piece

RULES = make_rules()


def two_of_each_colour():
    loaded = content()
    colours = tuple(dataclasses.replace(c, count=2) for c in loaded.colours)
    return make_rules(dataclasses.replace(loaded, colours=colours))


def test_the_deal_is_shown_to_each_seat_alone_then_the_first_painter_is_named():
    state = RULES.new_game(GameConfig(3), 7)
    events = RULES.setup_events(state)
    deals = [e for e in events if e.kind == "deal"]
    assert deals == [Event("deal", seat, RULES.card_names(state.hands[seat]), "deck", f"hand:{seat}",
                           f"Seat {seat} is dealt 5 strokes", {"hidden": True, "count": 5}) for seat in range(3)]
    assert [e.kind for e in events] == ["deal", "deal", "deal", "reveal", "turn"]
    assert events[-1] == Event("turn", state.turn, text=f"Seat {state.turn} paints first", data={"first": True})


def test_an_improvement_is_shown_with_what_the_picture_still_lacks():
    small = two_of_each_colour()
    state = build(small, 2, [["yellow", "yellow", "green", "red", "red"], ["brown", "brown", "green", "blue"]],
                  "pear_who_knew", draw=["blue"])
    state, events = small.apply(state, Improve(("yellow", "yellow")))
    assert events == [
        Event("improve", 0, ("yellow", "yellow"), "hand:0", "improve", "Seat 0 improves the picture with yellow yellow",
              {"strokes": ["yellow", "yellow"], "missing": {"yellow": 0, "green": 1, "brown": 1, "red": 0, "blue": 0},
               "improved": {"yellow": 2, "green": 0, "brown": 0, "red": 0, "blue": 0}}),
        # two strokes were wanted; the one left is drawn and shown, then the hand stays short
        Event("draw", 0, ("blue",), "deck", "hand:0", "Seat 0 draws 1", {"hidden": True, "count": 1}),
        Event("turn", 1, text="Seat 1 to play")]
    assert sum(state.hands[0]) == 4


def test_a_seat_without_strokes_passes_and_it_is_shown():
    small = two_of_each_colour()
    state = build(small, 2, [[], ["yellow", "yellow", "brown", "red", "blue"]], "pear_who_knew",
                  improved=("green",), draw=["blue"])
    _, events = small.apply(state, Pass())
    assert events[0] == Event("pass", 0, (), "hand:0", None, "Seat 0 has no strokes and passes")


def test_when_nobody_holds_a_stroke_and_none_is_left_the_richest_wins():
    loaded = content()
    colours = tuple(dataclasses.replace(c, count={"yellow": 1, "green": 1, "brown": 1, "red": 1}.get(c.name, 0))
                    for c in loaded.colours)
    small = make_rules(dataclasses.replace(loaded, colours=colours))
    state = build(small, 2, [[], []], "windmill_teatime", improved=("brown", "red"), smears=("yellow", "green"),
                  money=[3, 5])
    state, events = small.apply(state, Pass())
    assert state.end_reason == "no strokes are left to play: the richest wins"
    assert events[-1].data["reason"] == "no strokes are left to play: the richest wins"


def test_every_move_is_counted():
    state = build(RULES, 2, [["green"] * 5, ["brown"] * 5], "pear_who_knew")
    assert state.actions_taken == 0
    state, _ = RULES.apply(state, Improve(("green",)))
    state, _ = RULES.apply(state, Improve(("brown",)))
    state, _ = RULES.apply(state, Smear("green"))
    assert state.actions_taken == 3


def test_a_seat_sees_its_hand_the_public_zones_and_the_teams():
    state = build(RULES, 4, [["green"] * 5, ["brown"] * 5, ["red"] * 5, ["blue"] * 5], "pear_who_knew",
                  improved=("yellow",), smears=("red",), pile_top=("quiet_sheep",), money=[1, 2, 1, 2], turn=2)
    state.contest = None
    seen = RULES.view(state, 1)
    assert seen.seat == 1 and seen.players == 4 and seen.turn == 2
    assert seen.hand == (0, 0, 5, 0, 0) and seen.hand_sizes == (5, 5, 5, 5)
    assert seen.current == piece(RULES, "pear_who_knew") and seen.next_masterpiece == piece(RULES, "quiet_sheep")
    assert seen.pile_count == len(state.pile) and seen.draw_count == len(state.draw)
    assert seen.improved == (1, 0, 0, 0, 0) and seen.missing == (1, 1, 1, 0, 0) and seen.smears == (3,)
    assert seen.discard == (0, 0, 0, 0, 0) and seen.money == (1, 2, 1, 2)
    assert seen.teams == (0, 1, 0, 1)
    assert seen.scored == () and seen.contest is None and seen.winners is None
    assert [RULES.team_of(state, seat) for seat in range(4)] == [0, 1, 0, 1]
    assert RULES.view(build(RULES, 2, [["green"], ["red"]], "pear_who_knew"), 0).teams is None
    assert RULES.team_of(build(RULES, 3, [["green"], ["red"], ["blue"]], "pear_who_knew"), 2) is None


def test_after_the_last_masterpiece_nothing_is_lacking_and_the_end_is_seen():
    state = build(RULES, 2, [["yellow", "red", "red", "green", "green"], ["red"] * 5], "moonrise_laundry",
                  improved=("blue", "blue"), pile_rest=False)
    state, _ = RULES.apply(state, Improve(("yellow",)))
    seen = RULES.view(state, 1)
    assert seen.current is None and seen.next_masterpiece is None and seen.pile_count == 0
    assert seen.missing == (0, 0, 0, 0, 0)
    assert seen.winners == (0,) and seen.turn is None
    assert [s.masterpiece for s in seen.scored] == [piece(RULES, "moonrise_laundry")]


def test_the_contest_is_seen_by_every_seat():
    state = build(RULES, 3, [["green"] * 5, ["blue"] * 5, ["brown"] * 5], "pear_who_knew", money=[26, 10, 27])
    state.contest = (0, 2)
    assert RULES.view(state, 1).contest == (0, 2)


def test_an_improvement_with_several_problems_names_the_first_colour_in_deck_order():
    state = build(RULES, 2, [["green"] * 5, ["brown"] * 5], "pear_who_knew")
    # deck order is yellow, green, brown, red, blue: yellow comes before red although r < y
    assert RULES.why_illegal(state, Improve(("red", "yellow"))) == "you hold only 0 yellow stroke(s), not 1"


def test_sim_reports_masterpieces_played_and_money():
    state = build(RULES, 2, [["yellow", "red", "red", "green", "green"], ["red"] * 5], "moonrise_laundry",
                  improved=("blue", "blue"), money=[3, 1])
    state, _ = RULES.apply(state, Improve(("yellow",)))
    assert RULES.sim_stats(state) == {"masterpieces_per_game": [1.0, 1.0], "money": [7.0, 1.0]}
