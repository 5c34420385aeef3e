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
from client.tribunal.layout import grid
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
        title = self.text.font(max(line - 5, self.ui.text_floor()), bold=True).size(self.ui.t("tribunal.board.votes"))[
            0
        ]
        w = box.w - title - 16
        return pygame.Rect(box.right - w - 3, box.y + 1, w, line)

    def regio_rect(self) -> pygame.Rect:
        box, line = self.layout.sources, self.layout.line
        return pygame.Rect(box.x + 3, box.y + line + 2, box.w // 2 - 4, line)

    def extract_rect(self) -> pygame.Rect:
        r = self.regio_rect()
        return pygame.Rect(r.right + 4, r.y, self.layout.sources.right - r.right - 7, r.h)

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
        box = self.layout.decks
        top = box.y + 2
        h = (box.bottom - top - 2) // 3
        return {d: pygame.Rect(box.x + 3, top + i * h, box.w - 6, h - 2) for i, d in enumerate(DECKS)}

    def deck_slots(self, deck: str) -> list[pygame.Rect]:
        """A deck's row: its label above; the deck, the three face-up cards (Items and Spells)
        and the discard pile side by side (the Resources: the deck, the pile, the awards)."""
        row, line = self.deck_rows()[deck], self.layout.line
        area = pygame.Rect(row.x, row.y + line - 2, row.w, row.h - line + 2)
        gap = max(2, self.layout.m // 2)
        units = (0.62, 1.25, 1.25, 1.25, 0.62)  # the deck and the pile narrower than a face
        unit = (area.w - 4 * gap) / sum(units)
        h = min(area.h, self.layout.tile_h(2) + 6)
        out, x = [], float(area.x)
        for u in units:
            out.append(pygame.Rect(int(x), area.y, int(unit * u), h))
            x += unit * u + gap
        return out

    def deck_rect(self, deck: str) -> pygame.Rect:
        return self.deck_slots(deck)[0]

    def discard_rect(self, deck: str) -> pygame.Rect:
        slots = self.deck_slots(deck)
        return slots[4] if deck != "resources" else slots[1]

    def awards_rect(self) -> pygame.Rect:
        s = self.deck_slots("resources")
        return pygame.Rect(s[2].x, s[2].y, s[4].right - s[2].x, s[2].h)

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
        top = own.y + line + 4
        area = pygame.Rect(own.x + 3, top, own.w - 6, own.bottom - top - 3)
        gap = self.layout.m // 2
        w1 = int(area.w * 0.42)
        w2 = int(area.w * 0.30)
        w3 = area.w - w1 - w2 - 2 * gap
        lab = pygame.Rect(area.x, area.y, w1, area.h)
        lib = pygame.Rect(lab.right + gap, area.y, w2, area.h)
        side = pygame.Rect(lib.right + gap, area.y, w3, area.h)
        return {"laboratory": lab, "library": lib, "side": side}

    def own_entries(self) -> list[tuple[str, object, pygame.Rect]]:
        """Every card of the viewer's Sanctum drawn: (kind, what, rect) with kind ``card``
        (what: the SanctumCard), ``inst`` ((item id, spell id)) or ``award`` (the card)."""
        me = self.me()
        if me is None or self.layout is None:
            return []
        cols = self.sanctum_columns()
        line = self.layout.line
        th2, th1 = self.layout.tile_h(2), self.layout.tile_h(1)
        out = []
        # the Laboratory: each Item and, under it, indented, the Spells installed on it
        entries = []
        for c in me.laboratory:
            entries.append(("card", c, th2, 0))
            for sp in c.installed or ():
                entries.append(("inst", (c.id, sp), th1, 1))
        out += self._flow(cols["laboratory"], entries, line)
        out += self._flow(cols["library"], [("card", c, th2, 0) for c in me.library], line)
        side = cols["side"]
        entries = [("card", c, th1, 0) for c in me.vault] + [("award", c, th1, 0) for c in me.awarded]
        for c in me.awarded:
            for sp in c.installed or ():
                entries.append(("inst", (c.id, sp), th1, 1))
        out += self._flow(side, entries, line)
        return out

    def _flow(self, col: pygame.Rect, entries, line) -> list:
        """Entries (kind, what, height, indent) top to bottom under the column's title, into
        a second (third...) column of it where they run past its foot; shrunk to fit."""
        area = pygame.Rect(col.x, col.y + line, col.w, col.h - line)
        if not entries:
            return []
        gap = 2
        total = sum(h + gap for *_, h, _ in entries)
        if total > area.h:  # two-line tiles down to one line before a second column
            one = line - 2
            entries = [(k, w, min(h, one + 4), i) for k, w, h, i in entries]
            total = sum(h + gap for *_, h, _ in entries)
        cols = 1
        while cols < 4 and total / cols > area.h and area.w / (cols + 1) >= 70:
            cols += 1
        k = min(1.0, area.h / max(1, total / cols + line))
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

    def own_card_rects(self) -> dict[str, pygame.Rect]:
        """card id -> its tile, for the viewer's Sanctum (its Items, Spells, Resources)."""
        return {what.id: r for kind, what, r in self.own_entries() if kind in ("card", "award") and what.id}

    def installed_rects(self) -> dict[tuple[str, str], pygame.Rect]:
        return {what: r for kind, what, r in self.own_entries() if kind == "inst"}

    # -- the other players' Sanctums ----------------------------------------------------
    def opp_entries(self, seat: int) -> list[tuple[object, pygame.Rect]]:
        """(SanctumCard, rect) of another player's Sanctum: Laboratory, Library, awarded
        Items, one-line tiles in columns under its two header lines."""
        box, line = self.layout.opp[seat], self.layout.line
        pv = self.view.players_view[seat]
        cards = list(pv.laboratory) + list(pv.library) + list(pv.awarded)
        area = pygame.Rect(box.x + 3, box.y + 2 * line + 4, box.w - 6, box.bottom - box.y - 2 * line - 7)
        rects = grid(area, len(cards), self.layout.tile_h(1), int(5.5 * line), 2, line - 3)
        return list(zip(cards, rects))

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
