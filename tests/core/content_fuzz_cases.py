"""The cases of the content fuzzer: seeded, damaged copies of the shipped content files.

``make_cases(seed)`` builds the same few hundred :class:`FuzzCase` for the same seed, one
family of damage after another (see ``docs/testing.md``, "Content fuzzing"). Applying,
running and judging them is :mod:`tests.core.content_fuzz`.
"""

from __future__ import annotations

import copy
import random
import re
from dataclasses import dataclass
from pathlib import Path

import yaml

from game.paths import CONTENT_DIR

FILES = ("five_three_five/deck.yaml", "final_touch/strokes.yaml", "final_touch/masterpieces.yaml",
         "final_nine/discs.yaml", "final_nine/actions.yaml", "final_nine/holes/hole01.yaml",
         "final_nine/holes/hole07.yaml", "final_nine/holes/hole13.yaml", "phase10/deck.yaml",
         "phase10/phases.yaml")
FOLDERS = ("five_three_five", "final_touch", "final_nine", "final_nine/holes", "phase10")
# Keys whose absence is allowed (or only changes something no check can see) are not deleted.
OPTIONAL_KEYS = {"immune", "dot", "count", "dots", "distance", "fade", "switch", "effect", "icons",
                 "about", "island", "mandos", "neighbours", "must_include",
                 "north", "east", "south", "west", "yellow", "green", "brown", "red", "blue"}
# Lines whose loss leaves valid content (an optional key, one mando fewer) are not deleted.
OPTIONAL_LINES = ("about:", "neighbours:", "corner:", "island:", "mandos:", "cells:", "drop_zone:")


@dataclass(frozen=True)
class FuzzCase:
    """One damaged content folder: ``target`` (relative to the content root) is replaced."""

    family: str
    target: str
    note: str
    payload: bytes | None = None      # new file bytes, or None for a special file
    special: str = ""                 # fifo, dev_zero, symlink_loop, dangling, directory, ...
    expect_line: int = 0              # when known: the line the problem must be reported on

    @property
    def name(self) -> str:
        return f"{self.family}:{self.target}:{self.note}"



# --- building the cases -------------------------------------------------------------------

_PAIR = re.compile(r"(?P<key>[A-Za-z_][A-Za-z_0-9]*): (?P<value>\"[^\"\n]*\"|'[^'\n]*'"
                   r"|\[[^\]\n]*\]|\{[^}\n]*\}|[^,}\]\n#]+)")


def _data_part(line: str) -> str:
    """A line without its comment (good enough for the shipped files: no '#' in values)."""
    cut = line.find("#")
    while cut > 0 and line[cut - 1] not in " \t":
        cut = line.find("#", cut + 1)
    return line if cut < 0 else line[:cut]


def _pairs(text: str) -> list[tuple[int, int, int, int, str, str]]:
    """Every ``key: value`` on one line: (key start, value start, value end, line, key, value)."""
    found = []
    offset = 0
    for number, line in enumerate(text.splitlines(keepends=True), start=1):
        data, position = _data_part(line), 0
        while (match := _PAIR.search(data, position)) is not None:
            value = match.group("value").rstrip()
            if value:
                found.append((offset + match.start(), offset + match.start("value"),
                              offset + match.start("value") + len(value), number,
                              match.group("key"), value))
            # Look inside a flow mapping too: its own pairs are keys as well.
            position = match.start("value") + 1 if value[:1] == "{" else match.end()
        offset += len(line)
    return found


def _last_data_offset(text: str) -> int:
    """Offset just past the last character that is data (not blank, not comment)."""
    offset, last = 0, 0
    for line in text.splitlines(keepends=True):
        data = _data_part(line).rstrip()
        if data.strip():
            last = offset + len(data)
        offset += len(line)
    return last


def _data_offsets(text: str) -> list[int]:
    """Offsets of the characters that are data: not comments, not line ends."""
    found, offset = [], 0
    for line in text.splitlines(keepends=True):
        data = _data_part(line).rstrip("\n")
        found.extend(offset + i for i in range(len(data)) if not data[i].isspace())
        offset += len(line)
    return found


