"""Between two Final Nine throws and around the landing: nothing of the last throw is left on
the table, the refill choices are the ones the piles allow, what the flight is shown to hit, and
a fumble with nothing in the hand."""

from __future__ import annotations

from game.games.final_nine.actions import (
    ChooseThrow,
    OfferTrade,
    PlayLuck,
    PlaySkill,
    Refill,
    SwapDisc,
    Throw,
)
from game.games.final_nine.holes import Mando, cell_of
from tests.final_nine.helpers import card, make_hole, new, on_top, rules_with, set_hand
from tests.final_nine.test_refusals import game, refused


def test_after_the_landing_no_part_of_the_throw_is_left_in_progress():
    engine, state = game(2, ("Compass", "Lantern", "Big Arm", "Lucky Skip", "From Distance"))
    engine.apply(state, OfferTrade(card("Lantern"), 1))
    engine.apply(state, engine.legal_actions(state)[-1])            # declined
    engine.apply(state, SwapDisc(card("Lantern")))
    on_top(state, card("Shank"))
    engine.apply(state, ChooseThrow(card("Compass"), "E"))
    engine.apply(state, PlaySkill(card("Big Arm")))
    engine.apply(state, Throw())
    engine.apply(state, PlayLuck(card("Lucky Skip")))
    engine.apply(state, Refill(0))
    view = engine.view(state, 0)
    assert (view.disc, view.direction, view.putt, view.pre, view.post, view.hostile, view.nullified) == \
        (-1, 0, False, (), (), (), ())
    assert (view.drawn, view.drawn_usable, view.from_distance, view.green_flag, view.effects) == \
        (-1, False, False, False, ())
    assert (view.offer_disc, view.offer_seat, state.swapped, state.offered) == (-1, -1, False, False)
    assert view.phase == "select" and view.thrower == 1


def test_the_refill_takes_as_many_discs_as_the_piles_allow():
    engine, state = game(1, ("Compass", "Lantern", "Big Arm"))
    on_top(state, card("Hyzer Line"))
    engine.apply(state, ChooseThrow(card("Compass"), "N"))
    engine.apply(state, Throw())
    # 2 cards in hand: 7 to draw; one action card left anywhere, so at least 6 discs
    keep = state.action_stack[-1]
    state.action_stack[:] = [keep]
    state.action_discard.clear()
    refused(engine, state, Refill(5), "take between 6 and 7 discs when refilling")
    refused(engine, state, Refill(8), "take between 6 and 7 discs when refilling")
    assert [a for a in engine.legal_actions(state) if isinstance(a, Refill)] == [Refill(6), Refill(7)]
    # two discs left: at most 2 discs, and the rest from the actions
    engine, state = game(1, ("Compass", "Lantern", "Big Arm"))
    on_top(state, card("Hyzer Line"))
    engine.apply(state, ChooseThrow(card("Compass"), "N"))
    engine.apply(state, Throw())
    state.disc_stack[:] = state.disc_stack[-1:]
    state.disc_discard[:] = state.disc_discard[-1:]
    refused(engine, state, Refill(3), "take between 0 and 2 discs when refilling")
    engine.apply(state, Refill(2))
    assert len(state.hands[0]) == 9 and sum(engine.content.is_disc(c) for c in state.hands[0]) == 3


def test_the_flight_shows_a_clump_hit_at_pro_and_a_mando_missed():
    grid = ("ggggg", "ggBgg", "ggggg", "ggggg", "ggkgg", "ggggg", "ggggg", "ggTgg")
    engine = rules_with(make_hole(grid))
    state = new(engine, 1, level="pro")
    set_hand(engine, state, 0, [card("Thunderhead")])          # immune to wind: 4 up
    _, events = engine.apply(state, ChooseThrow(card("Thunderhead"), "N"))
    shown = events[1].data
    assert (shown["clump"], shown["landing"], shown["struck"], shown["mando_missed"]) == \
        (True, cell_of(2, 4), False, False)
    assert shown["wind"] == state.wind and shown["direction"] == "N" and shown["surface"] == "k"
    for passed, missed in (([], True), ([0], False)):      # a mando this seat passed before no longer counts
        engine = rules_with(make_hole(mandos=(Mando((2, 4), "west"),)))
        state = new(engine, 1)
        set_hand(engine, state, 0, [card("Meridian")])
        state.mandos_passed = [passed]
        _, events = engine.apply(state, ChooseThrow(card("Meridian"), "N"))
        assert events[1].data["mando_missed"] is missed and events[1].data["clump"] is False


def test_a_fumble_with_an_empty_hand_drops_nothing():
    engine, state = game(1, ("Compass",))
    on_top(state, card("Fumble"))
    engine.apply(state, ChooseThrow(card("Compass"), "N"))
    engine.apply(state, Throw())
    assert state.hands[0] == []
    _, events = engine.apply(state, Refill(4))
    assert not [e for e in events if e.kind == "discard"]
    assert len(state.hands[0]) == 9


def test_only_a_fumble_takes_a_card_from_the_hand():
    for turned in ("Shank", "Foot Fault", "Heavy Rough", "Tree Kick"):
        engine, state = game(1, ("Compass", "Lantern", "Big Arm"))
        on_top(state, card(turned))
        engine.apply(state, ChooseThrow(card("Compass"), "N"))
        engine.apply(state, Throw())
        _, events = engine.apply(state, Refill(0))
        assert not [e for e in events if e.kind == "discard"], turned
        assert card("Lantern") in state.hands[0] and card("Big Arm") in state.hands[0]
        assert state.disc_discard == [card("Compass")]


def test_the_flight_shows_the_surface_it_lands_on_or_the_card_edge():
    engine = rules_with(make_hole(("hgggg", "ggBgg", "ggggg", "ggggg", "ggggg", "ggggg", "ggggg", "ggTgg")))
    state = new(engine, 1)
    set_hand(engine, state, 0, [card("Meridian"), card("Compass")])
    _, events = engine.apply(state, ChooseThrow(card("Meridian"), "E"))       # off the right edge
    assert (events[1].data["surface"], events[1].data["landing"], events[1].data["ob"]) == ("edge", -1, True)
    state = new(engine, 1)
    set_hand(engine, state, 0, [card("Compass")])
    state.lie[0], state.throws[0] = cell_of(0, 3), 1
    _, events = engine.apply(state, ChooseThrow(card("Compass"), "N"))        # onto the top-left corner
    assert (events[1].data["surface"], events[1].data["landing"]) == ("h", 0)


def test_one_engine_reads_each_hole_at_each_level_apart():
    grid = ("ggggg", "ggBgg", "ggggg", "ggggg", "ggkgg", "ggggg", "ggggg", "ggTgg")
    engine = rules_with(make_hole(grid))
    landings = {}
    for level in ("am", "pro", "am"):
        state = new(engine, 1, level=level)
        set_hand(engine, state, 0, [card("Thunderhead")])         # immune to the PRO wind: 4 up
        _, events = engine.apply(state, ChooseThrow(card("Thunderhead"), "N"))
        landings.setdefault(level, set()).add(events[1].data["landing"])
    assert landings == {"am": {cell_of(0, 3)}, "pro": {cell_of(2, 4)}}   # PRO stops on the clump
