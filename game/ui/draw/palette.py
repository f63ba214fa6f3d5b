"""Shared card colours, their colour-blind symbols and the small card icons, all drawn by code.

Each palette entry is ``name -> (fill, ink, symbol)``: the card fill, a dark ink of the same
hue for text and pips on light backgrounds, and a symbol name so that colour is never the only
cue. Symbols are distinct silhouettes (not rotations of one another) that survive small sizes.
"""

from __future__ import annotations

import math
from typing import NamedTuple

import pygame

RGB = tuple[int, int, int]


class PaletteColour(NamedTuple):
    fill: RGB
    ink: RGB
    symbol: str


PALETTE: dict[str, PaletteColour] = {
    "red": PaletteColour((218, 52, 52), (112, 18, 22), "heart"),
    "yellow": PaletteColour((248, 196, 38), (112, 78, 0), "star"),
    "green": PaletteColour((44, 160, 72), (12, 72, 30), "triangle"),
    "blue": PaletteColour((36, 112, 214), (10, 44, 112), "circle"),
    "grey": PaletteColour((126, 134, 148), (44, 50, 60), "bars"),
    "brown": PaletteColour((150, 96, 54), (70, 40, 16), "square"),
    "purple": PaletteColour((134, 72, 196), (60, 24, 104), "diamond"),
    "orange": PaletteColour((242, 128, 32), (120, 54, 0), "hexagon"),
    "pink": PaletteColour((236, 108, 172), (120, 28, 82), "cross"),
    "teal": PaletteColour((18, 160, 160), (0, 74, 78), "moon"),
    "black": PaletteColour((44, 46, 54), (12, 12, 16), "bolt"),
}

SYMBOLS: tuple[str, ...] = (
    "heart", "star", "triangle", "circle", "bars", "square",
    "diamond", "hexagon", "cross", "moon", "bolt",
)


def colour(name: str) -> PaletteColour:
    """The palette entry for ``name``; unknown names fall back to grey."""
    return PALETTE.get(name, PALETTE["grey"])


def mix(a: RGB, b: RGB, t: float) -> RGB:
    """Linear blend from ``a`` (t=0) to ``b`` (t=1)."""
    return (
        round(a[0] + (b[0] - a[0]) * t),
        round(a[1] + (b[1] - a[1]) * t),
        round(a[2] + (b[2] - a[2]) * t),
    )


def lighten(rgb: RGB, t: float) -> RGB:
    return mix(rgb, (255, 255, 255), t)


def darken(rgb: RGB, t: float) -> RGB:
    return mix(rgb, (0, 0, 0), t)


def luminance(rgb: RGB) -> float:
    """Perceived brightness 0..1 (Rec. 601 weights, enough to pick a text colour)."""
    return (0.299 * rgb[0] + 0.587 * rgb[1] + 0.114 * rgb[2]) / 255.0


def text_on(name: str) -> RGB:
    """A high-contrast text colour for writing on the fill of palette colour ``name``."""
    entry = colour(name)
    return entry.ink if luminance(entry.fill) > 0.62 else (255, 255, 255)


def _regular(center: tuple[float, float], radius: float, sides: int, turn: float) -> list:
    cx, cy = center
    return [
        (cx + radius * math.cos(turn + 2 * math.pi * i / sides),
         cy + radius * math.sin(turn + 2 * math.pi * i / sides))
        for i in range(sides)
    ]


def _star(center: tuple[float, float], radius: float) -> list:
    cx, cy = center
    points = []
    for i in range(10):
        r = radius if i % 2 == 0 else radius * 0.45
        a = -math.pi / 2 + i * math.pi / 5
        points.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return points


def _heart(center: tuple[float, float], radius: float) -> list:
    cx, cy = center
    k = radius / 16.5
    points = []
    for i in range(40):
        t = 2 * math.pi * i / 40
        x = 16 * math.sin(t) ** 3
        y = 13 * math.cos(t) - 5 * math.cos(2 * t) - 2 * math.cos(3 * t) - math.cos(4 * t)
        points.append((cx + x * k, cy - (y + 2) * k))
    return points


