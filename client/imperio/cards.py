"""Procedural El Viejo Imperio cards, drawn from their data (no image files).

A monarch shows its dynasty (colour band *and* name), its name, the reign, the
crowns as glyphs with their count, the years of reign, the emperor's crown and
the Elector mark ("E2"/"E3": the symbol it swaps with). An event shows its
dynasty or grey "sin dinastía", year, name, the three criterion symbols in order
(the first marked as trump), the person it refers to and the war-hero swords.
Surfaces are cached per (card, width, language[, symbol order]).
"""

from __future__ import annotations

import pygame

from client.cache import SurfaceCache
from client.imperio.glyphs import CRITERION_GLYPH, GOLD, INK, glyph
from client.table_art import card_shadow
from client.text import Text, fast, ink_on, rgb
from client.ui import measuring, shown_at
from rules.imperio.cards import card_set

RATIO = 1.42
MIN_NATIVE = 80  # narrower cards are drawn at this width and smoothscaled
PAPER = (246, 238, 218)
EVENT_PAPER = (232, 226, 208)
GREY = (150, 150, 146)
ELECTOR = (92, 44, 120)
HERO = {"black": (20, 20, 20), "red": (196, 30, 36)}
BACK = (112, 26, 34)


def card_size(width: int) -> tuple[int, int]:
    return int(width), int(round(width * RATIO))


PARTICLES = {"de", "del", "la", "el", "los", "of", "the"}  # not the end of a short name


def name_forms(name: str) -> list[str]:
    """A monarch's name, then shorter forms of it for a card too small for the whole: its
    words from the start, the longest first, none ending on a particle ("de", "el", "of",
    "the"...). The card shows the first that can be set legibly; the zoom shows it whole.

    >>> name_forms("Federico V del Palatinado"), name_forms("Frederick I Barbarossa")
    (['Federico V del Palatinado', 'Federico V', 'Federico'], ['Frederick I Barbarossa', 'Frederick I', 'Frederick'])
    """
    words = name.split()
    shorter = [" ".join(words[:n]) for n in range(len(words) - 1, 0, -1) if words[n - 1].lower() not in PARTICLES]
    return [name, *shorter]


def reign_label(m, fits) -> str:
    """A monarch's reign as a card shows it: "1562–1598", or, where ``fits(text, bold)`` says
    that fits in neither weight and both years lie in one century, the end year shortened
    as historians write it ("1562–98"); a reign across two centuries keeps its whole form.

    >>> from types import SimpleNamespace as M
    >>> fits = lambda text, bold: len(text) <= 7
    >>> [reign_label(M(start=a, end=b), fits) for a, b in ((1562, 1598), (1575, 1612), (814, 840))]
    ['1562–98', '1575–1612', '814–840']
    """
    whole = f"{m.start}–{m.end}"
    if fits(whole, True) or fits(whole, False) or m.start // 100 != m.end // 100:
        return whole
    return f"{m.start}–{m.end % 100:02d}"


