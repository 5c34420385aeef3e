"""The players' areas: the other players' panels, the viewer's camp, team and side box
(the fist of the sealed bid, the cargo, the relics drawn or spied), the screen (home,
home relics, mission), the hand, the agent decks, and the setup picker.

Only the view is drawn: another seat's hand, home, camp relics, mission, bid and pick
never reach this module (the view holds None for them); every face drawn is recorded
with ``ui.record_card`` for the privacy tests.
"""

from __future__ import annotations

import pygame

from client.krysis import crystals, reasons
from client.krysis.prompts import bid_value
from client.table_art import CREAM, HILITE, MUTED, initials
from rules.krysis.goods import COLOURS

CHOSEN = (120, 200, 120)
OPP_CARD_MIN = 22  # px at 100 %: another player's team card shorter than this is left out


def _status(d, v, seat: int) -> str:
    ui = d.t.ui
    pv = v.players_view[seat]
    if v.phase in ("bid", "team", "aside", "hand"):
        if pv.chosen or seat not in v.to_act:
            return ui.t("krysis.table.chosen")
        # the AI thinks; a person at the table is waited for
        return ui.t("krysis.table.thinking") if d.t.thinks(seat) else ui.t("krysis.table.waiting")
    if v.active == seat:
        return ui.t("krysis.table.acting")
    if pv.deserted:
        return ui.t("krysis.table.deserted")
    if v.phase == "action" and pv.acted:
        return ui.t("krysis.table.acted")
    return ""


