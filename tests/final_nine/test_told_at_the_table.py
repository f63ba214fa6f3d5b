"""What the Final Nine table is told: every event of a throw, a hole and a round, as the whole
event (who, which cards, from where to where, the sentence in the log, and the numbers the
table animates)."""

from __future__ import annotations

from game.core.engine import Event, GameConfig
from game.games.final_nine.actions import (
    AcceptTrade,
    ApplyDrawn,
    BattleCard,
    ChooseThrow,
    DeclineTrade,
    NoBattleCard,
    OfferTrade,
    PassThrow,
    PlayLuck,
    PlaySkill,
    Redraw,
    Refill,
    SwapDisc,
    Throw,
)
from tests.final_nine.helpers import card, make_hole, on_top, rules_with, set_hand
from tests.final_nine.test_refusals import PLAIN, game, thrown

TEE, BASKET = 37, 7          # the open test hole: tee at the bottom middle, basket two rows down from the top


def flight(path, distance, lateral=0, surface="g", direction="N", **changed):
    data = {"path": list(path), "landing": path[-1], "surface": surface, "ob": False,
            "distance": distance, "lateral": lateral, "direction": direction, "wind": -1,
            "clump": False, "struck": False, "mando_missed": False}
    data.update(changed)
    return data


def test_the_deal_the_hole_the_wind_and_the_first_turn_are_told():
    engine = rules_with(make_hole())
    state, events = engine.new_game_with_events(GameConfig(2, {"level": "pro"}), 3)
    deals = events[:4]
    assert [(e.kind, e.seat, e.src, e.dst, e.text, e.data) for e in deals] == [
        ("deal", 0, "stack:discs", "hand:0", "Seat 0 is dealt 4 discs.", {"hidden": True}),
        ("deal", 0, "stack:actions", "hand:0", "Seat 0 is dealt 5 actions.", {"hidden": True}),
        ("deal", 1, "stack:discs", "hand:1", "Seat 1 is dealt 4 discs.", {"hidden": True}),
        ("deal", 1, "stack:actions", "hand:1", "Seat 1 is dealt 5 actions.", {"hidden": True})]
    assert list(deals[0].cards + deals[1].cards) == state.hands[0]
    assert list(deals[2].cards + deals[3].cards) == state.hands[1]
    assert events[4] == Event("hole", None, (), None, None, "Hole 1: Test, par 3.",
                              {"hole": 1, "index": 0, "par": 3, "tee": TEE, "basket": BASKET})
    wind = "NESW"[state.wind]
    assert events[5] == Event("wind", None, (state.wind_card,), "stack:actions", "discard:actions",
                              f"The wind blows {wind} on this hole.", {"wind": wind})
    assert state.action_discard == [state.wind_card]
    assert events[6] == Event("turn", 0, (), None, None, "Seat 0 to throw.", {"lie": TEE})
    assert len(events) == 7


