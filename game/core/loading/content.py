"""YAML content loading with line/column marks, and the helpers game loaders validate with.

Only the pure-Python ``yaml.SafeLoader`` is used, never the libyaml one: libyaml accepts
some text the pure reader refuses (a tab before a value, a ``?`` in a flow key) and stops
deep nesting at its own column, so the answer would depend on how PyYAML was built. The
text is parsed once: the events the shape check walks are the ones the document is
composed from. Mappings load as
:class:`MarkedDict` and sequences as :class:`MarkedList`, which remember where each key
and item sat in the file, so a validator can report ``path:line:column: message``.
Every problem is collected in a :class:`Problems` list; nothing raises a traceback at
the player. A file is never trusted: :mod:`game.core.loading.content_read` refuses special files,
oversized files, bad bytes, deep nesting, alias bombs and odd tags or keys before anything
is built (the limits are in ``docs/content-limits.md``).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any

import yaml

from game.core.loading.content_read import Refusal, check_events, check_nodes, decode, read_bytes

# Never CSafeLoader: the same file must get the same file:line:column on every PyYAML build.
_BaseLoader = yaml.SafeLoader
_AS_TEXT = ("tag:yaml.org,2002:timestamp", "tag:yaml.org,2002:value")


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


class MarkedDict(dict):
    """A mapping that remembers where it and each of its keys and values sat."""

    mark: Mark
    key_marks: dict
    value_marks: dict

    def mark_of(self, key: Any) -> Mark:
        """Where the value of ``key`` is, or the mapping itself if the key is absent."""
        return self.value_marks.get(key, self.mark)


class MarkedList(list):
    """A sequence that remembers where it and each of its items sat.

    One made in code (``MarkedList([value])``) has no places yet: :func:`require_list` gives
    it the place it was asked about, so a problem in it is still reported somewhere real."""

    mark: Mark | None = None
    item_marks: list | tuple = ()   # each loaded list gets a list of its own
    text_marks: list | tuple = ()

    def mark_of(self, index: int) -> Mark:
        return self.item_marks[index] if 0 <= index < len(self.item_marks) else self.mark

    def text_mark_of(self, index: int) -> Mark:
        """Where the text of item ``index`` begins: past the opening quote of a quoted item
        (``- "wcxcw"``), so a column counted into the text names the character itself."""
        return self.text_marks[index] if 0 <= index < len(self.text_marks) else self.mark_of(index)


def _mark(path: str, node: yaml.Node) -> Mark:
    return Mark(path, node.start_mark.line + 1, node.start_mark.column + 1)


def _text_mark(path: str, node: yaml.Node) -> Mark:
    quoted = isinstance(node, yaml.ScalarNode) and node.style in ('"', "'")
    return Mark(path, node.start_mark.line + 1, node.start_mark.column + 1 + quoted)


class _DuplicateKey(Exception):
    def __init__(self, mark: Mark, key: Any):
        self.mark, self.key = mark, key


class _FromEvents:
    """Composes and constructs from a list of events already parsed (nothing parsed twice)."""

    def __init__(self, events: list[yaml.Event]) -> None:
        self._events, self._next = events, 0
        yaml.composer.Composer.__init__(self)  # type: ignore[arg-type]
        yaml.constructor.SafeConstructor.__init__(self)  # type: ignore[arg-type]
        yaml.resolver.Resolver.__init__(self)  # type: ignore[arg-type]

    def check_event(self, *choices: type) -> bool:
        if self._next >= len(self._events):
            return False
        return not choices or isinstance(self._events[self._next], choices)

    def peek_event(self) -> yaml.Event:
        return self._events[self._next]

    def get_event(self) -> yaml.Event:
        event = self._events[self._next]
        self._next += 1
        return event

    def dispose(self) -> None:
        self._events = []


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
        result.text_marks = [_text_mark(path, child) for child in node.value]
        return result

    MarkedLoader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_MAPPING_TAG, construct_mapping)
    MarkedLoader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_SEQUENCE_TAG, construct_sequence)
    # Dates (and a lone "=") are read as the text they are written as: no content field is a
    # date, and an impossible one ("2026-13-45") must not crash the reader. (An explicit
    # !!timestamp tag is then refused like every other tag content does not use.)
    MarkedLoader.yaml_implicit_resolvers = {
        first: [(tag, regexp) for tag, regexp in resolvers if tag not in _AS_TEXT]
        for first, resolvers in _BaseLoader.yaml_implicit_resolvers.items()}
    return MarkedLoader


KEPT_TEXT_CHARS = 64_000     # texts kept parsed: every shipped file is under 9,000 characters


def _events_of(text: str) -> list[yaml.Event]:
    """The checked events of ``text``, kept for the texts seen last: parsing is most of a
    content check, and a check of a folder where one file changed (the fuzzer runs hundreds)
    then parses that file only. Events are only read when a document is composed from them;
    a refused text raises again each time (nothing is kept for it). A long text is parsed
    afresh each time: a hostile 8 MB list would otherwise stay in memory as millions of events."""
    if len(text) > KEPT_TEXT_CHARS:
        return check_events(text, _BaseLoader)
    return _kept_events_of(text)


@lru_cache(maxsize=64)
def _kept_events_of(text: str) -> list[yaml.Event]:
    return check_events(text, _BaseLoader)


def display_path(path: Path) -> str:
    """Paths in messages are relative to the working directory when possible."""
    try:
        return str(path.resolve().relative_to(Path.cwd().resolve()))
    except (ValueError, OSError, RuntimeError):  # RuntimeError: a symlink loop (Python < 3.13)
        return str(path)


def _syntax_words(exc: yaml.MarkedYAMLError) -> str:
    """The reader's words, with where the construct it was reading began (when elsewhere)."""
    words = exc.problem or exc.context or "not valid YAML"
    if words.startswith("but ") and exc.context:  # "but found another document"
        return f"{exc.context}, {words}"
    start, end = exc.context_mark, exc.problem_mark
    if exc.problem and exc.context and start is not None and end is not None and (
            start.line, start.column) != (end.line, end.column):
        words += f" ({exc.context} at line {start.line + 1}, column {start.column + 1})"
    return words


