"""The parts of the Ausonia table: the influence track, the other players' panels, the
market (or the cards a step offers), the turn box with its gems, the play area, the
abilities, the viewer's piles, hand, raise area, seal area and fountains.

Only the view is drawn: another seat's hand, raise area and revealed cards never reach
this module (the view holds None for them); every face drawn is recorded with
``ui.record_card`` for the privacy tests.
"""

from __future__ import annotations

from collections import Counter

import pygame

from client import table_art
from client.ausonia import cardinfo, prompts
from client.ausonia.cards import gem_icon
from client.table_art import CREAM, HILITE, MUTED, initials
from rules.ausonia.actions import GEMS

TOP = 60  # the influence that ends the game
PAID, OPEN, SPENT, LOCKED = (120, 200, 120), (255, 214, 92), (150, 150, 150), (214, 110, 90)
PILL = (24, 20, 16)  # under a count drawn over a card's back


def title(d, surface, rect: pygame.Rect, text, colour=CREAM, right: int = 0) -> None:
    """A panel's title in its top row (``right``: where the row's room ends, if not the rect's):
    ``text``, or the first of several (longest first) that reads whole there."""
    lay = d.t.layout
    room = (right or rect.right) - rect.x - 12
    texts = [text] if isinstance(text, str) else text
    whole_first(d, surface, texts, lay.head * 0.78, (rect.x + 6, rect.y + 1), colour, True, room)


def whole_first(d, surface, texts, size: float, pos, colour=CREAM, bold=False, width=0, anchor="topleft"):
    """The first of ``texts`` that reads whole in ``width`` at ``size``, else at the text
    floor; left out (None) where none does: a shorter form, never a text cut with "…"."""
    floor = d.t.ui.text_floor()
    for text in texts:
        for px in dict.fromkeys((max(9, int(size), floor), floor)):
            if d.t.text.font(px, bold).size(text)[0] <= width:
                return d.label(surface, text, px, pos, colour, bold, width, anchor)
    return None


def page_arrows(t, surface, arrows: dict) -> None:
    """A list's page arrows (-1, +1), lit under the pointer."""
    table_art.page_arrows(surface, arrows, t.mouse, radius=4)


# -- the influence track ---------------------------------------------------------------
def track_spaces(d, surface, origin=(0, 0)) -> None:
    """The track's spaces 0..60 and the tens under them (drawn once into the backdrop,
    ``origin`` being the table's top left there)."""
    lay = d.t.layout
    cells = [r.move(-origin[0], -origin[1]) for r in lay.track_cells(TOP)]
    for i, r in enumerate(cells):
        edge = i % 10 == 0
        pygame.draw.rect(surface, (60, 50, 36) if not edge else (96, 78, 44), r, border_radius=2)
        if i == TOP:
            pygame.draw.rect(surface, HILITE, r, 2, border_radius=2)
    fs = lay.head * 0.7
    for i in range(0, TOP + 1, 10):
        r = cells[i]
        d.label(surface, str(i), fs, (r.centerx, r.bottom), MUTED, anchor="midbottom")


