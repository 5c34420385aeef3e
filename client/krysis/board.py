"""The left column: the round and phase, the mine and its miners, the bank, the relic deck
and discard pile, and the order of play (the revealed bids, or the initiative)."""

from __future__ import annotations

import pygame

from client.krysis import crystals
from client.krysis.cards import card_size
from client.table_art import CREAM, HILITE, MUTED, initials
from rules.krysis.cards import card_set
from rules.krysis.goods import COLOURS

ROMAN = ("I", "II", "III", "IV", "V")


def phase_short(ui, view) -> str:
    """The phase's name in fewer words (a narrow column)."""
    t = ui.t
    return {
        "aside": t("krysis.table.phase_short.aside"),
        "hand": t("krysis.table.phase_short.hand"),
        "bid": t("krysis.table.phase_short.bid"),
        "mine": t("krysis.table.phase_short.mine"),
        "team": t("krysis.table.phase_short.team"),
        "action": t("krysis.table.phase_short.action"),
        "draw": t("krysis.table.phase_short.draw"),
        "over": t("krysis.table.phase_short.over"),
    }.get(view.phase, view.phase)


def phase_name(ui, view) -> str:
    ph = view.phase
    t = ui.t
    return {
        "aside": t("krysis.table.phase.aside"),
        "hand": t("krysis.table.phase.hand"),
        "bid": t("krysis.table.phase.bid"),
        "mine": t("krysis.table.phase.mine"),
        "team": t("krysis.table.phase.team"),
        "action": t("krysis.table.phase.action"),
        "draw": t("krysis.table.phase.draw"),
        "over": t("krysis.table.phase.over"),
    }.get(ph, ph)


