"""Every action card's effect, as played from the hand or turned during a throw."""

from __future__ import annotations

import pytest

from game.core.engine import IllegalAction
from game.games.final_nine.actions import ChooseThrow, PlayLuck, PlaySkill, Refill, Throw
from game.games.final_nine.flow import current_flight
from game.games.final_nine.holes import cell_of
from tests.final_nine.helpers import at, card, content, make_hole, new, on_top, rules_with, set_hand

NEUTRAL = "Low Ceiling"
# Cards with a dedicated test below (the parametrized tables add the rest).
DEDICATED = {"Rim Out", "Low Ceiling", "Thread the Gap", "Steady Putt", "From Distance",
             "Clean Slate", "Green Flag", "Foot Fault", "Tree Kick", "Heavy Rough", "Fumble"}


def _game(disc: str, hand=(), lie=None, wind=-1, rough=False, level="am", draw=NEUTRAL):
    engine = rules_with(make_hole())
    state = new(engine, 1, level=level)
    set_hand(engine, state, 0, [card(disc), *(card(name) for name in hand)])
    if lie:
        at(state, 0, *lie)
    state.wind, state.rough[0] = wind, rough
    on_top(state, card(draw))
    return engine, state


def _params(engine, state) -> tuple[int, int]:
    return current_flight(engine, state)[2:]


SKILLS = [("Run-Up", "Compass", (4, 0)), ("Big Arm", "Compass", (5, 0)),
          ("Soft Touch", "Compass", (2, 0)), ("Hyzer Line", "Compass", (3, -1)),
          ("Flat Release", "Lantern", (3, 0)), ("Switch Hands", "Lantern", (3, 1)),
          ("Tailwind Read", "Compass", (4, 0)), ("Friendly Gust", "Compass", (4, 0))]


@pytest.mark.parametrize(("name", "disc", "expected"), SKILLS)
def test_skill_from_hand_changes_the_flight(name, disc, expected):
    engine, state = _game(disc, [name])
    engine.apply(state, ChooseThrow(card(disc), "N"))
    assert _params(engine, state) == (content().cards[card(disc)].distance,
                                      -content().cards[card(disc)].fade)
    engine.apply(state, PlaySkill(card(name)))
    assert _params(engine, state) == expected


LUCKS = [("Lucky Skip", "Compass", (4, 0)), ("Roll Back", "Compass", (2, 0)),
         ("Good Bounce", "Compass", (3, -1)), ("Kick Back", "Lantern", (3, 0)),
         ("Friendly Gust", "Compass", (4, 0))]


@pytest.mark.parametrize(("name", "disc", "expected"), LUCKS)
def test_luck_after_the_throw_changes_the_landing(name, disc, expected):
    engine, state = _game(disc, [name])
    engine.apply(state, ChooseThrow(card(disc), "N"))
    engine.apply(state, Throw())
    engine.apply(state, PlayLuck(card(name)))
    assert _params(engine, state) == expected


DEVIATIONS = [("Shank", "Compass", (2, 0)), ("Grip Lock", "Compass", (1, 0)),
              ("Overthrow", "Compass", (4, 0)), ("Turnover", "Compass", (3, 1)),
              ("Early Fade", "Compass", (3, -1)), ("Big Fade", "Compass", (3, -2)),
              ("Flip Up", "Lantern", (3, 1)), ("Headwind Gust", "Compass", (2, 0)),
              ("Crosswind Gust", "Compass", (3, -1))]


@pytest.mark.parametrize(("name", "disc", "expected"), DEVIATIONS)
def test_deviation_turned_during_the_throw_must_apply(name, disc, expected):
    engine, state = _game(disc, draw=name)
    engine.apply(state, ChooseThrow(card(disc), "N"))
    engine.apply(state, Throw())
    assert _params(engine, state) == expected


def test_rim_out_only_spoils_a_putt():
    engine, state = _game("Acorn", lie=(2, 3), draw="Rim Out")
    engine.apply(state, ChooseThrow(card("Acorn"), "N"))
    engine.apply(state, Throw())
    assert _params(engine, state) == (3, 0)
    engine, state = _game("Compass", draw="Rim Out")
    engine.apply(state, ChooseThrow(card("Compass"), "N"))
    engine.apply(state, Throw())
    assert _params(engine, state) == (3, 0) and not state.hostile


def test_wind_cards_do_not_move_a_wind_immune_disc():
    engine, state = _game("Anchor", hand=["Tailwind Read"], draw="Headwind Gust")
    engine.apply(state, ChooseThrow(card("Anchor"), "N"))
    assert PlaySkill(card("Tailwind Read")) not in engine.legal_actions(state)
    engine.apply(state, Throw())
    assert _params(engine, state) == (2, 1)


