"""Meld requirements for rummy-like games: sets, runs and colour groups, checked and explained.

Shared by Phase 10 (its ten phases) and Finale (its Challenges' Levels), so the language has
more than Phase 10 needs: odd/even groups ("N evens or N odds" too), fixed or differing
colours, "every colour" runs, must-include numbers and dogs, cards with two values (Finale's
"0 or 10"), special cards that meld in sets and colour groups (Finale's Skip and Exchange),
and requirements that take exactly their size ("uses every card"). Pure Python (no pygame);
the solver lives in ``meld_solver``, the YAML form in ``meld_yaml``.

Vocabulary:

* a *card* is any hashable id; a :class:`MeldContext` maps it to a :class:`Face`
  (number, colour index, wild?, special?, second value, identity, dog). A special card
  without an ``identity`` (Phase 10's skip) never melds; one with an identity (Finale's
  "skip", "exchange") melds in sets of that identity and in colour groups, never in runs or
  odd/even groups. A card with ``alt`` stands for ``number`` or ``alt`` (in runs);
* a :class:`GroupSpec` is one building block ("set of 3", "run of 7", "7 cards of one
  colour"); a :class:`Requirement` is a whole phase/level: groups plus must-include numbers
  and dogs;
* a :class:`Meld` is a group laid on the table; hits extend it (:func:`hit_ends`,
  :func:`extend_meld`, in ``meld_hits``, which builds on this module). Wilds in a run are
  placed for good when the run is laid.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from itertools import pairwise, permutations, product
from typing import Any

KINDS = ("set", "run", "colour", "cards")
PARITIES = ("odd", "even", "same")   # "same": all odd or all even


@dataclass(frozen=True)
class GroupSpec:
    """One building block. ``kind``: set (one number), run (consecutive numbers), colour
    (one colour), cards (no relation beyond the filters). Filters: ``parity`` ("odd"/"even",
    or "same": all odd or all even, the laid group's parity then binds hits),
    ``colour`` (a fixed colour index), ``same_colour`` (sets/runs of one colour),
    ``each_colour`` (at lay-down, at least this many cards of every colour; wilds count),
    ``differs_from`` (indices of groups whose colour must differ from this one's)."""

    kind: str
    size: int
    parity: str | None = None
    colour: int | None = None
    same_colour: bool = False
    each_colour: int = 0
    differs_from: tuple[int, ...] = ()
    # bound to one colour: computed once, the solver asks often
    one_colour: bool = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "one_colour",
                           self.kind == "colour" or self.same_colour or self.colour is not None)

    def describe(self, colours: Sequence[str] = ()) -> str:
        """Short words for messages: "set of 3", "run of 7", "7 cards of one colour"."""
        extra = []
        if self.parity == "same" and self.kind not in ("set", "run"):
            text = f"{self.size} evens or {self.size} odds"
            return text + " of one colour" if self.kind == "colour" else text
        if self.parity:
            extra.append(self.parity)
        colour = colours[self.colour] if self.colour is not None and colours else None
        if self.kind in ("set", "run"):
            text = f"{self.kind} of {self.size}"
            if colour:
                text += f" in {colour}"
            elif self.same_colour:
                text += " of one colour"
            if self.each_colour:
                text += " with every colour"
            return (extra[0] + " " + text) if extra else text
        words = " ".join(extra + ["cards"])
        if colour:
            return f"{self.size} {colour} {words}"
        if self.kind == "colour":
            return f"{self.size} {words} of one colour"
        return f"{self.size} {words}"


@dataclass(frozen=True)
class Requirement:
    """A whole phase (or level): every group must be laid at once. ``dogs``: each must show
    on a laid card (a number card of that dog, or that dog's wild). ``whole_hand``: the
    groups are laid at exactly their sizes, no extra cards (Finale's "uses all 10 cards")."""

    groups: tuple[GroupSpec, ...]
    must_include: tuple[int, ...] = ()
    name: str = ""
    dogs: tuple[str, ...] = ()
    whole_hand: bool = False

    @property
    def card_count(self) -> int:
        return sum(group.size for group in self.groups)


@dataclass(frozen=True)
class Face:
    """What a meld cares about on a card. Wilds have number 0 and colour -1; Phase 10's skip
    too. ``alt``: a second number the card may stand for in a run (Finale's 0/10 card has
    number 10, alt 0). ``identity``: what a melding special card is ("skip", "exchange").
    ``dog``: the dog the card shows (number cards and wilds in Finale)."""

    number: int
    colour: int
    wild: bool = False
    special: bool = False
    alt: int | None = None
    identity: str = ""
    dog: str = ""
    # computed once (the solver asks often): the numbers the card may stand for (none for a
    # special card), and what a set of it shares (its identity for a special, else its number)
    values: tuple[int, ...] = field(init=False, repr=False, compare=False)
    set_key: int | str = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        values = () if self.special else (self.number,) if self.alt is None else (self.alt, self.number)
        object.__setattr__(self, "values", values)
        object.__setattr__(self, "set_key", self.identity or self.number)


@dataclass(frozen=True, eq=False)
class MeldContext:
    """The card faces of a game plus its number range (runs never wrap) and colour names."""

    faces: Mapping[Hashable, Face]
    low: int
    high: int
    colours: tuple[str, ...]

    def label(self, card: Any) -> str:
        face = self.faces[card]
        if face.wild:
            return f"{face.dog} wild" if face.dog else "wild"
        if face.special:
            return f"{self.colours[face.colour]} {face.identity}" if face.identity else "skip"
        if face.alt is not None:
            return f"{self.colours[face.colour]} {face.alt}/{face.number}"
        return f"{self.colours[face.colour]} {face.number}"


@dataclass(frozen=True)
class Meld:
    """A laid group. ``number`` for sets, ``colour`` when the group is bound to one colour
    (-1 otherwise), ``low``/``high`` for runs (cards are then in sequence order)."""

    spec: GroupSpec
    cards: tuple
    number: int = 0
    colour: int = -1
    low: int = 0
    high: int = 0

    def to_json(self) -> dict:
        spec = self.spec
        return {"spec": [spec.kind, spec.size, spec.parity, spec.colour, spec.same_colour,
                         spec.each_colour, list(spec.differs_from)],
                "cards": list(self.cards), "number": self.number, "colour": self.colour,
                "low": self.low, "high": self.high}

    @staticmethod
    def from_json(data: dict) -> Meld:
        kind, size, parity, colour, same, each, differs = data["spec"]
        spec = GroupSpec(kind, size, parity, colour, same, each, tuple(differs))
        return Meld(spec, tuple(data["cards"]), data["number"], data["colour"],
                    data["low"], data["high"])


def _join(items: Sequence[Any]) -> str:
    words = [str(item) for item in items]
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]


