"""The Normal bots' remembered "cards short" (game/core/meld_memo.py) gives the solver's own answer
for every shipped Phase and Level, also when a hand of the same faces but other copies was asked
first, and also after it has filled up and started afresh."""

from __future__ import annotations

import random

import pytest

from game.core.content import Problems
from game.core.meld_memo import ShortfallMemo, discard_kinds
from game.core.meld_solver import shortfall
from game.games.registry import spec_for
from game.paths import CONTENT_DIR


def _content(game: str):
    content = spec_for(game).load_content(CONTENT_DIR, Problems())
    assert content is not None
    return content


def _requirements(game: str, content) -> list:
    if game == "phase10":
        return list(content.phases.values())
    return [level for challenge in content.challenges.values() for level in challenge.levels] \
        + [content.tiebreak]


def _twin(hand: list, deck: tuple, ctx) -> list:
    """The same faces, each taken from another copy where the deck has one."""
    copies: dict = {}
    for card in deck:
        copies.setdefault(ctx.faces[card], []).append(card)
    twin = []
    for card in hand:
        others = [c for c in copies[ctx.faces[card]] if c != card and c not in twin and c not in hand]
        twin.append(others[0] if others else card)
    return twin


@pytest.mark.parametrize("game", ["phase10", "finale"])
def test_remembered_answers_are_the_solvers(game):
    content = _content(game)
    ctx, deck = content.ctx, tuple(content.deck)
    memo = ShortfallMemo(ctx)
    rng = random.Random(5)
    requirements = _requirements(game, content)
    changed_copies = 0
    for _ in range(300):
        req = rng.choice(requirements)
        hand = rng.sample(deck, rng.randint(3, 11))
        twin = _twin(hand, deck, ctx)
        changed_copies += twin != hand
        expected = shortfall(hand, req, ctx)
        assert memo(twin, req) == expected        # asked first with other copies of the same faces
        assert memo(hand, req) == expected        # then answered from memory
        assert memo(list(reversed(hand)), req) == expected
    assert changed_copies > 200                   # the twins really were other cards


def test_a_full_memo_starts_afresh_and_stays_right():
    content = _content("phase10")
    ctx, deck = content.ctx, tuple(content.deck)
    memo = ShortfallMemo(ctx, limit=5)
    rng = random.Random(9)
    req = content.phases[4]
    for _ in range(60):
        hand = rng.sample(deck, 8)
        assert memo(hand, req) == shortfall(hand, req, ctx)
        assert len(memo._known) <= 5


def test_the_same_hand_for_another_requirement_is_asked_again():
    content = _content("phase10")
    ctx = content.ctx
    memo = ShortfallMemo(ctx)
    hand = [c for c in content.deck if ctx.faces[c].number in (3, 4, 5, 6) and not ctx.faces[c].wild][:8]
    answers = {n: memo(hand, req) for n, req in content.phases.items()}
    assert answers == {n: shortfall(hand, req, ctx) for n, req in content.phases.items()}
    assert len(set(answers.values())) > 1         # the phases really do differ for this hand


def _by_definition(later, short, floor):
    """Every kind asked: the kinds with the least (short, later)."""
    best = min((short[k],) + later[k] for k in later)
    return sorted(k for k in later if (short[k],) + later[k] == best)


def test_the_discard_kinds_are_those_with_the_least_keys_and_few_are_asked():
    rng = random.Random(3)
    saved = 0
    for _ in range(500):
        kinds = list(range(rng.randint(1, 9)))
        floor = rng.randint(0, 3)
        short = {k: floor + rng.choice((0, 1, 1)) for k in kinds}      # never below the floor
        later = {k: (rng.random() < 0.1, rng.randint(0, 3), -rng.randint(1, 3)) for k in kinds}
        asked = []

        def missing(kind, asked=asked, short=short):
            asked.append(kind)
            return short[kind]

        answers, chosen = discard_kinds(later, floor, missing)
        assert len(asked) == len(set(asked))                            # nobody asked twice
        assert all(answers[k] == short[k] for k in asked)
        expected = _by_definition(later, short, floor)
        if chosen is None:
            assert all(short[k] > floor for k in kinds) and sorted(asked) == kinds
            assert min(kinds, key=lambda k: (answers[k],) + later[k]) in expected
        else:
            assert sorted(chosen) == expected
        saved += len(kinds) - len(asked)
    assert saved > 500                                                  # it really asks fewer


def test_a_kind_that_keeps_the_floor_wins_over_a_better_placed_one_that_does_not():
    later = {"junk": (False, 0, -5), "pair": (False, 2, -5), "wild": (True, 99, -25)}
    short = {"junk": 3, "pair": 2, "wild": 3}
    answers, chosen = discard_kinds(later, 2, short.__getitem__)
    assert chosen == ["pair"] and answers == {"junk": 3, "pair": 2}
    # two kinds alike in every later key that both keep the floor: both can hold the discard
    later["twin"] = (False, 2, -5)
    short["twin"] = 2
    assert sorted(discard_kinds(later, 2, short.__getitem__)[1]) == ["pair", "twin"]
    short["twin"] = 3
    assert discard_kinds(later, 2, short.__getitem__)[1] == ["pair"]
