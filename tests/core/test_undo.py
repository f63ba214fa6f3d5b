"""Undo against the AI: never past a revealed card, and the state after undo is the replay.

The property test plays seeded games of every game (seat 0 the player, the other seats the
normal bot), logging them in a ``History``; at every seat-0 turn it asks where Undo would go
and checks that no action from there on revealed anything, that any action which drew on the
game's luck (its generator moved) is judged revealing, and that the state rebuilt from the seed
at that point is the state the game was in there. Bounded: 12 games per game, 150 actions each.
"""

from __future__ import annotations

import json
import random
from functools import cache
from pathlib import Path

import pytest

from game.core.engine import Event
from game.core.history import History
from game.core.learn.undo import NOTHING_YET, Reveal, reveal_of, undo_point
from game.core.loading.content import Problems
from game.games.registry import all_specs

PLAYABLE = [spec for spec in all_specs() if spec.playable]
CONTENT_DIR = Path(__file__).resolve().parents[2] / "content"
GAMES, ACTIONS = 12, 150


@cache
def _rules(game_id: str):
    spec = next(spec for spec in PLAYABLE if spec.game_id == game_id)
    return spec.make_rules(spec.load_content(CONTENT_DIR, Problems()))


def _json(rules, state) -> str:
    return json.dumps(rules.state_to_json(state), sort_keys=True)


@pytest.mark.parametrize("spec", PLAYABLE, ids=lambda spec: spec.game_id)
def test_undo_never_crosses_a_reveal_and_rebuilds_the_replayed_state(spec):
    rules = _rules(spec.game_id)
    normal = spec.bots["normal"](rules)
    undos = 0
    for seed in range(GAMES):
        config = spec.config(spec.min_players + seed % 2)
        state = rules.new_game(config, 500 + seed)
        history = History(500 + seed, config)
        reveals: list[Reveal | None] = []
        seen = [_json(rules, state)]           # the state after each count of actions
        rng = random.Random(seed)
        while not rules.is_over(state) and len(history) < ACTIONS:
            seat = rules.current_player(state)
            if seat == 0:
                point = undo_point([e.seat for e in history.entries], reveals, 0)
                if point.count is not None:
                    undos += 1
                    assert history.entries[point.count].seat == 0
                    assert all(r is None for r in reveals[point.count:])
                    assert _json(rules, history.state_at(rules, point.count)) == seen[point.count]
                else:
                    assert point.reason
            legal = rules.legal_actions(state)
            action = normal.choose(rules.view(state, seat), legal, rng)
            luck = state.rng.getstate()
            state, events = rules.apply(state, action)
            history.record(rules, seat, action)
            reveal = reveal_of(events)
            if state.rng.getstate() != luck:
                assert reveal is not None, f"{action} drew on the luck but was not judged final: {events}"
            reveals.append(reveal)
            seen.append(_json(rules, state))
    if spec.game_id != "final_touch":          # every Final Touch move draws a card
        assert undos > 0


def test_undo_goes_back_to_just_before_your_latest_move():
    seats = [1, 0, 1, 2, 0, 1, 2]
    reveals = [Reveal("deal", 1), None, None, None, None, None, None]
    assert undo_point(seats, reveals, 0).count == 4


def test_your_own_draw_from_the_pile_is_final():
    point = undo_point([1, 0], [None, Reveal("draw", 0, draw=True)], 0)
    assert point.count is None
    assert point.reason == "Your draw showed you a new card: it can't be taken back"


def test_a_move_after_your_draw_can_still_be_taken_back_but_not_the_draw():
    reveals = [None, Reveal("draw", 0, draw=True), None]
    assert undo_point([1, 0, 0], reveals, 0).count == 2
    assert undo_point([1, 0], reveals[:2], 0).count is None


def test_an_ai_draw_after_your_move_is_final_and_named():
    point = undo_point([0, 1], [None, Reveal("draw", 1, draw=True)], 0, name_of=lambda seat: "Ben (AI)")
    assert point.count is None
    assert point.reason == "Ben (AI) drew from the face-down pile since your move: that can't be taken back"


def test_a_new_deal_is_final():
    point = undo_point([0, 1], [None, Reveal("deal", None)], 0)
    assert point.reason == "New cards were dealt or shuffled since your move: it can't be taken back"


def test_nothing_to_undo_before_your_first_move():
    assert undo_point([1, 2], [None, None], 0) == undo_point([], [], 0)
    assert undo_point([], [], 0).reason == NOTHING_YET


def test_hidden_events_and_face_down_draws_reveal_public_plays_do_not():
    assert reveal_of([Event("save", 0, ("R1",), data={"hidden": True})]) == Reveal("save", 0)
    assert reveal_of([Event("draw", 2, src="deck")]).draw
    assert reveal_of([Event("flip", None, ("G7",))]) is not None
    assert reveal_of([Event("play", 1, (12, 12)), Event("draw", 1, src="discard"), Event("turn", 2)]) is None


def test_a_trade_between_hands_is_final():
    trade = reveal_of([Event("trade", 0, (3, 9), "hand:1", "hand:0")])
    assert trade == Reveal("trade", 0)
    assert undo_point([0, 1], [None, trade], 0).reason == \
        "A trade showed a card from another hand: it can't be taken back"
