"""Seeded playouts: card conservation, no leaks through views, determinism, JSON round-trip,
illegal actions leave the state untouched, and every game ends."""

from __future__ import annotations

import json
import random
import re

import pytest

from game.core.engine import GameConfig
from game.games.phase10.actions import ChoosePhase, Discard, Draw, DrawSaved, Hit, LayDown, Save
from game.games.phase10.bots import NormalBot
from game.games.phase10.spec import SPEC, check_invariants
from tests.contract import check_determinism, check_round_trip_and_illegal
from tests.phase10.support import content, rules

ENGINE = rules()
CARD = re.compile(r"\b(?:[RYGB]\d{1,2}[ab]|W\d|S\d)\b")
ZONE = re.compile(r"^(deck|discard|hand:\d|save:\d|table:\d(:\d)?|phase:\d)$")


def playout(players: int, seed: int, bots: str = "random", every=None, options=None):
    """Play one game; ``every(state, action, events)`` runs after each action."""
    state = ENGINE.new_game(GameConfig(players, options or {}), seed)
    rng = random.Random(seed)
    normal = NormalBot(ENGINE)
    count = 0
    while not ENGINE.is_over(state):
        legal = ENGINE.legal_actions(state)
        assert legal and len(legal) == len(set(legal))
        if bots == "normal":
            action = normal.choose(ENGINE.view(state, state.turn), legal, rng)
        else:
            action = legal[rng.randrange(len(legal))]
        state, events = ENGINE.apply(state, action)
        count += 1
        if every is not None:
            every(state, action, events)
        assert count < 100_000
    return state, count


def test_cards_are_conserved_after_every_action():
    def check(state, action, events):
        check_invariants(ENGINE, state)
        assert len(content().deck) == 106

    for players, seed in ((2, 1), (4, 2), (6, 3)):
        playout(players, seed, "random" if players == 2 else "normal", check)
    playout(3, 4, "random", check, {"classic_skips": True})


def visible_to(state, seat: int) -> set[str]:
    seen = set(state.hands[seat]) | set(state.saves[seat]) | set(state.discard)
    return seen | {c for melds in state.table for meld in melds for c in meld.cards}


def test_views_never_show_other_hands_save_piles_or_the_draw_pile():
    def check(state, action, events):
        if state.stage == "over":
            return
        for seat in range(state.players):
            shown = set(CARD.findall(repr(ENGINE.view(state, seat))))
            assert shown <= visible_to(state, seat), shown - visible_to(state, seat)
        public = set(CARD.findall(json.dumps(ENGINE.public_view(state))))
        assert public <= set(state.discard) | {c for melds in state.table for meld in melds for c in meld.cards}

    playout(3, 7, "normal", check)


def test_events_use_known_zones_and_hide_private_cards():
    def check(state, action, events):
        for event in events:
            for zone in (event.src, event.dst):
                assert zone is None or ZONE.match(zone), zone
            if event.kind == "draw" and event.src != "discard":
                assert event.data["hidden"]
            json.dumps(event.to_json())

    playout(4, 8, "normal", check)


def test_same_seed_and_actions_give_the_same_game():
    for players in (2, 5):
        check_determinism(ENGINE, GameConfig(players), 21 + players)


def illegal_candidates(state):
    hand = state.hands[state.turn]
    absent = next(c for c in content().deck if c not in hand)
    return [ChoosePhase(11), ChoosePhase(1), Draw("discard"), Draw("floor"), DrawSaved("W1"),
            Discard(absent), Discard("S1", state.turn), Save(absent), Hit(hand[0], 0, 5, "high"),
            LayDown(((hand[0], hand[-1]),)), LayDown(((absent,),))]


def test_json_round_trip_and_illegal_actions_leave_the_state_untouched():
    check_round_trip_and_illegal(ENGINE, GameConfig(3), 31, illegal_candidates)


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_every_game_ends(players):
    state, _ = playout(players, 40 + players, "normal")
    assert ENGINE.is_over(state) and state.winners
    assert abs(sum(ENGINE.results(state)) - 1.0) < 1e-9


def test_random_games_end_too():
    state, _count = playout(5, 9, "random")
    assert ENGINE.is_over(state) and state.hand_number <= content().max_hands


def test_spec_registers_bots_options_and_summary():
    assert {"random", "normal"} <= set(SPEC.bots) and SPEC.playable
    assert [opt.name for opt in SPEC.options] == ["classic_skips"]
    assert 4 <= len(SPEC.rules_summary) <= 8
