"""The bottom seat's hand at a rummy table: which cards it holds as far as the animation has got,
whether they show their faces (only to their owner), laid out sorted in the strip.

It wraps the common :class:`~game.ui.tables.common.hand.HandStrip` (which does focus, picking
and sprites) and adds what rummy needs: a sorted layout in narrower slots that keeps cards
already flying on course, backs for a hidden hand, and cards leaving for a mat or a pile; and the
two hand orders every rummy game offers (:func:`hand_order`).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping, Sequence

from game.core.rummy.melds import Face
from game.ui.draw.anim import CardSprite
from game.ui.draw.cards import CardFace
from game.ui.tables.common.hand import HandStrip

Slots = Callable[[int], list[tuple[int, int]]]


def hand_order(faces: Mapping[Hashable, Face], tail: Callable[[Face], int], by_colour: bool) -> Callable[[str], tuple]:
    """Hand order: by number (colours as tie-break) or, ``by_colour``, by colour (numbers as
    tie-break); the cards ``tail`` ranks above 0 (a game's wilds and specials) last, in its order."""
    def key(card: str) -> tuple:
        face = faces[card]
        if by_colour:
            return (tail(face), face.colour, face.number, card)
        return (tail(face), face.number, face.colour, card)
    return key


class RummyHand:
    """The cards of the seat at the bottom of the screen (faces only when it is the viewer's)."""

    def __init__(self, strip: HandStrip, faces: Mapping[str, CardFace], slots: Slots):
        self.strip, self.faces, self.slots = strip, faces, slots
        self.cards: list[str] = []
        self.face_up = False

    def show(self, cards: Sequence[str], face_up: bool) -> None:
        self.cards, self.face_up = list(cards), face_up

    def lay(self, order: Callable[[str], tuple], hidden_count: int, origin: tuple[int, int] | None = None) -> None:
        """Faces sorted by ``order`` for the owner, ``hidden_count`` backs for anyone else; new
        cards fly in from ``origin``, cards already flying keep going to their new slot."""
        if self.face_up:
            entries: list = [(card, self.faces[card]) for card in sorted(self.cards, key=order)]
        else:
            entries = [(("back", index), None) for index in range(hidden_count)]
        strip = self.strip
        strip.set_cards(entries, origin=origin, face_up=self.face_up)
        for sprite, slot in zip(strip.sprites, self.slots(len(strip.sprites))):
            tween = sprite.tweens.get("pos")
            if tween is not None and not tween.fired:
                tween.end = (float(slot[0]), float(slot[1]))
                if tween.done:
                    sprite.pos = tween.end
            elif sprite.pos != slot:
                sprite.move_to(slot, 0.3)

    def take(self, cards: Sequence[str]) -> list[CardSprite]:
        """Sprites for public ``cards`` leaving the hand, turned face up (any back stands in while
        the hand is hidden); the caller lays the rest again."""
        flying = self.strip.take_played(cards, self.faces, self.face_up)
        if self.face_up:
            for card in cards:
                if card in self.cards:
                    self.cards.remove(card)
        return flying

    def sweep(self) -> list[CardSprite]:
        """Every sprite of the strip, handed over (a new deal); the hand is empty after."""
        sprites, self.strip.sprites, self.cards = list(self.strip.sprites), [], []
        return sprites
