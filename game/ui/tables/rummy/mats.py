"""Rummy group mats: the mats themselves (laid groups, or a requirement's empty slots), the
card sprites on them (:class:`GroupSprites`), and the hit targets a selected card lights
(:class:`Target`, :func:`hit_rect`, :class:`MatArt.lit`).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Generic, TypeVar

import pygame

from game.ui.draw import theme
from game.ui.draw.anim import Animator, CardSprite
from game.ui.draw.cards import CardFace, CardRenderer
from game.ui.draw.text import Text
from game.ui.tables.rummy.layout import GroupSpot
from game.ui.tables.rummy.pods import LIT
from game.ui.tables.rummy.view import GroupView

A = TypeVar("A")
Placement = Callable[[int], tuple[Sequence[GroupView], Sequence[GroupSpot]]]


@dataclass
class Target(Generic[A]):
    """Somewhere on the table the player can click (or pick with the arrows) to act."""

    rect: pygame.Rect
    action: A
    kind: str            # "draw", "discard", "group" or a game's own ("save")
    end: str = ""        # a two-ended group: "low" or "high"


def hit_rect(mat: pygame.Rect, end: str, both_ends: bool) -> pygame.Rect:
    """Where a hit lands: the whole mat, or (a card that fits either end of a run) the left half
    for the low end and the right half for the high end."""
    if not both_ends:
        return mat.copy()
    half = mat.width // 2
    if end == "low":
        return pygame.Rect(mat.left, mat.top, half, mat.height)
    return pygame.Rect(mat.left + half, mat.top, mat.width - half, mat.height)


def pile_rect(pos: tuple[int, int], pile: tuple[int, int]) -> pygame.Rect:
    rect = pygame.Rect(0, 0, pile[0] + 16, pile[1] + 16)
    rect.center = pos
    return rect


class MatArt:
    """Paints group mats and the ring around a lit target."""

    def __init__(self, text: Text, cards: CardRenderer, low_band: int = 600):
        self.text, self.cards = text, cards
        self.low_band = low_band     # mats below this y carry their "Hit here" tag on top
        self.captions: list[pygame.Rect] = []   # where captions were painted (the tags keep off them)

    def forget_captions(self) -> None:
        """Called before the mats are painted afresh: the captions painted so far are gone."""
        self.captions.clear()

    def mats(self, surface: pygame.Surface, spots: Sequence[GroupSpot], captions: Sequence[str] = (),
             ghost: bool = False, ghost_words: Sequence[str] = ()) -> None:
        """Group mats. ``ghost``: nothing laid yet - show the empty slots (with ``captions``) or,
        in a pod, just what each group needs (``ghost_words``)."""
        cards, text = self.cards, self.text
        wide = [index for index, (caption, spot) in enumerate(zip(captions, spots))
                if text.font(32, "condensed").size(caption)[0] > spot.mat.width - 22]
        if wide and all(": " in caption for caption in captions):   # one too wide: all lose "Group N:", alike
            captions = [caption.split(": ", 1)[1] for caption in captions]
        for index, spot in enumerate(spots):
            pygame.draw.rect(surface, (8, 40, 30), spot.mat, border_radius=14)
            pygame.draw.rect(surface, (64, 120, 96), spot.mat, width=2, border_radius=14)
            if index < len(captions) and captions[index]:
                self.caption(surface, captions[index], spot.mat)
            if ghost and captions:
                blank = cards.blank(spot.size)
                surface.fblits([(blank, blank.get_rect(center=c)) for c in spot.centres])
            elif ghost and index < len(ghost_words):
                self.ghost_words(surface, ghost_words[index], spot.mat)

    def caption(self, surface: pygame.Surface, caption: str, mat: pygame.Rect) -> None:
        """A mat's caption in its top-left corner, inside the mat, a step smaller when too wide (at
        the TV text size never below what the normal size would draw). ``mats`` has already taken
        "Group N: " off every caption of the row when one of them was too wide."""
        text, room = self.text, pygame.Rect(mat.left + 14, mat.top, mat.width - 22, mat.height)
        size, style = text.fit(caption, 32, room.width, "condensed", smallest=text.floor(24))
        self.captions.append(
            text.blit(surface, caption, size, theme.INK_DIM, (room.left, room.top + 4), "topleft", style, box=room))

    def ghost_words(self, surface: pygame.Surface, words: str, mat: pygame.Rect) -> None:
        """What an empty mat needs, centred on it: on two lines or more when one is wider than the
        mat (a long requirement, or the TV text size), smaller only when even those cannot fit."""
        text, room = self.text, mat.inflate(-16, -8)
        size = 32
        lines = text.wrap(words, size, room.width, "condensed")
        pitch = text.font(size, "condensed").get_linesize()
        while size > 18 and (len(lines) * pitch > room.height or
                             max(text.font(size, "condensed").size(line)[0] for line in lines) > room.width):
            size -= 2
            lines = text.wrap(words, size, room.width, "condensed")
            pitch = text.font(size, "condensed").get_linesize()
        top = mat.centery - len(lines) * pitch // 2
        for row, line in enumerate(lines):
            centre = (mat.centerx, top + row * pitch + pitch // 2) if len(lines) > 1 else mat.center
            text.blit(surface, line, size, (120, 160, 140), centre, "center", "condensed", box=room)

    def lit(self, surface: pygame.Surface, rect: pygame.Rect, focused: bool, end: str = "",
            chip: bool = True) -> pygame.Rect | None:
        """A place a selected card can go: a green ring and a tag (which end, for a run); returns
        where the tag went. A mat low on the screen carries it on its top edge, right-aligned,
        in a shorter word when the full one would cover the mat's caption (at the TV text size)."""
        colour = theme.ACCENT if focused else LIT
        pygame.draw.rect(surface, colour, rect.inflate(12, 12), width=7 if focused else 5, border_radius=18)
        if not chip:
            return None
        words = {"low": "\u25c0 Low end", "high": "High end \u25b6"}.get(end, "Hit here")
        label = self.text.render(words, 32, theme.INK_DARK, "condensed")
        if rect.bottom > self.low_band:   # right-aligned on top, so the caption on the left stays readable
            tag = label.get_rect(midright=(rect.right - 18, rect.top + 4)).inflate(18, 4)
            if tag.collidelist(self.captions) >= 0:     # a narrow mat (the TV text size): the short word
                short = {"low": "\u25c0 Low", "high": "High \u25b6"}.get(end, "Hit")
                label = self.text.render(short, 32, theme.INK_DARK, "condensed")
                tag = label.get_rect(midright=(rect.right - 18, rect.top + 4)).inflate(18, 4)
        else:
            tag = label.get_rect(center=(rect.centerx, rect.bottom - 4)).inflate(18, 4)
        pygame.draw.rect(surface, colour, tag, border_radius=12)
        surface.blit(label, label.get_rect(center=tag.center))
        return tag


