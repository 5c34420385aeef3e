"""The geometry and the cached picture of a pyramid of power.

A card at ``(level, x)`` (rules/virrey/pyramid.py: level-1 cards at even x, a
card on level L > 1 rests on ``(L-1, x-1)`` and ``(L-1, x+1)``) is drawn with
its centre at ``x * w / 2`` and its bottom edge ``(level - 1) * h`` above the
base line: rows touch, so the bottom half-disc of a card meets the two upper
quarter-discs of its supports and the circles show.
"""

from __future__ import annotations

from collections.abc import Iterable

import pygame

from client.cache import MB, SurfaceCache
from client.text import fast
from client.virrey import icons
from client.virrey.cards import RATIO, card_size, draw_section
from rules.virrey.pyramid import SECTION_INDEX, Pyramid

MAX_LEVEL = 5


def pyramid_of(placed) -> Pyramid:
    """A rules Pyramid from a PlayerView's ``pyramid`` (PlacedCard entries)."""
    return Pyramid({(p.level, p.x): p.card for p in placed})


class Geometry:
    """Where each position of a pyramid is drawn inside ``area`` (screen coordinates)."""

    def __init__(
        self,
        area: pygame.Rect,
        positions: Iterable[tuple[int, int]],
        max_w: int,
        min_levels: int = 1,
        align: str = "bottom",
    ):
        pos = list(positions) or [(1, 0)]
        xs = [x for _, x in pos]
        self.xmin, self.xmax = min(xs), max(xs)
        self.levels = max(min_levels, max(lv for lv, _ in pos))
        units = (self.xmax - self.xmin) / 2 + 1
        w = int(min(max_w, area.w / units, area.h / (self.levels * RATIO)))
        self.w, self.h = card_size(max(10, w))
        self.area = pygame.Rect(area)
        width = units * self.w
        self.left = area.centerx - width / 2 - self.xmin * self.w / 2
        total_h = self.levels * self.h
        self.base = area.bottom if align == "bottom" else area.centery + total_h // 2

    def rect(self, level: int, x: int) -> pygame.Rect:
        return pygame.Rect(int(self.left + x * self.w / 2), int(self.base - level * self.h), self.w, self.h)

    def bounds(self) -> pygame.Rect:
        return pygame.Rect(
            int(self.left + self.xmin * self.w / 2),
            int(self.base - self.levels * self.h),
            int((self.xmax - self.xmin) / 2 * self.w + self.w),
            self.levels * self.h,
        )

    def position_at(self, pos) -> tuple[int, int] | None:
        """The grid position (level, x) under a screen point, any level 1..5."""
        level = int((self.base - pos[1]) // self.h) + 1
        if not 1 <= level <= MAX_LEVEL:
            return None
        rel = (pos[0] - self.left) / (self.w / 2)  # x of the card's left edge
        # x has the parity of level - 1 (level 1: even); the card spans [x, x + 2).
        par = (level - 1) % 2
        x = int((rel - par) // 2) * 2 + par
        return level, x


def token_badges(painter, tokens, w: int) -> pygame.Surface | None:
    """The tokens on a card as one strip of icons (power with its value, stored gems counted)."""
    if not tokens:
        return None
    key = ("badges", tuple(tokens), w)
    got = painter._cache.get(key)
    if got is not None:
        return got
    size = max(8, int(w * 0.24))
    parts = []
    stored: dict[int, int] = {}
    for tok in tokens:
        kind = tok[0]
        if kind == "stored":
            stored[tok[1]] = stored.get(tok[1], 0) + 1
        elif kind == "power":
            parts.append(painter._reward_icon("power", tok[1], size, icons.INK))
        elif kind == "magic_bonus":
            parts.append(painter._reward_icon("magic_bonus", tok[1], size, icons.INK))
        elif kind == "circle_bonus":
            parts.append(painter._reward_icon("circle_bonus", (tok[1], tok[2]), size, icons.INK))
        elif kind == "infinite":
            parts.append(icons.token("infinite", size, tok[1]))
        else:
            parts.append(icons.token(kind, size))
    for c, n in sorted(stored.items()):
        icon = icons.token("stored", size, c)
        if n > 1:
            num = painter.text.render(f"×{n}", max(7, int(size * 0.6)), (255, 255, 255), bold=True)
            s = pygame.Surface((size + num.get_width() + 1, size), pygame.SRCALPHA)
            s.blit(icon, (0, 0))
            s.blit(num, (size + 1, size - num.get_height()))
            icon = s
        parts.append(icon)
    gap = 1
    total = sum(p.get_width() for p in parts) + gap * (len(parts) - 1)
    room = w - 4
    surf = pygame.Surface((min(total, room) + 6, size + 4), pygame.SRCALPHA)
    pygame.draw.rect(surf, (20, 16, 12, 170), surf.get_rect(), border_radius=(size + 4) // 2)
    k = 1.0
    if total > room and len(parts) > 1:
        last = parts[-1].get_width()
        k = (room - last) / max(1, total - last)
    x = 3.0
    for p in parts:
        surf.blit(p, (int(x), 2))
        x += (p.get_width() + gap) * k
    surf = fast(surf)
    painter._cache[key] = surf
    return surf


def draw_card_on(surface, painter, placed, rect: pygame.Rect, painted: dict, record=None) -> None:
    """One pyramid card: face, painted sections, tokens, the cards under it."""
    face = painter.face(placed.card, rect.w)
    surface.blit(face, rect.topleft)
    for (card, sec), colour in painted.items():
        if card == placed.card:
            draw_section(surface, sec, colour, rect.topleft, rect.size, painted=True)
    if placed.under:
        n = len(placed.under)
        tag = painter.text.render(f"+{n}", max(8, int(rect.w * 0.16)), (255, 255, 255), bold=True)
        pill = pygame.Rect(0, 0, tag.get_width() + 6, tag.get_height())
        pill.topright = (rect.right - int(rect.w * 0.3), rect.y + int(rect.h * 0.02))
        pygame.draw.rect(surface, (60, 50, 110), pill, border_radius=pill.h // 2)
        surface.blit(tag, (pill.x + 3, pill.y))
    badges = token_badges(painter, placed.tokens, rect.w)
    if badges is not None:
        surface.blit(
            badges, (rect.centerx - badges.get_width() // 2, rect.bottom - int(rect.w * 0.27) - badges.get_height() - 1)
        )
    if record:
        record(placed.card)


def painted_map(painting) -> dict:
    """PlayerView.painting ((card, section name, colour)) as {(card, sec): colour}."""
    return {(c, SECTION_INDEX[s]): col for c, s, col in painting}


# The pictures one PyramidPicture keeps: a four-seat table draws three opponents' pyramids
# (about 0.2 MB each at 1600x900, 0.8 MB in a seat's zoom); every change to one is a new
# picture, and 64 kept pictures held 11 MB by the end of a game
PYRAMIDS_BYTES = 4 * MB


class PyramidPicture:
    """A whole pyramid rendered once per change into a transparent surface (opponents, summaries);
    the least recently used let go past ``PYRAMIDS_BYTES``."""

    def __init__(self, painter):
        self.painter = painter
        self._cache = SurfaceCache(max_bytes=PYRAMIDS_BYTES)

    def render(self, placed, painting, size: tuple[int, int], max_w: int = 120, min_levels: int = 1):
        """(surface, geometry relative to the surface) for ``placed`` fitted into ``size``."""
        key = (tuple(placed), tuple(painting), tuple(size), max_w, min_levels, self.painter.ui.lang)
        got = self._cache.get(key)
        if got is None:
            area = pygame.Rect(0, 0, *size)
            geo = Geometry(area, [(p.level, p.x) for p in placed], max_w, min_levels)
            surf = pygame.Surface(size, pygame.SRCALPHA)
            pm = painted_map(painting)
            for p in placed:
                draw_card_on(surf, self.painter, p, geo.rect(p.level, p.x), pm)
            got = self._cache[key] = (fast(surf), geo)
        return got
