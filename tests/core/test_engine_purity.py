"""Rules engines never import pygame: importing every engine module leaves pygame unloaded."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import game

PURE_PACKAGES = ("game/core", "game/games", "game/bots")


def pure_modules() -> list[str]:
    root = Path(game.__file__).resolve().parent.parent
    names = []
    for package in PURE_PACKAGES:
        for path in sorted((root / package).rglob("*.py")):
            names.append(".".join(path.relative_to(root).with_suffix("").parts).removesuffix(".__init__"))
    return names


def test_engine_modules_do_not_import_pygame():
    modules = pure_modules()
    assert "game.core.engine" in modules
    code = ("import importlib, sys\n"
            f"for name in {modules!r}:\n"
            "    importlib.import_module(name)\n"
            "bad = sorted(m for m in sys.modules if m == 'pygame' or m.startswith('pygame.'))\n"
            "print(','.join(bad))\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "", f"pygame imported by a rules module: {out.stdout}"


def test_engine_sources_have_no_pygame_import_line():
    root = Path(game.__file__).resolve().parent.parent
    for package in PURE_PACKAGES:
        for path in (root / package).rglob("*.py"):
            text = path.read_text(encoding="utf-8")
            assert not re.search(r"^\s*(import|from)\s+pygame", text, re.MULTILINE), path
