"""Drawing the Krysis table: one frame from the table's view and layout.

The mine and the left column are in ``board.py``, the players' camps, teams, screen and
hand in ``panels.py``; this module composes the frame, the bar of buttons, the lit drop
targets, the dragged item, the flying crystals and the zoom overlay.
"""

from __future__ import annotations

import pygame

from client.drag import draw_lit_targets
from client.krysis import board, crystals, panels
from client.table_art import CREAM, HILITE, MUTED, TableArt, card_shadow

INK = (20, 16, 12)


class TableDrawer:
    def __init__(self, table):
        self.t = table
        self.art = TableArt(table.ui, table.text)
        self._backdrop = None  # (key, surface): the last backdrop made
        self._zoom = None  # (key, surface): the zoom overlay last shown

    # -- small pieces ------------------------------------------------------------------
    def label(
        self, surface, text: str, size: float, pos, colour=CREAM, bold=False, width=0, anchor="topleft"
    ) -> pygame.Rect:
        surf = self.t.text.render(text, max(9, int(size)), colour, bold, width=int(width))
        r = surf.get_rect(**{anchor: pos})
        surface.blit(surf, r)
        return r

    def label_first(
        self, surface, texts, size: float, pos, colour=CREAM, bold=False, width=0, anchor="topleft"
    ) -> pygame.Rect:
        """``label`` with the first of ``texts`` (longest first) that fits ``width`` at the size
        it is set at; the last one, cut if it must be, where none does: a heading drops words
        before a number is cut."""
        font = self.t.text.font(max(9, int(size), self.t.ui.text_floor()), bold)
        text = next((x for x in texts if font.size(x)[0] <= width), texts[-1])
        return self.label(surface, text, size, pos, colour, bold, width, anchor)

    def label_lines(
        self, surface, parts, size: float, pos, colour=CREAM, bold=False, width=0, sep=" · ", anchor="topleft"
    ) -> pygame.Rect:
        """``parts`` joined by ``sep`` on as many lines as ``width`` needs (a part is never
        split), the block placed by ``anchor`` at ``pos``: a footer of counts reads whole on a
        narrow panel instead of ending in "…". Returns the block's rect."""
        font = self.t.text.font(max(9, int(size), self.t.ui.text_floor()), bold)
        lines: list[str] = []
        for part in parts:
            if lines and font.size(lines[-1] + sep + part)[0] <= width:
                lines[-1] += sep + part
            else:
                lines.append(part)
        surfs = [self.t.text.render(x, max(9, int(size)), colour, bold, width=int(width)) for x in lines]
        block = pygame.Rect(0, 0, max(x.get_width() for x in surfs), sum(x.get_height() for x in surfs))
        setattr(block, anchor, pos)
        y = block.y
        for x in surfs:
            surface.blit(x, (block.x, y))
            y += x.get_height()
        return block

    def card(self, surface, face: pygame.Surface, rect: pygame.Rect, hit=None, shadow=True) -> None:
        if shadow:
            surface.blit(card_shadow(rect.w, rect.h), (rect.x - 1, rect.y + 1))
        fw, fh = face.get_size()
        if abs(fw - rect.w) > 2 or abs(fh - rect.h) > 2:  # not for a pixel of rounding
            face = pygame.transform.smoothscale(face, rect.size)
        surface.blit(face, rect.topleft)
        if hit is not None:
            self.t.hits.append((pygame.Rect(rect), hit))

    def agent(self, surface, agent: str, rect: pygame.Rect, zone: str, seat, shadow=True) -> None:
        self.card(surface, self.t.painter.agent(agent, rect.w), rect, ("agent", agent), shadow)
        self.t.ui.record_card(agent, zone, seat)

    def relic(self, surface, relic: str, rect: pygame.Rect, zone: str, seat, shadow=True) -> None:
        self.card(surface, self.t.painter.relic(relic, rect.w), rect, ("relic", relic), shadow)
        self.t.ui.record_card(relic, zone, seat)

    def crystal_count(self, surface, colour: str, n: int, rect: pygame.Rect, size: float, dim=False) -> None:
        """A crystal icon in ``rect`` and its count right of it."""
        ic = crystals.crystal(colour, rect.h)
        if dim:
            ic = ic.copy()
            ic.set_alpha(90)
        surface.blit(ic, rect.topleft)
        self.label(
            surface, f"×{n}", size, (rect.right + 2, rect.centery), CREAM if not dim else MUTED, True, anchor="midleft"
        )

    def badge(self, surface, seat: int, centre, d: int) -> None:
        """A seat's miner/badge: a disc in its company colour with the seat's number."""
        company = self.t.view.players_view[seat].company

        def make():
            from client.krysis.cards import company_rgb

            n = d + 4
            surf = pygame.Surface((n, n), pygame.SRCALPHA)
            c = (n // 2, n // 2)
            pygame.draw.circle(surf, (20, 16, 12), c, d // 2 + 2)
            pygame.draw.circle(surf, company_rgb(company), c, d // 2)
            pygame.draw.circle(surf, (250, 246, 230), c, d // 2, max(1, d // 12))
            num = self.t.text.render(str(seat + 1), max(9, int(d * 0.62)), (20, 16, 12), True)
            surf.blit(num, num.get_rect(center=c))  # a figure, not a text label
            return surf

        pic = self.art._get(("badge", seat, company, d), make)
        surface.blit(pic, (centre[0] - pic.get_width() // 2, centre[1] - pic.get_height() // 2))

    # -- the bar -------------------------------------------------------------------------
    def button_surface(self, b, h: int, hot: bool) -> pygame.Surface:
        s = self.t.layout.scale
        key = ("btn", b.name, b.label, h, hot and b.enabled, b.primary, b.enabled, b.icons)

        def make():
            size = max(11, int(15 * s))
            txt = (
                self.t.text.render(b.label, size, INK if b.primary else CREAM if b.enabled else MUTED, bold=True)
                if b.label
                else None
            )
            isz = int(h * 0.56)
            icons = []
            for ic in b.icons:
                if ic[0] == "crystal":
                    icons.append(crystals.crystal(ic[1], isz))
                elif ic[0] == "relic":
                    icons.append(crystals.relic_back(isz))
                else:
                    arrow = pygame.Surface((isz, isz), pygame.SRCALPHA)
                    pts = [
                        (2, isz * 0.4),
                        (isz * 0.55, isz * 0.4),
                        (isz * 0.55, isz * 0.2),
                        (isz - 2, isz * 0.5),
                        (isz * 0.55, isz * 0.8),
                        (isz * 0.55, isz * 0.6),
                        (2, isz * 0.6),
                    ]
                    pygame.draw.polygon(arrow, CREAM if not b.primary else INK, pts)
                    icons.append(arrow)
            iw = sum(i.get_width() + 2 for i in icons)
            w = (txt.get_width() if txt else 0) + int(20 * s) + iw + (6 if icons and txt else 0)
            surf = pygame.Surface((w, h), pygame.SRCALPHA)
            fill = HILITE if b.primary else (70, 56, 40) if b.enabled else (48, 40, 32)
            if hot and b.enabled:
                fill = tuple(min(255, c + 30) for c in fill)
            pygame.draw.rect(surf, fill, surf.get_rect(), border_radius=h // 3)
            edge = (120, 80, 10) if b.primary else (250, 230, 160) if b.enabled else (110, 96, 80)
            pygame.draw.rect(surf, edge, surf.get_rect(), 2, border_radius=h // 3)
            x = int(10 * s)
            for ic in icons:
                surf.blit(ic, (x, (h - isz) // 2))
                x += ic.get_width() + 2
            if txt:
                surf.blit(txt, (x + (6 if icons else 0), (h - txt.get_height()) // 2))
            return surf

        return self.art._get(key, make)

    def layout_bar(self, btns):
        """Rects for the bar's buttons, right-aligned, in two rows if one is too narrow."""
        lay = self.t.layout
        s = lay.scale
        bar = lay.bar
        h = bar.h - int(10 * s)
        gap = max(4, int(8 * s))
        surfs = [self.button_surface(b, h, False) for b in btns]
        room = bar.w - int(16 * s)
        total = sum(x.get_width() for x in surfs) + gap * max(0, len(surfs) - 1)
        k = min(1.0, room / total) if total else 1.0
        out = []
        x = bar.right - int(8 * s) - min(total, room)
        for b, surf in zip(btns, surfs):
            w = int(surf.get_width() * k)
            out.append((b, pygame.Rect(x, bar.y + (bar.h - h) // 2, w, h)))
            x += w + int(gap * k)
        return out

    def bar(self, surface) -> None:
        t = self.t
        for b, r in t.bar:
            surf = self.button_surface(b, r.h, r.collidepoint(t.mouse))
            if surf.get_width() != r.w:
                surf = pygame.transform.smoothscale(surf, r.size)
            surface.blit(surf, r.topleft)

    # -- frame ---------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        t = self.t
        t.hits = []
        if t.view is None or t.layout is None:
            return
        lay = t.layout
        surface.blit(self.backdrop(), lay.rect.topleft)
        board.draw(self, surface)
        if t.mode in ("aside", "choose"):
            panels.picker(self, surface)
        else:
            for seat in lay.opp:
                panels.opponent(self, surface, seat)
            panels.camp(self, surface)
            panels.team(self, surface)
            panels.side(self, surface)
        self.bar(surface)
        panels.screen(self, surface)
        panels.hand(self, surface)
        self.page_arrows(surface)
        panels.decks(self, surface)
        self.targets(surface)
        t.draw_flights(surface)
        self.dragged(surface)
        if t.zoom is not None:
            self.zoom(surface)

    def panel_specs(self) -> tuple:
        """Every panel of the frame: (rect, border, alpha); the rims mark who acts now."""
        t = self.t
        v, lay = t.view, t.layout
        out = [
            (lay.head, None, 120),
            (lay.board, None, 150),
            (lay.info, None, 120),
            (lay.bar, None, 90),
            (lay.screen, (120, 96, 60), 120),
            (lay.decks, HILITE if t.mode == "draw" else None, 120),
        ]
        if t.mode in ("aside", "choose"):
            out.append((lay.picker, None, 150))
        else:
            for seat, box in lay.opp.items():
                hot = v.active == seat or seat in v.to_act
                out.append((box, HILITE if hot else None, 120))
            out += [
                (lay.camp, HILITE if v.active == t.bottom_seat() else None, 120),
                (lay.team, None, 120),
                (lay.side, None, 120),
            ]
        return tuple((tuple(r), b, a) for r, b, a in out)

    def page_arrows(self, surface) -> None:
        """A paged hand's arrows: two buttons at the right of its title row (lit under the pointer)."""
        for step, r in self.t.page_arrows().items():
            hot = r.collidepoint(self.t.mouse)
            pygame.draw.rect(surface, (60, 52, 36) if hot else (36, 46, 38), r, border_radius=max(3, r.h // 4))
            pygame.draw.rect(surface, HILITE if hot else CREAM, r, 2, border_radius=max(3, r.h // 4))
            dx, dy = r.h * 0.25 * step, r.h * 0.3
            pts = [(r.centerx + dx, r.centery), (r.centerx - dx, r.centery - dy), (r.centerx - dx, r.centery + dy)]
            pygame.draw.polygon(surface, HILITE if hot else CREAM, pts)

    def backdrop(self) -> pygame.Surface:
        """The felt and every panel in one opaque picture, made again only when a rim, the
        round or the phase changes. One picture is kept (a window-sized surface each)."""
        lay, v = self.t.layout, self.t.view
        key = (tuple(lay.rect), self.panel_specs(), v.round, v.phase)
        if self._backdrop is not None and self._backdrop[0] == key:
            return self._backdrop[1]
        surf = self.art.background(lay.rect.size).copy()
        for r, border, alpha in key[1]:
            rect = pygame.Rect(r).move(-lay.rect.x, -lay.rect.y)
            surf.blit(self.art.panel(rect.size, border, alpha, max(6, int(10 * lay.scale))), rect.topleft)
        surf.blit(board.chambers(self), lay.board.move(-lay.rect.x, -lay.rect.y).topleft)
        if pygame.display.get_surface() is not None:
            surf = surf.convert()
        self._backdrop = (key, surf)
        return surf

    def targets(self, surface) -> None:
        if not draw_lit_targets(surface, self.t):
            self.choices(surface)

    def choices(self, surface) -> None:
        """While nothing is held: a thin rim around what may be chosen now (the free
        chambers, the decks to draw from, the relics to keep or take)."""
        t = self.t
        rects = []
        if t.mode == "chamber":
            rects = [t.cell_rect(t.view.round, a.chamber) for a in t.legal if hasattr(a, "chamber")]
        elif t.mode == "draw":
            decks = t.deck_rects()
            rects = [decks[a.deck] for a in t.legal if hasattr(a, "deck")]
        elif t.mode == "keep":
            rects = list(t.drawn_rects().values())
        elif t.mode == "spy_take":
            rects = list(t.spied_rects().values())
        for r in rects:
            pygame.draw.rect(surface, HILITE, r.inflate(4, 4), 2, border_radius=7)

    def dragged(self, surface) -> None:
        t = self.t
        item = t.drag.item
        if item is None or not t.drag.dragging:
            return
        r = t.drag.rect()
        kind = item[0]
        if kind in ("home", "good"):
            surface.blit(crystals.crystal(item[1], r.h), r.topleft)
        elif kind == "miner":
            self.badge(surface, t.viewer, r.center, r.w)
        elif kind == "card":
            self.agent(surface, item[1], r, "dragged", t.viewer)
        elif kind == "relic":
            self.relic(surface, item[1], r, "dragged", t.viewer)
        elif kind == "team":
            surface.blit(self.t.painter.back("agent", r.w, t.me().company), r.topleft)
        elif kind == "cargo":
            pygame.draw.rect(surface, (60, 46, 30), r.inflate(-r.w // 2, -r.h // 2), border_radius=8)
            x = r.x + r.w // 4 + 4
            for c, k in zip(("red", "blue", "white"), t.view.cargo):
                for _ in range(min(k, 3)):
                    surface.blit(crystals.crystal(c, r.h // 4), (x, r.centery - r.h // 8))
                    x += r.h // 5

    def zoom(self, surface) -> None:
        from client.krysis.zoom import card_overlay, pile_overlay

        t = self.t
        lay = t.layout
        kind, card = t.zoom
        if kind == "pile":  # ``card`` is the seat whose discard pile is laid out
            pile = t.view.players_view[card].discard
            key = (kind, card, pile, lay.rect.size, t.ui.lang)
            if self._zoom is None or self._zoom[0] != key:
                self._zoom = (key, pile_overlay(t, card, lay.rect.size))
            surface.blit(self._zoom[1], lay.rect.topleft)
            for agent in pile:
                t.ui.record_card(agent, "discard", card)
            return
        key = (kind, card, lay.rect.size, t.ui.lang)
        if self._zoom is None or self._zoom[0] != key:  # only the open zoom is kept
            self._zoom = (key, card_overlay(t, kind, card, lay.rect.size))
        overlay = self._zoom[1]
        surface.blit(overlay, lay.rect.topleft)
        t.ui.record_card(card, "zoom", t.viewer)