def opponent(d, surface, seat: int) -> None:
    t = d.t
    v, lay = t.view, t.layout
    s = lay.scale
    box = lay.opp[seat]
    pv = v.players_view[seat]
    bsz = max(14, int(22 * s))
    d.badge(surface, seat, (box.x + 6 + bsz // 2, box.y + 4 + bsz // 2), bsz)
    status = _status(d, v, seat)
    right = box.right - 6
    if status:
        tag = d.art.tag(status, max(9, int(12 * s)), CHOSEN if status == t.ui.t("krysis.table.chosen") else HILITE)
        surface.blit(tag, (right - tag.get_width(), box.y + 4 + bsz // 2 - tag.get_height() // 2))
        right -= tag.get_width() + 4
    # name and points (their sales, the panel's figure for them: their home is hidden), the
    # word "sales" left out where it does not fit, then the name's initials ("M1"), then the
    # bare number
    points, short = t.ui.t("krysis.table.points", n=pv.track), initials(t.seat_names[seat])
    d.label_first(
        surface,
        [
            t.ui.t("krysis.table.opp_sales", name=t.seat_names[seat], points=points),
            f"{t.seat_names[seat]} · {points}",
            f"{short} · {points}",
            f"{short}: {pv.track}",
        ],
        14 * s,
        (box.x + bsz + 10, box.y + 4 + bsz // 2),
        CREAM,
        True,
        right - box.x - bsz - 14,
        anchor="midleft",
    )
    # camp: crystals, face-down relics
    rects = t.camp_crystal_rects(seat)
    for i, c in enumerate(COLOURS):
        d.crystal_count(surface, c, pv.camp[i], rects[c], 13 * s)
    rr = pygame.Rect(box.x + 6 + 3 * (box.w - 10) // 4, rects["red"].y, rects["red"].w, rects["red"].h)
    surface.blit(crystals.relic_back(rr.h), rr.topleft)
    d.label(surface, f"×{pv.camp_relic_count}", 13 * s, (rr.right + 2, rr.centery), CREAM, True, anchor="midleft")
    # team (face down while picking: only the revealed agents are in ``team``) and played relics
    teams = t.opp_team_rects(seat, 3)
    if teams[0].h < OPP_CARD_MIN * t.ui.scale:  # too small to read: left out (the counts say the combat)
        teams = []
    for i, r in enumerate(teams):
        if i < len(pv.team):
            d.agent(surface, pv.team[i], r, "team", seat)
        elif v.phase == "team" and i == len(pv.team) and pv.chosen:
            d.card(surface, t.painter.back("agent", r.w, pv.company), r)
        else:
            pygame.draw.rect(surface, (90, 90, 80), r, 1, border_radius=4)
    for r, relic in zip(t.opp_played_rects(seat, len(pv.played)) if teams else (), pv.played):
        if r.right <= box.right - 4:
            d.relic(surface, relic, r, "played", seat)
    # the counts, and the camp's defence: on two lines where one does not hold them
    foot = t.opp_foot_lines(seat)
    shown = d.label_lines(
        surface, foot, 12 * s, (box.x + 6, box.bottom - 3), MUTED, False, box.w - 12, anchor="bottomleft"
    )
    if pv.discard:  # the agents played so far, face up: a click or right click lays the pile out
        t.hits.append((shown, ("pile", seat)))


def camp(d, surface) -> None:
    t = d.t
    v, lay = t.view, t.layout
    s = lay.scale
    seat = t.bottom_seat()
    pv = v.players_view[seat]
    box = lay.camp
    titles = [t.ui.t("krysis.table.your_camp"), t.ui.t("krysis.table.camp_short")]
    titles = titles if t.viewer is not None else [t.seat_names[seat]]
    if pv.deserted:
        titles = [x + " · " + t.ui.t("krysis.table.deserted") for x in titles] + titles[-1:]
    d.label_first(surface, titles, 14 * s, (box.x + 8, box.y + 4), HILITE, True, box.w - 16)
    rects = t.camp_crystal_rects(seat)
    for i, c in enumerate(COLOURS):
        d.crystal_count(surface, c, pv.camp[i], rects[c], 15 * s)
    relics = t.camp_relic_rects()
    down = set(pv.camp_relics or ())
    for relic, r in relics.items():
        if t.drag.dragging and t.drag.item == ("relic", relic):
            continue
        d.relic(surface, relic, r, "camp" if relic in down else "played", seat)
        if relic not in down:
            tag = d.art.tag(t.ui.t("krysis.table.flipped"), max(8, int(10 * s)), HILITE)
            surface.blit(tag, (r.x, r.bottom - tag.get_height()))
    if pv.camp_relics is None and pv.camp_relic_count:
        r = t._camp_row(1)[0]
        surface.blit(crystals.relic_back(r.h), r.topleft)
        d.label(surface, f"×{pv.camp_relic_count}", 13 * s, (r.right + 2, r.centery), CREAM, True, anchor="midleft")


def team(d, surface) -> None:
    t = d.t
    v, lay = t.view, t.layout
    s = lay.scale
    seat = t.bottom_seat()
    pv = v.players_view[seat]
    box = lay.team
    heads = [t.ui.t("krysis.table.team")]
    if pv.team:  # where the whole heading does not fit, the numbers alone (they are what counts)
        speed = pv.initiative if v.phase in ("action",) else _speed(v, seat)
        stats = t.ui.t("krysis.table.team_stats", combat=reasons.attack(v, seat), speed=speed)
        short = t.ui.t("krysis.table.team_stats_short", combat=reasons.attack(v, seat), speed=speed)
        heads = [f"{heads[0]} · {stats}", stats, short]
    d.label_first(surface, heads, 14 * s, (box.x + 8, box.y + 4), CREAM, True, box.w - 16)
    for i, r in enumerate(lay.team_rects()):
        if t.drag.dragging and t.drag.item == ("team",):
            pygame.draw.rect(surface, (90, 90, 80), r, 1, border_radius=6)
            continue
        if i < len(pv.team):
            d.agent(surface, pv.team[i], r, "team", seat)
        elif i == len(pv.team) and pv.pick:
            d.agent(surface, pv.pick, r, "pick", seat)
            tag = d.art.tag(t.ui.t("krysis.table.chosen"), max(9, int(12 * s)), CHOSEN)
            surface.blit(tag, (r.centerx - tag.get_width() // 2, r.bottom - tag.get_height() - 4))
        else:
            pygame.draw.rect(surface, (120, 110, 90), r, 1, border_radius=6)


def _speed(v, seat: int) -> int:
    from rules.krysis.cards import card_set

    cs = card_set()
    pv = v.players_view[seat]
    total = 0
    for a in pv.team:
        ag = cs.agents[a]
        total += pv.camp[ag.multiplier[0]] * ag.multiplier[1] if ag.multiplier else ag.speed
    return total


def side(d, surface) -> None:
    """The fist (bid), the cargo of the active player, the drawn or spied relics."""
    t = d.t
    v, lay = t.view, t.layout
    s = lay.scale
    box = lay.side
    ui = t.ui
    me = t.me()
    if v.drawn:
        d.label(surface, ui.t("krysis.table.drawn"), 14 * s, (box.x + 8, box.y + 4), HILITE, True, box.w - 16)
        for relic, r in t.drawn_rects().items():
            d.relic(surface, relic, r, "drawn", t.viewer)
        return
    if v.spied:
        d.label(
            surface,
            ui.t("krysis.table.spied", name=t.seat_names[v.special_target]),
            14 * s,
            (box.x + 8, box.y + 4),
            HILITE,
            True,
            box.w - 16,
        )
        for relic, r in t.spied_rects().items():
            d.relic(surface, relic, r, "spied", t.viewer)
        return
    if v.kind is not None:
        _cargo(d, surface, box)
        return
    if v.phase == "bid" and me is not None:
        _heading(d, surface, box, [ui.t("krysis.table.your_bid"), ui.t("krysis.table.your_bid_short")])
        fist = t.fist_rect()
        pygame.draw.rect(surface, (50, 40, 30), fist, border_radius=12)
        pygame.draw.rect(surface, (160, 130, 90), fist, 2, border_radius=12)
        for i, (c, r) in enumerate(t.fist_crystal_rects().items()):
            if not (t.drag.dragging and t.drag.item == ("bid", c) and me.bid[i] == 1):
                d.crystal_count(surface, c, me.bid[i], r, 14 * s)
        n = bid_value(me.bid)
        texts = [ui.t("krysis.table.bid_total", n=n), ui.t("krysis.table.bid_total_short", n=n)]
        if me.chosen:
            texts = [ui.t("krysis.table.chosen") + " · " + x for x in texts] + texts[1:]
        d.label_first(
            surface, texts, 13 * s, (fist.centerx, fist.bottom - 6), CREAM, True, fist.w - 12, anchor="midbottom"
        )
        return
    if v.phase in ("mine", "team", "action") and v.last_bids is not None and v.phase != "action":
        _heading(d, surface, box, [ui.t("krysis.table.last_bids"), ui.t("krysis.table.last_bids_short")])
        y = box.y + max(int(26 * s), 6 + lay.line(14))  # under the heading's line
        isz = max(11, int(17 * s))
        step = max(isz, lay.line(12)) + 2  # a row holds its counts' line
        for seat in v.order:
            if y + step - 2 > box.bottom:
                break
            iy = y + (step - 2 - isz) // 2  # the icons at the middle of the row's line
            d.badge(surface, seat, (box.x + 8 + isz // 2, iy + isz // 2), isz)
            x = box.x + isz + 14
            for i, c in enumerate(COLOURS):
                d.crystal_count(surface, c, v.last_bids[seat][i], pygame.Rect(x, iy, isz, isz), 12 * s)
                x += (box.w - isz - 20) // 3
            y += step
        return
    d.label_lines(
        surface, ui.t("krysis.table.cargo_none").split(), 13 * s, (box.x + 8, box.y + 4), MUTED, True, box.w - 16, " "
    )


def _heading(d, surface, box, texts: list[str]) -> None:
    """A side box's heading: the first of ``texts`` (longest first) that fits its width."""
    d.label_first(surface, texts, 14 * d.t.layout.scale, (box.x + 8, box.y + 4), HILITE, True, box.w - 16)


def _cargo(d, surface, box) -> None:
    t = d.t
    v, s, ui = t.view, t.layout.scale, t.ui
    active = t.seat_names[v.active]
    kind = (
        ui.t("krysis.table.raid_on", name=t.seat_names[v.target]) if v.kind == "raid" else ui.t("krysis.table.loading")
    )
    short = ui.t("krysis.table.raid_on", name=initials(t.seat_names[v.target])) if v.kind == "raid" else kind
    # the shortest still names whom the raid is on ("B: incursión c…" at 1024x640 150 % did not)
    tiny = ui.t("krysis.table.raid_on_short", name=initials(t.seat_names[v.target])) if v.kind == "raid" else kind
    d.label_first(
        surface,
        [f"{active}: {kind}", f"{initials(active)}: {short}", f"{initials(active)}: {tiny}", tiny],
        14 * s,
        (box.x + 8, box.y + 4),
        HILITE,
        True,
        box.w - 16,
    )
    slots = reasons.capacity(v)
    isz = max(12, int(20 * s))
    y = box.y + max(int(26 * s), 6 + t.layout.line(14))  # under the heading's line
    y = (
        d.label_first(
            surface,
            [ui.t("krysis.table.capacity"), ui.t("krysis.table.capacity_short")],
            12 * s,
            (box.x + 8, y),
            MUTED,
            True,
            box.w - 16,
        ).bottom
        + 2
    )
    if not any(slots):  # a raid with no carrier: say so (on as many lines as it needs), not an empty row
        words = ui.t("krysis.table.capacity_none").split()
        y = d.label_lines(surface, words, 12 * s, (box.x + 8, y), CREAM, True, box.w - 16, " ").bottom - isz
    x = box.x + 8
    for colour, fill in packing(slots, v.cargo, v.cargo_relic_count):
        if x + isz > box.right - 6:
            x = box.x + 8
            y += isz + 2
        pygame.draw.rect(surface, (90, 80, 60), (x - 1, y - 1, isz + 2, isz + 2), 1, border_radius=3)
        ic = crystals.crystal(colour, isz).copy()
        ic.set_alpha(255 if fill else 90)
        surface.blit(ic, (x, y))
        if fill == "relic":
            surface.blit(crystals.relic_back(isz * 2 // 3), (x + isz // 6, y + isz // 6))
        elif fill and fill != colour:  # whites standing in for a blue or a red space
            mini = crystals.crystal("white", isz // 2)
            surface.blit(mini, (x + isz // 4, y + isz // 4))
        x += isz + 3
    y += isz + int(8 * s)
    head = d.label(surface, ui.t("krysis.table.cargo"), 12 * s, (box.x + 8, y), MUTED, True, box.w - 16)
    x, y = box.x + 8, head.bottom + 2
    if y + isz > box.bottom - 2:  # no room under the word (1024x640 at 150 %): the goods beside it
        x, y = head.right + max(6, int(10 * s)), head.centery - isz // 2
    for c, k in zip(COLOURS, v.cargo):
        if k:  # the next after this one's count at the text scale ("×1▲" ran together at 150 %)
            x = d.crystal_count(surface, c, k, pygame.Rect(x, y, isz, isz), 13 * s) + max(6, int(10 * s))
    ch = max(18, min(box.bottom - y - isz - 10, int(70 * s)))
    if v.cargo_relics and y + isz + 6 + ch <= box.bottom - 2:  # the active player sees the relics it carries (K-18)
        y += isz + 6
        for i, relic in enumerate(v.cargo_relics):
            r = pygame.Rect(box.x + 8 + i * (int(ch / 1.4) + 4), y, int(ch / 1.4), ch)
            if r.right <= box.right - 4:
                d.relic(surface, relic, r, "cargo", t.viewer)
    elif v.cargo_relic_count or v.cargo_relics:  # face down, or no room for the cards themselves
        surface.blit(crystals.relic_back(isz), (x, y))
        n = len(v.cargo_relics or ()) or v.cargo_relic_count
        d.label(surface, f"×{n}", 13 * s, (x + isz + 2, y + isz // 2), CREAM, True, anchor="midleft")


def packing(slots, cargo, relics: int) -> list[tuple[str, object]]:
    """Each capacity space (its colour) and what the cargo puts on it, packed as the rules
    count it (capacity.py): crystals on their own colour, relics on blue then red spaces,
    the whites left over 2 to a blue space and 3 to a red one; None where it is free."""
    R, B, W = slots
    r, b, w = cargo
    reds = ["red"] * min(r, R) + [None] * (R - min(r, R))
    blues = ["blue"] * min(b, B) + [None] * (B - min(b, B))
    whites = ["white"] * min(w, W) + [None] * (W - min(w, W))
    left = max(0, w - W)
    for lst in (blues, reds):
        for i, x in enumerate(lst):
            if x is None and relics:
                lst[i], relics = "relic", relics - 1
    for lst, per in ((blues, 2), (reds, 3)):
        for i, x in enumerate(lst):
            if x is None and left:
                lst[i], left = "whites", max(0, left - per)
    return [("red", x) for x in reds] + [("blue", x) for x in blues] + [("white", x) for x in whites]


def screen(d, surface) -> None:
    """Behind the viewer's screen: home crystals, home relics and the mission (only its own)."""
    t = d.t
    v, lay = t.view, t.layout
    s = lay.scale
    box = lay.screen
    me = t.me()
    pv = v.players_view[t.bottom_seat()]
    # the heading names the home (the lessons say "drag it from your home") and says its figure
    # is the sales on the score track, in every form: the panel's own figure adds the home to
    # it ("Casa · 0 pts" beside "Alex 10" read as a home worth nothing)
    points = t.ui.t("krysis.table.points", n=pv.track)
    d.label_first(
        surface,
        [
            t.ui.t("krysis.table.screen", points=points),
            t.ui.t("krysis.table.screen_mid", points=points),
            t.ui.t("krysis.table.screen_short", n=pv.track),
        ],
        14 * s,
        (box.x + 8, box.y + 4),
        HILITE,
        True,
        box.w - 16,
    )
    if me is None:
        return
    for i, (c, r) in enumerate(t.home_rects().items()):
        if t.drag.dragging and t.drag.item == ("home", c) and me.home[i] == 1:
            continue
        d.crystal_count(surface, c, me.home[i], r, 15 * s)
    rects = t.home_relic_rects(len(me.home_relics))
    top = t.home_rects()["red"].bottom + 4
    d.label(
        surface,
        t.ui.t("krysis.table.home_relics", n=len(me.home_relics)),
        12 * s,
        (box.x + 8, top),
        MUTED,
        True,
        box.w - 16,
    )
    for relic, r in zip(me.home_relics, rects):
        d.relic(surface, relic, r, "home", t.viewer)
    if me.mission:
        mr = t.mission_rect()
        d.card(surface, t.painter.mission(me.mission, mr.w), mr, ("mission", me.mission))
        t.ui.record_card(me.mission, "mission", t.viewer)


def hand(d, surface) -> None:
    t = d.t
    lay, s = t.layout, t.layout.scale
    me = t.me()
    if me is None:
        return
    area = lay.hand_area
    if t.mode == "aside":
        title = t.ui.t("krysis.table.aside_zone", n=len(me.aside or ()))
    else:
        first, per = t.hand_page()
        n = len(me.hand or ())
        title = (
            t.ui.t("krysis.table.hand", n=n)
            if not t.page_arrows()
            else t.ui.t("krysis.table.hand_page", n=n, first=first + 1, last=min(n, first + per))
        )
    end = min([area.right] + [r.x - lay.m for r in t.page_arrows().values()])  # a paged hand's arrows
    shown = d.label(surface, title, 13 * s, (area.x, area.y - 2), MUTED, True, end - area.x, anchor="bottomleft")
    if me.discard and t.mode not in ("aside", "choose"):  # the own discard pile: a click lays it out
        pile = d.label(
            surface,
            t.ui.t("krysis.table.pile", n=len(me.discard)),
            13 * s,
            (shown.right + int(14 * s), area.y - 2),
            HILITE,
            True,
            end - shown.right - 16,
            anchor="bottomleft",
        )
        t.hits.append((pile, ("pile", t.viewer)))
    if t.mode in ("aside", "choose"):  # the agents chosen so far (the viewer's own)
        cards = list(me.aside or ()) if t.mode == "aside" else list(me.hand or ())
        rects = lay.hand_rects(len(cards))  # more than a page holds: the latest chosen
        for card, r in zip(cards[len(cards) - len(rects) :], rects):
            d.agent(surface, card, r, "aside" if t.mode == "aside" else "hand", t.viewer)
        return
    rects = t.hand_rects()
    stack = sorted(rects, key=lambda c: rects[c].y)  # a staggered hand: the upper cards first, under the lower
    hover = next((c for c in reversed(stack) if rects[c].collidepoint(t.mouse)), None)
    order = [c for c in stack if c != hover] + ([hover] if hover is not None else [])
    for card in order:  # the card under the pointer on top: an overlapped card reads whole
        r = rects[card]
        if t.drag.dragging and t.drag.item == ("card", card):
            continue
        if card == t.selected:
            r = r.move(0, -int(12 * s))
        d.agent(surface, card, r, "hand", t.viewer)
        if card == t.selected:
            pygame.draw.rect(surface, HILITE, r.inflate(4, 4), 3, border_radius=6)


def decks(d, surface) -> None:
    t = d.t
    v, lay, s = t.view, t.layout, t.layout.scale
    box = lay.decks
    pv = v.players_view[t.bottom_seat()]
    title = t.ui.t("krysis.table.decks")  # left out where it is wider than the box (the backs say it)
    if t.text.font(max(9, int(12 * s), t.ui.text_floor()), True).size(title)[0] <= box.w - 8:
        d.label(surface, title, 12 * s, (box.x + 4, box.y + 2), MUTED, True, box.w - 8)
    counts = {"fighter": pv.fighter_deck, "transporter": pv.transporter_deck}
    rects = t.deck_rects()
    stacked = len({r.x for r in rects.values()}) == 1  # a label under each: as wide as the box
    for kind, r in rects.items():
        if counts[kind]:
            d.card(surface, t.painter.back(kind, r.w, pv.company), r)
        else:
            pygame.draw.rect(surface, (90, 90, 80), r, 1, border_radius=4)
        word = t.ui.t("krysis.table.fighters") if kind == "fighter" else t.ui.t("krysis.table.transporters")
        d.label_first(
            surface,
            [f"{word} {counts[kind]}", f"×{counts[kind]}"],  # the back's sword or crystals say which
            11 * s,
            (r.centerx, r.bottom + 2),
            CREAM,
            False,
            box.w - 4 if stacked else r.w + 2,
            anchor="midtop",
        )


def picker(d, surface) -> None:
    """Setup: every agent of the viewer's company; the ones already chosen are marked."""
    t = d.t
    lay, s = t.layout, t.layout.scale
    me = t.me()
    box = lay.picker
    chosen = set(me.aside or ()) if t.mode == "aside" else set(me.hand or ())
    title = t.ui.t("krysis.table.picker_aside") if t.mode == "aside" else t.ui.t("krysis.table.picker_hand")
    d.label(surface, title, 15 * s, (box.x + 10, box.y + 6), HILITE, True, box.w - 20)
    for card, r in t.picker_rects().items():
        if t.drag.dragging and t.drag.item == ("card", card):
            continue
        d.agent(surface, card, r, "pool", t.viewer)
        if card in chosen or reasons.card_reason(t, card):  # chosen, or no longer choosable: dimmed
            veil = pygame.Surface(r.size, pygame.SRCALPHA)
            veil.fill((0, 0, 0, 140))
            surface.blit(veil, r.topleft)
        if card in chosen:
            tag = d.art.tag(t.ui.t("krysis.table.chosen"), max(9, int(12 * s)), CHOSEN)
            surface.blit(tag, (r.centerx - tag.get_width() // 2, r.centery - tag.get_height() // 2))
        if card == t.selected:
            pygame.draw.rect(surface, HILITE, r.inflate(4, 4), 3, border_radius=6)
