"""The engine protocol's contract, on the tiny test game and on every playable real game."""

from __future__ import annotations

import pytest

from game.core.engine import GameConfig, IllegalAction
from game.core.loading.content import Problems
from game.core.sim import run_sim
from game.games.registry import all_specs
from game.paths import CONTENT_DIR
from tests.contract import check_determinism, check_round_trip_and_illegal, playout
from tests.example_game import SPEC as CLIMB
from tests.example_game import ClimbRules, Play


def test_same_seed_and_actions_give_the_same_state():
    for seed in range(5):
        check_determinism(ClimbRules(), GameConfig(3), seed)


def test_illegal_action_raises_a_clear_error_and_leaves_state_untouched():
    rules = ClimbRules()
    check_round_trip_and_illegal(rules, GameConfig(2), 3,
                                 lambda state: [Play(card) for card in range(14)])
    state = rules.new_game(GameConfig(2), 1)
    missing = next(card for card in range(1, 13) if card not in state.hands[0])
    with pytest.raises(IllegalAction, match=f"you do not hold a {missing}"):
        rules.apply(state, Play(missing))


def test_view_hides_other_hands():
    rules = ClimbRules()
    state = rules.new_game(GameConfig(3), 2)
    view = rules.view(state, 1)
    assert view["hand"] == state.hands[1]
    assert "hands" not in view and view["hand_counts"] == [4, 4, 4]


def test_sim_reports_wins_rotated_seating_and_timings():
    report = run_sim(CLIMB, ClimbRules(), players=2, games=40, seed=7, bots=["random", "normal"])
    assert report.errors == 0
    assert sum(report.wins) == pytest.approx(40)
    assert report.actions_per_sec > 0 and report.decision_ms_max >= report.decision_ms_p99
    data = report.to_json()
    for key in ("game", "players", "games", "seed", "bots", "wins", "errors", "actions_per_game",
                "games_per_sec", "actions_per_sec", "decision_ms_p50", "decision_ms_p99",
                "decision_ms_max"):
        assert key in data


def test_sim_counts_a_broken_invariant_as_an_error():
    def broken(rules, state):
        raise AssertionError("cards not conserved")

    spec = CLIMB.__class__(**{**CLIMB.__dict__, "check_invariants": broken})
    report = run_sim(spec, ClimbRules(), players=2, games=3, seed=1)
    assert report.errors == 3 and "cards not conserved" in report.error_details[0]
    assert "seed" in report.error_details[0]


PLAYABLE = [spec for spec in all_specs() if spec.playable]


@pytest.mark.parametrize("spec", PLAYABLE, ids=[s.game_id for s in PLAYABLE])
def test_every_playable_game_honours_the_contract(spec):
    problems = Problems()
    content = spec.load_content(CONTENT_DIR, problems)
    assert not problems, problems.lines()
    rules = spec.make_rules(content)
    config = spec.config(spec.min_players if spec.min_players > 1 else 2)
    check_determinism(rules, config, 11)
    check_round_trip_and_illegal(rules, config, 12)
    final, _ = playout(rules, config, 13)
    assert abs(sum(rules.results(final)) - 1.0) < 1e-9 or sum(rules.results(final)) == 0
    assert {"random", "normal"} <= set(spec.bots)


@pytest.mark.parametrize("spec", PLAYABLE, ids=[s.game_id for s in PLAYABLE])
def test_cards_dealt_or_drawn_face_down_are_marked_hidden(spec):
    import random as stdlib_random
    problems = Problems()
    rules = spec.make_rules(spec.load_content(CONTENT_DIR, problems))
    config = spec.config(max(2, spec.min_players))
    state = rules.new_game(config, 5)
    opening = getattr(rules, "new_game_with_events", None)
    events = list(opening(config, 5)[1]) if opening else []
    rng = stdlib_random.Random(5)
    for _ in range(300):
        if rules.is_over(state):
            break
        legal = rules.legal_actions(state)
        state, new = rules.apply(state, legal[rng.randrange(len(legal))])
        events.extend(new)
    private = [e for e in events if e.kind in ("deal", "draw", "pickup") and e.cards
               and (e.dst or "").startswith("hand:") and e.src not in ("discard", "discard_pile")]
    assert private, "expected some deals or draws"
    unmarked = [e for e in private if not e.data.get("hidden")]
    assert not unmarked, unmarked[:3]


PROTOCOL = ("why_illegal", "public_view", "sim_stats", "opening_events")
# Phase 10's opening_events is added with its table on the kit (helper T2's half of issue 9).
OPENING = [spec for spec in PLAYABLE if spec.game_id != "phase10"]


@pytest.mark.parametrize("spec", OPENING, ids=[s.game_id for s in OPENING])
def test_engines_offer_the_whole_protocol_and_a_pure_opening(spec):
    problems = Problems()
    rules = spec.make_rules(spec.load_content(CONTENT_DIR, problems))
    for name in PROTOCOL:
        assert callable(getattr(rules, name, None)), f"{spec.game_id} lacks {name}"
    for players in range(max(2, spec.min_players), spec.max_players + 1):
        config = spec.config(players)
        state = rules.new_game(config, 21)
        before = rules.state_to_json(state)
        events = rules.opening_events(state)
        assert rules.state_to_json(state) == before, "opening_events changed the state"
        assert [e.to_json() for e in rules.opening_events(state)] == [e.to_json() for e in events]
        dealt = [e for e in events if e.kind == "deal" and (e.dst or "").startswith("hand:")]
        assert {e.seat for e in dealt} == set(range(players))
        assert all(e.data.get("hidden") for e in dealt)
        assert events[-1].kind == "turn" and events[-1].seat == rules.current_player(state)
        opening = getattr(rules, "new_game_with_events", None)
        if opening is not None:   # the engine's own record of the deal agrees
            assert [e.to_json() for e in opening(config, 21)[1]] == [e.to_json() for e in events]


KINDS_OF = {"five_three_five": "game.games.five_three_five.rules", "final_touch": "game.games.final_touch.rules",
            "final_nine": "game.games.final_nine.engine"}


@pytest.mark.parametrize("game_id", sorted(KINDS_OF))
def test_every_event_kind_emitted_in_seeded_games_is_documented(game_id):
    import importlib
    import random as stdlib_random

    from game.games.registry import spec_for
    documented = importlib.import_module(KINDS_OF[game_id]).EVENT_KINDS
    spec = spec_for(game_id)
    rules = spec.make_rules(spec.load_content(CONTENT_DIR, Problems()))
    kinds: set[str] = set()
    options = [{"holes": 9}, {"level": "pro", "battle": True, "holes": 9}] if game_id == "final_nine" else [{}]
    for players in range(max(2, spec.min_players), spec.max_players + 1):
        for seed, extra in enumerate(options):
            state = rules.new_game(spec.config(players, extra), seed)
            kinds |= {event.kind for event in rules.opening_events(state)}
            rng = stdlib_random.Random(seed)
            bots = [spec.bots["normal" if seat % 2 == 0 else "random"](rules) for seat in range(players)]
            while not rules.is_over(state):
                seat = rules.current_player(state)
                action = bots[seat].choose(rules.view(state, seat), rules.legal_actions(state), rng)
                state, events = rules.apply(state, action)
                kinds |= {event.kind for event in events}
    assert kinds <= documented, f"undocumented: {sorted(kinds - documented)}"
    assert "game_end" in kinds and len(kinds) >= len(documented) - 3     # whole games, most kinds seen
