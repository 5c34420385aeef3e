"""Procedural Virrey cards, drawn from their data (no image files).

A card is portrait (RATIO). Its four colour sections are the upper-left
quarter-disc, the upper-right quarter-disc and the two quarters of the bottom
half-disc (bottom-left, bottom-right), all of radius ``R * w``: in a pyramid the
card above rests on two cards and the four sections form a full circle (ruling
V-20). Every section carries its colour's shape too.
A character shows its number, name and four level rows (level 4 on top, level
1 at the bottom, as printed): the row's cost gems, then its reward icons. A law
shows its name, its timing and its text. Faces are cached per (card, width, lang).
"""

from __future__ import annotations

import pygame

from client.cache import SurfaceCache
from client.table_art import card_shadow
from client.text import Text, fast
from client.ui import measuring, shown_at
from client.virrey import icons
from client.virrey.icons import GEM_RGB, INK
from rules.virrey.cards import card_set
from rules.virrey.tokens import COLOURS

RATIO = 1.4
R = 0.27  # section radius, in card widths
MIN_NATIVE = 132  # narrower cards are drawn at this width and smoothscaled
PAPER = (246, 238, 218)
LAW_PAPER = (232, 228, 240)
BACK_CHAR = (96, 40, 30)
BACK_LAW = (44, 52, 96)
ROMAN = ("I", "II", "III", "IV", "V")


def card_size(width: int) -> tuple[int, int]:
    return int(width), int(round(width * RATIO))


def section_centre(sec: int, w: int, h: int) -> tuple[float, float]:
    """The centre of the disc a section is cut from (both bottom quarters share one)."""
    return ((0, 0), (w, 0), (w / 2, h), (w / 2, h))[sec]


