"""Rule 1: the content. 60 Colour Strokes (5 colours x 12) and 25 titled Masterpieces, each
with its strokes, full value and smaller ruined value; bad files name file:line:column."""

from __future__ import annotations

import shutil
from pathlib import Path

from game.core.loading.content import Problems
from game.games.final_touch.content import load_content
from game.paths import CONTENT_DIR

from .support import content


def test_deck_has_sixty_strokes_twelve_of_each_of_five_colours():
    loaded = content()
    assert len(loaded.colours) == 5
    assert all(colour.count == 12 for colour in loaded.colours)
    assert loaded.stroke_count == 60
    assert loaded.hand_size == 5 and loaded.goal == 25


def test_there_are_twenty_five_masterpieces_with_their_own_titles():
    pieces = content().masterpieces
    assert len(pieces) == 25
    assert len({p.title for p in pieces}) == 25
    assert len({p.id for p in pieces}) == 25


def test_every_masterpiece_needs_strokes_and_ruined_value_is_smaller():
    for piece in content().masterpieces:
        assert piece.total_strokes >= 1
        assert all(0 <= need <= 12 for need in piece.strokes)
        assert 0 < piece.ruined < piece.value, piece.id


def _copy_content(tmp_path: Path) -> Path:
    shutil.copytree(CONTENT_DIR / "final_touch", tmp_path / "final_touch")
    return tmp_path / "final_touch"


def _problems_after(tmp_path: Path, name: str, old: str, new: str) -> list[str]:
    folder = _copy_content(tmp_path)
    path = folder / name
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    problems = Problems()
    assert load_content(tmp_path, problems) is None
    return problems.lines()


def _line_of(tmp_path: Path, name: str, needle: str) -> int:
    lines = (tmp_path / "final_touch" / name).read_text(encoding="utf-8").splitlines()
    return next(i for i, line in enumerate(lines, 1) if needle in line)


def test_shipped_content_loads_without_problems():
    problems = Problems()
    assert load_content(CONTENT_DIR, problems) is not None
    assert not problems


def test_unknown_colour_in_a_masterpiece_is_reported_at_its_key(tmp_path):
    lines = _problems_after(tmp_path, "masterpieces.yaml", "{yellow: 2, green: 1, brown: 1}",
                            "{yellow: 2, purple: 1, brown: 1}")
    row = _line_of(tmp_path, "masterpieces.yaml", "purple")
    line = (tmp_path / "final_touch" / "masterpieces.yaml").read_text().splitlines()[row - 1]
    column = line.index("purple") + 1
    assert len(lines) == 1
    assert lines[0].endswith(f"masterpieces.yaml:{row}:{column}: unknown colour 'purple' "
                             "(expected one of yellow, green, brown, red, blue)")


def test_ruined_value_not_below_full_value_is_reported(tmp_path):
    old = "    value: 7\n    ruined: 3\n"
    lines = _problems_after(tmp_path, "masterpieces.yaml", old, "    value: 7\n    ruined: 7\n")
    row = _line_of(tmp_path, "masterpieces.yaml", "ruined: 7")
    assert lines == [lines[0]] and f"masterpieces.yaml:{row}:13: 'ruined' is 7" in lines[0]
    assert "expected a ruined value smaller than the full value" in lines[0]


def test_duplicate_masterpiece_id_and_bad_value_are_both_reported(tmp_path):
    folder = _copy_content(tmp_path)
    path = folder / "masterpieces.yaml"
    text = path.read_text(encoding="utf-8")
    text = text.replace("id: cow_on_tuesday", "id: pear_who_knew").replace(
        "value: 10", "value: ten", 1)
    path.write_text(text, encoding="utf-8")
    problems = Problems()
    assert load_content(tmp_path, problems) is None
    messages = "\n".join(problems.lines())
    assert "masterpiece id 'pear_who_knew' is used twice" in messages
    assert "'value' is 'ten' (expected an integer)" in messages
    assert len(problems) == 2


def test_more_strokes_of_a_colour_than_the_deck_holds_is_reported(tmp_path):
    lines = _problems_after(tmp_path, "masterpieces.yaml", "{blue: 2, yellow: 1}",
                            "{blue: 13, yellow: 1}")
    row = _line_of(tmp_path, "masterpieces.yaml", "blue: 13")
    assert len(lines) == 1 and f"masterpieces.yaml:{row}:" in lines[0]
    assert "'blue' is 13, above 12" in lines[0]


def test_colour_count_typo_in_strokes_file_is_reported(tmp_path):
    lines = _problems_after(tmp_path, "strokes.yaml", "{name: red,    hex: \"#c8413a\", count: 12}",
                            "{name: red,    hex: \"#c8413a\", cuont: 12}")
    row = _line_of(tmp_path, "strokes.yaml", "cuont")
    text = "\n".join(lines)
    assert f"strokes.yaml:{row}:" in text
    assert "unknown key 'cuont'" in text and "missing key 'count'" in text


def test_yaml_syntax_error_names_the_place(tmp_path):
    lines = _problems_after(tmp_path, "masterpieces.yaml", "title: Cow on a Tuesday",
                            "title: [Cow on a Tuesday")
    assert len(lines) == 1 and "YAML syntax error" in lines[0]
    assert "masterpieces.yaml:" in lines[0]
