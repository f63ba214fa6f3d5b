"""Reusable checks of a game's ``determinize``/``clone`` and of the hard bot's honesty.

Each game's ``tests/<game>/test_determinize.py`` supplies three small functions over its own
state: ``hidden(state, seat)`` (a Counter of the cards ``seat`` cannot see: other hands plus
face-down piles), ``opponents(state, seat)`` (a Counter of the cards in the other hands) and
``reshuffle(state, seat, rng)`` (a copy of a real state with the hidden cards dealt anew,
hand sizes kept: a different real game that looks the same to ``seat``).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Iterator
from typing import Any

from game.core.ai.search import SearchBot
from game.core.engine import GameConfig

Counts = Callable[[Any, int], Counter]


def midgame_states(rules: Any, spec: Any, players: int, seeds: range,
                   steps: tuple[int, ...] = (0, 7, 19, 41)) -> Iterator[Any]:
    """States met while normal bots play: after 0, 7, 19 and 41 actions of each seeded game."""
    config: GameConfig = spec.config(players)
    bot = spec.bots["normal"](rules)
    for seed in seeds:
        state = rules.new_game(config, seed)
        rng = random.Random(seed)
        for step in range(max(steps) + 1):
            if rules.is_over(state):
                break
            if step in steps:
                yield state
            seat = rules.current_player(state)
            legal = rules.legal_actions(state)
            state, _ = rules.apply(state, bot.choose(rules.view(state, seat), legal, rng))


def check_worlds(rules: Any, spec: Any, state: Any, hidden: Counts, opponents: Counts,
                 samples: int = 30, seed: int = 0) -> None:
    """For every seat: each world shows that seat its real view, keeps every card (the game's
    invariants hold) and only ever puts cards the seat cannot see into other hands."""
    rng = random.Random(seed)
    for seat in range(len(rules.results(state)) if rules.is_over(state) else players_of(state)):
        view = rules.view(state, seat)
        pool = hidden(state, seat)
        for _ in range(samples):
            world = rules.determinize(view, rng)
            assert rules.view(world, seat) == view
            if spec.check_invariants is not None:
                spec.check_invariants(rules, world)
            dealt = opponents(world, seat)
            assert not dealt - pool, f"seat {seat}: cards it can place elsewhere {dealt - pool}"
            assert hidden(world, seat) == pool, "the unseen cards differ from the real ones"


def check_clone(rules: Any, state: Any) -> None:
    """A clone is equal, then independent: playing on it leaves the original untouched."""
    before = rules.state_to_json(state)
    copy = rules.clone(state)
    assert rules.state_to_json(copy) == before
    if not rules.is_over(copy):
        copy, _ = rules.apply(copy, rules.legal_actions(copy)[-1])
        assert rules.state_to_json(state) == before


def check_no_cheating(rules: Any, spec: Any, state: Any, reshuffle: Callable[[Any, int, random.Random], Any],
                      worlds: int = 6, seed: int = 5) -> bool:
    """Two real states that differ only in cards hidden from the mover give the same move
    for the same generator. Returns whether the hidden cards really differed."""
    seat = rules.current_player(state)
    other = reshuffle(state, seat, random.Random(seed))
    assert rules.view(other, seat) == rules.view(state, seat)
    assert rules.legal_actions(other) == rules.legal_actions(state)
    bot = SearchBot(rules, spec.bots["normal"], think=None, max_worlds=worlds)
    legal = rules.legal_actions(state)
    first = bot.choose(rules.view(state, seat), legal, random.Random(seed))
    second = bot.choose(rules.view(other, seat), legal, random.Random(seed))
    assert first == second
    return rules.state_to_json(other) != rules.state_to_json(state)


def players_of(state: Any) -> int:
    return int(state.players)


def evidence_turns(rules: Any, spec: Any, evidence_factory: Callable[[Any, Any], Any], seed: int,
                   players: int, limit: int) -> Iterator[tuple[Any, Any, Any]]:
    """(state, clue, evidence) at each of seat 0's decisions of a game of Normal bots, the
    evidence fed seat 0's views and moves as a hard seat would feed it."""
    normal = spec.bots["normal"](rules)
    evidence = evidence_factory(rules, spec.bots["normal"](rules))
    state = rules.new_game(spec.config(players), seed)
    rng = random.Random(seed)
    for _step in range(limit):
        if rules.is_over(state):
            return
        seat = rules.current_player(state)
        view = rules.view(state, seat)
        action = normal.choose(view, rules.legal_actions(state), rng)
        if seat == 0:
            yield state, evidence.observe(view), evidence
            evidence.remember(view, action)
        state, _events = rules.apply(state, action)


def check_no_cheating_with_evidence(rules: Any, spec: Any, evidence_factory: Callable[[Any, Any], Any],
                                    reshuffle: Callable[[Any, int, random.Random], Any], seeds: range,
                                    players: int, limit: int, every: int = 1,
                                    policy: Callable[[Any], Any] | None = None,
                                    prior: Callable[[Any], Any] | None = None) -> int:
    """Two hard bots with the game's evidence (and ``policy``, default the Normal bot, and
    ``prior``, default the policy), one fed
    the real games and one the same games with seat 0's hidden cards reshuffled at each
    decision, choose the same moves for the same generators. Returns how many decisions were
    compared."""
    compared = 0
    for seed in seeds:
        first, second = (SearchBot(rules, policy or spec.bots["normal"], think=None, max_worlds=4,
                                   evidence=evidence_factory, prior=prior) for _ in range(2))
        for step, (state, _clue, _evidence) in enumerate(
                evidence_turns(rules, spec, evidence_factory, seed, players, limit)):
            legal = rules.legal_actions(state)
            if step % every or len(legal) < 2:
                continue
            other = reshuffle(state, 0, random.Random(seed))
            assert rules.view(other, 0) == rules.view(state, 0)
            a = first.decide(rules.view(state, 0), legal, random.Random(step))
            b = second.decide(rules.view(other, 0), rules.legal_actions(other), random.Random(step))
            assert a.action == b.action
            compared += 1
    return compared


def check_known_cards(rules: Any, spec: Any, evidence_factory: Callable[[Any, Any], Any],
                      seeds: range, players: int, limit: int,
                      holds: Callable[[Any, int], Counter],
                      conserved: Callable[[Any, Any], None], samples: int = 3) -> int:
    """At each of seat 0's decisions of Normal-bot games, every card the evidence says a seat
    holds is really in ``holds(state, seat)``, and every world dealt from it shows seat 0 its
    view, keeps ``conserved(real, world)`` and puts the card there. Returns the cards told."""
    told = 0
    for seed in seeds:
        for state, known, evidence in evidence_turns(rules, spec, evidence_factory, seed, players,
                                                     limit):
            if not known:
                continue
            view = rules.view(state, 0)
            for seat, cards in known.items():
                assert seat != 0
                assert all(holds(state, seat)[card] for card in cards)
                told += len(cards)
            for sample in range(samples):
                world = evidence.world(known, view, random.Random(sample))
                assert rules.view(world, 0) == view
                conserved(state, world)
                for seat, cards in known.items():
                    assert all(holds(world, seat)[card] for card in cards)
    return told
