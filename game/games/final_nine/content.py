"""Final Nine content: typed discs, action cards and holes, loaded from ``content/final_nine/``.

Discs come first in the card id space (ids ``0..36``), action cards after them (``37..87``):
``content.cards[card_id]`` is either a :class:`Disc` or an :class:`ActionCard`. Hole files are
validated in :mod:`game.games.final_nine.holes`.
"""

from __future__ import annotations

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
from game.games.final_nine.holes import Hole, load_holes

DISC_KINDS = ("driver", "mid", "putter")
DISC_COUNTS = {"driver": 13, "mid": 9, "putter": 15}
ACTION_TYPES = ("skill", "luck", "deviation", "call")
ACTION_COUNTS = {"skill": 18, "luck": 11, "deviation": 16, "call": 6}
# The printed colours: Skill and Luck are the "good throw" colours, Deviation and Call must apply.
COLOURS = {"skill": "blue", "luck": "yellow", "deviation": "red", "call": "grey"}
SPECIALS = ("", "from_distance", "nullify", "green_flag", "stop", "penalty", "rough", "fumble",
            "immune_bushes", "immune_wind")


@dataclass(frozen=True)
class Disc:
    id: int
    name: str
    kind: str            # driver / mid / putter
    hand: str            # BH fades left of the throw, FH fades right
    distance: int
    fade: int
    immune_bushes: bool
    immune_wind: bool
    dot: bool            # removed for the half pack

    @property
    def is_putter(self) -> bool:
        return self.kind == "putter"

    def describe(self) -> str:
        immune = [w for w, on in (("bushes", self.immune_bushes), ("wind", self.immune_wind)) if on]
        extra = f", immune to {' and '.join(immune)}" if immune else ""
        return f"{self.name}: {self.kind} {self.hand} dist {self.distance} fade {self.fade}{extra}"


@dataclass(frozen=True)
class ActionCard:
    id: int
    name: str
    type: str            # skill / luck / deviation / call
    distance: int
    fade: int
    switch: bool         # the fade goes to the other side
    special: str         # one of SPECIALS ("" for a plain modifier)
    no_putt: bool        # icon: cannot apply to a putt
    putt_only: bool      # icon: can only apply to a putt
    instant: bool        # icon: usable when turned during a throw
    wind: bool           # a WIND card: wind-immune discs ignore it
    either: bool         # icon: may be played as a Skill or as a Luck
    dot: bool

    @property
    def colour(self) -> str:
        return COLOURS[self.type]

    @property
    def is_good(self) -> bool:
        return self.type in ("skill", "luck")

    def describe(self) -> str:
        parts = []
        if self.distance:
            parts.append(f"{self.distance:+d} distance")
        if self.fade:
            parts.append(f"{self.fade:+d} fade")
        if self.switch:
            parts.append("switch the fade side")
        if self.special:
            parts.append(SPECIAL_TEXT[self.special])
        icons = [t for t, on in (("no putts", self.no_putt), ("putts only", self.putt_only),
                                 ("instant", self.instant), ("wind", self.wind),
                                 ("skill or luck", self.either)) if on]
        tail = f" [{', '.join(icons)}]" if icons else ""
        return f"{self.name} ({self.type}): {'; '.join(parts)}{tail}"


SPECIAL_TEXT = {
    "from_distance": "a non-putter landing on the basket grid goes in",
    "nullify": "cancel a Deviation or Call on this throw",
    "green_flag": "out of bounds costs no penalty",
    "stop": "the disc drops at your feet (no distance, no fade)",
    "penalty": "add 1 to your score",
    "rough": "your next throw has -1 distance unless immune to bushes",
    "fumble": "discard a random card from your hand",
    "immune_bushes": "this throw is immune to bushes",
    "immune_wind": "this throw is immune to wind",
}


@dataclass(frozen=True)
class FinalNineContent:
    holes: tuple[Hole, ...]
    cards: tuple  # Disc | ActionCard, indexed by card id
    disc_count: int

    def is_disc(self, card_id: int) -> bool:
        return card_id < self.disc_count

    def pack(self, half: bool) -> tuple[list[int], list[int]]:
        """The disc ids and action ids in play (the half pack drops every dotted card)."""
        ids = [c.id for c in self.cards if not (half and c.dot)]
        return ([i for i in ids if i < self.disc_count], [i for i in ids if i >= self.disc_count])


# Luck effects a card carries instead of numbers (engine._apply_good)
LUCK_EFFECTS = ("from_distance", "green_flag", "nullify")
_DISC_KEYS = ("name", "kind", "hand", "distance", "fade", "immune", "dot")
_ACTION_KEYS = ("name", "type", "count", "dots", "distance", "fade", "switch", "effect", "icons")
_ICONS = ("no_putt", "putt_only", "instant", "wind", "either")


def _load_discs(path: Path, problems: Problems) -> list[Disc]:
    data = load_yaml(path, problems)
    if data is None:
        return []
    root = require_mapping(data, Mark(display_path(path), 1, 1), problems, "discs.yaml")
    if root is not None:
        check_keys(root, ("discs",), problems)
    items = require_list(root.get("discs"), root.mark, problems, "'discs'") if root else None
    discs: list[Disc] = []
    for index, node in enumerate(items or []):
        entry = require_mapping(node, items.mark_of(index), problems, f"disc {index + 1}")
        if entry is None:
            continue
        check_keys(entry, _DISC_KEYS, problems)
        immune = get(entry, "immune", list, problems, required=False, default=[])
        for i, word in enumerate(immune):
            if word not in ("bushes", "wind"):
                problems.add(immune.mark_of(i), f"unknown immunity {shown_value(word)}",
                             "bushes or wind")
        discs.append(Disc(
            id=len(discs), name=get(entry, "name", str, problems, default="?"),
            kind=get(entry, "kind", str, problems, choices=DISC_KINDS, default="putter"),
            hand=get(entry, "hand", str, problems, choices=("BH", "FH"), default="BH"),
            distance=get(entry, "distance", int, problems, minimum=1, maximum=6, default=1),
            fade=get(entry, "fade", int, problems, minimum=0, maximum=3, default=0),
            immune_bushes="bushes" in immune, immune_wind="wind" in immune,
            dot=get(entry, "dot", bool, problems, required=False, default=False)))
    if items is not None:
        _check_counts(items.mark, "discs", [d.kind for d in discs], DISC_COUNTS, problems)
    return discs


