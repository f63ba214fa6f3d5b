"""A guided first game as data: ``content/<game>/tutorial.yaml`` read, checked and played through.

A tutorial names its seats (one human, the rest AI), the game options, a stacked deal (read
by the game's own hook, ``game/games/<game>/tutorial.py``), short rule notes explained once,
and a list of steps. A step is one of:

* ``say`` alone - a prompt the player reads and dismisses (Continue);
* ``do: {action}`` - the human must make exactly that move (the engine's action JSON);
* ``kind: name`` - the human may make any move of that kind;
* ``ai: {action}`` - the AI seat to act makes that move; its ``say`` is read after it.

Each step may ``point`` at a named part of the table (``hand``, ``card:8``, ``button:pass``,
``seat:1``...; the table resolves the name to a rectangle) and carry a ``note`` (a key of
``notes``), shown the first time it comes up. Loading plays the whole script through the
engine, so a move that is not legal where it stands, a script that does not end the game,
or one that never shows an action kind of the game is a problem with its ``file:line:column``.
Pure Python: no pygame here.
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass, field
from difflib import get_close_matches
from pathlib import Path
from types import ModuleType
from typing import Any

from game.core.engine import IllegalAction
from game.core.loading.content import (
    Mark,
    MarkedDict,
    Problems,
    check_keys,
    get,
    load_yaml,
    require_list,
    require_mapping,
    shown_value,
)

FILE_NAME = "tutorial.yaml"
STEP_KEYS = ("say", "point", "note", "do", "kind", "ai", "wrong")
MAX_STEPS = 200
MAX_BRANCHES = 4000       # playthroughs tried when ``kind`` steps let the player choose


@dataclass(frozen=True)
class Note:
    key: str
    title: str
    text: str


@dataclass(frozen=True)
class Step:
    say: str = ""
    point: str = ""
    note: str = ""
    do: dict | None = None          # the exact move (action JSON) the human must make
    kind: str = ""                  # or any move of this kind
    ai: dict | None = None          # or the AI's move
    wrong: str = ""                 # what the guide says to another move (else a default)
    mark: Mark | None = None

    @property
    def is_human(self) -> bool:
        return self.do is not None or bool(self.kind)

    @property
    def is_move(self) -> bool:
        return self.is_human or self.ai is not None


@dataclass(frozen=True)
class TutorialSeat:
    name: str
    human: bool


@dataclass
class Tutorial:
    game_id: str
    title: str
    seats: list[TutorialSeat]
    options: dict
    seed: int
    deal: MarkedDict
    notes: dict[str, Note]
    steps: list[Step]
    hook: ModuleType
    kinds_seen: set[str] = field(default_factory=set)

    @property
    def human(self) -> int:
        return next(index for index, seat in enumerate(self.seats) if seat.human)

    def build_state(self, rules: Any) -> Any:
        """A fresh copy of the stacked opening (the hook builds it the same way every time)."""
        problems = Problems()
        state = self.hook.build_state(rules, self.config_players(), self.options, self.seed, self.deal, problems)
        if problems or state is None:
            raise ValueError("; ".join(problems.lines()) or "the tutorial deal could not be built")
        return state

    def config_players(self) -> int:
        return len(self.seats)


def same_action(rules: Any, played: Any, wanted: dict, hook: ModuleType | None = None) -> bool:
    """Does ``played`` (an engine action) match the JSON ``wanted``? Card lists in any order.
    A hook with ``named(rules, action_json)`` lets the script name cards instead of numbering them."""
    got = rules.action_to_json(played)
    named = getattr(hook, "named", None)
    if named is not None:
        return _unordered(named(rules, got)) == _unordered(wanted)
    try:
        expected = rules.action_to_json(rules.action_from_json(wanted))
    except (IllegalAction, ValueError, TypeError, KeyError):
        return False
    return _unordered(got) == _unordered(expected)


def wanted_action(rules: Any, state: Any, wanted: dict, hook: ModuleType | None = None) -> Any:
    """The engine action a step's JSON asks for here (None: no legal move matches a named one)."""
    if getattr(hook, "named", None) is None:
        return rules.action_from_json(wanted)
    return next((action for action in rules.legal_actions(state) if same_action(rules, action, wanted, hook)), None)


