"""The hand strip: the bottom seat's cards, focused with LEFT/RIGHT, picked with CONFIRM or a click.

Owned as a field by every card table (``self.hand = HandStrip(anim, back_deck)``). Games
with their own card size, slots or decks subclass it and override the hooks
(``card_size``, ``stagger``, ``slots``, ``deck_of``, ``toggle``)::

    hand = HandStrip(anim, "five_three_five")
    hand.set_cards([(card, faces[card]) for card in cards], origin=DECK_POS)   # dealt from the deck
    sprites = hand.take_played(cards, faces, face_up=True)   # they fly on, the rest close up
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from game.ui.draw import theme
from game.ui.draw.anim import Animator, CardSprite
from game.ui.draw.cards import CardFace
from game.ui.stage.input import InputEvent, Intent

HAND_Y = 930
HAND_WIDTH = 1240
CARD = (150, 210)


def hand_slots(count: int, centre_x: int = 960, y: int = HAND_Y, width: int = HAND_WIDTH,
               card_w: int = CARD[0]) -> list[tuple[int, int]]:
    """Card centres for a hand of ``count``, overlapping more as it grows."""
    if count <= 0:
        return []
    step = min(card_w + 12, (width - card_w) / max(1, count - 1)) if count > 1 else 0
    left = centre_x - step * (count - 1) / 2
    return [(int(left + index * step), y) for index in range(count)]


class HandStrip:
    """The acting player's hand: focus with LEFT/RIGHT, select with CONFIRM or a click."""

    card_size = CARD
    stagger = 0.04       # seconds between cards when a hand is dealt

    def __init__(self, anim: Animator, back_deck: str):
        self.anim, self.back_deck = anim, back_deck
        self.sprites: list[CardSprite] = []
        self.focus = 0
        self.active = True            # the focus zone is the hand

    @property
    def selected(self) -> list[Any]:
        return [sprite.tag for sprite in self.sprites if sprite.selected]

    def clear_selection(self) -> None:
        for sprite in self.sprites:
            sprite.selected = False

    def slots(self, count: int) -> list[tuple[int, int]]:
        return hand_slots(count)

    def deck_of(self, face: CardFace | None) -> str:
        """Which back a card shows (games with two decks in one hand override this)."""
        return self.back_deck

    def set_cards(self, cards: Sequence[tuple[Any, CardFace]], origin: Any = None,
                  face_up: bool = True) -> None:
        """Show these cards; cards already shown glide to their new slot, new ones fly from ``origin``
        (a point, or a dict deck -> point when each deck has its own stack)."""
        old = {}
        for sprite in self.sprites:
            old.setdefault(sprite.tag, []).append(sprite)
        keep_selected = {sprite.tag for sprite in self.sprites if sprite.selected}
        new_sprites = []
        for index, ((tag, face), slot) in enumerate(zip(cards, self.slots(len(cards)))):
            reuse = old.get(tag)
            if reuse:
                sprite = reuse.pop()
                sprite.face = face
                sprite.move_to(slot, 0.3)
            else:
                deck = self.deck_of(face)
                start = origin.get(deck) if isinstance(origin, dict) else origin
                sprite = CardSprite(face=face, back_deck=deck, pos=start or slot, size=self.card_size,
                                    flip=0.0 if origin else (1.0 if face_up else 0.0), tag=tag)
                self.anim.add(sprite)
                sprite.move_to(slot, 0.45, delay=self.stagger * index)
                if origin and face_up:
                    sprite.flip_to(True, 0.3, delay=self.stagger * index + 0.2)
            sprite.z = 100 + index
            sprite.selected = tag in keep_selected and sprite.selected
            new_sprites.append(sprite)
        for leftovers in old.values():
            for sprite in leftovers:
                self.anim.remove(sprite)
        self.sprites = new_sprites
        self.focus = min(self.focus, max(0, len(self.sprites) - 1))

    def take(self, tag: Any) -> CardSprite | None:
        """Remove one card sprite (it stays animated) so a scene can fly it elsewhere."""
        for sprite in self.sprites:
            if sprite.tag == tag:
                self.sprites.remove(sprite)
                sprite.selected = False
                return sprite
        return None

    def handle(self, event: InputEvent) -> bool:
        if event.intent in (Intent.POINT, Intent.CLICK):
            for index in range(len(self.sprites) - 1, -1, -1):
                if self.sprites[index].rect.collidepoint(event.pos):
                    self.focus = index
                    if event.intent is Intent.CLICK:
                        self.toggle(index)
                    return True
            return False
        if not self.active or not self.sprites:
            return False
        if event.intent is Intent.LEFT:
            self.focus = (self.focus - 1) % len(self.sprites)
        elif event.intent is Intent.RIGHT:
            self.focus = (self.focus + 1) % len(self.sprites)
        elif event.intent is Intent.CONFIRM:
            self.toggle(self.focus)
        else:
            return False
        return True

    def toggle(self, index: int) -> None:
        sprite = self.sprites[index]
        sprite.selected = not sprite.selected

    def refresh_highlights(self, playable: Callable[[Any], bool] | None = None) -> None:
        for index, sprite in enumerate(self.sprites):
            if self.active and index == self.focus:
                sprite.highlight = theme.ACCENT
            elif playable is not None and playable(sprite.tag):
                sprite.highlight = (120, 200, 255)
            else:
                sprite.highlight = None

    def take_played(self, cards: Sequence[Any], faces: Mapping[Any, CardFace], face_up: bool) -> list[CardSprite]:
        """Sprites for public ``cards`` leaving the strip, turned face up, ready to fly on.

        With the hand hidden (hot-seat hand-over) any back stands in for the card played;
        with no sprite left a new one starts from the middle of the strip.
        """
        flying = []
        for card in cards:
            sprite = self.take(card) if face_up else (self.sprites.pop() if self.sprites else None)
            if sprite is None:
                sprite = self.anim.add(CardSprite(back_deck=self.back_deck, pos=(960, HAND_Y), size=CARD, flip=0.0))
            sprite.face, sprite.tag, sprite.selected, sprite.highlight = faces[card], card, False, None
            if sprite.flip < 1:
                sprite.flip_to(True, 0.3, delay=0.05)
            flying.append(sprite)
        return flying
