"""Where everything sits on the Ausonia table, for 2 to 4 seats and any size.

From the top: the influence track to 60 across the table; the other players' panels
(influence, hand, draw and discard piles, raise and seal areas, fountains); the market
(the power deck's face-up top card, the offer row of four, the favour deck) beside the
turn box (who acts, the gems left to spend, for buying and for abilities); the play area
of the player whose turn it is beside the list of abilities (each one paid, unlocked or
spent, a condition with how far it is from unlocking); the bar of buttons; at the bottom
the viewer's draw and discard piles, hand, raise area, seal area and fountains.

Sizes follow the table's rect (``scale``) and the text floor (``text_scale``): a row of
text is never lower than the floor's line, so a small window gives its height to the
play area last. The play area holds twenty cards as tiles (a name and its gems, a row
each) that read whole at the floor, on pages where they would be lower; the hand and the
market show whole card faces, none narrower than a face whose name reads over its abilities.
A window too narrow for a hand of six beside the areas at the text's scale (1024x640 at
150 %) raises the areas beside the abilities, the play area running down beside the bar.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from functools import cached_property

import pygame

DESIGN = (1200, 900)
RATIO = 1.4  # a card's height over its width
FLOOR = 11  # px at 100 %: client.ui.TEXT_FLOOR
TILE_MIN_W = 96  # px at 100 %: a play-area tile whose name reads at the floor ("Mercader de…")
HAND_MIN_W = 60  # px at 100 %: a hand card whose name still reads in two lines at the floor
PILE_LABEL_W = 52  # px at 100 %: a pile's label column, its longest word ("Descarte") at the floor
FACE_MIN_W = 56  # px at 100 %: a face on which every card's name reads whole over its abilities
PLAY_CAPACITY = 20  # cards the play area shows whole before it wraps into a tighter grid


def line(text_scale: float) -> int:
    """The height of one line of text at the floor (px)."""
    return math.ceil(FLOOR * text_scale * 1.3)


@dataclass
class Layout:
    rect: pygame.Rect
    players: int
    bottom: int
    scale: float = 1.0
    text_scale: float = 1.0
    zoom: float = 1.0  # the cards' UI scale
    m: int = 6
    track: pygame.Rect = field(default_factory=pygame.Rect)
    opp: dict = field(default_factory=dict)  # seat -> panel rect
    market: pygame.Rect = field(default_factory=pygame.Rect)
    turn: pygame.Rect = field(default_factory=pygame.Rect)
    play: pygame.Rect = field(default_factory=pygame.Rect)
    abilities: pygame.Rect = field(default_factory=pygame.Rect)
    bar: pygame.Rect = field(default_factory=pygame.Rect)
    piles: pygame.Rect = field(default_factory=pygame.Rect)
    hand_area: pygame.Rect = field(default_factory=pygame.Rect)
    areas: pygame.Rect = field(default_factory=pygame.Rect)  # raise, seal and fountains
    head: int = 14  # px: a panel's title row
    piles_titled: bool = True  # False: the piles' cards take the title's room, a label line each

    @classmethod
    def build(cls, rect: pygame.Rect, players: int, bottom: int, zoom: float = 1.0, text_scale: float = 1.0) -> Layout:
        """``zoom``: the cards' UI scale (the hand grows with it where there is room);
        ``text_scale``: the text's (its floor, ``UI.scale``)."""
        r = pygame.Rect(rect)
        s = max(0.5, min(r.w / DESIGN[0], r.h / DESIGN[1]))
        lay = cls(r, players, bottom, s, text_scale)
        m = lay.m = max(4, int(8 * s))
        ln = line(text_scale)
        lay.head = ln + 2
        x0, w = r.x + m, r.w - 2 * m
        y = r.y + m
        track_h = max(int(40 * s), ln + 12)
        lay.track = pygame.Rect(x0, y, w, track_h)
        y = lay.track.bottom + m
        # the other players: three rows of text each (name and influence; hand and piles;
        # raise, seal and fountains)
        others = [(bottom + i) % players for i in range(1, players)]
        opp_h = max(int(84 * s), 3 * ln + 10)
        pw = (w - m * (len(others) - 1)) // max(1, len(others))
        for i, seat in enumerate(others):
            lay.opp[seat] = pygame.Rect(x0 + i * (pw + m), y, pw, opp_h)
        y += opp_h + m
        bar_h = max(int(44 * s), ln + 12)
        bottom_h = max(int(r.h * 0.24), lay.head + int(2.2 * ln * RATIO) + 8)
        face_min = lay.face_min()
        market_h = max(
            int(r.h * 0.19), lay.head + int(5 * ln * RATIO * 0.75), lay.head + 3 + math.ceil(face_min * RATIO)
        )
        # six cards no narrower than a face whose name reads whole over its abilities
        gap = max(3, int(6 * s))
        lay.market = pygame.Rect(x0, y, max(int(w * 0.64), 6 * face_min + 5 * gap + 2 * m), market_h)
        lay.turn = pygame.Rect(lay.market.right + m, y, x0 + w - lay.market.right - m, market_h)
        y += market_h + m
        bottom_top = r.bottom - m - bottom_h
        bar_y = bottom_top - m // 2 - bar_h
        play_h = bar_y - m // 2 - y
        lay.play = pygame.Rect(x0, y, int(w * 0.58), play_h)
        lay.abilities = pygame.Rect(lay.play.right + m, y, x0 + w - lay.play.right - m, play_h)
        lay.bar = pygame.Rect(x0, bar_y, w, bar_h)
        # two piles whose labels ("Descarte" over its count) read whole at the floor, apart
        piles_w = max(int(w * 0.15), int(2 * PILE_LABEL_W * text_scale) + 3 * m)
        # where a title and two label lines leave the piles' cards too small for a face's name
        # over its abilities, the cards take the title's room and a label line ("Desc. 6")
        if int((bottom_h - lay.head - 2 * ln - 4) / RATIO) < face_min:
            lay.piles_titled = False
            piles_w = max(piles_w, 2 * face_min + max(3, int(6 * s)) + 6)
        areas_w = int(w * 0.27)
        lay.piles = pygame.Rect(x0, bottom_top, piles_w, bottom_h)
        lay.areas = pygame.Rect(x0 + w - areas_w, bottom_top, areas_w, bottom_h)
        lay.hand_area = pygame.Rect(lay.piles.right + m, bottom_top, lay.areas.x - lay.piles.right - 2 * m, bottom_h)
        # a hand of six (a turn's start) too wide for its row beside the areas: the areas rise
        # beside the abilities (their boxes as high as there), the hand takes the bottom row
        six = 6 * math.ceil(HAND_MIN_W * text_scale) + 5 * gap
        if lay.hand_area.w < six <= x0 + w - lay.piles.right - m:
            lay.hand_area.w = x0 + w - lay.hand_area.x
            lay.areas = pygame.Rect(x0 + w - areas_w, y, areas_w, play_h)
            rest = lay.areas.x - m - x0
            lay.play.w = int(rest * 0.52)
            lay.abilities = pygame.Rect(lay.play.right + m, y, lay.areas.x - m - lay.play.right - m, play_h)
            # the play area, narrower, down beside the bar (its buttons lie at its right): a
            # fourth row of tiles
            lay.play.h = lay.bar.bottom - y
            lay.bar = pygame.Rect(lay.abilities.x, bar_y, x0 + w - lay.abilities.x, bar_h)
        lay.zoom = zoom
        return lay

    # -- rows of cards ---------------------------------------------------------------
    def card_row(self, area: pygame.Rect, n: int, max_w: int) -> list[pygame.Rect]:
        """``n`` whole cards side by side, centred in ``area``, as large as fit (up to
        ``max_w``); overlapping only where even the least legible size does not fit."""
        if n <= 0:
            return []
        gap = max(3, int(6 * self.scale))
        w = min(max_w, (area.w - (n - 1) * gap) // n, int(area.h / RATIO))
        h = int(w * RATIO)
        x = area.x + (area.w - (n * w + (n - 1) * gap)) // 2
        return [pygame.Rect(x + i * (w + gap), area.y + (area.h - h) // 2, w, h) for i in range(n)]

    def face_min(self) -> int:
        return math.ceil(FACE_MIN_W * self.text_scale)

    def hand_rects(self, n: int) -> list[pygame.Rect]:
        """The hand's cards in its area under its title: one row, as large as fit, smaller
        where the row needs it down to ``HAND_MIN_W``; only a hand longer than that overlaps
        its cards (each keeps its name band visible)."""
        area = pygame.Rect(
            self.hand_area.x, self.hand_area.y + self.head, self.hand_area.w, self.hand_area.h - self.head - 2
        )
        if n <= 0:
            return []
        gap = max(3, int(6 * self.scale))
        h = area.h
        w = min(int(h / RATIO), int(120 * self.scale * self.zoom))
        fit = (area.w - (n - 1) * gap) // n  # the width at which the whole row lies apart
        w = max(min(w, fit), min(w, math.ceil(HAND_MIN_W * self.text_scale)))
        h = int(w * RATIO)
        step = min(w + gap, (area.w - w) / max(1, n - 1)) if n > 1 else 0
        x0 = area.x + (area.w - (w + step * (n - 1))) / 2
        return [pygame.Rect(int(x0 + i * step), area.y + (area.h - h) // 2, w, h) for i in range(n)]

    def market_rects(self) -> dict[str, pygame.Rect]:
        """The power deck's top, the four offer-row cards and the favour deck: six cards in
        a row under the market's title."""
        a = self.market
        area = pygame.Rect(a.x + self.m, a.y + self.head, a.w - 2 * self.m, a.h - self.head - 3)
        rects = self.card_row(area, 6, int(130 * self.scale * self.zoom))
        names = ["power"] + [f"offer:{i}" for i in range(4)] + ["favour"]
        return dict(zip(names, rects))

    def tile_grid(self, n: int, area: pygame.Rect | None = None) -> list[pygame.Rect]:
        """``n`` play-area tiles (a card as its name over its gems), filled row by row in
        ``area`` (the play area under its title): as many columns as keep a tile at least
        ``TILE_MIN_W`` wide and two text lines high; up to ``PLAY_CAPACITY`` whole."""
        if area is None:
            p = self.play
            area = pygame.Rect(p.x + self.m, p.y + self.head, p.w - 2 * self.m, p.h - self.head - self.m // 2)
        if n <= 0:
            return []
        gap = max(2, int(4 * self.scale))
        min_w = math.ceil(TILE_MIN_W * self.text_scale)
        tile_h = 2 * line(self.text_scale) + 6
        cols = max(1, min(n, (area.w + gap) // (min_w + gap)))
        rows = -(-n // cols)
        w = min((area.w - (cols - 1) * gap) // cols, int(min_w * 1.7))  # a few cards stay card-sized
        h = min(tile_h + int(10 * self.scale), (area.h - (rows - 1) * gap) // rows)
        h = max(h, 12)
        step_y = h + gap
        if rows * step_y - gap > area.h:  # more than fit whole: the rows overlap, each name shows
            step_y = (area.h - h) / max(1, rows - 1)
        return [
            pygame.Rect(area.x + (i % cols) * (w + gap), int(area.y + (i // cols) * step_y), w, h) for i in range(n)
        ]

    @cached_property
    def play_per_page(self) -> int:
        """The most tiles the play area shows at once where ``tile_grid`` would set them lower
        than two lines at the floor (twenty at 1024x640 150 % were rows a line high, their
        names run together): the rest turn pages. 0: every count up to ``PLAY_CAPACITY`` reads."""
        low = 2 * math.ceil(FLOOR * self.text_scale * 1.2) + 2
        for n in range(1, PLAY_CAPACITY + 1):
            if self.tile_grid(n)[-1].h < low:
                return max(1, n - 1)
        return 0

    def pile_rects(self) -> dict[str, pygame.Rect]:
        """The viewer's draw and discard piles side by side under the piles' title, two lines
        under them for each one's label (its word over its count where one line is too narrow)."""
        a = self.piles
        top, labels = (self.head, 2) if self.piles_titled else (3, 1)
        area = pygame.Rect(a.x + 3, a.y + top, a.w - 6, a.h - top - labels * line(self.text_scale) - 4)
        rects = self.card_row(area, 2, max(int(90 * self.scale), 0 if self.piles_titled else self.face_min()))
        return dict(zip(("draw", "discard"), rects))

    def area_boxes(self) -> dict[str, pygame.Rect]:
        """The raise area, the seal area and the fountains: three boxes stacked in the
        areas column, each with its title row."""
        a = self.areas
        h = (a.h - 2 * (self.m // 2)) // 3
        return {
            name: pygame.Rect(a.x, a.y + i * (h + self.m // 2), a.w, h)
            for i, name in enumerate(("raise", "seal", "fountains"))
        }

    @property
    def ability_lines(self) -> int:
        """The lines of a row of the abilities list: two (the card and the ability's keywords;
        its cost or condition and state), three where the list is narrower than about thirty
        characters at the floor (a long name over its keywords, a condition over its tag)."""
        return 3 if self.abilities.w < 30 * FLOOR * self.text_scale else 2

    def ability_row_h(self) -> int:
        return self.ability_lines * line(self.text_scale) + (6 if self.ability_lines < 3 else 4)

    def ability_rows(self, n: int) -> list[pygame.Rect]:
        """``n`` rows of the abilities list under its title, each ``ability_lines`` high."""
        a = self.abilities
        row_h = self.ability_row_h()
        gap = max(2, int(3 * self.scale))
        top = a.y + self.head
        return [pygame.Rect(a.x + 4, top + i * (row_h + gap), a.w - 8, row_h) for i in range(n)]

    def rows_that_fit(self) -> int:
        a = self.abilities
        row_h = self.ability_row_h() + max(2, int(3 * self.scale))
        return max(1, (a.h - self.head) // row_h)

    def track_cells(self, top: int = 60) -> list[pygame.Rect]:
        """The influence track's spaces 0..``top``: one row across the track box."""
        t = self.track
        n = top + 1
        cw = (t.w - 8) / n
        return [pygame.Rect(int(t.x + 4 + i * cw), t.y + 3, max(2, int(cw) - 1), t.h - 6) for i in range(n)]