def _check_counts(where, what: str, kinds: list[str], wanted: dict, problems: Problems) -> None:
    for kind, count in wanted.items():
        have = kinds.count(kind)
        if have != count:
            problems.add(where, f"{have} {kind} {what}", f"{count}, as in the printed pack")


def _load_actions(path: Path, first_id: int, problems: Problems) -> list[ActionCard]:
    data = load_yaml(path, problems)
    if data is None:
        return []
    root = require_mapping(data, Mark(display_path(path), 1, 1), problems, "actions.yaml")
    if root is not None:
        check_keys(root, ("actions",), problems)
    items = require_list(root.get("actions"), root.mark, problems, "'actions'") if root else None
    cards: list[ActionCard] = []
    for index, node in enumerate(items or []):
        entry = require_mapping(node, items.mark_of(index), problems, f"action {index + 1}")
        if entry is not None:
            cards.extend(_action_copies(entry, first_id + len(cards), problems))
    if items is not None:
        _check_counts(items.mark, "action cards", [c.type for c in cards], ACTION_COUNTS, problems)
    return cards


def _action_copies(entry: MarkedDict, next_id: int, problems: Problems) -> list[ActionCard]:
    check_keys(entry, _ACTION_KEYS, problems)
    count = get(entry, "count", int, problems, required=False, default=1, minimum=1, maximum=8)
    dots = get(entry, "dots", int, problems, required=False, default=0, minimum=0, maximum=8)
    if dots > count:
        problems.add(entry.mark_of("dots"), f"'dots' is {dots}, more than 'count' {count}",
                     "at most as many dotted copies as copies")
        dots = count
    icons = get(entry, "icons", list, problems, required=False, default=[])
    for i, icon in enumerate(icons):
        if icon not in _ICONS:
            problems.add(icons.mark_of(i), f"unknown icon {shown_value(icon)}",
                         "one of " + ", ".join(_ICONS))
    fields = {
        "name": get(entry, "name", str, problems, default="?"),
        "type": get(entry, "type", str, problems, choices=ACTION_TYPES, default="skill"),
        "distance": get(entry, "distance", int, problems, required=False, default=0,
                     minimum=-3, maximum=3),
        "fade": get(entry, "fade", int, problems, required=False, default=0, minimum=-3, maximum=3),
        "switch": get(entry, "switch", bool, problems, required=False, default=False),
        "special": get(entry, "effect", str, problems, required=False, default="", choices=SPECIALS),
        "no_putt": "no_putt" in icons, "putt_only": "putt_only" in icons, "instant": "instant" in icons,
        "wind": "wind" in icons, "either": "either" in icons}
    if not (fields["distance"] or fields["fade"] or fields["switch"] or fields["special"]):
        problems.add(entry.mark, f"action card {fields['name']!r} has no effect",
                     "a distance, fade, switch or effect")
    numbers = [key for key in ("distance", "fade", "switch") if fields[key]]
    if fields["special"] in LUCK_EFFECTS and numbers:
        # these effects take the card's place on the throw: a number beside them would be
        # shown on the card and never applied
        problems.add(entry.mark_of(numbers[0]),
                     f"action card {fields['name']!r} has the effect {fields['special']!r} and a {numbers[0]}",
                     f"the effect alone: a {fields['special']!r} card adds no numbers to the throw, "
                     "so give them a card of their own")
    return [ActionCard(id=next_id + copy, dot=copy < dots, **fields) for copy in range(count)]


def _grid_mark(folder: Path, number: int) -> Mark:
    """Where hole ``number``'s grid is written (its file was read a moment ago)."""
    path = folder / f"hole{number:02d}.yaml"
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except (OSError, UnicodeDecodeError):
        return Mark(display_path(folder), 1, 1)
    line = next((index for index, text in enumerate(lines, start=1) if text.startswith("grid:")), 1)
    return Mark(display_path(path), line, 1)


def load_content(content_root: Path, problems: Problems) -> FinalNineContent | None:
    """Read and validate ``content_root/final_nine``; ``None`` when any problem was recorded."""
    folder = content_root / "final_nine"
    before = len(problems)
    discs = _load_discs(folder / "discs.yaml", problems)
    actions = _load_actions(folder / "actions.yaml", len(discs), problems)
    holes = load_holes(folder / "holes", problems)
    if len(problems) != before:
        return None
    content = FinalNineContent(holes=tuple(holes), cards=tuple(discs) + tuple(actions),
                               disc_count=len(discs))
    from game.games.final_nine.reach import hole_problem  # it reads the cards of this module

    for hole in holes:          # every hole can be played out, at every level
        problem = hole_problem(hole, content)
        if problem:
            problems.add(_grid_mark(folder / "holes", hole.number),
                         f"hole {hole.number} cannot be completed: {problem}",
                         "a way from the tee pad to the basket")
    return None if len(problems) != before else content