def _a(word: str) -> str:
    """The word after its article: "a skip", "an exchange"."""
    return ("an " if word[:1].lower() in "aeiou" else "a ") + word


def _filter_problem(spec: GroupSpec, face: Face, ctx: MeldContext, what: str) -> str | None:
    if spec.parity and face.special:
        return f"a {what} takes only numbered cards; {_a(face.identity)} has no number"
    if spec.parity == "odd" and face.number % 2 == 0:
        return f"a {what} takes only odd numbers; {face.number} is even"
    if spec.parity == "even" and face.number % 2:
        return f"a {what} takes only even numbers; {face.number} is odd"
    if spec.colour is not None and face.colour != spec.colour:
        return f"a {what} takes only {ctx.colours[spec.colour]} cards"
    return None


def group_problem(cards: Sequence[Any], spec: GroupSpec, ctx: MeldContext) -> str | None:
    """Why ``cards`` cannot be laid as ``spec`` (extra cards that extend it are fine)."""
    what = spec.describe(ctx.colours)
    faces = [ctx.faces[card] for card in cards]
    if any(face.special and not face.identity for face in faces):
        return "a skip can never be part of a phase"
    if len(cards) < spec.size:
        return f"a {what} needs {spec.size} cards; only {len(cards)} given"
    naturals = [face for face in faces if not face.wild]
    wilds = len(faces) - len(naturals)
    if not naturals:
        return "a group cannot be all wilds"
    if spec.kind == "run":
        special = next((face for face in naturals if face.special), None)
        if special is not None:
            return f"a run takes only numbered cards; {_a(special.identity)} has no number"
    for face in naturals:
        problem = _filter_problem(spec, face, ctx, what)
        if problem:
            return problem
    if spec.parity == "same" and len({face.number % 2 for face in naturals}) > 1:
        return f"{what} must be all even or all odd, not a mix"
    colours = sorted({face.colour for face in naturals})
    if spec.one_colour and len(colours) > 1:
        return f"a {what} must be all one colour; {_join([ctx.colours[c] for c in colours])} are mixed"
    if spec.kind == "set":
        keys = sorted({face.set_key for face in naturals}, key=str)
        if len(keys) > 1:
            if all(isinstance(key, int) for key in keys):
                return f"a set needs cards of one number; {_join(keys)} differ"
            return f"a set needs cards of one number or one kind; {_join(keys)} differ"
    elif spec.kind == "run":
        problem = _run_values_problem(naturals, wilds, spec, ctx)
        if problem:
            return problem
    if spec.each_colour:
        short = [ctx.colours[c] for c in range(len(ctx.colours))
                 if sum(1 for face in naturals if face.colour == c) < spec.each_colour]
        deficit = sum(max(0, spec.each_colour - sum(1 for face in naturals if face.colour == c))
                      for c in range(len(ctx.colours)))
        if deficit > wilds:
            return (f"a {what} needs at least {spec.each_colour} of every colour; "
                    f"{_join(short)} {'is' if len(short) == 1 else 'are'} short")
    return None