def section_clip(sec: int, x: int, y: int, w: int, h: int) -> pygame.Rect:
    """The part of the card at (x, y, w, h) a section is drawn in: the card, or for a bottom
    quarter its half (left of the centre line for 2, right of it for 3)."""
    if sec == 2:
        return pygame.Rect(x, y, w // 2, h)
    if sec == 3:
        return pygame.Rect(x + w // 2, y, w - w // 2, h)
    return pygame.Rect(x, y, w, h)


def section_at(rect: pygame.Rect, pos) -> int | None:
    """Which section (0 left, 1 right, 2 bottom-left, 3 bottom-right) of a card drawn at
    ``rect`` is under ``pos``."""
    r = R * rect.w
    for sec in range(4):
        cx, cy = section_centre(sec, rect.w, rect.h)
        dx, dy = pos[0] - rect.x - cx, pos[1] - rect.y - cy
        if dx * dx + dy * dy <= r * r and section_clip(sec, *rect).collidepoint(pos):
            return sec
    return None


def outline_section(surf: pygame.Surface, sec: int, rect: pygame.Rect, colour, width: int, radius: float = R) -> None:
    """A ring around one section of the card at ``rect`` (a highlight), cut like the section."""
    cx, cy = section_centre(sec, rect.w, rect.h)
    old = surf.get_clip()
    area = section_clip(sec, *rect)
    surf.set_clip(area.clip(old) if old else area)
    pygame.draw.circle(surf, colour, (rect.x + cx, rect.y + cy), int(radius * rect.w), width)
    if sec >= 2:
        pygame.draw.line(
            surf, colour, (rect.centerx, rect.bottom - int(radius * rect.w)), (rect.centerx, rect.bottom), width
        )
    surf.set_clip(old)


def draw_section(surf: pygame.Surface, sec: int, colour: str, origin=(0, 0), size=None, painted: bool = False) -> None:
    """Paint one section (clipped to the card at ``origin`` of ``size``) in ``colour`` with its shape."""
    w, h = size or surf.get_size()
    ox, oy = origin
    r = R * w
    cx, cy = section_centre(sec, w, h)
    old = surf.get_clip()
    area = section_clip(sec, ox, oy, w, h)
    surf.set_clip(area.clip(old) if old else area)
    line = (255, 255, 255) if painted else INK
    lw = max(1, int(w / 45)) + (1 if painted else 0)
    pygame.draw.circle(surf, GEM_RGB[colour], (ox + cx, oy + cy), r)
    pygame.draw.circle(surf, line, (ox + cx, oy + cy), r, lw)
    if sec >= 2:  # the line between the two bottom quarters
        pygame.draw.line(surf, line, (ox + cx, oy + cy - r), (ox + cx, oy + cy), lw)
    surf.set_clip(old)
    ms = max(6, int(r * 0.5))
    mx = {0: cx + r * 0.42, 1: cx - r * 0.42, 2: cx - r * 0.45, 3: cx + r * 0.45}[sec]
    my = {0: cy + r * 0.42, 1: cy + r * 0.42, 2: cy - r * 0.45, 3: cy - r * 0.45}[sec]
    surf.blit(
        icons.shape_mark(colour, ms, (255, 255, 255) if not painted else (30, 20, 10)),
        (ox + mx - ms / 2, oy + my - ms / 2),
    )


def _round_corners(surf: pygame.Surface, radius: int) -> None:
    """Make everything outside the card's rounded outline transparent."""
    mask = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
    surf.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)


class CardPainter:
    """Renders and caches card faces, backs, reward and cost strips."""

    def __init__(self, ui, text: Text | None = None):
        self.ui = ui
        self.text = text or Text(ui)
        self.cards = card_set()
        self._cache = SurfaceCache()  # bounded: flying cards ask for a new width each frame
        self.shown_w = MIN_NATIVE  # the width the card being painted is shown at

    # -- public -----------------------------------------------------------
    def is_law(self, card: str) -> bool:
        return card in self.cards.laws

    def name(self, card: str) -> str:
        data = self.cards.all.get(card)
        return self.ui.localized(data.name) if data else str(card)

    def face(self, card: str, width: int) -> pygame.Surface:
        return self._cached(("face", card), width)

    def back(self, width: int, law: bool = False) -> pygame.Surface:
        return self._cached(("back", law), width)

    def _cached(self, key, width: int) -> pygame.Surface:
        width = max(8, int(width))
        full = key + (width, self.ui.lang)
        surf = None if measuring() else self._cache.get(full)
        if surf is None:
            native = max(width, MIN_NATIVE)
            # a face painted for a width within 4 px of this one serves it too (what text it
            # shows, and how large, depends on the width it is shown at: see Text.render)
            nat_key = key + (native, self.ui.lang, width // 4)
            base = None if measuring() else self._cache.get(nat_key)  # measuring: paint anew, noted
            if base is None:
                base = pygame.Surface(card_size(native), pygame.SRCALPHA)
                self.shown_w = width
                with shown_at(width / native):
                    if key[0] == "face":
                        self._face(base, key[1])
                    else:
                        self._back(base, key[1])
                base = self._cache[nat_key] = fast(base)
            surf = base if native == width else fast(pygame.transform.smoothscale(base, card_size(width)))
            self._cache[full] = surf
        return surf

    def shadow(self, width: int, height: int) -> pygame.Surface:
        return card_shadow(width, height)

    def blit(self, surface, surf, pos, shadow=True) -> None:
        if shadow:
            w, h = surf.get_size()
            surface.blit(self.shadow(w, h), (pos[0] - 1, pos[1] + 1))
        surface.blit(surf, pos)

    # -- strips ---------------------------------------------------------------
    def reward_strip(self, items, h: int, ink=INK) -> pygame.Surface:
        """Reward icons of one row ((kind, value) pairs) in a strip ``h`` high."""
        key = ("reward", tuple(items), int(h), tuple(ink))
        surf = self._cache.get(key)
        if surf is None:
            parts = []
            for kind, value in items:
                parts.append(self._reward_icon(kind, value, int(h), ink))
            wsum = sum(p.get_width() for p in parts) + max(1, h // 5) * max(0, len(parts) - 1)
            surf = pygame.Surface((max(1, wsum), int(h)), pygame.SRCALPHA)
            x = 0
            for p in parts:
                surf.blit(p, (x, (h - p.get_height()) // 2))
                x += p.get_width() + max(1, h // 5)
            surf = self._cache[key] = fast(surf)
        return surf

    def _reward_icon(self, kind: str, value, h: int, ink) -> pygame.Surface:
        t = self.text
        small = max(7, int(h * 0.62))
        if kind == "power":
            icon = icons.token("power", h).copy()
            num = t.render(str(value), max(7, int(h * 0.56)), (60, 30, 0), bold=True)
            icon.blit(num, num.get_rect(center=(h / 2, h / 2)))
            return icon
        if kind in ("magic_bonus", "circle_bonus"):
            extra = value[0] if kind == "circle_bonus" else None
            v = value[1] if kind == "circle_bonus" else value
            icon = icons.token(kind, h, extra).copy()
            num = t.render(f"+{v}", max(7, int(h * 0.46)), INK, bold=True)
            icon.blit(num, num.get_rect(center=(h / 2, h / 2)))
            return icon
        if kind == "infinite":
            return icons.token("infinite", h, COLOURS[value] if isinstance(value, int) else value)
        base = icons.any_gem(h) if kind == "gems" else icons.token(kind, h)
        if kind != "gems" and value == 1:
            return base
        num = t.render(str(value), small, ink, bold=True)
        surf = pygame.Surface((num.get_width() + 1 + h, h), pygame.SRCALPHA)
        surf.blit(num, (0, (h - num.get_height()) // 2))
        surf.blit(base, (num.get_width() + 1, 0))
        return surf

    def cost_strip(self, cost, h: int) -> pygame.Surface:
        """Gems of a cost (4 counts by colour, or a list of colour indices) in a strip."""
        if len(cost) == 4 and all(isinstance(c, int) for c in cost) and not isinstance(cost, list):
            seq = [c for c in range(4) for _ in range(cost[c])]
        else:
            seq = list(cost)
        key = ("cost", tuple(seq), int(h))
        surf = self._cache.get(key)
        if surf is None:
            step = int(h * 0.82)
            surf = pygame.Surface((max(1, step * (len(seq) - 1) + h) if seq else 1, int(h)), pygame.SRCALPHA)
            for i, c in enumerate(seq):
                surf.blit(icons.gem(c, h), (i * step, 0))
            surf = self._cache[key] = fast(surf)
        return surf

    # -- faces ----------------------------------------------------------------
    def _frame(self, surf, fill) -> None:
        w, h = surf.get_size()
        r = max(3, w // 18)
        pygame.draw.rect(surf, fill, surf.get_rect(), border_radius=r)
        data_sections = None
        return data_sections

    def _face(self, surf: pygame.Surface, card: str) -> None:
        data = self.cards.all[card]
        law = card in self.cards.laws
        w, h = surf.get_size()
        self._frame(surf, LAW_PAPER if law else PAPER)
        for sec in range(4):
            draw_section(surf, sec, COLOURS[data.sections[sec]])
        _round_corners(surf, max(3, w // 18))  # the corner sections stay inside the rounded frame
        pygame.draw.rect(surf, (70, 52, 34), surf.get_rect(), max(1, w // 60), border_radius=max(3, w // 18))
        t, ui = self.text, self.ui
        r = int(R * w)
        top_w = w - 2 * r - 4
        if law:
            tag = t.render(  # whole or left out (a tiny card: its paper and the zoom say it)
                ui.t("virrey.law_tag"), max(8, int(w * 0.1)), (60, 60, 120), bold=True, width=top_w, keep=False
            )
            surf.blit(tag, (w // 2 - tag.get_width() // 2, int(w * 0.05)))
        else:
            num = t.render(str(data.number), max(9, int(w * 0.17)), (110, 30, 20), bold=True, serif=True, keep=True)
            surf.blit(num, (w // 2 - num.get_width() // 2, int(w * 0.02)))
        # Name, under the number, full width below the quarter discs.
        # (two lines at the text floor, where that takes no more than 30 % of the width)
        # (the sans's two lines as well as the serif's, up to 38 % of the width: on a card shown
        # smaller than painted, at 150 %, "Domadora / de Grifos" took 36 % and was cut)
        # (a law, with no rows of levels under its name, up to three lines in 80 % of the width:
        # at 1024x640 150 % "Joyas de la Corona" was left out of a hand card with room for it)
        floor = t.ui.text_floor()
        most = 3 if law else 2
        lines_h = most * max(t.font(floor, True, True).get_linesize(), t.font(floor).get_linesize())
        box = pygame.Rect(
            int(w * 0.05), r + 1, w - int(w * 0.1), max(int(w * 0.2), min(lines_h, int(w * (0.8 if law else 0.38))))
        )
        # whole words in the serif, else in the narrower sans, else a word split at a syllable
        # ("Merca- / do Franco" where the sans holds "Mercado / Franco"), else left out (the zoom)
        name = ui.localized(data.name)
        for hyphens, bold in ((False, True), (False, False), (True, True), (True, False)):
            size, lines = t.fit_whole(
                name,
                box.w,
                most,
                int(w * 0.105),
                max(7, int(w * 0.07)),
                bold=bold,
                serif=bold,
                height=box.h,
                hyphens=hyphens,
            )
            if lines:
                break
        lh = t.font(size, bold, bold).get_linesize()
        top = box.y + max(0, (box.h - lh * len(lines)) // 2)
        t.block(surf, lines, size, pygame.Rect(box.x, top, box.w, box.h), INK, bold=bold, serif=bold)
        area = pygame.Rect(int(w * 0.05), box.bottom + 2, w - int(w * 0.1), h - r - box.bottom - 6)
        if law:
            self._law_body(surf, data, area)
        else:
            self._rows(surf, data, area)

    def _rows(self, surf, ch, area: pygame.Rect) -> None:
        t = self.text
        w = surf.get_width()
        rh = area.h / 4
        ih = max(6, int(rh * 0.74))
        for i in range(4):
            level = 4 - i
            y = int(area.y + i * rh)
            row = pygame.Rect(area.x, y, area.w, int(rh) - 1)
            pygame.draw.rect(surf, (236, 226, 200) if i % 2 else (228, 216, 186), row, border_radius=3)
            lab = t.render(ROMAN[level - 1], max(7, int(rh * 0.5)), (120, 90, 60), bold=True, serif=True)
            surf.blit(lab, (row.x + 2, row.centery - lab.get_height() // 2))
            lv = ch.levels[level - 1]
            cx = row.x + max(lab.get_width() + 4, int(w * 0.12))
            cost = self.cost_strip(list(lv.cost), ih)
            surf.blit(cost, (cx, row.centery - ih // 2))
            sx = cx + int(ih * 1.7)
            colon = t.render(":", max(7, int(rh * 0.6)), INK, bold=True)
            surf.blit(colon, (sx, row.centery - colon.get_height() // 2))
            rx = sx + colon.get_width() + 2
            rew = self.reward_strip(lv.reward, ih)
            room = row.right - rx - 2
            if rew.get_width() > room:
                rew = pygame.transform.smoothscale(rew, (room, max(4, int(ih * room / rew.get_width()))))
            surf.blit(rew, (rx, row.centery - rew.get_height() // 2))

    def _law_body(self, surf, law, area: pygame.Rect) -> None:
        t, ui = self.text, self.ui
        timing = ui.t(f"virrey.timing.{law.timing}")
        # the timing whole, on two lines where one does not hold it ("Final de / partida"), or
        # left out on a card too small for it (the zoom shows it)
        tsize, tlines = t.fit(timing, area.w - 8, 2, max(7, int(area.w * 0.08)), 7, bold=True, keep=False)
        if not tlines:
            return
        tags = [t.render(x, tsize, (250, 250, 255), bold=True, keep=True) for x in tlines]
        pill = pygame.Rect(0, 0, max(x.get_width() for x in tags) + 10, sum(x.get_height() for x in tags) + 2)
        pill.midtop = (area.centerx, area.y)
        pygame.draw.rect(surf, (70, 70, 130), pill, border_radius=min(pill.h, pill.w) // 2)
        y = pill.y + 1
        for tag in tags:
            surf.blit(tag, (pill.centerx - tag.get_width() // 2, y))
            y += tag.get_height()
        box = pygame.Rect(area.x, pill.bottom + 3, area.w, area.bottom - pill.bottom - 3)
        # the text whole, or left out where the card is too small for it (the zoom shows it)
        size, lines = t.fit_whole(ui.localized(law.text), box.w, 9, max(8, int(area.w * 0.085)), 7, height=box.h)
        t.block(surf, lines, size, box, (40, 36, 60))

    def _back(self, surf: pygame.Surface, law: bool) -> None:
        w, h = surf.get_size()
        fill = BACK_LAW if law else BACK_CHAR
        r = max(3, w // 18)
        pygame.draw.rect(surf, fill, surf.get_rect(), border_radius=r)
        inner = surf.get_rect().inflate(-w // 7, -w // 7)
        pygame.draw.rect(surf, icons.GOLD, inner, max(1, w // 40), border_radius=r)
        # The pyramid of power: five rows of small blocks.
        bw = inner.w / 6
        for lv in range(5):
            n = 5 - lv
            y = inner.bottom - (lv + 1) * bw * 1.1 - bw * 0.5
            x0 = inner.centerx - n * bw / 2
            for i in range(n):
                pygame.draw.rect(surf, icons.GOLD, (x0 + i * bw + 1, y, bw - 2, bw), border_radius=2)
        label = self.text.render("V", max(8, int(w * 0.22)), icons.GOLD, bold=True, serif=True)
        surf.blit(label, (w // 2 - label.get_width() // 2, inner.y + int(w * 0.06)))
        pygame.draw.rect(surf, (40, 30, 20), surf.get_rect(), max(1, w // 60), border_radius=r)