def _moon(center: tuple[float, float], radius: float) -> list:
    cx, cy = center
    icx, icy, ir = cx + radius * 0.48, cy - radius * 0.22, radius * 0.82
    outer = []
    for i in range(60):
        a = 2 * math.pi * i / 60
        p = (cx + radius * math.cos(a), cy + radius * math.sin(a))
        if math.hypot(p[0] - icx, p[1] - icy) > ir:
            outer.append((a, p))
    # Order the outer arc so it is contiguous (it may wrap around angle 0).
    angles = [a for a, _ in outer]
    gaps = [(angles[(i + 1) % len(angles)] - angles[i]) % (2 * math.pi) for i in range(len(angles))]
    start = (gaps.index(max(gaps)) + 1) % len(outer)
    arc = [p for _, p in outer[start:] + outer[:start]]
    inner = []
    for i in range(60):
        a = 2 * math.pi * i / 60
        p = (icx + ir * math.cos(a), icy + ir * math.sin(a))
        if math.hypot(p[0] - cx, p[1] - cy) < radius:
            inner.append((math.atan2(p[1] - cy, p[0] - cx), p))
    inner.sort(key=lambda item: (item[0] - math.atan2(arc[-1][1] - cy, arc[-1][0] - cx)) % (2 * math.pi))
    return arc + [p for _, p in reversed(inner)]


def symbol(
    surface: pygame.Surface,
    name: str,
    center: tuple[float, float],
    radius: float,
    ink: tuple[int, ...],
) -> None:
    """Draw a colour-blind symbol filled with ``ink``.

    ``name`` is either a symbol name from ``SYMBOLS`` or a palette colour name (which draws
    that colour's symbol). The shape fits in a circle of ``radius`` around ``center``.
    """
    shape = PALETTE[name].symbol if name in PALETTE else name
    cx, cy = center
    r = radius
    if shape == "circle":
        pygame.draw.circle(surface, ink, (round(cx), round(cy)), round(r * 0.9))
    elif shape == "triangle":
        pygame.draw.polygon(surface, ink, _regular((cx, cy + r * 0.15), r * 1.02, 3, -math.pi / 2))
    elif shape == "square":
        side = r * 1.5
        pygame.draw.rect(surface, ink, pygame.Rect(round(cx - side / 2), round(cy - side / 2),
                                                  round(side), round(side)))
    elif shape == "diamond":
        pygame.draw.polygon(surface, ink, [(cx, cy - r), (cx + r * 0.72, cy), (cx, cy + r),
                                           (cx - r * 0.72, cy)])
    elif shape == "star":
        pygame.draw.polygon(surface, ink, _star((cx, cy + r * 0.06), r * 1.05))
    elif shape == "hexagon":
        pygame.draw.polygon(surface, ink, _regular((cx, cy), r * 0.95, 6, 0.0))
    elif shape == "heart":
        pygame.draw.polygon(surface, ink, _heart((cx, cy), r))
    elif shape == "cross":
        arm = r * 0.34
        pygame.draw.rect(surface, ink, pygame.Rect(round(cx - arm), round(cy - r * 0.92),
                                                  round(2 * arm), round(1.84 * r)))
        pygame.draw.rect(surface, ink, pygame.Rect(round(cx - r * 0.92), round(cy - arm),
                                                  round(1.84 * r), round(2 * arm)))
    elif shape == "bars":
        bar = r * 0.36
        for i in (-1, 0, 1):
            y = cy + i * r * 0.62 - bar / 2
            pygame.draw.rect(surface, ink, pygame.Rect(round(cx - r * 0.9), round(y),
                                                      round(1.8 * r), max(1, round(bar))))
    elif shape == "moon":
        pygame.draw.polygon(surface, ink, _moon((cx, cy), r * 0.95))
    elif shape == "bolt":
        pts = [(0.25, -1.0), (-0.55, 0.12), (-0.02, 0.12), (-0.3, 1.0), (0.6, -0.22),
               (0.06, -0.22), (0.4, -1.0)]
        pygame.draw.polygon(surface, ink, [(cx + x * r, cy + y * r) for x, y in pts])
    else:
        raise ValueError(f"unknown symbol {name!r}")


