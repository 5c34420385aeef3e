"""Where things are on Virrey's table (a mixin of VirreyTable): the viewer's pyramid and
its open slots, the card to place, the gems of the screen and the reserve, the decks,
the auction cards and the other players' pyramids. Screen coordinates, from the layout."""

from __future__ import annotations

import pygame

from client.virrey.cards import card_size
from client.virrey.pyramid import Geometry, pyramid_of
from rules.virrey.tokens import COLOURS


class TableGeometry:
    def open_slots(self) -> tuple:
        placed = self.view.players_view[self.bottom_seat()].pyramid
        return pyramid_of(placed).open_slots(5)

    def own_geo(self) -> Geometry:
        placed = self.pyramid_for(self.bottom_seat())
        slots = pyramid_of(self.view.players_view[self.bottom_seat()].pyramid).open_slots(5)
        area = self.pyramid_area()
        key = (tuple((p.level, p.x) for p in placed), slots, tuple(area))
        if key != self._geo_key:
            height = max([p.level for p in placed] + [1])
            positions = [(p.level, p.x) for p in placed] + list(slots)
            self._geo = Geometry(area, positions, int(self.layout.hand_w * 1.25), min(5, max(3, height + 1)))
            self._geo_key = key
        return self._geo

    def toast_band(self) -> pygame.Rect:
        """Toasts go at the top of the own pyramid's area (its high levels fill last), never
        over the hand or the prompt bar."""
        if self.layout is None:
            return super().toast_band()
        area = self.pyramid_area()
        return pygame.Rect(area.x, area.y + 4, area.w, area.h // 2)

    def pyramid_area(self) -> pygame.Rect:
        lay = self.layout
        s = lay.scale
        a = lay.pyr.inflate(-int(16 * s), -int(8 * s))
        a.y += int(26 * s)
        a.h -= int(26 * s)
        return a

    def placing_rect(self) -> pygame.Rect:
        lay = self.layout
        w = int(lay.hand_w * 0.9)
        r = pygame.Rect(0, 0, *card_size(w))  # at the right, under the status line: clear of the title
        r.topright = (lay.pyr.right - int(10 * lay.scale), lay.pyr.y + max(46, int(50 * lay.scale)))
        return r

    def placing_tag_rect(self, size) -> pygame.Rect:
        """Where the "to place" tag of ``size`` goes: over the card, inside the pyramid panel."""
        card = self.placing_rect()
        r = pygame.Rect((0, 0), size)
        r.midbottom = (card.centerx, card.y - 4)
        r.right = min(r.right, self.layout.pyr.right - 4)
        return r

    def screen_gem_rects(self) -> dict[str, pygame.Rect]:
        lay = self.layout
        if lay is None:
            return {}
        s = lay.scale
        r = lay.screen
        size = int(34 * s)
        y = r.y + int(30 * s)
        gap = (r.w - 4 * size) // 5
        return {c: pygame.Rect(r.x + gap + i * (size + gap), y, size, size) for i, c in enumerate(COLOURS)}

    def attack_rect(self) -> pygame.Rect | None:
        lay = self.layout
        if lay is None:
            return None
        s = lay.scale
        size = int(30 * s)
        return pygame.Rect(lay.screen.x + int(12 * s), lay.screen.y + int(92 * s), size, size)

    def reserve_gem_rects(self) -> dict[str, pygame.Rect]:
        lay = self.layout
        s = lay.scale
        r = lay.reserve
        size = int(28 * s)
        cw = r.w // 4
        top = max(int(26 * s), int(4 * s) + self.text.font(max(int(14 * s), self.ui.text_floor()), True).get_linesize())
        return {c: pygame.Rect(r.x + i * cw + (cw - size) // 2, r.y + top, size, size) for i, c in enumerate(COLOURS)}

    DECKS = ("big", "small", "laws", "discard")

    def deck_labels(self) -> dict[str, list[str]]:
        """Each deck's label under it: "Grande 44" where the four fit the panel on one line
        each, else the name over the count (never "Gran…")."""
        v, s = self.view, self.layout.scale
        counts = {"big": v.big_deck, "small": v.small_deck, "laws": v.law_deck, "discard": len(v.discard)}
        names = {k: self.ui.t("virrey.deck_short." + k) for k in self.DECKS}
        font = self.text.font(max(8, int(10 * s), self.ui.text_floor()))
        one = {k: [f"{names[k]} {counts[k]}"] for k in self.DECKS}
        if sum(font.size(x[0])[0] for x in one.values()) + 5 * 4 <= self.layout.decks.w:
            return one
        return {k: [names[k], str(counts[k])] for k in self.DECKS}

    def deck_rects(self) -> dict[str, pygame.Rect]:
        """The four piles in a row, each in a slot as wide as its card or its label, the room
        left shared out between them."""
        lay = self.layout
        s = lay.scale
        r = lay.decks
        font = self.text.font(max(8, int(10 * s), self.ui.text_floor()))
        labels = self.deck_labels()
        # a smaller card where the labels' lines need the panel's height
        below = max(len(x) for x in labels.values()) * font.get_linesize() + 4
        w = min(int(34 * s), int((r.bottom - r.y - int(22 * s) - below) / card_size(100)[1] * 100))
        h = card_size(w)[1]
        slots = [max(w, *(font.size(x)[0] for x in labels[k])) for k in self.DECKS]
        gap = max(0, (r.w - sum(slots)) // 5)
        y = r.y + int(22 * s)
        out, x = {}, r.x + gap
        for k, slot in zip(self.DECKS, slots):
            out[k] = pygame.Rect(x + (slot - w) // 2, y, w, h)
            x += slot + gap
        return out

    def auction_rect(self, colour: int, top: bool) -> pygame.Rect:
        row = self.layout.rows[colour]
        return pygame.Rect(row[3] if top else row[2])

    def opp_pyramid_area(self, seat: int) -> pygame.Rect:
        r = self.layout.opp[seat]
        s = self.layout.scale
        row = self.tag_rows.get(seat, 0)  # the seat's tags, where its name leaves them no room
        # under the name's row and the hand's, at the text scale
        line = self.text.font(max(int(16 * s), self.ui.text_floor()), True).get_linesize()
        head = max(int(50 * s), 2 * line + int(10 * s))
        return pygame.Rect(r.x + int(8 * s), r.y + head + row, r.w - int(16 * s), r.h - head - int(8 * s) - row)

    def opp_picture(self, seat: int, placed):
        """(surface, geometry) of another player's pyramid in its panel: as big as it fits
        (one level fills the height; it shrinks as the pyramid grows)."""
        area = self.opp_pyramid_area(seat)
        return self.pictures.render(placed, self.view.players_view[seat].painting, area.size, int(area.h / 1.4), 1)

    def card_rect_in_pyramid(self, seat: int, card: str, placed) -> pygame.Rect | None:
        p = next((p for p in placed if p.card == card), None)
        if p is None:
            return None
        if seat == self.bottom_seat():
            return self.own_geo().rect(p.level, p.x)
        if seat in self.layout.opp:
            area = self.opp_pyramid_area(seat)
            _, geo = self.opp_picture(seat, placed)
            return geo.rect(p.level, p.x).move(area.topleft)
        return None

    def _slot_at(self, pos) -> str | None:
        geo = self.own_geo()
        for lv, x in self.open_slots():
            if geo.rect(lv, x).collidepoint(pos):
                return f"slot:{lv}:{x}"
        return None
