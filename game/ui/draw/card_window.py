"""What a card's window shows, laid out top to bottom: a flight, an icon, the big label, the
colour's symbol, the title, the subtitle and the value, drawings shrunk first, then text, to fit.

Painted by :class:`game.ui.draw.cards.CardRenderer` onto a supersampled card at scale ``u``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.ui.draw.card_art import paint_flight
from game.ui.draw.palette import colour, darken, draw_icon, luminance, mix, symbol, text_on

if TYPE_CHECKING:
    from game.ui.draw.cards import CardFace, CardRenderer

BOLD = "DejaVuSans-Bold.ttf"
CONDENSED = "DejaVuSansCondensed-Bold.ttf"
REGULAR = "DejaVuSans.ttf"


def _items(cards: CardRenderer, face: CardFace, name: str, width: int, u: float, k_label: float,
       k_text: float) -> list[tuple[str, object, float]]:
    """The window's contents as (kind, payload, height); text pre-rendered."""
    pal = colour(name)
    big_label = bool(face.label) and not (face.icon and face.title)
    items: list[tuple[str, object, float]] = []
    if face.flight:
        items.append(("flight", None, 72 * u))
    if face.icon and not face.icon.startswith("disc"):
        items.append(("icon", None, (46 if big_label else 70) * u))
    if big_label:
        px = (84 if not (face.title or face.icon) else 56 if face.title else 62) * u * k_label
        ink = mix(pal.fill, pal.ink, 0.2) if luminance(pal.fill) < 0.6 else pal.ink
        items.append(("label", cards.fit_lines(face.label, CONDENSED, px, 24 * u, width,
                                                ink, 1), 0))
    if cards.shows_symbol(face) and not face.label:   # else the corners carry it
        items.append(("symbol", None, 30 * u * k_label))
    texts = ((face.title, CONDENSED, 28, 18, pal.ink, 2), (face.subtitle, REGULAR, 17, 13,
             (60, 62, 70), 2), (face.value, BOLD, 22, 14, pal.ink, 1))
    for text, filename, px, low, ink, lines in texts:
        if text:
            items.append(("text", cards.fit_lines(text, filename, px * u * k_text,
                                                   low * u * k_text, width, ink, lines), 0))
    return items

def paint_window(cards: CardRenderer, big: pygame.Surface, face: CardFace, name: str, area: pygame.Rect,
             u: float) -> None:
    """Lay out the window's contents top to bottom, shrinking drawings, then text, to fit."""
    pal = colour(name)
    gap = 5 * u
    for k_label, k_text in ((1, 1), (0.85, 1), (0.7, 1), (0.6, 0.9), (0.55, 0.8), (0.5, 0.7)):
        items = _items(cards, face, name, area.width, u, k_label, k_text)
        fixed = sum(sum(s.get_height() for s in p) + gap * (len(p) - 1)
                    for k, p, _ in items if k in ("label", "text")) + \
            sum(h for k, _, h in items if k == "symbol")
        drawn = sum(h for k, _, h in items if k in ("flight", "icon"))
        room = area.height - fixed - gap * (len(items) - 1)
        if room >= drawn * 0.6:
            break
    shrink = max(0.45, min(1.0, room / drawn)) if drawn else 1.0
    total = fixed + drawn * shrink + gap * (len(items) - 1)
    y = area.centery - total / 2
    for kind, payload, h in items:
        if kind in ("label", "text"):
            for line in payload:
                if kind == "label" and luminance(pal.fill) < 0.6:  # drop shadow
                    shade = line.copy()
                    shade.fill((*darken(pal.fill, 0.5), 255), special_flags=pygame.BLEND_RGBA_MIN)
                    big.blit(shade, shade.get_rect(midtop=(area.centerx + round(2 * u),
                                                           round(y + 2.5 * u))))
                big.blit(line, line.get_rect(midtop=(area.centerx, round(y))))
                y += line.get_height() + gap
            continue
        h *= 1.0 if kind == "symbol" else shrink
        box = pygame.Rect(0, 0, round(min(area.width, h * 1.6)), round(h))
        box.midtop = (area.centerx, round(y))
        if kind == "flight":
            paint_flight(big, face.flight, box, pal.fill, pal.ink, u)
        elif kind == "icon":
            draw_icon(big, face.icon, box, pal.fill, pal.ink)
        else:
            pygame.draw.circle(big, pal.fill, box.center, round(h / 2))
            symbol(big, pal.symbol, box.center, h * 0.34, text_on(name))
        y += h + gap
