"""Reading one content file without trusting it: its size and kind, its bytes, its YAML shape.

:func:`read_text` refuses what is not a small regular UTF-8 text file; :func:`check_shape`
walks the YAML events and then the node graph, refusing deep nesting, alias bombs, odd
tags and keys, before anything is built. Both raise :class:`Refusal` with the 1-based line
and column of the trouble; :mod:`game.core.loading.content` turns that into a problem line.

The limits are what the game can use, with a wide margin; ``docs/content-limits.md`` lists
them with their reasons. Changing one here means changing it there.
"""

from __future__ import annotations

import errno
import os
import re
import stat
from pathlib import Path
from typing import Any

import yaml

# The largest shipped file is about 4 KB; 64 KB is sixteen times that, and small enough that
# even the pure-Python YAML reader parses it well within the 2 s every check must answer in.
MAX_FILE_BYTES = 64 * 1024
# Shipped content nests at most 4 deep (a hole's island cells: mapping, mapping, list, list).
MAX_DEPTH = 20
# Values (scalars, lists, mappings) in one file, counted as written and again with aliases
# expanded (each use of an alias counts its whole value again). The biggest shipped file
# holds 474; the cap stops "billion laughs" alias bombs and giant lists.
MAX_VALUES = 20_000
# A number is at most this many characters: content numbers are small, and Python refuses
# to read integers of more than 4,300 digits.
MAX_NUMBER_CHARS = 20

_TAG = "tag:yaml.org,2002:"
_SCALAR_TAGS = {_TAG + name for name in ("str", "int", "float", "bool", "null")}
_WORDS = {_TAG + "int": "an integer", _TAG + "float": "a number", _TAG + "bool": "true or false",
          _TAG + "null": "null or nothing"}
_NON_PRINTABLE = re.compile("[^\x09\x0A\x0D\x20-\x7E\x85\xA0-\uD7FF\uE000-\uFFFD"
                            "\U00010000-\U0010FFFF]")


class Refusal(Exception):
    """A file (or a place in it) the loader will not read; line and column are 1-based."""

    def __init__(self, message: str, line: int = 1, column: int = 1, expected: str = ""):
        super().__init__(message)
        self.message, self.line, self.column, self.expected = message, line, column, expected


def _at(mark: Any, message: str, expected: str) -> Refusal:
    return Refusal(message, mark.line + 1, mark.column + 1, expected)


def short_tag(tag: str) -> str:
    return "!!" + tag[len(_TAG):] if tag.startswith(_TAG) else tag


# --- the file itself ----------------------------------------------------------------------

def read_bytes(path: Path, limit: int = MAX_FILE_BYTES) -> bytes:
    """The bytes of a regular file of at most ``limit`` bytes; never blocks, never reads more.

    Nothing here is YAML-specific: any file the game reads from disk can come through it.
    """
    # O_NONBLOCK: opening a FIFO with no writer returns at once instead of waiting forever.
    flags = os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_NOCTTY", 0)
    try:
        handle = os.open(path, flags)
    except FileNotFoundError:
        if os.path.islink(path):
            raise Refusal("the file is a link to nothing", expected="a YAML content file here")
        raise Refusal("file is missing", expected="a YAML content file here") from None
    except OSError as exc:
        if exc.errno == errno.ELOOP:
            raise Refusal("the path is a loop of symbolic links",
                          expected="a YAML content file here") from None
        raise Refusal(f"cannot open the file ({exc.strerror})",
                      expected="a readable YAML content file") from None
    try:
        info = os.fstat(handle)
        if stat.S_ISDIR(info.st_mode):
            raise Refusal("this is a folder, not a file", expected="a YAML content file here")
        if not stat.S_ISREG(info.st_mode):
            raise Refusal("this is not a regular file (a pipe, device or socket)",
                          expected="a YAML content file here")
        if info.st_size > limit:
            raise Refusal(f"the file is {info.st_size:,} bytes long",
                          expected=f"at most {limit:,} bytes")
        os.set_blocking(handle, True)
        chunks, size = [], 0
        while size <= limit:
            chunk = os.read(handle, limit + 1 - size)
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
    except OSError as exc:
        raise Refusal(f"cannot read the file ({exc.strerror})",
                      expected="a readable YAML content file") from None
    finally:
        os.close(handle)
    if size > limit:
        raise Refusal("the file grew past the size limit while being read",
                      expected=f"at most {limit:,} bytes")
    return b"".join(chunks)


def decode(data: bytes) -> str:
    """UTF-8 text with only characters YAML allows; else the line and column of the first bad one."""
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = data.count(b"\n", 0, exc.start) + 1
        start_of_line = data.rfind(b"\n", 0, exc.start) + 1
        column = len(data[start_of_line:exc.start].decode("utf-8", "replace")) + 1
        raise Refusal(f"byte 0x{data[exc.start]:02x} is not UTF-8 text", line, column,
                      "a file saved as UTF-8") from None
    bad = _NON_PRINTABLE.search(text)
    if bad is not None:
        line = text.count("\n", 0, bad.start()) + 1
        column = bad.start() - (text.rfind("\n", 0, bad.start()) + 1) + 1
        raise Refusal(f"control character U+{ord(bad.group()):04X} in the text", line, column,
                      "printable text, tabs and line breaks only")
    return text


