"""Overlays over the table: the Tribunal's scene, the points sheet, a discard pile.

The Tribunal's scene opens when a Tribunal has been held (the view's points sheet grew):
each active Item's votes counted up one by one, then its place (the award counter, or an
honourable mention), a place shared where no tie-break settled it, and the tie-break that
did settle one named (the base score, then the installed Spells: "Contando Votos"); then
its points as the rulebook adds them ("(base + Spells) × 4"). A click or a key finishes the
count, a second one closes it.

The points sheet replaces the paper and pencil: each player's points at each Tribunal and
the total, then every Item scored, by Tribunal. It opens from the bar at any time.
"""

from __future__ import annotations

import pygame

from client.table_art import CREAM, HILITE, MUTED
from client.text import join_lines
from client.tribunal import data
from client.tribunal.board import award_token

MULT = {1: 4, 2: 3, 3: 2, 0: 1}
COUNT_TIME = 0.35  # seconds per line counted, at speed 1
HOLD = 5.0  # seconds the finished count stays up while nobody at the table decides
ROMAN = ("I", "II", "III")


def lines_of(view, tribunal: int) -> list:
    """The sheet's lines of one Tribunal, best place first (honourable mentions last)."""
    lines = [ln for ln in view.sheet if ln.tribunal == tribunal]
    return sorted(lines, key=lambda ln: (ln.place == 0, ln.place, -ln.votes, -ln.points))


def awarded_at(view, line) -> int | None:
    """The Tribunal whose award ``line``'s Item won before this line's Tribunal, or None.

    Such an Item scores again as an honourable mention but takes no votes (ruling T-1): its
    line says so rather than read as a mention that drew no votes."""
    if line.place:
        return None
    earlier = [ln.tribunal for ln in view.sheet if ln.item == line.item and ln.place and ln.tribunal < line.tribunal]
    return min(earlier) if earlier else None


def place_text(ui, view, line) -> str:
    """A line's place in words: "2.º", "Mención", "premiado en el Tribunal 1 · mención"."""
    if line.place:
        return ui.t("tribunal.court.nth", n=line.place)
    k = awarded_at(view, line)
    if k is not None:
        return ui.t("tribunal.court.awarded_mention", tribunal=tribunal_name(ui, k))
    return ui.t("tribunal.court.mention")


