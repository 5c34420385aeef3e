"""Procedural Ausonia cards, drawn from their data (cards/ausonia/*.yaml, no image files).

Gems are told apart by shape as well as colour: sapphire a diamond, emerald a hexagon,
sanguine a drop, the wild rainbow a star. A card shows its cost in the top left corner
(the gems to buy it), its name, its guild (a band in the guild's colour with the guild's
name: never the colour alone), a gem card its yield in large gems and its star, a favour
card its abilities: each a box with its cost in gems, or a red background with its
condition in words, and its keywords. A face is painted at a legible native width and
smoothscaled; text too small to read on a small card is left out (the zoom shows it).

A play-area tile is a card in one band: its name, then its gems or its abilities' state.
"""

from __future__ import annotations

import math

import pygame

from client.ausonia import cardinfo
from client.cache import SurfaceCache
from client.painter import CachedPainter
from client.shapes import cached_icon, shape_points
from client.text import fast
from client.ui import measuring
from rules.ausonia.actions import GEMS

RATIO = 1.4
MIN_NATIVE = 170
INK = (28, 22, 18)
PAPER = (244, 236, 216)
STONE = (66, 72, 88)
RED_BG = (176, 40, 36)  # a condition ability's red background (always with its words)
GEM_RGB = {
    "sapphire": (40, 96, 214),
    "emerald": (34, 150, 84),
    "sanguine": (196, 40, 52),
    "rainbow": (236, 200, 60),
}
GEM_SHAPE = {"sapphire": "diamond", "emerald": "hexagon", "sanguine": "drop", "rainbow": "star"}
RAINBOW = ((220, 60, 60), (240, 170, 40), (240, 230, 70), (60, 180, 90), (60, 120, 220), (150, 80, 200))
GUILD_RGB = {
    "house": (120, 100, 70),
    "alchemists": (60, 90, 170),
    "merchants": (180, 140, 40),
    "condottieri": (160, 50, 50),
    "clergy": (110, 70, 140),
}
_ICONS = SurfaceCache(max_bytes=4 * 1024 * 1024)


def card_size(width: int) -> tuple[int, int]:
    return int(width), int(round(width * RATIO))


