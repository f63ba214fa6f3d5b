"""The rules of a throw, a hole and a round, each tested as a player would see it."""

from __future__ import annotations

import pytest

from game.core.engine import IllegalAction
from game.games.final_nine.actions import (
    AcceptTrade,
    ApplyDrawn,
    ChooseThrow,
    DeclineTrade,
    OfferTrade,
    PlayLuck,
    PlaySkill,
    Redraw,
    Refill,
    SwapDisc,
    Throw,
)
from game.games.final_nine.flow import PICKUP_OVER_PAR, refill_range
from game.games.final_nine.holes import Mando, cell_of
from game.games.final_nine.state import LUCK, PICKED_UP, SELECT, SKILL, TRADE
from tests.final_nine.helpers import (
    at,
    card,
    make_hole,
    new,
    on_top,
    rules,
    rules_with,
    set_hand,
)

NEUTRAL = "Low Ceiling"     # a blue non-instant card: turning it means a plain good throw


def throw(engine, state, disc, direction="N", skills=(), lucks=(), draw=NEUTRAL, discs=None):
    if draw:
        on_top(state, card(draw))
    engine.apply(state, ChooseThrow(disc, direction))
    for skill in skills:
        engine.apply(state, PlaySkill(skill))
    _, events = engine.apply(state, Throw())
    for luck in lucks:
        engine.apply(state, PlayLuck(luck))
    lo, _ = refill_range(state, state.thrower)
    _, more = engine.apply(state, Refill(lo if discs is None else discs))
    return events + more


def open_game(players=1, **options):
    engine = rules_with(make_hole())
    state = new(engine, players, **options)
    for seat in range(players):
        set_hand(engine, state, seat, [])
    return engine, state


def test_each_player_starts_with_four_discs_and_five_actions():
    engine = rules()
    for players in (1, 2, 3, 4):
        state = new(engine, players)
        for hand in state.hands:
            assert sum(engine.content.is_disc(c) for c in hand) == 4 and len(hand) == 9
        assert state.pack_size() == 88


def test_half_pack_deals_from_the_undotted_cards_only():
    state = new(rules(), 2, pack="half")
    assert state.pack_size() == 46


def test_full_and_stacked_courses_play_in_order_and_shuffled_picks_at_random():
    engine = rules()
    assert new(engine, 1, layout="full").holes == list(range(1, 19))
    assert new(engine, 1, layout="stacked", holes=9).holes == list(range(1, 10))
    shuffled = new(engine, 1, layout="shuffled", holes=9, seed=3).holes
    assert len(set(shuffled)) == 9 and shuffled != list(range(1, 10))


def test_redraw_up_to_two_cards_only_at_the_start_of_a_hole():
    engine, state = open_game()
    set_hand(engine, state, 0, [card("Meridian"), card("Shank"), card("Shank", 1)])
    engine.apply(state, Redraw(card("Shank"), False))
    engine.apply(state, Redraw(card("Shank", 1), True))
    assert len(state.hands[0]) == 3 and state.strokes[0] == 0
    with pytest.raises(IllegalAction, match="up to 2 cards"):
        engine.apply(state, Redraw(card("Meridian"), True))


def test_redraw_is_not_allowed_after_the_first_throw():
    engine, state = open_game()
    set_hand(engine, state, 0, [card("Meridian"), card("Acorn"), card("Shank")])
    throw(engine, state, card("Meridian"))
    assert Redraw(card("Shank"), False) not in engine.legal_actions(state)


def test_swapping_a_disc_for_a_new_one_costs_a_stroke():
    engine, state = open_game()
    set_hand(engine, state, 0, [card("Meridian")])
    engine.apply(state, SwapDisc(card("Meridian")))
    assert state.strokes[0] == 1 and card("Meridian") in state.disc_discard
    assert engine.content.is_disc(state.hands[0][0])
    assert SwapDisc(state.hands[0][0]) not in engine.legal_actions(state)


