"""Final Touch hard bot's evidence: the rival's move between two of its turns is recovered from
its own views alone, worlds follow what that move revealed, and the bot still cannot tell
apart two games that look alike to it."""

from __future__ import annotations

import random

from game.core.ai.search import SearchBot
from game.games.final_touch.actions import Improve, Smear
from game.games.final_touch.belief import FinalTouchBelief
from game.games.final_touch.bots import NormalBot
from game.games.final_touch.evidence import FinalTouchEvidence, search_done, search_value
from game.games.final_touch.spec import SPEC
from tests.final_touch.support import make_rules
from tests.final_touch.test_determinize import reshuffle

RULES = make_rules()


def games(seeds: range, hard_seat: int = 0):
    """(state, clue, rival's real last move, evidence) at each of ``hard_seat``'s turns."""
    normal = NormalBot(RULES)
    for seed in seeds:
        evidence = FinalTouchEvidence(RULES, NormalBot(RULES))
        state = RULES.new_game(SPEC.config(2), seed)
        rng = random.Random(seed)
        last = None
        while not RULES.is_over(state):
            seat = RULES.current_player(state)
            view = RULES.view(state, seat)
            if seat == hard_seat:
                clue = evidence.observe(view)
                yield state, clue, last, evidence
            action = normal.choose(view, RULES.legal_actions(state), rng)
            if seat == hard_seat:
                evidence.remember(view, action)
            else:
                last = action
            state, _events = RULES.apply(state, action)


def test_the_rivals_move_is_read_from_the_views():
    clues = smears = 0
    for state, clue, last, _evidence in games(range(6)):
        if clue is None:
            continue
        clues += 1
        smears += isinstance(clue.action, Smear)
        assert clue.seat == 1 and clue.action == last
        assert isinstance(clue.action, (Improve, Smear))
    assert clues >= 25 and smears >= 3


def test_no_clue_across_a_new_game_or_from_a_stale_view():
    evidence = FinalTouchEvidence(RULES, NormalBot(RULES))
    state = RULES.new_game(SPEC.config(2), 3)
    view = RULES.view(state, state.turn)
    evidence.remember(view, NormalBot(RULES).choose(view, RULES.legal_actions(state), random.Random(1)))
    assert evidence.observe(view) is None                  # the same view again: nothing moved
    fresh = RULES.new_game(SPEC.config(2), 4)
    assert evidence.observe(RULES.view(fresh, fresh.turn)) is None


def test_worlds_that_follow_the_clue_hold_the_rivals_real_hand_more_closely():
    uniform = weighted = 0.0
    for index, (state, clue, _last, evidence) in enumerate(games(range(8))):
        if clue is None:
            continue
        view = RULES.view(state, 0)
        real = state.hands[1]
        rng = random.Random(index)
        for use in (False, True):
            distance = kept = refused = 0
            while kept < 30:
                world = RULES.determinize(view, rng)
                if use and refused < 300 and rng.random() >= evidence.likely(world, clue, rng):
                    refused += 1
                    continue
                distance += sum(abs(a - b) for a, b in zip(world.hands[1], real))
                kept += 1
            if use:
                weighted += distance / kept
            else:
                uniform += distance / kept
    assert weighted < uniform


def test_the_belief_puts_more_weight_on_the_rivals_real_hand_than_a_fresh_guess():
    filtered = fresh = 0.0
    normal = NormalBot(RULES)
    for seed in range(6):
        belief, guess = FinalTouchBelief(RULES, NormalBot(RULES)), FinalTouchBelief(RULES, NormalBot(RULES))
        state = RULES.new_game(SPEC.config(2), seed)
        rng = random.Random(seed)
        while not RULES.is_over(state):
            seat = RULES.current_player(state)
            view = RULES.view(state, seat)
            action = normal.choose(view, RULES.legal_actions(state), rng)
            if seat == 0:
                real = tuple(state.hands[1])
                hands = belief.observe(view)
                assert all(sum(hand) == view.hand_sizes[1] for hand in hands)
                filtered += hands.count(real) / len(hands)
                fresh += guess.observe(view).count(real) / len(hands)    # never told a move
                belief.remember(view, action)
                world = belief.world(hands, view, random.Random(seed))
                assert world is None or RULES.view(world, 0) == view
            state, _events = RULES.apply(state, action)
    assert filtered > 1.3 * fresh


def test_hard_bot_with_evidence_cannot_see_hidden_strokes():
    check_history_blind(FinalTouchEvidence)


def test_hard_bot_with_a_belief_cannot_see_hidden_strokes():
    check_history_blind(FinalTouchBelief)


def check_history_blind(evidence):
    """Two bots that saw the same views are handed real states whose hidden strokes differ:
    same move, same reasons."""
    def bot():
        return SearchBot(RULES, NormalBot, think=None, max_worlds=6, evidence=evidence,
                         done=search_done(RULES), value=search_value(RULES))

    compared = differed = 0
    for seed in range(4):
        first, second = bot(), bot()
        state = RULES.new_game(SPEC.config(2), seed)
        normal = NormalBot(RULES)
        rng = random.Random(seed)
        for _step in range(30):
            if RULES.is_over(state):
                break
            seat = RULES.current_player(state)
            legal = RULES.legal_actions(state)
            view = RULES.view(state, seat)
            if seat == 0:
                other = reshuffle(state, 0, random.Random(seed))
                assert RULES.view(other, 0) == view
                a = first.decide(view, legal, random.Random(seed))
                b = second.decide(RULES.view(other, 0), RULES.legal_actions(other), random.Random(seed))
                assert a.action == b.action and a.reason == b.reason | {"seconds": a.reason.get("seconds")}
                compared += len(legal) > 1
                differed += a.reason.get("clue", False) and other.hands != state.hands
                action = a.action
            else:
                action = normal.choose(view, legal, rng)
            state, _events = RULES.apply(state, action)
    assert compared >= 20 and differed >= 10


def test_four_player_win_is_worth_the_whole_team_more_than_any_lead():
    """At four players partners share one purse: the search must rate its team's victory
    (1.0) above every unfinished lead, and the losing team at 0."""
    value = search_value(RULES)
    normal = NormalBot(RULES)
    for seed in range(3):
        state = RULES.new_game(SPEC.config(4), seed)
        rng = random.Random(seed)
        leads = []
        while not RULES.is_over(state):
            leads.append([value(state, seat) for seat in range(4)])
            seat = RULES.current_player(state)
            action = normal.choose(RULES.view(state, seat), RULES.legal_actions(state), rng)
            state, _events = RULES.apply(state, action)
        winners = set(state.winners)
        assert len(winners) == 2 and winners in ({0, 2}, {1, 3})
        for seat in range(4):
            won = seat in winners
            assert value(state, seat) == (1.0 if won else 0.0)
            assert all(value(state, seat) > lead[seat] for lead in leads) if won else True
