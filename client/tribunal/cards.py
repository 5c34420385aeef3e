"""Grand Tribunal's cards drawn from their data: tiles for the table, faces for the zoom.

A tile is what the table shows of a card: a rounded box with the symbol of its item type
or spell category (a shape, not a colour alone), its name on the first line and its values
on the second (an Item's base score, advance cost and spell slots; a Spell's category; a
Resource's kind), with the vis on it and, once active, a mark. A face-down card is a tile
with the back of its deck (the deck's name written on it). The zoom paints the whole card.
"""

from __future__ import annotations

import math

import pygame

from client.text import Text, wrap
from client.tribunal import data

INK = (24, 20, 14)
PAPER = {"item": (236, 222, 188), "spell": (206, 222, 240), "resource": (222, 214, 226)}
EDGE = {"item": (150, 104, 40), "spell": (52, 92, 150), "resource": (110, 84, 124)}
BACK = {"item": (112, 70, 30), "spell": (34, 62, 112), "resource": (72, 52, 88)}
SPACE_RGB = {
    "orbs": (196, 120, 60),
    "potions": (90, 150, 80),
    "scrolls": (170, 150, 90),
    "staffs": (130, 100, 70),
    "talismans": (180, 90, 140),
    "wands": (100, 110, 180),
    "alchemical": (200, 160, 40),
    "elemental": (210, 90, 50),
    "runic": (120, 120, 130),
    "healing": (70, 160, 140),
}
ACTIVE = (60, 150, 70)


