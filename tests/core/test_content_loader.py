"""Content loading reports every problem as path:line:column, never a traceback."""

from __future__ import annotations

from pathlib import Path

from game.core.loading.content import MarkedDict, Problems, check_keys, get, load_yaml


def write(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "cards.yaml"
    path.write_text(text, encoding="utf-8")
    return path


def test_marks_point_at_the_value_line_and_column(tmp_path):
    problems = Problems()
    data = load_yaml(write(tmp_path, "name: Ace\npoints: 3\n"), problems)
    assert isinstance(data, MarkedDict) and not problems
    assert (data.mark_of("points").line, data.mark_of("points").column) == (2, 9)


def test_syntax_error_names_file_line_and_column(tmp_path):
    problems = Problems()
    assert load_yaml(write(tmp_path, "a: 1\nb: [1, 2\nc: 3\n"), problems) is None
    (line,) = problems.lines()
    assert "cards.yaml:" in line and "YAML syntax error" in line
    _path, line_no, col_no, _ = line.split(":", 3)
    assert int(line_no) >= 2 and int(col_no) >= 1


def test_duplicate_keys_are_rejected_with_the_second_key_position(tmp_path):
    problems = Problems()
    load_yaml(write(tmp_path, "a: 1\nb: 2\na: 3\n"), problems)
    (line,) = problems.lines()
    assert line.endswith("cards.yaml:3:1: duplicate key 'a' (expected each key once per mapping)")


def test_all_type_problems_are_collected_at_once(tmp_path):
    problems = Problems()
    data = load_yaml(write(tmp_path, "points: three\ncopies: true\ncolour: mauve\nextra: 1\n"), problems)
    get(data, "points", int, problems)
    get(data, "copies", int, problems)
    get(data, "colour", str, problems, choices=["red", "blue"])
    get(data, "missing", str, problems)
    check_keys(data, ["points", "copies", "colour"], problems)
    lines = problems.lines()
    assert len(lines) == 5
    assert lines[0].endswith("cards.yaml:1:9: 'points' is 'three' (expected an integer)")
    assert lines[1].endswith("cards.yaml:2:9: 'copies' is True (expected an integer)")
    assert lines[2].endswith("cards.yaml:3:9: 'colour' is 'mauve' (expected one of red, blue)")
    assert "missing key 'missing'" in lines[3]
    assert lines[4].endswith("cards.yaml:4:1: unknown key 'extra' (expected one of colour, copies, points)")


def test_yaml_one_one_surprises_are_caught_by_types(tmp_path):
    problems = Problems()
    data = load_yaml(write(tmp_path, "name: no\n"), problems)
    assert get(data, "name", str, problems) is None
    assert "'name' is False (expected a string)" in problems.lines()[0]


def test_missing_file_is_a_problem_not_a_crash(tmp_path):
    problems = Problems()
    assert load_yaml(tmp_path / "nope.yaml", problems) is None
    assert "nope.yaml:1:1: file is missing" in problems.lines()[0]


def test_safe_loading_refuses_python_objects(tmp_path):
    problems = Problems()
    load_yaml(write(tmp_path, "x: !!python/object/apply:os.system ['echo hi']\n"), problems)
    assert problems and "cards.yaml:1:4" in problems.lines()[0]
