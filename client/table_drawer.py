"""What every game's table drawer does alike (Krysis's and Ausonia's subclass it).

:class:`TableDrawer` holds the small pieces (labels, card blits with their shadow and
zoom hit), the bar of buttons (laid out right-aligned, two rows where one is too narrow),
the frame's order (the backdrop and the game's parts, kept as one layer while the
game's ``layer_key`` holds, then its live parts, the lit targets or the rims of what may
be chosen, the flights, the dragged item, the zoom overlay), the backdrop (the felt and
every panel in one opaque picture, remade only when its key changes) and the zoom (a
discard pile laid out, or a card).

A game's drawer supplies ``parts(surface)`` (its panels, in order), ``panel_specs()``,
``choices(surface)``, ``drag_item(surface, kind, what, rect)``, ``pile_overlay(seat, size)`` and
``card_overlay(kind, what, size)``; where it has them, ``backdrop_key()``,
``backdrop_extra(surface)``, ``button_icon(icon, size, primary)`` and ``PANEL_RADIUS``.
"""

from __future__ import annotations

import pygame

from client.drag import draw_lit_targets
from client.table_art import CREAM, HILITE, MUTED, TableArt, card_shadow
from client.text import join_lines
from client.ui import measuring

INK = (20, 16, 12)


class TableDrawer:
    PANEL_RADIUS = (6, 10)  # a panel's corner radius: at least the first, the second times the scale

    def __init__(self, table):
        self.t = table
        self.art = TableArt(table.ui, table.text)
        self._backdrop = None  # (key, surface): the last backdrop made
        self._zoom = None  # (key, surface): the zoom overlay last shown
        self._layer = None  # (key, surface, hits, card records): the backdrop and parts last drawn

    # -- small pieces ------------------------------------------------------------------
    def label(
        self, surface, text: str, size: float, pos, colour=CREAM, bold=False, width=0, anchor="topleft"
    ) -> pygame.Rect:
        surf = self.t.text.render(text, max(9, int(size)), colour, bold, width=int(width))
        r = surf.get_rect(**{anchor: pos})
        surface.blit(surf, r)
        return r

    def label_first(
        self, surface, texts, size: float, pos, colour=CREAM, bold=False, width=0, anchor="topleft"
    ) -> pygame.Rect:
        """``label`` with the first of ``texts`` (longest first) that fits ``width`` at the size
        it is set at; the last one, cut if it must be, where none does: a heading drops words
        before a number is cut."""
        font = self.t.text.font(max(9, int(size), self.t.ui.text_floor()), bold)
        text = next((x for x in texts if font.size(x)[0] <= width), texts[-1])
        return self.label(surface, text, size, pos, colour, bold, width, anchor)

    def label_lines(
        self, surface, parts, size: float, pos, colour=CREAM, bold=False, width=0, sep=" · ", anchor="topleft"
    ) -> pygame.Rect:
        """``parts`` joined by ``sep`` on as many lines as ``width`` needs (a part is never
        split), the block placed by ``anchor`` at ``pos``: a footer of counts reads whole on a
        narrow panel instead of ending in "…". Returns the block's rect."""
        font = self.t.text.font(max(9, int(size), self.t.ui.text_floor()), bold)
        lines = join_lines(font, parts, width, sep)
        surfs = [self.t.text.render(x, max(9, int(size)), colour, bold, width=int(width)) for x in lines]
        block = pygame.Rect(0, 0, max(x.get_width() for x in surfs), sum(x.get_height() for x in surfs))
        setattr(block, anchor, pos)
        y = block.y
        for x in surfs:
            surface.blit(x, (block.x, y))
            y += x.get_height()
        return block

    def card(self, surface, face: pygame.Surface, rect: pygame.Rect, hit=None, shadow=True) -> None:
        if shadow:
            surface.blit(card_shadow(rect.w, rect.h), (rect.x - 1, rect.y + 1))
        fw, fh = face.get_size()
        if abs(fw - rect.w) > 2 or abs(fh - rect.h) > 2:  # not for a pixel of rounding
            face = pygame.transform.smoothscale(face, rect.size)
        surface.blit(face, rect.topleft)
        if hit is not None:
            self.t.hits.append((pygame.Rect(rect), hit))

    # -- the bar -------------------------------------------------------------------------
    def button_surface(self, b, h: int, hot: bool) -> pygame.Surface:
        s = self.t.layout.scale
        key = ("btn", b.name, b.label, h, hot and b.enabled, b.primary, b.enabled, b.icons)

        def make():
            size = max(11, int(15 * s))
            txt = (
                self.t.text.render(b.label, size, INK if b.primary else CREAM if b.enabled else MUTED, bold=True)
                if b.label
                else None
            )
            isz = int(h * 0.56)
            icons = []
            icons = [self.button_icon(ic, isz, b.primary) for ic in b.icons]
            iw = sum(i.get_width() + 2 for i in icons)
            w = (txt.get_width() if txt else 0) + int(20 * s) + iw + (6 if icons and txt else 0)
            surf = pygame.Surface((w, h), pygame.SRCALPHA)
            fill = HILITE if b.primary else (70, 56, 40) if b.enabled else (48, 40, 32)
            if hot and b.enabled:
                fill = tuple(min(255, c + 30) for c in fill)
            pygame.draw.rect(surf, fill, surf.get_rect(), border_radius=h // 3)
            edge = (120, 80, 10) if b.primary else (250, 230, 160) if b.enabled else (110, 96, 80)
            pygame.draw.rect(surf, edge, surf.get_rect(), 2, border_radius=h // 3)
            x = int(10 * s)
            for ic in icons:
                surf.blit(ic, (x, (h - isz) // 2))
                x += ic.get_width() + 2
            if txt:
                surf.blit(txt, (x + (6 if icons else 0), (h - txt.get_height()) // 2))
            return surf

        return self.art._get(key, make)

    def layout_bar(self, btns):
        """Rects for the bar's buttons, right-aligned, in two rows if one is too narrow."""
        lay = self.t.layout
        s = lay.scale
        bar = lay.bar
        h = bar.h - int(10 * s)
        gap = max(4, int(8 * s))
        surfs = [self.button_surface(b, h, False) for b in btns]
        room = bar.w - int(16 * s)
        total = sum(x.get_width() for x in surfs) + gap * max(0, len(surfs) - 1)
        k = min(1.0, room / total) if total else 1.0
        out = []
        x = bar.right - int(8 * s) - min(total, room)
        for b, surf in zip(btns, surfs):
            w = int(surf.get_width() * k)
            out.append((b, pygame.Rect(x, bar.y + (bar.h - h) // 2, w, h)))
            x += w + int(gap * k)
        return out

    def bar(self, surface) -> None:
        t = self.t
        for b, r in t.bar:
            surf = self.button_surface(b, r.h, r.collidepoint(t.mouse))
            if surf.get_width() != r.w:
                surf = pygame.transform.smoothscale(surf, r.size)
            surface.blit(surf, r.topleft)

    def button_icon(self, icon, size: int, primary: bool) -> pygame.Surface:
        """A button's icon drawn before its label: by default an arrow pointing right."""
        arrow = pygame.Surface((size, size), pygame.SRCALPHA)
        pts = [
            (2, size * 0.4),
            (size * 0.55, size * 0.4),
            (size * 0.55, size * 0.2),
            (size - 2, size * 0.5),
            (size * 0.55, size * 0.8),
            (size * 0.55, size * 0.6),
            (2, size * 0.6),
        ]
        pygame.draw.polygon(arrow, CREAM if not primary else INK, pts)
        return arrow

    # -- frame ---------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        t = self.t
        t.hits = []
        if t.view is None or t.layout is None:
            return
        self.layer(surface)
        self.live_parts(surface)
        self.targets(surface)
        t.draw_flights(surface)
        self.dragged(surface)
        if t.zoom is not None:
            self.zoom(surface)

    def parts(self, surface) -> None:
        """The game's panels, drawn over the backdrop in order."""

    def live_parts(self, surface) -> None:
        """What is drawn anew every frame over the layer (a drawer with a ``layer_key``
        leaves what follows the pointer here, such as the bar's hovered buttons)."""

    def layer_key(self):
        """What the backdrop and ``parts`` are drawn from, or None (the default) to draw them
        anew every frame. While the key stays the same (a table waiting, the AI thinking,
        the pointer moving over nothing that lights up) the last layer is blitted instead,
        and the zoom hits and card records its drawing made are given again."""
        return None

    def layer(self, surface: pygame.Surface) -> None:
        """The backdrop and the game's ``parts``: from the kept layer where ``layer_key`` is
        the same as when it was drawn (one window-sized opaque surface is kept)."""
        t = self.t
        rect = t.layout.rect
        # (measuring the text: drawn anew, so that its text is noted as drawn)
        key = self.layer_key() if surface.get_rect().contains(rect) and not measuring() else None
        kept = self._layer
        if key is not None and kept is not None and kept[0] == key:
            surface.blit(kept[1], rect.topleft)
            t.hits.extend(kept[2])
            for record in kept[3]:
                t.ui.record_card(*record)
            return
        self._layer = None
        first = len(t.ui.card_records)
        surface.blit(self.backdrop(), rect.topleft)
        self.parts(surface)
        if key is not None:  # the key as drawing left it (a list's page is settled while drawing)
            key = self.layer_key()
            self._layer = (key, surface.subsurface(rect).copy(), list(t.hits), t.ui.card_records[first:])

    def dragged(self, surface) -> None:
        """The item being dragged, under the pointer (``drag_item``)."""
        t = self.t
        item = t.drag.item
        if item is None or not t.drag.dragging:
            return
        self.drag_item(surface, item[0], item[1] if len(item) > 1 else None, t.drag.rect())

    def drag_item(self, surface, kind: str, what, r: pygame.Rect) -> None:
        """Draw the dragged item ``(kind, what)`` in ``r`` (``what`` None: an item of its kind alone)."""

    def panel_specs(self) -> tuple:
        """Every panel of the frame: (rect, border, alpha)."""
        return ()

    def backdrop_key(self) -> tuple:
        """What else the backdrop is drawn from (it is remade when this changes)."""
        return ()

    def backdrop_extra(self, surf: pygame.Surface) -> None:
        """What the game paints into the backdrop over its panels (the table's top left at 0, 0)."""

    def backdrop(self) -> pygame.Surface:
        """The felt and every panel in one opaque picture, made again only when a rim (or
        ``backdrop_key``) changes. One picture is kept (a window-sized surface each)."""
        lay = self.t.layout
        key = (tuple(lay.rect), self.panel_specs(), *self.backdrop_key())
        if self._backdrop is not None and self._backdrop[0] == key:
            return self._backdrop[1]
        surf = self.art.background(lay.rect.size).copy()
        low, k = self.PANEL_RADIUS
        for r, border, alpha in key[1]:
            rect = pygame.Rect(r).move(-lay.rect.x, -lay.rect.y)
            surf.blit(self.art.panel(rect.size, border, alpha, max(low, int(k * lay.scale))), rect.topleft)
        self.backdrop_extra(surf)
        if pygame.display.get_surface() is not None:
            surf = surf.convert()
        self._backdrop = (key, surf)
        return surf

    def targets(self, surface) -> None:
        if not draw_lit_targets(surface, self.t):
            self.choices(surface)

    def choices(self, surface) -> None:
        """While nothing is held: rims around what may be chosen now (``rims``)."""

    @staticmethod
    def rims(surface, rects) -> None:
        """A thin lit rim around each of ``rects``."""
        for r in rects:
            pygame.draw.rect(surface, HILITE, r.inflate(4, 4), 2, border_radius=7)

    # -- the zoom --------------------------------------------------------------------------
    def zoom(self, surface) -> None:
        """The open zoom (``table.zoom``): ("pile", seat) lays that seat's discard pile out,
        any other (kind, what) shows one card big. Only the open zoom's overlay is kept."""
        t = self.t
        lay = t.layout
        kind, what = t.zoom
        if kind == "pile":  # ``what`` is the seat whose discard pile is laid out
            pile = t.view.players_view[what].discard
            key = (kind, what, pile, lay.rect.size, t.ui.lang)
            if self._zoom is None or self._zoom[0] != key:
                self._zoom = (key, self.pile_overlay(what, lay.rect.size))
            surface.blit(self._zoom[1], lay.rect.topleft)
            for card in pile:
                t.ui.record_card(card, "discard", what)
            return
        key = (kind, what, lay.rect.size, t.ui.lang)
        if self._zoom is None or self._zoom[0] != key:
            self._zoom = (key, self.card_overlay(kind, what, lay.rect.size))
        surface.blit(self._zoom[1], lay.rect.topleft)
        t.ui.record_card(what, "zoom", t.viewer)

    def pile_overlay(self, seat: int, size) -> pygame.Surface:
        raise NotImplementedError

    def card_overlay(self, kind, what, size) -> pygame.Surface:
        raise NotImplementedError
