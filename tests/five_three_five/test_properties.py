"""Properties over seeded random games: conservation, termination, determinism, no leaks,
JSON round trips, illegal actions leaving no trace, and legal_actions agreeing with why_illegal."""

from __future__ import annotations

import itertools
import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.core.engine import GameConfig
from game.games.five_three_five.melds import Add, Lead, Overwrite, Pass
from game.games.five_three_five.spec import check_invariants
from tests.contract import check_determinism, check_round_trip_and_illegal, playout

from .helpers import rules

ENGINE = rules()
PLAYERS = (2, 3, 4, 5, 6)


def random_game(players: int, seed: int, **options: object):
    """Yield (state, events) after each random legal action of one game."""
    state = ENGINE.new_game(GameConfig(players, dict(options)), seed)
    rng = random.Random(seed)
    while not ENGINE.is_over(state):
        legal = ENGINE.legal_actions(state)
        state, events = ENGINE.apply(state, legal[rng.randrange(len(legal))])
        yield state, events


def candidates(hand: list[int]) -> list:
    """Every Lead/Overwrite/Add of one to three cards drawn from the ranks held (plus one)."""
    ranks = [rank for rank, count in enumerate(hand) if count] + [6]
    found = [Pass()]
    for size in (1, 2, 3):
        for cards in itertools.combinations_with_replacement(ranks, size):
            found += [Lead(cards), Overwrite(cards), Add(cards)]
    return found


@pytest.mark.parametrize("players", PLAYERS)
def test_cards_are_conserved_and_every_game_ends(players):
    for seed in range(6):
        for steps, (state, _) in enumerate(random_game(players, seed, bridge_gaps=seed % 2 == 1)):
            check_invariants(ENGINE, state)
            assert steps < 5000, "game did not end"
        assert state.over and abs(sum(ENGINE.results(state)) - 1.0) < 1e-9


@pytest.mark.parametrize("players", PLAYERS)
def test_replaying_seed_and_actions_gives_the_same_game(players):
    for seed in (1, 2):
        check_determinism(ENGINE, GameConfig(players), seed)


@pytest.mark.parametrize("players", PLAYERS)
def test_json_round_trip_mid_game_and_illegal_actions_leave_no_trace(players):
    def illegal(state):
        rng = random.Random(len(json.dumps(ENGINE.state_to_json(state))))
        pool = candidates(state.hands[state.current])
        return rng.sample(pool, min(12, len(pool)))
    check_round_trip_and_illegal(ENGINE, GameConfig(players), 5, illegal)


@settings(max_examples=60, deadline=None)
@given(players=st.sampled_from(PLAYERS), seed=st.integers(0, 10_000),
       bridge=st.booleans())
def test_legal_actions_are_exactly_the_actions_why_illegal_accepts(players, seed, bridge):
    for index, (state, _) in enumerate(random_game(players, seed, bridge_gaps=bridge)):
        if state.over or index % 3:
            continue
        legal = ENGINE.legal_actions(state)
        assert len(legal) == len(set(legal)), "an action is listed twice"
        accepted = {a for a in candidates(state.hands[state.current])
                    if ENGINE.why_illegal(state, a) is None}
        assert accepted == set(legal)


def shuffle_hidden(state, seat: int, rng: random.Random):
    """A copy of ``state`` whose cards unseen by ``seat`` are dealt differently."""
    other = ENGINE.state_from_json(ENGINE.state_to_json(state))
    zones = [hand for index, hand in enumerate(other.hands) if index != seat]
    zones += list(other.reserves) + [other.undealt]
    pool = [card for zone in zones for rank, count in enumerate(zone) for card in [rank] * count]
    rng.shuffle(pool)
    for zone in zones:
        size = sum(zone)
        zone[:] = [0] * len(zone)
        for card in pool[:size]:
            zone[card] += 1
        del pool[:size]
    return other


@pytest.mark.parametrize("players", PLAYERS)
def test_view_never_reveals_other_hands_or_hidden_piles(players):
    rng = random.Random(players)
    for index, (state, _) in enumerate(random_game(players, 40 + players)):
        if index % 5:
            continue
        for seat in range(players):
            view = ENGINE.view(state, seat)
            assert list(view.hand) == [r for r, c in enumerate(state.hands[seat]) for _ in range(c)]
            assert view == ENGINE.view(shuffle_hidden(state, seat, rng), seat)
            public = ENGINE.public_view(state)
            json.dumps(public)
            assert public == ENGINE.public_view(shuffle_hidden(state, seat, rng))


def test_events_carry_what_the_table_needs():
    reasons, kinds = set(), set()
    for seed in range(4):
        for _, events in random_game(4, seed):
            for event in events:
                json.dumps(event.to_json())
                kinds.add(event.kind)
                if event.kind == "play":
                    assert event.data["action"] in ("lead", "overwrite", "add")
                    assert event.data["meld_type"] in ("single", "set", "run")
                    assert event.src == f"hand:{event.seat}" and event.dst == "meld"
                if event.kind == "clear":
                    reasons.add(event.data["reason"])
                if event.kind == "round_end":
                    assert len(event.data["points"]) == 4 and event.data["points"][event.seat] == 0
                if event.kind == "game_end":
                    assert {"winners", "standings"} <= set(event.data)
    assert {"deal", "play", "pass", "clear", "turn", "score", "round_end", "next_lead",
            "game_end", "shuffle", "set_aside"} <= kinds
    assert {"passes", "rule_of_8s"} <= reasons


def test_random_games_finish_in_reasonable_length():
    final, actions = playout(ENGINE, GameConfig(4), 99)
    assert final.over and 20 < len(actions) < 2000
