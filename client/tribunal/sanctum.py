"""The players' areas: each other player's Sanctum (its face-up cards, the backs of its
face-down ones, its vis store, hand size, Vault and points), and the viewer's own:
Laboratory (each Item with the Spells installed on it), Library, Vault, awarded Items, the
vis store and the hand.

Only the view is drawn: another seat's hand and face-down cards never reach this module as
ids (the view holds None for them); every face drawn is recorded with ``ui.record_card``.
"""

from __future__ import annotations

import pygame

from client.table_art import CREAM, HILITE, MUTED
from client.tribunal.board import award_token
from client.tribunal.cards import vis_dot

PRAECO = (236, 196, 96)


def _status(t, seat: int) -> str:
    v, ui = t.view, t.ui
    if seat in v.to_act:
        if v.step == "join":
            return ui.t("tribunal.status.deciding")
        return ui.t("tribunal.status.thinking") if t.thinks(seat) else ui.t("tribunal.status.to_play")
    return ""


def opp_header(t, seat: int) -> tuple[list, list, list[str]]:
    """How another player's header lines read whole in its panel: (the tags beside its name,
    the rows of tags at the right of its first lines of counts, the lines of counts). The
    tags are the Praeco's and what it is doing; one with no room beside the whole name goes
    to the first line of counts, and one with no room there either to the next line (side by
    side, 'Praeco' and 'pensando' were wider than a panel of five seats at 150 %: the
    Praeco's lay in the next panel). The counts (points, vis store, hand, Vault) wrap on as
    many lines as the panel's width needs, a count never split, each line clear of its tags."""
    v, ui, art = t.view, t.ui, t.drawer.art
    size = t.layout.line - 5
    box = t.layout.opp[seat]
    pv = v.players_view[seat]
    width = box.w - 10
    praeco = art.tag(ui.t("tribunal.praeco"), size, PRAECO) if seat == v.praeco and v.phase != "setup" else None
    status_text = _status(t, seat)
    status = art.tag(status_text, size, HILITE) if status_text else None
    font = t.text.font(max(9, size, ui.text_floor()), True)
    name_w = font.size(t.seat_names[seat])[0]
    beside, below = [], []
    for tag in (praeco, status):
        if tag is None:
            continue
        used = sum(x.get_width() + 4 for x in beside)
        if not below and name_w <= width - used - tag.get_width() - 4:
            beside.append(tag)
        elif below and sum(x.get_width() + 4 for x in below[-1]) + tag.get_width() <= width:
            below[-1].append(tag)
        else:
            below.append([tag])
    parts = [
        ui.t("tribunal.sanctum.points", n=pv.points),
        ui.t("tribunal.sanctum.vis", n=pv.vis),
        ui.t("tribunal.sanctum.hand", n=pv.hand_count),
        ui.t("tribunal.sanctum.vault", n=len(pv.vault)),
    ]
    rooms = [width - sum(x.get_width() + 4 for x in row) for row in below]
    lines = lines_beside(t.text.font(max(9, size, ui.text_floor())), parts, width, rooms)
    return beside, below, lines


def lines_beside(font, parts, width: int, rooms: list[int], sep: str = " · ") -> list[str]:
    """``parts`` joined by ``sep`` on as many lines as ``width`` needs, a part never split
    (client.text.join_lines), line ``k`` only ``rooms[k]`` wide where tags sit at its right:
    a line with no room for the next part is left empty, and every line of tags has one."""
    lines: list[str] = []
    for part in parts:
        k = len(lines) - 1
        room = rooms[k] if 0 <= k < len(rooms) else width
        if lines and lines[-1] and font.size(lines[-1] + sep + part)[0] <= room:
            lines[-1] += sep + part
            continue
        while len(lines) < len(rooms) and font.size(part)[0] > rooms[len(lines)]:
            lines.append("")
        lines.append(part)
    return lines + [""] * (len(rooms) - len(lines))


def more_tag(t, n: int, short: bool = False) -> pygame.Surface:
    """The count of another player's cards its panel has no room for ("+3 más", or "+3"
    beside the name)."""
    key = "tribunal.sanctum.more_short" if short else "tribunal.sanctum.more"
    return t.drawer.art.tag(t.ui.t(key, n=n), t.layout.line - 5, HILITE)