def test_a_whole_throw_is_told_step_by_step():
    engine, state = game(2, ("Compass", "Big Arm", "Lucky Skip"))
    on_top(state, card("Run-Up"))
    _, events = engine.apply(state, ChooseThrow(card("Compass"), "N"))
    assert events == [
        Event("select", 0, (card("Compass"),), "hand:0", "discard:discs", "Seat 0 throws Compass N."),
        Event("flight", 0, (card("Compass"),), None, None, "The disc flies 3 and drifts +0.",
              flight((37, 32, 27, 22), 3))]
    _, events = engine.apply(state, PlaySkill(card("Big Arm")))
    assert events == [
        Event("skill", 0, (card("Big Arm"),), "hand:0", "discard:actions", "Seat 0 plays Big Arm."),
        Event("flight", 0, (card("Compass"),), None, None, "The disc flies 5 and drifts +0.",
              flight((37, 32, 27, 22, 17, 12), 5))]
    _, events = engine.apply(state, Throw())
    assert events[0] == Event("throw_card", 0, (card("Run-Up"),), "stack:actions", "discard:actions",
                              "Seat 0 turns Run-Up (blue): the throw is good (it may be applied).",
                              {"colour": "blue", "type": "skill", "applied": False, "usable": True})
    assert events[1].kind == "flight" and events[1].data["distance"] == 5
    _, events = engine.apply(state, ApplyDrawn())
    assert events == [
        Event("apply_drawn", 0, (card("Run-Up"),), None, None, "Seat 0 applies the turned Run-Up."),
        Event("flight", 0, (card("Compass"),), None, None, "The disc flies 6 and drifts +0.",
              flight((37, 32, 27, 22, 17, 12, 7), 6, surface="B"))]
    _, events = engine.apply(state, PlayLuck(card("Lucky Skip")))
    assert events[0] == Event("luck", 0, (card("Lucky Skip"),), "hand:0", "discard:actions",
                              "Seat 0 plays Lucky Skip.")
    assert events[1].data == flight((37, 32, 27, 22, 17, 12, 7, 2), 7)
    discs, actions = list(reversed(state.disc_stack[-2:])), list(reversed(state.action_stack[-7:]))
    _, events = engine.apply(state, Refill(2))
    assert events == [
        Event("land", 0, (), None, None, "Seat 0 lands safely.",
              {"outcome": "land", "cell": 2, "penalty": 0, "strokes": 1,
               "path": [37, 32, 27, 22, 17, 12, 7, 2], "landing": 2, "direction": "N",
               "disc": card("Compass"), "distance": 7, "lateral": 0, "struck": False}),
        Event("draw", 0, tuple(discs), "stack:discs", "hand:0", "Seat 0 refills 2 discs.", {"hidden": True}),
        Event("draw", 0, tuple(actions), "stack:actions", "hand:0", "Seat 0 refills 7 actions.",
              {"hidden": True}),
        Event("turn", 1, (), None, None, "Seat 1 to throw.", {"lie": TEE})]
    assert state.hands[0] == discs + actions


def test_the_card_turned_is_told_with_what_it_does():
    cases = [
        (PLAIN, "am", "Seat 0 turns Hyzer Line (blue): the throw is good.", False, False),
        ("Shank", "am", "Seat 0 turns Shank (red): it must be applied.", True, False),
        ("Headwind Gust", "rec",
         ("Seat 0 turns Headwind Gust (red): REC ignores the wind, so Headwind Gust does nothing: "
          "the throw is good."), False, False),
    ]
    for turned, level, text, applied, usable in cases:
        engine, state = thrown(turned=turned, level=level)
        _, events = engine.apply(state, Throw())
        shown = engine.content.cards[card(turned)]
        assert events[0] == Event("throw_card", 0, (card(turned),), "stack:actions", "discard:actions", text,
                                  {"colour": shown.colour, "type": shown.type, "applied": applied,
                                   "usable": usable})


def test_in_battle_a_deviation_turned_is_told_as_ignored_and_the_battle_card_as_added():
    engine, state = game(2, ("Compass",), battle=True)
    set_hand(engine, state, 1, [card("Acorn"), card("Turnover")])
    on_top(state, card("Shank"))
    engine.apply(state, ChooseThrow(card("Compass"), "N"))
    _, events = engine.apply(state, Throw())
    assert events == [Event("battle_chance", 1, (), None, None, "Seat 1 may add a Deviation or Call.")]
    assert state.actor == 1
    _, events = engine.apply(state, BattleCard(card("Turnover")))
    assert events[0] == Event("battle", 1, (card("Turnover"),), "hand:1", "discard:actions",
                              "Seat 1 adds Turnover to seat 0's flight.")
    assert events[1] == Event("throw_card", 0, (card("Shank"),), "stack:actions", "discard:actions",
                              "Seat 0 turns Shank (red): Battle rules: it is ignored and the throw is good.",
                              {"colour": "red", "type": "deviation", "applied": False, "usable": False})
    assert state.actor == 0 and state.hostile == [card("Turnover")]


def test_passing_on_a_battle_card_goes_straight_to_the_turned_card():
    engine, state = game(2, ("Compass",), battle=True)
    on_top(state, card(PLAIN))
    engine.apply(state, ChooseThrow(card("Compass"), "N"))
    engine.apply(state, Throw())
    _, events = engine.apply(state, NoBattleCard())
    assert [e.kind for e in events] == ["throw_card", "flight"] and state.actor == 0 and state.hostile == []


