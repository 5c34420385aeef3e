"""Where everything sits on the Krysis table, for 2 to 4 seats and any size.

Left column: the header (round and phase), the mine (entrance row and five levels of
four chambers), then the bank, the relic deck and discard pile and the order (bids or
initiative). Right: the other players' panels along the top; the viewer's camp, team
and a side box (the sealed bid's fist, the cargo, the relics drawn or spied); the prompt
bar of buttons; at the bottom the viewer's screen (home, home relics, mission), hand and
agent decks. Sizes follow the table's rect (``scale``) and the UI scale (``zoom``).

The hand is a grid of cards side by side, never over each other's names or values: as many
rows as show the cards largest, no card narrower than a name at the text floor needs; a
hand too long for that shows a page of it at a time, with two arrows by its title.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import pygame

from client.krysis.cards import card_size
from client.table_art import card_row

DESIGN = (1200, 900)
ROWS = 6  # the entrance and five levels
SPACES = 4
DECK_LABEL = 74  # px at 100 %: a deck's label at the text floor ("Combate 12")
DECK_SHORT = 40  # px at 100 %: a deck's short label ("×12") and its cards in a tight layout
LEADING = 1.2  # a font's line height over its size
HAND_MIN = 76  # px at 100 %: the narrowest hand card whose every name reads whole at the text
# floor (the widest, "Acarreador", from 72 px), times the UI's text scale


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
    cells: dict = field(default_factory=dict)  # (depth, space) -> rect
    row_labels: dict = field(default_factory=dict)  # depth -> rect
    info: pygame.Rect = field(default_factory=pygame.Rect)
    opp: dict = field(default_factory=dict)  # seat -> panel rect
    camp: pygame.Rect = field(default_factory=pygame.Rect)
    team: pygame.Rect = field(default_factory=pygame.Rect)
    side: pygame.Rect = field(default_factory=pygame.Rect)
    bar: pygame.Rect = field(default_factory=pygame.Rect)
    screen: pygame.Rect = field(default_factory=pygame.Rect)
    hand_area: pygame.Rect = field(default_factory=pygame.Rect)
    decks: pygame.Rect = field(default_factory=pygame.Rect)
    picker: pygame.Rect = field(default_factory=pygame.Rect)  # the agents to choose from (setup)
    hand_w: int = 80
    team_w: int = 80
    text_scale: float = 1.0  # the UI's text scale (its floor): the hand's and decks' least widths
    hand_head: int = 18  # px: the hand's title row above hand_area
    pages: dict = field(default_factory=dict)  # n -> hand_page_size(n), asked several times a frame

    tight: bool = False  # the hand's rows take the room the boxes above would (``build``)
    hand_n: int = 0  # the hand's cards the layout was built to show whole

    @classmethod
    def build(
        cls, rect: pygame.Rect, players: int, bottom: int, zoom: float = 1.0, text_scale: float = 1.0, hand_n: int = 0
    ) -> Layout:
        """``zoom``: the cards' UI scale; ``text_scale``: the text's (its floor, ``UI.scale``);
        ``hand_n``: the hand's cards. Where a full hand (six) would not show whole side by
        side at a legible width, the layout is tight, whatever the hand holds now: a narrower
        mine, the hand in as many rows as six cards need, the boxes above it shorter (laid out
        by the hand's count, the bar and the boxes moved under the pointer as the hand grew:
        three clicks on "Robar de combate" drew one card at 1024x640 150 %)."""
        lay = cls._build(rect, players, bottom, zoom, text_scale, False)
        lay.hand_n = hand_n
        want = 6
        if lay.hand_page_size(want) < want:
            lay = cls._build(rect, players, bottom, zoom, text_scale, want)
            lay.hand_n = hand_n
        return lay

    @classmethod
    def _build(cls, rect, players: int, bottom: int, zoom: float, text_scale: float, tight: int) -> Layout:
        r = pygame.Rect(rect)
        s = max(0.5, min(r.w / DESIGN[0], r.h / DESIGN[1]))
        lay = cls(r, players, bottom, s, text_scale=text_scale, tight=bool(tight))
        m = lay.m = max(5, int(8 * s))
        line = lay.line()
        # -- left column -------------------------------------------------------------
        lw = int(r.w * (0.28 if tight else 0.34))
        lay.left = pygame.Rect(r.x + m, r.y + m, lw, r.h - 2 * m)
        lay.head = pygame.Rect(lay.left.x, lay.left.y, lw, max(int(54 * s), 38, 2 * line + 10))  # two lines
        board_h = int(lay.left.h * 0.66) - (lay.head.h - max(int(54 * s), 38))
        lay.board = pygame.Rect(lay.left.x, lay.head.bottom + m // 2, lw, board_h)
        label_w = max(int(34 * s), 22, math.ceil(11 * text_scale * 2.2))  # "Ent" or "IV" at the floor
        cw = (lw - label_w - m - 3 * (m // 2)) // SPACES
        rh = (board_h - m - (ROWS - 1) * (m // 2)) // ROWS
        for depth in range(ROWS):
            y = lay.board.y + m // 2 + depth * (rh + m // 2)
            lay.row_labels[depth] = pygame.Rect(lay.board.x + m // 2, y, label_w, rh)
            for sp in range(SPACES):
                lay.cells[(depth, sp)] = pygame.Rect(
                    lay.board.x + m // 2 + label_w + m // 2 + sp * (cw + m // 2), y, cw, rh
                )
        lay.info = pygame.Rect(lay.left.x, lay.board.bottom + m // 2, lw, lay.left.bottom - lay.board.bottom - m // 2)
        # -- right side --------------------------------------------------------------
        right = pygame.Rect(lay.left.right + m, r.y + m, r.right - lay.left.right - 2 * m, r.h - 2 * m)
        others = [(bottom + i) % players for i in range(1, players)]
        opp_h = int(right.h * (0.2 if tight else 0.22))
        gap = m
        pw = (right.w - gap * (len(others) - 1)) // max(1, len(others))
        for i, seat in enumerate(others):
            lay.opp[seat] = pygame.Rect(right.x + i * (pw + gap), right.y, pw, opp_h)
        bar_h = max(int(46 * s), 28, line + 12)
        head = lay.hand_head = max(int(22 * s), 18, line + 4)  # the hand's title, its page's count and arrows
        deck_w = max(int(right.w * 0.13), int(DECK_LABEL * text_scale))
        bottom_h = int(right.h * 0.40)  # the hand's rows: the camp, team and side boxes yield
        if tight:  # as many rows as the cards need at the legible width, no more
            deck_w = max(int(right.w * 0.1), int(DECK_SHORT * text_scale))
            gap_x, vgap = lay.hand_gaps()
            room = right.w - int(right.w * 0.26) - deck_w - 2 * m
            cols = max(1, min(tight, (room + gap_x) // (lay.hand_min() + gap_x)))
            rows = -(-tight // cols)
            hand_w = cols * lay.hand_min() + (cols - 1) * gap_x
            if right.w - 2 * m - hand_w - int(right.w * 0.26) >= int(DECK_LABEL * text_scale):
                deck_w = int(DECK_LABEL * text_scale)  # room for the decks' whole labels
            bottom_h = head + rows * card_size(lay.hand_min())[1] + (rows - 1) * vgap + 12
        own_top = right.y + opp_h + m
        own_h = right.bottom - bottom_h - bar_h - m - own_top - m // 2
        camp_w = int(right.w * 0.30)
        side_w = int(right.w * 0.30)
        lay.camp = pygame.Rect(right.x, own_top, camp_w, own_h)
        lay.side = pygame.Rect(right.right - side_w, own_top, side_w, own_h)
        lay.team = pygame.Rect(lay.camp.right + m, own_top, lay.side.x - lay.camp.right - 2 * m, own_h)
        lay.team_w = min((lay.team.w - 4 * m) // 3, int((own_h - max(int(26 * s), 6 + lay.line(14)) - 4) / 1.4))
        lay.bar = pygame.Rect(right.x, lay.camp.bottom + m // 2, right.w, bar_h)
        by = lay.bar.bottom + m // 2
        screen_w = int(right.w * 0.29)
        if tight:  # the rest of the row beside the hand's columns and the decks
            screen_w = right.w - deck_w - 2 * m - hand_w
        lay.screen = pygame.Rect(right.x, by, screen_w, right.bottom - by)
        lay.decks = pygame.Rect(right.right - deck_w, by, deck_w, right.bottom - by)
        foot = min(right.bottom, r.bottom - 10)  # a card's shadow (9 px below it) stays on the table
        lay.hand_area = pygame.Rect(
            lay.screen.right + m, by + head, lay.decks.x - lay.screen.right - 2 * m, foot - by - head
        )
        lay.hand_w = max(24, int(90 * s * zoom))  # as large as the UI scale asks (hand_grid: if it fits)
        lay.picker = pygame.Rect(right.x, right.y, right.w, lay.bar.y - m // 2 - right.y)
        return lay

    def line(self, size: float = 0) -> int:
        """About the line height (px) of a label of ``size`` px at the layout's scale (never
        under the text floor, 11 px at the text's scale)."""
        return math.ceil(max(size * self.scale, math.ceil(11 * self.text_scale - 1e-6)) * LEADING)

    def hand_min(self) -> int:
        """The narrowest hand card whose name and values read whole at the text floor."""
        return math.ceil(HAND_MIN * self.text_scale - 1e-6)

    def hand_gaps(self) -> tuple[int, int]:
        """(between cards of a row, between rows: room for a selected card lifted 12 px)."""
        gap = max(3, int(6 * self.scale))
        return gap, gap + int(12 * self.scale)

    def hand_grid(self, n: int) -> tuple[int, int, int]:
        """(card width, columns, rows) that show ``n`` cards largest in the hand area, side by
        side in rows (up to ``hand_w`` wide, or ``hand_min`` where that is wider)."""
        area = self.hand_area
        gap, vgap = self.hand_gaps()
        cap = max(self.hand_w, self.hand_min())
        best = (0, max(1, n), 1)
        for rows in range(1, max(1, n) + 1):
            cols = -(-max(1, n) // rows)
            w = min(
                cap, (area.w - (cols - 1) * gap) // cols, int(((area.h - (rows - 1) * vgap) // rows - 0.5) / 1.4)
            )  # its rounded height fits
            if w > best[0]:
                best = (w, cols, rows)
        return best

    def hand_page_size(self, n: int) -> int:
        """How many of ``n`` hand cards show at once: all where they fit at ``hand_min``, else
        the most that do."""
        per = self.pages.get(n)
        if per is None:
            legible = self.hand_min()
            per = self.pages[n] = next((k for k in range(n, 1, -1) if self.hand_grid(k)[0] >= legible), min(n, 1))
        return per

    def hand_arrows(self) -> dict[int, pygame.Rect]:
        """The previous (-1) and next (+1) page arrows, side by side at the right of the
        hand's title row."""
        h = self.hand_head - 2
        w = int(h * 1.6)
        y = self.hand_area.y - self.hand_head
        right = self.hand_area.right
        return {-1: pygame.Rect(right - 2 * w - self.m, y, w, h), +1: pygame.Rect(right - w, y, w, h)}

    def hand_rects(self, n: int) -> list[pygame.Rect]:
        """The first page of ``n`` hand cards (all of them where they fit): a grid of cards
        side by side, filled row by row, centred in the hand area. A later page has the same
        places (fewer of them filled)."""
        per = self.hand_page_size(n)
        area = self.hand_area
        w, cols, rows = self.hand_grid(per)
        w, h = card_size(max(w, 10))
        gap, vgap = self.hand_gaps()
        x0 = area.x + (area.w - cols * w - (cols - 1) * gap) // 2
        y0 = area.y + (area.h - rows * h - (rows - 1) * vgap) // 2
        return [
            pygame.Rect(x0 + (i % cols) * (w + gap), y0 + (i // cols) * (h + vgap), w, h) for i in range(min(n, per))
        ]

    def team_rects(self) -> list[pygame.Rect]:
        t = self.team
        w, h = card_size(self.team_w)
        top = max(int(26 * self.scale), 6 + self.line(14))  # under the heading at its size on screen
        area = pygame.Rect(t.x, t.y + max(top, (t.h - h) // 2 + int(10 * self.scale)), t.w, h)
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
