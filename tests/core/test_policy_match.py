"""tools/policy_match.py: a policy against Normal without search, on the sim's deals."""

from __future__ import annotations

import importlib.util
from pathlib import Path

from game.core.content import Problems
from game.core.sim import run_sim
from game.games.registry import spec_for
from game.paths import CONTENT_DIR

TOOL = Path(__file__).resolve().parents[2] / "tools" / "policy_match.py"


def _tool():
    spec = importlib.util.spec_from_file_location("policy_match", TOOL)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


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
