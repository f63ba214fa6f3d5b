"""The Normal bots' remembered "cards short" (game/core/rummy/meld_memo.py) gives the solver's own answer
for every shipped Phase and Level, also when a hand of the same faces but other copies was asked
first, and also after it has filled up and started afresh."""

from __future__ import annotations

import random

import pytest

from game.core.loading.content import Problems
from game.core.rummy.meld_memo import ShortfallMemo, discard_kinds, solver_key
from game.core.rummy.meld_solver import shortfall, solve
from game.core.rummy.melds import GroupSpec, Requirement
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


@pytest.mark.parametrize("game", ["phase10", "finale"])
def test_cards_of_one_solver_key_leave_any_hand_as_far_and_as_able_to_lay_down(game):
    """Finale's hard seat counts the unseen cards that would help once per key: every shipped
    requirement, random hands, and every pair of cards of one key it could draw."""
    content = _content(game)
    ctx, deck = content.ctx, list(content.deck)
    rng = random.Random(11)
    compared = 0
    for req in _requirements(game, content):
        key = solver_key(req)
        for _ in range(6):
            hand = rng.sample(deck, rng.randint(6, 10))
            alike: dict = {}
            for card in deck:
                if card not in hand:
                    alike.setdefault(key(ctx.faces[card]), {}).setdefault(ctx.faces[card], card)
            for faces in alike.values():
                cards = list(faces.values())[:3]
                answers = {(shortfall(hand + [c], req, ctx), solve(hand + [c], req, ctx) is None)
                           for c in cards}
                assert len(answers) == 1, (req.name, hand, cards)
                compared += len(cards) > 1
    assert compared > 300


def test_the_solver_key_merges_what_a_level_ignores_and_nothing_it_reads():
    content = _content("finale")
    ctx, faces = content.ctx, content.ctx.faces

    def card(number, colour):
        return next(c for c in content.deck if not faces[c].special and not faces[c].wild
                    and (faces[c].number, ctx.colours[faces[c].colour]) == (number, colour))

    def wild(dog):
        return next(c for c in content.deck if faces[c].wild and faces[c].dog == dog)

    mellow, red = content.challenges["mellow_yellow"].levels, content.challenges["rigorous_red"].levels
    sets_and_run, one_colour, scout = solver_key(mellow[0]), solver_key(mellow[3]), solver_key(red[3])
    assert sets_and_run(faces[card(7, "yellow")]) == sets_and_run(faces[card(7, "blue")])   # colour unread
    assert sets_and_run(faces[card(7, "yellow")]) != sets_and_run(faces[card(8, "yellow")])
    assert sets_and_run(faces[wild("Scout")]) == sets_and_run(faces[wild("Violet")])        # no dog asked
    assert one_colour(faces[card(7, "yellow")]) == one_colour(faces[card(8, "yellow")])     # numbers unread
    assert one_colour(faces[card(7, "yellow")]) != one_colour(faces[card(7, "blue")])
    assert len({sets_and_run(faces[c]) for c in content.deck}) < len(set(faces.values())) / 3
    # eight of one colour that must show Scout (the 7s): the 7 and its wild are told apart
    hand = [card(n, "yellow") for n in (1, 2, 3, 4, 5, 6, 8)]
    assert solve(hand + [card(7, "yellow")], red[3], ctx) is not None
    assert solve(hand + [card(9, "yellow")], red[3], ctx) is None
    assert scout(faces[card(7, "yellow")]) != scout(faces[card(9, "yellow")])
    assert solve(hand + [wild("Scout")], red[3], ctx) is not None
    assert solve(hand + [wild("Violet")], red[3], ctx) is None
    assert scout(faces[wild("Scout")]) != scout(faces[wild("Violet")])
    # a Level that must include a number reads numbers even where its groups do not
    seven = Requirement((GroupSpec("colour", 3),), must_include=(7,))
    pair = [card(1, "yellow"), card(2, "yellow")]
    assert solve(pair + [card(7, "yellow")], seven, ctx) is not None
    assert solve(pair + [card(8, "yellow")], seven, ctx) is None
    assert solver_key(seven)(faces[card(7, "yellow")]) != solver_key(seven)(faces[card(8, "yellow")])


def test_settled_a_hand_the_count_calls_complete_but_cannot_be_laid_is_one_short():
    """Eight yellow cards, none the 7 Scout's Colorush asks for: the count says 0 short, and
    settled (the hard seat's first choice) it is 1 short; with the 7 in it, 0 either way."""
    content = _content("finale")
    ctx, faces = content.ctx, content.ctx.faces
    level = content.challenges["rigorous_red"].levels[3]
    yellow = {faces[c].number: c for c in content.deck
              if not faces[c].special and not faces[c].wild and ctx.colours[faces[c].colour] == "yellow"}
    no_scout = [yellow[n] for n in (1, 2, 3, 4, 5, 6, 8, 9)]
    scout = no_scout[:-1] + [yellow[7]]
    plain, settled = ShortfallMemo(ctx), ShortfallMemo(ctx, settle=True)
    assert shortfall(no_scout, level, ctx) == 0 and solve(no_scout, level, ctx) is None
    assert (plain(no_scout, level), settled(no_scout, level)) == (0, 1)
    assert (plain(scout, level), settled(scout, level)) == (0, 0)
    short = no_scout[:6]
    assert settled(short, level) == plain(short, level) == shortfall(short, level, ctx) == 2


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
