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
    body = [(.1, .82), (.06, .28), (.3, .52), (.5, .16), (.7, .52), (.94, .28), (.9, .82)]
    pygame.draw.polygon(s, colour, _pts(body, n))
    pygame.draw.polygon(s, INK, _pts(body, n), max(1, n // 14))
    pygame.draw.rect(s, colour, (.1 * n, .72 * n, .8 * n, .16 * n))
    pygame.draw.rect(s, INK, (.1 * n, .72 * n, .8 * n, .16 * n), max(1, n // 14))
    for x, y in ((.06, .24), (.5, .12), (.94, .24)):
        pygame.draw.circle(s, colour, (x * n, y * n), n * .08)
        pygame.draw.circle(s, INK, (x * n, y * n), n * .08, max(1, n // 18))


def _emperor(s, n, colour):
    w = max(1, n // 14)
    pygame.draw.ellipse(s, colour, (.16 * n, .3 * n, .68 * n, .7 * n))
    pygame.draw.ellipse(s, INK, (.16 * n, .3 * n, .68 * n, .7 * n), w)
    pygame.draw.rect(s, (0, 0, 0, 0), (0, .66 * n, n, n))
    pygame.draw.rect(s, GOLD, (.1 * n, .62 * n, .8 * n, .24 * n))
    pygame.draw.rect(s, INK, (.1 * n, .62 * n, .8 * n, .24 * n), w)
    pygame.draw.line(s, GOLD, (.5 * n, .32 * n), (.5 * n, .62 * n), max(2, n // 10))
    pygame.draw.rect(s, GOLD, (.44 * n, .04 * n, .12 * n, .3 * n))
    pygame.draw.rect(s, GOLD, (.36 * n, .11 * n, .28 * n, .1 * n))
    pygame.draw.rect(s, INK, (.44 * n, .04 * n, .12 * n, .3 * n), max(1, n // 20))
    for x in (.25, .5, .75):
        pygame.draw.circle(s, (190, 30, 40), (x * n, .74 * n), n * .05)


def _hourglass(s, n, colour):
    w = max(1, n // 14)
    top = [(.24, .14), (.76, .14), (.52, .5), (.48, .5)]
    bottom = [(.48, .5), (.52, .5), (.78, .86), (.22, .86)]
    pygame.draw.polygon(s, (250, 244, 226), _pts(top, n))
    pygame.draw.polygon(s, colour, _pts([(.36, .32), (.64, .32), (.5, .5)], n))
    pygame.draw.polygon(s, colour, _pts([(.5, .56), (.74, .86), (.26, .86)], n))
    pygame.draw.polygon(s, INK, _pts(top, n), w)
    pygame.draw.polygon(s, INK, _pts(bottom, n), w)
    for y in (.06, .86):
        pygame.draw.rect(s, INK, (.14 * n, y * n, .72 * n, .09 * n), border_radius=n // 20)


def _calendar(s, n, colour):
    w = max(1, n // 14)
    body = pygame.Rect(.1 * n, .18 * n, .8 * n, .72 * n)
    pygame.draw.rect(s, (250, 244, 226), body, border_radius=n // 12)
    pygame.draw.rect(s, colour, (body.x, body.y, body.w, .2 * n), border_top_left_radius=n // 12,
                     border_top_right_radius=n // 12)
    pygame.draw.rect(s, INK, body, w, border_radius=n // 12)
    for x in (.3, .7):
        pygame.draw.line(s, INK, (x * n, .08 * n), (x * n, .28 * n), max(2, n // 10))
    for row in range(2):
        for col in range(3):
            pygame.draw.rect(s, INK, ((.22 + col * .2) * n, (.5 + row * .18) * n, .13 * n, .1 * n))


def _swords(s, n, colour):
    w = max(2, n // 9)
    blades = (((.14, .14), (.84, .84), (.6, .8), (.8, .6)),
              ((.86, .14), (.16, .84), (.2, .6), (.4, .8)))
    for tip, hilt, g1, g2 in blades:
        pygame.draw.line(s, colour, _pts([tip], n)[0], _pts([hilt], n)[0], w)
        pygame.draw.line(s, colour, _pts([g1], n)[0], _pts([g2], n)[0], w)
        pygame.draw.circle(s, colour, _pts([hilt], n)[0], n * .08)


def _star(s, n, colour):
    pts = []
    for i in range(10):
        r = .48 if i % 2 == 0 else .2
        ang = -math.pi / 2 + i * math.pi / 5
        pts.append((.5 + r * math.cos(ang), .52 + r * math.sin(ang)))
    pygame.draw.polygon(s, colour, _pts(pts, n))
    pygame.draw.polygon(s, INK, _pts(pts, n), max(1, n // 16))


_DRAW = {"crown": _crown, "emperor": _emperor, "hourglass": _hourglass, "calendar": _calendar,
         "swords": _swords, "star": _star}
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
