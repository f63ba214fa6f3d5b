"""The house plan (docs/architecture.md), checked from the imports themselves.

Every ``import`` and ``from ... import`` in ``game/`` counts, at the top of a module or inside a
function, except those under ``if TYPE_CHECKING:`` (they never run). An import names the module it
loads: ``from game.ui.draw import theme`` loads ``game.ui.draw.theme``; ``from game.ui.tables import
table_scene_for`` loads the package ``game.ui.tables``.
"""

from __future__ import annotations

import ast
from pathlib import Path

GAME = Path(__file__).resolve().parents[2] / "game"

# game/ui from the bottom floor up: a module may import its own floor and the floors below.
UI_FLOORS = (
    ("draw", "audio"),
    ("stage",),
    ("store",),
    ("overlays",),
    ("course",),
    ("tables",),
    ("guide",),
    ("scenes",),
    ("shell",),
)
MOST_AT_TOP = 8


def _modules() -> dict[str, Path]:
    found = {}
    for path in GAME.rglob("*.py"):
        parts = list(path.relative_to(GAME.parent).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        found[".".join(parts)] = path
    return found


def _type_checking(node: ast.If) -> bool:
    test = node.test
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING")


def _imports(module: str, path: Path, modules: dict[str, Path]) -> dict[str, int]:
    """The game modules ``module`` loads, each with the line of its first import."""
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    found: dict[str, int] = {}

    def add(name: str, line: int) -> None:
        while name and name not in modules:
            name = name.rpartition(".")[0]
        if name and name != module:
            found.setdefault(name, line)

    def visit(node: ast.AST) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.If) and _type_checking(child):
                for other in child.orelse:
                    visit_one(other)
                continue
            visit_one(child)

    def visit_one(node: ast.AST) -> None:
        if isinstance(node, ast.Import):
            for alias in node.names:
                add(alias.name, node.lineno)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")[: len(package.split(".")) - node.level + 1]
                source = ".".join(base + ([node.module] if node.module else []))
            else:
                source = node.module or ""
            for alias in node.names:
                full = f"{source}.{alias.name}"
                add(full if full in modules else source, node.lineno)
        visit(node)

    visit(ast.parse(path.read_text(encoding="utf-8")))
    return found


def _graph() -> tuple[dict[str, Path], dict[str, dict[str, int]]]:
    modules = _modules()
    return modules, {name: _imports(name, path, modules) for name, path in modules.items()}


def _circles(graph: dict[str, dict[str, int]]) -> list[list[str]]:
    """Strongly connected groups of more than one module (Tarjan, iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    circles = []
    for root in graph:
        if root in index:
            continue
        work = [(root, iter(sorted(graph[root])))]
        index[root] = low[root] = len(index)
        stack.append(root)
        on_stack.add(root)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = len(index)
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(graph[child]))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                group = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    group.append(member)
                    if member == node:
                        break
                if len(group) > 1:
                    circles.append(sorted(group))
    return circles


def _floor(module: str) -> int | None:
    parts = module.split(".")
    if parts[:2] != ["game", "ui"] or len(parts) < 3:
        return None
    for number, names in enumerate(UI_FLOORS):
        if parts[2] in names:
            return number
    return None


def test_no_import_circle_anywhere_in_game():
    _, graph = _graph()
    circles = _circles(graph)
    assert not circles, "import circles:\n" + "\n".join(
        " <-> ".join(group) for group in circles)


def test_the_circle_finder_finds_one():
    graph = {"a": {"b": 1}, "b": {"c": 1}, "c": {"a": 1}, "d": {"a": 1}}
    assert _circles(graph) == [["a", "b", "c"]]


def test_ui_never_imports_a_higher_floor():
    modules, graph = _graph()
    upward = []
    for module, imported in graph.items():
        mine = _floor(module)
        if mine is None:
            continue
        for other, line in imported.items():
            theirs = _floor(other)
            if theirs is not None and theirs > mine:
                upward.append(f"{modules[module].relative_to(GAME.parent)}:{line}: {module} "
                              f"(floor {UI_FLOORS[mine]}) imports {other} (floor {UI_FLOORS[theirs]})")
    assert not upward, "\n".join(upward)


def test_every_ui_package_has_a_floor():
    packages = {path.name for path in (GAME / "ui").iterdir()
                if path.is_dir() and (path / "__init__.py").exists()}
    named = {name for names in UI_FLOORS for name in names}
    assert packages == named, f"packages without a floor: {sorted(packages - named)}; " \
                              f"floors without a package: {sorted(named - packages)}"


def test_core_and_ui_keep_few_modules_at_their_top_level():
    for folder in (GAME / "core", GAME / "ui"):
        top = sorted(path.name for path in folder.glob("*.py") if path.name != "__init__.py")
        assert len(top) <= MOST_AT_TOP, f"{folder.relative_to(GAME.parent)} has {len(top)}: {top}"


def test_the_pure_engines_never_import_the_ui_or_the_command_line():
    _, graph = _graph()
    wrong = [f"{module} imports {other}" for module, imported in graph.items()
             if module.startswith(("game.core", "game.games"))
             for other in imported if other.startswith(("game.ui", "game.cli"))]
    assert not wrong, "\n".join(wrong)


def test_only_the_entry_points_import_the_command_line():
    _, graph = _graph()
    wrong = [f"{module} imports {other}" for module, imported in graph.items()
             if not module.startswith("game.cli") for other in imported if other.startswith("game.cli")]
    assert not wrong, "\n".join(wrong)
