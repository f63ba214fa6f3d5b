"""A bot policy against the Normal bot without search: how strong is a first choice?

Usage (from the repository root; niced, the machine is shared):

    nice -n 10 python tools/policy_match.py finale game.games.finale.bots:OutsBot \\
        --players 2 --games 2000 --seed 9001

The bot named (``module:Class``, built as ``Class(rules)``) plays in one seat and the game's
Normal bot in every other; the seat moves round from game to game (game ``g`` puts it at seat
``g % players``). Game ``g`` is dealt with ``seed + g * 1000003`` and every seat's moves draw on
``bot_rngs`` as in ``sim``, so two bots run with the same seeds meet the same deals: a
difference between them is the policy's, not the luck's. As in ``sim`` every decision asks
the bot, one legal move or not (a bot with a memory sees every view of its seat, as the hard
bot shows its first choice), so ``NormalBot`` here plays exactly the games of ``sim --bots
normal,normal``. Prints the bot's share of the wins (a shared win counts as a fraction) and
the CPU time.

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
from game.core.sim import bot_rngs
from game.games.registry import spec_for
from game.paths import CONTENT_DIR


def load_class(path: str) -> type:
    module, _, name = path.partition(":")
    if not name:
        raise SystemExit(f"policy_match: name the bot as module:Class, not {path!r}")
    return getattr(importlib.import_module(module), name)


def match(game: str, bot_path: str, players: int, games: int, seed: int) -> float:
    """The named bot's wins (shares summed) over ``games`` games against Normal bots."""
    spec = spec_for(game)
    problems = Problems()
    content = spec.load_content(CONTENT_DIR, problems)
    if content is None:
        raise SystemExit("\n".join(problems.lines()))
    rules = spec.make_rules(content)
    config = spec.config(players, None)
    cls = load_class(bot_path)
    normal = spec.bots["normal"](rules)
    wins = 0.0
    for index in range(games):
        game_seed = seed + index * 1_000_003
        state = rules.new_game(config, game_seed)
        rngs = bot_rngs(game_seed, players)
        seat_of_bot = index % players
        bot = cls(rules)                    # a fresh bot (and memory) for every game
        while not rules.is_over(state):
            seat = rules.current_player(state)
            chooser = bot if seat == seat_of_bot else normal
            action = chooser.choose(rules.view(state, seat), rules.legal_actions(state), rngs[seat])
            state, _events = rules.apply(state, action)
        wins += rules.results(state)[seat_of_bot]
    return wins


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
