"""Where everything sits on the Grand Tribunal table, for 3 to 5 seats and any size.

Top, the board: a header line (Tribunal, round, Praeco, the Regio and the Concilium), then
the vote register (ten spaces in a column: the six item types, then the four spell
categories), the Vis Source Register (the uncontested and the contested source, a row of
spaces per Tribunal) with the extraction, and the decks: the Item and Spell decks with
their three face-up cards and discard piles, the Resource deck and its discard pile, the
award counters left. Middle: the other players' Sanctums side by side. Bottom: the
viewer's Sanctum (Laboratory, Library, Vault, awarded Items, vis store), the hand, and
the bar of buttons between them and the board.

Sizes follow the table's rect (``scale``); the text never goes below the UI's floor (it
is raised by ``client.text.Text``), so the boxes are measured in lines of that floor.
Where a face-up card would be too narrow for its name, the decks go in columns (the
register and the sources as narrow as their text); on a window low for the text (1024x640
at 150 %) the other players' panels are as low as a row of cards, the store is one line
with the hand's title, and the viewer's Sanctum has no title line.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

DESIGN = (1200, 900)
RATIO = 1.4  # a card's height over its width


@dataclass
class Layout:
    rect: pygame.Rect
    players: int
    bottom: int
    scale: float = 1.0
    zoom: float = 1.0
    m: int = 8
    line: int = 16  # px: one line of text at the floor
    bar_rows: int = 1  # the rows of buttons the bar holds (as many as its buttons need)
    bar_row: int = 0  # px: a row's height
    head: pygame.Rect = field(default_factory=pygame.Rect)
    board: pygame.Rect = field(default_factory=pygame.Rect)
    votes: pygame.Rect = field(default_factory=pygame.Rect)  # the vote register
    sources: pygame.Rect = field(default_factory=pygame.Rect)  # the Vis Source Register
    decks: pygame.Rect = field(default_factory=pygame.Rect)  # rows, decks, discards
    opp: dict = field(default_factory=dict)  # seat -> Sanctum panel
    bar: pygame.Rect = field(default_factory=pygame.Rect)
    own: pygame.Rect = field(default_factory=pygame.Rect)  # the viewer's Sanctum
    store: pygame.Rect = field(default_factory=pygame.Rect)  # the viewer's vis store
    hand_area: pygame.Rect = field(default_factory=pygame.Rect)
    # "rows": each deck a row across the decks' panel; "columns": where that row's cards
    # would be too narrow for their names (a small window at a large scale), the Items and
    # the Spells each a column of its three face-up cards, the Resources a row under them
    deck_form: str = "rows"
    low: bool = False  # a window low for the text's scale (``build``)
    hand_two_w: int = 0  # a low window's two-line hand tile: the narrowest for any name (widen_hand)

    @classmethod
    def build(
        cls,
        rect: pygame.Rect,
        players: int,
        bottom: int,
        zoom: float = 1.0,
        text_scale: float = 1.0,
        bar_rows: int = 1,
    ):
        r = pygame.Rect(rect)
        s = max(0.55, min(r.w / DESIGN[0], r.h / DESIGN[1]))
        lay = cls(r, players, bottom, s, zoom, bar_rows=max(1, bar_rows))
        m = lay.m = max(4, int(8 * s))
        line = lay.line = max(int(15 * text_scale) + 2, int(20 * s))
        inner = r.inflate(-2 * m, -2 * m)
        # under 28 lines of text: the other players' panels as low as a row of cards, the
        # store one line with the hand's title, every hand card shown (1024x640 at 150 %)
        lay.low = inner.h < 28 * line
        lay.head = pygame.Rect(inner.x, inner.y, inner.w, line + 4)
        board_h = max(11 * line // 1 + 2 * m, int(inner.h * 0.33))
        board_h = min(board_h, int(inner.h * 0.40))
        lay.board = pygame.Rect(inner.x, lay.head.bottom + m // 2, inner.w, board_h)
        votes_w = max(int(inner.w * 0.22), int(150 * text_scale))
        sources_w = max(int(inner.w * 0.30), int(190 * text_scale))
        decks_w = inner.w - votes_w - sources_w - 2 * m
        if (decks_w - 3 * max(2, m // 2)) / 4.25 * 1.25 < 6.5 * line:  # a face-up card too narrow
            lay.deck_form = "columns"  # the register and the sources as narrow as their text
            votes_w, sources_w = int(7.9 * line), int(8.4 * line)
        lay.votes = pygame.Rect(lay.board.x, lay.board.y, votes_w, board_h)
        lay.sources = pygame.Rect(lay.votes.right + m, lay.board.y, sources_w, board_h)
        lay.decks = pygame.Rect(lay.sources.right + m, lay.board.y, lay.board.right - lay.sources.right - m, board_h)
        # the other players' Sanctums
        others = [(bottom + i) % players for i in range(1, players)]
        # one row of buttons; more (each a little lower) where the buttons need them: the
        # other players' Sanctums give up the height
        lay.bar_row = max(line + 12, int(40 * s)) if lay.bar_rows == 1 else max(line + 8, int(34 * s))
        bar_h = lay.bar_row * lay.bar_rows
        opp_h = int(inner.h * 0.27) - (bar_h - max(line + 12, int(40 * s)))
        top = lay.board.bottom + m
        pw = (inner.w - m * (len(others) - 1)) // max(1, len(others))
        if lay.low:  # each panel its header, a row or two of cards and its "+N"
            head_rows = 2 if pw >= 16 * line else 3
            tiles = 2 if len(others) <= 2 else 1
            opp_h = min(opp_h, head_rows * line + 4 + tiles * (lay.tile_h(1) + 2) + line + 4)
        for i, seat in enumerate(others):
            lay.opp[seat] = pygame.Rect(inner.x + i * (pw + m), top, pw, opp_h)
        lay.bar = pygame.Rect(inner.x, top + opp_h + m // 2, inner.w, bar_h)
        y = lay.bar.bottom + m // 2
        rest = pygame.Rect(inner.x, y, inner.w, inner.bottom - y)
        own_w = int(rest.w * 0.72)  # the Sanctum's names need the width more than the hand
        lay.own = pygame.Rect(rest.x, rest.y, own_w, rest.h)
        right = pygame.Rect(lay.own.right + m, rest.y, rest.right - lay.own.right - m, rest.h)
        # the store over the hand; on a small window one line, with the hand's title in it
        store_h = line + 6 if lay.low else 2 * line + m
        lay.store = pygame.Rect(right.x, right.y, right.w, store_h)
        lay.hand_area = pygame.Rect(
            right.x, lay.store.bottom + m // 2, right.w, right.bottom - lay.store.bottom - m // 2
        )
        return lay

    def widen_hand(self, w: int, two_w: int = 0) -> None:
        """On a low window, the hand (and the store over it) at least ``w`` wide, so that a
        card's name reads whole on its one-line tile, its two-line tiles at least ``two_w``
        wide; the Sanctum beside it gives up the width, never more than a quarter of it."""
        self.hand_two_w = two_w
        if not self.low or self.hand_area.w >= w:
            return
        d = min(w - self.hand_area.w, self.own.w // 4)
        self.own.w -= d
        for r in (self.store, self.hand_area):
            r.x -= d
            r.w += d

    # -- tiles ------------------------------------------------------------------------
    def tile_h(self, lines: int = 2) -> int:
        """A card tile's height: ``lines`` lines of text at the floor and a margin."""
        return lines * (self.line - 2) + 6

    def hand_rects(self, n: int) -> list[pygame.Rect]:
        """``n`` hand cards as tiles (name, then type and values) under the hand's title,
        in as many columns as keep each tile wide enough for a name."""
        gap = max(2, self.m // 2)
        if self.low:  # no title (the store's line has it); every card, in as few columns as it takes
            min_w = max(int(5.5 * self.line), self.hand_two_w)
            return every(self.hand_area, n, self.tile_h(2), self.line - 3, min_w, gap)
        area = pygame.Rect(
            self.hand_area.x, self.hand_area.y + self.line, self.hand_area.w, self.hand_area.h - self.line
        )
        return grid(area, n, self.tile_h(2), int(130 * self.line / 17), gap)


def every(area: pygame.Rect, n: int, h: int, min_h: int, min_w: int, gap: int) -> list[pygame.Rect]:
    """``n`` tiles filling ``area`` column by column, none left out: the fewest columns whose
    tiles are ``h`` high (a name in two lines) and ``min_w`` wide, else the fewest whose
    tiles are ``min_h`` high at least, else one tile per column."""
    if n <= 0:
        return []

    def shape(cols):
        rows = -(-n // cols)
        return rows, (area.w - (cols - 1) * gap) // cols, min(h, (area.h - (rows - 1) * gap) // rows)

    cols = next((c for c in range(1, n + 1) if shape(c)[2] >= h and shape(c)[1] >= min_w), None)
    cols = cols or next((c for c in range(1, n + 1) if shape(c)[2] >= min_h), n)
    rows, tw, th = shape(cols)
    return [pygame.Rect(area.x + (i // rows) * (tw + gap), area.y + (i % rows) * (th + gap), tw, th) for i in range(n)]


def grid(area: pygame.Rect, n: int, h: int, min_w: int, gap: int, min_h: int = 0) -> list[pygame.Rect]:
    """``n`` tiles of height ``h`` filling ``area`` column by column: as few columns as let
    them fit, each at least ``min_w`` wide where it can. Where they do not fit at ``min_w``,
    they shrink to ``min_h`` (a line of text) and take more, narrower columns; the tiles that
    still do not fit are left out (the caller shows how many)."""
    if n <= 0:
        return []
    min_h = min_h or h
    cols_max = max(1, (area.w + gap) // (min_w + gap))
    cols = None
    for c in range(1, cols_max + 1):  # the fewest columns of tiles no shorter than min_h
        if -(-n // c) * (min_h + gap) - gap <= area.h:
            cols = c
            break
    if cols is None:  # shorter tiles, then more columns (down to half the least width)
        rows_fit = max(1, (area.h + gap) // (min_h + gap))
        cols = min(max(cols_max, -(-n // rows_fit)), max(1, (area.w + gap) // (min_w // 2 + gap)))
    rows = min(-(-n // cols), max(1, (area.h + gap) // (min_h + gap)))
    th = min(h, max(min_h, (area.h - (rows - 1) * gap) // rows))
    tw = (area.w - (cols - 1) * gap) // cols
    shown = min(n, rows * cols)
    return [
        pygame.Rect(area.x + (i // rows) * (tw + gap), area.y + (i % rows) * (th + gap), tw, th) for i in range(shown)
    ]
