"""What the results screen shows for an Ausonia seat besides its score breakdown (the
rulebook's one category, influence: "Gana el jugador con más puntos de influencia"):
where it sat in the turn order (the tie-break: "el jugador anterior en el orden de turno
de la ronda gana"), the cards it ended with (gem and favour cards, those it bought) and
its fountains, all public at the end.
"""

from __future__ import annotations

import pygame

from client.ausonia import cardinfo
from client.text import Text

SUMMARY_SHOWS_BREAKDOWN = False  # the results screen lists the influence itself
BG, EDGE = (32, 27, 22), (110, 88, 55)
INK, SUBTLE = (238, 230, 210), (190, 182, 160)
ROMAN = ("I", "II", "III", "IV")  # Inicio I-IV
_TEXTS: dict[int, Text] = {}


def _text(ui) -> Text:
    text = _TEXTS.get(id(ui))
    if text is None:
        _TEXTS.clear()
        text = _TEXTS[id(ui)] = Text(ui)
    return text


def paragraphs(ui, view, seat: int) -> list[tuple[str, tuple]]:
    """The summary's paragraphs in words, each with its colour."""
    t = ui.t
    pv = view.players_view[seat]
    owned = list(pv.owned)
    starters = [c for c in owned if cardinfo.card(c).deck == "starter"]
    bought = [c for c in owned if cardinfo.card(c).deck != "starter"]
    gem = sum(1 for c in owned if cardinfo.is_gem(c))
    out = [
        (t("ausonia.summary.order", n=pv.position + 1, starter=ROMAN[pv.starter - 1]), INK),
        (t("ausonia.summary.cards", n=len(owned), gems=gem, favour=len(owned) - gem, starter=len(starters)), INK),
    ]
    names = ", ".join(dict.fromkeys(cardinfo.name(ui, c) for c in bought)) or t("ausonia.log.none")
    out.append((t("ausonia.summary.bought", n=len(bought), names=names), SUBTLE))
    if pv.fountains:
        stars = ", ".join(cardinfo.name(ui, star) for star, _ in pv.fountains)
        out.append((t("ausonia.summary.fountains", n=len(pv.fountains), names=stars), SUBTLE))
    return out


def draw_seat_summary(ui, surface: pygame.Surface, rect: pygame.Rect, view, seat: int) -> None:
    """The paragraphs wrapped into ``rect``, as large as fit (never below the text floor)."""
    text = _text(ui)
    rect = pygame.Rect(rect)
    pygame.draw.rect(surface, BG, rect, border_radius=10)
    pygame.draw.rect(surface, EDGE, rect, 1, border_radius=10)
    pad = max(4, min(rect.h // 16, int(14 * ui.scale)))
    inner = rect.inflate(-2 * pad, -2 * pad)
    paras = paragraphs(ui, view, seat)
    big = rect.h >= 260 * ui.scale
    for size in range(int((22 if big else 17) * max(1.0, ui.scale)), ui.text_floor() - 1, -1):
        laid = [(text.fit(p, inner.w, 8, size, size)[1], c) for p, c in paras]
        height = sum(len(lines) for lines, _ in laid) * text.font(size).get_linesize() + 4 * len(laid)
        if height <= inner.h:
            break
    y = inner.y
    for lines, colour in laid:
        if y >= inner.bottom:
            break
        y = (
            text.block(surface, lines, size, pygame.Rect(inner.x, y, inner.w, inner.bottom - y), colour, align="left")
            + 4
        )
