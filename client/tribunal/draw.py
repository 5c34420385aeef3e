"""Drawing the Grand Tribunal table: one frame from the table's view and layout.

The board is in ``board.py``, the Sanctums, the store and the hand in ``sanctum.py``, the
Tribunal's scene, the points sheet and the discard piles in ``court.py``; this module
composes the frame, the bar of buttons, the lit targets, the dragged item, the flights and
the card zoom.
"""

from __future__ import annotations

import pygame

from client.drag import draw_lit_targets
from client.table_art import CREAM, HILITE, MUTED, zoom_frame, zoom_text
from client.table_drawer import TableDrawer as BaseDrawer
from client.tribunal import board, data, sanctum
from client.tribunal.cards import vis_dot
from client.tribunal.prompts import prompt as said

INK = (20, 16, 12)
MAX_BAR_ROWS = 3


class TableDrawer(BaseDrawer):
    """The frame of the Grand Tribunal table (labels and the rest of the shared half are
    client.table_drawer's; the bar, the targets and the zoom are this game's own)."""

    ink: list | None = None  # while an overlay draws: where its words and cards go

    def label(self, surface, text, size, pos, colour=CREAM, bold=False, width=0, anchor="topleft") -> pygame.Rect:
        r = super().label(surface, text, size, pos, colour, bold, width, anchor)
        if self.ink is not None:
            self.ink.append(pygame.Rect(r))
        return r

    def tile(
        self,
        surface,
        card,
        kind,
        rect: pygame.Rect,
        zone: str = "board",
        seat=None,
        card_view=None,
        lines: int = 2,
        installed_on=None,
        dim: bool = False,
        hot: bool = False,
        mark_w: int = 0,
    ) -> None:
        """A card's tile at ``rect``: its face where ``card`` is known, else its back; a face
        drawn is recorded (privacy tests) and zoomable."""
        t = self.t
        if kind is None:
            kind = data.kind_of(card)
        vis = card_view.vis if card_view is not None else 0
        active = card_view.active if card_view is not None else False
        up = card_view.face_up if card_view is not None else True
        inst = card_view.installed_categories if card_view is not None and kind == "item" else ()
        surf = t.painter.tile(card, kind, rect.size, vis, active, up, inst, lines, hot, mark_w)
        if dim:
            surf = surf.copy()
            surf.set_alpha(130)
        surface.blit(surf, rect.topleft)
        if self.ink is not None:
            self.ink.append(pygame.Rect(rect))
        if card is not None:
            t.hits.append((pygame.Rect(rect), card))
            t.ui.record_card(card, zone, seat)

    def label_whole(self, surface, texts, size, pos, colour=CREAM, bold=False, width=0, anchor="topleft"):
        """``label`` with the first of ``texts`` (longest first) that reads whole in ``width``
        at the least size ``render`` sets it at; none where none does (another place shows
        it: the counts on the decks, the rulebook's words in the zoom), never cut."""
        floor = self.t.ui.text_floor()
        font = self.t.text.font(max(floor, int(max(int(size), floor) * 0.7)), bold)
        text = next((x for x in texts if font.size(x)[0] <= width), None)
        return None if text is None else self.label(surface, text, size, pos, colour, bold, width, anchor)

    # -- the bar -------------------------------------------------------------------------
    def button_surface(self, b, h: int, hot: bool) -> pygame.Surface:
        lay = self.t.layout
        key = ("btn", b.name, b.label, h, hot and b.enabled, b.primary, b.enabled)

        def make():
            size = max(11, lay.line - 4)
            txt = self.t.text.render(b.label, size, INK if b.primary else CREAM if b.enabled else MUTED, bold=True)
            w = txt.get_width() + 2 * max(6, lay.m)
            surf = pygame.Surface((w, h), pygame.SRCALPHA)
            fill = HILITE if b.primary else (70, 56, 40) if b.enabled else (48, 40, 32)
            if hot and b.enabled:
                fill = tuple(min(255, c + 30) for c in fill)
            pygame.draw.rect(surf, fill, surf.get_rect(), border_radius=h // 3)
            edge = (120, 80, 10) if b.primary else (250, 230, 160) if b.enabled else (110, 96, 80)
            pygame.draw.rect(surf, edge, surf.get_rect(), 2, border_radius=h // 3)
            surf.blit(txt, ((w - txt.get_width()) // 2, (h - txt.get_height()) // 2))
            return surf

        return self.art._get(key, make)

    def layout_bar(self, btns):
        """Rects for the bar's buttons, right-aligned, in as many rows as the bar holds:
        filled from the bottom right, the last buttons (end the turn, the points sheet)
        there, the top row left with room for the prompt. No button is left out: where the
        rows cannot hold them whole (past ``MAX_BAR_ROWS``), they are narrowed together."""
        lay = self.t.layout
        bar = lay.bar
        h = max(lay.line + 4, lay.bar_row - 8)
        gap = max(4, lay.m // 2)
        widths = [min(self.button_surface(b, h, False).get_width(), bar.w - 8) for b in btns]
        rows = wrap_rows(widths, bar.w - 8, gap)
        k = 1.0
        while len(rows) > lay.bar_rows and k > 0.3:  # narrower buttons, until the rows hold them
            k -= 0.05
            rows = wrap_rows([int(w * k) for w in widths], bar.w - 8, gap)
        widths = [int(w * k) for w in widths]
        out = []
        top = bar.y + (lay.bar_row - h) // 2 + (lay.bar_rows - len(rows)) * lay.bar_row
        for n, row in enumerate(rows):
            x = bar.right - 4 - sum(widths[i] for i in row) - gap * (len(row) - 1)
            for i in row:
                out.append((btns[i], pygame.Rect(x, top + n * lay.bar_row, widths[i], h)))
                x += widths[i] + gap
        return out

    def bar_rows_needed(self, btns) -> int:
        """How many rows the bar needs to hold ``btns`` whole (at most ``MAX_BAR_ROWS``)."""
        lay = self.t.layout
        h = max(lay.line + 4, lay.bar_row - 8)
        widths = [min(self.button_surface(b, h, False).get_width(), lay.bar.w - 8) for b in btns]
        return min(MAX_BAR_ROWS, len(wrap_rows(widths, lay.bar.w - 8, max(4, lay.m // 2))))

    def bar(self, surface) -> None:
        t = self.t
        for b, r in t.bar:
            surf = self.button_surface(b, r.h, r.collidepoint(t.mouse))
            if surf.get_width() != r.w:
                surf = pygame.transform.smoothscale(surf, r.size)
            surface.blit(surf, r.topleft)
        prompt = said(t) if t.legal else ""
        if prompt and t.bar:  # beside the top row's buttons, whole: the prompt, else its first clause
            size = t.layout.line - 5
            first = t.bar[0][1]
            room = first.x - 8 - t.layout.bar.x - 8
            font = t.text.font(max(9, size, t.ui.text_floor()), True)
            short = said(t, short=True)
            forms = (prompt, first_clause(prompt), short, first_clause(short))
            text = next((x for x in forms if font.size(x)[0] <= room), None)
            if text is not None:  # else the prompt panel beside the table says it alone
                pos = (t.layout.bar.x + 6, first.centery)
                self.label(surface, text, size, pos, HILITE, True, room, "midleft")

    # -- frame ---------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        t = self.t
        t.hits = []
        if t.view is None or t.layout is None:
            return
        lay = t.layout
        # a spectator (the replay's "público", a game of AI seats) sees the bottom seat's
        # Sanctum as it sees the others': in the viewer's own area, public faces only
        if t.viewer is None:
            lay.opp.setdefault(lay.bottom, lay.own)
        elif lay.opp.get(lay.bottom) is lay.own:
            del lay.opp[lay.bottom]
        surface.blit(self.art.background(lay.rect.size), lay.rect.topleft)
        for r, border in self.panels():
            surface.blit(self.art.panel(r.size, border, 120, max(5, lay.m)), r.topleft)
        board.draw(self, surface)
        for seat in lay.opp:
            sanctum.opponent(self, surface, seat)
        sanctum.own(self, surface)
        sanctum.store(self, surface)
        self.bar(surface)
        self.targets(surface)
        t.draw_flights(surface)
        self.dragged(surface)
        if t.zoom is not None:
            self.overlay(surface)

    def panels(self):
        t = self.t
        v, lay = t.view, t.layout
        out = [(lay.votes, None), (lay.sources, None), (lay.decks, None), (lay.bar, None)]
        for seat, box in lay.opp.items():
            out.append((box, HILITE if seat in v.to_act or v.active == seat else None))
        if t.viewer is not None:
            mine = t.viewer in v.to_act
            out += [(lay.own, HILITE if mine else None), (lay.store, None), (lay.hand_area, None)]
        return out

    def targets(self, surface) -> None:
        if not draw_lit_targets(surface, self.t):
            self.choices(surface)
        self.picked(surface)

    def choices(self, surface) -> None:
        """Outside the main step, while nothing is held: a thin rim around what may be picked
        up now (the decks to draw from, the Concilium's votes, the vis store, the cards to
        discard...)."""
        t = self.t
        if t.mode in ("", "main") or t.selected is not None or t.drag.item is not None:
            return
        from client.tribunal.prompts import uses

        for item, r in t.sources():
            if uses(t, item):
                pygame.draw.rect(surface, HILITE, r.inflate(4, 4), 2, border_radius=6)

    def picked(self, surface) -> None:
        """The source picked by a first click: a rim around it."""
        t = self.t
        if t.selected is None:
            return
        for item, r in t.sources():
            if item == t.selected:
                pygame.draw.rect(surface, HILITE, r.inflate(4, 4), 2, border_radius=6)

    def dragged(self, surface) -> None:
        t = self.t
        item = t.drag.item
        if item is None or not t.drag.dragging:
            return
        r = t.drag.rect()
        kind = item[0]
        if kind in ("vis", "regio", "opp"):
            vis_dot(surface, r.center, min(r.w, r.h) // 2)
        elif kind in ("vote", "voted"):
            board.vote_token(surface, pygame.Rect(r.x, r.y, r.h, r.h))
        elif kind in ("hand", "row", "own"):
            self.tile(surface, item[1], None, r, zone="dragged", seat=t.viewer)
        elif kind == "inst":
            self.tile(surface, item[2], "spell", r, zone="dragged", seat=t.viewer, lines=1)
        elif kind == "deck":
            self.tile(surface, None, {"items": "item", "spells": "spell"}.get(item[1], "resource"), r)
        else:
            pygame.draw.rect(surface, HILITE, r, 2, border_radius=6)

    def overlay(self, surface) -> None:
        """The overlay open over the table; where its words and cards lie is kept in the
        table's ``overlay_ink`` (a lesson's box keeps off them: ``overlay_rects``)."""
        t = self.t
        self.ink = []
        try:
            self._overlay(surface, t.zoom[0])
        finally:
            t.overlay_ink, self.ink = (t.zoom[0], self.ink), None

    def _overlay(self, surface, kind: str) -> None:
        t = self.t
        if kind == "card":
            self.card_zoom(surface, t.zoom[1])
            return
        from client.tribunal import court

        if kind == "pile":
            court.pile(self, surface, t.zoom[1])
        elif kind == "sheet":
            court.sheet(self, surface)
        elif kind == "court":
            court.scene(self, surface)
        elif kind == "sanctum":
            sanctum.laid_out(self, surface, t.zoom[1])

    def card_zoom(self, surface, card: str) -> None:
        t = self.t
        ui, lay = t.ui, t.layout
        w, h = lay.rect.size
        face = t.painter.face(card, int(min(h * 0.7 / 1.4, w * 0.36, 360)))
        surf, box, frame, s = zoom_frame((w, h), t.painter, face, 460)
        lines = [(data.name(ui, card), int(24 * s), CREAM, True, True)]
        for text in data.facts(ui, card):
            lines.append((text, int(17 * s), CREAM, False, False))
        award = next((c.award for pv in t.view.players_view for c in pv.awarded if c.id == card and c.award), None)
        if award:  # an awarded Item: when, and how it scores from then on (ruling T-1)
            from client.tribunal.court import tribunal_name

            when, place = tribunal_name(ui, award[0]), ui.t("tribunal.court.nth", n=award[1])
            lines.append((ui.t("tribunal.card.awarded", tribunal=when, place=place), int(17 * s), HILITE, True, False))
        zoom_text(surf, t.text, lines, box, frame, int(8 * s), ui.t("tribunal.zoom_close"), int(15 * s))
        surface.blit(surf, lay.rect.topleft)
        if self.ink is not None:
            self.ink.append(pygame.Rect(frame).move(lay.rect.topleft))
        t.ui.record_card(card, "zoom", t.viewer)


def wrap_rows(widths: list[int], room: int, gap: int) -> list[list[int]]:
    """The indices of buttons ``widths`` wide in rows no wider than ``room``, in order,
    filled from the last: the bottom row is full, the top one keeps what is left."""
    rows: list[list[int]] = []
    row: list[int] = []
    used = 0
    for i in range(len(widths) - 1, -1, -1):
        w = widths[i]
        if row and used + gap + w > room:
            rows.append(row)
            row, used = [], 0
        row.insert(0, i)
        used += w if len(row) == 1 else gap + w
    if row:
        rows.append(row)
    return rows[::-1]


def first_clause(text: str) -> str:
    """A prompt's first clause: up to its colon ("Avanzar" of "Avanzar: pon vis..."), or its
    question whole ("¿Tiras también en la fuente impugnada?" of "... Pagas 2 vis a Ana"), so
    that a bar with little room beside its buttons still asks what the buttons answer."""
    colon, ask = text.find(":"), text.find("?")
    if ask >= 0 and (colon < 0 or ask < colon):
        return text[: ask + 1]
    return text[:colon] if colon >= 0 else text
