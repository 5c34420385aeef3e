"""One localized log line per Krysis rules event (``krysis.*`` keys, see rules/krysis/), and
the shared wording of crystals, relics and agents (the results summary uses it too).

Lines name the players; crystals are counted with their colour word ("2 cristales azules"),
relics, agents and missions by their names in the card data (``cards/krysis/*.yaml``).
Private events (``to`` a seat: a hand, a mission, relics drawn or stolen) are worded in the
third person like the rest; the table scene shows them only to their seat.

    >>> from client.ui import UI, Settings
    >>> from rules.core.state import Event
    >>> format_event(UI(Settings(lang="en")), Event("krysis.overtime",
    ...     {"seat": 0, "crystals": {"red": 1, "blue": 1, "white": 1}}), ["Ana"])
    'Ana works overtime: 1 red crystal, 1 blue crystal and 1 white crystal from the bank into the camp'
"""

from __future__ import annotations

from client.game_log import name_of
from rules.krysis.cards import card_set
from rules.krysis.goods import COLOURS

ROMAN = ("I", "II", "III", "IV")
SALE_POINTS = 2  # rules/krysis/action.py: each good sold to the bank


def join(ui, items) -> str:
    """'a, b y c' ('a, b and c')."""
    items = [i for i in items if i]
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + ui.t("krysis.log.and") + items[-1]


def _counts(crystals) -> list[int]:
    """Counts per colour from a {colour: n} mapping or a (red, blue, white) sequence."""
    if isinstance(crystals, dict):
        return [int(crystals.get(c, 0) or 0) for c in COLOURS]
    return [int(x) for x in (crystals or (0, 0, 0))][:3]


def crystal_parts(ui, crystals) -> list[str]:
    """['1 cristal rojo', '2 cristales blancos'], colours without crystals left out."""
    return [ui.t(f"krysis.crystals.{c}", n=n) for c, n in zip(COLOURS, _counts(crystals)) if n]


def crystals_text(ui, crystals) -> str:
    """'1 cristal rojo y 2 cristales blancos', or 'nada'."""
    return join(ui, crystal_parts(ui, crystals)) or ui.t("krysis.log.nothing")


def crystal_value(crystals) -> int:
    return sum(n * p for n, p in zip(_counts(crystals), card_set().crystal_points))


def relic_name(ui, relic) -> str:
    data = card_set().relics.get(relic)
    return ui.localized(data.name) if data else str(relic)


def agent_name(ui, agent) -> str:
    data = card_set().agents.get(agent)
    return ui.localized(data.name) if data else str(agent)


def mission_name(ui, mission) -> str:
    data = card_set().missions.get(mission)
    return ui.localized(data.name) if data else str(mission)


def relics_text(ui, relics) -> str:
    """The relics by name, or 'ninguna reliquia'."""
    return join(ui, [relic_name(ui, r) for r in relics or ()]) or ui.t("krysis.log.no_relics")


def goods_text(ui, crystals, relics=0, shown=()) -> str:
    """Crystals and relics: the relics by name where they were shown, else counted."""
    parts = crystal_parts(ui, crystals)
    if shown:
        parts += [relic_name(ui, r) for r in shown]
    elif relics:
        parts.append(ui.t("krysis.log.relics_n", n=relics))
    return join(ui, parts) or ui.t("krysis.log.nothing")


def _relic_use(ui, relic) -> str:
    data = card_set().relics.get(relic)
    if data is None:
        return ""
    if data.use == "weapon":
        return ui.t("krysis.log.use_weapon", n=data.combat)
    return ui.t("krysis.log.use_transport", goods=crystals_text(ui, data.capacity))


def _seats(names, seats) -> str:
    return ", ".join(name_of(names, s) for s in seats or ())


