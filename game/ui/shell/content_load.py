"""Loading every game's content and rules pages for the app, so that whatever a loader does
wrong becomes a problem line for the content error screen and the other games still load."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from game.core.loading.content import Mark, Problems
from game.games.registry import load_all_content


def load_content_safely(content_dir: Path) -> tuple[dict[str, Any], Problems]:
    """Every game's content; whatever a loader does wrong (any exception) becomes a problem
    for the content error screen, and the other games still load."""
    try:
        return load_all_content(content_dir)
    except Exception:  # noqa: BLE001, S110 - isolate the failing game below
        pass
    from game.games.registry import all_specs
    problems = Problems()
    loaded: dict[str, Any] = {}
    for spec in all_specs():
        if spec.load_content is None:
            continue
        before = len(problems)
        try:
            content = spec.load_content(content_dir, problems)
        except Exception as exc:  # noqa: BLE001 - RecursionError, MemoryError-free failures, anything
            where = Mark(str(content_dir / spec.game_id), 1, 1)
            problems.add(where, f"{spec.title}'s content could not be loaded: "
                                f"{type(exc).__name__}: {str(exc)[:200]}")
            continue
        if len(problems) == before and content is not None:
            loaded[spec.game_id] = content
    return loaded, problems


def load_rules_pages_safely(content_dir: Path, problems: Problems) -> dict[str, Any]:
    """Every game's rules reference; a loader failure is a problem line, never a crash."""
    from game.games.registry import load_all_rules_pages
    try:
        return load_all_rules_pages(content_dir, problems)
    except Exception as exc:  # noqa: BLE001 - the games still play with their short summaries
        problems.add(Mark(str(content_dir), 1, 1), f"the rules pages could not be loaded: "
                                                   f"{type(exc).__name__}: {str(exc)[:200]}")
        return {}
