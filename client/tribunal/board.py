"""The board: the header line, the vote register with the Concilium, the Vis Source
Register with the Regio and the dice, the decks with their face-up rows and discard piles,
and the award counters left.

Every count is written as a number beside its symbol; the register counters are marked by
a frame and an arrow as well as a colour; past Tribunals' spaces are dimmed and crossed.
"""

from __future__ import annotations

import pygame

from client.table_art import CREAM, HILITE, MUTED, initials
from client.tribunal import data
from client.tribunal.cards import EDGE, INK, PAPER, symbol, vis_dot
from client.tribunal.prompts import deck_name
from rules.tribunal.actions import SPACES

ROMAN = ("I", "II", "III")
AWARD_RGB = {1: (70, 120, 220), 2: (200, 60, 60), 3: (230, 200, 60)}


def vote_token(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """A vote counter: a round token with a check mark (a shape as well as a colour)."""
    c, r = rect.center, max(3, min(rect.w, rect.h) // 2 - 1)
    pygame.draw.circle(surface, (236, 226, 196), c, r)
    pygame.draw.circle(surface, (60, 40, 20), c, r, max(1, r // 4))
    k = r * 0.5
    pygame.draw.lines(
        surface,
        (60, 40, 20),
        False,
        [(c[0] - k, c[1]), (c[0] - k / 3, c[1] + k * 0.7), (c[0] + k, c[1] - k * 0.6)],
        max(1, r // 4),
    )


def award_token(surface: pygame.Surface, rect: pygame.Rect, place: int, text) -> None:
    """An award counter: a disc in its colour with its place written on it."""
    c, r = rect.center, max(4, min(rect.w, rect.h) // 2)
    pygame.draw.circle(surface, AWARD_RGB.get(place, (150, 150, 150)), c, r)
    pygame.draw.circle(surface, (20, 16, 12), c, r, 1)
    num = text.render(str(place), max(11, r), (20, 16, 12) if place == 3 else (250, 248, 240), bold=True)
    surface.blit(num, num.get_rect(center=c))


def phase_line(table) -> str:
    ui, v = table.ui, table.view
    t = ui.t
    if v.phase == "over":
        return t("tribunal.head.over")
    if v.phase == "setup":
        return t("tribunal.head.setup", name=table.seat_names[v.active] if v.active is not None else "")
    title = t("tribunal.head.grand") if v.tribunal >= 3 else t("tribunal.head.tribunal", n=v.tribunal)
    if v.phase == "tribunal":
        who = ", ".join(table.seat_names[s] for s in v.presenting)
        return t("tribunal.head.presenting", tribunal=title, names=who)
    return t("tribunal.head.round", tribunal=title, round=v.round, rounds=v.players, name=table.seat_names[v.praeco])


def draw(d, surface) -> None:
    t = d.t
    v, lay = t.view, t.layout
    line = lay.line
    size = line - 5
    # the header
    d.label(
        surface, phase_line(t), size, (lay.head.x + 6, lay.head.centery), CREAM, True, lay.head.w - 12, anchor="midleft"
    )
    _votes(d, surface, size)
    _sources(d, surface, size)
    _decks(d, surface, size)
    del v


def _votes(d, surface, size) -> None:
    t = d.t
    v, lay = t.view, t.layout
    box = lay.votes
    con = t.concilium_rect()
    d.label(surface, t.ui.t("tribunal.board.votes"), size, (box.x + 6, box.y + 2), HILITE, True, con.x - box.x - 8)
    vote_token(surface, pygame.Rect(con.x, con.y + 1, con.h - 2, con.h - 2))
    words = t.ui.t("tribunal.board.concilium", n=v.concilium)
    if t.text.font(max(size, t.ui.text_floor()), bold=True).size(words)[0] > con.w - con.h:
        words = f"×{v.concilium}"  # the count whole rather than the word cut
    d.label(surface, words, size, (con.x + con.h, con.centery), CREAM, True, con.w - con.h, anchor="midleft")
    votes = dict(v.votes)
    rects = t.space_rects()
    font = t.text.font(t.ui.text_floor())
    names = max(font.size(data.space_name(t.ui, s))[0] for s in SPACES) + 2  # each name whole
    for i, s in enumerate(SPACES):
        r = rects[s]
        if i == 6:  # the spell categories under a rule
            pygame.draw.line(surface, MUTED, (r.x, r.y - 1), (r.right, r.y - 1), 1)
        isz = r.h - 2
        symbol(surface, s, pygame.Rect(r.x + 1, r.y + 1, isz, isz))
        n = votes.get(s, 0)
        num = d.label(surface, str(n), size, (r.right - 3, r.centery), HILITE if n else MUTED, True, anchor="midright")
        # a token per vote, as many as fit before the number
        room = r.w - isz - num.w - 10
        name_w = max(20, int(room * 0.62), min(room, names))
        d.label(
            surface, data.space_name(t.ui, s), size, (r.x + isz + 4, r.centery), CREAM, False, name_w, anchor="midleft"
        )
        tx = r.x + isz + 6 + name_w
        tsz = max(6, r.h - 6)
        room = num.x - tx - 2
        for k in range(min(n, max(0, room // (tsz // 2 + 1)))):
            vote_token(surface, pygame.Rect(tx + k * (tsz // 2 + 1), r.centery - tsz // 2, tsz, tsz))


def _sources(d, surface, size) -> None:
    t = d.t
    ui, v, lay = t.ui, t.view, t.layout
    box = lay.sources
    titles = (ui.t("tribunal.board.sources"), ui.t("tribunal.board.sources_short"))
    d.label_whole(surface, titles, size, (box.x + 6, box.y + 2), HILITE, True, box.w - 12)
    rg = t.regio_rect()
    vis_dot(surface, (rg.x + rg.h // 2, rg.centery), rg.h // 2 - 2)
    d.label(
        surface,
        ui.t("tribunal.board.regio", n=v.regio),
        size,
        (rg.x + rg.h + 2, rg.centery),
        CREAM,
        True,
        rg.w - rg.h - 2,
        anchor="midleft",
    )
    ex = t.extract_rect()
    extract = (ui.t("tribunal.board.extract", n=v.extract),)  # else the bar's button says it
    d.label_whole(surface, extract, size, (ex.right, ex.centery), MUTED, False, ex.w, anchor="midright")
    where = {src: (area, idx) for src, area, idx in v.registers}
    for src, r in t.source_rects().items():
        if src == "uncontested":
            names = (ui.t("tribunal.board.uncontested"), ui.t("tribunal.board.uncontested_short"))
        else:
            names = (ui.t("tribunal.board.contested"), ui.t("tribunal.board.contested_short"))
        d.label_whole(surface, names, size, (r.x + 3, r.y), CREAM, True, r.w - 6)
        cells = t.register_cells(src)
        area, idx = where.get(src, (1, 0))
        lab_w = int(lay.line * 1.3)
        for tri in (1, 2, 3):
            row = [c for (tt, _), c in cells.items() if tt == tri]
            if row:
                d.label(
                    surface, ROMAN[tri - 1], size, (r.x + lab_w - 4, row[0].centery), MUTED, True, anchor="midright"
                )
        for (tri, i), c in cells.items():
            x, y = data.register(src)[tri - 1][i]
            here = tri == area and i == idx
            past = tri < v.tribunal or (tri == area and i < idx) or (area > tri)
            fill = (70, 56, 36) if here else (36, 32, 26) if past else (52, 46, 36)
            pygame.draw.rect(surface, fill, c, border_radius=3)
            pygame.draw.rect(surface, HILITE if here else (110, 96, 80), c, 2 if here else 1, border_radius=3)
            txt = f"{x}:{y}"
            col = HILITE if here else (120, 112, 100) if past else CREAM
            d.label(surface, txt, size, c.center, col, here, c.w - 2, anchor="center")
            if past and not here:
                pygame.draw.line(surface, (120, 112, 100), c.bottomleft, c.topright, 1)
        if area > 3:
            d.label(
                surface,
                ui.t("tribunal.board.source_done"),
                size,
                (r.right - 3, r.y),
                MUTED,
                False,
                r.w // 2,
                anchor="topright",
            )
    _dice(d, surface, size)


def this_tribunals_rolls(view) -> tuple:
    """The dice of the last contested gathering where it was at this Tribunal; none before
    this Tribunal's first (the view keeps the last rolls until the next gathering: the first
    Tribunal's dice read as the second's). A gathering moves the
    contested counter on a space, or past the last one into the next Tribunal's area; a new
    Tribunal puts it on its area's first space: on a first space the last roll was at the
    Tribunal before."""
    area, space = next(((a, i) for src, a, i in view.registers if src == "contested"), (view.tribunal, 1))
    gathered_at = area if space > 0 else area - 1
    return tuple(view.rolls) if gathered_at == view.tribunal else ()


def _dice(d, surface, size) -> None:
    """The last contested gathering of this Tribunal: each seat's die faces (1 and 6
    re-rolled) and its vis, each roll in an equal share of the row, every roll in the same
    form. Where a share is narrow, the re-rolled faces go first, then the word "vis", then
    the name gives way to its initials ("Máquina 3" -> "M3") at the least size the text is
    set at, the die to a smaller one, then to none; only then the initials: the vis stays,
    never cut, and whose roll it is wherever its initials fit."""
    t = d.t
    r = t.dice_rect()
    rolls = this_tribunals_rolls(t.view)
    if not rolls:
        return
    dsz = r.h - 4
    rolling = t.rolling()
    share = r.w // len(rolls)
    room = share - 4  # a share less its margins
    least = max(9, t.ui.text_floor())
    fonts = {px: (t.text.font(max(9, px, least)), t.text.font(max(9, px, least), True)) for px in {size, least}}
    font, bold = fonts[least]
    names = [t.seat_names[roll.seat] for roll in rolls]
    shorts = [initials(name) for name in names]
    if rolling:
        face = (t.tumbling_face(),)
        forms = [("name", face, "", dsz, size), ("initials", face, "", dsz, least), ("", face, "", dsz, size)]
    else:
        vis_w = max(bold.size(f"+{roll.vis}")[0] for roll in rolls) + 4
        ini_w = max(font.size(x)[0] for x in shorts) + 3
        beside = min(dsz, room - vis_w - ini_w - 2)  # a die between the initials and the vis
        small = max(8, min(dsz, room - vis_w - 2))
        forms = [("name", "many", "full", dsz, size), ("name", "last", "full", dsz, size)]
        forms += [("name", "last", "short", dsz, size), ("initials", "last", "full", dsz, least)]
        forms += [("initials", "last", "short", dsz, least)]
        if beside >= 8:
            forms.append(("initials", "last", "short", beside, least))
        forms += [("initials", "none", "short", 0, least), ("", "last", "short", small, least)]

    def plan(form, k):
        who, faces, got, dz, px = form
        roll = rolls[k]
        who = names[k] if who == "name" else shorts[k] if who == "initials" else ""
        if not rolling:
            faces = {"many": tuple(roll.faces[-3:]), "last": tuple(roll.faces[-1:]), "none": ()}[faces]
            got = t.ui.t("tribunal.board.roll_vis", n=roll.vis) if got == "full" else f"+{roll.vis}"
        return who, faces, got, dz, px

    def width(p) -> int:
        who, faces, got, dz, px = p
        font, bold = fonts[px]
        return (font.size(who)[0] + 3 if who else 0) + len(faces) * (dz + 2) + (bold.size(got)[0] + 4 if got else 0)

    # the first form every roll reads whole in (the last one where none does)
    form = next((f for f in forms if all(width(plan(f, k)) <= room for k in range(len(rolls)))), forms[-1])
    for k in range(len(rolls)):
        who, faces, got, dz, px = plan(form, k)
        x = x0 = r.x + k * share + 1
        if who:
            x = d.label(surface, who, px, (x0, r.centery), CREAM, False, 0, anchor="midleft").right + 3
        for f in faces:
            die(surface, pygame.Rect(x, r.centery - dz // 2, dz, dz), f, dim=(f in (1, 6)) and not rolling)
            x += dz + 2
        if got:
            d.label(surface, got, px, (x + 2, r.centery), HILITE, True, 0, anchor="midleft")


def die(surface, rect: pygame.Rect, face: int, dim: bool = False) -> None:
    """A die showing ``face`` in pips; a re-rolled one (1 or 6) greyed."""
    pygame.draw.rect(surface, (150, 150, 150) if dim else (246, 242, 232), rect, border_radius=max(2, rect.w // 6))
    pygame.draw.rect(surface, (20, 16, 12), rect, 1, border_radius=max(2, rect.w // 6))
    q = rect.w / 4
    spots = {
        1: [(2, 2)],
        2: [(1, 1), (3, 3)],
        3: [(1, 1), (2, 2), (3, 3)],
        4: [(1, 1), (3, 1), (1, 3), (3, 3)],
        5: [(1, 1), (3, 1), (2, 2), (1, 3), (3, 3)],
        6: [(1, 1), (3, 1), (1, 2), (3, 2), (1, 3), (3, 3)],
    }[max(1, min(6, face))]
    for sx, sy in spots:
        pygame.draw.circle(surface, (20, 16, 12), (rect.x + sx * q, rect.y + sy * q), max(1, rect.w // 10))


def _decks(d, surface, size) -> None:
    t = d.t
    ui, v = t.ui, t.view
    left = dict(v.decks)
    piles = dict(v.discards)
    for deck in t.deck_rows():
        n = left.get(deck, 0)
        pile = piles.get(deck, ())
        labels = (  # the counts are on the deck and its discard pile too
            ui.t("tribunal.board.deck_row", deck=deck_name(ui, deck), n=n, discard=len(pile)),
            ui.t("tribunal.board.deck_row_short", deck=deck_name(ui, deck), n=n),
            deck_name(ui, deck),
        )
        lr = t.deck_label_rect(deck)
        anchor = "midleft" if t.layout.deck_form == "columns" else "topleft"
        d.label_whole(surface, labels, size, getattr(lr, anchor), HILITE, True, lr.w, anchor)
        slots = t.deck_slots(deck)
        kind = {"items": "item", "spells": "spell", "resources": "resource"}[deck]
        dr = t.deck_rect(deck)  # the deck over its discard pile, each in its own half
        if n:  # a plain back with the count, as large as the click on it takes
            d.tile(surface, None, kind, dr, lines=0)
            d.label(surface, str(n), size, dr.center, CREAM, True, dr.w - 4, anchor="center")
        else:
            pygame.draw.rect(surface, (90, 90, 80), dr, 1, border_radius=5)
        faces = v.item_row if deck == "items" else v.spell_row if deck == "spells" else ()
        for card, r in zip(faces, slots[1:4]):
            d.tile(surface, card, kind, r, zone="row")
        pr = t.discard_rect(deck)
        if pile:  # the pile: its top card's symbol and the count (a click lays it out, named)
            top = pile[-1]
            pygame.draw.rect(surface, PAPER[kind], pr, border_radius=5)
            pygame.draw.rect(surface, EDGE[kind], pr, 1, border_radius=5)
            isz = min(pr.h - 4, pr.w // 2 - 2)
            symbol(surface, data.space_of(top), pygame.Rect(pr.x + 2, pr.centery - isz // 2, isz, isz))
            d.label(surface, str(len(pile)), size, (pr.right - 3, pr.centery), INK, True, pr.w // 2, anchor="midright")
            t.ui.record_card(top, "discard", None)
        else:
            pygame.draw.rect(surface, (90, 90, 80), pr, 1, border_radius=5)
            d.label(surface, "0", size, pr.center, MUTED, False, pr.w - 4, anchor="center")
    _awards(d, surface, size)


def _awards(d, surface, size) -> None:
    """The award counters still in their piles (four of each place at the start)."""
    t = d.t
    v = t.view
    r = t.awards_rect()
    given = {1: 0, 2: 0, 3: 0}
    for pv in v.players_view:
        for c in pv.awarded:
            if c.award:
                given[c.award[1]] = given.get(c.award[1], 0) + 1
    top = r.y + size + 5
    if t.layout.deck_form == "columns":  # one line: the counters say what they are (their place)
        top = r.y + 2
    else:
        d.label(surface, t.ui.t("tribunal.board.awards"), size, (r.x, r.y), MUTED, True, r.w)
    tsz = min(r.bottom - top - 1, r.w // 6)
    for i, place in enumerate((1, 2, 3)):
        x = r.x + i * (r.w // 3)
        award_token(surface, pygame.Rect(x, top, tsz, tsz), place, t.text)
        left = f"×{max(0, 4 - given[place])}"
        d.label(surface, left, size, (x + tsz + 2, top + tsz // 2), CREAM, True, anchor="midleft")
