"""Phase 10 content: the deck (``deck.yaml``) and the ten phases (``phases.yaml``).

Cards are short strings: ``"R7a"``/``"R7b"`` are the two red 7s (colour letter, number,
copy letter), ``"W1"``..``"W8"`` the wilds and ``"S1"``, ``"S2"`` the skips. Loaded only
through :func:`game.core.loading.content.load_yaml`; every problem is recorded with file:line:column.
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
    shown_value,
)
from game.core.rummy.meld_proof import prove
from game.core.rummy.meld_yaml import parse_requirement
from game.core.rummy.melds import Face, MeldContext, Requirement

DECK_KEYS = ("colours", "numbers", "copies", "wilds", "skips", "hand_size", "points", "skip_points",
             "wild_points", "save_pile_limit", "max_turns_per_hand", "max_hands")
MAX_PLAYERS = 6
PHASE_COUNT = 10
# Caps: what a table can show and a game can use (docs/content-limits.md). They are checked
# before the deck is built, so no number in the file sizes an allocation.
MAX_NUMBER = 99       # card numbers are drawn with at most two digits
MAX_SPECIALS = 99     # wilds, skips
MAX_DECK = 500        # cards in all (the printed deck has 108)
MAX_POINTS = 999      # points one card costs
MAX_TURNS = 10_000    # the dead-hand safety valve
MAX_HANDS = 1_000     # the end-of-game safety valve


@dataclass(frozen=True, eq=False)
class Phase10Content:
    """Everything the engine reads from content; ``ctx`` is the meld context of the deck."""

    deck: tuple[str, ...]
    ctx: MeldContext
    points: dict[str, int]
    phases: dict[int, Requirement]
    hand_size: int
    save_pile_limit: int
    max_turns_per_hand: int
    max_hands: int
    colour_names: tuple[str, ...]

    def is_skip(self, card: str) -> bool:
        return self.ctx.faces[card].special

    def is_wild(self, card: str) -> bool:
        return self.ctx.faces[card].wild

    def label(self, card: str) -> str:
        """Words for a card in event texts: "red 7", "wild", "skip"."""
        return self.ctx.label(card)


def load_content(content_root: Path, problems: Problems) -> Phase10Content | None:
    """Read ``content_root/phase10/``; ``None`` when anything is wrong (all problems recorded)."""
    before = len(problems)
    folder = content_root / "phase10"
    deck_node = load_yaml(folder / "deck.yaml", problems)
    phases_node = load_yaml(folder / "phases.yaml", problems)
    if not isinstance(deck_node, MarkedDict):
        if deck_node is not None:
            problems.add(Mark(display_path(folder / "deck.yaml"), 1, 1), "the deck file is not a mapping",
                         "a mapping of keys")
        return None
    deck = _load_deck(deck_node, problems)
    if deck is None or not isinstance(phases_node, MarkedDict):
        if phases_node is not None and not isinstance(phases_node, MarkedDict):
            problems.add(Mark(display_path(folder / "phases.yaml"), 1, 1),
                         "the phases file is not a mapping",
                         "a mapping with 'phases'")
        return None
    cards, ctx, points = deck
    hand_size = get(deck_node, "hand_size", int, problems, minimum=1, default=10, maximum=MAX_DECK)
    save_limit = get(deck_node, "save_pile_limit", int, problems, minimum=0, default=5,
                     maximum=MAX_DECK)
    phases = _load_phases(phases_node, problems, ctx, hand_size)
    spare = len(cards) - MAX_PLAYERS * (hand_size + save_limit) - 2
    if spare < 0:
        problems.add(deck_node.mark_of("save_pile_limit"),
                     f"{len(cards)} cards cannot deal {hand_size} each to {MAX_PLAYERS} players "
                     f"who save {save_limit} each", "a smaller hand_size or save_pile_limit")
    max_turns = get(deck_node, "max_turns_per_hand", int, problems, minimum=10, default=240,
                    maximum=MAX_TURNS)
    max_hands = get(deck_node, "max_hands", int, problems, minimum=10, default=60, maximum=MAX_HANDS)
    if len(problems) != before:
        return None
    colour_names = ctx.colours
    return Phase10Content(cards, ctx, points, phases, hand_size, save_limit, max_turns, max_hands,
                          colour_names)


def _load_deck(node: MarkedDict, problems: Problems) -> tuple | None:
    before = len(problems)
    check_keys(node, DECK_KEYS, problems)
    colours = _load_colours(node, problems)
    numbers = node.get("numbers")
    low = high = 0
    numbers_before = len(problems)
    if isinstance(numbers, MarkedDict):
        check_keys(numbers, ("low", "high"), problems)
        low = get(numbers, "low", int, problems, minimum=0, default=1, maximum=MAX_NUMBER)
        high = get(numbers, "high", int, problems, minimum=1, default=12, maximum=MAX_NUMBER)
        if high < low:
            problems.add(numbers.mark_of("high"), f"numbers run from {low} down to {high}",
                         "high at least low")
    else:
        problems.add(node.mark_of("numbers"), "'numbers' is missing or not a mapping",
                     "{low: 1, high: 12}")
    numbers_ok = len(problems) == numbers_before
    copies = get(node, "copies", int, problems, minimum=1, maximum=26, default=1)
    wilds = get(node, "wilds", int, problems, minimum=0, default=0, maximum=MAX_SPECIALS)
    skips = get(node, "skips", int, problems, minimum=0, default=0, maximum=MAX_SPECIALS)
    # With no usable numbers the rows are checked against the caps only (no second complaint).
    points = (_load_points(node, problems, low, high) if numbers_ok
              else _load_points(node, problems, 0, MAX_NUMBER, check_missing=False))
    wild_points = get(node, "wild_points", int, problems, minimum=0, default=25, maximum=MAX_POINTS)
    skip_points = get(node, "skip_points", int, problems, minimum=0, default=15, maximum=MAX_POINTS)
    if len(problems) != before:
        return None
    size = len(colours) * max(0, high - low + 1) * copies + wilds + skips
    if size > MAX_DECK:
        problems.add(node.mark_of("copies"), f"a deck of {size} cards", f"at most {MAX_DECK} cards")
        return None
    faces: dict[str, Face] = {}
    card_points: dict[str, int] = {}
    for colour, (_name, letter) in enumerate(colours):
        for number in range(low, high + 1):
            for copy in range(copies):
                card = f"{letter}{number}{chr(ord('a') + copy)}"
                faces[card] = Face(number, colour)
                card_points[card] = points[number]
    for index in range(1, wilds + 1):
        faces[f"W{index}"] = Face(0, -1, wild=True)
        card_points[f"W{index}"] = wild_points
    for index in range(1, skips + 1):
        faces[f"S{index}"] = Face(0, -1, special=True)
        card_points[f"S{index}"] = skip_points
    ctx = MeldContext(faces, low, high, tuple(name for name, _ in colours))
    return tuple(faces), ctx, card_points


def _load_colours(node: MarkedDict, problems: Problems) -> list[tuple[str, str]]:
    raw = require_list(node.get("colours"), node.mark_of("colours"), problems, "'colours'")
    colours: list[tuple[str, str]] = []
    for index, item in enumerate(raw or []):
        if not isinstance(item, MarkedDict):
            problems.add(raw.mark_of(index), f"colour {shown_value(item)} is not a mapping",
                         "{name: red, letter: R}")
            continue
        check_keys(item, ("name", "letter"), problems)
        name = get(item, "name", str, problems, default="")
        letter = get(item, "letter", str, problems, default="")
        if letter and (len(letter) != 1 or not letter.isupper() or letter in "WS"):
            problems.add(item.mark_of("letter"), f"letter {shown_value(letter)} cannot name a colour",
                         "one capital letter other than W (wild) and S (skip)")
        elif letter in [seen for _, seen in colours]:
            problems.add(item.mark_of("letter"), f"letter {letter!r} is used twice", "a letter per colour")
        colours.append((name, letter))
    return colours


def _load_points(node: MarkedDict, problems: Problems, low: int, high: int,
                 check_missing: bool = True) -> dict[int, int]:
    raw = require_list(node.get("points"), node.mark_of("points"), problems, "'points'")
    points: dict[int, int] = {}
    for index, item in enumerate(raw or []):
        if not isinstance(item, MarkedDict):
            problems.add(raw.mark_of(index), f"points row {shown_value(item)} is not a mapping",
                         "{from: 1, to: 9, points: 5}")
            continue
        check_keys(item, ("from", "to", "points"), problems)
        # Rows name numbers of the deck only (checked before the loop: no row sizes a loop).
        first = get(item, "from", int, problems, minimum=low, maximum=high)
        last = get(item, "to", int, problems, minimum=low, maximum=high)
        value = get(item, "points", int, problems, minimum=0, default=0, maximum=MAX_POINTS)
        if first is None or last is None:
            continue
        if first > last:
            problems.add(item.mark_of("to"), f"the row runs from {first} down to {last}",
                         "'to' at least 'from'")
        for number in range(first, last + 1):
            if number in points:
                problems.add(item.mark_of("from"), f"number {number} has points twice", "one row per number")
            points[number] = value
    missing = [n for n in range(low, high + 1) if n not in points]
    if raw is not None and missing and check_missing:
        problems.add(raw.mark, f"numbers {missing} have no points", f"rows covering {low} to {high}")
    return points


def _load_phases(node: MarkedDict, problems: Problems, ctx: MeldContext,
                 hand_size: int) -> dict[int, Requirement]:
    check_keys(node, ("phases",), problems)
    raw = require_list(node.get("phases"), node.mark, problems, "'phases'")
    phases: dict[int, Requirement] = {}
    longest = ctx.high - ctx.low + 1
    failed = False
    for index, item in enumerate(raw or []):
        where = raw.mark_of(index)
        number = get(item, "phase", int, problems, minimum=1) if isinstance(item, MarkedDict) else None
        if number is not None and number > PHASE_COUNT:  # and the numbering below says so too
            problems.add(item.mark_of("phase"), f"phase {number} is not one of the {PHASE_COUNT} phases",
                         f"a number from 1 to {PHASE_COUNT}")
        requirement = parse_requirement(item, where, problems, ctx.colours, longest,
                                        numbers=range(ctx.low, ctx.high + 1))
        if number is None or requirement is None:
            failed = True
            continue
        if number in phases:
            problems.add(item.mark_of("phase"), f"phase {number} is listed twice", "each phase once")
        needed = sum(group.size for group in requirement.groups)
        if needed > hand_size + 1:  # laid from a full hand and the card just drawn
            problems.add(where, f"phase {number} needs {needed} cards",
                         f"at most {hand_size + 1}: a hand of {hand_size} and the card drawn")
        else:                       # and some such hand of this deck makes it
            proof = prove(requirement, tuple(ctx.faces), ctx, hand_size + 1)
            if proof.witness is None:
                problems.add(item.mark_of("groups"), f"phase {number} cannot be completed: "
                             f"{proof.reason}", f"a phase some hand of {hand_size + 1} cards "
                             "from this deck can make")
        phases[number] = Requirement(requirement.groups, requirement.must_include,
                                     requirement.name or f"phase {number}")
    if raw is not None and not failed and sorted(phases) != list(range(1, PHASE_COUNT + 1)):
        problems.add(raw.mark, f"phases are numbered {shown_value(sorted(phases), 80)}",
                     f"1, 2, 3, ... {PHASE_COUNT}, with none missing")
    return phases
