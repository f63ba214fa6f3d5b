"""The content reader answers the same on every PyYAML build (issue 40, point 2).

libyaml (PyYAML's C speed-up) accepts a tab before a value, which the pure-Python reader refuses,, and stops
deep nesting at a column of its own. The reader uses only the pure one, so these answers hold
whether or not the installed PyYAML was built with libyaml.
"""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from game.core.loading.content import Problems, load_yaml

CASES = [
    ("a tab before a value", "name: x\ncopies:\t3\n",
     "2:8: YAML syntax error: found character '\\t' that cannot start any token"),
    ("a thousand brackets deep", "name: x\nlimits: " + "[" * 1000 + "]" * 1000 + "\n",
     "2:28: lists and mappings nest more than 20 deep here"),
]


def read(tmp_path: Path, text: str) -> list[str]:
    path = tmp_path / "cards.yaml"
    path.write_text(text, encoding="utf-8")
    problems = Problems()
    assert load_yaml(path, problems) is None
    return problems.lines()


@pytest.mark.parametrize(("text", "start"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_the_same_file_gets_the_pure_readers_answer(tmp_path, text, start):
    lines = read(tmp_path, text)
    assert len(lines) == 1, lines
    assert lines[0].split("cards.yaml:", 1)[1].startswith(start), lines[0]


def test_libyaml_is_never_asked(tmp_path, monkeypatch):
    """With libyaml's classes made to fail, every answer is unchanged: it is not in the path."""
    before = [read(tmp_path, text) for _, text, _ in CASES]

    class Refuses:
        def __init__(self, *args, **kwargs):
            raise AssertionError("the content reader used libyaml")

    for name in ("CSafeLoader", "CLoader", "CParser", "CBaseLoader"):
        monkeypatch.setattr(yaml, name, Refuses, raising=False)
    assert [read(tmp_path, text) for _, text, _ in CASES] == before
    good = tmp_path / "good.yaml"
    good.write_text("name: x\ncards: [1, 2, {a: b}]\n", encoding="utf-8")
    problems = Problems()
    assert load_yaml(good, problems) == {"name": "x", "cards": [1, 2, {"a": "b"}]}
    assert not problems
