"""The half of a game's procedural card painter that every game does alike.

A face is painted at a legible native width (``MIN_NATIVE``) and smoothscaled to the
width it is shown at (texts that would be too small there are left out: see
``client.ui.shown_at``); each is cached by its key, width and language (and the text floor
where the painter sizes its texts by it). A game's ``CardPainter`` subclasses
:class:`CachedPainter` and supplies ``_paint(key, width)``.
"""

from __future__ import annotations

import pygame

from client.cache import SurfaceCache
from client.text import Text, fast
from client.ui import measuring, shown_at


class CachedPainter:
    MIN_NATIVE = 150  # px: the narrowest a face is painted at
    RATIO = 1.4  # a card's height over its width
    KEY_FLOOR = False  # the text floor is part of the cache key
    INK = (28, 22, 18)  # a face's rim and text

    def __init__(self, ui, text: Text):
        self.ui, self.text = ui, text
        self._cache = SurfaceCache()  # bounded by the pixels it holds (faces of every width)
        self.shown_w = self.MIN_NATIVE  # the width the card being painted is shown at

    def blit(self, surface, surf, pos, shadow=True) -> None:
        if shadow:
            from client.table_art import card_shadow

            w, h = surf.get_size()
            surface.blit(card_shadow(w, h), (pos[0] - 1, pos[1] + 1))
        surface.blit(surf, pos)

    def _cached(self, key, width: int) -> pygame.Surface:
        width = max(10, int(width))
        full = key + (width, self.ui.lang) + ((self.ui.text_floor(),) if self.KEY_FLOOR else ())
        surf = None if measuring() else self._cache.get(full)  # measuring: paint anew, noted
        if surf is None:
            native = max(width, self.MIN_NATIVE)
            self.shown_w = width
            with shown_at(width / native):
                big = self._paint(key, native)
            if native != width:
                big = pygame.transform.smoothscale(big, (width, int(round(width * self.RATIO))))
            surf = self._cache[full] = fast(big)
        return surf

    def _paint(self, key, width: int) -> pygame.Surface:
        raise NotImplementedError

    def _frame(self, surf, fill, edge=None) -> tuple[int, int, int]:
        """A face's rounded ground in ``fill`` with its rim (``edge``: ``INK``); (w, h, radius)."""
        w, h = surf.get_size()
        rad = max(4, w // 14)
        pygame.draw.rect(surf, fill, surf.get_rect(), border_radius=rad)
        pygame.draw.rect(surf, edge or self.INK, surf.get_rect(), max(2, w // 50), border_radius=rad)
        return w, h, rad
