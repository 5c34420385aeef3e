"""Cached pieces every table shares: felt and wood, panels, labels and tags.

Each piece is rendered once per change of what it shows (and per size) and
blitted every frame. Games subclass TableArt for their own pieces.
"""

from __future__ import annotations

import pygame

from client.text import fast, wrap

FELT = (28, 92, 58)
FELT_DARK = (16, 60, 38)
WOOD = (74, 46, 26)
CREAM = (244, 236, 214)
MUTED = (196, 210, 190)
HILITE = (255, 214, 92)
WIN = (255, 196, 60)
REFUSED = (214, 92, 70)  # the rim of "why not" boxes
ZOOM_GAP = 30  # between a zoom's card and its words
ZOOM_HINT_PAD = 10  # a zoom's "click to close" above its frame's foot


class TableArt:
    def __init__(self, ui, text):
        self.ui = ui
        self.text = text
        self._cache: dict[tuple, object] = {}

    def _get(self, key, make):
        out = self._cache.get(key)
        if out is None:
            if len(self._cache) > 600:
                self._cache.clear()
            out = make()
            if isinstance(out, pygame.Surface):
                out = out.convert() if key[0] == "bg" and pygame.display.get_surface() else fast(out)
            elif isinstance(out, tuple) and isinstance(out[0], pygame.Surface):
                out = (fast(out[0]),) + out[1:]
            self._cache[key] = out
        return out

    # -- surfaces ---------------------------------------------------------------
    def background(self, size) -> pygame.Surface:
        """Dark wood rim around green felt with a soft light in the middle."""

        def make():
            w, h = size
            surf = pygame.Surface((w, h))
            surf.fill(WOOD)
            for i in range(0, h, 6):
                shade = 8 if (i // 6) % 3 == 0 else 0
                pygame.draw.line(surf, (WOOD[0] + shade, WOOD[1] + shade // 2, WOOD[2]), (0, i), (w, i + 3))
            small = pygame.Surface((64, 40))
            for y in range(40):
                for x in range(64):
                    d = ((x - 32) / 32) ** 2 + ((y - 18) / 22) ** 2
                    k = max(0.0, min(1.0, 1 - d * 0.55))
                    small.set_at((x, y), tuple(int(FELT_DARK[c] + (FELT[c] - FELT_DARK[c]) * k) for c in range(3)))
            felt = pygame.Surface((w - 16, h - 16), pygame.SRCALPHA)
            felt.blit(pygame.transform.smoothscale(small, (w - 16, h - 16)), (0, 0))
            mask = pygame.Surface((w - 16, h - 16), pygame.SRCALPHA)
            pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=22)
            felt.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
            surf.blit(felt, (8, 8))
            return surf

        return self._get(("bg", tuple(size)), make)

    def panel(self, size, border=None, alpha=120, radius=12) -> pygame.Surface:
        def make():
            surf = pygame.Surface(size, pygame.SRCALPHA)
            pygame.draw.rect(surf, (0, 0, 0, alpha), surf.get_rect(), border_radius=radius)
            if border:
                pygame.draw.rect(surf, border, surf.get_rect(), 3, border_radius=radius)
            else:
                pygame.draw.rect(surf, (255, 255, 255, 40), surf.get_rect(), 1, border_radius=radius)
            return surf

        return self._get(("panel", tuple(size), border, alpha, radius), make)

    def label(self, text, size, colour=CREAM, bold=False, width=0) -> pygame.Surface:
        return self.text.render(text, size, colour, bold, width=width)

    def fitting(self, texts, size, bold=False, width=0) -> str:
        """The first of ``texts`` (longest first) whose one line fits ``width`` at ``size``
        (raised to the text floor); the last where none does: a label drops words before it
        is cut."""
        font = self.text.font(max(int(size), self.ui.text_floor()), bold)
        return next((x for x in texts if font.size(x)[0] <= width), texts[-1])

    def name_beside(self, name: str, size, room: int, marks_w: int, colour=CREAM) -> tuple[pygame.Surface, bool]:
        """A seat's name whole on a row ``room`` wide that its marks (tags) ``marks_w`` wide
        share: in bold beside them, else in the regular weight, else on the row alone (bold,
        then regular). Returns (the name, whether the marks must go elsewhere)."""
        floor = max(int(size), self.ui.text_floor())
        for bold, width in ((True, room - marks_w), (False, room - marks_w), (True, room), (False, room)):
            if self.text.font(floor, bold).size(name)[0] <= width:
                break
        return self.label(name, size, colour, bold, width=width), width == room and marks_w > 0

    def tag(self, text: str, size: int, fill, ink=(20, 16, 12)) -> pygame.Surface:
        """A small pill with text (leader, turn, chosen...)."""

        def make():
            txt = self.text.render(text, size, ink, bold=True)
            surf = pygame.Surface((txt.get_width() + size, txt.get_height() + 2), pygame.SRCALPHA)
            pygame.draw.rect(surf, fill, surf.get_rect(), border_radius=surf.get_height() // 2)
            surf.blit(txt, (size // 2, 1))
            return surf

        return self._get(("tag", text, size, tuple(fill), tuple(ink)), make)


_SHADOWS: dict[tuple[int, int], pygame.Surface] = {}


def card_shadow(width: int, height: int) -> pygame.Surface:
    """A soft shadow for a card of this size (cached), blitted just below the card."""
    surf = _SHADOWS.get((width, height))
    if surf is None:
        surf = pygame.Surface((width + 8, height + 8), pygame.SRCALPHA)
        for i, a in enumerate((18, 26, 36)):
            pygame.draw.rect(
                surf, (0, 0, 0, a), surf.get_rect().inflate(-2 * i - 2, -2 * i - 2), border_radius=max(4, width // 12)
            )
        surf = _SHADOWS[(width, height)] = fast(surf)
    return surf


def zoom_scale(h: int) -> float:
    """The zoom and pile overlays' scale for fonts on a window ``h`` pixels high."""
    return max(0.7, min(1.3, h / 900))


def zoom_frame(size, painter, face: pygame.Surface, text_max: int, text_h: int = 0):
    """The zoom overlay's frame: a dark veil, a gold-rimmed box with ``face`` on its left
    and, right of it, room for the description as tall as the card, or ``text_h``.

    Returns (overlay surface, the text box right of the card, the frame, a scale for fonts).
    """
    w, h = size
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    surf.fill((0, 0, 0, 200))
    cw = face.get_width()
    tall = max(face.get_height(), text_h)
    text_w = int(min(w - cw - 110, text_max))
    total = cw + ZOOM_GAP + text_w
    x0, y0 = (w - total) // 2, (h - tall) // 2
    frame = pygame.Rect(x0 - 24, y0 - 24, total + 48, tall + 48 + 30)
    pygame.draw.rect(surf, (30, 26, 22, 255), frame, border_radius=18)  # opaque: nothing shows through
    pygame.draw.rect(surf, (214, 166, 40), frame, 2, border_radius=18)
    painter.blit(surf, face, (x0, y0))
    box = pygame.Rect(x0 + cw + ZOOM_GAP, y0, text_w, tall)
    return surf, box, frame, zoom_scale(h)


def zoom_ink(text, face: pygame.Surface, box, frame, words_h: int, hint: str, hint_size: int) -> list:
    """Where a zoom laid out by :func:`zoom_frame` and drawn by :func:`zoom_text` puts its
    card, its words (``words_h`` tall) and its ``hint``, in the overlay's coordinates."""
    fw, fh = face.get_size()
    hw, hh = text.render(hint, hint_size, MUTED).get_size()
    return [
        pygame.Rect(box.x - fw - ZOOM_GAP, box.y, fw, fh),
        pygame.Rect(box.x, box.y, box.w, min(box.h, words_h)),
        pygame.Rect(frame.centerx - hw // 2, frame.bottom - hh - ZOOM_HINT_PAD, hw, hh),
    ]


def zoom_text(
    surf: pygame.Surface,
    text,
    lines: list,
    box: pygame.Rect,
    frame: pygame.Rect,
    gap: int,
    hint: str,
    hint_size: int,
    fitted: bool = False,
) -> pygame.Surface:
    """The zoom overlay's description: ``lines`` of (text, size, colour, bold, serif)
    wrapped into ``box`` ``gap`` apart (their sizes shrunk together to fit it, not below the
    text floor: :func:`fit_lines`; ``fitted``: already so), and the ``hint`` centred at the
    frame's foot."""
    y = box.y
    for content, size, colour, bold, serif in lines if fitted else fit_lines(text, lines, box, gap):
        got, wrapped = text.fit(content, box.w, 12, size, size, bold=bold, serif=serif)
        y = text.block(surf, wrapped, got, pygame.Rect(box.x, y, box.w, box.h), colour, bold, serif, align="left")
        y += gap
    shown = text.render(hint, hint_size, MUTED)
    surf.blit(shown, (frame.centerx - shown.get_width() // 2, frame.bottom - shown.get_height() - ZOOM_HINT_PAD))
    return surf


def fit_lines(text, lines: list, box: pygame.Rect, gap: int) -> list:
    """``lines`` of (text, size, colour, bold, serif) with their sizes shrunk together, a
    pixel at a time, until they wrap into ``box``; none below the UI's text floor (at 150 %
    on a small window the zoom's words were measured at 12 px and drawn at the floor's 17,
    each line over the next)."""
    floor = text.ui.text_floor()
    lines = [(x, max(int(size), floor), colour, bold, serif) for x, size, colour, bold, serif in lines]
    while lines_height(text, lines, box.w, gap) > box.h and any(size > floor for _, size, _, _, _ in lines):
        lines = [(x, max(floor, size - 1), colour, bold, serif) for x, size, colour, bold, serif in lines]
    return lines


def lines_height(text, lines: list, width: int, gap: int) -> int:
    """The height ``lines`` of (text, size, colour, bold, serif) take wrapped into ``width``,
    ``gap`` after each, at their sizes raised to the text floor (as they are drawn)."""
    floor = text.ui.text_floor()
    total = 0
    for x, size, _, bold, serif in lines:
        font = text.font(max(int(size), floor), bold, serif)
        total += len(wrap(font, x, width)) * font.get_linesize() + gap
    return total


def reason_tip(
    surface: pygame.Surface, font: pygame.font.Font, text: str, anchor: pygame.Rect, bounds: pygame.Rect
) -> pygame.Rect:
    """Why a card cannot be played, in a small red-rimmed box just above ``anchor`` (the
    dragged or hovered card), kept inside ``bounds``; returns the box."""
    label = font.render(text, True, CREAM, None, max(160, min(460, bounds.w - 60)))
    box = pygame.Rect(0, 0, label.get_width() + 24, label.get_height() + 14)
    box.midbottom = (anchor.centerx, anchor.top - 8)
    if box.top < bounds.top:
        box.top = anchor.bottom + 8
    box.clamp_ip(bounds)
    pygame.draw.rect(surface, (24, 18, 14), box, border_radius=9)
    pygame.draw.rect(surface, REFUSED, box, 2, border_radius=9)
    surface.blit(label, (box.x + 12, box.y + 7))
    return box


def card_row(area: pygame.Rect, n: int, size: tuple[int, int], gap: int) -> list[pygame.Rect]:
    """Rects of ``n`` cards of ``size`` centred in a row in ``area``, ``gap`` apart,
    overlapping only when they would not fit."""
    if n <= 0:
        return []
    w, h = size
    step = min(w + gap, (area.w - w) / max(1, n - 1)) if n > 1 else 0
    x0 = area.x + (area.w - (w + step * (n - 1))) / 2
    return [pygame.Rect(int(x0 + i * step), area.y, w, h) for i in range(n)]


def initials(name: str) -> str:
    """A seat name's short form where the name does not fit: each word's first letter, numbers
    whole ("Máquina 3" -> "M3")."""
    return "".join(w if w.isdigit() else w[0] for w in name.split()) or name


def pile_overlay(painter, title: str, hint: str, faces: list, size, frame_size=(0.9, 0.86), ratio: float = 1.4):
    """A pile laid out face up, first to last, in as many rows as give the largest cards:
    a dark veil, a gold-rimmed frame (``frame_size``: its share of the overlay), ``title`` at
    its top and ``hint`` at its foot. ``faces(width)``: each card's face at that width (a
    list of callables, one per card), painted ``width`` x ``width * ratio``."""
    w, h = size
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    surf.fill((0, 0, 0, 200))
    frame = pygame.Rect(0, 0, int(w * frame_size[0]), int(h * frame_size[1]))
    frame.center = (w // 2, h // 2)
    pygame.draw.rect(surf, (30, 26, 22, 255), frame, border_radius=18)
    pygame.draw.rect(surf, (214, 166, 40), frame, 2, border_radius=18)
    s = zoom_scale(h)
    head = painter.text.render(title, int(22 * s), CREAM, True, width=frame.w - 40)
    surf.blit(head, (frame.x + 20, frame.y + 14))
    shown = painter.text.render(hint, int(15 * s), MUTED)
    area = pygame.Rect(
        frame.x + 20,
        frame.y + 24 + head.get_height(),
        frame.w - 40,
        frame.h - 48 - head.get_height() - shown.get_height(),
    )
    n = max(1, len(faces))
    best = None
    for cols in range(1, n + 1):  # the column count that gives the largest cards
        rows = -(-n // cols)
        cw = min((area.w - (cols - 1) * 8) / cols, (area.h - (rows - 1) * 8) / rows / ratio)
        if best is None or cw > best[0]:
            best = (cw, cols)
    cw, cols = int(best[0]), best[1]
    for i, face in enumerate(faces):
        painter.blit(surf, face(cw), (area.x + (i % cols) * (cw + 8), area.y + (i // cols) * (int(cw * ratio) + 8)))
    surf.blit(shown, (frame.centerx - shown.get_width() // 2, frame.bottom - shown.get_height() - ZOOM_HINT_PAD))
    return surf


def page_arrows(surface: pygame.Surface, arrows: dict, mouse, radius: int = 0) -> None:
    """A list's page arrows (-1: back, +1: on), each a button with a triangle, lit under
    ``mouse`` (``radius``: the corners', else a quarter of the height)."""
    for step, r in arrows.items():
        hot = r.collidepoint(mouse)
        rad = radius or max(3, r.h // 4)
        pygame.draw.rect(surface, (60, 52, 36) if hot else (36, 46, 38), r, border_radius=rad)
        pygame.draw.rect(surface, HILITE if hot else CREAM, r, 2, border_radius=rad)
        dx, dy = r.h * 0.25 * step, r.h * 0.3
        pts = [(r.centerx + dx, r.centery), (r.centerx - dx, r.centery - dy), (r.centerx - dx, r.centery + dy)]
        pygame.draw.polygon(surface, HILITE if hot else CREAM, pts)