def _line_of(text: str, offset: int) -> int:
    return text.count("\n", 0, offset) + 1


def _replace(text: str, start: int, end: int, new: str) -> bytes:
    return (text[:start] + new + text[end:]).encode("utf-8")


def _kind_of(value: str) -> str:
    if re.fullmatch(r"-?\d+", value):
        return "int"
    if value in ("true", "false"):
        return "bool"
    if value.startswith("["):
        return "list"
    if value.startswith("{"):
        return "map"
    return "str"


_WRONG_TYPES = {
    "int": ('"seven"', "[1, 2]", "{a: 1}", "true", "null", "1.5", "''"),
    "bool": ("7", "'yes'", "[1]", "null", "{a: 1}"),
    "list": ("7", '"text"', "{a: 1}", "null", "true"),
    "map": ("7", '"text"', "[1, 2]", "null", "false"),
    "str": ("7", "[a, b]", "{a: 1}", "true", "null", "1.5"),
}
_HUGE = ("1000000000", "-1000000000", "1000000000000000000", "9" * 5000, "0x" + "f" * 40,
         "1e999", ".inf", "-.inf", ".nan", "2147483648")
_TAGGED = ("!!int abc", "!!float abc", "!!bool maybe", "!!map x", "!!seq x", "!!str [1, 2]",
           "!!binary '***'", "!!timestamp 2026-13-45", "2026-13-45", "!!set {a, b}",
           "!!python/object:os.system x", "!custom x", "!!omap [a, b]", "!!pairs [a]",
           "!!null [1]", "{? [1, 2] : x}", "{? {a: 1} : x}", "{? !!set {a} : x}")
_TOP_KEYS = ("? [1, 2]\n: x\n", "? !!set {a}\n: x\n", "? {a: 1}\n: x\n", "[1, 2]: x\n",
             "? !!binary aGk=\n: x\n", "!!python/name:os.system\n")


def _bomb(levels: int, width: int) -> str:
    """A billion-laughs value: ``width ** levels`` items out of a few dozen characters."""
    text = "&l0 [" + ", ".join(["lol"] * width) + "]"
    for level in range(1, levels):
        text = f"&l{level} [{text}, " + ", ".join([f"*l{level - 1}"] * (width - 1)) + "]"
    return text


_KINDS = (7, "text", [1, 2], {"a": 1}, True, None, 1.5)


def _category(value: object) -> str:
    return "int" if type(value) is int else type(value).__name__


def _data_paths(data: object, where: tuple = ()) -> list[tuple[tuple, object]]:
    """Every value below the top of a loaded YAML document, with the keys and indices to it."""
    found = []
    items = data.items() if isinstance(data, dict) else enumerate(data) if isinstance(data, list) else ()
    for key, value in items:
        found.append((where + (key,), value))
        found.extend(_data_paths(value, where + (key,)))
    return found


def _set_path(data: object, where: tuple, value: object) -> object:
    changed = copy.deepcopy(data)
    target = changed
    for key in where[:-1]:
        target = target[key]
    target[where[-1]] = value
    return changed


def _dump(data: object) -> bytes:
    return yaml.safe_dump(data, sort_keys=False, default_flow_style=None, width=200).encode("utf-8")


def _nested(depth: int, flow_map: bool) -> str:
    if flow_map:
        return "{a: " * depth + "1" + "}" * depth
    return "[" * depth + "1" + "]" * depth


def _after_comments(text: str) -> int:
    """Offset of the first line that is not a comment or blank (to insert top-level keys)."""
    offset = 0
    for line in text.splitlines(keepends=True):
        if _data_part(line).strip():
            return offset
        offset += len(line)
    return offset


def _ascii_positions(data: bytes, limit: int) -> list[int]:
    """Offsets of ASCII bytes with ASCII neighbours, before ``limit`` (a flip there is never
    accidentally a valid UTF-8 sequence)."""
    return [i for i in range(1, min(limit, len(data) - 1))
            if data[i] < 0x80 and data[i - 1] < 0x80 and data[i + 1] < 0x80 and data[i] != 0x0A]



