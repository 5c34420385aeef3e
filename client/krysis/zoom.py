"""The right-click zoom: a card big, with what it says in words beside it."""

from __future__ import annotations

import pygame

from client.krysis.cards import RATIO, type_names
from client.krysis.reasons import colour_word
from client.table_art import CREAM, HILITE, MUTED, zoom_frame, zoom_text
from client.table_art import pile_overlay as shared_pile
from rules.krysis.cards import card_set
from rules.krysis.goods import COLOURS


def goods_words(ui, goods) -> str:
    parts = [ui.t("krysis.table.zoom.goods", n=k, colour=colour_word(ui, c)) for c, k in zip(COLOURS, goods) if k]
    return ", ".join(parts) if parts else "—"


def card_overlay(table, kind: str, card: str, size) -> pygame.Surface:
    ui, painter = table.ui, table.painter
    t = ui.t
    w, h = size
    face = painter.face((kind, card), int(min(h * 0.72 / RATIO, w * 0.38, 380)))
    surf, box, frame, s = zoom_frame(size, painter, face, 480)
    title, body = int(26 * s), int(17 * s)
    cs = card_set()
    lines = []
    if kind == "agent":
        a = cs.agents[card]
        lines.append((ui.localized(a.name), title, CREAM, True, True))
        role = t("krysis.table.zoom.fighter") if a.role == "fighter" else t("krysis.table.zoom.transporter")
        lines.append(
            (
                f"{ui.localized(cs.companies[a.company]['name'])} · {role} · {t('krysis.table.zoom.stars', n=a.stars)}",
                body,
                HILITE,
                True,
                False,
            )
        )
        if a.multiplier is not None:
            lines.append(
                (
                    t(
                        "krysis.table.zoom.multiplier",
                        colour=colour_word(ui, COLOURS[a.multiplier[0]]),
                        factor=a.multiplier[1],
                    ),
                    body,
                    CREAM,
                    False,
                    False,
                )
            )
        else:
            lines.append((t("krysis.table.zoom.speed", n=a.speed), body, CREAM, False, False))
        if any(a.capacity):
            lines.append(
                (t("krysis.table.zoom.capacity", goods=goods_words(ui, a.capacity)), body, CREAM, False, False)
            )
        if a.role == "fighter":
            lines.append((t("krysis.table.zoom.combat", n=a.combat), body, CREAM, False, False))
        if a.text:
            lines.append((ui.localized(a.text), body, HILITE, False, False))
    elif kind == "relic":
        r = cs.relics[card]
        lines.append((ui.localized(r.name), title, CREAM, True, True))
        lines.append(
            (t("krysis.table.zoom.relic_type", type=ui.localized(type_names()[r.type])), body, HILITE, True, False)
        )
        if r.use == "weapon":
            lines.append((t("krysis.table.zoom.weapon", n=r.combat), body, CREAM, False, False))
        else:
            lines.append(
                (t("krysis.table.zoom.transport", goods=goods_words(ui, r.capacity)), body, CREAM, False, False)
            )
        lines.append((t("krysis.table.zoom.relic_rules"), int(15 * s), MUTED, False, False))
    else:
        m = cs.missions[card]
        lines.append((ui.localized(m.name), title, CREAM, True, True))
        lines.append((ui.localized(m.text), body, CREAM, False, False))
        lines.append((t("krysis.table.zoom.mission_points", n=m.points), body, HILITE, True, False))
    return zoom_text(surf, painter.text, lines, box, frame, int(8 * s), t("krysis.table.zoom_close"), int(15 * s))


def pile_overlay(table, seat: int, size) -> pygame.Surface:
    """A player's agent discard pile laid out face up, first to last (public: every agent
    there was revealed in a team), in as many rows as it needs."""
    ui, painter = table.ui, table.painter
    pile = table.view.players_view[seat].discard
    title = ui.t("krysis.table.pile_title", name=table.seat_names[seat], n=len(pile))
    faces = [lambda w, agent=agent: painter.face(("agent", agent), w) for agent in pile]
    return shared_pile(painter, title, ui.t("krysis.table.zoom_close"), faces, size, (0.9, 0.86), RATIO)
