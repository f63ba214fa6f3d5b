"""Property tests over many seeded games: conservation of the 60 strokes and 25
Masterpieces, team and three-way money accounting, no leaks through ``view``,
determinism, JSON round trips, untouched state after illegal moves, termination."""

from __future__ import annotations

import dataclasses
import json
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from game.games.final_touch.actions import Improve, Pass, Smear
from game.games.final_touch.bots import NormalBot
from game.games.final_touch.state import COMPLETED
from tests.contract import check_determinism, check_round_trip_and_illegal

from .support import check, config, make_rules

RULES = make_rules()


def _play(players: int, seed: int, step_check=None):
    """A game between a random seat and normal seats; calls ``step_check`` after each move."""
    state = RULES.new_game(config(players), seed)
    rng = random.Random(seed)
    normal = NormalBot(RULES)
    moves = 0
    while not RULES.is_over(state):
        seat = RULES.current_player(state)
        legal = RULES.legal_actions(state)
        if (seat + seed) % 2:
            action = normal.choose(RULES.view(state, seat), legal, rng)
        else:
            action = legal[rng.randrange(len(legal))]
        state, events = RULES.apply(state, action)
        moves += 1
        if step_check is not None:
            step_check(state, action, events)
    return state, moves


@settings(max_examples=40, deadline=None)
@given(players=st.sampled_from([2, 3, 4]), seed=st.integers(0, 2**31))
def test_strokes_and_masterpieces_are_conserved_after_every_move(players, seed):
    def step(state, action, events):
        check(RULES, state)
        assert sum(len(h) for h in [state.draw]) + sum(state.discard) + sum(state.improved) \
            + len(state.smears) + sum(map(sum, state.hands)) == 60
        played = next(e for e in events if e.kind in ("improve", "smear", "pass"))
        if not isinstance(action, Pass):
            expected = action.cards if isinstance(action, Improve) else (action.colour,)
            assert tuple(sorted(played.cards)) == tuple(sorted(expected))

    state, _ = _play(players, seed, step)
    assert len(state.pile) + len(state.scored) + (state.current is not None) == 25


@settings(max_examples=40, deadline=None)
@given(players=st.sampled_from([2, 3, 4]), seed=st.integers(0, 2**31))
def test_money_goes_to_the_completer_team_or_the_opponents(players, seed):
    state, _ = _play(players, seed)
    pieces = RULES.content.masterpieces
    money = [0] * players
    for number, scored in enumerate(state.scored):
        by = scored.by_seat
        in_contest = state.contest is not None and number == len(state.scored) - 1
        if scored.kind == COMPLETED:
            assert scored.value == pieces[scored.masterpiece].value
            team = (by, (by + 2) % 4) if players == 4 else (by,)
            assert set(scored.recipients) == set(team)
        else:
            assert scored.value == pieces[scored.masterpiece].ruined
            if in_contest:
                assert scored.recipients == tuple(s for s in state.contest if s != by)
            elif players == 4:
                assert set(scored.recipients) == {(by + 1) % 4, (by + 3) % 4}
            else:   # two players: the opponent; three players: both opponents, each in full
                assert set(scored.recipients) == set(range(players)) - {by}
        for seat in scored.recipients:
            money[seat] += scored.value
    assert money == state.money
    if players == 4:
        assert state.money[0] == state.money[2] and state.money[1] == state.money[3]
    winners = state.winners
    if state.contest is None and "reaches" in state.end_reason:
        assert all(state.money[w] >= 25 for w in winners)
        assert len(winners) == (2 if players == 4 else 1)


def test_three_player_ruins_pay_each_opponent_so_the_total_counts_them_twice():
    for seed in range(30):
        state, _ = _play(3, seed)
        total = sum(s.value * len(s.recipients) for s in state.scored)
        completed = sum(s.value for s in state.scored if s.kind == COMPLETED)
        ruined = [s for s in state.scored if s.kind != COMPLETED]
        assert sum(state.money) == total
        shared = sum(s.value for s in ruined if len(s.recipients) == 2)
        alone = sum(s.value for s in ruined if len(s.recipients) == 1)   # contest only
        assert sum(state.money) == completed + 2 * shared + alone


def test_replaying_seed_and_moves_gives_the_same_game():
    for players in (2, 3, 4):
        for seed in (1, 2, 3):
            check_determinism(RULES, config(players), seed)


def _every_move_shape(state):
    moves = [Pass()] + [Smear(name) for name in RULES.colours]
    for first in RULES.colours:
        moves.append(Improve((first,)))
        moves.extend(Improve((first, second)) for second in RULES.colours)
    return moves + [Improve(("blue",) * 3), Improve(("purple",)), Smear("purple")]


def test_json_round_trip_and_illegal_moves_leave_the_state_untouched():
    for players in (2, 3, 4):
        check_round_trip_and_illegal(RULES, config(players), 20 + players, _every_move_shape)


def _hidden_twin(state, seat, rng):
    """The same game as ``seat`` sees it, with every hidden card shuffled around."""
    twin = RULES.state_from_json(RULES.state_to_json(state))
    unseen = list(twin.draw)
    for other, hand in enumerate(twin.hands):
        if other != seat:
            unseen.extend(c for c, n in enumerate(hand) for _ in range(n))
    rng.shuffle(unseen)
    for other, hand in enumerate(twin.hands):
        if other != seat:
            size = sum(hand)
            twin.hands[other] = [0] * len(hand)
            for colour in unseen[:size]:
                twin.hands[other][colour] += 1
            unseen = unseen[size:]
    twin.draw = unseen
    if len(twin.pile) > 1:
        beneath = twin.pile[:-1]
        rng.shuffle(beneath)
        twin.pile = beneath + twin.pile[-1:]
    twin.rng = random.Random(rng.random())
    return twin


def test_view_shows_nothing_hidden_other_hands_deck_order_or_pile_beneath_the_top():
    rng = random.Random(9)
    for players in (2, 3, 4):
        state = RULES.new_game(config(players), players)
        for _ in range(40):
            if RULES.is_over(state):
                break
            for seat in range(players):
                assert RULES.view(state, seat) == RULES.view(_hidden_twin(state, seat, rng), seat)
            public = json.dumps(RULES.public_view(state))
            twin = _hidden_twin(state, 0, rng)
            twin.hands[0] = list(reversed(twin.hands[0]))
            assert json.dumps(RULES.public_view(twin)) == public
            legal = RULES.legal_actions(state)
            state, _ = RULES.apply(state, legal[rng.randrange(len(legal))])


def test_view_holds_no_field_for_other_hands_or_the_draw_order():
    state = RULES.new_game(config(3), 5)
    view = RULES.view(state, 1)
    fields = {f.name for f in dataclasses.fields(view)}
    assert "hands" not in fields and "draw" not in fields and "pile" not in fields
    assert view.hand == tuple(state.hands[1]) and view.hand_sizes == (5, 5, 5)


@settings(max_examples=60, deadline=None)
@given(players=st.sampled_from([2, 3, 4]), seed=st.integers(0, 2**31))
def test_every_game_ends_within_the_moves_the_masterpieces_allow(players, seed):
    # A move either adds a stroke to a zone or resolves the picture, so a Masterpiece
    # lasts at most its strokes plus two smears plus the resolving move.
    bound = sum(p.total_strokes + 2 for p in RULES.content.masterpieces)
    state, moves = _play(players, seed)
    assert RULES.is_over(state) and moves <= bound
    assert sum(RULES.results(state)) == 1.0
