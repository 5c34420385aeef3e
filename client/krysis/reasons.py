"""Why a drag or a drop does nothing: the rules' reasons in the player's words.

``refusal`` is asked as an item is picked up (no target lights for it); ``drop_reason``
when it lands where it makes no legal action. The capacity reasons come from the rules'
own packing (rules/krysis/capacity.py).
"""

from __future__ import annotations

from rules.krysis import actions as A
from rules.krysis.capacity import can_add, team_capacity
from rules.krysis.cards import card_set
from rules.krysis.goods import COLOURS


def colour_word(ui, colour: str) -> str:
    return {
        "red": ui.t("krysis.table.colour.red"),
        "blue": ui.t("krysis.table.colour.blue"),
        "white": ui.t("krysis.table.colour.white"),
    }[colour]


def capacity(view):
    """The active team's crystal spaces (red, blue, white), a flipped transport relic's too."""
    cs = card_set()
    pv = view.players_view[view.active]
    caps = [cs.agents[a].capacity for a in pv.team]
    relic = cs.relics[view.transport].capacity if view.transport else None
    return team_capacity(caps, relic)


def load_now(view) -> tuple[int, int, int, int]:
    return (*view.cargo, view.cargo_relic_count)


def take_reason(table, good: str) -> str:
    """Why ``good`` (a colour or a relic id) cannot go into the cargo now."""
    ui, v = table.ui, table.view
    t = ui.t
    if table.mode != "cargo":
        return t("krysis.table.why.not_now")
    slots, load = capacity(v), load_now(v)
    if good in COLOURS:
        src = table.source_seat()
        if not v.players_view[src].camp[COLOURS.index(good)]:
            return t("krysis.table.why.none_left", colour=colour_word(ui, good))
        if can_add(slots, load, good):
            return t("krysis.table.why.not_now")
        if good == "red":
            return t("krysis.table.why.cap_red")
        if good == "blue":
            return t("krysis.table.why.cap_blue")
        return t("krysis.table.why.cap_white")
    if v.kind == "raid":
        return t("krysis.table.why.steal_count")
    if not can_add(slots, load, "relic"):
        return t("krysis.table.why.cap_relic")
    return t("krysis.table.why.not_now")


def activate_reason(table, relic: str) -> str:
    ui, v = table.ui, table.view
    t = ui.t
    if table.mode != "turn" or v.normal_done:
        return t("krysis.table.why.activate_when")
    use = card_set().relics[relic].use
    if use == "weapon" and v.weapon:
        return t("krysis.table.why.one_weapon")
    if use == "transport" and v.transport:
        return t("krysis.table.why.one_transport")
    return t("krysis.table.why.not_now")


def raid_reason(table, seat: int) -> str:
    """Why the team may not raid ``seat``'s camp: its combat value against the defence."""
    ui, v = table.ui, table.view
    if table.mode != "turn" or v.normal_done:
        return ui.t("krysis.table.why.not_now")
    return ui.t(
        "krysis.table.why.raid", attack=attack(v, table.viewer), defence=defence(v, seat), name=table.seat_names[seat]
    )


def attack(view, seat: int) -> int:
    cs = card_set()
    weapon = cs.relics[view.weapon].combat if view.weapon and view.active == seat else 0
    return sum(cs.agents[a].combat for a in view.players_view[seat].team) + weapon


def defence(view, seat: int) -> int:
    cs = card_set()
    pv = view.players_view[seat]
    total = sum(cs.agents[a].combat for a in pv.team)
    total += sum(cs.relics[r].combat for r in pv.played if cs.relics[r].use == "weapon")
    total += sum(int(cs.agents[a].params.get("points", 0)) for a in pv.team if cs.agents[a].ability == "defence")
    return total


def card_reason(table, agent: str) -> str | None:
    """Why an agent of the setup picker cannot be set aside (or taken into the hand) now:
    the rule it breaks; None when it can."""
    ui, me = table.ui, table.me()
    if table.mode not in ("aside", "choose") or me is None:
        return None
    act = A.SetAside(agent) if table.mode == "aside" else A.ChooseHand(agent)
    if act in table.legal:
        return None
    if agent in (me.aside or ()):
        return ui.t("krysis.table.why.already_aside")
    if table.mode == "choose" and agent in (me.hand or ()):
        return ui.t("krysis.table.why.in_hand")
    if table.mode == "aside" and table.legal:
        stars = card_set().agents[agent].stars
        return ui.t("krysis.table.why.aside_stars", n=stars)
    return ui.t("krysis.table.why.not_now")


def refusal(table, item) -> str | None:
    """Why a picked-up item has no legal use at all now (it lights no target), or None."""
    if item is None or not table.legal:
        return None
    kind = item[0]
    if kind == "good" or (kind == "relic" and table.mode == "cargo"):
        return None if A.Take(item[1]) in table.legal else take_reason(table, item[1])
    if kind == "relic":
        return None if A.Activate(item[1]) in table.legal else activate_reason(table, item[1])
    if kind == "card" and table.mode in ("aside", "choose"):
        return card_reason(table, item[1])
    if kind == "team" and not any(isinstance(a, A.Raid) for a in table.legal):
        return table.ui.t("krysis.table.why.no_raid", attack=attack(table.view, table.viewer))
    return None


def drop_reason(table, item, target: str | None) -> str:
    ui, v = table.ui, table.view
    t = ui.t
    kind = item[0]
    if kind == "miner":
        if target is None or not target.startswith("cell:"):
            return t("krysis.table.why.miner_nowhere", level=v.round)
        _, d, sp = target.split(":")
        if int(d) != v.round:
            return t("krysis.table.why.wrong_level", level=v.round)
        for s, pv in enumerate(v.players_view):
            if pv.miner == (int(d), int(sp)):
                return t("krysis.table.why.chamber_taken", name=table.seat_names[s])
        return t("krysis.table.why.not_now")
    if kind in ("good",) or (kind == "relic" and table.mode == "cargo"):
        return take_reason(table, item[1]) if target in ("cargo", "team") else t("krysis.table.why.to_cargo")
    if kind == "relic":
        return activate_reason(table, item[1]) if target == "team" else t("krysis.table.why.to_team")
    if kind == "team":
        if target is not None and target.startswith("opp:"):
            return raid_reason(table, int(target.split(":")[1]))
        return t("krysis.table.why.to_camp")
    if kind == "cargo":
        if target == "camp":
            return t("krysis.table.why.camp_only_raid")
        return t("krysis.table.why.carry_where")
    if kind == "home":
        return t("krysis.table.why.to_fist")
    if kind == "bid":
        return t("krysis.table.why.to_home")
    if kind == "card":
        if table.mode == "pick":
            return t("krysis.table.why.to_team")
        if target == "chosen":  # the right place: the rule the card breaks
            return card_reason(table, item[1]) or t("krysis.table.why.not_now")
        return t("krysis.table.why.to_side")
    return t("krysis.table.why.not_now")