def kind_of(rules: Any, action: Any) -> str:
    return str(rules.action_to_json(action).get("type", ""))


def _unordered(value: Any) -> Any:
    if isinstance(value, dict):
        return {key: _unordered(item) for key, item in value.items()}
    if isinstance(value, (list, tuple)):
        items = [_unordered(item) for item in value]
        return tuple(sorted(items, key=repr))
    return value


# --- reading --------------------------------------------------------------------------------

def load_tutorial(content_root: Path, spec: Any, content: Any, hook: ModuleType,
                  problems: Problems) -> Tutorial | None:
    """Read and check ``content_root/<game>/tutorial.yaml``; None (with problems) if unusable."""
    before = len(problems)
    path = content_root / spec.game_id / FILE_NAME
    data = load_yaml(path, problems)
    if data is None:
        return None
    root = require_mapping(data, Mark(str(path), 1, 1), problems, "the tutorial")
    if root is None:
        return None
    check_keys(root, ("title", "seats", "options", "seed", "deal", "notes", "steps"), problems)
    title = get(root, "title", str, problems, default="")
    seed = get(root, "seed", int, problems, required=False, default=1, minimum=0)
    seats = _seats(root, spec, problems)
    options = _options(root, spec, problems)
    notes = _notes(root, problems)
    steps = _steps(root, notes, hook, problems)
    deal = require_mapping(root.get("deal"), root.mark_of("deal"), problems, "'deal'") if "deal" in root else None
    if deal is None and "deal" not in root:
        problems.add(root.mark, "missing key 'deal'", "the stacked hands and piles")
    if len(problems) > before or deal is None:
        return None
    tutorial = Tutorial(spec.game_id, title, seats, options, seed, deal, notes, steps, hook)
    rules = spec.make_rules(content)
    state = hook.build_state(rules, len(seats), options, seed, deal, problems)
    if len(problems) > before or state is None:
        return None
    _play_through(tutorial, rules, state, problems)
    return None if len(problems) > before else tutorial


def _seats(root: MarkedDict, spec: Any, problems: Problems) -> list[TutorialSeat]:
    items = require_list(root.get("seats"), root.mark_of("seats"), problems, "'seats'") if "seats" in root else None
    if items is None:
        if "seats" not in root:
            problems.add(root.mark, "missing key 'seats'", "a list of seats, you first")
        return []
    seats = []
    for index, item in enumerate(items):
        entry = require_mapping(item, items.mark_of(index), problems, f"seat {index + 1}")
        if entry is None:
            continue
        check_keys(entry, ("name", "human"), problems)
        name = get(entry, "name", str, problems, default="?")
        if len(name) > 12:
            problems.add(entry.mark_of("name"), f"seat name {shown_value(name)} is too long", "at most 12 characters")
        seats.append(TutorialSeat(name, bool(get(entry, "human", bool, problems, required=False, default=False))))
    if sum(seat.human for seat in seats) != 1:
        problems.add(items.mark, f"{sum(seat.human for seat in seats)} human seats", "exactly one (human: true)")
    if not spec.min_players <= len(seats) <= spec.max_players:
        problems.add(items.mark, f"{len(seats)} seats", f"{spec.min_players} to {spec.max_players}")
    return seats


def _options(root: MarkedDict, spec: Any, problems: Problems) -> dict:
    options = spec.default_options()
    if "options" not in root:
        return options
    given = require_mapping(root["options"], root.mark_of("options"), problems, "'options'")
    if given is None:
        return options
    known = {option.name: option for option in spec.options}
    check_keys(given, known, problems)
    for name, option in known.items():
        if name in given:
            value = get(given, name, option.kind, problems, choices=option.choices or None)
            if value is not None:
                options[name] = value
    return options


