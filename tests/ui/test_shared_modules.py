"""Shared modules do not know the games: only the registries name a game id.

A string in code (docstrings and comments are prose, not knowledge) that is a game id, or
starts with one (``"final_nine_disc"``, ``"five_three_five_table"``), is a shared module
knowing a game. Each game's own packages (engine and UI) may, and so may the registries that
list the games. Adding a game therefore touches its packages, its content and the registry lines.
"""

from __future__ import annotations

import ast
from pathlib import Path

import game
from game.games.registry import all_specs

ROOT = Path(game.__file__).parent
GAME_IDS = sorted(spec.game_id for spec in all_specs())
REGISTRIES = {"games/registry.py", "ui/tables/__init__.py"}


def _owned_by_a_game(relative: str) -> bool:
    parts = relative.split("/")
    return (parts[0] == "games" and len(parts) > 2) or (parts[:2] == ["ui", "tables"] and parts[2] in GAME_IDS)


def _docstrings(tree: ast.AST) -> set[int]:
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef) and node.body:
            first = node.body[0]
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant):
                found.add(id(first.value))
    return found


def names_a_game(value: str) -> str | None:
    return next((gid for gid in GAME_IDS if value == gid or value.startswith(gid + "_")), None)


def game_ids_named(source: str) -> list[str]:
    tree = ast.parse(source)
    skip = _docstrings(tree)
    return sorted({f"{node.lineno}: {node.value!r}" for node in ast.walk(tree)
                   if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in skip
                   and names_a_game(node.value)})


def shared_modules_naming_games() -> dict[str, list[str]]:
    found = {}
    for path in sorted(ROOT.rglob("*.py")):
        relative = path.relative_to(ROOT).as_posix()
        if _owned_by_a_game(relative) or relative in REGISTRIES:
            continue
        named = game_ids_named(path.read_text(encoding="utf-8"))
        if named:
            found[relative] = named
    return found


def test_the_check_sees_a_game_named_in_code_but_not_in_prose():
    source = '"""Five Three Five\'s "five_three_five" table."""\nDECK = "final_nine_disc"\nX = "finale"\nY = "final"\n'
    assert game_ids_named(source) == ["2: 'final_nine_disc'", "3: 'finale'"]


def test_only_the_registries_name_a_game_id():
    assert shared_modules_naming_games() == {}
