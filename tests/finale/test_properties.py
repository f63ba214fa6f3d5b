"""Seeded random playouts: all 90 cards conserved, nothing hidden leaks through a view,
same seed and actions give the same game, every game ends; the solver against brute force."""

from __future__ import annotations

import json
import random
from itertools import combinations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.core.engine import GameConfig
from game.core.rummy.meld_solver import solve
from game.core.rummy.melds import GroupSpec, Requirement, explain
from game.games.finale.spec import check_invariants
from tests.finale.support import content, rules

CTX = content().ctx


def playout(players: int, seed: int, options: dict | None = None, check_every: int = 1):
    engine = rules()
    state = engine.new_game(GameConfig(players, options or {}), seed)
    rng = random.Random(seed)
    actions = []
    while not engine.is_over(state):
        assert len(actions) < 60_000, "the game did not end"
        legal = engine.legal_actions(state)
        assert legal, "no legal action in a running game"
        action = legal[rng.randrange(len(legal))]
        state, _ = engine.apply(state, action)
        actions.append(action)
        if len(actions) % check_every == 0:
            check_invariants(engine, state)
            yield state, action
    check_invariants(engine, state)
    yield state, None


@pytest.mark.parametrize("players", [2, 4, 6])
def test_all_90_cards_are_always_somewhere_exactly_once(players):
    for _state, _action in playout(players, 100 + players, check_every=7):
        pass


def test_views_never_show_other_hands_the_draw_pile_or_the_card_beneath_the_top_discard():
    engine = rules()
    for state, _ in playout(3, 7, check_every=5):
        if engine.is_over(state):
            break
        for seat in range(3):
            seen = json.dumps(repr(engine.view(state, seat)))
            hidden = [c for other in range(3) if other != seat for c in state.hands[other]]
            hidden += state.draw_pile + state.discard[:-1]
            table = {c for melds in state.table for meld in melds for c in meld.cards}
            # a Skip taken face up through an Exchange was seen by everyone
            hidden = [c for c in hidden if c not in table and c not in state.fresh_skips]
            assert not [c for c in hidden if f"'{c}'" in seen], seat


def test_same_seed_and_actions_replay_the_same_game():
    engine = rules()
    actions = []
    final = None
    for state, action in playout(3, 11, {"challenge": "rigorous_red"}):
        final = state
        if action is not None:
            actions.append(action)
    replay = engine.new_game(GameConfig(3, {"challenge": "rigorous_red"}), 11)
    for action in actions:
        replay, _ = engine.apply(replay, engine.action_from_json(json.loads(json.dumps(engine.action_to_json(action)))))
    assert engine.state_to_json(replay) == engine.state_to_json(final)


@pytest.mark.parametrize("challenge", ["mellow_yellow", "balanced_blue", "rigorous_red", "grueling_green"])
def test_every_game_ends(challenge):
    engine = rules()
    for seed in range(2):
        *_, (state, _) = playout(2 + seed * 3, seed, {"challenge": challenge}, check_every=50)
        assert engine.is_over(state) and state.winners


def test_a_grand_finale_ends():
    *_, (state, _) = playout(2, 3, {"grand_finale": True}, check_every=200)
    assert state.stage == "over" and len(state.sheet) == 4


# --- solver against brute force, on the features Finale added ------------------------------------
def brute_force(hand: list[str], req: Requirement) -> bool:
    def place(index: int, avail: list[str], chosen: list[tuple]) -> bool:
        if index == len(req.groups):
            return explain(chosen, req, CTX) is None
        for combo in combinations(avail, req.groups[index].size):
            if place(index + 1, [c for c in avail if c not in combo], chosen + [combo]):
                return True
        return False

    return place(0, list(hand), [])


SMALL_LEVELS = [
    Requirement((GroupSpec("set", 3), GroupSpec("run", 3)), dogs=("Charlie",), name="a"),
    Requirement((GroupSpec("run", 4, same_colour=True),), dogs=("Meatball",), name="b"),
    Requirement((GroupSpec("cards", 4, parity="same"),), name="c"),
    Requirement((GroupSpec("colour", 3, parity="odd"), GroupSpec("colour", 3, parity="even", differs_from=(0,))),
                dogs=("Charlie", "Violet"), name="d"),
    Requirement((GroupSpec("set", 2), GroupSpec("set", 2), GroupSpec("run", 3, same_colour=True)),
                dogs=("Butternut",), whole_hand=True, name="e"),
    Requirement((GroupSpec("run", 4, each_colour=1), GroupSpec("set", 2)), name="f"),
    Requirement((GroupSpec("colour", 4),), dogs=("Scout",), name="g"),
]
POOL = [c for c in content().deck if CTX.faces[c].number in (1, 2, 3, 4, 5, 7, 9, 10)
        and CTX.faces[c].colour in (0, 2, -1) or CTX.faces[c].special and CTX.faces[c].colour in (0, 2)]


@settings(max_examples=150, deadline=None)
@given(st.lists(st.sampled_from(POOL), min_size=5, max_size=8, unique=True),
       st.sampled_from(range(len(SMALL_LEVELS))))
def test_solver_agrees_with_brute_force_on_two_values_specials_parity_and_dogs(hand, index):
    req = SMALL_LEVELS[index]
    grouping = solve(hand, req, CTX)
    assert (grouping is not None) == brute_force(hand, req), grouping
    if grouping is not None:
        assert explain(grouping, req, CTX) is None


@settings(max_examples=60, deadline=None)
@given(st.lists(st.sampled_from(list(content().deck)), min_size=7, max_size=7, unique=True),
       st.sampled_from([(c, level) for c in content().order for level in range(1, 5)]))
def test_solver_agrees_with_brute_force_on_the_real_levels_with_seven_cards(hand, key):
    req = content().challenges[key[0]].requirement(key[1])
    if req.card_count > 7:
        return
    assert (solve(hand, req, CTX) is not None) == brute_force(hand, req)


def test_every_event_kind_emitted_is_documented_for_the_table():
    import game.games.finale.rules as engine_module
    from game.games.finale.bots import NormalBot
    engine = rules()
    bot = NormalBot(engine)
    kinds = set()
    for seed in range(4):
        state, events = engine.new_game_with_events(GameConfig(3, {"grand_finale": seed == 0}), seed)
        kinds |= {e.kind for e in events}
        rng = random.Random(seed)
        while not engine.is_over(state):
            legal = engine.legal_actions(state)
            state, events = engine.apply(state, bot.choose(engine.view(state, state.turn), legal, rng))
            kinds |= {e.kind for e in events}
    documented = engine_module.__doc__
    assert {"exchange", "lay_down", "round_end", "challenge_end", "game_end"} <= kinds
    assert not [kind for kind in kinds if f"``{kind}``" not in documented]