def _notes(root: MarkedDict, problems: Problems) -> dict[str, Note]:
    if "notes" not in root:
        return {}
    given = require_mapping(root["notes"], root.mark_of("notes"), problems, "'notes'")
    notes: dict[str, Note] = {}
    for key in given or {}:
        entry = require_mapping(given[key], given.mark_of(key), problems, f"note {key!r}")
        if entry is None:
            continue
        check_keys(entry, ("title", "text"), problems)
        notes[str(key)] = Note(str(key), get(entry, "title", str, problems, default=""),
                               get(entry, "text", str, problems, default=""))
    return notes


def _steps(root: MarkedDict, notes: dict[str, Note], hook: ModuleType, problems: Problems) -> list[Step]:
    items = require_list(root.get("steps"), root.mark_of("steps"), problems, "'steps'") if "steps" in root else None
    if items is None:
        if "steps" not in root:
            problems.add(root.mark, "missing key 'steps'", "the list of prompts and moves")
        return []
    if not items or len(items) > MAX_STEPS:
        problems.add(items.mark, f"{len(items)} steps", f"1 to {MAX_STEPS}")
    steps, used = [], set()
    for index, item in enumerate(items[:MAX_STEPS]):
        entry = require_mapping(item, items.mark_of(index), problems, f"step {index + 1}")
        if entry is None:
            continue
        check_keys(entry, STEP_KEYS, problems)
        moves = [key for key in ("do", "kind", "ai") if key in entry]
        if len(moves) > 1:
            problems.add(entry.mark, f"step {index + 1} has {' and '.join(moves)}", "at most one of do, kind, ai")
        say = get(entry, "say", str, problems, required=not moves, default="")
        point = get(entry, "point", str, problems, required=False, default="")
        if point and not _known_point(point, hook):
            problems.add(entry.mark_of("point"), f"'point' is {shown_value(point)}",
                         "one of " + ", ".join(hook.TARGETS) + " (with ':name' after some)")
        note = get(entry, "note", str, problems, required=False, default="")
        if note and note not in notes:
            problems.add(entry.mark_of("note"), f"no note called {shown_value(note)}",
                         "a key of 'notes'" + (": " + ", ".join(notes) if notes else ""))
        used.add(note)
        kind = get(entry, "kind", str, problems, required=False, default="", choices=hook.ACTION_KINDS)
        do = _action(entry, "do", problems)
        ai = _action(entry, "ai", problems)
        steps.append(Step(say, point, note, do, kind, ai, get(entry, "wrong", str, problems, required=False,
                                                                default=""), entry.mark))
    for key in notes:
        if key not in used:
            problems.add(root.mark_of("notes"), f"note {key!r} is never shown", "each note used by a step")
    return steps


def _known_point(point: str, hook: ModuleType) -> bool:
    name, _, _arg = point.partition(":")
    return name in hook.TARGETS


def _action(entry: MarkedDict, key: str, problems: Problems) -> dict | None:
    if key not in entry:
        return None
    action = require_mapping(entry[key], entry.mark_of(key), problems, f"'{key}'")
    if action is not None and not isinstance(action.get("type"), str):
        problems.add(entry.mark_of(key), f"'{key}' has no 'type'", "an action such as {type: pass}")
        return None
    return _plain(action) if action is not None else None


def _plain(value: Any) -> Any:
    if isinstance(value, dict):
        return {key: _plain(item) for key, item in value.items()}
    if isinstance(value, list):
        return [_plain(item) for item in value]
    return value


def not_in_deck(problems: Problems, mark: Mark, card: Any, deck: Collection[Any], deck_files: tuple[str, ...],
                expected: str) -> None:
    """A stacked deal names a card the game's deck lacks. The deck files (beside the tutorial) are
    named too: a valid change there (a card renamed, a rank dropped) is the usual cause, so the
    author is sent to both files; a near name in the deck is shown."""
    sources = " or ".join(str(Path(mark.path).with_name(name)) for name in deck_files)
    close = get_close_matches(card, [str(known) for known in deck], 1) if isinstance(card, str) else []
    hint = f"; they have {close[0]!r}" if close else ""
    problems.add(mark, f"{shown_value(card)} is not a card of {sources}, which this deal is drawn from",
                 f"{expected}{hint}; a change there means a change to the deal")