def test_a_player_with_no_disc_may_give_up_any_card_for_one():
    engine, state = open_game()
    set_hand(engine, state, 0, [card("Shank")])
    legal = engine.legal_actions(state)
    assert SwapDisc(card("Shank")) in legal and not any(isinstance(a, ChooseThrow) for a in legal)


def test_an_action_card_cannot_be_thrown_and_the_player_is_told_why():
    engine, state = open_game()
    set_hand(engine, state, 0, [card("Meridian"), card("Shank")])
    with pytest.raises(IllegalAction, match="an action card, not a disc"):
        engine.apply(state, ChooseThrow(card("Shank"), "N"))


def test_trading_discs_with_another_player_is_free():
    engine, state = open_game(players=2)
    set_hand(engine, state, 0, [card("Meridian")])
    set_hand(engine, state, 1, [card("Acorn")])
    engine.apply(state, OfferTrade(card("Meridian"), 1))
    assert state.phase == TRADE and engine.current_player(state) == 1
    engine.apply(state, AcceptTrade(card("Acorn")))
    assert state.hands[0] == [card("Acorn")] and state.hands[1] == [card("Meridian")]
    assert state.strokes[0] == 0 and state.phase == SELECT
    assert not any(isinstance(a, OfferTrade) for a in engine.legal_actions(state))


def test_a_declined_trade_changes_nothing():
    engine, state = open_game(players=2)
    set_hand(engine, state, 0, [card("Meridian")])
    set_hand(engine, state, 1, [card("Acorn")])
    engine.apply(state, OfferTrade(card("Meridian"), 1))
    engine.apply(state, DeclineTrade())
    assert state.hands == [[card("Meridian")], [card("Acorn")]]


def test_the_chosen_disc_is_played_to_the_disc_discard_pile():
    engine, state = open_game()
    set_hand(engine, state, 0, [card("Meridian")])
    engine.apply(state, ChooseThrow(card("Meridian"), "E"))
    assert state.disc_discard[-1] == card("Meridian") and state.phase == SKILL
    assert state.direction == 1


def test_a_good_colour_turned_means_the_throw_is_good():
    engine, state = open_game()
    set_hand(engine, state, 0, [card("Meridian")])
    throw(engine, state, card("Meridian"), draw="Hyzer Line")
    assert state.lie[0] == cell_of(2, 3)


def test_an_instant_good_card_turned_may_be_applied_by_choice():
    engine, state = open_game()
    set_hand(engine, state, 0, [card("Compass")])
    on_top(state, card("Run-Up"))
    engine.apply(state, ChooseThrow(card("Compass"), "N"))
    engine.apply(state, Throw())
    assert ApplyDrawn() in engine.legal_actions(state)
    engine.apply(state, ApplyDrawn())
    engine.apply(state, Refill(0))
    assert state.lie[0] == cell_of(2, 3)


def test_a_non_instant_good_card_turned_cannot_be_applied():
    engine, state = open_game()
    set_hand(engine, state, 0, [card("Compass")])
    on_top(state, card("Hyzer Line"))
    engine.apply(state, ChooseThrow(card("Compass"), "N"))
    engine.apply(state, Throw())
    with pytest.raises(IllegalAction, match="cannot be applied"):
        engine.apply(state, ApplyDrawn())


def test_a_deviation_turned_must_be_applied():
    engine, state = open_game()
    set_hand(engine, state, 0, [card("Meridian")])
    throw(engine, state, card("Meridian"), draw="Shank")
    assert state.lie[0] == cell_of(2, 4)


def test_a_no_putt_deviation_turned_on_a_putt_is_ignored():
    engine, state = open_game()
    set_hand(engine, state, 0, [card("Acorn")])
    at(state, 0, 2, 3)
    events = throw(engine, state, card("Acorn"), draw="Grip Lock")
    assert state.scores[0] == [1]
    assert any("cannot apply to a putt" in e.text for e in events)


def test_skills_are_added_before_the_throw():
    engine, state = open_game()
    set_hand(engine, state, 0, [card("Compass"), card("Run-Up")])
    throw(engine, state, card("Compass"), skills=[card("Run-Up")])
    assert state.lie[0] == cell_of(2, 3)