class GroupSprites:
    """The face-up card sprites of every laid group, kept on their mats.

    ``place(seat)`` gives that seat's groups and their spots. Cards arriving from a hand fly in
    (``lay(seat, flying)``) and are swapped for crisp sprites at the mat's card size on landing.
    """

    def __init__(self, anim: Animator, faces: Mapping[str, CardFace], deck: str, place: Placement,
                 fly: float = 0.42):
        self.anim, self.faces, self.deck, self.place, self.fly = anim, faces, deck, place, fly
        self.sprites: dict[str, CardSprite] = {}
        self.flying: set[str] = set()

    def lay(self, seat: int, flying: Sequence[CardSprite] = ()) -> None:
        """Every card of ``seat``'s groups to its slot; ``flying`` ones arrive from a hand."""
        groups, spots = self.place(seat)
        arriving = {sprite.tag: sprite for sprite in flying}
        for index, (group, spot) in enumerate(zip(groups, spots)):
            for position, (card, centre) in enumerate(zip(group.cards, spot.centres)):
                sprite = arriving.get(card)
                if sprite is not None:
                    self.sprites[card] = sprite
                    self.flying.add(card)
                    sprite.z = 300 + position
                    sprite.scale_to(spot.size[0] / sprite.size[0], self.fly)
                    sprite.move_to(centre, self.fly, on_done=lambda s=sprite, c=card: self._settle(s, c, seat))
                    continue
                if card in self.flying:
                    continue
                sprite = self.sprites.get(card)
                if sprite is None:
                    sprite = self.anim.add(CardSprite(face=self.faces[card], back_deck=self.deck, pos=centre,
                                                      size=spot.size, tag=card))
                    self.sprites[card] = sprite
                sprite.z, sprite.size = 20 + index * 20 + position, spot.size
                if sprite.pos != centre:
                    sprite.move_to(centre, 0.3)

    def _settle(self, sprite: CardSprite, card: str, seat: int) -> None:
        self.anim.remove(sprite)
        self.flying.discard(card)
        if self.sprites.get(card) is not sprite:
            return
        del self.sprites[card]
        self.lay(seat)

    def keep_only(self, wanted: set[str]) -> None:
        """Drop sprites of cards no longer on the table."""
        for card in [card for card in self.sprites if card not in wanted]:
            self.anim.remove(self.sprites.pop(card))
        self.flying &= wanted

    def take_all(self) -> list[CardSprite]:
        """Every group sprite, handed over (a new deal sweeps them away)."""
        sprites, self.sprites = list(self.sprites.values()), {}
        return sprites
