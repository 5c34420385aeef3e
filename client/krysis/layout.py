"""Where everything sits on the Krysis table, for 2 to 4 seats and any size.

Left column: the header (round and phase), the mine (entrance row and five levels of
four chambers), then the bank, the relic deck and discard pile and the order (bids or
initiative). Right: the other players' panels along the top; the viewer's camp, team
and a side box (the sealed bid's fist, the cargo, the relics drawn or spied); the prompt
bar of buttons; at the bottom the viewer's screen (home, home relics, mission), hand and
agent decks. Sizes follow the table's rect (``scale``) and the UI scale (``zoom``).
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from client.krysis.cards import card_size
from client.table_art import card_row

DESIGN = (1200, 900)
ROWS = 6      # the entrance and five levels
SPACES = 4
NAME_BAND = 0.4  # of a card's height: its company band and up to two lines of name
HAND_MIN = 80  # px: the narrowest hand card (its name set at the text floor: see cards.NAMED)


@dataclass
class Layout:
    rect: pygame.Rect
    players: int
    bottom: int
    scale: float = 1.0
    m: int = 8
    left: pygame.Rect = field(default_factory=pygame.Rect)
    head: pygame.Rect = field(default_factory=pygame.Rect)
    board: pygame.Rect = field(default_factory=pygame.Rect)
    cells: dict = field(default_factory=dict)      # (depth, space) -> rect
    row_labels: dict = field(default_factory=dict)  # depth -> rect
    info: pygame.Rect = field(default_factory=pygame.Rect)
    opp: dict = field(default_factory=dict)         # seat -> panel rect
    camp: pygame.Rect = field(default_factory=pygame.Rect)
    team: pygame.Rect = field(default_factory=pygame.Rect)
    side: pygame.Rect = field(default_factory=pygame.Rect)
    bar: pygame.Rect = field(default_factory=pygame.Rect)
    screen: pygame.Rect = field(default_factory=pygame.Rect)
    hand_area: pygame.Rect = field(default_factory=pygame.Rect)
    decks: pygame.Rect = field(default_factory=pygame.Rect)
    picker: pygame.Rect = field(default_factory=pygame.Rect)   # the agents to choose from (setup)
    hand_w: int = 80
    team_w: int = 80

    @classmethod
    def build(cls, rect: pygame.Rect, players: int, bottom: int, zoom: float = 1.0) -> "Layout":
        r = pygame.Rect(rect)
        s = max(0.5, min(r.w / DESIGN[0], r.h / DESIGN[1]))
        lay = cls(r, players, bottom, s)
        m = lay.m = max(5, int(8 * s))
        # -- left column -------------------------------------------------------------
        lw = int(r.w * 0.34)
        lay.left = pygame.Rect(r.x + m, r.y + m, lw, r.h - 2 * m)
        lay.head = pygame.Rect(lay.left.x, lay.left.y, lw, max(int(54 * s), 38))  # two lines at the floor
        board_h = int(lay.left.h * 0.66)
        lay.board = pygame.Rect(lay.left.x, lay.head.bottom + m // 2, lw, board_h)
        label_w = max(int(34 * s), 22)
        cw = (lw - label_w - m - 3 * (m // 2)) // SPACES
        rh = (board_h - m - (ROWS - 1) * (m // 2)) // ROWS
        for depth in range(ROWS):
            y = lay.board.y + m // 2 + depth * (rh + m // 2)
            lay.row_labels[depth] = pygame.Rect(lay.board.x + m // 2, y, label_w, rh)
            for sp in range(SPACES):
                lay.cells[(depth, sp)] = pygame.Rect(lay.board.x + m // 2 + label_w + m // 2 + sp * (cw + m // 2),
                                                     y, cw, rh)
        lay.info = pygame.Rect(lay.left.x, lay.board.bottom + m // 2, lw, lay.left.bottom - lay.board.bottom - m // 2)
        # -- right side --------------------------------------------------------------
        right = pygame.Rect(lay.left.right + m, r.y + m, r.right - lay.left.right - 2 * m, r.h - 2 * m)
        others = [(bottom + i) % players for i in range(1, players)]
        opp_h = int(right.h * 0.22)
        gap = m
        pw = (right.w - gap * (len(others) - 1)) // max(1, len(others))
        for i, seat in enumerate(others):
            lay.opp[seat] = pygame.Rect(right.x + i * (pw + gap), right.y, pw, opp_h)
        bar_h = max(int(46 * s), 28)
        bottom_h = int(right.h * 0.30)
        own_top = right.y + opp_h + m
        own_h = right.bottom - bottom_h - bar_h - m - own_top - m // 2
        camp_w = int(right.w * 0.30)
        side_w = int(right.w * 0.30)
        lay.camp = pygame.Rect(right.x, own_top, camp_w, own_h)
        lay.side = pygame.Rect(right.right - side_w, own_top, side_w, own_h)
        lay.team = pygame.Rect(lay.camp.right + m, own_top, lay.side.x - lay.camp.right - 2 * m, own_h)
        lay.team_w = min((lay.team.w - 4 * m) // 3, int((own_h - int(26 * s)) / 1.4))
        lay.bar = pygame.Rect(right.x, lay.camp.bottom + m // 2, right.w, bar_h)
        by = lay.bar.bottom + m // 2
        lay.screen = pygame.Rect(right.x, by, int(right.w * 0.29), right.bottom - by)
        lay.decks = pygame.Rect(right.right - int(right.w * 0.13), by, int(right.w * 0.13), right.bottom - by)
        lay.hand_area = pygame.Rect(lay.screen.right + m, by + int(22 * s), lay.decks.x - lay.screen.right - 2 * m,
                                    right.bottom - by - int(22 * s))
        # as large as the UI scale asks, and never so small that a name is not legible
        lay.hand_w = max(24, min(int(lay.hand_area.h / 1.4), max(int(90 * s * zoom), HAND_MIN)))
        lay.picker = pygame.Rect(right.x, right.y, right.w, lay.bar.y - m // 2 - right.y)
        return lay

    def hand_rects(self, n: int) -> list[pygame.Rect]:
        """The hand's cards: as large as the UI scale asks, but smaller where a long hand
        would hide more than half of each card (never below a legible width)."""
        a = self.hand_area
        fit = int(a.w / (1 + 0.55 * max(0, n - 1)))
        w, h = card_size(min(self.hand_w, max(int(64 * self.scale), fit)))
        gap = max(3, int(6 * self.scale))
        row = card_row(pygame.Rect(a.x, a.y + max(0, (a.h - h) // 2), a.w, h), n, (w, h), gap)
        if n < 2 or row[1].x - row[0].x >= w + gap:
            return row
        # overlapping: every other card a name's height lower, so each card's name (on its top
        # band) stays in sight above the lower cards, which lie side by side over the upper ones
        # (as wide as lets every other card stand clear of the next but one)
        w, h = card_size(min(self.hand_w, 2 * a.w // (n + 1)))
        dy = int(h * NAME_BAND)
        if a.h < h + dy:
            return row
        top = a.y + (a.h - h - dy) // 2
        return [pygame.Rect(r.x, top + (dy if i % 2 else 0), w, h)
                for i, r in enumerate(card_row(a, n, (w, h), gap))]

    def team_rects(self) -> list[pygame.Rect]:
        t = self.team
        w, h = card_size(self.team_w)
        area = pygame.Rect(t.x, t.y + max(int(26 * self.scale), (t.h - h) // 2 + int(10 * self.scale)), t.w, h)
        return card_row(area, 3, (w, h), self.m)

    def picker_rects(self, n: int) -> list[pygame.Rect]:
        """A grid of ``n`` cards in the picker area (setup: the agents to set aside or choose)."""
        p = self.picker.inflate(-self.m * 2, -self.m * 2)
        head = int(30 * self.scale)
        p = pygame.Rect(p.x, p.y + head, p.w, p.h - head)
        best = None
        for rows in range(1, 5):
            cols = -(-n // rows)
            w = min((p.w - (cols - 1) * self.m) // cols, int((p.h - (rows - 1) * self.m) / rows / 1.4))
            if best is None or w > best[0]:
                best = (w, rows, cols)
        w, rows, cols = best
        h = card_size(w)[1]
        out = []
        for i in range(n):
            row, col = divmod(i, cols)
            in_row = min(cols, n - row * cols)
            x0 = p.centerx - (in_row * w + (in_row - 1) * self.m) // 2
            out.append(pygame.Rect(x0 + col * (w + self.m), p.y + row * (h + self.m), w, h))
        return out
