"""What the results screen shows for a Grand Tribunal seat: its Items as each Tribunal
scored them (place or honourable mention, votes and points, from the points sheet), its
awarded Items, and its vis left. The three score categories (the points of each Tribunal)
are drawn by the results screen itself.
"""

from __future__ import annotations

import pygame

from client.text import Text, wrap
from client.tribunal import data

SUMMARY_SHOWS_BREAKDOWN = False
BG, EDGE = (32, 27, 22), (110, 88, 55)
INK, SUBTLE, GOLD = (238, 230, 210), (190, 182, 160), (236, 196, 96)
_TEXTS: dict[int, Text] = {}


def _text(ui) -> Text:
    text = _TEXTS.get(id(ui))
    if text is None or text.ui is not ui:
        text = _TEXTS[id(ui)] = Text(ui)
    return text


def paragraphs(ui, view, seat: int, short: bool = False) -> list[tuple[str, tuple]]:
    """The summary in words, as (text, colour) paragraphs: the best place of each Tribunal
    first, then the Items awarded at an earlier one and the other mentions (each counted),
    then the vis left. ``short``: the places without their votes, every mention counted
    together (for a box too small for the whole wording)."""
    from client.tribunal.court import awarded_at, lines_of, tribunal_name

    out = []
    for k in (1, 2, 3):
        mine = [ln for ln in lines_of(view, k) if ln.seat == seat]
        if not mine:
            continue
        parts = []
        for ln in mine:  # the places by name; the honourable mentions counted together
            if ln.place:
                place = ui.t("tribunal.court.nth", n=ln.place)
                parts.append(
                    ui.t(
                        "tribunal.summary.item_short" if short else "tribunal.summary.item",
                        item=data.name(ui, ln.item),
                        place=place,
                        votes=ui.t("tribunal.count.votes", n=ln.votes),
                        points=ui.t("tribunal.count.points", n=ln.points),
                    )
                )
        others = [ln for ln in mine if not ln.place]
        if short and others:
            points = ui.t("tribunal.count.points", n=sum(ln.points for ln in others))
            parts.append(ui.t("tribunal.summary.others_short", n=len(others), points=points))
            others = []
        again = [ln for ln in others if awarded_at(view, ln) is not None]
        if again:  # Items awarded at an earlier Tribunal: mentions that took no votes
            points = ui.t("tribunal.count.points", n=sum(ln.points for ln in again))
            parts.append(ui.t("tribunal.summary.awarded", n=len(again), points=points))
        mentions = [ln for ln in others if awarded_at(view, ln) is None]
        if mentions:
            points = ui.t("tribunal.count.points", n=sum(ln.points for ln in mentions))
            parts.append(ui.t("tribunal.summary.mentions", n=len(mentions), points=points))
        out.append((f"{tribunal_name(ui, k)}: " + "; ".join(parts), GOLD if any(ln.place for ln in mine) else INK))
    if not out:
        out.append((ui.t("tribunal.summary.nothing"), SUBTLE))
    pv = view.players_view[seat]
    awards = ui.t("tribunal.count.awards", n=len(pv.awarded))
    out.append((ui.t("tribunal.summary.vis", n=pv.vis, awards=awards), SUBTLE))
    return out


def draw_seat_summary(ui, surface: pygame.Surface, rect: pygame.Rect, view, seat: int) -> None:
    text = _text(ui)
    rect = pygame.Rect(rect)
    pygame.draw.rect(surface, BG, rect, border_radius=10)
    pygame.draw.rect(surface, EDGE, rect, 1, border_radius=10)
    pad = max(4, min(rect.h // 16, int(12 * ui.scale)))
    inner = rect.inflate(-2 * pad, -2 * pad)
    floor = ui.text_floor()
    sizes = range(max(floor, int(18 * ui.scale)), floor - 1, -1)
    # the whole wording, else the short one, each at the largest size that holds it whole;
    # where neither fits (a tiny box), the short one's last line shown says "…" (cut)
    for short in (False, True):
        paras = paragraphs(ui, view, seat, short)
        for size in sizes:
            font = text.font(size)
            lines = [(ln, c) for p, c in paras for ln in wrap(font, p, inner.w)]
            if len(lines) * font.get_linesize() <= inner.h:
                break
        else:
            continue
        break
    ls = font.get_linesize()
    room = max(1, inner.h // ls)
    if len(lines) > room:
        lines = lines[:room]
        lines[-1] = (lines[-1][0].rstrip(" ;·,") + " …", lines[-1][1])
    for i, (line, colour) in enumerate(lines):
        surface.blit(text.render(line, size, colour, width=inner.w), (inner.x, inner.y + i * ls))
