"""Drawing the El Viejo Imperio table, back to front, from the view only.

Every face-up card drawn is reported with ``ui.record_card(card, zone, seat)``
(zones: hand, sealed, trick, event, won, last, removed, zoom) and registered as
a zoom hit for right-click.
"""

from __future__ import annotations

import math

import pygame

from client.anim import lerp
from client.drag import draw_target
from client.imperio.cards import ELECTOR, EVENT_PAPER, card_size
from client.imperio.zoom import zoom_overlay
from client.table_art import CREAM, HILITE, MUTED, WIN
from client.text import wrap

SWAP = (214, 180, 255)  # the Elector swap's words


class TableDrawer:
    def __init__(self, table):
        self.t = table
        self._zoom_key = None
        self._zoom_surf = None
        self.zoom_ink: list[pygame.Rect] = []  # the zoom's card and words, in the overlay
        self._dim: dict[tuple, pygame.Surface] = {}
        self.swap_up = None  # this frame's swap, told in the trick's heading row (no room under the event)
        self.removed_up = False  # the removed Electors told under the trick (no room under the event)

    # -- helpers ----------------------------------------------------------------
    def _face(self, surface, card, rect, zone, seat=None, criteria=None, shadow=True):
        t = self.t
        surf = t.painter.face(card, rect.w, criteria)
        t.painter.blit(surface, surf, rect.topleft, shadow)
        t.ui.record_card(card, zone, seat)
        t.hits.append((pygame.Rect(rect.topleft, surf.get_size()), card, criteria))

    def _scaled(self, surface, surf, rect):
        w, h = max(1, int(rect[2])), max(1, int(rect[3]))
        if (w, h) != surf.get_size():
            surf = pygame.transform.smoothscale(surf, (w, h))
        surface.blit(surf, (int(rect[0]), int(rect[1])))

    def _dim_card(self, size) -> pygame.Surface:
        surf = self._dim.get(size)
        if surf is None:
            surf = self._dim[size] = pygame.Surface(size, pygame.SRCALPHA)
            pygame.draw.rect(surf, (10, 20, 14, 110), surf.get_rect(), border_radius=max(4, size[0] // 12))
        return surf

    # -- frame ------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        t = self.t
        t.hits = []
        if t.view is None or t.layout is None:
            return
        lay = t.layout
        surface.blit(t.art.background(lay.rect.size), lay.rect.topleft)
        for seat, rect in lay.seat_rects.items():
            if seat != lay.bottom:
                self.seat_panel(surface, seat, rect)
        self.event_column(surface)
        self.trick(surface)
        if self.removed_up:
            self.removed_line(surface)
        if not lay.last_tab:
            self.last_round(surface)
        self.bottom_strip(surface)
        self.hand(surface)
        if lay.last_tab:  # folded: the tab, and the panel over the table while it is open
            self.last_tab(surface, lay.last_tab, t.last_open)
            if t.last_open:
                self.last_round(surface)
        self.flights(surface)
        self.targets(surface)
        self.dragged(surface)
        if t.zoom is not None:
            self.zoom(surface)

    # -- seats ------------------------------------------------------------------
    def _marks(self, seat):
        v, t = self.t.view, self.t
        s = t.layout.scale
        size = max(10, int(13 * s))
        out = []
        if seat in v.to_act and not v.over:
            out.append(t.art.tag(t.ui.t("imperio.turn"), size, HILITE))
        if seat == v.leader and not v.over:
            out.append(t.art.tag(t.ui.t("imperio.leader"), size, (200, 200, 190)))
        return out

    def seat_panel(self, surface, seat, rect):
        t, v = self.t, self.t.view
        s = t.layout.scale
        active = seat in v.to_act and not v.over
        surface.blit(t.art.panel(rect.size, border=HILITE if active else None), rect.topleft)
        pad = max(6, int(10 * s))
        x, y = rect.x + pad, rect.y + pad
        marks = self._marks(seat)
        mw = sum(m.get_width() + 4 for m in marks)
        name, low = t.art.name_beside(t.seat_names[seat], max(13, int(18 * s)), rect.w - 2 * pad, mw)
        surface.blit(name, (x, y))
        mx = rect.right - pad
        for m in marks if not low else ():
            mx -= m.get_width()
            surface.blit(m, (mx, y + 2))
            mx -= 4
        y += name.get_height() + 4
        # Hand as card backs.
        count = v.hand_counts[seat]
        bw = max(18, int(30 * s))
        back = t.painter.back(bw)
        step = max(4, int(min(bw * 0.45, (rect.w * 0.55) / max(1, count))))
        for i in range(count):
            surface.blit(back, (x + i * step, y))
        cnt = t.art.label(t.ui.t("imperio.hand_n", n=count), max(11, int(14 * s)), MUTED)
        surface.blit(
            cnt, (x + (count - 1) * step + bw + 8 if count else x, y + back.get_height() // 2 - cnt.get_height() // 2)
        )
        y += back.get_height() + 6
        row = pygame.Rect(x, y, rect.w - 2 * pad, rect.bottom - pad - y)
        if low:  # beside the marks the name would be cut: they close the row of events won instead
            mx = row.right
            for m in marks:
                mx -= m.get_width()
                surface.blit(m, (mx, row.centery - m.get_height() // 2))
                mx -= 4
            row.w = mx - row.x
        self.won_row(surface, seat, row)

    def _won_width(self, seat, h: int) -> int:
        """How wide the row of events won is with its chips side by side."""
        t = self.t
        s = t.layout.scale
        won = t.view.won[seat]
        label = t.art.label(t.ui.t("imperio.won_n", n=len(won)), max(11, int(14 * s)), HILITE, True)
        h = max(14, min(h, int(20 * s)))
        return label.get_width() + 8 + sum(t.art.chip(e, h).get_width() + 3 for e in won)

    def won_row(self, surface, seat, rect):
        """Events won: the count, then one chip per event (zoomable)."""
        t, v = self.t, self.t.view
        s = t.layout.scale
        won = v.won[seat]
        label = t.art.label(t.ui.t("imperio.won_n", n=len(won)), max(11, int(14 * s)), HILITE, True)
        surface.blit(label, (rect.x, rect.y + max(0, (rect.h - label.get_height()) // 2)))
        if not won:
            return
        h = max(14, min(rect.h, int(20 * s)))
        chips = [t.art.chip(e, h) for e in won]
        x0 = rect.x + label.get_width() + 8
        room = rect.right - x0
        full = sum(c.get_width() + 3 for c in chips)
        while full > room and h > 12:  # smaller chips before overlapping ones
            h -= 1
            chips = [t.art.chip(e, h) for e in won]
            full = sum(c.get_width() + 3 for c in chips)
        if full > room:  # still too many: the dynasty's letters alone (the zoom tells the year)
            chips = [t.art.chip(e, h, year=False) for e in won]
            full = sum(c.get_width() + 3 for c in chips)
        # (pressed closer, over each other, only where even the short chips do not fit)
        step_scale = min(1.0, room / full) if full else 1.0
        x = x0
        cy = rect.y + max(0, (rect.h - h) // 2)
        for event, chip in zip(won, chips):
            surface.blit(chip, (x, cy))
            t.ui.record_card(event, "won", seat)
            t.hits.append((pygame.Rect(x, cy, chip.get_width(), h), event, None))
            x += (chip.get_width() + 3) * step_scale

    def bottom_strip(self, surface):
        t, lay, v = self.t, self.t.layout, self.t.view
        s = lay.scale
        rect, seat = lay.strip, lay.bottom
        active = seat in v.to_act and not v.over
        surface.blit(t.art.panel(rect.size, border=HILITE if active else None, alpha=90), rect.topleft)
        pad = max(6, int(10 * s))
        you = f" ({t.ui.t('imperio.you')})" if seat == t.viewer else ""
        name = t.art.label(t.seat_names[seat] + you, max(13, int(17 * s)), CREAM, True, width=int(rect.w * 0.3))
        y = rect.centery - name.get_height() // 2
        surface.blit(name, (rect.x + pad, y))
        x = rect.x + pad + name.get_width() + 8
        for m in self._marks(seat):
            surface.blit(m, (x, rect.centery - m.get_height() // 2))
            x += m.get_width() + 4
        if t.viewer is None:  # a spectator sees this hand as a count only
            cnt = t.art.label(t.ui.t("imperio.hand_n", n=v.hand_counts[seat]), max(11, int(14 * s)), MUTED)
            surface.blit(cnt, (x + 6, rect.centery - cnt.get_height() // 2))
            x += cnt.get_width() + 12
        prompt = t.prompt() if seat == t.viewer and seat in v.to_act and t.legal else ""
        right = pygame.Rect(x + 16, rect.y + 2, rect.right - x - 16 - pad, rect.h - 4)
        if prompt:  # as much room as the events won leave it, in fewer words where that is short
            size = max(12, int(15 * s))
            room = max(int(right.w * 0.55), right.w - self._won_width(seat, right.h) - 16)
            prompt = t.art.fitting([prompt, t.prompt(short=True), ""], size, True, room)  # else the side panel's
            p = t.art.label(prompt, size, HILITE, True, width=room)
            surface.blit(p, (right.right - p.get_width(), rect.centery - p.get_height() // 2))
            right.w -= p.get_width() + 16
        self.won_row(surface, seat, right)

    # -- hand ---------------------------------------------------------------------
    def hand(self, surface):
        t = self.t
        rects = t.hand_rects()
        v = t.view
        if not rects and t.viewer is None and v.hand_counts[t.layout.bottom]:
            back = t.painter.back(t.layout.hand_w)
            for r in t.layout.hand_rects(v.hand_counts[t.layout.bottom]):
                t.painter.blit(surface, back, r.topleft)
            return
        hover = None
        if not t.drag.dragging and t.zoom is None:
            for card, r in reversed(list(rects.items())):
                if r.collidepoint(t.mouse):
                    hover = card
                    break
        deciding = bool(t.legal)
        # the card under the pointer, else the one with the keyboard's ring, on top of its
        # neighbours: whole to read in a fanned hand (1024x640 at 150 %: "Rudol", "Swab")
        front = hover if hover is not None else (t.focus_card if t.focus_card in rects else None)
        order = [c for c in rects if c != front] + ([front] if front is not None else [])
        for card in order:
            r = rects[card]
            if t.drag.dragging and card == t.drag.item:
                continue
            snap = t.drag.snapping(card)
            if snap is not None:
                continue  # drawn on top by dragged()
            if card == hover and card != t.selected:
                r = r.move(0, -int(r.h * 0.05))
            self._face(surface, card, r, "hand", t.viewer)
            if card == t.selected:
                pygame.draw.rect(surface, HILITE, r.inflate(6, 6), 3, border_radius=max(6, r.w // 10))
            elif deciding and not any(getattr(a, "card", None) == card for a in t.legal):
                surface.blit(self._dim_card(r.size), r.topleft)

    def dragged(self, surface):
        t = self.t
        for card in t.hand():
            snap = t.drag.snapping(card)
            if snap is not None:
                r = pygame.Rect((int(snap[0]), int(snap[1])), card_size(t.layout.hand_w))
                self._face(surface, card, r, "hand", t.viewer)
        if t.drag.dragging and t.drag.item in t.hand():
            r = t.drag.rect()
            surf = t.painter.face(t.drag.item, r.w)
            surface.blit(t.painter.shadow(*surf.get_size()), (r.x + 6, r.y + 10))
            self._face(surface, t.drag.item, r, "hand", t.viewer, shadow=False)

    def targets(self, surface):
        t = self.t
        lit = t.lit_targets()
        if not lit:
            return
        rects = t.drop_rects()
        over = t.drag.target_at(rects) if t.drag.dragging else None
        for name in lit:
            draw_target(surface, rects[name], over == name, t.clock)

    # -- centre -------------------------------------------------------------------
    def event_column(self, surface):
        t, lay, v = self.t, self.t.layout, self.t.view
        s = lay.scale
        col = lay.event_col
        size = max(12, int(16 * s))
        head = t.ui.t("imperio.round", n=v.round)
        if v.grand:
            head = f"{t.ui.t('imperio.deal', n=v.deal)} · {head}"
        lab = t.art.label(head, size, CREAM, True, width=col.w)
        surface.blit(lab, (lay.event.centerx - lab.get_width() // 2, lay.event.y - lab.get_height() - 8))
        fin = t.finished
        won_flying = t.anims.tweens.get(("won",))
        if fin is not None and not (won_flying and won_flying.started):
            self.event_card(surface, fin.event, fin.criteria, lay.event)
        elif v.event:
            self.event_card(surface, v.event, tuple(v.criteria), lay.event)
        y = lay.event.bottom + 8
        info = [t.ui.t("imperio.pile", n=v.draw_pile), t.ui.t("imperio.events_left", n=v.events_left)]
        size = max(11, int(13 * s))
        joined = " · ".join(info)  # one line where it holds both counts, else one count a line
        if t.text.font(max(size, t.ui.text_floor())).size(joined)[0] <= col.w:
            info = [joined]
        for line in info:
            lab = t.art.label(line, size, MUTED, width=col.w)
            surface.blit(lab, (lay.event.centerx - lab.get_width() // 2, y))
            y += lab.get_height()
        y += 6
        self.swap_up = None
        if t.swap is not None:
            pygame.draw.rect(surface, ELECTOR, lay.event.inflate(8, 8), 3, border_radius=10)
            lines, size = self.swap_lines(t.swap, col.w - 8)
            if y + self.lines_h(lines, size) <= col.bottom:
                y = self.swap_note(surface, lines, size, col.centerx, y)
            else:  # no room under the counts (1024x640 at 150 %): in the trick's heading row
                self.swap_up = t.swap
        self.removed_up = bool(v.removed) and not self.removed_list(surface, col, y)

    def removed_list(self, surface, col: pygame.Rect, y: int) -> bool:
        """The removed Electors under the event's counts, each name whole; where the column
        has no room for them all, as many as fit and "+2 más". False (nothing drawn) where it
        has no room for the heading and one line: the trick's foot tells them
        (:meth:`removed_line`; at 1024x640 150 % none was listed)."""
        t, v = self.t, self.t.view
        s = t.layout.scale
        size = max(10, int(12 * s))
        line_h = t.text.font(max(size, t.ui.text_floor())).get_linesize()
        head_size = max(11, int(13 * s))
        bold = t.text.font(max(head_size, t.ui.text_floor()), True)
        words = t.ui.t("imperio.removed")  # "Retirados" where "Electores retirados" has no room
        if bold.size(words)[0] > col.w - 10:
            words = t.ui.t("imperio.removed_short")
        head = t.art.label(words, head_size, HILITE, True, width=col.w - 10)
        if y + head.get_height() + 2 + line_h > col.bottom:
            return False
        surface.blit(head, (col.x + 8, y))
        y += head.get_height() + 2
        entries = [t.art.whole_lines("• " + t.painter.name(card), size, col.w - 10) for card in v.removed]
        for n, (card, lines) in enumerate(zip(v.removed, entries)):  # each name whole, on the lines it needs
            rest = len(v.removed) - n - 1  # after it; a line kept for "+n" while any is left
            if y + (len(lines) + min(rest, 1)) * (line_h + 1) > col.bottom + 1:
                more = t.art.label(t.ui.t("imperio.removed_more", n=rest + 1), size, MUTED, width=col.w - 10)
                surface.blit(more, (col.x + 8, y))
                break
            top = y
            for i, line in enumerate(lines):
                name = t.art.label(line if i == 0 else "  " + line, size, CREAM, width=col.w - 10)
                surface.blit(name, (col.x + 8, y))
                y += name.get_height()
            t.ui.record_card(card, "removed", None)
            t.hits.append((pygame.Rect(col.x + 8, top, col.w - 10, y - top), card, None))
            y += 1
        return True

    def removed_line(self, surface) -> None:
        """The removed Electors in one line under the trick ("Electores retirados: Luis IV"),
        where the event column has no room for them: as many names as the line holds, then
        "+2 más"; each name zooms."""
        t, v, trick = self.t, self.t.view, self.t.layout.trick
        s = t.layout.scale
        size = max(t.ui.text_floor(), max(10, int(12 * s)))
        font = t.text.font(size)
        names = [t.painter.name(card) for card in v.removed]
        room = trick.w - 16

        def width(head: str, k: int, more: str) -> int:  # the heading in bold
            return t.text.font(size, True).size(head)[0] + font.size(", ".join(names[:k]) + more)[0]

        # as many names as fit, after "Electores retirados:", else after "Retirados:"
        for k in range(len(names), -1, -1):
            more = "" if k == len(names) else (" " if k else "") + t.ui.t("imperio.removed_more", n=len(names) - k)
            heads = [t.ui.t("imperio.removed") + ": ", t.ui.t("imperio.removed_short") + ": "]
            head = next((h for h in heads if width(h, k, more) <= room), None)
            if head is not None or k == 0:
                head = head or heads[-1]
                break
        head_w = t.text.font(size, True).size(head)[0]
        x = trick.centerx - min(room, width(head, k, more)) // 2
        y = trick.bottom + max(2, (t.layout.strip.y - trick.bottom - font.get_linesize()) // 2)
        surface.blit(t.art.label(head, size, HILITE, True, width=room), (x, y))
        x += head_w
        for i, (card, name) in enumerate(zip(v.removed[:k], names[:k])):
            shown = name + (", " if i < k - 1 else "")
            surface.blit(t.art.label(shown, size, CREAM), (x, y))
            t.ui.record_card(card, "removed", None)
            t.hits.append((pygame.Rect(x, y, font.size(name)[0], font.get_linesize()), card, None))
            x += font.size(shown)[0]
        if k < len(names):
            surface.blit(t.art.label(more.lstrip(), size, MUTED), (x + (font.size(" ")[0] if k else 0), y))

    def swap_lines(self, swap, room: int) -> tuple[list[str], int]:
        """This round's Elector swap in words ("Elector (Ana): coronas ⇄ años") in lines at
        most ``room`` wide, and their size."""
        t = self.t
        seat, _, old, new = swap
        first, other = t.ui.t(f"imperio.crit.{old[0]}"), t.ui.t(f"imperio.crit.{new[0]}")
        text = (
            t.ui.t("imperio.swap_note", name=t.seat_names[seat], first=first, other=other)
            if seat is not None
            else t.ui.t("imperio.swap_note_anon", first=first, other=other)
        )
        size = max(11, int(13 * t.layout.scale))
        font, room = t.text.font(size, True), room - size
        head, sep, swapped = text.rpartition(": ")
        if font.size(text)[0] > room and sep:  # "Elector (Ana):" over "coronas ⇄ años", never a word alone
            return wrap(font, head + ":", room) + wrap(font, swapped, room), size
        return wrap(font, text, room), size

    def lines_h(self, lines: list[str], size: int) -> int:
        """How tall :meth:`swap_note` draws ``lines``."""
        return sum(self.t.art.tag(line, size, SWAP).get_height() + 2 for line in lines) + 4

    def swap_note(self, surface, lines: list[str], size: int, centerx: int, y: int) -> int:
        """The swap's lines, centred on ``centerx`` from ``y`` down; the y under them."""
        for line in lines:
            lab = self.t.art.tag(line, size, SWAP)
            surface.blit(lab, (centerx - lab.get_width() // 2, y))
            y += lab.get_height() + 2
        return y + 4

    def trick_swap(self, surface, heading: int) -> bool:
        """The swap's note in the trick's heading row (the event column had no room for it):
        right of the heading, ``heading`` px wide, where it fits on one line (True: the
        heading stays), else across the row."""
        t, trick = self.t, self.t.layout.trick
        left = trick.x + 24 + heading
        lines, size = self.swap_lines(self.swap_up, trick.right - 8 - left)
        keep = len(lines) == 1
        if not keep:
            left = trick.x + 8
            lines, size = self.swap_lines(self.swap_up, trick.right - 8 - left)
        y = trick.y + 4
        for line in lines:
            lab = t.art.tag(line, size, SWAP)
            surface.blit(lab, (left + (trick.right - 8 - left - lab.get_width()) // 2, y))
            y += lab.get_height() + 2
        return keep

    def event_card(self, surface, event, criteria, rect):
        t = self.t
        self._face(surface, event, rect, "event", None, criteria)
        swap = t.anims.tweens.get(("swap",))
        if swap is None or swap.data[0] != event or not swap.started:
            return
        _, old, new = swap.data
        cells = t.painter.cells(event, rect.w)
        if not cells:
            return
        face = t.painter.face(event, rect.w, new)
        k = swap.value()
        moved = [c for c in new if old.index(c) != new.index(c)]
        for c in moved:
            pygame.draw.rect(surface, EVENT_PAPER, cells[new.index(c)].move(rect.topleft).inflate(4, 4))
        for i, c in enumerate(moved):
            src, dst = cells[old.index(c)], cells[new.index(c)]
            x = lerp(src.x, dst.x, k) + rect.x
            y = rect.y + src.y - math.sin(math.pi * k) * src.h * (0.6 if i == 0 else -0.6)
            surface.blit(face.subsurface(dst), (int(x), int(y)))

    def trick(self, surface):
        t, lay, v = self.t, self.t.layout, self.t.view
        s = lay.scale
        fin = t.finished or t.held
        surface.blit(t.art.panel(lay.trick.size, alpha=70, radius=18), lay.trick.topleft)
        if fin is None:  # a finished round's banner takes the heading's place
            lab = t.art.label(t.ui.t("imperio.trick"), max(12, int(15 * s)), MUTED, True)
            if self.swap_up is None or self.trick_swap(surface, lab.get_width()):
                surface.blit(lab, (lay.trick.x + 12, lay.trick.y + 6))
        if fin is not None:
            leader = fin.plays[0].seat
            plays = {pc.seat: pc.card for pc in fin.plays}
        else:
            leader = v.leader
            plays = {pc.seat: pc.card for pc in v.trick}
        sealed = fin is None and v.round == 1 and not v.over
        small = max(10, int(13 * s))
        for k, slot in enumerate(lay.slots[: v.players]):
            seat = (leader + k) % v.players
            name = t.art.label(t.seat_names[seat], small, CREAM, seat in v.to_act, width=slot.w + 8)
            surface.blit(name, (slot.centerx - name.get_width() // 2, slot.bottom + 6))
            pygame.draw.rect(surface, (255, 255, 255, 40), slot, 1, border_radius=max(6, slot.w // 12))
            if fin is None and seat in v.to_act and seat not in plays:
                pygame.draw.rect(surface, HILITE, slot, 2, border_radius=max(6, slot.w // 12))
            if seat not in plays or t.anims.active(("fly", seat)):
                continue
            card = plays[seat]
            flip = t.anims.tweens.get(("flip", seat))
            if flip is not None:
                self._flip(surface, card, slot, flip.value())
            elif card is None:
                t.painter.blit(surface, t.painter.back(slot.w), slot.topleft)
            else:
                zone = "sealed" if sealed else "trick"
                self._face(surface, card, slot, zone, seat)
            if sealed:
                tag = t.art.tag(t.ui.t("imperio.chosen"), small, (200, 200, 190))
                surface.blit(tag, (slot.centerx - tag.get_width() // 2, slot.y - tag.get_height() // 2))
        landing = any(k[0] in ("fly", "flip") for k in t.anims.tweens)
        if fin is not None and not landing:  # the winner is named once every card has landed
            self._winner(surface, fin, lay.slots[t.slot_of(fin.winner, leader)])

    def _flip(self, surface, card, slot, k):
        t = self.t
        if k < 0.5 or card is None:
            surf, w = t.painter.back(slot.w), slot.w * (1 - 2 * k)
        else:
            surf, w = t.painter.face(card, slot.w), slot.w * (2 * k - 1)
            t.ui.record_card(card, "trick", None)
        self._scaled(surface, surf, (slot.centerx - w / 2, slot.y, w, slot.h))

    def _winner(self, surface, fin, slot):
        t = self.t
        s = t.layout.scale
        pygame.draw.rect(surface, WIN, slot.inflate(10, 10), 4, border_radius=max(8, slot.w // 10))
        crit = (
            t.ui.t("imperio.decided_tie")
            if fin.decided_by == "tie"
            else t.ui.t("imperio.decided", crit=t.ui.t(f"imperio.crit.{fin.decided_by}"))
        )
        if fin is t.held and t.finished is None:  # the next round's event is already shown: name the one won
            won = t.ui.t("imperio.winner_banner_event", name=t.seat_names[fin.winner], event=t.painter.name(fin.event))
        else:
            won = t.ui.t("imperio.winner_banner", name=t.seat_names[fin.winner])
        room = t.layout.trick.w - 8
        texts = [f"{won} · {crit}", f"{t.ui.t('imperio.winner_banner', name=t.seat_names[fin.winner])} · {crit}"]
        size = max(12, int(15 * s))
        lab = t.art.tag(texts[0], size, WIN)
        while lab.get_width() > room and size > 10:  # too long for the trick: smaller, then shorter
            size -= 1
            lab = t.art.tag(texts[0], size, WIN)
        if lab.get_width() > room:
            lab = t.art.tag(texts[1], max(12, int(15 * s)), WIN)
        x = max(
            t.layout.trick.x + 4, min(slot.centerx - lab.get_width() // 2, t.layout.trick.right - lab.get_width() - 4)
        )
        surface.blit(lab, (x, t.layout.trick.y + 4))

    def last_round(self, surface):
        """The previous round's panel (opaque where it is folded and opened over the table)."""
        t, lay, last = self.t, self.t.layout, self.t.view.last
        if lay.last_tab:
            pygame.draw.rect(surface, (16, 28, 20), lay.last, border_radius=12)  # opaque over the table
            pygame.draw.rect(surface, HILITE, lay.last, 2, border_radius=12)
        surf, hits = t.art.last_panel(last, t.seat_names, lay.last.size, lay.scale)
        surface.blit(surf, lay.last.topleft)
        if last is not None:
            for card in [last.event] + [pc.card for pc in last.plays]:
                t.ui.record_card(card, "last", None)
        for rect, card in hits:
            crit = last.criteria if last is not None and card == last.event else None
            t.hits.append((rect.move(lay.last.topleft), card, crit))

    def last_tab(self, surface, rect: pygame.Rect, shown: bool) -> None:
        """The folded previous round's tab: "Ronda anterior ▾" (▴ while open), lit while open
        or under the pointer."""
        t = self.t
        lit = shown or rect.collidepoint(t.mouse)
        surface.blit(t.art.panel(rect.size, HILITE if lit else None, alpha=150, radius=10), rect.topleft)
        text = f"{t.ui.t('imperio.last_round')} {'▴' if shown else '▾'}"
        lab = t.art.label(text, max(12, int(15 * t.layout.scale)), HILITE if lit else CREAM, True, width=rect.w - 12)
        surface.blit(lab, lab.get_rect(center=rect.center))

    # -- on top -------------------------------------------------------------------
    def flights(self, surface):
        t = self.t
        for key, tw in list(t.anims.tweens.items()):
            if not tw.started:
                continue
            if key[0] == "fly":
                card = tw.data
                r = tw.value()
                w = max(8, int(r[2]))
                surf = t.painter.back(w) if card is None else t.painter.face(card, w)
                if card is not None:
                    t.ui.record_card(card, "sealed" if t.view.round == 1 and t.finished is None else "trick", key[1])
                self._scaled(surface, surf, r)
            elif key[0] in ("won", "elector"):
                r = tw.value()
                card = tw.data[0] if key[0] == "won" else tw.data
                crit = tw.data[1] if key[0] == "won" else None
                surf = t.painter.face(card, max(8, int(r[2])), crit)
                t.ui.record_card(card, "won" if key[0] == "won" else "removed", None)
                self._scaled(surface, surf, r)

    def zoom(self, surface):
        t = self.t
        card, criteria = t.zoom
        key = (card, criteria, t.layout.rect.size, t.ui.lang)
        if key != self._zoom_key:
            self._zoom_key = key
            self.zoom_ink = []
            self._zoom_surf = zoom_overlay(t.ui, t.painter, card, criteria, t.layout.rect.size, self.zoom_ink)
        surface.blit(self._zoom_surf, t.layout.rect.topleft)
        t.ui.record_card(card, "zoom", None)
