"""Procedural Krysis cards, drawn from their data (cards/krysis/*.yaml, no image files).

An agent shows its company's band and letter, its name, its speed (or the multiplier: a
crystal and its factor), its carrying capacity (one crystal icon per space), its combat
value (a sword and a number), its stars and, in the advanced game, its ability's text.
A relic shows its type, its use (a sword and the combat value, or capacity icons) and
its name; a mission its goal (a crystal, or a relic back), points and text. Faces are
drawn at a legible native width and smoothscaled; cached per (card, width, lang).
"""

from __future__ import annotations

import math

import pygame

from client.krysis import crystals
from client.krysis.crystals import INK
from client.painter import CachedPainter
from client.shapes import shape_points
from client.text import Text, rgb
from rules.krysis.cards import card_set
from rules.krysis.goods import COLOURS

RATIO = 1.4
MIN_NATIVE = 150
NAMED = 72  # px at 100 %: a card shown at least this wide keeps its name (see CardPainter._title)
PAPER = (244, 236, 216)
RELIC_PAPER = (226, 218, 240)
MISSION_PAPER = (236, 226, 196)


def card_size(width: int) -> tuple[int, int]:
    return int(width), int(round(width * RATIO))


def company_rgb(company: str) -> tuple[int, int, int]:
    return rgb(card_set().companies[company]["colour"])


def company_letter(ui, company: str) -> str:
    """The company's letter (its animal's initial in the language shown)."""
    name = ui.localized(card_set().companies[company]["name"])
    words = [w for w in name.split() if w[:1].isupper() and w.lower() not in ("compañía", "company")]
    return (words[0] if words else name)[:1].upper()


