"""Table panels: the auction row, the reserve (and shape legend), the decks, the token
supply, the other players, the viewer's screen, the discard pile, slot hints and the
score preview. Functions of the drawer (``d``); everything is drawn from the view."""

from __future__ import annotations

import pygame

from client.drag import draw_target
from client.table_art import CREAM, HILITE, MUTED, initials
from client.virrey import icons, prompts, scores
from client.virrey.cards import ROMAN, card_size
from rules.virrey import actions as A
from rules.virrey.tokens import COLOURS

GLOW = (255, 214, 92)


def status_text(d, seat: int, short: bool = False) -> str:
    """Turn, phase and round, shown once over the viewer's pyramid (``short``: the
    development round without words around the turn, for a narrow header)."""
    t = d.t
    v = t.view
    ui = t.ui
    if v.phase == "setup" or v.turn == 0:  # the first card's reward is still preparation
        return ui.t("virrey.phase.setup")
    if v.phase in ("paint", "over"):
        return ui.t("virrey.phase.paint" if v.phase == "paint" else "virrey.phase.over")
    last = ui.t("virrey.last_turn") if v.last_turn else ""
    if (
        v.phase == "bid"
        or (v.phase == "resolve" and v.dev_round == 0)
        or (v.decision and v.decision[0] in ("attack_take", "choose2", "dispute", "vs_virtual"))
    ):
        return ui.t("virrey.phase.bid_short" if short else "virrey.phase.bid", turn=v.turn, n=v.auction_no) + last
    return ui.t("virrey.phase.dev_short" if short else "virrey.phase.dev", turn=v.turn, n=max(1, v.dev_round)) + last


def status_fitting(d, seat: int, size: float, room: int, bold: bool = False) -> str:
    """``status_text`` in the most words that fit ``room`` at ``size`` (raised to the text
    floor): whole, short, else the turn alone ("Turno 3/12"), never cut."""
    t = d.t
    v = t.view
    forms = [status_text(d, seat), status_text(d, seat, short=True)]
    if v.phase not in ("setup", "paint", "over") and v.turn:
        forms.append(t.ui.t("virrey.phase.turn_only", turn=v.turn))
    return d.art.fitting(forms, int(size), bold, room)


def goal_text(d) -> str:
    """What the player is aiming for, and who the virtual opponents are."""
    v = d.t.view
    if v.over:
        return ""
    if v.players == 1:
        return d.t.ui.t("virrey.goal.solo", n=v.virtual)
    if v.virtual:
        return d.t.ui.t("virrey.goal.virtual", n=v.virtual)
    return d.t.ui.t("virrey.goal.plain")


