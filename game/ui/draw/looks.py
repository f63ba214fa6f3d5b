"""The looks registry: what each game's UI package tells the shared modules about itself.

Shared modules (cards, card art, the title and setup screens, the table's sounds) never name a
game. Each game's UI package has a ``look.py`` with ``LOOK = GameLook(...)``: its title-tile
colours and sample cards, its decks (back design, solid faces, a painter of its own) and which
of its event kinds make which sound. Importing ``game.ui.tables`` registers every game's look
(the packages in ``game.ui.tables.UI_PACKAGES``); the app does that as it starts::

    from game.ui.draw import looks
    looks.deck("masterpiece").painter        # Final Touch's painting of a Masterpiece
    looks.look("final_nine").samples()       # the title tile's three cards
    looks.sound_for({"play", "clear"})       # "clear"
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import pygame

from game.ui.draw.card_art import BackTheme
from game.ui.draw.palette import RGB

if TYPE_CHECKING:
    from game.ui.draw.cards import CardFace, CardRenderer

FacePainter = Callable[["CardRenderer", pygame.Surface, "CardFace", float], None]
"""Paints a face on a supersampled card surface at scale ``u`` (renderer given for its fonts)."""

# The most festive sound of an action wins (names: game.ui.audio.synth.RECIPES).
SOUND_ORDER = ("win", "chains", "splash", "rustle", "clear", "chip", "whoosh", "shuffle", "flip", "move",
               "deal", "card")
COMMON_SOUNDS: Mapping[str, frozenset[str]] = {"win": frozenset({"game_end"}),
                                               "shuffle": frozenset({"shuffle", "reshuffle"}),
                                               "deal": frozenset({"deal"}),
                                               "flip": frozenset({"flip", "reveal"}),
                                               "chip": frozenset({"score"}),
                                               "card": frozenset({"draw", "discard"})}


@dataclass(frozen=True)
class DeckLook:
    """One deck: its back, whether faces are solid colour, and optionally its own face painter
    or the colour a face without one takes."""

    back: BackTheme
    solid: bool = False
    painter: FacePainter | None = None
    colour_of: Callable[[CardFace], str] | None = None


@dataclass(frozen=True)
class GameLook:
    """Everything a game's UI package registers for the shared modules."""

    game_id: str
    accents: tuple[RGB, RGB]                           # title tile and setup screen: base, glow
    samples: Callable[[], list[CardFace]]              # the title tile's cards
    decks: Mapping[str, DeckLook] = field(default_factory=dict)
    sounds: Mapping[str, frozenset[str]] = field(default_factory=dict)   # sound -> event kinds
    # a sound that depends on what an event says (a landing in water), or None
    event_sound: Callable[[Any], str | None] | None = None
    setup: SetupWords | None = None                    # the setup screen's defaults and words, if any


@dataclass(frozen=True)
class SetupWords:
    """What a game's setup screen says beyond its options' plain values: defaults for people
    (sim keeps the spec's), an option value's words, and a note under the options (read from
    the game's content and the options chosen)."""

    defaults: Mapping[str, object] = field(default_factory=dict)
    describe: Callable[[str, object], str | None] = lambda name, value: None
    note: Callable[[object, Mapping[str, object]], str] = lambda content, options: ""


_LOOKS: dict[str, GameLook] = {}


def register(look: GameLook) -> None:
    _LOOKS[look.game_id] = look


def looks() -> dict[str, GameLook]:
    """Every registered look. The game tables register theirs when ``game.ui.tables`` is imported
    (the app does that as it starts): this floor never imports the tables above it."""
    if not _LOOKS:
        raise LookupError("no game looks registered yet: import game.ui.tables first (the app does)")
    return _LOOKS


def look(game_id: str) -> GameLook:
    return looks()[game_id]


def deck(name: str) -> DeckLook | None:
    """The deck of that name, whichever game registered it (None: an unknown deck)."""
    for registered in looks().values():
        if name in registered.decks:
            return registered.decks[name]
    return None


def decks() -> dict[str, DeckLook]:
    return {name: made for registered in looks().values() for name, made in registered.decks.items()}


def sound_for_events(events: Iterable[Any]) -> str:
    """The sound of an action: the most festive of what its events' kinds and data call for."""
    events = list(events)
    named = {"select"}
    for registered in looks().values():
        if registered.event_sound is not None:
            named |= {name for name in map(registered.event_sound, events) if name}
    by_kind = sound_for(event.kind for event in events)
    return next((name for name in SOUND_ORDER if name in named or name == by_kind), "select")


def sound_for(kinds: Iterable[str]) -> str:
    """The sound of an action with events of these kinds; "select" when none has one."""
    kinds = set(kinds)
    for name in SOUND_ORDER:
        triggers = set(COMMON_SOUNDS.get(name, ()))
        for registered in looks().values():
            triggers |= registered.sounds.get(name, frozenset())
        if kinds & triggers:
            return name
    return "select"
