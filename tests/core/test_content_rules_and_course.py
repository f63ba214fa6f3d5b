"""Content that reads well but cannot be used (issue 43, part 1, the cases left after the first
series): a rules section for an action the game lacks, a rules file cut mid-sentence, a Final
Nine course split in two. Each is the exact line ``check-content`` prints."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from game.cli.main import check_content_report
from game.paths import CONTENT_DIR


@pytest.fixture
def content_copy(tmp_path):
    root = tmp_path / "content"
    shutil.copytree(CONTENT_DIR, root)
    return root


def _edit(root: Path, name: str, old: str, new: str) -> None:
    path = root / name
    text = path.read_text(encoding="utf-8")
    assert text.count(old) == 1, (name, old)
    path.write_text(text.replace(old, new), encoding="utf-8")


def _problems(root: Path) -> list[str]:
    code, lines = check_content_report(root)
    assert code == 1 and lines[-1].endswith(f"problem(s) found in {root}"), lines
    return [line.replace(f"{root}/", "") for line in lines[:-1]]


def test_a_rules_section_for_an_action_the_game_lacks_is_refused_at_that_word(content_copy):
    _edit(content_copy, "phase10/rules.yaml", "when: [choose_phase]", "when: [choose_phase, fly_to_moon]")
    assert _problems(content_copy) == [
        ("phase10/rules.yaml:7:26: 'fly_to_moon' is not an action type of this game (expected one of "
         "draw, lay_down, hit, discard, choose_phase, draw_saved, save)")]


def test_an_action_type_of_another_game_is_not_one_of_this_game(content_copy):
    # 'exchange' is Finale's; Phase 10's rules page could never open at it
    _edit(content_copy, "phase10/rules.yaml", "when: [discard, save]", "when: [discard, exchange]")
    [line] = _problems(content_copy)
    assert line.startswith("phase10/rules.yaml:29:21: 'exchange' is not an action type of this game")
