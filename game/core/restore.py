"""Checking game data that comes from outside (a save, a log, a replay) before an engine uses it.

A restored state is checked like a move: first its *shape* (every field present, of the right
kind, no strangers) with :func:`check_shape`, then the game's own invariants (each game's
``restore`` module), then :func:`exercise`: the engine must be able to answer every question a
table will ask of it (whose turn, the legal moves, each seat's view). Anything wrong raises
:class:`RestoreError` with a sentence naming the field and what is wrong with it.

Actions from outside go through :func:`action_fields`: the JSON must be an object of known
fields of the right kinds, or :class:`~game.core.engine.IllegalAction` says why.

Shape grammar: ``int``, ``bool``, ``str``, ``float`` (an int is accepted), ``None``, ``ANY``;
``Ints(lo, hi)`` for a bounded int; ``OneOf(values)``; ``[shape]`` for a list of that shape;
``{"name": shape}`` for an object with exactly those names (``Maybe(shape)``: the name may be
left out); a tuple of shapes for "any of them".
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from game.core.engine import IllegalAction

ANY = object()
MAX_ITEMS = 5000                  # no list in any game's state is near this long


class RestoreError(ValueError):
    """A state (or part of one) that an engine must not resume; the message says why."""


@dataclass(frozen=True)
class Ints:
    lo: int
    hi: int


@dataclass(frozen=True)
class OneOf:
    values: tuple


@dataclass(frozen=True)
class Maybe:
    """In an object's shape: the field may be left out."""

    shape: Any


BIG = 10 ** 6                     # bound of scores and counters no game comes near
# A laid rummy group in a save (game.core.rummy.melds.meld_to_json's form; Phase 10, Finale).
MELD = {"spec": [ANY], "cards": [str], "number": Ints(-BIG, BIG), "colour": Ints(-1, 99),
        "low": Ints(-BIG, BIG), "high": Ints(-BIG, BIG)}


