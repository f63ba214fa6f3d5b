"""Finale content: the deck with its dogs (``deck.yaml``) and the Challenges (``challenges/*.yaml``).

Cards are short strings: ``"Y7a"``/``"Y7b"`` are the two yellow 7s (colour letter, number,
copy letter), ``"Y10"`` the yellow "0 or 10" card, ``"YX"``/``"YS"`` the yellow Exchange and
Skip, ``"W1"``..``"W6"`` the Wilds (each showing one dog). A Challenge is one YAML file with
four Levels and a Finale in the requirement language of :mod:`game.core.rummy.meld_yaml`, so a new
Challenge needs no code. Every Level, Finale and the tie-breaker is proved possible with the
deck's own cards (:mod:`game.core.rummy.meld_proof`). Every problem is recorded with file:line:column.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from game.core.loading.content import Mark, MarkedDict, Problems, check_keys, get, load_yaml, require_list
from game.core.rummy.meld_proof import prove
from game.core.rummy.meld_yaml import parse_requirement
from game.core.rummy.melds import Face, MeldContext, Requirement

DECK_KEYS = ("colours", "numbers", "copies", "dual", "specials", "hand_size", "dogs", "wilds",
             "max_turns_per_round", "max_rounds", "max_tiebreak_turns", "tiebreak", "tiebreak_hand_size")
CHALLENGE_KEYS = ("id", "name", "order", "level_points", "finale_points", "levels", "finale")
LEVELS = 4                      # Levels 1-4; the Finale is level 5 in the engine
FINALE = LEVELS + 1
# Caps checked before the deck is built (see docs/content-limits.md): the shipped deck is
# numbers 1-9 in 4 colours, 2 copies, 90 cards.
MAX_NUMBER = 99
MAX_COPIES = 26                 # copy letters a-z
MAX_DECK = 500


@dataclass(frozen=True)
class Challenge:
    """One Challenge card: ``levels[0..3]`` are Levels 1-4, ``levels[4]`` the Finale."""

    challenge_id: str
    name: str
    order: int
    level_points: int
    finale_points: int
    levels: tuple[Requirement, ...]
    summaries: tuple[str, ...]

    def requirement(self, level: int) -> Requirement:
        return self.levels[level - 1]

    def level_title(self, level: int) -> str:
        word = "Finale" if level == FINALE else f"Level {level}"
        return f"{word}: {self.levels[level - 1].name}"


@dataclass(frozen=True, eq=False)
class FinaleContent:
    deck: tuple[str, ...]
    ctx: MeldContext
    challenges: dict[str, Challenge]
    order: tuple[str, ...]          # Challenge ids in Grand Finale order
    hand_size: int
    dogs: dict[int, str]            # number -> dog (the dual card under its low value)
    tiebreak: Requirement           # the tie-breaker game's one Level
    tiebreak_hand_size: int
    max_turns_per_round: int
    max_rounds: int
    max_tiebreak_turns: int

    def __post_init__(self) -> None:
        faces = self.ctx.faces
        object.__setattr__(self, "skips", frozenset(c for c in self.deck if faces[c].identity == "skip"))
        object.__setattr__(self, "exchanges", frozenset(c for c in self.deck if faces[c].identity == "exchange"))

    def is_wild(self, card: str) -> bool:
        return self.ctx.faces[card].wild

    def is_skip(self, card: str) -> bool:
        return card in self.skips  # type: ignore[attr-defined]

    def is_exchange(self, card: str) -> bool:
        return card in self.exchanges  # type: ignore[attr-defined]

    def label(self, card: str) -> str:
        """Words for a card in event texts: "red 7", "blue skip", "Charlie wild", "red 0/10"."""
        return self.ctx.label(card)


def load_content(content_root: Path, problems: Problems) -> FinaleContent | None:
    """Read ``content_root/finale/``; ``None`` when anything is wrong (all problems recorded)."""
    before = len(problems)
    folder = content_root / "finale"
    deck_node = load_yaml(folder / "deck.yaml", problems)
    if not isinstance(deck_node, MarkedDict):
        if deck_node is not None:
            problems.add(Mark(str(folder / "deck.yaml"), 1, 1), "the deck file is not a mapping",
                         "a mapping of keys")
        return None
    deck = _load_deck(deck_node, problems)
    if deck is None:
        return None
    cards, ctx, dogs = deck
    hand_size = get(deck_node, "hand_size", int, problems, minimum=1, default=10)
    if len(cards) < 6 * hand_size + 3:
        problems.add(deck_node.mark_of("hand_size"), f"{len(cards)} cards cannot deal {hand_size} "
                     "each to 6 players", "a smaller hand_size")
    challenges: dict[str, Challenge] = {}
    files = sorted((folder / "challenges").glob("*.yaml"))
    if not files:
        problems.add(Mark(str(folder / "challenges"), 1, 1), "no Challenge files", "challenges/*.yaml")
    known_dogs = set(dogs.values())
    refused = False
    for path in files:
        challenge = _load_challenge(path, problems, ctx, known_dogs, hand_size, cards)
        if challenge is None:
            refused = True      # its own file says why; the orders are not checked without it
            continue
        if challenge.challenge_id in challenges:
            problems.add(Mark(str(path), 1, 1), f"Challenge id {challenge.challenge_id!r} is used twice",
                         "one id per Challenge")
        challenges[challenge.challenge_id] = challenge
    orders = sorted(c.order for c in challenges.values())
    if challenges and not refused and orders != list(range(1, len(orders) + 1)):
        problems.add(Mark(str(folder / "challenges"), 1, 1), f"Challenge orders are {orders}",
                     "1, 2, 3, ... each once")
    tiebreak = parse_requirement(deck_node.get("tiebreak"), deck_node.mark_of("tiebreak"), problems,
                                 ctx.colours, ctx.high - ctx.low + 1,
                                 numbers=range(ctx.low, ctx.high + 1), dogs=known_dogs)
    tiebreak_hand = get(deck_node, "tiebreak_hand_size", int, problems, minimum=1, maximum=hand_size,
                        default=5)
    limits = [get(deck_node, key, int, problems, minimum=10, default=default)
              for key, default in (("max_turns_per_round", 300), ("max_rounds", 40),
                                   ("max_tiebreak_turns", 200))]
    if tiebreak is not None and len(problems) == before:
        _prove(tiebreak, "the tie-breaker", deck_node["tiebreak"].mark_of("groups"), cards, ctx,
               tiebreak_hand + 1, problems)
    if len(problems) != before:
        return None
    order = tuple(sorted(challenges, key=lambda cid: challenges[cid].order))
    assert tiebreak is not None
    return FinaleContent(cards, ctx, challenges, order, hand_size, dogs, tiebreak, tiebreak_hand, *limits)


def _load_deck(node: MarkedDict, problems: Problems) -> tuple | None:
    before = len(problems)
    check_keys(node, DECK_KEYS, problems)
    colours = _named_letters(node, "colours", problems)
    specials = _named_letters(node, "specials", problems)
    numbers_before = len(problems)
    low, high = _range(node, "numbers", problems, (1, 9), lowest=1)
    dual_low, dual_high = _range(node, "dual", problems, (0, 10))
    if len(problems) != numbers_before:
        return None             # the dogs and the dual card are read against the numbers
    if (dual_low, dual_high) != (low - 1, high + 1):
        problems.add(node.mark_of("dual"), f"the two-valued card is {dual_low}/{dual_high}",
                     f"{low - 1}/{high + 1}, so it can only end a run")
    copies = get(node, "copies", int, problems, minimum=1, maximum=MAX_COPIES, default=2)
    dogs = _load_dogs(node, problems, low, high)
    wild_dogs = require_list(node.get("wilds"), node.mark_of("wilds"), problems, "'wilds'") or []
    size = len(colours) * ((high - low + 1) * copies + 1 + len(specials)) + len(wild_dogs)
    if len(problems) == before and size > MAX_DECK:
        problems.add(node.mark_of("copies"), f"a deck of {size:,} cards", f"at most {MAX_DECK} cards")
    for index, dog in enumerate(wild_dogs):
        if dog not in dogs.values():
            problems.add(wild_dogs.mark_of(index), f"the Wild's dog {dog!r} is on no number card",
                         "one of the dogs listed under 'dogs'")
    if len(problems) != before:
        return None
    faces: dict[str, Face] = {}
    for colour, (_name, letter) in enumerate(colours):
        for number in range(low, high + 1):
            for copy in range(copies):
                faces[f"{letter}{number}{chr(ord('a') + copy)}"] = Face(number, colour, dog=dogs[number])
        faces[f"{letter}{dual_high}"] = Face(dual_high, colour, alt=dual_low, dog=dogs[dual_low])
        for name, special_letter in specials:
            faces[f"{letter}{special_letter}"] = Face(0, colour, special=True, identity=name)
    for index, dog in enumerate(wild_dogs, start=1):
        faces[f"W{index}"] = Face(0, -1, wild=True, dog=dog)
    ctx = MeldContext(faces, dual_low, dual_high, tuple(name for name, _ in colours))
    return tuple(faces), ctx, dogs


def _named_letters(node: MarkedDict, key: str, problems: Problems) -> list[tuple[str, str]]:
    raw = require_list(node.get(key), node.mark_of(key), problems, f"'{key}'")
    items: list[tuple[str, str]] = []
    for index, item in enumerate(raw or []):
        if not isinstance(item, MarkedDict):
            problems.add(raw.mark_of(index), f"{item!r} is not a mapping", "{name: red, letter: R}")
            continue
        check_keys(item, ("name", "letter"), problems)
        name = get(item, "name", str, problems, default="")
        letter = get(item, "letter", str, problems, default="")
        if letter and (len(letter) != 1 or not letter.isupper() or letter == "W"):
            problems.add(item.mark_of("letter"), f"letter {letter!r} cannot be used",
                         "one capital letter other than W (wild)")
        elif letter in [seen for _, seen in items]:
            problems.add(item.mark_of("letter"), f"letter {letter!r} is used twice", "a letter each")
        items.append((name, letter))
    return items


def _range(node: MarkedDict, key: str, problems: Problems, default: tuple[int, int],
           lowest: int = 0) -> tuple[int, int]:
    """``{low: N, high: M}``; the number cards run ``lowest``-99 and the dual card one past."""
    raw = node.get(key)
    if not isinstance(raw, MarkedDict):
        problems.add(node.mark_of(key), f"'{key}' is missing or not a mapping", "{low: N, high: M}")
        return default
    check_keys(raw, ("low", "high"), problems)
    top = MAX_NUMBER + 1 - lowest
    low = get(raw, "low", int, problems, minimum=lowest, maximum=top, default=default[0])
    high = get(raw, "high", int, problems, minimum=lowest, maximum=top, default=default[1])
    if high < low:
        problems.add(raw.mark_of("high"), f"'{key}' runs from {low} down to {high}", "high at least low")
    return low, high


def _load_dogs(node: MarkedDict, problems: Problems, low: int, high: int) -> dict[int, str]:
    raw = node.get("dogs")
    if not isinstance(raw, MarkedDict):
        problems.add(node.mark_of("dogs"), "'dogs' is missing or not a mapping", "number: dog name")
        return {}
    dogs: dict[int, str] = {}
    for key, dog in raw.items():
        number = low - 1 if key == "dual" else key
        if not isinstance(number, int) or not low - 1 <= number <= high or not isinstance(dog, str):
            problems.add(raw.key_marks[key], f"dog entry {key!r}: {dog!r}",
                         f"a number {low} to {high} (or 'dual') and a dog's name")
            continue
        dogs[number] = dog
    missing = [n for n in range(low, high + 1) if n not in dogs] + ([] if low - 1 in dogs else ["dual"])
    if missing:
        problems.add(raw.mark, f"no dog for {missing}", "a dog for every number and the dual card")
    return dogs


def _prove(requirement: Requirement, what: str, where: Mark, cards: tuple[str, ...],
           ctx: MeldContext, limit: int, problems: Problems) -> None:
    """A problem at ``where`` unless some hand of ``cards`` can make ``requirement``."""
    proof = prove(requirement, cards, ctx, limit)
    if proof.witness is None:
        problems.add(where, f"{what} cannot be completed: {proof.reason}",
                     f"a requirement some hand of {limit} cards from this deck can make")


def _load_challenge(path: Path, problems: Problems, ctx: MeldContext, known_dogs: set[str],
                    hand_size: int, cards: tuple[str, ...]) -> Challenge | None:
    before = len(problems)
    node = load_yaml(path, problems)
    if not isinstance(node, MarkedDict):
        if node is not None:
            problems.add(Mark(str(path), 1, 1), "a Challenge file is not a mapping", "a mapping")
        return None
    check_keys(node, CHALLENGE_KEYS, problems)
    challenge_id = get(node, "id", str, problems, default="")
    name = get(node, "name", str, problems, default="")
    order = get(node, "order", int, problems, minimum=1, default=1)
    level_points = get(node, "level_points", int, problems, minimum=0, default=0)
    finale_points = get(node, "finale_points", int, problems, minimum=0, default=0)
    raw_levels = require_list(node.get("levels"), node.mark_of("levels"), problems, "'levels'") or []
    numbers = range(ctx.low, ctx.high + 1)
    longest = ctx.high - ctx.low + 1
    levels: list[Requirement] = []
    summaries: list[str] = []
    for index, item in enumerate(raw_levels):
        requirement = parse_requirement(item, raw_levels.mark_of(index), problems, ctx.colours, longest,
                                        numbers=numbers, dogs=known_dogs)
        if requirement is None:
            continue
        number = get(item, "level", int, problems, default=0)
        if number != index + 1:
            problems.add(item.mark_of("level"), f"level {number} is listed as Level {index + 1}",
                         "Levels 1, 2, 3, 4 in order")
        levels.append(requirement)
        summaries.append(get(item, "summary", str, problems, required=False, default=requirement.name))
    if len(raw_levels) != LEVELS:
        problems.add(node.mark_of("levels"), f"{len(raw_levels)} Levels", f"{LEVELS} Levels")
    finale = parse_requirement(node.get("finale"), node.mark_of("finale"), problems, ctx.colours,
                               longest, numbers=numbers, dogs=known_dogs)
    if finale is not None:
        if finale.card_count != hand_size or not finale.whole_hand:
            problems.add(node.mark_of("finale"), f"the Finale takes {finale.card_count} cards"
                         f"{'' if finale.whole_hand else ' and is not whole_hand'}",
                         f"all {hand_size} cards of a hand (whole_hand: true)")
        levels.append(finale)
        summaries.append(get(node["finale"], "summary", str, problems, required=False, default=finale.name))
    if len(problems) != before:
        return None
    # Every Level and the Finale: a hand of the deck (as dealt, plus the card drawn) makes it.
    places = [item.mark_of("groups") for item in [*raw_levels, node["finale"]]]
    for number, (requirement, where) in enumerate(zip(levels, places), start=1):
        what = "the Finale" if number == FINALE else f"Level {number}"
        _prove(requirement, what, where, cards, ctx, hand_size + 1, problems)
    if len(problems) != before:
        return None
    return Challenge(challenge_id, name, order, level_points, finale_points, tuple(levels), tuple(summaries))
