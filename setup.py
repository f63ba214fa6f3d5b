"""Build hook: a built wheel carries the game's content and assets inside the package.

``content/`` and ``assets/`` live at the top of the checkout (where designers edit them).
A wheel (``pip install .``, ``pipx install``, ``python -m build``) gets a copy of both as
``game/_data/``, which ``game/paths.py`` finds through importlib.resources. An editable
install (``pip install -e .``) copies nothing: it reads the checkout's own folders.
Everything else about the project is in pyproject.toml.
"""

from __future__ import annotations

import shutil
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

HERE = Path(__file__).resolve().parent
DATA_FOLDERS = ("content", "assets")


class BuildWithData(build_py):
    def run(self) -> None:
        super().run()
        if getattr(self, "editable_mode", False):
            return
        target = Path(self.build_lib) / "game" / "_data"
        for name in DATA_FOLDERS:
            source = HERE / name
            if not source.is_dir():
                raise SystemExit(f"cannot build Final Table: the folder {source} is missing")
            shutil.rmtree(target / name, ignore_errors=True)
            shutil.copytree(source, target / name,
                            ignore=shutil.ignore_patterns("__pycache__", "*.pyc", ".*"))


setup(cmdclass={"build_py": BuildWithData})
