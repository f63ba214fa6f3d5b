"""YAML content loading with line/column marks, and the helpers game loaders validate with.

Only ``yaml.SafeLoader`` (C version when present) is used. Mappings load as
:class:`MarkedDict` and sequences as :class:`MarkedList`, which remember where each key
and item sat in the file, so a validator can report ``path:line:column: message``.
Every problem is collected in a :class:`Problems` list; nothing raises a traceback at
the player.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

_BaseLoader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


@dataclass(frozen=True)
class Mark:
    """A place in a content file; line and column are 1-based, as editors show them."""

    path: str
    line: int
    column: int

    def __str__(self) -> str:
        return f"{self.path}:{self.line}:{self.column}"


@dataclass(frozen=True)
class Problem:
    mark: Mark
    message: str

    def __str__(self) -> str:
        return f"{self.mark}: {self.message}"


@dataclass
class Problems:
    """Collects every content problem so all are reported at once."""

    items: list[Problem] = field(default_factory=list)

    def add(self, mark: Mark, message: str, expected: str | None = None) -> None:
        text = f"{message} (expected {expected})" if expected else message
        self.items.append(Problem(mark, text))

    def __bool__(self) -> bool:
        return bool(self.items)

    def __len__(self) -> int:
        return len(self.items)

    def lines(self) -> list[str]:
        return [str(p) for p in self.items]


class ContentError(Exception):
    """Raised by a game's ``load_content`` when problems were found (after collecting all)."""

    def __init__(self, problems: Problems):
        super().__init__("\n".join(problems.lines()))
        self.problems = problems


class MarkedDict(dict):
    """A mapping that remembers where it and each of its keys and values sat."""

    mark: Mark
    key_marks: dict
    value_marks: dict

    def mark_of(self, key: Any) -> Mark:
        """Where the value of ``key`` is, or the mapping itself if the key is absent."""
        return self.value_marks.get(key, self.mark)


class MarkedList(list):
    """A sequence that remembers where it and each of its items sat."""

    mark: Mark
    item_marks: list

    def mark_of(self, index: int) -> Mark:
        return self.item_marks[index] if 0 <= index < len(self.item_marks) else self.mark


def _mark(path: str, node: yaml.Node) -> Mark:
    return Mark(path, node.start_mark.line + 1, node.start_mark.column + 1)


class _DuplicateKey(Exception):
    def __init__(self, mark: Mark, key: Any):
        self.mark, self.key = mark, key


def _make_loader(path: str) -> type:
    class MarkedLoader(_BaseLoader):  # type: ignore[misc, valid-type]
        pass

    def construct_mapping(loader: Any, node: yaml.MappingNode) -> MarkedDict:
        loader.flatten_mapping(node)
        result = MarkedDict()
        result.mark = _mark(path, node)
        result.key_marks, result.value_marks = {}, {}
        for key_node, value_node in node.value:
            key = loader.construct_object(key_node, deep=True)
            if key in result:
                raise _DuplicateKey(_mark(path, key_node), key)
            result[key] = loader.construct_object(value_node, deep=True)
            result.key_marks[key] = _mark(path, key_node)
            result.value_marks[key] = _mark(path, value_node)
        return result

    def construct_sequence(loader: Any, node: yaml.SequenceNode) -> MarkedList:
        result = MarkedList(loader.construct_object(child, deep=True) for child in node.value)
        result.mark = _mark(path, node)
        result.item_marks = [_mark(path, child) for child in node.value]
        return result

    MarkedLoader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_MAPPING_TAG, construct_mapping)
    MarkedLoader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_SEQUENCE_TAG, construct_sequence)
    return MarkedLoader


def display_path(path: Path) -> str:
    """Paths in messages are relative to the working directory when possible."""
    try:
        return str(path.resolve().relative_to(Path.cwd().resolve()))
    except ValueError:
        return str(path)


def load_yaml(path: Path, problems: Problems) -> Any:
    """Load one YAML file safely; on any problem record it and return ``None``."""
    shown = display_path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        problems.add(Mark(shown, 1, 1), "file is missing", "a YAML content file here")
        return None
    except (OSError, UnicodeDecodeError) as exc:
        problems.add(Mark(shown, 1, 1), f"cannot read file: {exc}", "readable UTF-8 text")
        return None
    try:
        return yaml.load(text, Loader=_make_loader(shown))
    except _DuplicateKey as dup:
        problems.add(dup.mark, f"duplicate key {dup.key!r}", "each key once per mapping")
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        where = Mark(shown, mark.line + 1, mark.column + 1) if mark else Mark(shown, 1, 1)
        problems.add(where, f"YAML syntax error: {exc.problem or exc.context}", "valid YAML")
    except yaml.YAMLError as exc:
        problems.add(Mark(shown, 1, 1), f"YAML error: {exc}", "valid YAML")
    return None


# --- validation helpers -------------------------------------------------------------

_TYPE_NAMES = {int: "an integer", str: "a string", bool: "true or false", float: "a number",
               list: "a list", dict: "a mapping"}


def _is_kind(value: Any, kind: type) -> bool:
    if kind is int:
        return isinstance(value, int) and not isinstance(value, bool)
    if kind is float:
        return isinstance(value, (int, float)) and not isinstance(value, bool)
    return isinstance(value, kind)


def get(mapping: MarkedDict, key: str, kind: type, problems: Problems, *,
        required: bool = True, default: Any = None, choices: Iterable[Any] | None = None,
        minimum: float | None = None, maximum: float | None = None) -> Any:
    """Read ``mapping[key]`` as ``kind``; record a problem (and return ``default``) if wrong."""
    if key not in mapping:
        if required:
            problems.add(mapping.mark, f"missing key '{key}'", _TYPE_NAMES.get(kind, str(kind)))
        return default
    value = mapping[key]
    where = mapping.mark_of(key)
    if not _is_kind(value, kind):
        problems.add(where, f"'{key}' is {value!r}", _TYPE_NAMES.get(kind, str(kind)))
        return default
    if choices is not None:
        allowed = list(choices)
        if value not in allowed:
            problems.add(where, f"'{key}' is {value!r}", "one of " + ", ".join(map(str, allowed)))
            return default
    if minimum is not None and value < minimum:
        problems.add(where, f"'{key}' is {value}, below {minimum}", f"at least {minimum}")
        return default
    if maximum is not None and value > maximum:
        problems.add(where, f"'{key}' is {value}, above {maximum}", f"at most {maximum}")
        return default
    return value


def require_mapping(node: Any, where: Mark, problems: Problems, what: str) -> MarkedDict | None:
    if isinstance(node, MarkedDict):
        return node
    problems.add(getattr(node, "mark", where), f"{what} is not a mapping", "a mapping of keys")
    return None


def require_list(node: Any, where: Mark, problems: Problems, what: str) -> MarkedList | None:
    if isinstance(node, MarkedList):
        return node
    problems.add(getattr(node, "mark", where), f"{what} is not a list", "a list")
    return None


def check_keys(mapping: MarkedDict, allowed: Iterable[str], problems: Problems) -> None:
    """Report keys the loader does not know (usually a typo)."""
    known = set(allowed)
    for key in mapping:
        if key not in known:
            problems.add(mapping.key_marks[key], f"unknown key {key!r}",
                         "one of " + ", ".join(sorted(known)))