def test_a_throw_with_no_action_card_left_is_good_and_told_so():
    engine, state = thrown()
    state.action_stack.clear()
    state.action_discard.clear()
    _, events = engine.apply(state, Throw())
    assert events[0] == Event("throw_card", 0, (), None, None,
                              "No action card is left to turn: the throw is good.")
    assert events[1].kind == "flight" and state.drawn == -1 and not state.drawn_usable


def test_trades_swaps_redraws_and_passes_are_told():
    engine, state = game(2, ("Compass", "Lantern", "Big Arm"))
    _, events = engine.apply(state, OfferTrade(card("Compass"), 1))
    assert events == [Event("offer", 0, (card("Compass"),), "hand:0", None,
                            "Seat 0 offers Compass to seat 1 for a disc.")]
    _, events = engine.apply(state, AcceptTrade(card("Acorn")))
    assert events == [Event("trade", 1, (card("Compass"), card("Acorn")), "hand:0", "hand:1",
                            "Seats 0 and 1 trade discs.")]
    assert card("Acorn") in state.hands[0] and state.hands[1] == [card("Compass")]
    assert (state.phase, state.actor, state.offer_disc, state.offer_seat) == ("select", 0, -1, -1)

    engine, state = game(2, ("Compass", "Lantern", "Big Arm"))
    engine.apply(state, OfferTrade(card("Compass"), 1))
    _, events = engine.apply(state, DeclineTrade())
    assert events == [Event("decline", 1, (), None, None, "Seat 1 declines the trade.")]
    assert (state.phase, state.actor, state.offer_disc, state.offer_seat) == ("select", 0, -1, -1)

    new = state.disc_stack[-1]
    _, events = engine.apply(state, SwapDisc(card("Lantern")))
    assert events == [
        Event("discard", 0, (card("Lantern"),), "hand:0", "discard:discs",
              "Seat 0 gives up a card for a new disc (+1)."),
        Event("draw", 0, (new,), "stack:discs", "hand:0", "Seat 0 draws a new disc.",
              {"penalty": 1, "hidden": True})]
    assert state.strokes[0] == 1 and state.hands[0][-1] == new

    new = state.action_stack[-1]
    _, events = engine.apply(state, Redraw(card("Big Arm"), False))
    assert events == [
        Event("discard", 0, (card("Big Arm"),), "hand:0", "discard:actions", "Seat 0 discards a card to redraw."),
        Event("draw", 0, (new,), "stack:actions", "hand:0", "Seat 0 redraws from the actions stack.",
              {"hidden": True})]
    assert state.redraws[0] == 1

    engine, state = game(2, ("Big Arm",))
    state.disc_stack.clear()
    state.disc_discard.clear()
    _, events = engine.apply(state, PassThrow())
    assert events[0] == Event("pass", 0, (), None, None, "Seat 0 has no disc to throw: +1.", {"penalty": 1})
    assert events[1] == Event("turn", 1, (), None, None, "Seat 1 to throw.", {"lie": TEE})
    assert (state.strokes[0], state.throws[0]) == (1, 1)


def test_a_stack_run_dry_is_told_as_reshuffled():
    engine, state = game(1, ("Compass", "Lantern"))
    state.disc_discard.extend(state.disc_stack)
    state.disc_stack.clear()
    _, events = engine.apply(state, SwapDisc(card("Lantern")))
    assert events[1] == Event("reshuffle", None, (), "discard:discs", "stack:discs",
                              "The discs discard pile is shuffled into a new stack.")
    assert state.disc_discard == [] and events[2].kind == "draw"


def test_a_redraw_from_the_disc_stack_is_told_as_such():
    engine, state = game(1, ("Compass", "Big Arm"))
    new = state.disc_stack[-1]
    _, events = engine.apply(state, Redraw(card("Big Arm"), True))
    assert events[1] == Event("draw", 0, (new,), "stack:discs", "hand:0", "Seat 0 redraws from the discs stack.",
                              {"hidden": True})
    assert state.hands[0] == [card("Compass"), new] and state.action_discard[-1] == card("Big Arm")