def test_putt_only_skill_cannot_help_a_drive():
    engine, state = open_game()
    set_hand(engine, state, 0, [card("Meridian"), card("Steady Putt")])
    engine.apply(state, ChooseThrow(card("Meridian"), "N"))
    with pytest.raises(IllegalAction, match="only apply to a putt"):
        engine.apply(state, PlaySkill(card("Steady Putt")))


def test_luck_after_the_throw_readjusts_the_landing():
    engine, state = open_game()
    set_hand(engine, state, 0, [card("Compass"), card("Lucky Skip")])
    throw(engine, state, card("Compass"), lucks=[card("Lucky Skip")])
    assert state.lie[0] == cell_of(2, 3)


def test_a_putter_landing_on_the_basket_is_in():
    engine, state = open_game()
    set_hand(engine, state, 0, [card("Meridian"), card("Acorn")])
    throw(engine, state, card("Meridian"))
    throw(engine, state, card("Acorn"))
    assert state.phase == SELECT and state.scores[0] == [2]


def test_another_disc_on_the_basket_is_a_drop_in_for_one_more():
    engine, state = open_game()
    set_hand(engine, state, 0, [card("Compass")])
    at(state, 0, 2, 4)
    state.strokes[0] = 1
    events = throw(engine, state, card("Compass"))
    assert state.scores[0] == [3] and any(e.kind == "land" and e.data["outcome"] == "drop_in"
                                          for e in events)


def test_from_distance_sends_a_driver_in_from_the_basket_grid():
    engine, state = open_game()
    set_hand(engine, state, 0, [card("Compass"), card("From Distance")])
    at(state, 0, 2, 4)
    state.strokes[0] = 1
    throw(engine, state, card("Compass"), lucks=[card("From Distance")])
    assert state.scores[0] == [2]


def test_out_of_bounds_costs_one_and_plays_from_the_last_safe_grid():
    grid = ("ggggg", "ggBgg", "ggggg", "wwwww", "ggggg", "ggggg", "ggggg", "ggTgg")
    engine = rules_with(make_hole(grid))
    state = new(engine, 1)
    set_hand(engine, state, 0, [card("Meridian")])
    throw(engine, state, card("Meridian"))           # 4 grids: into the water at row 3
    assert state.lie[0] == cell_of(2, 4) and state.strokes[0] == 2


def test_landing_in_bushes_costs_one_distance_on_the_next_throw():
    grid = ("ggBgg", "ggggg", "ggggg", "gghgg", "ggggg", "ggggg", "ggggg", "ggTgg")
    engine = rules_with(make_hole(grid))
    state = new(engine, 1)
    set_hand(engine, state, 0, [card("Meridian"), card("Compass")])
    throw(engine, state, card("Meridian"))
    assert state.rough[0]
    throw(engine, state, card("Compass"))
    assert state.lie[0] == cell_of(2, 1)            # 3 - 1 = 2 grids


def test_island_missed_from_the_tee_goes_to_the_drop_zone_and_the_line_disappears():
    island = {cell_of(c, 1) for c in range(5)} | {cell_of(c, 2) for c in range(5)}
    engine = rules_with(make_hole(island=island, drop_zone=cell_of(2, 5)))
    state = new(engine, 1)
    set_hand(engine, state, 0, [card("Meridian"), card("Compass")])
    throw(engine, state, card("Compass"))
    assert state.lie[0] == cell_of(2, 5) and state.strokes[0] == 2 and not state.island[0]


def test_missing_a_mando_costs_one_and_rethrows_from_the_same_grid():
    engine = rules_with(make_hole(mandos=(Mando((2, 4), "west"),)))
    state = new(engine, 1)
    set_hand(engine, state, 0, [card("Meridian")])
    throw(engine, state, card("Meridian"))
    assert state.lie[0] == cell_of(2, 7) and state.strokes[0] == 2


