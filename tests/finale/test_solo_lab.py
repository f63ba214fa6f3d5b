"""tools/solo_lab.py: turns a Finale bot's discards take to make a Level, alone at the table."""

from __future__ import annotations

import importlib.util
import random
import sys
from pathlib import Path

import pytest

from game.core.rummy.meld_solver import solve
from game.games.finale.actions import Discard, Draw

TOOL = Path(__file__).resolve().parents[2] / "tools" / "solo_lab.py"


class RandomDiscards:
    """Any discard at all: what a policy that does not look at its Level achieves."""

    def __init__(self, rules):
        pass

    def choose(self, view, legal, rng):
        return rng.choice(list(legal))


class DrawsInstead:
    def __init__(self, rules):
        pass

    def choose(self, view, legal, rng):
        return Draw("draw")


@pytest.fixture(scope="module")
def tool():
    spec = importlib.util.spec_from_file_location("solo_lab", TOOL)
    module = importlib.util.module_from_spec(spec)
    sys.modules["solo_lab"] = module        # its dataclass looks its module up
    spec.loader.exec_module(module)
    return module


def test_the_turn_counted_is_the_first_turn_the_hand_makes_the_level(tool):
    """Replayed by hand: the Normal bot's hand makes Mellow Yellow's Level 3 (two sets) at
    the turn the lab reports and at no turn before."""
    [result] = tool.run("game.games.finale.bots:NormalBot", 6, ["mellow_yellow"], [3])
    rules = _rules()
    from game.games.finale.bots import NormalBot
    req = rules.content.challenges["mellow_yellow"].requirement(3)
    for trial, counted in enumerate(result.turns):
        deck = list(rules.content.deck)
        random.Random(tool.deck_seed("mellow_yellow", 3, trial)).shuffle(deck)
        hand, pile = deck[:10], deck[10:]
        bot, rng = NormalBot(rules), random.Random(trial)
        made = None
        for turn in range(1, tool.CAP + 1):
            hand.append(pile.pop())
            if solve(hand, req, rules.content.ctx) is not None:
                made = turn
                break
            legal = [Discard(card, 1 if rules.content.ctx.faces[card].identity == "skip" else None)
                     for card in dict.fromkeys(hand)]
            hand.remove(bot.choose(tool._view("mellow_yellow", 3, hand, pile, []), legal, rng).card)
        assert counted == (made if made is not None else tool.CAP + 1)


def test_the_same_bot_meets_the_same_decks(tool):
    first = tool.run("game.games.finale.bots:OutsBot", 3, ["mellow_yellow"], [1, 3])
    second = tool.run("game.games.finale.bots:OutsBot", 3, ["mellow_yellow"], [1, 3])
    assert [r.turns for r in first] == [r.turns for r in second]
    assert [r.level for r in first] == [1, 3]


def test_discards_that_ignore_the_level_take_longer_than_normals(tool):
    """Two sets, seven of one colour: a random discard needs more than twice the turns."""
    normal = tool.run("game.games.finale.bots:NormalBot", 30, ["mellow_yellow"], [3, 4])
    careless = tool.run(f"{__name__}:RandomDiscards", 30, ["mellow_yellow"], [3, 4])
    for mine, theirs in zip(normal, careless):
        assert 2 * mine.mean < theirs.mean
        assert mine.within(10) > theirs.within(10) + 0.25


def test_a_bot_that_does_not_discard_is_refused(tool):
    with pytest.raises(AssertionError, match="not a discard"):
        tool.run(f"{__name__}:DrawsInstead", 1, ["mellow_yellow"], [4])


def test_a_bot_is_named_as_module_and_class(tool):
    with pytest.raises(SystemExit, match="module:Class"):
        tool.load_class("game.games.finale.bots.OutsBot")


def _rules():
    from game.core.loading.content import Problems
    from game.games.registry import spec_for
    from game.paths import CONTENT_DIR
    spec = spec_for("finale")
    return spec.make_rules(spec.load_content(CONTENT_DIR, Problems()))