# --- the YAML shape -----------------------------------------------------------------------

def check_events(text: str, loader_class: type) -> list[yaml.Event]:
    """Walk the event stream (no recursion, nothing built): nesting depth and values as written.

    Returns the events, so that the document is composed from them without parsing again.
    """
    loader = loader_class(text)
    events: list[yaml.Event] = []
    try:
        depth = values = 0
        while loader.check_event():
            event = loader.get_event()
            events.append(event)
            if isinstance(event, (yaml.ScalarEvent, yaml.AliasEvent, yaml.SequenceStartEvent,
                                  yaml.MappingStartEvent)):
                values += 1
                if values > MAX_VALUES:
                    raise _at(event.start_mark, f"more than {MAX_VALUES:,} values in one file",
                              f"at most {MAX_VALUES:,}")
            if isinstance(event, (yaml.SequenceStartEvent, yaml.MappingStartEvent)):
                depth += 1
                if depth > MAX_DEPTH:
                    raise _at(event.start_mark, f"lists and mappings nest more than {MAX_DEPTH} "
                              "deep here", f"at most {MAX_DEPTH} levels")
            elif isinstance(event, (yaml.SequenceEndEvent, yaml.MappingEndEvent)):
                depth -= 1
    finally:
        loader.dispose()
    return events


def _children(node: yaml.Node) -> list[yaml.Node]:
    if isinstance(node, yaml.SequenceNode):
        return list(node.value)
    if isinstance(node, yaml.MappingNode):
        return [part for pair in node.value for part in pair]
    return []


def check_nodes(root: yaml.Node, loader: Any) -> None:
    """Walk the node graph once (iteratively): tags, keys, self-reference and alias expansion."""
    sizes: dict[int, int] = {}
    visiting: set[int] = set()
    stack: list[tuple[yaml.Node, bool]] = [(root, False)]
    while stack:
        node, finished = stack.pop()
        key = id(node)
        if finished:
            visiting.discard(key)
            sizes[key] = 1 + sum(sizes[id(child)] for child in _children(node))
            if sizes[key] > MAX_VALUES:
                raise _at(node.start_mark, f"this value expands to more than {MAX_VALUES:,} "
                          "values through aliases", "aliases that repeat a little, not a lot")
            continue
        if key in sizes:
            continue
        if key in visiting:
            raise _at(node.start_mark, "an alias refers to a list or mapping that contains it",
                      "values that do not contain themselves")
        _check_node(node, loader)
        visiting.add(key)
        stack.append((node, True))
        stack.extend((child, False) for child in _children(node) if id(child) not in sizes)


def _check_node(node: yaml.Node, loader: Any) -> None:
    tag = node.tag
    if isinstance(node, yaml.ScalarNode):
        if tag == _TAG + "merge":
            # A merge copies keys in unseen, so a key written once could be there twice, and
            # its value would come from elsewhere in the file: content spells every key out.
            raise _at(node.start_mark, "a merge key '<<' is not used in content files",
                      "every key written out, or quotes around '<<' for the text itself")
        if tag in (_TAG + "seq", _TAG + "map"):
            raise _at(node.start_mark, f"the tag {short_tag(tag)} on a plain value",
                      "a list or mapping for that tag, or no tag")
        if tag not in _SCALAR_TAGS:
            raise _at(node.start_mark, f"the tag {short_tag(tag)} is not used in content files",
                      "plain values, without !! tags")
        plain = loader.resolve(yaml.ScalarNode, node.value, (True, False))
        fits = {_TAG + "float": (_TAG + "float", _TAG + "int")}.get(tag, (tag,))
        if tag in _WORDS and plain not in fits:
            raise _at(node.start_mark, f"{node.value[:40]!r} cannot be read as {short_tag(tag)}",
                      _WORDS[tag])
        if plain in (_TAG + "int", _TAG + "float") and len(node.value) > MAX_NUMBER_CHARS:
            raise _at(node.start_mark, f"a number {len(node.value):,} characters long",
                      f"at most {MAX_NUMBER_CHARS} characters")
        return
    wanted = _TAG + ("seq" if isinstance(node, yaml.SequenceNode) else "map")
    if tag != wanted:
        kind = "list" if wanted.endswith("seq") else "mapping"
        raise _at(node.start_mark, f"the tag {short_tag(tag)} on a {kind}",
                  "plain lists and mappings, without !! tags")
    if isinstance(node, yaml.MappingNode):
        for key_node, _value in node.value:
            if not isinstance(key_node, yaml.ScalarNode):
                kind = "list" if isinstance(key_node, yaml.SequenceNode) else "mapping"
                raise _at(key_node.start_mark, f"a key is a {kind}",
                          "keys that are plain words or numbers")
