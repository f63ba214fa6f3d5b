"""A seeded fuzzer for content folders: mutated copies of the shipped YAML, and how they fare.

``make_cases(seed)`` builds a few hundred :class:`FuzzCase` from the shipped files, one
family of damage at a time (truncations, bad bytes, deleted keys, swapped types, huge
numbers, deep nesting, alias bombs, tags and odd keys, special files, dangling
references). ``run_in_process`` checks one case through the function ``check-content``
uses; ``run_in_subprocess`` runs the real ``python main.py check-content`` with a time and
an address-space limit. ``classify`` names the outcome: handled, traceback, hang, memory,
accepted or wrong message.

The table in ``docs/testing.md`` comes from ``python -m tests.core.content_fuzz``.
"""

from __future__ import annotations

import argparse
import copy
import os
import random
import re
import resource
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import traceback
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

import yaml

from game.paths import CONTENT_DIR, ROOT

SECONDS_LIMIT = 2.0          # CPU seconds every case may take (issue 16); a block is a wall timeout
MEGABYTES_LIMIT = 200        # and grow the process by less than this

FILES = ("five_three_five/deck.yaml", "final_touch/strokes.yaml", "final_touch/masterpieces.yaml",
         "final_nine/discs.yaml", "final_nine/actions.yaml", "final_nine/holes/hole01.yaml",
         "final_nine/holes/hole07.yaml", "final_nine/holes/hole13.yaml", "phase10/deck.yaml",
         "phase10/phases.yaml")
FOLDERS = ("five_three_five", "final_touch", "final_nine", "final_nine/holes", "phase10")
# Keys whose absence is allowed (or only changes something no check can see) are not deleted.
OPTIONAL_KEYS = {"immune", "dot", "count", "dots", "distance", "fade", "switch", "effect", "icons",
                 "about", "island", "mandos", "neighbours", "name_phase", "must_include",
                 "north", "east", "south", "west", "yellow", "green", "brown", "red", "blue"}
# Lines whose loss leaves valid content (an optional key, one mando fewer) are not deleted.
OPTIONAL_LINES = ("about:", "neighbours:", "corner:", "island:", "mandos:", "cells:", "drop_zone:")
OUTCOMES = ("handled", "traceback", "hang", "memory", "accepted", "wrong message")
# Random flips may land in a comment or a name and leave valid content: for them only a
# traceback, a hang or a memory blow-up is a failure (and every line must still be well formed).
LENIENT_FAMILIES = ("random flips",)


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