# -- icons drawn by code (cards paint them at 2x and smooth-scale down) -------------------------

def ellipse_points(center: tuple[float, float], rx: float, ry: float, turn: float = 0.0,
             steps: int = 36) -> list:
    cx, cy = center
    c, s = math.cos(turn), math.sin(turn)
    pts = []
    for i in range(steps):
        a = 2 * math.pi * i / steps
        x, y = rx * math.cos(a), ry * math.sin(a)
        pts.append((cx + x * c - y * s, cy + x * s + y * c))
    return pts


def _outlined(surface: pygame.Surface, points: list, fill: RGB, ink: RGB, width: int) -> None:
    pygame.draw.polygon(surface, fill, points)
    pygame.draw.polygon(surface, ink, points, max(1, width))
    for p in points:  # round the joints of the thick outline
        pygame.draw.circle(surface, ink, (round(p[0]), round(p[1])), max(1, width // 2))


def _cat(surface: pygame.Surface, cx: float, cy: float, s: float, ink: RGB) -> None:
    fur, inner, lw = (246, 176, 92), (246, 150, 160), round(s * 0.035)
    for side in (-1, 1):
        ear = [(cx + side * 0.36 * s, cy - 0.02 * s), (cx + side * 0.33 * s, cy - 0.46 * s),
               (cx + side * 0.05 * s, cy - 0.26 * s)]
        _outlined(surface, ear, fur, ink, lw)
        pygame.draw.polygon(surface, inner, [(cx + side * 0.30 * s, cy - 0.10 * s),
                                             (cx + side * 0.30 * s, cy - 0.36 * s),
                                             (cx + side * 0.13 * s, cy - 0.24 * s)])
    _outlined(surface, ellipse_points((cx, cy + 0.06 * s), 0.40 * s, 0.34 * s), fur, ink, lw)
    for side in (-1, 1):
        pygame.draw.polygon(surface, ink, ellipse_points((cx + side * 0.15 * s, cy), 0.05 * s, 0.08 * s))
        for dy in (0.14, 0.22):
            pygame.draw.line(surface, ink, (cx + side * 0.12 * s, cy + 0.17 * s),
                             (cx + side * 0.46 * s, cy + dy * s), max(1, lw // 2))
    pygame.draw.polygon(surface, (214, 90, 110), [(cx - 0.06 * s, cy + 0.09 * s),
                                                  (cx + 0.06 * s, cy + 0.09 * s),
                                                  (cx, cy + 0.16 * s)])


def _dog(surface: pygame.Surface, cx: float, cy: float, s: float, ink: RGB) -> None:
    fur, ear, muzzle, lw = (226, 196, 150), (140, 92, 52), (250, 236, 210), round(s * 0.035)
    _outlined(surface, ellipse_points((cx, cy), 0.32 * s, 0.38 * s), fur, ink, lw)
    for side in (-1, 1):
        _outlined(surface, ellipse_points((cx + side * 0.33 * s, cy - 0.04 * s), 0.11 * s, 0.27 * s,
                                    -side * 0.35), ear, ink, lw)
    _outlined(surface, ellipse_points((cx, cy + 0.17 * s), 0.19 * s, 0.15 * s), muzzle, ink, lw)
    pygame.draw.polygon(surface, ink, ellipse_points((cx, cy + 0.09 * s), 0.08 * s, 0.055 * s))
    pygame.draw.line(surface, ink, (cx, cy + 0.12 * s), (cx, cy + 0.22 * s), max(1, lw // 2))
    for side in (-1, 1):
        pygame.draw.circle(surface, ink, (round(cx + side * 0.13 * s), round(cy - 0.08 * s)),
                           round(0.05 * s))
        pygame.draw.circle(surface, (255, 255, 255),
                           (round(cx + side * 0.13 * s + 0.015 * s), round(cy - 0.095 * s)),
                           max(1, round(0.015 * s)))


def _disc(surface: pygame.Surface, cx: float, cy: float, s: float, kind: str, fill: RGB,
          ink: RGB) -> None:
    rim = {"disc_driver": 0.06, "disc_mid": 0.1, "disc_putter": 0.15}.get(kind, 0.1) * s
    rx, ry, lw = 0.46 * s, 0.2 * s, max(1, round(s * 0.03))
    top = (cx, cy - rim / 2)
    bottom = ellipse_points((cx, cy + rim / 2), rx, ry)
    side = [p for p in bottom if p[1] >= cy + rim / 2] + \
        [p for p in reversed(ellipse_points(top, rx, ry)) if p[1] >= top[1]]
    _outlined(surface, bottom, darken(fill, 0.35), ink, lw)
    pygame.draw.polygon(surface, darken(fill, 0.35), side)
    _outlined(surface, ellipse_points(top, rx, ry), fill, ink, lw)
    pygame.draw.polygon(surface, lighten(fill, 0.25), ellipse_points(top, rx * 0.7, ry * 0.66), lw)
    pygame.draw.polygon(surface, lighten(fill, 0.5),
                        ellipse_points((top[0] - rx * 0.3, top[1] - ry * 0.3), rx * 0.18, ry * 0.14))


def _brush(surface: pygame.Surface, cx: float, cy: float, s: float, paint: RGB,
           ink: RGB) -> None:
    lw = max(1, round(s * 0.03))

    def along(t: float, w: float) -> tuple[float, float]:  # axis from bottom-left to top-right
        return (cx + (t - 0.45) * 0.85 * s + w * 0.75 * s, cy - (t - 0.5) * 0.85 * s + w * 0.75 * s)

    swoosh = [(cx - 0.48 * s + i * 0.05 * s, cy + 0.3 * s - 0.09 * s * math.sin(i / 3.2))
              for i in range(20)]
    for p in (swoosh[0], swoosh[-1]):
        pygame.draw.circle(surface, darken(paint, 0.3), (round(p[0]), round(p[1])), round(0.08 * s))
        pygame.draw.circle(surface, paint, (round(p[0]), round(p[1])), round(0.065 * s))
    pygame.draw.lines(surface, darken(paint, 0.3), False, swoosh, round(0.16 * s))
    pygame.draw.lines(surface, paint, False, swoosh, round(0.13 * s))
    handle = [along(0.0, -0.03), along(0.55, -0.05), along(0.55, 0.05), along(0.0, 0.03)]
    _outlined(surface, handle, (176, 116, 62), ink, lw)
    ferrule = [along(0.55, -0.07), along(0.72, -0.07), along(0.72, 0.07), along(0.55, 0.07)]
    _outlined(surface, ferrule, (196, 200, 210), ink, lw)
    tip = [along(0.72, -0.08), along(0.95, -0.05), along(1.08, 0.0), along(0.95, 0.05),
           along(0.72, 0.08)]
    _outlined(surface, tip, (70, 52, 40), ink, lw)
    pygame.draw.polygon(surface, paint, [along(0.88, -0.05), along(1.06, 0.0), along(0.88, 0.05)])


def _wild(surface: pygame.Surface, cx: float, cy: float, s: float, ink: RGB) -> None:
    r = 0.46 * s
    names = ("red", "yellow", "green", "blue")
    for q, name in enumerate(names):
        a0 = -math.pi / 2 + q * math.pi / 2
        pts = [(cx, cy)] + [(cx + r * math.cos(a0 + i * math.pi / 24),
                             cy + r * math.sin(a0 + i * math.pi / 24)) for i in range(13)]
        pygame.draw.polygon(surface, PALETTE[name].fill, pts)
    pygame.draw.circle(surface, ink, (round(cx), round(cy)), round(r), max(1, round(s * 0.035)))
    star = _star((cx, cy + 0.02 * s), r * 0.78)
    _outlined(surface, star, (255, 255, 255), ink, max(1, round(s * 0.03)))


def _skip(surface: pygame.Surface, cx: float, cy: float, s: float, colour_rgb: RGB) -> None:
    r, w = 0.4 * s, round(0.11 * s)
    pygame.draw.circle(surface, colour_rgb, (round(cx), round(cy)), round(r), w)
    d = (r - w / 2) * math.sqrt(0.5)
    pygame.draw.line(surface, colour_rgb, (cx - d, cy - d), (cx + d, cy + d), w)


def _exchange(surface: pygame.Surface, cx: float, cy: float, s: float, colour_rgb: RGB) -> None:
    """Two arrows passing each other: one card out, two in (Finale's Exchange)."""
    w, half, head = max(2, round(0.1 * s)), 0.38 * s, 0.16 * s
    for dy, sign in ((-0.15 * s, 1), (0.15 * s, -1)):
        y = cy + dy
        tip = cx + sign * half
        pygame.draw.line(surface, colour_rgb, (cx - sign * half, y), (tip - sign * head * 0.6, y), w)
        pygame.draw.polygon(surface, colour_rgb, [(tip, y), (tip - sign * head, y - head * 0.8),
                                                  (tip - sign * head, y + head * 0.8)])


def _paw(surface: pygame.Surface, cx: float, cy: float, s: float, ink: RGB) -> None:
    pygame.draw.polygon(surface, ink, ellipse_points((cx, cy + 0.14 * s), 0.3 * s, 0.25 * s))
    for i, (dx, dy) in enumerate(((-0.36, -0.1), (-0.14, -0.3), (0.14, -0.3), (0.36, -0.1))):
        pygame.draw.polygon(surface, ink, ellipse_points((cx + dx * s, cy + dy * s), 0.1 * s,
                                                   0.13 * s, (i - 1.5) * 0.3))


def draw_icon(surface: pygame.Surface, name: str, rect: pygame.Rect, fill: RGB,
              ink: RGB) -> None:
    """Draw icon ``name`` centred in ``rect``; ``fill`` is the card colour, ``ink`` outlines.

    Icons: cat, dog, cat_dog, wild, skip, exchange, disc_driver, disc_mid, disc_putter, brush, star, paw.
    Unknown names draw nothing, so new content never crashes the table.
    """
    s = float(min(rect.width, rect.height))
    cx, cy = rect.center
    if name == "cat":
        _cat(surface, cx, cy + 0.05 * s, s, ink)
    elif name == "dog":
        _dog(surface, cx, cy, s, ink)
    elif name == "cat_dog":
        _cat(surface, cx - 0.26 * s, cy + 0.05 * s, s * 0.62, ink)
        _dog(surface, cx + 0.24 * s, cy + 0.02 * s, s * 0.66, ink)
    elif name == "wild":
        _wild(surface, cx, cy, s, ink)
    elif name == "skip":
        _skip(surface, cx, cy, s, fill)
    elif name == "exchange":
        _exchange(surface, cx, cy, s, fill)
    elif name.startswith("disc"):
        _disc(surface, cx, cy, s, name, fill, ink)
    elif name == "brush":
        _brush(surface, cx, cy, s, fill, ink)
    elif name == "star":
        _outlined(surface, _star((cx, cy + 0.03 * s), 0.46 * s), (250, 204, 60), ink,
                  max(1, round(s * 0.03)))
    elif name == "paw":
        _paw(surface, cx, cy, s, ink)