# -- left column --------------------------------------------------------------------
def auction(d, surface):
    t = d.t
    lay, v = t.layout, t.view
    s = lay.scale
    surface.blit(d.art.panel(lay.head.size, alpha=110, radius=12), lay.head.topleft)
    title = status_text(d, t.bottom_seat())  # the phase actually under way
    size, _ = t.text.fit(title, lay.head.w - int(16 * s), 1, max(8, int(16 * s)), 8, bold=True)
    if t.text.font(size, True).size(title)[0] > lay.head.w - int(16 * s):  # a narrow window: fewer words
        size = max(8, int(16 * s), t.ui.text_floor())
        title = status_fitting(d, t.bottom_seat(), size, lay.head.w - int(16 * s), bold=True)
    head = d.label(title, size, HILITE, True, width=lay.head.w - 12)
    surface.blit(head, (lay.head.x + int(8 * s), lay.head.y + int(5 * s)))
    # the last revealed bids (open hands), or the closed fists of who has chosen: under the title
    y = max(lay.head.y + int(28 * s), lay.head.y + int(5 * s) + head.get_height())
    x = lay.head.x + int(8 * s)
    isz = int(22 * s)
    entries = []  # (icon, whole name, bright, tip)
    if v.phase == "bid" and not v.decision:
        head_lab = t.ui.t("virrey.fists")
        for pv in v.players_view:
            if pv.status != "in":
                continue
            name = t.seat_names[pv.seat]
            entries.append(
                (
                    icons.token("fist" if pv.chosen else "open_hand", isz),
                    name,
                    pv.chosen,
                    t.ui.t("virrey.tip.fist_closed" if pv.chosen else "virrey.tip.fist_open", name=name),
                )
            )
        for i, active in enumerate(v.vactive):
            if active:
                name = t.ui.t("virrey.virtual_n", n=i + 1)
                entries.append((icons.token("fist", isz), name, True, t.ui.t("virrey.tip.fist_virtual", name=name)))
    elif v.last_bids:
        head_lab = t.ui.t("virrey.last_bids")
        shown, virt = v.last_bids
        for i, b in list(enumerate(shown)) + [(-1 - k, b) for k, b in enumerate(virt)]:
            if b is None:
                continue
            ic = icons.gem(b, isz) if b in COLOURS else icons.token("attack" if b == "attack" else "open_hand", isz)
            name = t.seat_names[i] if i >= 0 else t.ui.t("virrey.virtual_n", n=-i)
            what = t.ui.t(f"virrey.bid.{b}") if b in ("pass", "attack", "none") else t.ui.t(f"virrey.colour.{b}")
            entries.append((ic, name, True, f"{name}: {what}"))
    names_bottom = y
    if entries:
        lab = d.label(head_lab, 12 * s, MUTED)
        surface.blit(lab, (x, y + (isz - lab.get_height()) // 2))
        x += lab.get_width() + 4
        cell = max(isz, (lay.head.right - int(6 * s) - x) // len(entries))
        for ic, name, bright, tip in entries:
            surface.blit(ic, (x + cell // 2 - isz // 2, y))
            size, lines = t.text.fit(name, cell - 2, 1, int(10 * s), 7, keep=False)
            if not lines:  # too long for its cell at a legible size: initials ("Máquina 3" -> "M3")
                size, lines = t.text.fit(initials(name), cell - 2, 1, int(10 * s), 7)
            nl = d.label(lines[0], size, CREAM if bright else MUTED, width=cell - 2)
            surface.blit(nl, (x + cell // 2 - nl.get_width() // 2, y + isz))
            d.tip(pygame.Rect(x, y, cell, isz + nl.get_height()), tip)
            names_bottom = max(names_bottom, y + isz + nl.get_height())
            x += cell
    legend = d.label(t.ui.t("virrey.base_top"), 11 * s, MUTED)
    ly = lay.head.bottom - legend.get_height() - 2
    if names_bottom <= ly:  # under the fists' names only where there is room
        surface.blit(legend, (lay.rows[0][2].x, ly))
    {(a.colour, a.top) for a in t.legal if isinstance(a, A.Take)}
    for c, colour in enumerate(COLOURS):
        row, tile, base, top = lay.rows[c]
        surface.blit(d.art.panel(row.size, alpha=60, radius=10), row.topleft)
        col = icons.GEM_RGB[colour]
        pygame.draw.rect(surface, col, tile, border_radius=8)
        pygame.draw.rect(surface, (30, 20, 10), tile, 2, border_radius=8)
        gs = int(tile.w * 0.7)
        surface.blit(icons.gem(colour, gs), (tile.centerx - gs // 2, tile.y + int(8 * s)))
        label = t.ui.t(f"virrey.colour_title.{colour}")
        # the colour's name where it fits whole (bold, else the lighter face); in a narrow
        # window the gem's shape says it, as in the reserve's legend below
        size, _ = t.text.fit(label, tile.w - 4, 1, int(10 * s), 8, bold=True)
        bold = t.text.font(size, True).size(label)[0] <= tile.w - 2
        if bold or t.text.font(size).size(label)[0] <= tile.w - 2:
            name = d.label(label, size, (255, 255, 255), bold, width=tile.w - 2)
            surface.blit(name, (tile.centerx - name.get_width() // 2, tile.bottom - name.get_height() - 4))
        ax = base.right + 2
        ay = base.centery
        aw = top.x - base.right - 4
        pygame.draw.line(surface, CREAM, (ax, ay), (ax + aw - 4, ay), 3)
        pygame.draw.polygon(surface, CREAM, [(ax + aw, ay), (ax + aw - 8, ay - 6), (ax + aw - 8, ay + 6)])
        for card, rect, _is_top in ((v.auction[c][1], base, False), (v.auction[c][0], top, True)):
            if card is None or card in t.hidden:
                pygame.draw.rect(surface, (255, 255, 255, 60), rect, 1, border_radius=6)
                continue
            d.face(surface, card, rect, "auction")


def overlays(d, surface):
    """What changes frame by frame over the cached panels: lit targets, hover outlines."""
    t = d.t
    lay, _v = t.layout, t.view
    takes = {(a.colour, a.top) for a in t.legal if isinstance(a, A.Take)}
    for c, colour in enumerate(COLOURS):
        row, tile, base, top = lay.rows[c]
        for rect, is_top in ((base, False), (top, True)):
            if (colour, is_top) in takes:
                draw_target(surface, rect, rect.collidepoint(t.mouse), t.clock)
        if t.mode == "bid" and A.Bid(colour) in t.legal and row.collidepoint(t.mouse) and not t.drag.dragging:
            pygame.draw.rect(surface, icons.GEM_LIGHT[colour], row, 2, border_radius=10)
    if t.mode == "gems":
        for colour, gr in t.reserve_gem_rects().items():
            if A.TakeGem(colour) in t.legal:
                draw_target(
                    surface, gr.inflate(int(16 * lay.scale), int(10 * lay.scale)), gr.collidepoint(t.mouse), t.clock
                )
    if t.mode == "draw":
        for key, rr in t.deck_rects().items():
            if key in ("small", "laws") and A.Draw(key) in t.legal:
                draw_target(surface, rr, rr.collidepoint(t.mouse), t.clock)
    if not t.drag.dragging:
        for _seat, rect in lay.opp.items():
            if rect.collidepoint(t.mouse):
                pygame.draw.rect(surface, CREAM, rect, 2, border_radius=12)
                tip = d.label(t.ui.t("virrey.click_big"), 10 * lay.scale, MUTED)
                surface.blit(tip, (rect.right - tip.get_width() - 8, rect.bottom - tip.get_height() - 2))


def reserve(d, surface):
    t = d.t
    lay = t.layout
    s = lay.scale
    r = lay.reserve
    surface.blit(d.art.panel(r.size, alpha=110, radius=12), r.topleft)
    surface.blit(d.label(t.ui.t("virrey.reserve"), 14 * s, HILITE, True), (r.x + int(8 * s), r.y + int(4 * s)))
    reserve = t.shown_reserve()  # with the gems the viewer has returned at the setup
    names = [d.label(t.ui.t(f"virrey.colour_title.{colour}"), 10 * s, MUTED) for colour in t.reserve_gem_rects()]
    # names too wide for a quarter of the box each are staggered, every other one a line lower
    stagger = any(nm.get_width() > r.w // 4 - 4 for nm in names)
    for c, (colour, gr) in enumerate(t.reserve_gem_rects().items()):
        surface.blit(icons.gem(colour, gr.w), gr.topleft)
        n = d.label(str(reserve[c]), 15 * s, CREAM, True)
        surface.blit(n, (gr.right + 2, gr.centery - n.get_height() // 2))
        nm = (
            names[c]
            if not stagger
            else d.label(t.ui.t(f"virrey.colour_title.{colour}"), 10 * s, MUTED, width=r.w // 2 - 4)
        )
        low = nm.get_height() if stagger and c % 2 else 0
        x = min(max(gr.centerx - nm.get_width() // 2, r.x + 2), r.right - 2 - nm.get_width())
        surface.blit(nm, (x, gr.bottom + 2 + low))


def decks(d, surface):
    t = d.t
    lay, v = t.layout, t.view
    s = lay.scale
    r = lay.decks
    surface.blit(d.art.panel(r.size, alpha=90, radius=12), r.topleft)
    rects, labels = t.deck_rects(), t.deck_labels()
    counts = {"big": v.big_deck, "small": v.small_deck, "laws": v.law_deck, "discard": len(v.discard)}
    for key, rr in rects.items():
        if key == "discard":
            if v.discard:
                d.face(surface, v.discard[-1], rr, "discard")
            else:
                pygame.draw.rect(surface, (255, 255, 255), rr, 1, border_radius=4)
        elif counts[key]:
            t.painter.blit(surface, t.painter.back(rr.w, key == "laws"), rr.topleft)
        else:
            pygame.draw.rect(surface, (255, 255, 255), rr, 1, border_radius=4)
        y = rr.bottom + 2
        for line in labels[key]:
            lab = d.label(line, 10 * s, CREAM)
            surface.blit(lab, (rr.centerx - lab.get_width() // 2, y))
            y += lab.get_height()
    if v.last_turn:
        lt = d.label(t.ui.t("virrey.last_turn_short"), 11 * s, HILITE, True)
        surface.blit(lt, (r.right - lt.get_width() - 6, r.y + 3))


def supply(d, surface):
    t = d.t
    lay, v = t.layout, t.view
    s = lay.scale
    r = lay.supply
    if r.h < 30:
        return
    surface.blit(d.art.panel(r.size, alpha=90, radius=12), r.topleft)
    surface.blit(d.label(t.ui.t("virrey.supply"), 13 * s, HILITE, True), (r.x + int(8 * s), r.y + int(4 * s)))
    pools, power = v.supply
    isz = int(20 * s)
    items = [
        ("magic", None, f"{pools[0]}", t.ui.t("virrey.token.ms")),
        ("defense", None, f"{pools[1]}", t.ui.t("virrey.token.ad")),
        ("magic_bonus", None, f"{pools[2]}/{pools[3]}", "+2/3 · +5"),
    ]
    x, y = r.x + int(8 * s), r.y + int(24 * s)
    colw = (r.w - int(16 * s)) // 3
    tips = (
        t.ui.t("virrey.tip.supply_ms", n=pools[0]),
        t.ui.t("virrey.tip.supply_ad", n=pools[1]),
        t.ui.t("virrey.tip.supply_magic_bonus", a=pools[2], b=pools[3]),
    )
    for i, (kind, extra, n, _tip) in enumerate(items):
        xx = x + i * colw
        surface.blit(icons.token(kind, isz, extra), (xx, y))
        surface.blit(d.label(n, 13 * s, CREAM, True), (xx + isz + 3, y + 2))
        d.tip(pygame.Rect(xx, y, colw, isz), tips[i])
    y += isz + int(6 * s)
    # circle bonus per colour: +2 count / +4 count
    for c, colour in enumerate(COLOURS):
        xx = x + c * ((r.w - int(16 * s)) // 4)
        surface.blit(icons.token("circle_bonus", isz, colour), (xx, y))
        surface.blit(d.label(f"{pools[4 + 2 * c]}·{pools[5 + 2 * c]}", 11 * s, CREAM), (xx + isz + 2, y + 3))
        d.tip(
            pygame.Rect(xx, y, (r.w - int(16 * s)) // 4, isz),
            t.ui.t(
                "virrey.tip.supply_circle",
                colour=t.ui.t(f"virrey.colour.{colour}"),
                a=pools[4 + 2 * c],
                b=pools[5 + 2 * c],
            ),
        )
    y += isz + int(6 * s)
    if y + isz > r.bottom:
        return
    surface.blit(icons.token("power", isz), (x, y))
    values = [f"{val}×{n}" for val, n in power if n]
    y0 = y
    size = max(8, int(11 * s))
    font = t.text.font(max(size, t.ui.text_floor()))
    first, rest = r.w - isz - int(20 * s), r.w - int(16 * s)  # the first line beside the icon, the others under it
    # with its heading where the panel holds it, else the values alone (the icon and the tip say
    # what they are), closer together where they need it; never "10×8…"
    variants = [([t.ui.t("virrey.supply_power")] + values, "  "), (values, "  "), (values, " ")]
    for parts, sep in variants:
        lines = flow(font, parts, sep, first, rest)
        if len(lines) * font.get_linesize() <= r.bottom - y:
            break
    for i, line in enumerate(lines):
        lab = d.label(line, size, CREAM)
        surface.blit(lab, (x + (isz + 4 if i == 0 else 0), y + 2))
        y += lab.get_height()
    d.tip(
        pygame.Rect(x, y0, r.w - int(16 * s), max(isz, y - y0)),
        t.ui.t(
            "virrey.tip.supply_power",
            tokens=", ".join(t.ui.t("virrey.tip.power_n", value=val, n=n) for val, n in power if n),
        ),
    )


def flow(font, parts: list[str], sep: str, first: int, rest: int) -> list[str]:
    """``parts`` joined by ``sep`` into lines, the first ``first`` pixels wide and the others
    ``rest`` (a part is never split)."""
    lines: list[str] = []
    for part in parts:
        if lines and font.size(lines[-1] + sep + part)[0] <= (rest if len(lines) > 1 else first):
            lines[-1] += sep + part
        else:
            lines.append(part)
    return lines


# -- other players ------------------------------------------------------------------------
def seat_tags(d, seat: int) -> list:
    t = d.t
    v = t.view
    pv = v.players_view[seat]
    s = t.layout.scale
    size = max(9, int(12 * s))
    out = []
    if seat in v.to_act and not v.over:
        out.append(d.art.tag(t.ui.t("virrey.tag.to_act"), size, HILITE))
    if v.phase == "bid" and not v.decision and pv.status == "in" and pv.chosen:
        out.append(d.art.tag(t.ui.t("virrey.tag.fist"), size, (200, 200, 190)))
    if pv.status in ("won", "passed", "attacked") and v.phase in ("bid", "resolve") and v.dev_round == 0:
        out.append(d.art.tag(t.ui.t(f"virrey.status.{pv.status}"), size, (170, 190, 220)))
    if v.phase == "setup" and pv.chosen:  # its three setup choices made (not which)
        out.append(d.art.tag(t.ui.t("virrey.tag.chosen"), size, (200, 200, 190)))
    if v.phase == "dev" and not v.decision and pv.dev_active and pv.chosen:
        out.append(d.art.tag(t.ui.t("virrey.tag.chosen"), size, (200, 200, 190)))
    if v.phase in ("dev", "resolve") and v.dev_round and not pv.dev_active:
        out.append(d.art.tag(t.ui.t("virrey.tag.dev_out"), size, (170, 170, 170)))
    return out


def opponent(d, surface, seat: int, rect: pygame.Rect):
    t = d.t
    v = t.view
    s = t.layout.scale
    pv = v.players_view[seat]
    active = seat in v.to_act and not v.over
    surface.blit(d.art.panel(rect.size, border=HILITE if active else None, alpha=120), rect.topleft)
    pad = int(8 * s)
    tags = seat_tags(d, seat)
    tw = sum(x.get_width() + 4 for x in tags)
    # the name whole: in bold beside the tags, else in the regular weight, else the tags take a
    # row of their own above the pyramid's picture (that much smaller)
    label, low = d.art.name_beside(t.seat_names[seat], max(8, int(16 * s)), rect.w - 2 * pad, tw)
    surface.blit(label, (rect.x + pad, rect.y + pad - 2))
    t.tag_rows[seat] = max(x.get_height() for x in tags) + 2 if low else 0
    x = rect.right - pad
    for tag in tags if not low else ():
        x -= tag.get_width()
        surface.blit(tag, (x, rect.y + pad))
        x -= 4
    # hand (backs + the cards everybody saw won at auction), screen: under the name and tags
    first = [label.get_height() - 2] + ([x.get_height() for x in tags] if tags and not low else [])
    y = max(rect.y + int(28 * s), rect.y + pad + max(first) + 2)
    word = t.text.font(max(int(10 * s), t.ui.text_floor()), True).size(t.ui.t("virrey.screen_closed"))[0]
    mw = max(int(112 * s), word + 8)  # a closed screen's word whole
    bw, n = int(16 * s), min(pv.hand_count, 8)
    hl = d.label(t.ui.t("virrey.hand_n", n=pv.hand_count), 11 * s, MUTED)
    # the backs fanned closer where "Mano: 4" would run into the screen beside it
    room = rect.right - int(8 * s) - mw - 4 - (rect.x + pad) - bw - 4 - hl.get_width()
    step = max(2, min(int(bw * 0.45), room // max(1, n)))
    for i in range(n):
        surface.blit(t.painter.back(bw), (rect.x + pad + i * step, y))
    hx = rect.x + pad + n * step + bw + 4
    surface.blit(hl, (hx, y + 2))
    hx += hl.get_width() + 4
    kw = int(15 * s)
    for card in pv.known_hand:
        r = pygame.Rect(hx, y, *card_size(kw))
        if hx + kw > rect.centerx + int(20 * s):
            break
        d.face(surface, card, r, "known", seat, shadow=False)
        hx += kw + 2
    mh = max(int(20 * s), t.text.font(max(int(10 * s), t.ui.text_floor()), True).get_linesize())
    screen_mini(d, surface, pv, pygame.Rect(rect.right - int(8 * s) - mw, y, mw, mh))
    area = t.opp_pyramid_area(seat)
    placed = t.pyramid_for(seat)
    surf, geo = t.opp_picture(seat, placed)
    surface.blit(surf, area.topleft)
    x = area.right
    for tag in tags if low else ():  # the name took the tags' room
        x -= tag.get_width()
        surface.blit(tag, (x, area.y - t.tag_rows[seat]))
        x -= 4
    for p in placed:
        r = geo.rect(p.level, p.x).move(area.topleft)
        t.ui.record_card(p.card, "pyramid", seat)
        t.hits.append((r, p.card))


def screen_mini(d, surface, pv, r: pygame.Rect):
    """Another player's screen: closed (nothing about the gems) until the painting."""
    t = d.t
    s = t.layout.scale
    if pv.gems is None:
        pygame.draw.rect(surface, (92, 64, 40), r, border_radius=5)
        pygame.draw.rect(surface, (180, 140, 80), r, 1, border_radius=5)
        lab = d.label(t.ui.t("virrey.screen_closed"), 10 * s, (240, 220, 180), True, width=r.w - 6)
        surface.blit(lab, lab.get_rect(center=r.center))
        return
    gs = r.h - 4
    x = r.x
    for c, n in enumerate(pv.gems):
        surface.blit(icons.gem(c, gs), (x, r.y + 2))
        nl = d.label(str(n), 11 * s, CREAM, True)
        surface.blit(nl, (x + gs, r.y + 3))
        x += gs + nl.get_width() + 3
    if pv.attack:
        surface.blit(icons.token("attack", gs), (x, r.y + 2))
        surface.blit(d.label(str(pv.attack), 11 * s, CREAM, True), (x + gs, r.y + 3))


# -- the viewer's screen and discard pile ---------------------------------------------
def screen(d, surface):
    t = d.t
    lay, v = t.layout, t.view
    s = lay.scale
    r = lay.screen
    seat = t.bottom_seat()
    pv = v.players_view[seat]
    surface.blit(d.art.panel(r.size, alpha=140, radius=12, border=(150, 110, 60)), r.topleft)
    key = "virrey.my_screen" if t.private() else "virrey.screen_of"
    title = d.label(t.ui.t(key, name=t.seat_names[seat]), 13 * s, HILITE, True, width=r.w - 12)
    surface.blit(title, (r.x + int(8 * s), r.y + int(5 * s)))
    if not t.private() and pv.gems is None:
        lab = d.label(t.ui.t("virrey.screen_closed"), 14 * s, MUTED)
        surface.blit(lab, lab.get_rect(center=r.center))
        return
    gems = t.shown_gems()  # less the gems returned (chosen or committed) at the setup
    dragging = t.drag.item if t.drag.dragging else None
    for c, (colour, gr) in enumerate(t.screen_gem_rects().items()):
        n = gems[c] - (1 if dragging == ("gem", colour) else 0)
        g = icons.gem(colour, gr.w)
        if n <= 0:
            g = g.copy()
            g.set_alpha(70)
        surface.blit(g, gr.topleft)
        nl = d.label(str(max(0, n)), 15 * s, CREAM, True)
        surface.blit(nl, (gr.centerx - nl.get_width() // 2, gr.bottom + 1))
        if t.mode in ("bid", "setup_return") and n > 0 and gr.collidepoint(t.mouse) and not t.drag.dragging:
            pygame.draw.circle(surface, GLOW, gr.center, gr.w // 2 + 4, 2)
    ar = t.attack_rect()
    att = pv.attack or 0
    if ar is not None:
        ic = icons.token("attack", ar.w)
        if not att or dragging == ("attack",):
            ic = ic.copy()
            ic.set_alpha(70)
        surface.blit(ic, ar.topleft)
        surface.blit(d.label(f"× {att}", 14 * s, CREAM, True), (ar.right + 4, ar.y + 4))
        if t.mode == "bid" and att and ar.collidepoint(t.mouse):
            pygame.draw.circle(surface, (255, 120, 100), ar.center, ar.w // 2 + 4, 2)
    # my fist / my sealed choice
    mc = v.my_choice if t.private() else ()
    fx = r.x + int(95 * s)
    fy = ar.y if ar is not None else r.bottom - int(40 * s)
    if mc and v.phase == "bid" and not v.decision:
        surface.blit(icons.token("fist", int(28 * s)), (fx, fy))
        what = t.ui.t(f"virrey.colour.{mc[1]}") if mc[0] == "bid" else t.ui.t(f"virrey.bid.{mc[0]}")
        surface.blit(d.label(what, 12 * s, HILITE, True, width=r.right - fx - 34), (fx + int(30 * s), fy + 6))
    sc = prompts.infinite_gems(v, seat)
    if any(sc):  # the word and its tokens above the panel's border at the text scale
        word = d.label(t.ui.t("virrey.infinite_short"), 11 * s, MUTED)
        isz = int(18 * s)
        row = max(word.get_height(), isz)
        y = r.bottom - row - max(4, int(6 * s))
        surface.blit(word, (r.x + int(8 * s), y + (row - word.get_height()) // 2))
        x = r.x + int(8 * s) + word.get_width() + 4
        for c, n in enumerate(sc):
            for _ in range(n):
                surface.blit(icons.token("infinite", isz, c), (x, y + (row - isz) // 2))
                x += isz + 1


def discard_target(d, surface):
    t = d.t
    r = t.layout.discard
    s = t.layout.scale
    pygame.draw.rect(surface, (230, 210, 170), r, 2, border_radius=8)
    lab = d.label(t.ui.t("virrey.discard_here"), 12 * s, CREAM, True, width=r.w - 6)
    surface.blit(lab, (r.centerx - lab.get_width() // 2, min(r.centery - int(18 * s), r.centery - lab.get_height())))
    gs = int(16 * s)
    g = icons.any_gem(gs)
    surface.blit(g, (r.centerx - gs - 2, r.centery + int(2 * s)))
    surface.blit(d.label("+2", 12 * s, CREAM, True), (r.centerx + 2, r.centery + int(2 * s)))


# -- hints and previews --------------------------------------------------------------------
def slot_hint(d, surface, card: str, level: int, r: pygame.Rect, reason):
    """Over a lit slot: the total cost and the reward of ``card`` there (or why not)."""
    t = d.t
    v = t.view
    key = (
        "hint",
        card,
        level,
        reason,
        r.w,
        t.ui.lang,
        t.view.players_view[t.viewer].gems if t.viewer is not None else None,
    )

    def make():
        w = r.w - 8
        line = t.text.font(t.ui.text_floor(), True).get_linesize()  # three lines at the text scale
        surf = pygame.Surface((w, min(r.h - 4, max(int(r.h * 0.62), 3 * line + 6))), pygame.SRCALPHA)
        pygame.draw.rect(surf, (20, 16, 12, 215), surf.get_rect(), border_radius=8)
        y = 3
        # "Nivel 2", or the row's numeral (as the pyramid's rows are marked) on a slot too narrow
        # for it ("ivel" showed, clipped, at 1024x640 150 %)
        size = max(9, int(w * 0.13))
        lv = d.label(
            d.art.fitting([t.ui.t("virrey.level_n", n=level), ROMAN[level - 1]], size, True, w - 4), size, HILITE, True
        )
        surf.blit(lv, ((w - lv.get_width()) // 2, y))
        y += lv.get_height()
        gsz = max(8, int(w * 0.16))
        cost = prompts.slot_cost(v, t.viewer, card, level)
        if card in v.cards.laws:
            size, lines = t.text.fit_whole(
                t.ui.t("virrey.free"), w - 4, 2, max(8, int(w * 0.12)), 8, height=surf.get_height() - y
            )
            y = t.text.block(surf, lines, size, pygame.Rect(2, y, w - 4, surf.get_height() - y), CREAM) + 2
        else:
            cs = t.painter.cost_strip(cost, gsz)
            if cs.get_width() > w - 4:
                cs = pygame.transform.smoothscale(cs, (w - 4, max(4, int(gsz * (w - 4) / cs.get_width()))))
            surf.blit(cs, ((w - cs.get_width()) // 2, y))
            y += cs.get_height() + 2
        if reason == "law5":
            txt, col = t.ui.t("virrey.why.law5_short"), (255, 150, 140)
        elif reason == "afford":
            txt, col = t.ui.t("virrey.why.afford_short"), (255, 150, 140)
        else:
            txt, col = None, CREAM
        # the why-not and a law's reward whole, or left out on a slot too small for them (the
        # red outline marks a slot refused; a drop there says why, the card's zoom its reward)
        room = surf.get_height() - y
        if txt:
            size, lines = t.text.fit_whole(txt, w - 4, 2, max(8, int(w * 0.11)), 8, height=room)
            t.text.block(surf, lines, size, pygame.Rect(2, y, w - 4, surf.get_height() - y), col)
        elif card in v.cards.laws or level == 5:
            txt = prompts.slot_reward(t.ui, v, card, level)
            size, lines = t.text.fit_whole(txt, w - 4, 3, max(8, int(w * 0.11)), 8, height=room)
            t.text.block(surf, lines, size, pygame.Rect(2, y, w - 4, surf.get_height() - y), CREAM)
        else:
            rw = t.painter.reward_strip(v.cards.characters[card].levels[level - 1].reward, gsz, (250, 240, 220))
            if rw.get_width() > w - 4:
                rw = pygame.transform.smoothscale(rw, (w - 4, max(4, int(gsz * (w - 4) / rw.get_width()))))
            surf.blit(d.label("→", max(8, int(w * 0.12)), CREAM, True), (2, y))
            surf.blit(rw, ((w - rw.get_width()) // 2, y))
        return surf

    surf = d.art._get(key, make)
    surface.blit(surf, (r.x + 4, r.centery - surf.get_height() // 2))


def score_preview(d, surface):
    """The seven categories for the bottom seat: now, and with the offered painting."""
    t = d.t
    lay, v = t.layout, t.view
    s = lay.scale
    seat = t.bottom_seat()
    area = lay.hand_area
    key = (
        "preview",
        v.players_view[seat],
        tuple(sorted(t.best.items())),
        tuple(area),
        t.ui.lang,
        tuple(pv.attack for pv in v.players_view),
    )

    def make():
        surf = pygame.Surface(area.size, pygame.SRCALPHA)
        pygame.draw.rect(surf, (0, 0, 0, 150), surf.get_rect(), border_radius=12)
        now = scores.breakdown(v, seat)
        best = scores.breakdown(v, seat, t.best) if t.best else None
        cw = area.w // 8
        isz = int(min(26 * s, cw * 0.4))
        for i, (cat, val) in enumerate(now):
            x = int(8 * s) + i * cw
            kind, extra = scores.CAT_ICON[cat]
            surf.blit(icons.token(kind, isz, extra), (x + cw // 2 - isz // 2, int(8 * s)))
            nm = d.label(t.ui.t(f"virrey.score.{cat}"), 11 * s, MUTED, width=cw - 4)
            surf.blit(nm, (x + cw // 2 - nm.get_width() // 2, int(10 * s) + isz))
            vl = d.label(str(val), 20 * s, CREAM, True)
            surf.blit(vl, (x + cw // 2 - vl.get_width() // 2, int(28 * s) + isz))
            if best and best[i][1] != val:
                bl = d.label(f"→ {best[i][1]}", 15 * s, HILITE, True)
                surf.blit(bl, (x + cw // 2 - bl.get_width() // 2, int(54 * s) + isz))
        total = sum(vv for _, vv in now)
        x = int(8 * s) + 7 * cw
        tl = d.label(t.ui.t("virrey.total"), 12 * s, MUTED, True)
        surf.blit(tl, (x + cw // 2 - tl.get_width() // 2, int(10 * s)))
        vl = d.label(str(total), 26 * s, HILITE, True)
        surf.blit(vl, (x + cw // 2 - vl.get_width() // 2, int(28 * s)))
        if best:
            bt = sum(vv for _, vv in best)
            if bt != total:
                bl = d.label(f"→ {bt}", 18 * s, HILITE, True)
                surf.blit(bl, (x + cw // 2 - bl.get_width() // 2, int(60 * s)))
        return surf

    surface.blit(d.art._get(key, make), area.topleft)
