"""Hints that explain: the move the strongest bot would make, and one sentence saying why.

Each game writes its sentences in ``game/games/<id>/explain.py`` as two pure functions:

* ``describe(rules, view, action) -> str``: the move in the game's words ("Overwrite with 12-12");
* ``explain(rules, view, action, reason) -> str``: one sentence, the move then why
  ("Overwrite with 12-12: it beats the pair of 9s and keeps your run").

``reason`` is what the bot measured (``SearchBot.decide``'s reason: ``why`` is "search",
"prior kept" or "only move", with the worlds searched and the alternatives' values), or
``{"why": "normal"}`` for a game whose strongest bot is its heuristic. :func:`sentence` joins
a game's move and its reason with what the search measured, the same way for every game.
:func:`best_move` asks the bot and returns a :class:`Hint`. Pure Python: no pygame.
"""

from __future__ import annotations

import importlib
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from types import ModuleType
from typing import Any

HINT_THINK = 0.6          # seconds the hint's search may take on a table


@dataclass(frozen=True)
class Hint:
    action: Any
    sentence: str
    reason: dict = field(default_factory=dict)


def explainer(game_id: str) -> ModuleType:
    """The game's explain module (``describe`` and ``explain``)."""
    return importlib.import_module(f"game.games.{game_id}.explain")


def hint_bot(spec: Any, rules: Any, think: float | None = HINT_THINK, max_worlds: int | None = None) -> Any:
    """The strongest bot the game offers: its hard search when it has one, else its normal bot.

    ``max_worlds`` (with ``think=None``) bounds the search by deals instead of time, so a hint is
    deterministic (tests use a small number for speed).
    """
    if "hard" not in spec.bots:
        return spec.bots["normal"](rules)
    bot = spec.bots["hard"](rules, think=think if think is not None else HINT_THINK)
    if max_worlds is not None:
        bot.think, bot.max_worlds = think, max_worlds
    return bot


def best_move(game_id: str, bot: Any, rules: Any, view: Any, legal: Sequence[Any], rng: random.Random) -> Hint:
    """What ``bot`` would play from ``view`` and the sentence that explains it."""
    if hasattr(bot, "decide"):
        decision = bot.decide(view, legal, rng)
        action, reason = decision.action, dict(decision.reason)
    else:
        action = bot.choose(view, legal, rng)
        reason = {"why": "only move" if len(legal) == 1 else "normal"}
    return Hint(action, explainer(game_id).explain(rules, view, action, reason), reason)


def sentence(move: str, why: str, reason: dict, describe: Callable[[Any], str] | None = None) -> str:
    """One sentence: "<move>: <why>", with what the search found when it overruled the heuristic."""
    if reason.get("why") == "only move":
        return f"{move}: it is the only move you have right now"
    text = f"{move}: {why}"
    if reason.get("why") == "search" and reason.get("worlds"):
        prior = reason.get("prior")
        against = f" than {describe(prior)}" if describe is not None and prior is not None else ""
        text += f", and it did better{against} in {reason['worlds']} trial deals"
    return text


def cards_text(numbers: Sequence[Any]) -> str:
    """Numbers joined for a meld: 12-12, 7-8-9."""
    return "-".join(str(number) for number in numbers)


def plural(count: int, word: str) -> str:
    return f"{count} {word}" if count == 1 else f"{count} {word}s"
