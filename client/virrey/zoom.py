"""Overlays: the right-click card zoom, and any player's pyramid shown big."""

from __future__ import annotations

import pygame

from client.table_art import CREAM, HILITE, MUTED, zoom_frame, zoom_text
from client.virrey import icons, scores
from client.virrey.cards import RATIO, CardPainter
from client.virrey.log import colour, reward_text
from client.virrey.pyramid import Geometry, draw_card_on, painted_map


def card_overlay(ui, painter: CardPainter, card: str, size) -> pygame.Surface:
    t, cs = painter.text, painter.cards
    w, h = size
    face = painter.face(card, int(min(h * 0.72 / RATIO, w * 0.38, 400)))
    surf, box, frame, s = zoom_frame(size, painter, face, 500)
    title, body, small = int(28 * s), int(17 * s), int(15 * s)
    data = cs.all[card]
    lines = []
    if card in cs.laws:
        lines.append((ui.localized(data.name), title, CREAM, True, True))
        lines.append((ui.t(f"virrey.timing.{data.timing}"), body, HILITE, True, False))
        lines.append((ui.localized(data.text), body, CREAM, False, True))
        lines.append((ui.t("virrey.zoom.law_rules"), small, MUTED, False, False))
    else:
        lines.append((f"{data.number}. {ui.localized(data.name)}", title, CREAM, True, True))
        for lv in range(4, 0, -1):
            row = data.levels[lv - 1]
            cost = cs.costs[card][lv - 1]
            from client.virrey.log import gems_text

            lines.append(
                (
                    ui.t("virrey.zoom.row", level=lv, total=gems_text(ui, cost), reward=reward_text(ui, row.reward)),
                    body,
                    CREAM,
                    False,
                    False,
                )
            )
        lines.append((ui.t("virrey.zoom.row5", total=_g(ui, cs.costs[card][4])), body, HILITE, False, False))
    sec = data.sections
    bottom = colour(ui, sec[2]) if sec[2] == sec[3] else f"{colour(ui, sec[2])} / {colour(ui, sec[3])}"
    lines.append(
        (
            ui.t("virrey.zoom.sections", left=colour(ui, sec[0]), right=colour(ui, sec[1]), bottom=bottom),
            small,
            MUTED,
            False,
            False,
        )
    )
    return zoom_text(surf, t, lines, box, frame, int(8 * s), ui.t("virrey.zoom.close"), small)


def _g(ui, cost):
    from client.virrey.log import gems_text

    return gems_text(ui, cost)


