"""The rules-engine protocol every game follows.

A game is a *module-like object* (see :class:`GameRules`) with pure functions over a
state object it owns. Engines never import pygame; scenes animate the :class:`Event`
list that ``apply`` returns.

Contract (enforced by ``tests/core/test_engine_contract.py`` for every registered game):

* ``new_game(config, seed)`` is deterministic: same seed + same actions = same state.
* ``legal_actions(state)`` lists every legal action of ``current_player(state)``.
* ``apply(state, action)`` validates completely *before* changing anything; an illegal
  action raises :class:`IllegalAction` with a sentence a player can read, and the state
  is left exactly as it was. On success it returns ``(state, events)``; the returned state
  may be the same object, mutated (engines do this for speed).
* ``view(state, seat)`` returns what that seat may see; bots receive only views.
* ``state_to_json`` / ``state_from_json`` round-trip the full state, rng included.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol


class IllegalAction(ValueError):
    """Raised by ``apply`` for an action the rules forbid; the message is for players."""


@dataclass(frozen=True)
class Event:
    """Something that happened, for a scene to animate.

    ``kind`` is a short verb ("deal", "move", "pass", "clear", "score", "phase", ...).
    ``cards`` are card ids (ints or strings, game-specific). ``src``/``dst`` are zone
    names such as ``"hand:2"``, ``"meld"``, ``"discard"``, ``"deck"``; scenes map
    zones to screen positions. ``data`` carries anything else (points, text, ...).
    ``text`` is a short human sentence for the log ("Ana overwrites with 12 12"); seats are
    written "Seat N", 0-based, so tables can put names in.
    ``data["hidden"] = True`` marks cards only ``seat`` may see (a deal, a draw from a face-down
    pile): a scene shows them face up to that seat alone.
    """

    kind: str
    seat: int | None = None
    cards: tuple = ()
    src: str | None = None
    dst: str | None = None
    text: str = ""
    data: dict = field(default_factory=dict)

    def to_json(self) -> dict:
        return {
            "kind": self.kind, "seat": self.seat, "cards": list(self.cards),
            "src": self.src, "dst": self.dst, "text": self.text, "data": self.data,
        }


@dataclass(frozen=True)
class GameConfig:
    """Player count plus game-specific options (e.g. ``{"level": "pro"}``)."""

    players: int
    options: dict = field(default_factory=dict)

    def option(self, name: str, default: Any = None) -> Any:
        return self.options.get(name, default)


class GameRules(Protocol):
    """What a game engine module provides. Implemented as a module or a class instance.

    Everything the UI, the sim and the bots call is declared here; nothing else is reached
    for by ``getattr``. A table reads ``view`` (and ``why_illegal`` for refusals), never
    the state's attributes.
    """

    def new_game(self, config: GameConfig, seed: int) -> Any: ...
    def current_player(self, state: Any) -> int | None: ...
    def legal_actions(self, state: Any) -> list: ...
    def apply(self, state: Any, action: Any) -> tuple[Any, list[Event]]: ...
    def is_over(self, state: Any) -> bool: ...
    def results(self, state: Any) -> list[float]: ...
    def view(self, state: Any, seat: int) -> Any: ...
    def state_to_json(self, state: Any) -> dict: ...
    def state_from_json(self, data: dict) -> Any: ...
    def action_to_json(self, action: Any) -> dict: ...
    def action_from_json(self, data: dict) -> Any: ...

    def why_illegal(self, state: Any, action: Any) -> str | None:
        """None if ``action`` is legal for the seat to act, else the refusal in a player's words.

        ``apply`` raises :class:`IllegalAction` with the same sentence. Tables ask this to
        explain an unlit button before anything is played::

            reason = rules.why_illegal(state, Lead((7, 7)))   # "a set needs cards of one rank"
        """
        ...

    def public_view(self, state: Any) -> dict:
        """What a spectator sees (no hands), JSON-ready: sim logs and replays record it."""
        ...

    def sim_stats(self, state: Any) -> dict[str, list[float]]:
        """Per-seat numbers of a finished game for the sim report, e.g. ``{"points": [12, 30]}``."""
        ...

    def opening_events(self, state: Any) -> list[Event]:
        """The events of the opening deal of a *fresh* state (``new_game``'s result), for a
        table to animate the deal the same way it animates any move. Pure: the state is
        not changed, and calling it twice gives the same list::

            state = rules.new_game(config, seed)
            table.player.play(rules.opening_events(state))   # shuffle, deals, first turn

        Hidden cards (a seat's dealt hand) carry ``data["hidden"] = True`` as in ``apply``.
        """
        ...


class SavesProgress(Protocol):
    """A scene holding a game in progress: the app asks it to autosave on quit or crash.

    ``TableScene.save_progress`` writes seed, options, seats and ``state_to_json(state)`` to
    the game's save slot; a finished game writes nothing.
    """

    def save_progress(self) -> None: ...


class Bot(Protocol):
    """A bot picks one of ``legal`` from what ``view`` shows; it never sees the state."""

    name: str

    def choose(self, view: Any, legal: Sequence[Any], rng: random.Random) -> Any: ...


class RandomBot:
    """Uniform over legal actions: the baseline every game's heuristic bot must beat."""

    name = "random"

    def choose(self, view: Any, legal: Sequence[Any], rng: random.Random) -> Any:
        return legal[rng.randrange(len(legal))]


def rng_to_json(rng: random.Random) -> list:
    """Serialise a ``random.Random`` so a saved game resumes with the same luck."""
    version, internal, gauss = rng.getstate()
    return [version, list(internal), gauss]


def rng_from_json(data: list) -> random.Random:
    rng = random.Random()
    version, internal, gauss = data
    rng.setstate((version, tuple(internal), gauss))
    return rng


def shares_of_victory(winners: Sequence[int], players: int) -> list[float]:
    """Results vector: winners split 1.0 equally (a shared victory counts as a fraction)."""
    share = 1.0 / len(winners) if winners else 0.0
    return [share if seat in winners else 0.0 for seat in range(players)]
