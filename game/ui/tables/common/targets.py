"""Helpers tables use to answer the guide's ``target_rect(name)``: a name is ``part`` or
``part:argument`` (``card:8``, ``button:pass``, ``seat:1``); these find the usual parts."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import pygame


def split(name: str) -> tuple[str, str]:
    part, _, argument = name.partition(":")
    return part, argument


def union(rects: Iterable[pygame.Rect | None]) -> pygame.Rect | None:
    found = [pygame.Rect(rect) for rect in rects if rect is not None]
    if not found:
        return None
    return found[0].unionall(found[1:])


def hand_cards(hand: Any, argument: str, label: Any = str) -> pygame.Rect | None:
    """Every card in the hand strip whose tag reads as one of ``argument`` ("12,13"; all when empty)."""
    wanted = set(argument.split(",")) if argument else None
    return union(sprite.rect for sprite in hand.sprites if wanted is None or label(sprite.tag) in wanted)


def bar_button(bar: Any, argument: str) -> pygame.Rect | None:
    """The action bar's button whose key or label is ``argument`` (any case), else the first
    whose label starts with it ("use" finds "Use Flat Release")."""
    wanted = argument.lower()
    for button in bar.buttons:
        if wanted in (str(button.offer.spec.key).lower(), str(button.label).lower()):
            return pygame.Rect(button.rect)
    for button in bar.buttons:
        if str(button.label).lower().startswith(wanted):
            return pygame.Rect(button.rect)
    return None


def centred(centre: tuple[float, float], size: tuple[int, int]) -> pygame.Rect:
    rect = pygame.Rect(0, 0, *size)
    rect.center = (int(centre[0]), int(centre[1]))
    return rect


def rummy_target(table: Any, part: str, argument: str) -> pygame.Rect | None:
    """The rummy kit's parts: ``hand``, ``card:<ids>``, ``draw``, ``discard``, ``button:<key>``,
    ``seat:<n>`` (an opponent's pod) and ``group:<seat>[:<index>]`` (laid groups, or the empty
    slots of the phase a seat attempts)."""
    layout = table.layout
    if part in ("hand", "card"):
        return hand_cards(table.hand, argument)
    if part in ("draw", "discard"):
        return centred(getattr(layout.piles, part), (layout.sizes.pile[0] + 16, layout.sizes.pile[1] + 16))
    if part == "button":
        return bar_button(table.bar, argument)
    if part == "seat" and argument.isdigit():
        rect = table.pods.get(int(argument))
        return pygame.Rect(rect) if rect is not None else None
    if part == "group":
        seat, _, index = argument.partition(":")
        if not seat.isdigit():
            return None
        mats = [spot.mat for spot in table.group_spots(int(seat))]
        if index:
            return pygame.Rect(mats[int(index)]) if index.isdigit() and int(index) < len(mats) else None
        return union(mats)
    return None
