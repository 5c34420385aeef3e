"""Screen rects of everything the player may press, drag or drop on (tests use them too).

Names of the targets (``drop_rects``): ``space:<id>`` (a vote register space),
``concilium``, ``regio``, ``store`` (the viewer's vis store), ``source:<id>`` (a source of
the Vis Source Register), ``deck:<deck>``, ``row:<card>`` (a face-up card), ``discard:<deck>``,
``hand`` (the viewer's hand), ``sanctum`` (the viewer's Sanctum), ``card:<id>`` (a card of
the viewer's Sanctum), ``inst:<item>:<spell>`` (a Spell installed on it), ``play`` (the
board: where a Spell is cast or a Resource played), ``opp:<seat>``.
"""

from __future__ import annotations

import pygame

from client.tribunal import data
from rules.tribunal.actions import DECKS, SOURCES, SPACES


class TableGeometry:
    """Mixin of TribunalTable: rects from ``self.layout`` and ``self.view``."""

    def me(self):
        v = self.view
        return v.players_view[self.viewer] if v is not None and self.viewer is not None else None

    # -- the board ------------------------------------------------------------------
    def space_rects(self) -> dict[str, pygame.Rect]:
        """The ten spaces of the vote register, one row each under the register's title."""
        box, line = self.layout.votes, self.layout.line
        top = box.y + line + 2
        h = (box.bottom - 3 - top) // len(SPACES)
        return {s: pygame.Rect(box.x + 3, top + i * h, box.w - 6, h - 1) for i, s in enumerate(SPACES)}

    def concilium_rect(self) -> pygame.Rect:
        """The Concilium's vote counters: at the right of the register's title."""
        box, line = self.layout.votes, self.layout.line
        # the title at the least size its label sets it at, the rest for the counters
        font = self.text.font(max(int((line - 5) * 0.7), self.ui.text_floor()), bold=True)
        w = box.w - font.size(self.ui.t("tribunal.board.votes"))[0] - 16
        return pygame.Rect(box.right - w - 3, box.y + 1, w, line)

    def regio_rect(self) -> pygame.Rect:
        """The Regio: its vis and count, as wide as they read whole (half the line at least)."""
        box, line = self.layout.sources, self.layout.line
        words = self.ui.t("tribunal.board.regio", n=self.view.regio if self.view is not None else 0)
        need = line + 6 + self.text.font(self.ui.text_floor(), True).size(words)[0]
        return pygame.Rect(box.x + 3, box.y + line + 2, min(box.w - 6, max(box.w // 2 - 4, need)), line)

    def extract_rect(self) -> pygame.Rect:
        r = self.regio_rect()
        return pygame.Rect(r.right + 4, r.y, max(0, self.layout.sources.right - r.right - 7), r.h)

    def source_rects(self) -> dict[str, pygame.Rect]:
        """Each source: its label line and a row of spaces per Tribunal area."""
        box, line = self.layout.sources, self.layout.line
        top = self.regio_rect().bottom + 3
        dice_h = line + 4
        h = (box.bottom - dice_h - 3 - top) // 2
        return {s: pygame.Rect(box.x + 3, top + i * h, box.w - 6, h - 2) for i, s in enumerate(SOURCES)}

    def register_cells(self, source: str) -> dict[tuple[int, int], pygame.Rect]:
        """(Tribunal 1-3, space index) -> the space's box, under the source's label."""
        r, line = self.source_rects()[source], self.layout.line
        areas = data.register(source)
        lab = int(line * 1.3)
        top = r.y + line
        rh = max(8, (r.bottom - top) // 3)
        out = {}
        for t, spaces in enumerate(areas, start=1):
            n = max(1, len(spaces))
            w = (r.w - lab) // n
            for i in range(len(spaces)):
                out[(t, i)] = pygame.Rect(r.x + lab + i * w, top + (t - 1) * rh, w - 2, rh - 2)
        return out

    def dice_rect(self) -> pygame.Rect:
        box, line = self.layout.sources, self.layout.line
        return pygame.Rect(box.x + 3, box.bottom - line - 5, box.w - 6, line + 2)

    def deck_rows(self) -> dict[str, pygame.Rect]:
        """Each deck's part of the decks' panel: a row across it (its label on the first line),
        or in the ``columns`` form the Items' and the Spells' columns and the Resources' row
        under them (the label beside the deck and its discard pile)."""
        box = self.layout.decks
        if self.layout.deck_form == "columns":
            gap = max(2, self.layout.m // 2)
            res_h = self.layout.line + 8
            top, res_y = box.y + 3, box.bottom - 3 - res_h
            cw = (box.w - 6 - gap) // 2
            return {
                "items": pygame.Rect(box.x + 3, top, cw, res_y - gap - top),
                "spells": pygame.Rect(box.x + 3 + cw + gap, top, cw, res_y - gap - top),
                "resources": pygame.Rect(box.x + 3, res_y, box.w - 6, res_h),
            }
        top = box.y + 2
        h = (box.bottom - top - 2) // 3
        return {d: pygame.Rect(box.x + 3, top + i * h, box.w - 6, h - 2) for i, d in enumerate(DECKS)}

    def deck_slots(self, deck: str) -> list[pygame.Rect]:
        """A deck's row: its label above; a narrow column with the deck over its discard pile,
        then the three face-up cards (Items and Spells: as wide as the row allows, for their
        names; the Resources: the award counters)."""
        row, line = self.deck_rows()[deck], self.layout.line
        gap = max(2, self.layout.m // 2)
        if self.layout.deck_form == "columns":  # the deck and its pile side by side, the cards under them
            head = pygame.Rect(row.x, row.y, 2 * self.deck_w() + gap, line + 6 if deck != "resources" else row.h)
            if deck == "resources":
                return [head]
            th = min(self.layout.tile_h(3) + 4, (row.bottom - head.bottom - 3 * gap) // 3)
            return [head] + [pygame.Rect(row.x, head.bottom + gap + k * (th + gap), row.w, th) for k in range(3)]
        area = pygame.Rect(row.x, row.y + line - 2, row.w, row.h - line + 2)
        units = (0.5, 1.25, 1.25, 1.25)
        unit = (area.w - 3 * gap) / sum(units)
        h = min(area.h, self.layout.tile_h(3) + 4)
        out, x = [], float(area.x)
        for u in units:
            out.append(pygame.Rect(int(x), area.y, int(unit * u), h))
            x += unit * u + gap
        return out

    def deck_w(self) -> int:
        """A deck's (and its pile's) width in the ``columns`` form: its count, its symbol."""
        return int(1.8 * self.layout.line)

    def deck_rect(self, deck: str) -> pygame.Rect:
        col = self.deck_slots(deck)[0]
        if self.layout.deck_form == "columns":
            return pygame.Rect(col.x, col.y, self.deck_w(), col.h)
        return pygame.Rect(col.x, col.y, col.w, (col.h - 2) // 2)

    def discard_rect(self, deck: str) -> pygame.Rect:
        col = self.deck_slots(deck)[0]
        top = self.deck_rect(deck)
        if self.layout.deck_form == "columns":
            return pygame.Rect(col.right - top.w, col.y, top.w, col.h)
        return pygame.Rect(col.x, top.bottom + 2, col.w, col.bottom - top.bottom - 2)

    def deck_label_rect(self, deck: str) -> pygame.Rect:
        """Where a deck's label is written: the first line of its row, or beside its pile."""
        row = self.deck_rows()[deck]
        if self.layout.deck_form == "columns":
            head = self.deck_slots(deck)[0]
            if deck == "resources":  # between the pile and the award counters
                aw = self.awards_rect()
                return pygame.Rect(head.right + 6, row.y, aw.x - head.right - 10, row.h)
            return pygame.Rect(head.right + 6, head.y, row.right - head.right - 6, head.h)
        return pygame.Rect(row.x + 3, row.y, row.w - 6, self.layout.line)

    def awards_rect(self) -> pygame.Rect:
        s = self.deck_slots("resources")
        if self.layout.deck_form == "columns":  # one line, at the row's right
            row = self.deck_rows()["resources"]
            w = min(row.w - s[0].w - 8, int(8 * self.layout.line))
            return pygame.Rect(row.right - w, row.y, w, row.h)
        return pygame.Rect(s[1].x, s[1].y, s[3].right - s[1].x, s[1].h)

    def row_rects(self) -> dict[str, pygame.Rect]:
        v = self.view
        out = {}
        for deck, row in (("items", v.item_row), ("spells", v.spell_row)):
            for card, r in zip(row, self.deck_slots(deck)[1:4]):
                out[card] = r
        return out

    def play_rect(self) -> pygame.Rect:
        """Where a Spell is cast and a Resource played: the board's decks area."""
        return pygame.Rect(self.layout.decks)

    # -- the viewer's side ------------------------------------------------------------
    def store_rect(self) -> pygame.Rect:
        st = self.layout.store
        if self.layout.low:  # the right half of its line: the hand's title has the left
            return pygame.Rect(st.centerx, st.y + 2, st.w // 2 - 2, st.h - 4)
        return pygame.Rect(st.x + 2, st.y + 2, st.w // 2 - 4, st.h - 4)

    def vis_rect(self) -> pygame.Rect:
        """The vis counter to drag from the store."""
        r = self.store_rect()
        d = min(r.h - 4, self.layout.line + 6)
        return pygame.Rect(r.x + 4, r.centery - d // 2, d, d)

    def hand(self) -> tuple[str, ...]:
        me = self.me()
        return tuple(me.hand or ()) if me is not None else ()

    def sanctum_columns(self) -> dict[str, pygame.Rect]:
        """The viewer's Sanctum: Laboratory (with the Spells installed on each Item), Library,
        Vault and the awarded Items, each a column under the Sanctum's title."""
        own, line = self.layout.own, self.layout.line
        top = own.y + 3 if self.layout.low else own.y + line + 4  # low: no title line (``sanctum.own``)
        area = pygame.Rect(own.x + 3, top, own.w - 6, own.bottom - top - 3)
        gap = self.layout.m // 2
        w1 = int(area.w * 0.42)
        w2 = int(area.w * 0.30)
        me = self.me()
        if self.layout.low and me is not None:  # each column its title, the rest by its cards
            counts = (
                len(me.laboratory) + sum(len(c.installed or ()) for c in me.laboratory),
                len(me.library),
                # an awarded Item counts twice: its counter takes a part of its line
                len(me.vault) + 2 * len(me.awarded) + sum(len(c.installed or ()) for c in me.awarded),
            )
            font = self.text.font(self.ui.text_floor(), True)
            titles = (
                self.ui.t("tribunal.sanctum.laboratory_short"),
                self.ui.t("tribunal.sanctum.library_short"),
                self.ui.t("tribunal.sanctum.vault_awards_short"),
            )
            least = [font.size(title)[0] + 8 for title in titles]
            rest = area.w - 2 * gap - sum(least)
            if sum(counts) and rest > 0:
                # each column first as wide as its cards' names need to read whole, where the
                # three fit so (a Laboratory of five Items beside a Library of two: 'Pergamino
                # de Runas Hondas' left out of a column as wide as the Library's); the rest
                # by the cards
                least = self._whole_widths(area, least, gap, me)
                rest = area.w - 2 * gap - sum(least)
                w1, w2 = (least[i] + rest * counts[i] // sum(counts) for i in (0, 1))
        elif me is not None and not me.library and (me.laboratory or me.vault or me.awarded):
            # an empty Library: its title's width (in its shorter form), the rest to the others
            font = self.text.font(max(self.layout.line - 5, self.ui.text_floor()), True)
            w2 = min(w2, font.size(self.ui.t("tribunal.sanctum.library_short"))[0] + 10)
            w1 = int((area.w - w2 - 2 * gap) * 0.6)
        w3 = area.w - w1 - w2 - 2 * gap
        lab = pygame.Rect(area.x, area.y, w1, area.h)
        lib = pygame.Rect(lab.right + gap, area.y, w2, area.h)
        side = pygame.Rect(lib.right + gap, area.y, w3, area.h)
        return {"laboratory": lab, "library": lib, "side": side}

    def _whole_widths(self, area: pygame.Rect, least: list[int], gap: int, me) -> list[int]:
        """The Sanctum's three columns' widths (Laboratory, Library, Vault and awards) from
        which each one's cards flow with every name whole (``_flow_whole``), none below
        ``least``; ``least`` itself where the three do not fit so in ``area`` together."""
        line = self.layout.line
        key = (tuple(area), tuple(least), gap, line, self.ui.lang, self.ui.text_floor(), me.laboratory)
        key += (me.library, me.vault, me.awarded)
        if self._whole_widths_seen is not None and self._whole_widths_seen[0] == key:
            return self._whole_widths_seen[1]
        out = list(least)
        room = area.w - 2 * gap
        for i, entries in enumerate(self._column_entries(me)):
            if not entries:
                continue
            top = room - sum(out) + out[i]  # the most this column may take, the others at their least

            def whole(w, entries=entries):
                return self._flow_whole(pygame.Rect(area.x, area.y + line, w, area.h - line), entries, 2) is not None

            if not whole(top):
                out = list(least)
                break
            lo, hi = out[i], top  # the least width that holds them whole: in (lo, hi]
            if whole(lo):
                continue
            while hi - lo > 1:
                mid = (lo + hi) // 2
                lo, hi = (lo, mid) if whole(mid) else (mid, hi)
            out[i] = hi
        self._whole_widths_seen = (key, out)
        return out

    def _column_entries(self, me) -> tuple[list, list, list]:
        """The entries (kind, what, height, indent) of the viewer's Laboratory (each Item and,
        under it, indented, the Spells installed on it), Library, and Vault and awards."""
        th2, th1 = self.layout.tile_h(2), self.layout.tile_h(1)
        lab = []
        for c in me.laboratory:
            lab.append(("card", c, th2, 0))
            for sp in c.installed or ():
                lab.append(("inst", (c.id, sp), th1, 1))
        side = [("card", c, th1, 0) for c in me.vault] + [("award", c, th1, 0) for c in me.awarded]
        for c in me.awarded:
            for sp in c.installed or ():
                side.append(("inst", (c.id, sp), th1, 1))
        return lab, [("card", c, th2, 0) for c in me.library], side

    def own_entries(self) -> list[tuple[str, object, pygame.Rect]]:
        """Every card of the viewer's Sanctum drawn: (kind, what, rect) with kind ``card``
        (what: the SanctumCard), ``inst`` ((item id, spell id)) or ``award`` (the card)."""
        me = self.me()
        if me is None or self.layout is None:
            return []
        cols = self.sanctum_columns()
        line = self.layout.line
        lab, library, side = self._column_entries(me)
        out = self._flow(cols["laboratory"], lab, line)
        out += self._flow(cols["library"], library, line)
        out += self._flow(cols["side"], side, line)
        return out

    def _flow(self, col: pygame.Rect, entries, line) -> list:
        """Entries (kind, what, height, indent) top to bottom under the column's title, into
        a second (third...) column of it where they run past its foot; shrunk to fit."""
        area = pygame.Rect(col.x, col.y + line, col.w, col.h - line)
        if not entries:
            return []
        gap = 2
        whole = self._flow_whole(area, entries, gap)
        if whole is not None:
            return whole
        # too many to show every name whole: every card still shown (each is a target), smaller
        total = sum(h + gap for *_, h, _ in entries) - gap  # (no gap under the last)
        if total > area.h:  # two-line tiles down to one line before a second column
            one = line - 2
            entries = [(k, w, min(h, one + 4), i) for k, w, h, i in entries]
            total = sum(h + gap for *_, h, _ in entries) - gap
        cols = 1
        while cols < 4 and total / cols > area.h and area.w / (cols + 1) >= 70:
            cols += 1
        k = 1.0 if total <= area.h else min(1.0, area.h / max(1, total / cols + line))
        cw = (area.w - (cols - 1) * 3) // cols
        out, x, y, c = [], area.x, area.y, 0
        for kind, what, h, indent in entries:
            h = max(int(h * k), line - 2)
            if y + h > area.bottom and c < cols - 1:
                c += 1
                x, y = area.x + c * (cw + 3), area.y
            ind = indent * max(8, cw // 10)
            out.append((kind, what, pygame.Rect(x + ind, y, cw - ind, h)))
            y += h + gap
        return out

    def _flow_whole(self, area: pygame.Rect, entries, gap: int):
        """The entries flowed with every name whole, or None: at their own heights in one
        column; else as one-line tiles (a long name wrapped into two lines) in up to three
        columns, the taller one-line tiles first."""
        if sum(h + gap for *_, h, _ in entries) - gap <= area.h and all(
            self._name_need(k, w, area.w - i * max(8, area.w // 10), h, h) for k, w, h, i in entries
        ):
            return self._place(area, [(k, w, h, i) for k, w, h, i in entries], 1, gap)
        line = self.layout.line
        step = int(self.text.font(self.ui.text_floor(), True).get_linesize() * 0.92)
        for h1 in (self.layout.tile_h(1), line - 3):
            h2 = max(h1, 2 * step + 4)
            for cols in (1, 2, 3):
                cw = (area.w - (cols - 1) * 3) // cols
                if cols > 1 and cw < 4 * line:
                    break
                sized = []
                for k, w, _, i in entries:
                    need = self._name_need(k, w, cw - i * max(8, cw // 10), h1, h2)
                    if need == 2 and self._name_need(k, w, cw - i * max(8, cw // 10), h1, h1):
                        need = 1  # whole in the one-line tile too (in regular type): no taller
                    if not need:
                        break
                    sized.append((k, w, h1 if need == 1 else h2, i))
                if len(sized) == len(entries):
                    out = self._place(area, sized, cols, gap)
                    if out is not None:
                        return out
        return None

    def award_w(self) -> int:
        """The room an awarded Item's counter takes at the right of its tile."""
        return self.layout.line + 3

    def _name_need(self, kind, what, w: int, h1: int, h2: int) -> int:
        """1 or 2 lines for an own entry's name whole in a tile ``w`` wide, 0 for none."""
        if kind == "inst":
            return self.painter.name_lines(what[1], w, h1, 0, True, h2)
        if what.id is None:
            return 1
        if what.award:  # its counter in place of the check mark
            return self.painter.name_lines(what.id, w - self.award_w(), h1, 0, False, h2)
        if h1 >= self.layout.tile_h(2) * 0.8:  # a two-line tile: its name may take both lines
            return 1 if self.painter.name_lines(what.id, w, h1 // 2, what.vis, what.active, h1) else 0
        return self.painter.name_lines(what.id, w, h1, what.vis, what.active, h2)

    def _place(self, area: pygame.Rect, entries, cols: int, gap: int):
        """Entries (kind, what, height, indent) top to bottom, column after column: their
        rects, or None where they run past the last column."""
        cw = (area.w - (cols - 1) * 3) // cols
        out, c, y = [], 0, area.y
        for kind, what, h, indent in entries:
            if y + h > area.bottom:
                c, y = c + 1, area.y
                if c >= cols:
                    return None
            ind = indent * max(8, cw // 10)
            out.append((kind, what, pygame.Rect(area.x + c * (cw + 3) + ind, y, cw - ind, h)))
            y += h + gap
        return out

    def own_card_rects(self) -> dict[str, pygame.Rect]:
        """card id -> its tile, for the viewer's Sanctum (its Items, Spells, Resources)."""
        return {what.id: r for kind, what, r in self.own_entries() if kind in ("card", "award") and what.id}

    def installed_rects(self) -> dict[tuple[str, str], pygame.Rect]:
        return {what: r for kind, what, r in self.own_entries() if kind == "inst"}

    # -- the other players' Sanctums ----------------------------------------------------
    def opp_entries(self, seat: int) -> list[tuple[object, pygame.Rect]]:
        """(SanctumCard, rect) of another player's Sanctum: Laboratory, Library, awarded
        Items, one-line tiles in columns under its header lines (its name, then its counts
        on as many lines as they need)."""
        from client.tribunal.sanctum import more_beside, opp_header_rows

        box, line = self.layout.opp[seat], self.layout.line
        cards = self.opp_cards(seat)
        top = opp_header_rows(self, seat) * line
        area = pygame.Rect(box.x + 3, box.y + top + 4, box.w - 6, box.bottom - box.y - top - 7)
        shown = self._whole_names(cards, area)
        if len(shown) < len(cards) and not more_beside(self, seat, len(cards) - len(shown)):
            # a line kept at the foot for the count of the rest
            shown = self._whole_names(cards, pygame.Rect(area.x, area.y, area.w, area.h - line + 2))
        return shown

    def opp_cards(self, seat: int) -> list:
        """Another player's Sanctum as its panel lists it: Laboratory, Library, awarded Items."""
        pv = self.view.players_view[seat]
        return list(pv.laboratory) + list(pv.library) + list(pv.awarded)

    def opp_hidden(self, seat: int) -> int:
        """How many of its cards the panel has no room for (a click on it lays them all out)."""
        return len(self.opp_cards(seat)) - len(self.opp_entries(seat))

    def _whole_names(self, cards, area: pygame.Rect, gap: int = 2) -> list[tuple[object, pygame.Rect]]:
        """One-line tiles in columns, each as tall as its name needs to read whole (a long
        name wraps into two lines): the layout of one to three columns, and of the taller or
        the shortest one-line tiles, that shows the most cards whole; the cards it cannot
        show are left out (the Sanctum says how many: a click lays them all out)."""
        line = self.layout.line
        step = int(self.text.font(self.ui.text_floor(), True).get_linesize() * 0.92)
        best: list = []
        for h1 in (self.layout.tile_h(1), line - 3):
            h2 = max(h1, 2 * step + 4)
            for cols in (1, 2, 3):
                cw = (area.w - (cols - 1) * gap) // cols
                if cols > 1 and cw < 4 * line:
                    break
                out, c, y = [], 0, area.y
                for card in cards:  # one with no room for its name whole is left to the "+N"
                    need = 1 if card.id is None else self._name_need("card", card, cw, h1, h2)
                    if need == 0:  # no whole name at this width
                        continue
                    h = h2 if need == 2 else h1
                    if y + h > area.bottom and c + 1 < cols:
                        c, y = c + 1, area.y
                    if y + h > area.bottom:
                        continue
                    out.append((card, pygame.Rect(area.x + c * (cw + gap), y, cw, h)))
                    y += h + gap
                if len(out) > len(best):
                    best = out
                if len(best) == len(cards):
                    return best
        return best

    # -- all named rects ----------------------------------------------------------------
    def drop_rects(self) -> dict[str, pygame.Rect]:
        if self.layout is None or self.view is None:
            return {}
        out: dict[str, pygame.Rect] = {f"space:{s}": r for s, r in self.space_rects().items()}
        out["concilium"] = self.concilium_rect()
        out["regio"] = self.regio_rect()
        for s, r in self.source_rects().items():
            out[f"source:{s}"] = r
        for d in DECKS:
            out[f"deck:{d}"] = self.deck_rect(d)
            out[f"discard:{d}"] = self.discard_rect(d)
        for c, r in self.row_rects().items():
            out[f"row:{c}"] = r
        out["play"] = self.play_rect()
        for seat, r in self.layout.opp.items():
            out[f"opp:{seat}"] = pygame.Rect(r)
        if self.viewer is not None:
            out["store"] = pygame.Rect(self.layout.store)
            out["hand"] = pygame.Rect(self.layout.hand_area)
            out["sanctum"] = pygame.Rect(self.layout.own)
            for c, r in self.own_card_rects().items():
                out[f"card:{c}"] = r
            for (item, sp), r in self.installed_rects().items():
                out[f"inst:{item}:{sp}"] = r
        return out