def make_cases(seed: int = 16, content_dir: Path = CONTENT_DIR) -> list[FuzzCase]:
    """A few hundred damaged folders, the same ones for the same seed."""
    rng = random.Random(seed)
    texts = {name: (content_dir / name).read_text(encoding="utf-8") for name in FILES}
    cases: list[FuzzCase] = []

    def pick_file() -> tuple[str, str]:
        name = rng.choice(FILES)
        return name, texts[name]

    # Truncations: anywhere before the end of the data, empty included; the issue's own case.
    cases.append(FuzzCase("truncate", "final_nine/discs.yaml", "empty", b""))
    cases.append(FuzzCase("truncate", "final_nine/discs.yaml", "cut at byte 140",
                          texts["final_nine/discs.yaml"].encode()[:140]))
    for name in FILES:
        cases.append(FuzzCase("truncate", name, "empty", b""))
        cases.append(FuzzCase("truncate", name, "comments only", b"# nothing here\n"))
    for _ in range(36):
        name, text = pick_file()
        data = text.encode("utf-8")
        cut = rng.randrange(1, _last_data_offset(text))
        cases.append(FuzzCase("truncate", name, f"cut at byte {cut}", data[:cut]))

    # Bad bytes: control characters and bytes that are not UTF-8, at a known line.
    controls = [0x00, 0x01, 0x07, 0x08, 0x0B, 0x0C, 0x1B, 0x1F, 0x7F]
    for index in range(36):
        name, text = pick_file()
        data = bytearray(text.encode("utf-8"))
        where = rng.choice(_ascii_positions(bytes(data), len(data)))
        byte = rng.choice(controls) if index % 2 == 0 else rng.randrange(0x80, 0x100)
        data[where] = byte
        cases.append(FuzzCase("bad bytes", name, f"0x{byte:02x} at byte {where}", bytes(data),
                              expect_line=_line_of(text, where)))

    # Deleted keys: a required key and its value.
    for _ in range(36):
        name, text = pick_file()
        pairs = [p for p in _pairs(text) if p[4] not in OPTIONAL_KEYS
                 and not (name.endswith("phases.yaml") and p[4] == "name")]
        key_start, _vs, value_end, _line, key, _value = rng.choice(pairs)
        tail = text[value_end:value_end + 2]
        end = value_end + 2 if tail == ", " else value_end
        cases.append(FuzzCase("deleted key", name, f"'{key}' removed",
                              _replace(text, key_start, end, "")))

    # Deleted lines: a whole line of data (an entry of a list, a key and its value).
    for _ in range(36):
        name, text = pick_file()
        lines = text.splitlines(keepends=True)
        data_lines = [i for i, line in enumerate(lines) if _data_part(line).strip()
                      and not any(word in line for word in OPTIONAL_LINES)]
        gone = rng.choice(data_lines)
        cases.append(FuzzCase("deleted line", name, f"line {gone + 1} removed",
                              "".join(lines[:gone] + lines[gone + 1:]).encode("utf-8")))

    # Random flips: a character of the data (not of a comment) turned into one YAML gives
    # meaning to. Some land in a name and leave valid content: "accepted" is right for those.
    for _ in range(60):
        name, text = pick_file()
        where = rng.choice(_data_offsets(text))
        new = rng.choice("{}[],:&*!|>'\"#-?% \n\t@`=~0179azZ")
        cases.append(FuzzCase("random flips", name, f"{new!r} at {where}",
                              _replace(text, where, where + 1, new)))

    # Swapped types deep in the data: any value, at any depth, becomes another kind of value.
    for _ in range(48):
        name, text = pick_file()
        data = yaml.safe_load(text)
        where, old = rng.choice(_data_paths(data))
        new = rng.choice([value for value in _KINDS if _category(value) != _category(old)])
        cases.append(FuzzCase("swapped type", name, f"{'/'.join(map(str, where))} = {new!r}"[:80],
                              _dump(_set_path(data, where, new))))

    # Swapped types: a value of a kind its key never takes.
    for _ in range(36):
        name, text = pick_file()
        _ks, value_start, value_end, line, key, value = rng.choice(_pairs(text))
        new = rng.choice(_WRONG_TYPES[_kind_of(value)])
        cases.append(FuzzCase("swapped type", name, f"{key}: {new}",
                              _replace(text, value_start, value_end, new), expect_line=line))

    # Huge numbers (and not-quite numbers) where an integer belongs.
    for _ in range(36):
        name, text = pick_file()
        ints = [p for p in _pairs(text) if _kind_of(p[5]) == "int"]
        _ks, value_start, value_end, line, key, _value = rng.choice(ints)
        new = rng.choice(_HUGE)
        cases.append(FuzzCase("huge number", name, f"{key}: {new[:24]}",
                              _replace(text, value_start, value_end, new), expect_line=line))
    phases = texts["phase10/phases.yaml"]
    for word in ("²", "٣", "9" * 5000, "1000000000", "0", "-1", "3.0", "three"):
        start = phases.index('"set 3"') + 5
        cases.append(FuzzCase("huge number", "phase10/phases.yaml", f"group 'set {word[:12]}'",
                              _replace(phases, start, start + 1, word),
                              expect_line=_line_of(phases, start)))
    deck = texts["phase10/deck.yaml"]
    for key, new in (("high", "1000000000"), ("copies", "1000000000"), ("wilds", "1000000000"),
                     ("skips", "100000000"), ("to", "1000000000"), ("from", "-1000000000")):
        pair = next(p for p in _pairs(deck) if p[4] == key)
        cases.append(FuzzCase("huge number", "phase10/deck.yaml", f"{key}: {new}",
                              _replace(deck, pair[1], pair[2], new), expect_line=pair[3]))

    # Deep nesting in place of a value.
    for depth in (250, 500, 1000, 5000, 10000):
        for flow_map in (False, True):
            name, text = pick_file()
            _ks, value_start, value_end, line, *_rest = rng.choice(_pairs(text))
            cases.append(FuzzCase("deep nesting", name, f"{'map' if flow_map else 'list'} x{depth}",
                                  _replace(text, value_start, value_end, _nested(depth, flow_map)),
                                  expect_line=line))
    name, text = pick_file()  # 100,000 brackets: too big a file before it is too deep
    _ks, value_start, value_end, *_rest = rng.choice(_pairs(text))
    cases.append(FuzzCase("deep nesting", name, "list x100000",
                          _replace(text, value_start, value_end, _nested(100_000, False))))
    for depth in (300, 2000):
        name, text = pick_file()
        block = "".join("  " * level + "- \n" for level in range(depth)) + "  " * depth + "- 1\n"
        cases.append(FuzzCase("deep nesting", name, f"block list x{depth}",
                              (text + "\nextra:\n" + block).encode()))

    # Alias bombs in place of a value, and an alias that contains itself.
    for levels, width in ((9, 9), (8, 10), (6, 20), (4, 40), (12, 4), (3, 200)):
        for _ in range(2):
            name, text = pick_file()
            _ks, value_start, value_end, line, *_rest = rng.choice(_pairs(text))
            cases.append(FuzzCase("alias bomb", name, f"{width}^{levels}",
                                  _replace(text, value_start, value_end, _bomb(levels, width)),
                                  expect_line=line))
    for _ in range(6):
        name, text = pick_file()
        _ks, value_start, value_end, line, *_rest = rng.choice(_pairs(text))
        new = rng.choice(("&r [*r]", "&r {a: *r}", "&r [1, [2, *r]]"))
        cases.append(FuzzCase("alias bomb", name, f"self-reference {new}",
                              _replace(text, value_start, value_end, new), expect_line=line))

    # Tags and keys YAML allows but content never uses.
    for tagged in _TAGGED:
        name, text = pick_file()
        # A date is plain text, so it is put where a number belongs (a name may look like one).
        pairs = [p for p in _pairs(text) if tagged[0].isalnum() is False or _kind_of(p[5]) == "int"]
        _ks, value_start, value_end, line, *_rest = rng.choice(pairs)
        cases.append(FuzzCase("tags and keys", name, tagged,
                              _replace(text, value_start, value_end, tagged), expect_line=line))
    for top in _TOP_KEYS:
        for _ in range(2):
            name, text = pick_file()
            at = _after_comments(text)
            cases.append(FuzzCase("tags and keys", name, top.strip().replace("\n", " "),
                                  _replace(text, at, at, top), expect_line=_line_of(text, at)))

    # Special files and folders in place of a content file.
    for special in ("fifo", "dev_zero", "symlink_loop", "dangling", "directory", "huge_list",
                    "huge_comment", "binary"):
        for name in rng.sample(FILES, 3):
            cases.append(FuzzCase("special file", name, special, special=special))
    for folder in FOLDERS:
        cases.append(FuzzCase("special file", folder, "folder is a symlink loop",
                              special="symlink_loop"))
    cases.append(FuzzCase("special file", "final_nine/holes", "folder is a file",
                          special="plain_file"))

    # References to things that do not exist.
    five = texts["five_three_five/deck.yaml"]
    for new in ("0", "6", "10", "-8", "99"):
        pair = next(p for p in _pairs(five) if p[4] == "clearing_rank")
        cases.append(FuzzCase("dangling reference", "five_three_five/deck.yaml",
                              f"clearing_rank: {new}", _replace(five, pair[1], pair[2], new),
                              expect_line=pair[3]))
    hole = texts["final_nine/holes/hole01.yaml"]
    for new in ("{east: 2, south: 19}", "{east: 2, south: 0}", "{east: 2, south: 12, up: 3}",
                "{east: 2, south: 1}"):
        pair = next(p for p in _pairs(hole) if p[4] == "neighbours")
        cases.append(FuzzCase("dangling reference", "final_nine/holes/hole01.yaml",
                              f"neighbours: {new}", _replace(hole, pair[1], pair[2], new),
                              expect_line=pair[3]))
    pieces = texts["final_touch/masterpieces.yaml"]
    start = pieces.index("yellow: 2")
    cases.append(FuzzCase("dangling reference", "final_touch/masterpieces.yaml", "colour purple",
                          _replace(pieces, start, start + 6, "purple"),
                          expect_line=_line_of(pieces, start)))
    start = phases.index("phase: 10")
    cases.append(FuzzCase("dangling reference", "phase10/phases.yaml", "phase 10 renumbered 12",
                          _replace(phases, start + 7, start + 9, "12")))
    return cases


