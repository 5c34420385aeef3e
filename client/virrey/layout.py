"""Where everything sits on the Virrey table, for 1 to 4 seats and any size.

Left column: the auction (header with the turn and the revealed bids, then one
row per auction colour: the auction card, the base card, the arrow, the top
card), the gem reserve (also the shape legend), the decks and the token supply.
Right: the other players' panels along the top (their pyramids small), the
viewer's pyramid in the middle, the prompt bar with the decision buttons, and
at the bottom the viewer's screen (gems, attack tokens), hand and discard pile.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from client.table_art import card_row
from client.virrey.cards import card_size

DESIGN = (1200, 900)


HAND_MIN = 110  # px: the narrowest hand card whose name ("Contrabandista") reads whole at 11 px
BAR_MIN = 34  # px: the prompt bar holds two lines at the 11 px text floor, clear of its border
LEFT_MIN = 152  # px at 100 %: the decks' names ("Grande Peq. Leyes Desc.") apart at the text floor
HAND_APART = 78  # px: the narrowest a hand card gets to lie apart from the next (its name set smaller)


@dataclass
class Layout:
    rect: pygame.Rect
    players: int
    bottom: int
    scale: float = 1.0
    left: pygame.Rect = field(default_factory=pygame.Rect)
    head: pygame.Rect = field(default_factory=pygame.Rect)
    rows: list = field(default_factory=list)  # per colour: (row, tile, base, top)
    auction_w: int = 70
    reserve: pygame.Rect = field(default_factory=pygame.Rect)
    decks: pygame.Rect = field(default_factory=pygame.Rect)
    supply: pygame.Rect = field(default_factory=pygame.Rect)
    opp: dict = field(default_factory=dict)  # seat -> panel rect
    pyr: pygame.Rect = field(default_factory=pygame.Rect)
    bar: pygame.Rect = field(default_factory=pygame.Rect)
    screen: pygame.Rect = field(default_factory=pygame.Rect)
    hand_area: pygame.Rect = field(default_factory=pygame.Rect)
    discard: pygame.Rect = field(default_factory=pygame.Rect)
    hand_w: int = 90

    @classmethod
    def build(cls, rect: pygame.Rect, players: int, bottom: int, zoom: float = 1.0) -> Layout:
        """``zoom``: how much larger the UI scale asks the hand's cards to be (at most a
        fifth of the table's height, so the pyramid keeps its room)."""
        r = pygame.Rect(rect)
        s = max(0.6, min(r.w / DESIGN[0], r.h / DESIGN[1]))
        lay = cls(r, players, bottom, s)
        m = max(6, int(10 * s))
        # -- left column: the auction, reserve, decks, supply ------------------
        # at least as wide as the decks' four names side by side at the text scale (LEFT_MIN, a space between;
        # "GrandePeq.LeyesDesc" ran together at 1024x640 150 %), up to 30 % wider
        lw = max(int(262 * s), min(int(262 * s * 1.3), int(LEFT_MIN * zoom)))
        lay.left = pygame.Rect(r.x + m, r.y + m, lw, r.h - 2 * m)
        head_h = int(78 * s)
        lay.head = pygame.Rect(lay.left.x, lay.left.y, lw, head_h)
        tile_w = int(52 * s)
        arrow = int(22 * s)
        aw = min(int(78 * s), (lw - tile_w - arrow - 4 * m) // 2)
        lay.auction_w = aw
        ah = card_size(aw)[1]
        row_h = ah + int(8 * s)
        y = lay.head.bottom + m // 2
        lay.rows = []
        for _c in range(4):
            row = pygame.Rect(lay.left.x, y, lw, row_h)
            tile = pygame.Rect(row.x + m // 2, row.y + (row_h - ah) // 2, tile_w, ah)
            base = pygame.Rect(tile.right + m, tile.y, aw, ah)
            top = pygame.Rect(base.right + arrow, tile.y, aw, ah)
            lay.rows.append((row, tile, base, top))
            y += row_h + max(2, int(4 * s))
        rest = lay.left.bottom - y
        res_h = max(int(74 * s), int(rest * 0.34))
        lay.reserve = pygame.Rect(lay.left.x, y + m // 2, lw, res_h)
        dk_h = max(int(60 * s), int(rest * 0.28))
        lay.decks = pygame.Rect(lay.left.x, lay.reserve.bottom + m // 2, lw, dk_h)
        lay.supply = pygame.Rect(lay.left.x, lay.decks.bottom + m // 2, lw, lay.left.bottom - lay.decks.bottom - m // 2)
        # -- right side ----------------------------------------------------------
        right = pygame.Rect(lay.left.right + m, r.y + m, r.right - lay.left.right - 2 * m, r.h - 2 * m)
        others = [(bottom + i) % players for i in range(1, players)]
        opp_h = int(206 * s) if others else 0
        if others:
            gap = m
            pw = (right.w - gap * (len(others) - 1)) // len(others)
            for i, seat in enumerate(others):
                lay.opp[seat] = pygame.Rect(right.x + i * (pw + gap), right.y, pw, opp_h)
        # a larger UI scale gives the hand up to a quarter of the height, so that the names fit
        # at its larger text size
        # at its larger text size; never narrower than a name at the text floor needs (HAND_MIN)
        # where the height allows
        if zoom <= 1:
            want = max(int(90 * s * zoom), HAND_MIN)
            lay.hand_w = max(int(90 * s), min(want, int(r.h * 0.2 * 100 / card_size(100)[1])))
        else:
            lay.hand_w = max(int(90 * s), min(int(120 * s * zoom), int(r.h * 0.25 * 100 / card_size(100)[1])))
        hh = card_size(lay.hand_w)[1]
        bottom_h = hh + int(30 * s)
        lay.screen = pygame.Rect(right.x, right.bottom - bottom_h, int(200 * s), bottom_h)
        # a drop target no wider than it needs: its word at the text scale
        lay.discard = pygame.Rect(0, 0, min(lay.hand_w, max(int(110 * s), int(74 * zoom))), hh)
        lay.discard.bottomright = (right.right - m, right.bottom - int(8 * s))
        lay.hand_area = pygame.Rect(
            lay.screen.right + m, right.bottom - hh - int(8 * s), lay.discard.x - lay.screen.right - 3 * m, hh
        )
        bar_h = max(int(50 * s), int(BAR_MIN * max(1.0, zoom)))  # two lines at the text scale
        lay.bar = pygame.Rect(right.x, lay.screen.y - bar_h - m // 2, right.w, bar_h)
        top = right.y + opp_h + (m if others else 0)
        lay.pyr = pygame.Rect(right.x, top, right.w, lay.bar.y - m // 2 - top)
        return lay

    def hand_rects(self, n: int) -> list[pygame.Rect]:
        """``n`` hand cards side by side, each up to ``hand_w`` wide: a longer hand has smaller
        cards rather than cards over each other's names, down to ``HAND_APART`` (then they
        overlap), standing on the hand area's bottom."""
        gap = max(4, int(8 * self.scale))
        a = self.hand_area
        side = (a.w - gap * (n - 1)) // max(1, n)
        w, h = card_size(max(min(self.hand_w, HAND_APART), min(self.hand_w, side)))
        return card_row(pygame.Rect(a.x, a.bottom - h, a.w, h), n, (w, h), gap)

    def anchor(self, seat: int) -> tuple[int, int]:
        """Where a seat's hand is on the table (cards fly to and from it)."""
        if seat == self.bottom:
            return self.hand_area.center
        r = self.opp.get(seat)
        return r.center if r is not None else self.hand_area.center
