"""Finale's look for the shared modules: title colours and cards, its deck, its sounds, and its
setup screen's words (Mellow Yellow first for people, each Challenge's Levels in one line)."""

from __future__ import annotations

from collections.abc import Mapping

from game.ui.draw.card_art import BackTheme
from game.ui.draw.cards import CardFace
from game.ui.draw.looks import DeckLook, GameLook, SetupWords

ROTATE = "rotate"
FIRST_CHALLENGE = "mellow_yellow"     # the gentlest Challenge: what people start on (sim keeps rotating)


def samples() -> list[CardFace]:
    """Three cards of the real deck: a yellow 5 with Butternut, Charlie's Wild, a blue Exchange."""
    return [CardFace("finale", "5", "yellow", subtitle="Butternut", icon="dog"),
            CardFace("finale", "W", "black", title="Wild", subtitle="Charlie", icon="dog"),
            CardFace("finale", "EX", "blue", title="Exchange", icon="exchange")]


def describe(name: str, value: object) -> str | None:
    """Challenge ids in their names ("Mellow Yellow"); rotate as a surprise."""
    if name != "challenge" or not isinstance(value, str):
        return None
    return "Surprise me" if value == ROTATE else value.replace("_", " ").title()


def levels_line(content: object, challenge: str) -> str:
    """One line for a Challenge: its four Levels and Finale in short words."""
    from game.ui.tables.finale.adapter import LevelBook
    book = LevelBook(content, lambda: challenge)  # type: ignore[arg-type]
    parts = [f"{number}: {book.words(number)}" for number in range(1, 5)]
    return "; ".join(parts) + f"; Finale: {book.words(5)}"


def note(content: object, options: Mapping[str, object]) -> str:
    """Under the options: the chosen Challenge's Levels, or what a Grand Finale plays."""
    if content is None:
        return ""
    if options.get("grand_finale"):
        names = [content.challenges[cid].name for cid in content.order]  # type: ignore[attr-defined]
        return f"Grand Finale: {', '.join(names)}, in that order; points for every Level made."
    challenge = options.get("challenge", ROTATE)
    if challenge == ROTATE or challenge not in content.challenges:  # type: ignore[attr-defined]
        return "A Challenge picked at random when the game starts."
    return levels_line(content, str(challenge))


LOOK = GameLook(
    "finale", ((130, 70, 190), (250, 200, 80)), samples,
    decks={"finale": DeckLook(BackTheme((78, 30, 118), (246, 200, 90), "stars", "F", "FINALE"), solid=True)},
    sounds={"clear": frozenset({"lay_down", "go_out", "challenge_end"}), "move": frozenset({"skip", "exchange"}),
            "card": frozenset({"hit"})},
    setup=SetupWords(defaults={"challenge": FIRST_CHALLENGE}, describe=describe, note=note))
