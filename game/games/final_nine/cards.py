"""Card effects: how a disc plus the action cards on a throw become a flight.

A throw's cards sit in two lists. ``pre`` holds what acts on the release (Skills, a turned
Deviation or Call, a Battle card, an instant Skill turned during the throw); ``post`` holds Luck
cards that readjust the landing. ``flight_params`` turns them into ``(dist, lat)`` for
:meth:`HoleGeometry.trace`: the distance and the signed sideways drift (+ = right of the throw).

Order of a flight's numbers: disc + pre cards, -1 from bushes (unless immune), the PRO wind
(+1/-1 on distance when blowing along/against the throw, else +1/-1 on fade when blowing
towards/away from the fade side), then a Tree Kick (``stop``) zeroes all that; then Luck cards are
added. The distance never goes below 0. A wind card (the wind icon) is a gust: it acts as
printed at AM and PRO, does nothing to a wind-immune throw, and does nothing at REC, which ignores
the wind (``gusts=False``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:   # names for the hints only: the content check (content -> reach) imports this module
    from game.games.final_nine.content import ActionCard, Disc, FinalNineContent


def throw_immunities(content: FinalNineContent, disc: Disc, pre: list[int]) -> tuple[bool, bool]:
    """(immune to bushes, immune to wind) for this throw: the disc's lines or a Skill."""
    bushes, wind = disc.immune_bushes, disc.immune_wind
    for card_id in pre:
        special = content.cards[card_id].special
        if special == "immune_bushes":
            bushes = True
        elif special == "immune_wind":
            wind = True
    return bushes, wind


def flight_params(content: FinalNineContent, disc_id: int, direction: int, pre: list[int],
                  post: list[int], wind: int, lie_bushes: bool, gusts: bool = True
                  ) -> tuple[int, int]:
    """The (distance, signed lateral) of a throw; see the module docstring for the order."""
    cards = content.cards
    disc = cards[disc_id]
    immune_bushes, immune_wind = throw_immunities(content, disc, pre)
    immune_wind = immune_wind or not gusts
    side = -1 if disc.hand == "BH" else 1
    dist, fade, stop = disc.distance, disc.fade, False
    for card_id in pre:
        card = cards[card_id]
        if card.wind and immune_wind:
            continue
        dist += card.distance
        fade += card.fade
        if card.switch:
            side = -side
        if card.special == "stop":
            stop = True
    if lie_bushes and not immune_bushes:
        dist -= 1
    if wind >= 0 and not immune_wind:
        if wind == direction:
            dist += 1
        elif wind == (direction + 2) % 4:
            dist -= 1
        else:
            fade_way = (direction + 1) % 4 if side > 0 else (direction + 3) % 4
            fade += 1 if wind == fade_way else -1
    if stop:
        dist = fade = 0
    dist = max(0, dist)
    for card_id in post:
        card = cards[card_id]
        if card.wind and immune_wind:
            continue
        dist += card.distance
        fade += card.fade
        if card.switch:
            side = -side
    return max(0, dist), fade * side


def icon_problem(card: ActionCard, is_putt: bool) -> str | None:
    """Why the putt icons stop this card on this throw, or None."""
    if card.no_putt and is_putt:
        return f"{card.name} cannot apply to a putt"
    if card.putt_only and not is_putt:
        return f"{card.name} can only apply to a putt"
    return None