def format_event(ui, event, names: list[str]) -> str | None:
    """The log line for ``event`` (a rules Event), or None for keys of other games."""
    key, p = event.key, event.params
    if not key.startswith("krysis."):
        return None
    k = key[7:]
    t = ui.t
    who = name_of(names, p.get("seat"))
    target = name_of(names, p.get("target"))
    if k == "setup":
        miners = p.get("miners") or []
        at = [
            t("krysis.log.miner_at", name=name_of(names, s), space=ROMAN[sp] if 0 <= sp < 4 else sp)
            for s, sp in sorted(enumerate(miners), key=lambda x: x[1])
        ]
        return t("krysis.log.setup", players=p.get("players"), miners=", ".join(at))
    if k == "mission":
        data = card_set().missions.get(p.get("mission"))
        text = ui.localized(data.text).rstrip(". ") if data else ""
        return t("krysis.log.mission", name=who, mission=mission_name(ui, p.get("mission")), text=text)
    if k == "relics_drawn":
        relics = p.get("relics") or []
        return t("krysis.log.relics_drawn", name=who, n=len(relics), relics=relics_text(ui, relics))
    if k == "relics_reshuffled":
        return t("krysis.log.relics_reshuffled", n=p.get("cards", 0))
    if k == "hand":
        return t("krysis.log.hand", name=who, agents=join(ui, [agent_name(ui, a) for a in p.get("agents", [])]))
    if k == "chosen":
        seats = p.get("seats") or [p.get("seat")]
        return t("krysis.log.chosen", n=len(seats), name=join(ui, [name_of(names, s) for s in seats]))
    if k == "set_aside_done":
        return t("krysis.log.set_aside_done")
    if k == "game_over":
        winners = p.get("winners") or []
        scores = ", ".join(f"{name_of(names, s)} {v}" for s, v in enumerate(p.get("scores") or []))
        line = t(
            "krysis.log.game_over", n=len(winners), names=join(ui, [name_of(names, s) for s in winners]), scores=scores
        )
        missions = [
            t("krysis.log.seat_mission", name=name_of(names, s), mission=mission_name(ui, m))
            for s, m in enumerate(p.get("missions") or [])
        ]
        if missions:
            line += t("krysis.log.missions", missions=", ".join(missions))
        return line
    if k == "turn":
        return t("krysis.log.turn", name=who)
    if k == "activate":
        return t(
            "krysis.log.activate", name=who, relic=relic_name(ui, p.get("relic")), use=_relic_use(ui, p.get("relic"))
        )
    if k == "special":
        return t("krysis.log.special", name=who, agent=agent_name(ui, p.get("agent")))
    if k == "spy_took":
        return t("krysis.log.spy_took", name=who, target=target)
    if k == "relic_taken":
        return t("krysis.log.relic_taken", name=who, relic=relic_name(ui, p.get("relic")))
    if k == "load":
        return t("krysis.log.load", name=who)
    if k == "raid":
        if p.get("deserted"):
            return t("krysis.log.raid_deserted", name=who, target=target)
        return t("krysis.log.raid", name=who, target=target, attack=p.get("attack", 0), defence=p.get("defence", 0))
    if k == "overtime":
        return t("krysis.log.overtime", name=who, goods=crystals_text(ui, p.get("crystals")))
    if k == "carry":
        return _carry(ui, p, who, target)
    if k == "round":
        return t("krysis.log.round", round=p.get("round"))
    if k == "descend":
        chamber = p.get("chamber")
        return t(
            "krysis.log.descend",
            name=who,
            level=p.get("level"),
            chamber=chamber + 1 if isinstance(chamber, int) else chamber,
        )
    if k == "relic_kept":
        return t("krysis.log.relic_kept", name=who, relic=relics_text(ui, p.get("discarded")))
    if k == "bids":
        parts = []
        for s, bid in enumerate(p.get("bids") or []):
            if any(_counts(bid)):
                parts.append(
                    t("krysis.log.bid", name=name_of(names, s), value=crystal_value(bid), goods=crystals_text(ui, bid))
                )
            else:
                parts.append(t("krysis.log.bid_none", name=name_of(names, s)))
        values = [crystal_value(b) for b in p.get("bids") or []]
        return t("krysis.log.bids", bids="; ".join(parts), order=_seats(names, p.get("order"))) + _ties(
            ui, values, p.get("order"), names
        )
    if k == "goods":
        parts = crystal_parts(ui, p.get("crystals"))
        if p.get("relics"):
            parts.append(t("krysis.log.symbols", n=p["relics"]))
        if not parts:
            return t("krysis.log.goods_none", name=who)
        return t("krysis.log.goods", name=who, goods=join(ui, parts))
    if k == "steal_relics":
        return t("krysis.log.steal_relics", name=who, target=target, n=p.get("count", 0))
    if k == "relics_stolen":
        return t("krysis.log.relics_stolen", name=who, relics=relics_text(ui, p.get("relics")))
    if k == "thief":
        return t(
            "krysis.log.thief",
            name=who,
            agent=agent_name(ui, p.get("agent")),
            target=target,
            goods=crystals_text(ui, p.get("crystals")),
        )
    if k == "spy":
        return t("krysis.log.spy", name=who, agent=agent_name(ui, p.get("agent")), target=target)
    if k == "spy_saw":
        return t("krysis.log.spy_saw", name=who, target=target, relics=relics_text(ui, p.get("relics")))
    if k == "eminent_miner":
        return t(
            "krysis.log.eminent_miner",
            name=who,
            agent=agent_name(ui, p.get("agent")),
            goods=goods_text(ui, p.get("crystals"), p.get("relics", 0)),
        )
    if k == "alchemist":
        n = p.get("count", 0)
        given = crystals_text(ui, {p.get("given"): n})
        got = crystals_text(ui, {p.get("got"): n})
        return t("krysis.log.alchemist", name=who, given=given, got=got)
    if k == "draw" and "draws" in p:
        return _draws(ui, p["draws"], names)
    if k == "draw":
        deck = p.get("deck")
        if deck == "fighter":
            return t("krysis.log.draw_fighter", name=who)
        return t("krysis.log.draw_transporter", name=who)
    if k == "drew":
        return t("krysis.log.drew", name=who, agent=agent_name(ui, p.get("agent")))
    if k == "picks":
        shown = [
            t("krysis.log.pick", name=name_of(names, s), agent=agent_name(ui, a))
            for s, a in enumerate(p.get("agents") or [])
            if a is not None
        ]
        return t("krysis.log.picks", picks=", ".join(shown))
    if k == "initiative":
        values = ", ".join(f"{name_of(names, s)} {v}" for s, v in enumerate(p.get("initiative") or []))
        return t("krysis.log.initiative", values=values, order=_seats(names, p.get("order"))) + _ties(
            ui, p.get("initiative") or [], p.get("order"), names
        )
    if k == "round_end":
        return t("krysis.log.round_end", round=p.get("round"))
    return t("krysis.log.unknown", key=k)


