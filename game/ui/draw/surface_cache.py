"""A byte-bounded cache of surfaces for the module-level picture caches (panels, veils, turned
cards): least recently used goes first once the pictures held pass a budget in bytes.

A count limit alone does not bound memory: one full-screen panel is 8 MB, a small one 40 kB, so
"at most 200 panels" could be 1.6 GB. An entry may be one surface or a tuple of surfaces (a
rotation cache keeps its source beside the frame); all of them count. :func:`clear_all` empties
every one of them (the kiosk does, between demos, so what one game drew is not kept for the next).
"""

from __future__ import annotations

import weakref
from collections import OrderedDict
from collections.abc import Hashable, Iterator
from typing import Generic, TypeVar

import pygame

V = TypeVar("V", pygame.Surface, tuple)
_ALL: weakref.WeakSet = weakref.WeakSet()


def surface_bytes(value: pygame.Surface | tuple) -> int:
    """Pixel bytes of a surface (or of each surface in a tuple); subsurfaces share a parent's."""
    surfaces = value if isinstance(value, tuple) else (value,)
    return sum(s.get_width() * s.get_height() * s.get_bytesize() for s in surfaces
               if isinstance(s, pygame.Surface) and s.get_parent() is None)


class SurfaceCache(Generic[V]):
    """``cache.get(key)`` / ``cache[key] = surface``, holding at most ``max_bytes`` of pixels
    (and always the newest entry, however large)."""

    def __init__(self, max_bytes: int) -> None:
        self.max_bytes = max_bytes
        self.bytes = 0
        self._items: OrderedDict[Hashable, V] = OrderedDict()
        _ALL.add(self)

    def get(self, key: Hashable, default: V | None = None) -> V | None:
        value = self._items.get(key)
        if value is None:
            return default
        self._items.move_to_end(key)
        return value

    def __setitem__(self, key: Hashable, value: V) -> None:
        old = self._items.pop(key, None)
        if old is not None:
            self.bytes -= surface_bytes(old)
        self._items[key] = value
        self.bytes += surface_bytes(value)
        while self.bytes > self.max_bytes and len(self._items) > 1:
            _key, evicted = self._items.popitem(last=False)
            self.bytes -= surface_bytes(evicted)

    def __contains__(self, key: Hashable) -> bool:
        return key in self._items

    def __len__(self) -> int:
        return len(self._items)

    def values(self) -> Iterator[V]:
        return iter(list(self._items.values()))

    def clear(self) -> None:
        self._items.clear()
        self.bytes = 0


def clear_all() -> None:
    """Empty every surface cache there is."""
    for cache in list(_ALL):
        cache.clear()
