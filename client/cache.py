"""A bounded cache of rendered surfaces: least recently used first out, by pixel bytes.

Card painters cache a face per (card, width): a card flying across the table is asked for
at a new width every frame, so a plain dict grows by megabytes a minute. ``SurfaceCache``
keeps the same ``get`` / ``[key] = value`` interface and drops the least recently used
entries once the pixels it holds pass ``max_bytes``.

    >>> cache = SurfaceCache(max_bytes=100 * 100 * 4)
    >>> cache["a"] = pygame.Surface((100, 100), pygame.SRCALPHA)
    >>> cache["b"] = pygame.Surface((10, 10), pygame.SRCALPHA)  # "a" goes
    >>> "a" in cache, "b" in cache
    (False, True)
"""

from __future__ import annotations

import sys
from collections import OrderedDict
from typing import Any

import pygame

MB = 1024 * 1024


def surface_bytes(value: Any) -> int:
    """Pixel bytes of a surface, or of the surfaces in a tuple (e.g. (surface, geometry))."""
    if isinstance(value, pygame.Surface):
        return value.get_width() * value.get_height() * value.get_bytesize()
    if isinstance(value, tuple):
        return sum(surface_bytes(v) for v in value if isinstance(v, pygame.Surface))
    return 0


class SurfaceCache:
    # 16 MB: a 4-seat Virrey table at 1600x900 filled 32 MB, the most of its memory
    # (client.bench's peak 218 MB against the 200 MB target; 203 MB at 16 MB, frames as fast)
    def __init__(self, max_bytes: int = 16 * MB):
        self.max_bytes = max_bytes
        self.bytes = 0
        self._items: OrderedDict = OrderedDict()

    def get(self, key, default=None):
        value = self._items.get(key, default)
        if key in self._items:
            self._items.move_to_end(key)
        return value

    def __getitem__(self, key):
        value = self._items[key]
        self._items.move_to_end(key)
        return value

    def __setitem__(self, key, value) -> None:
        if key in self._items:
            self.bytes -= surface_bytes(self._items.pop(key))
        self._items[key] = value
        self.bytes += surface_bytes(value)
        while self.bytes > self.max_bytes and len(self._items) > 1:
            _, old = self._items.popitem(last=False)
            self.bytes -= surface_bytes(old)

    def __contains__(self, key) -> bool:
        return key in self._items

    def __len__(self) -> int:
        return len(self._items)

    def values(self):
        return self._items.values()

    def pop(self, key, default=None):
        if key not in self._items:
            return default
        value = self._items.pop(key)
        self.bytes -= surface_bytes(value)
        return value

    def clear(self) -> None:
        self._items.clear()
        self.bytes = 0


def _malloc_trim():
    if not sys.platform.startswith("linux"):
        return None
    try:
        import ctypes

        return ctypes.CDLL("libc.so.6").malloc_trim
    except (OSError, AttributeError):  # not glibc
        return None


_MALLOC_TRIM = _malloc_trim()


def trim_heap() -> None:
    """Hand the C heap's free pages back to the system (glibc). A discarded scene's pixels
    are freed into the heap, and glibc keeps such pages for the life of the process unless
    asked: after a few games that is most of the resident memory."""
    if _MALLOC_TRIM is not None:
        _MALLOC_TRIM(0)
