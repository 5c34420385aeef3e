"""Drawing the Virrey table, back to front, from the view only.

Every face-up card drawn is reported with ``ui.record_card(card, zone, seat)``:
hand (the viewer's own), dealt (the viewer's setup cards), revealed (a
revealed card waiting for its slot), pyramid, auction, known (cards won at
auction, public while in a hand), discard, flight, zoom. Other seats' gems and
attack tokens are never drawn (the view gives None for them until the screens
are removed for the painting).
"""

from __future__ import annotations

import math

import pygame

from client.drag import draw_target
from client.table_art import CREAM, HILITE, MUTED, TableArt
from client.text import wrap
from client.virrey import icons, panels
from client.virrey.cards import card_size, draw_section, outline_section
from client.virrey.pyramid import draw_card_on, painted_map
from client.virrey.zoom import card_overlay, final_overlay, pyramid_overlay
from rules.virrey.tokens import COLOURS

BAD = (230, 90, 80)


class TableDrawer:
    def __init__(self, table):
        self.t = table
        self.art = TableArt(table.ui, table.painter.text)
        self._zoom_key = None
        self._zoom_surf = None
        self._veil: dict = {}
        self._static_key = None
        self._static_surf = None
        self._static_hits: list = []
        self._static_records: list = []
        self._static_tips: list = []
        self.tips: list = []  # (rect, text): explained on hover

    # -- helpers --------------------------------------------------------------------
    def face(self, surface, card, rect, zone, seat=None, shadow=True):
        t = self.t
        surf = t.painter.face(card, rect.w)
        t.painter.blit(surface, surf, rect.topleft, shadow)
        t.ui.record_card(card, zone, seat)
        t.hits.append((pygame.Rect(rect.topleft, surf.get_size()), card))

    def tip(self, rect, text: str) -> None:
        """Explain what is under ``rect`` when the pointer rests on it."""
        self.tips.append((pygame.Rect(rect), text))

    def label(self, text, size, colour=CREAM, bold=False, width=0):
        return self.art.label(text, max(8, int(size)), colour, bold, width)

    def veil(self, size, alpha=120, colour=(0, 0, 0)):
        key = (tuple(size), alpha, colour)
        s = self._veil.get(key)
        if s is None:
            s = self._veil[key] = pygame.Surface(size, pygame.SRCALPHA)
            s.fill((*colour, alpha))
        return s

    def button_surface(self, b, h: int, hot: bool, width: int = 0):
        """The button ``b``, ``h`` high; at least ``width`` wide (a button keeping its place)."""
        s = self.t.layout.scale
        hot = hot and b.enabled
        key = ("btn", b.name, b.label, h, hot, b.primary, b.enabled, width)

        def make():
            size = max(11, int(15 * s))
            txt = self.t.text.render(
                b.label, size, (20, 16, 12) if b.primary else CREAM if b.enabled else MUTED, bold=True
            )
            ic = None
            isz = int(h * 0.62)
            if b.icon is not None:
                ic = icons.gem(b.icon[1], isz) if b.icon[0] == "gem" else icons.token(b.icon[1], isz, b.icon[2])
            w = txt.get_width() + int(22 * s) + (isz + 6 if ic else 0)
            pad = max(0, width - w) // 2
            w = max(w, width)
            surf = pygame.Surface((w, h), pygame.SRCALPHA)
            fill = HILITE if b.primary else (70, 56, 40) if b.enabled else (48, 40, 32)
            if hot:
                fill = tuple(min(255, c + 30) for c in fill)
            pygame.draw.rect(surf, fill, surf.get_rect(), border_radius=h // 3)
            edge = (120, 80, 10) if b.primary else (250, 230, 160) if b.enabled else (110, 96, 80)
            pygame.draw.rect(surf, edge, surf.get_rect(), 2, border_radius=h // 3)
            x = int(11 * s) + pad
            if ic:
                surf.blit(ic, (x, (h - isz) // 2))
                x += isz + 6
            surf.blit(txt, (x, (h - txt.get_height()) // 2))
            return surf

        return self.art._get(key, make)

    def layout_bar(self, btns):
        """Rects for the bar's buttons, right-aligned, shrinking the labels if needed."""
        t = self.t
        lay = t.layout
        s = lay.scale
        bar = lay.bar
        h = bar.h - int(12 * s)
        gap = int(8 * s)
        surfs = [self.button_surface(b, h, False) for b in btns]
        room = int(bar.w * 0.7)
        total = sum(x.get_width() for x in surfs) + gap * max(0, len(surfs) - 1)
        out = []
        x = bar.right - int(8 * s) - min(total, room)
        k = min(1.0, room / total) if total else 1.0
        for b, surf in zip(btns, surfs):
            w = int(surf.get_width() * k) if k < 1 else surf.get_width()
            out.append((b, pygame.Rect(x, bar.y + (bar.h - h) // 2, w, h)))
            x += w + gap
        return out

    # -- frame ------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        t = self.t
        t.hits = []
        self.tips = []
        if t.view is None or t.layout is None:
            return
        self.static(surface)
        panels.overlays(self, surface)
        self.own_pyramid(surface)
        self.bar(surface)
        panels.screen(self, surface)
        self.hand(surface)
        panels.discard_target(self, surface)
        if t.view.phase in ("paint", "over"):
            panels.score_preview(self, surface)
        self.targets(surface)
        self.flights(surface)
        self.reveal(surface)
        self.dragged(surface)
        if t.final_shown():
            final_overlay(self, surface)
        elif not t.drag.dragging and t.zoom is None and t.pyr_zoom is None:
            self.tooltip(surface)
        if t.pyr_zoom is not None:
            self.pyramid_zoom(surface)
        if t.zoom is not None:
            self.zoom(surface)

    def static(self, surface):
        """Background, left column and the other players, rendered once per view (cached),
        with the face-up cards they show recorded again every frame."""
        t = self.t
        lay = t.layout
        key = (
            id(t.view),
            t.view.to_act,
            frozenset(t.hidden),
            tuple(sorted(t.stale)),
            tuple(lay.rect),
            t.ui.lang,
            t.mode,
            tuple(t.pending),
        )
        if key != self._static_key:
            surf = pygame.Surface((lay.rect.right, lay.rect.bottom))
            if pygame.display.get_surface() is not None:
                surf = surf.convert()
            surf.blit(self.art.background(lay.rect.size), lay.rect.topleft)
            hits0, rec0, tips0 = len(t.hits), len(t.ui.card_records), len(self.tips)
            sub = surf
            panels.auction(self, sub)
            panels.reserve(self, sub)
            panels.decks(self, sub)
            panels.supply(self, sub)
            for seat, rect in lay.opp.items():
                panels.opponent(self, sub, seat, rect)
            self._static_key = key
            self._static_surf = surf
            self._static_hits = t.hits[hits0:]
            self._static_records = t.ui.card_records[rec0:]
            self._static_tips = self.tips[tips0:]
            del t.hits[hits0:]
            del t.ui.card_records[rec0:]
            del self.tips[tips0:]
        surface.blit(self._static_surf, lay.rect.topleft, lay.rect)
        t.hits.extend(self._static_hits)
        t.ui.card_records.extend(self._static_records)
        self.tips.extend(self._static_tips)

    def tooltip(self, surface):
        """The explanation of what the pointer rests on (the last registered on top wins)."""
        t = self.t
        got = next((text for rect, text in reversed(self.tips) if rect.collidepoint(t.mouse)), None)
        if not got:
            return
        s = t.layout.scale
        size, lines = t.text.fit(got, int(300 * s), 6, int(13 * s), int(10 * s))
        font = t.text.font(size, False)
        w = max(font.size(x)[0] for x in lines) + int(16 * s)
        h = len(lines) * font.get_linesize() + int(10 * s)
        box = pygame.Rect(t.mouse[0] + int(14 * s), t.mouse[1] + int(14 * s), w, h)
        box.clamp_ip(t.layout.rect)
        if box.collidepoint(t.mouse):
            box.bottom = t.mouse[1] - int(6 * s)
            box.clamp_ip(t.layout.rect)
        pygame.draw.rect(surface, (24, 20, 16), box, border_radius=8)
        pygame.draw.rect(surface, HILITE, box, 1, border_radius=8)
        t.text.block(surface, lines, size, box.inflate(-int(16 * s), -int(10 * s)), CREAM, align="left")

    # -- the viewer's pyramid ----------------------------------------------------------
    def own_pyramid(self, surface):
        t = self.t
        lay, v = t.layout, t.view
        s = lay.scale
        seat = t.bottom_seat()
        pv = v.players_view[seat]
        surface.blit(self.art.panel(lay.pyr.size, alpha=60, radius=14), lay.pyr.topleft)
        title = t.ui.t("virrey.pyramid_of", name=t.seat_names[seat])
        lab = self.label(title, 15 * s, HILITE, True, width=int(lay.pyr.w * 0.5))
        surface.blit(lab, (lay.pyr.x + int(10 * s), lay.pyr.y + int(6 * s)))
        goal = panels.goal_text(self)
        if goal:  # on two lines, the pyramid's width, where the three quarters do not hold it
            font = t.text.font(max(8, int(11 * s), t.ui.text_floor()))
            room = int(lay.pyr.w * 0.75)
            if font.size(goal)[0] > room:
                room = lay.pyr.w - int(20 * s)
            y = lay.pyr.y + int(8 * s) + lab.get_height()
            for line in wrap(font, goal, room):
                gl = self.label(line, 11 * s, MUTED, width=room)
                surface.blit(gl, (lay.pyr.x + int(10 * s), y))
                y += gl.get_height()
        info = panels.status_fitting(self, seat, 13 * s, int(lay.pyr.w * 0.45))
        if info:
            il = self.label(info, 13 * s, MUTED, width=int(lay.pyr.w * 0.45))
            surface.blit(il, (lay.pyr.right - il.get_width() - int(10 * s), lay.pyr.y + int(8 * s)))
        geo = t.own_geo()
        placed = t.pyramid_for(seat)
        pm = painted_map(pv.painting)
        lit = t.lit_slots()
        # empty slots: faint outlines (lit ones below, in targets())
        show_slots = t.mode in ("dev", "place", "setup_start") or t.drag.dragging
        if show_slots:
            for lv, x in t.open_slots():
                if (lv, x) not in lit:
                    r = geo.rect(lv, x)
                    pygame.draw.rect(surface, (255, 255, 255), r.inflate(-6, -6), 1, border_radius=6)
        for p in placed:
            r = geo.rect(p.level, p.x)
            draw_card_on(surface, t.painter, p, r, pm)
            t.ui.record_card(p.card, "pyramid", seat)
            t.hits.append((r, p.card))
        chosen = t.chosen_in_pyramid()
        if not placed and not show_slots and not chosen:
            r = geo.rect(1, 0)
            pygame.draw.rect(surface, (255, 255, 255), r.inflate(-6, -6), 1, border_radius=6)
        for card, (lv, x), _kind in chosen:  # sealed choices: the owner sees them where they go
            r = geo.rect(lv, x)
            self.face(surface, card, r, t.hand_zone(), t.viewer)
            pygame.draw.rect(surface, HILITE, r.inflate(4, 4), 3, border_radius=8)
            tag = self.art.tag(t.ui.t("virrey.chosen_here"), max(10, int(12 * s)), HILITE)
            surface.blit(tag, (r.centerx - tag.get_width() // 2, r.y - tag.get_height() - 3))  # clear of its number
        # levels, at the left
        for lv in range(1, geo.levels + 1):
            y = geo.base - lv * geo.h + geo.h // 2
            ll = self.label(prompts_roman(lv), 13 * s, MUTED, True)
            surface.blit(ll, (lay.pyr.x + int(8 * s), y - ll.get_height() // 2))
        if t.mode == "cover":
            for a in t.legal:
                p = next((p for p in placed if p.card == a.card), None)
                if p is not None:
                    draw_target(surface, geo.rect(p.level, p.x), geo.rect(p.level, p.x).collidepoint(t.mouse), t.clock)
        if t.mode == "paint":
            self.painting(surface, geo, placed)
        card = t.placing_card()
        if card and not any(c == card for c, _, _ in chosen):  # else already drawn in its slot
            r = t.placing_rect()
            tag = self.art.tag(t.ui.t("virrey.to_place"), max(10, int(12 * s)), HILITE)
            if not (t.drag.dragging and t.drag.item == ("placing", card)):
                self.face(surface, card, r, "revealed", seat)
                pygame.draw.rect(surface, HILITE, r.inflate(6, 6), 3, border_radius=8)
            surface.blit(tag, t.placing_tag_rect(tag.get_size()))  # clear of its number and of the titles

    def painting(self, surface, geo, placed):
        t = self.t
        pulse = 0.5 + 0.5 * math.sin(t.clock * 5)
        for (card, sec), c in t.best.items():
            p = next((p for p in placed if p.card == card), None)
            if p is None:
                continue
            r = geo.rect(p.level, p.x)
            draw_section(surface, sec, COLOURS[c], r.topleft, r.size, painted=True)
            outline_section(surface, sec, r, (255, 255, int(120 + 120 * pulse)), 2, 0.29)
        if t.paint_sel:
            card, sec = t.paint_sel
            p = next((p for p in placed if p.card == card), None)
            if p is not None:
                r = geo.rect(p.level, p.x)
                outline_section(surface, sec, r, HILITE, 4, 0.3)

    # -- bar --------------------------------------------------------------------------
    def bar(self, surface):
        t = self.t
        lay = t.layout
        s = lay.scale
        deciding = bool(t.legal)
        surface.blit(
            self.art.panel(lay.bar.size, border=HILITE if deciding else None, alpha=150, radius=12), lay.bar.topleft
        )
        text = t.prompt()
        right = min((r.x for _, r in t.bar), default=lay.bar.right)
        room = right - lay.bar.x - int(24 * s)
        gs = int(22 * s)
        if t.mode == "setup_return" and t.pending:
            x = lay.bar.x + int(12 * s)
            room -= gs * len(t.pending) + int(8 * s)  # the chosen gems, left of the buttons
        else:
            x = None
        # in the bar's height, clear of its border (a second line at the floor size ran into it)
        # (whole or not at all: beside many buttons on a small window the side panel says it)
        size, lines = t.text.fit_whole(text, room, 2, int(17 * s), int(12 * s), bold=deciding, height=lay.bar.h - 6)
        y = lay.bar.centery - len(lines) * t.text.font(size, deciding).get_linesize() // 2
        for line in lines:
            surf = self.label(line, size, HILITE if deciding else CREAM, deciding)
            surface.blit(surf, (lay.bar.x + int(12 * s), y))
            y += surf.get_height()
        if x is not None:
            gx = right - gs * len(t.pending) - int(16 * s)
            for c in t.pending:
                surface.blit(icons.gem(c, gs), (gx, lay.bar.centery - gs // 2))
                gx += gs
        for b, r in t.bar:
            hot = r.collidepoint(t.mouse)
            surf = self.button_surface(b, r.h, hot, r.w)
            if surf.get_width() != r.w:
                surf = pygame.transform.smoothscale(surf, r.size)
            surface.blit(surf, r.topleft)

    # -- hand ---------------------------------------------------------------------------
    def hand(self, surface):
        t = self.t
        lay = t.layout
        s = lay.scale
        rects = t.hand_rects()
        v = t.view
        if not t.private():
            n = v.players_view[t.bottom_seat()].hand_count
            for r in lay.hand_rects(n):
                t.painter.blit(surface, t.painter.back(r.w), r.topleft)
            return
        zone = t.hand_zone()
        hover = None
        if not t.drag.dragging:
            for card, r in reversed(list(rects.items())):
                if r.collidepoint(t.mouse):
                    hover = card
                    break
        playable = {getattr(a, "card", None) for a in t.legal if type(a).__name__ in ("Play", "StartCard", "KeepCard")}
        chosen = t.chosen_card()
        for card, r in rects.items():
            if t.drag.dragging and t.drag.item == ("card", card):
                continue
            if t.drag.snapping(("card", card)) is not None:
                continue
            if card == hover and card != t.selected:
                r = r.move(0, -int(r.h * 0.05))
            self.face(surface, card, r, zone, t.viewer)
            if card == t.selected:
                pygame.draw.rect(surface, HILITE, r.inflate(6, 6), 3, border_radius=8)
            elif t.mode == "dev" and card not in playable:
                surface.blit(self.veil(r.size, 90), r.topleft)
            if card == chosen or (card == t.committed_keep() and v.phase == "setup"):
                kind = v.my_choice[0] if card == chosen else "keep"
                tag = self.art.tag(t.ui.t(f"virrey.chosen_{kind}"), max(10, int(12 * s)), HILITE)
                surface.blit(tag, (r.centerx - tag.get_width() // 2, r.y - tag.get_height() // 2))
        if not rects:
            msg = t.ui.t("virrey.hand_empty")
            if v.phase not in ("paint", "over"):
                lab = self.label(msg, 14 * s, MUTED)
                surface.blit(lab, lab.get_rect(center=lay.hand_area.center))

    def targets(self, surface):
        """Light the legal slots (with cost and reward) and the other drop targets."""
        t = self.t
        lay = t.layout
        lit = t.lit_slots()
        if lit:
            geo = t.own_geo()
            card = (
                t.drag.item[1]
                if t.drag.dragging and t.drag.item and t.drag.item[0] in ("card", "placing")
                else t.selected
                if t.mode in ("dev", "setup_start") and t.selected
                else t.placing_card()
            )
            over = t._slot_at(t.drag.rect().center if t.drag.dragging else t.mouse) if lit else None
            for (lv, x), reason in lit.items():
                r = geo.rect(lv, x)
                hovered = over == f"slot:{lv}:{x}"
                if reason is None:
                    draw_target(surface, r.inflate(-4, -4), hovered, t.clock)
                else:
                    pygame.draw.rect(surface, BAD, r.inflate(-8, -8), 2, border_radius=8)
                if card and t.mode != "setup_start":
                    panels.slot_hint(self, surface, card, lv, r, reason)
        if not t.drag.dragging:
            return
        item = t.drag.item
        over = t.drag.target_at(t._targets())
        if item[0] == "card" and t.mode == "dev":
            draw_target(surface, lay.discard, over == "discard", t.clock)
        if item[0] == "card" and t.mode == "setup_keep":
            draw_target(surface, lay.hand_area, over == "keep", t.clock)
        if item[0] in ("gem", "attack") and t.mode == "bid":
            for c, colour in enumerate(COLOURS):
                from rules.virrey.actions import Bid

                if item[0] == "attack" or (colour == item[1] and Bid(colour) in t.legal):
                    row = lay.rows[c][0]
                    draw_target(
                        surface,
                        row,
                        over is not None and over.split(":")[:2] in (["auction", colour], ["take", colour]),
                        t.clock,
                        icons.GEM_LIGHT[colour] if item[0] == "gem" else (255, 120, 100),
                    )
                    if over in (f"take:{colour}:top", f"take:{colour}:base") and all(t.view.auction[c]):
                        card_r = lay.rows[c][3 if over.endswith("top") else 2]  # this card, not the other
                        pygame.draw.rect(surface, HILITE, card_r.inflate(6, 6), 3, border_radius=8)
        if item[0] == "gem" and t.mode == "setup_return":
            draw_target(surface, lay.reserve, over == "reserve", t.clock)

    def dragged(self, surface):
        t = self.t
        d = t.drag
        for card in t.hand():
            snap = d.snapping(("card", card))
            if snap is not None:
                r = pygame.Rect((int(snap[0]), int(snap[1])), card_size(t.layout.hand_w))
                self.face(surface, card, r, t.hand_zone(), t.viewer)
        if not d.dragging or d.item is None:
            return
        r = d.rect()
        kind = d.item[0]
        if kind in ("card", "placing"):
            surf = t.painter.face(d.item[1], r.w)
            surface.blit(t.painter.shadow(*surf.get_size()), (r.x + 6, r.y + 10))
            zone = t.hand_zone() if kind == "card" else "revealed"
            self.face(surface, d.item[1], r, zone, t.viewer, shadow=False)
        elif kind == "gem":
            surface.blit(icons.gem(d.item[1], int(r.w * 1.2)), r.topleft)
            hold = self.label(t.ui.t("virrey.in_fist"), 12 * t.layout.scale, HILITE, True)
            surface.blit(hold, (r.x, r.bottom + 2))
        elif kind == "attack":
            surface.blit(icons.token("attack", int(r.w * 1.2)), r.topleft)

    # -- animations -------------------------------------------------------------------
    def flights(self, surface):
        t = self.t
        for key, tw in list(t.anims.tweens.items()):
            if not tw.started:
                continue
            r = tw.value()
            if key[0] == "fly":
                data = tw.data
                w = max(8, int(r[2]))
                card = data["card"]
                surf = t.painter.back(w) if data["back"] and tw.progress < 0.5 else t.painter.face(card, w)
                if not (data["back"] and tw.progress < 0.5):
                    t.ui.record_card(card, "flight", data.get("seat"))
                h = max(8, int(r[3]))
                if surf.get_size() != (w, h):
                    surf = pygame.transform.smoothscale(surf, (w, h))
                surface.blit(t.painter.shadow(w, h), (int(r[0]) + 4, int(r[1]) + 6))
                surface.blit(surf, (int(r[0]), int(r[1])))
            elif key[0] == "gem":
                size = max(8, int(r[2]))
                surface.blit(icons.gem(tw.data, size), (int(r[0]), int(r[1])))

    def reveal(self, surface):
        """The fists open for everyone at once: each seat's bid pops out of its hand."""
        t = self.t
        tw = t.anims.tweens.get(("reveal",))
        if tw is None or not tw.started:
            return
        lay = t.layout
        s = lay.scale
        shown, virt = tw.data
        entries = [(t.seat_names[i], b) for i, b in enumerate(shown) if b is not None]
        entries += [(t.ui.t("virrey.virtual_n", n=i + 1), b) for i, b in enumerate(virt) if b is not None]
        if not entries:
            return
        k = tw.progress
        pop = min(1.0, k * 4)
        size = int(44 * s)
        cell = int(150 * s)
        w = cell * len(entries) + int(20 * s)
        h = int(130 * s)
        area = pygame.Rect(0, 0, w, h)
        area.center = (lay.pyr.centerx, lay.pyr.y + int(110 * s))
        surface.blit(self.art.panel(area.size, border=HILITE, alpha=210, radius=16), area.topleft)
        title = self.label(t.ui.t("virrey.fists_open"), 16 * s, HILITE, True)
        surface.blit(title, (area.centerx - title.get_width() // 2, area.y + int(6 * s)))
        for i, (name, b) in enumerate(entries):
            cx = area.x + int(10 * s) + i * cell + cell // 2
            hand = icons.token("open_hand" if pop >= 1 else "fist", size)
            surface.blit(hand, (cx - size // 2, area.y + int(32 * s)))
            if pop >= 1:
                ic = (
                    icons.gem(b, int(size * 0.6))
                    if b in COLOURS
                    else icons.token("attack", int(size * 0.6))
                    if b == "attack"
                    else None
                )
                if ic is not None:
                    surface.blit(ic, (cx - ic.get_width() // 2, area.y + int(44 * s)))
            nl = self.label(name, 13 * s, CREAM, True, width=cell - 8)
            surface.blit(nl, (cx - nl.get_width() // 2, area.y + int(80 * s)))
            what = t.ui.t(f"virrey.bid.{b}") if b in ("pass", "attack", "none") else t.ui.t(f"virrey.colour.{b}")
            wl = self.label(what if pop >= 1 else "…", 12 * s, MUTED, width=cell - 8)
            surface.blit(wl, (cx - wl.get_width() // 2, area.y + int(100 * s)))

    # -- overlays -----------------------------------------------------------------------
    def zoom(self, surface):
        t = self.t
        key = (t.zoom, t.layout.rect.size, t.ui.lang)
        if key != self._zoom_key:
            self._zoom_key = key
            self._zoom_surf = card_overlay(t.ui, t.painter, t.zoom, t.layout.rect.size)
        surface.blit(self._zoom_surf, t.layout.rect.topleft)
        t.ui.record_card(t.zoom, "zoom", None)

    def pyramid_zoom(self, surface):
        t = self.t
        seat = t.pyr_zoom
        pv = t.view.players_view[seat]
        hits = pyramid_overlay(self, surface, seat, pv)
        for p, r in hits:
            t.ui.record_card(p.card, "pyramid", seat)
            t.hits.append((r, p.card))


def prompts_roman(lv: int) -> str:
    return ("I", "II", "III", "IV", "V")[lv - 1]