@dataclass
class _Source:
    """The shipped texts and the seeded random source every family draws from, in order."""

    rng: random.Random
    texts: dict[str, str]

    def pick(self) -> tuple[str, str]:
        name = self.rng.choice(FILES)
        return name, self.texts[name]


def _truncations(src: _Source, cases: list[FuzzCase]) -> None:
    """Truncations: anywhere before the end of the data, empty included; the issue's own case."""
    cases.append(FuzzCase("truncate", "final_nine/discs.yaml", "empty", b""))
    cases.append(FuzzCase("truncate", "final_nine/discs.yaml", "cut at byte 140",
                          src.texts["final_nine/discs.yaml"].encode()[:140]))
    for name in FILES:
        cases.append(FuzzCase("truncate", name, "empty", b""))
        cases.append(FuzzCase("truncate", name, "comments only", b"# nothing here\n"))
    for _ in range(36):
        name, text = src.pick()
        data = text.encode("utf-8")
        cut = src.rng.randrange(1, _last_data_offset(text))
        cases.append(FuzzCase("truncate", name, f"cut at byte {cut}", data[:cut]))


def _bad_bytes(src: _Source, cases: list[FuzzCase]) -> None:
    """Bad bytes: control characters and bytes that are not UTF-8, at a known line."""
    controls = [0x00, 0x01, 0x07, 0x08, 0x0B, 0x0C, 0x1B, 0x1F, 0x7F]
    for index in range(36):
        name, text = src.pick()
        data = bytearray(text.encode("utf-8"))
        where = src.rng.choice(_ascii_positions(bytes(data), len(data)))
        byte = src.rng.choice(controls) if index % 2 == 0 else src.rng.randrange(0x80, 0x100)
        data[where] = byte
        cases.append(FuzzCase("bad bytes", name, f"0x{byte:02x} at byte {where}", bytes(data),
                              expect_line=_line_of(text, where)))


def _deleted_keys(src: _Source, cases: list[FuzzCase]) -> None:
    """Deleted keys: a required key and its value."""
    for _ in range(36):
        name, text = src.pick()
        pairs = [p for p in _pairs(text) if p[4] not in OPTIONAL_KEYS
                 and not (name.endswith("phases.yaml") and p[4] == "name")]
        key_start, _vs, value_end, _line, key, _value = src.rng.choice(pairs)
        tail = text[value_end:value_end + 2]
        end = value_end + 2 if tail == ", " else value_end
        cases.append(FuzzCase("deleted key", name, f"'{key}' removed",
                              _replace(text, key_start, end, "")))


def _deleted_lines(src: _Source, cases: list[FuzzCase]) -> None:
    """Deleted lines: a whole line of data (an entry of a list, a key and its value)."""
    for _ in range(36):
        name, text = src.pick()
        lines = text.splitlines(keepends=True)
        data_lines = [i for i, line in enumerate(lines) if _data_part(line).strip()
                      and not any(word in line for word in OPTIONAL_LINES)]
        gone = src.rng.choice(data_lines)
        cases.append(FuzzCase("deleted line", name, f"line {gone + 1} removed",
                              "".join(lines[:gone] + lines[gone + 1:]).encode("utf-8")))


def _random_flips(src: _Source, cases: list[FuzzCase]) -> None:
    """Random flips: a character of the data (not of a comment) turned into one YAML gives meaning
    to. Some land in a name and leave valid content: "accepted" is right for those."""
    for _ in range(60):
        name, text = src.pick()
        where = src.rng.choice(_data_offsets(text))
        new = src.rng.choice("{}[],:&*!|>'\"#-?% \n\t@`=~0179azZ")
        cases.append(FuzzCase("random flips", name, f"{new!r} at {where}",
                              _replace(text, where, where + 1, new)))


def _deep_swaps(src: _Source, cases: list[FuzzCase]) -> None:
    """Swapped types deep in the data: any value, at any depth, becomes another kind of value."""
    for _ in range(48):
        name, text = src.pick()
        data = yaml.safe_load(text)
        where, old = src.rng.choice(_data_paths(data))
        new = src.rng.choice([value for value in _KINDS if _category(value) != _category(old)])
        cases.append(FuzzCase("swapped type", name, f"{'/'.join(map(str, where))} = {new!r}"[:80],
                              _dump(_set_path(data, where, new))))


