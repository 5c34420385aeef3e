"""What the viewer decides now (the mode), the prompt line, and the bar's buttons.

Every decision has a button or a click besides its drag: the bar holds the seal of the
bid, the "?" groups, the relics to keep, the normal actions (load, raid, overtime and its
combinations), the relics to flip, the special actions and their choices, the relics to
steal, where to carry the cargo and the deck to draw from.
"""

from __future__ import annotations

from client.table_parts import Button
from rules.krysis import actions as A
from rules.krysis.cards import card_set
from rules.krysis.goods import COLOURS

STEP_MODES = {"turn", "cargo", "target", "spy_take", "convert", "chamber", "group", "keep"}


def mode(view, legal: list) -> str:
    """aside, choose, bid, chamber, group, keep, pick, turn, cargo, target, spy_take,
    convert, draw, or "" (nothing to decide)."""
    if not legal or view is None:
        return ""
    ph = view.phase
    if ph == "aside":
        return "aside"
    if ph == "hand":
        return "choose"
    if ph == "team":
        return "pick"
    if ph in ("bid", "draw"):
        return ph
    return view.step if view.step in STEP_MODES else ""


def name_of(ui, kind: str, card: str) -> str:
    cs = card_set()
    data = {"agent": cs.agents, "relic": cs.relics, "mission": cs.missions}[kind][card]
    return ui.localized(data.name)


def goods_icons(goods, relics: int = 0) -> tuple:
    out = tuple(("crystal", c) for c, k in zip(COLOURS, goods) for _ in range(k))
    return out + (("relic",),) * relics


def bid_value(bid) -> int:
    return sum(k * p for k, p in zip(bid or (0, 0, 0), card_set().crystal_points))


def prompt(table, short: bool = False) -> str:
    """The line saying what to do now and how; ``short``: in fewer words (the lit targets and
    the bar's buttons show the how), where the side panel's rail holds the long one in no size."""
    ui, v, legal = table.ui, table.view, table.legal
    t = ui.t
    if v is None:
        return ""
    m = table.mode
    me = v.players_view[table.viewer] if table.viewer is not None else None
    if m == "aside":
        return t("krysis.table.prompt.aside", n=6 - len(me.aside or ()))
    if m == "choose":
        return t("krysis.table.prompt.choose", n=9 - len(me.hand or ()))
    if m == "bid":
        # (its value is on the fist and the seal button)
        return t("krysis.table.prompt.bid_short" if short else "krysis.table.prompt.bid")
    if m == "chamber":
        return t("krysis.table.prompt.chamber_short" if short else "krysis.table.prompt.chamber", level=v.round)
    if m == "group":
        return t("krysis.table.prompt.group")
    if m == "keep":
        return t("krysis.table.prompt.keep_short" if short else "krysis.table.prompt.keep")
    if m == "pick":
        return t("krysis.table.prompt.pick_short" if short else "krysis.table.prompt.pick", n=len(me.team) + 1)
    if m == "turn":
        if table.sub == "overtime":
            return t("krysis.table.prompt.overtime_short" if short else "krysis.table.prompt.overtime")
        if v.normal_done:
            return t("krysis.table.prompt.specials_owed")
        return t("krysis.table.prompt.turn_short" if short else "krysis.table.prompt.turn")
    if m == "cargo":
        if v.kind == "raid" and not v.announced and any(isinstance(a, A.StealRelics) for a in legal):
            name = table.seat_names[v.target]
            return t("krysis.table.prompt.raid_cargo_short" if short else "krysis.table.prompt.raid_cargo", name=name)
        return t("krysis.table.prompt.cargo_short" if short else "krysis.table.prompt.cargo")
    if m == "target":
        return t("krysis.table.prompt.target", agent=name_of(ui, "agent", v.special))
    if m == "spy_take":
        return t("krysis.table.prompt.spy", name=table.seat_names[v.special_target])
    if m == "convert":
        return t("krysis.table.prompt.convert_short" if short else "krysis.table.prompt.convert")
    if m == "draw":
        return t("krysis.table.prompt.draw", n=v.draws_left[table.viewer])
    return ""


