"""What the app, the CLI and the tests need to know about one game: :class:`GameSpec`.

Each game package ``game/games/<id>/spec.py`` defines ``SPEC``. The registry in
``game/games/registry.py`` imports them explicitly (no look-up by strings).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game.core.engine import Bot, GameConfig, GameRules
from game.core.loading.content import Problems


@dataclass(frozen=True)
class OptionSpec:
    """A game option shown on the setup screen and accepted by ``sim`` as ``--name VALUE``.

    ``kind`` is ``bool`` (a flag: ``--battle``), ``int`` or ``str``; ``choices`` limits values.
    """

    name: str
    kind: type
    default: Any
    label: str
    choices: tuple = ()
    help: str = ""


@dataclass(frozen=True)
class GameSpec:
    game_id: str                      # finale, five_three_five, final_touch, final_nine, phase10
    title: str                        # "Five Three Five"
    min_players: int
    max_players: int
    pitch: str                        # one line, our own words, for the title tile
    # ``load_content(content_root, problems)`` reads ``content_root/<game_id>/`` and returns
    # the game's typed content (or None when problems were recorded).
    load_content: Callable[[Path, Problems], Any] | None = None
    # ``make_rules(content)`` returns the engine (a GameRules) bound to that content.
    make_rules: Callable[[Any], GameRules] | None = None
    # bot name -> factory(rules) returning a Bot; must include "random" and "normal".
    bots: dict[str, Callable[[GameRules], Bot]] = field(default_factory=dict)
    options: tuple[OptionSpec, ...] = ()
    # ``check_invariants(rules, state)`` raises AssertionError when a rule of the game's
    # bookkeeping is broken (cards not conserved, ...). Sim counts that as an error.
    check_invariants: Callable[[GameRules, Any], None] | None = None
    rules_summary: tuple[str, ...] = ()   # short paragraphs in our own words, for the Rules overlay
    # Every action type the engine writes (``action_to_json``'s "type") and reads back: the keys of
    # the game's ``restore.ACTION_SHAPES``. A rules section's ``when`` may name only these.
    action_types: tuple[str, ...] = ()

    @property
    def playable(self) -> bool:
        return self.make_rules is not None and self.load_content is not None

    def default_options(self) -> dict:
        return {opt.name: opt.default for opt in self.options}

    def config(self, players: int, options: dict | None = None) -> GameConfig:
        merged = self.default_options()
        merged.update(options or {})
        return GameConfig(players=players, options=merged)
