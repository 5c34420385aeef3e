"""Procedural icons for Virrey: colour-blind-safe gems and the token kinds.

Every gem colour has its own SHAPE, used everywhere (cards, screens, reserve,
buttons, sections): blue = drop, red = diamond, green = hexagon, yellow = star.
Icons are drawn at 4x and smoothscaled down (antialiased), cached per key.
"""

from __future__ import annotations

import math

import pygame

from client.shapes import cached_icon, shape_points
from rules.virrey.tokens import COLOURS

INK = (34, 26, 18)
GEM_RGB = {"blue": (52, 112, 224), "red": (212, 48, 52), "green": (40, 158, 74), "yellow": (240, 192, 30)}
GEM_LIGHT = {"blue": (150, 190, 255), "red": (255, 150, 140), "green": (150, 230, 160), "yellow": (255, 240, 160)}
SHAPES = {"blue": "drop", "red": "diamond", "green": "hexagon", "yellow": "star"}
GOLD = (214, 166, 40)
MAGIC = (128, 60, 176)
SCIENCE = (24, 140, 150)
DEFENSE = (70, 100, 140)
ATTACK = (176, 36, 36)
_CACHE: dict[tuple, pygame.Surface] = {}


def colour_name(c) -> str:
    return COLOURS[c] if isinstance(c, int) else c


