"""Cached pieces of the El Viejo Imperio table: event chips and the previous-round panel.

Each piece is rendered once per change of what it shows (and per size and
language) and blitted every frame.
"""

from __future__ import annotations

import pygame

from client.imperio import reasons
from client.imperio.cards import GREY, CardPainter
from client.imperio.glyphs import CRITERION_GLYPH, GOLD, glyph
from client.imperio.hints import join
from client.table_art import CREAM, HILITE, MUTED, WIN, TableArt
from client.text import hyphenate, ink_on, rgb, wrap
from rules.imperio.trick import distance


class ImperioArt(TableArt):
    """El Viejo Imperio's own pieces: event chips and the previous-round panel."""

    def __init__(self, ui, painter: CardPainter):
        super().__init__(ui, painter.text)
        self.painter = painter

    def chip(self, event: str, h: int, year: bool = True) -> pygame.Surface:
        """A won event in small: dynasty colour, the dynasty's letters and the year
        (grey with "–": no dynasty). The letters tell dynasties apart without colour;
        without ``year``, a narrower chip of the letters alone (a crowded row)."""

        def make():
            e = self.painter.cards.events[event]
            colour = rgb(self.painter.cards.dynasties[e.dynasty].colour) if e.dynasty else GREY
            size = max(7, int(h * 0.58))
            mark = self.text.render(self.painter.mark(e.dynasty), max(6, int(h * 0.52)), (20, 16, 12), bold=True)
            txt = self.text.render(str(e.year), size, ink_on(colour), bold=True) if year else None
            mw = mark.get_width() + 4
            surf = pygame.Surface((mw + (txt.get_width() + 10 if txt else 6), h), pygame.SRCALPHA)
            pygame.draw.rect(surf, colour, surf.get_rect(), border_radius=h // 4)
            pygame.draw.rect(surf, (30, 20, 10), surf.get_rect(), 1, border_radius=h // 4)
            badge = pygame.Rect(2 if txt else 3, 2, mw, h - 4)
            pygame.draw.rect(surf, (246, 238, 218), badge, border_radius=max(2, h // 5))
            surf.blit(mark, mark.get_rect(center=badge.center))
            if txt:
                surf.blit(txt, txt.get_rect(midleft=(badge.right + 3, h // 2)))
            return surf

        return self._get(("chip", event, h, year, self.ui.lang), make)

    def dynasty_badge(self, dynasty, h: int) -> pygame.Surface:
        """The dynasty's colour with its letters on it, ``h`` tall (the previous-round rows)."""

        def make():
            colour = rgb(self.painter.cards.dynasties[dynasty].colour) if dynasty else GREY
            txt = self.text.render(self.painter.mark(dynasty), max(7, int(h * 0.6)), ink_on(colour), bold=True)
            surf = pygame.Surface((txt.get_width() + 6, h), pygame.SRCALPHA)
            pygame.draw.rect(surf, colour, surf.get_rect(), border_radius=max(2, h // 4))
            surf.blit(txt, txt.get_rect(center=surf.get_rect().center))
            return surf

        return self._get(("badge", dynasty, h, self.ui.lang), make)

    # -- the previous round -----------------------------------------------------
    def last_panel(self, last, names: list[str], size, scale: float):
        """The previous round: event, symbols, each card with its values, winner and why.

        Returns (surface, hits) where hits are (rect relative to the panel, card id).
        """
        key = ("last", last, tuple(names), tuple(size), self.ui.lang)
        return self._get(key, lambda: self._last_panel(last, names, size, scale))

    def _last_panel(self, last, names, size, s):
        ui, t, cs = self.ui, self.text, self.painter.cards
        w, h = size
        surf = self.panel(size, alpha=110).copy()
        hits: list[tuple[pygame.Rect, str]] = []
        pad = max(8, int(12 * s))
        floor = ui.text_floor()  # the sizes text is set at, so the rows below are measured alike
        big, mid, small = max(13, int(18 * s), floor), max(11, int(15 * s), floor), max(10, int(13 * s), floor)
        y = pad
        title = t.render(ui.t("imperio.last_round"), big, HILITE, bold=True, serif=True, width=w - 2 * pad)
        surf.blit(title, (pad, y))
        y += title.get_height() + 4
        if last is None:
            surf.blit(t.render(ui.t("imperio.last_none"), small, MUTED, width=w - 2 * pad), (pad, y))
            return surf, hits
        ev = cs.events[last.event]
        # Event line: dynasty swatch, year and name.
        top = y
        colour = rgb(cs.dynasties[ev.dynasty].colour) if ev.dynasty else GREY
        sw = self.chip(last.event, mid + 4)
        surf.blit(sw, (pad, y))
        room = w - 3 * pad - sw.get_width()
        bottom = y + sw.get_height()
        # the event's name on two lines where one does not hold it
        for line in self.whole_lines(ui.localized(ev.name), mid, room, bold=True, serif=True):
            name = t.render(line, mid, CREAM, bold=True, serif=True, width=room)
            surf.blit(name, (pad + sw.get_width() + 6, y + 1))
            y += name.get_height()
        y = max(y, bottom) + 4
        dyn = ui.localized(cs.dynasties[ev.dynasty].name) if ev.dynasty else ui.t("imperio.no_dynasty")
        sub = t.render(dyn, small, MUTED, width=w - 2 * pad)
        surf.blit(sub, (pad, y))
        if ev.hero:
            hs = sub.get_height()
            spot = pygame.Rect(pad + sub.get_width() + 6, y, hs + 4, hs)
            pygame.draw.rect(surf, (236, 230, 214), spot, border_radius=4)  # black swords on a light spot
            surf.blit(
                glyph("swords", hs - 2, (20, 20, 20) if ev.hero == "black" else (200, 30, 36)), (spot.x + 3, y + 1)
            )
        y += sub.get_height() + 4
        hits.append((pygame.Rect(0, top, w, y - top), last.event))
        # The symbols as they stood, first = trump.
        gs = max(16, int(22 * s))
        x = pad
        for i, crit in enumerate(last.criteria):
            cell = pygame.Rect(x, y, gs + 4, gs + 4)
            pygame.draw.rect(surf, (255, 236, 170) if i == 0 else (236, 230, 214), cell, border_radius=5)
            if crit == last.decided_by:
                pygame.draw.rect(surf, WIN, cell.inflate(4, 4), 2, border_radius=6)
            surf.blit(
                glyph(CRITERION_GLYPH[crit], gs, (196, 150, 70) if crit != "period" else (60, 100, 150)), (x + 2, y + 2)
            )
            x += gs + 10
        if last.decided_by == "tie":
            why = ui.t("imperio.decided_tie")
        else:
            why = ui.t("imperio.decided", crit=ui.t(f"imperio.crit.{last.decided_by}"))
        if t.font(small, True).size(why)[0] <= w - x - pad:
            why_s = t.render(why, small, HILITE, bold=True, width=w - x - pad)
            surf.blit(why_s, (x + 2, y + (gs + 4 - why_s.get_height()) // 2))
            y += gs + 10
        else:  # under the symbols, where beside them it would be cut ("Decided by: pe…")
            y += gs + 8
            for line in self.whole_lines(why, small, w - 2 * pad, bold=True):
                why_s = t.render(line, small, HILITE, bold=True, width=w - 2 * pad)
                surf.blit(why_s, (pad, y))
                y += why_s.get_height()
            y += 4
        told = reasons.from_result(last)
        notes = reasons.card_notes(ui, told, names) if told else {}
        # Winner, the comparison that decided it (in numbers), the Electors.
        lines = [(ui.t("imperio.last_winner", name=names[last.winner]), WIN, True)]
        if told is not None:
            lines.append((reasons.deciding(ui, told, names), CREAM, False))
            if ev.hero and last.hero is None:
                person = cs.monarchs.get(ev.person)
                lines.append(
                    (
                        ui.t("imperio.res.hero_absent", name=ui.localized(person.name) if person else ev.person),
                        MUTED,
                        False,
                    )
                )
        else:
            if last.dynasty:
                lines.append(
                    (ui.t("imperio.flag_dynasty", names=join(ui, [names[s] for s in last.dynasty])), CREAM, False)
                )
            if last.hero is not None:
                lines.append((ui.t("imperio.flag_hero", name=names[last.hero]), CREAM, False))
        if last.electors:
            cards = join(ui, [ui.localized(cs.monarchs[c].name) for c in last.electors])
            lines.append((ui.t("imperio.flag_electors", cards=cards), CREAM, False))
        # The panel's room beyond every row on one line and the lines below them: a card's
        # name too long for its row takes a second line while that room lasts.
        note_h = t.font(small).get_height() + 1
        spare = (
            h
            - 4
            - y
            - 2
            - sum(
                mid + small + 11 + note_h * min(2, len(wrap(t.font(small), notes[pc.seat], w - 2 * pad - 16)))
                if notes.get(pc.seat)
                else mid + small + 11
                for pc in last.plays
            )
        )
        spare -= sum(
            len(wrap(t.font(mid if bold else small, bold), text, w - 2 * pad))
            * (t.font(mid if bold else small, bold).get_height() + 1)
            + 2
            for text, _, bold in lines
        )
        # One row per card played, in play order, with its Dinastía raise or war-hero fate.
        for pc in last.plays:
            m = cs.monarchs[pc.card]
            note = notes.get(pc.seat)
            ink = (214, 180, 255) if pc.seat == last.hero else HILITE
            note_s = (
                [
                    t.render(part, small, ink, width=w - 2 * pad - 16)
                    for part in wrap(t.font(small), note, w - 2 * pad - 16)[:2]
                ]
                if note
                else []
            )
            badge = self.dynasty_badge(m.dynasty, mid + 2)
            who_w = min(t.font(mid, True).size(names[pc.seat])[0], int(w * 0.5))  # the seat's name whole
            room = w - pad - 8 - badge.get_width() - who_w - 14
            cname = self.whole_lines(ui.localized(m.name), mid, room, serif=True)
            name_h = t.font(mid, False, True).get_linesize() * (len(cname) - 1)  # a second line of the card's name
            if name_h and name_h > spare:  # no room for it: left out, not cut (the row's zoom shows the card)
                cname, name_h = [], 0
            spare -= name_h
            row_h = mid + small + 8 + name_h + sum(n.get_height() + 1 for n in note_s)
            row = pygame.Rect(pad // 2, y, w - pad, row_h)
            won = pc.seat == last.winner
            if won:
                pygame.draw.rect(surf, (255, 214, 92, 60), row, border_radius=6)
                pygame.draw.rect(surf, WIN, row, 2, border_radius=6)
            surf.blit(badge, (row.x + 4, row.y + 3))
            x0 = row.x + 8 + badge.get_width()
            who = t.render(names[pc.seat], mid, WIN if won else CREAM, bold=True, width=int(w * 0.5))
            surf.blit(who, (x0, row.y + 3))
            cy = row.y + 3
            for line in cname:
                part = t.render(line, mid, CREAM, serif=True, width=room)
                surf.blit(part, (x0 + who.get_width() + 8, cy))
                cy += part.get_height()
            stats = self._stats(m, small, last, row.w - 14)
            surf.blit(stats, (row.x + 12, row.y + 5 + mid + name_h))
            ny = row.y + 7 + mid + small + name_h
            for n in note_s:
                surf.blit(n, (row.x + 12, ny))
                ny += n.get_height() + 1
            hits.append((row, pc.card))
            y += row_h + 3
        y += 2
        for text, colour, bold in lines:
            size = mid if bold else small
            for part in wrap(t.font(size, bold), text, w - 2 * pad):
                if y + size > h - 4:
                    break
                line = t.render(part, size, colour, bold=bold, width=w - 2 * pad)
                surf.blit(line, (pad, y))
                y += line.get_height() + 1
            y += 2
        return surf, hits

    def whole_lines(self, text: str, size: int, width: int, bold=False, serif=False) -> list[str]:
        """``text`` on one line where it fits ``width`` at ``size``, else wrapped (a word wider
        than the room split at a syllable): a name in the panel reads whole, never cut."""
        font = self.text.font(max(size, self.ui.text_floor()), bold, serif)
        if font.size(text)[0] <= width:
            return [text]
        return wrap(font, hyphenate(font, text, width, lang=self.ui.lang), width)

    def _stats(self, m, size, last, room: int = 0) -> pygame.Surface:
        """Crowns, years and reign of a monarch in one line, the reign with its distance to
        the event's year (shorter when ``room`` is tight); the deciding one underlined."""
        away = distance(m, self.painter.cards.events[last.event].year)
        for key in ("imperio.res.away_short", "imperio.res.away_compact"):
            surf = self._stats_line(m, size, last, f"{m.start}–{m.end} ({self.ui.t(key, n=away)})")
            if not room or surf.get_width() <= room:
                return surf
        return self._stats_line(m, size, last, f"{m.start}–{m.end}")  # the reign alone

    def _stats_line(self, m, size, last, reign: str) -> pygame.Surface:
        t = self.text
        parts = [
            ("crowns", "crown", str(m.crowns)),
            ("years", "hourglass", str(m.years)),
            ("period", "calendar", reign),
        ]
        gs = size + 2
        pieces = []
        for crit, g, txt in parts:
            decisive = crit == last.decided_by
            pieces.append(
                (
                    glyph(g, gs, GOLD if g == "crown" else ((196, 150, 70) if g == "hourglass" else (60, 100, 150))),
                    t.render(txt, size, WIN if decisive else MUTED, bold=decisive),
                    decisive,
                )
            )
        width = sum(a.get_width() + b.get_width() + 14 for a, b, _ in pieces)
        surf = pygame.Surface((width, gs + 3), pygame.SRCALPHA)
        x = 0
        for g, txt, decisive in pieces:
            surf.blit(g, (x, 0))
            surf.blit(txt, (x + g.get_width() + 2, (gs - txt.get_height()) // 2))
            if decisive:
                pygame.draw.line(surf, WIN, (x, gs + 1), (x + g.get_width() + 2 + txt.get_width(), gs + 1), 2)
            x += g.get_width() + txt.get_width() + 14
        return surf
