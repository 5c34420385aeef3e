"""The right-click zoom: a card big, with what it says in words beside it (its cost, gems,
star, guild, each ability's cost or condition and keywords, and what each keyword does in
the rulebook's words); a discard pile laid out face up."""

from __future__ import annotations

import pygame

from client.ausonia import cardinfo, prompts
from client.ausonia.cards import RATIO
from client.table_art import CREAM, HILITE, MUTED, zoom_frame, zoom_text
from client.table_art import pile_overlay as shared_pile


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
    pile = table.view.players_view[seat].discard
    title = ui.t("ausonia.table.pile_title", name=table.seat_names[seat], n=len(pile))
    faces = [lambda w, card=card: painter.face(card, w) for card in pile]
    return shared_pile(painter, title, ui.t("ausonia.table.zoom_close"), faces, size, (0.92, 0.88), RATIO)