def load_yaml(path: Path, problems: Problems) -> Any:
    """Load one YAML file safely; on any problem record it and return ``None``.

    ``None`` always comes with a recorded problem: an empty file, or one holding only
    comments or ``null``, is a problem too (a file cut short must never pass). The file is
    never trusted: see :mod:`game.core.loading.content_read` for the limits.
    """
    shown = display_path(path)
    try:
        text = decode(read_bytes(path))
        loader_class = _make_loader(shown)
        events = _events_of(text)
        loader = type("MarkedEventLoader", (_FromEvents, loader_class), {})(events)
        try:
            node = loader.get_single_node()
            if node is None:
                raise Refusal("the file is empty (or holds only comments)",
                              expected="the content this file should hold")
            check_nodes(node, loader)
            data = loader.construct_document(node)
        finally:
            loader.dispose()
    except Refusal as refusal:
        problems.add(Mark(shown, refusal.line, refusal.column), refusal.message,
                     refusal.expected or None)
        return None
    except _DuplicateKey as dup:
        problems.add(dup.mark, f"duplicate key {shown_value(dup.key)}", "each key once per mapping")
        return None
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        where = Mark(shown, mark.line + 1, mark.column + 1) if mark else Mark(shown, 1, 1)
        problems.add(where, f"YAML syntax error: {_syntax_words(exc)}", "valid YAML")
        return None
    except (yaml.YAMLError, ValueError, TypeError, RecursionError) as exc:
        # Not expected after the checks above; still a line for the player, never a traceback.
        problems.add(Mark(shown, 1, 1), f"cannot read the YAML: {type(exc).__name__}: "
                     f"{str(exc)[:120]}", "valid YAML")
        return None
    if data is None:
        problems.add(Mark(shown, 1, 1), "the file holds no data (only null)",
                     "the content this file should hold")
    return data


# --- validation helpers -------------------------------------------------------------

_TYPE_NAMES = {int: "an integer", str: "a string", bool: "true or false", float: "a number",
               list: "a list", dict: "a mapping"}


def _is_kind(value: Any, kind: type) -> bool:
    if kind is int:
        return isinstance(value, int) and not isinstance(value, bool)
    if kind is float:
        return isinstance(value, (int, float)) and not isinstance(value, bool)
    return isinstance(value, kind)


# Longer text than this is a problem: the longest shipped text is 71 characters, and every
# text ends up drawn on a card, a banner or a list (see docs/content-limits.md).
MAX_TEXT_CHARS = 300


def shown_value(value: Any, limit: int = 40) -> str:
    """A value as a message shows it: its repr, cut short (a value may be huge)."""
    text = repr(value)
    return text if len(text) <= limit else text[:limit - 3] + "..."


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
        problems.add(where, f"'{key}' is {shown_value(value)}", _TYPE_NAMES.get(kind, str(kind)))
        return default
    if kind is str and len(value) > MAX_TEXT_CHARS:
        problems.add(where, f"'{key}' is {len(value):,} characters long",
                     f"at most {MAX_TEXT_CHARS} characters")
        return default
    if kind is str and not value.isprintable():  # a tab or line break drawn inside a name
        problems.add(where, f"'{key}' holds a tab, a line break or another unprintable character",
                     "text on one line")
        return default
    if choices is not None:
        allowed = list(choices)
        if value not in allowed:
            problems.add(where, f"'{key}' is {shown_value(value)}", "one of " + ", ".join(map(str, allowed)))
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
        if node.mark is None:       # made in code: its items are where it was asked for
            node.mark, node.item_marks = where, [where] * len(node)
            node.text_marks = node.item_marks
        return node
    problems.add(getattr(node, "mark", where), f"{what} is not a list", "a list")
    return None


def check_keys(mapping: MarkedDict, allowed: Iterable[str], problems: Problems) -> None:
    """Report keys the loader does not know (usually a typo)."""
    known = set(allowed)
    for key in mapping:
        if key not in known:
            problems.add(mapping.key_marks[key], f"unknown key {shown_value(key)}",
                         "one of " + ", ".join(sorted(known)))