# --- applying a case ----------------------------------------------------------------------

def apply_case(case: FuzzCase, root: Path) -> Path:
    """Put the damage in place under ``root``; returns the damaged path."""
    target = root / case.target
    _remove(target)
    if case.payload is not None:
        target.write_bytes(case.payload)
    elif case.special == "fifo":
        os.mkfifo(target)
    elif case.special == "dev_zero":
        target.symlink_to("/dev/zero")
    elif case.special == "symlink_loop":
        target.symlink_to(target.name)
    elif case.special == "dangling":
        target.symlink_to(target.name + ".gone")
    elif case.special == "directory":
        target.mkdir()
    elif case.special == "plain_file":
        target.write_text("not a folder\n", encoding="utf-8")
    elif case.special == "huge_list":
        target.write_bytes(b"- 1\n" * 2_000_000)
    elif case.special == "huge_comment":
        target.write_bytes(b"#" * 20_000_000 + b"\n")
    elif case.special == "binary":
        target.write_bytes(random.Random(case.note).randbytes(4096))
    else:
        raise ValueError(f"unknown special file {case.special!r}")
    return target


def restore_case(case: FuzzCase, root: Path, pristine: Path = CONTENT_DIR) -> None:
    target = root / case.target
    _remove(target)
    source = pristine / case.target
    if source.is_dir():
        shutil.copytree(source, target)
    else:
        shutil.copyfile(source, target)