def run_numbers(faces: Sequence[Face]) -> Iterator[list[int]]:
    """Each way to read the numbers of ``faces`` (a two-valued card gives two readings)."""
    for choice in product(*(face.values for face in faces)):
        yield sorted(choice)


def _run_values_problem(naturals: Sequence[Face], wilds: int, spec: GroupSpec,
                        ctx: MeldContext) -> str | None:
    first: str | None = None
    for numbers in run_numbers(naturals):
        problem = _run_problem(numbers, wilds, spec, ctx)
        if problem is None:
            return None
        first = first or problem
    return first


def _run_problem(numbers: list[int], wilds: int, spec: GroupSpec, ctx: MeldContext) -> str | None:
    what = spec.describe(ctx.colours)
    for first, second in pairwise(numbers):
        if first == second:
            return f"a run cannot hold two {first}s"
    length = len(numbers) + wilds
    longest = ctx.high - ctx.low + 1
    if length > longest:
        return f"a run can be at most {longest} cards long ({ctx.low} to {ctx.high})"
    if numbers[-1] - numbers[0] + 1 > length:
        present = set(numbers)
        gaps = [n for n in range(numbers[0], numbers[-1] + 1) if n not in present]
        verb = "is" if len(gaps) == 1 else "are"
        text = f"a {what} needs {spec.size} cards in sequence; {_join(gaps)} {verb} missing"
        if wilds:
            text += f" and {wilds} wild{'s' if wilds > 1 else ''} cannot fill {len(gaps)} gaps"
        return text
    return None


def group_colour(cards: Sequence[Any], ctx: MeldContext) -> int:
    """The colour shared by the naturals of a group, or -1 if they differ."""
    colours = {ctx.faces[c].colour for c in cards if not ctx.faces[c].wild}
    return colours.pop() if len(colours) == 1 else -1


def dogs_not_shown(cards: Sequence[Any], dogs: Sequence[str], ctx: MeldContext) -> list[str]:
    """The dogs of ``dogs`` (a Level's ★) that no card of ``cards`` shows, in their order."""
    shown = {ctx.faces[card].dog for card in cards}
    return [dog for dog in dogs if dog not in shown]


def requirement_problem(groups: Sequence[Sequence[Any]], assignment: Sequence[int],
                        req: Requirement, ctx: MeldContext) -> str | None:
    """Whole-phase checks once each group fits its spec: differing colours, must-include
    numbers and dogs, exact sizes."""
    by_spec = {spec_index: groups[i] for i, spec_index in enumerate(assignment)}
    for index, spec in enumerate(req.groups):
        for other in spec.differs_from:
            if group_colour(by_spec[index], ctx) == group_colour(by_spec[other], ctx):
                return "those groups must be different colours"
    if req.whole_hand:
        for index, spec in enumerate(req.groups):
            if len(by_spec[index]) != spec.size:
                return (f"{req.name or 'this level'} uses exactly {req.card_count} cards: "
                        f"a {spec.describe(ctx.colours)} takes no extra cards")
    numbers = {n for group in groups for c in group if not ctx.faces[c].wild
               for n in ctx.faces[c].values}
    for number in req.must_include:
        if number not in numbers:
            return f"this phase must include a {number}"
    shown = {ctx.faces[c].dog for group in groups for c in group}
    missing = [dog for dog in req.dogs if dog not in shown]
    if missing:
        return f"{req.name or 'this level'} must include {_join(missing)}"
    return None