def more_beside(t, seat: int, n: int) -> bool:
    """Whether, on a low window, the count of the ``n`` cards a panel leaves out fits at the
    right of its name's line (else it takes a line at the panel's foot)."""
    if not t.layout.low or n <= 0:
        return False
    beside, _, _ = opp_header(t, seat)
    font = t.text.font(max(9, t.layout.line - 5, t.ui.text_floor()), True)
    used = font.size(t.seat_names[seat])[0] + sum(x.get_width() + 4 for x in beside)
    return used + more_tag(t, n, True).get_width() + 4 <= t.layout.opp[seat].w - 10


def opp_header_rows(t, seat: int) -> int:
    """The lines another player's header takes: its name, then its counts."""
    return 1 + len(opp_header(t, seat)[2])


def header(d, surface, seat: int, box: pygame.Rect, own: bool, more: int = 0) -> None:
    """The name (with the Praeco's tag and what it is doing); for another player, then the
    vis store, the hand, the Vault and the points, each a number with its word, on as many
    lines as its panel's width needs (``opp_header``)."""
    t = d.t
    v, ui, line = t.view, t.ui, t.layout.line
    size = line - 5
    pv = v.players_view[seat]
    x, right = box.x + 5, box.right - 5
    if own:
        if seat == v.praeco and v.phase != "setup":
            tag = d.art.tag(ui.t("tribunal.praeco"), size, PRAECO)
            surface.blit(tag, (x, box.y + 3))
            x += tag.get_width() + 4
        status = _status(t, seat)
        if status:
            tag = d.art.tag(status, size, HILITE)
            surface.blit(tag, (right - tag.get_width(), box.y + 3))
            right -= tag.get_width() + 4
        points = ui.t("tribunal.sanctum.points", n=pv.points)
        name = " · ".join((ui.t("tribunal.sanctum.yours"), ui.t("tribunal.sanctum.vault", n=len(pv.vault)), points))
        d.label(surface, name, size, (x, box.y + 2), CREAM, True, right - x)
        return
    beside, below, lines = opp_header(t, seat)
    if more_beside(t, seat, more):  # the count of the cards left out, at the far right
        tag = more_tag(t, more, True)
        surface.blit(tag, (right - tag.get_width(), box.y + 3))
        right -= tag.get_width() + 4
    for k, tag in enumerate(beside):  # the Praeco's left of the name, what it does at the right
        if k == 0 and seat == v.praeco and v.phase != "setup":
            surface.blit(tag, (x, box.y + 3))
            x += tag.get_width() + 4
        else:
            surface.blit(tag, (right - tag.get_width(), box.y + 3))
            right -= tag.get_width() + 4
    d.label(surface, t.seat_names[seat], size, (x, box.y + 2), CREAM, True, right - x)
    y = box.y + line + 1
    for k, row in enumerate(below):  # each row of tags at the right of its line of counts
        right = box.right - 5
        for tag in reversed(row):
            surface.blit(tag, (right - tag.get_width(), y + k * line + 2))
            right -= tag.get_width() + 4
    for text in lines:
        if text:
            d.label(surface, text, size, (box.x + 5, y), MUTED, False, box.w - 10)
        y += line


def opponent(d, surface, seat: int) -> None:
    t = d.t
    box = t.layout.opp[seat]
    entries = t.opp_entries(seat)
    hidden = len(t.opp_cards(seat)) - len(entries)
    header(d, surface, seat, box, False, hidden)
    for c, r in entries:
        zone = "award" if c.award else "sanctum"
        card = c.id if c.face_up or c.id else None
        awarded_tile(d, surface, card, c.kind, r, zone=zone, seat=seat, card_view=c, lines=1)
    if hidden > 0 and not more_beside(t, seat, hidden):  # the count of the rest, at the foot
        tag = more_tag(t, hidden)  # (a click lays them out)
        surface.blit(tag, (box.right - tag.get_width() - 3, box.bottom - tag.get_height() - 2))


def laid_out(d, surface, seat: int) -> None:
    """Another player's whole Sanctum over the table (its panel had no room for every card):
    each card a two-line tile, its Vault as backs."""
    from client.tribunal.court import frame
    from client.tribunal.layout import grid

    t = d.t
    lay = t.layout
    pv = t.view.players_view[seat]
    inner, _ = frame(d, surface, t.ui.t("tribunal.sanctum.title", name=t.seat_names[seat]))
    cards = t.opp_cards(seat) + list(pv.vault)
    for c, r in zip(cards, grid(inner, len(cards), lay.tile_h(2), int(9 * lay.line), 4)):
        zone = "award" if c.award else "sanctum"
        card = c.id if c.face_up or c.id else None
        lines = 2 if card is not None else 1  # a back: its deck's name
        awarded_tile(d, surface, card, c.kind, r, zone=zone, seat=seat, card_view=c, lines=lines)