def draw(d, surface) -> None:
    t = d.t
    v, lay = t.view, t.layout
    s = lay.scale
    ui = t.ui
    # -- header --------------------------------------------------------------------------
    d.label(
        surface,
        ui.t("krysis.table.round", round=v.round, rounds=v.rounds),
        17 * s,
        (lay.head.x + 8, lay.head.y + 4),
        HILITE,
        True,
        lay.head.w - 16,
    )
    d.label_first(  # where the column is narrow, the phase's short name
        surface,
        [phase_name(ui, v), phase_short(ui, v)],
        14 * s,
        (lay.head.x + 8, lay.head.bottom - 4),
        CREAM,
        False,
        lay.head.w - 16,
        anchor="bottomleft",
    )
    # -- the mine ------------------------------------------------------------------------
    for depth in range(6):
        lab = lay.row_labels[depth]
        text = ui.t("krysis.table.entrance_short") if depth == 0 else ROMAN[depth - 1]
        colour = HILITE if depth == v.round and v.phase in ("bid", "mine") else MUTED
        d.label(surface, text, 15 * s, lab.center, colour, True, lab.w, anchor="center")
    # miners (a walking one at its tween)
    for seat, _pv in enumerate(v.players_view):
        r = t.miner_rect(seat)
        pos = t.miner_pos(seat)
        if pos is not None:
            r.topleft = (int(pos[0]), int(pos[1]))
        if t.drag.dragging and t.drag.item == ("miner",) and seat == t.viewer:
            continue
        d.badge(surface, seat, r.center, r.w)
    # -- bank, relics, order -------------------------------------------------------------
    info = lay.info
    br = t.bank_rect()
    head = d.label(surface, ui.t("krysis.table.bank"), 13 * s, (br.x + 6, br.y + 2), MUTED, True)
    isz = max(12, int(20 * s))
    step = (br.w - 12) // 3
    y = head.bottom + 1
    for i, c in enumerate(COLOURS):
        d.crystal_count(surface, c, v.bank[i], pygame.Rect(br.x + 6 + i * step, y, isz, isz), 13 * s)
    # relic deck and discard pile
    y = max(br.bottom, y + isz) + int(4 * s)
    ch = max(18, min(int(56 * s), info.bottom - y - int(40 * s)))
    cw = int(ch / 1.4)
    deck = pygame.Rect(info.x + 6, y, cw, ch)
    surface.blit(crystals.relic_back(ch), (deck.x - (ch - cw) // 2, deck.y))
    d.label_first(  # where the column is narrow, the count beside the relic back
        surface,
        [ui.t("krysis.table.relic_deck", n=v.relic_deck), f"×{v.relic_deck}"],
        12 * s,
        (deck.right + 4, deck.centery),
        CREAM,
        False,
        info.w // 2 - cw - 14,
        anchor="midleft",
    )
    dis = pygame.Rect(info.centerx + 2, y, *card_size(cw))
    if v.relic_discard:
        d.relic(surface, v.relic_discard[-1], dis, "discard", None)
    else:
        pygame.draw.rect(surface, (60, 60, 60), dis, 1, border_radius=4)
    d.label_first(
        surface,
        [ui.t("krysis.table.relic_discard", n=len(v.relic_discard)), f"×{len(v.relic_discard)}"],
        12 * s,
        (dis.right + 4, dis.centery),
        CREAM,
        False,
        info.right - dis.right - 8,
        anchor="midleft",
    )
    _order(
        d, surface, pygame.Rect(info.x + 6, dis.bottom + int(4 * s), info.w - 12, info.bottom - dis.bottom - int(6 * s))
    )


def chambers(d) -> pygame.Surface:
    """The chambers and their goods (part of the table's backdrop, made once per round and
    phase; only the last one is kept)."""
    t = d.t
    v, lay = t.view, t.layout
    key = (tuple(lay.board), v.round, v.phase, t.ui.lang)
    kept = getattr(d, "_chambers", None)
    if kept is not None and kept[0] == key:
        return kept[1]
    surf = pygame.Surface(lay.board.size, pygame.SRCALPHA)
    rows = card_set().rows
    for (depth, sp), cell in lay.cells.items():
        _cell(d, surf, cell.move(-lay.board.x, -lay.board.y), rows[depth][sp], depth, sp)
    d._chambers = (key, surf)
    return surf


def _cell(d, surface, cell: pygame.Rect, space, depth: int, sp: int) -> None:
    t = d.t
    s = t.layout.scale
    v = t.view
    done = depth < v.round and depth > 0 or (depth == v.round and v.phase not in ("bid", "mine"))
    fill = (62, 50, 38) if depth > 0 else (52, 64, 48)
    if depth == v.round and v.phase in ("bid", "mine"):
        fill = (88, 70, 44)
    pygame.draw.rect(surface, fill, cell, border_radius=6)
    pygame.draw.rect(surface, (130, 104, 70), cell, 1, border_radius=6)
    # the goods: one line per group, "?" between groups
    groups = space.groups
    lines = len(groups)
    # as large as the longest line lets them (a narrow mine: its cells hold three or four)
    q_w = t.text.font(max(9, t.ui.text_floor()), True).size("?")[0] + 1
    widest = max((sum(goods) + relics) * 7 / 8 + (q_w / 10 if g else 0) for g, (goods, relics) in enumerate(groups))
    by_width = int((cell.w - 6 - (q_w if lines > 1 else 0)) / max(1.0, widest))
    isz = max(8, min(int(cell.h / (lines + 0.4)) - 2, int(24 * s), max(cell.w // 5, by_width)))
    y = cell.y + 3
    for g, (goods, relics) in enumerate(groups):
        x = cell.x + 3
        if g > 0:
            q = t.text.render("?", max(9, isz), HILITE, True)
            pic = pygame.Surface(q.get_size(), pygame.SRCALPHA)
            pic.blit(q, (0, 0))  # part of the chamber's picture
            surface.blit(pic, (x, y - 1))
            x += q.get_width() + 1
        icons = [crystals.crystal(c, isz) for c, k in zip(COLOURS, goods) for _ in range(k)]
        icons += [crystals.relic_back(isz)] * relics
        for ic in icons:
            if x + isz > cell.right - 2:
                break
            if done:
                ic = ic.copy()
                ic.set_alpha(110)
            surface.blit(ic, (x, y))
            x += isz - max(1, isz // 8)
        y += isz + 1


def _order(d, surface, rect: pygame.Rect) -> None:
    """The order of play: the revealed bids (mining) or the initiative (action phase)."""
    t = d.t
    v = t.view
    s = t.layout.scale
    ui = t.ui
    if rect.h < 14 or not v.order or v.phase in ("bid", "aside", "hand"):
        return  # before the bids are revealed there is no order for this round yet
    action = v.phase in ("action", "draw", "over")
    titles = (
        [ui.t("krysis.table.initiative"), ui.t("krysis.table.initiative_short")]
        if action
        else [ui.t("krysis.table.mining_order"), ui.t("krysis.table.mining_order_short")]
    )
    y = d.label_first(surface, titles, 12 * s, rect.topleft, MUTED, True, rect.w).bottom + 1
    bsz = max(12, int(18 * s), t.text.render("Hg", 12 * s).get_height())  # a row holds its line
    per = max(1, (rect.bottom - y) // (bsz + 2))
    cols = -(-len(v.order) // per)
    cw = rect.w // max(1, cols)
    for i, seat in enumerate(v.order):
        col, row = divmod(i, per)
        x = rect.x + col * cw
        yy = y + row * (bsz + 2)
        if yy + bsz > rect.bottom:
            break
        d.badge(surface, seat, (x + bsz // 2, yy + bsz // 2), bsz)
        if action:
            value = v.players_view[seat].initiative
            text = ui.t("krysis.table.speed_value", n=value)
        elif v.last_bids is not None:
            from client.krysis.prompts import bid_value

            text = ui.t("krysis.table.bid_value", n=bid_value(v.last_bids[seat]))
        else:
            text = ""
        mark = "▶ " if v.active == seat else ""
        d.label_first(  # where a column is narrow, the name's initials ("M3")
            surface,
            [f"{mark}{name} {text}".strip() for name in (t.seat_names[seat], initials(t.seat_names[seat]))]
            + [f"{initials(t.seat_names[seat])} {text}".strip()],  # the active one is lit besides
            12 * s,
            (x + bsz + 4, yy + bsz // 2),
            HILITE if v.active == seat else CREAM,
            v.active == seat,
            cw - bsz - 8,
            anchor="midleft",
        )