def _remove(target: Path) -> None:
    if target.is_symlink() or target.is_file() or _is_fifo(target):
        target.unlink()
    elif target.is_dir():
        shutil.rmtree(target)


def _is_fifo(path: Path) -> bool:
    try:
        return path.is_fifo()
    except OSError:
        return False


# --- running and judging ------------------------------------------------------------------

@dataclass
class Result:
    exit_code: int | None            # None: did not finish (a hang, stopped by the watchdog)
    output: str
    seconds: float                   # CPU time: a loaded machine does not make a case "hang"
    megabytes: float                 # peak RSS growth (in-process) or peak RSS (subprocess)
    wall: float = 0.0                # wall-clock seconds, for the record


def run_in_process(root: Path, timeout: float = 20.0) -> Result:
    """Check ``root`` as check-content does, in this process (a watchdog stops a hang)."""
    from game.cli.main import check_content_report

    def give_up(_signum, _frame):
        raise TimeoutError("the check did not answer")

    before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    start, wall_start = time.process_time(), time.perf_counter()
    previous = signal.signal(signal.SIGALRM, give_up)
    signal.setitimer(signal.ITIMER_REAL, timeout)
    try:
        code, lines = check_content_report(root)
        exit_code, output = code, "\n".join(lines)
    except TimeoutError:
        exit_code, output = None, "TIMEOUT"
    except BaseException:  # noqa: BLE001 - a crash is the outcome being measured
        exit_code, output = 2, traceback.format_exc()
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)
    seconds = time.process_time() - start
    grown = (resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - before) / 1024
    return Result(exit_code, output, seconds, grown, time.perf_counter() - wall_start)


def run_in_subprocess(root: Path, timeout: float = 60.0, memory_mb: int = 2048) -> Result:
    """``python main.py check-content root`` with a wall timeout and an address-space limit.

    Peak RSS and CPU time come from ``/usr/bin/time`` when it is there: the rusage of a
    child forked from this (big) process would count pages it shared with us before exec.
    The wall timeout only catches a real block (a FIFO); a slow case is judged on CPU time,
    so a loaded machine does not turn cases into "hangs".
    """
    timer = Path("/usr/bin/time")
    with tempfile.TemporaryFile() as out, tempfile.NamedTemporaryFile("r") as measured:
        command = [sys.executable, "main.py", "check-content", str(root)]
        if timer.exists():
            command = [str(timer), "-q", "-f", "%M %U %S", "-o", measured.name, *command]
        # A cap on the address space, set before anything runs, so a memory blow-up ends in
        # MemoryError instead of taking the machine down.
        command = ["/bin/sh", "-c", f'ulimit -v {memory_mb * 1024} && exec "$@"', "sh", *command]
        start = time.perf_counter()
        child = subprocess.Popen(command, cwd=ROOT, stdout=out, stderr=subprocess.STDOUT,
                                 stdin=subprocess.DEVNULL, start_new_session=True)
        try:
            exit_code: int | None = child.wait(timeout)
        except subprocess.TimeoutExpired:
            os.killpg(child.pid, signal.SIGKILL)
            child.wait()
            exit_code = None
        wall = time.perf_counter() - start
        out.seek(0)
        output = out.read().decode("utf-8", "replace")
        fields = measured.read().split()
    if exit_code is not None and timer.exists() and len(fields) >= 3:
        kilobytes, user, system = fields[-3:]
        return Result(exit_code, output, float(user) + float(system), int(kilobytes) / 1024, wall)
    return Result(exit_code, output, wall, 0.0, wall)


