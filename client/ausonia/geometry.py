"""Screen rects of everything the player may press, drag or drop on (tests use them too).

Drag items are tuples: ``("card", n)`` a hand card, ``("gem", kind)`` a gem of the turn's
pool, ``("tile", n)`` a card of the play area, ``("sealed", n)`` a card of the seal area,
``("raised", n)`` a card of the viewer's raise area, ``("choice", n)`` a card offered by a
step (the discard pile for Manipulación and Levantar, the cards Previsión revealed),
``("effect", n)`` the Corrupción or Descartar of card ``n`` waiting for its opponent.

Targets are names: ``play``, ``buy:<card>`` (an offer-row card or the power deck's top),
``ability:<card>:<i>``, ``raise``, ``seal``, ``draw``, ``discard``, ``opp:<seat>`` and
``found:<card>`` (a raise-area card as a fountain's foundation).
"""

from __future__ import annotations

import pygame

from rules.ausonia.actions import GEMS


class TableGeometry:
    """Mixin of AusoniaTable: rects from ``self.layout`` and ``self.view``."""

    def me(self):
        v = self.view
        return v.players_view[self.viewer] if v is not None and self.viewer is not None else None

    def shown_seat(self) -> int:
        """The seat whose play area is drawn: the one whose turn it is (at the end, the viewer's)."""
        v = self.view
        return v.active if v is not None and v.active is not None else self.bottom_seat()

    def bottom_pv(self):
        return self.view.players_view[self.bottom_seat()]

    def hand(self) -> tuple:
        me = self.me()
        return tuple(me.hand or ()) if me is not None else ()

    def _laid_out(self) -> None:
        """Laid out anew at the UI's text scale (TableBase builds a layout without it)."""
        lay = self.layout
        if lay.text_scale != self.ui.scale:
            self.layout = type(lay).build(lay.rect, lay.players, lay.bottom, self.ui.card_zoom(), self.ui.scale)

    # -- the market ------------------------------------------------------------------
    def market_cards(self) -> dict[str, int | None]:
        """Slot name -> card shown there (None: an empty slot)."""
        v = self.view
        out: dict[str, int | None] = {"power": v.power_top}
        for i in range(4):
            out[f"offer:{i}"] = v.offer[i] if i < len(v.offer) else None
        return out

    def market_rects(self) -> dict[str, pygame.Rect]:
        return self.layout.market_rects()

    def buy_rects(self) -> dict[int, pygame.Rect]:
        """Each buyable card shown (the power deck's top, the offer row) -> its rect."""
        rects = self.market_rects()
        return {card: rects[slot] for slot, card in self.market_cards().items() if card is not None}

    # -- the turn's gems ---------------------------------------------------------------
    def gem_rects(self) -> dict[str, pygame.Rect]:
        """The turn's unspent gems, one icon per kind in a row under the turn box's title
        rows (their counts right of each)."""
        box, lay = self.layout.turn, self.layout
        size = max(14, int(26 * lay.scale), int(lay.head * 1.1))
        y = box.y + 2 * lay.head + 4
        step = (box.w - 8) // 4
        return {g: pygame.Rect(box.x + 6 + i * step, y, size, size) for i, g in enumerate(GEMS)}

    # -- the play area -------------------------------------------------------------
    def play_cards(self) -> list[int]:
        """The shown seat's play area: its played cards, then those bought this turn (face down)."""
        pv = self.view.players_view[self.shown_seat()]
        return list(pv.play) + list(pv.bought)

    def play_rects(self) -> dict[int, pygame.Rect]:
        """The play area's tiles: every card, or a page of them where all would be too low to
        read (``Layout.play_per_page``; its arrows, ``play_arrows``, turn them)."""
        cards = self.play_cards()
        per = self.layout.play_per_page
        if per and len(cards) > per:
            pages = -(-len(cards) // per)
            self.play_page_no = getattr(self, "play_page_no", 0) % pages
            cards = cards[self.play_page_no * per : (self.play_page_no + 1) * per]
        return dict(zip(cards, self.layout.tile_grid(len(cards))))

    def play_arrows(self) -> dict[int, pygame.Rect]:
        """The play area's page arrows (-1, +1) at the right of its title, where it has pages."""
        per = self.layout.play_per_page
        if not per or len(self.play_cards()) <= per:
            return {}
        return self._title_arrows(self.layout.play)

    # -- abilities -------------------------------------------------------------------
    def ability_list(self) -> list[tuple[int, int]]:
        """(card, ability) of the shown seat's abilities: those of its played cards, and the
        viewer's own condition abilities of its hand (they unlock there too)."""
        from client.ausonia import cardinfo

        v = self.view
        pv = v.players_view[self.shown_seat()]
        out = []
        for card in pv.play:
            for i in range(len(cardinfo.abilities(card))):
                out.append((card, i))
        for card, ab, _, _ in v.conditions:
            if (card, ab) not in out:
                out.append((card, ab))
        return out

    def ability_page(self) -> list[tuple[int, int]]:
        """The abilities shown now: a page of those the list holds (``ability_page_no``)."""
        items = self.ability_list()
        per = self.layout.rows_that_fit()
        if len(items) <= per:
            self.ability_page_no = 0
            return items
        pages = -(-len(items) // per)
        self.ability_page_no = getattr(self, "ability_page_no", 0) % pages
        return items[self.ability_page_no * per : (self.ability_page_no + 1) * per]

    def ability_rects(self) -> dict[tuple[int, int], pygame.Rect]:
        items = self.ability_page()
        return dict(zip(items, self.layout.ability_rows(len(items))))

    def ability_arrows(self) -> dict[int, pygame.Rect]:
        """The abilities list's page arrows (-1, +1) at the right of its title, where it has
        pages (in its last row they took a row's room, and hid the only row of a low list)."""
        if len(self.ability_list()) <= self.layout.rows_that_fit():
            return {}
        return self._title_arrows(self.layout.abilities)

    def _title_arrows(self, box: pygame.Rect) -> dict[int, pygame.Rect]:
        """A panel's page arrows (-1, +1) at the right of its title's line."""
        head = self.layout.head
        w = int(head * 1.25)
        return {
            -1: pygame.Rect(box.right - 2 * w - 8, box.y + 1, w, head - 2),
            +1: pygame.Rect(box.right - w - 4, box.y + 1, w, head - 2),
        }

    def effect_rects(self) -> list[pygame.Rect]:
        """Where the keyword waiting for an opponent (Corrupción, Descartar) is picked up, to
        drag it onto that opponent's panel: its ability's row and its card in the play area."""
        v = self.view
        if self.mode != "target" or v.source < 0:
            return []
        used = [ab for card, ab in v.used if card == v.source]
        out = [r for (card, ab), r in self.ability_rects().items() if card == v.source and ab in used[-1:]]
        tile = self.play_rects().get(v.source)
        return out + ([tile] if tile is not None else [])

    # -- the viewer's piles and areas ------------------------------------------------
    def pile_rects(self) -> dict[str, pygame.Rect]:
        return self.layout.pile_rects()

    def area_boxes(self) -> dict[str, pygame.Rect]:
        """The raise area, the seal area and the fountains, stacked: in equal thirds, but
        where one holds more cards than its third shows at once and the column has room for
        them all, each as high as its cards need (an empty one its title and a strip to drop
        on) and the rest shared out (at 1024x640 150 % the House Star raised lay on a second
        page of the raise area, apart from the foundation a fountain is built on: no drag
        could join them)."""
        boxes = self.layout.area_boxes()
        if self.view is None:
            return boxes
        counts = {name: len(self.area_cards(name)) for name in boxes}
        if all(self._area_fits(box, counts[name]) for name, box in boxes.items()):
            return boxes
        top, bottom = boxes["raise"].y, boxes["fountains"].bottom
        gap = boxes["seal"].y - boxes["raise"].bottom
        need = {name: self._area_need(boxes[name].w, n) for name, n in counts.items()}
        room = bottom - top - 2 * gap - sum(need.values())
        if room < 0:
            return boxes
        out, y = {}, top
        for i, name in enumerate(boxes):
            h = need[name] + room // 3 + (room % 3 if i == 2 else 0)
            out[name] = pygame.Rect(boxes[name].x, y, boxes[name].w, h)
            y += h + gap
        return out if all(self._area_fits(out[name], n) for name, n in counts.items()) else boxes

    def _area_fits(self, box: pygame.Rect, n: int) -> bool:
        return len(self._area_grid(self._inside(box), n)) >= n

    def _area_need(self, w: int, n: int) -> int:
        """The height of an area box ``w`` wide that shows ``n`` cards at once at the lowest
        tiles (an empty one: its title and a strip to drop on)."""
        lay, low = self.layout, self._area_low()
        if n == 0:
            return lay.head + low // 2
        tile = min(w - 8, max(int(low * 1.9), int(70 * lay.text_scale)))
        rows = -(-n // max(1, (w - 8 + 3) // (tile + 3)))
        return lay.head + 2 + rows * low + (rows - 1) * 3

    def _area_low(self) -> int:
        """The lowest tile of an area: a name and a gem row at the text floor."""
        from client.ausonia.layout import line

        return line(self.layout.text_scale) + 7

    def area_card_rects(self, name: str, cards) -> dict[int, pygame.Rect]:
        """The cards of one of the viewer's areas (raise, seal, fountains) as whole tiles in
        its box, none over another: as many as fit, the rest on further pages (the box's
        arrows, ``area_arrows``, turn them)."""
        cards = list(cards)
        area = self._area_inside(name)
        per = len(self._area_grid(area, len(cards)))
        if len(cards) > per:
            pages = -(-len(cards) // per)
            no = self.area_page_no[name] = self.area_pages().get(name, 0) % pages
            cards = cards[no * per : (no + 1) * per]
        return dict(zip(cards, self._area_grid(area, len(cards))))

    def area_pages(self) -> dict[str, int]:
        if not hasattr(self, "area_page_no"):
            self.area_page_no = {}
        return self.area_page_no

    def _area_inside(self, name: str) -> pygame.Rect:
        return self._inside(self.area_boxes()[name])

    def _inside(self, box: pygame.Rect) -> pygame.Rect:
        head = self.layout.head
        return pygame.Rect(box.x + 4, box.y + head, box.w - 8, box.h - head - 2)

    def _area_grid(self, area: pygame.Rect, n: int) -> list[pygame.Rect]:
        """Up to ``n`` tiles in rows in ``area``, whole and apart: each two text lines high
        (less where the box is lower: a name and a gem row at the floor still read) and wide
        enough for a name's first word; as many as fit."""
        from client.ausonia.layout import line

        lay, gap = self.layout, 3
        h = min(area.h, 2 * line(lay.text_scale) + 6)
        w = min(area.w, max(int(h * 1.9), int(70 * lay.text_scale)))
        cols = max(1, (area.w + gap) // (w + gap))
        rows = max(1, (area.h + gap) // (h + gap))
        if cols * rows < n:  # lower tiles, down to a line and a gem row, where that shows all
            more = -(-n // cols)
            low = (area.h - (more - 1) * gap) // more
            if low >= self._area_low():
                h, rows = low, more
        w = (area.w - (cols - 1) * gap) // cols  # the row's room shared out: longer names read
        return [
            pygame.Rect(area.x + (i % cols) * (w + gap), area.y + (i // cols) * (h + gap), w, h)
            for i in range(min(n, cols * rows))
        ]

    def area_cards(self, name: str) -> list[int]:
        """Every card of the viewer's area ``name`` (raise: only its own, seen face up)."""
        pv = self.bottom_pv()
        if name == "raise":
            return list(pv.raise_cards or ())
        if name == "seal":
            return list(pv.seal)
        return [star for star, _ in pv.fountains]

    def area_arrows(self, name: str) -> dict[int, pygame.Rect]:
        """The page arrows (-1, +1) at the right of an area's title, where it has pages."""
        cards = len(self.area_cards(name))
        if cards <= len(self._area_grid(self._area_inside(name), cards)):
            return {}
        box, head = self.area_boxes()[name], self.layout.head
        w = int(head * 1.25)
        return {
            -1: pygame.Rect(box.right - 2 * w - 8, box.y + 1, w, head - 2),
            +1: pygame.Rect(box.right - w - 4, box.y + 1, w, head - 2),
        }

    def raise_rects(self) -> dict[int, pygame.Rect]:
        """The viewer's own raise-area cards (private: it put them there face down)."""
        if self.bottom_pv().raise_cards is None:
            return {}
        return self.area_card_rects("raise", self.area_cards("raise"))

    def seal_rects(self) -> dict[int, pygame.Rect]:
        return self.area_card_rects("seal", self.area_cards("seal"))

    def fountain_rects(self) -> dict[int, pygame.Rect]:
        return self.area_card_rects("fountains", self.area_cards("fountains"))

    # -- the cards a step offers -----------------------------------------------------
    def choice_cards(self) -> list[int]:
        """The cards a step offers besides the hand: the discard pile (Manipulación,
        Levantar), the revealed cards (Previsión)."""
        m, me = self.mode, self.me()
        if me is None:
            return []
        if m in ("manipulate", "raise"):
            return list(dict.fromkeys(me.discard))
        if m == "foresee":
            return list(self.view.revealed or ())
        return []

    def choice_rects(self) -> dict[int, pygame.Rect]:
        """The offered cards as tiles over the market (which is not for sale during a step)."""
        cards = self.choice_cards()
        if not cards:
            return {}
        m = self.layout.market
        area = pygame.Rect(
            m.x + self.layout.m, m.y + self.layout.head, m.w - 2 * self.layout.m, m.h - self.layout.head - 3
        )
        return dict(zip(cards, self.layout.tile_grid(len(cards), area)))

    # -- every target -----------------------------------------------------------------
    def drop_rects(self) -> dict[str, pygame.Rect]:
        if self.layout is None or self.view is None:
            return {}
        lay = self.layout
        out: dict[str, pygame.Rect] = {"play": pygame.Rect(lay.play)}
        for card, r in self.buy_rects().items():
            out[f"buy:{card}"] = pygame.Rect(r)
        for (card, ab), r in self.ability_rects().items():
            out[f"ability:{card}:{ab}"] = pygame.Rect(r)
        boxes = self.area_boxes()
        out["raise"] = pygame.Rect(boxes["raise"])
        out["seal"] = pygame.Rect(boxes["seal"])
        piles = self.pile_rects()
        out["draw"] = pygame.Rect(piles["draw"])
        out["discard"] = pygame.Rect(piles["discard"])
        for seat, r in lay.opp.items():
            out[f"opp:{seat}"] = pygame.Rect(r)
        for card, r in self.raise_rects().items():
            out[f"found:{card}"] = pygame.Rect(r)
        return out
