"""The UI reads views, never engine state: no module under game/ui/ reads an attribute of a state.

Stricter than "only attributes the view offers": a scene may hold the state and hand it to the
rules (``rules.view(state, seat)``, ``rules.why_illegal(state, action)``, ``state_to_json``), but
every fact it shows comes from a view. The check is static (the AST of every module), so it
also covers code paths no test happens to run: ``<anything>.state.<attr>``,
``getattr(<anything>.state, ...)`` and a local bound to ``<anything>.state`` then read.
"""

from __future__ import annotations

import ast
from pathlib import Path

import game.ui

UI_ROOT = Path(game.ui.__file__).parent


def _is_state(node: ast.AST, aliases: set[str]) -> bool:
    return (isinstance(node, ast.Attribute) and node.attr == "state") or \
        (isinstance(node, ast.Name) and node.id in aliases)


def state_reads(source: str, filename: str = "<source>") -> list[str]:
    """``file:line: text`` for every read of a state attribute in ``source``."""
    tree = ast.parse(source, filename)
    found = []
    for scope in [tree, *[n for n in ast.walk(tree) if isinstance(n, ast.FunctionDef | ast.AsyncFunctionDef)]]:
        aliases = {target.id for node in ast.walk(scope) if isinstance(node, ast.Assign)
                   and isinstance(node.value, ast.Attribute) and node.value.attr == "state"
                   for target in node.targets if isinstance(target, ast.Name)}
        for node in ast.walk(scope):
            hit = (isinstance(node, ast.Attribute) and _is_state(node.value, aliases)) or \
                (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "getattr"
                 and node.args and _is_state(node.args[0], aliases))
            if hit:
                found.append(f"{filename}:{node.lineno}: {ast.unparse(node)}")
    return sorted(set(found))


def test_the_checker_sees_every_way_of_reading_a_state():
    source = ("def f(self, table):\n"
              "    a = self.state.hands\n"
              "    b = getattr(table.state, 'target', 20)\n"
              "    state = table.state\n"
              "    c = state.laid\n"
              "    d = self.rules.view(self.state, 0).hand\n"
              "    e = self.rules.why_illegal(self.state, None)\n")
    assert [line.split(": ", 1)[1] for line in state_reads(source)] == [
        "self.state.hands", "getattr(table.state, 'target', 20)", "state.laid"]


def test_no_module_under_game_ui_reads_a_state_attribute():
    reads = []
    for path in sorted(UI_ROOT.rglob("*.py")):
        reads += state_reads(path.read_text(encoding="utf-8"), str(path.relative_to(UI_ROOT.parent.parent)))
    assert not reads, "read the view instead:\n" + "\n".join(reads)
