"""The right-click zoom: a card big, with what it says in words beside it (its cost, gems,
star, guild, each ability's cost or condition and keywords, and what each keyword does in
the rulebook's words); a discard pile laid out face up."""

from __future__ import annotations

import pygame

from client.ausonia import cardinfo, prompts
from client.ausonia.cards import RATIO
from client.table_art import CREAM, HILITE, MUTED, zoom_frame, zoom_text


def card_overlay(table, card: int, size) -> pygame.Surface:
    ui, painter = table.ui, table.painter
    t = ui.t
    w, h = size
    face = painter.face(card, int(min(h * 0.72 / RATIO, w * 0.36, 380)))
    surf, box, frame, s = zoom_frame(size, painter, face, 480)
    title, body = int(24 * s), int(16 * s)
    c = cardinfo.card(card)
    lines = [(cardinfo.name(ui, card), title, CREAM, True, True)]
    if c.type == "gem":
        kind = t("ausonia.table.zoom.gem_card")
        if c.star:
            kind += " · " + t("ausonia.table.zoom.star")
        lines.append((kind, body, HILITE, True, False))
        lines.append((t("ausonia.table.zoom.yields", gems=prompts.pay_text(ui, c.gems)), body, CREAM, False, False))
    else:
        lines.append(
            (t("ausonia.table.zoom.favour_card", guild=cardinfo.guild_name(ui, card)), body, HILITE, True, False)
        )
    if any(c.cost):
        lines.append((t("ausonia.table.zoom.cost", gems=prompts.pay_text(ui, c.cost)), body, CREAM, False, False))
    words = []
    for i, a in enumerate(c.abilities):
        head = (
            t("ausonia.table.zoom.condition", text=cardinfo.condition_text(ui, card, i))
            if a.condition is not None
            else t("ausonia.table.zoom.ability_cost", gems=prompts.pay_text(ui, a.cost))
        )
        lines.append((f"{head} {cardinfo.keywords_text(ui, card, i)}", body, CREAM, False, False))
        words += [kw for kw, _ in a.keywords if kw not in words]
    for kw in words:
        lines.append((t(f"ausonia.kwhelp.{kw}"), int(14 * s), MUTED, False, False))
    return zoom_text(surf, painter.text, lines, box, frame, int(6 * s), t("ausonia.table.zoom_close"), int(14 * s))


def pile_overlay(table, seat: int, size) -> pygame.Surface:
    """A player's discard pile laid out face up, first to last (public), in as many rows as
    it needs."""
    ui, painter = table.ui, table.painter
    w, h = size
    pile = table.view.players_view[seat].discard
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    surf.fill((0, 0, 0, 200))
    frame = pygame.Rect(0, 0, int(w * 0.92), int(h * 0.88))
    frame.center = (w // 2, h // 2)
    pygame.draw.rect(surf, (30, 26, 22, 255), frame, border_radius=18)
    pygame.draw.rect(surf, (214, 166, 40), frame, 2, border_radius=18)
    s = max(0.7, min(1.3, h / 900))
    head = painter.text.render(
        ui.t("ausonia.table.pile_title", name=table.seat_names[seat], n=len(pile)),
        int(22 * s),
        CREAM,
        True,
        width=frame.w - 40,
    )
    surf.blit(head, (frame.x + 20, frame.y + 14))
    hint = painter.text.render(ui.t("ausonia.table.zoom_close"), int(15 * s), MUTED)
    area = pygame.Rect(
        frame.x + 20,
        frame.y + 24 + head.get_height(),
        frame.w - 40,
        frame.h - 48 - head.get_height() - hint.get_height(),
    )
    n = max(1, len(pile))
    best = None
    for cols in range(1, n + 1):  # the column count that gives the largest cards
        rows = -(-n // cols)
        cw = min((area.w - (cols - 1) * 8) / cols, (area.h - (rows - 1) * 8) / rows / RATIO)
        if best is None or cw > best[0]:
            best = (cw, cols)
    cw, cols = int(best[0]), best[1]
    for i, card in enumerate(pile):
        face = painter.face(card, cw)
        painter.blit(surf, face, (area.x + (i % cols) * (cw + 8), area.y + (i // cols) * (int(cw * RATIO) + 8)))
    surf.blit(hint, (frame.centerx - hint.get_width() // 2, frame.bottom - hint.get_height() - 10))
    return surf