def pyramid_overlay(d, surface, seat: int, pv):
    """A player's pyramid big, with its public score categories; returns (placed, rect) hits."""
    t = d.t
    lay = t.layout
    s = lay.scale
    r = lay.rect
    surface.blit(d.veil(r.size, 215), r.topleft)
    frame = r.inflate(-int(40 * s), -int(40 * s))
    pygame.draw.rect(surface, (30, 26, 22), frame, border_radius=18)
    pygame.draw.rect(surface, (214, 166, 40), frame, 2, border_radius=18)
    title = d.label(t.ui.t("virrey.pyramid_of", name=t.seat_names[seat]), 22 * s, HILITE, True)
    surface.blit(title, (frame.x + int(20 * s), frame.y + int(12 * s)))
    area = pygame.Rect(frame.x + int(20 * s), frame.y + int(50 * s), frame.w - int(40 * s), frame.h - int(150 * s))
    placed = t.pyramid_for(seat)
    geo = Geometry(area, [(p.level, p.x) for p in placed], int(200 * s), 3)
    pm = painted_map(pv.painting)
    hits = []
    for p in placed:
        rr = geo.rect(p.level, p.x)
        draw_card_on(surface, t.painter, p, rr, pm)
        hits.append((p, rr))
    # categories that everybody can compute (the attack penalty needs the screens: shown at the end)
    parts = scores.breakdown(t.view, seat)
    y = frame.bottom - int(90 * s)
    cw = (frame.w - int(40 * s)) // 7
    isz = int(24 * s)
    hidden = any(o.attack is None for o in t.view.players_view)
    for i, (cat, val) in enumerate(parts):
        x = frame.x + int(20 * s) + i * cw
        kind, extra = scores.CAT_ICON[cat]
        surface.blit(icons.token(kind, isz, extra), (x, y))
        nm = d.label(t.ui.t(f"virrey.score.{cat}"), 12 * s, MUTED, width=cw - isz - 8)
        surface.blit(nm, (x + isz + 4, y + 2))
        shown = "?" if cat == "attacks" and hidden else str(val)
        surface.blit(d.label(shown, 20 * s, CREAM, True), (x + isz + 4, y + int(18 * s)))
    hint = d.label(t.ui.t("virrey.zoom.close"), 13 * s, MUTED)
    surface.blit(hint, (frame.centerx - hint.get_width() // 2, frame.bottom - hint.get_height() - 8))
    return hits


def final_overlay(d, surface) -> None:
    """Every player's pyramid with its final painting, before the results (a click goes on)."""
    t = d.t
    lay, v = t.layout, t.view
    s = lay.scale
    r = lay.rect
    surface.blit(d.veil(r.size, 225), r.topleft)
    frame = r.inflate(-int(30 * s), -int(30 * s))
    pygame.draw.rect(surface, (30, 26, 22), frame, border_radius=18)
    pygame.draw.rect(surface, (214, 166, 40), frame, 2, border_radius=18)
    title = d.label(t.ui.t("virrey.final_title"), 22 * s, HILITE, True, width=frame.w - int(40 * s))
    surface.blit(title, (frame.centerx - title.get_width() // 2, frame.y + int(10 * s)))
    hint = d.label(t.ui.t("virrey.final_hint"), 13 * s, MUTED)
    surface.blit(hint, (frame.centerx - hint.get_width() // 2, frame.bottom - hint.get_height() - 8))
    n = v.players
    cols = 1 if n <= 2 else 2  # pyramids are wide: one above the other for two players
    rows = (n + cols - 1) // cols
    top = frame.y + int(20 * s) + title.get_height()
    cell_w = (frame.w - int(20 * s)) // cols
    cell_h = (frame.bottom - hint.get_height() - int(16 * s) - top) // rows
    for seat in range(n):
        pv = v.players_view[seat]
        cell = pygame.Rect(
            frame.x + int(10 * s) + (seat % cols) * cell_w,
            top + (seat // cols) * cell_h,
            cell_w - int(10 * s),
            cell_h - int(8 * s),
        )
        pygame.draw.rect(surface, (44, 38, 30), cell, border_radius=12)
        total = sum(val for _, val in scores.breakdown(v, seat))
        name = d.label(
            t.ui.t("virrey.final_of", name=t.seat_names[seat], points=total),
            16 * s,
            CREAM,
            True,
            width=cell.w - int(16 * s),
        )
        surface.blit(name, (cell.x + int(8 * s), cell.y + int(6 * s)))
        area = pygame.Rect(
            cell.x + int(8 * s),
            cell.y + int(12 * s) + name.get_height(),
            cell.w - int(16 * s),
            cell.h - name.get_height() - int(20 * s),
        )
        painted = len(pv.painting)
        pl = d.label(t.ui.t("virrey.final_painted", n=painted), 12 * s, MUTED)
        surface.blit(pl, (cell.right - pl.get_width() - int(8 * s), cell.y + int(8 * s)))
        surf, geo = t.pictures.render(pv.pyramid, pv.painting, area.size, int(area.h / 1.4 / 2), 2)
        surface.blit(surf, area.topleft)
        for p in pv.pyramid:
            t.ui.record_card(p.card, "pyramid", seat)
            t.hits.append((geo.rect(p.level, p.x).move(area.topleft), p.card))