def track(d, surface) -> None:
    """Each player's badge on the track (its spaces are in the backdrop)."""
    t = d.t
    v, lay = t.view, t.layout
    cells = lay.track_cells(TOP)
    # each player's badge at their influence; several on one space side by side, centred on
    # it (half over each other hid the number of the one under: only its colour showed)
    at: dict[int, int] = {}
    size = max(10, min(lay.track.h // 2, int(cells[1].w * 2.2)))
    on = Counter(min(TOP, v.players_view[seat].influence) for seat in v.order)
    for seat in v.order:
        pv = v.players_view[seat]
        pos = min(TOP, pv.influence)
        k = at.get(pos, 0)
        at[pos] = k + 1
        r = cells[pos]
        wide = on[pos] * (size + 2) - 2  # the row of badges on this space, inside the track
        left = min(lay.track.right - wide, max(lay.track.x, r.centerx - wide // 2))
        cx = left + k * (size + 2) + size // 2
        d.badge(surface, seat, (cx, lay.track.y + size // 2 + 1), size)


# -- the other players ----------------------------------------------------------------
def status(d, seat: int) -> str:
    t, v = d.t, d.t.view
    if v.phase == "over":
        return ""
    if seat in v.to_act and seat != v.active:
        return t.ui.t("ausonia.table.status.choosing")
    if v.active == seat:
        return t.ui.t("ausonia.table.status.thinking") if t.thinks(seat) else t.ui.t("ausonia.table.status.turn")
    return ""


def opponent(d, surface, seat: int) -> None:
    t = d.t
    v, lay = t.view, t.layout
    box = lay.opp[seat]
    pv = v.players_view[seat]
    ln = lay.head
    fs = ln * 0.78
    bsz = max(12, int(ln * 0.95))
    d.badge(surface, seat, (box.x + 5 + bsz // 2, box.y + 4 + bsz // 2), bsz)
    right = box.right - 6
    st = status(d, seat)
    if st:
        tag = d.art.tag(st, int(fs), HILITE)
        surface.blit(tag, (right - tag.get_width(), box.y + 4))
        right -= tag.get_width() + 4
    inf = t.ui.t("ausonia.table.influence_n", n=pv.influence)
    name = t.seat_names[seat]
    d.label_first(
        surface,
        [f"{name} · {inf}", f"{initials(name)} · {inf}", f"{initials(name)}: {pv.influence}"],
        fs,
        (box.x + bsz + 9, box.y + 4 + bsz // 2),
        CREAM,
        True,
        right - box.x - bsz - 12,
        anchor="midleft",
    )
    y = box.y + 4 + ln
    n = {"hand": pv.hand_count, "draw": pv.draw_count, "discard": len(pv.discard)}
    counts = [t.ui.t("ausonia.table.opp_piles", **n), t.ui.t("ausonia.table.opp_piles_short", **n)]
    r = whole_first(d, surface, counts, fs, (box.x + 6, y), CREAM, width=box.w - 12)
    if r is not None and t.mode != "target":
        t.hits.append((r.inflate(4, 2), ("pile", seat)))
    y += ln
    areas = t.ui.t("ausonia.table.opp_areas", raised=pv.raise_count, sealed=len(pv.seal), fountains=len(pv.fountains))
    whole_first(d, surface, [areas], fs, (box.x + 6, y), MUTED, width=box.w - 12)


def count_pill(d, surface, text: str, size: float, centre) -> pygame.Rect:
    """A pile's count on a dark pill over its card's back (over the back's star it was
    gold on gold, hard to read)."""
    r = d.t.text.render(text, max(9, int(size)), CREAM, True).get_rect(center=centre)
    pill = r.inflate(max(8, r.h // 2), 2)
    pygame.draw.rect(surface, PILL, pill, border_radius=pill.h // 2)
    pygame.draw.rect(surface, (230, 200, 120), pill, 1, border_radius=pill.h // 2)
    d.label(surface, text, size, centre, CREAM, True, anchor="center")
    return pill


# -- the market, or the cards a step offers --------------------------------------------
def market(d, surface) -> None:
    t = d.t
    v, lay = t.view, t.layout
    if t.choice_cards():
        choices(d, surface)
        return
    n = {"power": v.power_count, "favour": v.favour_deck}
    title(d, surface, lay.market, [t.ui.t("ausonia.table.market", **n), t.ui.t("ausonia.table.market_short", **n)])
    rects = t.market_rects()
    for slot, card in t.market_cards().items():
        r = rects[slot]
        if card is None:
            pygame.draw.rect(surface, (90, 90, 80), r, 1, border_radius=6)
            continue
        d.face(surface, card, r, "market", None)
        if t.selected == ("market", card):  # picked by a click: the bar lists how to pay for it
            pygame.draw.rect(surface, HILITE, r.inflate(6, 6), 3, border_radius=7)
    r = rects["favour"]
    if v.favour_deck:
        d.card(surface, t.painter.back("favour", r.w), r)
        count_pill(d, surface, str(v.favour_deck), lay.head, r.center)
    else:
        pygame.draw.rect(surface, (90, 90, 80), r, 1, border_radius=6)


def choices(d, surface) -> None:
    t = d.t
    lay = t.layout
    head = t.ui.t("ausonia.table.revealed") if t.mode == "foresee" else t.ui.t("ausonia.table.choose_discard")
    title(d, surface, lay.market, head, HILITE)
    zone = "revealed" if t.mode == "foresee" else "discard"
    for card, r in t.choice_rects().items():
        d.tile(surface, card, r, zone, t.viewer)
        if t.selected == ("choice", card):
            pygame.draw.rect(surface, HILITE, r.inflate(4, 4), 2, border_radius=6)


# -- the turn box ------------------------------------------------------------------------
def turn_box(d, surface) -> None:
    t = d.t
    v, lay = t.view, t.layout
    box = lay.turn
    fs = lay.head * 0.78
    # the turn's heading in fewer words where it must ("Máquina 2 · ronda 5", "Ronda 5": the
    # side panel marks whose turn it is), never "Turno de Máquina 2 · rond…"
    if v.phase == "over":
        heads = [t.ui.t("ausonia.table.over")]
    else:
        who = t.seat_names[v.active] if v.active is not None else ""
        heads = [
            t.ui.t("ausonia.table.turn_of", name=who, round=v.round),
            t.ui.t("ausonia.table.turn_short", name=who, round=v.round),
            t.ui.t("ausonia.table.round_n", round=v.round),
        ]
    whole_first(d, surface, heads, lay.head * 0.78, (box.x + 6, box.y + 1), CREAM, True, box.w - 12)
    # the last round's rule shortened to "Última ronda" where its line is too narrow (the prompt
    # says the rule whole), never "Corrupción cuenta como In…"
    phase = (
        (t.ui.t("ausonia.table.last_round"), t.ui.t("ausonia.table.last_round_short"))
        if v.final
        else (t.ui.t("ausonia.table.phase_end"),)
        if v.phase == "end"
        else (t.ui.t("ausonia.table.phase_action"),)
    )
    whole_first(d, surface, phase, fs, (box.x + 6, box.y + lay.head), HILITE if v.final else MUTED, width=box.w - 12)
    for g, r in t.gem_rects().items():
        k = v.gems[GEMS.index(g)]
        icon = gem_icon(g, r.h)
        if not k:
            icon = icon.copy()
            icon.set_alpha(80)
        surface.blit(icon, r.topleft)
        d.label(surface, f"×{k}", fs, (r.right + 2, r.centery), CREAM if k else MUTED, True, anchor="midleft")
        if t.selected == ("gem", g):
            pygame.draw.rect(surface, HILITE, t.with_count(r), 2, border_radius=5)
    y = t.gem_rects()["sapphire"].bottom + 3
    y = spent_row(d, surface, v.spent, pygame.Rect(box.x + 6, y, box.w - 12, lay.head), fs)
    if v.keywords and y + lay.head <= box.bottom:
        keywords_used(d, surface, v.keywords, pygame.Rect(box.x + 6, y, box.w - 12, box.bottom - y), fs)


def keywords_used(d, surface, keywords, room: pygame.Rect, fs: float) -> None:
    """ "Used: Raise, Influence, Draw..." on as many lines as ``room`` holds, a keyword never
    split; where they do not all fit the line is left out (the abilities' tags and the log
    say it too), never cut ("Usadas: Levantar, Influencia, Robar, Adq…")."""
    t = d.t
    words = [t.ui.t(f"ausonia.kw.{k}") for k in dict.fromkeys(keywords)]
    head = t.ui.t("ausonia.table.keywords_used", words="\0").split("\0")[0]
    parts = [head + words[0]] + words[1:]
    font = t.text.font(max(9, int(fs), t.ui.text_floor()))
    lines: list[str] = []
    for part in parts:
        if lines and font.size(lines[-1] + ", " + part)[0] <= room.w:
            lines[-1] += ", " + part
        else:
            lines.append(part)
    if len(lines) * font.get_linesize() <= room.h and all(font.size(x)[0] <= room.w for x in lines):
        d.label_lines(surface, parts, fs, room.topleft, MUTED, width=room.w, sep=", ")


def spent_row(d, surface, spent, row: pygame.Rect, fs: float) -> int:
    """ "Spent:" and the gems spent this turn as icons with their counts (in words the row
    was cut at 1024x640: "Gastadas: 1 zafiro + 2 esmeraldas + 1 s…"), a gem that does not
    fit its line on the next (at 1024x640 150 % the last ran past the box: "★×"). Returns
    the y under the last line."""
    t = d.t
    if not any(spent):
        d.label(surface, t.ui.t("ausonia.table.spent", gems=t.ui.t("ausonia.table.nothing")), fs, row.topleft, MUTED)
        return row.bottom
    x = d.label(surface, t.ui.t("ausonia.table.spent", gems="").rstrip(), fs, row.topleft, MUTED).right + 6
    size = max(8, row.h - 4)
    font = t.text.font(max(9, int(fs), t.ui.text_floor()))
    y = row.y
    for g, k in zip(GEMS, spent):
        if k:
            if x + size + 1 + font.size(f"×{k}")[0] > row.right:
                x, y = row.x, y + row.h
            surface.blit(gem_icon(g, size), (x, y + (row.h - size) // 2 - 1))
            x = d.label(surface, f"×{k}", fs, (x + size + 1, y), MUTED).right + 6
    return y + row.h


# -- the play area ------------------------------------------------------------------------
def play_area(d, surface) -> None:
    t = d.t
    v, lay = t.view, t.layout
    seat = t.shown_seat()
    pv = v.players_view[seat]
    n = len(pv.play) + len(pv.bought)
    name = t.seat_names[seat]
    heads = [
        t.ui.t("ausonia.table.play_area", name=name, n=n),
        t.ui.t("ausonia.table.play_area_short", name=name, n=n),
        t.ui.t("ausonia.table.play_area_min", n=n),  # beside its page arrows
    ]
    arrows = t.play_arrows()
    title(d, surface, lay.play, heads, right=min((r.x for r in arrows.values()), default=0))
    page_arrows(t, surface, arrows)
    for card, r in t.play_rects().items():
        if t.drag.dragging and t.drag.item == ("tile", card):
            pygame.draw.rect(surface, (90, 90, 80), r, 1, border_radius=6)
            continue
        d.tile(surface, card, r, "play", seat, "bought" if card in pv.bought else "")
        if t.selected == ("tile", card):
            pygame.draw.rect(surface, HILITE, r.inflate(4, 4), 2, border_radius=6)


# -- the abilities --------------------------------------------------------------------------
def ability_state(t, card: int, ab: int) -> tuple[str, tuple]:
    """(the ability's state in words, the colour of its tag): spent this turn, paid now
    (payable), unlocked, or a condition with how far it is from unlocking."""
    v, ui = t.view, t.ui
    if (card, ab) in v.used:
        return ui.t("ausonia.table.ab.spent"), SPENT
    cond = cardinfo.condition(card, ab)
    pv = v.players_view[t.shown_seat()]
    if card in pv.bought:
        return ui.t("ausonia.table.ab.bought"), SPENT
    if cond is not None:
        have, need = next(((h, n) for c, a, h, n in v.conditions if (c, a) == (card, ab)), (None, None))
        if have is None:
            return ui.t("ausonia.table.ab.condition"), LOCKED
        if have >= need:
            return ui.t("ausonia.table.ab.unlocked"), OPEN
        return ui.t("ausonia.table.ab.progress", have=have, need=need), LOCKED
    if prompts.activations(t.legal, card, ab):
        return ui.t("ausonia.table.ab.payable"), PAID
    return ui.t("ausonia.table.ab.to_pay"), MUTED


def abilities(d, surface) -> None:
    t = d.t
    lay = t.layout
    box = lay.abilities
    arrows = t.ability_arrows()
    right = min((r.x for r in arrows.values()), default=0)
    title(d, surface, box, t.ui.t("ausonia.table.abilities", n=len(t.ability_list())), right=right)
    fs = lay.head * 0.78
    hand = set(t.hand())
    for (card, ab), r in t.ability_rects().items():
        red = cardinfo.ability(card, ab).condition is not None
        pygame.draw.rect(surface, (120, 34, 30) if red else (52, 44, 34), r, border_radius=5)
        hot = t.selected == ("ability", card, ab)
        pygame.draw.rect(surface, HILITE if hot else (110, 96, 70), r, 2 if hot else 1, border_radius=5)
        ability_row(d, surface, card, ab, r, card in hand, fs)
        t.ui.record_card(card, "hand" if card in hand else "play", t.viewer if card in hand else t.shown_seat())
    page_arrows(t, surface, arrows)
    if not t.ability_list():
        whole_first(
            d,
            surface,
            [t.ui.t("ausonia.table.no_abilities")],
            fs,
            (box.x + 6, box.y + lay.head + 2),
            MUTED,
            width=box.w - 12,
        )


def fits(d, text: str, bold: bool, width: int) -> bool:
    """Whether ``text`` reads whole in ``width`` at ``size`` or at the text floor."""
    return d.t.text.font(d.t.ui.text_floor(), bold).size(text)[0] <= width


def ability_row(d, surface, card: int, ab: int, r: pygame.Rect, in_hand: bool, fs: float) -> None:
    """One row of the abilities list, on the lines the layout gives it: the card and the
    ability's keywords (on two lines where one is too narrow: "Arquitecta de fuentes:" over
    "Influencia 2"), then its price or condition and its state's tag, the condition over the
    tag where both do not fit one line; every text whole, never "Influenc…"."""
    t = d.t
    lay = t.layout
    a = cardinfo.ability(card, ab)
    w = r.w - 10
    name = f"{cardinfo.name(t.ui, card)}{t.ui.t('ausonia.table.ab.in_hand') if in_hand else ''}:"
    words = cardinfo.keywords_text(t.ui, card, ab)
    whole = f"{name} {words}"
    if not fits(d, name, True, w):  # "(en mano)" left out where the name has no room for it
        name = f"{cardinfo.name(t.ui, card)}:"
    heads = [whole] if fits(d, whole, True, w) or lay.ability_lines < 3 else [name, words]
    state, colour = ability_state(t, card, ab)
    tag = d.art.tag(state, int(fs), colour)
    room = r.w - 16 - tag.get_width()
    step = (r.h - 4) // lay.ability_lines
    ys = [r.y + 2 + i * step for i in range(lay.ability_lines)]
    for text, y in zip(heads, ys):
        whole_first(d, surface, [text], fs, (r.x + 5, y), CREAM, True, w)
    y = ys[min(len(heads), len(ys) - 1)]  # the price's (or condition's) line, the tag at its right
    if a.condition is not None:
        forms = [x for x in cardinfo.condition_texts(t.ui, card, ab) if x]  # the short one where narrow
        beside = next((x for x in forms if fits(d, x, False, room)), None)
        over = next((x for x in forms if fits(d, x, False, w)), None)
        if beside is not None:
            whole_first(d, surface, [beside], fs, (r.x + 5, y), CREAM, width=room)
        elif over is not None and len(heads) + 2 <= len(ys):  # the condition, the tag under it
            whole_first(d, surface, [over], fs, (r.x + 5, y), CREAM, width=w)
            y = ys[len(heads) + 1]
        elif over is not None and len(heads) == 2 and fits(d, words, True, room):  # the tag by the keywords
            whole_first(d, surface, [over], fs, (r.x + 5, ys[2]), CREAM, width=w)
            y = ys[1]
        surface.blit(tag, (r.right - 5 - tag.get_width(), y))
        return
    surface.blit(tag, (r.right - 5 - tag.get_width(), y))
    x = r.x + 5
    size = int(lay.head * 0.85)
    for g, k in zip(GEMS, a.cost):
        for _ in range(k):
            surface.blit(gem_icon(g, size), (x, y))
            x += size + 2
    if not any(a.cost):
        whole_first(d, surface, [t.ui.t("ausonia.table.free")], fs, (x, y), CREAM, width=room)


# -- the viewer's piles, hand and areas -------------------------------------------------------
def piles(d, surface) -> None:
    t = d.t
    lay = t.layout
    pv = t.bottom_pv()
    own = t.viewer == t.bottom_seat()  # a spectator sees the first seat's, named
    name = t.seat_names[t.bottom_seat()]
    if lay.piles_titled:  # else its cards take the room (their labels say what each pile is)
        title(
            d, surface, lay.piles, t.ui.t("ausonia.table.piles") if own else t.ui.t("ausonia.table.piles_of", name=name)
        )
    rects = t.pile_rects()
    fs = lay.head * 0.75
    r = rects["draw"]
    if pv.draw_count:
        d.card(surface, t.painter.back("own", r.w), r)
        for card in pv.draw_top[-1:]:  # a top card the viewer knows (Manipulación, Previsión)
            d.face(surface, card, r, "draw_top", t.bottom_seat())
    else:
        pygame.draw.rect(surface, (90, 90, 80), r, 1, border_radius=6)
    r = rects["discard"]
    if pv.discard:
        d.face(surface, pv.discard[-1], r, "discard", t.bottom_seat())
    else:
        pygame.draw.rect(surface, (90, 90, 80), r, 1, border_radius=6)
    t.hits.append((pygame.Rect(r), ("pile", t.bottom_seat())))
    pile_labels(d, surface, rects, pv.draw_count, len(pv.discard), fs)


def pile_label_columns(d, rects: dict) -> dict[str, pygame.Rect]:
    """Where each pile's label may lie under its card: from the panel's edge to the middle
    between the two cards, less a gap there that keeps them apart (about two spaces at the
    floor)."""
    lay = d.t.layout
    draw, discard = rects["draw"], rects["discard"]
    mid = (draw.right + discard.x) // 2
    gap = max(6, d.t.ui.text_floor() // 2)
    top = max(draw.bottom, discard.bottom) + 2
    h = lay.piles.bottom - 2 - top
    left = pygame.Rect(lay.piles.x + 2, top, mid - gap // 2 - lay.piles.x - 2, h)
    right = pygame.Rect(mid + gap - gap // 2, top, lay.piles.right - 2 - (mid + gap - gap // 2), h)
    return {"draw": left, "discard": right}


def pile_labels(d, surface, rects: dict, draw_n: int, discard_n: int, fs: float) -> None:
    """Each pile's label under it: "Robar 11" where both labels fit their columns on one
    line, else each word over its count ("Descarte" / "13"), the short word ("Desc.") only
    where the whole one does not fit; never the bare count (a new player could not tell
    what "11" counted), never one label running into the other ("Robar 0Desc. 13")."""
    t = d.t
    ui = t.ui
    cols = pile_label_columns(d, rects)
    draw = [ui.t("ausonia.table.pile_draw"), str(draw_n)]
    options = [  # (the draw pile's lines, the discard pile's), the first that fits
        {"draw": [ui.t("ausonia.table.draw_n", n=draw_n)], "discard": [ui.t("ausonia.table.discard_n", n=discard_n)]},
        {"draw": draw, "discard": [ui.t("ausonia.table.pile_discard"), str(discard_n)]},
        {"draw": draw, "discard": [ui.t("ausonia.table.pile_discard_short"), str(discard_n)]},
    ]
    one_line = not t.layout.piles_titled  # a label line under each pile: word and count side by side
    floor = ui.text_floor()
    sizes = range(max(floor, int(fs)), floor - 1, -1)

    def widths(option, size) -> dict:
        font = t.text.font(size)
        space = font.size(" ")[0]
        if one_line:
            return {k: [sum(font.size(x)[0] for x in lines) + space * (len(lines) - 1)] for k, lines in option.items()}
        return {k: [font.size(x)[0] for x in lines] for k, lines in option.items()}

    def fits(option, size) -> bool:
        step = t.text.font(size).get_linesize()
        return all(
            x <= cols[k].w and (1 if one_line else len(option[k])) * step <= max(cols[k].h, step)
            for k, ws in widths(option, size).items()
            for x in ws
        )

    chosen, size = next(((o, s) for o in options for s in sizes if fits(o, s)), (options[-1], floor))
    font = t.text.font(size)
    step = font.get_linesize()
    for k, lines in chosen.items():
        col, centre = cols[k], rects[k].centerx
        if one_line:
            w = min(widths(chosen, size)[k][0], col.w)
            x = min(col.right - w, max(col.x, centre - w // 2))
            for part in lines:
                x = d.label(surface, part, size, (x, col.y), CREAM, width=col.right - x).right + font.size(" ")[0]
            continue
        for i, x in enumerate(lines):
            w = min(font.size(x)[0], col.w)
            left = min(col.right - w, max(col.x, centre - w // 2))
            d.label(surface, x, size, (left, col.y + i * step), CREAM, width=col.w)


def hand(d, surface) -> None:
    t = d.t
    lay = t.layout
    pv = t.bottom_pv()
    cards = t.hand()
    n = len(cards) if pv.hand is not None else pv.hand_count
    if t.viewer == t.bottom_seat():
        title(d, surface, lay.hand_area, t.ui.t("ausonia.table.hand", n=n))
    else:
        title(d, surface, lay.hand_area, t.ui.t("ausonia.table.hand_of", n=n, name=t.seat_names[t.bottom_seat()]))
    if pv.hand is None:  # a spectator: the backs only
        for r in lay.hand_rects(pv.hand_count):
            d.card(surface, t.painter.back("own", r.w), r)
        return
    greyed = {c for c in cards if t.legal and t.greyed_reason(c)}
    rects = t.hand_rects()
    xs = [r.x for r in rects.values()]
    for i, (card, r) in enumerate(rects.items()):
        if t.drag.dragging and t.drag.item == ("card", card):
            continue
        if t.selected == ("card", card):
            r = r.move(0, -int(10 * lay.scale))
        shown = xs[i + 1] - r.x if i + 1 < len(xs) and xs[i + 1] < r.right else 0
        d.face(surface, card, r, "hand", t.viewer, shown_w=shown)
        if card in greyed:
            veil = pygame.Surface(r.size, pygame.SRCALPHA)
            veil.fill((20, 16, 12, 110))
            surface.blit(veil, r.topleft)
        if t.selected == ("card", card) or t.focus_card == card:
            pygame.draw.rect(surface, HILITE, r.inflate(4, 4), 2, border_radius=7)


def areas(d, surface) -> None:
    t = d.t
    pv = t.bottom_pv()
    boxes = t.area_boxes()
    own = pv.raise_cards is not None
    n_raise = len(pv.raise_cards) if own else pv.raise_count
    # the viewer's own areas say so where they fit ("Your fountains"): beside another seat's
    # play area on its turn, "Fountains (1)" read as that seat's
    mine = t.viewer == t.bottom_seat()
    for name in boxes:
        arrows = t.area_arrows(name)
        page_arrows(t, surface, arrows)
        right = min((r.x for r in arrows.values()), default=0)
        heading = {
            "raise": lambda: [
                t.ui.t("ausonia.table.your_raise_area", n=n_raise) if mine else "",
                t.ui.t("ausonia.table.raise_area", n=n_raise),
                t.ui.t("ausonia.table.raise_area_short", n=n_raise),
            ],
            "seal": lambda: [
                t.ui.t("ausonia.table.your_seal_area", n=len(pv.seal)) if mine else "",
                t.ui.t("ausonia.table.seal_area", n=len(pv.seal)),
                t.ui.t("ausonia.table.seal_area_short", n=len(pv.seal)),
            ],
            "fountains": lambda: [
                t.ui.t("ausonia.table.your_fountains", n=len(pv.fountains)) if mine else "",
                t.ui.t("ausonia.table.fountains", n=len(pv.fountains)),
            ],
        }[name]()
        title(d, surface, boxes[name], [h for h in heading if h], right=right)
    if own:
        for card, r in t.raise_rects().items():
            d.tile(surface, card, r, "raise", t.bottom_seat())
            if t.selected == ("raised", card):
                pygame.draw.rect(surface, HILITE, r.inflate(4, 4), 2, border_radius=6)
    else:
        area = boxes["raise"]
        for i in range(min(n_raise, 8)):
            r = pygame.Rect(
                area.x + 6 + i * 12, area.y + t.layout.head, max(12, area.h // 2), area.h - t.layout.head - 3
            )
            d.card(surface, t.painter.back("own", r.w), pygame.Rect(r.x, r.y, r.w, min(r.h, int(r.w * 1.4))))
    for card, r in t.seal_rects().items():
        d.tile(surface, card, r, "seal", t.bottom_seat())
    for card, r in t.fountain_rects().items():
        d.tile(surface, card, r, "fountain", t.bottom_seat())
