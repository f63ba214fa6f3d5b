"""Damaging one real Final Nine hole file and reading the course back, as the app reads it.

The shipped hole cards are copied to ``<tmp>/holes``, the working directory moves to ``<tmp>``
(so the messages name ``holes/hole02.yaml`` as check-content run there would) and one file has
one piece of text replaced. Every hole file shares one layout: lines 16-20 hold ``number``,
``name``, ``par``, ``about`` and ``neighbours``, line 21 ``grid:`` and lines 22-29 its eight rows;
hole 2 has its island on lines 30-32, hole 3 one mando on line 31, hole 7 two mandos on 31-32.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from game.core.loading.content import Problems
from game.games.final_nine.holes import Hole, load_holes
from game.paths import CONTENT_DIR

SHIPPED = CONTENT_DIR / "final_nine" / "holes"
ALL = list(range(1, 19))


def course_copy(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The shipped holes copied to ``tmp_path/holes``, with ``tmp_path`` the working directory."""
    folder = tmp_path / "holes"
    shutil.copytree(SHIPPED, folder)
    monkeypatch.chdir(tmp_path)
    return folder


def damage(folder: Path, number: int, old: str, new: str) -> None:
    """Replace ``old`` (which must occur exactly once) by ``new`` in hole ``number``'s file."""
    path = folder / f"hole{number:02d}.yaml"
    text = path.read_text(encoding="utf-8")
    assert text.count(old) == 1, f"{old!r} is not in {path.name} exactly once"
    path.write_text(text.replace(old, new), encoding="utf-8")


def read(folder: Path) -> tuple[list[str], dict[int, Hole]]:
    """Every problem line and the holes read, by number, from ``folder`` (passed absolute, as
    the app passes its content folder)."""
    problems = Problems()
    holes = load_holes(folder.resolve(), problems)
    assert [h.number for h in holes] == sorted(h.number for h in holes)
    return problems.lines(), {h.number: h for h in holes}


def read_damaged(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, number: int, old: str,
                 new: str) -> tuple[list[str], dict[int, Hole]]:
    folder = course_copy(tmp_path, monkeypatch)
    damage(folder, number, old, new)
    return read(folder)


def others_read_right(holes: dict[int, Hole], damaged: int, *, itself: bool = False) -> None:
    """Every other hole was still read (the damaged one too if ``itself``), and a few of them
    read exactly as shipped."""
    assert sorted(holes) == [n for n in ALL if itself or n != damaged]
    if damaged != 2:
        lily = holes[2]
        assert lily.island == frozenset({6, 7, 8, 11, 12, 13}) and lily.drop_zone == 22
        assert (lily.tee, lily.basket) == (32, 7)
    if damaged != 7:
        assert [(m.corner, m.side, m.direction) for m in holes[7].mandos] == [
            ((3, 6), "east", ""), ((3, 3), "west", "")]
        assert holes[7].pars == (4, 6, 7) and holes[7].par == 6
    if damaged != 5:
        assert holes[5].neighbours == (("east", 6), ("south", 8), ("west", 4))