def spells_of(line) -> int:
    """The Spells installed on a scored Item, from its points: (base + Spells) × the place's factor."""
    base = data.cards().items[line.item].score
    return max(0, line.points // MULT.get(line.place, 1) - base)


def tie_break(ui, lines, line) -> str:
    """How ``line``'s place was settled against the Items on as many votes: shared, by the
    base score, by the installed Spells; "" where no other Item had its votes."""
    if line.shared:
        return ui.t("tribunal.court.shared")
    tied = [ln for ln in lines if ln is not line and ln.votes == line.votes and ln.place != line.place]
    if not tied or line.place == 0:
        return ""
    base = data.cards().items[line.item].score
    if any(data.cards().items[ln.item].score != base for ln in tied):
        return ui.t("tribunal.court.by_base")
    return ui.t("tribunal.court.by_spells")


def _elapsed(table) -> float:
    z = table.zoom
    return table.clock - z[2] if z is not None and z[0] == "court" else 0.0


def duration(table) -> float:
    speed = table.ui.settings.anim_speed
    if speed <= 0 or table.zoom is None or table.zoom[0] != "court":
        return 0.0
    n = len(lines_of(table.view, table.zoom[1]))
    return (n + 1) * COUNT_TIME / speed


def running(table) -> bool:
    return _elapsed(table) < duration(table)


def finish(table) -> None:
    z = table.zoom
    table.zoom = ("court", z[1], table.clock - duration(table) - 1)


def frame(d, surface, title: str) -> tuple[pygame.Rect, float]:
    t = d.t
    lay = t.layout
    w, h = lay.rect.size
    veil = pygame.Surface((w, h), pygame.SRCALPHA)
    veil.fill((0, 0, 0, 200))
    surface.blit(veil, lay.rect.topleft)
    frame = pygame.Rect(0, 0, int(w * 0.94), int(h * 0.92))
    frame.center = lay.rect.center
    pygame.draw.rect(surface, (30, 26, 22), frame, border_radius=16)
    pygame.draw.rect(surface, (214, 166, 40), frame, 2, border_radius=16)
    size = lay.line + 1
    d.label(surface, title, size, (frame.x + 16, frame.y + 10), CREAM, True, frame.w - 32)
    hint = t.ui.t("tribunal.zoom_close")
    d.label(
        surface, hint, lay.line - 5, (frame.centerx, frame.bottom - 6), MUTED, False, frame.w - 32, anchor="midbottom"
    )
    inner = pygame.Rect(frame.x + 16, frame.y + 16 + size + 6, frame.w - 32, frame.h - 2 * lay.line - size - 30)
    return inner, size


def tribunal_name(ui, n: int) -> str:
    return ui.t("tribunal.head.grand") if n >= 3 else ui.t("tribunal.head.tribunal", n=n)


def scene(d, surface) -> None:
    """The Tribunal just held: votes counted up per Item, places, tie-breaks, points."""
    t = d.t
    ui, v, lay = t.ui, t.view, t.layout
    n = t.zoom[1]
    inner, _ = frame(d, surface, ui.t("tribunal.court.title", name=tribunal_name(ui, n)))
    lines = lines_of(v, n)
    size = lay.line - 5
    elapsed = _elapsed(t)
    per = COUNT_TIME / t.ui.settings.anim_speed if t.ui.settings.anim_speed > 0 else 0
    if not lines:
        d.label(surface, ui.t("tribunal.court.no_items"), size, inner.topleft, MUTED)
    heads = [
        ui.t("tribunal.court.place"),
        ui.t("tribunal.court.owner"),
        ui.t("tribunal.court.item"),
        ui.t("tribunal.court.votes"),
        ui.t("tribunal.court.points"),
    ]
    xs = _columns(t, lines, heads, inner, size)
    for i, h in enumerate(heads):
        d.label(surface, h, size, (xs[i], inner.y), HILITE, True, xs[i + 1] - xs[i] - 4)
    totals = []  # this Tribunal's points per player, and the totals, on the lines they need
    for pv in v.players_view:
        got = pv.points_by_tribunal[n - 1] if len(pv.points_by_tribunal) >= n else 0
        totals.append(ui.t("tribunal.court.seat_points", name=t.seat_names[pv.seat], n=got, total=pv.points))
    foot = join_lines(t.text.font(max(size, ui.text_floor()), True), totals, inner.w)
    room = inner.h - len(foot) * lay.line  # the heads' line and the Items' rows over the totals
    row_h = max(lay.line + 2, min(int(lay.line * 1.6), room // max(1, len(lines) + 1)))
    y = inner.y + row_h
    shown = max(0, (inner.bottom - y - len(foot) * lay.line) // row_h)
    if d.ink is not None:  # the rows and the totals, before the count has drawn them
        d.ink.append(pygame.Rect(inner.x, inner.y, inner.w, row_h * (min(shown, len(lines)) + 1)))
        d.ink.append(pygame.Rect(inner.x, inner.bottom - len(foot) * lay.line, inner.w, len(foot) * lay.line))
    for i, ln in enumerate(lines[:shown]):
        done = per == 0 or elapsed >= (i + 1) * per
        frac = 1.0 if per == 0 else max(0.0, min(1.0, (elapsed - i * per) / per))
        votes = ln.votes if done else int(ln.votes * frac)
        ry = y + i * row_h
        if done and ln.place:
            tok = min(row_h - 4, lay.line)
            award_token(surface, pygame.Rect(xs[0], ry + (row_h - tok) // 2, tok, tok), ln.place, t.text)
            place = ui.t("tribunal.court.nth", n=ln.place)
            d.label(
                surface,
                place,
                size,
                (xs[0] + tok + 3, ry + row_h // 2),
                CREAM,
                True,
                xs[1] - xs[0] - tok - 6,
                anchor="midleft",
            )
        elif done:
            d.label(
                surface,
                ui.t("tribunal.court.mention"),
                size,
                (xs[0], ry + row_h // 2),
                MUTED,
                False,
                xs[1] - xs[0] - 4,
                anchor="midleft",
            )
        d.label(
            surface,
            t.seat_names[ln.seat],
            size,
            (xs[1], ry + row_h // 2),
            CREAM,
            False,
            xs[2] - xs[1] - 4,
            anchor="midleft",
        )
        d.label(
            surface,
            data.name(ui, ln.item),
            size,
            (xs[2], ry + row_h // 2),
            CREAM,
            True,
            xs[3] - xs[2] - 4,
            anchor="midleft",
        )
        t.ui.record_card(ln.item, "court", ln.seat)
        earlier = awarded_at(v, ln)
        d.label(
            surface,
            str(votes) if earlier is None else "—",
            size + 2,
            (xs[3], ry + row_h // 2),
            HILITE,
            True,
            xs[4] - xs[3] - 4,
            anchor="midleft",
        )
        if done:
            why = tie_break(ui, lines, ln)
            if earlier is not None:  # no votes: it won its award at an earlier Tribunal
                why = ui.t("tribunal.court.awarded", tribunal=tribunal_name(ui, earlier))
            sp = spells_of(ln)
            base = data.cards().items[ln.item].score
            pts = ui.t("tribunal.court.formula", base=base, spells=sp, mult=MULT.get(ln.place, 1), points=ln.points)
            short = _short_why(ui, lines, ln, earlier)
            # the formula and the reason, else the points and the reason, whole or shorter
            texts = [f"{p} · {x}" for p in (pts, str(ln.points)) for x in (why, short) if x] + [pts]
            pos = (xs[4], ry + row_h // 2)
            d.label_whole(surface, texts, size, pos, CREAM, False, xs[5] - xs[4], anchor="midleft")
    if len(lines) > shown:
        more = ui.t("tribunal.court.more", n=len(lines) - shown)  # at the right of the heads' line
        d.label(surface, more, size, (inner.right, inner.y), MUTED, anchor="topright")
    if per == 0 or elapsed >= len(lines) * per:
        for k, text in enumerate(foot):
            pos = (inner.x, inner.bottom - (len(foot) - k) * lay.line)
            d.label(surface, text, size, pos, HILITE, True, inner.w)


def _columns(t, lines, heads, inner: pygame.Rect, size: int) -> list[int]:
    """The x of each column of the count (place, magus, Item, votes, points) and its end: each
    as wide as its widest text, the points the rest."""
    ui = t.ui
    font = t.text.font(max(size, ui.text_floor()))
    bold = t.text.font(max(size, ui.text_floor()), True)
    tok = t.layout.line + 3
    places = [tok + bold.size(ui.t("tribunal.court.nth", n=k))[0] for k in (1, 2, 3)]
    places.append(font.size(ui.t("tribunal.court.mention"))[0])
    widths = [
        max(places),
        max([font.size(t.seat_names[ln.seat])[0] for ln in lines] or [0]),
        max([bold.size(data.name(ui, ln.item))[0] for ln in lines] or [0]),
        t.text.font(max(size + 2, ui.text_floor()), True).size("00")[0],
    ]
    widths = [max(w, bold.size(h)[0]) + 10 for w, h in zip(widths, heads)]
    xs = [inner.x]
    for w in widths:
        xs.append(xs[-1] + w)
    return xs + [inner.right]


def _short_why(ui, lines, line, earlier) -> str:
    """The tie-break, or the earlier award, in fewer words ("" where there is none)."""
    if earlier is not None:
        return ui.t("tribunal.court.awarded_short")
    why = tie_break(ui, lines, line)
    forms = (
        (ui.t("tribunal.court.shared"), ui.t("tribunal.court.shared_short")),
        (ui.t("tribunal.court.by_base"), ui.t("tribunal.court.by_base_short")),
        (ui.t("tribunal.court.by_spells"), ui.t("tribunal.court.by_spells_short")),
    )
    return next((short for long, short in forms if why and why == long), "")


def sheet_line(ui, view, line, name: str) -> str:
    """One Item's line on the points sheet: its place, votes and points (an Item awarded at
    an earlier Tribunal: that award, and no votes)."""
    item, points = data.name(ui, line.item), ui.t("tribunal.count.points", n=line.points)
    place = place_text(ui, view, line)
    if awarded_at(view, line) is not None:
        return ui.t("tribunal.sheet.line_awarded", name=name, item=item, place=place, points=points)
    votes = ui.t("tribunal.count.votes", n=line.votes)
    return ui.t("tribunal.sheet.line", name=name, item=item, place=place, votes=votes, points=points)


def sheet(d, surface) -> None:
    """The points sheet: points per Tribunal and player, the totals, then every Item scored."""
    t = d.t
    ui, v, lay = t.ui, t.view, t.layout
    inner, _ = frame(d, surface, ui.t("tribunal.sheet.title"))
    size = lay.line - 5
    n = v.players
    first = int(inner.w * 0.22)
    cw = (inner.w - first) // max(1, n)
    rh = lay.line + 2
    for s in range(n):
        d.label(surface, t.seat_names[s], size, (inner.x + first + s * cw, inner.y), HILITE, True, cw - 6)
    rows = [(tribunal_name(ui, k), k) for k in (1, 2, 3)] + [(ui.t("tribunal.sheet.total"), 0)]
    for i, (name, k) in enumerate(rows):
        y = inner.y + (i + 1) * rh
        d.label(surface, name, size, (inner.x, y), CREAM, k == 0, first - 6)
        for s, pv in enumerate(v.players_view):
            if k == 0:
                val = str(pv.points)
            elif k <= len(pv.points_by_tribunal) and any(ln.tribunal == k for ln in v.sheet) or (k < v.tribunal):
                val = str(pv.points_by_tribunal[k - 1]) if k <= len(pv.points_by_tribunal) else "0"
            else:
                val = "—"
            d.label(surface, val, size, (inner.x + first + s * cw, y), CREAM, k == 0, cw - 6)
    y = inner.y + (len(rows) + 1) * rh + lay.m
    pygame.draw.line(surface, MUTED, (inner.x, y - lay.m // 2), (inner.right, y - lay.m // 2), 1)
    if not v.sheet:
        d.label(surface, ui.t("tribunal.sheet.empty"), size, (inner.x, y), MUTED, False, inner.w)
        return
    # every Item scored, by Tribunal, in two columns
    entries = []
    for k in (1, 2, 3):
        ls = lines_of(v, k)
        if ls:
            entries.append((tribunal_name(ui, k), True))
        for ln in ls:
            entries.append((sheet_line(ui, v, ln, t.seat_names[ln.seat]), False))
            t.ui.record_card(ln.item, "sheet", ln.seat)
    # in two columns, a line too long for its column wrapped (indented), never cut
    cols, colw, indent = 2, inner.w // 2, max(8, lay.m)
    step = t.text.font(max(size, ui.text_floor())).get_linesize()
    rows_per_col = max(1, (inner.bottom - y - step) // step)
    shown, c, r = 0, 0, 0
    for text, bold in entries:
        _, rows = t.text.fit(text, colw - 8 - indent, 3, size, size, bold=bold)
        if r + len(rows) > rows_per_col:
            c, r = c + 1, 0
            if c >= cols:
                break
        for k, row in enumerate(rows):
            pos = (inner.x + c * colw + (indent if k else 0), y + (r + k) * step)
            d.label(surface, row, size, pos, HILITE if bold else CREAM, bold, colw - 8 - (indent if k else 0))
        r += len(rows)
        shown += 1
    if len(entries) > shown:
        d.label(
            surface,
            ui.t("tribunal.court.more", n=len(entries) - shown),
            size,
            (inner.right, inner.bottom),
            MUTED,
            anchor="bottomright",
        )


def pile(d, surface, deck: str) -> None:
    """A discard pile laid out face up, first to last (public)."""
    t = d.t
    ui, v, lay = t.ui, t.view, t.layout
    cards = dict(v.discards).get(deck, ())
    from client.tribunal.layout import grid
    from client.tribunal.prompts import deck_name

    inner, _ = frame(d, surface, ui.t("tribunal.pile_title", deck=deck_name(ui, deck), n=len(cards)))
    kind = {"items": "item", "spells": "spell"}.get(deck, "resource")
    rects = grid(inner, len(cards), lay.tile_h(2), int(8 * lay.line), 4)
    for card, r in zip(cards, rects):
        d.tile(surface, card, kind, r, zone="discard")