def _swapped_types(src: _Source, cases: list[FuzzCase]) -> None:
    """Swapped types: a value of a kind its key never takes."""
    for _ in range(36):
        name, text = src.pick()
        _ks, value_start, value_end, line, key, value = src.rng.choice(_pairs(text))
        new = src.rng.choice(_WRONG_TYPES[_kind_of(value)])
        cases.append(FuzzCase("swapped type", name, f"{key}: {new}",
                              _replace(text, value_start, value_end, new), expect_line=line))


def _huge_numbers(src: _Source, cases: list[FuzzCase]) -> None:
    """Huge numbers (and not-quite numbers) where an integer belongs."""
    for _ in range(36):
        name, text = src.pick()
        ints = [p for p in _pairs(text) if _kind_of(p[5]) == "int"]
        _ks, value_start, value_end, line, key, _value = src.rng.choice(ints)
        new = src.rng.choice(_HUGE)
        cases.append(FuzzCase("huge number", name, f"{key}: {new[:24]}",
                              _replace(text, value_start, value_end, new), expect_line=line))
    phases = src.texts["phase10/phases.yaml"]
    for word in ("²", "٣", "9" * 5000, "1000000000", "0", "-1", "3.0", "three"):
        start = phases.index('"set 3"') + 5
        cases.append(FuzzCase("huge number", "phase10/phases.yaml", f"group 'set {word[:12]}'",
                              _replace(phases, start, start + 1, word),
                              expect_line=_line_of(phases, start)))
    deck = src.texts["phase10/deck.yaml"]
    for key, new in (("high", "1000000000"), ("copies", "1000000000"), ("wilds", "1000000000"),
                     ("skips", "100000000"), ("to", "1000000000"), ("from", "-1000000000")):
        pair = next(p for p in _pairs(deck) if p[4] == key)
        cases.append(FuzzCase("huge number", "phase10/deck.yaml", f"{key}: {new}",
                              _replace(deck, pair[1], pair[2], new), expect_line=pair[3]))


def _deep_nesting(src: _Source, cases: list[FuzzCase]) -> None:
    """Deep nesting in place of a value."""
    for depth in (250, 500, 1000, 5000, 10000):
        for flow_map in (False, True):
            name, text = src.pick()
            _ks, value_start, value_end, line, *_rest = src.rng.choice(_pairs(text))
            cases.append(FuzzCase("deep nesting", name, f"{'map' if flow_map else 'list'} x{depth}",
                                  _replace(text, value_start, value_end, _nested(depth, flow_map)),
                                  expect_line=line))
    name, text = src.pick()  # 100,000 brackets: too big a file before it is too deep
    _ks, value_start, value_end, *_rest = src.rng.choice(_pairs(text))
    cases.append(FuzzCase("deep nesting", name, "list x100000",
                          _replace(text, value_start, value_end, _nested(100_000, False))))
    for depth in (300, 2000):
        name, text = src.pick()
        block = "".join("  " * level + "- \n" for level in range(depth)) + "  " * depth + "- 1\n"
        cases.append(FuzzCase("deep nesting", name, f"block list x{depth}",
                              (text + "\nextra:\n" + block).encode()))


def _alias_bombs(src: _Source, cases: list[FuzzCase]) -> None:
    """Alias bombs in place of a value, and an alias that contains itself."""
    for levels, width in ((9, 9), (8, 10), (6, 20), (4, 40), (12, 4), (3, 200)):
        for _ in range(2):
            name, text = src.pick()
            _ks, value_start, value_end, line, *_rest = src.rng.choice(_pairs(text))
            cases.append(FuzzCase("alias bomb", name, f"{width}^{levels}",
                                  _replace(text, value_start, value_end, _bomb(levels, width)),
                                  expect_line=line))
    for _ in range(6):
        name, text = src.pick()
        _ks, value_start, value_end, line, *_rest = src.rng.choice(_pairs(text))
        new = src.rng.choice(("&r [*r]", "&r {a: *r}", "&r [1, [2, *r]]"))
        cases.append(FuzzCase("alias bomb", name, f"self-reference {new}",
                              _replace(text, value_start, value_end, new), expect_line=line))


