"""Aim preview: what a candidate throw would do, from a seat's view (pure; tables draw it).

:func:`aim_preview` takes the view, a disc from the hand, a direction and the Skills the player
means to add, and traces the flight with the engine's own sums (:func:`cards.flight_params`,
:meth:`HoleGeometry.trace`, :func:`geometry.resolve`), as if the card turned on the throw is a
plain good one: the pattern grids, the target grid, what the landing costs, and for a putt
whether it goes in, stops short, flies past or misses wide. :func:`holing_throws` lists the
(disc, direction) choices in hand that would hole out as things stand, :func:`putting_range` the
grids a putter can putt from, :func:`luck_preview` where the throw in progress would land
with one more Luck card, and :func:`battle_preview` with one more Battle card. Nothing here changes the state or reads anything a seat may not see.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from game.games.final_nine.cards import flight_params
from game.games.final_nine.geometry import D_COL, D_ROW, DIRECTIONS, IN, MANDO, in_putter_range, resolve
from game.games.final_nine.holes import WIDTH

if TYPE_CHECKING:
    from game.games.final_nine.engine import FinalNineRules

IN_BASKET, SHORT, PAST, WIDE = "in", "short", "past", "wide"


@dataclass(frozen=True)
class AimPreview:
    disc: int
    direction: str                 # N / E / S / W
    distance: int                  # grids straight, after Skills, bushes and wind
    lateral: int                   # grids sideways at the end (+ = right of the direction)
    path: tuple[int, ...]          # the flight pattern's grids on the card, the lie first
    target: int                    # the target (landing) grid; -1 off the card
    outcome: str                   # land / ob / island / mando / in / drop_in (geometry kinds)
    next_lie: int                  # the grid the next throw would be from (the basket if in)
    penalty: int                   # strokes added: the landing's, plus a Foot Fault in force
    putt: bool                     # a putter thrown from putter range
    putt_result: str               # in / short / past / wide for a putt, else "" (and for a
    #                                putt that misses a mando: it is thrown again)
    text: str                      # the preview in a player's words


def aim_preview(rules: FinalNineRules, view: Any, disc: int, direction: str,
                skills: tuple[int, ...] = ()) -> AimPreview:
    """The flight of ``disc`` thrown ``direction`` with ``skills`` from ``view.seat``'s lie."""
    seat = view.seat
    way = DIRECTIONS.index(direction)
    lie = view.lie[seat]
    dist, lat = flight_params(rules.content, disc, way, list(skills), [], view.wind, view.rough[seat],
                              gusts=view.level != "rec")
    putt = rules.content.cards[disc].is_putter and in_putter_range(lie, rules.hole(view.hole).basket)
    return _preview(rules, view, seat, disc, way, dist, lat, putt, [])


def holing_throws(rules: FinalNineRules, view: Any) -> list[tuple[int, str]]:
    """Every (disc, direction) in the hand that would go in as things stand (no Skills)."""
    found = []
    for disc in view.hand:
        if not rules.content.is_disc(disc):
            continue
        for direction in DIRECTIONS:
            if aim_preview(rules, view, disc, direction).outcome == IN:
                found.append((disc, direction))
    return found


def putting_range(rules: FinalNineRules, view: Any) -> frozenset[int]:
    """The grids of this hole a putter putts from (2 grids any way, 3 straight), basket aside."""
    geom = rules.geometry(view.hole, view.level)
    return frozenset(c for c in range(len(geom.ob)) if c != geom.basket and not geom.ob[c]
                     and in_putter_range(c, geom.basket))


def luck_preview(rules: FinalNineRules, view: Any, luck: int, target: int = -1) -> AimPreview:
    """Where the throw in progress (the Luck step) would land with ``luck`` added after it.

    Reads the throw from the view: its disc, direction, Skills, the active Deviations and Calls
    (those not cancelled) and the Luck already played. Clean Slate cancels ``target`` (the first
    active Deviation or Call when -1); From Distance and Green Flag change what the landing costs.
    A Skill played now (an instant one) acts on the release, as the engine puts it."""
    seat = view.thrower
    content = rules.content
    card = content.cards[luck]
    hostile = [c for c in view.hostile if c not in view.nullified]
    if card.special == "nullify" and hostile:
        cancelled = target if target in hostile else hostile[0]
        hostile = [c for c in hostile if c != cancelled]
    pre, post = list(view.pre), list(view.post)
    if card.special not in ("nullify", "from_distance", "green_flag"):
        (pre if card.type == "skill" else post).append(luck)
    dist, lat = flight_params(content, view.disc, view.direction, pre + hostile, post,
                              view.wind, view.rough[seat], gusts=view.level != "rec")
    return _preview(rules, view, seat, view.disc, view.direction, dist, lat, view.putt, hostile,
                    from_distance=view.from_distance or card.special == "from_distance",
                    green_flag=view.green_flag or card.special == "green_flag")


