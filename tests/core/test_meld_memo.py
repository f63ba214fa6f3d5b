"""The Normal bots' remembered "cards short" (game/core/meld_memo.py) gives the solver's own answer
for every shipped Phase and Level, also when a hand of the same faces but other copies was asked
first, and also after it has filled up and started afresh."""

from __future__ import annotations

import random

import pytest

from game.core.content import Problems
from game.core.meld_memo import ShortfallMemo
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