def _tags_and_keys(src: _Source, cases: list[FuzzCase]) -> None:
    """Tags and keys YAML allows but content never uses."""
    for tagged in _TAGGED:
        name, text = src.pick()
        # A date is plain text, so it is put where a number belongs (a name may look like one).
        pairs = [p for p in _pairs(text) if tagged[0].isalnum() is False or _kind_of(p[5]) == "int"]
        _ks, value_start, value_end, line, *_rest = src.rng.choice(pairs)
        cases.append(FuzzCase("tags and keys", name, tagged,
                              _replace(text, value_start, value_end, tagged), expect_line=line))
    for top in _TOP_KEYS:
        for _ in range(2):
            name, text = src.pick()
            at = _after_comments(text)
            cases.append(FuzzCase("tags and keys", name, top.strip().replace("\n", " "),
                                  _replace(text, at, at, top), expect_line=_line_of(text, at)))


def _special_files(src: _Source, cases: list[FuzzCase]) -> None:
    """Special files and folders in place of a content file."""
    for special in ("fifo", "dev_zero", "symlink_loop", "dangling", "directory", "huge_list",
                    "huge_comment", "binary"):
        for name in src.rng.sample(FILES, 3):
            cases.append(FuzzCase("special file", name, special, special=special))
    for folder in FOLDERS:
        cases.append(FuzzCase("special file", folder, "folder is a symlink loop",
                              special="symlink_loop"))
    cases.append(FuzzCase("special file", "final_nine/holes", "folder is a file",
                          special="plain_file"))


def _dangling_references(src: _Source, cases: list[FuzzCase]) -> None:
    """References to things that do not exist."""
    five = src.texts["five_three_five/deck.yaml"]
    for new in ("0", "6", "10", "-8", "99"):
        pair = next(p for p in _pairs(five) if p[4] == "clearing_rank")
        cases.append(FuzzCase("dangling reference", "five_three_five/deck.yaml",
                              f"clearing_rank: {new}", _replace(five, pair[1], pair[2], new),
                              expect_line=pair[3]))
    hole = src.texts["final_nine/holes/hole01.yaml"]
    for new in ("{east: 2, south: 19}", "{east: 2, south: 0}", "{east: 2, south: 12, up: 3}",
                "{east: 2, south: 1}"):
        pair = next(p for p in _pairs(hole) if p[4] == "neighbours")
        cases.append(FuzzCase("dangling reference", "final_nine/holes/hole01.yaml",
                              f"neighbours: {new}", _replace(hole, pair[1], pair[2], new),
                              expect_line=pair[3]))
    pieces = src.texts["final_touch/masterpieces.yaml"]
    start = pieces.index("yellow: 2")
    cases.append(FuzzCase("dangling reference", "final_touch/masterpieces.yaml", "colour purple",
                          _replace(pieces, start, start + 6, "purple"),
                          expect_line=_line_of(pieces, start)))
    phases = src.texts["phase10/phases.yaml"]
    start = phases.index("phase: 10")
    cases.append(FuzzCase("dangling reference", "phase10/phases.yaml", "phase 10 renumbered 12",
                          _replace(phases, start + 7, start + 9, "12")))


_FAMILIES = (_truncations, _bad_bytes, _deleted_keys, _deleted_lines, _random_flips, _deep_swaps,
             _swapped_types, _huge_numbers, _deep_nesting, _alias_bombs, _tags_and_keys,
             _special_files, _dangling_references)


def make_cases(seed: int = 16, content_dir: Path = CONTENT_DIR) -> list[FuzzCase]:
    """A few hundred damaged folders, the same ones for the same seed."""
    src = _Source(random.Random(seed), {name: (content_dir / name).read_text(encoding="utf-8")
                                        for name in FILES})
    cases: list[FuzzCase] = []
    for family in _FAMILIES:
        family(src, cases)
    return cases
