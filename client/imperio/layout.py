"""Where everything sits on the El Viejo Imperio table, for 3 to 5 seats and any size.

The viewer (or seat 0 for a spectator) sits at the bottom with the hand; the
other seats sit along the top in play order. The middle row holds the event
column (info, event card, removed Electors), the trick (baza, one slot per
seat) and the previous-round panel.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from client.imperio.cards import card_size
from client.table_art import card_row

DESIGN = (1240, 900)


LEGIBLE_W = 70  # px: the narrowest hand or trick card, whose reign ("1575–1612") reads at the text floor


@dataclass
class Layout:
    rect: pygame.Rect
    players: int
    bottom: int  # the seat drawn at the bottom
    scale: float = 1.0
    hand_w: int = 110
    trick_w: int = 100
    event_w: int = 160
    seat_rects: dict[int, pygame.Rect] = field(default_factory=dict)
    event: pygame.Rect = field(default_factory=pygame.Rect)
    event_col: pygame.Rect = field(default_factory=pygame.Rect)
    trick: pygame.Rect = field(default_factory=pygame.Rect)
    slots: list[pygame.Rect] = field(default_factory=list)
    last: pygame.Rect = field(default_factory=pygame.Rect)
    hand_area: pygame.Rect = field(default_factory=pygame.Rect)
    strip: pygame.Rect = field(default_factory=pygame.Rect)  # the bottom seat's name and events
    # a window too small for legible trick cards beside the previous round folds that panel
    # away: a tab at the middle row's top right opens it (``last``) over the table
    last_tab: pygame.Rect = field(default_factory=pygame.Rect)

    @classmethod
    def build(cls, rect: pygame.Rect, players: int, bottom: int, zoom: float = 1.0) -> Layout:
        """``zoom``: how much larger the UI scale asks the cards to be; each card size stays
        capped by the room its row has, so a large zoom makes them as large as fits."""
        r = pygame.Rect(rect)
        s = max(0.55, min(r.w / DESIGN[0], r.h / DESIGN[1]))
        lay = cls(r, players, bottom, s)
        m = max(8, int(12 * s))
        # Hand: eleven cards in a row should fit without heavy overlap.
        # eleven cards (the deal) overlap a little at a larger UI scale, so eight or fewer show their names
        lay.hand_w = max(LEGIBLE_W, min(int(118 * s * zoom), int((r.w - 2 * m) / (9.2 if zoom <= 1 else 7.6))))
        hh = card_size(lay.hand_w)[1]
        lift = int(hh * 0.16)
        lay.hand_area = pygame.Rect(r.x + m, r.bottom - hh - m - 6, r.w - 2 * m, hh)
        strip_h = max(26, int(34 * s))
        lay.strip = pygame.Rect(r.x + m, lay.hand_area.y - lift - strip_h, r.w - 2 * m, strip_h)
        # Other seats along the top, in play order after the bottom seat.
        top_h = max(96, int(132 * s))
        others = [(bottom + i) % players for i in range(1, players)]
        gap = m
        pw = min(int(360 * s), (r.w - 2 * m - gap * (len(others) - 1)) // len(others))
        x0 = r.x + (r.w - (pw * len(others) + gap * (len(others) - 1))) // 2
        for i, seat in enumerate(others):
            lay.seat_rects[seat] = pygame.Rect(x0 + i * (pw + gap), r.y + m, pw, top_h)
        lay.seat_rects[bottom] = pygame.Rect(lay.strip)
        # Middle row.
        mid = pygame.Rect(r.x + m, r.y + m + top_h + m, r.w - 2 * m, lay.strip.y - m - (r.y + m + top_h + m))
        label_h = max(16, int(22 * s), int(15 * zoom))  # a name under a slot, at the text scale
        lay.event_w = max(96, min(int(190 * s * zoom), int((mid.h - 3.4 * label_h) / 1.42)))
        ew, eh = card_size(lay.event_w)
        col_w = ew + 2 * m
        lay.event_col = pygame.Rect(mid.x, mid.y, col_w, mid.h)
        lay.event = pygame.Rect(mid.x + m, mid.y + int(1.6 * label_h), ew, eh)
        slot_gap = max(6, int(12 * s))
        last_min, last_max = max(200, int(300 * s)), max(260, int(400 * s))
        legible = int(LEGIBLE_W * max(1.0, zoom))  # at a larger text scale, larger cards
        for folded in (False, True):
            avail = mid.w - col_w - (0 if folded else last_min) - 2 * m
            # one row of slots; two (3 + 2 at five seats) where one row of legible cards
            # would run under the previous-round panel (1024x640, five seats)
            for rows in (1, 2):
                cols = -(-players // rows)
                fit = min(
                    int(lay.hand_w * 1.25),
                    int((avail - 2 * m - slot_gap * (cols - 1)) / cols),
                    int(((mid.h - 2 * m) / rows - 2 * label_h) / 1.42),
                )
                lay.trick_w = max(LEGIBLE_W, fit)
                tw, th = card_size(lay.trick_w)
                trick_w = cols * tw + (cols - 1) * slot_gap + 2 * m
                if trick_w <= avail or cols == 1:
                    break
            # the panel as wide as its text needs at this scale, the cards legible: else folded
            panel_w = mid.w - col_w - trick_w - 3 * m
            if zoom <= 1 or (fit >= legible and panel_w >= last_min * zoom):
                break
        trick_h = rows * (th + 2 * label_h) + 2 * m
        if folded:
            tab_h = label_h + 10
            tab_w = min(mid.w - col_w, int(195 * zoom * s))  # "Previous round ▾" at the text scale
            lay.last_tab = pygame.Rect(mid.right - tab_w, mid.y, tab_w, tab_h)
            last_w = min(mid.w - col_w, max(int(last_min * zoom), int(mid.w * 0.45)))
            top = lay.last_tab.bottom + 4  # open, it reaches down over the hand (a press beside it closes it)
            lay.last = pygame.Rect(mid.right - last_w, top, last_w, lay.hand_area.bottom - top)
            free = pygame.Rect(lay.event_col.right, mid.y, mid.right - lay.event_col.right, mid.h)
        else:
            last_w = max(last_min, min(last_max, mid.w - col_w - trick_w - 3 * m))
            lay.last = pygame.Rect(mid.right - last_w, mid.y, last_w, mid.h)
            free = pygame.Rect(lay.event_col.right, mid.y, lay.last.x - lay.event_col.right, mid.h)
        tx = free.x + max(m, (free.w - trick_w) // 2)
        ty = mid.y + max(0, (mid.h - trick_h) // 2)
        if lay.last_tab and pygame.Rect(tx, ty, trick_w, trick_h).colliderect(lay.last_tab):
            ty = max(ty, lay.last_tab.bottom + 4)
        lay.trick = pygame.Rect(tx, ty, trick_w, trick_h)
        lay.slots = []
        for i in range(players):
            row, col = divmod(i, cols)
            in_row = min(cols, players - row * cols)  # a shorter last row is centred
            x = tx + m + (cols - in_row) * (tw + slot_gap) // 2 + col * (tw + slot_gap)
            lay.slots.append(pygame.Rect(x, ty + m + label_h + row * (th + 2 * label_h), tw, th))
        return lay

    def hand_rects(self, n: int) -> list[pygame.Rect]:
        """Rects of ``n`` hand cards, centred in a row (overlapping only when needed)."""
        return card_row(self.hand_area, n, card_size(self.hand_w), max(6, int(10 * self.scale)))

    def seat_anchor(self, seat: int) -> tuple[int, int]:
        """Where a card played by ``seat`` comes from (centre of its hand)."""
        if seat == self.bottom:
            return self.hand_area.center
        return self.seat_rects[seat].center