class CardPainter:
    """Renders and caches card faces, backs and shadows."""

    def __init__(self, ui, text: Text | None = None):
        self.ui = ui
        self.text = text or Text(ui)
        self.cards = card_set()
        self._cache = SurfaceCache()  # bounded: flying cards ask for a new width each frame
        self.strips: dict[tuple, pygame.Rect] = {}  # (event, width) -> its symbol strip
        self._marks: dict[tuple, dict[str, str]] = {}

    # -- public -----------------------------------------------------------
    def is_monarch(self, card: str) -> bool:
        return card in self.cards.monarchs

    def mark(self, dynasty: str | None) -> str:
        """A dynasty's short letters ("Ca", "HL"), unique among the dynasties in this language,
        so a chip or stripe never tells dynasties apart by colour alone; "–" for none (grey)."""
        if dynasty is None:
            return "–"
        key = ("marks", self.ui.lang)
        marks = self._marks.get(key)
        if marks is None:
            marks = self._marks[key] = dynasty_marks(
                {d: self.ui.localized(x.name) for d, x in self.cards.dynasties.items()}
            )
        return marks.get(dynasty, "?")

    def name(self, card: str) -> str:
        data = self.cards.monarchs.get(card) or self.cards.events.get(card)
        return self.ui.localized(data.name) if data else card

    def face(self, card: str, width: int, criteria: tuple | None = None) -> pygame.Surface:
        """A monarch or event face ``width`` wide (events: symbols in ``criteria`` order)."""
        if card in self.cards.monarchs:
            return self._cached(("m", card), width, self._monarch)
        crit = tuple(criteria) if criteria else self.cards.events[card].criteria
        return self._cached(("e", card, crit), width, self._event)

    def back(self, width: int) -> pygame.Surface:
        return self._cached(("back",), width, self._back)

    def shadow(self, width: int, height: int) -> pygame.Surface:
        return card_shadow(width, height)

    def blit(self, surface: pygame.Surface, surf: pygame.Surface, pos, shadow: bool = True) -> None:
        """Draw a card with a soft shadow below and to the right."""
        if shadow:
            w, h = surf.get_size()
            surface.blit(self.shadow(w, h), (pos[0] - 1, pos[1] + 1))
        surface.blit(surf, pos)

    # -- caching ------------------------------------------------------------
    def _cached(self, key, width: int, paint) -> pygame.Surface:
        width = int(width)
        full = key + (width, self.ui.lang)
        surf = None if measuring() else self._cache.get(full)  # measuring: paint anew, noted
        if surf is None:
            native = max(width, MIN_NATIVE)
            surf = self._blank(native)
            with shown_at(width / native):
                paint(surf, *key[1:])
            if native != width:
                surf = pygame.transform.smoothscale(surf, card_size(width))
            surf = self._cache[full] = fast(surf)
        return surf

    def _blank(self, width: int, fill=PAPER) -> pygame.Surface:
        w, h = card_size(width)
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        r = max(4, w // 12)
        pygame.draw.rect(surf, fill, surf.get_rect(), border_radius=r)
        pygame.draw.rect(surf, (70, 52, 34), surf.get_rect(), max(1, w // 70), border_radius=r)
        return surf

    def _band(self, surf, colour, label: str, right_gap: int = 0, short: str = "") -> int:
        """The dynasty band at the top; returns its bottom y. Where the name cannot be set
        legibly (a small card), the dynasty's ``short`` mark ("Ha") stands for it."""
        w = surf.get_width()
        pad = max(3, w // 22)
        band = pygame.Rect(pad, pad, w - 2 * pad, max(12, int(w * 0.17)))
        pygame.draw.rect(surf, colour, band, border_radius=max(3, w // 24))
        pygame.draw.rect(surf, INK, band, 1, border_radius=max(3, w // 24))
        room = band.w - 8 - right_gap
        floor = self.ui.text_floor()
        for bold in (True, False):  # whole in bold, else whole in the narrower regular weight
            size = max(7, int(band.h * 0.62))
            while size > 7 and self.text.font(size, bold).size(label)[0] > room:
                size -= 1
            if self.text.font(max(size, floor), bold).size(label)[0] <= room:
                txt = self.text.render(label, size, ink_on(colour), bold=bold, width=room)
                break
        else:  # never cut ("Habsburgo-L…"): the mark the chips show stands for it
            txt = self.text.render(short or label, size, ink_on(colour), bold=True, width=room, keep=True)
        surf.blit(txt, (band.x + 5, band.centery - txt.get_height() // 2))
        return band.bottom

    # -- monarch --------------------------------------------------------------
    def _monarch(self, surf: pygame.Surface, card: str) -> None:
        m = self.cards.monarchs[card]
        t, ui = self.text, self.ui
        w, h = surf.get_size()
        pad = max(3, w // 22)
        dyn = self.cards.dynasties[m.dynasty]
        y = self._band(surf, rgb(dyn.colour), ui.localized(dyn.name), short=self.mark(m.dynasty))
        # Name: up to three lines in a fixed box so every card aligns.
        # (three lines at the text floor where the floor is large for the card: 150 % text on
        # a small window's hand; the rows under it move down into the card's spare room)
        floor_lines = 3 * t.font(t.ui.text_floor(), False, True).get_linesize()
        box_h = max(int(w * 0.42), min(floor_lines, int(w * 0.56)))
        box = pygame.Rect(pad + 2, y + int(w * 0.04), w - 2 * pad - 4, box_h)
        # Whole in bold, else whole in the regular weight (a word split at a syllable where it
        # must), else a shorter form ("Federico V" of "Federico V del Palatinado"), else left
        # out: the zoom shows it, never "de Cari…".
        lines = []
        for name in name_forms(ui.localized(m.name)):
            for bold in (True, False):
                size, lines = t.fit_whole(
                    name,
                    box.w,
                    3,
                    int(w * 0.135),
                    max(8, int(w * 0.085)),
                    bold=bold,
                    serif=True,
                    height=box.h,
                    hyphens=not bold,
                )
                if lines:
                    break
            if lines:
                break
        line_h = t.font(size, bold, True).get_linesize()
        top = box.y + max(0, (box.h - line_h * len(lines)) // 2)
        t.block(surf, lines, size, pygame.Rect(box.x, top, box.w, box.h), INK, bold=bold, serif=True)
        # Reign (periodo).
        rsize, room = max(9, int(w * 0.14)), w - 6  # the reign may use the card's width to its border
        label = reign_label(m, lambda x, bold: t.font(max(rsize, t.ui.text_floor()), bold).size(x)[0] <= room)
        bold = t.font(max(rsize, t.ui.text_floor()), True).size(label)[0] <= room  # else the narrower weight
        reign = t.render(label, rsize, (90, 30, 20), bold=bold, width=room, keep=True)
        ry = box.bottom + int(w * 0.02)
        surf.blit(reign, (w // 2 - reign.get_width() // 2, ry))
        pygame.draw.line(
            surf, (170, 150, 120), (pad + 4, ry + reign.get_height() + 3), (w - pad - 4, ry + reign.get_height() + 3)
        )
        # Crowns: one glyph per crown, with the count.
        cy = ry + reign.get_height() + int(w * 0.07)
        gs = max(8, min(int(w * 0.15), (w - 2 * pad - int(w * 0.2)) // max(1, m.crowns)))
        count = t.render(str(m.crowns), max(9, int(w * 0.15)), INK, bold=True, keep=True)
        total = gs * m.crowns + 4 + count.get_width()
        x = w // 2 - total // 2
        for _ in range(m.crowns):
            surf.blit(glyph("crown", gs, GOLD), (x, cy))
            x += gs
        surf.blit(count, (x + 4, cy + gs // 2 - count.get_height() // 2))
        # Bottom row: years of reign (left), Elector seal, emperor's crown (right).
        bs = max(10, int(w * 0.17))
        by = h - pad - bs - 2
        surf.blit(glyph("hourglass", bs, (196, 150, 70)), (pad + 2, by))
        es = int(bs * 1.15)
        bw = int(w * 0.3) if m.elector else 0
        room = w - 2 * pad - bs - 6 - (es + 3 if m.emperor else 0) - (bw + 4 if bw else 0)
        ysize = max(9, int(w * 0.14))
        label = ui.t("imperio.years_n", n=m.years)
        if t.font(max(ysize, t.ui.text_floor()), True).size(label)[0] > room:
            label = str(m.years)
        yrs = t.render(label, ysize, INK, bold=True, keep=True)
        surf.blit(yrs, (pad + 3 + bs, by + bs // 2 - yrs.get_height() // 2))
        if m.emperor:
            surf.blit(glyph("emperor", es, (150, 30, 60)), (w - pad - es - 1, by - 2))
        if m.elector:
            right = w - pad - (es + 3 if m.emperor else 0)
            left = pad + 5 + bs + yrs.get_width()
            x = max(left, min(right - bw, (left + right) // 2 - bw // 2))
            self._elector_badge(surf, m.elector, pygame.Rect(x, by + 1, bw, bs - 2))

    def _elector_badge(self, surf, effect: str, rect: pygame.Rect) -> None:
        """The Elector mark: a violet seal "E2"/"E3" (swaps the first symbol with that one)."""
        pygame.draw.rect(surf, ELECTOR, rect, border_radius=rect.h // 2)
        pygame.draw.rect(surf, GOLD, rect, max(1, rect.h // 9), border_radius=rect.h // 2)
        n = "2" if effect.endswith("second") else "3"
        size = max(7, int(rect.h * 0.72))
        while size > 7 and self.text.font(size, True).size(f"E⇄{n}")[0] > rect.w - 6:
            size -= 1
        txt = self.text.render(f"E⇄{n}", size, (255, 246, 220), bold=True, keep=True)
        surf.blit(txt, txt.get_rect(center=rect.center))

    # -- event ----------------------------------------------------------------
    def _event(self, surf: pygame.Surface, card: str, criteria: tuple) -> None:
        e = self.cards.events[card]
        t, ui = self.text, self.ui
        w, h = surf.get_size()
        pygame.draw.rect(surf, EVENT_PAPER, surf.get_rect().inflate(-4, -4), border_radius=max(4, w // 12))
        pad = max(3, w // 22)
        if e.dynasty:
            dyn = self.cards.dynasties[e.dynasty]
            y = self._band(surf, rgb(dyn.colour), ui.localized(dyn.name), short=self.mark(e.dynasty))
        else:
            y = self._band(surf, GREY, ui.t("imperio.no_dynasty"), short=self.mark(None))
        # Year, with the war-hero swords beside it.
        year = t.render(str(e.year), max(10, int(w * 0.17)), (90, 30, 20), bold=True, serif=True, keep=True)
        yy = y + int(w * 0.03)
        surf.blit(year, (pad + 3, yy))
        if e.hero:
            ss = year.get_height()
            surf.blit(glyph("swords", ss, HERO[e.hero]), (w - pad - ss - 2, yy))
        # Name.
        box = pygame.Rect(pad + 2, yy + year.get_height(), w - 2 * pad - 4, int(w * 0.31))
        # a long name shrinks rather than run over the symbols (results thumbnails are small)
        size, lines = t.fit(
            ui.localized(e.name),
            box.w,
            3,
            int(w * 0.12),
            max(6, int(w * 0.06)),
            bold=True,
            serif=True,
            height=box.h,
            keep=False,
        )  # whole or left out (zoom)
        t.block(surf, lines, size, box, INK, bold=True, serif=True)
        # The three symbols, in their current order; the first is trump.
        # (lower where the person's two lines at the text floor need the room)
        need = 2 * t.font(max(t.ui.text_floor(), int(w * 0.075)), True).get_linesize() + 5
        sy = box.bottom + int(w * 0.08)
        strip = pygame.Rect(pad, sy, w - 2 * pad, max(int(w * 0.3), min(int(w * 0.4), h - pad - need - sy)))
        self._criteria(surf, criteria, strip)
        self.strips[(card, w)] = strip
        # The person the event refers to.
        person = self.cards.monarchs.get(e.person)
        pname = ui.localized(person.name) if person else e.person
        label = ui.t("imperio.hero_person", name=pname) if e.hero else pname
        colour = HERO[e.hero] if e.hero else (70, 60, 50)
        area = pygame.Rect(pad + 2, strip.bottom + 2, w - 2 * pad - 4, h - pad - strip.bottom - 3)
        size, lines = t.fit(label, area.w, 2, max(8, int(w * 0.075)), 8, bold=bool(e.hero), height=area.h)
        lh = t.font(size, bool(e.hero)).get_linesize()
        if len(lines) * lh > area.h:
            lines = [lines[0] if len(lines) == 1 else lines[0] + "…"]
        top = area.y + max(0, (area.h - lh * len(lines)) // 2)
        t.block(surf, lines, size, pygame.Rect(area.x, top, area.w, area.h), colour, bold=bool(e.hero))

    def cells(self, card: str, width: int) -> list[pygame.Rect]:
        """The three symbol cells of an event face ``width`` wide (card coordinates)."""
        strip = self.strips.get((card, width))
        if strip is None:
            return []
        return symbol_cells(strip)

    def _criteria(self, surf, criteria: tuple, rect: pygame.Rect) -> None:
        t, ui = self.text, self.ui
        cells = symbol_cells(rect)
        cw = cells[0].w
        for i, crit in enumerate(criteria):
            cell = cells[i]
            trump = i == 0
            pygame.draw.rect(surf, (255, 236, 170) if trump else (250, 246, 234), cell, border_radius=6)
            pygame.draw.rect(
                surf, (176, 120, 20) if trump else (150, 136, 112), cell, 3 if trump else 1, border_radius=6
            )
            num = t.render(str(i + 1), max(7, int(cw * 0.22)), (110, 90, 70), bold=True)
            surf.blit(num, (cell.x + 3, cell.y + 1))
            gs = int(min(cw * 0.62, rect.h * 0.5))
            surf.blit(
                glyph(CRITERION_GLYPH[crit], gs, _CRIT_COLOUR[crit]),
                (cell.centerx - gs // 2, cell.y + int(rect.h * 0.14)),
            )
            lab = t.render(
                ui.t(f"imperio.crit.{crit}"), max(7, int(cw * 0.2)), INK, bold=trump, width=cw - 2, keep=False
            )  # the glyph says it where the word does not fit
            surf.blit(lab, (cell.centerx - lab.get_width() // 2, cell.bottom - lab.get_height() - 2))
        star = max(8, int(cw * 0.3))
        surf.blit(glyph("star", star, GOLD), (rect.x + cw - star + 2, rect.y - star // 3))
        trump = t.render(ui.t("imperio.trump"), max(7, int(cw * 0.2)), (150, 96, 10), bold=True)
        surf.blit(trump, (rect.x + 2, rect.y - trump.get_height()))

    # -- back -----------------------------------------------------------------
    def _back(self, surf: pygame.Surface) -> None:
        w, h = surf.get_size()
        r = max(4, w // 12)
        pygame.draw.rect(surf, BACK, surf.get_rect(), border_radius=r)
        inner = surf.get_rect().inflate(-w // 8, -w // 8)
        step = max(6, w // 8)
        surf.set_clip(inner)
        for x in range(inner.x - inner.h, inner.right, step):
            pygame.draw.line(surf, (136, 40, 48), (x, inner.y), (x + inner.h, inner.bottom))
            pygame.draw.line(surf, (136, 40, 48), (x + inner.h, inner.y), (x, inner.bottom))
        surf.set_clip(None)
        pygame.draw.rect(surf, BACK, surf.get_rect().inflate(-4, -4), w // 16 + 2, border_radius=r)
        pygame.draw.rect(surf, GOLD, inner, max(1, w // 40), border_radius=r // 2)
        pygame.draw.rect(surf, (60, 40, 20), surf.get_rect(), max(1, w // 70), border_radius=r)
        d = int(w * 0.42)
        pygame.draw.circle(surf, BACK, inner.center, d // 2 + 2)
        pygame.draw.circle(surf, GOLD, inner.center, d // 2 + 2, max(1, w // 40))
        surf.blit(
            glyph("emperor", int(d * 0.66), (170, 40, 60)),
            (inner.centerx - int(d * 0.33), inner.centery - int(d * 0.36)),
        )


def dynasty_marks(names: dict[str, str]) -> dict[str, str]:
    """Short, unique letters per dynasty from its name: the initials of a compound name
    ("Habsburgo-Lorena" -> "HL"), else its first two letters ("Carolingios" -> "Ca"),
    lengthened while two dynasties would share them."""
    out: dict[str, str] = {}
    for dyn, name in names.items():
        words = [w for w in name.replace("-", " ").split() if w]
        base = "".join(w[0].upper() for w in words) if len(words) > 1 else name[:2]
        mark, k = base, 2
        while mark in out.values() and k < len(name):
            k += 1
            mark = name[:k]
        out[dyn] = mark
    return out


def symbol_cells(strip: pygame.Rect) -> list[pygame.Rect]:
    gap = max(2, strip.w // 30)
    cw = (strip.w - 2 * gap) // 3
    return [pygame.Rect(strip.x + i * (cw + gap), strip.y, cw, strip.h) for i in range(3)]


_CRIT_COLOUR = {"crowns": GOLD, "years": (196, 150, 70), "period": (60, 100, 150)}