_PROBLEM = re.compile(r"^(?P<path>.+?):(?P<line>\d+):(?P<column>\d+): \S")
_SUMMARY = re.compile(r"^\d+ problem\(s\) found in ")
_BAD_WORDS = ("<unicode string>", "<byte string>", "<file>", "position ", "Errno")


def classify(case: FuzzCase, root: Path, result: Result, memory_limit_mb: float,
             seconds_limit: float = SECONDS_LIMIT) -> str:
    """One of :data:`OUTCOMES` for what a player running check-content would see.

    For a lenient family (random flips) "accepted" and a problem named in another file are
    fine; a line that is not ``file:line:column: problem`` is still a wrong message."""
    text = result.output
    if result.exit_code is None or result.seconds > seconds_limit:
        return "hang"
    if result.megabytes > memory_limit_mb or "MemoryError" in text:
        return "memory"
    if "Traceback" in text or result.exit_code not in (0, 1):
        return "traceback"
    if result.exit_code == 0:
        return "accepted"
    if case.family in LENIENT_FAMILIES:
        return "handled" if lines_well_formed(text) else "wrong message"
    return "handled" if message_is_right(case, root, text) else "wrong message"


def lines_well_formed(text: str) -> bool:
    return all(_SUMMARY.match(line) or (_PROBLEM.match(line) and not any(
        word in line for word in _BAD_WORDS)) for line in text.splitlines())


def message_is_right(case: FuzzCase, root: Path, text: str) -> bool:
    """Every line is ``file:line:column: problem`` (or the summary); one names the damaged
    file, at the damaged line when the case knows it."""
    damaged = str(root / case.target)
    named = False
    for line in text.splitlines():
        if _SUMMARY.match(line):
            continue
        match = _PROBLEM.match(line)
        if match is None or any(word in line for word in _BAD_WORDS):
            return False
        if match["path"] == damaged or match["path"].startswith(damaged + os.sep):
            named = named or not case.expect_line or int(match["line"]) == case.expect_line
    return named


def _table(rows: Counter, families: list[str]) -> str:
    head = "| family | cases | " + " | ".join(OUTCOMES) + " |"
    lines = [head, "|" + "---|" * (len(OUTCOMES) + 2)]
    totals = Counter()
    for family in families:
        counts = [rows[(family, outcome)] for outcome in OUTCOMES]
        totals.update({outcome: rows[(family, outcome)] for outcome in OUTCOMES})
        lines.append(f"| {family} | {sum(counts)} | " + " | ".join(map(str, counts)) + " |")
    all_counts = [totals[outcome] for outcome in OUTCOMES]
    lines.append(f"| **all** | {sum(all_counts)} | " + " | ".join(map(str, all_counts)) + " |")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=16)
    parser.add_argument("--in-process", action="store_true", help="not the real subprocess")
    parser.add_argument("--show", default="", help="print details of cases with these outcomes")
    args = parser.parse_args(argv)
    cases = make_cases(args.seed)
    rows: Counter = Counter()
    worst = biggest = slowest_wall = 0.0
    with tempfile.TemporaryDirectory() as folder:
        root = Path(folder) / "content"
        shutil.copytree(CONTENT_DIR, root)
        for case in cases:
            apply_case(case, root)
            if args.in_process:
                result = run_in_process(root)
                outcome = classify(case, root, result, MEGABYTES_LIMIT)
            else:
                result = run_in_subprocess(root)
                outcome = classify(case, root, result, MEGABYTES_LIMIT + 40)  # + the interpreter
            restore_case(case, root)
            worst = max(worst, result.seconds)
            biggest = max(biggest, result.megabytes)
            if result.exit_code is not None:
                slowest_wall = max(slowest_wall, result.wall)
            rows[(case.family, outcome)] += 1
            if outcome in args.show.split(","):
                first = result.output.strip().splitlines()[-3:] if result.output.strip() else [""]
                print(f"[{outcome}] {case.name[:90]} ({result.seconds:.2f}s, "
                      f"{result.megabytes:.0f}MB) :: {' / '.join(first)[:300]}")
    families = list(dict.fromkeys(case.family for case in cases))
    print(_table(rows, families))
    kind = "RSS growth in this process" if args.in_process else "peak RSS of check-content"
    print(f"{len(cases)} cases, slowest {worst:.2f} s of CPU ({slowest_wall:.2f} s wall among those "
          f"that answered, load average {os.getloadavg()[0]:.1f}), largest {kind} {biggest:.0f} MB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