def _short(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 30 else text[:27] + "..."


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _kind_name(shape: Any) -> str:
    if isinstance(shape, tuple):
        return " or ".join(_kind_name(s) for s in shape)
    if isinstance(shape, Ints):
        return f"a whole number from {shape.lo} to {shape.hi}"
    if isinstance(shape, OneOf):
        return "one of " + ", ".join(repr(v) for v in shape.values)
    if isinstance(shape, list):
        return "a list"
    if isinstance(shape, dict):
        return "an object"
    return {int: "a whole number", bool: "true or false", str: "text", float: "a number",
            None: "null"}.get(shape, "a value")


def _fits(value: Any, shape: Any, where: str) -> str | None:
    """None if ``value`` has ``shape``, else what is wrong and where."""
    if shape is ANY:
        return None
    if isinstance(shape, tuple):
        for option in shape:
            if _fits(value, option, where) is None:
                return None
        return f"{where} is {_short(value)}, not {_kind_name(shape)}"
    if shape is None:
        return None if value is None else f"{where} is {_short(value)}, not null"
    if shape is int:
        return None if _is_int(value) else f"{where} is {_short(value)}, not a whole number"
    if isinstance(shape, Ints):
        if _is_int(value) and shape.lo <= value <= shape.hi:
            return None
        return f"{where} is {_short(value)}, not {_kind_name(shape)}"
    if shape is bool:
        return None if isinstance(value, bool) else f"{where} is {_short(value)}, not true or false"
    if shape is str:
        return None if isinstance(value, str) and len(value) <= 200 else f"{where} is not a short text"
    if shape is float:
        ok = (isinstance(value, float) or _is_int(value)) and abs(value) < 1e12
        return None if ok else f"{where} is {_short(value)}, not a number in range"
    if isinstance(shape, OneOf):
        return None if value in shape.values and type(value) in {type(v) for v in shape.values} else \
            f"{where} is {_short(value)}, not {_kind_name(shape)}"
    if isinstance(shape, list):
        if not isinstance(value, list):
            return f"{where} is {_short(value)}, not a list"
        if len(value) > MAX_ITEMS:
            return f"{where} has {len(value):,} items, far more than a game holds"
        for index, item in enumerate(value):
            problem = _fits(item, shape[0], f"{where}[{index}]")
            if problem:
                return problem
        return None
    if isinstance(shape, dict):
        if not isinstance(value, dict):
            return f"{where} is {_short(value)}, not an object"
        missing = [name for name, inner in shape.items() if name not in value and not isinstance(inner, Maybe)]
        if missing:
            return f"{where} has no {missing[0]!r}"
        strangers = [name for name in value if name not in shape]
        if strangers:
            return f"{where} has an unknown field {_short(strangers[0])}"
        for name, inner in shape.items():
            if name not in value:
                continue
            if isinstance(inner, Maybe):
                inner = inner.shape
            problem = _fits(value[name], inner, f"{where}.{name}" if where else name)
            if problem:
                return problem
        return None
    raise TypeError(f"bad shape {shape!r}")   # a programming error in a game's shape table


def check_shape(value: Any, shape: Any, where: str = "") -> None:
    problem = _fits(value, shape, where)
    if problem:
        raise RestoreError(problem)


RNG_SHAPE = [ANY]


def check_rng(data: Any) -> None:
    """The saved random generator: [3, 625 words, gauss or null], as ``random`` writes it."""
    if not (isinstance(data, list) and len(data) == 3 and data[0] == 3 and _is_int(data[0])):
        raise RestoreError("rng is not a saved random generator")
    internal, gauss = data[1], data[2]
    if not (isinstance(internal, list) and len(internal) == 625
            and all(_is_int(word) and 0 <= word < 2 ** 32 for word in internal) and internal[-1] <= 624):
        raise RestoreError("rng holds a damaged generator state")
    check_shape(gauss, (None, float), "rng gauss")


def require(condition: bool, message: str) -> None:
    if not condition:
        raise RestoreError(message)


def seats_list(values: Any, players: int, name: str) -> None:
    """A per-seat list must have one entry per player."""
    require(isinstance(values, list) and len(values) == players,
            f"{name} has {len(values) if isinstance(values, list) else 'no'} entries for {players} players")


def seat_index(value: int, players: int, name: str, allow_none: Iterable = ()) -> None:
    require(value in allow_none or 0 <= value < players, f"{name} is seat {value}, but there are {players} seats")


def invariants(check: Any, rules: Any, state: Any) -> None:
    """A game's ``check_invariants`` (AssertionError) as a RestoreError."""
    if check is None:
        return
    try:
        check(rules, state)
    except AssertionError as exc:
        raise RestoreError(f"the cards or scores do not add up: {exc}") from None


def exercise(rules: Any, state: Any, players: int) -> None:
    """Ask the engine everything a table asks; any failure means the state cannot be played."""
    try:
        over = rules.is_over(state)
        seat = rules.current_player(state)
        if not over:
            require(seat is not None and 0 <= seat < players, f"no seat can act (seat {seat!r})")
            legal = rules.legal_actions(state)
            require(bool(legal), "the player to act has no legal move")
            for action in legal[:200]:
                rules.action_to_json(action)
        for viewer in range(players):
            rules.view(state, viewer)
        rules.results(state)
    except RestoreError:
        raise
    except Exception as exc:  # noqa: BLE001 - a state the engine chokes on is not resumable
        raise RestoreError(f"the game cannot go on from this state ({type(exc).__name__}: "
                           f"{str(exc)[:80]})") from None


def action_fields(data: Any, game: str, shapes: dict[str, dict]) -> dict:
    """An action from outside: an object whose ``type`` is one of ``shapes`` and whose other
    fields have exactly that shape. Returns the fields; otherwise IllegalAction says why."""
    if not isinstance(data, dict):
        raise IllegalAction(f"a {game} action must be an object, not {_short(data)}")
    kind = data.get("type")
    if not isinstance(kind, str) or kind not in shapes:
        raise IllegalAction(f"{_short(kind)} is not a {game} action")
    shape = dict(shapes[kind], type=str)
    problem = _fits(data, shape, "the action")
    if problem:
        raise IllegalAction(problem)
    return {name: value for name, value in data.items() if name != "type"}
