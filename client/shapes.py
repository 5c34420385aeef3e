"""Outlines of the shapes that tell colours apart without colour (colour-blind-safe gems).

Every game gives each of its colours its own shape: Virrey's gems and Krysis's crystals
both draw their outlines from here.

    >>> len(shape_points("diamond", 10))
    4
"""

from __future__ import annotations

import math

import pygame

SS = 4  # icons are drawn at 4x and smoothscaled down (antialiased)

SHAPES = ("diamond", "hexagon", "star", "drop", "triangle")


def shape_points(shape: str, n: float, inset: float = 0.0) -> list[tuple[float, float]]:
    """The outline of a gem shape in an n x n box (``inset`` shrinks it, for the facet)."""
    k = 1 - 2 * inset
    o = inset * n

    def sc(pts):
        return [(o + x * n * k, o + y * n * k) for x, y in pts]

    if shape == "diamond":
        return sc([(0.5, 0.02), (0.95, 0.5), (0.5, 0.98), (0.05, 0.5)])
    if shape == "hexagon":
        return sc(
            [
                (0.5 + 0.47 * math.cos(math.radians(a)), 0.5 + 0.47 * math.sin(math.radians(a)))
                for a in range(-90, 270, 60)
            ]
        )
    if shape == "star":
        pts = []
        for i in range(10):
            r = 0.49 if i % 2 == 0 else 0.21
            a = math.radians(-90 + i * 36)
            pts.append((0.5 + r * math.cos(a), 0.54 + r * math.sin(a)))
        return sc(pts)
    if shape == "triangle":
        return sc([(0.5, 0.04), (0.97, 0.92), (0.03, 0.92)])
    # drop: a circle with a point on top
    pts = [(0.5, 0.03)]
    for i in range(31):
        a = math.radians(-35.9 + i * (251.8 / 30))
        pts.append((0.5 + 0.35 * math.cos(a), 0.62 + 0.35 * math.sin(a)))
    return sc(pts)


def cached_icon(cache, key, n: int, paint) -> pygame.Surface:
    """The icon ``key`` from ``cache`` (a dict or ``client.cache.SurfaceCache``), else
    ``paint(surface, size)`` on an ``n*SS`` square surface, smoothscaled to ``n`` and kept."""
    surf = cache.get(key)
    if surf is None:
        big = pygame.Surface((n * SS, n * SS), pygame.SRCALPHA)
        paint(big, n * SS)
        surf = pygame.transform.smoothscale(big, (n, n))
        if pygame.display.get_init() and pygame.display.get_surface() is not None:
            surf = surf.convert_alpha()
        if isinstance(cache, dict) and len(cache) > 3000:
            cache.clear()
        cache[key] = surf
    return surf