def gem_icon(gem: str, size: int) -> pygame.Surface:
    """A gem of ``gem`` in its own shape (the rainbow one striped in every colour)."""
    size = max(6, int(size))

    def paint(s, n):
        shape = GEM_SHAPE[gem]
        pts = shape_points(shape, n)
        if gem == "rainbow":
            stripes = pygame.Surface((n, n), pygame.SRCALPHA)
            for i, c in enumerate(RAINBOW):
                pygame.draw.rect(stripes, c, (0, i * n // 6, n, n // 6 + 2))
            mask = pygame.Surface((n, n), pygame.SRCALPHA)
            pygame.draw.polygon(mask, (255, 255, 255, 255), pts)
            stripes.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
            s.blit(stripes, (0, 0))
        else:
            pygame.draw.polygon(s, GEM_RGB[gem], pts)
            light = tuple(min(255, c + 90) for c in GEM_RGB[gem])
            pygame.draw.polygon(s, light, shape_points(shape, n, 0.26), max(1, n // 18))
        pygame.draw.polygon(s, INK, pts, max(2, n // 14))

    return cached_icon(_ICONS, ("gem", gem, size), size, paint)


def star_icon(size: int) -> pygame.Surface:
    """The star that marks a gem card for fountains: gold, on a dark disc."""
    size = max(6, int(size))

    def paint(s, n):
        pygame.draw.circle(s, INK, (n // 2, n // 2), n // 2)
        pygame.draw.polygon(s, (255, 220, 90), shape_points("star", n, 0.1))

    return cached_icon(_ICONS, ("star", size), size, paint)


def name_box(rect: pygame.Rect) -> pygame.Rect:
    """Where a card's name is set on a face drawn in ``rect`` (under its top band)."""
    pad = max(2, rect.w // 16)
    return pygame.Rect(rect.x + pad, rect.y + int(rect.h * 0.13) + 2, rect.w - 2 * pad, int(rect.h * 0.26))


def foot_strip(rect: pygame.Rect, floor: int) -> int:
    """The least height (px) a face drawn in ``rect`` keeps at its foot for what the card
    does (its abilities' boxes, a gem card's gems) under a name set in many lines: a short
    box with a gem or three dots, as on other small faces, never a face all name."""
    return max(7, round(floor * 0.65), rect.h // 10)


def gem_list(counts) -> list[str]:
    """['sapphire', 'sapphire', 'rainbow'] from counts per GEMS."""
    return [g for g, k in zip(GEMS, counts) for _ in range(k)]


class CardPainter(CachedPainter):
    MIN_NATIVE, RATIO, KEY_FLOOR = MIN_NATIVE, RATIO, True
    INK = INK

    # -- public ---------------------------------------------------------------------
    def name(self, card: int) -> str:
        return cardinfo.name(self.ui, card)

    def face(self, card: int, width: int, named: bool = True, guild: bool = True, top: int = 0) -> pygame.Surface:
        """A card's face; ``named`` False leaves its name out (the table sets it over the
        card at the text floor, where the painted one would be too small to keep), ``guild``
        False a favour card's guild name (where the table's name takes its place); ``top``
        (hundredths of its height) where its abilities or gems begin at the earliest: under
        a name the table sets in more lines than the name's band holds."""
        return self._cached(("face", card, named, guild, top), width)

    def back(self, kind: str, width: int) -> pygame.Surface:
        """``kind``: "favour" (the favour deck), "own" (a player's draw pile) or "bought"
        (a card bought this turn, face down in the play area)."""
        return self._cached(("back", kind), width)

    def tile(self, card: int, w: int, h: int, state: str = "") -> pygame.Surface:
        """A play-area card as a band ``w`` x ``h``: its name and its gems (or its guild);
        ``state`` "bought" draws it face down with its name (bought cards are public)."""
        key = ("tile", card, w, h, state, self.ui.lang, self.ui.text_floor())
        surf = None if measuring() else self._cache.get(key)
        if surf is None:
            surf = self._cache[key] = fast(self._tile(card, w, h, state))
        return surf

    def _paint(self, key, w: int) -> pygame.Surface:
        surf = pygame.Surface(card_size(w), pygame.SRCALPHA)
        if key[0] == "face":
            self._face(surf, key[1], key[2], key[3], key[4])
        else:
            self._back(surf, key[1])
        return surf

    # -- faces --------------------------------------------------------------------
    def gems_row(self, surf, counts, rect: pygame.Rect, size: int, centred=True) -> int:
        """Gem icons of ``counts`` side by side in ``rect``; returns the right edge drawn."""
        gems = gem_list(counts)
        if not gems:
            return rect.x
        size = min(size, rect.h, max(6, (rect.w - 2) // len(gems)))
        while size > 6 and len(gems) * (size + max(1, size // 8)) - max(1, size // 8) > rect.w:
            size -= 1  # the gaps too within the row: six gems never run off a card's edge
        step = size + max(1, size // 8)
        total = step * len(gems) - (step - size)
        x = rect.centerx - total // 2 if centred else rect.x
        for g in gems:
            surf.blit(gem_icon(g, size), (x, rect.centery - size // 2))
            x += step
        return x

    def _face(self, surf, n: int, named: bool = True, guild: bool = True, low: int = 0) -> None:
        c = cardinfo.card(n)
        gem_card = c.type == "gem"
        w, h, rad = self._frame(surf, STONE if gem_card else PAPER)
        ink = (240, 236, 226) if gem_card else INK
        pad = w // 16
        # a band along the top (a favour card's in its guild's colour): the cost to buy the
        # card at its left (starter cards have none), the star of a fountain's card at its right
        band = pygame.Rect(0, 0, w, int(h * 0.13))
        pygame.draw.rect(
            surf,
            GUILD_RGB.get(c.guild, (90, 90, 90)) if not gem_card else (44, 48, 60),
            band,
            border_top_left_radius=rad,
            border_top_right_radius=rad,
        )
        if any(c.cost) and named:  # (unnamed: the table sets the cost over it, larger)
            box = pygame.Rect(pad, band.y + band.h // 8, int(w * 0.62), band.h * 3 // 4)
            self.gems_row(surf, c.cost, box, box.h, centred=False)
        if c.star:
            sz = band.h * 3 // 4
            surf.blit(star_icon(sz), (w - pad - sz, band.y + band.h // 8))
        # the name, then (favour cards) the guild's name
        name_rect = pygame.Rect(pad, band.bottom + 2, w - 2 * pad, int(h * 0.26))  # as ``name_box``
        y = name_rect.bottom
        if named:
            fs, lines = self.text.fit(
                cardinfo.name(self.ui, n), name_rect.w, 2, int(w * 0.1), int(w * 0.075), bold=True, height=name_rect.h
            )
            y = self.text.block(surf, lines, fs, name_rect, ink, True)
        low = math.ceil(h * low / 100)  # under the name the table sets (``face``'s ``top``)
        if gem_card:
            y0 = max(y, int(h * 0.38), low)
            area = pygame.Rect(pad, y0, w - 2 * pad, max(6, min(int(h * 0.3), h - pad - y0)))
            self.gems_row(surf, c.gems, area, int(w * 0.3))
            return
        gl = self.text.render(cardinfo.guild_name(self.ui, n), int(w * 0.07), (90, 70, 50), False, width=w - 2 * pad)
        if guild:  # (without it the abilities keep their place)
            surf.blit(gl, (w // 2 - gl.get_width() // 2, y))
        # the abilities, stacked in the lower part; side by side where stacked ones would be
        # too low for their gems (the strip a long name leaves at the foot of a small face)
        top = max(y + gl.get_height() + 3, int(h * 0.42), low)
        abs_ = c.abilities
        k = max(1, len(abs_))
        room = max(6, h - pad - top)
        each = (room - (k - 1) * 3) // k
        if k > 1 and each < int(w * 0.15):
            wide = (w - 2 * pad - (k - 1) * 3) // k
            boxes = [pygame.Rect(pad + i * (wide + 3), top, wide, room) for i in range(k)]
        else:
            boxes = [pygame.Rect(pad, top + i * (each + 3), w - 2 * pad, each) for i in range(k)]
        for i, a in enumerate(abs_):
            self._ability_box(surf, n, i, a, boxes[i])

    def _ability_box(self, surf, n: int, i: int, a, box: pygame.Rect) -> None:
        w = surf.get_width()
        red = a.condition is not None
        pygame.draw.rect(surf, RED_BG if red else (226, 214, 186), box, border_radius=max(3, w // 30))
        pygame.draw.rect(surf, INK, box, 1, border_radius=max(3, w // 30))
        ink = (255, 246, 236) if red else INK
        inner = box.inflate(-w // 20, -w // 40)
        words = cardinfo.keywords_text(self.ui, n, i)
        x = inner.x
        r = max(2, w // 50)
        gem_h = int(w * 0.11)
        short = inner.h < gem_h + 2 * r + 4  # a box in a long name's foot strip: its gems, dots
        if not red:
            x = self.gems_row(
                surf,
                a.cost,
                pygame.Rect(inner.x, inner.y, inner.w // 2 if not short else inner.w - 9 * r, min(gem_h, inner.h)),
                int(w * 0.1),
                centred=False,
            )
            if not short:
                lab = self.text.render(":", int(w * 0.08), ink, True)
                surf.blit(lab, (x + 1, inner.y))
                x += 1 + lab.get_width()
        if short:  # no room for words: three dots beside its gems (the zoom shows the rest)
            cy = inner.y + min(gem_h, inner.h) // 2 if not red else inner.centery
            x0 = x + r + 2 if not red and x > inner.x else inner.x + r
            for k in range(3):
                pygame.draw.circle(surf, ink, (x0 + k * 3 * r, cy), r)
            return
        body = pygame.Rect(
            inner.x, inner.y + (0 if red else int(w * 0.11)), inner.w, inner.h - (0 if red else int(w * 0.11))
        )
        text = cardinfo.condition_text(self.ui, n, i) + ": " + words if red else words
        fs, lines, where = self._ability_lines(w, red, text, words, body, x)
        if lines:
            self.text.block(surf, lines, fs, where, ink, False, align="left")
        else:  # three dots, never an empty box: there is more to read (the zoom shows it)
            for k in range(3):
                pygame.draw.circle(surf, ink, (body.x + r + k * 3 * r, body.y + r + 2), r)

    def _ability_lines(self, w: int, red: bool, text: str, words: str, body: pygame.Rect, x: int):
        """The size, lines and rect of an ability's ``text`` on a face: all of it where it
        fits; else a paid ability's ``words`` (its keywords) beside its gems, a condition's
        alone (the red ground says it is a condition); else no lines (the box gets three
        dots). ``x``: where the paid ability's gems and colon end."""
        big, small = int(w * 0.075), int(w * 0.06)
        fs, lines = self.text.fit(text, body.w, 4, big, small, height=body.h)
        if lines:
            return fs, lines, body
        if not red:  # (its text is its keywords: only the place changes)
            body = pygame.Rect(x + 3, body.y - int(w * 0.11), body.right - x - 3, body.h + int(w * 0.11))
        fs, lines = self.text.fit(words, body.w, 4, big, small, height=body.h)
        return fs, lines, body

    def _back(self, surf, kind: str) -> None:
        fill = {"favour": (96, 40, 44), "own": (44, 60, 96), "bought": (70, 62, 52)}.get(kind, (60, 60, 60))
        w, h, rad = self._frame(surf, fill, (230, 200, 120))
        inner = surf.get_rect().inflate(-w // 6, -w // 6)
        pygame.draw.rect(surf, (230, 200, 120), inner, max(2, w // 40), border_radius=rad)
        sz = w // 2
        surf.blit(gem_icon("rainbow", sz), (w // 2 - sz // 2, h // 2 - sz // 2))

    # -- tiles --------------------------------------------------------------------
    def _tile(self, n: int, w: int, h: int, state: str) -> pygame.Surface:
        c = cardinfo.card(n)
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        gem_card = c.type == "gem"
        down = state == "bought"
        fill = (70, 62, 52) if down else STONE if gem_card else PAPER
        ink = (240, 236, 226) if (down or gem_card) else INK
        rad = max(3, h // 6)
        pygame.draw.rect(surf, fill, surf.get_rect(), border_radius=rad)
        if not gem_card and not down:
            stripe = pygame.Rect(0, 0, max(4, w // 18), h)
            pygame.draw.rect(
                surf,
                GUILD_RGB.get(c.guild, (90, 90, 90)),
                stripe,
                border_top_left_radius=rad,
                border_bottom_left_radius=rad,
            )
        pygame.draw.rect(
            surf, (230, 200, 120) if down else INK, surf.get_rect(), 1 if not down else 2, border_radius=rad
        )
        x0 = max(6, w // 14)
        line_h = h // 2
        size = max(6, int(line_h * 0.8))
        right = w - 4
        if c.star:
            surf.blit(star_icon(size), (right - size, 2))
            right -= size + 2
        title, fs = cardinfo.name(self.ui, n), int(line_h * 0.8)
        floor = self.ui.text_floor()
        row_y = line_h + 1  # where the second row (gems, guild or "bought") goes
        if self.text.font(max(fs, floor), True).size(title)[0] <= right - x0:
            lines = []
        else:
            # a name too long for its line: smaller on it, down to the floor; else on more
            # lines, over the second row's only where there is no room for both (the zoom
            # shows the rest), never "Geoda es…"
            one, lines = self.text.fit_whole(title, right - x0, 1, fs, floor, bold=True)
            if lines:
                fs, lines = one, []
            else:
                step = self.text.font(floor, True).get_linesize()
                most = max(2, (h - 2) // step)
                if most >= 3:  # the name above, the second row under it
                    nsize, lines = self.text.fit_whole(
                        title, right - x0, most - 1, fs, floor, bold=True, height=h - 2 - step
                    )
                    if lines:
                        self.text.block(surf, lines, nsize, pygame.Rect(x0, 1, right - x0, h), ink, True, align="left")
                        row_y = 1 + len(lines) * self.text.font(nsize, True).get_linesize()
                if not lines:
                    nsize, lines = self.text.fit_whole(title, right - x0, most, fs, floor, bold=True, height=h - 2)
                    if lines:
                        top = max(1, (h - self.text.font(nsize, True).get_linesize() * len(lines)) // 2)
                        box = pygame.Rect(x0, top, right - x0, h - top)
                        self.text.block(surf, lines, nsize, box, ink, True, align="left")
                        return surf
        if not lines:
            name = self.text.render(title, fs, ink, True, width=right - x0)
            surf.blit(name, (x0, max(1, line_h - name.get_height())))
        row = pygame.Rect(x0, row_y, w - x0 - 4, max(4, h - row_y - 2))
        if down:
            text = self.ui.t("ausonia.table.bought_tag")
        elif gem_card:
            self.gems_row(surf, c.gems, row, size, centred=False)
            return surf
        else:
            text = cardinfo.guild_name(self.ui, n)
        lsize = int(line_h * 0.7) if row_y == line_h + 1 else floor
        if row.h < 0.75 * self.text.font(max(lsize, floor)).get_linesize():
            return surf  # a tile one line high: its name alone (the zoom shows the guild), never half a word
        lab = self.text.render(text, lsize, ink, False, width=row.w)
        surf.blit(lab, (x0, row.y))
        return surf
