"""Finale solo lab: how many turns a bot's discards take to make each Level, alone at the table.

Usage (from the repository root; niced, the machine is shared):

    nice -n 10 python tools/solo_lab.py game.games.finale.bots:OutsBot --trials 300

A match against Normal bots (``tools/policy_match.py``) measures a first choice as it will
play, but a 4-player share over 800 games still has a standard error of about 1.7 points.
This lab isolates the discard, the choice the hard seat's first choice changes: for every
Challenge and Level, ``--trials`` decks are shuffled (deck ``i`` of a Level is the same for
every bot), ten cards are dealt, and each turn the bot draws the top card of the pile; the
turn its hand makes the Level (the solver finds a lay-down) is counted, else the bot is asked
for its move with only discards legal (a Skip names the empty seat) and that card goes to a
discard pile nobody draws from. No rivals, no Exchange, no taking the discard: a bot that
needs fewer turns here makes its Level sooner at a real table, other things equal. Turns are
capped at ``CAP`` (a hand still short then counts ``CAP + 1``).

Prints, per Level, the mean turns and the share made within 6 and within 10 turns, then the
same averaged over every Level. docs/ai.md gives what was measured with it.
"""

from __future__ import annotations

import argparse
import importlib
import random
import statistics
import sys
import time
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.core.rummy.meld_solver import solve
from game.games.finale.actions import Discard
from game.games.finale.state import FinaleView
from tools.policy_match import shipped_rules

CAP = 30


@dataclass(frozen=True)
class LevelResult:
    challenge: str
    level: int
    turns: tuple[int, ...]     # per deck: the turn the Level was made, CAP + 1 if never

    @property
    def mean(self) -> float:
        return statistics.mean(self.turns)

    def within(self, turns: int) -> float:
        return sum(t <= turns for t in self.turns) / len(self.turns)


def load_class(path: str) -> type:
    module, _, name = path.partition(":")
    if not name:
        raise SystemExit(f"solo_lab: name the bot as module:Class, not {path!r}")
    return getattr(importlib.import_module(module), name)


def _view(challenge: str, level: int, hand: list[str], pile: list[str], discards: list[str]) -> FinaleView:
    """Seat 0 of a two-seat table at the play stage; the other seat holds ten cards, never moves."""
    return FinaleView(
        seat=0, players=2, stage="play", turn=0, dealer=1, grand=False, challenge=challenge,
        challenge_index=0, challenges=(challenge,), round_number=1, hand=tuple(hand),
        hand_counts=(len(hand), 10), draw_count=len(pile),
        discard_top=discards[-1] if discards else None, discard_count=len(discards), exchange=None,
        exchange_draws=0, fresh_skips=(), opening_exchange=False, level=(level, 1),
        laid=(False, False), table=((), ()), skips_pending=(0, 0), in_play=(0, 1), scores=(0, 0),
        sheet=(), tiebreak=None, winners=())


def deck_seed(challenge: str, level: int, trial: int) -> int:
    return trial * 7919 + level * 101 + sum(map(ord, challenge))


def play_level(bot, rules, challenge: str, level: int, trial: int) -> int:
    """The turn deck ``trial`` makes ``level`` with ``bot``'s discards (``CAP + 1``: never)."""
    content = rules.content
    ctx = content.ctx
    req = content.challenges[challenge].requirement(level)
    deck = list(content.deck)
    random.Random(deck_seed(challenge, level, trial)).shuffle(deck)
    hand, pile, discards = deck[:10], deck[10:], []
    bot_rng = random.Random(trial)
    for turn in range(1, CAP + 1):
        hand.append(pile.pop())
        if solve(hand, req, ctx) is not None:
            return turn
        legal = [Discard(card, 1 if ctx.faces[card].identity == "skip" else None)
                 for card in dict.fromkeys(hand)]
        action = bot.choose(_view(challenge, level, hand, pile, discards), legal, bot_rng)
        if not isinstance(action, Discard) or action not in legal:
            raise AssertionError(f"solo_lab: {type(bot).__name__} chose {action!r}, not a discard")
        hand.remove(action.card)
        discards.append(action.card)
    return CAP + 1


def run(bot_path: str, trials: int, challenges: list[str] | None = None,
        levels: list[int] | None = None, each=None) -> list[LevelResult]:
    """Every Level asked for, in order; ``each(result)`` is called as each one is done."""
    _spec, rules = shipped_rules("finale")
    content = rules.content
    bot = load_class(bot_path)(rules)
    results = []
    for challenge in challenges or sorted(content.challenges):
        for level in levels or range(1, len(content.challenges[challenge].levels) + 1):
            turns = tuple(play_level(bot, rules, challenge, level, trial) for trial in range(trials))
            results.append(LevelResult(challenge, level, turns))
            if each is not None:
                each(results[-1])
    return results


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("bot", help="module:Class, e.g. game.games.finale.bots:OutsBot")
    parser.add_argument("--trials", type=int, default=300)
    parser.add_argument("--challenge", action="append", help="one Challenge id (repeatable); default all")
    parser.add_argument("--levels", help="e.g. 3,4 (5 is the Finale); default all")
    args = parser.parse_args(argv)
    levels = [int(x) for x in args.levels.split(",")] if args.levels else None
    started = time.process_time()

    def show(r: LevelResult) -> None:
        print(f"{r.challenge:15s} L{r.level}  mean {r.mean:5.2f}  within 6 {100 * r.within(6):5.1f}%"
              f"  within 10 {100 * r.within(10):5.1f}%", flush=True)

    results = run(args.bot, args.trials, args.challenge, levels, each=show)
    print(f"every Level: mean {statistics.mean(r.mean for r in results):.2f}  within 6 "
          f"{100 * statistics.mean(r.within(6) for r in results):.1f}%  within 10 "
          f"{100 * statistics.mean(r.within(10) for r in results):.1f}%  "
          f"({args.trials} decks a Level, {time.process_time() - started:.0f} s CPU)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
