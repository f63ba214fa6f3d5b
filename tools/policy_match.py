"""A bot policy against the Normal bot without search: how strong is a first choice?

Usage (from the repository root; niced, the machine is shared):

    nice -n 10 python tools/policy_match.py finale game.games.finale.bots:OutsBot \\
        --players 2 --games 2000 --seed 9001

The bot named (``module:Class``, built as ``Class(rules)``) plays in one seat and the game's
Normal bot in every other. The games are ``sim``'s own (``run_sim`` with the bot as entry 0):
the seat moves round from game to game, game ``g`` is dealt with ``seed + g * 1000003`` and
every seat draws on the sim's generators, so two bots run with the same seeds meet the same
deals: a difference between them is the policy's, not the luck's. Every decision asks the bot,
one legal move or not (a bot with a memory sees every view of its seat, as the hard bot shows
its first choice); one bot plays the whole run, as in ``sim``. Prints the bot's share of the
wins (a shared win counts as a fraction) and the CPU time.

docs/ai.md gives what was measured with it (Finale's ``OutsBot``, Phase 10's ``SavingBot``).
"""

from __future__ import annotations

import argparse
import importlib
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.core.content import Problems
from game.core.sim import run_sim
from game.games.registry import spec_for
from game.paths import CONTENT_DIR

TRIED = "tried"     # the bot under trial's name in the sim's report


def load_class(path: str) -> type:
    module, _, name = path.partition(":")
    if not name:
        raise SystemExit(f"policy_match: name the bot as module:Class, not {path!r}")
    return getattr(importlib.import_module(module), name)


def match(game: str, bot_path: str, players: int, games: int, seed: int) -> float:
    """The named bot's wins (shares summed) over ``games`` games against Normal bots: the
    sim's own games (``run_sim``) with the bot as entry 0."""
    spec = spec_for(game)
    problems = Problems()
    content = spec.load_content(CONTENT_DIR, problems)
    if content is None:
        raise SystemExit("\n".join(problems.lines()))
    rules = spec.make_rules(content)
    report = run_sim(spec, rules, players, games, seed, bots=[TRIED] + ["normal"] * (players - 1),
                     extra_bots={TRIED: load_class(bot_path)})
    if report.errors:
        raise SystemExit("policy_match: " + report.error_details[0])
    return report.wins[0]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game")
    parser.add_argument("bot", help="module:Class, e.g. game.games.finale.bots:OutsBot")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    started = time.process_time()
    wins = match(args.game, args.bot, args.players, args.games, args.seed)
    cpu = time.process_time() - started
    print(f"{args.bot} vs normal, {args.game} {args.players}p, {args.games} games from seed "
          f"{args.seed}: {wins:g} = {100 * wins / args.games:.1f}% ({cpu:.0f} s CPU)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
