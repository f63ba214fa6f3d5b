"""tools/policy_match.py: a policy against Normal without search, on the sim's deals."""

from __future__ import annotations

import importlib
import sys
from pathlib import Path

from game.core.loading.content import Problems
from game.core.sim import run_sim
from game.games.registry import spec_for
from game.paths import CONTENT_DIR

TOOL = Path(__file__).resolve().parents[2] / "tools" / "policy_match.py"


def _tool():
    # imported by name (not from its path alone) so that its worker processes (--jobs) can
    # find its functions
    if str(TOOL.parent) not in sys.path:
        sys.path.insert(0, str(TOOL.parent))
    return importlib.import_module("policy_match")


def test_the_normal_bot_against_normal_plays_the_sims_games():
    """Same deals, same seats in turn, same generators: the Normal bot in the tool's seat wins
    exactly what entry 0 of ``sim --bots normal,normal`` wins."""
    tool = _tool()
    spec = spec_for("finale")
    rules = spec.make_rules(spec.load_content(CONTENT_DIR, Problems()))
    for players, games, seed in ((2, 6, 5), (3, 3, 8)):
        report = run_sim(spec, rules, players=players, games=games, seed=seed)
        assert tool.match("finale", "game.games.finale.bots:NormalBot", players, games, seed) \
            == report.wins[0]


def test_a_bot_is_named_as_module_and_class():
    tool = _tool()
    assert tool.load_class("game.games.finale.bots:OutsBot").__name__ == "OutsBot"
    try:
        tool.load_class("game.games.finale.bots.OutsBot")
    except SystemExit as stop:
        assert "module:Class" in str(stop)
    else:
        raise AssertionError("a path without a colon was accepted")


def test_games_one_at_a_time_are_the_runs_games():
    """A paired screen plays each game alone; game by game it is the whole run's game: the
    same seat for the bot, the same deal, the same generators, so the same result."""
    tool = _tool()
    bot = "game.games.finale.bots:OutsBot"
    for players, games, seed in ((2, 3, 11), (4, 3, 3)):     # the bot in three different seats
        shares = tool.per_game("finale", bot, players, seed, 0, games)
        assert sum(shares) == tool.match("finale", bot, players, games, seed)
        # a later slice is the same games as the whole run's tail
        assert tool.per_game("finale", bot, players, seed, 2, games) == shares[2:]


def test_the_paired_difference_counts_only_the_games_that_part():
    tool = _tool()
    diff, differ, error = tool.paired([1.0, 0.0, 0.5, 1.0], [1.0, 1.0, 0.0, 1.0])
    assert (diff, differ) == (-0.5, 2)
    assert abs(error - (1.0 + 0.25) ** 0.5) < 1e-9
    try:
        tool.paired([1.0], [1.0, 0.0])
    except SystemExit as stop:
        assert "same games" in str(stop)
    else:
        raise AssertionError("runs of different lengths were compared")


def test_the_command_writes_shares_and_compares_them(tmp_path, capsys):
    tool = _tool()
    out = tmp_path / "normal.json"
    assert tool.main(["finale", "game.games.finale.bots:NormalBot", "--games", "4", "--seed", "7",
                      "--out", str(out)]) == 0
    assert tool.main(["finale", "game.games.finale.bots:NormalBot", "--games", "4", "--seed", "7",
                      "--jobs", "2", "--against", str(out)]) == 0
    printed = capsys.readouterr().out
    assert "+0 wins, 0 games with another result" in printed
