"""Drawing the Ausonia table: one frame from the table's view and layout.

The parts are in ``panels.py``; this module composes the frame, the lit drop targets and
the rims of what may be chosen, the dragged item, the flying cards and the overlays (a
card's zoom, a discard pile laid out). The small pieces (labels, card blits, seat badges,
the bar's buttons) are client.table_drawer's, shared with Krysis.
"""

from __future__ import annotations

import math

import pygame

from client.ausonia import cardinfo, panels
from client.ausonia.cards import foot_strip, gem_icon, name_box
from client.table_art import HILITE
from client.table_drawer import TableDrawer as BaseDrawer
from client.ui import measuring

SEAT_RGB = ((214, 84, 70), (70, 130, 214), (90, 180, 100), (220, 190, 70))


class TableDrawer(BaseDrawer):
    """The frame of the Ausonia table (labels, buttons and the bar: client.table_drawer)."""

    PANEL_RADIUS = (5, 9)

    def badge(self, surface, seat: int, centre, d: int) -> None:
        """A seat's marker: a disc in the seat's colour with its number (never colour alone)."""

        def make():
            n = d + 4
            surf = pygame.Surface((n, n), pygame.SRCALPHA)
            c = (n // 2, n // 2)
            pygame.draw.circle(surf, (20, 16, 12), c, d // 2 + 2)
            pygame.draw.circle(surf, SEAT_RGB[seat % 4], c, d // 2)
            pygame.draw.circle(surf, (250, 246, 230), c, d // 2, max(1, d // 12))
            num = self.t.text.render(str(seat + 1), max(9, int(d * 0.62)), (20, 16, 12), True, keep=True)
            surf.blit(num, num.get_rect(center=c))
            return surf

        pic = self.art._get(("seat_badge", seat, d, self.t.ui.text_floor()), make)
        surface.blit(pic, (centre[0] - pic.get_width() // 2, centre[1] - pic.get_height() // 2))

    def face(self, surface, card: int, rect: pygame.Rect, zone: str, seat, shadow=True, shown_w: int = 0) -> None:
        """A card's face with its name set over it at the table's text size (never below the
        floor, in two lines where it must: a small card keeps its name)."""
        t = self.t
        box = name_box(rect)
        if shown_w:  # a card partly under the next one: its name in the part that shows
            box.w = min(box.w, shown_w - (box.x - rect.x) - 2)
        floor = t.ui.text_floor()
        size = max(floor, int(rect.w * 0.1))
        name = cardinfo.name(t.ui, card)

        # whole, in two lines where they fit, else in more (a long word split at a syllable)
        # down the card's face, above a strip at its foot where its abilities (or gems) begin:
        # never "Esmera…", and never a face all name ("Maestro / del / gremio" on a plate
        # that hid that the card has an ability). Where the bold weight needs more lines than
        # that (a word whose syllables are short or long: "Ap- / pren- / tice"), the regular
        # one, narrower: a word is split at a syllable only, never "Appre- / ntice"
        def fit(room: int, bold: bool) -> tuple[int, list[str]]:
            step = t.text.font(floor, bold).get_linesize()
            return t.text.fit_whole(name, box.w, max(2, room // step), size, floor, bold=bold, height=room)

        bold, covered = True, False
        fs, lines = t.text.fit_whole(name, box.w, 2, size, floor, bold=True, height=box.h)
        above, whole = rect.bottom - 4 - foot_strip(rect, floor) - box.y, rect.bottom - 4 - box.y
        # (not even above the strip: down the whole face, on a plate)
        tries = iter(((above, True, False), (above, False, False), (whole, True, True), (whole, False, True)))
        while not lines and (attempt := next(tries, None)):
            room, bold, covered = attempt
            fs, lines = fit(room, bold)
        gem = cardinfo.is_gem(card)
        tall = len(lines) * t.text.font(fs, bold).get_linesize()
        # a name that runs over the guild's name takes its place (the face without it; the
        # zoom shows it), never half a word under the name; what the card does begins under it
        bare = not gem and tall > box.h
        top = 0 if covered else math.ceil(100 * (box.y + tall + 2 - rect.y) / rect.h)
        face = t.painter.face(card, rect.w, named=False, guild=not bare, top=top)
        self.card(surface, face, rect, ("card", card), shadow)
        if covered:  # a plate under the lines, down to the card's foot: what the face shows
            # there is covered whole (the zoom shows it), never half a line under it
            plate = pygame.Rect(box.x - 1, box.y, box.w + 2, max(tall + 2, rect.bottom - 3 - box.y))
            pygame.draw.rect(surface, (50, 54, 66) if gem else (240, 232, 210), plate, border_radius=3)
        t.text.block(surface, lines, fs, box, (240, 236, 226) if gem else (28, 22, 18), bold)
        cost = cardinfo.cost(card)
        if any(cost):  # the price, over the face's own small icons, as large as the band holds
            band = max(int(rect.h * 0.13) - 2, t.ui.text_floor())
            row = pygame.Rect(rect.x + 3, rect.y + 2, (box.w if shown_w else rect.w) - 6, band)
            t.painter.gems_row(surface, cost, row, band, centred=False)
        t.ui.record_card(card, zone, seat)

    def tile(self, surface, card: int, rect: pygame.Rect, zone: str, seat, state: str = "") -> None:
        surface.blit(self.t.painter.tile(card, rect.w, rect.h, state), rect.topleft)
        self.t.hits.append((pygame.Rect(rect), ("card", card)))
        self.t.ui.record_card(card, zone, seat)

    # -- frame ---------------------------------------------------------------------------
    def parts(self, surface) -> None:
        panels.track(self, surface)
        for seat in self.t.layout.opp:
            panels.opponent(self, surface, seat)
        panels.market(self, surface)
        panels.turn_box(self, surface)
        panels.play_area(self, surface)
        panels.abilities(self, surface)
        panels.piles(self, surface)
        panels.hand(self, surface)
        panels.areas(self, surface)

    def live_parts(self, surface) -> None:
        self.bar(surface)  # a button lights up under the pointer

    def layer_key(self):
        """Everything the panels are drawn from; None while something moves (a card in
        flight, a tween) or while texts are measured (tests): then they are drawn anew. The
        pointer counts only over a page arrow (the one thing in the panels it lights up)."""
        t = self.t
        if t.flights or t.anims.busy() or measuring():
            return None
        lay = t.layout
        arrows = ()
        boxes = [lay.abilities, lay.play, *t.area_boxes().values()]
        if any(b.collidepoint(t.mouse) for b in boxes):
            pages = [t.ability_arrows(), t.play_arrows(), *(t.area_arrows(name) for name in t.area_boxes())]
            arrows = tuple(r.collidepoint(t.mouse) for group in pages for r in group.values())
        return (
            t.view,
            t.legal,
            t.viewer,
            t.mode,
            t.selected,
            (t.drag.item, t.drag.dragging),
            t.focus_card,
            t.ai_seats,
            t.script_held,
            tuple(t.seat_names),
            getattr(t, "ability_page_no", 0),
            getattr(t, "play_page_no", 0),
            tuple(sorted(getattr(t, "area_page_no", {}).items())),
            tuple(lay.rect),
            t._layout_key,
            id(lay),
            t.ui.lang,
            t.ui.text_floor(),
            arrows,
        )

    def panel_specs(self) -> tuple:
        """Every panel of the frame: (rect, border, alpha); the rims mark who acts now."""
        t = self.t
        v, lay = t.view, t.layout
        out = [
            (lay.track, None, 110),
            (lay.market, HILITE if t.choice_cards() else None, 120),
            (lay.turn, None, 120),
            (lay.play, None, 140),
            (lay.abilities, None, 120),
            (lay.bar, None, 90),
            (lay.piles, None, 120),
            (lay.hand_area, HILITE if t.bottom_seat() in v.to_act else None, 120),
        ]
        for seat, box in lay.opp.items():
            out.append((box, HILITE if seat in v.to_act or seat == v.active else None, 120))
        for box in t.area_boxes().values():
            out.append((box, None, 110))
        return tuple((tuple(r), b, a) for r, b, a in out)

    def backdrop_key(self) -> tuple:
        return (self.t.ui.text_floor(), self.t.ui.lang)

    def backdrop_extra(self, surf: pygame.Surface) -> None:
        panels.track_spaces(self, surf, self.t.layout.rect.topleft)

    def choices(self, surface) -> None:
        """While nothing is held: a thin rim around what may be chosen now (the opponents to
        target, the cards a step offers, the abilities that may be activated)."""
        t = self.t
        rects = []
        if t.mode == "target":
            rects = [t.layout.opp[a.seat] for a in t.legal if hasattr(a, "seat") and a.seat in t.layout.opp]
            rects += t.effect_rects()
        elif t.mode in ("manipulate", "foresee", "raise"):
            rects = list(t.choice_rects().values())
        elif t.mode == "turn":
            from client.ausonia import prompts

            rects = [r for (c, a), r in t.ability_rects().items() if prompts.activations(t.legal, c, a)]
        self.rims(surface, rects)

    def drag_item(self, surface, kind: str, what, r: pygame.Rect) -> None:
        t = self.t
        if kind == "gem":
            surface.blit(gem_icon(what, r.h), r.topleft)
        elif kind == "card":
            self.face(surface, what, r, "dragged", t.viewer)
        else:
            surface.blit(t.painter.tile(what, r.w, r.h), r.topleft)
            t.ui.record_card(what, "dragged", t.viewer)

    def pile_overlay(self, seat: int, size) -> pygame.Surface:
        from client.ausonia.zoom import pile_overlay

        return pile_overlay(self.t, seat, size)

    def card_overlay(self, kind, what, size) -> pygame.Surface:
        from client.ausonia.zoom import card_overlay

        return card_overlay(self.t, what, size)
