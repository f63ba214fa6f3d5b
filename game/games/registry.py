"""The list of games, in title-screen order, and loading of all their content."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from game.core.loading.content import Problems
from game.core.spec import GameSpec
from game.games.final_nine.spec import SPEC as FINAL_NINE
from game.games.final_touch.spec import SPEC as FINAL_TOUCH
from game.games.finale.spec import SPEC as FINALE
from game.games.five_three_five.spec import SPEC as FIVE_THREE_FIVE
from game.games.phase10.spec import SPEC as PHASE10

GAME_IDS = ("finale", "five_three_five", "final_touch", "final_nine", "phase10")


def all_specs() -> list[GameSpec]:
    return [FINALE, FIVE_THREE_FIVE, FINAL_TOUCH, FINAL_NINE, PHASE10]


def spec_for(game_id: str) -> GameSpec:
    for spec in all_specs():
        if spec.game_id == game_id:
            return spec
    raise KeyError(f"unknown game {game_id!r}; known games: {', '.join(GAME_IDS)}")


def load_all_rules_pages(content_root: Path, problems: Problems) -> dict[str, Any]:
    """Every game's rules reference (``<game>/rules.yaml``, see game.core.learn.rules_pages); a file
    with a problem is left out (the problem names it) and the game shows its short summary."""
    from game.core.learn.rules_pages import load_rules_pages
    pages = {}
    for spec in all_specs():
        loaded = load_rules_pages(content_root / spec.game_id, problems, spec.action_types)
        if loaded is not None:
            pages[spec.game_id] = loaded
    return pages


def load_all_content(content_root: Path) -> tuple[dict[str, Any], Problems]:
    """Load every playable game's content; returns (game_id -> content, all problems)."""
    problems = Problems()
    loaded: dict[str, Any] = {}
    for spec in all_specs():
        if spec.load_content is None:
            continue
        before = len(problems)
        content = spec.load_content(content_root, problems)
        if len(problems) == before and content is not None:
            loaded[spec.game_id] = content
    return loaded, problems