def _draw_gem(s: pygame.Surface, colour: str, n: int, outline=True) -> None:
    shape = SHAPES[colour]
    pts = shape_points(shape, n)
    pygame.draw.polygon(s, GEM_RGB[colour], pts)
    inner = shape_points(shape, n, 0.22)
    pygame.draw.polygon(s, GEM_LIGHT[colour], inner, max(1, n // 18))
    pygame.draw.circle(s, (255, 255, 255, 200), (n * 0.38, n * 0.38), n * 0.07)
    if outline:
        pygame.draw.polygon(s, INK, pts, max(2, n // 16))


def _finish(key, n, paint) -> pygame.Surface:
    return cached_icon(_CACHE, key, n, paint)


def gem(colour, size: int) -> pygame.Surface:
    """A gem of ``colour`` (name or index) in its shape."""
    colour = colour_name(colour)
    size = max(6, int(size))
    return _finish(("gem", colour, size), size, lambda s, n: _draw_gem(s, colour, n))


def shape_mark(colour, size: int, ink=(255, 255, 255)) -> pygame.Surface:
    """Just the outline of a colour's shape (drawn inside card sections)."""
    colour = colour_name(colour)
    size = max(6, int(size))

    def paint(s, n):
        pts = shape_points(SHAPES[colour], n, 0.06)
        pygame.draw.polygon(s, (*ink, 235), pts, max(3, n // 9))

    return _finish(("mark", colour, size, tuple(ink)), size, paint)


def any_gem(size: int) -> pygame.Surface:
    """A gem of the player's choice: a white gem split in the four colours."""
    size = max(6, int(size))

    def paint(s, n):
        pts = shape_points("diamond", n)
        pygame.draw.polygon(s, (250, 250, 250), pts)
        q = [
            ((0.5, 0.02), (0.5, 0.5), (0.05, 0.5)),
            ((0.5, 0.02), (0.95, 0.5), (0.5, 0.5)),
            ((0.05, 0.5), (0.5, 0.5), (0.5, 0.98)),
            ((0.5, 0.5), (0.95, 0.5), (0.5, 0.98)),
        ]
        for tri, c in zip(q, COLOURS):
            pygame.draw.polygon(s, GEM_RGB[c], [(x * n, y * n) for x, y in tri])
        pygame.draw.polygon(s, INK, pts, max(2, n // 16))

    return _finish(("anygem", size), size, paint)


def token(kind: str, size: int, extra=None) -> pygame.Surface:
    """A token icon: magic, science, defense, attack, power, magic_bonus, circle_bonus,
    infinite (extra: colour), card, stored (extra: colour), fist, open_hand."""
    size = max(6, int(size))
    return _finish(("tok", kind, extra, size), size, lambda s, n: _TOKENS[kind](s, n, extra))


def _disc(s, n, fill, ring=INK):
    pygame.draw.circle(s, fill, (n / 2, n / 2), n * 0.47)
    pygame.draw.circle(s, ring, (n / 2, n / 2), n * 0.47, max(2, n // 16))


def _magic(s, n, _):
    _disc(s, n, MAGIC)
    pts = []
    for i in range(8):
        r = 0.34 if i % 2 == 0 else 0.12
        a = math.radians(-90 + i * 45)
        pts.append((n * (0.5 + r * math.cos(a)), n * (0.5 + r * math.sin(a))))
    pygame.draw.polygon(s, (255, 236, 140), pts)


def _science(s, n, _):
    _disc(s, n, SCIENCE)
    w = max(2, n // 14)
    pygame.draw.line(s, (240, 250, 250), (n * 0.42, n * 0.2), (n * 0.42, n * 0.45), w)
    pygame.draw.line(s, (240, 250, 250), (n * 0.58, n * 0.2), (n * 0.58, n * 0.45), w)
    pygame.draw.polygon(
        s, (240, 250, 250), [(n * 0.42, n * 0.45), (n * 0.58, n * 0.45), (n * 0.78, n * 0.78), (n * 0.22, n * 0.78)]
    )
    pygame.draw.line(s, (240, 250, 250), (n * 0.36, n * 0.2), (n * 0.64, n * 0.2), w)


def _shield(s, n, fill):
    pts = [(0.5, 0.06), (0.9, 0.2), (0.84, 0.6), (0.5, 0.95), (0.16, 0.6), (0.1, 0.2)]
    pygame.draw.polygon(s, fill, [(x * n, y * n) for x, y in pts])
    pygame.draw.polygon(s, INK, [(x * n, y * n) for x, y in pts], max(2, n // 16))


def _defense(s, n, _):
    _shield(s, n, DEFENSE)
    pygame.draw.line(s, (220, 230, 245), (n * 0.5, n * 0.18), (n * 0.5, n * 0.8), max(2, n // 12))
    pygame.draw.line(s, (220, 230, 245), (n * 0.22, n * 0.4), (n * 0.78, n * 0.4), max(2, n // 12))


def _attack(s, n, _):
    _disc(s, n, ATTACK)
    w = max(2, n // 10)
    for a, b in (((0.25, 0.25), (0.75, 0.75)), ((0.75, 0.25), (0.25, 0.75))):
        pygame.draw.line(s, (250, 230, 220), (a[0] * n, a[1] * n), (b[0] * n, b[1] * n), w)
    for p in ((0.3, 0.7), (0.7, 0.7)):
        pygame.draw.circle(s, GOLD, (p[0] * n, p[1] * n), n * 0.07)


def _power(s, n, _):
    _disc(s, n, GOLD, (110, 70, 10))
    pygame.draw.circle(s, (250, 220, 120), (n / 2, n / 2), n * 0.34, max(2, n // 18))


def _magic_bonus(s, n, _):
    _disc(s, n, (200, 170, 230), MAGIC)
    pygame.draw.circle(s, MAGIC, (n / 2, n / 2), n * 0.36, max(2, n // 14))


def _circle_bonus(s, n, colour):
    c = colour_name(colour) if colour is not None else "yellow"
    _disc(s, n, (245, 240, 226))
    pygame.draw.circle(s, GEM_RGB[c], (n / 2, n / 2), n * 0.38, max(3, n // 7))
    pts = shape_points(SHAPES[c], n * 0.36)
    pygame.draw.polygon(s, GEM_RGB[c], [(x + n * 0.32, y + n * 0.32) for x, y in pts])


def _infinite(s, n, colour):
    c = colour_name(colour) if colour is not None else "blue"
    _draw_gem(s, c, n)
    w = max(2, n // 12)
    rect1 = pygame.Rect(n * 0.2, n * 0.4, n * 0.32, n * 0.26)
    rect2 = pygame.Rect(n * 0.48, n * 0.4, n * 0.32, n * 0.26)
    pygame.draw.ellipse(s, (255, 255, 255), rect1, w)
    pygame.draw.ellipse(s, (255, 255, 255), rect2, w)


def _stored(s, n, colour):
    c = colour_name(colour) if colour is not None else "blue"
    pygame.draw.rect(s, (120, 90, 50), (n * 0.05, n * 0.55, n * 0.9, n * 0.4), border_radius=int(n * 0.08))
    g = pygame.Surface((int(n * 0.7), int(n * 0.7)), pygame.SRCALPHA)
    _draw_gem(g, c, int(n * 0.7))
    s.blit(g, (n * 0.15, 0))


def _card(s, n, _):
    r = pygame.Rect(n * 0.2, n * 0.08, n * 0.6, n * 0.84)
    pygame.draw.rect(s, (250, 244, 226), r, border_radius=int(n * 0.08))
    pygame.draw.rect(s, INK, r, max(2, n // 16), border_radius=int(n * 0.08))
    pygame.draw.line(s, (150, 120, 80), (n * 0.3, n * 0.3), (n * 0.7, n * 0.3), max(1, n // 20))
    pygame.draw.line(s, (150, 120, 80), (n * 0.3, n * 0.45), (n * 0.7, n * 0.45), max(1, n // 20))


def _fist(s, n, _):
    skin, ink = (232, 190, 150), INK
    body = pygame.Rect(n * 0.18, n * 0.3, n * 0.64, n * 0.5)
    pygame.draw.rect(s, skin, body, border_radius=int(n * 0.16))
    pygame.draw.rect(s, ink, body, max(2, n // 16), border_radius=int(n * 0.16))
    for i in range(4):
        x = n * (0.2 + i * 0.155)
        pygame.draw.ellipse(s, skin, (x, n * 0.22, n * 0.16, n * 0.2))
        pygame.draw.ellipse(s, ink, (x, n * 0.22, n * 0.16, n * 0.2), max(1, n // 22))
    pygame.draw.rect(s, skin, (n * 0.3, n * 0.78, n * 0.4, n * 0.18))
    pygame.draw.rect(s, ink, (n * 0.3, n * 0.78, n * 0.4, n * 0.18), max(1, n // 22))


def _open_hand(s, n, _):
    skin, ink = (232, 190, 150), INK
    palm = pygame.Rect(n * 0.22, n * 0.42, n * 0.56, n * 0.44)
    for i in range(4):
        f = pygame.Rect(n * (0.22 + i * 0.14), n * 0.08, n * 0.12, n * 0.42)
        pygame.draw.rect(s, skin, f, border_radius=int(n * 0.06))
        pygame.draw.rect(s, ink, f, max(1, n // 22), border_radius=int(n * 0.06))
    pygame.draw.ellipse(s, skin, palm)
    pygame.draw.ellipse(s, ink, palm, max(2, n // 16))
    pygame.draw.line(s, skin, (n * 0.25, n * 0.62), (n * 0.05, n * 0.4), max(3, n // 8))


_TOKENS = {
    "magic": _magic,
    "science": _science,
    "defense": _defense,
    "attack": _attack,
    "power": _power,
    "magic_bonus": _magic_bonus,
    "circle_bonus": _circle_bonus,
    "infinite": _infinite,
    "card": _card,
    "stored": _stored,
    "fist": _fist,
    "open_hand": _open_hand,
}