def explain(groups: Sequence[Sequence[Any]], req: Requirement, ctx: MeldContext) -> str | None:
    """None when ``groups`` make ``req`` (in any order), else a sentence saying why not."""
    return match_groups(groups, req, ctx)[1]


def match_groups(groups: Sequence[Sequence[Any]], req: Requirement,
                 ctx: MeldContext) -> tuple[tuple[int, ...] | None, str | None]:
    """Which spec each group makes: (assignment, None), or (None, why not).

    Groups may come in any order; every assignment of specs is tried, and when none works
    the problem of the closest one (fewest broken groups) is reported."""
    name = req.name or "this phase"
    if len(groups) != len(req.groups):
        return None, (f"{name} needs {len(req.groups)} group{'s' if len(req.groups) > 1 else ''}, "
                      f"not {len(groups)}")
    seen: set = set()
    for group in groups:
        for card in group:
            if card in seen:
                return None, "a card cannot be in two groups"
            seen.add(card)
    best: tuple[int, str] | None = None
    for assignment in permutations(range(len(req.groups))):
        problems = [group_problem(group, req.groups[spec_index], ctx)
                    for group, spec_index in zip(groups, assignment)]
        broken = [p for p in problems if p]
        if not broken:
            whole = requirement_problem(groups, assignment, req, ctx)
            if whole is None:
                return tuple(assignment), None
            broken = [whole]
        if best is None or len(broken) < best[0]:
            best = (len(broken), broken[0])
    assert best is not None
    return None, best[1]


def make_meld(cards: Sequence[Any], spec: GroupSpec, ctx: MeldContext) -> Meld:
    """Lay a valid group (check it with :func:`group_problem` first).

    Runs are put in order; a wild fills a gap first, then extends the top while it can,
    then the bottom (so 5 6 7 + wild is 5-8), which fixes where every wild stands. A card
    with two values takes the first reading that makes a run (its lower value first)."""
    faces = ctx.faces
    naturals = [c for c in cards if not faces[c].wild]
    wilds = [c for c in cards if faces[c].wild]
    colour = group_colour(cards, ctx) if spec.one_colour else -1
    if spec.kind == "set":
        ordered = tuple(sorted(naturals, key=str)) + tuple(wilds)
        return Meld(spec, ordered, number=faces[naturals[0]].number, colour=colour)
    if spec.kind != "run":
        ordered = tuple(sorted(naturals, key=lambda c: (faces[c].number, str(c)))) + tuple(wilds)
        return Meld(spec, ordered, colour=colour)
    by_number = _run_reading(naturals, len(wilds), spec, ctx)
    first, last = min(by_number), max(by_number)
    spare = len(cards) - (last - first + 1)
    high = min(ctx.high, last + spare)
    low = first - (spare - (high - last))
    spare_wilds = iter(wilds)
    ordered = tuple(by_number[n] if n in by_number else next(spare_wilds) for n in range(low, high + 1))
    return Meld(spec, ordered, colour=colour, low=low, high=high)


def _run_reading(naturals: Sequence[Any], wilds: int, spec: GroupSpec, ctx: MeldContext) -> dict[int, Any]:
    """number -> card for a run's naturals, choosing a valid reading of two-valued cards."""
    faces = [ctx.faces[c] for c in naturals]
    readings = list(product(*(face.values for face in faces)))
    for reading in readings:
        if _run_problem(sorted(reading), wilds, spec, ctx) is None:
            return dict(zip(reading, naturals))
    return dict(zip(readings[0], naturals))



__all__ = ["KINDS", "PARITIES", "Face", "GroupSpec", "Meld", "MeldContext", "Requirement", "explain",
           "group_colour", "group_problem", "make_meld", "match_groups", "requirement_problem", "run_numbers"]
