"""The YAML form of meld requirements (see ``game.core.rummy.melds``), with marked problems.

A requirement is a mapping::

    name: "1 set of 3 + 1 run of 4"
    groups: ["set 3", "run 4"]          # short form: "<kind> <size>"
    must_include: [7]                    # optional: numbers the laid cards must contain
    dogs: [Butternut]                    # optional: dogs a laid card must show (Finale)
    whole_hand: true                     # optional: groups at exactly their sizes, no extras
    summary: "Set of three and a run of four"   # optional: words for a player

and any group may instead be a mapping with the optional fields Finale's Levels need::

    {kind: colour, size: 4, parity: odd, colour: red, same_colour: true,
     each_colour: 1, differs_from: [0]}

``parity: same`` means all odd or all even ("eight evens or eight odds"). A loader passes
the numbers its deck has and the dogs it knows, so ``must_include: [99]`` or an unknown dog
is reported where it stands.

Every problem is recorded through ``Problems`` with its file:line:column.
"""

from __future__ import annotations

from collections.abc import Collection

from game.core.loading.content import Mark, MarkedDict, MarkedList, Problems, check_keys, get
from game.core.rummy.melds import KINDS, PARITIES, GroupSpec, Requirement

GROUP_KEYS = ("kind", "size", "parity", "colour", "same_colour", "each_colour", "differs_from")


REQUIREMENT_KEYS = ("name", "groups", "must_include", "phase", "level", "dogs", "whole_hand",
                    "summary")


def parse_requirement(node: object, where: Mark, problems: Problems, colours: tuple[str, ...],
                      longest_run: int, *, numbers: Collection[int] | None = None,
                      dogs: Collection[str] | None = None) -> Requirement | None:
    """Read one requirement mapping; ``None`` (with problems recorded) when it is wrong.

    ``numbers``/``dogs``: what must-include numbers and dogs may name (None: not checked)."""
    if not isinstance(node, MarkedDict):
        problems.add(getattr(node, "mark", where), "a requirement is not a mapping",
                     "a mapping with name and groups")
        return None
    before = len(problems)
    check_keys(node, REQUIREMENT_KEYS, problems)
    name = get(node, "name", str, problems, required=False, default="")
    raw_groups = node.get("groups")
    groups: list[GroupSpec] = []
    if not isinstance(raw_groups, MarkedList) or not raw_groups:
        problems.add(node.mark_of("groups"), "'groups' is missing or empty", "a list of groups")
    else:
        for index, item in enumerate(raw_groups):
            spec = _parse_group(item, raw_groups.mark_of(index), problems, colours, longest_run)
            if spec is not None:
                groups.append(spec)
        for index, spec in enumerate(groups):
            for other in spec.differs_from:
                if not 0 <= other < len(raw_groups) or other == index:
                    problems.add(raw_groups.mark_of(index), f"differs_from names group {other}",
                                 f"another group's index, 0 to {len(raw_groups) - 1}")
    must_include = _parse_numbers(node, problems, numbers)
    required_dogs = _parse_dogs(node, problems, dogs)
    whole = get(node, "whole_hand", bool, problems, required=False, default=False)
    get(node, "summary", str, problems, required=False, default="")
    if len(problems) != before:
        return None
    return Requirement(tuple(groups), must_include, name, required_dogs, whole)


def _parse_dogs(node: MarkedDict, problems: Problems, known: Collection[str] | None) -> tuple[str, ...]:
    raw = node.get("dogs", [])
    if not isinstance(raw, list) or not all(isinstance(d, str) for d in raw):
        problems.add(node.mark_of("dogs"), f"'dogs' is {raw!r}", "a list of dog names")
        return ()
    if known is not None:
        for index, dog in enumerate(raw):
            if dog not in known:
                where = raw.mark_of(index) if isinstance(raw, MarkedList) else node.mark_of("dogs")
                problems.add(where, f"unknown dog {dog!r}", "one of " + ", ".join(sorted(known)))
    return tuple(raw)


def _parse_numbers(node: MarkedDict, problems: Problems, known: Collection[int] | None) -> tuple[int, ...]:
    raw = node.get("must_include", [])
    if not isinstance(raw, list) or not all(isinstance(n, int) and not isinstance(n, bool) for n in raw):
        problems.add(node.mark_of("must_include"), f"'must_include' is {raw!r}", "a list of numbers")
        return ()
    if known is not None:
        for index, number in enumerate(raw):
            if number not in known:
                where = raw.mark_of(index) if isinstance(raw, MarkedList) else node.mark_of("must_include")
                problems.add(where, f"must_include names {number}, which no card shows",
                             f"a number from {min(known)} to {max(known)}")
    return tuple(raw)


def _parse_group(item: object, where: Mark, problems: Problems, colours: tuple[str, ...],
                 longest_run: int) -> GroupSpec | None:
    if isinstance(item, str):
        return _parse_short(item, where, problems, longest_run)
    if not isinstance(item, MarkedDict):
        problems.add(where, f"group {item!r} is neither text nor a mapping",
                     "'set 3', 'run 4', 'colour 7' or a mapping with kind and size")
        return None
    before = len(problems)
    check_keys(item, GROUP_KEYS, problems)
    kind = get(item, "kind", str, problems, choices=KINDS)
    size = get(item, "size", int, problems, minimum=1, default=1)
    parity = get(item, "parity", str, problems, required=False, choices=PARITIES)
    colour_name = get(item, "colour", str, problems, required=False, choices=colours)
    same = get(item, "same_colour", bool, problems, required=False, default=False)
    each = get(item, "each_colour", int, problems, required=False, default=0, minimum=0)
    differs = item.get("differs_from", [])
    if not isinstance(differs, list) or not all(isinstance(d, int) for d in differs):
        problems.add(item.mark_of("differs_from"), f"'differs_from' is {differs!r}",
                     "a list of group indices")
        differs = []
    if kind == "run" and size > longest_run:
        problems.add(item.mark_of("size"), f"a run of {size} cannot fit", f"at most {longest_run}")
    if each * len(colours) > size:     # a group nobody could ever lay would stall the round
        problems.add(item.mark_of("each_colour"),
                     f"a {kind} of {size} cannot hold {each} of each of the {len(colours)} colours",
                     f"at most {size // len(colours)}")
    if len(problems) != before:
        return None
    colour = colours.index(colour_name) if colour_name is not None else None
    return GroupSpec(kind, size, parity, colour, same, each, tuple(differs))


def _parse_short(text: str, where: Mark, problems: Problems, longest_run: int) -> GroupSpec | None:
    words = text.split()
    expected = "'<kind> <size>' with kind one of " + ", ".join(KINDS)
    # ASCII digits only ("²".isdigit() is true but int() refuses it), and few of them.
    if (len(words) != 2 or words[0] not in KINDS or not (words[1].isascii() and words[1].isdigit())
            or len(words[1]) > 3 or int(words[1]) < 1):
        problems.add(where, f"group {text!r} is not understood", expected)
        return None
    size = int(words[1])
    if words[0] == "run" and size > longest_run:
        problems.add(where, f"a run of {size} cannot fit", f"at most {longest_run}")
        return None
    return GroupSpec(words[0], size)