def buttons(table) -> list[Button]:
    ui, v, legal, m = table.ui, table.view, table.legal, table.mode
    t = ui.t
    out: list[Button] = []
    if not m:
        return out
    sel = table.selected
    if m in ("aside", "choose", "pick"):
        act = None
        if sel is not None:
            act = A.SetAside(sel) if m == "aside" else A.ChooseHand(sel) if m == "choose" else A.Pick(sel)
        if act is not None and act in legal:
            name = name_of(ui, "agent", sel)
            label = (
                t("krysis.table.btn.aside", name=name)
                if m == "aside"
                else t("krysis.table.btn.choose", name=name)
                if m == "choose"
                else t("krysis.table.btn.pick", name=name)
            )
            out.append(Button("confirm", label, act, primary=True))
        else:
            out.append(
                Button(
                    "confirm",
                    t("krysis.table.btn.pick_first"),
                    None,
                    enabled=False,
                    why=t("krysis.table.why.pick_first"),
                )
            )
        return out
    if m == "bid":
        me = v.players_view[table.viewer]
        out.append(Button("seal", t("krysis.table.btn.seal", value=bid_value(me.bid)), A.SealBid(), primary=True))
        return out
    if m == "group":
        space = card_set().levels[v.round - 1][v.chamber]
        for a in legal:
            goods, relics = space.groups[a.group]
            out.append(
                Button(f"group:{a.group}", t("krysis.table.btn.group", n=a.group + 1), a, goods_icons(goods, relics))
            )
        return out
    if m == "keep":
        for a in legal:
            out.append(
                Button(
                    f"keep:{a.relic}", t("krysis.table.btn.keep", name=name_of(ui, "relic", a.relic)), a, (("relic",),)
                )
            )
        return out
    if m == "turn":
        return turn_buttons(table)
    if m == "cargo":
        for a in legal:
            if isinstance(a, A.StealRelics):
                out.append(Button(f"steal:{a.count}", t("krysis.table.btn.steal", n=a.count), a, (("relic",),)))
        cargo = v.cargo
        n = sum(cargo) + v.cargo_relic_count
        for a in legal:
            if isinstance(a, A.Carry):
                label = (
                    t("krysis.table.btn.carry_home")
                    if a.to == "home"
                    else t("krysis.table.btn.carry_bank", points=2 * n)
                    if a.to == "bank"
                    else t("krysis.table.btn.carry_camp")
                )
                out.append(Button(f"carry:{a.to}", label, a, primary=a.to == "home"))
        return out
    if m == "target":
        for a in legal:
            out.append(Button(f"target:{a.seat}", table.seat_names[a.seat], a))
        return out
    if m == "spy_take":
        for a in legal:
            out.append(Button(f"spy:{a.good}", t("krysis.table.btn.keep", name=name_of(ui, "relic", a.good)), a))
        return out
    if m == "convert":
        # the direction (white to blue, or blue to red) first, then how many, as numbers
        directions = list(dict.fromkeys(a.colour for a in legal if isinstance(a, A.Convert)))
        current = convert_direction(table)
        if len(directions) > 1:
            for c in directions:
                to = "blue" if c == "white" else "red"
                out.append(
                    Button(f"dir:{c}", "", None, (("crystal", c), ("arrow",), ("crystal", to)), primary=c == current)
                )
        for a in legal:
            if isinstance(a, A.Convert) and a.colour == current:
                out.append(
                    Button(
                        f"convert:{a.colour}:{a.count}",
                        t("krysis.table.btn.convert", n=a.count),
                        a,
                        () if len(directions) > 1 else (("crystal", a.colour),),
                    )
                )
        return out
    if m == "draw":
        for a in legal:
            label = (
                t("krysis.table.btn.draw_fighter") if a.deck == "fighter" else t("krysis.table.btn.draw_transporter")
            )
            out.append(Button(f"draw:{a.deck}", label, a))
        return out
    return out


def convert_direction(table) -> str:
    """The Alquimista's direction shown: the one chosen (``table.sub``), else the first offered."""
    offered = [a.colour for a in table.legal if isinstance(a, A.Convert)]
    return table.sub if table.sub in offered else (offered[0] if offered else "white")


def turn_buttons(table) -> list[Button]:
    ui, v, legal = table.ui, table.view, table.legal
    t = ui.t
    out: list[Button] = []
    overtime = [a for a in legal if isinstance(a, A.Overtime)]
    if table.sub == "overtime":
        for a in overtime:
            out.append(Button(f"overtime:{a.red}{a.blue}{a.white}", "", a, goods_icons((a.red, a.blue, a.white))))
        out.append(Button("back", t("krysis.table.btn.back")))
        return out
    for a in legal:
        if isinstance(a, A.Activate):
            out.append(
                Button(
                    f"activate:{a.relic}",
                    t("krysis.table.btn.activate", name=name_of(ui, "relic", a.relic)),
                    a,
                    (("relic",),),
                )
            )
    for a in legal:
        if isinstance(a, A.Special):
            out.append(
                Button(
                    f"special:{a.agent}",
                    t("krysis.table.btn.special", name=name_of(ui, "agent", a.agent)),
                    a,
                    primary=v.normal_done,
                )
            )
    if A.Load() in legal:
        out.append(Button("load", t("krysis.table.btn.load"), A.Load(), primary=True))
    raids = [a for a in legal if isinstance(a, A.Raid)]
    for a in raids:
        out.append(Button(f"raid:{a.target}", t("krysis.table.btn.raid", name=table.seat_names[a.target]), a))
    if not raids and not v.normal_done:
        from client.krysis.reasons import attack

        out.append(
            Button(
                "raid_none",
                t("krysis.table.btn.raid_none"),
                None,
                enabled=False,
                why=t("krysis.table.why.no_raid", attack=attack(v, table.viewer)),
            )
        )
    if overtime:
        out.append(Button("overtime", t("krysis.table.btn.overtime")))
    return out
