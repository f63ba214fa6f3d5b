"""Properties over random playouts: conservation, no leaks, determinism, termination, JSON."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.core.engine import GameConfig, IllegalAction
from game.games.final_nine.geometry import LEVELS
from game.games.final_nine.spec import SPEC, check_invariants
from game.games.final_nine.valuemap import UNREACHABLE, generic_flights, throws_to_basket
from tests.contract import check_determinism, check_round_trip_and_illegal
from tests.final_nine.helpers import content, rules

CONFIGS = [
    (1, {"level": "rec"}), (2, {"level": "am", "pack": "half"}),
    (3, {"level": "pro", "battle": True}), (4, {"level": "am", "battle": True, "pack": "half"}),
    (4, {"level": "pro", "layout": "shuffled"}),
]


def _candidates(engine, state, rng: random.Random) -> list:
    """A spread of actions of every kind, most of them illegal now."""
    table = engine.table
    ids = rng.sample(range(len(engine.content.cards)), 6)
    out = [table.throw, table.decline, table.no_battle, table.apply_drawn, table.pass_throw]
    for c in ids:
        out += [table.redraw[c][0], table.swap[c], table.choose[c][0], table.skill[c],
                table.battle[c], table.luck[c], table.accept[c], table.offer[c][1]]
    out += [table.refill[n] for n in (0, 5, 9)]
    return out


@pytest.mark.parametrize(("players", "options"), CONFIGS)
def test_cards_are_conserved_and_legal_matches_why_illegal(players, options):
    engine = rules()
    state = engine.new_game(SPEC.config(players, {**options, "holes": 9}), 5)
    rng = random.Random(5)
    steps = 0
    while not engine.is_over(state):
        legal = engine.legal_actions(state)
        assert legal and len(set(legal)) == len(legal)
        assert all(engine.why_illegal(state, a) is None for a in legal)
        if steps % 7 == 0:
            for candidate in _candidates(engine, state, rng):
                if candidate not in legal:
                    assert engine.why_illegal(state, candidate), candidate
        engine.apply(state, legal[rng.randrange(len(legal))])
        check_invariants(engine, state)
        steps += 1
    assert len(state.scores[0]) == 9


@settings(max_examples=12, deadline=None)
@given(seed=st.integers(0, 10_000), players=st.integers(1, 4), level=st.sampled_from(LEVELS),
       battle=st.booleans(), half=st.booleans())
def test_any_round_ends_with_every_card_accounted_for(seed, players, level, battle, half):
    engine = rules()
    options = {"level": level, "battle": battle, "pack": "half" if half else "full", "holes": 9}
    state = engine.new_game(SPEC.config(players, options), seed)
    rng = random.Random(seed)
    while not engine.is_over(state):
        legal = engine.legal_actions(state)
        engine.apply(state, legal[rng.randrange(len(legal))])
    check_invariants(engine, state)
    assert state.pack_size() == (46 if half else 88)


def test_the_pack_is_37_discs_and_51_actions_in_every_zone_mid_round():
    engine = rules()
    state = engine.new_game(SPEC.config(4), 9)
    rng = random.Random(9)
    for _ in range(600):
        legal = engine.legal_actions(state)
        engine.apply(state, legal[rng.randrange(len(legal))])
    discs = state.disc_stack + state.disc_discard + [c for h in state.hands for c in h
                                                     if engine.content.is_disc(c)]
    actions = state.action_stack + state.action_discard + [c for h in state.hands for c in h
                                                           if not engine.content.is_disc(c)]
    assert sorted(discs) == list(range(37)) and sorted(actions) == list(range(37, 88))


def test_a_view_never_shows_other_hands_or_the_stack_order():
    engine = rules()
    state = engine.new_game(SPEC.config(3, {"battle": True}), 4)
    rng = random.Random(4)
    for _ in range(150):
        for seat in range(3):
            before = engine.view(state, seat).to_json()
            assert list(before["hand"]) == state.hands[seat]
            hidden = engine.state_from_json(engine.state_to_json(state))
            other = (seat + 1) % 3
            # Swap a hidden card of another seat with the top of the same stack, and shuffle.
            stack = hidden.disc_stack if hidden.disc_stack else hidden.action_stack
            same_kind = [c for c in hidden.hands[other]
                         if engine.content.is_disc(c) == (stack is hidden.disc_stack)]
            if stack and same_kind:
                i = hidden.hands[other].index(same_kind[0])
                hidden.hands[other][i], stack[-1] = stack[-1], hidden.hands[other][i]
            random.Random(1).shuffle(hidden.action_stack)
            assert engine.view(hidden, seat).to_json() == before
            assert engine.public_view(hidden) == engine.public_view(state)
        legal = engine.legal_actions(state)
        engine.apply(state, legal[rng.randrange(len(legal))])


def test_public_view_is_json_and_has_no_hand_contents():
    engine = rules()
    state = engine.new_game(SPEC.config(2), 1)
    public = json.loads(json.dumps(engine.public_view(state)))
    assert "hands" not in public and public["hand_counts"] == [9, 9]


@pytest.mark.parametrize(("players", "options"), CONFIGS[:3])
def test_same_seed_and_actions_replay_to_the_same_state(players, options):
    check_determinism(rules(), GameConfig(players, {**options, "holes": 9}), 21)


def test_json_round_trip_and_illegal_actions_leave_the_state_untouched():
    engine = rules()
    rng = random.Random(3)
    for players, options in CONFIGS:
        check_round_trip_and_illegal(engine, GameConfig(players, options), 3,
                                     lambda state: _candidates(engine, state, rng))


def test_an_illegal_action_explains_itself():
    engine = rules()
    state = engine.new_game(SPEC.config(1), 0)
    with pytest.raises(IllegalAction, match="cannot throw now"):
        engine.apply(state, engine.table.throw)


def test_every_hole_can_be_finished_at_every_level_and_in_every_wind():
    engine = rules()
    flights = generic_flights(content())
    for hole in content().holes:
        for level in LEVELS:
            geom = engine.geometry(hole.number, level)
            for wind in ((-1, 0, 1, 2, 3) if level == "pro" else (-1,)):
                values = throws_to_basket(geom, flights, wind)
                assert values[hole.tee] < UNREACHABLE, (hole.number, level, wind)
                if geom.island:
                    assert values[geom.drop_zone] < UNREACHABLE


def test_every_par_can_be_made_without_cards_and_is_within_four_of_the_best():
    engine = rules()
    flights = generic_flights(content())
    for hole in content().holes:
        for level in LEVELS:
            winds = (0, 1, 2, 3) if level == "pro" else (-1,)
            best = max(throws_to_basket(engine.geometry(hole.number, level), flights, wind)[hole.tee]
                       for wind in winds)
            assert best <= hole.par_for(level) <= best + 4, (hole.number, level, best)


def test_pars_never_drop_from_rec_to_am_to_pro():
    for hole in content().holes:
        assert hole.par_for("rec") <= hole.par_for("am") <= hole.par_for("pro"), hole.number