def test_low_ceiling_makes_the_throw_immune_to_wind():
    engine, state = _game("Compass", hand=["Low Ceiling"], wind=2, level="pro", draw="Hyzer Line")
    engine.apply(state, ChooseThrow(card("Compass"), "N"))
    assert _params(engine, state) == (2, 0)              # into the wind
    engine.apply(state, PlaySkill(card("Low Ceiling")))
    assert _params(engine, state) == (3, 0)


def test_thread_the_gap_ignores_the_bushes():
    engine, state = _game("Compass", hand=["Thread the Gap"], rough=True)
    engine.apply(state, ChooseThrow(card("Compass"), "N"))
    assert _params(engine, state) == (2, 0)
    engine.apply(state, PlaySkill(card("Thread the Gap")))
    assert _params(engine, state) == (3, 0)


def test_steady_putt_adds_distance_to_a_putt():
    engine, state = _game("Acorn", hand=["Steady Putt"], lie=(2, 4))
    engine.apply(state, ChooseThrow(card("Acorn"), "N"))
    engine.apply(state, PlaySkill(card("Steady Putt")))
    engine.apply(state, Throw())
    engine.apply(state, Refill(0))
    assert state.scores[0] == [1]


def test_from_distance_lets_a_non_putter_in():
    engine, state = _game("Compass", hand=["From Distance"], lie=(2, 4))
    engine.apply(state, ChooseThrow(card("Compass"), "N"))
    engine.apply(state, Throw())
    engine.apply(state, PlayLuck(card("From Distance")))
    engine.apply(state, Refill(0))
    assert state.scores[0] == [1]


def test_from_distance_needs_the_disc_on_the_basket_grid():
    engine, state = _game("Compass", hand=["From Distance"])
    engine.apply(state, ChooseThrow(card("Compass"), "N"))
    engine.apply(state, Throw())
    with pytest.raises(IllegalAction, match="needs the disc on the basket grid"):
        engine.apply(state, PlayLuck(card("From Distance")))


def test_clean_slate_cancels_the_deviation_turned():
    engine, state = _game("Compass", hand=["Clean Slate"], draw="Shank")
    engine.apply(state, ChooseThrow(card("Compass"), "N"))
    engine.apply(state, Throw())
    engine.apply(state, PlayLuck(card("Clean Slate"), card("Shank")))
    assert _params(engine, state) == (3, 0)


def test_green_flag_takes_away_the_out_of_bounds_penalty():
    engine, state = _game("Meridian", hand=["Green Flag"], lie=(2, 3))
    engine.apply(state, ChooseThrow(card("Meridian"), "E"))
    engine.apply(state, Throw())
    engine.apply(state, PlayLuck(card("Green Flag")))
    engine.apply(state, Refill(0))
    assert state.strokes[0] == 1 and state.lie[0] == cell_of(4, 3)


def test_foot_fault_adds_a_stroke():
    engine, state = _game("Compass", draw="Foot Fault")
    engine.apply(state, ChooseThrow(card("Compass"), "N"))
    engine.apply(state, Throw())
    engine.apply(state, Refill(0))
    assert state.strokes[0] == 2 and state.lie[0] == cell_of(2, 4)


def test_tree_kick_drops_the_disc_at_the_throwers_feet():
    engine, state = _game("Compass", draw="Tree Kick")
    engine.apply(state, ChooseThrow(card("Compass"), "N"))
    engine.apply(state, Throw())
    engine.apply(state, Refill(0))
    assert state.lie[0] == cell_of(2, 7) and state.strokes[0] == 1


def test_heavy_rough_slows_the_next_throw_even_from_grass():
    engine, state = _game("Compass", draw="Heavy Rough")
    engine.apply(state, ChooseThrow(card("Compass"), "N"))
    engine.apply(state, Throw())
    engine.apply(state, Refill(0))
    assert state.rough[0]


def test_fumble_discards_a_random_card_from_the_hand():
    engine, state = _game("Compass", hand=["Run-Up", "Hyzer Line"], draw="Fumble")
    engine.apply(state, ChooseThrow(card("Compass"), "N"))
    engine.apply(state, Throw())
    _, events = engine.apply(state, Refill(0))
    fumbled = [e for e in events if e.kind == "discard"]
    assert len(fumbled) == 1 and fumbled[0].cards[0] in (card("Run-Up"), card("Hyzer Line"))
    assert fumbled[0].cards[0] in state.action_discard and len(state.hands[0]) == 9


def test_every_action_card_name_has_a_test():
    tested = DEDICATED | {row[0] for row in SKILLS + LUCKS + DEVIATIONS}
    names = {c.name for c in content().cards[37:]}
    assert names <= tested, sorted(names - tested)