def battle_preview(rules: FinalNineRules, view: Any, card: int) -> AimPreview:
    """Where the throw in progress would land with ``card`` (a Deviation or Call) added to its
    release by the next player under Battle rules (the Battle step, from the battler's view)."""
    seat = view.thrower
    hostile = [c for c in view.hostile if c not in view.nullified] + [card]
    dist, lat = flight_params(rules.content, view.disc, view.direction, list(view.pre) + hostile,
                              list(view.post), view.wind, view.rough[seat], gusts=view.level != "rec")
    return _preview(rules, view, seat, view.disc, view.direction, dist, lat, view.putt, hostile)


def _preview(rules: FinalNineRules, view: Any, seat: int, disc: int, way: int, dist: int, lat: int,
             putt: bool, hostile: list[int], from_distance: bool = False, green_flag: bool = False
             ) -> AimPreview:
    """The flight of ``disc`` thrown ``way`` from ``seat``'s lie with these numbers, resolved as the
    landing will be: what it costs (with each Foot Fault among the ``hostile`` cards in force) and
    the words. A missed mando means the throw is made again, so a putt that misses one has no
    putt result (it neither goes in nor misses the basket)."""
    content = rules.content
    geom = rules.geometry(view.hole, view.level)
    lie = view.lie[seat]
    flight = geom.trace(lie, way, dist, lat)
    passed = frozenset(view.mandos_passed[seat]) if seat < len(view.mandos_passed) else frozenset()
    card = content.cards[disc]
    outcome = resolve(geom, lie, flight, putter=card.is_putter, from_distance=from_distance,
                      green_flag=green_flag, island_check=view.island[seat] and lie == geom.tee,
                      passed=passed)
    result = _putt_result(way, flight.path, flight.landing, geom.basket) \
        if putt and outcome.kind != MANDO else ""
    calls = [content.cards[c].name for c in hostile if content.cards[c].special == "penalty"]
    direction = DIRECTIONS[way]
    text = _words(card.name, direction, dist, lat, outcome.kind, result, flight.struck, outcome.penalty)
    for name in calls:
        text += f"; {name} (+1)"
    return AimPreview(disc, direction, dist, lat, flight.path, flight.landing, outcome.kind,
                      outcome.cell, outcome.penalty + len(calls), putt, result, text)


def _along(start: int, way: int, cell: int) -> tuple[int, int]:
    """(grids forward along ``way``, grids to its right) from ``start`` to ``cell``."""
    dr, dc = cell // WIDTH - start // WIDTH, cell % WIDTH - start % WIDTH
    forward = dr * D_ROW[way] + dc * D_COL[way]
    right = dc * -D_ROW[way] + dr * D_COL[way]
    return forward, right


def _putt_result(way: int, path: tuple[int, ...], landing: int, basket: int) -> str:
    """In, short, past or wide, measured from the basket along the way the putt is thrown."""
    if landing == basket:
        return IN_BASKET
    if basket in path[1:]:
        return PAST                              # over the basket and beyond
    if landing < 0:                              # off the card: by how far it got before
        return PAST if _along(basket, way, path[-1])[0] >= 0 else WIDE
    beyond, aside = _along(basket, way, landing)
    if beyond < 0:
        return SHORT                             # does not reach the basket's line
    return PAST if aside == 0 else WIDE


def screen_side(direction: str, lateral: int) -> str:
    """The way a fade goes as the card lies on the table, in words: a disc that fades to the
    thrower's right (``lateral`` > 0) goes right when thrown up the card, left when thrown down,
    down when thrown right and up when thrown left."""
    way = DIRECTIONS.index(direction)
    col, row = -D_ROW[way], D_COL[way]           # the thrower's right as a grid step
    if lateral < 0:
        col, row = -col, -row
    word = {(1, 0): "right", (-1, 0): "left", (0, 1): "down", (0, -1): "up"}[(col, row)]
    return f"to the {word}" if word in ("left", "right") else word


def _words(name: str, direction: str, dist: int, lat: int, kind: str, putt: str, struck: bool,
           penalty: int) -> str:
    arrow = {"N": "up", "E": "right", "S": "down", "W": "left"}[direction]
    drift = "" if not lat or not dist else f", drifting {abs(lat)} {screen_side(direction, lat)}"
    flight = f"{name} thrown {arrow}: flies {dist}{drift}"
    out = " (+1)" if penalty else ", no penalty (Green Flag)"
    landing = {
        "land": "; lands safely",
        "in": "; goes in",
        "drop_in": "; drops in under the basket (+1)",
        "ob": ("; hits a building: out of bounds" if struck else "; out of bounds") + out,
        "island": "; misses the island: drop zone (+1)",
        "mando": "; misses the mando: throw again (+1)",
    }[kind]
    if putt == IN_BASKET:
        return f"{flight}; the putt goes in"
    missed = {SHORT: "; the putt stops short of the basket", PAST: "; the putt flies past the basket",
              WIDE: "; the putt misses to the side"}.get(putt)
    if missed is None:
        return flight + landing
    # a putt that misses still says what the miss costs (out of bounds, the island)
    return flight + missed + (", " + landing[2:] if kind in ("ob", "island") else "")
