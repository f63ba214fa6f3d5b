"""Checking a saved game before it is resumed, as strictly as a move is checked.

A save holds the game id, the seed, the options, the seats (kind, name, colour) and the
engine state. :func:`check_save` accepts it whole or raises :class:`SaveProblem` naming what
is wrong in a player's words; nothing is repaired or guessed. The engine checks its own
state (``state_from_json`` runs each game's ``restore`` module); on top of that the state must
read back exactly as written, so a value of the wrong kind (a hand given as ``"abc"``) can
never be quietly turned into something else. Also here: :func:`clean_name`, the one rule
for what a seat's name may hold (typed on the setup screen or read from a save).
"""

from __future__ import annotations

import json
import unicodedata
from dataclasses import dataclass
from typing import Any

from game.core.history import History
from game.core.spec import GameSpec
from game.ui.draw import theme
from game.ui.stage.seats import SEAT_KINDS, SeatSetup

NAME_MAX = 24            # the setup screen allows 12; a save may hold a little more, never 100,000
SEED_LIMIT = 2 ** 63
_INVISIBLE = {"Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"}
_MARKS = {"Mn", "Me", "Zs"}


class SaveProblem(ValueError):
    """A save that cannot be resumed; the message says why, for the player."""


@dataclass
class CheckedSave:
    seed: int
    options: dict
    seats: list[SeatSetup]
    state: Any
    canonical: dict        # the save as the table would write it back
    history: History | None = None   # the action log, if it replays to the saved state


def clean_name(text: str, limit: int = NAME_MAX) -> str:
    """Keep what can be seen: control and zero-width characters go, any space becomes one
    plain space, and a name of combining marks alone counts as no name (it has no width)."""
    kept = []
    for char in text:
        category = unicodedata.category(char)
        if category == "Zs":
            kept.append(" ")
        elif category not in _INVISIBLE:
            kept.append(char)
    name = " ".join("".join(kept).split())[:limit].strip()
    if not any(unicodedata.category(char) not in _MARKS for char in name):
        return ""
    return name


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def check_seats(raw: Any, players: int) -> list[SeatSetup]:
    if not isinstance(raw, list):
        raise SaveProblem("the seats are not a list")
    if len(raw) != players:
        raise SaveProblem(f"the save lists {len(raw)} seat(s) but the game has {players} player(s)")
    seats = []
    for number, seat in enumerate(raw, start=1):
        if not isinstance(seat, dict):
            raise SaveProblem(f"seat {number} is not a seat description")
        kind, name, colour = seat.get("kind"), seat.get("name"), seat.get("colour")
        if not _is_int(kind) or not 0 <= kind < len(SEAT_KINDS):
            raise SaveProblem(f"seat {number} has an unknown player kind ({str(kind)[:20]})")
        if not isinstance(name, str):
            raise SaveProblem(f"seat {number} has no name")
        if len(name) > NAME_MAX:
            raise SaveProblem(f"seat {number}'s name is {len(name):,} characters long (at most {NAME_MAX})")
        if clean_name(name) != name or not name:
            raise SaveProblem(f"seat {number}'s name has invisible or control characters, or none at all")
        if not isinstance(colour, str) or colour not in theme.SEAT_COLOURS:
            raise SaveProblem(f"seat {number} has an unknown colour ({str(colour)[:20]})")
        seats.append(SeatSetup(kind, name, colour))
    return seats


def check_options(spec: GameSpec, raw: Any) -> dict:
    if not isinstance(raw, dict):
        raise SaveProblem("the options are not a list of names and values")
    known = {option.name: option for option in spec.options}
    for name, value in raw.items():
        option = known.get(name)
        if option is None:
            raise SaveProblem(f"the option {str(name)[:30]!r} does not exist in {spec.title}")
        if option.kind is bool:
            fits = isinstance(value, bool)
        elif option.kind is int:
            fits = _is_int(value)
        else:
            fits = isinstance(value, option.kind)
        if not fits or (option.choices and value not in option.choices):
            raise SaveProblem(f"the option {option.label!r} has a value the game does not offer "
                              f"({str(value)[:20]})")
    return dict(raw)


def _first_difference(written: Any, read: Any, where: str = "state") -> str:
    if isinstance(written, dict) and isinstance(read, dict):
        for key in written:
            if key not in read:
                return f"{where}.{key}"
            if written[key] != read[key]:
                return _first_difference(written[key], read[key], f"{where}.{key}")
        return where
    if isinstance(written, list) and isinstance(read, list) and len(written) == len(read):
        for index, (a, b) in enumerate(zip(written, read)):
            if a != b:
                return _first_difference(a, b, f"{where}[{index}]")
    return where


def _options_match_state(spec: GameSpec, options: dict, state: dict) -> None:
    """An option the state also records (level, target, ...) must say the same in both."""
    for option in spec.options:
        if option.name in options and option.name in state:
            recorded = state[option.name]
            if type(recorded) is type(options[option.name]) and recorded != options[option.name]:
                raise SaveProblem(f"the option {option.label!r} says {option_word(options[option.name])} but "
                                  f"the game was played with {option_word(recorded)}")


def option_word(value: Any) -> str:
    if isinstance(value, bool):
        return "on" if value else "off"
    return str(value)[:20]


def check_save(spec: GameSpec, rules: Any, data: Any) -> CheckedSave:
    """The save whole, checked; raises SaveProblem (or the engine's error) if anything is off."""
    if not isinstance(data, dict):
        raise SaveProblem("it does not hold a saved game")
    if data.get("game") != spec.game_id:
        raise SaveProblem(f"it is not a saved game of {spec.title}")
    missing = [key for key in ("seed", "seats", "state") if key not in data]
    if missing:
        raise SaveProblem(f"it has no {', '.join(missing)}")
    seed = data["seed"]
    if not _is_int(seed) or not 0 <= seed < SEED_LIMIT:
        raise SaveProblem("its game number is not a whole number in range")
    options = check_options(spec, data.get("options", {}))
    if not isinstance(data["state"], dict):
        raise SaveProblem("its game state is not a record")
    state = rules.state_from_json(data["state"])
    written = json.loads(json.dumps(rules.state_to_json(state)))
    if written != data["state"]:
        raise SaveProblem(f"its game state does not read back as written (at {_first_difference(written, data['state'])})")
    _options_match_state(spec, options, data["state"])
    seats = check_seats(data["seats"], state.players)
    canonical = {"game": spec.game_id, "seed": seed, "options": options,
                 "seats": [seat.to_json() for seat in seats], "state": written}
    history = checked_history(rules, data.get("history"), seed, written)
    if history is not None:
        canonical["history"] = history.to_json()
    return CheckedSave(seed, options, seats, state, canonical, history)


def checked_history(rules: Any, raw: Any, seed: int, written: dict) -> History | None:
    """The save's action log if it is this game's and replays to the saved state; otherwise None:
    the game resumes without its past (no undo back into it, no replay), and the state is kept."""
    if raw is None:
        return None
    try:
        history = History.from_json(raw)
        if history.seed != seed:
            return None
        history.check(rules, written)
    except Exception:  # noqa: BLE001 - a log that does not replay costs only the log
        return None
    return history
