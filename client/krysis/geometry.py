"""Screen rects of everything the player may press, drag or drop on (tests use them too)."""

from __future__ import annotations

import math

import pygame

from client.krysis.cards import NAMED, card_size
from rules.krysis.goods import COLOURS


class TableGeometry:
    """Mixin of KrysisTable: rects from ``self.layout`` and ``self.view``."""

    def me(self):
        v = self.view
        return v.players_view[self.viewer] if v is not None and self.viewer is not None else None

    def bottom_seat(self) -> int:
        return self.viewer if self.viewer is not None else 0

    def with_count(self, r: pygame.Rect) -> pygame.Rect:
        """A crystal icon and its "×n" count beside it (at its size on screen, which the text
        floor may set taller than the icon): what a press on the crystal may hit, and what a
        focus ring or a hint's light goes round (never over the count)."""
        font = self.text.font(max(9, int(15 * self.layout.scale), self.ui.text_floor()), True)
        w, h = font.size("×0")
        out = pygame.Rect(r.x - 2, r.y - 2, r.w * 2 + 8, r.h + 4)
        return out.union(pygame.Rect(r.right, r.centery - h // 2 - 2, w + 6, h + 4))

    # -- the mine ---------------------------------------------------------------------
    def cell_rect(self, depth: int, space: int) -> pygame.Rect:
        return pygame.Rect(self.layout.cells[(depth, space)])

    def miner_rect(self, seat: int, pos=None) -> pygame.Rect:
        depth, space = pos if pos is not None else self.view.players_view[seat].miner
        cell = self.layout.cells[(depth, space)]
        d = max(12, min(int(cell.h * 0.56), int(cell.w * 0.5)))
        r = pygame.Rect(0, 0, d, d)
        r.bottomright = (cell.right - 2, cell.bottom - 2)
        return r

    # -- the viewer's screen (home) and the side box ------------------------------
    def home_rects(self) -> dict[str, pygame.Rect]:
        """The home crystals, in a row across the screen under its title."""
        sc = self.layout.screen
        s = self.layout.scale
        size = max(14, int(26 * s))
        y = sc.y + max(int(26 * s), 6 + self.layout.line(14))  # under the title at its size on screen
        step = (sc.w - int(16 * s)) // 3
        return {c: pygame.Rect(sc.x + int(8 * s) + i * step, y, size, size) for i, c in enumerate(COLOURS)}

    def mission_rect(self) -> pygame.Rect:
        """The mission card: right of the home relics, under the crystals and the relics'
        label; wide enough to keep its name at the text's scale (``NAMED``) where the screen
        allows."""
        sc = self.layout.screen
        top = self.home_relics_top()
        named = math.ceil(NAMED * self.ui.scale)
        w = min(max(int(sc.w * 0.3), min(named, int(sc.w * 0.7))), int((sc.bottom - top - 6) / 1.4))
        return pygame.Rect(sc.right - w - 6, top, *card_size(w))

    def home_relics_top(self) -> int:
        """Where the home relics and the mission card begin: under the crystals and the
        relics' label at its size on screen (the text floor keeps it larger than the box's
        scale on a small window: the mission card covered "Reliquias: 0")."""
        s = self.layout.scale
        line = self.ui.font(max(round(12 * s), self.ui.text_floor()), True).get_linesize()
        return self.home_rects()["red"].bottom + max(int(24 * s), 4 + line + 2)

    def home_relic_rects(self, n: int) -> list[pygame.Rect]:
        sc = self.layout.screen
        s = self.layout.scale
        top = self.home_relics_top()
        h = max(16, min(sc.bottom - top - 6, int(90 * s)))
        w = int(h / 1.4)
        room = self.mission_rect().x - sc.x - 12
        step = min(w + 3, (room - w) // max(1, n - 1)) if n > 1 else 0
        return [pygame.Rect(sc.x + 8 + i * step, top, w, h) for i in range(n)]

    def fist_rect(self) -> pygame.Rect:
        """The side box's inside under its heading (the bid's fist, the cargo): below the
        heading at its size on screen, which the text floor keeps larger than the box's scale
        on a small window (the fist's light covered "Alex: carga")."""
        sd = self.layout.side
        s = self.layout.scale
        head = self.text.font(max(9, int(14 * s), self.ui.text_floor()), True).get_linesize()
        top = max(int(28 * s), 4 + head + 6)
        return pygame.Rect(sd.x + 6, sd.y + top, sd.w - 12, sd.h - top - int(6 * s))

    def fist_crystal_rects(self) -> dict[str, pygame.Rect]:
        """The crystals of the viewer's bid, in a row inside the fist."""
        fist, s = self.fist_rect(), self.layout.scale
        isz = max(14, int(26 * s))
        return {
            c: pygame.Rect(fist.x + 8 + i * (fist.w - 16) // 3, fist.y + 8, isz, isz) for i, c in enumerate(COLOURS)
        }

    def side_cards(self, n: int) -> list[pygame.Rect]:
        """Up to four cards side by side in the side box (relics drawn or spied)."""
        sd = self.layout.side
        s = self.layout.scale
        top = sd.y + max(int(28 * s), 6 + self.layout.line(14))
        w = min((sd.w - 12 - 4 * (n - 1)) // max(1, n), int((sd.bottom - top - 6) / 1.4))
        x0 = sd.centerx - (n * w + (n - 1) * 4) // 2
        return [pygame.Rect(x0 + i * (w + 4), top, *card_size(w)) for i in range(n)]

    def drawn_rects(self) -> dict[str, pygame.Rect]:
        v = self.view
        if v is None or not v.drawn:
            return {}
        cards = list(dict.fromkeys(v.drawn))
        return dict(zip(cards, self.side_cards(len(cards))))

    def spied_rects(self) -> dict[str, pygame.Rect]:
        v = self.view
        if v is None or not v.spied:
            return {}
        return dict(zip(v.spied, self.side_cards(len(v.spied))))

    # -- camps ------------------------------------------------------------------------
    def camp_crystal_rects(self, seat: int) -> dict[str, pygame.Rect]:
        """The crystals of a camp (own camp box, or another player's panel)."""
        s = self.layout.scale
        if seat == self.bottom_seat():
            box = self.layout.camp
            size = max(16, int(32 * s))
            y = box.y + max(int(28 * s), 6 + self.layout.line(14))
            step = (box.w - 12) // 3
            return {c: pygame.Rect(box.x + 8 + i * step, y, size, size) for i, c in enumerate(COLOURS)}
        box = self.layout.opp[seat]
        size = max(12, int(22 * s))
        y = self._opp_crystals_top(box)
        step = (box.w - 10) // 4
        return {c: pygame.Rect(box.x + 6 + i * step, y, size, size) for i, c in enumerate(COLOURS)}

    def camp_relic_rects(self) -> dict[str, pygame.Rect]:
        """The viewer's own face-down camp relics (it may look at them), then its played ones."""
        me = self.me()
        if me is None:
            return {}
        cards = list(me.camp_relics or ()) + list(me.played)
        return dict(zip(cards, self._camp_row(len(cards))))

    def _camp_row(self, n: int) -> list[pygame.Rect]:
        box = self.layout.camp
        s = self.layout.scale
        top = (
            box.y + max(int(28 * s), 6 + self.layout.line(14)) + max(16, int(32 * s), self.layout.line(15)) + int(8 * s)
        )
        h = max(18, min(box.bottom - top - 6, int(box.w * 0.3 * 1.4)))
        w = int(h / 1.4)
        step = min(w + 4, (box.w - 12 - w) // max(1, n - 1)) if n > 1 else 0
        return [pygame.Rect(box.x + 6 + i * step, top, w, h) for i in range(n)]

    def _opp_crystals_top(self, box: pygame.Rect) -> int:
        """Under the name's line (and the status tag) at their size on screen."""
        s = self.layout.scale
        return box.y + max(int(30 * s), 6 + self.layout.line(14))

    def opp_foot_lines(self, seat: int) -> list[str]:
        """The counts under another player's panel, and the camp's defence where it counts."""
        v = self.view
        pv = v.players_view[seat]
        foot = self.ui.t(
            "krysis.table.opp_foot", hand=pv.hand_count, f=pv.fighter_deck, tr=pv.transporter_deck, d=len(pv.discard)
        ).split(" · ")
        if v.phase in ("action", "draw") and pv.team:
            from client.krysis import reasons

            foot.append(self.ui.t("krysis.table.combat", n=reasons.defence(v, seat)))
        return foot

    def opp_foot_h(self, seat: int) -> int:
        """The height of the counts' lines at the bottom of another player's panel."""
        from client.text import join_lines

        box = self.layout.opp[seat]
        font = self.text.font(max(9, int(12 * self.layout.scale), self.ui.text_floor()))
        return len(join_lines(font, self.opp_foot_lines(seat), box.w - 12, " · ")) * font.get_linesize()

    def opp_team_rects(self, seat: int, n: int) -> list[pygame.Rect]:
        box = self.layout.opp[seat]
        s = self.layout.scale
        icon = max(12, int(22 * s), self.layout.line(13))  # the crystals' row, its counts' line
        top = self._opp_crystals_top(box) + icon + int(4 * s)
        h = max(16, box.bottom - top - max(int(22 * s), self.opp_foot_h(seat) + 5))
        w = min(int(h / 1.4), (box.w - 12) // 5)
        h = int(w * 1.4)
        return [pygame.Rect(box.x + 6 + i * (w + 3), top, w, h) for i in range(n)]

    def opp_played_rects(self, seat: int, n: int) -> list[pygame.Rect]:
        teams = self.opp_team_rects(seat, 3)
        x = teams[-1].right + 6
        w, h = teams[0].w, teams[0].h
        return [pygame.Rect(x + i * (w + 3), teams[0].y, w, h) for i in range(n)]

    # -- agents -----------------------------------------------------------------------
    def hand(self) -> tuple[str, ...]:
        me = self.me()
        if me is None or self.mode in ("aside", "choose"):
            return ()
        return tuple(me.hand or ())

    def _laid_out(self) -> None:
        """Laid out anew at the UI's text scale and for the hand's cards: the narrowest legible
        hand card and deck labels follow the text floor, and a hand too long for its row takes
        more rows (TableBase builds a layout without them)."""
        lay = self.layout
        if lay.text_scale != self.ui.scale or lay.hand_n != self._hand_n():
            self.layout = type(lay).build(
                lay.rect, lay.players, lay.bottom, self.ui.card_zoom(), self.ui.scale, self._hand_n()
            )

    def _hand_n(self) -> int:
        me = self.me()
        return len(me.hand or ()) if me is not None else 0

    def _relayout(self, force: bool = False) -> None:
        lay = self.layout
        if lay is not None and self.view is not None and lay.hand_n != self._hand_n():
            force = True  # the hand grew or shrank: its rows, and the boxes above them, follow
        super()._relayout(force)

    def hand_page(self) -> tuple[int, int]:
        """(the index of the first hand card shown, how many show at once): a hand longer than
        its area holds legibly shows a page of it (``hand_page_no``, kept in range)."""
        n = len(self.hand())
        per = self.layout.hand_page_size(n) if self.layout is not None else n
        if per >= n:
            return 0, n
        pages = -(-n // per)
        self.hand_page_no = getattr(self, "hand_page_no", 0) % pages
        return self.hand_page_no * per, per

    def turn_hand_page(self, step: int) -> None:
        """The next (+1) or previous (-1) page of the hand, round from the last to the first."""
        first, per = self.hand_page()
        n = len(self.hand())
        if per < n:
            self.hand_page_no = (first // per + step) % -(-n // per)

    def page_arrows(self) -> dict[int, pygame.Rect]:
        """The hand's page arrows (-1: previous, +1: next), where the hand is paged."""
        return self.layout.hand_arrows() if self.hand_page()[1] < len(self.hand()) else {}

    def hand_rects(self) -> dict[str, pygame.Rect]:
        """The cards of the hand shown (its page), side by side in the order drawn."""
        cards = self.hand()
        first, per = self.hand_page()
        shown = cards[first : first + per]
        slots = self.layout.hand_rects(len(cards)) if self.layout is not None else []
        return dict(zip(shown, slots))

    def hand_card_rect(self, card: str) -> pygame.Rect | None:
        rects = self.hand_rects() if self.mode not in ("aside", "choose") else self.picker_rects()
        return pygame.Rect(rects[card]) if card in rects else None

    def pool(self) -> list[str]:
        """The agents to set aside or choose from (setup), already chosen ones included."""
        me = self.me()
        if me is None:
            return []
        from rules.krysis.cards import card_set

        cs = card_set()
        advanced = dict(self.view.options).get("advanced", False)
        ids = cs.company_agents(me.company, None if advanced else False)
        if self.mode == "choose":
            ids = tuple(a for a in ids if a not in (me.aside or ()))
        return list(ids)

    def picker_rects(self) -> dict[str, pygame.Rect]:
        if self.mode not in ("aside", "choose"):
            return {}
        cards = self.pool()
        return dict(zip(cards, self.layout.picker_rects(len(cards))))

    def deck_rects(self) -> dict[str, pygame.Rect]:
        """The fighter and transporter decks: side by side, or one above the other where the
        box is tall and narrow (whichever shows them larger); a label under each."""
        d = self.layout.decks
        s = self.layout.scale
        label = max(12, int(16 * s), self.layout.line())
        top = d.y + max(14, int(22 * s), self.layout.line() + 2)
        side = min((d.w - 12) // 2, int((d.bottom - top - label - 4) / 1.4))
        stack = min(d.w - 12, int(((d.bottom - top) // 2 - label - 4) / 1.4))
        if stack > side:
            w, h = stack, int(stack * 1.4)
            x = d.centerx - w // 2
            return {"fighter": pygame.Rect(x, top, w, h), "transporter": pygame.Rect(x, top + h + label + 4, w, h)}
        w, h = side, int(side * 1.4)
        return {
            "fighter": pygame.Rect(d.centerx - w - 2, top, w, h),
            "transporter": pygame.Rect(d.centerx + 2, top, w, h),
        }

    def bank_rect(self) -> pygame.Rect:
        info = self.layout.info
        s = self.layout.scale
        return pygame.Rect(info.x, info.y, info.w, max(26, int(44 * s)))

    def drop_rects(self) -> dict[str, pygame.Rect]:
        """Named targets: cell:<depth>:<space>, fist, team, chosen, cargo, home, bank, camp,
        opp:<seat>, deck:<kind>, plus the sources: home:<colour>, miner, good:<colour>, relic:<id>."""
        if self.layout is None or self.view is None:
            return {}
        lay = self.layout
        out: dict[str, pygame.Rect] = {}
        for (d, sp), r in lay.cells.items():
            out[f"cell:{d}:{sp}"] = pygame.Rect(r)
        out["fist"] = self.fist_rect()
        out["team"] = pygame.Rect(lay.team)
        out["chosen"] = pygame.Rect(lay.hand_area)
        out["cargo"] = pygame.Rect(lay.side)
        out["home"] = pygame.Rect(lay.screen)
        out["bank"] = pygame.Rect(self.layout.info)  # the whole bank panel, not its first row
        out["camp"] = pygame.Rect(lay.camp)
        for seat, r in lay.opp.items():
            out[f"opp:{seat}"] = pygame.Rect(r)
        for k, r in self.deck_rects().items():
            out[f"deck:{k}"] = r
        if self.viewer is not None:
            for c, r in self.home_rects().items():
                out[f"home:{c}"] = r
            out["miner"] = self.miner_rect(self.viewer)
        src = self.source_seat()
        if src is not None:
            for c, r in self.camp_crystal_rects(src).items():
                out[f"good:{c}"] = r
        for relic, r in self.camp_relic_rects().items():
            out[f"relic:{relic}"] = r
        return out

    def source_seat(self) -> int | None:
        """The camp goods are taken from during a load or raid (None otherwise)."""
        v = self.view
        if v is None or v.kind is None or v.active is None:
            return None
        return v.target if v.kind == "raid" else v.active
