"""Krysis's crystals and relic backs as icons, told apart by shape as well as colour.

red = hexagon (worth 3), blue = diamond (2), white = triangle (1); a face-down relic is a
small card back with a star. Icons are drawn at 4x and smoothscaled (antialiased), cached
per (kind, size).

    >>> crystal("red", 24).get_size()
    (24, 24)
"""

from __future__ import annotations

import pygame

from client.cache import SurfaceCache
from client.shapes import cached_icon, shape_points
from rules.krysis.goods import COLOURS

INK = (30, 26, 34)
RGB = {"red": (206, 44, 56), "blue": (48, 104, 214), "white": (232, 232, 240)}
LIGHT = {"red": (255, 150, 150), "blue": (150, 190, 255), "white": (255, 255, 255)}
SHAPES = {"red": "hexagon", "blue": "diamond", "white": "triangle"}
VALUE = {"red": 3, "blue": 2, "white": 1}
_CACHE = SurfaceCache(max_bytes=4 * 1024 * 1024)


def colour_name(c) -> str:
    return COLOURS[c] if isinstance(c, int) else c


def _finish(key, n: int, paint) -> pygame.Surface:
    return cached_icon(_CACHE, key, n, paint)


def crystal(colour, size: int) -> pygame.Surface:
    """A crystal of ``colour`` (name or index in ``COLOURS``) in its own shape."""
    colour = colour_name(colour)
    size = max(6, int(size))

    def paint(s, n):
        shape = SHAPES[colour]
        pts = shape_points(shape, n)
        pygame.draw.polygon(s, RGB[colour], pts)
        pygame.draw.polygon(s, LIGHT[colour], shape_points(shape, n, 0.24), max(1, n // 18))
        pygame.draw.polygon(s, INK, pts, max(2, n // 14))

    return _finish(("crystal", colour, size), size, paint)


def relic_back(size: int) -> pygame.Surface:
    """A face-down relic: a small card back (taller than wide) with a star."""
    size = max(8, int(size))

    def paint(s, n):
        r = pygame.Rect(int(n * 0.16), int(n * 0.02), int(n * 0.68), int(n * 0.96))
        pygame.draw.rect(s, (92, 64, 140), r, border_radius=n // 10)
        pygame.draw.rect(s, (230, 200, 120), r.inflate(-n // 8, -n // 8), max(2, n // 24), border_radius=n // 14)
        star = [(x * n * 0.5 + n * 0.25, y * n * 0.5 + n * 0.25) for x, y in shape_points("star", 1)]
        pygame.draw.polygon(s, (240, 210, 120), star)
        pygame.draw.rect(s, INK, r, max(2, n // 20), border_radius=n // 10)

    return _finish(("relic_back", size), size, paint)