def test_refill_back_to_nine_from_the_stacks_chosen():
    engine, state = open_game()
    set_hand(engine, state, 0, [card("Meridian")])
    throw(engine, state, card("Meridian"), discs=3)
    hand = state.hands[0]
    assert len(hand) == 9 and sum(engine.content.is_disc(c) for c in hand) == 3


def test_everyone_tees_off_then_the_farthest_from_the_basket_throws():
    engine, state = open_game(players=3)
    for seat, disc in enumerate(("Meridian", "Compass", "Acorn")):
        set_hand(engine, state, seat, [card(disc), card("Pebble", 0) if seat == 0 else
                                       card("Thimble") if seat == 1 else card("Hazel")])
    order = []
    for _ in range(3):
        seat = engine.current_player(state)
        order.append(seat)
        throw(engine, state, state.hands[seat][0])
    assert order == [0, 1, 2]
    assert engine.current_player(state) == 2        # Acorn went 2: farthest from the basket


def test_the_best_score_on_a_hole_tees_off_first_on_the_next():
    engine, state = open_game(players=2)
    set_hand(engine, state, 0, [card("Compass")])
    set_hand(engine, state, 1, [card("Meridian"), card("Acorn")])
    state.strokes[0] = 3
    at(state, 0, 2, 4)
    throw(engine, state, card("Compass"))            # drop-in: 5 strokes
    throw(engine, state, card("Meridian"))
    throw(engine, state, card("Acorn"))              # 2 strokes
    assert state.hole_index == 1 and state.tee_order == [1, 0]
    assert engine.current_player(state) == 1


def test_scores_count_against_par_and_the_lowest_total_wins():
    engine = rules()
    state = new(engine, 2, holes=9)
    state.scores = [[3] * 9, [4] * 9]
    state.pars = [engine.hole(n).par for n in state.holes]
    assert engine.results(state) == [1.0, 0.0]
    assert engine.sim_stats(state)["score_vs_par"][0] == 27 - sum(state.pars)


def test_a_tied_round_shares_the_win():
    engine = rules()
    state = new(engine, 2, holes=9)
    state.scores = [[3] * 9, [3] * 9]
    assert engine.results(state) == [0.5, 0.5]


def test_a_player_picks_up_at_seven_over_par():
    engine, state = open_game()
    set_hand(engine, state, 0, [card("Pebble")])
    assert PICKUP_OVER_PAR == 7
    state.strokes[0] = 3 + PICKUP_OVER_PAR - 1
    at(state, 0, 2, 6)
    events = throw(engine, state, card("Pebble"))
    assert any(e.kind == "pickup" for e in events)
    assert state.scores[0] == [3 + PICKUP_OVER_PAR]


def test_pro_wind_turns_and_discards_an_action_card_at_the_start_of_the_hole():
    engine = rules()
    for seed in range(6):
        state = new(engine, 1, level="pro", seed=seed)
        assert state.wind in (0, 1, 2, 3)
        assert state.action_discard == [state.wind_card]


def test_no_wind_below_pro():
    assert new(rules(), 1, level="am").wind == -1


def test_stacks_reshuffle_their_discard_pile_when_empty():
    engine, state = open_game()
    set_hand(engine, state, 0, [card("Meridian")])
    state.action_discard.extend(state.action_stack[:-1])
    del state.action_stack[:-1]
    throw(engine, state, card("Meridian"), discs=0)
    assert len(state.hands[0]) == 9 and len(state.action_stack) > 0


def test_the_turned_card_lands_on_the_action_discard_pile():
    engine, state = open_game()
    set_hand(engine, state, 0, [card("Meridian")])
    on_top(state, card("Shank"))
    engine.apply(state, ChooseThrow(card("Meridian"), "N"))
    engine.apply(state, Throw())
    assert state.phase == LUCK and state.action_discard[-1] == card("Shank")


def test_a_picked_up_player_takes_no_more_turns():
    engine, state = open_game(players=2)
    state.status[1] = PICKED_UP
    state.throws[1] = 1
    set_hand(engine, state, 0, [card("Meridian")])
    throw(engine, state, card("Meridian"))
    assert engine.current_player(state) == 0