def read_cards(node: Any, where: Mark, what: str, deck: set[str], used: set[str], problems: Problems,
               deck_file: str = "deck.yaml") -> list[str]:
    """A list of card ids for a stacked deal (hooks): each a card of ``deck`` (read from
    ``deck_file`` beside the tutorial), none dealt twice (``used`` collects them across the deal)."""
    cards = require_list(node, where, problems, what)
    found: list[str] = []
    for index, card in enumerate(cards or []):
        mark = cards.mark_of(index)
        if not isinstance(card, str) or card not in deck:
            not_in_deck(problems, mark, card, deck, (deck_file,), "a card id of the game's deck")
        elif card in used:
            problems.add(mark, f"{card} is dealt twice", "each card in one place")
        else:
            used.add(card)
            found.append(card)
    return found


# --- playing the script through the engine ---------------------------------------------------

def _play_through(tutorial: Tutorial, rules: Any, state: Any, problems: Problems) -> None:
    """Every branch the script allows must stay legal and end the game; all kinds are seen."""
    seen: set[str] = set()
    budget = [MAX_BRANCHES]
    first = _walk(tutorial, rules, state, 0, seen, budget)
    if first is not None:
        mark, message = first
        problems.add(mark, message)
        return
    missing = [kind for kind in tutorial.hook.ACTION_KINDS if kind not in seen]
    if missing:
        problems.add(tutorial.deal.mark, f"the script never shows {', '.join(missing)}",
                     "every action of the game played at least once")
    tutorial.kinds_seen = seen


def _walk(tutorial: Tutorial, rules: Any, state: Any, start: int, seen: set[str],
          budget: list[int]) -> tuple[Mark, str] | None:
    human = tutorial.human
    for index in range(start, len(tutorial.steps)):
        step = tutorial.steps[index]
        mark = step.mark or tutorial.deal.mark
        if not step.is_move:
            continue
        if rules.is_over(state):
            return mark, f"step {index + 1} asks for a move, but the game is already over"
        seat = rules.current_player(state)
        if step.is_human != (seat == human):
            who = "you" if seat == human else f"{tutorial.seats[seat].name} (AI)"
            return mark, f"step {index + 1} is {'yours' if step.is_human else 'an AI move'}, but {who} acts here"
        if step.kind:
            choices = [action for action in rules.legal_actions(state) if kind_of(rules, action) == step.kind]
            if not choices:
                return mark, f"step {index + 1}: no {step.kind!r} move is legal here"
            seen.add(step.kind)
            for action in choices:
                budget[0] -= 1
                if budget[0] < 0:
                    return mark, f"step {index + 1}: too many ways to play on (over {MAX_BRANCHES})"
                branch, _events = rules.apply(rules.clone(state), action)
                problem = _walk(tutorial, rules, branch, index + 1, seen, budget)
                if problem is not None:
                    return problem[0], f"after {rules.action_to_json(action)} at step {index + 1}: {problem[1]}"
            return None
        wanted = step.do if step.do is not None else step.ai
        try:
            action = wanted_action(rules, state, wanted, tutorial.hook)
            reason = "no legal move matches it" if action is None else rules.why_illegal(state, action)
        except (IllegalAction, ValueError, TypeError, KeyError) as exc:
            reason = str(exc) or type(exc).__name__
        if reason is not None:
            return mark, f"step {index + 1}: {shown_value(wanted, 80)} is not legal here: {reason}"
        seen.add(kind_of(rules, action))
        state, _events = rules.apply(state, action)
    if not rules.is_over(state):
        return tutorial.steps[-1].mark or tutorial.deal.mark, "the script ends before the game does"
    return None


def check_tutorials(content_root: Path, loaded: dict[str, Any], specs: list[Any], hooks: dict[str, ModuleType],
                    problems: Problems) -> dict[str, Tutorial]:
    """Every game's tutorial whose content loaded (``check-content`` and the tests)."""
    found = {}
    for spec in specs:
        hook = hooks.get(spec.game_id)
        if hook is None or spec.game_id not in loaded:
            continue
        tutorial = load_tutorial(content_root, spec, loaded[spec.game_id], hook, problems)
        if tutorial is not None:
            found[spec.game_id] = tutorial
    return found

