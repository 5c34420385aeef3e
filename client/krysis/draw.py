"""Drawing the Krysis table: one frame from the table's view and layout.

The mine and the left column are in ``board.py``, the players' camps, teams, screen and
hand in ``panels.py``; this module composes the frame, the bar of buttons, the lit drop
targets, the dragged item, the flying crystals and the zoom overlay.
"""

from __future__ import annotations

import pygame

from client import table_art
from client.krysis import board, crystals, panels
from client.table_art import CREAM, HILITE, MUTED
from client.table_drawer import TableDrawer as BaseDrawer


class TableDrawer(BaseDrawer):
    """The frame of the Krysis table (the shared half is client.table_drawer's)."""

    def agent(self, surface, agent: str, rect: pygame.Rect, zone: str, seat, shadow=True) -> None:
        self.card(surface, self.t.painter.agent(agent, rect.w), rect, ("agent", agent), shadow)
        self.t.ui.record_card(agent, zone, seat)

    def relic(self, surface, relic: str, rect: pygame.Rect, zone: str, seat, shadow=True) -> None:
        self.card(surface, self.t.painter.relic(relic, rect.w), rect, ("relic", relic), shadow)
        self.t.ui.record_card(relic, zone, seat)

    def crystal_count(self, surface, colour: str, n: int, rect: pygame.Rect, size: float, dim=False) -> int:
        """A crystal icon in ``rect`` and its count right of it; returns the count's right edge."""
        ic = crystals.crystal(colour, rect.h)
        if dim:
            ic = ic.copy()
            ic.set_alpha(90)
        surface.blit(ic, rect.topleft)
        return self.label(
            surface, f"×{n}", size, (rect.right + 2, rect.centery), CREAM if not dim else MUTED, True, anchor="midleft"
        ).right

    def badge(self, surface, seat: int, centre, d: int) -> None:
        """A seat's miner/badge: a disc in its company colour with the seat's number."""
        company = self.t.view.players_view[seat].company

        def make():
            from client.krysis.cards import company_rgb

            n = d + 4
            surf = pygame.Surface((n, n), pygame.SRCALPHA)
            c = (n // 2, n // 2)
            pygame.draw.circle(surf, (20, 16, 12), c, d // 2 + 2)
            pygame.draw.circle(surf, company_rgb(company), c, d // 2)
            pygame.draw.circle(surf, (250, 246, 230), c, d // 2, max(1, d // 12))
            num = self.t.text.render(str(seat + 1), max(9, int(d * 0.62)), (20, 16, 12), True)
            surf.blit(num, num.get_rect(center=c))  # a figure, not a text label
            return surf

        pic = self.art._get(("badge", seat, company, d), make)
        surface.blit(pic, (centre[0] - pic.get_width() // 2, centre[1] - pic.get_height() // 2))

    # -- frame ---------------------------------------------------------------------------
    def parts(self, surface) -> None:
        t = self.t
        lay = t.layout
        board.draw(self, surface)
        if t.mode in ("aside", "choose"):
            panels.picker(self, surface)
        else:
            for seat in lay.opp:
                panels.opponent(self, surface, seat)
            panels.camp(self, surface)
            panels.team(self, surface)
            panels.side(self, surface)
        self.bar(surface)
        panels.screen(self, surface)
        panels.hand(self, surface)
        self.page_arrows(surface)
        panels.decks(self, surface)

    def panel_specs(self) -> tuple:
        """Every panel of the frame: (rect, border, alpha); the rims mark who acts now."""
        t = self.t
        v, lay = t.view, t.layout
        out = [
            (lay.head, None, 120),
            (lay.board, None, 150),
            (lay.info, None, 120),
            (lay.bar, None, 90),
            (lay.screen, (120, 96, 60), 120),
            (lay.decks, HILITE if t.mode == "draw" else None, 120),
        ]
        if t.mode in ("aside", "choose"):
            out.append((lay.picker, None, 150))
        else:
            for seat, box in lay.opp.items():
                hot = v.active == seat or seat in v.to_act
                out.append((box, HILITE if hot else None, 120))
            out += [
                (lay.camp, HILITE if v.active == t.bottom_seat() else None, 120),
                (lay.team, None, 120),
                (lay.side, None, 120),
            ]
        return tuple((tuple(r), b, a) for r, b, a in out)

    def page_arrows(self, surface) -> None:
        """A paged hand's arrows: two buttons at the right of its title row (lit under the pointer)."""
        table_art.page_arrows(surface, self.t.page_arrows(), self.t.mouse)

    def backdrop_key(self) -> tuple:
        return (self.t.view.round, self.t.view.phase)

    def backdrop_extra(self, surf: pygame.Surface) -> None:
        lay = self.t.layout
        surf.blit(board.chambers(self), lay.board.move(-lay.rect.x, -lay.rect.y).topleft)

    def button_icon(self, icon, size: int, primary: bool) -> pygame.Surface:
        if icon[0] == "crystal":
            return crystals.crystal(icon[1], size)
        if icon[0] == "relic":
            return crystals.relic_back(size)
        return super().button_icon(icon, size, primary)

    def choices(self, surface) -> None:
        """While nothing is held: a thin rim around what may be chosen now (the free
        chambers, the decks to draw from, the relics to keep or take)."""
        t = self.t
        rects = []
        if t.mode == "chamber":
            rects = [t.cell_rect(t.view.round, a.chamber) for a in t.legal if hasattr(a, "chamber")]
        elif t.mode == "draw":
            decks = t.deck_rects()
            rects = [decks[a.deck] for a in t.legal if hasattr(a, "deck")]
        elif t.mode == "keep":
            rects = list(t.drawn_rects().values())
        elif t.mode == "spy_take":
            rects = list(t.spied_rects().values())
        self.rims(surface, rects)

    def drag_item(self, surface, kind: str, what, r: pygame.Rect) -> None:
        t = self.t
        if kind in ("home", "good"):
            surface.blit(crystals.crystal(what, r.h), r.topleft)
        elif kind == "miner":
            self.badge(surface, t.viewer, r.center, r.w)
        elif kind == "card":
            self.agent(surface, what, r, "dragged", t.viewer)
        elif kind == "relic":
            self.relic(surface, what, r, "dragged", t.viewer)
        elif kind == "team":
            surface.blit(self.t.painter.back("agent", r.w, t.me().company), r.topleft)
        elif kind == "cargo":
            pygame.draw.rect(surface, (60, 46, 30), r.inflate(-r.w // 2, -r.h // 2), border_radius=8)
            x = r.x + r.w // 4 + 4
            for c, k in zip(("red", "blue", "white"), t.view.cargo):
                for _ in range(min(k, 3)):
                    surface.blit(crystals.crystal(c, r.h // 4), (x, r.centery - r.h // 8))
                    x += r.h // 5

    def pile_overlay(self, seat: int, size) -> pygame.Surface:
        from client.krysis.zoom import pile_overlay

        return pile_overlay(self.t, seat, size)

    def card_overlay(self, kind, what, size) -> pygame.Surface:
        from client.krysis.zoom import card_overlay

        return card_overlay(self.t, kind, what, size)
