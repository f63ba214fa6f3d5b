"""Final Touch content: the Colour Stroke deck and the Masterpieces, validated from YAML.

Two files under ``content/final_touch/``: ``strokes.yaml`` (colours, counts, hand size,
goal) and ``masterpieces.yaml`` (title, strokes per colour, full and ruined value). Every
problem is reported as ``path:line:column: message (expected ...)`` and all are collected.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from game.core.loading.content import (
    Mark,
    MarkedDict,
    Problems,
    check_keys,
    display_path,
    get,
    load_yaml,
    require_list,
    require_mapping,
    shown_value,
)

# The printed game: 5 colours of 12 Colour Strokes (60 cards) and 25 Masterpieces. A file
# cut short loses colours or paintings, so these counts are checked, as Final Nine's are.
COLOUR_COUNT = 5
STROKES_PER_COLOUR = 12
MASTERPIECE_COUNT = 25
MAX_GOAL = 999        # dollars that end the game
MAX_VALUE = 99        # dollars one Masterpiece pays
_HEX = re.compile(r"#[0-9a-fA-F]{6}")


@dataclass(frozen=True)
class Colour:
    name: str
    hex: str
    count: int


@dataclass(frozen=True)
class Masterpiece:
    """One painting; ``strokes[c]`` is how many strokes of colour index ``c`` it needs."""

    id: str
    title: str
    strokes: tuple[int, ...]
    value: int
    ruined: int

    @property
    def total_strokes(self) -> int:
        return sum(self.strokes)


@dataclass(frozen=True)
class FinalTouchContent:
    colours: tuple[Colour, ...]
    masterpieces: tuple[Masterpiece, ...]
    hand_size: int
    goal: int

    @property
    def colour_names(self) -> tuple[str, ...]:
        return tuple(colour.name for colour in self.colours)

    @property
    def stroke_count(self) -> int:
        return sum(colour.count for colour in self.colours)

    def colour_index(self, name: str) -> int:
        return self.colour_names.index(name)


def load_content(content_root: Path, problems: Problems) -> FinalTouchContent | None:
    """Read ``content_root/final_touch``; None (with problems recorded) if anything is wrong."""
    folder = content_root / "final_touch"
    before = len(problems)
    strokes_doc = load_yaml(folder / "strokes.yaml", problems)
    pieces_doc = load_yaml(folder / "masterpieces.yaml", problems)
    if len(problems) > before:
        return None
    deck = _load_strokes(strokes_doc, folder / "strokes.yaml", problems)
    if deck is None:
        return None
    colours, hand_size, goal = deck
    masterpieces = _load_masterpieces(pieces_doc, folder / "masterpieces.yaml", colours, problems)
    if len(problems) > before or masterpieces is None:
        return None
    return FinalTouchContent(colours, masterpieces, hand_size, goal)


def _root_mapping(doc: object, path: Path, problems: Problems) -> MarkedDict | None:
    return require_mapping(doc, Mark(display_path(path), 1, 1), problems, "the file")


def _load_strokes(doc: object, path: Path,
                  problems: Problems) -> tuple[tuple[Colour, ...], int, int] | None:
    root = _root_mapping(doc, path, problems)
    if root is None:
        return None
    before = len(problems)
    check_keys(root, ("hand_size", "goal", "colours"), problems)
    hand_size = get(root, "hand_size", int, problems, minimum=1, maximum=12)
    goal = get(root, "goal", int, problems, minimum=1, maximum=MAX_GOAL)
    listed = require_list(root.get("colours"), root.mark_of("colours"), problems, "'colours'")
    colours: list[Colour] = []
    for index, node in enumerate(listed or []):
        entry = require_mapping(node, listed.mark_of(index), problems, f"colour {index + 1}")
        if entry is None:
            continue
        check_keys(entry, ("name", "hex", "count"), problems)
        name = get(entry, "name", str, problems)
        hex_code = get(entry, "hex", str, problems, default="#808080")
        if hex_code is not None and not _HEX.fullmatch(hex_code):
            problems.add(entry.mark_of("hex"), f"'hex' is {hex_code!r}", "a colour like \"#3b6fb8\"")
        count = get(entry, "count", int, problems, minimum=STROKES_PER_COLOUR,
                    maximum=STROKES_PER_COLOUR)
        if name is not None and name in {c.name for c in colours}:
            problems.add(entry.mark_of("name"), f"colour {name!r} is listed twice",
                         "each colour once")
        elif name is not None and count is not None:
            colours.append(Colour(name, hex_code, count))
    if listed is not None and len(listed) != COLOUR_COUNT:
        problems.add(listed.mark, f"{len(listed)} colours listed",
                     f"{COLOUR_COUNT}, as in the printed deck")
    if len(problems) > before:
        return None
    return tuple(colours), hand_size, goal


def _load_masterpieces(doc: object, path: Path, colours: tuple[Colour, ...],
                       problems: Problems) -> tuple[Masterpiece, ...] | None:
    root = _root_mapping(doc, path, problems)
    if root is None:
        return None
    check_keys(root, ("masterpieces",), problems)
    listed = require_list(root.get("masterpieces"), root.mark_of("masterpieces"), problems,
                          "'masterpieces'")
    if listed is None:
        return None
    if len(listed) != MASTERPIECE_COUNT:
        problems.add(listed.mark, f"{len(listed)} masterpieces listed",
                     f"{MASTERPIECE_COUNT}, as in the printed game")
    pieces: list[Masterpiece] = []
    seen_ids: set[str] = set()
    for index, node in enumerate(listed):
        entry = require_mapping(node, listed.mark_of(index), problems, f"masterpiece {index + 1}")
        if entry is None:
            continue
        piece = _load_masterpiece(entry, colours, problems)
        if piece is None:
            continue
        if piece.id in seen_ids:
            problems.add(entry.mark_of("id"), f"masterpiece id {piece.id!r} is used twice",
                         "a unique id")
            continue
        seen_ids.add(piece.id)
        pieces.append(piece)
    return tuple(pieces)


def _load_masterpiece(entry: MarkedDict, colours: tuple[Colour, ...],
                      problems: Problems) -> Masterpiece | None:
    before = len(problems)
    check_keys(entry, ("id", "title", "strokes", "value", "ruined"), problems)
    piece_id = get(entry, "id", str, problems)
    title = get(entry, "title", str, problems)
    value = get(entry, "value", int, problems, minimum=1, maximum=MAX_VALUE)
    ruined = get(entry, "ruined", int, problems, minimum=0)
    if value is not None and ruined is not None and ruined >= value:
        problems.add(entry.mark_of("ruined"), f"'ruined' is {ruined}, not below 'value' {value}",
                     "a ruined value smaller than the full value")
    strokes = _load_stroke_counts(entry, colours, problems)
    if len(problems) > before or strokes is None:
        return None
    return Masterpiece(piece_id, title, strokes, value, ruined)


def _load_stroke_counts(entry: MarkedDict, colours: tuple[Colour, ...],
                        problems: Problems) -> tuple[int, ...] | None:
    if "strokes" not in entry:
        problems.add(entry.mark, "missing key 'strokes'", "a mapping of colour to stroke count")
        return None
    node = entry["strokes"]
    strokes = require_mapping(node, entry.mark_of("strokes"), problems, "'strokes'")
    if strokes is None:
        return None
    names = [colour.name for colour in colours]
    counts = [0] * len(colours)
    for name in strokes:
        if name not in names:
            problems.add(strokes.key_marks[name], f"unknown colour {shown_value(name)}",
                         "one of " + ", ".join(names))
            continue
        deck_count = colours[names.index(name)].count
        count = get(strokes, name, int, problems, minimum=1, maximum=deck_count)
        if count is not None:
            counts[names.index(name)] = count
    if not strokes:
        problems.add(strokes.mark, "a masterpiece needs at least one stroke",
                     "a mapping of colour to stroke count")
        return None
    return tuple(counts)
