"""Where the project's own files live (content, assets), wherever the game was installed from.

Three ways the game can run, one answer each:

- **installed** (``pip install .``, ``pipx``, a wheel): the build copies ``content/`` and
  ``assets/`` into the package as ``game/_data`` (see ``setup.py``), found here through
  :mod:`importlib.resources`. The install folder may be read-only: nothing is written there.
- **zipped** (the package imported from a zip file): the data cannot be opened as plain
  files, so it is copied once into the user's cache folder, named by version, and used there.
- **a checkout** (``pip install -e .`` or ``python main.py``): the folders beside ``game/``.
- **the PyInstaller bundle** carries ``game/_data`` like a wheel does (``packaging/final-table.spec``).

A missing or unreadable file is told by :func:`missing_file_message`, naming the file.
"""

from __future__ import annotations

import os
import shutil
import sys
from importlib import resources
from pathlib import Path

from game import __version__

_PACKAGE_DIR = Path(__file__).resolve().parent
_CHECKOUT = _PACKAGE_DIR.parent


def _cache_folder() -> Path:
    if sys.platform == "win32":
        base = Path(os.environ.get("LOCALAPPDATA") or Path.home() / "AppData" / "Local")
    elif sys.platform == "darwin":
        base = Path.home() / "Library" / "Caches"
    else:
        base = Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache")
    return base / "final-table" / f"data-{__version__}"


def _copy_tree(source: resources.abc.Traversable, target: Path) -> None:
    target.mkdir(parents=True, exist_ok=True)
    for child in source.iterdir():
        if child.is_dir():
            _copy_tree(child, target / child.name)
        else:
            (target / child.name).write_bytes(child.read_bytes())


def _from_zip(data: resources.abc.Traversable) -> Path:
    """Copy the zipped data into the cache folder once (a half copy is never used)."""
    cache = _cache_folder()
    done = cache / ".complete"
    if not done.is_file():
        partial = cache.with_name(cache.name + f".partial-{os.getpid()}")
        shutil.rmtree(partial, ignore_errors=True)
        _copy_tree(data, partial)
        (partial / ".complete").write_text(__version__, encoding="utf-8")
        shutil.rmtree(cache, ignore_errors=True)
        try:
            partial.rename(cache)
        except OSError:  # another process finished first: use its copy
            shutil.rmtree(partial, ignore_errors=True)
    return cache


def data_root() -> tuple[Path, str]:
    """The folder that holds ``content/`` and ``assets/``, and how it was found."""
    data = resources.files("game") / "_data"
    if data.is_dir():
        if isinstance(data, Path):
            return data.resolve(), "installed"
        return _from_zip(data), "zipped"
    return _CHECKOUT, "checkout"


ROOT, DATA_SOURCE = data_root()
CONTENT_DIR = ROOT / "content"
ASSETS_DIR = ROOT / "assets"
FONTS_DIR = ASSETS_DIR / "fonts"


def missing_file_message(path: Path | str, error: BaseException | None = None,
                         kind: str = "file") -> str:
    """One clear sentence for a file (or folder) the game needs and cannot open."""
    reason = "is missing" if error is None or isinstance(error, FileNotFoundError) else (
        "cannot be read" + (f" ({error.strerror})" if getattr(error, "strerror", None) else ""))
    return (f"Final Table cannot start: the {kind} {path} {reason}. It is part of the game "
            f"({DATA_SOURCE} at {ROOT}); reinstall the game or restore the file.")


# Every file the game opens at start or later that is not content (content problems are
# told by the content check, file by file).
FONT_FILES = ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf", "DejaVuSansCondensed-Bold.ttf")


class MissingGameFile(Exception):
    """A file the game ships with cannot be opened; ``str()`` is the sentence for the player."""


def need_file(path: Path) -> Path:
    """``path`` if it can be opened and read, else :class:`MissingGameFile` naming it."""
    try:
        with open(path, "rb") as handle:
            handle.read(1)
    except OSError as error:
        raise MissingGameFile(missing_file_message(path, error)) from None
    return path


def check_game_files() -> str | None:
    """The sentence for the first shipped file that is missing or unreadable, else ``None``."""
    if not CONTENT_DIR.is_dir():
        return missing_file_message(CONTENT_DIR, kind="folder")
    for name in FONT_FILES:
        try:
            need_file(FONTS_DIR / name)
        except MissingGameFile as missing:
            return str(missing)
    return None