def awarded_tile(d, surface, card, kind, r: pygame.Rect, **kw) -> None:
    """A card's tile; an awarded Item's with its award counter at its right, clear of its
    text (``TableGeometry.award_w``)."""
    c = kw["card_view"]
    if not c.award:
        d.tile(surface, card, kind, r, **kw)
        return
    sz = min(r.h - 6, d.t.award_w() - 3)
    d.tile(surface, card, kind, r, mark_w=d.t.award_w(), **kw)
    award_token(surface, pygame.Rect(r.right - sz - 4, r.centery - sz // 2, sz, sz), c.award[1], d.t.text)


def own(d, surface) -> None:
    t = d.t
    if t.viewer is None:
        return
    ui, lay = t.ui, t.layout
    size = lay.line - 5
    if not lay.low:  # a low window: the columns' titles at the top; the points, the Vault's
        header(d, surface, t.viewer, lay.own, True)  # count and the turn are in the rail, the Vault, the head
    cols = t.sanctum_columns()
    titles = {
        "laboratory": (ui.t("tribunal.sanctum.laboratory"), ui.t("tribunal.sanctum.laboratory_short")),
        "library": (ui.t("tribunal.sanctum.library"), ui.t("tribunal.sanctum.library_short")),
        "side": (ui.t("tribunal.sanctum.vault_awards"), ui.t("tribunal.sanctum.vault_awards_short")),
    }
    for name, col in cols.items():
        d.label_whole(surface, titles[name], size, (col.x + 2, col.y), HILITE, True, col.w - 4)
    me = t.me()
    installed = {}
    for c in me.laboratory + me.awarded:
        installed[c.id] = c
    for kind, what, r in t.own_entries():
        if kind == "inst":
            item, spell = what
            d.tile(surface, spell, "spell", r, zone="sanctum", seat=t.viewer, lines=1, installed_on=item)
        else:
            zone = "award" if kind == "award" else "sanctum"
            lines = 2 if r.h >= lay.tile_h(2) * 0.8 else 1
            awarded_tile(d, surface, what.id, what.kind, r, zone=zone, seat=t.viewer, card_view=what, lines=lines)


def store(d, surface) -> None:
    """The viewer's vis store (a vis counter to drag, and the count), the hand's title."""
    t = d.t
    if t.viewer is None:
        return
    ui, lay = t.ui, t.layout
    size = lay.line - 5
    me = t.me()
    r = t.vis_rect()
    if not (t.drag.dragging and t.drag.item == ("vis",)):
        vis_dot(surface, r.center, r.w // 2)
    sr = t.store_rect()
    words = (ui.t("tribunal.store", n=me.vis), ui.t("tribunal.store_short", n=me.vis))
    room = lay.store.right - r.right - 8
    d.label_whole(surface, words, size, (r.right + 4, sr.centery), CREAM, True, room, "midleft")
    title = ui.t("tribunal.hand_title", n=me.hand_count, limit=me.hand_limit)
    if lay.low:  # in the store's line, left of the vis
        st = lay.store
        d.label(surface, title, size, (st.x + 6, st.centery), HILITE, True, r.x - st.x - 10, "midleft")
    else:
        ha = lay.hand_area
        d.label(surface, title, size, (ha.x + 2, ha.y), HILITE, True, ha.w - 4)
    if not me.hand:
        return
    dragged = t.drag.item[1] if t.drag.dragging and t.drag.item and t.drag.item[0] == "hand" else None
    for card, rect in t.hand_rects().items():
        if card == dragged:
            continue
        grey = t.greyed_reason(card) is not None
        lift = -3 if t.selected == ("hand", card) else 0
        d.tile(
            surface,
            card,
            None,
            rect.move(0, lift),
            zone="hand",
            seat=t.viewer,
            lines=2 if rect.h >= lay.tile_h(2) * 0.8 else 1,  # a low tile: its name alone
            dim=grey,
            hot=t.selected == ("hand", card),
        )
