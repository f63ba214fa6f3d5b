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

A *paired* screen compares two bots on the same games, one game at a time: ``--out FILE`` keeps
each game's share, ``--against FILE`` (an earlier ``--out`` of the same seeds) prints the
difference, the number of games with another result and one standard error of the difference
(the square root of the sum of the squared per-game differences). Both bots meet the same
deals, seats and generators, so where their moves agree so do their results, and the
difference carries only the luck of the games where they part. ``--jobs N`` splits the games
over N processes. Example:

    nice -n 10 python tools/policy_match.py finale game.games.finale.bots:OutsBot \
        --players 4 --games 800 --seed 20001 --jobs 2 --out /tmp/outs.json
    nice -n 10 python tools/policy_match.py finale mybots:Variant \
        --players 4 --games 800 --seed 20001 --jobs 2 --against /tmp/outs.json

docs/ai.md gives what was measured with it (Finale's ``OutsBot``, Phase 10's ``SavingBot``).
"""

from __future__ import annotations

import argparse
import importlib
import json
import math
import os
import sys
from concurrent.futures import ProcessPoolExecutor
from itertools import pairwise
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.core.loading.content import Problems
from game.core.sim import run_sim
from game.games.registry import spec_for
from game.paths import CONTENT_DIR

TRIED = "tried"     # the bot under trial's name in the sim's report


def load_class(path: str) -> type:
    module, _, name = path.partition(":")
    if not name:
        raise SystemExit(f"policy_match: name the bot as module:Class, not {path!r}")
    return getattr(importlib.import_module(module), name)


def shipped_rules(game: str) -> tuple:
    """The game's spec and its rules over the shipped content."""
    spec = spec_for(game)
    problems = Problems()
    content = spec.load_content(CONTENT_DIR, problems)
    if content is None:
        raise SystemExit("\n".join(problems.lines()))
    return spec, spec.make_rules(content)


def match(game: str, bot_path: str, players: int, games: int, seed: int) -> float:
    """The named bot's wins (shares summed) over ``games`` games against Normal bots: the
    sim's own games (``run_sim``) with the bot as entry 0."""
    spec, rules = shipped_rules(game)
    report = run_sim(spec, rules, players, games, seed, bots=[TRIED] + ["normal"] * (players - 1),
                     extra_bots={TRIED: load_class(bot_path)})
    if report.errors:
        raise SystemExit("policy_match: " + report.error_details[0])
    return report.wins[0]


def per_game(game: str, bot_path: str, players: int, seed: int, start: int, stop: int) -> list[float]:
    """The named bot's share of each of games ``start``..``stop - 1`` of ``match``'s run, one
    at a time: game ``g`` is dealt with ``seed + g * 1000003`` and the bot sits at seat
    ``g % players``, as entry 0 of the whole run would (the seat generators are per seat)."""
    spec, rules = shipped_rules(game)
    extra = {TRIED: load_class(bot_path)}
    shares = []
    for index in range(start, stop):
        seat = index % players
        bots = ["normal"] * players
        bots[seat] = TRIED
        report = run_sim(spec, rules, players, 1, seed + index * 1_000_003, bots=bots,
                         extra_bots=extra)
        if report.errors:
            raise SystemExit("policy_match: " + report.error_details[0])
        shares.append(report.wins[seat])
    return shares


def per_game_jobs(game: str, bot_path: str, players: int, games: int, seed: int,
                  jobs: int) -> list[float]:
    """``per_game`` over all ``games``, split into ``jobs`` processes (in game order)."""
    if jobs <= 1:
        return per_game(game, bot_path, players, seed, 0, games)
    bounds = [games * part // jobs for part in range(jobs + 1)]
    with ProcessPoolExecutor(jobs) as pool:
        parts = [pool.submit(per_game, game, bot_path, players, seed, lo, hi)
                 for lo, hi in pairwise(bounds)]
        return [share for part in parts for share in part.result()]


def paired(shares: list[float], before: list[float]) -> tuple[float, int, float]:
    """The difference in wins, the number of games whose shares differ, and one standard
    error of the difference (the square root of the sum of squared per-game differences)."""
    if len(shares) != len(before):
        raise SystemExit(f"policy_match: {len(shares)} games against {len(before)}: "
                         "compare runs of the same games")
    diffs = [a - b for a, b in zip(shares, before)]
    return sum(diffs), sum(1 for d in diffs if d), math.sqrt(sum(d * d for d in diffs))


def _cpu() -> float:
    """CPU seconds of this process and of its finished worker processes (--jobs)."""
    times = os.times()
    return times.user + times.system + times.children_user + times.children_system


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game")
    parser.add_argument("bot", help="module:Class, e.g. game.games.finale.bots:OutsBot")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1, help="processes (games one at a time)")
    parser.add_argument("--out", help="write each game's share to this JSON file")
    parser.add_argument("--against", help="an earlier --out of the same games: print the "
                                           "paired difference")
    args = parser.parse_args(argv)
    started = _cpu()
    one_by_one = args.jobs > 1 or args.out or args.against
    if one_by_one:
        shares = per_game_jobs(args.game, args.bot, args.players, args.games, args.seed, args.jobs)
        wins = sum(shares)
    else:
        wins = match(args.game, args.bot, args.players, args.games, args.seed)
    cpu = _cpu() - started
    print(f"{args.bot} vs normal, {args.game} {args.players}p, {args.games} games from seed "
          f"{args.seed}: {wins:g} = {100 * wins / args.games:.1f}% ({cpu:.0f} s CPU)")
    if args.out:
        Path(args.out).write_text(json.dumps({
            "bot": args.bot, "game": args.game, "players": args.players, "seed": args.seed,
            "shares": shares}) + "\n")
    if args.against:
        before = json.loads(Path(args.against).read_text())
        same = (before["game"], before["players"], before["seed"])
        if same != (args.game, args.players, args.seed):
            raise SystemExit(f"policy_match: {args.against} is {same}, not the same games")
        diff, differ, error = paired(shares, before["shares"])
        print(f"against {before['bot']} ({sum(before['shares']):g}): {diff:+g} wins, "
              f"{differ} games with another result, one standard error {error:.1f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
