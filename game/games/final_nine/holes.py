"""Hole cards: a fixed 5 x 8 grid of one-letter surfaces per card, loaded from YAML and validated.

Cells are numbered ``row * WIDTH + col`` with row 0 at the top of the card (the far end from a
usual tee). Mando corners are grid *vertices* ``(x, y)`` with ``0 <= x <= WIDTH`` and
``0 <= y <= HEIGHT``; only inner vertices are real corners a flight can pass.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from game.core.loading.content import (
    Mark,
    MarkedDict,
    MarkedList,
    Problems,
    check_keys,
    display_path,
    get,
    load_yaml,
    require_list,
    require_mapping,
    shown_value,
)

WIDTH, HEIGHT = 5, 8
SURFACES = {
    "T": "tee", "B": "basket", "g": "grass", "c": "circle", "h": "bushes", "k": "clump",
    "w": "water", "s": "structure", "t": "tree", "p": "path", "e": "seat",
}
SIDES = ("north", "east", "south", "west")
MANDO_SIDES = SIDES
HOLE_COUNT = 18
_HOLE_KEYS = ("number", "name", "par", "grid", "island", "mandos", "neighbours", "about")
_UNSAFE = ("w", "s")
LEVEL_ORDER = ("rec", "am", "pro")


@dataclass(frozen=True)
class Mando:
    """The flight must cross the grid line through ``corner`` on ``side`` of it.

    ``west``/``east``: the horizontal line ``y = corner.y``, crossed at a column left/right of
    ``corner.x``. ``north``/``south``: the vertical line ``x = corner.x``, crossed above/below.
    ``direction`` (N/E/S/W, or "" for away from the tee) is the way the flight must be going for
    the mando to apply; a flight crossing the line the other way ignores it.
    """

    corner: tuple[int, int]
    side: str
    direction: str = ""


@dataclass(frozen=True)
class Hole:
    number: int
    name: str
    par: int
    grid: tuple[str, ...]
    tee: int
    basket: int
    island: frozenset
    drop_zone: int                   # -1 when the hole has no island
    mandos: tuple[Mando, ...]
    neighbours: tuple[tuple[str, int], ...]
    about: str
    pars: tuple[int, ...] = ()       # (REC, AM, PRO); empty: ``par`` at every level

    def par_for(self, level: str) -> int:
        """This hole's par at ``level`` (rec / am / pro)."""
        return self.pars[LEVEL_ORDER.index(level)] if self.pars else self.par

    def letter(self, cell: int) -> str:
        return self.grid[cell // WIDTH][cell % WIDTH]


def cell_of(col: int, row: int) -> int:
    return row * WIDTH + col


def _shift(mark: Mark, columns: int) -> Mark:
    return Mark(mark.path, mark.line, mark.column + columns)


def _read_grid(entry: MarkedDict, problems: Problems) -> tuple[tuple[str, ...], int, int] | None:
    rows = require_list(entry.get("grid"), entry.mark_of("grid"), problems, "'grid'")
    if rows is None:
        return None
    before = len(problems)  # any problem below and the grid is not used (nor the island on it)
    if len(rows) != HEIGHT:
        problems.add(rows.mark, f"the grid has {len(rows)} rows", f"{HEIGHT} rows")
    tees: list[int] = []
    baskets: list[int] = []
    for r, row in enumerate(rows):
        where = rows.mark_of(r)
        text = rows.text_mark_of(r)     # letters are counted from here (past a quote)
        if not isinstance(row, str):
            problems.add(where, f"row {r} is {shown_value(row)}", f"{WIDTH} surface letters")
            continue
        if len(row) != WIDTH:
            problems.add(where, f"row {r} has {len(row)} grids (a ragged grid)",
                         f"{WIDTH} surface letters in every row")
        for c, letter in enumerate(row):
            if letter not in SURFACES:
                problems.add(_shift(text, c), f"unknown surface {shown_value(letter)}",
                             "one of " + "".join(SURFACES))
            elif letter == "T":
                if tees:
                    problems.add(_shift(text, c), "a second tee pad", "exactly one T per hole")
                tees.append(cell_of(c, r))
            elif letter == "B" and not baskets:
                baskets.append(cell_of(c, r))
            elif letter == "B":
                problems.add(_shift(text, c), "a second basket", "exactly one B per hole")
    if not tees:
        problems.add(rows.mark, "no tee pad on this hole", "exactly one T")
    if not baskets:
        problems.add(rows.mark, "no basket on this hole", "exactly one B")
    if len(problems) != before:
        return None
    return tuple(rows), tees[0], baskets[0]


def _read_cell(node: object, where: Mark, problems: Problems, what: str) -> int | None:
    """``node`` as a cell number; ``where`` is the node's own place in the file."""
    if (not isinstance(node, MarkedList) or len(node) != 2
            or not all(isinstance(v, int) and not isinstance(v, bool) for v in node)):
        problems.add(where, f"{what} is {shown_value(node)}", "[column, row]")
        return None
    col, row = node
    if not (0 <= col < WIDTH and 0 <= row < HEIGHT):
        problems.add(where, f"{what} [{col}, {row}] is off the card",
                     f"a column 0-{WIDTH - 1} and a row 0-{HEIGHT - 1}")
        return None
    return cell_of(col, row)


def _read_island(entry: MarkedDict, grid: tuple[str, ...], problems: Problems
                 ) -> tuple[frozenset, int]:
    if "island" not in entry:
        return frozenset(), -1
    island = require_mapping(entry["island"], entry.mark_of("island"), problems, "'island'")
    if island is None:
        return frozenset(), -1
    check_keys(island, ("cells", "drop_zone"), problems)
    cells = require_list(island.get("cells"), island.mark_of("cells"), problems, "island 'cells'")
    inside = {_read_cell(node, cells.mark_of(i), problems, "island cell")
              for i, node in enumerate(cells or ())}
    inside.discard(None)
    if not inside and cells is not None:  # no list at all was told just above
        problems.add(island.mark, "the island has no cells", "a list of [column, row]")
    zone = None
    if "drop_zone" not in island:
        problems.add(island.mark, "missing key 'drop_zone'", "[column, row]")
    else:
        zone = _read_cell(island["drop_zone"], island.mark_of("drop_zone"), problems, "drop zone")
    if zone is not None and (grid[zone // WIDTH][zone % WIDTH] in _UNSAFE or zone in inside):
        problems.add(island.mark_of("drop_zone"), "the drop zone must be a safe grid off the island",
                     "grass, bushes or a decoration outside the island line")
    return frozenset(inside), (zone if zone is not None else -1)


def _read_mandos(entry: MarkedDict, problems: Problems) -> tuple[Mando, ...]:
    if "mandos" not in entry:
        return ()
    items = require_list(entry["mandos"], entry.mark_of("mandos"), problems, "'mandos'") or []
    mandos = []
    for i, node in enumerate(items):
        mando = require_mapping(node, items.mark_of(i), problems, "a mando")
        if mando is None:
            continue
        check_keys(mando, ("corner", "side", "direction"), problems)
        side = get(mando, "side", str, problems, choices=MANDO_SIDES)
        way = get(mando, "direction", str, problems, required=False, default="", choices=SIDES)
        corner = mando.get("corner")
        where = mando.mark_of("corner")
        if "corner" not in mando:
            problems.add(where, "missing key 'corner'", "[x, y] of a grid corner")
            continue
        if (not isinstance(corner, MarkedList) or len(corner) != 2
                or not all(isinstance(v, int) and not isinstance(v, bool) for v in corner)):
            problems.add(where, f"mando corner is {shown_value(corner)}", "[x, y] of a grid corner")
            continue
        x, y = corner
        if not (0 < x < WIDTH and 0 < y < HEIGHT):
            problems.add(where, f"mando on a missing corner [{x}, {y}]",
                         f"an inner grid corner, x 1-{WIDTH - 1} and y 1-{HEIGHT - 1}")
            continue
        if side is not None:
            mandos.append(Mando((x, y), side, way[:1].upper()))
    return tuple(mandos)


def _read_par(entry: MarkedDict, problems: Problems) -> tuple[int, tuple[int, ...]]:
    """``par: 4`` (every level) or ``par: {rec: 3, am: 4, pro: 5}``; returns (AM par, per level)."""
    node = entry.get("par")
    if not isinstance(node, MarkedDict):
        return get(entry, "par", int, problems, minimum=3, maximum=8), ()
    check_keys(node, LEVEL_ORDER, problems)
    pars = tuple(get(node, level, int, problems, minimum=3, maximum=8)  # a bad one: no hole
                 for level in LEVEL_ORDER)
    return pars[1], pars


def _read_neighbours(entry: MarkedDict, problems: Problems) -> tuple[tuple[str, int], ...]:
    if "neighbours" not in entry:
        return ()
    node = require_mapping(entry["neighbours"], entry.mark_of("neighbours"), problems,
                           "'neighbours'")
    if node is None:
        return ()
    check_keys(node, SIDES, problems)
    found = []
    for side in SIDES:
        number = get(node, side, int, problems, required=False, minimum=1, maximum=HOLE_COUNT)
        if number is not None:
            found.append((side, number))
    return tuple(found)


def _read_hole(path: Path, problems: Problems) -> tuple[Hole, MarkedDict] | None:
    data = load_yaml(path, problems)
    if data is None:  # load_yaml has said why
        return None
    entry = require_mapping(data, Mark(display_path(path), 1, 1), problems, path.name)
    if entry is None:
        return None
    before = len(problems)
    check_keys(entry, _HOLE_KEYS, problems)
    number = get(entry, "number", int, problems, minimum=1, maximum=HOLE_COUNT)
    name = get(entry, "name", str, problems)
    par, pars = _read_par(entry, problems)
    about = get(entry, "about", str, problems, required=False, default="")
    grid = _read_grid(entry, problems)
    island, zone = _read_island(entry, grid[0], problems) if grid else (frozenset(), -1)
    mandos = _read_mandos(entry, problems)
    neighbours = _read_neighbours(entry, problems)
    if len(problems) != before or grid is None:
        return None
    hole = Hole(number, name, par, grid[0], grid[1], grid[2], island, zone, mandos,
                neighbours, about, pars)
    return hole, entry


_OPPOSITE = {"north": "south", "south": "north", "east": "west", "west": "east"}


def load_holes(folder: Path, problems: Problems) -> list[Hole]:
    """Every ``hole*.yaml`` in ``folder``, sorted by number; numbers must be 1..18 once each."""
    before = len(problems)
    if not folder.is_dir():
        problems.add(Mark(display_path(folder), 1, 1), "this is not a folder (it is missing, a file, "
                     "or a loop of symbolic links)", "a folder holding hole01.yaml ... hole18.yaml")
        return []
    try:
        files = sorted(folder.glob("hole*.yaml"))
    except OSError as exc:  # e.g. the folder is a loop of symbolic links
        problems.add(Mark(display_path(folder), 1, 1), f"cannot list the hole files ({exc.strerror})",
                     "a folder holding hole01.yaml ... hole18.yaml")
        return []
    if len(files) > HOLE_COUNT:
        problems.add(Mark(display_path(folder), 1, 1), f"{len(files)} hole files",
                     f"{HOLE_COUNT}, hole01.yaml ... hole{HOLE_COUNT}.yaml")
        return []
    if not files:
        problems.add(Mark(display_path(folder), 1, 1), "no hole files", "hole01.yaml ... hole18.yaml")
        return []
    loaded: dict[int, tuple[Hole, MarkedDict]] = {}
    for path in files:
        result = _read_hole(path, problems)
        if result is None:
            continue
        hole, entry = result
        if hole.number in loaded:
            problems.add(entry.mark_of("number"), f"hole number {hole.number} is used twice",
                         "each number 1-18 once")
        loaded[hole.number] = result
    for number, (hole, entry) in loaded.items():
        for side, other in hole.neighbours:
            if other not in loaded:
                continue        # that hole's own problems are reported (or it is listed as missing)
            back = dict(loaded[other][0].neighbours).get(_OPPOSITE[side])
            if back != number:
                problems.add(entry["neighbours"].mark_of(side),
                             f"hole {other} is {side} of hole {number} but does not say so back",
                             f"hole {other} to list {number} on its {_OPPOSITE[side]} side")
    missing = [n for n in range(1, HOLE_COUNT + 1) if n not in loaded]
    if missing and len(problems) == before:
        problems.add(Mark(display_path(folder), 1, 1), f"missing hole numbers {missing}",
                     f"{HOLE_COUNT} holes")
    if not missing and len(problems) == before:
        _check_one_course(loaded, problems)
    return [loaded[n][0] for n in sorted(loaded)]


def _where(entry: MarkedDict) -> Mark:
    return entry.mark_of("neighbours") if "neighbours" in entry else entry.mark_of("number")


def _numbers(part: list[int]) -> str:
    if len(part) == 1:
        return f"hole {part[0]}"
    return "holes " + ", ".join(map(str, part[:-1])) + f" and {part[-1]}"


def _check_one_course(loaded: dict[int, tuple[Hole, MarkedDict]], problems: Problems) -> None:
    """The holes' neighbours must lay the full course out as one piece, each card on its own spot.

    The course picture (``course_layout``) is walked from hole 1; a hole it never reaches would be
    left off the course the player looks at, and a link the walk contradicts would put a card
    where its neighbour does not say. Called only when every hole loaded and the links agree.
    """
    spots = course_layout([hole for hole, _ in loaded.values()])
    apart = {number for number in loaded if number not in spots}
    while apart:        # each piece cut off from hole 1, named once, at its lowest hole
        first = min(apart)
        part, queue = {first}, [first]
        while queue:
            for _, other in loaded[queue.pop()][0].neighbours:
                if other in apart and other not in part:
                    part.add(other)
                    queue.append(other)
        apart -= part
        numbers = sorted(part)
        verb, pronoun = ("is", "it") if len(numbers) == 1 else ("are", "them")
        problems.add(_where(loaded[first][1]),
                     f"{_numbers(numbers)} {verb} cut off from the course: no chain of neighbours "
                     f"joins {pronoun} to hole 1",
                     "one course: every hole joined to hole 1 through the holes' neighbours")
    if len(spots) < len(loaded):
        return
    for number, (hole, entry) in sorted(loaded.items()):
        x, y = spots[number]
        for side, other in hole.neighbours:
            dx, dy = _STEP[side]
            if number < other and spots[other] != (x + dx, y + dy):
                problems.add(entry["neighbours"].mark_of(side),
                             f"hole {other} is {side} of hole {number} here, but the course laid "
                             f"out from hole 1 puts it elsewhere",
                             "neighbours that lay the cards out on one grid")
    holders: dict[tuple[int, int], list[int]] = {}
    for number, spot in sorted(spots.items()):
        holders.setdefault(spot, []).append(number)
    for numbers in holders.values():
        if len(numbers) > 1:
            problems.add(_where(loaded[numbers[-1]][1]),
                         f"{_numbers(numbers)} would lie on the same "
                         f"spot of the course", "each hole card on a spot of its own")


_STEP = {"north": (0, -1), "east": (1, 0), "south": (0, 1), "west": (-1, 0)}


def course_layout(holes: list[Hole] | tuple[Hole, ...]) -> dict[int, tuple[int, int]]:
    """Card positions (x, y) for the full course, walked from the first hole's neighbours."""
    by_number = {hole.number: hole for hole in holes}
    if not by_number:
        return {}
    first = min(by_number)
    spots = {first: (0, 0)}
    queue = [first]
    while queue:
        number = queue.pop(0)
        x, y = spots[number]
        for side, other in by_number[number].neighbours:
            if other in by_number and other not in spots:
                dx, dy = _STEP[side]
                spots[other] = (x + dx, y + dy)
                queue.append(other)
    return spots