def _carry(ui, p, who: str, target: str) -> str:
    """Where a load or a raid took its goods: home, the bank (points) or the raider's camp."""
    t = ui.t
    crystals, relics = p.get("crystals"), p.get("relics", 0)
    goods = goods_text(ui, crystals, relics, p.get("shown") or ())
    points = SALE_POINTS * (sum(_counts(crystals)) + int(relics or 0))
    dest, raid = p.get("dest"), p.get("kind") == "raid"
    if dest == "bank":
        if raid:
            return t("krysis.log.carry_raid_bank", name=who, target=target, goods=goods, points=points)
        return t("krysis.log.carry_bank", name=who, goods=goods, points=points)
    if dest == "camp":
        return t("krysis.log.carry_raid_camp", name=who, target=target, goods=goods)
    if raid:
        return t("krysis.log.carry_raid_home", name=who, target=target, goods=goods)
    return t("krysis.log.carry_home", name=who, goods=goods)


def _ties(ui, values, order, names) -> str:
    """Why one of two seats with equal bids (or initiative) goes first: the miner further
    ahead in the mine (K-2), as the rules order them; '' when no values are equal."""
    out, order = [], [s for s in order or () if isinstance(s, int) and 0 <= s < len(values)]
    i = 0
    while i < len(order):
        j = i
        while j + 1 < len(order) and values[order[j + 1]] == values[order[i]]:
            j += 1
        if j > i:
            tied = [name_of(names, s) for s in order[i : j + 1]]
            out.append(
                ui.t("krysis.log.tie_two", first=tied[0], second=tied[1])
                if len(tied) == 2
                else ui.t("krysis.log.tie_many", names=join(ui, tied))
            )
        i = j + 1
    return "".join(ui.t("krysis.log.tie_sep") + line for line in out)


def _draws(ui, draws, names) -> str:
    """One line for the end of a round's draws: each seat's cards by name where the viewer
    saw them (its own), else how many from each deck."""
    t = ui.t
    by_seat: dict = {}
    for seat, deck, agent in draws:
        by_seat.setdefault(seat, []).append((deck, agent))
    parts = []
    for seat, cards in by_seat.items():
        name = name_of(names, seat)
        if all(agent is not None for _, agent in cards):
            parts.append(t("krysis.log.drawn_named", name=name, agents=join(ui, [agent_name(ui, a) for _, a in cards])))
            continue
        fighters = sum(d == "fighter" for d, _ in cards)
        decks = [
            t("krysis.log.from_fighter", n=fighters) if fighters else "",
            t("krysis.log.from_transporter", n=len(cards) - fighters) if len(cards) > fighters else "",
        ]
        parts.append(t("krysis.log.draws_from", name=name, decks=join(ui, decks)))
    return t("krysis.log.draws", draws="; ".join(parts))


def _draw_list(p) -> list:
    return [list(d) for d in p["draws"]] if "draws" in p else [[p.get("seat"), p.get("deck"), None]]


def _join_draw(p, q):
    """Draws in a row (every seat's, at the end of a round) make one line."""
    return {"draws": _draw_list(p) + _draw_list(q)}


def _join_drew(p, q):
    """The card the viewer drew (private) names the draw it belongs to."""
    draws = _draw_list(p)
    for d in reversed(draws):
        if d[0] == q.get("seat") and d[2] is None:
            d[2] = q.get("agent")
            return {"draws": draws}
    return None


def _join_chosen(p, q):
    """Sealed choices in a row (each seat's bid, pick, agents set aside) make one line."""
    seats = list(p.get("seats") or [p.get("seat")])
    return {"seats": seats if q.get("seat") in seats else seats + [q.get("seat")]}


# A seat's sealed choices in a row (a bid, a pick, the agents set aside or chosen for the
# hand) make one "has decided in secret" line, every seat's choices one line too; the
# draws at the end of a round one line (client.tableview.format_log).
GROUPED_EVENTS = frozenset({"krysis.chosen"})
MERGED_EVENTS = {
    "krysis.chosen": _join_chosen,
    "krysis.draw": _join_draw,
    ("krysis.draw", "krysis.drew"): _join_drew,
    ("krysis.drew", "krysis.draw"): _join_draw,
}