def symbol(surface: pygame.Surface, space: str, rect: pygame.Rect, ink=INK) -> None:
    """The symbol of an item type or spell category: a shape of its own, on its colour."""
    r = pygame.Rect(rect)
    c = r.center
    rad = max(3, min(r.w, r.h) // 2 - 1)
    fill = SPACE_RGB.get(space, (150, 150, 150))
    lw = max(1, rad // 5)
    if space == "orbs":
        pygame.draw.circle(surface, fill, c, rad)
        pygame.draw.circle(surface, ink, c, rad, lw)
        pygame.draw.circle(surface, (250, 246, 230), (c[0] - rad // 3, c[1] - rad // 3), max(1, rad // 4))
    elif space == "potions":
        neck = pygame.Rect(0, 0, max(2, rad // 2), rad)
        neck.midtop = (c[0], c[1] - rad)
        body = [
            (c[0] - rad, c[1] + rad),
            (c[0] + rad, c[1] + rad),
            (c[0] + rad // 3, c[1] - rad // 4),
            (c[0] - rad // 3, c[1] - rad // 4),
        ]
        pygame.draw.polygon(surface, fill, body)
        pygame.draw.polygon(surface, ink, body, lw)
        pygame.draw.rect(surface, ink, neck, lw)
    elif space == "scrolls":
        body = pygame.Rect(0, 0, int(rad * 1.6), int(rad * 1.5))
        body.center = c
        pygame.draw.rect(surface, fill, body)
        pygame.draw.rect(surface, ink, body, lw)
        for y in (body.top, body.bottom):
            pygame.draw.line(surface, ink, (body.left - lw, y), (body.right + lw, y), lw + 1)
    elif space == "staffs":
        pygame.draw.line(surface, fill, (c[0] - rad // 2, c[1] + rad), (c[0] + rad // 2, c[1] - rad), max(2, rad // 2))
        pygame.draw.circle(surface, ink, (c[0] + rad // 2, c[1] - rad + 1), max(2, rad // 3))
    elif space == "talismans":
        pts = [(c[0], c[1] - rad), (c[0] + rad, c[1]), (c[0], c[1] + rad), (c[0] - rad, c[1])]
        pygame.draw.polygon(surface, fill, pts)
        pygame.draw.polygon(surface, ink, pts, lw)
    elif space == "wands":
        pts = []
        for i in range(10):
            a = -math.pi / 2 + i * math.pi / 5
            k = rad if i % 2 == 0 else rad * 0.45
            pts.append((c[0] + k * math.cos(a), c[1] + k * math.sin(a)))
        pygame.draw.polygon(surface, fill, pts)
        pygame.draw.polygon(surface, ink, pts, lw)
    elif space == "alchemical":  # a crucible: a half circle under a bar
        pygame.draw.circle(surface, fill, (c[0], c[1] - rad // 4), rad, draw_bottom_left=True, draw_bottom_right=True)
        pygame.draw.line(surface, ink, (c[0] - rad, c[1] - rad // 4), (c[0] + rad, c[1] - rad // 4), lw + 1)
    elif space == "elemental":  # a flame: a triangle
        pts = [(c[0], c[1] - rad), (c[0] + rad, c[1] + rad), (c[0] - rad, c[1] + rad)]
        pygame.draw.polygon(surface, fill, pts)
        pygame.draw.polygon(surface, ink, pts, lw)
    elif space == "runic":  # a square with a cross in it
        sq = pygame.Rect(0, 0, 2 * rad, 2 * rad)
        sq.center = c
        pygame.draw.rect(surface, fill, sq)
        pygame.draw.rect(surface, ink, sq, lw)
        pygame.draw.line(surface, ink, sq.topleft, sq.bottomright, lw)
        pygame.draw.line(surface, ink, sq.topright, sq.bottomleft, lw)
    elif space == "healing":  # a plus
        arm = max(2, rad // 2)
        for rr in (
            pygame.Rect(c[0] - arm // 2, c[1] - rad, arm, 2 * rad),
            pygame.Rect(c[0] - rad, c[1] - arm // 2, 2 * rad, arm),
        ):
            pygame.draw.rect(surface, fill, rr)
        pygame.draw.rect(surface, ink, (c[0] - arm // 2, c[1] - rad, arm, 2 * rad), lw)
        pygame.draw.rect(surface, ink, (c[0] - rad, c[1] - arm // 2, 2 * rad, arm), lw)
    else:  # a resource: a small chest
        body = pygame.Rect(0, 0, int(rad * 1.8), int(rad * 1.3))
        body.center = c
        pygame.draw.rect(surface, (170, 140, 190), body, border_radius=2)
        pygame.draw.rect(surface, ink, body, lw, border_radius=2)
        pygame.draw.line(surface, ink, (body.left, body.top + body.h // 3), (body.right, body.top + body.h // 3), lw)


def vis_dot(surface: pygame.Surface, centre, r: int, filled: bool = True) -> None:
    """A vis counter: a small blue-white gem (a shape: a hexagon)."""
    pts = [(centre[0] + r * math.cos(a), centre[1] + r * math.sin(a)) for a in (i * math.pi / 3 for i in range(6))]
    if filled:
        pygame.draw.polygon(surface, (120, 200, 240), pts)
    pygame.draw.polygon(surface, (20, 40, 70) if filled else (200, 200, 200), pts, max(1, r // 4))


class CardPainter:
    """Tiles and faces, cached by what they show and their size."""

    def __init__(self, ui, text: Text):
        self.ui = ui
        self.text = text
        self._cache: dict = {}
        self._widths: dict = {}  # name_w's answers

    def _get(self, key, make):
        surf = self._cache.get(key)
        if surf is None:
            if len(self._cache) > 500:
                self._cache.clear()
            surf = self._cache[key] = make()
        return surf

    def name(self, card: str) -> str:
        return data.name(self.ui, card)

    def blit(self, surface, surf, pos, shadow=True) -> None:
        surface.blit(surf, pos)

    # -- tiles ------------------------------------------------------------------------
    def tile(
        self,
        card: str | None,
        kind: str,
        size,
        vis: int = 0,
        active: bool = False,
        face_up: bool = True,
        installed: tuple = (),
        lines: int = 2,
        hot: bool = False,
        mark_w: int = 0,
    ) -> pygame.Surface:
        """A card's tile: its face (``card`` known), else the back of its ``kind``'s deck;
        ``mark_w``: the room at its right the caller marks (an award counter), for its check
        mark, its vis and its text."""
        w, h = int(size[0]), int(size[1])
        key = (
            "tile",
            card,
            kind,
            w,
            h,
            vis,
            active,
            face_up,
            tuple(installed),
            lines,
            hot,
            mark_w,
            self.ui.lang,
            self.ui.text_floor(),
        )
        return self._get(key, lambda: self._tile(card, kind, w, h, vis, active, face_up, installed, lines, hot, mark_w))

    def _tile(self, card, kind, w, h, vis, active, face_up, installed, lines, hot, mark_w=0) -> pygame.Surface:
        ui, t = self.ui, self.ui.t
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        rad = max(3, h // 6)
        size = max(11, min(int(h / max(1, lines) - 5), int(15 * self.ui.scale) + 1))
        if card is None:
            pygame.draw.rect(surf, BACK[kind], surf.get_rect(), border_radius=rad)
            pygame.draw.rect(surf, (230, 210, 150), surf.get_rect(), 1, border_radius=rad)
            if 0 < lines < 2 or vis:  # a card in a Sanctum: its deck's name (a deck on the board has its count)
                label = {
                    "item": t("tribunal.deck.items"),
                    "spell": t("tribunal.deck.spells"),
                    "resource": t("tribunal.deck.resources"),
                }[kind]
                room = w - 8 - (self._vis_w(vis, h) if vis else 0)  # whole, or left to the count's tile
                txt = self.text.render(label, size, (240, 230, 200), width=room, keep=False)
                surf.blit(txt, (4, (h - txt.get_height()) // 2 if lines < 2 else 2))
            elif lines:  # a back drawn alone; lines=0: a plain back (a deck on the board: its count over it)
                pygame.draw.circle(surf, (230, 210, 150), (w // 2, h // 2 - h // 8), max(3, min(w, h) // 5), 1)
            if vis:
                self._vis(surf, vis, w, h)
            return surf
        pygame.draw.rect(surf, PAPER[kind] if not hot else (255, 240, 200), surf.get_rect(), border_radius=rad)
        pygame.draw.rect(surf, ACTIVE if active else EDGE[kind], surf.get_rect(), 3 if active else 1, border_radius=rad)
        space = data.space_of(card)
        isz = min(h - 4, 2 * size if lines >= 2 and w >= 9 * size else size + 2)
        x = isz + 6
        right = w - 4
        if mark_w:  # the caller's mark there (an awarded Item's counter; the green rim says active)
            right -= mark_w
        elif active and lines < 2:  # a check mark (a shape) and the thick green rim
            k = max(6, min(h - 8, size - 3))
            x0, y0 = right - k, (h - k) // 2
            pygame.draw.lines(
                surf, ACTIVE, False, [(x0, y0 + k // 2), (x0 + k // 3, y0 + k), (x0 + k, y0)], max(2, k // 5)
            )
            right -= k + 3
        elif active:  # the word, where the name reads on one line beside it; else the check mark
            word = t("tribunal.tile.active")
            tw = self.text.font(max(11, size - 2, ui.text_floor()), True).size(word)[0]
            title = data.name(ui, card)
            if self.one_line(title, size, right - tw - 3 - x):
                tag = self.text.render(word, max(11, size - 2), ACTIVE, bold=True)
                surf.blit(tag, (right - tag.get_width(), 1))
                right -= tag.get_width() + 3
            else:
                k = max(6, min(h - 8, size - 3))
                x0, y0 = right - k, 3
                pts = [(x0, y0 + k // 2), (x0 + k // 3, y0 + k), (x0 + k, y0)]
                pygame.draw.lines(surf, ACTIVE, False, pts, max(2, k // 5))
                right -= k + 3
        elif vis:
            right -= self._vis(surf, vis, w, h, data.cost(card)) + 2
        title = data.name(ui, card)
        if not self.one_line(title, size, right - x):
            # a long name takes the lines the tile holds, beside a smaller symbol (it says the
            # type; the zoom says the rest), in regular type where bold would cut a word
            wrapped = self.wrapped_name(title, h, size, right)
            if wrapped is not None:
                rows, bold, s, step, x = wrapped
                isz = min(s + 2, h - 4)
                if x > 4:
                    symbol(surf, space, pygame.Rect(3, 3, isz, isz))
                else:
                    symbol(surf, space, pygame.Rect(right - isz, h - isz - 3, isz, isz))
                for i, row in enumerate(rows):
                    surf.blit(self.text.render(row, s, INK, bold=bold), (x, 1 + i * step))
                if lines >= 2 and x > 4 and (len(rows) + 1) * step <= h - 2:  # room for the values, whole
                    values = self.text.whole_parts(data.summary(ui, card), s, max(4, w - x - 4 - mark_w))
                    sub = self.text.render(values, s, (70, 60, 44), width=max(4, w - x - 4 - mark_w), keep=False)
                    surf.blit(sub, (x, 1 + len(rows) * step))
                if not face_up:
                    self._dashed(surf, w, h)
                return surf
        symbol(surf, space, pygame.Rect(3, (h - isz) // 2, isz, isz))
        # whole, or left out (the symbol and the vis stay; the zoom names it), never "Bá…"
        name = self.text.render(title, size, INK, bold=True, width=max(4, right - x), keep=False)
        surf.blit(name, (x, 1 if lines >= 2 else (h - name.get_height()) // 2))
        if lines >= 2:
            line2 = data.summary(ui, card)
            if not face_up:  # the viewer's own card, face down to the others
                line2 = t("tribunal.tile.face_down") + " · " + line2
            if installed:
                line2 = (
                    t("tribunal.tile.installed", spells=", ".join(data.space_name(ui, c) for c in installed))
                    + " · "
                    + line2
                )
            line2 = self.text.whole_parts(
                line2, size, max(4, w - x - 4 - mark_w)
            )  # whole values, the last ones dropped
            sub = self.text.render(line2, size, (70, 60, 44), width=max(4, w - x - 4 - mark_w), keep=False)
            surf.blit(sub, (x, h - sub.get_height() - 1))
        elif not face_up:  # one line: a dashed rim says "face down" besides the words
            self._dashed(surf, w, h)
        return surf

    @staticmethod
    def _dashed(surf, w: int, h: int) -> None:
        for x0 in range(4, w - 4, 8):
            pygame.draw.line(surf, (60, 50, 40), (x0, h - 2), (x0 + 4, h - 2), 1)

    def one_line(self, title: str, size: int, width: int) -> bool:
        """Whether a name reads whole on one line ``width`` wide (a one-line label is set down
        to 70 % of its size, never below the floor, before it would be cut)."""
        floor = self.ui.text_floor()
        return self.text.font(max(floor, int(size * 0.7)), bold=True).size(title)[0] <= width

    def name_lines(self, card: str, w: int, h: int, vis: int = 0, active: bool = False, tall: int = 0) -> int:
        """The lines a one-line tile ``w`` x ``h`` of ``card`` needs to show its name whole:
        1, or 2 (wrapped in a tile ``tall`` high), or 0 where even that would cut it."""
        title = data.name(self.ui, card)
        size, right = self._text_right(card, w, h, vis, active)
        if self.one_line(title, size, right - (min(h - 4, size + 2) + 6)):
            return 1
        h2 = max(h, tall)
        size, right = self._text_right(card, w, h2, vis, active)
        return 2 if self.wrapped_name(title, h2, size, right) is not None else 0

    def name_w(self, h: int) -> int:
        """The narrowest one-line tile ``h`` high on which every card's name reads whole (a
        hand on a low window: "Relámpago Encadenado" had only its symbol at 1024x640 150 %)."""
        key = ("name_w", h, self.ui.lang, self.ui.text_floor())
        if key not in self._widths:
            cs = data.cards()
            every = [*cs.items, *cs.spells, *cs.resources]
            lo, hi = 4 * h, 40 * h  # a width too narrow for some name; one wide enough for all
            while hi - lo > 1:
                mid = (lo + hi) // 2
                lo, hi = (lo, mid) if all(self.name_lines(c, mid, h) for c in every) else (mid, hi)
            self._widths[key] = hi
        return self._widths[key]

    def _text_right(self, card: str, w: int, h: int, vis: int, active: bool) -> tuple[int, int]:
        """A one-line tile's text size, and where its text must end (left of the check mark
        of an active card, or of the vis on it), as ``_tile`` draws them."""
        size = max(11, min(h - 5, int(15 * self.ui.scale) + 1))
        right = w - 4
        if active:
            right -= max(6, min(h - 8, size - 3)) + 3
        elif vis:
            font = self.text.font(max(self.ui.text_floor(), max(11, h // 2 - 4)), bold=True)
            label = f"{vis}/{data.cost(card)}" if data.cost(card) else str(vis)
            right -= font.size(label)[0] + 2 * max(3, font.get_linesize() // 3) + 6
        return size, right

    def wrapped_name(self, title: str, h: int, size: int, right: int):
        """A name too long for its line, wrapped whole into the lines a tile ``h`` high holds
        beside a small symbol, up to ``right``: (rows, bold, size, line step, x), or None
        where a word would still be cut (the caller shows it on one line, ellipsized)."""
        floor = self.ui.text_floor()
        for beside in (True, False):  # the symbol beside the name, else under its last line
            for s in range(max(size, floor), floor - 1, -1):
                isz = min(s + 2, h - 4)
                x = isz + 6 if beside else 4
                for bold in (True, False):
                    font = self.text.font(s, bold)
                    step = int(font.get_linesize() * 0.92)
                    n, end = (h - 2 - (0 if beside else isz)) // step, right
                    if n < 1 and not beside:  # no line free under the name: the symbol at its right
                        n, end = max(1, (h - 2) // step), right - isz - 4
                    rows = wrap(font, title, max(4, end - x), n + 1)
                    if len(rows) <= n and all(font.size(r)[0] <= end - x for r in rows):
                        return rows, bold, s, step, x
        return None

    def _vis_w(self, vis, h) -> int:
        return h

    def _vis(self, surf, vis: int, w: int, h: int, cost: int | None = None) -> int:
        """The vis on a card, top right: a vis gem and "2/3"; returns the width used."""
        size = max(11, h // 2 - 4)
        label = f"{vis}/{cost}" if cost else str(vis)
        txt = self.text.render(label, size, INK, bold=True)
        r = max(3, txt.get_height() // 3)
        x = w - 3 - txt.get_width()
        surf.blit(txt, (x, 1))
        vis_dot(surf, (x - r - 2, 1 + txt.get_height() // 2), r)
        return txt.get_width() + 2 * r + 4

    # -- the whole card (zoom) -----------------------------------------------------------
    def face(self, card: str, width: int) -> pygame.Surface:
        key = ("face", card, width, self.ui.lang, self.ui.text_floor())
        return self._get(key, lambda: self._face(card, width))

    def _face(self, card: str, w: int) -> pygame.Surface:
        ui = self.ui
        kind = data.kind_of(card)
        h = int(w * 1.4)
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(surf, PAPER[kind], surf.get_rect(), border_radius=w // 14)
        pygame.draw.rect(surf, EDGE[kind], surf.get_rect(), max(2, w // 60), border_radius=w // 14)
        pad = max(6, w // 16)
        size = max(12, w // 11)
        size, lines = self.text.fit(data.name(ui, card), w - 2 * pad, 2, size, 12, bold=True)
        y = self.text.block(surf, lines, size, pygame.Rect(pad, pad, w - 2 * pad, h), INK, bold=True)
        isz = w // 3
        symbol(surf, data.space_of(card), pygame.Rect((w - isz) // 2, y + pad // 2, isz, isz))
        y += isz + pad
        body = max(12, w // 15)
        for text in data.facts(ui, card):
            fs, ls = self.text.fit(text, w - 2 * pad, 6, body, 12)
            y = self.text.block(surf, ls, fs, pygame.Rect(pad, y, w - 2 * pad, h), INK, align="left") + 2
        return surf