def star(surface, centre, r: float, fill, ink=INK) -> None:
    pts = [(centre[0] + (x - 0.5) * 2 * r, centre[1] + (y - 0.5) * 2 * r) for x, y in shape_points("star", 1)]
    pygame.draw.polygon(surface, fill, pts)
    pygame.draw.polygon(surface, ink, pts, max(1, int(r // 5)))


def sword(surface, rect: pygame.Rect, ink=INK) -> None:
    """A small sword (the combat value), point up, in ``rect``."""
    cx, w = rect.centerx, max(2, rect.w // 6)
    blade = [
        (cx, rect.top),
        (cx + w, rect.top + w * 2),
        (cx + w, rect.top + rect.h * 0.68),
        (cx - w, rect.top + rect.h * 0.68),
        (cx - w, rect.top + w * 2),
    ]
    pygame.draw.polygon(surface, (200, 204, 214), blade)
    pygame.draw.polygon(surface, ink, blade, max(1, w // 2))
    gy = int(rect.top + rect.h * 0.7)
    pygame.draw.line(surface, ink, (rect.left + rect.w * 0.18, gy), (rect.right - rect.w * 0.18, gy), max(2, w))
    pygame.draw.line(surface, (120, 72, 30), (cx, gy), (cx, rect.bottom), max(2, w + 1))


def boot(surface, rect: pygame.Rect, ink=INK) -> None:
    """Speed: a winged arrow pointing right."""
    y = rect.centery
    pts = [
        (rect.left, y - rect.h * 0.18),
        (rect.left + rect.w * 0.55, y - rect.h * 0.18),
        (rect.left + rect.w * 0.55, y - rect.h * 0.4),
        (rect.right, y),
        (rect.left + rect.w * 0.55, y + rect.h * 0.4),
        (rect.left + rect.w * 0.55, y + rect.h * 0.18),
        (rect.left, y + rect.h * 0.18),
    ]
    pygame.draw.polygon(surface, (250, 210, 90), pts)
    pygame.draw.polygon(surface, ink, pts, max(1, rect.w // 12))


def capacity_icons(caps) -> list[str]:
    return [c for c, k in zip(COLOURS, caps) for _ in range(k)]


class CardPainter(CachedPainter):
    MIN_NATIVE, RATIO = MIN_NATIVE, RATIO
    INK = INK

    def __init__(self, ui, text: Text):
        super().__init__(ui, text)
        self.cards = card_set()

    # -- public ---------------------------------------------------------------
    def agent(self, agent: str, width: int) -> pygame.Surface:
        return self._cached(("agent", agent), width)

    def relic(self, relic: str, width: int) -> pygame.Surface:
        return self._cached(("relic", relic), width)

    def mission(self, mission: str, width: int) -> pygame.Surface:
        return self._cached(("mission", mission), width)

    def back(self, kind: str, width: int, company: str = "") -> pygame.Surface:
        """``kind``: fighter, transporter (agent decks, in the company's colour), agent (a
        face-down agent: its role hidden) or relic."""
        return self._cached(("back", kind, company), width)

    def face(self, card: tuple, width: int) -> pygame.Surface:
        """A face by (kind, id): ("agent", id), ("relic", id) or ("mission", id)."""
        return self._cached(tuple(card), width)

    def _paint(self, key, w: int) -> pygame.Surface:
        kind = key[0]
        surf = pygame.Surface(card_size(w), pygame.SRCALPHA)
        if kind == "agent":
            self._agent(surf, self.cards.agents[key[1]])
        elif kind == "relic":
            self._relic(surf, self.cards.relics[key[1]])
        elif kind == "mission":
            self._mission(surf, self.cards.missions[key[1]])
        else:
            self._back(surf, key[1], key[2])
        return surf

    # -- faces --------------------------------------------------------------------
    def _title(self, surf, text, rect, size, colour=INK, bold=True, lines=2, align="center") -> int:
        """A card's name, in bold where it fits at a legible size, else in the regular weight
        (on a card shown at least ``NAMED`` px wide, a word split at a syllable where it
        must be); left out where it cannot be set so whole (the zoom shows it), never cut."""
        room = min(rect.h, surf.get_height() - rect.y - surf.get_height() // 40)  # never past the card's foot
        fs, wrapped = self.text.fit(
            text,
            rect.w,
            lines,
            size,
            max(8, int(size * 0.6)),
            bold=bold,
            height=room,
            keep=False if bold else self.shown_w >= NAMED,
            hyphens=not bold,  # a name whole in the regular weight reads better than split in bold
        )
        if bold and not wrapped:  # too wide in bold at a legible size: the regular weight
            return self._title(surf, text, rect, size, colour, False, lines, align)
        if any(line.endswith("…") for line in wrapped):  # whole or not at all
            wrapped = []
        return self.text.block(surf, wrapped, fs, rect, colour, bold, align=align)

    def _agent(self, surf, a) -> None:
        w, h, rad = self._frame(surf, PAPER)
        col = company_rgb(a.company)
        band = pygame.Rect(0, 0, w, int(h * 0.17))
        pygame.draw.rect(surf, col, band, border_top_left_radius=rad, border_top_right_radius=rad)
        pygame.draw.line(surf, INK, band.bottomleft, band.bottomright, max(1, w // 60))
        # the company's letter in a white disc (the colour is never alone)
        r = int(band.h * 0.38)
        c = (band.x + r + w // 18, band.centery)
        pygame.draw.circle(surf, (250, 248, 240), c, r)
        pygame.draw.circle(surf, INK, c, r, max(1, w // 60))
        letter = self.text.render(company_letter(self.ui, a.company), int(r * 1.3), INK, bold=True, keep=True)
        letter_rect = letter.get_rect(center=c)
        surf.blit(letter, letter_rect)
        # stars (right of the band), large enough to count on a small card
        sr = band.h * 0.35
        for i in range(a.stars):
            star(surf, (w - w // 20 - sr - i * sr * 2.05, band.centery), sr, (255, 226, 110))
        # the name
        # left-aligned: a card overlapped on its right in the hand still shows its name's start
        y = self._title(
            surf,
            self.ui.localized(a.name),
            pygame.Rect(w // 16, band.bottom + h // 60, w - w // 8, h),
            int(w * 0.12),
            align="left",
        )
        # speed (or multiplier) on the left, combat on the right
        row = pygame.Rect(w // 14, y + h // 60, w - w // 7, int(h * 0.16))
        num = int(row.h * 0.9)
        # the row's number under the company's letter where the text floor set both taller
        # than a small card's band (another player's team card at 1366x768 150 %: "O" over "2")
        figure = str(a.speed) if a.multiplier is None else f"×{a.multiplier[1]}"
        tall = self.text.render(figure, num, INK, bold=True, keep=True)
        row = row.move(0, max(0, letter_rect.bottom + 1 - (row.centery - tall.get_height() // 2)))
        if a.multiplier is not None:
            colour, factor = a.multiplier
            boot(surf, pygame.Rect(row.x, row.y + row.h // 5, row.h * 6 // 10, row.h * 6 // 10))
            ic = crystals.crystal(COLOURS[colour], int(row.h * 0.8))
            surf.blit(ic, (row.x + row.h * 7 // 10, row.y + row.h // 10))
            t = self.text.render(f"×{factor}", num, INK, bold=True, keep=True)
            surf.blit(t, (row.x + row.h * 3 // 2, row.centery - t.get_height() // 2))
        else:
            boot(surf, pygame.Rect(row.x, row.y + row.h // 8, row.h * 3 // 4, row.h * 3 // 4))
            t = self.text.render(str(a.speed), num, INK, bold=True, keep=True)
            surf.blit(t, (row.x + row.h * 8 // 10, row.centery - t.get_height() // 2))
        if a.role == "fighter":
            # a row lower, or the digit's height lower where the text's floor set it taller
            # than a small card's row (the combat under the speed, never over it)
            row = row.move(0, max(row.h, t.get_bounding_rect().h + 2))
            sword(surf, pygame.Rect(row.x + row.h // 8, row.y, row.h // 2, row.h))
            t = self.text.render(str(a.combat), num, (150, 20, 20), bold=True, keep=True)
            surf.blit(t, (row.x + row.h * 8 // 10, row.centery - t.get_height() // 2))
        # carrying capacity: one crystal per space
        y = row.bottom + h // 50
        icons = capacity_icons(a.capacity)
        if icons:
            isz = min(int(w * 0.2), (w - w // 8) // max(1, min(len(icons), 5)) - 2)
            per = max(1, (w - w // 8) // (isz + 2))
            for i, c in enumerate(icons):
                surf.blit(crystals.crystal(c, isz), (w // 16 + (i % per) * (isz + 2), y + (i // per) * (isz + 2)))
            y += ((len(icons) - 1) // per + 1) * (isz + 2)
        # the ability's text (special agents)
        if a.text:
            box = pygame.Rect(w // 16, y + h // 60, w - w // 8, h - y - h // 30)
            pygame.draw.rect(surf, (232, 222, 196), box.inflate(w // 30, h // 80), border_radius=w // 30)
            fs, lines = self.text.fit(self.ui.localized(a.text), box.w, 8, int(w * 0.085), 8, height=box.h)
            self.text.block(surf, lines, fs, box, INK, align="left")

    def _relic(self, surf, r) -> None:
        w, h, rad = self._frame(surf, RELIC_PAPER, (70, 40, 110))
        name_type = self.ui.localized(type_names().get(r.type) or {"en": r.type})
        y = self._title(
            surf, name_type.upper(), pygame.Rect(w // 16, h // 30, w - w // 8, h), int(w * 0.11), (70, 40, 110), lines=1
        )
        mid = pygame.Rect(w // 10, y + h // 40, w - w // 5, int(h * 0.42))
        if r.use == "weapon":
            sword(surf, pygame.Rect(mid.x + mid.w // 8, mid.y, mid.w // 3, mid.h))
            t = self.text.render(f"+{r.combat}", int(mid.h * 0.55), (150, 20, 20), bold=True, keep=True)
            surf.blit(t, (mid.right - t.get_width(), mid.centery - t.get_height() // 2))
        else:
            icons = capacity_icons(r.capacity)
            isz = min(int(mid.h * 0.6), mid.w // max(1, len(icons)) - 4)
            x0 = mid.centerx - (len(icons) * (isz + 4)) // 2
            for i, c in enumerate(icons):
                surf.blit(crystals.crystal(c, isz), (x0 + i * (isz + 4), mid.centery - isz // 2))
        self._title(
            surf,
            self.ui.localized(r.name),
            pygame.Rect(w // 16, mid.bottom + h // 30, w - w // 8, h),
            int(w * 0.11),
            INK,
            lines=3,
        )

    def _mission(self, surf, m) -> None:
        w, h, rad = self._frame(surf, MISSION_PAPER, (120, 90, 30))
        name = pygame.Rect(w // 16, h // 30, w - w // 8, h)
        y = self._title(surf, self.ui.localized(m.name), name, int(w * 0.12), lines=3)  # three at the floor
        isz = int(w * 0.3)
        t = self.text.render(str(m.points), int(w * 0.16), (120, 90, 30), bold=True, keep=True)
        right = w - w // 10 - t.get_width()  # the points; the goal's icon left of them (the floor sets them large)
        c = (max(w // 14 + isz // 2, min(w // 2, right - w // 30 - isz // 2)), y + isz // 2 + h // 40)
        ic = crystals.relic_back(isz) if m.target == "relics" else crystals.crystal(m.target, isz)
        surf.blit(ic, ic.get_rect(center=c))
        surf.blit(t, (right, c[1] - t.get_height() // 2))
        box = pygame.Rect(w // 14, c[1] + isz // 2 + h // 30, w - w // 7, h - c[1] - isz // 2 - h // 15)
        fs, lines = self.text.fit(self.ui.localized(m.text), box.w, 6, int(w * 0.1), 8, height=box.h)
        self.text.block(surf, lines, fs, box, INK)

    def _back(self, surf, kind: str, company: str) -> None:
        w, h = surf.get_size()
        if kind == "relic":
            ic = crystals.relic_back(h)
            surf.blit(pygame.transform.smoothscale(ic, (h, h)), ((w - h) // 2, 0))
            return
        col = company_rgb(company) if company else (90, 90, 90)
        dark = tuple(int(c * 0.55) for c in col)
        _, _, rad = self._frame(surf, dark, INK)
        pygame.draw.rect(surf, col, surf.get_rect().inflate(-w // 6, -w // 6), max(2, w // 30), border_radius=rad)
        c = (w // 2, h // 2)
        if kind == "agent":
            letter = self.text.render(company_letter(self.ui, company), w // 2, col, bold=True)
            surf.blit(letter, letter.get_rect(center=c))
        elif kind == "fighter":
            sword(surf, pygame.Rect(c[0] - w // 8, c[1] - h // 6, w // 4, h // 3), INK)
        else:
            for i, col_ in enumerate(COLOURS):
                ic = crystals.crystal(col_, w // 4)
                surf.blit(
                    ic,
                    (
                        c[0] - w // 8 + int(math.cos(i * 2.1) * w // 6) - w // 16,
                        c[1] - w // 8 + int(math.sin(i * 2.1) * w // 6),
                    ),
                )


_TYPE_NAMES: dict = {}


def type_names() -> dict:
    """Relic type id -> its {es, en} name (relic_types.yaml)."""
    if not _TYPE_NAMES:
        from rules.cards import load_game

        _TYPE_NAMES.update({d["id"]: d["name"] for d in load_game("krysis")["relic_types"]})
    return _TYPE_NAMES
