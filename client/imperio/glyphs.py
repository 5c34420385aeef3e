"""Procedural icons: crown, imperial crown, hourglass, calendar, crossed swords, star.

Each is drawn at 4x in unit coordinates and smoothscaled down (antialiased),
then cached per (kind, size, colour).
"""

from __future__ import annotations

import math

import pygame

SS = 4  # supersampling factor
INK = (40, 28, 18)
GOLD = (214, 166, 40)
_CACHE: dict[tuple, pygame.Surface] = {}


def _pts(points, n):
    return [(x * n, y * n) for x, y in points]


def _crown(s, n, colour):
    body = [(0.1, 0.82), (0.06, 0.28), (0.3, 0.52), (0.5, 0.16), (0.7, 0.52), (0.94, 0.28), (0.9, 0.82)]
    pygame.draw.polygon(s, colour, _pts(body, n))
    pygame.draw.polygon(s, INK, _pts(body, n), max(1, n // 14))
    pygame.draw.rect(s, colour, (0.1 * n, 0.72 * n, 0.8 * n, 0.16 * n))
    pygame.draw.rect(s, INK, (0.1 * n, 0.72 * n, 0.8 * n, 0.16 * n), max(1, n // 14))
    for x, y in ((0.06, 0.24), (0.5, 0.12), (0.94, 0.24)):
        pygame.draw.circle(s, colour, (x * n, y * n), n * 0.08)
        pygame.draw.circle(s, INK, (x * n, y * n), n * 0.08, max(1, n // 18))


def _emperor(s, n, colour):
    w = max(1, n // 14)
    pygame.draw.ellipse(s, colour, (0.16 * n, 0.3 * n, 0.68 * n, 0.7 * n))
    pygame.draw.ellipse(s, INK, (0.16 * n, 0.3 * n, 0.68 * n, 0.7 * n), w)
    pygame.draw.rect(s, (0, 0, 0, 0), (0, 0.66 * n, n, n))
    pygame.draw.rect(s, GOLD, (0.1 * n, 0.62 * n, 0.8 * n, 0.24 * n))
    pygame.draw.rect(s, INK, (0.1 * n, 0.62 * n, 0.8 * n, 0.24 * n), w)
    pygame.draw.line(s, GOLD, (0.5 * n, 0.32 * n), (0.5 * n, 0.62 * n), max(2, n // 10))
    pygame.draw.rect(s, GOLD, (0.44 * n, 0.04 * n, 0.12 * n, 0.3 * n))
    pygame.draw.rect(s, GOLD, (0.36 * n, 0.11 * n, 0.28 * n, 0.1 * n))
    pygame.draw.rect(s, INK, (0.44 * n, 0.04 * n, 0.12 * n, 0.3 * n), max(1, n // 20))
    for x in (0.25, 0.5, 0.75):
        pygame.draw.circle(s, (190, 30, 40), (x * n, 0.74 * n), n * 0.05)


def _hourglass(s, n, colour):
    w = max(1, n // 14)
    top = [(0.24, 0.14), (0.76, 0.14), (0.52, 0.5), (0.48, 0.5)]
    bottom = [(0.48, 0.5), (0.52, 0.5), (0.78, 0.86), (0.22, 0.86)]
    pygame.draw.polygon(s, (250, 244, 226), _pts(top, n))
    pygame.draw.polygon(s, colour, _pts([(0.36, 0.32), (0.64, 0.32), (0.5, 0.5)], n))
    pygame.draw.polygon(s, colour, _pts([(0.5, 0.56), (0.74, 0.86), (0.26, 0.86)], n))
    pygame.draw.polygon(s, INK, _pts(top, n), w)
    pygame.draw.polygon(s, INK, _pts(bottom, n), w)
    for y in (0.06, 0.86):
        pygame.draw.rect(s, INK, (0.14 * n, y * n, 0.72 * n, 0.09 * n), border_radius=n // 20)


def _calendar(s, n, colour):
    w = max(1, n // 14)
    body = pygame.Rect(0.1 * n, 0.18 * n, 0.8 * n, 0.72 * n)
    pygame.draw.rect(s, (250, 244, 226), body, border_radius=n // 12)
    pygame.draw.rect(
        s, colour, (body.x, body.y, body.w, 0.2 * n), border_top_left_radius=n // 12, border_top_right_radius=n // 12
    )
    pygame.draw.rect(s, INK, body, w, border_radius=n // 12)
    for x in (0.3, 0.7):
        pygame.draw.line(s, INK, (x * n, 0.08 * n), (x * n, 0.28 * n), max(2, n // 10))
    for row in range(2):
        for col in range(3):
            pygame.draw.rect(s, INK, ((0.22 + col * 0.2) * n, (0.5 + row * 0.18) * n, 0.13 * n, 0.1 * n))


def _swords(s, n, colour):
    w = max(2, n // 9)
    blades = (
        ((0.14, 0.14), (0.84, 0.84), (0.6, 0.8), (0.8, 0.6)),
        ((0.86, 0.14), (0.16, 0.84), (0.2, 0.6), (0.4, 0.8)),
    )
    for tip, hilt, g1, g2 in blades:
        pygame.draw.line(s, colour, _pts([tip], n)[0], _pts([hilt], n)[0], w)
        pygame.draw.line(s, colour, _pts([g1], n)[0], _pts([g2], n)[0], w)
        pygame.draw.circle(s, colour, _pts([hilt], n)[0], n * 0.08)


def _star(s, n, colour):
    pts = []
    for i in range(10):
        r = 0.48 if i % 2 == 0 else 0.2
        ang = -math.pi / 2 + i * math.pi / 5
        pts.append((0.5 + r * math.cos(ang), 0.52 + r * math.sin(ang)))
    pygame.draw.polygon(s, colour, _pts(pts, n))
    pygame.draw.polygon(s, INK, _pts(pts, n), max(1, n // 16))


_DRAW = {
    "crown": _crown,
    "emperor": _emperor,
    "hourglass": _hourglass,
    "calendar": _calendar,
    "swords": _swords,
    "star": _star,
}
CRITERION_GLYPH = {"crowns": "crown", "years": "hourglass", "period": "calendar"}


def glyph(kind: str, size: int, colour=GOLD) -> pygame.Surface:
    """A ``size`` x ``size`` antialiased icon."""
    size = max(4, int(size))
    key = (kind, size, tuple(colour))
    surf = _CACHE.get(key)
    if surf is None:
        n = size * SS
        big = pygame.Surface((n, n), pygame.SRCALPHA)
        _DRAW[kind](big, n, colour)
        surf = _CACHE[key] = pygame.transform.smoothscale(big, (size, size))
    return surf
